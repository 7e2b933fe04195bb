#pragma once
// The fields the messages of engine_protocol.h are made of, written and read the same way
// by every message (engine_protocol.cpp, engine_protocol_experiments.cpp,
// engine_protocol_debug.cpp).

#include "sim/engine_protocol.h"

#include "hs/lang/diagnostic.h"
#include "hs/session/run_session.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hs::ui::wire::fields {

template <typename E>
void enumeration(Writer& out, E v) {
    out.i64(static_cast<std::int64_t>(v));
}

// An enumerator between `first` and `last`, or ProtocolError.
template <typename E>
E enumeration(Reader& in, E first, E last) {
    const std::int64_t v = in.i64();
    if (v < static_cast<std::int64_t>(first) || v > static_cast<std::int64_t>(last))
        throw ProtocolError("a message holds an unknown enumerator");
    return static_cast<E>(v);
}

void optionalReal(Writer& out, const std::optional<double>& v);
std::optional<double> optionalReal(Reader& in);
void strings(Writer& out, const std::vector<std::string>& v);
std::vector<std::string> strings(Reader& in);
void settings(Writer& out, const SimulationSettings& s);
SimulationSettings settings(Reader& in);
// A count or a line number: refused outside int's range.
int smallInt(Reader& in);
// A message and its arguments, depth-first; `depth` bounds the nesting read.
void message(Writer& out, const hs::Message& m);
hs::Message message(Reader& in, int depth);
void diagnostic(Writer& out, const Diagnostic& d);
Diagnostic diagnostic(Reader& in);
void queue(Writer& out, const session::ModuleQueue& q);
session::ModuleQueue queue(Reader& in);
void request(Writer& out, const session::SessionRequest& request);
void request(Reader& in, session::SessionRequest& request);
// The fields of the Explore, Orders and Replay checks and of their results
// (engine_protocol_debug.cpp).
void orderCheck(Writer& out, const ModelCheck& check);
void orderCheck(Reader& in, ModelCheck& check);
void orderResult(Writer& out, const CheckResult& result);
void orderResult(Reader& in, CheckResult& result);

}  // namespace hs::ui::wire::fields
