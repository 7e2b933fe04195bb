#pragma once
// Where does the order of simultaneous events matter?
//
// exploreOrders() runs a model once, noting every instant at which two or more items are
// current together (the queue's selected and enabled items). Then, for each such instant,
// it goes back to it through the run's history, runs the current items in the other orders
// — every permutation when there are few enough, else a number of random ones — and each
// alternative on to the stop time, and compares the outcome with the run's: the listed
// output variables at the stop time (every result variable when none are listed), how the
// run ended and, when asked, the events after the instant. An instant where some order gives
// another outcome is a divergence, reported with the two orders and the first difference. A model
// whose simultaneous events commute is reported as checked, with no divergence.

#include "hs/compile/compiled_model.h"
#include "hs/lang/diagnostic.h"
#include "hs/sim/engine.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace hs {

struct ExploreOptions {
    std::vector<std::string> outputs;  // compared at the stop time (empty: every result variable)
    // Every order of an instant's items when there are at most this many orders (k! <=
    // maxOrders), else `randomOrders` random orders drawn with `seed`.
    std::size_t maxOrders = 24;
    std::size_t randomOrders = 8;
    std::uint64_t seed = 1;
    std::size_t maxInstants = 1000;  // the first instants looked at; the others are counted
    double relTol = 1e-9;  // outputs closer than this (relative, at least 1e-9 absolute) agree
    // Also the event trace: the alternative must run the same events after the instant (the
    // same elements at the same times, those of the instant itself in any order) as the run.
    bool compareEvents = false;
};

struct OrderDivergence {
    std::uint64_t step = 0;  // event steps run before the instant
    double time = 0.0;
    std::vector<std::string> runOrder;    // the items' sources as the run ran them
    std::vector<std::string> otherOrder;  // as the alternative ran them
    // The same items by their queue ids (those of a run from the start): runInOrder() and
    // RunSession::followOrder() take them.
    std::vector<std::uint64_t> runIds, otherIds;
    std::string variable;  // the first output that differs (empty: how the run ended)
    double runValue = 0.0, otherValue = 0.0;
    Message difference;  // "x: 3 (this order) vs 4", "the run fails: ..."
};

struct ExploreReport {
    std::size_t instants = 0;                  // instants with two or more current items
    std::size_t instantsChecked = 0;           // of them, those explored (at most maxInstants)
    std::size_t alternatives = 0;              // alternative runs made
    std::vector<OrderDivergence> divergences;  // by time
    RunStatus status = RunStatus::Finished;    // how the run itself ended
};

// Parameters are set by name before the runs. Returns nullopt, with the reason in diags,
// when a listed output or a parameter is not in the model or the run itself fails.
std::optional<ExploreReport> exploreOrders(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, const ExploreOptions& options,
    DiagnosticList& diags);

// The trajectory of one order of an instant: a run from the start in which the items current
// after `step` event steps run in `order` (item ids; one that an earlier item took away is
// passed over), then on to the stop time, its results recorded as the settings say. The
// engine is returned at the end of the run; nullptr, with the reason in diags, when a
// parameter is unknown, the run fails before the instant, or the first item of `order` is
// not current there.
std::unique_ptr<Engine> runInOrder(std::shared_ptr<const CompiledModel> model,
                                   SimulationSettings settings,
                                   const std::vector<std::pair<std::string, double>>& parameters,
                                   std::uint64_t step, const std::vector<std::uint64_t>& order,
                                   DiagnosticList& diags);

// Runs the current items of an instant in `order` (ids; one not current when its turn comes
// is passed over) while the engine stays at `time`, and returns the ids that ran. The
// engine is at the instant with its current items prepared (Engine::prepareStep).
std::vector<std::uint64_t> runOrderAt(Engine& engine, double time,
                                      const std::vector<std::uint64_t>& order);

// True when an item with this id is current (selected or enabled) in the engine's queue.
bool isCurrentItem(const Engine& engine, std::uint64_t id);

}  // namespace hs
