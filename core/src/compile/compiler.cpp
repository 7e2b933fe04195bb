// Compiler: ModelAst -> CompiledModel.
//
// Phases: declare variables (slots, types, modifiers) -> classify them (states are the
// arguments of der(), discrete variables are assigned in when-clauses or declared
// discrete/Integer/Boolean) -> flatten equations (unroll for, split if-equations,
// collect when-clauses) -> order parameter bindings -> causalise the simulation and the
// initialisation systems -> compile expressions and statements to Programs.

#include "arrays.h"
#include "model_compiler.h"

#include "hs/flatten/flatten.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <map>
#include <set>
#include <unordered_map>

namespace hs {

using namespace lang;

const char* varKindName(VarKind k) {
    switch (k) {
    case VarKind::Constant: return "constant";
    case VarKind::Parameter: return "parameter";
    case VarKind::State: return "state";
    case VarKind::Derivative: return "derivative";
    case VarKind::Algebraic: return "algebraic";
    case VarKind::Discrete: return "discrete";
    case VarKind::Input: return "input";
    case VarKind::Internal: return "internal";
    }
    return "";
}

bool splitElementName(std::string_view name, std::string& array, std::vector<int>& indices) {
    const std::size_t open = name.find('[');
    if (open == std::string_view::npos || open == 0 || name.back() != ']') return false;
    std::vector<int> parsed;
    for (std::size_t p = open + 1; p < name.size();) {
        int v = 0;
        const auto [end, ec] = std::from_chars(name.data() + p, name.data() + name.size(), v);
        if (ec != std::errc{} || end == name.data() + name.size()) return false;
        parsed.push_back(v);
        p = static_cast<std::size_t>(end - name.data());
        if (name[p] == ']') break;
        if (name[p] != ',') return false;
        ++p;
    }
    array = std::string(name.substr(0, open));
    indices = std::move(parsed);
    return true;
}

const char* valueTypeName(ValueType t) {
    switch (t) {
    case ValueType::Real: return "Real";
    case ValueType::Integer: return "Integer";
    case ValueType::Boolean: return "Boolean";
    }
    return "";
}

const VariableInfo* CompiledModel::findVariable(const std::string& n) const {
    for (const auto& v : variables)
        if (v.name == n) return &v;
    return nullptr;
}

std::string CompiledModel::slotName(int slot) const {
    // variables usually take their slots in order: no search then (10^5 result columns
    // were named in 10^10 comparisons)
    if (slot >= 0 && static_cast<std::size_t>(slot) < variables.size() &&
        variables[static_cast<std::size_t>(slot)].slot == slot)
        return variables[static_cast<std::size_t>(slot)].name;
    for (const auto& v : variables)
        if (v.slot == slot) return v.name;
    return "#" + std::to_string(slot);
}

namespace compile {

std::shared_ptr<CompiledModel> ModelCompiler::run() {
    m_model = std::make_shared<CompiledModel>();
    m_model->name = m_ast.name;
    m_model->file = m_diags.file();
    m_model->files = m_ast.files;
    for (const ComponentInfo& c : m_ast.components)
        m_model->components.push_back({c.path, c.className, c.description, c.connector});
    if (!m_ast.runtimeFunctions.empty()) {
        m_functionTable = std::make_shared<FunctionTable>();
        m_functionTable->functions.resize(m_ast.runtimeFunctions.size());
    }
    declareVariables();
    if (m_diags.hasErrors()) return nullptr;
    flattenEquations();
    parseModuleTexts();
    eliminateAliases();
    substituteDependentStates();
    classify();
    if (m_diags.hasErrors()) return nullptr;
    allocateSlots();
    compileFunctions();
    registerCharts();
    if (m_diags.hasErrors()) return nullptr;
    buildParameters();
    buildSimulationSystem();
    buildWhens();
    buildCharts();
    buildInitialSystem();
    buildExperiment();
    if (m_diags.hasErrors()) return nullptr;
    finishVariables();
    return m_model;
}

}  // namespace compile

using compile::ModelCompiler;


std::shared_ptr<const CompiledModel> compileModel(const ModelAst& ast, DiagnosticList& diags) {
    const std::optional<ModelAst> scalar = compile::scalarizeArrays(ast, diags);
    if (!scalar) return nullptr;
    ModelCompiler compiler(*scalar, diags);
    return compiler.run();
}

std::string messageText(const CompiledModel& m, double value) {
    if (value >= kStringBase && value < kStringBase + static_cast<double>(m.strings.size()) &&
        value == std::floor(value))
        return "\"" + m.strings[static_cast<std::size_t>(value - kStringBase)] + "\"";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.10g", value);
    return buf;
}

std::shared_ptr<const CompiledModel> compileModule(const doc::Module& module, const std::string& file,
                                                   DiagnosticList& diags) {
    diags.setFile(file);
    ModelAst ast;
    ast.name = module.name;
    if (module.equations.find_first_not_of(" \t\r\n") != std::string::npos) {
        flatten::Options options;
        options.file = file;
        auto flat = flatten::flattenSource(module.equations, diags, options);
        if (!flat || diags.hasErrors()) return nullptr;
        ast = std::move(*flat);
    }
    const std::optional<ModelAst> scalar = compile::scalarizeArrays(ast, diags);
    if (!scalar) return nullptr;
    ModelCompiler compiler(*scalar, diags, &module);
    return compiler.run();
}

std::shared_ptr<const CompiledModel> compileSource(std::string_view source, const std::string& file,
                                                   DiagnosticList& diags,
                                                   const std::string& className) {
    diags.setFile(file);
    flatten::Options options;
    options.className = className;
    options.file = file;
    auto ast = flatten::flattenSource(source, diags, options);
    if (!ast || diags.hasErrors()) return nullptr;
    return compileModel(*ast, diags);
}

}  // namespace hs
