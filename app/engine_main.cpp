// hybridstudio-engine: the simulation process the IDE starts for its runs. It reads the
// IDE's commands on standard input and writes snapshots on standard output (see
// ui/sim/engine_protocol.h); a crash here ends only this process, and the IDE says so.
// It ends when its input closes or when the IDE that started it is gone.

#include "sim/engine_server.h"

#include <QCoreApplication>

#include <csignal>
#include <cstdio>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <unistd.h>

int main(int argc, char** argv) {
    // the IDE killed (kill -9): this process must not run on alone
    const pid_t parent = getppid();
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) return 0;  // it is gone already
    if (isatty(STDIN_FILENO)) {
        std::fprintf(stderr, "hybridstudio-engine: the HybridStudio IDE starts this program for its simulation runs; "
                             "to simulate from a terminal use hybridstudio-cli\n");
        return 2;
    }
    // the simulation yields to the IDE when both want the CPU: the window stays responsive
    // while a run goes flat out
    setpriority(PRIO_PROCESS, 0, 5);
    std::signal(SIGPIPE, SIG_IGN);  // a write to an IDE that is gone fails instead of killing
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName("hybridstudio-engine");
    hs::ui::EngineServer server(STDIN_FILENO, STDOUT_FILENO);
    return QCoreApplication::exec();
}
