// Built-in operators and functions inside expressions.

#include "model_compiler.h"

#include "arrays.h"

namespace hs::compile {

const Var* ModelCompiler::variableArgument(const Expr& call, const char* what) {
    if (call.args.size() != 1 || call.args[0]->kind != ExprKind::Name) {
        m_diags.error(Code::TypeError, call.loc, msg("%1() needs one variable argument", what));
        return nullptr;
    }
    const Var* v = findVar(call.args[0]->text);
    if (!v) undefinedName(*call.args[0]);
    return v;
}

ValueType ModelCompiler::emitCall(const Expr& e, Program& p, Mode mode) {
    const std::string& fn = e.text;
    auto nargs = e.args.size();
    auto argError = [&](std::size_t expected) {
        m_diags.error(Code::TypeError, e.loc,
                      expected == 1
                          ? msg("%1() takes %2 argument, %3 given", fn, expected, nargs)
                          : msg("%1() takes %2 arguments, %3 given", fn, expected, nargs));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    };
    if (fn == "der") {
        const Var* v = variableArgument(e, "der");
        if (!v) {
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        if (v->type != ValueType::Real) {
            typeError(e.loc, msg("der() of the non-Real variable '%1'", v->name));
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        if (v->derSlot < 0) {
            m_diags.error(Code::TypeError, e.loc,
                          msg("der() of '%1', which is not a continuous variable", v->name));
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        p.code.push_back({OpCode::Load, v->derSlot});
        return ValueType::Real;
    }
    if (fn == "pre") {
        const Var* v = variableArgument(e, "pre");
        if (!v) {
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Real;
        }
        p.code.push_back({OpCode::LoadPre, v->slot});
        return v->type;
    }
    if (fn == "edge" || fn == "change") {
        const Var* v = variableArgument(e, fn.c_str());
        if (!v) {
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Boolean;
        }
        if (fn == "edge" && v->type != ValueType::Boolean)
            typeError(e.loc, msg("edge() needs a Boolean variable"));
        p.code.push_back({OpCode::Load, v->slot});
        if (fn == "edge") {
            p.code.push_back({OpCode::LoadPre, v->slot});
            p.code.push_back({OpCode::Not});
            p.code.push_back({OpCode::And});
        } else {
            p.code.push_back({OpCode::LoadPre, v->slot});
            p.code.push_back({OpCode::Ne});
        }
        return ValueType::Boolean;
    }
    if (fn == "initial" || fn == "terminal") {
        if (nargs != 0) return argError(0);
        p.code.push_back({fn == "initial" ? OpCode::Initial : OpCode::Terminal});
        return ValueType::Boolean;
    }
    if (fn == kRuntimeCall || fn == kLocalAt || fn == kCheckIndex)
        return emitFunctionCall(e, p, mode);
    if (fn == kFailCall) {
        // a function's assertion that fails where the call is evaluated (arrays.h)
        const std::string text =
            nargs == 1 && e.args[0]->kind == ExprKind::String ? e.args[0]->text : "";
        p.code.push_back({OpCode::Fail, 0, 0.0, checkSite(p, e.loc, text)});
        return ValueType::Real;
    }
    if (fn == "noEvent") {
        if (nargs != 1) return argError(1);
        ++m_noEvent;
        ValueType t = emit(*e.args[0], p, mode);
        --m_noEvent;
        return t;
    }
    if (fn == "smooth") {
        if (nargs != 2) return argError(2);
        return emit(*e.args[1], p, mode);
    }
    if (fn == "sample") {
        if (nargs != 2) return argError(2);
        // sample instants are start + k * interval: both must be known before the run
        for (const auto& arg : e.args) {
            std::string culprit;
            if (variabilityOf(*arg, &culprit) > kParameterRank)
                m_diags
                    .error(Code::VariabilityError, arg->loc,
                           &arg == &e.args[0]
                               ? msg("the start of sample() must be a parameter expression, "
                                     "but it depends on '%1'",
                                     culprit)
                               : msg("the interval of sample() must be a parameter expression, "
                                     "but it depends on '%1'",
                                     culprit))
                    .names = {culprit};
        }
        SampleInfo s;
        s.component = m_emitComponent;
        emit(*e.args[0], s.start, Mode::Direct);
        emit(*e.args[1], s.interval, Mode::Direct);
        finishProgram(s.start);
        finishProgram(s.interval);
        s.text = toString(e);
        s.loc = e.loc;
        int index = -1;
        for (std::size_t i = 0; i < m_model->samples.size(); ++i)
            if (m_model->samples[i].text == s.text) index = static_cast<int>(i);
        if (index < 0) {
            index = static_cast<int>(m_model->samples.size());
            m_model->samples.push_back(std::move(s));
        }
        p.code.push_back({OpCode::Sample, index});
        return ValueType::Boolean;
    }
    const std::optional<MathFunction> math = mathFunction(fn);
    if (math && math->arity == 1) {
        if (nargs != 1) return argError(1);
        ValueType t = emit(*e.args[0], p, mode);
        if (!numeric(t)) typeError(e.loc, msg("%1() needs a numeric argument", fn));
        const bool checked = fn == "sqrt" || fn == "log" || fn == "log10" || fn == "asin" || fn == "acos";
        p.code.push_back({OpCode::Call1, static_cast<int>(math->fn), 0.0,
                          checked ? checkSite(p, e.loc, fn) : std::uint16_t(0)});
        if (fn == "integer" || fn == "sign") return ValueType::Integer;
        if (fn == "abs") return t;
        return ValueType::Real;
    }
    if (math && math->arity == 2) {
        if (nargs != 2) return argError(2);
        ValueType a = emit(*e.args[0], p, mode);
        ValueType b = emit(*e.args[1], p, mode);
        if (!numeric(a) || !numeric(b)) typeError(e.loc, msg("%1() needs numeric arguments", fn));
        const bool checked = fn == "mod" || fn == "rem" || fn == "div";
        p.code.push_back({OpCode::Call2, static_cast<int>(math->fn), 0.0,
                          checked ? checkSite(p, e.loc, fn) : std::uint16_t(0)});
        if (fn == "atan2") return ValueType::Real;
        return (a == ValueType::Integer && b == ValueType::Integer) ? ValueType::Integer
                                                                    : ValueType::Real;
    }
    if (fn == "inState") {
        if (nargs != 1 || e.args[0]->kind != ExprKind::Name) {
            m_diags.error(Code::TypeError, e.loc,
                          msg("inState() needs a state, as in inState(chart.State)"));
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Boolean;
        }
        auto it = m_statePaths.find(e.args[0]->text);
        if (it == m_statePaths.end()) {
            m_diags
                .error(Code::UndefinedName, e.args[0]->loc,
                       msg("no statechart state '%1'", e.args[0]->text))
                .names = {e.args[0]->text};
            p.code.push_back({OpCode::Const, 0, 0.0});
            return ValueType::Boolean;
        }
        p.code.push_back({OpCode::InState, it->second});
        return ValueType::Boolean;
    }
    if (fn == "reinit" || fn == "assert" || fn == "terminate" || fn == "send" || fn == "schedule" ||
        fn == "cancel" || fn == "stopSimulation" || fn == "trace") {
        m_diags.error(Code::TypeError, e.loc, msg("%1() cannot be used inside an expression", fn));
        p.code.push_back({OpCode::Const, 0, 0.0});
        return ValueType::Real;
    }
    m_diags.error(Code::UndefinedName, e.loc, msg("unknown function '%1'", fn)).names = {fn};
    p.code.push_back({OpCode::Const, 0, 0.0});
    return ValueType::Real;
}

}  // namespace hs::compile
