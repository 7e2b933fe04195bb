#include "hs/sim/explain.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hs {

const char* firingReasonName(FiringReason reason) {
    switch (reason) {
    case FiringReason::Fired: return "fired";
    case FiringReason::TrueAtStart: return "true-at-start";
    case FiringReason::NeverTrue: return "never-true";
    case FiringReason::NotRearmed: return "not-rearmed";
    case FiringReason::NoEvent: return "no-event";
    case FiringReason::GuardFalse: return "guard-false";
    case FiringReason::NeverTriggered: return "never-triggered";
    }
    return "fired";
}

namespace {

// The run explain looks at: results of every variable, the event-iteration trace.
std::unique_ptr<Engine> runFor(std::shared_ptr<const CompiledModel> model,
                               SimulationSettings settings,
                               const std::vector<std::pair<std::string, double>>& parameters,
                               DiagnosticList& diags) {
    settings.recordEventTrace = true;
    settings.recordResults = true;
    settings.protectedResults = true;
    auto engine = std::make_unique<Engine>(model, settings);
    for (const auto& [name, value] : parameters)
        if (!engine->setParameter(name, value)) {
            diags.error(Code::UnknownParameter, {},
                        msg("no parameter named '%1' in %2", name, model->name));
            return nullptr;
        }
    engine->initialize();
    engine->run();
    return engine;
}

std::string timesText(const std::vector<double>& times) {
    std::string out;
    const std::size_t shown = std::min<std::size_t>(times.size(), 5);
    for (std::size_t i = 0; i < shown; ++i) out += (i ? ", " : "") + num(times[i], 10).english();
    if (times.size() > shown) out += ", ...";
    return out;
}

// "it fired once, at t = 0.45", "it fired 3 times, at t = ..."
Message firedText(const std::vector<double>& times) {
    if (times.size() == 1) return msg("it fired once, at t = %1", timesText(times));
    return msg("it fired %1 times, at t = %2", times.size(), timesText(times));
}

// The relations a condition reads (LoadRel), and whether it compares without one.
void relationsOf(const Program& p, std::vector<int>& relations, bool& directComparison) {
    for (const Instr& in : p.code) {
        if (in.op == OpCode::LoadRel &&
            std::find(relations.begin(), relations.end(), in.a) == relations.end())
            relations.push_back(in.a);
        if (in.op == OpCode::Lt || in.op == OpCode::Le || in.op == OpCode::Gt ||
            in.op == OpCode::Ge)
            directComparison = true;
    }
}

// Evaluates `p` at every result row: the run's final values with the row's values written
// over them. Calls `visit(time, value)`.
template <class Visit>
void alongResults(const Engine& engine, const Program& p,
                  const std::vector<std::uint8_t>& relations, Visit visit) {
    const CompiledModel& m = engine.model();
    std::vector<double> vals(static_cast<std::size_t>(m.slotCount));
    for (int s = 0; s < m.slotCount; ++s) vals[static_cast<std::size_t>(s)] = engine.slotValue(s);
    const ResultStore& results = engine.results();
    std::vector<int> slots;
    for (const std::string& name : results.names()) {
        const VariableInfo* v = m.findVariable(name);
        slots.push_back(v ? v->slot : -1);
    }
    // samples are not active between events, states as at the end of the run
    const std::vector<std::uint8_t> samples(m.samples.size() + 1, 0);
    std::vector<std::uint8_t> active(m.states.size() + 1, 0);
    for (std::size_t st = 0; st < m.states.size(); ++st)
        active[st] = engine.isStateActive(st) ? 1 : 0;
    EvalContext ctx;
    ctx.vals = vals.data();
    ctx.pre = vals.data();
    ctx.relations = relations.data();
    ctx.samples = samples.data();
    ctx.active = active.data();
    for (std::size_t r = 0; r < results.rowCount(); ++r) {
        for (std::size_t c = 0; c < slots.size(); ++c)
            if (slots[c] >= 0) vals[static_cast<std::size_t>(slots[c])] = results.column(c)[r];
        if (m.timeSlot >= 0) vals[static_cast<std::size_t>(m.timeSlot)] = results.time()[r];
        visit(results.time()[r], evaluate(p, ctx));
    }
}

}  // namespace

std::optional<FiringExplanation> explainWhen(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, int line,
    DiagnosticList& diags) {
    const CompiledModel& m = *model;
    const WhenBranch* branch = nullptr;
    for (const WhenClause& w : m.whens)
        for (const WhenBranch& b : w.branches)
            if (b.loc.line == line && b.loc.file == 0 && !branch) branch = &b;
    if (!branch) {
        diags.error(Code::UndefinedName, {line, 1},
                    msg("no when-clause or elsewhen starts at line %1", line));
        return std::nullopt;
    }
    auto engine = runFor(model, settings, parameters, diags);
    if (!engine) return std::nullopt;
    FiringExplanation out;
    out.subject = "when " + branch->text;
    // fired: the trace names the branch by its line and text
    const std::string firedMark = ":" + std::to_string(line) + " when " + branch->text;
    for (const EventTraceEntry& e : engine->eventTrace())
        for (const std::string& f : e.fired)
            if (f.size() >= firedMark.size() &&
                f.compare(f.size() - firedMark.size(), firedMark.size(), firedMark) == 0)
                out.times.push_back(e.time);
    std::vector<int> relations;
    bool direct = false;
    for (const Program& c : branch->conditions) relationsOf(c, relations, direct);
    // a relation of it that became true again inside its hysteresis band
    for (const Diagnostic& d : engine->diagnostics().items()) {
        if (d.code != "condition-not-rearmed") continue;
        for (int r : relations) {
            const Relation& rel = m.relations[static_cast<std::size_t>(r)];
            if (rel.loc.line != d.loc.line || rel.loc.column != d.loc.column) continue;
            out.reason = FiringReason::NotRearmed;
            const Message missed = msg(
                "its condition became true again at t = %1 without being re-armed: '%2' did not "
                "move "
                "beyond its hysteresis band after its last event, so the when-clause does not fire",
                num(d.time.value_or(engine->time()), 10), rel.text);
            out.answer =
                out.times.empty() ? missed
                : out.times.size() == 1
                    ? msg("it fired once (at t = %1); then %2", num(out.times.back(), 10), missed)
                    : msg("it fired %1 times (the last at t = %2); then %3", out.times.size(),
                          num(out.times.back(), 10), missed);
            out.times.push_back(d.time.value_or(engine->time()));
            return out;
        }
    }
    if (!out.times.empty()) {
        out.reason = FiringReason::Fired;
        out.answer = firedText(out.times);
        return out;
    }
    if (relations.empty() && direct) {
        out.reason = FiringReason::NoEvent;
        // when (if ever) it held at an output point, without an event to see it
        std::vector<std::uint8_t> none(m.relations.size(), 0);
        for (const Program& c : branch->conditions)
            alongResults(*engine, c, none, [&](double t, double v) {
                if (v != 0.0 && out.times.empty()) out.times.push_back(t);
            });
        out.answer =
            out.times.empty()
                ? msg("its comparison makes no event (it is inside noEvent() or a function), and "
                      "the condition was false at every point of the run")
                : msg("its comparison makes no event (it is inside noEvent() or a function): the "
                      "condition held from t = %1 on, but is looked at only at the events of "
                      "other conditions, and none came while it held",
                      num(out.times.front(), 10));
        return out;
    }
    // its value at the start: the throw-away engine after initialisation
    Engine start(model, settings);
    for (const auto& [name, value] : parameters) start.setParameter(name, value);
    bool trueAtStart = false;
    if (start.initialize())
        for (int slot : branch->conditionSlots)
            trueAtStart = trueAtStart || start.slotValue(slot) != 0.0;
    if (trueAtStart) {
        out.reason = FiringReason::TrueAtStart;
        out.times.push_back(engine->startTime());
        out.answer =
            msg("its condition was already true at the start (t = %1) and did not become false "
                "and true again: a when-clause fires when its condition becomes true, not "
                "while it holds (use initial() to act at the start)",
                num(engine->startTime(), 10));
        return out;
    }
    out.reason = FiringReason::NeverTrue;
    if (relations.empty()) {
        out.answer = msg("its condition never became true during the run");
        return out;
    }
    // the relation that kept it false: of its crossing relations, the one whose largest value
    // of z (true above 0) was smallest, and where it came closest
    const Relation* closest = nullptr;
    double best = std::numeric_limits<double>::infinity(), at = engine->startTime();
    std::vector<std::uint8_t> none(m.relations.size() + 1, 0);
    for (int r : relations) {
        const Relation& rel = m.relations[static_cast<std::size_t>(r)];
        if (rel.kind != RelationKind::Crossing) continue;
        double top = -std::numeric_limits<double>::infinity(), topAt = engine->startTime();
        alongResults(*engine, rel.z, none, [&](double t, double z) {
            if (z > top) {
                top = z;
                topAt = t;
            }
        });
        if (top < best) {
            best = top;
            at = topAt;
            closest = &rel;
        }
    }
    if (!closest || !std::isfinite(best) || best > 0) {
        out.answer = msg("its condition never became true during the run");
        return out;
    }
    out.times.push_back(at);
    out.answer =
        msg("its condition never became true: '%1' came closest at t = %2, short of it by %3",
            closest->text, num(at, 10), num(-best, 6));
    return out;
}

std::optional<FiringExplanation> explainTransition(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, const std::string& path,
    DiagnosticList& diags) {
    const CompiledModel& m = *model;
    const auto found = std::find_if(m.transitions.begin(), m.transitions.end(),
                                    [&](const CompiledTransition& t) { return t.path == path; });
    if (found == m.transitions.end()) {
        diags.error(Code::UndefinedName, {}, msg("no transition '%1' in %2", path, m.name));
        return std::nullopt;
    }
    auto engine = runFor(model, settings, parameters, diags);
    if (!engine) return std::nullopt;
    FiringExplanation out;
    out.subject = path;
    for (const EventRecord& e : engine->events())
        if (e.source == path) out.times.push_back(e.time);
    std::vector<double> guardFalse;
    const std::string mark = path + ": guard is false";
    for (const TraceLine& t : engine->traceLog())
        if (t.kind == TraceLine::Kind::Trace && t.text.rfind(mark, 0) == 0)
            guardFalse.push_back(t.time);
    if (!out.times.empty()) {
        out.reason = FiringReason::Fired;
        out.answer = guardFalse.empty() ? firedText(out.times)
                                        : msg("%1; its guard was false at t = %2",
                                              firedText(out.times), timesText(guardFalse));
        return out;
    }
    if (!guardFalse.empty()) {
        out.reason = FiringReason::GuardFalse;
        out.times = guardFalse;
        out.answer =
            msg("its trigger came at t = %1, but its guard was false at that instant each time",
                timesText(guardFalse));
        return out;
    }
    out.reason = FiringReason::NeverTriggered;
    out.answer = msg("its trigger never came while its source state %1 was active",
                     m.states[static_cast<std::size_t>(found->source)].path);
    return out;
}

}  // namespace hs
