// The engine worker's commands that cross threads: while the worker thread replaces its
// session again and again (load: the old session is destroyed), other threads ask it to
// pause and to stop — as the IDE's GUI thread and the engine process's reading thread do.
// Every run of this test under ThreadSanitizer (make test-tsan) checks that no such call
// touches a session being destroyed.

#include "sim/engine_worker.h"

#include "hs/session/run_session.h"


#include <gtest/gtest.h>

#include <QCoreApplication>

#include <atomic>
#include <cmath>
#include <thread>

namespace hs::ui {
namespace {

// A run of a model text `name`.mo up to `stopTime`.
session::SessionRequest textRequest(const std::string& name, const std::string& equations,
                                    double stopTime) {
    session::SessionRequest r;
    doc::Module m;
    m.name = name;
    m.equations = equations;
    r.document.name = name;
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = name + ".mo";
    r.settings.stopTime = stopTime;
    return r;
}

session::SessionRequest decayRequest() {
    return textRequest("Decay",
                       "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n"
                       "  when sample(0, 0.001) then\n  end when;\nend Decay;\n",
                       1e6);
}

// The worker is driven from its own thread directly (no queued calls: their ordering lives
// in Qt Core, which ThreadSanitizer cannot see into), two more threads interrupt it.
TEST(EngineWorkerStress, PauseAndStopFromOtherThreadsWhileSessionsAreReplaced) {
    const session::SessionRequest request = decayRequest();
    EngineWorker worker;
    std::atomic<int> snapshots{0};
    QObject::connect(&worker, &EngineWorker::snapshotReady, &worker, [&] { ++snapshots; }, Qt::DirectConnection);
    std::atomic<bool> done{false};
    std::thread pauser([&] {
        while (!done) worker.interrupt();
    });
    std::thread stopper([&] {
        while (!done) worker.interruptToStop();
    });
    constexpr int kLoads = 200;
    std::thread owner([&] {
        for (int i = 0; i < kLoads; ++i) {
            DiagnosticList diags;
            SessionPtr session(session::makeSession(request, diags));
            if (!session) break;
            worker.load(session, static_cast<quint64>(i + 1));  // the session before is destroyed here
            worker.step();
        }
        worker.load(nullptr, kLoads + 1);
        done = true;
    });
    owner.join();
    pauser.join();
    stopper.join();
    EXPECT_GE(snapshots.load(), 2 * kLoads);  // one per load, one per step
}

// A run refused at its start (an output grid larger than the memory budget) is published
// like any other: failed, with its diagnostic and the start values — the worker does not
// read state the engine never built (it did, and the IDE crashed, before).
TEST(EngineWorkerStress, ARunRefusedAtItsStartIsPublishedWithItsReason) {
    session::SessionRequest request = decayRequest();
    request.settings.stopTime = 1e9;
    request.settings.interval = 1e-3;  // 1e12 rows
    DiagnosticList diags;
    SessionPtr session(session::makeSession(request, diags));
    ASSERT_NE(session, nullptr);
    EngineWorker worker;
    SnapshotPtr last;
    QObject::connect(&worker, &EngineWorker::snapshotReady, &worker, [&](SnapshotPtr s) { last = s; },
                     Qt::DirectConnection);
    worker.load(session, 1);
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->status, RunStatus::Failed);
    bool memory = false;
    for (const auto& d : last->diagnostics) memory = memory || d.code == "memory-limit";
    EXPECT_TRUE(memory);
    ASSERT_FALSE(last->values.empty());
    worker.step();  // nothing to do, nothing touched
    EXPECT_EQ(last->status, RunStatus::Failed);
}

// Stop pressed while a model is still on its way to the worker (compiling, or queued)
// ends that run once it is loaded: its initialisation, a loop of 10^12 iterations, stops
// at once with `stopped` instead of running until the process is killed.
TEST(EngineWorkerStress, AStopBeforeTheLoadArrivesEndsThatRun) {
    session::SessionRequest request = decayRequest();
    request.document.modules[0].equations =
        "model Busy\n  Real y;\nalgorithm\n  y := 0;\n  for i in 1:1000000 loop\n"
        "    for j in 1:1000000 loop\n      y := y + 1;\n    end for;\n  end for;\nend Busy;\n";
    request.file = "Busy.mo";
    DiagnosticList diags;
    SessionPtr session(session::makeSession(request, diags));
    ASSERT_NE(session, nullptr);
    EngineWorker worker;
    SnapshotPtr last;
    QObject::connect(
        &worker, &EngineWorker::snapshotReady, &worker, [&](SnapshotPtr s) { last = s; },
        Qt::DirectConnection);
    const std::uint64_t ticket = worker.announceLoad();  // the load is queued ...
    worker.interruptToStop();                            // ... Stop comes first ...
    worker.load(session, 1, ticket);                     // ... then the load runs
    ASSERT_NE(last, nullptr);
    EXPECT_EQ(last->status, RunStatus::Failed);
    bool stopped = false;
    for (const auto& d : last->diagnostics) stopped = stopped || d.code == "stopped";
    EXPECT_TRUE(stopped);

    // a Stop before a load was announced belongs to the run before: the next one runs
    request.document.modules[0].equations = decayRequest().document.modules[0].equations;
    request.file = "Decay.mo";
    SessionPtr next(session::makeSession(request, diags));
    ASSERT_NE(next, nullptr);
    worker.interruptToStop();
    worker.load(next, 2, worker.announceLoad());
    EXPECT_EQ(last->status, RunStatus::Running);
}

session::SessionRequest ballRequest() {
    session::SessionRequest r = textRequest(
        "Ball",
        "model Ball\n  Real h(start = 1, fixed = true);\n  Real v(start = 0, fixed = true);\n"
        "equation\n  der(h) = v;\n  der(v) = -9.81;\n  when h < 0 then\n"
        "    reinit(v, -0.8*pre(v));\n  end when;\nend Ball;\n",
        3);
    r.settings.relTol = 1e-8;
    return r;
}

// The breakpoints and watches the worker was given hold for every session it loads: a
// run stops at the condition's crossing, the snapshot names the hit, the breakpoint that
// does not compile carries its error, and the watches have their values at the stop.
TEST(EngineWorkerDebugger, BreakpointsAndWatchesHoldForEverySessionLoaded) {
    EngineWorker worker;
    SnapshotPtr last;
    QObject::connect(
        &worker, &EngineWorker::snapshotReady, &worker, [&](SnapshotPtr s) { last = std::move(s); },
        Qt::DirectConnection);
    std::vector<Breakpoint> set(2);
    set[0].target = "h < 0.5 and v < 0";
    set[1].target = "vv > 1";
    worker.setBreakpoints(set);
    worker.setWatches({"v^2/2 + 9.81*h", "q + 1"});
    for (int load = 1; load <= 2; ++load) {
        DiagnosticList diags;
        SessionPtr session(session::makeSession(ballRequest(), diags));
        ASSERT_TRUE(session);
        worker.load(session, static_cast<quint64>(load));
        ASSERT_TRUE(last);
        ASSERT_EQ(last->breakpointErrors.size(), 2u);
        EXPECT_FALSE(last->breakpointErrors[0].has_value());
        ASSERT_TRUE(last->breakpointErrors[1].has_value());
        EXPECT_EQ(last->breakpointErrors[1]->loc.column, 1);
        worker.run();
        for (int i = 0; i < 1000 && (last->running || last->step == 0) && !last->breakpointHit; ++i)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 50);
        ASSERT_TRUE(last->breakpointHit.has_value()) << "load " << load;
        EXPECT_FALSE(last->running);
        EXPECT_EQ(last->breakpointHit->index, 0u);
        EXPECT_NEAR(last->breakpointHit->time, std::sqrt(0.5 / 4.905), 1e-7);
        EXPECT_NEAR(last->time, std::sqrt(0.5 / 4.905), 1e-7);
        EXPECT_EQ(last->breakpointHits, (std::vector<std::uint64_t>{1, 0}));
        ASSERT_EQ(last->watches.size(), 2u);
        ASSERT_TRUE(last->watches[0].ok);
        EXPECT_NEAR(last->watches[0].value, 9.81,
                    1e-6);  // the energy per unit mass it started with
        EXPECT_FALSE(last->watches[1].ok);
        EXPECT_EQ(last->watches[1].where.column, 1);
    }
    // a set changed while loaded: the hit counts of the new set, no hit until the run goes on
    worker.setBreakpoints({});
    EXPECT_TRUE(last->breakpointErrors.empty());
    EXPECT_FALSE(last->breakpointHit.has_value());
    worker.load(nullptr, 3);
}

TEST(EngineWorkerDebugger, FollowingAnOrderIsAnsweredOnceAndResendsTheRun) {
    EngineWorker worker;
    SnapshotPtr last;
    QObject::connect(
        &worker, &EngineWorker::snapshotReady, &worker, [&](SnapshotPtr s) { last = std::move(s); },
        Qt::DirectConnection);
    DiagnosticList diags;
    SessionPtr session(session::makeSession(ballRequest(), diags));
    ASSERT_TRUE(session);
    worker.load(session, 1);
    worker.step();
    worker.step();
    ASSERT_TRUE(last);
    ASSERT_GT(last->firstRow, 0u);  // steps send only their new rows
    // the ball has no instant with two current items: no item 999 to plan
    worker.followOrder(1, {999});
    ASSERT_TRUE(last->followed.has_value());
    EXPECT_FALSE(*last->followed);
    EXPECT_EQ(last->firstRow, 0u);  // every row again, with the columns' names
    EXPECT_FALSE(last->columnNames.empty());
    EXPECT_EQ(last->firstEvent, 0u);
    EXPECT_GE(last->step, 1u);
    worker.step();
    EXPECT_FALSE(last->followed.has_value());  // answered once
    worker.load(nullptr, 2);
}

}  // namespace
}  // namespace hs::ui
