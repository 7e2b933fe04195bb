#include "sim/engine_link.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMetaObject>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <cstring>

namespace hs::ui {

// ----------------------------------------------------------------------------- thread

ThreadLink::ThreadLink(QObject* parent) : EngineLink(parent) {
    qRegisterMetaType<hs::ui::SnapshotPtr>();
    qRegisterMetaType<hs::ui::SessionPtr>();
    m_worker = new EngineWorker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &EngineWorker::snapshotReady, this, &EngineLink::snapshotReady, Qt::QueuedConnection);
    m_thread.setObjectName("HybridStudio engine");
    // the engine yields to the GUI when both want the CPU: a nicer thread (Linux keeps a
    // nice value per thread)
    connect(&m_thread, &QThread::started, m_worker, [] {
        setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5);
    });
    m_thread.start();
}

ThreadLink::~ThreadLink() {
    m_worker->interruptToStop();  // quitting: a loop in the model must not keep the thread
    m_thread.quit();
    m_thread.wait();
}

void ThreadLink::load(SessionPtr session, const session::SessionRequest&, quint64 generation) {
    m_worker->interruptToStop();  // the run before is replaced, even inside a loop
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, session, generation] { worker->load(session, generation); }, Qt::QueuedConnection);
}

void ThreadLink::run() { QMetaObject::invokeMethod(m_worker, &EngineWorker::run, Qt::QueuedConnection); }

void ThreadLink::pause() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::pause, Qt::QueuedConnection);
}

void ThreadLink::step() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::step, Qt::QueuedConnection);
}

void ThreadLink::stepBack() {
    m_worker->interrupt();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::stepBack, Qt::QueuedConnection);
}

void ThreadLink::restoreStep(std::uint64_t step) {
    m_worker->interrupt();
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, step] { worker->restoreStep(step); }, Qt::QueuedConnection);
}

void ThreadLink::runUntilTime(double t) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, t] { worker->runUntilTime(t); }, Qt::QueuedConnection);
}

void ThreadLink::runUntilStep(std::uint64_t step) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, step] { worker->runUntilStep(step); }, Qt::QueuedConnection);
}

void ThreadLink::runUntilElement(const QString& element) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, element] { worker->runUntilElement(element); }, Qt::QueuedConnection);
}

void ThreadLink::stop() {
    m_worker->interruptToStop();
    QMetaObject::invokeMethod(m_worker, &EngineWorker::stop, Qt::QueuedConnection);
}

void ThreadLink::selectNext(std::uint64_t id) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, id] { worker->selectNext(id); }, Qt::QueuedConnection);
}

void ThreadLink::setSpeed(SpeedMode mode, double scale) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(m_worker, [worker, mode, scale] { worker->setSpeed(mode, scale); }, Qt::QueuedConnection);
}

// ----------------------------------------------------------------------------- process

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

QString engineProgram() {
    const QString fromEnvironment = qEnvironmentVariable("HS_ENGINE");
    if (fromEnvironment == QLatin1String("thread")) return {};  // asked to run inside the IDE
    if (!fromEnvironment.isEmpty()) return fromEnvironment;
    const QDir dir(QCoreApplication::applicationDirPath());
    for (const QString& candidate :
         {dir.filePath(QStringLiteral("hybridstudio-engine")),
          dir.filePath(QStringLiteral("../libexec/hybridstudio/hybridstudio-engine"))}) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isExecutable()) return info.absoluteFilePath();
    }
    return {};
}

ProcessLink::ProcessLink(QString program, QObject* parent) : EngineLink(parent), m_program(std::move(program)) {
    m_stopTimer.setSingleShot(true);
    m_stopTimer.setInterval(kStopAnswer);
    connect(&m_stopTimer, &QTimer::timeout, this, &ProcessLink::stopDeadline);
}

ProcessLink::~ProcessLink() { endProcess(); }

void ProcessLink::endProcess() {
    if (!m_process) return;
    QProcess* process = m_process;
    m_process = nullptr;
    process->disconnect(this);
    if (process->state() != QProcess::NotRunning) {
        const std::string quit = wire::encodeCommand(wire::Message::Quit);
        process->write(quit.data(), static_cast<qint64>(quit.size()));
        process->closeWriteChannel();
        if (!process->waitForFinished(1000)) {
            process->kill();  // a run that does not end on request must not outlive the IDE
            process->waitForFinished(1000);
        }
    }
    delete process;
}

qint64 ProcessLink::processId() const {
    return m_process && m_process->state() == QProcess::Running ? m_process->processId() : 0;
}

bool ProcessLink::ensureProcess() {
    if (m_process && m_process->state() == QProcess::Running) return true;
    if (m_process) endProcess();
    m_frames = wire::FrameBuffer{};
    m_stderrTail.clear();
    m_process = new QProcess(this);
    m_process->setProgram(m_program);
    connect(m_process, &QProcess::readyReadStandardOutput, this, &ProcessLink::readOutput);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        const QByteArray bytes = m_process->readAllStandardError();
        std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stderr);  // for whoever reads the IDE's
        m_stderrTail.append(bytes);
        if (m_stderrTail.size() > kStderrTail) m_stderrTail.remove(0, m_stderrTail.size() - kStderrTail);
    });
    connect(m_process, &QProcess::finished, this, &ProcessLink::processFinished);
    m_process->start();
    if (!m_process->waitForStarted(10000)) {
        const QString error = m_process->errorString();
        endProcess();
        lose(tr("the simulation process %1 could not be started: %2").arg(m_program, error));
        return false;
    }
    if (m_speed != SpeedMode::Virtual || m_scale != 1.0) send(wire::encodeSetSpeed(m_speed, m_scale));
    return true;
}

void ProcessLink::send(const std::string& frame) {
    if (!m_process || m_process->state() != QProcess::Running) return;
    m_process->write(frame.data(), static_cast<qint64>(frame.size()));
}

void ProcessLink::lose(const QString& reason) {
    m_stopTimer.stop();
    if (m_lost || m_generation == 0) return;
    m_lost = true;
    emit engineLost(reason);
}

void ProcessLink::load(SessionPtr, const session::SessionRequest& request, quint64 generation) {
    // the session the GUI built is not needed here: the engine builds its own from the request
    m_generation = generation;
    m_lost = false;
    m_killReason.clear();
    m_stopTimer.stop();
    if (!ensureProcess()) return;
    send(wire::encodeLoad(generation, request));
}

void ProcessLink::run() { send(wire::encodeCommand(wire::Message::Run)); }
void ProcessLink::pause() { send(wire::encodeCommand(wire::Message::Pause)); }
void ProcessLink::step() { send(wire::encodeCommand(wire::Message::Step)); }
void ProcessLink::stepBack() { send(wire::encodeCommand(wire::Message::StepBack)); }

void ProcessLink::restoreStep(std::uint64_t step) {
    send(wire::encodeCommand(wire::Message::RestoreStep, std::uint64_t{step}));
}

void ProcessLink::runUntilTime(double t) { send(wire::encodeCommand(wire::Message::RunUntilTime, t)); }

void ProcessLink::runUntilStep(std::uint64_t step) {
    send(wire::encodeCommand(wire::Message::RunUntilStep, std::uint64_t{step}));
}

void ProcessLink::runUntilElement(const QString& element) {
    send(wire::encodeCommand(wire::Message::RunUntilElement, std::string_view(element.toStdString())));
}

void ProcessLink::stop() {
    if (!m_process || m_process->state() != QProcess::Running) return;
    send(wire::encodeCommand(wire::Message::Stop));
    if (!m_stopTimer.isActive()) m_stopTimer.start();
}

void ProcessLink::selectNext(std::uint64_t id) { send(wire::encodeCommand(wire::Message::SelectNext, std::uint64_t{id})); }

void ProcessLink::setSpeed(SpeedMode mode, double scale) {
    m_speed = mode;
    m_scale = scale;
    send(wire::encodeSetSpeed(mode, scale));
}

void ProcessLink::stopDeadline() {
    if (!m_process || m_process->state() == QProcess::NotRunning) return;
    m_killReason = tr("the simulation process did not answer Stop within %1 s and was ended")
                       .arg(std::chrono::duration<double>(kStopAnswer).count());
    m_process->kill();
}

void ProcessLink::readOutput() {
    if (!m_process) return;
    const QByteArray bytes = m_process->readAllStandardOutput();
    try {
        m_frames.feed(bytes.constData(), static_cast<std::size_t>(bytes.size()));
        wire::Message type{};
        std::string body;
        while (m_process && m_frames.next(type, body)) {
            if (type != wire::Message::Snapshot) throw wire::ProtocolError("an unknown message");
            wire::Reader in(body);
            auto snapshot = std::make_shared<SimSnapshot>(wire::decodeSnapshot(in));
            if (snapshot->generation == m_generation && !snapshot->running) m_stopTimer.stop();  // answered
            emit snapshotReady(std::move(snapshot));
        }
    } catch (const std::exception& e) {
        m_killReason = tr("the simulation process sent what cannot be read (%1) and was ended").arg(e.what());
        if (m_process) m_process->kill();
    }
}

void ProcessLink::processFinished(int exitCode, QProcess::ExitStatus status) {
    readOutput();  // the last snapshots it sent before it ended
    QString reason = m_killReason;
    if (reason.isEmpty()) {
        if (status == QProcess::CrashExit) {
            reason = tr("the simulation process stopped: signal %1").arg(signalText(exitCode));
            if (exitCode == SIGKILL) reason += tr(" — the system may have run out of memory");
        } else {
            reason = tr("the simulation process ended unexpectedly with exit code %1").arg(exitCode);
        }
        const QString last = lastLine(m_stderrTail);
        if (!last.isEmpty()) reason += tr(" (its last message: %1)").arg(last);
    }
    m_killReason.clear();
    if (m_process) {
        m_process->disconnect(this);
        m_process->deleteLater();
        m_process = nullptr;
    }
    lose(reason);
}

}  // namespace hs::ui
