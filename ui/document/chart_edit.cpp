#include "document/chart_edit.h"

#include "document/document_model.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace hs::ui::chartedit {

double snap(double v) { return std::round(v / kGrid) * kGrid; }

doc::Rect defaultRect(doc::StateKind kind, doc::Point p) {
    switch (kind) {
    case doc::StateKind::Simple: return {p.x, p.y, 120, 60};
    case doc::StateKind::Composite: return {p.x, p.y, 280, 180};
    case doc::StateKind::Final: return {p.x, p.y, 30, 30};
    case doc::StateKind::Choice: return {p.x, p.y, 30, 30};
    }
    return {p.x, p.y, 120, 60};
}

namespace {

bool taken(const doc::Statechart& chart, const std::string& name) {
    for (const auto& s : chart.states)
        if (s.name == name) return true;
    for (const auto& t : chart.transitions)
        if (t.name == name) return true;
    return false;
}

// the named states and all their descendants
std::set<std::string> withDescendants(const doc::Statechart& chart, const std::vector<std::string>& names) {
    std::set<std::string> out(names.begin(), names.end());
    bool grew = true;
    while (grew) {
        grew = false;
        for (const auto& s : chart.states)
            if (!s.parent.empty() && out.count(s.parent) && !out.count(s.name)) {
                out.insert(s.name);
                grew = true;
            }
    }
    return out;
}

bool contains(const doc::Rect& r, doc::Point p) {
    return p.x >= r.x && p.x <= r.x + r.width && p.y >= r.y && p.y <= r.y + r.height;
}

}  // namespace

std::string uniqueName(const doc::Statechart& chart, const std::string& base) {
    return freeName(base, [&](const std::string& name) { return taken(chart, name); });
}

doc::State* findState(doc::Statechart& chart, const std::string& name) {
    for (auto& s : chart.states)
        if (s.name == name) return &s;
    return nullptr;
}

const doc::State* findState(const doc::Statechart& chart, const std::string& name) {
    for (const auto& s : chart.states)
        if (s.name == name) return &s;
    return nullptr;
}

doc::Transition* findTransition(doc::Statechart& chart, const std::string& name) {
    for (auto& t : chart.transitions)
        if (t.name == name) return &t;
    return nullptr;
}

const doc::Transition* findTransition(const doc::Statechart& chart, const std::string& name) {
    return findTransition(const_cast<doc::Statechart&>(chart), name);
}

std::string addState(doc::Statechart& chart, doc::StateKind kind, doc::Rect rect, const std::string& parent) {
    const char* base = kind == doc::StateKind::Composite ? "Composite"
                       : kind == doc::StateKind::Final   ? "Final"
                       : kind == doc::StateKind::Choice  ? "Choice"
                                                         : "State";
    doc::State s;
    s.name = uniqueName(chart, base);
    s.kind = kind;
    s.parent = parent;
    s.geometry = rect;
    const bool canBeInitial = kind == doc::StateKind::Simple || kind == doc::StateKind::Composite;
    if (canBeInitial) {
        if (parent.empty() && chart.initial.empty()) chart.initial = s.name;
        if (doc::State* p = findState(chart, parent); p && p->initial.empty()) p->initial = s.name;
    }
    chart.states.push_back(s);
    const std::string name = chart.states.back().name;
    repairInitials(chart);  // a chart (composite) begun with a final state or choice point needs one too
    return name;
}

std::string addTransition(doc::Statechart& chart, const std::string& source, const std::string& target) {
    int n = 1;
    while (taken(chart, "T" + std::to_string(n))) ++n;
    doc::Transition t;
    t.name = "T" + std::to_string(n);
    t.source = source;
    t.target = target;
    const doc::State* from = findState(chart, source);
    if (from && from->kind == doc::StateKind::Choice) {
        t.trigger = doc::TriggerKind::Condition;
        t.expression.clear();
    } else {
        t.trigger = doc::TriggerKind::Timeout;
        t.expression = "1";
    }
    chart.transitions.push_back(t);
    return chart.transitions.back().name;
}

void repairInitials(doc::Statechart& chart) {
    auto pick = [&](const std::string& parent) -> std::string {
        std::string any;
        for (const auto& s : chart.states) {
            if (s.parent != parent) continue;
            if (s.kind == doc::StateKind::Simple || s.kind == doc::StateKind::Composite) return s.name;
            if (any.empty()) any = s.name;
        }
        return any;
    };
    auto valid = [&](const std::string& name, const std::string& parent) {
        const doc::State* s = findState(chart, name);
        return s && s->parent == parent;
    };
    if (!valid(chart.initial, "")) chart.initial = pick("");
    for (auto& s : chart.states)
        if (s.kind == doc::StateKind::Composite && !valid(s.initial, s.name)) s.initial = pick(s.name);
        else if (s.kind != doc::StateKind::Composite) s.initial.clear();
}

void setInitial(doc::Statechart& chart, const std::string& state) {
    const doc::State* s = findState(chart, state);
    if (!s || s->kind == doc::StateKind::Final || s->kind == doc::StateKind::Choice) return;
    if (s->parent.empty())
        chart.initial = state;
    else if (doc::State* p = findState(chart, s->parent))
        p->initial = state;
}

void removeElements(doc::Statechart& chart, const std::vector<std::string>& names) {
    const std::set<std::string> gone = withDescendants(chart, names);
    const std::set<std::string> named(names.begin(), names.end());
    std::erase_if(chart.transitions, [&](const doc::Transition& t) {
        return named.count(t.name) || gone.count(t.source) || gone.count(t.target);
    });
    std::erase_if(chart.states, [&](const doc::State& s) { return gone.count(s.name) > 0; });
    repairInitials(chart);
}

void moveStates(doc::Statechart& chart, const std::vector<std::string>& names, double dx, double dy) {
    const std::set<std::string> moved = withDescendants(chart, names);
    for (auto& s : chart.states)
        if (moved.count(s.name)) {
            s.geometry.x += dx;
            s.geometry.y += dy;
        }
    for (auto& t : chart.transitions)
        if (moved.count(t.source) && moved.count(t.target))
            for (auto& p : t.points) {
                p.x += dx;
                p.y += dy;
            }
}

void resizeState(doc::Statechart& chart, const std::string& name, doc::Rect rect) {
    if (doc::State* s = findState(chart, name)) {
        rect.width = std::max(rect.width, 2 * kGrid);
        rect.height = std::max(rect.height, 2 * kGrid);
        s->geometry = rect;
    }
}

bool isDescendant(const doc::Statechart& chart, const std::string& name, const std::string& ancestor) {
    const doc::State* s = findState(chart, name);
    for (int guard = 0; s && guard < 1000; ++guard) {
        if (s->parent.empty()) return false;
        if (s->parent == ancestor) return true;
        s = findState(chart, s->parent);
    }
    return false;
}

std::string containerAt(const doc::Statechart& chart, doc::Point p, const std::vector<std::string>& excluded) {
    const std::set<std::string> skip = withDescendants(chart, excluded);
    std::string best;
    int bestDepth = -1;
    for (const auto& s : chart.states) {
        if (s.kind != doc::StateKind::Composite || skip.count(s.name) || !contains(s.geometry, p)) continue;
        int depth = 0;
        for (const doc::State* q = &s; q && !q->parent.empty() && depth < 1000; q = findState(chart, q->parent))
            ++depth;
        if (depth > bestDepth) {
            bestDepth = depth;
            best = s.name;
        }
    }
    return best;
}

bool reparent(doc::Statechart& chart, const std::string& name, const std::string& parent) {
    doc::State* s = findState(chart, name);
    if (!s) return false;
    if (s->parent == parent) return true;
    if (!parent.empty()) {
        const doc::State* p = findState(chart, parent);
        if (!p || p->kind != doc::StateKind::Composite || parent == name || isDescendant(chart, parent, name))
            return false;
    }
    const std::string old = s->parent;
    s->parent = parent;
    // the old container's initial pointer cannot point outside it
    if (old.empty()) {
        if (chart.initial == name) chart.initial.clear();
    } else if (doc::State* o = findState(chart, old); o && o->initial == name) {
        o->initial.clear();
    }
    const bool canBeInitial = s->kind == doc::StateKind::Simple || s->kind == doc::StateKind::Composite;
    if (canBeInitial) {
        if (parent.empty() && chart.initial.empty()) chart.initial = name;
        if (doc::State* p = findState(chart, parent); p && p->initial.empty()) p->initial = name;
    }
    repairInitials(chart);
    return true;
}

bool rename(doc::Statechart& chart, const std::string& from, const std::string& to) {
    if (from == to) return true;
    if (!doc::isIdentifier(to) || taken(chart, to)) return false;
    if (doc::Transition* t = findTransition(chart, from)) {
        t->name = to;
        return true;
    }
    doc::State* s = findState(chart, from);
    if (!s) return false;
    s->name = to;
    if (chart.initial == from) chart.initial = to;
    for (auto& o : chart.states) {
        if (o.parent == from) o.parent = to;
        if (o.initial == from) o.initial = to;
    }
    for (auto& t : chart.transitions) {
        if (t.source == from) t.source = to;
        if (t.target == from) t.target = to;
    }
    return true;
}

doc::Statechart fragment(const doc::Statechart& chart, const std::vector<std::string>& names) {
    const std::set<std::string> states = withDescendants(chart, names);
    doc::Statechart out;
    out.name = chart.name;
    for (const auto& s : chart.states)
        if (states.count(s.name)) {
            doc::State c = s;
            if (!states.count(c.parent)) c.parent.clear();
            out.states.push_back(c);
        }
    for (const auto& t : chart.transitions)
        if (states.count(t.source) && states.count(t.target)) out.transitions.push_back(t);
    repairInitials(out);
    return out;
}

std::vector<std::string> paste(doc::Statechart& chart, const doc::Statechart& frag, double dx, double dy) {
    // the new names first, all of them, then every reference renamed at once: renaming
    // one by one could turn a fresh name into one the fragment itself still uses
    doc::Statechart probe = chart;
    std::map<std::string, std::string> renamed;
    for (const auto& s : frag.states) {
        std::string fresh = uniqueName(probe, s.name);
        probe.states.push_back(s);
        probe.states.back().name = fresh;
        renamed[s.name] = fresh;
    }
    auto map = [&](const std::string& name) {
        auto it = renamed.find(name);
        return it == renamed.end() ? name : it->second;
    };
    std::vector<std::string> added;
    for (doc::State s : frag.states) {
        s.name = map(s.name);
        s.parent = map(s.parent);
        s.initial = map(s.initial);
        s.geometry.x += dx;
        s.geometry.y += dy;
        chart.states.push_back(s);
        added.push_back(s.name);
    }
    for (doc::Transition t : frag.transitions) {
        t.name = uniqueName(chart, t.name);
        t.source = map(t.source);
        t.target = map(t.target);
        for (auto& p : t.points) {
            p.x += dx;
            p.y += dy;
        }
        chart.transitions.push_back(t);
        added.push_back(t.name);
    }
    repairInitials(chart);
    return added;
}

std::string fragmentToJson(const doc::Statechart& frag) {
    doc::Document d;
    d.name = "Clipboard";
    doc::Module m;
    m.name = "Clipboard";
    m.statecharts.push_back(frag);
    d.modules.push_back(m);
    return doc::serializeDocument(d);
}

bool fragmentFromJson(const std::string& json, doc::Statechart& frag) {
    doc::Document d;
    DiagnosticList diags;
    if (!doc::parseDocument(json, d, diags) || d.modules.size() != 1 || d.modules[0].statecharts.size() != 1)
        return false;
    frag = d.modules[0].statecharts[0];
    return true;
}

}  // namespace hs::ui::chartedit
