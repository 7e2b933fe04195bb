// Functions run while simulating (ScalarFunction in ast.h) into programs over their
// locals (CompiledFunction in program.h): a body is one program, its statements joined
// by jumps. Relations in a body are plain comparisons: a function's relations do not
// generate events (Modelica 3.6 section 12.8).

#include "model_compiler.h"

#include "arrays.h"

#include <cstdlib>

namespace hs::compile {

namespace {

ValueType typeOfLocal(char t) {
    return t == 'B' ? ValueType::Boolean : t == 'I' ? ValueType::Integer : ValueType::Real;
}

std::optional<int> localIndex(const Expr& e) {
    if (e.kind != ExprKind::Name || e.text.size() < 3 || e.text.compare(0, 2, "$l") != 0)
        return std::nullopt;
    return std::atoi(e.text.c_str() + 2);
}

}  // namespace

void ModelCompiler::compileFunctions() {
    if (m_ast.runtimeFunctions.empty()) return;
    FunctionTable* table = m_functionTable.get();
    for (std::size_t i = 0; i < m_ast.runtimeFunctions.size(); ++i) {
        const ScalarFunction& sf = m_ast.runtimeFunctions[i];
        CompiledFunction& cf = table->functions[i];
        cf.name = sf.name;
        cf.loc = sf.loc;
        cf.locals = sf.locals;
        cf.inputs = sf.inputs;
        cf.outputs = sf.outputs;
        m_function = &sf;
        ++m_noEvent;
        FunctionJumps jumps;
        emitFunctionBody(sf.body, cf.body, jumps);
        for (std::size_t at : jumps.returns)
            cf.body.code[at].a = static_cast<int>(cf.body.code.size());
        --m_noEvent;
        finishProgram(cf.body);  // (while m_function is set: a body holds no table, no cycle)
        m_function = nullptr;
        if (cf.body.maxStack > kMaxStack)
            m_diags.error(Code::TypeError, sf.loc,
                          msg("an expression in the function '%1' is nested too deeply", sf.name));
    }
}

void ModelCompiler::emitFunctionBody(const std::vector<StmtPtr>& body, Program& p,
                                     FunctionJumps& jumps) {
    for (const StmtPtr& sp : body) {
        const Stmt& s = *sp;
        switch (s.kind) {
        case StmtKind::Assign: {
            const ValueType t = emit(*s.value, p, Mode::Direct);
            const Expr& target = *s.target;
            ValueType want = ValueType::Real;
            if (const auto k = localIndex(target)) {
                want = typeOfLocal(m_function->types[static_cast<std::size_t>(*k)]);
                p.code.push_back({OpCode::StoreLocal, *k});
            } else if (target.kind == ExprKind::Call && target.text == kLocalAt) {
                const int base = static_cast<int>(target.args[0]->number);
                want = typeOfLocal(m_function->types[static_cast<std::size_t>(base)]);
                emit(*target.args[1], p, Mode::Direct);
                p.code.push_back({OpCode::StoreLocalAt, base});
            } else {
                m_diags.error(Code::InvalidStatement, s.loc,
                              msg("the target of ':=' must be a variable"));
                break;
            }
            if ((want == ValueType::Boolean) != (t == ValueType::Boolean))
                typeError(s.loc, want == ValueType::Boolean
                                     ? msg("cannot assign a %1 value to a Boolean variable",
                                           valueTypeName(t))
                                     : msg("cannot assign a Boolean value to a %1 variable",
                                           valueTypeName(want)));
            else if (want == ValueType::Integer && t == ValueType::Real)
                typeError(s.loc, msg("cannot assign a Real value to an Integer variable (in the "
                                     "function '%1')",
                                     m_function->name));
            break;
        }
        case StmtKind::If: {
            std::vector<std::size_t> toEnd;
            for (const auto& b : s.branches) {
                if (emit(*b.cond, p, Mode::Direct) != ValueType::Boolean)
                    typeError(s.loc, msg("the condition of an if-statement must be Boolean"));
                const std::size_t skip = p.code.size();
                p.code.push_back({OpCode::JumpIfFalse});
                emitFunctionBody(b.body, p, jumps);
                toEnd.push_back(p.code.size());
                p.code.push_back({OpCode::Jump});
                p.code[skip].a = static_cast<int>(p.code.size());
            }
            emitFunctionBody(s.elseBody, p, jumps);
            for (std::size_t at : toEnd) p.code[at].a = static_cast<int>(p.code.size());
            break;
        }
        case StmtKind::While: {
            const int top = static_cast<int>(p.code.size());
            if (emit(*s.branches[0].cond, p, Mode::Direct) != ValueType::Boolean)
                typeError(s.loc, msg("the condition of a while-loop must be Boolean"));
            const std::size_t exit = p.code.size();
            p.code.push_back({OpCode::JumpIfFalse});
            jumps.breaks.emplace_back();
            emitFunctionBody(s.branches[0].body, p, jumps);
            // the jump back counts the iterations (a loop that does not end is stopped)
            p.code.push_back({OpCode::Jump, top, 0.0, checkSite(p, s.loc, m_function->name)});
            const int end = static_cast<int>(p.code.size());
            p.code[exit].a = end;
            for (std::size_t at : jumps.breaks.back()) p.code[at].a = end;
            jumps.breaks.pop_back();
            break;
        }
        case StmtKind::Break:
            if (jumps.breaks.empty()) {
                m_diags.error(Code::InvalidStatement, s.loc,
                              msg("'break' outside a for- or while-loop"));
                break;
            }
            jumps.breaks.back().push_back(p.code.size());
            p.code.push_back({OpCode::Jump});
            break;
        case StmtKind::Return:
            jumps.returns.push_back(p.code.size());
            p.code.push_back({OpCode::Jump});
            break;
        case StmtKind::Call: {
            const Expr& c = *s.value;
            if (c.text != "assert" || c.args.size() != 2) {
                m_diags.error(Code::Unsupported, s.loc,
                              msg("the statement '%1' in the function '%2' is not supported yet",
                                  toString(c), m_function->name));
                break;
            }
            // assert(cond, "text"): the call fails, its outputs are not numbers
            if (emit(*c.args[0], p, Mode::Direct) != ValueType::Boolean)
                typeError(s.loc, msg("the condition of an assertion must be Boolean"));
            const std::size_t holds = p.code.size();
            p.code.push_back({OpCode::Not});
            p.code.push_back({OpCode::JumpIfFalse});
            p.code.push_back({OpCode::Fail, 0, 0.0, checkSite(p, s.loc, c.args[1]->text)});
            p.code.push_back({OpCode::Abort});
            p.code[holds + 1].a = static_cast<int>(p.code.size());
            break;
        }
        case StmtKind::For:
        case StmtKind::When:
            m_diags.error(Code::InternalError, s.loc,
                          msg("a for- or when-statement left in a function run while simulating"));
            break;
        }
    }
}

ValueType ModelCompiler::emitFunctionCall(const Expr& e, Program& p, Mode mode) {
    const std::string& fn = e.text;
    if (fn == kRuntimeCall) {
        // $fn(function, output, arguments...)
        const auto index = static_cast<std::size_t>(e.args[0]->number);
        const ScalarFunction& sf = m_ast.runtimeFunctions[index];
        for (std::size_t i = 2; i < e.args.size(); ++i) {
            emit(*e.args[i], p, mode);
            p.code.push_back({OpCode::PushArg});
        }
        const auto output = static_cast<std::size_t>(e.args[1]->number);
        p.code.push_back({OpCode::CallFunction, static_cast<int>(index), double(output),
                          checkSite(p, e.loc, sf.name)});
        return typeOfLocal(sf.types[static_cast<std::size_t>(sf.outputs[output])]);
    }
    if (fn == kLocalAt) {
        // $at(local, offset): only in a function's body
        const int base = static_cast<int>(e.args[0]->number);
        emit(*e.args[1], p, mode);
        p.code.push_back({OpCode::LoadLocalAt, base});
        return m_function ? typeOfLocal(m_function->types[static_cast<std::size_t>(base)])
                          : ValueType::Real;
    }
    // $idx(i, size, "name"): i, checked
    const ValueType t = emit(*e.args[0], p, mode);
    p.code.push_back({OpCode::CheckIndex, static_cast<int>(e.args[1]->number), 0.0,
                      checkSite(p, e.loc, e.args[2]->text)});
    return t;
}

ValueType ModelCompiler::emitLocal(const Expr& e, Program& p) {
    const int k = *localIndex(e);
    p.code.push_back({OpCode::LoadLocal, k});
    return typeOfLocal(m_function->types[static_cast<std::size_t>(k)]);
}

}  // namespace hs::compile
