#include "sim/experiment_host.h"

#include "hs/experiment/experiment_file.h"

#include <QMetaObject>

#include <exception>

namespace hs::ui {

namespace {

// Called by the runner on its threads, one call at a time.
class ForwardingObserver : public experiment::ExperimentObserver {
public:
    explicit ForwardingObserver(std::function<void(const experiment::RunResult&)> f) : m_forward(std::move(f)) {}
    void runFinished(const experiment::RunResult& result, std::size_t, std::size_t) override { m_forward(result); }

private:
    std::function<void(const experiment::RunResult&)> m_forward;
};

}  // namespace

ExperimentHost::ExperimentHost(Send send, QObject* parent) : QObject(parent), m_send(std::move(send)) {
    m_thread.setObjectName(QStringLiteral("experiment"));
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
}

ExperimentHost::~ExperimentHost() {
    stop();
    m_thread.quit();
    m_thread.wait();
}

void ExperimentHost::post(std::string frame) {
    QMetaObject::invokeMethod(
        this, [this, frame = std::move(frame)]() mutable { m_send(std::move(frame)); }, Qt::QueuedConnection);
}

void ExperimentHost::prepare(std::string specText, session::SessionRequest request) {
    QMetaObject::invokeMethod(
        m_context,
        [this, specText = std::move(specText), request = std::move(request)] {
            m_experiment.reset();
            DiagnosticList diags;
            std::optional<experiment::Experiment> prepared;
            try {
                experiment::ExperimentSpec spec;
                if (experiment::parseExperiment(specText, spec, diags)) {
                    LoadResult loaded = loadRequestModel(request);
                    diags.append(loaded.diagnostics);
                    if (loaded.model)
                        prepared = experiment::Experiment::prepare(std::move(spec), loaded.model,
                                                                   request.settings, diags);
                }
            } catch (const std::exception& e) {
                diags.error(Code::InternalError, {}, verbatim(e.what()));
            }
            if (!prepared) {
                post(wire::encodeExperimentRefused(diags.items()));
                return;
            }
            m_experiment = std::make_shared<const experiment::Experiment>(std::move(*prepared));
            post(wire::encodeCommand(wire::Message::ExperimentPrepared,
                                     static_cast<std::uint64_t>(m_experiment->runCount())));
        },
        Qt::QueuedConnection);
}

void ExperimentHost::run(std::uint64_t first, std::uint64_t count, unsigned jobs) {
    QMetaObject::invokeMethod(
        m_context,
        [this, first, count, jobs] {
            if (!m_experiment) {
                DiagnosticList diags;
                diags.error(Code::InvalidExperiment, {}, msg("no experiment is prepared to run"));
                post(wire::encodeExperimentRefused(diags.items()));
                return;
            }
            auto runner = std::make_shared<experiment::ExperimentRunner>(*m_experiment);
            {
                std::lock_guard lock(m_mutex);
                m_runner = runner;
            }
            ForwardingObserver observer([this](const experiment::RunResult& result) {
                std::lock_guard lock(m_mutex);
                m_finished.push_back(result);
                m_finished.back().results.reset();  // the IDE keeps no result store
                if (m_flushPosted) return;
                m_flushPosted = true;
                QMetaObject::invokeMethod(this, &ExperimentHost::flushResults, Qt::QueuedConnection);
            });
            const std::uint64_t started = runner->run(first, count, jobs, &observer).size();
            {
                std::lock_guard lock(m_mutex);
                m_runner.reset();
            }
            // after the last results: the frames leave in the order they are posted
            QMetaObject::invokeMethod(this, &ExperimentHost::flushResults, Qt::QueuedConnection);
            post(wire::encodeExperimentDone(started, runner->stopRequested()));
        },
        Qt::QueuedConnection);
}

void ExperimentHost::stop() {
    std::lock_guard lock(m_mutex);
    if (m_runner) m_runner->requestStop();
}

void ExperimentHost::flushResults() {
    std::vector<experiment::RunResult> batch;
    {
        std::lock_guard lock(m_mutex);
        batch.swap(m_finished);
        m_flushPosted = false;
    }
    if (!batch.empty()) m_send(wire::encodeExperimentResults(batch));
}

}  // namespace hs::ui
