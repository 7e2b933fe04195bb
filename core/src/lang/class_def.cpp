#include "hs/lang/class_def.h"

namespace hs::lang {

const char* classKindName(ClassKind kind) {
    switch (kind) {
    case ClassKind::Class: return "class";
    case ClassKind::Model: return "model";
    case ClassKind::Block: return "block";
    case ClassKind::Connector: return "connector";
    case ClassKind::Record: return "record";
    case ClassKind::Type: return "type";
    case ClassKind::Package: return "package";
    case ClassKind::Function: return "function";
    case ClassKind::Operator: return "operator";
    case ClassKind::OperatorRecord: return "operator record";
    }
    return "class";
}

const ModArg* findArg(const Modification& mod, std::string_view name) {
    for (const ModArg& a : mod)
        if (a.name == name) return &a;
    return nullptr;
}

const Component* ClassDef::findComponent(std::string_view n) const {
    for (const Component& c : components)
        if (c.name == n) return &c;
    return nullptr;
}

const ClassDef* ClassDef::findClass(std::string_view n) const {
    for (const ClassPtr& c : classes)
        if (c->name == n) return c.get();
    return nullptr;
}

}  // namespace hs::lang
