// connect() (spec 9.1, 9.2): each connection joins the variables of two connectors by name
// into connection sets, an element of a set being a variable seen as inside (a connector of
// a component of the class) or outside (a connector of the class itself). A set's
// potentials are equal; its flows, inside ones counted + and outside ones -, sum to zero.
// A flow variable of a connector that is not connected as an inside element is zero.

#include "flattener.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace hs::flatten {

namespace {

std::string join(const std::string& prefix, const std::string& name) {
    if (prefix.empty()) return name;
    if (!name.empty() && name.front() == '[') return prefix + name;
    return prefix + "." + name;
}

// Every combination of the chosen indices, in row-major order.
std::vector<std::vector<int>> combinations(const std::vector<std::vector<int>>& choices) {
    std::vector<std::vector<int>> out{{}};
    for (const auto& c : choices) {
        std::vector<std::vector<int>> next;
        for (const auto& prefix : out)
            for (int i : c) {
                next.push_back(prefix);
                next.back().push_back(i);
            }
        out = std::move(next);
    }
    return out;
}

}  // namespace

void Flattener::connectorLeaves(Instance* conn, const std::string& prefix,
                                std::vector<LeafVar>& out) {
    resolve(conn);
    conn = conn->target();
    resolve(conn);
    if (!conn->present) return;
    const bool constant =
        conn->variability == Variability::Parameter || conn->variability == Variability::Constant;
    const std::size_t first = out.size();
    struct Stamp {  // every variable added below gets the direction and variability
        std::vector<LeafVar>& out;
        std::size_t first;
        bool constant;
        ~Stamp() {
            for (std::size_t i = first; i < out.size(); ++i) {
                out[i].constant = out[i].constant || constant;
                if (out[i].causality == Causality::None && out[i].leaf)
                    out[i].causality = out[i].leaf->causality;
            }
        }
    } stamp{out, first, constant};
    switch (conn->kind) {
    case Instance::Kind::Leaf: {
        const std::vector<int>* sizes = leafSizes(conn);
        if (!sizes) {
            error(Code::VariabilityError, conn->decl ? conn->decl->loc : SourceLoc{},
                  msg("the size of the connector variable '%1' must be known when the model is "
                      "translated",
                      conn->path));
            return;
        }
        if (sizes->empty()) {
            out.push_back({prefix, conn->path, conn, conn->flow, conn->stream, false});
            return;
        }
        std::vector<std::vector<int>> choices;
        for (int d : *sizes) {
            choices.emplace_back();
            for (int i = 1; i <= d; ++i) choices.back().push_back(i);
        }
        for (const auto& index : combinations(choices))
            out.push_back({prefix + suffixOf(index), conn->path + suffixOf(index), conn, conn->flow,
                           conn->stream, false});
        return;
    }
    case Instance::Kind::Record: {
        // a record in a connector: its fields, each a connection variable
        const std::vector<int>* sizes = leafSizes(conn);
        if (sizes && !sizes->empty()) {
            out.push_back({prefix, conn->path, conn, conn->flow, false, true});
            return;
        }
        std::function<void(ClassNode*, const std::string&, const std::string&, bool, int)> fields =
            [&](ClassNode* rec, const std::string& rel, const std::string& flat, bool flow,
                int depth) {
                if (depth > 16) return;
                for (const ElementDef& e : expandedClass(rec)->elements) {
                    if (!e.comp) continue;
                    if (e.comp->variability == Variability::Parameter ||
                        e.comp->variability == Variability::Constant)
                        continue;
                    const Scope scope{e.scope.node, nullptr};
                    ClassNode* type = lookupClass(e.comp->typeName, scope, e.comp->typeLoc, false);
                    const std::string r = join(rel, e.name), f = flat + "." + e.name;
                    const bool fieldFlow = flow || e.comp->flow;
                    if (type && !type->builtin && expandedClass(type)->kind == ClassKind::Record) {
                        fields(type, r, f, fieldFlow, depth + 1);
                        continue;
                    }
                    std::vector<std::vector<int>> choices;
                    for (const ExprPtr& dim : e.comp->dims) {
                        LoopEnv env;
                        const std::optional<double> n = evaluateScalar(dim, scope, env);
                        choices.emplace_back();
                        for (int i = 1; n && i <= static_cast<int>(*n); ++i)
                            choices.back().push_back(i);
                    }
                    for (const auto& index : combinations(choices)) {
                        const std::string sfx = index.empty() ? std::string() : suffixOf(index);
                        out.push_back({r + sfx, f + sfx, conn, fieldFlow, false, false});
                    }
                }
            };
        fields(conn->cls, prefix, conn->path, conn->flow, 0);
        return;
    }
    case Instance::Kind::Model:
        elaborate(conn);
        for (const auto& c : conn->children) connectorLeaves(c.get(), join(prefix, c->name), out);
        return;
    case Instance::Kind::Array:
        for (const auto& el : conn->children)
            connectorLeaves(el.get(), prefix + el->name.substr(el->name.find('[')), out);
        return;
    }
}

std::optional<std::vector<Flattener::ConnectorRef>> Flattener::connectorRefs(const Expr& e,
                                                                             Scope scope,
                                                                             LoopEnv& env) {
    const std::string written = toString(e);
    if (e.kind != ExprKind::Name && e.kind != ExprKind::Index && e.kind != ExprKind::Member) {
        error(Code::InvalidConnection, e.loc,
              msg("connect() joins connectors: '%1' is not a component reference", written));
        return std::nullopt;
    }
    const std::vector<RefPart> parts = refParts(e);
    Found f = lookupFirst(parts[0].name, scope);
    if (!f.inst || f.inst->parent != scope.inst) {
        error(Code::InvalidConnection, e.loc,
              msg("connect() joins connectors of '%1' and its components: '%2' is not one",
                  describeScope(scope), written));
        return std::nullopt;
    }
    resolve(f.inst);
    const bool inside = !f.inst->target()->connector;
    std::vector<Instance*> current{f.inst};
    std::vector<ConnectorRef> result;
    for (std::size_t i = 0; i < parts.size(); ++i) {
        std::vector<ConnectorRef> level;
        for (Instance* inst : current) {
            resolve(inst);
            inst = inst->target();
            resolve(inst);
            if (!inst->present) {
                level.push_back({inst, inside, {}});
                continue;
            }
            const std::vector<ExprPtr>& subs = parts[i].subs;
            std::vector<int> dims;
            if (inst->kind == Instance::Kind::Array) {
                dims = inst->dims;
            } else if (inst->kind == Instance::Kind::Leaf && !subs.empty()) {
                const std::vector<int>* s = leafSizes(inst);
                if (s) dims = *s;
            }
            if (!subs.empty() && subs.size() != dims.size()) {
                error(Code::SizeMismatch, e.loc,
                      msg("'%1' has %2 dimensions, but %3 subscripts are given", inst->path,
                          dims.size(), subs.size()));
                return std::nullopt;
            }
            if (inst->kind != Instance::Kind::Array && subs.empty()) {
                level.push_back({inst, inside, {}});
                continue;
            }
            std::vector<std::vector<int>> choices;
            for (std::size_t k = 0; k < dims.size(); ++k) {
                choices.emplace_back();
                if (subs.empty() || subs[k]->kind == ExprKind::Colon) {
                    for (int j = 1; j <= dims[k]; ++j) choices.back().push_back(j);
                    continue;
                }
                const std::optional<Value> v = evaluate(subs[k], scope, env);
                if (!v || v->text) {
                    error(Code::VariabilityError, subs[k]->loc,
                          msg("the subscripts of connect() arguments must be known when the model "
                              "is translated (parameter expressions): '%1'",
                              toString(*subs[k])));
                    return std::nullopt;
                }
                for (double x : v->el) {
                    if (x != std::floor(x) || x < 1 || x > dims[k]) {
                        error(Code::IndexOutOfRange, subs[k]->loc,
                              msg("the subscript %1 of '%2' is outside 1..%3", x, inst->path,
                                  dims[k]));
                        return std::nullopt;
                    }
                    choices.back().push_back(static_cast<int>(x));
                }
            }
            for (const auto& index : combinations(choices)) {
                if (inst->kind == Instance::Kind::Array)
                    level.push_back({inst->child(suffixOf(index)), inside, {}});
                else
                    level.push_back({inst, inside, inst->path + suffixOf(index)});
            }
        }
        if (i + 1 == parts.size()) {
            result = std::move(level);
            break;
        }
        current.clear();
        for (const ConnectorRef& r : level) {
            if (!r.element.empty()) {
                error(Code::InvalidConnection, e.loc,
                      msg("'%1' is a variable: it has no component '%2'", r.inst->path,
                          parts[i + 1].name));
                return std::nullopt;
            }
            if (!r.inst->present) {
                current.push_back(r.inst);
                continue;
            }
            elaborate(r.inst);
            Instance* next =
                r.inst->kind == Instance::Kind::Model ? r.inst->child(parts[i + 1].name) : nullptr;
            if (next && i == 0 && inside) {
                resolve(next);
                if (!next->target()->connector) {
                    error(Code::InvalidConnection, e.loc,
                          msg("connect() joins connectors of the class or of its components: "
                              "'%1' is a connector of a component's component",
                              written));
                    return std::nullopt;
                }
            }
            if (!next) {
                error(Code::UndefinedName, e.loc,
                      msg("'%1' has no component '%2'", r.inst->path, parts[i + 1].name));
                return std::nullopt;
            }
            current.push_back(next);
        }
    }
    for (const ConnectorRef& r : result) {
        if (r.inst->present && !r.inst->target()->connector) {
            error(Code::InvalidConnection, e.loc,
                  msg("connect() joins connectors: '%1' is not a connector", r.inst->path));
            return std::nullopt;
        }
    }
    return result;
}

int Flattener::setRoot(int i) {
    while (m_setParent[static_cast<std::size_t>(i)] != i) {
        const int p = m_setParent[static_cast<std::size_t>(i)];
        m_setParent[static_cast<std::size_t>(i)] = m_setParent[static_cast<std::size_t>(p)];
        i = p;
    }
    return i;
}

int Flattener::setNode(const LeafVar& leaf, bool inside, SourceLoc loc) {
    const auto key = std::make_pair(leaf.flat, inside);
    if (auto it = m_setIndex.find(key); it != m_setIndex.end()) return it->second;
    const int index = static_cast<int>(m_setParent.size());
    m_setIndex.emplace(key, index);
    m_setParent.push_back(index);
    m_setMember.push_back(key);
    m_setLeaf.push_back(leaf);
    m_setOrigin.emplace_back(loc, m_component);
    return index;
}

void Flattener::connect(const Expr& call, Scope scope, LoopEnv& env) {
    const bool named = std::any_of(call.argNames.begin(), call.argNames.end(),
                                   [](const std::string& n) { return !n.empty(); });
    if (call.args.size() != 2 || named) {
        error(Code::InvalidConnection, call.loc,
              msg("connect() takes two connectors: connect(a, b)"));
        return;
    }
    const auto a = connectorRefs(*call.args[0], scope, env);
    const auto b = a ? connectorRefs(*call.args[1], scope, env) : std::nullopt;
    if (!a || !b) return;
    if (a->size() != b->size()) {
        error(Code::SizeMismatch, call.loc,
              msg("%1 joins %2 connectors with %3", toString(call), a->size(), b->size()));
        return;
    }
    for (std::size_t k = 0; k < a->size(); ++k) connectPair((*a)[k], (*b)[k], call);
}

void Flattener::connectPair(const ConnectorRef& a, const ConnectorRef& b, const Expr& call) {
    // a connection to a conditional component that is not present is left out (spec 4.4.5)
    if (!a.inst->present || !b.inst->present) return;
    std::vector<LeafVar> la, lb;
    if (!a.element.empty())
        la.push_back({"", a.element, a.inst, a.inst->flow, a.inst->stream, false, a.inst->causality,
                      a.inst->variability == Variability::Parameter ||
                          a.inst->variability == Variability::Constant});
    else
        connectorLeaves(a.inst, "", la);
    if (!b.element.empty())
        lb.push_back({"", b.element, b.inst, b.inst->flow, b.inst->stream, false, b.inst->causality,
                      b.inst->variability == Variability::Parameter ||
                          b.inst->variability == Variability::Constant});
    else
        connectorLeaves(b.inst, "", lb);
    const std::string an = a.element.empty() ? a.inst->target()->path : a.element;
    const std::string bn = b.element.empty() ? b.inst->target()->path : b.element;
    auto mismatch = [&](const std::string& what) {
        error(Code::InvalidConnection, call.loc,
              msg("connect(%1, %2): the connectors do not match (%3)", an, bn, what));
    };
    if (la.size() != lb.size()) {
        mismatch(std::to_string(la.size()) + " variables against " + std::to_string(lb.size()));
        return;
    }
    for (std::size_t k = 0; k < la.size(); ++k) {
        const LeafVar* other = &lb[k];
        if (other->relative != la[k].relative) {
            other = nullptr;
            for (const LeafVar& v : lb)
                if (v.relative == la[k].relative) other = &v;
        }
        if (!other) {
            mismatch("'" + an + (la[k].relative.empty() ? "" : "." + la[k].relative) +
                     "' has no counterpart in '" + bn + "'");
            return;
        }
        if (other->flow != la[k].flow) {
            mismatch("'" + la[k].relative + "' is a flow variable on one side only");
            return;
        }
        if (la[k].leaf->leafType != other->leaf->leafType) {
            mismatch("'" + la[k].relative + "' is " + la[k].leaf->leafType + " on one side and " +
                     other->leaf->leafType + " on the other");
            return;
        }
        if (la[k].constant || other->constant) {
            // parameters and constants of connectors: the same variability and value
            const Variability va = la[k].leaf->variability, vb = other->leaf->variability;
            if (va != vb) {
                mismatch("'" + la[k].relative +
                         "' is a constant on one side and a parameter on "
                         "the other");
                return;
            }
            const std::optional<Value> xa = valueOf(la[k].leaf, call.loc);
            const std::optional<Value> xb = valueOf(other->leaf, call.loc);
            if (xa && xb && (xa->el != xb->el || xa->text != xb->text))
                mismatch("'" + la[k].relative + "' has different values");
            continue;
        }
        if ((la[k].causality != Causality::None) != (other->causality != Causality::None)) {
            mismatch("'" + la[k].relative + "' is an input or output on one side only");
            return;
        }
        const int x = setNode(la[k], a.inside, call.loc);
        const int y = setNode(*other, b.inside, call.loc);
        m_setParent[static_cast<std::size_t>(setRoot(y))] = setRoot(x);
        if (la[k].flow && a.inside) m_connectedInside.insert(la[k].flat);
        if (other->flow && b.inside) m_connectedInside.insert(other->flat);
    }
}

void Flattener::connectionEquations(std::vector<EquationPtr>& out) {
    std::map<int, std::vector<int>> sets;  // root -> members, ordered by first member
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(m_setParent.size()); ++i) {
        const int r = setRoot(i);
        auto [it, fresh] = sets.try_emplace(r);
        if (fresh) order.push_back(r);
        it->second.push_back(i);
    }
    std::sort(order.begin(), order.end(),
              [&](int x, int y) { return sets[x].front() < sets[y].front(); });
    for (int r : order) {
        const std::vector<int>& members = sets[r];
        if (members.size() < 2) continue;
        const std::size_t first = static_cast<std::size_t>(members.front());
        // not a structured binding: the lambda below captures them
        const SourceLoc& loc = m_setOrigin[first].first;
        const std::string& component = m_setOrigin[first].second;
        auto equation = [&](ExprPtr lhs, ExprPtr rhs) {
            auto eq = std::make_shared<Equation>();
            eq->kind = EqKind::Equality;
            eq->loc = loc;
            eq->lhs = std::move(lhs);
            eq->rhs = std::move(rhs);
            eq->component = component;
            out.push_back(std::move(eq));
        };
        if (m_setLeaf[first].flow) {
            ExprPtr sum;
            for (int m : members) {
                const auto& [name, inside] = m_setMember[static_cast<std::size_t>(m)];
                ExprPtr term = nameExpr(name, loc);
                if (!sum)
                    sum = inside ? term : makeUnary(Op::Neg, term, loc);
                else
                    sum = makeBinary(inside ? Op::Add : Op::Sub, sum, term, loc);
            }
            equation(sum, makeNumber(0.0, loc));
            continue;
        }
        checkSignalSources(members);
        // equal potentials; a causal set is written `sink = source`, so that the equation
        // gives the sink its value (a when-clause may be the source's only equation)
        std::size_t headIndex = first;
        bool causal = false;
        for (int m : members) {
            const std::size_t i = static_cast<std::size_t>(m);
            const Causality c = m_setLeaf[i].causality;
            if ((m_setMember[i].second && c == Causality::Output) ||
                (!m_setMember[i].second && c == Causality::Input)) {
                headIndex = i;
                causal = true;
            }
        }
        const ExprPtr head = nameExpr(m_setMember[headIndex].first, loc);
        for (int m : members) {
            const std::size_t i = static_cast<std::size_t>(m);
            if (i == headIndex) continue;
            if (causal)
                equation(nameExpr(m_setMember[i].first, loc), head);
            else
                equation(head, nameExpr(m_setMember[i].first, loc));
        }
    }
}

// Spec 9.3: a set of causal connectors has one source of its signal at most: an output of
// a component (inside) or an input of the class itself (outside).
void Flattener::checkSignalSources(const std::vector<int>& members) {
    std::vector<std::string> sources;
    for (int m : members) {
        const std::size_t i = static_cast<std::size_t>(m);
        const auto& [name, inside] = m_setMember[i];
        const Causality c = m_setLeaf[i].causality;
        if ((inside && c == Causality::Output) || (!inside && c == Causality::Input))
            sources.push_back(name);
    }
    if (sources.size() > 1)
        error(Code::InvalidConnection, m_setOrigin[static_cast<std::size_t>(members.front())].first,
              msg("'%1' and '%2' both drive the same connection: a connected signal has one "
                  "source (an output of a component or an input of the class)",
                  sources[0], sources[1]));
}

void Flattener::unconnectedFlows(Instance* inst, std::vector<EquationPtr>& out) {
    elaborate(inst);
    for (const auto& child : inst->children) {
        Instance* c = child.get();
        resolve(c);
        if (!c->present || c->outerTarget) continue;
        if (c->connector) {
            std::vector<LeafVar> leaves;
            connectorLeaves(c, c->name, leaves);
            for (const LeafVar& v : leaves) {
                if (!v.flow || v.constant || m_connectedInside.count(v.flat)) continue;
                auto eq = std::make_shared<Equation>();
                eq->kind = EqKind::Equality;
                eq->loc = c->decl->loc;
                eq->lhs = nameExpr(v.flat, eq->loc);
                eq->rhs = makeNumber(0.0, eq->loc);
                eq->component = inst->path;
                out.push_back(std::move(eq));
            }
            continue;
        }
        if (c->kind == Instance::Kind::Model) unconnectedFlows(c, out);
        if (c->kind == Instance::Kind::Array)
            for (const auto& el : c->children) unconnectedFlows(el.get(), out);
    }
}

}  // namespace hs::flatten
