#pragma once
// What the IDE checks of a model without running it, and what the check finds. The live
// check of the editor asks for a text or a document; Run asks, before it builds the run
// itself, whether the whole run builds (makeSession) — in the engine process, so that an
// input that crashes the compiler ends that process, not the IDE.

#include "hs/lang/diagnostic.h"
#include "hs/model/document.h"
#include "hs/session/model_loader.h"
#include "hs/session/run_session.h"
#include "hs/sim/explain.h"
#include "hs/sim/order_explorer.h"
#include "hs/sim/result_store.h"

#include <optional>
#include <string>
#include <vector>

namespace hs::ui {

struct ModelCheck {
    // Explain: why the when-clause at `line` (or the transition `transition`) of the
    // run's model fired or did not, running it to its settings' stop time.
    // Explore: where the order of the run's simultaneous events changes its outcome.
    // Orders: the trajectories of orders of one instant, a run per order (runInOrder).
    // Replay: the trajectories of run records (RunRecord JSON) replayed on the run's model.
    enum class Kind { Text, Document, Run, Explain, Explore, Orders, Replay };
    Kind kind = Kind::Text;
    std::string text;            // Kind::Text: a Modelica text
    std::string file;            // names it in diagnostics (and tells .mo from .hsm)
    std::string className;       // Kind::Text: the model of the source (empty: its last one)
    doc::Document document;      // Kind::Document: its first equation module is checked
    session::SessionRequest run;  // Kind::Run: the run to build; Explain: the run to explain
    int line = 0;                 // Kind::Explain: the when-clause's first line (0: a transition)
    std::string transition;       // Kind::Explain: the transition's path
    ExploreOptions explore;       // Kind::Explore
    std::uint64_t step = 0;       // Kind::Orders: the instant, after this many event steps
    std::vector<std::vector<std::uint64_t>> orders;  // Kind::Orders: item ids, per run
    std::vector<std::string> records;                // Kind::Replay: RunRecord JSON texts, per run
};

// What the editor tells about a name: its hover text and, for a function, the call tip and
// the inputs that completion offers inside the call's parentheses.
struct SymbolInfo {
    enum class Kind { Variable, Function, Record, Enumeration };
    Kind kind = Kind::Variable;
    std::string name;       // "x" (an array's elements grouped), "f", "R", "E"
    std::string type;       // a variable's: Real, Integer, Boolean
    std::vector<int> dims;  // a variable's array dimensions (empty: a scalar)
    int varKind = 0;        // a variable's VarKind
    std::string unit, description;
    std::vector<std::string> inputs;   // "Real x", "Real lo = -1"; a record's fields; literals
    std::vector<std::string> outputs;  // a function's: "Real y"
};

struct CheckResult {
    bool ok = false;  // compiled (Text, Document) or built (Run)
    std::vector<Diagnostic> diagnostics;
    // the model's variables for completion (not the internal `$...` ones nor `der(x)`)
    std::vector<std::string> variables;
    // the model's variables (arrays grouped), functions, records and enumerations
    std::vector<SymbolInfo> symbols;
    std::optional<FiringExplanation> explanation;  // Kind::Explain: the answer
    std::optional<ExploreReport> explore;          // Kind::Explore: the answer
    // Kind::Orders, Replay: per order or record its results (empty when it did not run,
    // the reason in diagnostics), and per record what its replay changed (empty: nothing)
    std::vector<ResultStore> runs;
    std::vector<hs::Message> replayDifferences;
};

// The symbols of a compiled model's variables and of a Modelica source's classes.
std::vector<SymbolInfo> modelSymbols(const CompiledModel* model, const std::string& source);

// Runs the check on this thread.
CheckResult runCheck(const ModelCheck& check);
// The Explore, Orders and Replay kinds of runCheck().
CheckResult runOrderCheck(const ModelCheck& check);

// The model of a single-module run request compiled (what an experiment runs): its text
// when the request is a Modelica text, else its document's equation module. A request
// with modules is refused with an `invalid-experiment` error.
LoadResult loadRequestModel(const session::SessionRequest& request);

}  // namespace hs::ui
