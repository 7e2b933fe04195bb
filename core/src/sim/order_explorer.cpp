#include "hs/sim/order_explorer.h"
#include "hs/sim/run_diff.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <random>

namespace hs {
namespace {

// An instant at which two or more items were current: after `step` event steps, at `time`,
// the items' ids and sources in the queue's order.
struct Instant {
    std::uint64_t step = 0;
    double time = 0.0;
    std::vector<std::uint64_t> ids;
    std::vector<std::string> sources;
};

std::vector<QueueEntry> currentItems(const Engine& engine) {
    std::vector<QueueEntry> out;
    for (QueueEntry& e : engine.queueSnapshot().entries)
        if (e.category == QueueCategory::Selected || e.category == QueueCategory::Enabled)
            out.push_back(std::move(e));
    return out;
}

// The orders to try at an instant of k items (as permutations of 0..k-1), the run's own
// order left out by the caller.
std::vector<std::vector<std::size_t>> ordersOf(std::size_t k, const ExploreOptions& options,
                                               std::mt19937_64& rng) {
    std::vector<std::size_t> p(k);
    for (std::size_t i = 0; i < k; ++i) p[i] = i;
    double count = 1;
    for (std::size_t i = 2; i <= k; ++i) count *= static_cast<double>(i);
    std::vector<std::vector<std::size_t>> out;
    if (count <= static_cast<double>(options.maxOrders)) {
        do out.push_back(p);
        while (std::next_permutation(p.begin(), p.end()));
        return out;
    }
    for (std::size_t tries = 0;
         out.size() < options.randomOrders && tries < 100 * options.randomOrders; ++tries) {
        std::shuffle(p.begin(), p.end(), rng);
        if (std::find(out.begin(), out.end(), p) == out.end()) out.push_back(p);
    }
    return out;
}

// Where the events of two runs from the same instant part: the instant's own events (those
// after event step `step` at `time`) are compared as a set, the later ones in order, times
// with valuesAgree(). Empty when they agree.
Message eventsPart(const std::vector<EventRecord>& run, const std::vector<EventRecord>& other,
                   std::uint64_t step, double time, double relTol) {
    auto from = [&](const std::vector<EventRecord>& events) {
        return static_cast<std::size_t>(
            std::find_if(events.begin(), events.end(),
                         [&](const EventRecord& e) { return e.step > step; }) -
            events.begin());
    };
    std::size_t a = from(run), b = from(other);
    auto key = [](const EventRecord& e) {
        return std::make_pair(static_cast<int>(e.kind), e.source);
    };
    std::vector<std::pair<int, std::string>> atA, atB;
    for (; a < run.size() && run[a].time == time; ++a) atA.push_back(key(run[a]));
    for (; b < other.size() && other[b].time == time; ++b) atB.push_back(key(other[b]));
    std::sort(atA.begin(), atA.end());
    std::sort(atB.begin(), atB.end());
    if (atA != atB)
        return msg("the events at the instant: %1 in the run, %2 in this order",
                   std::to_string(atA.size()), std::to_string(atB.size()));
    for (; a < run.size() && b < other.size(); ++a, ++b)
        if (key(run[a]) != key(other[b]) || !valuesAgree(run[a].time, other[b].time, relTol))
            return msg("the events part: %1 at t = %2 in the run, %3 at t = %4 in this order",
                       run[a].source, num(run[a].time, 10), other[b].source,
                       num(other[b].time, 10));
    if (a < run.size() || b < other.size())
        return msg("the run has %1 events after the instant, this order %2",
                   std::to_string(run.size() - from(run)),
                   std::to_string(other.size() - from(other)));
    return {};
}

bool setParameters(Engine& engine, const CompiledModel& model,
                   const std::vector<std::pair<std::string, double>>& parameters,
                   DiagnosticList& diags) {
    for (const auto& [name, value] : parameters)
        if (!engine.setParameter(name, value)) {
            diags.error(Code::UnknownParameter, {},
                        msg("no parameter named '%1' in %2", name, model.name));
            return false;
        }
    return true;
}

}  // namespace

bool isCurrentItem(const Engine& engine, std::uint64_t id) {
    for (const QueueEntry& e : currentItems(engine))
        if (e.id == id) return true;
    return false;
}

std::vector<std::uint64_t> runOrderAt(Engine& engine, double time,
                                      const std::vector<std::uint64_t>& order) {
    std::vector<std::uint64_t> ran;
    for (std::uint64_t id : order) {
        if (engine.status() != RunStatus::Running || engine.time() != time) break;
        if (!isCurrentItem(engine, id)) continue;  // an earlier one took it away
        engine.selectNext(id);
        engine.step();
        ran.push_back(id);
        if (engine.status() == RunStatus::Running && engine.time() == time) engine.prepareStep();
    }
    return ran;
}

std::unique_ptr<Engine> runInOrder(std::shared_ptr<const CompiledModel> model,
                                   SimulationSettings settings,
                                   const std::vector<std::pair<std::string, double>>& parameters,
                                   std::uint64_t step, const std::vector<std::uint64_t>& order,
                                   DiagnosticList& diags) {
    settings.historyLimit = 0;
    auto engine = std::make_unique<Engine>(model, settings);
    if (!setParameters(*engine, *model, parameters, diags)) return nullptr;
    auto failed = [&] {
        for (const auto& d : engine->diagnostics().items())
            if (d.severity == Severity::Error) diags.items().push_back(d);
        return nullptr;
    };
    if (!engine->initialize()) return failed();
    while (engine->status() == RunStatus::Running && engine->stepCount() < step) engine->step();
    if (engine->status() == RunStatus::Failed) return failed();
    if (engine->status() == RunStatus::Running) engine->prepareStep();
    if (engine->status() != RunStatus::Running || engine->stepCount() != step || order.empty() ||
        !isCurrentItem(*engine, order.front())) {
        diags.error(Code::InvalidExperiment, {},
                    msg("the run has no item %1 current after %2 event steps",
                        std::to_string(order.empty() ? 0 : order.front()), std::to_string(step)));
        return nullptr;
    }
    runOrderAt(*engine, engine->time(), order);
    engine->run();
    if (engine->status() == RunStatus::Failed) return failed();
    return engine;
}

std::optional<ExploreReport> exploreOrders(
    std::shared_ptr<const CompiledModel> model, SimulationSettings settings,
    const std::vector<std::pair<std::string, double>>& parameters, const ExploreOptions& options,
    DiagnosticList& diags) {
    // the run keeps every event step so that each instant can be gone back to; the outputs
    // are read from the final state, so no result rows are needed
    settings.historyLimit = std::numeric_limits<std::size_t>::max();
    settings.historyMemory = std::max<std::size_t>(settings.historyMemory, std::size_t{1} << 30);
    settings.recordResults = false;
    settings.recordEvents = true;
    Engine engine(model, settings);
    if (!setParameters(engine, *model, parameters, diags)) return std::nullopt;
    std::vector<std::string> outputs = options.outputs;
    for (const std::string& name : outputs)
        if (!model->findVariable(name)) {
            diags.error(Code::UndefinedName, {}, msg("no variable '%1' in %2", name, model->name));
            return std::nullopt;
        }
    if (!engine.initialize()) {
        for (const auto& d : engine.diagnostics().items()) diags.items().push_back(d);
        return std::nullopt;
    }
    if (outputs.empty()) outputs = engine.results().names();

    // the run, noting the instants with several current items and which item each event
    // step ran (at which time)
    std::vector<Instant> instants;
    std::vector<std::pair<std::uint64_t, double>> ranAt;  // per event step: item id, time
    while (engine.status() == RunStatus::Running) {
        engine.prepareStep();
        if (engine.status() != RunStatus::Running) break;
        const std::vector<QueueEntry> current = currentItems(engine);
        if (current.size() >= 2) {
            // the same instant goes on while its items run one by one; a new one starts when
            // time moved or items that were not there became current
            bool covered = !instants.empty() && instants.back().time == engine.time();
            for (const QueueEntry& e : current)
                covered = covered &&
                          std::find(instants.back().ids.begin(), instants.back().ids.end(), e.id) !=
                              instants.back().ids.end();
            if (!covered) {
                Instant in{engine.stepCount(), engine.time(), {}, {}};
                for (const QueueEntry& e : current) {
                    in.ids.push_back(e.id);
                    in.sources.push_back(e.source);
                }
                instants.push_back(std::move(in));
            }
        }
        std::uint64_t selected = 0;
        for (const QueueEntry& e : current)
            if (e.category == QueueCategory::Selected) selected = e.id;
        const std::uint64_t before = engine.stepCount();
        const double time = engine.time();
        engine.step();
        if (engine.stepCount() > before) {
            ranAt.resize(static_cast<std::size_t>(engine.stepCount()), {0, time});
            ranAt[static_cast<std::size_t>(before)] = {selected, time};
        }
    }
    ExploreReport report;
    report.status = engine.status();
    report.instants = instants.size();
    if (engine.status() == RunStatus::Failed) {
        for (const auto& d : engine.diagnostics().items())
            if (d.severity == Severity::Error) diags.items().push_back(d);
        return std::nullopt;
    }
    auto outcome = [&](const Engine& e) {
        std::vector<double> v;
        for (const std::string& name : outputs) v.push_back(e.value(name));
        return v;
    };
    const std::vector<double> base = outcome(engine);
    std::vector<EventRecord> baseEvents;
    if (options.compareEvents) baseEvents = engine.events();
    std::mt19937_64 rng(options.seed);

    if (instants.size() > options.maxInstants) instants.resize(options.maxInstants);
    // latest first: going back to an instant keeps the history before it, so each earlier
    // instant can still be reached
    for (auto it = instants.rbegin(); it != instants.rend(); ++it) {
        const Instant& in = *it;
        // the order the run took: the instant's items its event steps ran from there on
        std::vector<std::string> runOrder;
        std::vector<std::uint64_t> runIds;
        for (std::size_t k = static_cast<std::size_t>(in.step);
             k < ranAt.size() && ranAt[k].second == in.time; ++k) {
            const auto at = std::find(in.ids.begin(), in.ids.end(), ranAt[k].first);
            if (at == in.ids.end() ||
                std::find(runIds.begin(), runIds.end(), ranAt[k].first) != runIds.end())
                continue;
            runIds.push_back(ranAt[k].first);
            runOrder.push_back(in.sources[static_cast<std::size_t>(at - in.ids.begin())]);
        }
        bool reachable = true;
        for (const auto& order : ordersOf(in.ids.size(), options, rng)) {
            std::vector<std::uint64_t> ids;
            for (std::size_t i : order) ids.push_back(in.ids[i]);
            if (ids == runIds || (runIds.size() < ids.size() &&
                                  std::equal(runIds.begin(), runIds.end(), ids.begin())))
                continue;  // the run's own order
            if (!engine.restoreStep(in.step)) {
                // out of the history (its memory budget): this instant is not explored
                reachable = false;
                break;
            }
            engine.prepareStep();
            const std::vector<std::uint64_t> ranIds = runOrderAt(engine, in.time, ids);
            std::vector<std::string> ran;
            for (std::uint64_t id : ranIds)
                ran.push_back(in.sources[static_cast<std::size_t>(
                    std::find(in.ids.begin(), in.ids.end(), id) - in.ids.begin())]);
            engine.run();
            ++report.alternatives;
            OrderDivergence d;
            d.step = in.step;
            d.time = in.time;
            d.runOrder = runOrder;
            d.otherOrder = ran;
            d.runIds = runIds;
            d.otherIds = ranIds;
            bool differs = false;
            if (engine.status() != report.status) {
                differs = true;
                std::string why;
                for (const auto& diag : engine.diagnostics().items())
                    if (diag.severity == Severity::Error) why = diag.message;
                d.difference =
                    msg("the run ends otherwise: %1", why.empty() ? std::string("stopped") : why);
            } else {
                const std::vector<double> other = outcome(engine);
                for (std::size_t k = 0; k < outputs.size(); ++k)
                    if (!valuesAgree(base[k], other[k], options.relTol)) {
                        differs = true;
                        d.variable = outputs[k];
                        d.runValue = base[k];
                        d.otherValue = other[k];
                        d.difference = msg("%1 at the stop time: %2 in the run, %3 in this order",
                                           outputs[k], num(base[k], 10), num(other[k], 10));
                        break;
                    }
                if (!differs && options.compareEvents) {
                    Message part =
                        eventsPart(baseEvents, engine.events(), in.step, in.time, options.relTol);
                    if (!part.empty()) {
                        differs = true;
                        d.difference = std::move(part);
                    }
                }
            }
            if (differs) {
                report.divergences.push_back(std::move(d));
                break;  // one divergence per instant
            }
        }
        if (reachable) ++report.instantsChecked;
    }
    std::reverse(report.divergences.begin(), report.divergences.end());
    return report;
}

}  // namespace hs
