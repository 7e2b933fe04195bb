#include "hs/lang/ast.h"

#include <algorithm>
#include <charconv>
#include <cmath>

namespace hs::lang {

ExprPtr makeNumber(double v, SourceLoc loc, bool isInteger) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Number;
    e->loc = loc;
    e->number = v;
    e->isInteger = isInteger;
    return e;
}

ExprPtr makeBoolean(bool v, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Boolean;
    e->loc = loc;
    e->boolean = v;
    return e;
}

ExprPtr makeString(std::string text, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::String;
    e->loc = loc;
    e->text = std::move(text);
    return e;
}

ExprPtr makeName(std::string name, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Name;
    e->loc = loc;
    e->text = std::move(name);
    return e;
}

ExprPtr makeUnary(Op op, ExprPtr a, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Unary;
    e->loc = loc;
    e->op = op;
    e->depth = a ? a->depth + 1 : 1;
    e->args.push_back(std::move(a));
    return e;
}

ExprPtr makeBinary(Op op, ExprPtr a, ExprPtr b, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Binary;
    e->loc = loc;
    e->op = op;
    e->depth = std::max(a ? a->depth : 0, b ? b->depth : 0) + 1;
    e->args.push_back(std::move(a));
    e->args.push_back(std::move(b));
    return e;
}

ExprPtr makeCall(std::string fn, std::vector<ExprPtr> args, SourceLoc loc) {
    auto e = std::make_shared<Expr>();
    e->kind = ExprKind::Call;
    e->loc = loc;
    e->text = std::move(fn);
    e->argNames.assign(args.size(), std::string());
    e->args = std::move(args);
    for (const ExprPtr& a : e->args)
        if (a) e->depth = std::max(e->depth, a->depth + 1);
    return e;
}

bool isRelation(Op op) {
    return op == Op::Lt || op == Op::Le || op == Op::Gt || op == Op::Ge || op == Op::Eq ||
           op == Op::Ne;
}

namespace {

// Binding strength following Modelica's grammar levels; higher binds tighter.
enum Prec {
    PrecIf = 0,
    PrecRange = 1,
    PrecOr = 2,
    PrecAnd = 3,
    PrecNot = 4,
    PrecRelation = 5,
    PrecAdditive = 6,  // binary + -, and unary + - (which apply to a whole term)
    PrecMultiplicative = 7,
    PrecPower = 8,
    PrecPrimary = 9,
};

int precedence(const Expr& e) {
    switch (e.kind) {
    case ExprKind::If: return PrecIf;
    case ExprKind::Range: return PrecRange;
    case ExprKind::Number:  // a negative value prints with a leading '-'
        return std::signbit(e.number) ? PrecAdditive : PrecPrimary;
    case ExprKind::Unary: return e.op == Op::Not ? PrecNot : PrecAdditive;
    case ExprKind::Binary:
        switch (e.op) {
        case Op::Or: return PrecOr;
        case Op::And: return PrecAnd;
        case Op::Add:
        case Op::Sub:
        case Op::ElemAdd:
        case Op::ElemSub: return PrecAdditive;
        case Op::Mul:
        case Op::Div:
        case Op::ElemMul:
        case Op::ElemDiv: return PrecMultiplicative;
        case Op::Pow:
        case Op::ElemPow: return PrecPower;
        default: return isRelation(e.op) ? PrecRelation : PrecPrimary;
        }
    default: return PrecPrimary;
    }
}

const char* binarySpelling(Op op) {
    switch (op) {
    case Op::Add: return " + ";
    case Op::Sub: return " - ";
    case Op::Mul: return "*";
    case Op::Div: return "/";
    case Op::Pow: return "^";
    case Op::ElemAdd: return " .+ ";
    case Op::ElemSub: return " .- ";
    case Op::ElemMul: return " .* ";
    case Op::ElemDiv: return " ./ ";
    case Op::ElemPow: return " .^ ";
    case Op::Lt: return " < ";
    case Op::Le: return " <= ";
    case Op::Gt: return " > ";
    case Op::Ge: return " >= ";
    case Op::Eq: return " == ";
    case Op::Ne: return " <> ";
    case Op::And: return " and ";
    case Op::Or: return " or ";
    default: return " ? ";
    }
}

void appendNumber(std::string& out, double v) {
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, v);
    out.append(buffer, result.ptr);
}

void appendQuoted(std::string& out, const std::string& text) {
    out += '"';
    for (const char c : text) {
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        case '\a': out += "\\a"; break;
        case '\b': out += "\\b"; break;
        case '\f': out += "\\f"; break;
        case '\v': out += "\\v"; break;
        default: out += c; break;
        }
    }
    out += '"';
}

void print(std::string& out, const Expr& e);

// Prints `e`, parenthesised when it binds less tightly than `minPrec`.
void printOperand(std::string& out, const ExprPtr& e, int minPrec) {
    if (!e) {
        out += "<null>";
        return;
    }
    const bool parens = precedence(*e) < minPrec;
    if (parens) out += '(';
    print(out, *e);
    if (parens) out += ')';
}

void printList(std::string& out, const Expr& e) {
    for (std::size_t i = 0; i < e.args.size(); ++i) {
        if (i > 0) out += ", ";
        if (i < e.argNames.size() && !e.argNames[i].empty()) {
            out += e.argNames[i];
            out += '=';
        }
        printOperand(out, e.args[i], PrecIf);
    }
}

void print(std::string& out, const Expr& e) {
    switch (e.kind) {
    case ExprKind::Number:
        appendNumber(out, e.number);
        break;
    case ExprKind::Boolean:
        out += e.boolean ? "true" : "false";
        break;
    case ExprKind::String:
        appendQuoted(out, e.text);
        break;
    case ExprKind::Name:
        out += e.text;
        break;
    case ExprKind::Unary: {
        const ExprPtr operand = e.args.empty() ? nullptr : e.args[0];
        if (e.op == Op::Not) {
            out += "not ";
            printOperand(out, operand, PrecRelation);
        } else {
            out += e.op == Op::Plus ? "+" : "-";
            printOperand(out, operand, PrecMultiplicative);
        }
        break;
    }
    case ExprKind::Binary: {
        const int p = precedence(e);
        const ExprPtr lhs = e.args.size() > 0 ? e.args[0] : nullptr;
        const ExprPtr rhs = e.args.size() > 1 ? e.args[1] : nullptr;
        if (p == PrecPower) {
            // factor: primary ^ primary
            printOperand(out, lhs, PrecPrimary);
            out += binarySpelling(e.op);
            printOperand(out, rhs, PrecPrimary);
        } else if (p == PrecRelation) {
            // relation: arithmetic_expression op arithmetic_expression (non-associative)
            printOperand(out, lhs, p + 1);
            out += binarySpelling(e.op);
            printOperand(out, rhs, p + 1);
        } else {
            // left-associative levels
            printOperand(out, lhs, p);
            out += binarySpelling(e.op);
            printOperand(out, rhs, p + 1);
        }
        break;
    }
    case ExprKind::If:
        for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
            out += i == 0 ? "if " : " elseif ";
            printOperand(out, e.args[i], PrecRange);
            out += " then ";
            printOperand(out, e.args[i + 1], PrecRange);
        }
        if (!e.args.empty()) {
            out += " else ";
            printOperand(out, e.args.back(), PrecIf);
        }
        break;
    case ExprKind::Call:
        out += e.text;
        out += '(';
        printList(out, e);
        out += ')';
        break;
    case ExprKind::Array:
        out += '{';
        printList(out, e);
        out += '}';
        break;
    case ExprKind::Range:
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            if (i > 0) out += ':';
            printOperand(out, e.args[i], PrecOr);
        }
        break;
    case ExprKind::Index:
        if (!e.args.empty()) printOperand(out, e.args[0], PrecPrimary);
        out += '[';
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            if (i > 1) out += ", ";
            if (e.args[i]) print(out, *e.args[i]);
        }
        out += ']';
        break;
    case ExprKind::Colon: out += ':'; break;
    case ExprKind::End: out += "end"; break;
    case ExprKind::Matrix:
        out += '[';
        for (std::size_t r = 0; r < e.args.size(); ++r) {
            if (r > 0) out += "; ";
            if (e.args[r]) printList(out, *e.args[r]);
        }
        out += ']';
        break;
    case ExprKind::Comprehension:
        out += '{';
        if (!e.args.empty() && e.args[0]) print(out, *e.args[0]);
        out += " for ";
        out += e.text;
        out += " in ";
        if (e.args.size() > 1 && e.args[1]) print(out, *e.args[1]);
        out += '}';
        break;
    case ExprKind::Member:
        if (!e.args.empty() && e.args[0]) printOperand(out, e.args[0], PrecPrimary);
        out += '.';
        out += e.text;
        break;
    case ExprKind::Tuple:
        out += '(';
        for (std::size_t i = 0; i < e.args.size(); ++i) {
            if (i > 0) out += ", ";
            if (e.args[i]) print(out, *e.args[i]);
        }
        out += ')';
        break;
    }
}

}  // namespace

std::string toString(const Expr& e) {
    std::string out;
    print(out, e);
    return out;
}

}  // namespace hs::lang
