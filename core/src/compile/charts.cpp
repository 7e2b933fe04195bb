// Statecharts and events of a module document: their texts parsed as snippets, states
// and transitions registered, triggers, guards and actions compiled.

#include "model_compiler.h"
#include "hs/lang/parser.h"

#include <algorithm>

namespace hs::compile {

ModelCompiler::Snippet ModelCompiler::parseExprSnippet(const std::string& text, const std::string& owner) {
    Snippet sn;
    sn.owner = owner;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) return sn;
    const std::size_t before = m_diags.size();
    sn.expr = parseExpression(text, m_diags);
    prefixNew(before, owner);
    sn.present = sn.expr != nullptr;
    return sn;
}

ModelCompiler::Snippet ModelCompiler::parseStmtSnippet(const std::string& text, const std::string& owner) {
    Snippet sn;
    sn.owner = owner;
    if (text.find_first_not_of(" \t\r\n") == std::string::npos) return sn;
    const std::size_t before = m_diags.size();
    sn.stmts = parseStatements(text, m_diags);
    prefixNew(before, owner);
    sn.present = true;
    return sn;
}

void ModelCompiler::prefixNew(std::size_t before, const std::string& owner) {
    auto& items = m_diags.items();
    for (std::size_t i = before; i < items.size(); ++i) {
        Diagnostic& d = items[i];
        if (elementStartsWith(d, owner)) continue;
        // the owner goes in front of an element the diagnostic already names (a snippet's
        // diagnostics normally have none), so the rendered text reads "owner: element: text"
        prefixElement(d, owner);
        if (std::find(d.names.begin(), d.names.end(), owner) == d.names.end())
            d.names.push_back(owner.substr(0, owner.find(' ')));
    }
}

void ModelCompiler::parseModuleTexts() {
    if (!m_module) return;
    for (const auto& chart : m_module->statecharts) {
        for (const auto& st : chart.states) {
            const std::string path = chart.name + "." + st.name;
            m_stateTexts.push_back({parseStmtSnippet(st.entry, path + " entry"),
                                    parseStmtSnippet(st.exit, path + " exit")});
        }
        for (const auto& tr : chart.transitions) {
            const std::string path = chart.name + "." + tr.name;
            TransitionTexts t;
            if (!(tr.trigger == doc::TriggerKind::Message && tr.anyMessage))
                t.expression = parseExprSnippet(tr.expression, path + " trigger");
            if (tr.guard != "else") t.guard = parseExprSnippet(tr.guard, path + " guard");
            t.action = parseStmtSnippet(tr.action, path + " action");
            m_transitionTexts.push_back(std::move(t));
        }
    }
    for (const auto& ev : m_module->events) {
        EventTexts t;
        t.time = parseExprSnippet(ev.time, ev.name + " time");
        t.period = parseExprSnippet(ev.period, ev.name + " period");
        t.rate = parseExprSnippet(ev.rate, ev.name + " rate");
        t.condition = parseExprSnippet(ev.condition, ev.name + " condition");
        t.action = parseStmtSnippet(ev.action, ev.name + " action");
        m_eventTexts.push_back(std::move(t));
    }
    for (const auto& ev : m_module->dynamicEvents) {
        EventTexts t;
        t.action = parseStmtSnippet(ev.action, ev.name + " action");
        m_eventTexts.push_back(std::move(t));
    }
    // variables assigned by actions are discrete
    for (const auto& t : m_stateTexts) {
        markWhenAssigned(t.entry.stmts);
        markWhenAssigned(t.exit.stmts);
    }
    for (const auto& t : m_transitionTexts) markWhenAssigned(t.action.stmts);
    for (const auto& t : m_eventTexts) markWhenAssigned(t.action.stmts);
}

void ModelCompiler::registerCharts() {
    if (!m_module) return;
    auto& m = *m_model;
    for (const auto& chart : m_module->statecharts) {
        if (m_chartIndex.count(chart.name) || findVar(chart.name)) {
            m_diags
                .error(Code::DuplicateName, {},
                       msg("statechart '%1' clashes with another name", chart.name))
                .names = {chart.name};
            continue;
        }
        const int chartIndex = static_cast<int>(m.charts.size());
        m_chartIndex[chart.name] = chartIndex;
        CompiledChart cc;
        cc.name = chart.name;
        std::map<std::string, int> local;
        for (const auto& st : chart.states) {
            CompiledState cs;
            cs.name = st.name;
            cs.path = chart.name + "." + st.name;
            cs.chart = chartIndex;
            switch (st.kind) {
            case doc::StateKind::Simple: cs.kind = StateKindC::Simple; break;
            case doc::StateKind::Composite: cs.kind = StateKindC::Composite; break;
            case doc::StateKind::Final: cs.kind = StateKindC::Final; break;
            case doc::StateKind::Choice: cs.kind = StateKindC::Choice; break;
            }
            const int index = static_cast<int>(m.states.size());
            local[st.name] = index;
            m_statePaths[cs.path] = index;
            cc.states.push_back(index);
            m.states.push_back(std::move(cs));
        }
        for (std::size_t i = 0; i < chart.states.size(); ++i) {
            const auto& st = chart.states[i];
            CompiledState& cs = m.states[cc.states[i]];
            if (!st.parent.empty()) {
                auto it = local.find(st.parent);
                if (it == local.end()) {
                    m_diags.error(Code::InvalidDocument, {}, msg("no parent state '%1'", st.parent),
                                  cs.path);
                } else {
                    cs.parent = it->second;
                }
            }
            if (!st.initial.empty()) {
                auto it = local.find(st.initial);
                if (it == local.end())
                    m_diags.error(Code::InvalidDocument, {},
                                  msg("no initial state '%1'", st.initial), cs.path);
                else
                    cs.initial = it->second;
            }
        }
        for (int s : cc.states) {
            int depth = 0;
            for (int p = m.states[s].parent; p >= 0 && depth < 1000; p = m.states[p].parent) ++depth;
            m.states[s].depth = depth;
            if (m.states[s].kind == StateKindC::Composite && m.states[s].initial < 0) {
                bool hasChild = false;
                for (int c : cc.states) hasChild = hasChild || m.states[c].parent == s;
                if (hasChild)
                    m_diags.error(Code::InvalidDocument, {},
                                  msg("a composite state needs an initial state"),
                                  m.states[s].path);
            }
        }
        if (auto it = local.find(chart.initial); it != local.end())
            cc.initial = it->second;
        else if (!chart.states.empty())
            m_diags.error(Code::InvalidDocument, {}, msg("no initial state '%1'", chart.initial),
                          chart.name);
        for (const auto& tr : chart.transitions) {
            CompiledTransition ct;
            ct.name = tr.name;
            ct.path = chart.name + "." + tr.name;
            ct.chart = chartIndex;
            auto src = local.find(tr.source), dst = local.find(tr.target);
            if (src == local.end() || dst == local.end()) {
                m_diags.error(Code::InvalidDocument, {},
                              msg("source or target state does not exist"), ct.path);
                m.transitions.push_back(std::move(ct));
                continue;
            }
            ct.source = src->second;
            ct.target = dst->second;
            m.states[ct.source].outgoing.push_back(static_cast<int>(m.transitions.size()));
            m.transitions.push_back(std::move(ct));
        }
        m.charts.push_back(std::move(cc));
    }
    for (const auto& ev : m_module->events) {
        CompiledEvent ce;
        ce.name = ev.name;
        if (ev.trigger == doc::EventElementTrigger::Rate)
            ce.kind = EventElementKind::Rate;
        else if (ev.trigger == doc::EventElementTrigger::Condition)
            ce.kind = EventElementKind::Condition;
        else
            ce.kind = ev.mode == doc::TimeoutMode::Cyclic ? EventElementKind::Cyclic
                                                          : EventElementKind::Once;
        registerEvent(std::move(ce));
    }
    for (const auto& ev : m_module->dynamicEvents) {
        CompiledEvent ce;
        ce.name = ev.name;
        ce.kind = EventElementKind::Dynamic;
        ce.params = ev.parameters;
        for (const auto& prm : ev.parameters)
            ce.paramSlots.push_back(newInternalSlot(ev.name + "." + prm, ValueType::Real));
        registerEvent(std::move(ce));
    }
}

void ModelCompiler::registerEvent(CompiledEvent ce) {
    if (m_eventIndex.count(ce.name) || findVar(ce.name) || m_chartIndex.count(ce.name)) {
        m_diags.error(Code::DuplicateName, {}, msg("event '%1' clashes with another name", ce.name))
            .names = {ce.name};
    }
    m_eventIndex[ce.name] = static_cast<int>(m_model->events.size());
    m_model->events.push_back(std::move(ce));
}

Program ModelCompiler::compileSnippetExpr(const Snippet& sn, Mode mode, ValueType expected,
                                          Message what) {
    if (!sn.present || !sn.expr) return {};
    const std::size_t before = m_diags.size();
    ValueType t;
    Program p = compileExpr(*sn.expr, mode, &t);
    if (expected == ValueType::Boolean && t != ValueType::Boolean)
        typeError(sn.expr->loc, msg("%1 must be a Boolean expression", what));
    if (expected != ValueType::Boolean && t == ValueType::Boolean)
        typeError(sn.expr->loc, msg("%1 must be a number", what));
    prefixNew(before, sn.owner);
    return p;
}

StmtList ModelCompiler::compileSnippetStmts(const Snippet& sn) {
    if (!sn.present) return {};
    const std::size_t before = m_diags.size();
    StmtList out = compileStatements(sn.stmts, Mode::Event, true);
    prefixNew(before, sn.owner);
    return out;
}

std::string ModelCompiler::trimmed(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return {};
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

void ModelCompiler::buildCharts() {
    if (!m_module) return;
    auto& m = *m_model;
    std::size_t stateText = 0, transitionText = 0;
    for (const auto& chart : m_module->statecharts) {
        for (std::size_t i = 0; i < chart.states.size(); ++i, ++stateText) {
            CompiledState& cs = m.states[stateText];
            cs.entry = compileSnippetStmts(m_stateTexts[stateText].entry);
            cs.exit = compileSnippetStmts(m_stateTexts[stateText].exit);
        }
        for (const auto& tr : chart.transitions) {
            CompiledTransition& ct = m.transitions[transitionText];
            const TransitionTexts& tt = m_transitionTexts[transitionText++];
            const bool fromChoice = ct.source >= 0 && m.states[ct.source].kind == StateKindC::Choice;
            if (fromChoice) {
                ct.trigger = TriggerKindC::Branch;
                ct.text = tr.guard.empty() ? msg("branch") : msg("branch [%1]", trimmed(tr.guard));
            } else {
                switch (tr.trigger) {
                case doc::TriggerKind::Timeout:
                    ct.trigger = TriggerKindC::Timeout;
                    ct.expression = compileSnippetExpr(tt.expression, Mode::Event, ValueType::Real,
                                                       msg("a timeout"));
                    ct.text = msg("timeout %1", trimmed(tr.expression));
                    break;
                case doc::TriggerKind::Rate:
                    ct.trigger = TriggerKindC::Rate;
                    ct.expression = compileSnippetExpr(tt.expression, Mode::Event, ValueType::Real,
                                                       msg("a rate"));
                    ct.text = msg("rate %1", trimmed(tr.expression));
                    break;
                case doc::TriggerKind::Condition:
                    ct.trigger = TriggerKindC::Condition;
                    m_inChartCondition = true;
                    m_owner = ct.path;
                    ct.expression = compileSnippetExpr(tt.expression, Mode::Continuous,
                                                       ValueType::Boolean, msg("a condition"));
                    m_inChartCondition = false;
                    ct.text = verbatim(trimmed(tr.expression));
                    break;
                case doc::TriggerKind::Message:
                    ct.trigger = TriggerKindC::Message;
                    ct.anyMessage = tr.anyMessage;
                    if (!tr.anyMessage && tt.expression.expr) {
                        const std::size_t before = m_diags.size();
                        ct.expression = compileMessage(*tt.expression.expr, Mode::Event);
                        prefixNew(before, tt.expression.owner);
                    }
                    ct.text = tr.anyMessage ? msg("message (any)")
                                            : msg("message %1", trimmed(tr.expression));
                    break;
                }
                if ((tr.trigger != doc::TriggerKind::Message || !tr.anyMessage) && !tt.expression.present)
                    m_diags.error(Code::InvalidDocument, {}, msg("the trigger needs an expression"),
                                  ct.path);
            }
            ct.isElse = trimmed(tr.guard) == "else";
            if (tt.guard.present) {
                ct.hasGuard = true;
                ct.guard =
                    compileSnippetExpr(tt.guard, Mode::Event, ValueType::Boolean, msg("a guard"));
            }
            ct.action = compileSnippetStmts(tt.action);
        }
    }
    std::size_t eventText = 0;
    for (const auto& ev : m_module->events) {
        CompiledEvent& ce = m.events[eventText];
        const EventTexts& et = m_eventTexts[eventText++];
        switch (ce.kind) {
        case EventElementKind::Once:
        case EventElementKind::Cyclic:
            ce.time = compileSnippetExpr(et.time, Mode::Event, ValueType::Real,
                                         msg("the occurrence time"));
            if (!et.time.present)
                m_diags.error(Code::InvalidDocument, {}, msg("the timeout needs a time"), ce.name);
            if (ce.kind == EventElementKind::Cyclic) {
                ce.period =
                    compileSnippetExpr(et.period, Mode::Event, ValueType::Real, msg("the period"));
                if (!et.period.present)
                    m_diags.error(Code::InvalidDocument, {}, msg("a cyclic event needs a period"),
                                  ce.name);
            }
            ce.text = ce.kind == EventElementKind::Cyclic
                          ? msg("cyclic, first %1, period %2", trimmed(ev.time), trimmed(ev.period))
                          : msg("at %1", trimmed(ev.time));
            break;
        case EventElementKind::Rate:
            ce.rate = compileSnippetExpr(et.rate, Mode::Event, ValueType::Real, msg("the rate"));
            if (!et.rate.present)
                m_diags.error(Code::InvalidDocument, {}, msg("the event needs a rate"), ce.name);
            ce.text = msg("rate %1", trimmed(ev.rate));
            break;
        case EventElementKind::Condition:
            m_inChartCondition = true;
            m_owner = ce.name;
            ce.condition = compileSnippetExpr(et.condition, Mode::Continuous, ValueType::Boolean,
                                              msg("the condition"));
            m_inChartCondition = false;
            if (!et.condition.present)
                m_diags.error(Code::InvalidDocument, {}, msg("the event needs a condition"),
                              ce.name);
            ce.text = verbatim(trimmed(ev.condition));
            break;
        case EventElementKind::Dynamic: break;
        }
        ce.action = compileSnippetStmts(et.action);
    }
    for (std::size_t d = 0; d < m_module->dynamicEvents.size(); ++d) {
        CompiledEvent& ce = m.events[eventText];
        const EventTexts& et = m_eventTexts[eventText++];
        for (std::size_t k = 0; k < ce.params.size(); ++k) m_paramScope.emplace_back(ce.params[k], ce.paramSlots[k]);
        ce.action = compileSnippetStmts(et.action);
        m_paramScope.clear();
        std::string signature = ce.name + "(";
        for (std::size_t k = 0; k < ce.params.size(); ++k)
            signature += (k ? ", " : "") + ce.params[k];
        ce.text = verbatim(signature + ")");
    }
}

}  // namespace hs::compile
