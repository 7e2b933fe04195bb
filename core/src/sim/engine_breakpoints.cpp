// Breakpoints: their conditions compiled against the model, the crossings of their relations
// located by the continuous solver, and the checks around event steps.

#include "engine_internal.h"

#include "hs/lang/parser.h"

#include <cmath>

namespace hs {

const char* breakpointKindName(BreakpointKind kind) {
    switch (kind) {
    case BreakpointKind::Condition: return "condition";
    case BreakpointKind::StateEntered: return "state-entered";
    case BreakpointKind::StateLeft: return "state-left";
    case BreakpointKind::Element: return "element";
    case BreakpointKind::Variable: return "variable";
    case BreakpointKind::Diagnostic: return "diagnostic";
    }
    return "condition";
}

namespace {

// A breakpoint's condition or guard as a Program over the model's slots. With `relations`,
// each relation (<, <=, >, >=) becomes a zero-crossing function z appended there and the
// program reads its value (LoadRel); without, relations compare directly.
class ConditionCompiler {
public:
    ConditionCompiler(const CompiledModel& model, std::vector<Program>* crossings,
                      std::vector<bool>* orEqual)
        : m_model(model), m_crossings(crossings), m_orEqual(orEqual) {}

    bool readsAlgebraics() const { return m_readsAlgebraics; }

    // False with the message and the place in the text of the first thing that cannot be
    // evaluated.
    bool compile(const lang::Expr& e, Program& p, Message& error, SourceLoc& where) {
        if (!emit(e, p, error, where)) return false;
        p.maxStack = stackDepth(p);
        if (p.maxStack > kMaxStack) {
            error = msg("the condition is nested too deeply");
            where = e.loc;
            return false;
        }
        return true;
    }

private:
    // The deepest the evaluator's stack gets running p (a jump's two ways are equally deep).
    static int stackDepth(const Program& p) {
        int depth = 0, maxDepth = 0;
        for (const Instr& in : p.code) {
            switch (in.op) {
            case OpCode::Const:
            case OpCode::Load:
            case OpCode::LoadRel: ++depth; break;
            case OpCode::Neg:
            case OpCode::Not:
            case OpCode::Call1:
            case OpCode::Jump: break;
            default: --depth; break;
            }
            maxDepth = std::max(maxDepth, depth);
        }
        return maxDepth;
    }

    bool emit(const lang::Expr& e, Program& p, Message& error, SourceLoc& where) {
        auto fail = [&](Message text) {
            error = std::move(text);
            where = e.loc;
            return false;
        };
        switch (e.kind) {
        case lang::ExprKind::Number: p.code.emplace_back(OpCode::Const, 0, e.number); return true;
        case lang::ExprKind::Boolean:
            p.code.emplace_back(OpCode::Const, 0, e.boolean ? 1.0 : 0.0);
            return true;
        case lang::ExprKind::Name: return emitName(e.text, e, p, error, where);
        case lang::ExprKind::Index: {
            // T[3], m[1, 2]: an array element by its constant subscripts
            if (e.args.empty() || e.args[0]->kind != lang::ExprKind::Name)
                return fail(msg("only a variable can be subscripted here"));
            std::string name = e.args[0]->text + "[";
            for (std::size_t i = 1; i < e.args.size(); ++i) {
                const lang::Expr& s = *e.args[i];
                if (s.kind != lang::ExprKind::Number || s.number != std::floor(s.number))
                    return fail(msg("a subscript here must be an integer number"));
                name += (i > 1 ? "," : "") + std::to_string(static_cast<long long>(s.number));
            }
            return emitName(name + "]", e, p, error, where);
        }
        case lang::ExprKind::Unary:
            if (!emit(*e.args[0], p, error, where)) return false;
            if (e.op == lang::Op::Neg) p.code.emplace_back(OpCode::Neg);
            if (e.op == lang::Op::Not) p.code.emplace_back(OpCode::Not);
            return true;
        case lang::ExprKind::Binary: return emitBinary(e, p, error, where);
        case lang::ExprKind::If: {
            // c1, JumpIfFalse next, e1, Jump end, next: c2 ... else
            std::vector<std::size_t> toEnd;
            const std::size_t pairs = e.args.size() / 2;
            for (std::size_t i = 0; i < pairs; ++i) {
                if (!emit(*e.args[2 * i], p, error, where)) return false;
                const std::size_t test = p.code.size();
                p.code.emplace_back(OpCode::JumpIfFalse);
                if (!emit(*e.args[2 * i + 1], p, error, where)) return false;
                toEnd.push_back(p.code.size());
                p.code.emplace_back(OpCode::Jump);
                p.code[test].a = static_cast<std::int32_t>(p.code.size());
            }
            if (!emit(*e.args.back(), p, error, where)) return false;
            for (std::size_t j : toEnd) p.code[j].a = static_cast<std::int32_t>(p.code.size());
            return true;
        }
        case lang::ExprKind::Call: {
            const std::optional<MathFunction> math = mathFunction(e.text);
            if (!math)
                return fail(
                    msg("the function %1() cannot be used in a breakpoint condition", e.text));
            if (static_cast<int>(e.args.size()) != math->arity)
                return fail(msg("wrong number of arguments to %1()", e.text));
            for (const auto& a : e.args)
                if (!emit(*a, p, error, where)) return false;
            p.code.emplace_back(math->arity == 1 ? OpCode::Call1 : OpCode::Call2,
                                static_cast<std::int32_t>(math->fn));
            return true;
        }
        default:
            return fail(
                msg("only numbers, names, operators, if-expressions and mathematical functions can "
                    "be used in a breakpoint condition"));
        }
    }

    bool emitName(const std::string& name, const lang::Expr& e, Program& p, Message& error,
                  SourceLoc& where) {
        if (name == "time") {
            p.code.emplace_back(OpCode::Load, m_model.timeSlot);
            return true;
        }
        const VariableInfo* v = m_model.findVariable(name);
        if (!v || v->slot < 0) {
            error = msg("unknown name '%1': no variable of %2 has it", name, m_model.name);
            where = e.loc;
            return false;
        }
        if (v->kind == VarKind::Algebraic || v->kind == VarKind::Derivative)
            m_readsAlgebraics = true;
        p.code.emplace_back(OpCode::Load, v->slot);
        return true;
    }

    bool emitBinary(const lang::Expr& e, Program& p, Message& error, SourceLoc& where) {
        const bool crossing = m_crossings && (e.op == lang::Op::Lt || e.op == lang::Op::Le ||
                                              e.op == lang::Op::Gt || e.op == lang::Op::Ge);
        if (crossing) {
            // a < b, a <= b: z = b - a; a > b, a >= b: z = a - b; the relation holds while z > 0
            // (z >= 0 for the non-strict ones)
            const bool less = e.op == lang::Op::Lt || e.op == lang::Op::Le;
            Program z;
            // a relation inside an operand (if v < 0 then h else 1) compares directly: the
            // crossing function reads no held relation values
            std::vector<Program>* crossings = m_crossings;
            m_crossings = nullptr;
            const bool operands = emit(*e.args[less ? 1 : 0], z, error, where) &&
                                  emit(*e.args[less ? 0 : 1], z, error, where);
            m_crossings = crossings;
            if (!operands) return false;
            z.code.emplace_back(OpCode::Sub);
            z.maxStack = stackDepth(z);
            if (z.maxStack > kMaxStack) {
                error = msg("the condition is nested too deeply");
                where = e.loc;
                return false;
            }
            p.code.emplace_back(OpCode::LoadRel, static_cast<std::int32_t>(m_crossings->size()));
            m_crossings->push_back(std::move(z));
            m_orEqual->push_back(e.op == lang::Op::Le || e.op == lang::Op::Ge);
            return true;
        }
        OpCode op;
        switch (e.op) {
        case lang::Op::Add: op = OpCode::Add; break;
        case lang::Op::Sub: op = OpCode::Sub; break;
        case lang::Op::Mul: op = OpCode::Mul; break;
        case lang::Op::Div: op = OpCode::Div; break;
        case lang::Op::Pow: op = OpCode::Pow; break;
        case lang::Op::Lt: op = OpCode::Lt; break;
        case lang::Op::Le: op = OpCode::Le; break;
        case lang::Op::Gt: op = OpCode::Gt; break;
        case lang::Op::Ge: op = OpCode::Ge; break;
        case lang::Op::Eq: op = OpCode::Eq; break;
        case lang::Op::Ne: op = OpCode::Ne; break;
        case lang::Op::And: op = OpCode::And; break;
        case lang::Op::Or: op = OpCode::Or; break;
        default:
            error = msg("this operator cannot be used in a breakpoint condition");
            where = e.loc;
            return false;
        }
        if (!emit(*e.args[0], p, error, where) || !emit(*e.args[1], p, error, where)) return false;
        p.code.emplace_back(op);
        return true;
    }

    const CompiledModel& m_model;
    std::vector<Program>* m_crossings;
    std::vector<bool>* m_orEqual;
    bool m_readsAlgebraics = false;
};

}  // namespace

// A condition's text as a Program; errors name the breakpoint (`element`) and the column.
// With `crossings`, its relations become zero-crossing functions appended there.
static bool compileConditionText(const CompiledModel& m, const std::string& text,
                                 std::vector<Program>* crossings, std::vector<bool>* orEqual,
                                 Program& out, bool& readsAlgebraics, DiagnosticList& errors) {
    const std::string element = msg("breakpoint %1", text).english();
    DiagnosticList parse;
    lang::ExprPtr e = lang::parseExpression(text, parse);
    if (parse.hasErrors() || !e) {
        for (const Diagnostic& d : parse.items()) {
            Diagnostic& copy =
                errors.error(Code::InvalidBreakpoint, d.loc, verbatim(d.message), element);
            copy.text = d.text;
        }
        if (parse.items().empty())
            errors.error(Code::InvalidBreakpoint, {1, 1}, msg("not an expression"), element);
        return false;
    }
    ConditionCompiler compiler(m, crossings, orEqual);
    Message error;
    SourceLoc where{1, 1};
    if (!compiler.compile(*e, out, error, where)) {
        errors.error(Code::InvalidBreakpoint, where, std::move(error), element);
        return false;
    }
    readsAlgebraics = readsAlgebraics || compiler.readsAlgebraics();
    return true;
}

bool Engine::compileBreakpoint(const Breakpoint& b, BreakWatch& w, std::vector<Program>& crossings,
                               std::vector<bool>& orEqual, bool& readsAlgebraics,
                               DiagnosticList& errors) const {
    const CompiledModel& m = *m_model;
    const std::string element = msg("breakpoint %1", b.target).english();
    bool ok = true;
    switch (b.kind) {
    case BreakpointKind::Condition:
        ok = compileConditionText(m, b.target, &crossings, &orEqual, w.condition, readsAlgebraics,
                                  errors);
        break;
    case BreakpointKind::StateEntered:
    case BreakpointKind::StateLeft:
        for (std::size_t s = 0; s < m.states.size(); ++s)
            if (m.states[s].path == b.target) w.state = static_cast<int>(s);
        if (w.state < 0) {
            errors.error(Code::InvalidBreakpoint, {}, msg("no state '%1' in %2", b.target, m.name),
                         element);
            ok = false;
        }
        break;
    case BreakpointKind::Variable:
        if (const VariableInfo* v = m.findVariable(b.target); v && v->slot >= 0) {
            w.slot = v->slot;
        } else {
            errors.error(Code::InvalidBreakpoint, {},
                         msg("no variable '%1' in %2", b.target, m.name), element);
            ok = false;
        }
        break;
    case BreakpointKind::Element:
        if (b.target.empty()) {
            errors.error(Code::InvalidBreakpoint, {},
                         msg("an element breakpoint needs the element's name"), element);
            ok = false;
        }
        break;
    case BreakpointKind::Diagnostic: break;
    }
    if (!b.guard.empty())
        ok = compileConditionText(m, b.guard, nullptr, nullptr, w.guard, readsAlgebraics, errors) &&
             ok;
    return ok;
}

bool Engine::checkBreakpoint(const Breakpoint& breakpoint, DiagnosticList& errors) const {
    BreakWatch watch;
    std::vector<Program> crossings;
    std::vector<bool> orEqual;
    bool readsAlgebraics = false;
    return compileBreakpoint(breakpoint, watch, crossings, orEqual, readsAlgebraics, errors);
}

WatchValue Engine::evaluateWatch(const std::string& text) const {
    WatchValue out;
    DiagnosticList errors;
    Program p;
    bool readsAlgebraics = false;
    if (!compileConditionText(*m_model, text, nullptr, nullptr, p, readsAlgebraics, errors)) {
        if (!errors.items().empty()) {
            out.error = errors.items()[0].text;
            out.where = errors.items()[0].loc;
        }
        return out;
    }
    EvalContext ctx = context();
    ctx.error = nullptr;
    out.value = evaluate(p, ctx);
    out.ok = true;
    return out;
}

bool Engine::setBreakpoints(std::vector<Breakpoint> breakpoints, DiagnosticList& errors) {
    std::vector<BreakWatch> watches(breakpoints.size());
    std::vector<Program> crossings;
    std::vector<bool> orEqual;
    bool readsAlgebraics = false;
    bool ok = true;
    for (std::size_t i = 0; i < breakpoints.size(); ++i)
        ok = compileBreakpoint(breakpoints[i], watches[i], crossings, orEqual, readsAlgebraics,
                               errors) &&
             ok;
    if (!ok) return false;
    // The same conditions in the same order: the solver's crossing functions stay, and so do
    // the relations' values (no restart, which would change the steps taken). A breakpoint
    // that was there before keeps its hits and what it last saw.
    auto conditionsOf = [](const std::vector<Breakpoint>& set) {
        std::vector<std::string> out;
        for (const Breakpoint& b : set)
            if (b.kind == BreakpointKind::Condition) out.push_back(b.target);
        return out;
    };
    const bool sameConditions = conditionsOf(breakpoints) == conditionsOf(m_breakpoints);
    auto same = [](const Breakpoint& a, const Breakpoint& b) {
        return a.kind == b.kind && a.target == b.target && a.guard == b.guard;
    };
    std::vector<std::uint64_t> hits(breakpoints.size(), 0);
    for (std::size_t i = 0; i < breakpoints.size(); ++i)
        for (std::size_t j = 0; j < m_breakpoints.size(); ++j)
            if (same(breakpoints[i], m_breakpoints[j])) {
                watches[i].last = m_watches[j].last;
                watches[i].lastValue = m_watches[j].lastValue;
                if (j < m_run.breakHits.size()) hits[i] = m_run.breakHits[j];
                break;
            }
    const bool kept = m_initialised && sameConditions;
    m_breakpoints = std::move(breakpoints);
    m_watches = std::move(watches);
    m_run.breakHits = std::move(hits);
    m_breakHit.reset();
    m_breakAtStart = false;
    if (kept) return true;
    m_breakRelations.clear();
    for (std::size_t k = 0; k < crossings.size(); ++k)
        m_breakRelations.push_back({std::move(crossings[k]), orEqual[k]});
    m_breakRel.assign(m_breakRelations.size(), 0);
    m_breakReadsAlgebraics = readsAlgebraics;
    if (m_initialised) {
        // the solver watches the new crossing functions from here on (also after a finished
        // run: going back restarts it)
        if (!createSolver()) return true;
        primeBreakpoints(false);  // set during a run: only later changes hit
    }
    return true;
}

std::uint64_t Engine::breakpointHits(std::size_t index) const {
    return index < m_run.breakHits.size() ? m_run.breakHits[index] : 0;
}

// Before an event step: the values Variable breakpoints compare with after it.
void Engine::noteBreakVariables() {
    for (std::size_t i = 0; i < m_watches.size(); ++i)
        if (m_breakpoints[i].kind == BreakpointKind::Variable)
            m_watches[i].lastValue = m_run.vals[m_watches[i].slot];
}

// Every run call starts here: a hit found by initialize() is reported by the first one,
// which then returns at once; otherwise the last hit is forgotten.
void Engine::startRunCall() {
    if (m_breakAtStart) return;
    m_breakHit.reset();
}

// The relations' values from the sign of their crossing functions, except those a crossing
// decided at this very instant (z is zero there up to rounding); true when one changed.
bool Engine::refreshBreakRelations() {
    if (m_breakRelations.empty()) return false;
    EvalContext ctx = context();
    ctx.error = nullptr;
    bool changed = false;
    for (std::size_t k = 0; k < m_breakRelations.size(); ++k) {
        const BreakRelation& r = m_breakRelations[k];
        if (r.decidedAt == m_run.now) continue;
        const double z = evaluate(r.z, ctx);
        const std::uint8_t value = (r.orEqual ? z >= 0 : z > 0) ? 1 : 0;
        changed = changed || value != m_breakRel[k];
        m_breakRel[k] = value;
    }
    return changed;
}

bool Engine::conditionValue(std::size_t index) {
    EvalContext ctx = context();
    ctx.relations = m_breakRel.data();
    ctx.error = nullptr;
    return evaluate(m_watches[index].condition, ctx) != 0.0;
}

// Where the run is now, taken as the breakpoints' starting point. A condition that holds
// at the start of a run (`atStart`) is a hit there; anywhere else it hits when it next
// becomes true.
void Engine::primeBreakpoints(bool atStart) {
    m_breakDiagnostics = m_diags.size();
    m_breakSkipId = 0;
    m_run.breakHits.resize(m_watches.size(), 0);  // a checkpoint from before the set changed
    for (auto& r : m_breakRelations) r.decidedAt = -std::numeric_limits<double>::infinity();
    refreshBreakRelations();
    m_breakAtStart = false;
    std::optional<BreakpointHit> first;
    for (std::size_t i = 0; i < m_watches.size(); ++i) {
        BreakWatch& w = m_watches[i];
        const Breakpoint& b = m_breakpoints[i];
        switch (b.kind) {
        case BreakpointKind::Condition:
            w.last = conditionValue(i);
            if (w.last && atStart && !first && countHit(i, msg("%1 holds at the start", b.target)))
                first = m_breakHit;
            break;
        case BreakpointKind::StateEntered:
        case BreakpointKind::StateLeft: w.last = m_run.active[w.state] != 0; break;
        case BreakpointKind::Variable: w.lastValue = m_run.vals[w.slot]; break;
        default: break;
        }
    }
    if (first) {
        m_breakHit = first;
        m_breakAtStart = true;
    }
}

// A hit of breakpoint `index` that passed its edge test: counted when its guard holds; true
// when it stops the run (the hit is then m_breakHit).
bool Engine::countHit(std::size_t index, Message what) {
    const BreakWatch& w = m_watches[index];
    const Breakpoint& b = m_breakpoints[index];
    if (!b.enabled) return false;
    if (!w.guard.empty()) {
        EvalContext ctx = context();
        ctx.error = nullptr;
        if (evaluate(w.guard, ctx) == 0.0) return false;
    }
    const std::uint64_t hits = ++m_run.breakHits[index];
    if (hits < b.hitCount) return false;
    if (!m_breakHit)
        m_breakHit = BreakpointHit{index, m_run.now, m_run.stepCount, hits, std::move(what)};
    return true;
}

// After a solver step: crossings the solver located (`roots`, at a root) decide their
// relations' values at this instant; the other relations follow the sign of z (one that
// left zero without crossing it — zero at a restart — changes at the step's end). When a
// relation changed, conditions that became true hit.
bool Engine::checkBreakRoots(const std::vector<int>* roots) {
    bool changed = false;
    if (roots)
        for (std::size_t k = 0; k < m_breakRelations.size(); ++k) {
            const int dir = (*roots)[static_cast<std::size_t>(m_breakRootBase) + k];
            if (dir == 0) continue;
            m_breakRel[k] = dir > 0 ? 1 : 0;
            m_breakRelations[k].decidedAt = m_run.now;
            changed = true;
        }
    if (m_breakReadsAlgebraics && !solveOdeBlocks()) return false;
    changed = refreshBreakRelations() || changed;
    if (!changed) return false;
    bool stop = false;
    for (std::size_t i = 0; i < m_watches.size(); ++i) {
        if (m_breakpoints[i].kind != BreakpointKind::Condition) continue;
        const bool now = conditionValue(i);
        const bool rose = now && !m_watches[i].last;
        m_watches[i].last = now;
        if (rose && countHit(i, msg("%1 became true", m_breakpoints[i].target))) stop = true;
    }
    if (stop) writeBreakRow();
    return stop;
}

// Diagnostics reported since the last look (asserts checked at a solver step): a hit of a
// Diagnostic breakpoint.
bool Engine::checkDiagnosticBreaks() {
    const std::size_t diagnostics = m_diags.size();
    bool stop = false;
    for (std::size_t i = 0; i < m_watches.size() && !stop; ++i) {
        if (m_breakpoints[i].kind != BreakpointKind::Diagnostic) continue;
        for (std::size_t d = m_breakDiagnostics; d < diagnostics; ++d) {
            const Diagnostic& diag = m_diags.items()[d];
            if (diag.severity != Severity::Warning && diag.severity != Severity::Error) continue;
            if (countHit(i, msg("%1 reported at t = %2", diag.code,
                                num(diag.time.value_or(m_run.now))))) {
                stop = true;
                break;
            }
        }
    }
    m_breakDiagnostics = diagnostics;
    return stop;
}

// Before an event step: the selected item is an Element breakpoint's (once: resuming runs it).
bool Engine::checkElementBreak() {
    if (m_run.current.empty()) return false;
    const Current* selected = &m_run.current[0];
    for (const Current& c : m_run.current)
        if (c.id == m_run.selectedId) selected = &c;
    if (selected->id == m_breakSkipId) {
        m_breakSkipId = 0;
        return false;
    }
    std::string source;
    bool described = false;
    bool stop = false;
    for (std::size_t i = 0; i < m_watches.size(); ++i) {
        if (m_breakpoints[i].kind != BreakpointKind::Element) continue;
        if (!described) {
            Message text;
            describe(selected->kind, selected->ref, selected->rising, selected->payload, source,
                     text);
            described = true;
        }
        if (source == m_breakpoints[i].target &&
            countHit(i, msg("%1 is about to run", m_breakpoints[i].target)))
            stop = true;
    }
    if (stop) m_breakSkipId = selected->id;
    return stop;
}

// After an event step: states entered or left, variables changed, diagnostics, conditions.
bool Engine::checkStepBreaks() {
    refreshBreakRelations();
    bool stop = false;
    for (std::size_t i = 0; i < m_watches.size(); ++i) {
        BreakWatch& w = m_watches[i];
        const Breakpoint& b = m_breakpoints[i];
        switch (b.kind) {
        case BreakpointKind::Condition: {
            const bool now = conditionValue(i);
            if (now && !w.last && countHit(i, msg("%1 became true", b.target))) stop = true;
            w.last = now;
            break;
        }
        case BreakpointKind::StateEntered:
        case BreakpointKind::StateLeft: {
            const bool active = m_run.active[w.state] != 0;
            if (b.kind == BreakpointKind::StateEntered && active && !w.last &&
                countHit(i, msg("state %1 entered", b.target)))
                stop = true;
            if (b.kind == BreakpointKind::StateLeft && !active && w.last &&
                countHit(i, msg("state %1 left", b.target)))
                stop = true;
            w.last = active;
            break;
        }
        case BreakpointKind::Variable: {
            const double now = m_run.vals[w.slot];
            const bool same = now == w.lastValue || (std::isnan(now) && std::isnan(w.lastValue));
            if (!same &&
                countHit(i, msg("%1 changed from %2 to %3", b.target, num(w.lastValue), num(now))))
                stop = true;
            w.lastValue = now;
            break;
        }
        case BreakpointKind::Diagnostic:
        case BreakpointKind::Element: break;
        }
    }
    return checkDiagnosticBreaks() || stop;
}

// The state at a hit inside a time step, as a result row (the event row of an event at the
// same instant is not written again).
void Engine::writeBreakRow() {
    if (!m_settings.recordResults) return;
    if (!m_results.time().empty() && m_results.time().back() == m_run.now) return;
    fillResultRow();
    m_results.appendRow(m_run.now, m_resultRow.data());
    m_run.lastRowIsAfterEvent = false;
    m_run.lastRowIsBreak = true;
    checkResultMemory();
}

}  // namespace hs
