// The block factory: the table of block types with their parameter names, the parameter
// reader shared by the block makers, and makeBlock()/blockTypes(). The blocks themselves
// are in block_sources.cpp, block_static.cpp and block_dynamic.cpp.

#include "blocks_internal.h"

#include <cmath>
#include <initializer_list>
#include <limits>

namespace hs::cosim {

namespace detail {

namespace {

// What a parameter holds, as the phrase the messages embed ("found a list").
Message kindName(doc::BlockParameter::Kind kind) {
    switch (kind) {
    case doc::BlockParameter::Kind::Number: return msg("a number");
    case doc::BlockParameter::Kind::List: return msg("a list");
    case doc::BlockParameter::Kind::Text: return msg("a text");
    }
    return msg("a value");
}

}  // namespace

std::vector<std::string> portNames(const char* prefix, int count) {
    std::vector<std::string> names;
    if (count == 1) {
        names.emplace_back(prefix);
        return names;
    }
    for (int i = 1; i <= count; ++i) names.push_back(prefix + std::to_string(i));
    return names;
}

const doc::BlockParameter* ParamReader::find(const std::string& name) const {
    for (const auto& p : m_spec.parameters)
        if (p.name == name) return &p;
    return nullptr;
}

void ParamReader::error(Message text) {
    m_diags.error(Code::InvalidBlock, SourceLoc{}, std::move(text), m_path);
    m_failed = true;
}

void ParamReader::kindError(const doc::BlockParameter& p, Message expected) {
    error(msg("parameter \"%1\" must be %2, found %3", p.name, std::move(expected),
              kindName(p.kind)));
}

std::optional<double> ParamReader::optionalNumber(const std::string& name) {
    const doc::BlockParameter* p = find(name);
    if (!p) return std::nullopt;
    if (p->kind != doc::BlockParameter::Kind::Number) {
        kindError(*p, msg("a number"));
        return std::nullopt;
    }
    if (!std::isfinite(p->number)) {
        error(msg("parameter \"%1\" must be a finite number", name));
        return std::nullopt;
    }
    return p->number;
}

std::optional<double> ParamReader::number(const std::string& name, double fallback) {
    if (!has(name)) return fallback;
    return optionalNumber(name);
}

std::optional<double> ParamReader::requiredNumber(const std::string& name) {
    if (!has(name)) {
        error(msg("missing parameter \"%1\"", name));
        return std::nullopt;
    }
    return optionalNumber(name);
}

std::optional<int> ParamReader::count(const std::string& name, int fallback, int min, int max) {
    if (!has(name)) return fallback;
    std::optional<double> v = optionalNumber(name);
    if (!v) return std::nullopt;
    if (*v != std::floor(*v) || *v < min || *v > max) {
        error(msg("parameter \"%1\" must be a whole number from %2 to %3", name, min, max));
        return std::nullopt;
    }
    return static_cast<int>(*v);
}

std::optional<std::vector<double>> ParamReader::list(const std::string& name, bool required) {
    const doc::BlockParameter* p = find(name);
    if (!p) {
        if (required) error(msg("missing parameter \"%1\"", name));
        return std::nullopt;
    }
    std::vector<double> values;
    if (p->kind == doc::BlockParameter::Kind::Number) {
        values.push_back(p->number);
    } else if (p->kind == doc::BlockParameter::Kind::List) {
        values = p->list;
    } else {
        kindError(*p, msg("a list of numbers"));
        return std::nullopt;
    }
    for (double v : values) {
        if (!std::isfinite(v)) {
            error(msg("parameter \"%1\" must hold finite numbers only", name));
            return std::nullopt;
        }
    }
    return values;
}

std::optional<std::string> ParamReader::text(const std::string& name,
                                             const std::string& fallback) {
    const doc::BlockParameter* p = find(name);
    if (!p) return fallback;
    if (p->kind != doc::BlockParameter::Kind::Text) {
        kindError(*p, msg("a text"));
        return std::nullopt;
    }
    return p->text;
}

std::optional<bool> ParamReader::flag(const std::string& name, bool fallback) {
    const doc::BlockParameter* p = find(name);
    if (!p) return fallback;
    if (p->kind == doc::BlockParameter::Kind::Number) {
        if (!std::isfinite(p->number)) {
            error(msg("parameter \"%1\" must be a finite number", name));
            return std::nullopt;
        }
        return p->number != 0.0;
    }
    if (p->kind == doc::BlockParameter::Kind::Text) {
        for (const char* yes : {"true", "yes", "on", "1"})
            if (p->text == yes) return true;
        for (const char* no : {"false", "no", "off", "0"})
            if (p->text == no) return false;
        error(msg("parameter \"%1\" must be true or false, found \"%2\"", name, p->text));
        return std::nullopt;
    }
    kindError(*p, msg("a number or a text"));
    return std::nullopt;
}

}  // namespace detail

namespace {

enum class Group { Source, Static, Dynamic, External };

struct TypeInfo {
    const char* type;
    Group group;
    std::initializer_list<const char*> parameters;
};

// Every block type with the names of its parameters, in palette order.
const TypeInfo kTypes[] = {
    {"constant", Group::Source, {"value"}},
    {"step", Group::Source, {"time", "before", "after"}},
    {"ramp", Group::Source, {"start", "slope", "initial"}},
    {"sine", Group::Source, {"amplitude", "frequency", "phase", "offset"}},
    {"pulse", Group::Source, {"amplitude", "period", "width", "delay"}},
    {"clock", Group::Source, {}},
    {"gain", Group::Static, {"k"}},
    {"sum", Group::Static, {"signs"}},
    {"product", Group::Static, {"inputs"}},
    {"saturation", Group::Static, {"lower", "upper"}},
    {"switch", Group::Static, {"threshold"}},
    {"relay", Group::Static, {"on", "off", "onValue", "offValue", "initiallyOn"}},
    {"lookup", Group::Static, {"x", "y"}},
    {"integrator", Group::Dynamic, {"gain", "initial", "lower", "upper", "reset"}},
    {"transferFunction", Group::Dynamic, {"numerator", "denominator"}},
    {"stateSpace", Group::Dynamic, {"A", "B", "C", "D", "x0", "states", "inputs", "outputs"}},
    {"firstOrderLag", Group::Dynamic, {"k", "T", "initial"}},
    {"unitDelay", Group::Dynamic, {"initial"}},
    {"zeroOrderHold", Group::Dynamic, {"period", "Ts"}},
    {"expression", Group::External, {}},  // built by the caller from its expression
};

const TypeInfo* findType(const std::string& type) {
    for (const TypeInfo& info : kTypes)
        if (type == info.type) return &info;
    return nullptr;
}

}  // namespace

std::unique_ptr<Block> makeBlock(const doc::BlockSpec& spec, const std::string& path,
                                 DiagnosticList& diags) {
    const TypeInfo* info = findType(spec.type);
    if (!info) {
        diags.error(Code::InvalidBlock, SourceLoc{}, msg("unknown block type \"%1\"", spec.type),
                    path);
        return nullptr;
    }
    if (info->group == Group::External) return nullptr;

    detail::ParamReader params(spec, path, diags);
    // Unknown names and names given twice, before any value is read.
    for (std::size_t i = 0; i < spec.parameters.size(); ++i) {
        const std::string& name = spec.parameters[i].name;
        bool known = false;
        for (const char* allowed : info->parameters)
            if (name == allowed) known = true;
        if (!known) {
            const std::vector<std::string> expected(info->parameters.begin(),
                                                    info->parameters.end());
            params.error(
                expected.empty()
                    ? msg("unknown parameter \"%1\" for a %2 block (it has none)", name, spec.type)
                    : msg("unknown parameter \"%1\" for a %2 block (expected one of %3)", name,
                          spec.type, joined(expected)));
            continue;
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (spec.parameters[j].name == name) {
                params.error(msg("parameter \"%1\" is given twice", name));
                break;
            }
        }
    }
    if (params.failed()) return nullptr;

    std::unique_ptr<Block> block;
    switch (info->group) {
    case Group::Source: block = detail::makeSource(spec.type, params); break;
    case Group::Static: block = detail::makeStatic(spec.type, params); break;
    case Group::Dynamic: block = detail::makeDynamic(spec.type, params); break;
    case Group::External: break;
    }
    if (params.failed()) return nullptr;
    if (!block) {
        // A maker that gives up reports why; this keeps the contract if one does not.
        params.error(msg("cannot create a %1 block", spec.type));
        return nullptr;
    }
    return block;
}

std::vector<std::string> blockTypes() {
    std::vector<std::string> types;
    for (const TypeInfo& info : kTypes) types.emplace_back(info.type);
    return types;
}

}  // namespace hs::cosim
