// The messages between the IDE and its engine process: every field comes back as it was
// sent, frames split anywhere in a byte stream are put back together, and a damaged frame
// (cut short, wrong counts, unknown enumerators) is refused with ProtocolError — never a
// crash or an allocation without bound.

#include "sim/engine_protocol.h"

#include "hs/model/document.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace hs::ui {
namespace {

SimSnapshot sampleSnapshot() {
    SimSnapshot s;
    s.generation = 7;
    s.kind = session::SessionKind::Package;
    s.time = 1.25;
    s.startTime = -1;
    s.stopTime = 1e300;
    s.step = 42;
    s.status = RunStatus::Stopped;
    s.running = true;
    s.initialised = true;
    s.canStepBack = true;
    session::ModuleQueue q;
    q.module = "Plant";
    q.queue.step = 41;
    q.queue.now = 1.0;
    QueueEntry e;
    e.id = 3;
    e.order = 1;
    e.category = QueueCategory::Unarmed;
    e.time = 2.5;
    e.kind = EventKind::Message;
    e.source = "chart.T1";
    e.text = msg("message %1", "\"go\" — ünïcode");
    e.crossingValue = -0.0;
    q.queue.entries.push_back(e);
    e.time.reset();
    e.crossingValue.reset();
    e.category = QueueCategory::Pending;
    q.queue.entries.push_back(e);
    s.queues.push_back(q);
    s.values = {1.0, std::numeric_limits<double>::quiet_NaN(), -std::numeric_limits<double>::infinity()};
    s.activeStates = {"chart.On", "Plant.chart.Off"};
    s.firstRow = 0;
    s.columnNames = {"h", "v"};
    s.rowTimes = {0, 0.5};
    s.columns = {{1, 2}, {3, 4}};
    s.firstEvent = 5;
    s.events.push_back(
        {12, 0.5, EventKind::State, "h < 0", msg("%1 (becomes false)", "h"), "Ball"});
    Diagnostic d;
    d.severity = Severity::Warning;
    d.code = "event-accumulation";
    d.file = "a.mo";
    d.loc = {3, 9};
    d.element = "Ball";
    // a message with a nested one and a verbatim argument comes back whole
    d.text = msg("%1; seen at %2", msg("events of '%1' accumulate", "h < 0"), num(0.25));
    renderMessage(d);
    d.names = {"x", "y"};
    d.time = 0.25;
    d.equations = 4;
    s.diagnostics.push_back(d);
    s.eventsPerSecond = 1e6;
    s.modelSecondsPerSecond = 2;
    cosim::TimelineEntry t;
    t.round = 2;
    t.project = "P1";
    t.computed = true;
    t.start = 0;
    t.end = 1;
    t.packageTime = 1;
    t.readTimes = {0.5};
    s.timeline.push_back(t);
    s.projects = {"P1", "P2"};
    s.projectTimes = {1, 0};
    s.endTime = 10;
    s.breakpointHits = {0, 3};
    Diagnostic bad;
    bad.code = "invalid-breakpoint";
    bad.loc = {1, 13};
    bad.text = msg("unknown name '%1': no variable of %2 has it", "vv", "Ball");
    s.breakpointErrors = {std::nullopt, bad};
    s.breakpointHit = BreakpointHit{1, 0.319, 4, 3, msg("%1 became true", "h < 0.5")};
    WatchValue ok;
    ok.ok = true;
    ok.value = -2.5;
    WatchValue wrong;
    wrong.error = msg("unknown name '%1': no variable of %2 has it", "q", "Ball");
    wrong.where = {1, 5};
    s.watches = {ok, wrong};
    s.traceStep = 4;
    EventTraceEntry t0;
    t0.step = 4;
    t0.time = 0.45;
    t0.iteration = 1;
    t0.source = "Ball.mo:7";
    t0.relations = {"h < 0: true"};
    t0.fired = {"Ball.mo:7 when h < 0"};
    t0.reinits = {"v := 3.5"};
    t0.end = "values changed: another iteration";
    s.trace = {t0};
    return s;
}

// The body of a frame (after the length and the type).
std::string bodyOf(const std::string& frame) { return frame.substr(5); }

TEST(EngineProtocol, ASnapshotComesBackFieldForField) {
    const SimSnapshot in = sampleSnapshot();
    const std::string frame = wire::encodeSnapshot(in);
    wire::FrameBuffer buffer;
    // the pipe hands the bytes over in pieces of any size
    for (std::size_t i = 0; i < frame.size(); i += 7) buffer.feed(frame.data() + i, std::min<std::size_t>(7, frame.size() - i));
    wire::Message type{};
    std::string body;
    ASSERT_TRUE(buffer.next(type, body));
    EXPECT_EQ(type, wire::Message::Snapshot);
    EXPECT_FALSE(buffer.next(type, body));
    wire::Reader reader(body);
    const SimSnapshot out = wire::decodeSnapshot(reader);
    EXPECT_EQ(out.generation, 7u);
    EXPECT_EQ(out.kind, session::SessionKind::Package);
    EXPECT_EQ(out.stopTime, 1e300);
    EXPECT_EQ(out.status, RunStatus::Stopped);
    EXPECT_TRUE(out.running && out.initialised && out.canStepBack);
    ASSERT_EQ(out.queues.size(), 1u);
    ASSERT_EQ(out.queues[0].queue.entries.size(), 2u);
    const QueueEntry& e = out.queues[0].queue.entries[0];
    EXPECT_EQ(e.category, QueueCategory::Unarmed);
    EXPECT_EQ(e.kind, EventKind::Message);
    EXPECT_EQ(*e.time, 2.5);
    EXPECT_TRUE(std::signbit(*e.crossingValue));
    EXPECT_EQ(e.text, in.queues[0].queue.entries[0].text);
    EXPECT_FALSE(out.queues[0].queue.entries[1].time.has_value());
    ASSERT_EQ(out.values.size(), 3u);
    EXPECT_TRUE(std::isnan(out.values[1]));
    EXPECT_EQ(out.values[2], -std::numeric_limits<double>::infinity());
    EXPECT_EQ(out.activeStates, in.activeStates);
    EXPECT_EQ(out.columnNames, in.columnNames);
    EXPECT_EQ(out.columns, in.columns);
    EXPECT_EQ(out.firstEvent, 5u);
    ASSERT_EQ(out.events.size(), 1u);
    EXPECT_EQ(out.events[0].module, "Ball");
    ASSERT_EQ(out.diagnostics.size(), 1u);
    EXPECT_EQ(out.diagnostics[0].loc.column, 9);
    EXPECT_EQ(out.diagnostics[0].names, in.diagnostics[0].names);
    EXPECT_EQ(out.diagnostics[0].element, "Ball");
    EXPECT_EQ(out.diagnostics[0].text, in.diagnostics[0].text);
    EXPECT_EQ(out.diagnostics[0].message, "Ball: events of 'h < 0' accumulate; seen at 0.25");
    EXPECT_EQ(*out.diagnostics[0].equations, 4);
    EXPECT_FALSE(out.diagnostics[0].unknowns.has_value());
    ASSERT_EQ(out.timeline.size(), 1u);
    EXPECT_EQ(out.timeline[0].readTimes, std::vector<double>{0.5});
    EXPECT_EQ(out.projects, in.projects);
    EXPECT_EQ(out.endTime, 10);
    EXPECT_EQ(out.breakpointHits, in.breakpointHits);
    ASSERT_EQ(out.breakpointErrors.size(), 2u);
    EXPECT_FALSE(out.breakpointErrors[0].has_value());
    ASSERT_TRUE(out.breakpointErrors[1].has_value());
    EXPECT_EQ(out.breakpointErrors[1]->loc.column, 13);
    EXPECT_EQ(out.breakpointErrors[1]->text, in.breakpointErrors[1]->text);
    ASSERT_TRUE(out.breakpointHit.has_value());
    EXPECT_EQ(out.breakpointHit->index, 1u);
    EXPECT_EQ(out.breakpointHit->time, 0.319);
    EXPECT_EQ(out.breakpointHit->step, 4u);
    EXPECT_EQ(out.breakpointHit->hits, 3u);
    EXPECT_EQ(out.breakpointHit->what, in.breakpointHit->what);
    ASSERT_EQ(out.watches.size(), 2u);
    EXPECT_TRUE(out.watches[0].ok);
    EXPECT_EQ(out.watches[0].value, -2.5);
    EXPECT_FALSE(out.watches[1].ok);
    EXPECT_EQ(out.watches[1].error, in.watches[1].error);
    EXPECT_EQ(out.watches[1].where.column, 5);
    EXPECT_EQ(out.traceStep, std::optional<std::uint64_t>{4});
    ASSERT_EQ(out.trace.size(), 1u);
    EXPECT_EQ(out.trace[0].iteration, 1);
    EXPECT_EQ(out.trace[0].source, "Ball.mo:7");
    EXPECT_EQ(out.trace[0].relations, in.trace[0].relations);
    EXPECT_EQ(out.trace[0].fired, in.trace[0].fired);
    EXPECT_EQ(out.trace[0].reinits, in.trace[0].reinits);
    EXPECT_TRUE(out.trace[0].changed.empty());
    EXPECT_EQ(out.trace[0].end, in.trace[0].end);
}

TEST(EngineProtocol, BreakpointsAndWatchesComeBackWhole) {
    std::vector<Breakpoint> in(3);
    in[0].target = "h < 0.5 and v < 0";
    in[0].guard = "time > 1";
    in[0].hitCount = 4;
    in[1].kind = BreakpointKind::StateLeft;
    in[1].target = "chart.Red";
    in[1].enabled = false;
    in[2].kind = BreakpointKind::Diagnostic;
    std::string body = bodyOf(wire::encodeSetBreakpoints(in));
    wire::Reader reader(body);
    const std::vector<Breakpoint> out = wire::decodeSetBreakpoints(reader);
    ASSERT_EQ(out.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i) {
        EXPECT_EQ(out[i].kind, in[i].kind);
        EXPECT_EQ(out[i].target, in[i].target);
        EXPECT_EQ(out[i].guard, in[i].guard);
        EXPECT_EQ(out[i].hitCount, in[i].hitCount);
        EXPECT_EQ(out[i].enabled, in[i].enabled);
    }
    EXPECT_TRUE(reader.atEnd());
    // no such kind
    body[8] = 9;
    wire::Reader bad(body);
    EXPECT_THROW(wire::decodeSetBreakpoints(bad), wire::ProtocolError);

    const std::vector<std::string> watches = {"v^2/2 + g*h", "time"};
    const std::string watchBody = bodyOf(wire::encodeSetWatches(watches));
    wire::Reader watchReader(watchBody);
    EXPECT_EQ(wire::decodeSetWatches(watchReader), watches);
}

TEST(EngineProtocol, ALoadRequestComesBackWhole) {
    session::SessionRequest in;
    in.document.name = "Decay";
    doc::Module m;
    m.name = "Decay";
    m.equations = "model Decay\n  Real x(start = 1);\nequation\n  der(x) = -x;\nend Decay;\n";
    in.document.modules.push_back(m);
    in.file = "/tmp/Decay.mo";
    in.modelText = true;
    in.settings.stopTime = 3;
    in.settings.relTol = 1e-8;
    in.settings.solver = SolverMethod::Rk4;
    in.settings.policy = SelectionPolicy::Random;
    in.settings.seed = 99;
    in.settings.maxMemory = 1234;
    in.settings.historyCheckpointEvery = 12;
    in.settings.historyMemory = 4321;
    in.settings.recordActiveStates = true;
    in.parameters = {{"k", 2.5}};
    in.mode = cosim::RunMode::Frames;
    in.frame = 0.1;
    in.historyLimit = 77;
    const std::string body = bodyOf(wire::encodeLoad(5, in));
    wire::Reader reader(body);
    std::uint64_t generation = 0;
    session::SessionRequest out;
    wire::decodeLoad(reader, generation, out);
    EXPECT_EQ(generation, 5u);
    ASSERT_EQ(out.document.modules.size(), 1u);
    EXPECT_EQ(out.document.modules[0].equations, m.equations);
    EXPECT_EQ(out.file, in.file);
    EXPECT_TRUE(out.modelText);
    EXPECT_EQ(*out.settings.stopTime, 3);
    EXPECT_FALSE(out.settings.startTime.has_value());
    EXPECT_EQ(*out.settings.relTol, 1e-8);
    EXPECT_EQ(out.settings.solver, SolverMethod::Rk4);
    EXPECT_EQ(out.settings.policy, SelectionPolicy::Random);
    EXPECT_EQ(out.settings.seed, 99u);
    EXPECT_EQ(out.settings.maxMemory, 1234u);
    EXPECT_TRUE(out.settings.recordActiveStates);
    EXPECT_EQ(out.parameters, in.parameters);
    EXPECT_EQ(out.mode, cosim::RunMode::Frames);
    EXPECT_EQ(out.frame, 0.1);
    EXPECT_EQ(out.historyLimit, 77u);
    EXPECT_EQ(out.settings.historyCheckpointEvery, 12u);
    EXPECT_EQ(out.settings.historyMemory, 4321u);
}

// Every prefix of a snapshot, and the snapshot with any one byte changed, is refused or
// read — never a crash, a hang or a huge allocation (this test runs under ASan too).
TEST(EngineProtocol, DamagedSnapshotsAreRefused) {
    const std::string body = bodyOf(wire::encodeSnapshot(sampleSnapshot()));
    for (std::size_t n = 0; n < body.size(); ++n) {
        wire::Reader reader(std::string_view(body).substr(0, n));
        EXPECT_THROW(wire::decodeSnapshot(reader), wire::ProtocolError) << "cut at " << n;
    }
    for (std::size_t i = 0; i < body.size(); ++i) {
        std::string damaged = body;
        damaged[i] = static_cast<char>(0xFF);
        wire::Reader reader(damaged);
        try {
            (void)wire::decodeSnapshot(reader);
        } catch (const wire::ProtocolError&) {
        }
    }
}

TEST(EngineProtocol, ImpossibleFrameLengthsAreRefused) {
    wire::FrameBuffer buffer;
    const char zero[4] = {0, 0, 0, 0};
    buffer.feed(zero, 4);
    wire::Message type{};
    std::string body;
    EXPECT_THROW(buffer.next(type, body), wire::ProtocolError);
    wire::FrameBuffer huge;
    const char big[4] = {char(0xFF), char(0xFF), char(0xFF), char(0xFF)};
    huge.feed(big, 4);
    EXPECT_THROW(huge.next(type, body), wire::ProtocolError);
}

TEST(EngineProtocol, CommandsCarryTheirArgument) {
    const std::string frame = wire::encodeCommand(wire::Message::RunUntilElement, std::string_view("chart.T1"));
    wire::FrameBuffer buffer;
    buffer.feed(frame.data(), frame.size());
    wire::Message type{};
    std::string body;
    ASSERT_TRUE(buffer.next(type, body));
    EXPECT_EQ(type, wire::Message::RunUntilElement);
    wire::Reader reader(body);
    EXPECT_EQ(reader.str(), "chart.T1");
    EXPECT_TRUE(reader.atEnd());
}

TEST(EngineProtocol, SpeedModesComeBackAndUnknownOnesAreRefused) {
    std::string body = bodyOf(wire::encodeSetSpeed(SpeedMode::RealTime, 2.5));
    wire::Reader in(body);
    SpeedMode mode{};
    double scale = 0;
    wire::decodeSetSpeed(in, mode, scale);
    EXPECT_EQ(mode, SpeedMode::RealTime);
    EXPECT_EQ(scale, 2.5);
    body[0] = 7;  // no such mode
    wire::Reader bad(body);
    EXPECT_THROW(wire::decodeSetSpeed(bad, mode, scale), wire::ProtocolError);
}

// An experiment's finished runs come back field for field, NaN outcomes and trajectories
// included; cut short anywhere they are refused.
TEST(EngineProtocol, ExperimentResultsComeBackFieldForField) {
    experiment::RunResult a;
    a.index = 17;
    a.seed = 0xFEEDFACECAFEBEEFull;
    a.parameters = {0.5, 1e-300};
    a.outcomes = {1.25, std::numeric_limits<double>::quiet_NaN()};
    a.trajectories = {{0, 1, 2}, {}};
    a.warnings = 2;
    experiment::RunResult b;
    b.index = 3;
    b.failed = true;
    b.code = "solver-failure";
    b.message = "CVODE: ünïcode";
    b.text = msg("the solver failed at t = %1: %2", num(0.75), "CVODE: ünïcode");
    b.failureTime = 0.75;
    const std::string body = bodyOf(wire::encodeExperimentResults({a, b}));
    wire::Reader in(body);
    const std::vector<experiment::RunResult> got = wire::decodeExperimentResults(in);
    EXPECT_TRUE(in.atEnd());
    ASSERT_EQ(got.size(), 2u);
    EXPECT_EQ(got[0].index, 17u);
    EXPECT_EQ(got[0].seed, a.seed);
    EXPECT_EQ(got[0].parameters, a.parameters);
    EXPECT_EQ(got[0].outcomes[0], 1.25);
    EXPECT_TRUE(std::isnan(got[0].outcomes[1]));
    EXPECT_EQ(got[0].trajectories, a.trajectories);
    EXPECT_EQ(got[0].warnings, 2u);
    EXPECT_FALSE(got[0].failed);
    EXPECT_FALSE(got[0].failureTime);
    EXPECT_TRUE(got[1].failed);
    EXPECT_EQ(got[1].code, "solver-failure");
    EXPECT_EQ(got[1].message, b.message);
    EXPECT_EQ(got[1].text, b.text);
    EXPECT_EQ(got[1].failureTime, 0.75);
    for (std::size_t n = 0; n < body.size(); ++n) {
        wire::Reader cut(std::string_view(body).substr(0, n));
        EXPECT_THROW(wire::decodeExperimentResults(cut), wire::ProtocolError) << "cut at " << n;
    }
}

TEST(EngineProtocol, ExperimentRequestsComeBackWhole) {
    session::SessionRequest request;
    request.document.name = "Ball";
    request.document.modules.resize(1);
    request.document.modules[0].name = "main";
    request.document.modules[0].equations = "model Ball\nend Ball;\n";
    request.file = "/tmp/Ball.mo";
    request.modelText = true;
    request.settings.stopTime = 4;
    std::string body = bodyOf(wire::encodeExperimentPrepare("{\"name\": \"e\"}", request));
    wire::Reader in(body);
    std::string spec;
    session::SessionRequest got;
    wire::decodeExperimentPrepare(in, spec, got);
    EXPECT_EQ(spec, "{\"name\": \"e\"}");
    EXPECT_EQ(got.file, request.file);
    EXPECT_TRUE(got.modelText);
    EXPECT_EQ(got.document.modules.at(0).equations, request.document.modules[0].equations);
    EXPECT_EQ(got.settings.stopTime, 4);

    body = bodyOf(wire::encodeExperimentRun(10, 90, 2));
    wire::Reader run(body);
    std::uint64_t first = 0, count = 0;
    std::uint32_t jobs = 0;
    wire::decodeExperimentRun(run, first, count, jobs);
    EXPECT_EQ(first, 10u);
    EXPECT_EQ(count, 90u);
    EXPECT_EQ(jobs, 2u);

    body = bodyOf(wire::encodeExperimentDone(7, true));
    wire::Reader done(body);
    std::uint64_t started = 0;
    bool stopped = false;
    wire::decodeExperimentDone(done, started, stopped);
    EXPECT_EQ(started, 7u);
    EXPECT_TRUE(stopped);

    const Diagnostic d = makeDiagnostic(Severity::Error, Code::InvalidExperiment, {},
                                        msg("no variable named '%1' in %2", "height", "Ball"),
                                        "outputs[0].variable");
    body = bodyOf(wire::encodeExperimentRefused({d}));
    wire::Reader refused(body);
    const std::vector<Diagnostic> why = wire::decodeExperimentRefused(refused);
    ASSERT_EQ(why.size(), 1u);
    EXPECT_EQ(why[0].code, d.code);
    EXPECT_EQ(why[0].message, d.message);
    EXPECT_EQ(why[0].element, "outputs[0].variable");
    EXPECT_EQ(why[0].text, d.text);
}

}  // namespace
}  // namespace hs::ui

namespace hs::ui {
namespace {

// An explanation asked of the check process: the run, the line or the transition go there,
// the answer comes back with its reason, text and instants.
TEST(EngineProtocol, AnExplanationAndItsAnswerComeBackWhole) {
    ModelCheck check;
    check.kind = ModelCheck::Kind::Explain;
    check.file = "Ball.mo";
    check.run.document.name = "Ball";
    doc::Module m;
    m.name = "Ball";
    m.equations = "model Ball\n  Real h(start = 1);\nequation\n  der(h) = -1;\nend Ball;\n";
    check.run.document.modules.push_back(m);
    check.run.modelText = true;
    check.run.settings.stopTime = 1.5;
    check.line = 13;
    check.transition = "light.CutGreen";
    std::string body = bodyOf(wire::encodeCheck(9, check));
    wire::Reader in(body);
    std::uint64_t id = 0;
    ModelCheck back;
    wire::decodeCheck(in, id, back);
    EXPECT_EQ(id, 9u);
    EXPECT_EQ(back.kind, ModelCheck::Kind::Explain);
    EXPECT_EQ(back.line, 13);
    EXPECT_EQ(back.transition, "light.CutGreen");
    EXPECT_EQ(*back.run.settings.stopTime, 1.5);
    EXPECT_TRUE(in.atEnd());

    CheckResult result;
    result.ok = true;
    FiringExplanation e;
    e.reason = FiringReason::GuardFalse;
    e.subject = "light.CutGreen";
    e.answer = msg("its trigger came at t = %1, but its guard was false at that instant each time",
                   "40, 160");
    e.times = {40, 160};
    result.explanation = e;
    const std::string answer = bodyOf(wire::encodeChecked(9, result));
    wire::Reader reader(answer);
    CheckResult out;
    wire::decodeChecked(reader, id, out);
    ASSERT_TRUE(out.explanation.has_value());
    EXPECT_EQ(out.explanation->reason, FiringReason::GuardFalse);
    EXPECT_EQ(out.explanation->subject, "light.CutGreen");
    EXPECT_EQ(out.explanation->answer, e.answer);
    EXPECT_EQ(out.explanation->times, e.times);
    EXPECT_TRUE(reader.atEnd());
    // cut short anywhere: refused
    for (std::size_t n = 0; n < answer.size(); ++n) {
        wire::Reader cut(std::string_view(answer).substr(0, n));
        CheckResult ignored;
        EXPECT_THROW(wire::decodeChecked(cut, id, ignored), wire::ProtocolError) << "cut at " << n;
    }
}

TEST(EngineProtocol, OrderChecksTheirReportsAndTrajectoriesComeBackWhole) {
    ModelCheck check;
    check.kind = ModelCheck::Kind::Orders;
    check.file = "Order.mo";
    check.run.document.name = "Order";
    doc::Module m;
    m.name = "Order";
    m.equations = "model Order\n  discrete Real x(start = 1);\nend Order;\n";
    check.run.document.modules.push_back(m);
    check.run.modelText = true;
    check.explore.outputs = {"x", "y"};
    check.explore.maxOrders = 6;
    check.explore.randomOrders = 3;
    check.explore.seed = 77;
    check.explore.maxInstants = 12;
    check.explore.relTol = 1e-7;
    check.explore.compareEvents = true;
    check.step = 5;
    check.orders = {{3, 4}, {4, 3}};
    check.records = {"{}", "{\"format\": 1}"};
    std::string body = bodyOf(wire::encodeCheck(4, check));
    wire::Reader in(body);
    std::uint64_t id = 0;
    ModelCheck back;
    wire::decodeCheck(in, id, back);
    EXPECT_TRUE(in.atEnd());
    EXPECT_EQ(back.kind, ModelCheck::Kind::Orders);
    EXPECT_EQ(back.explore.outputs, check.explore.outputs);
    EXPECT_EQ(back.explore.maxOrders, 6u);
    EXPECT_EQ(back.explore.randomOrders, 3u);
    EXPECT_EQ(back.explore.seed, 77u);
    EXPECT_EQ(back.explore.maxInstants, 12u);
    EXPECT_EQ(back.explore.relTol, 1e-7);
    EXPECT_TRUE(back.explore.compareEvents);
    EXPECT_EQ(back.step, 5u);
    EXPECT_EQ(back.orders, check.orders);
    EXPECT_EQ(back.records, check.records);

    CheckResult result;
    result.ok = true;
    ExploreReport report;
    report.instants = 3;
    report.instantsChecked = 2;
    report.alternatives = 5;
    report.status = RunStatus::Finished;
    OrderDivergence d;
    d.step = 5;
    d.time = 1.0;
    d.runOrder = {"First", "Second"};
    d.otherOrder = {"Second", "First"};
    d.runIds = {3, 4};
    d.otherIds = {4, 3};
    d.variable = "x";
    d.runValue = 3;
    d.otherValue = 4;
    d.difference = msg("%1 at the stop time: %2 in the run, %3 in this order", "x", "3", "4");
    report.divergences = {d};
    result.explore = report;
    ResultStore r;
    r.setColumns({"x", "y"});
    const double row0[] = {1, 2}, row1[] = {3, 4};
    r.appendRow(0.0, row0);
    r.appendRow(2.0, row1);
    result.runs = {r, ResultStore()};
    result.replayDifferences = {hs::Message(), msg("recorded %1 events, replayed %2", "3", "4")};
    const std::string answer = bodyOf(wire::encodeChecked(4, result));
    wire::Reader reader(answer);
    CheckResult out;
    wire::decodeChecked(reader, id, out);
    EXPECT_TRUE(reader.atEnd());
    ASSERT_TRUE(out.explore.has_value());
    EXPECT_EQ(out.explore->instants, 3u);
    EXPECT_EQ(out.explore->instantsChecked, 2u);
    EXPECT_EQ(out.explore->alternatives, 5u);
    ASSERT_EQ(out.explore->divergences.size(), 1u);
    const OrderDivergence& o = out.explore->divergences[0];
    EXPECT_EQ(o.step, 5u);
    EXPECT_EQ(o.runOrder, d.runOrder);
    EXPECT_EQ(o.otherOrder, d.otherOrder);
    EXPECT_EQ(o.runIds, d.runIds);
    EXPECT_EQ(o.otherIds, d.otherIds);
    EXPECT_EQ(o.variable, "x");
    EXPECT_EQ(o.otherValue, 4.0);
    EXPECT_EQ(o.difference, d.difference);
    ASSERT_EQ(out.runs.size(), 2u);
    EXPECT_EQ(out.runs[0].names(), r.names());
    EXPECT_EQ(out.runs[0].time(), r.time());
    EXPECT_EQ(out.runs[0].column(1), r.column(1));
    EXPECT_EQ(out.runs[1].rowCount(), 0u);
    EXPECT_EQ(out.replayDifferences, result.replayDifferences);
    for (std::size_t n = 0; n < answer.size(); ++n) {
        wire::Reader cut(std::string_view(answer).substr(0, n));
        CheckResult ignored;
        EXPECT_THROW(wire::decodeChecked(cut, id, ignored), wire::ProtocolError) << "cut at " << n;
    }

    // two orders that did not run: two empty stores, the reason in the diagnostics
    CheckResult failed;
    failed.runs = {ResultStore(), ResultStore()};
    const std::string none = bodyOf(wire::encodeChecked(5, failed));
    wire::Reader noneReader(none);
    CheckResult noneBack;
    wire::decodeChecked(noneReader, id, noneBack);
    EXPECT_EQ(noneBack.runs.size(), 2u);
    EXPECT_TRUE(noneReader.atEnd());

    // stepping into an order, and the snapshot's answer
    const std::string follow = bodyOf(wire::encodeFollowOrder(5, {4, 3}));
    wire::Reader f(follow);
    std::uint64_t step = 0;
    std::vector<std::uint64_t> order;
    wire::decodeFollowOrder(f, step, order);
    EXPECT_EQ(step, 5u);
    EXPECT_EQ(order, (std::vector<std::uint64_t>{4, 3}));
    EXPECT_TRUE(f.atEnd());
    SimSnapshot s;
    s.followed = false;
    const std::string snap = bodyOf(wire::encodeSnapshot(s));
    wire::Reader sr(snap);
    EXPECT_EQ(wire::decodeSnapshot(sr).followed, std::optional<bool>(false));
}

}  // namespace
}  // namespace hs::ui
