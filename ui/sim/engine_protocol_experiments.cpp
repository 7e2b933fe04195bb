// The experiments' messages between the IDE and the engine process (engine_protocol.h).

#include "sim/engine_protocol.h"
#include "sim/engine_protocol_fields.h"

namespace hs::ui::wire {

using namespace fields;

// ----------------------------------------------------------------------------- experiments

std::string encodeExperimentPrepare(std::string_view specText,
                                    const session::SessionRequest& sessionRequest) {
    Writer out(Message::ExperimentPrepare);
    out.str(specText);
    request(out, sessionRequest);
    return out.finish();
}

void decodeExperimentPrepare(Reader& in, std::string& specText,
                             session::SessionRequest& sessionRequest) {
    specText = in.str();
    request(in, sessionRequest);
}

std::string encodeExperimentRun(std::uint64_t first, std::uint64_t count, std::uint32_t jobs) {
    Writer out(Message::ExperimentRun);
    out.u64(first);
    out.u64(count);
    out.u64(jobs);
    return out.finish();
}

void decodeExperimentRun(Reader& in, std::uint64_t& first, std::uint64_t& count,
                         std::uint32_t& jobs) {
    first = in.u64();
    count = in.u64();
    const std::uint64_t j = in.u64();
    if (j > std::numeric_limits<std::uint32_t>::max())
        throw ProtocolError("a message holds a number out of range");
    jobs = static_cast<std::uint32_t>(j);
}

std::string encodeExperimentRefused(const std::vector<Diagnostic>& diagnostics) {
    Writer out(Message::ExperimentRefused);
    out.u64(diagnostics.size());
    for (const auto& d : diagnostics) diagnostic(out, d);
    return out.finish();
}

std::vector<Diagnostic> decodeExperimentRefused(Reader& in) {
    std::vector<Diagnostic> diagnostics(in.count(40));
    for (auto& d : diagnostics) d = diagnostic(in);
    return diagnostics;
}

std::string encodeExperimentResults(const std::vector<experiment::RunResult>& results) {
    Writer out(Message::ExperimentResults);
    out.u64(results.size());
    for (const experiment::RunResult& r : results) {
        out.u64(r.index);
        out.u64(r.seed);
        out.f64s(r.parameters);
        out.boolean(r.failed);
        out.str(r.code);
        out.str(r.message);
        out.str(r.element);
        message(out, r.text);
        optionalReal(out, r.failureTime);
        out.u64(r.warnings);
        out.f64s(r.outcomes);
        out.u64(r.trajectories.size());
        for (const auto& t : r.trajectories) out.f64s(t);
    }
    return out.finish();
}

std::vector<experiment::RunResult> decodeExperimentResults(Reader& in) {
    std::vector<experiment::RunResult> results(in.count(74));
    for (experiment::RunResult& r : results) {
        r.index = in.u64();
        r.seed = in.u64();
        r.parameters = in.f64s();
        r.failed = in.boolean();
        r.code = in.str();
        r.message = in.str();
        r.element = in.str();
        r.text = message(in, 0);
        r.failureTime = optionalReal(in);
        r.warnings = in.u64();
        r.outcomes = in.f64s();
        r.trajectories.resize(in.count(8));
        for (auto& t : r.trajectories) t = in.f64s();
    }
    return results;
}

std::string encodeExperimentDone(std::uint64_t started, bool stopped) {
    Writer out(Message::ExperimentDone);
    out.u64(started);
    out.boolean(stopped);
    return out.finish();
}

void decodeExperimentDone(Reader& in, std::uint64_t& started, bool& stopped) {
    started = in.u64();
    stopped = in.boolean();
}

}  // namespace hs::ui::wire
