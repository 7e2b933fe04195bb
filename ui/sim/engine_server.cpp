#include "sim/engine_server.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <cerrno>
#include <cstdio>
#include <unistd.h>

namespace hs::ui {

EngineServer::EngineServer(int inputFd, int outputFd, QObject* parent)
    : QObject(parent), m_in(inputFd), m_out(outputFd), m_notifier(inputFd, QSocketNotifier::Read) {
    m_worker = EngineWorker::startIn(m_thread);
    connect(m_worker, &EngineWorker::snapshotReady, this, &EngineServer::sendSnapshot, Qt::QueuedConnection);
    connect(&m_notifier, &QSocketNotifier::activated, this, &EngineServer::readInput);
}

EngineServer::~EngineServer() {
    delete m_experiments;  // stops its runs and waits for the ones under way
    m_worker->interruptToStop();
    m_thread.quit();
    m_thread.wait();
}

void EngineServer::finish(int code) {
    if (m_finished) return;
    m_finished = true;
    m_notifier.setEnabled(false);
    m_worker->interruptToStop();
    if (m_experiments) m_experiments->stop();
    QCoreApplication::exit(code);
}

void EngineServer::readInput() {
    char buffer[65536];
    const ssize_t n = ::read(m_in, buffer, sizeof buffer);
    if (n < 0 && (errno == EINTR || errno == EAGAIN)) return;
    if (n <= 0) {
        finish(0);  // the IDE closed the connection: nobody is left to watch the run
        return;
    }
    m_frames.feed(buffer, static_cast<std::size_t>(n));
    try {
        wire::Message type{};
        std::string body;
        while (!m_finished && m_frames.next(type, body)) handle(type, body);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "hybridstudio-engine: %s\n", e.what());
        finish(2);
    }
}

void EngineServer::handle(wire::Message type, const std::string& body) {
    wire::Reader in(body);
    EngineWorker* worker = m_worker;
    auto queued = [worker](auto&& call) {
        QMetaObject::invokeMethod(worker, std::forward<decltype(call)>(call), Qt::QueuedConnection);
    };
    switch (type) {
    case wire::Message::Load: {
        std::uint64_t generation = 0;
        session::SessionRequest request;
        wire::decodeLoad(in, generation, request);
        worker->interruptToStop();  // the run before is replaced, even inside a loop
        request.stopSignal = std::make_shared<std::atomic<bool>>(false);
        const std::uint64_t ticket = worker->announceLoad(request.stopSignal);
        // built on the engine thread: a large model compiles while this thread keeps
        // reading (Stop or another Load can still reach the worker)
        queued([worker, request = std::move(request), generation, ticket] {
            DiagnosticList diags;
            diags.setFile(request.file);
            SessionPtr session(session::makeSession(request, diags));
            worker->load(session, generation, ticket);
        });
        break;
    }
    case wire::Message::Run: queued([worker] { worker->run(); }); break;
    case wire::Message::Pause:
        worker->interrupt();
        queued([worker] { worker->pause(); });
        break;
    case wire::Message::Step:
        worker->interrupt();
        queued([worker] { worker->step(); });
        break;
    case wire::Message::StepBack:
        worker->interrupt();
        queued([worker] { worker->stepBack(); });
        break;
    case wire::Message::RestoreStep: {
        const std::uint64_t step = in.u64();
        worker->interrupt();
        queued([worker, step] { worker->restoreStep(step); });
        break;
    }
    case wire::Message::RunUntilTime: {
        const double t = in.f64();
        queued([worker, t] { worker->runUntilTime(t); });
        break;
    }
    case wire::Message::RunUntilStep: {
        const std::uint64_t step = in.u64();
        queued([worker, step] { worker->runUntilStep(step); });
        break;
    }
    case wire::Message::RunUntilElement: {
        const QString element = QString::fromStdString(in.str());
        queued([worker, element] { worker->runUntilElement(element); });
        break;
    }
    case wire::Message::Stop:
        worker->interruptToStop();
        queued([worker] { worker->stop(); });
        break;
    case wire::Message::SelectNext: {
        const std::uint64_t id = in.u64();
        queued([worker, id] { worker->selectNext(id); });
        break;
    }
    case wire::Message::SetSpeed: {
        SpeedMode mode{};
        double scale = 1.0;
        wire::decodeSetSpeed(in, mode, scale);
        queued([worker, mode, scale] { worker->setSpeed(mode, scale); });
        break;
    }
    case wire::Message::FollowOrder: {
        std::uint64_t step = 0;
        std::vector<std::uint64_t> order;
        wire::decodeFollowOrder(in, step, order);
        worker->interrupt();
        queued([worker, step, order = std::move(order)]() mutable {
            worker->followOrder(step, std::move(order));
        });
        break;
    }
    case wire::Message::SetBreakpoints: {
        std::vector<Breakpoint> breakpoints = wire::decodeSetBreakpoints(in);
        queued([worker, breakpoints = std::move(breakpoints)]() mutable {
            worker->setBreakpoints(std::move(breakpoints));
        });
        break;
    }
    case wire::Message::SetWatches: {
        std::vector<std::string> expressions = wire::decodeSetWatches(in);
        queued([worker, expressions = std::move(expressions)]() mutable {
            worker->setWatches(std::move(expressions));
        });
        break;
    }
    case wire::Message::RequestTrace: {
        const std::uint64_t step = in.u64();
        queued([worker, step] { worker->requestTrace(step); });
        break;
    }
    case wire::Message::Check: {
        std::uint64_t id = 0;
        ModelCheck check;
        wire::decodeCheck(in, id, check);
        // on the engine thread, like a build: this thread keeps reading meanwhile
        queued([this, id, check = std::move(check)] {
            std::string frame = wire::encodeChecked(id, runCheck(check));
            QMetaObject::invokeMethod(this, [this, frame = std::move(frame)] { write(frame); }, Qt::QueuedConnection);
        });
        break;
    }
    case wire::Message::ExperimentPrepare: {
        std::string spec;
        session::SessionRequest request;
        wire::decodeExperimentPrepare(in, spec, request);
        experiments().prepare(std::move(spec), std::move(request));
        break;
    }
    case wire::Message::ExperimentRun: {
        std::uint64_t first = 0, count = 0;
        std::uint32_t jobs = 0;
        wire::decodeExperimentRun(in, first, count, jobs);
        experiments().run(first, count, jobs);
        break;
    }
    case wire::Message::ExperimentStop: experiments().stop(); break;
    case wire::Message::Quit: finish(0); break;
    default: throw wire::ProtocolError("an unknown command");
    }
}

ExperimentHost& EngineServer::experiments() {
    if (!m_experiments) m_experiments = new ExperimentHost([this](std::string frame) { write(frame); });
    return *m_experiments;
}

void EngineServer::sendSnapshot(SnapshotPtr snapshot) {
    if (m_finished || !snapshot) return;
    write(wire::encodeSnapshot(*snapshot));
}

void EngineServer::write(const std::string& frame) {
    if (m_finished) return;
    std::size_t done = 0;
    while (done < frame.size()) {
        const ssize_t n = ::write(m_out, frame.data() + done, frame.size() - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            finish(0);  // the IDE is gone
            return;
        }
        done += static_cast<std::size_t>(n);
    }
}

}  // namespace hs::ui
