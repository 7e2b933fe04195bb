#pragma once
// Builders of statechart documents and small queries on engine runs, shared by the
// statechart and queue tests.

#include "test_support.h"

#include "hs/model/document.h"

#include <string>
#include <vector>

namespace hs::test {

using doc::StateKind;
using doc::TriggerKind;

inline doc::State state(std::string name, std::string entry = {}, std::string exit = {},
                 StateKind kind = StateKind::Simple, std::string parent = {}, std::string initial = {}) {
    doc::State s;
    s.name = std::move(name);
    s.entry = std::move(entry);
    s.exit = std::move(exit);
    s.kind = kind;
    s.parent = std::move(parent);
    s.initial = std::move(initial);
    return s;
}

inline doc::Transition transition(std::string name, std::string source, std::string target, TriggerKind trigger,
                           std::string expression, std::string guard = {}, std::string action = {}) {
    doc::Transition t;
    t.name = std::move(name);
    t.source = std::move(source);
    t.target = std::move(target);
    t.trigger = trigger;
    t.expression = std::move(expression);
    t.guard = std::move(guard);
    t.action = std::move(action);
    return t;
}

inline doc::Event event(std::string name, doc::EventElementTrigger trigger, std::string action) {
    doc::Event e;
    e.name = std::move(name);
    e.trigger = trigger;
    e.action = std::move(action);
    return e;
}

inline std::shared_ptr<const CompiledModel> compileModuleOk(const doc::Module& module) {
    DiagnosticList diags;
    auto model = compileModule(module, "test.hsm", diags);
    for (const auto& d : diags.items()) ADD_FAILURE() << formatText(d);
    return model;
}

inline std::vector<std::string> traceTexts(const Engine& e) {
    std::vector<std::string> out;
    for (const auto& t : e.traceLog()) out.push_back(t.text);
    return out;
}

inline std::vector<std::string> eventSources(const Engine& e, EventKind kind) {
    std::vector<std::string> out;
    for (const auto& r : e.events())
        if (r.kind == kind) out.push_back(r.source);
    return out;
}

}  // namespace hs::test
