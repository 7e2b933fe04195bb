// hybridstudio-engine driven through its pipes as the IDE drives it: a model loaded and
// run to its end (the snapshots add up to the whole result), a model check answered, and
// bytes that are not the protocol refused with exit code 2 and a message, not a crash.

#include "sim/engine_protocol.h"
#include "sim/model_check.h"

#include "hs/experiment/experiment_file.h"

#include <QProcess>

#include <gtest/gtest.h>

#include <cmath>

namespace hs::ui {
namespace {

class EngineProgram : public ::testing::Test {
protected:
    void SetUp() override {
        engine.setProgram(QStringLiteral(HS_ENGINE_PROGRAM));
        engine.start();
        ASSERT_TRUE(engine.waitForStarted(10000));
    }
    void TearDown() override {
        if (engine.state() != QProcess::NotRunning) {
            engine.kill();
            engine.waitForFinished(5000);
        }
    }
    void send(const std::string& frame) { engine.write(frame.data(), static_cast<qint64>(frame.size())); }
    // The next frame, waiting up to 20 s.
    bool next(wire::Message& type, std::string& body) {
        for (int waited = 0; waited < 200; ++waited) {
            if (frames.next(type, body)) return true;
            if (!engine.waitForReadyRead(100) && engine.state() == QProcess::NotRunning) return false;
            const QByteArray bytes = engine.readAllStandardOutput();
            frames.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        }
        return false;
    }

    QProcess engine;
    wire::FrameBuffer frames;
};

session::SessionRequest decay(double stopTime) {
    session::SessionRequest r;
    doc::Module m;
    m.name = "Decay";
    m.equations = "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n";
    r.document.name = "Decay";
    r.document.modules.push_back(m);
    r.modelText = true;
    r.file = "Decay.mo";
    r.settings.stopTime = stopTime;
    r.settings.interval = 0.01;
    r.settings.relTol = 1e-8;
    return r;
}

TEST_F(EngineProgram, RunsALoadedModelToItsEnd) {
    send(wire::encodeLoad(1, decay(2.0)));
    send(wire::encodeCommand(wire::Message::Run));
    std::vector<double> times, x;
    std::size_t column = 0;
    SimSnapshot last;
    wire::Message type{};
    std::string body;
    while (next(type, body)) {
        ASSERT_EQ(type, wire::Message::Snapshot);
        wire::Reader in(body);
        last = wire::decodeSnapshot(in);
        EXPECT_EQ(last.generation, 1u);
        if (last.firstRow == 0) {
            times.clear();
            x.clear();
            for (std::size_t c = 0; c < last.columnNames.size(); ++c)
                if (last.columnNames[c] == "x") column = c;
        }
        ASSERT_EQ(last.firstRow, times.size());  // rows arrive in order, each once
        times.insert(times.end(), last.rowTimes.begin(), last.rowTimes.end());
        if (!last.columns.empty()) x.insert(x.end(), last.columns[column].begin(), last.columns[column].end());
        if (!last.running && last.status != RunStatus::Running) break;
    }
    EXPECT_EQ(last.status, RunStatus::Finished);
    EXPECT_DOUBLE_EQ(last.time, 2.0);
    ASSERT_EQ(times.size(), x.size());
    ASSERT_GE(times.size(), 201u);
    for (std::size_t i = 0; i < times.size(); i += 20) EXPECT_NEAR(x[i], std::exp(-times[i]), 1e-6) << times[i];
}

TEST_F(EngineProgram, AnswersAModelCheck) {
    ModelCheck check;
    check.text = "model M\n  Real x;\nequation\n  x = y;\nend M;\n";
    check.file = "M.mo";
    send(wire::encodeCheck(7, check));
    wire::Message type{};
    std::string body;
    ASSERT_TRUE(next(type, body));
    ASSERT_EQ(type, wire::Message::Checked);
    wire::Reader in(body);
    std::uint64_t id = 0;
    CheckResult result;
    wire::decodeChecked(in, id, result);
    EXPECT_EQ(id, 7u);
    EXPECT_FALSE(result.ok);
    ASSERT_FALSE(result.diagnostics.empty());
    EXPECT_EQ(result.diagnostics[0].code, "undefined-name");
    EXPECT_EQ(result.diagnostics[0].loc.line, 4);
}

// An experiment run by the engine process as the IDE runs it: prepared, its runs streamed
// back with the closed-form numbers (x(1) = exp(-k) for each k), and a run before any
// preparation refused.
TEST_F(EngineProgram, RunsAnExperimentAndStreamsItsResults) {
    send(wire::encodeExperimentRun(0, 3, 1));
    wire::Message type{};
    std::string body;
    ASSERT_TRUE(next(type, body));
    ASSERT_EQ(type, wire::Message::ExperimentRefused);

    session::SessionRequest request = decay(1.0);
    request.document.modules[0].equations =
        "model Decay\n  parameter Real k = 1;\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -k * x;\n"
        "end Decay;\n";
    experiment::ExperimentSpec spec;
    spec.name = "rates";
    spec.model = "Decay.mo";
    experiment::ParameterSpec k;
    k.name = "k";
    k.values.values = {0.5, 1, 2};
    spec.parameters.push_back(k);
    experiment::OutcomeSpec x;
    x.name = "x_end";
    x.kind = experiment::OutcomeKind::Final;
    x.variable = "x";
    spec.outputs.push_back(x);
    send(wire::encodeExperimentPrepare(experiment::serializeExperiment(spec), request));
    ASSERT_TRUE(next(type, body));
    ASSERT_EQ(type, wire::Message::ExperimentPrepared);
    wire::Reader prepared(body);
    EXPECT_EQ(prepared.u64(), 3u);

    send(wire::encodeExperimentRun(0, 3, 2));
    std::vector<experiment::RunResult> results;
    for (;;) {
        ASSERT_TRUE(next(type, body));
        wire::Reader in(body);
        if (type == wire::Message::ExperimentDone) {
            std::uint64_t started = 0;
            bool stopped = true;
            wire::decodeExperimentDone(in, started, stopped);
            EXPECT_EQ(started, 3u);
            EXPECT_FALSE(stopped);
            break;
        }
        ASSERT_EQ(type, wire::Message::ExperimentResults);
        for (auto& r : wire::decodeExperimentResults(in)) results.push_back(std::move(r));
    }
    ASSERT_EQ(results.size(), 3u);  // every result before Done
    for (const auto& r : results) {
        ASSERT_LT(r.index, 3u);
        ASSERT_EQ(r.outcomes.size(), 1u);
        EXPECT_NEAR(r.outcomes[0], std::exp(-k.values.values[r.index]), 1e-6) << "run " << r.index;
    }
}

TEST_F(EngineProgram, RefusesBytesThatAreNotTheProtocol) {
    engine.write("GET / HTTP/1.1\r\n\r\n");
    ASSERT_TRUE(engine.waitForFinished(10000));
    EXPECT_EQ(engine.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(engine.exitCode(), 2);
    EXPECT_TRUE(engine.readAllStandardError().contains("hybridstudio-engine:"));
}

TEST_F(EngineProgram, EndsWhenItsInputCloses) {
    send(wire::encodeLoad(1, decay(1e9)));
    send(wire::encodeCommand(wire::Message::Run));  // a run that would go on for hours
    engine.closeWriteChannel();
    ASSERT_TRUE(engine.waitForFinished(10000));
    EXPECT_EQ(engine.exitCode(), 0);
}

}  // namespace
}  // namespace hs::ui
