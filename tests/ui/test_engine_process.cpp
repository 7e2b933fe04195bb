// The engine runs in a process of its own, and losing it never takes the IDE down: a crash
// (SIGSEGV, SIGABRT) or an out-of-memory kill of `hybridstudio-engine` ends the run with a
// message, the text on screen stays as it was and is still edited, and the next Run starts
// a new process; Stop kills a process that does not answer within a second; closing the
// window leaves no engine behind. Driven as a user does: keys to the real main window.

#include "editor/equation_editor.h"
#include "models/queue_model.h"
#include "sim/check_client.h"
#include "sim/engine_link.h"
#include "window/run_controller.h"
#include "sim/simulation_controller.h"
#include "window/main_window.h"

#include <QDir>
#include <QFile>
#include <QStatusBar>

#include "ui_test_support.h"
#include "user_flow_fixture.h"

#include <gtest/gtest.h>

#include <sys/types.h>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <optional>
#include <string>
#include <thread>
#include <vector>

namespace hs::ui {
namespace {

using test::example;
using test::waitFor;

class EngineProcess : public test::UserFlow {
protected:
    // The thermostat set to run for a very long time: Run keeps the engine busy.
    void openLongRun() {
        ASSERT_TRUE(window->openFile(example("Thermostat.hsm")));
        RunSettings run = window->documents().settings();
        run.simulation.stopTime = 1e9;
        run.simulation.interval = 1e5;
        window->documents().setSettings(run, false);
        ASSERT_TRUE(idle());
    }
    // That model running flat out after F5, as the user starts it.
    void runFlatOut() {
        openLongRun();
        window->editor()->setFocus();
        press(Qt::Key_F5);
        ASSERT_TRUE(waitFor([&] { return window->controller().running(); }));
    }
    qint64 enginePid() { return window->controller().engineProcessId(); }
    // The message the Messages dock shows for a lost engine, or "".
    std::string lostMessage() {
        for (int r = 0; r < window->messagesModel()->rowCount(); ++r)
            if (window->messagesModel()->diagnostic(r).code == "engine-lost")
                return window->messagesModel()->diagnostic(r).message;
        return {};
    }
    // The engine processes this test program started (children named hybridstudio-engine).
    static std::vector<qint64> engineChildren() {
        std::vector<qint64> out;
        const QString self = QString::number(QCoreApplication::applicationPid());
        for (const QString& entry : QDir(QStringLiteral("/proc")).entryList(QDir::Dirs)) {
            bool number = false;
            const qint64 pid = entry.toLongLong(&number);
            if (!number) continue;
            QFile stat(QStringLiteral("/proc/%1/stat").arg(entry));
            if (!stat.open(QIODevice::ReadOnly)) continue;
            // "pid (comm) state ppid ..."
            const QString line = QString::fromLatin1(stat.readAll());
            const int close = line.lastIndexOf(')');
            const QStringList rest = line.mid(close + 2).split(' ');
            if (line.contains(QLatin1String("(hybridstudio-en")) && rest.size() > 1 && rest[1] == self)
                out.push_back(pid);
        }
        return out;
    }
    static bool gone(qint64 pid) { return ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH; }
};

TEST_F(EngineProcess, RunsOutsideTheIde) {
    ASSERT_TRUE(window->controller().isolated()) << "the UI tests run with HS_ENGINE set to the engine program";
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    EXPECT_GT(enginePid(), 0);
    EXPECT_NE(enginePid(), QCoreApplication::applicationPid());
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Finished);
    EXPECT_GT(window->controller().results().rowCount(), 10u);
}

// A segmentation fault in the engine while it runs: the run fails with a message naming
// the signal, the text is untouched and can be edited, and F5 runs the edited model in a
// new process to its end.
TEST_F(EngineProcess, ACrashedEngineLeavesTheIdeAndTheTextIntact) {
    openLongRun();
    const QString text = window->editor()->text();
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(waitFor([&] { return window->controller().running(); }));
    const qint64 pid = enginePid();
    ASSERT_GT(pid, 0);
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGSEGV), 0);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Failed);
    const std::string message = lostMessage();
    EXPECT_NE(message.find("signal 11"), std::string::npos) << message;
    EXPECT_NE(message.find("your model is safe"), std::string::npos) << message;
    EXPECT_TRUE(window->statusBar()->currentMessage().contains("simulation process stopped"));
    EXPECT_EQ(window->editor()->text(), text);
    EXPECT_TRUE(window->isVisible());
    screenshot("engine_lost");

    // the user goes on: the run is set to end soon, F5 runs in a new engine process
    RunSettings run = window->documents().settings();
    run.simulation.stopTime = 3600;
    window->documents().setSettings(run, false);
    window->editor()->setFocus();
    press(Qt::Key_F5);
    ASSERT_TRUE(waitFor([&] { return latest() && latest()->status == RunStatus::Finished; }));
    EXPECT_NE(enginePid(), pid);
    EXPECT_TRUE(gone(pid));
    EXPECT_DOUBLE_EQ(latest()->time, 3600.0);
    EXPECT_EQ(lostMessage(), "");  // the new run has no lost engine
}

// The kernel's out-of-memory killer sends SIGKILL: the message says what probably happened.
TEST_F(EngineProcess, AnEngineKilledForMemorySaysSo) {
    runFlatOut();
    ASSERT_EQ(::kill(static_cast<pid_t>(enginePid()), SIGKILL), 0);
    ASSERT_TRUE(ended());
    const std::string message = lostMessage();
    EXPECT_NE(message.find("signal 9"), std::string::npos) << message;
    EXPECT_NE(message.find("out of memory"), std::string::npos) << message;
}

// An engine that does not answer (here: stopped with SIGSTOP) is killed when Stop has
// waited a second for it; the IDE answers all the while.
TEST_F(EngineProcess, StopKillsAnEngineThatDoesNotAnswer) {
    runFlatOut();
    const qint64 pid = enginePid();
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGSTOP), 0);
    QElapsedTimer clock;
    clock.start();
    press(Qt::Key_F5, Qt::ShiftModifier);  // Stop
    ASSERT_TRUE(ended());
    EXPECT_GE(clock.elapsed(), ProcessLink::kStopAnswer.count() - 50);
    const std::string message = lostMessage();
    EXPECT_NE(message.find("did not answer Stop"), std::string::npos) << message;
    EXPECT_TRUE(waitFor([&] { return gone(pid); }));
}

// Stop reaches a busy engine at once: a run flat out ends as stopped, the process lives on
// and runs the next model.
TEST_F(EngineProcess, StopEndsABusyRunAndTheProcessStays) {
    runFlatOut();
    const qint64 pid = enginePid();
    press(Qt::Key_F5, Qt::ShiftModifier);
    ASSERT_TRUE(ended());
    EXPECT_EQ(latest()->status, RunStatus::Stopped);
    EXPECT_EQ(lostMessage(), "");
    EXPECT_EQ(enginePid(), pid);
}

// Closing the window while a run goes flat out: the engine process ends with it.
TEST_F(EngineProcess, ClosingTheWindowEndsTheEngine) {
    runFlatOut();
    const qint64 pid = enginePid();
    window->documents().setSettings(window->documents().settings(), false);
    window->editor()->setModified(false);
    window.reset();
    EXPECT_TRUE(waitFor([&] { return gone(pid); }, 3000));
}

// A long model is pasted; while the live check compiles it in the check process, that
// process crashes. The check comes back failed with a message in Messages, the pasted text
// is still on screen, and the next check (and F5) work in a new process.
TEST_F(EngineProcess, ACrashDuringTheLiveCheckLeavesTheIdeAndTheText) {
    ASSERT_TRUE(window->openFile(example("BouncingBall.mo")));
    ASSERT_TRUE(idle());
    CheckClient* checks = window->runController().checkClient();
    ASSERT_NE(checks, nullptr);
    QString big = QStringLiteral("model Big\n");
    constexpr int n = 300000;  // a few seconds of compiling
    for (int i = 0; i < n; ++i) big += QStringLiteral("  Real x%1;\n").arg(i);
    big += QStringLiteral("equation\n  x0 = time;\n");
    for (int i = 1; i < n; ++i) big += QStringLiteral("  x%1 = x%2 + 1;\n").arg(i).arg(i - 1);
    big += QStringLiteral("end Big;\n");
    window->editor()->setFocus();
    press(Qt::Key_A, Qt::ControlModifier);
    window->editor()->replaceSelectedText(big);  // as a paste does
    // the check starts half a second after the last change
    ASSERT_TRUE(waitFor([&] { return checks->processId() > 0; }));
    // the kill is meant to land while the big model compiles (seconds): the check process
    // shows nothing outside to wait for, so the test gives the half-second debounce its time
    QTest::qWait(900);
    const qint64 pid = checks->processId();
    ASSERT_GT(pid, 0);
    ASSERT_EQ(::kill(static_cast<pid_t>(pid), SIGSEGV), 0);
    ASSERT_TRUE(waitFor([&] { return !lostMessage().empty(); }, 30000));
    EXPECT_NE(lostMessage().find("signal 11"), std::string::npos) << lostMessage();
    EXPECT_EQ(window->editor()->text(), big);

    // F5 on the big model: Run checks it in a new check process first; that one crashes too
    // (a thread of the test finds it among the IDE's children and kills it): Run refuses
    // with the message instead of building the model in the IDE
    const qint64 runEngine = enginePid();
    std::atomic<bool> killed{false};
    std::thread killer([&] {
        for (int tries = 0; tries < 3000 && !killed; ++tries) {
            for (const qint64 child : engineChildren())
                if (child != runEngine && child != pid) {
                    std::this_thread::sleep_for(std::chrono::milliseconds(300));
                    killed = ::kill(static_cast<pid_t>(child), SIGSEGV) == 0;
                }
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
        }
    });
    press(Qt::Key_F5);
    killer.join();
    ASSERT_TRUE(killed);
    EXPECT_NE(lostMessage().find("signal 11"), std::string::npos) << lostMessage();
    EXPECT_FALSE(window->controller().hasSession());
    EXPECT_EQ(window->editor()->text(), big);

    // back to a small model: checked in a new process, then F5 runs it
    press(Qt::Key_A, Qt::ControlModifier);
    window->editor()->replaceSelectedText(QStringLiteral(
        "model Small\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Small;\n"));
    ASSERT_TRUE(waitFor([&] { return lostMessage().empty(); }));
    EXPECT_NE(checks->processId(), pid);
    press(Qt::Key_F5);
    ASSERT_TRUE(waitFor([&] { return latest() && latest()->status == RunStatus::Finished; }));
    const std::vector<double>* x = window->controller().results().column("x");
    ASSERT_NE(x, nullptr);
    EXPECT_NEAR(x->back(), std::exp(-latest()->time), 1e-4);
}

// A check given up while it runs (a big model compiling for seconds) is answered at once as
// failed with the reason, and the next check is answered by a new process.
TEST(CheckClientCancel, AGivenUpCheckIsAnsweredAndTheNextOneWorks) {
    const QString program = engineProgram();
    ASSERT_FALSE(program.isEmpty());
    CheckClient client(program);
    std::string big = "model Big\n";
    constexpr int n = 300000;
    for (int i = 0; i < n; ++i) big += "  Real x" + std::to_string(i) + ";\n";
    big += "equation\n  x0 = time;\n";
    for (int i = 1; i < n; ++i)
        big += "  x" + std::to_string(i) + " = x" + std::to_string(i - 1) + " + 1;\n";
    big += "end Big;\n";
    ModelCheck slow;
    slow.text = big;
    slow.file = "Big.mo";
    std::optional<CheckResult> answer;
    client.submit(slow, [&](const CheckResult& r) { answer = r; });
    ASSERT_TRUE(client.busy());
    client.cancel(msg("the check was given up for a newer one"));
    EXPECT_FALSE(client.busy());
    ASSERT_TRUE(waitFor([&] { return answer.has_value(); }, 10000));
    EXPECT_FALSE(answer->ok);
    ASSERT_FALSE(answer->diagnostics.empty());
    EXPECT_EQ(answer->diagnostics[0].code, "engine-lost");
    EXPECT_NE(answer->diagnostics[0].message.find("given up for a newer one"), std::string::npos)
        << answer->diagnostics[0].message;

    ModelCheck small;
    small.text = "model Small\n  Real x(start = 1);\nequation\n  der(x) = -x;\nend Small;\n";
    small.file = "Small.mo";
    std::optional<CheckResult> next;
    client.submit(small, [&](const CheckResult& r) { next = r; });
    ASSERT_TRUE(waitFor([&] { return next.has_value(); }, 60000));
    EXPECT_TRUE(next->ok);
}

}  // namespace
}  // namespace hs::ui
