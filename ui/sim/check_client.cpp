#include "sim/check_client.h"

#include <QElapsedTimer>
#include <QMetaObject>

namespace hs::ui {

namespace {

CheckResult lostResult(const hs::Message& reason) {
    CheckResult r;
    r.diagnostics.push_back(
        makeDiagnostic(Severity::Error, Code::EngineLost, {},
                       msg("%1; the check of this model ended there, your model is safe", reason)));
    return r;
}

}  // namespace

CheckClient::CheckClient(QString program, QObject* parent)
    : QObject(parent),
      m_engine(std::move(program), [this](wire::Message type, const std::string& body) { frame(type, body); }) {
    connect(&m_engine, &EngineProcess::ended, this, &CheckClient::ended);
}

CheckClient::~CheckClient() = default;

std::uint64_t CheckClient::send(const ModelCheck& check) {
    const std::uint64_t id = m_next++;
    if (m_engine.ensureStarted()) m_engine.send(wire::encodeCheck(id, check));
    return id;
}

void CheckClient::submit(const ModelCheck& check, Handler done) {
    const std::uint64_t id = m_next;
    m_pending.emplace(id, std::move(done));
    send(check);  // a process that cannot start answers through ended()
}

CheckResult CheckClient::check(const ModelCheck& check, int timeoutMs) {
    m_waitResult.reset();
    m_waitId = m_next;
    send(check);
    QElapsedTimer clock;
    clock.start();
    while (!m_waitResult) {
        if (!m_engine.isRunning()) {
            if (!m_waitResult)
                m_waitResult = lostResult(msg("the simulation process is not running"));
            break;
        }
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            m_engine.kill(
                msg("the simulation process did not finish the check within %1 s and was ended",
                    timeoutMs / 1000));
            m_engine.waitForFrame(2000);  // notices the end: ended() gives the result
            continue;
        }
        m_engine.waitForFrame(static_cast<int>(std::min<qint64>(left, 1000)));
    }
    m_waitId = 0;
    CheckResult result = std::move(*m_waitResult);
    m_waitResult.reset();
    return result;
}

void CheckClient::cancel(const hs::Message& reason) {
    if (m_pending.empty()) return;
    if (m_engine.isRunning()) {
        m_engine.kill(reason);
        // noticed here, so that the next check starts a new process instead of writing to
        // the one that ends: ended() answers the checks that were waiting
        m_engine.waitForFrame(2000);
    }
    if (!m_pending.empty()) ended(reason);
}

void CheckClient::frame(wire::Message type, const std::string& body) {
    if (type != wire::Message::Checked) throw wire::ProtocolError("an unknown message");
    wire::Reader in(body);
    std::uint64_t id = 0;
    CheckResult result;
    wire::decodeChecked(in, id, result);
    if (id == m_waitId && m_waitId != 0) {
        m_waitResult = std::move(result);
        return;
    }
    const auto it = m_pending.find(id);
    if (it == m_pending.end()) return;
    Handler done = std::move(it->second);
    m_pending.erase(it);
    if (m_waitId != 0)  // inside check(): delivered after it returns
        QMetaObject::invokeMethod(
            this, [done = std::move(done), result = std::move(result)] { done(result); }, Qt::QueuedConnection);
    else
        done(result);
}

void CheckClient::ended(const hs::Message& reason) {
    const CheckResult lost = lostResult(reason);
    if (m_waitId != 0 && !m_waitResult) m_waitResult = lost;
    auto pending = std::move(m_pending);
    m_pending.clear();
    for (auto& [id, done] : pending)
        QMetaObject::invokeMethod(this, [done = std::move(done), lost] { done(lost); }, Qt::QueuedConnection);
}

}  // namespace hs::ui
