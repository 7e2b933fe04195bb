#include "i18n/diagnostic_text.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>
#include <QTranslator>

#include <memory>
#include <vector>

namespace hs::i18n {

namespace {

constexpr const char* kContext = "hs::Diagnostics";

// English templates of the engine's messages. %1, %2, ... stand for names, numbers and
// expressions; "(s)" after a word matches its singular and plural. More specific
// templates come before general ones.
const char* const kTemplates[] = {
    // language checks (static) and run-time failures of the specification's rules
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' classes are not supported yet: a source holds one flat model"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is not supported yet inside a model: the model must be flat"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "nested classes are not supported yet: the model must be flat"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'extends' is not supported yet: the model must be flat"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "connect() is not supported yet: the model must be flat, without connectors"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "String variables are not supported yet"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is not supported yet"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is a predefined type and cannot name a model"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is a predefined type and cannot be redefined"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is a predefined type and cannot name a variable"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is final in type '%2' and cannot be modified here"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is final in the type and cannot be modified"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is not an attribute of %2 (start, fixed, unit, displayUnit, quantity, min, max, nominal, stateSelect)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the constant '%1' needs a value (= ...)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the value of '%1' depends on itself: a cycle %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the constant '%1' depends on the parameter '%2'; a constant's value must be known without parameters"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "parameter values depend on each other in a cycle: %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the value of parameter '%1' depends on the non-parameter '%2'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the Integer '%1' is given a Real value (%2); use integer(...) or div(...)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the Integer '%1' is given the Real value %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the Integer '%1' is set to a Real value; use integer(...) or div(...)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is declared discrete: only a when-clause can give it a value"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the condition of an if-equation must be Boolean, not %1 '%2'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'break' outside a for- or while-loop"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'return' is only allowed in a function"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the start of sample() must be a parameter expression, but it depends on '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the interval of sample() must be a parameter expression, but it depends on '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a message must be a String (a literal, String(x), or strings joined with +), not '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1() has no argument '%2'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "terminate() needs a message"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the level of assert() is AssertionLevel.error or AssertionLevel.warning"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1(%2) is outside its domain (%3)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the expression is too long: more than %1 operations in one chain or nested (a sum of n terms counts n); split it with intermediate variables"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "nesting is too deep (more than %1 levels)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the output interval %1 over %2 s gives %3 result rows of %4 columns (%5), more than the memory limit of %6 (--max-memory); choose a larger interval or a shorter run"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the results grew to %1 rows of %2 columns (%3), more than the memory limit of %4 (--max-memory); %5 event steps so far"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "stopped on request while a loop was running; the run cannot go on from the middle of it"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "out of memory: the linear solver of %1 states could not be allocated"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "out of memory: the solver of %1 states could not be allocated"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "division by zero (%1 / 0)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "zero to a negative power (0 ^ %1)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a negative number to a non-integer power (%1 ^ %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1(%2, 0): division by zero"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' became not a number (NaN) (%2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' became infinite (%2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the solver makes no progress at t = %1: its last %2 steps were shorter than %3 * |t| (a discontinuity or a singularity there?)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "more than %1 solver steps without reaching the next output point or event, at t = %2 (raise --max-steps or check the model's stiffness)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "sample() needs a finite start and a positive, finite interval"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "sample() has more than 9e15 instants before the start time"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a zero-crossing function could not be evaluated at t = %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the replayed random numbers are used up (%1 given); the run draws more than the one that was logged"),
    // parsing
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected 'model' at the start of the source, found %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected ':=' in assignment, found '=' (algorithms assign with ':=')"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected '=' in equation, found ':=' (':=' is for algorithm sections)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unterminated string: '\"' without closing '\"'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'end %1' does not match 'model %2'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unexpected %1 after the end of model '%2' (one model per source)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unexpected %1 in 'when' (use 'elsewhen')"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unexpected %1 after the expression"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected an expression, found %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected a statement, found %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected a declaration, found %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected %1 after equation, found %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expected %1, found %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unexpected %1"),
    // names and declarations
    QT_TRANSLATE_NOOP("hs::Diagnostics", "undefined name '%1'; did you mean '%2'?"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "undefined name '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is declared twice"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'time' is a built-in variable"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown type '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown function '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown procedure '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown equation call '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no statechart '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no statechart state '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no dynamic event '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "event '%1' clashes with another name"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "statechart '%1' clashes with another name"),
    // equations and types
    QT_TRANSLATE_NOOP("hs::Diagnostics", "model is unbalanced: %1 equation(s) and %2 unknown(s); variables without an equation: %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "model is unbalanced: %1 equation(s) and %2 unknown(s); equations without an unknown: %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "model is unbalanced: %1 equation(s) and %2 unknown(s)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "initialization problem is unbalanced: %1 equation(s) and %2 unknown(s); variables without an equation: %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "initialization problem is unbalanced: %1 equation(s) and %2 unknown(s); equations without an unknown: %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "model is structurally singular: no equation determines %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "initialization problem is structurally singular: no equation determines %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the value of parameter '%1' depends on time"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "arithmetic on a Boolean value"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the Boolean '%1' is set to a Real value"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the two sides of the equation have different types (%1 and %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is a continuous state; use reinit(%1, ...) in a when-clause"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "reinit() of '%1', which is not a continuous state (it never appears in der())"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "der() of '%1', which is not a continuous variable"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "reinit() is only allowed inside a when-clause"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "when-clauses cannot be nested"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "when-equations are not allowed in an initial equation section"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the target of ':=' must be a variable"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "send() needs a statechart and a message: send(chart, msg)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "inState() needs a state, as in inState(chart.State)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "for-equations need a range a:b"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the range of a for-equation must be constant"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a for-loop needs a range a:b"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "when-statements are only allowed at the top level of an algorithm section"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "assert() needs a condition and a message"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cancel() needs the handle returned by schedule()"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "reinit() needs a state variable and an expression"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "schedule() needs an event, a delay and the event's arguments"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1() needs one variable argument"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1() cannot be used inside an expression"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "expression is nested too deeply"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "parser failure: out of memory"),
    // the IDE's simulation process (the reason, then what it means for the user)
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1; your model is safe, and Run starts a new simulation process"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1; the check of this model ended there, your model is safe"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1; the experiment did not start, your model is safe"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1; the experiment stopped there, the runs finished so far are kept and your model is safe"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the experiment's runs did not end within %1 s of Cancel and were ended"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the experiment was cancelled while its model was compiled"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "experiments run the model of a single-module document; this one has modules"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the document has no model to run"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no experiment is prepared to run"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 (its last message: %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 — the system may have run out of memory"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process stopped: signal %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process ended unexpectedly with exit code %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process did not answer Stop within %1 s and was ended"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process did not finish the check within %1 s and was ended"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process sent what cannot be read (%1) and was ended"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process %1 could not be started: %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the simulation process is not running"),
    // running
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the condition '%1' became true again at t = %2 without having been re-armed (it did not move beyond the hysteresis band %3 after its last event); the when-clause does not fire (further occurrences are not reported)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the condition '%1' became true again at t = %2 without having been re-armed (it did not move beyond the hysteresis band %3 after its last event); the when-clause does not fire"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "events of the condition '%1' accumulate: %2 events within %3 s; estimated accumulation time t = %4"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 event steps at t = %2 without time advancing; the cycle involves %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "choice points keep passing control to each other at %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "one step passes through more than %1 choice points and nested states (at %2); a chain this long cannot be entered at once"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no branch of the choice point %1 is enabled"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "event iteration did not converge after %1 iterations; still changing: %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the solver failed at t = %1: %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the next event (%1) is only %2 s after t = %3, below this run's time resolution of %4 s: a delay, timeout or sample interval this small cannot be simulated"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the equations could not be solved at the start: %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "stop time must not be before start time and the interval must be positive"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the timeout must be a non-negative number"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "for-loop with a zero step"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "for-loop with more than 10^7 iterations"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "schedule(%1, ...) needs a non-negative delay"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the period of %1 must be positive"),
    // module networks and packages
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 is %2 but %3 is %4"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "an expression block needs an \"expression\" text"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cosimulation: the interval is not a whole number of steps"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cosimulation: the step must be positive and the stop time after the start"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a loop of modules with direct feedthrough only: %1 (add a module without direct feedthrough, such as an integrator or a unit delay)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "module %1 feeds its own input with direct feedthrough: an algebraic loop"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 is not connected; it keeps the value %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 is already driven by %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is not of the form Module.port"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no module named '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "%1 is not a project of the package and does not run"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the package made no progress after 10^7 rounds"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cosimulation: the frame length must be a whole number of steps"),
    // files and documents
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unsupported format version %1 (this HybridStudio reads %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "not a HybridStudio run record (format 1)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown event kind '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cannot read the run record: %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the document has no package section"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the document has no module"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a cyclic event needs a period"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the event needs a condition"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the event needs a rate"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the timeout needs a time"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no initial state '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no parent state '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "source or target state does not exist"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the trigger needs an expression"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a composite state needs an initial state"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only a composite state has an initial child (this state is \"%1\")"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "state \"%1\" is not at the top level (its parent is \"%2\")"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "state \"%1\" is not a direct child of \"%2\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "duplicate transition name \"%1\" (first used by %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "duplicate statechart name \"%1\" (first used by %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "duplicate event name \"%1\" (first used by %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only allowed with mode \"cyclic\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only allowed with mode \"frames\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only allowed with kind \"message\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be absent when anyMessage is true"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cannot read the file '%1'"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "cannot read the document"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "missing required key \"%1\" (%2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "missing required key \"%1\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown key \"%1\" (did you mean \"%2\"?)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "unknown key \"%1\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no module named \"%1\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no state named \"%1\" in statechart %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not be empty"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be greater than 0"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one module"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one project"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one input port"),
    // experiments: the checks of an experiment (file, document section, Experiments panel)
    // and of the experiment against its model
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only allowed with kind %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "only allowed with method %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be at least %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not be before startTime"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one parameter"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "parameter %1 is listed twice"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "duplicate output name %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a sensitivity experiment needs at least one output"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one output (or give trajectories)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be an even number from 2 to 1000"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "missing the parameter's values: give one of \"values\", \"range\" or \"logRange\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "give only one of \"values\", \"range\" and \"logRange\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "give either \"step\" or \"points\", not both"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "missing the spacing: give \"step\" or \"points\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one value"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must contain at least one variable"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not be less than from"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not be less than min"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be greater than min"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be greater than 0 (a logarithmic range)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be greater than 0 and less than 1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must be from 0 to 100"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not be negative"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must lie between min and max"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must have one weight per value"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "must not all be zero"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "not used by the output kind %1"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "variable %1 is listed twice"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the experiment would make %1 runs (at most %2)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no parameter named '%1' in %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is not a parameter of %2 (it is a %3 variable)"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "no variable named '%1' in %2"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the stop time must not be before the start time"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "the model's parameter values could not be computed (it does not initialise); give every parameter a \"base\""),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is a Boolean parameter (0 or 1), but run %2 gives it %3"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "'%1' is an Integer parameter, but run %2 gives it %3"),
};

// Words inside arguments that are English too (what the parser found).
const char* const kFragments[] = {
    QT_TRANSLATE_NOOP("hs::Diagnostics", "end of input"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a number"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "a string"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "model name"),
    QT_TRANSLATE_NOOP("hs::Diagnostics", "component name"),
};

struct Pattern {
    const char* source;
    QRegularExpression regex;
    int arguments = 0;
};

const std::vector<Pattern>& patterns() {
    static const std::vector<Pattern> all = [] {
        std::vector<Pattern> out;
        static const QRegularExpression placeholder(QStringLiteral("%(\\d)"));
        for (const char* t : kTemplates) {
            QString text = QString::fromUtf8(t);
            QString regex = QStringLiteral("^");
            QSet<int> seen;
            int arguments = 0;
            int at = 0;
            auto literal = [&](QString piece) {
                piece = QRegularExpression::escape(piece);
                piece.replace(QStringLiteral("\\(s\\)"), QStringLiteral("s?"));
                regex += piece;
            };
            for (auto it = placeholder.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                literal(text.mid(at, m.capturedStart() - at));
                const int n = m.captured(1).toInt();
                if (seen.contains(n)) {
                    regex += QStringLiteral("\\k<a%1>").arg(n);
                } else {
                    regex += QStringLiteral("(?<a%1>.+?)").arg(n);
                    seen.insert(n);
                    arguments = std::max(arguments, n);
                }
                at = m.capturedEnd();
            }
            literal(text.mid(at));
            regex += '$';
            out.push_back({t, QRegularExpression(regex, QRegularExpression::DotMatchesEverythingOption), arguments});
        }
        return out;
    }();
    return all;
}

std::unique_ptr<QTranslator>& ownTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

QString translateMessage(const QString& message, int depth);

// A fixed fragment, or a whole message itself (a reason inside "%1; your model is safe").
QString translateArgument(const QString& arg, int depth) {
    for (const char* f : kFragments)
        if (arg == QLatin1String(f)) return translate(kContext, f);
    if (depth < 4) {
        const QString inner = translateMessage(arg, depth + 1);
        if (!inner.isEmpty()) return inner;
    }
    return arg;
}

// The translated text, or an empty string when no template matches.
QString translateMessage(const QString& message, int depth) {
    for (const Pattern& p : patterns()) {
        const auto m = p.regex.match(message);
        if (!m.hasMatch()) continue;
        // one pass over the template: an argument containing "%1" stays as it is
        const QString tmpl = translate(kContext, p.source);
        QString out;
        for (qsizetype i = 0; i < tmpl.size(); ++i) {
            if (tmpl[i] == u'%' && i + 1 < tmpl.size() && tmpl[i + 1].isDigit()) {
                const int n = tmpl[i + 1].digitValue();
                if (n >= 1 && n <= p.arguments) {
                    out += translateArgument(m.captured(QStringLiteral("a%1").arg(n)), depth);
                    ++i;
                    continue;
                }
            }
            out += tmpl[i];
        }
        return out;
    }
    // "element: message": keep the element, translate the rest
    const int colon = message.indexOf(QStringLiteral(": "));
    if (colon > 0 && depth < 4) {
        const QString rest = translateMessage(message.mid(colon + 2), depth + 1);
        if (!rest.isEmpty()) return message.left(colon + 2) + rest;
    }
    return {};
}

}  // namespace

QString languageFromEnvironment() {
    for (const char* name : {"HYBRIDSTUDIO_LANG", "LC_ALL", "LC_MESSAGES", "LANG"}) {
        const QString value = qEnvironmentVariable(name);
        if (value.isEmpty()) continue;
        if (value.startsWith(QLatin1String("ru"))) return QStringLiteral("ru");
        if (value.startsWith(QLatin1String("zh"))) return QStringLiteral("zh_CN");
        return QStringLiteral("en");
    }
    return QStringLiteral("en");
}

bool loadLanguage(const QString& code) {
    auto& translator = ownTranslator();
    if (code == QLatin1String("en")) {
        translator.reset();
        return true;
    }
    auto next = std::make_unique<QTranslator>();
    if (!next->load(QStringLiteral(":/i18n/hybridstudio_%1.qm").arg(code))) return false;
    translator = std::move(next);
    return true;
}

QString translate(const char* context, const char* text) {
    if (QCoreApplication::instance()) return QCoreApplication::translate(context, text);
    if (const auto& t = ownTranslator()) {
        const QString out = t->translate(context, text);
        if (!out.isEmpty()) return out;
    }
    return QString::fromUtf8(text);
}

QString diagnosticMessage(const Diagnostic& d) {
    const QString english = QString::fromStdString(d.message);
    const QString translated = translateMessage(english, 0);
    return translated.isEmpty() ? english : translated;
}

QString severityName(Severity s) {
    switch (s) {
    case Severity::Error: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "error"));
    case Severity::Warning: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "warning"));
    case Severity::Note: return translate(kContext, QT_TRANSLATE_NOOP("hs::Diagnostics", "note"));
    }
    return {};
}

QString formatDiagnostic(const Diagnostic& d) {
    QString out;
    if (!d.file.empty()) out += QString::fromStdString(d.file) + ':';
    if (d.loc.line > 0) {
        out += QString::number(d.loc.line) + ':';
        if (d.loc.column > 0) out += QString::number(d.loc.column) + ':';
    }
    if (!out.isEmpty()) out += ' ';
    out += i18n::severityName(d.severity) + QStringLiteral(": ") + diagnosticMessage(d);
    if (d.time) out += QStringLiteral(" (t = %1)").arg(*d.time, 0, 'g', 6);
    out += QStringLiteral(" [") + QString::fromStdString(d.code) + ']';
    return out;
}

QStringList diagnosticTemplates() {
    QStringList out;
    for (const char* t : kTemplates) out << QString::fromUtf8(t);
    return out;
}

}  // namespace hs::i18n
