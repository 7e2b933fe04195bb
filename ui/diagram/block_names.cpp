#include "diagram/block_names.h"

#include <QCoreApplication>

#include <cstring>

namespace hs::ui {

namespace {

struct BlockName {
    const char* type;
    const char* name;
};

// One row per type of hs::cosim::blockTypes(), in palette order.
const BlockName kNames[] = {
    {"constant", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Constant")},
    {"step", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Step")},
    {"ramp", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Ramp")},
    {"sine", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Sine wave")},
    {"pulse", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Pulse")},
    {"clock", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Clock")},
    {"gain", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Gain")},
    {"sum", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Sum")},
    {"product", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Product")},
    {"saturation", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Saturation")},
    {"switch", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Switch")},
    {"relay", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Relay")},
    {"lookup", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Lookup table")},
    {"integrator", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Integrator")},
    {"transferFunction", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Transfer function")},
    {"stateSpace", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "State space")},
    {"firstOrderLag", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "First-order lag")},
    {"unitDelay", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Unit delay")},
    {"zeroOrderHold", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Zero-order hold")},
    {"expression", QT_TRANSLATE_NOOP("hs::ui::BlockTypes", "Expression")},
};

}  // namespace

QString blockTypeName(const std::string& type) {
    for (const BlockName& n : kNames)
        if (type == n.type) return QCoreApplication::translate("hs::ui::BlockTypes", n.name);
    return QString::fromStdString(type);
}

}  // namespace hs::ui
