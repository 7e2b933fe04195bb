#include "sim/model_check.h"

#include "hs/lang/parser.h"
#include "hs/sim/run_record.h"

#include <algorithm>
#include <functional>
#include <map>

namespace hs::ui {

namespace {

std::string declarationText(const lang::Component& d) {
    std::string s = d.typeName + " " + d.name;
    if (!d.dims.empty()) {
        s += '[';
        for (std::size_t i = 0; i < d.dims.size(); ++i)
            s += (i ? ", " : "") + lang::toString(*d.dims[i]);
        s += ']';
    }
    if (d.binding) s += " = " + lang::toString(*d.binding);
    return s;
}

CheckResult collect(LoadResult loaded, const std::string& source) {
    CheckResult result;
    result.ok = loaded.model != nullptr;
    result.diagnostics = std::move(loaded.diagnostics.items());
    if (loaded.model)
        for (const VariableInfo& v : loaded.model->variables) {
            if (v.name.empty() || v.name.front() == '$' || v.name.starts_with("der(")) continue;
            result.variables.push_back(v.name);
        }
    result.symbols = modelSymbols(loaded.model.get(), source);
    return result;
}

}  // namespace

std::vector<SymbolInfo> modelSymbols(const CompiledModel* model, const std::string& source) {
    std::vector<SymbolInfo> out;
    if (model) {
        // an array's elements x[1], x[2,3] as one symbol x with the largest indices
        std::map<std::string, std::size_t> arrays;
        for (const VariableInfo& v : model->variables) {
            if (v.name.empty() || v.name.front() == '$' || v.name.starts_with("der(")) continue;
            std::string base;
            std::vector<int> index;
            const bool element = splitElementName(v.name, base, index);
            if (!element) base = v.name;
            auto it = arrays.find(base);
            if (it == arrays.end()) {
                SymbolInfo s;
                s.name = base;
                s.type = valueTypeName(v.type);
                s.varKind = static_cast<int>(v.kind);
                s.unit = v.unit;
                s.description = v.description;
                it = arrays.emplace(base, out.size()).first;
                out.push_back(std::move(s));
            }
            if (!element) continue;
            std::vector<int>& dims = out[it->second].dims;
            if (dims.size() < index.size()) dims.resize(index.size(), 0);
            for (std::size_t k = 0; k < index.size(); ++k) dims[k] = std::max(dims[k], index[k]);
        }
    }
    if (source.empty()) return out;
    DiagnosticList ignored;
    const std::optional<lang::StoredDefinition> tree = lang::parseStoredDefinition(source, ignored);
    if (!tree) return out;
    // functions, records and enumerations of the source, by the names calls use
    std::vector<std::string> records;
    std::function<void(const lang::ClassDef&, const std::string&)> visit =
        [&](const lang::ClassDef& c, const std::string& prefix) {
            const std::string name = prefix.empty() ? c.name : prefix + "." + c.name;
            SymbolInfo s;
            s.name = name;
            s.description = c.description;
            if (c.kind == lang::ClassKind::Function) {
                s.kind = SymbolInfo::Kind::Function;
                for (const lang::Component& d : c.components) {
                    if (d.isProtected) continue;
                    if (d.causality == lang::Causality::Input)
                        s.inputs.push_back(declarationText(d));
                    if (d.causality == lang::Causality::Output)
                        s.outputs.push_back(declarationText(d));
                }
                out.push_back(std::move(s));
            } else if (c.kind == lang::ClassKind::Record) {
                s.kind = SymbolInfo::Kind::Record;
                for (const lang::Component& d : c.components)
                    s.inputs.push_back(declarationText(d));
                out.push_back(std::move(s));
                records.push_back(c.name);
                records.push_back(name);
            } else if (c.isEnumeration) {
                s.kind = SymbolInfo::Kind::Enumeration;
                s.inputs = c.literals;
                out.push_back(std::move(s));
            }
            // a class's nested classes are called by their own name inside it, by the
            // package's name outside (a model's by both)
            const std::string inner = c.kind == lang::ClassKind::Package ? name : std::string();
            for (const lang::ClassPtr& nested : c.classes) visit(*nested, inner);
        };
    for (const lang::ClassPtr& c : tree->classes) visit(*c, {});
    // components of record types: the record's fields are the model's variables
    const lang::ClassDef* modelClass = nullptr;
    for (const lang::ClassPtr& c : tree->classes)
        if (c->isModelLike()) modelClass = c.get();
    if (modelClass)
        for (const lang::Component& d : modelClass->components) {
            if (std::find(records.begin(), records.end(), d.typeName) == records.end()) continue;
            SymbolInfo s;
            s.name = d.name;
            s.type = d.typeName;
            s.varKind = static_cast<int>(
                d.variability == lang::Variability::Parameter  ? VarKind::Parameter
                : d.variability == lang::Variability::Constant ? VarKind::Constant
                                                               : VarKind::Algebraic);
            s.description = d.description;
            out.push_back(std::move(s));
        }
    return out;
}

namespace {

// The run's single model compiled; a run of several modules is refused with `refusal` (what
// needs a single model), and a model that does not compile with its diagnostics, in `result`.
std::shared_ptr<const CompiledModel> singleModel(const ModelCheck& check, CheckResult& result,
                                                 hs::Message refusal) {
    if (session::isMultiModule(check.run.document)) {
        DiagnosticList refused;
        refused.error(Code::InvalidExperiment, {}, std::move(refusal));
        result.diagnostics = refused.items();
        return nullptr;
    }
    LoadResult loaded = loadRequestModel(check.run);
    result.diagnostics = loaded.diagnostics.items();
    return loaded.model;
}

}  // namespace

CheckResult runCheck(const ModelCheck& check) {
    switch (check.kind) {
    case ModelCheck::Kind::Text:
        return collect(loadModelText(check.text, check.file, check.className), check.text);
    case ModelCheck::Kind::Document:
        return collect(
            loadDocument(check.document, check.file),
            check.document.modules.empty() ? std::string() : check.document.modules[0].equations);
    case ModelCheck::Kind::Run: {
        DiagnosticList diags;
        diags.setFile(check.run.file);
        CheckResult result;
        result.ok = session::makeSession(check.run, diags) != nullptr;
        result.diagnostics = diags.items();
        return result;
    }
    case ModelCheck::Kind::Explain: {
        CheckResult result;
        const auto model = singleModel(
            check, result,
            msg("an explanation reads the run of a single model; this document runs as several "
                "modules"));
        if (!model) return result;
        const SimulationSettings& settings = check.run.settings;  // as the run has them
        DiagnosticList diags;
        diags.setFile(check.run.file);
        result.explanation =
            check.line > 0
                ? explainWhen(model, settings, check.run.parameters, check.line, diags)
                : explainTransition(model, settings, check.run.parameters, check.transition, diags);
        result.ok = result.explanation.has_value();
        for (const Diagnostic& d : diags.items()) result.diagnostics.push_back(d);
        return result;
    }
    case ModelCheck::Kind::Explore:
    case ModelCheck::Kind::Orders:
    case ModelCheck::Kind::Replay: return runOrderCheck(check);
    }
    return {};
}

CheckResult runOrderCheck(const ModelCheck& check) {
    CheckResult result;
    const auto model = singleModel(
        check, result,
        msg("exploring orders and comparing runs read the run of a single model; this document "
            "runs as several modules"));
    if (!model) return result;
    DiagnosticList diags;
    diags.setFile(check.run.file);
    if (check.kind == ModelCheck::Kind::Explore) {
        result.explore =
            exploreOrders(model, check.run.settings, check.run.parameters, check.explore, diags);
        result.ok = result.explore.has_value();
    } else if (check.kind == ModelCheck::Kind::Orders) {
        result.ok = true;
        for (const auto& order : check.orders) {
            SimulationSettings settings = check.run.settings;
            settings.recordResults = true;
            auto engine =
                runInOrder(model, settings, check.run.parameters, check.step, order, diags);
            result.runs.push_back(engine ? engine->results() : ResultStore());
            result.ok = result.ok && engine != nullptr;
        }
    } else {
        result.ok = true;
        for (const std::string& json : check.records) {
            RunRecord record;
            ResultStore results;
            hs::Message difference;
            if (parseRunRecord(json, record, diags)) {
                const ReplayOutcome outcome = replayRun(model, record, diags, &results);
                difference = outcome.difference;
            } else {
                result.ok = false;
            }
            result.runs.push_back(std::move(results));
            result.replayDifferences.push_back(std::move(difference));
        }
    }
    for (const Diagnostic& d : diags.items()) result.diagnostics.push_back(d);
    return result;
}

LoadResult loadRequestModel(const session::SessionRequest& request) {
    if (request.document.modules.size() > 1) {
        LoadResult refused;
        refused.diagnostics.error(
            Code::InvalidExperiment, {},
            msg("experiments run the model of a single-module document; this one has modules"));
        return refused;
    }
    if (request.document.modules.empty()) {
        LoadResult refused;
        refused.diagnostics.error(Code::InvalidExperiment, {},
                                  msg("the document has no model to run"));
        return refused;
    }
    LoadResult loaded = request.modelText ? loadModelText(request.document.modules[0].equations,
                                                          request.file, request.className)
                                          : loadDocument(request.document, request.file);
    return loaded;
}

}  // namespace hs::ui
