// The reference checks of a document being read: names unique within their statechart
// or module, and every reference (initial states, parents, transition ends, connections'
// modules) resolved. Connections and package projects must name existing modules; the port
// names of a connection come from the compiled modules and are checked when the model is
// built.

#include "document_internal.h"

#include <algorithm>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace hs::doc::detail {

// Names unique within the chart, and every reference (chart initial, parents, composite
// initials, transition ends) resolved.
void Reader::checkStatechart(const Statechart& c, const std::string& path, bool haveInitial) {
    const std::string chart = quote(c.name);
    const std::string statesPath = path + ".states";
    std::unordered_map<std::string, std::size_t> stateIndex;
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const std::string& name = c.states[i].name;
        if (name.empty()) continue;
        auto [it, inserted] = stateIndex.emplace(name, i);
        if (!inserted)
            error(indexPath(statesPath, i) + ".name",
                  msg("duplicate state name %1 (first used by %2)", quote(name),
                      indexPath("states", it->second)));
    }
    auto lookup = [&](const std::string& name) -> std::optional<std::size_t> {
        auto it = stateIndex.find(name);
        if (it == stateIndex.end()) return std::nullopt;
        return it->second;
    };
    auto noSuchState = [&](const std::string& where, const std::string& name) {
        if (m_stateNamesComplete)
            error(where, msg("no state named %1 in statechart %2", quote(name), chart));
    };

    if (haveInitial) {
        if (auto i = lookup(c.initial); !i)
            noSuchState(path + ".initial", c.initial);
        else if (!c.states[*i].parent.empty())
            error(path + ".initial", msg("state %1 is not at the top level (its parent is %2)",
                                         quote(c.initial), quote(c.states[*i].parent)));
    }

    // Parents: resolved index per state (or none).
    std::vector<std::optional<std::size_t>> parentOf(c.states.size());
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const State& s = c.states[i];
        if (s.parent.empty()) continue;
        const std::string where = indexPath(statesPath, i) + ".parent";
        auto p = lookup(s.parent);
        if (!p) {
            noSuchState(where, s.parent);
            continue;
        }
        parentOf[i] = p;
        if (m_stateKindKnown[*p] && c.states[*p].kind != StateKind::Composite)
            error(where, msg("state %1 is not composite (it is %2)", quote(s.parent),
                             quote(stateKindName(c.states[*p].kind))));
    }

    // Cycles of the parent relation, each reported once, at its state of lowest index. Every
    // state is walked once: 1 marks the states of the current walk, 2 those already done.
    std::vector<int> mark(c.states.size(), 0);
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        std::vector<std::size_t> walk;
        std::optional<std::size_t> p = i;
        while (p && mark[*p] == 0) {
            mark[*p] = 1;
            walk.push_back(*p);
            p = parentOf[*p];
        }
        if (p && mark[*p] == 1) {  // back on this walk: *p lies on a new cycle
            std::size_t first = *p;
            for (std::size_t k = parentOf[*p].value(); k != *p; k = parentOf[k].value())
                first = std::min(first, k);
            std::string cycle = quote(c.states[first].name);
            std::size_t k = first;
            do {
                k = parentOf[k].value();
                cycle += " -> " + quote(c.states[k].name);
            } while (k != first);
            error(indexPath(statesPath, first) + ".parent",
                  msg("the parent chain is cyclic (%1)", cycle));
        }
        for (std::size_t k : walk) mark[k] = 2;
    }

    // Names of the states that have children.
    std::set<std::string> parents;
    for (const State& s : c.states)
        if (!s.parent.empty()) parents.insert(s.parent);

    // Composite states: the initial child.
    for (std::size_t i = 0; i < c.states.size(); ++i) {
        const State& s = c.states[i];
        if (s.kind != StateKind::Composite || !m_stateKindKnown[i] || s.name.empty()) continue;
        const std::string where = indexPath(statesPath, i) + ".initial";
        if (s.initial.empty()) {
            if (parents.count(s.name))
                error(where, msg("missing required key \"initial\" (composite state %1 has child "
                                 "states)",
                                 quote(s.name)));
            continue;
        }
        auto child = lookup(s.initial);
        if (!child)
            noSuchState(where, s.initial);
        else if (c.states[*child].parent != s.name)
            error(where,
                  msg("state %1 is not a direct child of %2", quote(s.initial), quote(s.name)));
    }

    // Transitions: unique names, existing ends, a trigger unless leaving a choice state.
    const std::string transitionsPath = path + ".transitions";
    std::unordered_map<std::string, std::size_t> transitionIndex;
    for (std::size_t i = 0; i < c.transitions.size(); ++i) {
        const Transition& t = c.transitions[i];
        const std::string tp = indexPath(transitionsPath, i);
        if (!t.name.empty()) {
            auto [it, inserted] = transitionIndex.emplace(t.name, i);
            if (!inserted)
                error(tp + ".name", msg("duplicate transition name %1 (first used by %2)",
                                        quote(t.name), indexPath("transitions", it->second)));
        }
        const TransitionKeys& keys = m_transitionKeys[i];
        std::optional<std::size_t> source;
        if (keys.source) {
            source = lookup(t.source);
            if (!source) noSuchState(tp + ".source", t.source);
        }
        if (keys.target && !lookup(t.target)) noSuchState(tp + ".target", t.target);
        if (keys.object && !keys.trigger && source && m_stateKindKnown[*source] &&
            c.states[*source].kind != StateKind::Choice)
            error(tp + ".trigger",
                  msg("missing required key \"trigger\" (only transitions leaving a "
                      "choice state have none)"));
    }
}

// Events and dynamic events share one name space; statechart names are unique too.
void Reader::checkModuleNames(const Module& m, const std::string& path) {
    std::unordered_map<std::string, std::string> charts;
    for (std::size_t i = 0; i < m.statecharts.size(); ++i) {
        const std::string& name = m.statecharts[i].name;
        if (name.empty()) continue;
        const std::string where = indexPath("statecharts", i);
        auto [it, inserted] = charts.emplace(name, where);
        if (!inserted)
            error(path + "." + where + ".name",
                  msg("duplicate statechart name %1 (first used by %2)", quote(name), it->second));
    }
    std::unordered_map<std::string, std::string> events;
    auto add = [&](const std::string& name, const std::string& where) {
        if (name.empty()) return;
        auto [it, inserted] = events.emplace(name, where);
        if (!inserted)
            error(path + "." + where + ".name",
                  msg("duplicate event name %1 (first used by %2)", quote(name), it->second));
    };
    for (std::size_t i = 0; i < m.events.size(); ++i) add(m.events[i].name, indexPath("events", i));
    for (std::size_t i = 0; i < m.dynamicEvents.size(); ++i)
        add(m.dynamicEvents[i].name, indexPath("dynamicEvents", i));
}

}  // namespace hs::doc::detail
