// Calls of the source's functions (Modelica 3.6 chapter 12), written out in place: the
// arguments are bound to the inputs (by position, by name, or the inputs' defaults), the
// algorithm runs on expressions instead of numbers — an assignment gives a variable a new
// expression, an if-statement whose condition is known only while running gives each
// variable an if-expression of its branches, for-loops run over their ranges — and the
// call is the first output's expression. Relations inside the function become noEvent():
// a function's relations do not generate events (spec 8.5). What cannot be written out
// this way (a while-loop, `break` or a return on values known only while running,
// recursion on such values) makes the call one run while simulating (function_runtime.cpp);
// external functions other than the C math library's are a located `unsupported` error.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

namespace {

constexpr int kMaxWhileIterations = 100000;

bool hasRelation(const Expr& e) {
    if (e.kind == ExprKind::Binary && isRelation(e.op)) return true;
    if (e.kind == ExprKind::Call && e.text == "noEvent") return false;
    for (const ExprPtr& a : e.args)
        if (a && hasRelation(*a)) return true;
    return false;
}

bool complete(const std::optional<Val>& v) {
    return v && std::none_of(v->el.begin(), v->el.end(), [](const ExprPtr& x) { return !x; });
}

}  // namespace

const std::optional<Val>* Scalarizer::local(const std::string& name) const {
    if (m_frames.empty()) return nullptr;
    const auto& vars = m_frames.back().vars;
    auto it = vars.find(name);
    return it == vars.end() ? nullptr : &it->second;
}

std::optional<Val> Scalarizer::inlineCall(const FunctionAst& f, const ExprPtr& callPtr) {
    std::optional<std::vector<std::optional<Val>>> r = inlineOutputs(f, callPtr, {true});
    if (!r) return std::nullopt;
    return std::move((*r)[0]);
}

std::optional<std::vector<std::optional<Val>>> Scalarizer::inlineOutputs(
    const FunctionAst& f, const ExprPtr& callPtr, const std::vector<bool>& wanted,
    std::unordered_map<std::string, std::optional<Val>>* vars) {
    const Expr& call = *callPtr;
    if (f.hasEquations) {
        error(
            Code::InvalidEquation, f.loc,
            msg("the function '%1' has equations: a function computes with an algorithm", f.name));
        return std::nullopt;
    }
    if (!f.external.empty()) {
        // the C math library's functions under their own names
        const std::string base = f.name.substr(f.name.rfind('.') + 1);
        if (f.external == "C" && mathFunction(base) &&
            static_cast<int>(call.args.size()) == mathFunction(base)->arity) {
            // the built-in of that name (not this function again): scalars in, a scalar out
            std::vector<ExprPtr> args;
            for (const ExprPtr& a : call.args) {
                std::optional<ExprPtr> v = scalarOf(a, a->loc);
                if (!v) return std::nullopt;
                args.push_back(std::move(*v));
            }
            if (wanted.size() > 1) {
                error(Code::TypeError, call.loc,
                      msg("the function '%1' has %2 outputs, not %3", f.name, 1, wanted.size()));
                return std::nullopt;
            }
            return std::vector<std::optional<Val>>{
                Val::of(makeCall(base, std::move(args), call.loc))};
        }
        error(Code::Unsupported, call.loc,
              msg("the external function '%1' is not supported: only the C math library's "
                  "functions are",
                  f.name));
        return std::nullopt;
    }
    if (m_frames.size() >= kMaxCallDepth) {
        error(Code::Unsupported, call.loc,
              msg("the function '%1' calls itself more than %2 levels deep: recursion needs "
                  "arguments known when "
                  "the model is compiled",
                  f.name, kMaxCallDepth));
        return std::nullopt;
    }
    // the arguments, in the caller's scope
    const auto [inputs, outputs] = functionInterface(f);
    if (wanted.size() > outputs.size()) {
        error(Code::TypeError, call.loc,
              outputs.empty() ? msg("the function '%1' has no output to give a value", f.name)
                              : msg("the function '%1' has %2 outputs, not %3", f.name,
                                    outputs.size(), wanted.size()));
        return std::nullopt;
    }
    std::vector<std::optional<Val>> given(inputs.size());
    for (std::size_t i = 0; i < call.args.size(); ++i) {
        const std::string& name = i < call.argNames.size() ? call.argNames[i] : std::string();
        std::size_t slot = i;
        if (!name.empty()) {
            auto it = std::find_if(inputs.begin(), inputs.end(),
                                   [&](const Declaration* d) { return d->name == name; });
            if (it == inputs.end()) {
                error(Code::TypeError, call.args[i]->loc,
                      msg("the function '%1' has no input '%2'", f.name, name));
                return std::nullopt;
            }
            slot = static_cast<std::size_t>(it - inputs.begin());
        } else if (i >= inputs.size()) {
            error(Code::TypeError, call.loc,
                  msg("the function '%1' takes %2 inputs, not %3", f.name, inputs.size(),
                      call.args.size()));
            return std::nullopt;
        }
        if (given[slot]) {
            error(Code::TypeError, call.args[i]->loc,
                  msg("the input '%1' of '%2' is given twice", inputs[slot]->name, f.name));
            return std::nullopt;
        }
        given[slot] = expand(call.args[i]);
        if (!given[slot]) return std::nullopt;
    }
    // arguments with more dimensions than their inputs: the function applied element by
    // element (spec 12.4.6)
    std::optional<std::vector<int>> extra;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        if (!given[i]) continue;
        const RecordAst* record = recordType(inputs[i]->typeName);
        if (given[i]->record != record) {
            error(Code::TypeError, call.loc,
                  msg("the input '%1' of '%2' is %3, but the argument is %4", inputs[i]->name,
                      f.name, record ? msg("record '%1'", record->name) : msg("not a record"),
                      shapeText(*given[i])));
            return std::nullopt;
        }
        const std::vector<ExprPtr>& declared = inputs[i]->dims;
        const std::vector<int>& have = given[i]->dims;
        if (have.size() < declared.size()) {
            error(Code::SizeMismatch, call.loc,
                  msg("the input '%1' of '%2' has %3 dimensions; the argument has size %4",
                      inputs[i]->name, f.name, declared.size(), sizeText(have)));
            return std::nullopt;
        }
        const std::size_t lead = have.size() - declared.size();
        for (std::size_t k = 0; k < declared.size(); ++k)
            if (declared[k]->kind == ExprKind::Number && declared[k]->number != have[lead + k]) {
                error(Code::SizeMismatch, call.loc,
                      msg("the input '%1' of '%2' has size %3; the argument has size %4",
                          inputs[i]->name, f.name, toString(*declared[k]), sizeText(have)));
                return std::nullopt;
            }
        if (lead == 0) continue;
        const std::vector<int> leading(have.begin(), have.begin() + static_cast<long>(lead));
        if (extra && *extra != leading) {
            error(Code::SizeMismatch, call.loc,
                  msg("the arguments of '%1', applied element by element, have different sizes: "
                      "%2 and %3",
                      f.name, sizeText(*extra), sizeText(leading)));
            return std::nullopt;
        }
        extra = leading;
    }
    // recursion on values known only while running: the function runs while simulating
    // (written out in place, it would not end)
    for (std::size_t i = runtimeBoundary(); i < m_frames.size(); ++i) {
        if (m_frames[i].function != &f || vars) continue;
        const bool known =
            std::all_of(given.begin(), given.end(), [&](const std::optional<Val>& v) {
                return !v || std::all_of(v->el.begin(), v->el.end(),
                                         [&](const ExprPtr& x) { return x && constant(*x); });
            });
        if (known) break;
        if (m_frames[i].runtime && !extra) return runtimeCall(f, call, given, wanted);
        if (!m_frames[i].runtime) {
            requestRuntime(f);
            return std::nullopt;
        }
    }
    if (!extra) return runFunction(f, call, std::move(given), wanted, vars);
    if (outputs.size() != 1 || !outputs[0]->dims.empty() || wanted.size() != 1) {
        error(Code::TypeError, call.loc,
              msg("'%1' is called on arrays, element by element, which needs a function with "
                  "one scalar output",
                  f.name));
        return std::nullopt;
    }
    Val result;
    result.dims = *extra;
    const std::size_t n = count(*extra);
    for (std::size_t e = 0; e < n; ++e) {
        std::vector<std::optional<Val>> slice(inputs.size());
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            if (!given[i]) continue;
            const std::size_t lead = given[i]->dims.size() - inputs[i]->dims.size();
            if (lead == 0) {
                slice[i] = given[i];
                continue;
            }
            Val part;
            part.dims.assign(given[i]->dims.begin() + static_cast<long>(lead),
                             given[i]->dims.end());
            const std::size_t stride = count(part.dims);
            part.el.assign(given[i]->el.begin() + static_cast<long>(e * stride),
                           given[i]->el.begin() + static_cast<long>((e + 1) * stride));
            slice[i] = std::move(part);
        }
        auto one = runFunction(f, call, std::move(slice), wanted);
        if (!one) return std::nullopt;
        result.el.push_back((*one)[0]->el[0]);
    }
    return std::vector<std::optional<Val>>{std::move(result)};
}

std::optional<std::vector<std::optional<Val>>> Scalarizer::runFunction(
    const FunctionAst& f, const Expr& call, std::vector<std::optional<Val>> given,
    const std::vector<bool>& wanted, std::unordered_map<std::string, std::optional<Val>>* keep) {
    const std::size_t depth = m_frames.size();
    const std::size_t asserts = m_pendingAsserts.size();
    std::vector<std::optional<Val>> args = keep ? std::vector<std::optional<Val>>{} : given;
    auto values = runInline(f, call, std::move(given), wanted, keep);
    if (m_runtimeRequest != &f || m_requestDepth != depth) return values;
    // a loop, `break` or `return` on values known only while running, or recursion
    m_runtimeRequest = nullptr;
    m_pendingAsserts.resize(asserts);
    return runtimeCall(f, call, args, wanted);
}

std::optional<std::vector<std::optional<Val>>> Scalarizer::runInline(
    const FunctionAst& f, const Expr& call, std::vector<std::optional<Val>> given,
    const std::vector<bool>& wanted, std::unordered_map<std::string, std::optional<Val>>* keep) {
    const auto [inputs, outputs] = functionInterface(f);
    // the function's own scope: inputs, then defaults, outputs and protected variables
    // with their bindings, in the order they are declared
    // frames never move: references to the caller's frame stay valid across nested calls
    if (m_frames.capacity() < kMaxCallDepth + 1) m_frames.reserve(kMaxCallDepth + 1);
    m_frames.push_back(
        {&f, {}, false, std::any_of(wanted.begin(), wanted.end(), [](bool w) { return w; }), {}});
    struct Pop {
        std::vector<Frame>& frames;
        ~Pop() { frames.pop_back(); }
    } pop{m_frames};
    std::vector<std::pair<std::string, double>> outerLoop;
    outerLoop.swap(m_loop);  // the caller's loop variables are not the function's
    struct Restore {
        std::vector<std::pair<std::string, double>>& loop;
        std::vector<std::pair<std::string, double>> saved;
        ~Restore() { loop = std::move(saved); }
    } restore{m_loop, std::move(outerLoop)};
    for (std::size_t i = 0; i < inputs.size(); ++i)
        if (given[i]) m_frames.back().vars[inputs[i]->name] = std::move(given[i]);
    // a binding that reads variables declared after it waits for them (their order of
    // declaration does not matter, spec 12.4.1)
    std::set<std::string> pending;
    for (const Declaration& d : f.declarations)
        if (!m_frames.back().vars.count(d.name)) pending.insert(d.name);
    std::function<bool(const Expr&)> waits = [&](const Expr& e) {
        if (e.kind == ExprKind::Name && pending.count(e.text.substr(0, e.text.find('.'))))
            return true;
        return std::any_of(e.args.begin(), e.args.end(),
                           [&](const ExprPtr& a) { return a && waits(*a); });
    };
    for (bool progress = true; progress && !pending.empty();) {
        progress = false;
        for (const Declaration& d : f.declarations) {
            if (!pending.count(d.name)) continue;
            const bool isInput = d.causality == Causality::Input && !d.isProtected;
            if (isInput && !d.binding) {
                error(Code::TypeError, call.loc,
                      msg("the call of '%1' gives no value to its input '%2'", f.name, d.name));
                return std::nullopt;
            }
            pending.erase(d.name);
            if (d.binding && waits(*d.binding)) {
                pending.insert(d.name);
                continue;
            }
            std::optional<Val> v = startValue(f, d);
            if (!v) return std::nullopt;
            m_frames.back().vars[d.name] = std::move(v);
            progress = true;
        }
    }
    if (!pending.empty()) {
        error(Code::VariabilityError, call.loc,
              msg("the bindings of '%1' in '%2' depend on each other in a cycle", *pending.begin(),
                  f.name));
        return std::nullopt;
    }
    if (!execute(f.algorithm)) return std::nullopt;
    std::vector<std::optional<Val>> values(wanted.size());
    // the outputs are computed only where the function's assertions hold
    std::vector<ExprPtr> failures;
    for (const auto& [ok, message] : m_frames.back().guards)
        failures.push_back(makeCall(kFailCall, {makeString(message, call.loc)}, call.loc));
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        if (!wanted[i]) continue;
        values[i] = functionValue(f, outputs[i]->name, call);
        if (!values[i]) return std::nullopt;
        for (std::size_t g = failures.size(); g-- > 0;)
            for (ExprPtr& x : values[i]->el)
                x = makeIfChain({m_frames.back().guards[g].first}, {x}, failures[g], call.loc);
    }
    if (keep) *keep = m_frames.back().vars;
    return values;
}

std::optional<Val> Scalarizer::startValue(const FunctionAst& f, const Declaration& d) {
    const RecordAst* record = recordType(d.typeName);
    if (d.binding) {
        std::optional<Val> v = expand(d.binding);
        if (!v) return std::nullopt;
        if (v->record != record) {
            error(Code::TypeError, d.binding->loc,
                  msg("'%1' in '%2' is %3, but its binding is %4", d.name, f.name,
                      record ? msg("record '%1'", record->name) : msg("not a record"),
                      shapeText(*v)));
            return std::nullopt;
        }
        return v;
    }
    // no value yet: its elements are given by assignments
    Val empty;
    if (record) {
        const RecordLayout* layout = layoutOf(*record);
        if (!layout) return std::nullopt;
        if (!d.dims.empty()) {
            error(Code::Unsupported, d.loc,
                  msg("arrays of records are not supported yet: '%1'", d.name));
            return std::nullopt;
        }
        empty.record = record;
        empty.el.assign(layout->size, nullptr);
        return empty;
    }
    for (const ExprPtr& dim : d.dims) {
        std::optional<Val> n = dim->kind == ExprKind::Colon ? std::nullopt : expand(dim);
        const auto c = n && n->scalar() ? constant(*n->el[0]) : std::nullopt;
        if (!c) {
            error(Code::VariabilityError, dim->loc,
                  msg("the size of '%1' in the function '%2' must follow from its inputs", d.name,
                      f.name));
            return std::nullopt;
        }
        empty.dims.push_back(static_cast<int>(*c));
    }
    empty.el.assign(count(empty.dims), nullptr);
    return empty;
}

std::optional<std::vector<std::optional<Val>>> Scalarizer::tupleOutputs(const Expr& tuple,
                                                                        const ExprPtr& value) {
    auto fn = value->kind == ExprKind::Call ? m_functions.find(value->text) : m_functions.end();
    if (fn == m_functions.end()) {
        error(Code::TypeError, tuple.loc,
              msg("'%1' takes the outputs of a call of a function; '%2' is not one",
                  toString(tuple), toString(*value)));
        return std::nullopt;
    }
    std::vector<bool> wanted;
    for (const ExprPtr& a : tuple.args) wanted.push_back(!omittedOutput(*a));
    return inlineOutputs(*fn->second, value, wanted);
}

std::optional<Val> Scalarizer::functionValue(const FunctionAst& f, const std::string& name,
                                             const Expr& call) {
    const std::optional<Val>* v = local(name);
    if (!v || !complete(*v)) {
        error(Code::VariabilityError, call.loc,
              msg("the output '%1' of the function '%2' is not given a value", name, f.name));
        return std::nullopt;
    }
    Val r = **v;
    for (ExprPtr& x : r.el)
        if (hasRelation(*x)) x = makeCall("noEvent", {x}, x->loc);
    return r;
}

bool Scalarizer::execute(const std::vector<StmtPtr>& body) {
    Frame& frame = m_frames.back();
    for (const StmtPtr& sp : body) {
        if (m_frames.back().returned) return true;
        const Stmt& s = *sp;
        switch (s.kind) {
        case StmtKind::Assign:
            if (!assign(s)) return false;
            break;
        case StmtKind::Return: m_frames.back().returned = true; return true;
        case StmtKind::Break: return requestRuntime(*frame.function);
        case StmtKind::For: {
            const ExprPtr range =
                s.range ? s.range
                        : deducedRange(s.loopVar, nullptr,
                                       s.branches.empty() ? nullptr : &s.branches[0].body, s.loc);
            if (!range) return false;
            const auto values = iterationValues(range, s.loopVar);
            if (!values) return requestRuntime(*frame.function);
            if (breaks(s.branches.empty() ? std::vector<StmtPtr>{} : s.branches[0].body))
                return requestRuntime(*frame.function);
            for (double v : *values) {
                if (!unrollOne(range->loc, s.loopVar)) return false;
                m_loop.emplace_back(s.loopVar, v);
                const bool ok = s.branches.empty() || execute(s.branches[0].body);
                m_loop.pop_back();
                if (!ok) return false;
                if (m_frames.back().returned) return true;
            }
            break;
        }
        case StmtKind::While: {
            for (int i = 0;; ++i) {
                std::optional<Val> c = expand(s.branches[0].cond);
                if (!c) return false;
                const auto known = c->scalar() ? constant(*c->el[0]) : std::nullopt;
                if (!known) return requestRuntime(*frame.function);
                if (*known == 0.0) break;
                if (i >= kMaxWhileIterations) {
                    error(
                        Code::WhileIterationLimit, s.loc,
                        msg("the while-loop in the function '%1' did not end within %2 iterations",
                            frame.function->name, kMaxWhileIterations));
                    return false;
                }
                if (!execute(s.branches[0].body)) return false;
                if (m_frames.back().returned) return true;
            }
            break;
        }
        case StmtKind::If: {
            // conditions known when compiling decide alone; the others make every branch
            // run on its own copy of the variables, and each variable an if-expression
            std::vector<ExprPtr> conds;
            std::vector<const std::vector<StmtPtr>*> bodies;
            const std::vector<StmtPtr>* otherwise = &s.elseBody;
            for (const auto& branch : s.branches) {
                const std::optional<ExprPtr> c = scalarOf(branch.cond, s.loc);
                if (!c) return false;
                if (const auto known = constant(**c)) {
                    if (*known == 0.0) continue;  // never taken
                    otherwise = &branch.body;     // taken whenever the ones before are not
                    break;
                }
                conds.push_back(*c);
                bodies.push_back(&branch.body);
            }
            if (conds.empty()) {
                if (!execute(*otherwise)) return false;
                break;
            }
            const auto before = m_frames.back().vars;
            std::vector<std::unordered_map<std::string, std::optional<Val>>> after;
            // the condition under which each branch runs: its own, none before it
            auto branchPath = [&](std::size_t b) {
                ExprPtr p = b < conds.size() ? conds[b] : nullptr;
                for (std::size_t k = 0; k < b && k < conds.size(); ++k) {
                    ExprPtr notK = makeUnary(Op::Not, conds[k], s.loc);
                    p = p ? makeBinary(Op::And, notK, p, s.loc) : notK;
                }
                return p;
            };
            for (std::size_t b = 0; b < bodies.size(); ++b) {
                m_frames.back().vars = before;
                m_path.push_back(branchPath(b));
                const bool ok = execute(*bodies[b]);
                m_path.pop_back();
                if (!ok) return false;
                after.push_back(m_frames.back().vars);
            }
            m_frames.back().vars = before;
            m_path.push_back(branchPath(conds.size()));
            const bool elseOk = execute(*otherwise);
            m_path.pop_back();
            if (!elseOk) return false;
            after.push_back(m_frames.back().vars);
            if (m_frames.back().returned) return requestRuntime(*frame.function);
            auto& vars = m_frames.back().vars;
            for (auto& [name, value] : vars) {
                std::vector<const std::optional<Val>*> versions;
                bool differ = false;
                for (auto& a : after) {
                    versions.push_back(&a[name]);
                    differ = differ || !(versions.back()->has_value() == value.has_value()) ||
                             (value && (*versions.back())->el != value->el);
                }
                if (!differ) continue;
                const std::optional<Val>& first0 = *versions[0];
                bool mergeable = true;
                for (const auto* v : versions)
                    mergeable = mergeable && v->has_value() && sameDims(**v, *first0);
                if (!mergeable) {
                    value.reset();
                    continue;
                }
                Val merged;
                merged.dims = first0->dims;
                merged.record = first0->record;
                for (std::size_t el = 0; el < first0->el.size(); ++el) {
                    bool all = true;
                    for (const auto* v : versions) all = all && (*v)->el[el];
                    if (!all) {
                        merged.el.push_back(nullptr);
                        continue;
                    }
                    std::vector<ExprPtr> values;
                    for (std::size_t b = 0; b < conds.size(); ++b)
                        values.push_back((*versions[b])->el[el]);
                    merged.el.push_back(
                        makeIfChain(conds, values, (*versions.back())->el[el], s.loc));
                }
                value = std::move(merged);
            }
            break;
        }
        case StmtKind::Call: {
            const Expr& c = *s.value;
            if (c.text == "assert" && !c.args.empty()) {
                std::optional<Val> cond = expand(c.args[0]);
                if (!cond) return false;
                const auto known = cond->scalar() ? constant(*cond->el[0]) : std::nullopt;
                if (known && *known != 0.0) break;
                if (cond->scalar() && !known && m_lazy == 0) {
                    if (!runtimeAssert(s, *cond)) return false;
                    break;
                }
                if (cond->scalar() && frame.valueWanted) {
                    // the outputs fail where evaluated: in a branch of an if-expression
                    // only when taken, and an assertion that always fails only when reached
                    if (!guardOutputs(s, *cond)) return false;
                    break;
                }
                if (cond->scalar() && m_lazy == 0) {
                    // a call statement that fails when it runs
                    if (!runtimeAssert(s, *cond)) return false;
                    break;
                }
                if (!known) return requestRuntime(*frame.function);
                error(Code::AssertionFailed, s.loc,
                      msg("an assertion of the function '%1' fails: '%2'", frame.function->name,
                          toString(*c.args[0])));
                return false;
            }
            if (auto fn = m_functions.find(c.text); fn != m_functions.end()) {
                if (!inlineOutputs(*fn->second, s.value, {})) return false;
                break;
            }
            return refuseStatement(s, *frame.function);
        }
        case StmtKind::When: return refuseStatement(s, *frame.function);
        }
    }
    return true;
}

bool Scalarizer::refuseStatement(const Stmt& s, const FunctionAst& f) {
    if (s.kind == StmtKind::When)
        error(Code::InvalidStatement, s.loc,
              msg("a function has no when-statements (in '%1')", f.name));
    else
        error(Code::Unsupported, s.loc,
              msg("the statement '%1' in the function '%2' is not supported yet",
                  toString(*s.value), f.name));
    return false;
}

bool Scalarizer::assign(const Stmt& s) {
    if (s.target->kind == ExprKind::Tuple) {
        // (a, b) := f(x): each output to its variable, in order
        auto values = tupleOutputs(*s.target, s.value);
        if (!values) return false;
        for (std::size_t i = 0; i < values->size(); ++i) {
            if (!(*values)[i]) continue;
            Val v = std::move(*(*values)[i]);
            if (!assignValue(s, *s.target->args[i], std::move(v))) return false;
        }
        return true;
    }
    std::optional<Val> value = expand(s.value);
    if (!value) return false;
    return assignValue(s, *s.target, std::move(*value));
}

bool Scalarizer::assignValue(const Stmt& s, const Expr& target, Val given) {
    Frame& frame = m_frames.back();
    std::optional<Val> value = std::move(given);
    const std::string& name = target.kind == ExprKind::Index ? target.args[0]->text : target.text;
    auto it = frame.vars.find(name);
    if (it == frame.vars.end() && target.kind == ExprKind::Name &&
        name.find('.') != std::string::npos && frame.vars.count(name.substr(0, name.find('.'))))
        return assignField(s, name, std::move(*value));
    if (it == frame.vars.end()) {
        error(Code::UndefinedName, target.loc,
              msg("'%1' is not a variable of the function '%2'", name, frame.function->name));
        return false;
    }
    const Declaration* decl = nullptr;
    for (const Declaration& d : frame.function->declarations)
        if (d.name == name) decl = &d;
    if (decl && decl->causality == Causality::Input && !decl->isProtected) {
        error(Code::ParameterAssignment, s.loc,
              msg("the input '%1' of the function '%2' cannot be assigned", name,
                  frame.function->name));
        return false;
    }
    if (target.kind == ExprKind::Name) {
        const RecordAst* record = decl ? recordType(decl->typeName) : nullptr;
        if (value->record != record) {
            error(Code::TypeError, s.loc,
                  msg("'%1' is %2, but the value assigned is %3", name,
                      record ? msg("record '%1'", record->name) : msg("not a record"),
                      shapeText(*value)));
            return false;
        }
        if (it->second && !it->second->dims.empty() && it->second->dims != value->dims && decl &&
            !decl->dims.empty() && decl->dims[0]->kind != ExprKind::Colon) {
            error(Code::SizeMismatch, s.loc,
                  msg("the two sides of the assignment have different sizes: %1 and %2",
                      sizeText(it->second->dims), sizeText(value->dims)));
            return false;
        }
        it->second = std::move(value);
        return true;
    }
    // x[i, j] := v with subscripts known when compiling
    if (!it->second) {
        error(Code::VariabilityError, s.loc,
              msg("'%1' is used before it is given a value in the function '%2'", name,
                  frame.function->name));
        return false;
    }
    Val& var = *it->second;
    const std::size_t subs = target.args.size() - 1;
    if (subs != var.dims.size() || !value->scalar()) {
        error(Code::Unsupported, s.loc,
              msg("an assignment to '%1' needs one subscript per dimension of '%2' (slices are not "
                  "supported yet)",
                  toString(target), name));
        return false;
    }
    std::size_t flat = 0;
    for (std::size_t k = 0; k < subs; ++k) {
        m_endSize.push_back(var.dims[k]);
        std::optional<Val> sv = expand(target.args[k + 1]);
        m_endSize.pop_back();
        const auto c = sv && sv->scalar() ? constant(*sv->el[0]) : std::nullopt;
        if (!c) return requestRuntime(*frame.function);
        if (*c < 1 || *c > var.dims[k] || *c != std::floor(*c)) {
            error(Code::IndexOutOfRange, s.loc,
                  msg("the subscript %1 of '%2' is outside 1..%3", *c, name, var.dims[k]));
            return false;
        }
        flat = flat * static_cast<std::size_t>(var.dims[k]) + static_cast<std::size_t>(*c - 1);
    }
    var.el[flat] = value->el[0];
    return true;
}

// r.a := v, r.inner.b := v: the field's elements within the record's value.
bool Scalarizer::assignField(const Stmt& s, const std::string& name, Val value) {
    Frame& frame = m_frames.back();
    const std::string base = name.substr(0, name.find('.'));
    std::optional<Val>& var = frame.vars[base];
    const Declaration* decl = nullptr;
    for (const Declaration& d : frame.function->declarations)
        if (d.name == base) decl = &d;
    if (decl && decl->causality == Causality::Input && !decl->isProtected) {
        error(Code::ParameterAssignment, s.loc,
              msg("the input '%1' of the function '%2' cannot be assigned", base,
                  frame.function->name));
        return false;
    }
    if (!var || !var->record) {
        error(Code::UndefinedName, s.loc,
              msg("'%1' is not a variable of the function '%2'", name, frame.function->name));
        return false;
    }
    // walk down to the field, keeping where it starts
    const RecordAst* record = var->record;
    std::size_t offset = 0;
    const RecordLayout::Field* field = nullptr;
    std::string rest = name.substr(base.size() + 1);
    while (true) {
        const RecordLayout* layout = layoutOf(*record);
        if (!layout) return false;
        const std::string part = rest.substr(0, rest.find('.'));
        field = layout->field(part);
        if (!field) {
            error(Code::UndefinedName, s.loc,
                  msg("the record '%1' has no field '%2'", record->name, part));
            return false;
        }
        offset += field->offset;
        if (part.size() == rest.size()) break;
        rest = rest.substr(part.size() + 1);
        record = field->record;
        if (!record) {
            error(Code::UndefinedName, s.loc, msg("'%1' is not a record", part));
            return false;
        }
    }
    if (value.dims != field->dims || value.record != field->record) {
        error(Code::SizeMismatch, s.loc,
              msg("the two sides of the assignment have different sizes: %1 and %2",
                  field->record ? msg("record '%1'", field->record->name) : sizeText(field->dims),
                  shapeText(value)));
        return false;
    }
    std::copy(value.el.begin(), value.el.end(), var->el.begin() + static_cast<long>(offset));
    return true;
}

}  // namespace hs::compile::arrays_detail
