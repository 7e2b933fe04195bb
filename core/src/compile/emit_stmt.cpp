// Statements (algorithm sections, when bodies, actions) and when-clauses.

#include "model_compiler.h"

#include <algorithm>
#include <functional>

namespace hs::compile {

bool ModelCompiler::checkAssignable(const Var& v, ValueType valueType, SourceLoc loc, bool inWhen) {
    if (isParam(v)) {
        m_diags
            .error(Code::ParameterAssignment, loc,
                   v.variability == Variability::Constant
                       ? msg("cannot assign to constant '%1'", v.name)
                       : msg("cannot assign to parameter '%1'", v.name))
            .names = {v.name};
        return false;
    }
    if (inWhen && v.kind == VarKind::State) {
        m_diags
            .error(Code::InvalidEquation, loc,
                   msg("'%1' is a continuous state; use reinit(%1, ...) in a when-clause", v.name))
            .names = {v.name};
        return false;
    }
    if (v.type == ValueType::Boolean && valueType != ValueType::Boolean) {
        typeError(loc, msg("cannot assign a %1 value to the Boolean '%2'", valueTypeName(valueType),
                           v.name));
        return false;
    }
    if (v.type != ValueType::Boolean && valueType == ValueType::Boolean) {
        typeError(loc, msg("cannot assign a Boolean value to the %1 '%2'", valueTypeName(v.type),
                           v.name));
        return false;
    }
    if (v.type == ValueType::Integer && valueType == ValueType::Real) {
        typeError(loc, msg("cannot assign a Real value to the Integer '%1'", v.name));
        return false;
    }
    return true;
}

StmtList ModelCompiler::compileStatements(const std::vector<StmtPtr>& stmts, Mode mode, bool inWhen) {
    StmtList out;
    for (const auto& s : stmts) {
        if (auto c = compileStatement(*s, mode, inWhen)) out.push_back(std::move(*c));
    }
    return out;
}

std::optional<CompiledStmt> ModelCompiler::compileStatement(const Stmt& s, Mode mode, bool inWhen) {
    CompiledStmt c;
    c.loc = s.loc;
    switch (s.kind) {
    case StmtKind::Assign: {
        c.op = StmtOp::Assign;
        if (!s.target || s.target->kind != ExprKind::Name) {
            m_diags.error(Code::InvalidEquation, s.loc,
                          msg("the target of ':=' must be a variable"));
            return std::nullopt;
        }
        if (s.value && s.value->kind == ExprKind::Call && s.value->text == "schedule") {
            Var* v = findVar(s.target->text);
            if (!v) {
                undefinedName(*s.target);
                return std::nullopt;
            }
            if (!checkAssignable(*v, ValueType::Real, s.target->loc, inWhen)) return std::nullopt;
            auto sched = compileSchedule(*s.value, mode);
            if (sched) sched->slot = v->slot;
            return sched;
        }
        ValueType t;
        c.value = compileExpr(*s.value, mode, &t);
        Var* v = findVar(s.target->text);
        if (!v) {
            undefinedName(*s.target);
            return std::nullopt;
        }
        if (!checkAssignable(*v, t, s.target->loc, inWhen)) return std::nullopt;
        c.slot = v->slot;
        c.targetName = v->name;
        return c;
    }
    case StmtKind::If:
    case StmtKind::While: {
        c.op = s.kind == StmtKind::If ? StmtOp::If : StmtOp::While;
        for (const auto& b : s.branches) {
            CompiledBranch cb;
            ValueType t;
            // a while-condition changes inside one evaluation: never an event relation
            if (s.kind == StmtKind::While) ++m_noEvent;
            cb.cond = compileExpr(*b.cond, mode, &t);
            if (s.kind == StmtKind::While) --m_noEvent;
            if (t != ValueType::Boolean)
                typeError(b.cond->loc, msg("the condition must be Boolean"));
            if (s.kind == StmtKind::While) ++m_loopDepth;
            cb.body = compileStatements(b.body, mode, inWhen);
            if (s.kind == StmtKind::While) --m_loopDepth;
            c.branches.push_back(std::move(cb));
        }
        c.elseBody = compileStatements(s.elseBody, mode, inWhen);
        return c;
    }
    case StmtKind::For: {
        c.op = StmtOp::For;
        if (!s.range || s.range->kind != ExprKind::Range || s.range->args.size() < 2) {
            m_diags.error(Code::InvalidEquation, s.loc, msg("a for-loop needs a range a:b"));
            return std::nullopt;
        }
        const auto& ra = s.range->args;
        c.value = compileExpr(*ra[0], mode);
        c.value2 = compileExpr(*ra.back(), mode);
        if (ra.size() == 3) c.step = compileExpr(*ra[1], mode);
        c.slot = newInternalSlot("$for." + s.loopVar, ValueType::Integer);
        m_loopSlots.emplace_back(s.loopVar, c.slot);
        ++m_loopDepth;
        if (!s.branches.empty()) c.body = compileStatements(s.branches[0].body, mode, inWhen);
        --m_loopDepth;
        m_loopSlots.pop_back();
        return c;
    }
    case StmtKind::Break:
        if (m_loopDepth == 0) {
            m_diags.error(Code::InvalidStatement, s.loc,
                          msg("'break' outside a for- or while-loop"));
            return std::nullopt;
        }
        c.op = StmtOp::Break;
        return c;
    case StmtKind::Return:
        m_diags.error(Code::InvalidStatement, s.loc, msg("'return' is only allowed in a function"));
        return std::nullopt;
    case StmtKind::When:
        m_diags.error(
            Code::InvalidEquation, s.loc,
            msg("when-statements are only allowed at the top level of an algorithm section"));
        return std::nullopt;
    case StmtKind::Call: return compileCallStatement(s, mode, inWhen);
    }
    return std::nullopt;
}

std::optional<CompiledStmt> ModelCompiler::compileCallStatement(const Stmt& s, Mode mode, bool inWhen) {
    CompiledStmt c;
    c.loc = s.loc;
    const Expr& call = *s.value;
    const std::string& fn = call.text;
    if (fn == "reinit") {
        c.op = StmtOp::Reinit;
        if (!inWhen) {
            m_diags.error(Code::InvalidEquation, s.loc,
                          msg("reinit() is only allowed inside a when-clause"));
            return std::nullopt;
        }
        if (call.args.size() != 2 || call.args[0]->kind != ExprKind::Name) {
            m_diags.error(Code::TypeError, call.loc,
                          msg("reinit() needs a state variable and an expression"));
            return std::nullopt;
        }
        Var* v = findVar(call.args[0]->text);
        if (!v) {
            undefinedName(*call.args[0]);
            return std::nullopt;
        }
        if (v->kind != VarKind::State) {
            m_diags
                .error(Code::ReinitNonState, call.args[0]->loc,
                       msg("reinit() of '%1', which is not a continuous state (it never appears in "
                           "der())",
                           v->name))
                .names = {v->name};
            return std::nullopt;
        }
        ValueType t;
        c.value = compileExpr(*call.args[1], mode, &t);
        if (t == ValueType::Boolean)
            typeError(call.args[1]->loc, msg("reinit() needs a numeric value"));
        c.slot = v->slot;
        c.targetName = v->name;
        return c;
    }
    if (fn == "assert" || fn == "terminate") {
        c.op = fn == "assert" ? StmtOp::Assert : StmtOp::Terminate;
        // positional (condition, message, level) or named arguments
        const std::vector<std::string> order = fn == "assert" ? std::vector<std::string>{"condition", "message", "level"}
                                                              : std::vector<std::string>{"message"};
        std::map<std::string, ExprPtr> args;
        for (std::size_t i = 0; i < call.args.size(); ++i) {
            const std::string name =
                i < call.argNames.size() && !call.argNames[i].empty() ? call.argNames[i] : (i < order.size() ? order[i] : "");
            if (std::find(order.begin(), order.end(), name) == order.end()) {
                m_diags.error(Code::TypeError, call.args[i]->loc,
                              name.empty() ? msg("%1() has no argument %2", fn, i + 1)
                                           : msg("%1() has no argument '%2'", fn, name));
                return std::nullopt;
            }
            args[name] = call.args[i];
        }
        if (!args.count("message") || (fn == "assert" && !args.count("condition"))) {
            m_diags.error(Code::TypeError, call.loc,
                          fn == "assert" ? msg("assert() needs a condition and a message")
                                         : msg("terminate() needs a message"));
            return std::nullopt;
        }
        if (fn == "assert") {
            ValueType t;
            c.value = compileExpr(*args["condition"], mode, &t);
            if (t != ValueType::Boolean)
                typeError(args["condition"]->loc, msg("the condition of assert() must be Boolean"));
            if (auto level = args.find("level"); level != args.end()) {
                const std::string text = level->second->kind == ExprKind::Name ? level->second->text : "";
                if (text == "AssertionLevel.warning")
                    c.warningLevel = true;
                else if (text != "AssertionLevel.error")
                    typeError(level->second->loc,
                              msg("the level of assert() is AssertionLevel.error or "
                                  "AssertionLevel.warning"));
            }
            c.targetIndex = m_model->assertCount++;
        }
        c.parts.emplace_back();
        if (!compileStringParts(*args["message"], mode, c)) return std::nullopt;
        return c;
    }
    if (fn == "send") {
        c.op = StmtOp::Send;
        if (call.args.size() != 2 || call.args[0]->kind != ExprKind::Name) {
            m_diags.error(Code::TypeError, call.loc,
                          msg("send() needs a statechart and a message: send(chart, msg)"));
            return std::nullopt;
        }
        auto it = m_chartIndex.find(call.args[0]->text);
        if (it == m_chartIndex.end()) {
            m_diags
                .error(Code::UndefinedName, call.args[0]->loc,
                       msg("no statechart '%1'", call.args[0]->text))
                .names = {call.args[0]->text};
            return std::nullopt;
        }
        c.slot = it->second;
        c.value = compileMessage(*call.args[1], mode);
        return c;
    }
    if (fn == "schedule") return compileSchedule(call, mode);
    if (fn == "cancel") {
        c.op = StmtOp::Cancel;
        if (call.args.size() != 1) {
            m_diags.error(Code::TypeError, call.loc,
                          msg("cancel() needs the handle returned by schedule()"));
            return std::nullopt;
        }
        c.value = compileExpr(*call.args[0], mode);
        return c;
    }
    if (fn == "stopSimulation") {
        c.op = StmtOp::Stop;
        return c;
    }
    if (fn == "trace") {
        c.op = StmtOp::Trace;
        std::string pending;
        for (const auto& a : call.args) {
            if (a->kind == ExprKind::String) {
                pending += a->text;
                continue;
            }
            c.parts.push_back(pending);
            pending.clear();
            c.args.push_back(compileExpr(*a, mode));
        }
        c.parts.push_back(pending);
        return c;
    }
    m_diags.error(Code::UndefinedName, call.loc, msg("unknown procedure '%1'", fn)).names = {fn};
    return std::nullopt;
}

// A String expression for a message: literals, `+` between strings and String(x) of a
// number or Boolean, compiled as literal parts with values between them (c.parts holds one
// more entry than c.args; the caller starts it with one empty part).
bool ModelCompiler::compileStringParts(const Expr& e, Mode mode, CompiledStmt& c) {
    if (e.kind == ExprKind::String) {
        c.parts.back() += e.text;
        return true;
    }
    if (e.kind == ExprKind::Binary && e.op == Op::Add)
        return compileStringParts(*e.args[0], mode, c) && compileStringParts(*e.args[1], mode, c);
    if (e.kind == ExprKind::Call && e.text == "String" && !e.args.empty()) {
        ValueType t;
        Program p = compileExpr(*e.args[0], mode, &t);
        c.args.push_back(std::move(p));
        c.booleanArgs.resize(c.args.size() - 1, false);
        c.booleanArgs.push_back(t == ValueType::Boolean);  // prints as true / false
        c.parts.emplace_back();
        return true;
    }
    typeError(e.loc,
              msg("a message must be a String (a literal, String(x), or strings joined with +), "
                  "not '%1'",
                  toString(e)));
    return false;
}

Program ModelCompiler::compileMessage(const Expr& e, Mode mode) {
    if (e.kind == ExprKind::String) {
        Program p;
        p.code.push_back({OpCode::Const, 0, kStringBase + internString(e.text)});
        p.maxStack = 1;
        return p;
    }
    ValueType t;
    Program p = compileExpr(e, mode, &t);
    return p;
}

int ModelCompiler::internString(const std::string& text) {
    auto& strings = m_model->strings;
    for (std::size_t i = 0; i < strings.size(); ++i)
        if (strings[i] == text) return static_cast<int>(i);
    strings.push_back(text);
    return static_cast<int>(strings.size()) - 1;
}

std::optional<CompiledStmt> ModelCompiler::compileSchedule(const Expr& call, Mode mode) {
    CompiledStmt c;
    c.op = StmtOp::Schedule;
    c.loc = call.loc;
    if (call.args.size() < 2 || call.args[0]->kind != ExprKind::Name) {
        m_diags.error(Code::TypeError, call.loc,
                      msg("schedule() needs an event, a delay and the event's arguments"));
        return std::nullopt;
    }
    auto it = m_eventIndex.find(call.args[0]->text);
    if (it == m_eventIndex.end() || m_model->events[it->second].kind != EventElementKind::Dynamic) {
        m_diags
            .error(Code::UndefinedName, call.args[0]->loc,
                   msg("no dynamic event '%1'", call.args[0]->text))
            .names = {call.args[0]->text};
        return std::nullopt;
    }
    const CompiledEvent& ev = m_model->events[it->second];
    if (call.args.size() - 2 != ev.params.size()) {
        m_diags.error(Code::TypeError, call.loc,
                      ev.params.size() == 1 ? msg("event %1 takes %2 argument, %3 given", ev.name,
                                                  ev.params.size(), call.args.size() - 2)
                                            : msg("event %1 takes %2 arguments, %3 given", ev.name,
                                                  ev.params.size(), call.args.size() - 2));
        return std::nullopt;
    }
    c.targetIndex = it->second;
    c.value = compileExpr(*call.args[1], mode);
    for (std::size_t i = 2; i < call.args.size(); ++i) c.args.push_back(compileExpr(*call.args[i], mode));
    return c;
}

void ModelCompiler::buildWhens() {
    int counter = 0;
    for (const auto& w : m_whens) {
        WhenClause clause;
        clause.loc = w.loc;
        clause.component = w.component;
        m_emitComponent = w.component;
        for (const auto& b : w.branches) {
            WhenBranch br;
            br.loc = b.loc;
            br.text = b.cond ? toString(*b.cond) : std::string();
            std::vector<ExprPtr> elements;
            if (b.cond && b.cond->kind == ExprKind::Array)
                elements = b.cond->args;
            else if (b.cond)
                elements.push_back(b.cond);
            for (const auto& el : elements) {
                m_inWhenCondition = true;
                ValueType t;
                Program p = compileExpr(*el, Mode::Continuous, &t);
                m_inWhenCondition = false;
                if (t != ValueType::Boolean)
                    typeError(el->loc, msg("the condition of a when-clause must be Boolean"));
                br.conditions.push_back(std::move(p));
                br.isInitial.push_back(el->kind == ExprKind::Call && el->text == "initial");
                br.conditionSlots.push_back(newInternalSlot(
                    "$when" + std::to_string(++counter), ValueType::Boolean));
            }
            br.body = compileStatements(b.body, Mode::Event, true);
            clause.branches.push_back(std::move(br));
        }
        m_model->whens.push_back(std::move(clause));
    }
    m_emitComponent.clear();
    // The conditions of if-equations around asserts and terminate() are relations of
    // equations: they generate events (registered here), the checks read their held values.
    std::function<void(const std::vector<StmtPtr>&)> registerGuards = [&](const std::vector<StmtPtr>& list) {
        for (const auto& st : list) {
            if (st->kind != StmtKind::If) continue;
            for (const auto& b : st->branches) {
                if (b.cond) compileExpr(*b.cond, Mode::Continuous);
                registerGuards(b.body);
            }
            registerGuards(st->elseBody);
        }
    };
    registerGuards(m_assertStmts);
    m_model->asserts = compileStatements(m_assertStmts, Mode::Event, false);
    // asserts and terminate() are checked after every accepted solver step
    std::function<bool(const StmtList&)> hasChecks = [&](const StmtList& list) {
        for (const auto& st : list) {
            if (st.op == StmtOp::Assert || st.op == StmtOp::Terminate) return true;
            if (hasChecks(st.body) || hasChecks(st.elseBody)) return true;
            for (const auto& b : st.branches)
                if (hasChecks(b.body)) return true;
        }
        return false;
    };
    m_model->checksAtSteps = hasChecks(m_model->asserts);
    for (const auto& a : m_model->algorithms) m_model->checksAtSteps = m_model->checksAtSteps || hasChecks(a);
}

}  // namespace hs::compile
