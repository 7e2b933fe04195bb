#include "hs/sim/run_record.h"
#include "hs/sim/run_diff.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <stdexcept>
#include <utility>

#include <sstream>

namespace hs {

using nlohmann::ordered_json;

std::uint64_t resultsFingerprint(const ResultStore& results) {
    std::uint64_t h = 1469598103934665603ull;
    for (unsigned char c : results.toCsv()) {
        h ^= c;
        h *= 1099511628211ull;
    }
    return h;
}

RunRecord makeRunRecord(const Engine& engine, const std::string& model,
                        const std::vector<std::pair<std::string, double>>& parameters) {
    RunRecord r;
    r.model = model;
    r.settings = engine.settings();
    r.parameters = parameters;
    r.selections = engine.manualSelections();
    recordEvents(r, engine.events(), engine.results());
    return r;
}

void recordEvents(RunRecord& r, std::vector<EventRecord> events, const ResultStore& results) {
    r.events = std::move(events);
    r.columns = results.names();
    r.eventValues.clear();
    const std::vector<double>& times = results.time();
    for (const EventRecord& e : r.events) {
        const auto after = std::upper_bound(times.begin(), times.end(), e.time);
        std::vector<double> row;
        if (after != times.begin()) {
            const auto index = static_cast<std::size_t>(after - times.begin()) - 1;
            for (std::size_t c = 0; c < r.columns.size(); ++c)
                row.push_back(results.column(c)[index]);
        }
        r.eventValues.push_back(std::move(row));
    }
    r.resultsHash = resultsFingerprint(results);
    r.resultRows = results.rowCount();
}

static const char* solverKey(SolverMethod m) { return solverMethodName(m); }

std::string runRecordToJson(const RunRecord& r) {
    ordered_json j;
    j["format"] = 1;
    j["model"] = r.model;
    ordered_json s;
    const SimulationSettings& st = r.settings;
    if (st.startTime) s["startTime"] = *st.startTime;
    if (st.stopTime) s["stopTime"] = *st.stopTime;
    if (st.interval) s["interval"] = *st.interval;
    if (st.relTol) s["tolerance"] = *st.relTol;
    if (st.absTol) s["absTolerance"] = *st.absTol;
    s["solver"] = solverKey(st.solver);
    s["step"] = st.step;
    s["maxSteps"] = st.maxSteps;
    s["policy"] = policyName(st.policy);
    s["seed"] = st.seed;
    j["settings"] = s;
    ordered_json params = ordered_json::object();
    for (const auto& [name, value] : r.parameters) params[name] = value;
    j["parameters"] = params;
    ordered_json sel = ordered_json::array();
    for (const auto& [step, id] : r.selections) sel.push_back({{"step", step}, {"id", id}});
    j["selections"] = sel;
    ordered_json events = ordered_json::array();
    for (const auto& e : r.events)
        events.push_back({e.step, e.time, eventKindName(e.kind), e.source, e.detail.english()});
    j["events"] = events;
    j["columns"] = r.columns;
    ordered_json values = ordered_json::array();
    for (const auto& row : r.eventValues) {
        ordered_json v = ordered_json::array();
        // not-a-number and infinities are not JSON numbers: null
        for (double x : row)
            v.push_back(std::isfinite(x) ? ordered_json(x) : ordered_json(nullptr));
        values.push_back(std::move(v));
    }
    j["eventValues"] = values;
    j["resultRows"] = r.resultRows;
    std::ostringstream hash;
    hash << std::hex << r.resultsHash;
    j["resultsHash"] = hash.str();
    return j.dump(1, ' ', false, decltype(j)::error_handler_t::replace) + "\n";
}

static bool kindFromName(const std::string& name, EventKind& out) {
    for (int k = 0; k <= static_cast<int>(EventKind::Message); ++k) {
        if (name == eventKindName(static_cast<EventKind>(k))) {
            out = static_cast<EventKind>(k);
            return true;
        }
    }
    return false;
}

namespace {

// A field the record's reader refuses, with our text for it (the other exceptions that end
// the reading carry the JSON library's texts).
struct InvalidField : std::out_of_range {
    Message text;
    explicit InvalidField(Message m) : std::out_of_range(m.english()), text(std::move(m)) {}
};

// A count or number field: a JSON integer within T's range. nlohmann converts a floating
// value (6.7e32) to an integer with a cast whose overflow is undefined, so it is refused.
// what: the field's key ("seed") or a phrase naming it ("a selection's step").
template <typename T>
T integerField(const nlohmann::json& v, Message what) {
    constexpr auto max = static_cast<std::uint64_t>(std::numeric_limits<T>::max());
    if (v.is_number_unsigned() && v.get<std::uint64_t>() <= max) return static_cast<T>(v.get<std::uint64_t>());
    if (v.is_number_integer() && v.get<std::int64_t>() >= 0 && static_cast<std::uint64_t>(v.get<std::int64_t>()) <= max)
        return static_cast<T>(v.get<std::int64_t>());
    throw InvalidField(msg("%1 must be a non-negative integer", std::move(what)));
}

}  // namespace

bool parseRunRecord(const std::string& text, RunRecord& r, DiagnosticList& diags) {
    try {
        const auto j = nlohmann::json::parse(text);
        if (!j.is_object() || !j.contains("format") || !j["format"].is_number_integer() ||
            j["format"].get<std::int64_t>() != 1) {
            diags.error(Code::InvalidRecord, {}, msg("not a HybridStudio run record (format 1)"));
            return false;
        }
        r.model = j.value("model", "");
        const auto& s = j.at("settings");
        SimulationSettings& st = r.settings;
        if (s.contains("startTime")) st.startTime = s["startTime"].get<double>();
        if (s.contains("stopTime")) st.stopTime = s["stopTime"].get<double>();
        if (s.contains("interval")) st.interval = s["interval"].get<double>();
        if (s.contains("tolerance")) st.relTol = s["tolerance"].get<double>();
        if (s.contains("absTolerance")) st.absTol = s["absTolerance"].get<double>();
        const std::string solver = s.value("solver", "cvode-bdf");
        for (SolverMethod m : {SolverMethod::CvodeBdf, SolverMethod::CvodeAdams, SolverMethod::Euler, SolverMethod::Rk4})
            if (solver == solverMethodName(m)) st.solver = m;
        st.step = s.value("step", 0.0);
        st.maxSteps =
            s.contains("maxSteps") ? integerField<long>(s["maxSteps"], verbatim("maxSteps")) : 0L;
        const std::string policy = s.value("policy", "fifo");
        for (SelectionPolicy p : {SelectionPolicy::Fifo, SelectionPolicy::Lifo, SelectionPolicy::Random})
            if (policy == policyName(p)) st.policy = p;
        st.seed = s.contains("seed") ? integerField<std::uint64_t>(s["seed"], verbatim("seed")) : 1;
        for (const auto& [name, value] : j.at("parameters").items()) r.parameters.emplace_back(name, value.get<double>());
        for (const auto& sel : j.at("selections"))
            r.selections.emplace_back(
                integerField<std::uint64_t>(sel.at("step"), msg("a selection's step")),
                integerField<std::uint64_t>(sel.at("id"), msg("a selection's id")));
        for (const auto& e : j.at("events")) {
            EventRecord rec;
            rec.step = integerField<std::uint64_t>(e.at(0), msg("an event's step"));
            rec.time = e.at(1).get<double>();
            if (!kindFromName(e.at(2).get<std::string>(), rec.kind)) {
                diags.error(Code::InvalidRecord, {},
                            msg("unknown event kind '%1'", e.at(2).get<std::string>()));
                return false;
            }
            rec.source = e.at(3).get<std::string>();
            rec.detail =
                verbatim(e.at(4).get<std::string>());  // the English text it was saved with
            r.events.push_back(std::move(rec));
        }
        if (j.contains("columns"))
            for (const auto& c : j["columns"]) r.columns.push_back(c.get<std::string>());
        if (j.contains("eventValues"))
            for (const auto& row : j["eventValues"]) {
                std::vector<double> v;
                for (const auto& x : row)
                    v.push_back(x.is_null() ? std::numeric_limits<double>::quiet_NaN()
                                            : x.get<double>());
                if (v.size() != r.columns.size() && !v.empty())
                    throw InvalidField(msg("an event's values do not match the columns"));
                r.eventValues.push_back(std::move(v));
            }
        r.resultRows = j.contains("resultRows")
                           ? integerField<std::size_t>(j["resultRows"], verbatim("resultRows"))
                           : 0;
        r.resultsHash = std::stoull(j.at("resultsHash").get<std::string>(), nullptr, 16);
        return true;
    } catch (const InvalidField& e) {
        diags.error(Code::InvalidRecord, {}, msg("cannot read the run record: %1", e.text));
        return false;
    } catch (const std::exception& e) {
        diags.error(Code::InvalidRecord, {}, msg("cannot read the run record: %1", e.what()));
        return false;
    }
}

ReplayOutcome replayRun(std::shared_ptr<const CompiledModel> model, const RunRecord& record,
                        DiagnosticList& diags, ResultStore* results) {
    ReplayOutcome out;
    SimulationSettings settings = record.settings;
    settings.recordQueueTrace = false;
    Engine engine(std::move(model), settings);
    for (const auto& [name, value] : record.parameters) {
        if (!engine.setParameter(name, value)) {
            out.difference = msg("the model has no parameter '%1'", name);
            return out;
        }
    }
    engine.initialize();
    std::size_t next = 0;
    while (engine.status() == RunStatus::Running) {
        engine.prepareStep();
        if (engine.status() != RunStatus::Running) break;
        if (next < record.selections.size() && record.selections[next].first == engine.stepCount() + 1) {
            if (!engine.selectNext(record.selections[next].second)) {
                out.difference = msg("step %1: the manually selected item %2 is not current",
                                     std::to_string(record.selections[next].first),
                                     std::to_string(record.selections[next].second));
                out.status = engine.status();
                return out;
            }
            ++next;
        }
        engine.step();
    }
    out.status = engine.status();
    diags.append(engine.diagnostics());
    if (results) *results = engine.results();
    const auto& events = engine.events();
    const std::size_t n = std::min(events.size(), record.events.size());
    for (std::size_t i = 0; i < n; ++i) {
        const EventRecord& a = events[i];
        const EventRecord& b = record.events[i];
        if (a.step != b.step || a.time != b.time || a.kind != b.kind ||
            !sameEventSource(a.source, b.source) || a.detail.english() != b.detail.english()) {
            auto describe = [](const EventRecord& e) {
                std::ostringstream text;
                text.precision(17);
                text << e.time << ' ' << eventKindName(e.kind) << ' ' << e.source << " '"
                     << e.detail.english() << "'";
                return text.str();
            };
            out.difference = msg("event %1 differs: recorded %2, replayed %3", std::to_string(i),
                                 describe(b), describe(a));
            return out;
        }
    }
    if (events.size() != record.events.size()) {
        out.difference = msg("recorded %1 events, replayed %2",
                             std::to_string(record.events.size()), std::to_string(events.size()));
        return out;
    }
    if (resultsFingerprint(engine.results()) != record.resultsHash ||
        engine.results().rowCount() != record.resultRows) {
        out.difference =
            msg("the results differ (%1 rows replayed, %2 recorded)",
                std::to_string(engine.results().rowCount()), std::to_string(record.resultRows));
        return out;
    }
    out.identical = true;
    return out;
}

}  // namespace hs
