// The engine worker's commands that cross threads: while the worker thread replaces its
// session again and again (load: the old session is destroyed), other threads ask it to
// pause and to stop — as the IDE's GUI thread and the engine process's reading thread do.
// Every run of this test under ThreadSanitizer (make test-tsan) checks that no such call
// touches a session being destroyed.

#include "sim/engine_worker.h"

#include "hs/session/run_session.h"


#include <gtest/gtest.h>

#include <atomic>
#include <thread>

namespace hs::ui {
namespace {

session::SessionRequest decayRequest() {
    session::SessionRequest r;
    doc::Module m;
    m.name = "Decay";
    m.equations = "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n"
                  "  when sample(0, 0.001) then\n  end when;\nend Decay;\n";
    r.document.name = "Decay";
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = "Decay.mo";
    r.settings.stopTime = 1e6;
    return r;
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

}  // namespace
}  // namespace hs::ui
