#pragma once
// One `hybridstudio-engine` process as the IDE sees it: started on demand, fed frames on
// its standard input, its frames read from its standard output, its error output passed
// on (and the end of it kept for the message). When it ends without being asked — a
// crash, a kill, an exit — ended() says why in one English sentence (a diagnostic message
// that i18n::diagnosticMessage translates where it is shown); when the IDE
// ends it itself (kill(reason)), ended() carries that reason instead. GUI thread only.

#include "hs/lang/message.h"
#include "sim/engine_protocol.h"

#include <QObject>
#include <QProcess>

#include <functional>
#include <string>

namespace hs::ui {

class EngineProcess : public QObject {
    Q_OBJECT
public:
    using FrameHandler = std::function<void(wire::Message type, const std::string& body)>;

    EngineProcess(QString program, FrameHandler onFrame, QObject* parent = nullptr);
    ~EngineProcess() override;  // asks the process to quit, kills it if it does not

    // Starts the process unless it runs. False, with ended() emitted, when it cannot start.
    bool ensureStarted();
    bool isRunning() const;
    qint64 processId() const;
    void send(const std::string& frame);
    // Ends the process; ended() reports `reason`.
    void kill(const hs::Message& reason);
    // Waits (on this thread, no event loop) until a frame arrives and is handled, or the
    // process ends, or `ms` pass. False when nothing arrived.
    bool waitForFrame(int ms);
    // Asks the process to quit, kills it after a second; no ended() signal.
    void quit();

signals:
    void ended(const hs::Message& reason);

private:
    void readOutput();
    void finished(int exitCode, QProcess::ExitStatus status);

    QString m_program;
    FrameHandler m_onFrame;
    QProcess* m_process = nullptr;
    wire::FrameBuffer m_frames;
    QByteArray m_stderrTail;  // the end of what the engine wrote to its error output
    hs::Message m_killReason;  // set when the IDE ends the process itself
    int m_handled = 0;        // frames handled so far (waitForFrame)
};

}  // namespace hs::ui
