#include "sim/engine_link.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMetaObject>

#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>


namespace hs::ui {

// ----------------------------------------------------------------------------- thread

ThreadLink::ThreadLink(QObject* parent) : EngineLink(parent) {
    m_worker = EngineWorker::startIn(m_thread);
    connect(m_worker, &EngineWorker::snapshotReady, this, &EngineLink::snapshotReady, Qt::QueuedConnection);
    // the engine yields to the GUI when both want the CPU: a nicer thread (Linux keeps a
    // nice value per thread)
    QMetaObject::invokeMethod(m_worker, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 5); },
                              Qt::QueuedConnection);
}

ThreadLink::~ThreadLink() {
    m_worker->interruptToStop();  // quitting: a loop in the model must not keep the thread
    m_thread.quit();
    m_thread.wait();
}

void ThreadLink::load(SessionPtr session, const session::SessionRequest&, quint64 generation) {
    m_worker->interruptToStop();  // the run before is replaced, even inside a loop
    EngineWorker* worker = m_worker;
    const std::uint64_t ticket = worker->announceLoad();
    QMetaObject::invokeMethod(
        m_worker,
        [worker, session, generation, ticket] { worker->load(session, generation, ticket); },
        Qt::QueuedConnection);
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

void ThreadLink::setBreakpoints(const std::vector<Breakpoint>& breakpoints) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, breakpoints] { worker->setBreakpoints(breakpoints); },
        Qt::QueuedConnection);
}

void ThreadLink::setWatches(const std::vector<std::string>& expressions) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, expressions] { worker->setWatches(expressions); }, Qt::QueuedConnection);
}

void ThreadLink::requestTrace(std::uint64_t step) {
    EngineWorker* worker = m_worker;
    QMetaObject::invokeMethod(
        m_worker, [worker, step] { worker->requestTrace(step); }, Qt::QueuedConnection);
}

void ThreadLink::followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) {
    EngineWorker* worker = m_worker;
    worker->interrupt();
    QMetaObject::invokeMethod(
        m_worker, [worker, step, order] { worker->followOrder(step, order); },
        Qt::QueuedConnection);
}

// ----------------------------------------------------------------------------- process

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

ProcessLink::ProcessLink(QString program, QObject* parent)
    : EngineLink(parent),
      m_engine(std::move(program), [this](wire::Message type, const std::string& body) { frame(type, body); }) {
    m_stopTimer.setSingleShot(true);
    m_stopTimer.setInterval(kStopAnswer);
    connect(&m_stopTimer, &QTimer::timeout, this, &ProcessLink::stopDeadline);
    connect(&m_engine, &EngineProcess::ended, this, &ProcessLink::lose);
}

ProcessLink::~ProcessLink() = default;

qint64 ProcessLink::processId() const { return m_engine.processId(); }

void ProcessLink::lose(const hs::Message& reason) {
    m_stopTimer.stop();
    if (m_lost || m_generation == 0) return;
    m_lost = true;
    emit engineLost(reason);
}

void ProcessLink::load(SessionPtr, const session::SessionRequest& request, quint64 generation) {
    // the session the GUI built is not needed here: the engine builds its own from the request
    m_generation = generation;
    m_lost = false;
    m_stopTimer.stop();
    if (!m_engine.isRunning()) {
        if (!m_engine.ensureStarted()) return;
        if (m_speed != SpeedMode::Virtual || m_scale != 1.0) m_engine.send(wire::encodeSetSpeed(m_speed, m_scale));
        if (!m_breakpoints.empty()) m_engine.send(wire::encodeSetBreakpoints(m_breakpoints));
        if (!m_watches.empty()) m_engine.send(wire::encodeSetWatches(m_watches));
    }
    m_engine.send(wire::encodeLoad(generation, request));
}

void ProcessLink::run() { m_engine.send(wire::encodeCommand(wire::Message::Run)); }
void ProcessLink::pause() { m_engine.send(wire::encodeCommand(wire::Message::Pause)); }
void ProcessLink::step() { m_engine.send(wire::encodeCommand(wire::Message::Step)); }
void ProcessLink::stepBack() { m_engine.send(wire::encodeCommand(wire::Message::StepBack)); }

void ProcessLink::restoreStep(std::uint64_t step) {
    m_engine.send(wire::encodeCommand(wire::Message::RestoreStep, std::uint64_t{step}));
}

void ProcessLink::runUntilTime(double t) { m_engine.send(wire::encodeCommand(wire::Message::RunUntilTime, t)); }

void ProcessLink::runUntilStep(std::uint64_t step) {
    m_engine.send(wire::encodeCommand(wire::Message::RunUntilStep, std::uint64_t{step}));
}

void ProcessLink::runUntilElement(const QString& element) {
    m_engine.send(wire::encodeCommand(wire::Message::RunUntilElement, std::string_view(element.toStdString())));
}

void ProcessLink::stop() {
    if (!m_engine.isRunning()) return;
    m_engine.send(wire::encodeCommand(wire::Message::Stop));
    if (!m_stopTimer.isActive()) m_stopTimer.start();
}

void ProcessLink::selectNext(std::uint64_t id) {
    m_engine.send(wire::encodeCommand(wire::Message::SelectNext, std::uint64_t{id}));
}

void ProcessLink::setSpeed(SpeedMode mode, double scale) {
    m_speed = mode;
    m_scale = scale;
    m_engine.send(wire::encodeSetSpeed(mode, scale));
}

void ProcessLink::setBreakpoints(const std::vector<Breakpoint>& breakpoints) {
    m_breakpoints = breakpoints;
    if (m_engine.isRunning()) m_engine.send(wire::encodeSetBreakpoints(breakpoints));
}

void ProcessLink::setWatches(const std::vector<std::string>& expressions) {
    m_watches = expressions;
    if (m_engine.isRunning()) m_engine.send(wire::encodeSetWatches(expressions));
}

void ProcessLink::requestTrace(std::uint64_t step) {
    m_engine.send(wire::encodeCommand(wire::Message::RequestTrace, std::uint64_t{step}));
}

void ProcessLink::followOrder(std::uint64_t step, const std::vector<std::uint64_t>& order) {
    m_engine.send(wire::encodeFollowOrder(step, order));
}

void ProcessLink::stopDeadline() {
    m_engine.kill(msg("the simulation process did not answer Stop within %1 s and was ended",
                      std::chrono::duration<double>(kStopAnswer).count()));
}

void ProcessLink::frame(wire::Message type, const std::string& body) {
    if (type != wire::Message::Snapshot) throw wire::ProtocolError("an unknown message");
    wire::Reader in(body);
    auto snapshot = std::make_shared<SimSnapshot>(wire::decodeSnapshot(in));
    if (snapshot->generation == m_generation && !snapshot->running) m_stopTimer.stop();  // answered
    emit snapshotReady(std::move(snapshot));
}

}  // namespace hs::ui
