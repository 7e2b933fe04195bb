#include "sim/engine_process.h"

#include <QElapsedTimer>

#include <csignal>
#include <cstdio>
#include <cstring>

namespace hs::ui {

namespace {

constexpr int kStderrTail = 2048;  // bytes of the engine's error output kept for the message

QString signalText(int signal) {
    const char* name = ::strsignal(signal);
    return QStringLiteral("%1 (%2)").arg(signal).arg(QString::fromLocal8Bit(name ? name : "?"));
}

// The last non-empty line of the engine's error output, if any.
QString lastLine(const QByteArray& tail) {
    const QList<QByteArray> lines = tail.split('\n');
    for (auto it = lines.rbegin(); it != lines.rend(); ++it) {
        const QByteArray line = it->trimmed();
        if (!line.isEmpty()) return QString::fromLocal8Bit(line);
    }
    return {};
}

}  // namespace

EngineProcess::EngineProcess(QString program, FrameHandler onFrame, QObject* parent)
    : QObject(parent), m_program(std::move(program)), m_onFrame(std::move(onFrame)) {}

EngineProcess::~EngineProcess() { quit(); }

void EngineProcess::quit() {
    if (!m_process) return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        const std::string frame = wire::encodeCommand(wire::Message::Quit);
        process->write(frame.data(), static_cast<qint64>(frame.size()));
        process->closeWriteChannel();
        if (!process->waitForFinished(1000)) {
            process->kill();  // a run that does not end on request must not outlive the IDE
            process->waitForFinished(1000);
        }
    }
    delete process;
}

bool EngineProcess::isRunning() const { return m_process && m_process->state() == QProcess::Running; }

qint64 EngineProcess::processId() const { return isRunning() ? m_process->processId() : 0; }

bool EngineProcess::ensureStarted() {
    if (isRunning()) return true;
    quit();
    m_frames = wire::FrameBuffer{};
    m_stderrTail.clear();
    m_killReason = {};
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &EngineProcess::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray bytes = m_process->readAllStandardError();
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);  // for whoever reads the IDE's
        m_stderrTail.append(bytes);
        if (m_stderrTail.size() > kStderrTail) m_stderrTail.remove(0, m_stderrTail.size() - kStderrTail);
    });
    connect(m_process, &QProcess::finished, this, &EngineProcess::finished);
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        const QString error = m_process->errorString();
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
        emit ended(msg("the simulation process %1 could not be started: %2",
                       m_program.toStdString(), error.toStdString()));
        return false;
    }
    return true;
}

void EngineProcess::send(const std::string& frame) {
    if (isRunning()) m_process->write(frame.data(), static_cast<qint64>(frame.size()));
}

void EngineProcess::kill(const hs::Message& reason) {
    if (!isRunning()) return;
    m_killReason = reason;
    m_process->kill();
}

bool EngineProcess::waitForFrame(int ms) {
    QElapsedTimer clock;
    clock.start();
    const int before = m_handled;
    while (m_process && m_handled == before) {
        const qint64 left = ms - clock.elapsed();
        if (left <= 0) break;
        // reads what is there (readOutput runs from readyRead) or notices the end
        if (!m_process->waitForReadyRead(static_cast<int>(left)) && m_process &&
            m_process->state() == QProcess::NotRunning)
            break;
    }
    return m_handled != before;
}

void EngineProcess::readOutput() {
    if (!m_process) return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    try {
        m_frames.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        wire::Message type{};
        std::string body;
        while (m_process && m_frames.next(type, body)) {
            ++m_handled;
            m_onFrame(type, body);
        }
    } catch (const std::exception& e) {
        kill(msg("the simulation process sent what cannot be read (%1) and was ended", e.what()));
    }
}

void EngineProcess::finished(int exitCode, QProcess::ExitStatus status) {
    readOutput();  // the last frames it sent before it ended
    hs::Message reason = m_killReason;
    if (reason.empty()) {
        if (status == QProcess::CrashExit) {
            reason = msg("the simulation process stopped: signal %1",
                         signalText(exitCode).toStdString());
            if (exitCode == SIGKILL)
                reason = msg("%1 — the system may have run out of memory", reason);
        } else {
            reason = msg("the simulation process ended unexpectedly with exit code %1", exitCode);
        }
        const QString last = lastLine(m_stderrTail);
        if (!last.isEmpty()) reason = msg("%1 (its last message: %2)", reason, last.toStdString());
    }
    m_killReason = {};
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
    }
    emit ended(reason);
}

}  // namespace hs::ui
