#pragma once
// Model checks in an engine process of their own: the editor's live check (asynchronous,
// newest first) and the check Run makes before it builds a run inside the IDE
// (synchronous). A model that crashes the compiler ends that process; the check comes back
// failed with an `engine-lost` diagnostic saying so, and the next check starts a new
// process. GUI thread only.

#include "sim/engine_process.h"
#include "sim/model_check.h"

#include <QObject>

#include <cstdint>
#include <functional>
#include <map>
#include <optional>

namespace hs::ui {

class CheckClient : public QObject {
    Q_OBJECT
public:
    using Handler = std::function<void(const CheckResult&)>;

    // `program`: the engine executable (engineProgram()).
    explicit CheckClient(QString program, QObject* parent = nullptr);
    ~CheckClient() override;

    // Sends a check; `done` receives its result later on this thread (a failed result with
    // an `engine-lost` diagnostic if the process ended meanwhile).
    void submit(const ModelCheck& check, Handler done);
    // Runs a check and waits for it (the window does not repaint meanwhile, as when it
    // builds a run itself): at most `timeoutMs`, then the process is ended.
    CheckResult check(const ModelCheck& check, int timeoutMs = 120000);
    // The checks under way are given up: the process is ended (a new one starts with the next
    // check), and each waiting `done` receives a failed result with `reason`.
    void cancel(const hs::Message& reason);
    bool busy() const { return !m_pending.empty(); }
    qint64 processId() const { return m_engine.processId(); }

private:
    void frame(wire::Message type, const std::string& body);
    void ended(const hs::Message& reason);
    std::uint64_t send(const ModelCheck& check);

    EngineProcess m_engine;
    std::uint64_t m_next = 1;
    std::map<std::uint64_t, Handler> m_pending;
    std::uint64_t m_waitId = 0;  // the synchronous check waited for, 0 if none
    std::optional<CheckResult> m_waitResult;
};

}  // namespace hs::ui
