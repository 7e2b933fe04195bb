#pragma once
// What the IDE and its simulation process (`hybridstudio-engine`) say to each other over
// the process's standard input and output.
//
// Every message is a frame: a 4-byte little-endian length, then that many bytes — a
// one-byte message type and its fields in the order written below. Numbers are written
// in the machine's own representation (both ends are the same build on the same machine);
// strings and vectors are a 64-bit count and their elements.
//
//   IDE → engine: Load (generation, the SessionRequest), the run commands (Run, Pause,
//                 Step, ...) and Quit.
//                 Check (id, a ModelCheck: a text, a document or a whole run to build).
//                 ExperimentPrepare (an experiment's JSON text and the SessionRequest
//                 whose model it runs), ExperimentRun (first run, count, jobs),
//                 ExperimentStop (the runs under way finish, no new one starts).
//                 SetBreakpoints (the breakpoints), SetWatches (the watch expressions): for
//                 the run loaded and every one after it. RequestTrace (an event step): its
//                 event-iteration trace comes with the next snapshot. FollowOrder (an
//                 event step, item ids): step into that order of the instant there.
//   engine → IDE: Snapshot (a SimSnapshot, incremental as EngineWorker sends them),
//                 Checked (id, the CheckResult),
//                 ExperimentPrepared (its run count) or ExperimentRefused (diagnostics),
//                 ExperimentResults (finished runs, in the order they finished),
//                 ExperimentDone (runs started, whether a stop cut the range short).
//
// A reader that meets a frame it cannot decode throws ProtocolError: a wrong frame means
// the other end is not what it claims, and the connection is given up.

#include "sim/engine_worker.h"
#include "sim/model_check.h"

#include "hs/experiment/experiment.h"
#include "hs/session/run_session.h"

#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace hs::ui::wire {

enum class Message : std::uint8_t {
    // IDE → engine
    Load = 1,
    Run,
    Pause,
    Step,
    StepBack,
    RestoreStep,
    RunUntilTime,
    RunUntilStep,
    RunUntilElement,
    Stop,
    SelectNext,
    SetSpeed,
    Quit,
    Check,
    ExperimentPrepare,
    ExperimentRun,
    ExperimentStop,
    SetBreakpoints,
    SetWatches,
    RequestTrace,
    FollowOrder,  // the last IDE → engine message (knownMessage)
    // engine → IDE
    Snapshot = 64,
    Checked,
    ExperimentPrepared,
    ExperimentRefused,
    ExperimentResults,
    ExperimentDone,
};

struct ProtocolError : std::runtime_error {
    using std::runtime_error::runtime_error;
};

// Appends fields to a frame under construction.
class Writer {
public:
    explicit Writer(Message type);
    void u8(std::uint8_t v) { m_bytes.push_back(static_cast<char>(v)); }
    void u64(std::uint64_t v) { raw(&v, sizeof v); }
    void i64(std::int64_t v) { raw(&v, sizeof v); }
    void f64(double v) { raw(&v, sizeof v); }
    void boolean(bool v) { u8(v ? 1 : 0); }
    void str(std::string_view s);
    void f64s(const std::vector<double>& v);
    // The finished frame, length prefix included.
    std::string finish();

private:
    void raw(const void* p, std::size_t n);
    std::string m_bytes;
};

// Reads the fields of one frame's body (after the length prefix and the type byte).
class Reader {
public:
    explicit Reader(std::string_view body) : m_rest(body) {}
    std::uint8_t u8();
    std::uint64_t u64();
    std::int64_t i64();
    double f64();
    bool boolean() { return u8() != 0; }
    std::string str();
    std::vector<double> f64s();
    // A count of elements that each take at least `minBytes`: refuses counts the frame
    // cannot hold, so a damaged frame never makes the reader allocate without bound.
    std::size_t count(std::size_t minBytes);
    bool atEnd() const { return m_rest.empty(); }

private:
    void raw(void* p, std::size_t n);
    std::string_view m_rest;
};

// Splits a byte stream into frames. feed() takes what arrived; next() hands out whole
// frames (type + body) as they complete.
class FrameBuffer {
public:
    void feed(const char* data, std::size_t size) { m_bytes.append(data, size); }
    // True and the frame when one is complete. Throws ProtocolError on an impossible length.
    bool next(Message& type, std::string& body);

private:
    std::string m_bytes;
    std::size_t m_begin = 0;
};

// The largest frame either side accepts (a snapshot with millions of result rows fits).
inline constexpr std::size_t kMaxFrame = std::size_t{1} << 31;

std::string encodeLoad(std::uint64_t generation, const session::SessionRequest& request);
void decodeLoad(Reader& in, std::uint64_t& generation, session::SessionRequest& request);

std::string encodeSnapshot(const SimSnapshot& snapshot);
SimSnapshot decodeSnapshot(Reader& in);

std::string encodeCheck(std::uint64_t id, const ModelCheck& check);
void decodeCheck(Reader& in, std::uint64_t& id, ModelCheck& check);
std::string encodeChecked(std::uint64_t id, const CheckResult& result);
void decodeChecked(Reader& in, std::uint64_t& id, CheckResult& result);

// Experiments. A RunResult travels without its ResultStore (the IDE keeps none).
std::string encodeExperimentPrepare(std::string_view specText, const session::SessionRequest& request);
void decodeExperimentPrepare(Reader& in, std::string& specText, session::SessionRequest& request);
std::string encodeExperimentRun(std::uint64_t first, std::uint64_t count, std::uint32_t jobs);
void decodeExperimentRun(Reader& in, std::uint64_t& first, std::uint64_t& count, std::uint32_t& jobs);
std::string encodeExperimentRefused(const std::vector<Diagnostic>& diagnostics);
std::vector<Diagnostic> decodeExperimentRefused(Reader& in);
std::string encodeExperimentResults(const std::vector<experiment::RunResult>& results);
std::vector<experiment::RunResult> decodeExperimentResults(Reader& in);
std::string encodeExperimentDone(std::uint64_t started, bool stopped);
void decodeExperimentDone(Reader& in, std::uint64_t& started, bool& stopped);

// The debugger's breakpoints and watch expressions (EngineWorker::setBreakpoints, setWatches).
std::string encodeSetBreakpoints(const std::vector<Breakpoint>& breakpoints);
std::vector<Breakpoint> decodeSetBreakpoints(Reader& in);
std::string encodeSetWatches(const std::vector<std::string>& expressions);
std::vector<std::string> decodeSetWatches(Reader& in);

// A command with no argument, with an unsigned, a real or a text argument.
std::string encodeCommand(Message type);
std::string encodeCommand(Message type, std::uint64_t value);
std::string encodeCommand(Message type, double value);
std::string encodeCommand(Message type, std::string_view text);
std::string encodeFollowOrder(std::uint64_t step, const std::vector<std::uint64_t>& order);
void decodeFollowOrder(Reader& in, std::uint64_t& step, std::vector<std::uint64_t>& order);
std::string encodeSetSpeed(SpeedMode mode, double scale);
void decodeSetSpeed(Reader& in, SpeedMode& mode, double& scale);

}  // namespace hs::ui::wire
