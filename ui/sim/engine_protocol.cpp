#include "sim/engine_protocol.h"
#include "sim/engine_protocol_fields.h"

#include "hs/model/document.h"

#include <cstring>
#include <limits>

namespace hs::ui::wire {

// ----------------------------------------------------------------------------- frames

Writer::Writer(Message type) {
    m_bytes.assign(4, '\0');  // the length, filled in by finish()
    u8(static_cast<std::uint8_t>(type));
}

void Writer::raw(const void* p, std::size_t n) { m_bytes.append(static_cast<const char*>(p), n); }

void Writer::str(std::string_view s) {
    u64(s.size());
    m_bytes.append(s.data(), s.size());
}

void Writer::f64s(const std::vector<double>& v) {
    u64(v.size());
    if (!v.empty()) raw(v.data(), v.size() * sizeof(double));
}

std::string Writer::finish() {
    const std::size_t body = m_bytes.size() - 4;
    if (body > kMaxFrame) throw ProtocolError("a message is larger than the largest frame");
    const auto n = static_cast<std::uint32_t>(body);
    for (int i = 0; i < 4; ++i) m_bytes[static_cast<std::size_t>(i)] = static_cast<char>((n >> (8 * i)) & 0xFF);
    return std::move(m_bytes);
}

void Reader::raw(void* p, std::size_t n) {
    if (m_rest.size() < n) throw ProtocolError("a message ends in the middle of a field");
    std::memcpy(p, m_rest.data(), n);
    m_rest.remove_prefix(n);
}

std::uint8_t Reader::u8() {
    std::uint8_t v = 0;
    raw(&v, 1);
    return v;
}

std::uint64_t Reader::u64() {
    std::uint64_t v = 0;
    raw(&v, sizeof v);
    return v;
}

std::int64_t Reader::i64() {
    std::int64_t v = 0;
    raw(&v, sizeof v);
    return v;
}

double Reader::f64() {
    double v = 0;
    raw(&v, sizeof v);
    return v;
}

std::size_t Reader::count(std::size_t minBytes) {
    const std::uint64_t n = u64();
    if (minBytes > 0 && n > m_rest.size() / minBytes) throw ProtocolError("a message holds an impossible count");
    return static_cast<std::size_t>(n);
}

std::string Reader::str() {
    const std::size_t n = count(1);
    std::string s(m_rest.substr(0, n));
    m_rest.remove_prefix(n);
    return s;
}

std::vector<double> Reader::f64s() {
    const std::size_t n = count(sizeof(double));
    std::vector<double> v(n);
    if (n > 0) raw(v.data(), n * sizeof(double));
    return v;
}

namespace {

bool knownMessage(unsigned char type) {
    return (type >= static_cast<unsigned char>(Message::Load) &&
            type <= static_cast<unsigned char>(Message::FollowOrder)) ||
           (type >= static_cast<unsigned char>(Message::Snapshot) &&
            type <= static_cast<unsigned char>(Message::ExperimentDone));
}

}  // namespace

bool FrameBuffer::next(Message& type, std::string& body) {
    const std::size_t available = m_bytes.size() - m_begin;
    if (available < 4) return false;
    std::uint32_t n = 0;
    for (int i = 0; i < 4; ++i)
        n |= static_cast<std::uint32_t>(static_cast<unsigned char>(m_bytes[m_begin + static_cast<std::size_t>(i)]))
             << (8 * i);
    if (n == 0 || n > kMaxFrame) throw ProtocolError("a frame has an impossible length");
    // the type is known before the rest arrives: bytes that are not this protocol are
    // refused at once instead of being waited for
    if (available >= 5 && !knownMessage(static_cast<unsigned char>(m_bytes[m_begin + 4])))
        throw ProtocolError("a frame of an unknown type");
    if (available < 4 + std::size_t{n}) return false;
    type = static_cast<Message>(static_cast<unsigned char>(m_bytes[m_begin + 4]));
    body.assign(m_bytes, m_begin + 5, n - 1);
    m_begin += 4 + std::size_t{n};
    // drop what was read once it is most of the buffer (amortised: no copy per frame)
    if (m_begin > 4096 && m_begin * 2 > m_bytes.size()) {
        m_bytes.erase(0, m_begin);
        m_begin = 0;
    }
    return true;
}

// ----------------------------------------------------------------------------- fields

namespace fields {

void optionalReal(Writer& out, const std::optional<double>& v) {
    out.boolean(v.has_value());
    if (v) out.f64(*v);
}

std::optional<double> optionalReal(Reader& in) {
    if (!in.boolean()) return std::nullopt;
    return in.f64();
}

void strings(Writer& out, const std::vector<std::string>& v) {
    out.u64(v.size());
    for (const auto& s : v) out.str(s);
}

std::vector<std::string> strings(Reader& in) {
    std::vector<std::string> v(in.count(8));
    for (auto& s : v) s = in.str();
    return v;
}

void settings(Writer& out, const SimulationSettings& s) {
    optionalReal(out, s.startTime);
    optionalReal(out, s.stopTime);
    optionalReal(out, s.interval);
    optionalReal(out, s.relTol);
    optionalReal(out, s.absTol);
    enumeration(out, s.solver);
    out.f64(s.step);
    out.f64(s.minStep);
    out.i64(s.maxSteps);
    enumeration(out, s.policy);
    out.u64(s.seed);
    out.i64(s.eventIterationLimit);
    out.i64(s.instantLoopLimit);
    out.i64(s.accumulationCount);
    out.f64(s.accumulationWindow);
    out.boolean(s.recordQueueTrace);
    out.boolean(s.recordResults);
    out.boolean(s.protectedResults);
    out.boolean(s.resultsAtEveryEventStep);
    out.boolean(s.recordActiveStates);
    out.boolean(s.recordEvents);
    out.u64(s.historyLimit);
    out.u64(s.historyCheckpointEvery);
    out.u64(s.historyMemory);
    out.u64(s.maxMemory);
}

int smallInt(Reader& in) {
    const std::int64_t v = in.i64();
    if (v < std::numeric_limits<int>::min() || v > std::numeric_limits<int>::max())
        throw ProtocolError("a message holds a number out of range");
    return static_cast<int>(v);
}

SimulationSettings settings(Reader& in) {
    SimulationSettings s;
    s.startTime = optionalReal(in);
    s.stopTime = optionalReal(in);
    s.interval = optionalReal(in);
    s.relTol = optionalReal(in);
    s.absTol = optionalReal(in);
    s.solver = enumeration(in, SolverMethod::CvodeBdf, SolverMethod::Rk4);
    s.step = in.f64();
    s.minStep = in.f64();
    s.maxSteps = static_cast<long>(in.i64());
    s.policy = enumeration(in, SelectionPolicy::Fifo, SelectionPolicy::Random);
    s.seed = in.u64();
    s.eventIterationLimit = smallInt(in);
    s.instantLoopLimit = smallInt(in);
    s.accumulationCount = smallInt(in);
    s.accumulationWindow = in.f64();
    s.recordQueueTrace = in.boolean();
    s.recordResults = in.boolean();
    s.protectedResults = in.boolean();
    s.resultsAtEveryEventStep = in.boolean();
    s.recordActiveStates = in.boolean();
    s.recordEvents = in.boolean();
    s.historyLimit = in.u64();
    s.historyCheckpointEvery = in.u64();
    s.historyMemory = in.u64();
    s.maxMemory = in.u64();
    return s;
}

// A message and its arguments, depth-first; a verbatim text has no arguments.
void message(Writer& out, const hs::Message& m) {
    out.boolean(m.verbatim);
    out.str(m.format);
    out.u64(m.args.size());
    for (const hs::Message& a : m.args) message(out, a);
}

hs::Message message(Reader& in, int depth) {
    // messages nest a few levels (a reason inside a consequence); a deeper one is not ours
    if (depth > 8) throw ProtocolError("a message nested deeper than 8 levels");
    hs::Message m;
    m.verbatim = in.boolean();
    m.format = in.str();
    m.args.resize(in.count(10));
    if (m.verbatim && !m.args.empty()) throw ProtocolError("a verbatim text with arguments");
    for (hs::Message& a : m.args) a = message(in, depth + 1);
    return m;
}

void diagnostic(Writer& out, const Diagnostic& d) {
    enumeration(out, d.severity);
    out.str(d.code);
    out.str(d.file);
    out.i64(d.loc.line);
    out.i64(d.loc.column);
    out.str(d.element);
    message(out, d.text);
    out.str(d.message);
    strings(out, d.names);
    optionalReal(out, d.time);
    out.boolean(d.equations.has_value());
    if (d.equations) out.i64(*d.equations);
    out.boolean(d.unknowns.has_value());
    if (d.unknowns) out.i64(*d.unknowns);
}

Diagnostic diagnostic(Reader& in) {
    Diagnostic d;
    d.severity = enumeration(in, Severity::Error, Severity::Note);
    d.code = in.str();
    d.file = in.str();
    d.loc.line = smallInt(in);
    d.loc.column = smallInt(in);
    d.element = in.str();
    d.text = message(in, 0);
    d.message = in.str();
    d.names = strings(in);
    d.time = optionalReal(in);
    if (in.boolean()) d.equations = smallInt(in);
    if (in.boolean()) d.unknowns = smallInt(in);
    return d;
}

void queue(Writer& out, const session::ModuleQueue& q) {
    out.str(q.module);
    out.u64(q.queue.step);
    out.f64(q.queue.now);
    out.u64(q.queue.entries.size());
    for (const QueueEntry& e : q.queue.entries) {
        out.u64(e.id);
        out.u64(e.order);
        enumeration(out, e.category);
        optionalReal(out, e.time);
        enumeration(out, e.kind);
        out.str(e.source);
        message(out, e.text);
        optionalReal(out, e.crossingValue);
    }
}

session::ModuleQueue queue(Reader& in) {
    session::ModuleQueue q;
    q.module = in.str();
    q.queue.step = in.u64();
    q.queue.now = in.f64();
    q.queue.entries.resize(in.count(48));
    for (QueueEntry& e : q.queue.entries) {
        e.id = in.u64();
        e.order = in.u64();
        e.category = enumeration(in, QueueCategory::Selected, QueueCategory::Unarmed);
        e.time = optionalReal(in);
        e.kind = enumeration(in, EventKind::Initial, EventKind::Message);
        e.source = in.str();
        e.text = message(in, 0);
        e.crossingValue = optionalReal(in);
    }
    return q;
}

void request(Writer& out, const session::SessionRequest& request) {
    out.str(doc::serializeDocument(request.document));
    out.str(request.file);
    out.boolean(request.modelText);
    settings(out, request.settings);
    out.u64(request.parameters.size());
    for (const auto& [name, value] : request.parameters) {
        out.str(name);
        out.f64(value);
    }
    out.boolean(request.mode.has_value());
    if (request.mode) enumeration(out, *request.mode);
    out.f64(request.frame);
    out.u64(request.historyLimit);
    out.str(request.className);
}

void request(Reader& in, session::SessionRequest& request) {
    const std::string document = in.str();
    DiagnosticList diags;
    if (!doc::parseDocument(document, request.document, diags))
        throw ProtocolError("the document sent to the engine does not read back");
    request.file = in.str();
    request.modelText = in.boolean();
    request.settings = settings(in);
    request.parameters.resize(in.count(16));
    for (auto& [name, value] : request.parameters) {
        name = in.str();
        value = in.f64();
    }
    if (in.boolean()) request.mode = enumeration(in, cosim::RunMode::LockStep, cosim::RunMode::Frames);
    request.frame = in.f64();
    request.historyLimit = in.u64();
    request.className = in.str();
}

}  // namespace fields

using namespace fields;

// ----------------------------------------------------------------------------- messages

std::string encodeLoad(std::uint64_t generation, const session::SessionRequest& sessionRequest) {
    Writer out(Message::Load);
    out.u64(generation);
    request(out, sessionRequest);
    return out.finish();
}

void decodeLoad(Reader& in, std::uint64_t& generation, session::SessionRequest& sessionRequest) {
    generation = in.u64();
    request(in, sessionRequest);
}

std::string encodeSnapshot(const SimSnapshot& s) {
    Writer out(Message::Snapshot);
    out.u64(s.generation);
    enumeration(out, s.kind);
    out.f64(s.time);
    out.f64(s.startTime);
    out.f64(s.stopTime);
    out.u64(s.step);
    enumeration(out, s.status);
    out.boolean(s.running);
    out.boolean(s.initialised);
    out.boolean(s.canStepBack);
    out.u64(s.queues.size());
    for (const auto& q : s.queues) queue(out, q);
    out.f64s(s.values);
    strings(out, s.activeStates);
    out.u64(s.firstRow);
    strings(out, s.columnNames);
    out.f64s(s.rowTimes);
    out.u64(s.columns.size());
    for (const auto& c : s.columns) out.f64s(c);
    out.u64(s.firstEvent);
    out.u64(s.events.size());
    for (const EventRecord& e : s.events) {
        out.u64(e.step);
        out.f64(e.time);
        enumeration(out, e.kind);
        out.str(e.source);
        message(out, e.detail);
        out.str(e.module);
    }
    out.u64(s.diagnostics.size());
    for (const auto& d : s.diagnostics) diagnostic(out, d);
    out.f64(s.eventsPerSecond);
    out.f64(s.modelSecondsPerSecond);
    out.u64(s.timeline.size());
    for (const cosim::TimelineEntry& t : s.timeline) {
        out.i64(t.round);
        out.str(t.project);
        out.boolean(t.computed);
        out.boolean(t.reachedEnd);
        out.f64(t.start);
        out.f64(t.end);
        out.f64(t.packageTime);
        out.f64s(t.readTimes);
    }
    strings(out, s.projects);
    out.f64s(s.projectTimes);
    out.f64(s.endTime);
    out.u64(s.breakpointHits.size());
    for (std::uint64_t h : s.breakpointHits) out.u64(h);
    out.u64(s.breakpointErrors.size());
    for (const auto& e : s.breakpointErrors) {
        out.boolean(e.has_value());
        if (e) diagnostic(out, *e);
    }
    out.boolean(s.breakpointHit.has_value());
    if (const auto& h = s.breakpointHit) {
        out.u64(h->index);
        out.f64(h->time);
        out.u64(h->step);
        out.u64(h->hits);
        message(out, h->what);
    }
    out.u64(s.watches.size());
    for (const WatchValue& w : s.watches) {
        out.boolean(w.ok);
        out.f64(w.value);
        message(out, w.error);
        out.i64(w.where.line);
        out.i64(w.where.column);
    }
    out.boolean(s.traceStep.has_value());
    if (s.traceStep) out.u64(*s.traceStep);
    out.boolean(s.followed.has_value());
    if (s.followed) out.boolean(*s.followed);
    out.u64(s.trace.size());
    for (const EventTraceEntry& e : s.trace) {
        out.u64(e.step);
        out.f64(e.time);
        out.i64(e.iteration);
        out.str(e.source);
        strings(out, e.relations);
        strings(out, e.fired);
        strings(out, e.reinits);
        strings(out, e.changed);
        out.str(e.end);
    }
    return out.finish();
}

SimSnapshot decodeSnapshot(Reader& in) {
    SimSnapshot s;
    s.generation = in.u64();
    s.kind = enumeration(in, session::SessionKind::Model, session::SessionKind::Package);
    s.time = in.f64();
    s.startTime = in.f64();
    s.stopTime = in.f64();
    s.step = in.u64();
    s.status = enumeration(in, RunStatus::Running, RunStatus::Failed);
    s.running = in.boolean();
    s.initialised = in.boolean();
    s.canStepBack = in.boolean();
    s.queues.resize(in.count(32));
    for (auto& q : s.queues) q = queue(in);
    s.values = in.f64s();
    s.activeStates = strings(in);
    s.firstRow = in.u64();
    s.columnNames = strings(in);
    s.rowTimes = in.f64s();
    s.columns.resize(in.count(8));
    for (auto& c : s.columns) c = in.f64s();
    s.firstEvent = in.u64();
    s.events.resize(in.count(48));
    for (EventRecord& e : s.events) {
        e.step = in.u64();
        e.time = in.f64();
        e.kind = enumeration(in, EventKind::Initial, EventKind::Message);
        e.source = in.str();
        e.detail = message(in, 0);
        e.module = in.str();
    }
    s.diagnostics.resize(in.count(40));
    for (auto& d : s.diagnostics) d = diagnostic(in);
    s.eventsPerSecond = in.f64();
    s.modelSecondsPerSecond = in.f64();
    s.timeline.resize(in.count(48));
    for (cosim::TimelineEntry& t : s.timeline) {
        t.round = smallInt(in);
        t.project = in.str();
        t.computed = in.boolean();
        t.reachedEnd = in.boolean();
        t.start = in.f64();
        t.end = in.f64();
        t.packageTime = in.f64();
        t.readTimes = in.f64s();
    }
    s.projects = strings(in);
    s.projectTimes = in.f64s();
    s.endTime = in.f64();
    s.breakpointHits.resize(in.count(8));
    for (std::uint64_t& h : s.breakpointHits) h = in.u64();
    s.breakpointErrors.resize(in.count(1));
    for (auto& e : s.breakpointErrors)
        if (in.boolean()) e = diagnostic(in);
    if (in.boolean()) {
        BreakpointHit h;
        h.index = in.u64();
        h.time = in.f64();
        h.step = in.u64();
        h.hits = in.u64();
        h.what = message(in, 0);
        s.breakpointHit = std::move(h);
    }
    s.watches.resize(in.count(34));
    for (WatchValue& w : s.watches) {
        w.ok = in.boolean();
        w.value = in.f64();
        w.error = message(in, 0);
        w.where.line = smallInt(in);
        w.where.column = smallInt(in);
    }
    if (in.boolean()) s.traceStep = in.u64();
    if (in.boolean()) s.followed = in.boolean();
    s.trace.resize(in.count(60));
    for (EventTraceEntry& e : s.trace) {
        e.step = in.u64();
        e.time = in.f64();
        e.iteration = smallInt(in);
        e.source = in.str();
        e.relations = strings(in);
        e.fired = strings(in);
        e.reinits = strings(in);
        e.changed = strings(in);
        e.end = in.str();
    }
    if (!in.atEnd()) throw ProtocolError("a snapshot holds more than its fields");
    return s;
}


std::string encodeCheck(std::uint64_t id, const ModelCheck& check) {
    Writer out(Message::Check);
    out.u64(id);
    enumeration(out, check.kind);
    out.str(check.text);
    out.str(check.file);
    out.str(check.className);
    if (check.kind == ModelCheck::Kind::Document) out.str(doc::serializeDocument(check.document));
    if (check.kind >= ModelCheck::Kind::Run) request(out, check.run);
    if (check.kind == ModelCheck::Kind::Explain) {
        out.i64(check.line);
        out.str(check.transition);
    }
    if (check.kind >= ModelCheck::Kind::Explore) orderCheck(out, check);
    return out.finish();
}

void decodeCheck(Reader& in, std::uint64_t& id, ModelCheck& check) {
    id = in.u64();
    check.kind = enumeration(in, ModelCheck::Kind::Text, ModelCheck::Kind::Replay);
    check.text = in.str();
    check.file = in.str();
    check.className = in.str();
    if (check.kind == ModelCheck::Kind::Document) {
        DiagnosticList diags;
        if (!doc::parseDocument(in.str(), check.document, diags))
            throw ProtocolError("the document sent to the engine does not read back");
    }
    if (check.kind >= ModelCheck::Kind::Run) request(in, check.run);
    if (check.kind == ModelCheck::Kind::Explain) {
        check.line = smallInt(in);
        check.transition = in.str();
    }
    if (check.kind >= ModelCheck::Kind::Explore) orderCheck(in, check);
}

std::string encodeChecked(std::uint64_t id, const CheckResult& result) {
    Writer out(Message::Checked);
    out.u64(id);
    out.boolean(result.ok);
    out.u64(result.diagnostics.size());
    for (const auto& d : result.diagnostics) diagnostic(out, d);
    strings(out, result.variables);
    out.u64(result.symbols.size());
    for (const SymbolInfo& sym : result.symbols) {
        out.i64(static_cast<std::int64_t>(sym.kind));
        out.str(sym.name);
        out.str(sym.type);
        out.u64(sym.dims.size());
        for (int d : sym.dims) out.i64(d);
        out.i64(sym.varKind);
        out.str(sym.unit);
        out.str(sym.description);
        strings(out, sym.inputs);
        strings(out, sym.outputs);
    }
    out.boolean(result.explanation.has_value());
    if (const auto& e = result.explanation) {
        enumeration(out, e->reason);
        out.str(e->subject);
        message(out, e->answer);
        out.f64s(e->times);
    }
    orderResult(out, result);
    return out.finish();
}

void decodeChecked(Reader& in, std::uint64_t& id, CheckResult& result) {
    id = in.u64();
    result.ok = in.boolean();
    result.diagnostics.resize(in.count(40));
    for (auto& d : result.diagnostics) d = diagnostic(in);
    result.variables = strings(in);
    result.symbols.resize(in.count(40));
    for (SymbolInfo& sym : result.symbols) {
        sym.kind = static_cast<SymbolInfo::Kind>(std::clamp<std::int64_t>(in.i64(), 0, 3));
        sym.name = in.str();
        sym.type = in.str();
        sym.dims.resize(in.count(8));
        for (int& d : sym.dims) d = static_cast<int>(in.i64());
        sym.varKind = static_cast<int>(in.i64());
        sym.unit = in.str();
        sym.description = in.str();
        sym.inputs = strings(in);
        sym.outputs = strings(in);
    }
    if (in.boolean()) {
        FiringExplanation e;
        e.reason = enumeration(in, FiringReason::Fired, FiringReason::NeverTriggered);
        e.subject = in.str();
        e.answer = message(in, 0);
        e.times = in.f64s();
        result.explanation = std::move(e);
    }
    orderResult(in, result);
}

// ----------------------------------------------------------------------------- commands

std::string encodeCommand(Message type) { return Writer(type).finish(); }

std::string encodeCommand(Message type, std::uint64_t value) {
    Writer out(type);
    out.u64(value);
    return out.finish();
}

std::string encodeCommand(Message type, double value) {
    Writer out(type);
    out.f64(value);
    return out.finish();
}

std::string encodeCommand(Message type, std::string_view text) {
    Writer out(type);
    out.str(text);
    return out.finish();
}

std::string encodeSetSpeed(SpeedMode mode, double scale) {
    Writer out(Message::SetSpeed);
    enumeration(out, mode);
    out.f64(scale);
    return out.finish();
}

void decodeSetSpeed(Reader& in, SpeedMode& mode, double& scale) {
    mode = enumeration(in, SpeedMode::Virtual, SpeedMode::RealTime);
    scale = in.f64();
}

}  // namespace hs::ui::wire
