#include "hs/experiment/outcome.h"

#include "hs/lang/parser.h"
#include "hs/sim/engine.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>

namespace hs::experiment {
namespace {

constexpr double kNone = std::numeric_limits<double>::quiet_NaN();

// An expression outcome, its names resolved: a small tree evaluated once per run.
struct Node {
    enum class Kind { Const, Outcome, Slot, Time, Unary, Binary, If, Call1, Call2 };
    Kind kind = Kind::Const;
    double value = 0.0;
    int index = -1;  // Outcome: its index; Slot: the variable's slot
    lang::Op op = lang::Op::None;
    MathFn fn = MathFn::Abs;
    std::vector<Node> args;
};

// A diagnostic's message to embed in another: its text, or its rendered message when that
// says more (an element in front of the text).
Message textOf(const Diagnostic& d) {
    return d.element.empty() && !d.text.empty() ? d.text : verbatim(d.message);
}

class ExpressionCompiler {
public:
    ExpressionCompiler(const CompiledModel& model, const std::vector<std::string>& earlier)
        : m_model(model), m_earlier(earlier) {}

    // Returns false with a message on the first name or construct that cannot be evaluated.
    bool compile(const lang::Expr& e, Node& out, Message& error) const {
        switch (e.kind) {
            case lang::ExprKind::Number:
                out.kind = Node::Kind::Const;
                out.value = e.number;
                return true;
            case lang::ExprKind::Boolean:
                out.kind = Node::Kind::Const;
                out.value = e.boolean ? 1.0 : 0.0;
                return true;
            case lang::ExprKind::Name:
                return compileName(e.text, out, error);
            case lang::ExprKind::Unary:
            case lang::ExprKind::Binary:
            case lang::ExprKind::If:
                out.kind = e.kind == lang::ExprKind::Unary    ? Node::Kind::Unary
                           : e.kind == lang::ExprKind::Binary ? Node::Kind::Binary
                                                              : Node::Kind::If;
                out.op = e.op;
                return compileArgs(e, out, error);
            case lang::ExprKind::Call: {
                const std::optional<MathFunction> math = mathFunction(e.text);
                if (math && static_cast<int>(e.args.size()) == math->arity) {
                    out.kind = math->arity == 1 ? Node::Kind::Call1 : Node::Kind::Call2;
                    out.fn = math->fn;
                } else {
                    error = math ? msg("wrong number of arguments to %1()", e.text)
                                 : msg("the function %1() cannot be used in an output expression",
                                       e.text);
                    return false;
                }
                return compileArgs(e, out, error);
            }
            default:
                error =
                    msg("only numbers, names, operators, if-expressions and mathematical functions "
                        "can be used in an output expression");
                return false;
        }
    }

private:
    bool compileArgs(const lang::Expr& e, Node& out, Message& error) const {
        out.args.resize(e.args.size());
        for (std::size_t i = 0; i < e.args.size(); ++i)
            if (!compile(*e.args[i], out.args[i], error)) return false;
        return true;
    }

    bool compileName(const std::string& name, Node& out, Message& error) const {
        for (std::size_t i = 0; i < m_earlier.size(); ++i)
            if (m_earlier[i] == name) {
                out.kind = Node::Kind::Outcome;
                out.index = static_cast<int>(i);
                return true;
            }
        if (name == "time") {
            out.kind = Node::Kind::Time;
            return true;
        }
        if (const VariableInfo* v = m_model.findVariable(name)) {
            out.kind = Node::Kind::Slot;
            out.index = v->slot;
            return true;
        }
        error =
            msg("unknown name '%1' (neither a variable of %2 nor an output listed before "
                "this one)",
                name, m_model.name);
        return false;
    }

    const CompiledModel& m_model;
    const std::vector<std::string>& m_earlier;
};

double evaluateNode(const Node& n, const Engine& engine, const std::vector<double>& outcomes) {
    auto arg = [&](std::size_t i) { return evaluateNode(n.args[i], engine, outcomes); };
    switch (n.kind) {
        case Node::Kind::Const:
            return n.value;
        case Node::Kind::Outcome:
            return outcomes[static_cast<std::size_t>(n.index)];
        case Node::Kind::Slot:
            return engine.slotValue(n.index);
        case Node::Kind::Time:
            return engine.time();
        case Node::Kind::Unary: {
            const double a = arg(0);
            if (n.op == lang::Op::Neg) return -a;
            if (n.op == lang::Op::Not) return a != 0 ? 0.0 : 1.0;
            return a;
        }
        case Node::Kind::Binary: {
            const double a = arg(0);
            if (n.op == lang::Op::And && a == 0) return 0.0;
            if (n.op == lang::Op::Or && a != 0) return 1.0;
            const double b = arg(1);
            switch (n.op) {
                case lang::Op::Add:
                    return a + b;
                case lang::Op::Sub:
                    return a - b;
                case lang::Op::Mul:
                    return a * b;
                case lang::Op::Div:
                    return a / b;
                case lang::Op::Pow:
                    return std::pow(a, b);
                case lang::Op::Lt:
                    return a < b ? 1.0 : 0.0;
                case lang::Op::Le:
                    return a <= b ? 1.0 : 0.0;
                case lang::Op::Gt:
                    return a > b ? 1.0 : 0.0;
                case lang::Op::Ge:
                    return a >= b ? 1.0 : 0.0;
                case lang::Op::Eq:
                    return a == b ? 1.0 : 0.0;
                case lang::Op::Ne:
                    return a != b ? 1.0 : 0.0;
                case lang::Op::And:
                case lang::Op::Or:
                    return b != 0 ? 1.0 : 0.0;
                default:
                    return kNone;
            }
        }
        case Node::Kind::If: {
            const std::size_t pairs = n.args.size() / 2;
            for (std::size_t i = 0; i < pairs; ++i)
                if (arg(2 * i) != 0) return arg(2 * i + 1);
            return arg(n.args.size() - 1);
        }
        case Node::Kind::Call1:
            return applyMath(n.fn, arg(0));
        case Node::Kind::Call2:
            return applyMath2(n.fn, arg(0), arg(1));
    }
    return kNone;
}

}  // namespace

struct OutcomeSet::Compiled {
    struct Outcome {
        OutcomeKind kind = OutcomeKind::Final;
        int slot = -1;         // the variable's slot
        std::string variable;  // its result column (absent: a parameter or constant)
        double time = 0.0;
        std::string element;
        Node expression;
    };
    std::vector<Outcome> outcomes;
};

OutcomeSet::OutcomeSet() = default;
OutcomeSet::~OutcomeSet() = default;
OutcomeSet::OutcomeSet(OutcomeSet&&) noexcept = default;
OutcomeSet& OutcomeSet::operator=(OutcomeSet&&) noexcept = default;

std::size_t OutcomeSet::size() const {
    return m_names.size();
}

std::optional<OutcomeSet> OutcomeSet::compile(const std::vector<OutcomeSpec>& outputs,
                                              const CompiledModel& model, const std::string& path,
                                              Code code, DiagnosticList& diags) {
    OutcomeSet set;
    set.m_compiled = std::make_unique<Compiled>();
    bool ok = true;
    for (std::size_t i = 0; i < outputs.size(); ++i) {
        const OutcomeSpec& spec = outputs[i];
        const std::string where = path + "[" + std::to_string(i) + "]";
        Compiled::Outcome o;
        o.kind = spec.kind;
        o.time = spec.time;
        o.element = spec.element;
        switch (spec.kind) {
            case OutcomeKind::FirstEvent:
            case OutcomeKind::EventCount:
                set.m_readsEvents = true;
                break;
            case OutcomeKind::Expression: {
                DiagnosticList parse;
                lang::ExprPtr e = lang::parseExpression(spec.expression, parse);
                Message error;
                if (parse.hasErrors() || !e) {
                    const Diagnostic* d = parse.items().empty() ? nullptr : &parse.items().front();
                    error = d ? msg("%1 (column %2)", textOf(*d), d->loc.column)
                              : msg("not an expression");
                } else {
                    ExpressionCompiler(model, set.m_names).compile(*e, o.expression, error);
                }
                if (!error.empty()) {
                    diags.error(code, {}, std::move(error), where + ".expression");
                    ok = false;
                }
                break;
            }
            default: {
                const VariableInfo* v = model.findVariable(spec.variable);
                if (!v) {
                    diags.error(code, {},
                                msg("no variable named '%1' in %2", spec.variable, model.name),
                                where + ".variable");
                    ok = false;
                    break;
                }
                o.slot = v->slot;
                o.variable = spec.variable;
                break;
            }
        }
        set.m_names.push_back(spec.name);
        set.m_compiled->outcomes.push_back(std::move(o));
    }
    if (!ok) return std::nullopt;
    return set;
}

std::vector<double> OutcomeSet::evaluate(const Engine& engine) const {
    std::vector<double> out;
    out.reserve(m_names.size());
    const ResultStore& results = engine.results();
    for (const Compiled::Outcome& o : m_compiled->outcomes) {
        const std::vector<double>* column =
            o.variable.empty() ? nullptr : results.column(o.variable);
        double v = kNone;
        switch (o.kind) {
            case OutcomeKind::Final:
                v = engine.slotValue(o.slot);
                break;
            case OutcomeKind::Min:
            case OutcomeKind::Max:
                if (!column)
                    v = engine.slotValue(o.slot);  // a parameter or constant
                else if (!column->empty())
                    v = o.kind == OutcomeKind::Min
                            ? *std::min_element(column->begin(), column->end())
                            : *std::max_element(column->begin(), column->end());
                break;
            case OutcomeKind::Mean:
                v = column ? timeMean(results.time(), *column) : engine.slotValue(o.slot);
                break;
            case OutcomeKind::At:
                if (column)
                    v = valueAt(results.time(), *column, o.time);
                else if (o.time >= engine.startTime() && o.time <= engine.time())
                    v = engine.slotValue(o.slot);
                break;
            case OutcomeKind::FirstEvent:
                for (const EventRecord& e : engine.events())
                    if (e.kind != EventKind::Initial &&
                        (e.source == o.element || e.detail.english() == o.element)) {
                        v = e.time;
                        break;
                    }
                break;
            case OutcomeKind::EventCount: {
                std::size_t n = 0;
                for (const EventRecord& e : engine.events()) {
                    if (o.element.empty())
                        n += e.kind != EventKind::Initial && e.kind != EventKind::Terminal;
                    else
                        n += e.source == o.element || e.detail.english() == o.element;
                }
                v = static_cast<double>(n);
                break;
            }
            case OutcomeKind::Expression:
                v = evaluateNode(o.expression, engine, out);
                break;
        }
        out.push_back(v);
    }
    return out;
}

double valueAt(const std::vector<double>& times, const std::vector<double>& values, double t) {
    const auto above = std::upper_bound(times.begin(), times.end(), t);
    if (above == times.begin()) return kNone;
    const std::size_t j = static_cast<std::size_t>(above - times.begin()) - 1;  // last row <= t
    if (times[j] == t) return values[j];
    if (above == times.end()) return kNone;
    const std::size_t k = j + 1;
    const double w = (t - times[j]) / (times[k] - times[j]);
    return values[j] + w * (values[k] - values[j]);
}

std::vector<double> sampleOnGrid(const std::vector<double>& times,
                                 const std::vector<double>& values,
                                 const std::vector<double>& grid) {
    std::vector<double> out(grid.size(), kNone);
    std::size_t k = 0;  // first row with time > grid[i]
    for (std::size_t i = 0; i < grid.size(); ++i) {
        const double t = grid[i];
        while (k < times.size() && times[k] <= t) ++k;
        if (k == 0) continue;
        const std::size_t j = k - 1;
        if (times[j] == t)
            out[i] = values[j];
        else if (k < times.size())
            out[i] = values[j] + (t - times[j]) / (times[k] - times[j]) * (values[k] - values[j]);
    }
    return out;
}

double timeMean(const std::vector<double>& times, const std::vector<double>& values) {
    if (times.empty()) return kNone;
    const double span = times.back() - times.front();
    if (!(span > 0)) return values.back();
    double area = 0;
    for (std::size_t i = 1; i < times.size(); ++i)
        area += (times[i] - times[i - 1]) * (values[i] + values[i - 1]) * 0.5;
    return area / span;
}

std::vector<double> timeGrid(double start, double stop, double interval) {
    std::vector<double> grid;
    if (!(interval > 0) || !(stop >= start)) return grid;
    auto round15 = [](double v) {
        char buf[32];
        auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::general, 15);
        double out = v;
        std::from_chars(buf, res.ptr, out);
        return out;
    };
    const double count = std::floor((stop - start) / interval + 1e-9);
    for (double k = 0; k <= count; ++k)
        grid.push_back(k == 0 ? start : round15(start + k * interval));
    if (grid.back() < stop) {
        if (stop - grid.back() < 1e-9 * interval)
            grid.back() = stop;
        else
            grid.push_back(stop);
    }
    if (grid.back() > stop) grid.back() = stop;
    return grid;
}

}  // namespace hs::experiment
