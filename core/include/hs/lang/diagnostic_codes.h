#pragma once
// The one table of diagnostic codes. Every diagnostic HybridStudio produces carries one
// of these codes: the last word of a text diagnostic, "code" in JSON, and what the IDE
// and scripts route on. The README's table of codes is generated from this one
// (hybridstudio-cli codes --markdown), and a test keeps the two equal.

#include <optional>
#include <span>
#include <string_view>

namespace hs {

// What a code is about; the README groups the table by it, the CLI's exit code follows it
// for errors (model errors 1, run failures 2, files 3).
enum class CodeGroup { Model, Run, Warning, File };

// X(enumerator, "code", group, "when it is reported")
// clang-format off
#define HS_DIAGNOSTIC_CODES(X)                                                                        \
    X(ParseError, "parse-error", Model, "the text is not Modelica of the supported subset")           \
    X(Unsupported, "unsupported",  Model,                                                             \
      "a Modelica construct HybridStudio does not read yet (`function`, `record`, `connector`, "      \
      "`package`, `extends`, `import`, `connect`, `flow`, String variables, ...), at its keyword")    \
    X(UndefinedName, "undefined-name", Model, "an unknown variable, type, function or state")         \
    X(DuplicateName, "duplicate-name", Model, "a name declared twice, or the built-in `time` redeclared") \
    X(ReservedName, "reserved-name", Model,                                                           \
      "a predefined type name (`Real`, `Integer`, `Boolean`, `String`) used as a name")               \
    X(TypeError, "type-error", Model,                                                                 \
      "operands, arguments, conditions or values of the wrong type (an Integer given a Real value, "  \
      "an Integer as a condition, a non-String message, ...)")                                        \
    X(SizeMismatch, "size-mismatch", Model,                                                           \
      "arrays of different sizes where equal sizes are needed (the two sides of an equation, the "    \
      "operands of '+', a binding), naming both sizes")                                              \
    X(IndexOutOfRange, "index-out-of-range", Model, "an array subscript outside 1..size")             \
    X(InvalidFunction, "invalid-function", Model,                                                     \
      "a function against the rules of functions: equations, more than one algorithm section, a "     \
      "public variable that is neither input nor output, a call with wrong inputs; or a partial model "\
      "to simulate")                                                                                  \
    X(VariabilityError, "variability-error", Model,                                                   \
      "a parameter depending on a continuous variable or on itself (a cycle), a constant depending "  \
      "on a parameter or without a value, a discrete Real given by an equation outside "              \
      "when-clauses, sample() arguments that are not parameter expressions")                          \
    X(UnknownModifier, "unknown-modifier", Model, "an attribute a type does not have (`Real x(foo = 1)`)") \
    X(FinalModification, "final-modification", Model, "a modifier on an attribute that a type made `final`") \
    X(InvalidRedeclaration, "invalid-redeclaration", Model,                                           \
      "a redeclaration that the rules of `redeclare` forbid: of an element that is not replaceable, " \
      "is final or constant, of another kind or visibility, or with a type that is not a subtype of " \
      "the constraining type")                                                                        \
    X(ParameterAssignment, "parameter-assignment", Model,                                             \
      "a parameter or constant assigned in an algorithm or action")                                   \
    X(ReinitNonState, "reinit-non-state", Model, "reinit() of a variable that is not a state")        \
    X(InvalidEquation, "invalid-equation", Model,                                                     \
      "an equation out of place (reinit() outside when, nested when, if-equations with unequal "      \
      "branches, ...)")                                                                               \
    X(InvalidStatement, "invalid-statement", Model, "`break` outside a loop, `return` outside a function") \
    X(UnbalancedModel, "unbalanced-model", Model,                                                     \
      "more equations than unknowns or the other way round, naming the candidates")                   \
    X(UnknownParameter, "unknown-parameter", Model,                                                   \
      "`--param NAME=VALUE` (or a module's parameter) names no parameter of the model")               \
    X(InvalidDocument, "invalid-document", Model,                                                     \
      "a `.hsm` document that does not follow its schema (with the JSON path)")                       \
    X(InvalidExperiment, "invalid-experiment", Model,                                                 \
      "an experiment file that does not follow its schema, or an experiment whose parameters, "       \
      "variables or expressions the model does not have (with the JSON path)")                        \
    X(InvalidConnection, "invalid-connection", Model,                                                 \
      "a connection whose end is not `Module.port` or names a module or port that does not exist")                           \
    X(TypeMismatch, "type-mismatch", Model, "a connection between ports of different types")          \
    X(InputDrivenTwice, "input-driven-twice", Model, "a module input with more than one connection")  \
    X(AlgebraicLoop, "algebraic-loop", Model,                                                         \
      "a loop of modules with direct feedthrough only (no integrator or delay in it)")                \
    X(InvalidBlock, "invalid-block", Model, "a block module whose kind or settings cannot work")      \
    X(InvalidBreakpoint, "invalid-breakpoint", Model,                                                 \
      "a breakpoint whose condition does not parse or cannot be evaluated, or that names a "          \
      "variable or state the model does not have (with the column in the breakpoint's text)")         \
    X(MathDomain, "math-domain", Run,                                                                 \
      "sqrt, log, log10, asin, acos outside their domain, division by zero, `mod`/`rem`/`div` by "    \
      "zero, `0 ^ -1`, a negative number to a non-integer power, or a NaN / infinity stored by an "   \
      "equation — with the operation's line:col and the time")                                       \
    X(AssertionFailed, "assertion-failed", Run,                                                       \
      "an `assert()` whose condition is false (a warning for `AssertionLevel.warning`, once each "    \
      "time the condition turns false)")                                                              \
    X(SolverFailure, "solver-failure", Run,                                                           \
      "the continuous solver failed, needed more than `--max-steps` steps between two output "        \
      "points, or stopped moving time")                                                               \
    X(TimeResolution, "time-resolution", Run,                                                         \
      "events keep coming closer together than the run can tell apart (a sample interval, delay or "  \
      "timeout below 1e-14 × the run's time scale, e.g. `sample(0, 1e-300)`): the run stops after "   \
      "100 such steps in a row, naming the element (one such step — two event times a rounding "      \
      "error apart — is taken without a solver step)")                                                \
    X(AlgebraicLoopFailed, "algebraic-loop-failed", Run,                                              \
      "KINSOL could not solve an algebraic loop (naming its variables)")                              \
    X(EventIterationLimit, "event-iteration-limit", Run,                                              \
      "the event iteration did not converge (naming the variables that kept changing)")               \
    X(EventAccumulation, "event-accumulation", Run,                                                   \
      "events of one condition accumulate (Zeno), with the estimated accumulation time")              \
    X(InstantaneousLoop, "instantaneous-loop", Run,                                                   \
      "event steps at one instant without end (naming the elements involved)")                        \
    X(InvalidSample, "invalid-sample", Run, "a sample() with a non-positive or non-finite interval")   \
    X(InvalidEvent, "invalid-event", Run,                                                             \
      "an event that cannot be scheduled (a negative delay, a non-positive period or rate)")          \
    X(InvalidTransition, "invalid-transition", Run,                                                   \
      "a transition that cannot be taken (a negative timeout, a chain of more than 1000 choice "      \
      "points)")                                                                                      \
    X(InvalidLoop, "invalid-loop", Run, "a for-loop with a zero step or more than 10^7 iterations")   \
    X(WhileIterationLimit, "while-iteration-limit", Run,                                              \
      "a while-loop that ran 10^6 iterations (in a function run while simulating: 10^7 loop "         \
      "iterations in one call)")                                                                      \
    X(RecursionLimit, "recursion-limit", Run,                                                         \
      "a function run while simulating that called itself more than 200 levels deep")                 \
    X(ChoiceWithoutBranch, "choice-without-branch", Run, "a choice point none of whose branches is enabled") \
    X(InvalidSettings, "invalid-settings", Run, "the start, stop time or interval of the run cannot work") \
    X(EngineLost, "engine-lost", Run,                                                                 \
      "(IDE) the simulation process crashed, was killed (out of memory) or did not answer Stop "      \
      "within a second: the run ends, the model is untouched")                                        \
    X(Stopped, "stopped", Run,                                                                        \
      "Stop (or closing the IDE) while a loop of the model was running, e.g. nested `for` loops in "  \
      "the initialisation: the run ends where the loop was")                                          \
    X(MemoryLimit, "memory-limit", Run,                                                               \
      "the results would take more than `--max-memory` (default: half of the RAM) — refused before "  \
      "the run when the output grid alone needs more, stopped with the row count when event rows "    \
      "grow past it")                                                                                 \
    X(QueueLimit, "queue-limit", Run,                                                                 \
      "more than 16 777 215 items in the event queue at once (or 2^40 schedulings in one run): "      \
      "events that schedule events faster than they run")                                             \
    X(RandomReplay, "random-replay", Run, "`--random-replay` gave fewer random numbers than the run draws") \
    X(PackageStalled, "package-stalled", Run, "a package of projects makes no progress")              \
    X(IncompleteExperiment, "incomplete-experiment", Run,                                             \
      "`sweep collect`: runs of the experiment are missing (naming them and the chunks to rerun) "    \
      "or a chunk belongs to another experiment or model")                                            \
    X(SimulationFailed, "simulation-failed", Run,                                                     \
      "a run of an experiment failed without a diagnostic of its own")                                \
    X(InternalError, "internal-error", Run,                                                           \
      "HybridStudio itself failed (an exception it did not expect): please report it with the model") \
    X(ConditionNotRearmed, "condition-not-rearmed", Warning,                                          \
      "a when-condition became true again without leaving the hysteresis band (the ball through the " \
      "floor)")                                                                                       \
    X(UnconnectedInput, "unconnected-input", Warning, "a module input without a connection")         \
    X(MissingInner, "missing-inner", Warning,                                                         \
      "an outer component without an inner around it: one is made at the top of the model")          \
    X(NotAProject, "not-a-project", Warning, "a module outside the package's projects")               \
    X(AnnotationIgnored, "annotation-ignored", Warning,                                               \
      "an annotation value HybridStudio cannot use (it is left out, the default applies)")            \
    X(RunUntilElement, "run-until-element", Warning,                                                  \
      "(IDE, a note) running until an element's next event or a state needs a single model; a "       \
      "network or a package of modules stops at times or at frame or round numbers only")             \
    X(UnreadableFile, "unreadable-file", File, "a file that cannot be read")                          \
    X(InvalidRecord, "invalid-record", File, "a run record that is not one")
// clang-format on

enum class Code {
#define HS_CODE_ENUMERATOR(e, name, group, summary) e,
    HS_DIAGNOSTIC_CODES(HS_CODE_ENUMERATOR)
#undef HS_CODE_ENUMERATOR
};

struct CodeInfo {
    Code code;
    std::string_view name;
    CodeGroup group;
    std::string_view summary;  // Markdown: when the code is reported
};

// Every code, in the table's order.
std::span<const CodeInfo> diagnosticCodes();
const CodeInfo& codeInfo(Code code);
std::string_view codeName(Code code);
std::optional<Code> codeNamed(std::string_view name);

}  // namespace hs
