// Functions run while simulating (ScalarFunction): the calls that cannot be written out
// in place (function_calls.cpp) — a while-loop, a for-loop, `break` or `return` on values
// known only while running, recursion on such values. The function is made scalars once
// per size of its array inputs: each variable's elements become numbered locals, array
// operations become operations on elements, subscripts known only while running read
// the locals at a checked offset, and a for-loop becomes a while-loop over a counter. The
// call is $fn(function, output, arguments...) for each element of the outputs wanted.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

namespace {

// Loops of a function run while simulating with at most this many iterations known when
// compiling are written out (their subscripts stay constants); longer ones loop.
constexpr std::size_t kMaxWrittenOutIterations = 16;

ExprPtr localName(int k, SourceLoc loc) {
    return makeName("$l" + std::to_string(k), loc);
}

StmtPtr assignment(ExprPtr target, ExprPtr value, SourceLoc loc) {
    auto s = std::make_shared<Stmt>();
    s->kind = StmtKind::Assign;
    s->loc = loc;
    s->target = std::move(target);
    s->value = std::move(value);
    return s;
}

StmtPtr plain(StmtKind kind, SourceLoc loc) {
    auto s = std::make_shared<Stmt>();
    s->kind = kind;
    s->loc = loc;
    return s;
}

bool literal(const Expr& e) {
    return e.kind == ExprKind::Number || e.kind == ExprKind::Boolean;
}

}  // namespace

std::optional<int> Scalarizer::localSlot(const Expr& e) {
    if (e.kind != ExprKind::Name || e.text.size() < 3 || e.text.compare(0, 2, "$l") != 0)
        return std::nullopt;
    return std::atoi(e.text.c_str() + 2);
}

bool Scalarizer::inRuntimeFunction() const {
    return !m_frames.empty() && m_frames.back().runtime;
}

std::size_t Scalarizer::runtimeBoundary() const {
    for (std::size_t i = m_frames.size(); i-- > 0;)
        if (m_frames[i].runtime) return i;
    return 0;
}

bool Scalarizer::requestRuntime(const FunctionAst& f) {
    if (m_runtimeRequest) return false;
    // the outermost call of f written out in place since the last function run while
    // simulating: it is the one that runs instead
    const std::size_t from =
        m_frames.empty() || !m_frames[runtimeBoundary()].runtime ? 0 : runtimeBoundary() + 1;
    for (std::size_t i = from; i < m_frames.size(); ++i)
        if (m_frames[i].function == &f) {
            m_runtimeRequest = &f;
            m_requestDepth = i;
            return false;
        }
    return false;
}

Val Scalarizer::allocateLocals(const std::vector<int>& dims, char type, SourceLoc loc) {
    ScalarFunction& sf = m_runtime[static_cast<std::size_t>(m_frames.back().spec)];
    Val v;
    v.dims = dims;
    for (std::size_t k = 0; k < count(dims); ++k) {
        v.el.push_back(localName(sf.locals++, loc));
        sf.types.push_back(type);
    }
    return v;
}

std::optional<char> Scalarizer::localType(const FunctionAst& f, const Declaration& d) {
    if (d.typeName == "Real") return 'R';
    if (d.typeName == "Integer") return 'I';
    if (d.typeName == "Boolean") return 'B';
    if (enumType(d.typeName)) return 'I';
    error(Code::Unsupported, d.loc,
          msg("'%1' in the function '%2' is of type '%3': a function run while simulating "
              "computes with Real, Integer, Boolean and enumeration values only",
              d.name, f.name, d.typeName));
    return std::nullopt;
}

std::optional<std::vector<std::optional<Val>>> Scalarizer::runtimeCall(
    const FunctionAst& f, const Expr& call, const std::vector<std::optional<Val>>& given,
    const std::vector<bool>& wanted) {
    const auto [inputs, outputs] = functionInterface(f);
    // one specialisation per size of the inputs given
    std::string key = f.name;
    std::vector<ExprPtr> args{nullptr, nullptr};
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        key += '|';
        if (!given[i]) continue;
        if (given[i]->record) {
            error(Code::Unsupported, call.loc,
                  msg("the function '%1' runs while simulating (it loops or recurses on values "
                      "known only then), and such a function takes no records yet",
                      f.name));
            return std::nullopt;
        }
        for (int d : given[i]->dims) key += std::to_string(d) + ',';
        args.insert(args.end(), given[i]->el.begin(), given[i]->el.end());
    }
    int spec;
    if (auto it = m_specs.find(key); it != m_specs.end())
        spec = it->second;
    else
        spec = buildRuntimeFunction(f, call, given, key);
    if (spec < 0) return std::nullopt;
    const ScalarFunction& sf = m_runtime[static_cast<std::size_t>(spec)];
    args[0] = number(spec, call.loc);
    std::vector<std::optional<Val>> values(wanted.size());
    std::size_t offset = 0;
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        const std::vector<int>& dims = sf.outputDims[i];
        if (wanted[i]) {
            Val v;
            v.dims = dims;
            for (std::size_t k = 0; k < count(dims); ++k) {
                args[1] = number(static_cast<double>(offset + k), call.loc);
                v.el.push_back(makeCall(kRuntimeCall, args, call.loc));
            }
            values[i] = std::move(v);
        }
        offset += count(dims);
    }
    return values;
}

int Scalarizer::buildRuntimeFunction(const FunctionAst& f, const Expr& call,
                                     const std::vector<std::optional<Val>>& given,
                                     const std::string& key) {
    if (m_frames.size() >= kMaxCallDepth) {
        error(Code::Unsupported, call.loc,
              msg("the function '%1' calls functions more than %2 levels deep with inputs of "
                  "new sizes",
                  f.name, kMaxCallDepth));
        return -1;
    }
    const auto [inputs, outputs] = functionInterface(f);
    const int spec = static_cast<int>(m_runtime.size());
    m_runtime.emplace_back();
    m_runtime.back().name = f.name;
    m_runtime.back().loc = f.loc;
    m_specs[key] = spec;
    // the function's own scope; what the caller was doing waits
    if (m_frames.capacity() < kMaxCallDepth + 1) m_frames.reserve(kMaxCallDepth + 1);
    Frame frame;
    frame.function = &f;
    frame.valueWanted = true;
    frame.runtime = true;
    frame.spec = spec;
    m_frames.push_back(std::move(frame));
    std::vector<std::pair<std::string, double>> loop;
    std::vector<ExprPtr> path, asserts;
    loop.swap(m_loop);
    path.swap(m_path);
    asserts.swap(m_pendingAsserts);
    const int lazy = std::exchange(m_lazy, 0);
    struct Restore {
        Scalarizer& s;
        std::vector<std::pair<std::string, double>>& loop;
        std::vector<ExprPtr>&path, &asserts;
        int lazy;
        ~Restore() {
            s.m_frames.pop_back();
            s.m_loop.swap(loop);
            s.m_path.swap(path);
            s.m_pendingAsserts.swap(asserts);
            s.m_lazy = lazy;
        }
    } restore{*this, loop, path, asserts, lazy};
    auto& vars = m_frames.back().vars;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (!given[i]) continue;
        const auto type = localType(f, *inputs[i]);
        if (!type) return -1;
        vars[inputs[i]->name] = allocateLocals(given[i]->dims, *type, inputs[i]->loc);
    }
    m_runtime[static_cast<std::size_t>(spec)].inputs =
        m_runtime[static_cast<std::size_t>(spec)].locals;
    // the other variables: those of sizes known from the declaration first, then those
    // whose binding gives the size; the bindings in an order where each reads only
    // variables already given
    std::vector<const Declaration*> pending;
    for (const Declaration& d : f.declarations) {
        if (vars.count(d.name)) continue;
        if (d.causality == Causality::Input && !d.isProtected && !d.binding) {
            error(Code::TypeError, call.loc,
                  msg("the call of '%1' gives no value to its input '%2'", f.name, d.name));
            return -1;
        }
        const auto type = localType(f, d);
        if (!type) return -1;
        if (recordType(d.typeName)) {
            error(Code::Unsupported, d.loc,
                  msg("the function '%1' runs while simulating (it loops or recurses on values "
                      "known only then), and such a function has no record variables yet",
                      f.name));
            return -1;
        }
        pending.push_back(&d);
    }
    std::vector<StmtPtr> body;
    std::set<std::string> waiting;
    for (const Declaration* d : pending) waiting.insert(d->name);
    std::function<bool(const Expr&)> waits = [&](const Expr& e) {
        if (e.kind == ExprKind::Name && waiting.count(e.text)) return true;
        return std::any_of(e.args.begin(), e.args.end(),
                           [&](const ExprPtr& a) { return a && waits(*a); });
    };
    for (bool progress = true; progress && !waiting.empty();) {
        progress = false;
        for (const Declaration* d : pending) {
            if (!waiting.count(d->name)) continue;
            waiting.erase(d->name);
            const bool colon = std::any_of(d->dims.begin(), d->dims.end(), [](const ExprPtr& x) {
                return x->kind == ExprKind::Colon;
            });
            if ((d->binding && waits(*d->binding)) ||
                std::any_of(d->dims.begin(), d->dims.end(),
                            [&](const ExprPtr& x) { return waits(*x); })) {
                waiting.insert(d->name);
                continue;
            }
            progress = true;
            std::optional<Val> value;
            if (d->binding) {
                value = expand(d->binding);
                if (!value) return -1;
            }
            std::vector<int> dims;
            if (colon) {
                if (!value) {
                    error(Code::VariabilityError, d->loc,
                          msg("the size of '%1' in the function '%2' must follow from its inputs",
                              d->name, f.name));
                    return -1;
                }
                dims = value->dims;
            } else {
                for (const ExprPtr& dim : d->dims) {
                    std::optional<Val> n = expand(dim);
                    const auto c = n && n->scalar() ? constant(*n->el[0]) : std::nullopt;
                    if (!c) {
                        error(Code::VariabilityError, dim->loc,
                              msg("the size of '%1' in the function '%2' must follow from its "
                                  "inputs",
                                  d->name, f.name));
                        return -1;
                    }
                    dims.push_back(static_cast<int>(*c));
                }
            }
            const Val target = allocateLocals(dims, *localType(f, *d), d->loc);
            vars[d->name] = target;
            if (value && !emitAssignment(d->binding->loc, target, *value, body)) return -1;
        }
    }
    if (!waiting.empty()) {
        error(Code::VariabilityError, call.loc,
              msg("the bindings of '%1' in '%2' depend on each other in a cycle", *waiting.begin(),
                  f.name));
        return -1;
    }
    for (const Declaration* d : outputs) {
        ScalarFunction& sf = m_runtime[static_cast<std::size_t>(spec)];
        const Val& v = *vars[d->name];
        sf.outputDims.push_back(v.dims);
        for (const ExprPtr& el : v.el) sf.outputs.push_back(*localSlot(*el));
    }
    if (!emitStatements(f.algorithm, body)) return -1;
    m_runtime[static_cast<std::size_t>(spec)].body = std::move(body);
    return spec;
}

// The locals an assignment writes: a variable, an element or a slice of one.
std::optional<Val> Scalarizer::assignedLocals(const Stmt& s, const Expr& target) {
    const Frame& frame = m_frames.back();
    const std::string& name = target.kind == ExprKind::Index ? target.args[0]->text : target.text;
    const auto it = frame.vars.find(name);
    if (it == frame.vars.end() || !it->second) {
        error(Code::UndefinedName, target.loc,
              msg("'%1' is not a variable of the function '%2'", name, frame.function->name));
        return std::nullopt;
    }
    for (const Declaration& d : frame.function->declarations)
        if (d.name == name && d.causality == Causality::Input && !d.isProtected) {
            error(Code::ParameterAssignment, s.loc,
                  msg("the input '%1' of the function '%2' cannot be assigned", name,
                      frame.function->name));
            return std::nullopt;
        }
    if (target.kind == ExprKind::Name) return *it->second;
    std::optional<Val> v = expand(std::make_shared<Expr>(target));
    if (!v) return std::nullopt;
    for (const ExprPtr& el : v->el)
        if (!localSlot(*el) && !(el->kind == ExprKind::Call && el->text == kLocalAt)) {
            error(
                Code::Unsupported, s.loc,
                msg("the assignment to '%1' cannot be made element by element", toString(target)));
            return std::nullopt;
        }
    return v;
}

bool Scalarizer::emitAssignment(SourceLoc loc, const Val& target, const Val& value,
                                std::vector<StmtPtr>& out) {
    if (target.dims != value.dims || value.record) {
        error(Code::SizeMismatch, loc,
              msg("the two sides of the assignment have different sizes: %1 and %2",
                  sizeText(target.dims), shapeText(value)));
        return false;
    }
    for (StmtPtr& a : takeAssertStatements(loc)) out.push_back(std::move(a));
    const bool direct =
        target.el.size() == 1 ||
        std::all_of(value.el.begin(), value.el.end(), [](const ExprPtr& x) { return literal(*x); });
    if (direct) {
        for (std::size_t k = 0; k < target.el.size(); ++k)
            out.push_back(assignment(target.el[k], value.el[k], loc));
        return true;
    }
    // x := {x[2], x[1]}: every element read before any is written
    const Val temp = allocateLocals(target.dims, elementType(*target.el[0]), loc);
    for (std::size_t k = 0; k < target.el.size(); ++k)
        out.push_back(assignment(temp.el[k], value.el[k], loc));
    for (std::size_t k = 0; k < target.el.size(); ++k)
        out.push_back(assignment(target.el[k], temp.el[k], loc));
    return true;
}

bool Scalarizer::emitStatements(const std::vector<StmtPtr>& body, std::vector<StmtPtr>& out) {
    for (const StmtPtr& sp : body)
        if (!emitStatement(*sp, out)) return false;
    return true;
}

bool Scalarizer::emitStatement(const Stmt& s, std::vector<StmtPtr>& out) {
    Frame& frame = m_frames.back();
    switch (s.kind) {
    case StmtKind::Assign: {
        if (s.target->kind == ExprKind::Tuple) {
            auto values = tupleOutputs(*s.target, s.value);
            if (!values) return false;
            for (std::size_t i = 0; i < values->size(); ++i) {
                if (!(*values)[i]) continue;
                const std::optional<Val> t = assignedLocals(s, *s.target->args[i]);
                if (!t || !emitAssignment(s.loc, *t, *(*values)[i], out)) return false;
            }
            return true;
        }
        std::optional<Val> value = expand(s.value);
        if (!value) return false;
        const std::optional<Val> t = assignedLocals(s, *s.target);
        return t && emitAssignment(s.loc, *t, *value, out);
    }
    case StmtKind::Return:
    case StmtKind::Break: out.push_back(plain(s.kind, s.loc)); return true;
    case StmtKind::If: {
        auto stmt = std::make_shared<Stmt>();
        stmt->kind = StmtKind::If;
        stmt->loc = s.loc;
        const std::vector<StmtPtr>* otherwise = &s.elseBody;
        for (const auto& branch : s.branches) {
            const std::optional<ExprPtr> c = scalarOf(branch.cond, s.loc);
            if (!c) return false;
            for (StmtPtr& a : takeAssertStatements(s.loc)) out.push_back(std::move(a));
            if (const auto known = constant(**c)) {
                if (*known == 0.0) continue;
                otherwise = &branch.body;
                break;
            }
            StmtBranch b;
            b.cond = *c;
            if (!emitStatements(branch.body, b.body)) return false;
            stmt->branches.push_back(std::move(b));
        }
        if (stmt->branches.empty()) return emitStatements(*otherwise, out);
        if (!emitStatements(*otherwise, stmt->elseBody)) return false;
        out.push_back(std::move(stmt));
        return true;
    }
    case StmtKind::While: {
        auto stmt = std::make_shared<Stmt>();
        stmt->kind = StmtKind::While;
        stmt->loc = s.loc;
        const std::optional<ExprPtr> c = scalarOf(s.branches[0].cond, s.loc);
        if (!c) return false;
        if (!m_pendingAsserts.empty()) {
            error(Code::Unsupported, s.loc,
                  msg("the condition of a while-loop in the function '%1' calls a function with "
                      "assertions",
                      frame.function->name));
            return false;
        }
        StmtBranch b;
        b.cond = *c;
        if (!emitStatements(s.branches[0].body, b.body)) return false;
        stmt->branches.push_back(std::move(b));
        out.push_back(std::move(stmt));
        return true;
    }
    case StmtKind::For: return emitFor(s, out);
    case StmtKind::Call: {
        const Expr& c = *s.value;
        if (c.text == "assert" && !c.args.empty()) {
            const std::optional<ExprPtr> cond = scalarOf(c.args[0], s.loc);
            if (!cond) return false;
            for (StmtPtr& a : takeAssertStatements(s.loc)) out.push_back(std::move(a));
            if (const auto known = constant(**cond); known && *known != 0.0) return true;
            std::string text;
            if (c.args.size() > 1)
                if (const auto known = stringValue(*c.args[1])) text = *known;
            if (text.empty()) text = "assert(" + toString(*c.args[0]) + ") failed";
            if (c.args.size() > 2 && toString(*c.args.back()).find("warning") != std::string::npos)
                return true;  // a warning-level assertion does not stop the function
            auto stmt = std::make_shared<Stmt>(s);
            stmt->value = makeCall("assert", {*cond, makeString(text, s.loc)}, s.loc);
            out.push_back(std::move(stmt));
            return true;
        }
        if (auto fn = m_functions.find(c.text); fn != m_functions.end()) {
            if (!inlineOutputs(*fn->second, s.value, {})) return false;
            for (StmtPtr& a : takeAssertStatements(s.loc)) out.push_back(std::move(a));
            return true;
        }
        return refuseStatement(s, *frame.function);
    }
    case StmtKind::When: return refuseStatement(s, *frame.function);
    }
    return true;
}

// for i in a:s:b loop body end for: short loops known when compiling are written out;
// the others are `n := floor((b - a) / s) + 1; k := 0; while k < n loop i := a + k * s;
// body; k := k + 1; end while` over locals.
bool Scalarizer::emitFor(const Stmt& s, std::vector<StmtPtr>& out) {
    Frame& frame = m_frames.back();
    const std::vector<StmtPtr> empty;
    const std::vector<StmtPtr>& body = s.branches.empty() ? empty : s.branches[0].body;
    const ExprPtr range = s.range ? s.range : deducedRange(s.loopVar, nullptr, &body, s.loc);
    if (!range) return false;
    const std::size_t errors = m_errors;
    const auto values = iterationValues(range, s.loopVar);
    if (m_errors != errors) return false;
    if (values && (values->size() <= kMaxWrittenOutIterations || range->kind != ExprKind::Range) &&
        !breaks(body)) {
        for (double v : *values) {
            m_loop.emplace_back(s.loopVar, v);
            const bool ok = emitStatements(body, out);
            m_loop.pop_back();
            if (!ok) return false;
        }
        return true;
    }
    if (range->kind != ExprKind::Range) {
        error(Code::Unsupported, s.loc,
              msg("a for-loop in the function '%1' over values known only while running needs a "
                  "range a:b or a:s:b",
                  frame.function->name));
        return false;
    }
    std::vector<ExprPtr> parts;
    for (const ExprPtr& a : range->args) {
        const std::optional<ExprPtr> v = scalarOf(a, a->loc);
        if (!v) return false;
        parts.push_back(*v);
    }
    for (StmtPtr& a : takeAssertStatements(s.loc)) out.push_back(std::move(a));
    const SourceLoc loc = s.loc;
    const ExprPtr from = parts[0], to = parts.back();
    const ExprPtr step = parts.size() == 3 ? parts[1] : number(1, loc);
    const bool integer = integerValued(*from) && integerValued(*step);
    // the range's values are taken once, before the first iteration
    auto fix = [&](const ExprPtr& e, char type) {
        if (literal(*e)) return e;
        const ExprPtr local = allocateLocals({}, type, loc).el[0];
        out.push_back(assignment(local, e, loc));
        return local;
    };
    const ExprPtr a = fix(from, integer ? 'I' : 'R');
    const ExprPtr st = fix(step, integer ? 'I' : 'R');
    const ExprPtr n = allocateLocals({}, 'I', loc).el[0];
    const ExprPtr k = allocateLocals({}, 'I', loc).el[0];
    const ExprPtr i = allocateLocals({}, integer ? 'I' : 'R', loc).el[0];
    // n = floor((b - a) / s) + 1 (spec 10.4.2.1), against rounding of a Real step
    const ExprPtr quotient = makeBinary(Op::Div, makeBinary(Op::Sub, to, a, loc), st, loc);
    out.push_back(assignment(
        n,
        makeBinary(
            Op::Add,
            makeCall("integer", {makeBinary(Op::Add, quotient, number(1e-10, loc), loc)}, loc),
            number(1, loc), loc),
        loc));
    out.push_back(assignment(k, number(0, loc), loc));
    auto loop = std::make_shared<Stmt>();
    loop->kind = StmtKind::While;
    loop->loc = loc;
    StmtBranch b;
    b.cond = makeBinary(Op::Lt, k, n, loc);
    b.body.push_back(
        assignment(i, makeBinary(Op::Add, a, makeBinary(Op::Mul, k, st, loc), loc), loc));
    // the loop variable is a local while the body is made scalars
    std::optional<std::optional<Val>> shadowed;
    if (auto it = frame.vars.find(s.loopVar); it != frame.vars.end()) shadowed = it->second;
    frame.vars[s.loopVar] = Val::of(i);
    const bool ok = emitStatements(body, b.body);
    if (shadowed)
        m_frames.back().vars[s.loopVar] = *shadowed;
    else
        m_frames.back().vars.erase(s.loopVar);
    if (!ok) return false;
    b.body.push_back(assignment(k, makeBinary(Op::Add, k, number(1, loc), loc), loc));
    loop->branches.push_back(std::move(b));
    out.push_back(std::move(loop));
    return true;
}

char Scalarizer::elementType(const Expr& e) const {
    std::optional<int> slot = localSlot(e);
    if (!slot && e.kind == ExprKind::Call && e.text == kLocalAt)
        slot = static_cast<int>(e.args[0]->number);
    if (!slot && e.kind == ExprKind::Call && e.text == kRuntimeCall) {
        const ScalarFunction& g = m_runtime[static_cast<std::size_t>(e.args[0]->number)];
        return g.types[static_cast<std::size_t>(
            g.outputs[static_cast<std::size_t>(e.args[1]->number)])];
    }
    if (!slot || !inRuntimeFunction()) return 'R';
    const ScalarFunction& sf = m_runtime[static_cast<std::size_t>(m_frames.back().spec)];
    return sf.types[static_cast<std::size_t>(*slot)];
}

bool Scalarizer::integerValued(const Expr& e) const {
    switch (e.kind) {
    case ExprKind::Number: return e.isInteger;
    case ExprKind::Name: return elementType(e) == 'I';
    case ExprKind::Call:
        if (e.text == "size" || e.text == "integer") return true;
        if (e.text == kLocalAt || e.text == kRuntimeCall) return elementType(e) == 'I';
        if (e.text == "div" || e.text == "mod" || e.text == "rem" || e.text == "abs" ||
            e.text == "min" || e.text == "max")
            return std::all_of(e.args.begin(), e.args.end(),
                               [&](const ExprPtr& a) { return integerValued(*a); });
        return false;
    case ExprKind::Unary: return integerValued(*e.args[0]);
    case ExprKind::Binary:
        return (e.op == Op::Add || e.op == Op::Sub || e.op == Op::Mul) &&
               integerValued(*e.args[0]) && integerValued(*e.args[1]);
    default: return false;
    }
}

// base[subscripts] with subscripts known only while running, base a function's array
// whose elements are consecutive locals: $at(first local, offset), each such subscript
// checked against its dimension.
std::optional<Val> Scalarizer::localElements(const Val& base, const std::vector<Sub>& subs,
                                             const std::string& name, SourceLoc loc) {
    const std::optional<int> first = localSlot(*base.el[0]);
    if (!first) return std::nullopt;
    for (std::size_t k = 0; k < base.el.size(); ++k) {
        const std::optional<int> slot = localSlot(*base.el[k]);
        if (!slot || *slot != *first + static_cast<int>(k)) return std::nullopt;
    }
    // the offset of the subscripts known only while running
    ExprPtr dynamic;
    std::size_t stride = 1;
    std::vector<Sub> fixed = subs;
    for (std::size_t k = subs.size(); k-- > 0;) {
        if (subs[k].dynamic) {
            const ExprPtr checked =
                makeCall(kCheckIndex,
                         {subs[k].dynamic, number(base.dims[k], loc), makeString(name, loc)}, loc);
            ExprPtr term = makeBinary(Op::Sub, checked, number(1, loc), loc);
            if (stride != 1) term = makeBinary(Op::Mul, term, number(double(stride), loc), loc);
            dynamic = dynamic ? makeBinary(Op::Add, term, dynamic, loc) : term;
            fixed[k].dynamic = nullptr;
            fixed[k].take = {1};
        }
        stride *= static_cast<std::size_t>(base.dims[k]);
    }
    return select(fixed, [&](const std::vector<int>& idx) {
        std::size_t flat = 0;
        for (std::size_t k = 0; k < idx.size(); ++k)
            flat = flat * static_cast<std::size_t>(base.dims[k]) +
                   static_cast<std::size_t>(idx[k] - 1);
        ExprPtr offset = dynamic;
        if (flat != 0) offset = makeBinary(Op::Add, number(double(flat), loc), offset, loc);
        return makeCall(kLocalAt, {number(*first, loc), offset}, loc);
    });
}

}  // namespace hs::compile::arrays_detail
