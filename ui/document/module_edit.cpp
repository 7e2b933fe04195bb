#include "document/module_edit.h"

#include "document/document_model.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>

namespace hs::ui::moduleedit {

// Parameters a new library block starts with.
std::vector<doc::BlockParameter> defaultParameters(const std::string& type) {
    auto num = [](const char* n, double v) {
        doc::BlockParameter p;
        p.name = n;
        p.number = v;
        return p;
    };
    auto list = [](const char* n, std::vector<double> v) {
        doc::BlockParameter p;
        p.name = n;
        p.kind = doc::BlockParameter::Kind::List;
        p.list = std::move(v);
        return p;
    };
    auto text = [](const char* n, const char* v) {
        doc::BlockParameter p;
        p.name = n;
        p.kind = doc::BlockParameter::Kind::Text;
        p.text = v;
        return p;
    };
    if (type == "constant") return {num("value", 1)};
    if (type == "step") return {num("time", 1), num("before", 0), num("after", 1)};
    if (type == "ramp") return {num("start", 0), num("slope", 1)};
    if (type == "sine") return {num("amplitude", 1), num("frequency", 1)};
    if (type == "pulse") return {num("amplitude", 1), num("period", 1), num("width", 0.5)};
    if (type == "gain") return {num("k", 1)};
    if (type == "sum") return {text("signs", "+-")};
    if (type == "product") return {num("inputs", 2)};
    if (type == "saturation") return {num("lower", -1), num("upper", 1)};
    if (type == "switch") return {num("threshold", 0)};
    if (type == "relay")
        return {num("on", 1), num("off", -1), num("onValue", 1), num("offValue", 0)};
    if (type == "lookup") return {list("x", {0, 1}), list("y", {0, 1})};
    if (type == "transferFunction") return {list("numerator", {1}), list("denominator", {1, 1})};
    if (type == "firstOrderLag") return {num("k", 1), num("T", 1)};
    if (type == "zeroOrderHold") return {num("period", 0.1)};
    return {};
}

QString parameterText(const doc::BlockParameter& p) {
    switch (p.kind) {
    case doc::BlockParameter::Kind::Number: return QString::number(p.number, 'g', 12);
    case doc::BlockParameter::Kind::List: {
        QStringList parts;
        for (double v : p.list) parts << QString::number(v, 'g', 12);
        return '[' + parts.join(", ") + ']';
    }
    case doc::BlockParameter::Kind::Text: return QString::fromStdString(p.text);
    }
    return {};
}

// "1.5" is a number, "[1, 2]" or "1, 2" a list, anything else a text.
doc::BlockParameter parseParameter(const QString& name, const QString& value) {
    doc::BlockParameter p;
    p.name = name.toStdString();
    const QString v = value.trimmed();
    bool ok = false;
    const double number = v.toDouble(&ok);
    if (ok) {
        p.number = number;
        return p;
    }
    QString inner = v;
    if (inner.startsWith('[') && inner.endsWith(']')) inner = inner.mid(1, inner.size() - 2);
    if (v.startsWith('[') || v.contains(',')) {
        std::vector<double> values;
        bool all = true;
        for (const QString& part : inner.split(',', Qt::SkipEmptyParts)) {
            const double x = part.trimmed().toDouble(&ok);
            all = all && ok;
            values.push_back(x);
        }
        if (all) {
            p.kind = doc::BlockParameter::Kind::List;
            p.list = values;
            return p;
        }
    }
    p.kind = doc::BlockParameter::Kind::Text;
    p.text = v.toStdString();
    return p;
}

std::string freeModuleName(const doc::Document& d, const std::string& base) {
    return freeName(base, [&](const std::string& n) {
        return std::any_of(d.modules.begin(), d.modules.end(),
                           [&](const doc::Module& m) { return m.name == n; });
    });
}

// Renames a module and every reference to it (connections, package projects).
void renameModule(doc::Document& d, const std::string& from, const std::string& to) {
    for (auto& m : d.modules)
        if (m.name == from) m.name = to;
    auto fix = [&](std::string& ref) {
        if (ref.rfind(from + ".", 0) == 0) ref = to + ref.substr(from.size());
    };
    for (auto& c : d.connections) {
        fix(c.from);
        for (auto& t : c.to) fix(t);
    }
    if (d.package)
        for (auto& p : d.package->projects)
            if (p.module == from) p.module = to;
}

void removeModules(doc::Document& d, const QStringList& names) {
    std::set<std::string> gone;
    for (const QString& n : names) gone.insert(n.toStdString());
    auto moduleOf = [](const std::string& ref) { return ref.substr(0, ref.find('.')); };
    std::erase_if(d.modules, [&](const doc::Module& m) { return gone.count(m.name) > 0; });
    for (auto& c : d.connections)
        std::erase_if(c.to, [&](const std::string& t) { return gone.count(moduleOf(t)) > 0; });
    std::erase_if(d.connections, [&](const doc::Connection& c) {
        return gone.count(moduleOf(c.from)) > 0 || c.to.empty();
    });
    if (d.package)
        std::erase_if(d.package->projects,
                      [&](const doc::Project& p) { return gone.count(p.module) > 0; });
}

void removeConnection(doc::Document& d, const std::string& from, const std::string& to) {
    for (auto& c : d.connections)
        if (c.from == from) std::erase(c.to, to);
    std::erase_if(d.connections, [](const doc::Connection& c) { return c.to.empty(); });
}

}  // namespace hs::ui::moduleedit
