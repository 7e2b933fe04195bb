// The debugger's messages between the IDE and the engine process (engine_protocol.h):
// breakpoints, watches, and the fields of the checks that explore orders and replay runs.

#include "sim/engine_protocol.h"
#include "sim/engine_protocol_fields.h"

namespace hs::ui::wire {

namespace fields {

namespace {

// Queue item ids.
void ids(Writer& out, const std::vector<std::uint64_t>& v) {
    out.u64(v.size());
    for (std::uint64_t id : v) out.u64(id);
}

std::vector<std::uint64_t> ids(Reader& in) {
    std::vector<std::uint64_t> v(in.count(8));
    for (std::uint64_t& id : v) id = in.u64();
    return v;
}

void results(Writer& out, const ResultStore& r) {
    strings(out, r.names());
    out.f64s(r.time());
    for (std::size_t c = 0; c < r.columnCount(); ++c) out.f64s(r.column(c));
}

ResultStore results(Reader& in) {
    ResultStore r;
    r.setColumns(strings(in));
    const std::vector<double> times = in.f64s();
    std::vector<std::vector<double>> columns(r.names().size());
    for (auto& c : columns) {
        c = in.f64s();
        if (c.size() != times.size()) throw ProtocolError("a result column of another length");
    }
    r.appendColumns(times, columns);
    return r;
}

}  // namespace

void orderCheck(Writer& out, const ModelCheck& check) {
    strings(out, check.explore.outputs);
    out.u64(check.explore.maxOrders);
    out.u64(check.explore.randomOrders);
    out.u64(check.explore.seed);
    out.u64(check.explore.maxInstants);
    out.f64(check.explore.relTol);
    out.boolean(check.explore.compareEvents);
    out.u64(check.step);
    out.u64(check.orders.size());
    for (const auto& order : check.orders) ids(out, order);
    strings(out, check.records);
}

void orderCheck(Reader& in, ModelCheck& check) {
    check.explore.outputs = strings(in);
    check.explore.maxOrders = in.u64();
    check.explore.randomOrders = in.u64();
    check.explore.seed = in.u64();
    check.explore.maxInstants = in.u64();
    check.explore.relTol = in.f64();
    check.explore.compareEvents = in.boolean();
    check.step = in.u64();
    check.orders.resize(in.count(8));
    for (auto& order : check.orders) order = ids(in);
    check.records = strings(in);
}

void orderResult(Writer& out, const CheckResult& result) {
    out.boolean(result.explore.has_value());
    if (const auto& r = result.explore) {
        out.u64(r->instants);
        out.u64(r->instantsChecked);
        out.u64(r->alternatives);
        enumeration(out, r->status);
        out.u64(r->divergences.size());
        for (const OrderDivergence& d : r->divergences) {
            out.u64(d.step);
            out.f64(d.time);
            strings(out, d.runOrder);
            strings(out, d.otherOrder);
            ids(out, d.runIds);
            ids(out, d.otherIds);
            out.str(d.variable);
            out.f64(d.runValue);
            out.f64(d.otherValue);
            message(out, d.difference);
        }
    }
    out.u64(result.runs.size());
    for (const ResultStore& r : result.runs) results(out, r);
    out.u64(result.replayDifferences.size());
    for (const hs::Message& m : result.replayDifferences) message(out, m);
}

void orderResult(Reader& in, CheckResult& result) {
    if (in.boolean()) {
        ExploreReport r;
        r.instants = in.u64();
        r.instantsChecked = in.u64();
        r.alternatives = in.u64();
        r.status = enumeration(in, RunStatus::Running, RunStatus::Failed);
        r.divergences.resize(in.count(80));
        for (OrderDivergence& d : r.divergences) {
            d.step = in.u64();
            d.time = in.f64();
            d.runOrder = strings(in);
            d.otherOrder = strings(in);
            d.runIds = ids(in);
            d.otherIds = ids(in);
            d.variable = in.str();
            d.runValue = in.f64();
            d.otherValue = in.f64();
            d.difference = message(in, 0);
        }
        result.explore = std::move(r);
    }
    result.runs.resize(in.count(16));  // an empty store: no names, no times
    for (ResultStore& r : result.runs) r = results(in);
    result.replayDifferences.resize(in.count(8));
    for (hs::Message& m : result.replayDifferences) m = message(in, 0);
}

}  // namespace fields

using namespace fields;

// ----------------------------------------------------------------------------- debugging

std::string encodeSetBreakpoints(const std::vector<Breakpoint>& breakpoints) {
    Writer out(Message::SetBreakpoints);
    out.u64(breakpoints.size());
    for (const Breakpoint& b : breakpoints) {
        enumeration(out, b.kind);
        out.str(b.target);
        out.str(b.guard);
        out.u64(b.hitCount);
        out.boolean(b.enabled);
    }
    return out.finish();
}

std::vector<Breakpoint> decodeSetBreakpoints(Reader& in) {
    std::vector<Breakpoint> breakpoints(in.count(26));
    for (Breakpoint& b : breakpoints) {
        b.kind = enumeration(in, BreakpointKind::Condition, BreakpointKind::Diagnostic);
        b.target = in.str();
        b.guard = in.str();
        b.hitCount = in.u64();
        b.enabled = in.boolean();
    }
    return breakpoints;
}

std::string encodeSetWatches(const std::vector<std::string>& expressions) {
    Writer out(Message::SetWatches);
    strings(out, expressions);
    return out.finish();
}

std::vector<std::string> decodeSetWatches(Reader& in) {
    return strings(in);
}

std::string encodeFollowOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) {
    Writer out(Message::FollowOrder);
    out.u64(step);
    ids(out, order);
    return out.finish();
}

void decodeFollowOrder(Reader& in, std::uint64_t& step, std::vector<std::uint64_t>& order) {
    step = in.u64();
    order = ids(in);
}

}  // namespace hs::ui::wire
