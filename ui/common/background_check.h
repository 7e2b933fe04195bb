#pragma once
// The newest of a series of checks, run off the GUI thread: schedule() (re)starts a delay
// after each change; when it expires, prepare() captures the input on the GUI thread and
// returns the work, which runs on the global thread pool; done() receives the result on
// the GUI thread unless something was scheduled (or cancelled) since, so only the newest
// input's result is ever delivered. The destructor waits for work still running.
// Used by the equation editor's live check and the module diagram's network check.
// GUI thread only.

#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <functional>
#include <vector>

namespace hs::ui {

template <class Result>
class BackgroundCheck {
public:
    using Work = std::function<Result()>;

    BackgroundCheck(QObject* owner, int delayMilliseconds, std::function<Work()> prepare,
                    std::function<void(const Result&)> done)
        : m_owner(owner), m_prepare(std::move(prepare)), m_done(std::move(done)) {
        m_timer.setSingleShot(true);
        m_timer.setInterval(delayMilliseconds);
        QObject::connect(&m_timer, &QTimer::timeout, owner, [this] { start(); });
    }
    ~BackgroundCheck() {
        m_timer.stop();
        for (QFutureWatcher<Result>* watcher : m_running) {
            watcher->disconnect();
            watcher->waitForFinished();
        }
    }
    BackgroundCheck(const BackgroundCheck&) = delete;
    BackgroundCheck& operator=(const BackgroundCheck&) = delete;

    void setDelay(int milliseconds) { m_timer.setInterval(std::max(0, milliseconds)); }
    // The input changed: check it once the delay has passed without another change.
    void schedule() {
        ++m_generation;
        m_timer.start();
    }
    // Nothing pending or running will be delivered.
    void cancel() {
        ++m_generation;
        m_timer.stop();
    }

private:
    void start() {
        const quint64 generation = m_generation;
        auto* watcher = new QFutureWatcher<Result>(m_owner);
        QObject::connect(watcher, &QFutureWatcherBase::finished, m_owner, [this, watcher, generation] {
            std::erase(m_running, watcher);
            watcher->deleteLater();
            if (generation == m_generation) m_done(watcher->result());  // else: the input changed since
        });
        m_running.push_back(watcher);
        watcher->setFuture(QtConcurrent::run(m_prepare()));
    }

    QObject* m_owner;
    std::function<Work()> m_prepare;
    std::function<void(const Result&)> m_done;
    QTimer m_timer;
    quint64 m_generation = 0;
    std::vector<QFutureWatcher<Result>*> m_running;
};

}  // namespace hs::ui
