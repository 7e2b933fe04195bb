// The parser's classes: the stored definition (`within` and its classes), class
// definitions long and short, enumerations, compositions with their sections, the
// external clause, and the rules a function or record class breaks on its own.

#include "parser_internal.h"

#include <algorithm>
#include <functional>

namespace hs::lang::detail {

// A source: [within name;] then its classes.
std::optional<StoredDefinition> Parser::storedDefinition() {
    StoredDefinition sd;
    try {
        if (isWord("within")) {
            advance();
            sd.hasWithin = true;
            if (at(TokenKind::Identifier)) sd.within = dottedName();
            expectSemicolon(msg("after 'within'"));
        }
        while (!at(TokenKind::EndOfInput) && !m_gaveUp) {
            ElementPrefixes prefixes;
            prefixes.begin = cur().begin;
            prefixes.isFinal = accept(TokenKind::KwFinal);
            if (!atClassStart())
                fail(cur(), expected(tokenKindSpelling(TokenKind::KwModel),
                                     msg("at the start of the source"), describe(cur())));
            sd.classes.push_back(classDefinition(prefixes));
        }
    } catch (const SyntaxAbort&) {
        // a class whose header is broken: what follows cannot be told apart
    } catch (const TooManyErrors&) {
    }
    return sd;
}

bool Parser::isWord(const char* word) const {
    return at(TokenKind::Identifier) && cur().text == word;
}

// Does a class definition start here (after the element prefixes)?
bool Parser::atClassStart() const {
    if (at(TokenKind::KwModel) || at(TokenKind::KwType)) return true;
    static const char* const kWords[] = {"class",     "block",    "record",       "expandable",
                                         "connector", "package",  "pure",         "impure",
                                         "operator",  "function", "encapsulated", "partial"};
    if (!at(TokenKind::Identifier)) return false;
    for (const char* w : kWords)
        if (cur().text == w) return true;
    return false;
}

// [encapsulated] [partial] (class | model | [operator] record | block | [expandable] connector
// | type | package | [pure | impure] [operator] function | operator)
void Parser::classRestriction(ClassDef& c) {
    while (isWord("encapsulated") || isWord("partial")) {
        if (cur().text == "partial")
            c.partial = true;
        else
            c.encapsulated = true;
        advance();
    }
    if (isWord("pure") || isWord("impure")) {
        c.pure = cur().text == "pure";
        advance();
    }
    if (at(TokenKind::KwModel)) {
        c.kind = ClassKind::Model;
    } else if (at(TokenKind::KwType)) {
        c.kind = ClassKind::Type;
    } else if (isWord("class")) {
        c.kind = ClassKind::Class;
    } else if (isWord("block")) {
        c.kind = ClassKind::Block;
    } else if (isWord("record")) {
        c.kind = ClassKind::Record;
    } else if (isWord("connector")) {
        c.kind = ClassKind::Connector;
    } else if (isWord("expandable")) {
        advance();
        if (!isWord("connector"))
            fail(cur(),
                 expected(verbatim("'connector'"), msg("after 'expandable'"), describe(cur())));
        c.kind = ClassKind::Connector;
        c.expandable = true;
    } else if (isWord("package")) {
        c.kind = ClassKind::Package;
    } else if (isWord("function")) {
        c.kind = ClassKind::Function;
    } else if (isWord("operator")) {
        if (peek().kind == TokenKind::Identifier && peek().text == "record") {
            advance();
            c.kind = ClassKind::OperatorRecord;
        } else if (peek().kind == TokenKind::Identifier && peek().text == "function") {
            advance();
            c.kind = ClassKind::Function;
        } else {
            c.kind = ClassKind::Operator;
        }
    } else {
        fail(cur(),
             expected(msg("a class ('model', 'package', 'function', ...)"), describe(cur())));
    }
    advance();
}

std::shared_ptr<ClassDef> Parser::classDefinition(const ElementPrefixes& prefixes,
                                                  bool inModification) {
    DepthGuard depth(*this);
    auto c = std::make_shared<ClassDef>();
    c->begin = prefixes.begin;
    c->isFinal = prefixes.isFinal;
    c->redeclare = prefixes.redeclare;
    c->replaceable = prefixes.replaceable;
    c->isInner = prefixes.inner;
    c->isOuter = prefixes.outer;
    c->isProtected = m_protected;
    classRestriction(*c);
    if (at(TokenKind::KwExtends)) {
        // class extends C(...) ... end C;  (the class it redeclares, extended)
        advance();
        c->extendsReplaced = true;
    }
    if (!at(TokenKind::Identifier))
        fail(cur(), expected(msg("the name of the %1", verbatim(classKindName(c->kind))),
                             describe(cur())));
    const Token name = advance();
    c->name = name.text;
    c->loc = name.loc;
    if (c->extendsReplaced && at(TokenKind::LeftParen)) c->extendsReplacedMod = classModification();
    if (!c->extendsReplaced && at(TokenKind::Assign)) {
        advance();
        shortClass(*c);
        if (!inModification) {
            expectSemicolon(msg("after the definition of '%1'", c->name));
            c->end = m_prevEnd;
        }
        return c;
    }
    // a class's own protected sections do not reach the class around it
    const bool wasProtected = m_protected;
    m_protected = false;
    try {
        c->description = stringComment();
        c->elementsEnd = m_prevEnd;
        composition(*c);
    } catch (const TooManyErrors&) {
        // the class read so far is kept; the source's parse ends (m_gaveUp)
    } catch (...) {
        m_protected = wasProtected;
        throw;
    }
    m_protected = wasProtected;
    c->end = m_prevEnd;
    if (c->kind == ClassKind::Function) checkFunctionClass(*c);
    if (c->kind == ClassKind::Record) checkRecordClass(*c);
    return c;
}

// After `Name =`: enumeration(...), or [input | output] type [dims] [(modification)].
void Parser::shortClass(ClassDef& c) {
    c.isShort = true;
    if (isWord("enumeration") && peek().kind == TokenKind::LeftParen) {
        enumeration(c);
    } else if (isWord("der") && peek().kind == TokenKind::LeftParen) {
        unsupported(cur(), msg("derivative classes 'der(f, x)' are not supported yet"));
        throw SyntaxAbort{};
    } else {
        const TypePrefix p = typePrefix();
        c.baseCausality = p.causality;
        c.baseVariability = p.variability;
        if (!at(TokenKind::Identifier) && !at(TokenKind::Dot))
            fail(cur(), expected(msg("base type of '%1'", c.name), describe(cur())));
        c.baseLoc = cur().loc;
        c.baseName = typeSpecifier();
        if (at(TokenKind::LeftBracket)) c.baseDims = dimensions();
        if (at(TokenKind::LeftParen)) c.baseMod = classModification();
    }
    c.description = stringComment();
    if (at(TokenKind::KwAnnotation)) {
        c.annotation = annotation(&c.annotationBegin, &c.annotationEnd);
        decodeExperiment(c.annotation, c.experiment);
    }
}

// enumeration(a ["description"], b, ...) or enumeration(:): the literals, each once, none
// named as an attribute of the type (spec 4.9.5).
void Parser::enumeration(ClassDef& c) {
    advance();  // enumeration
    expect(TokenKind::LeftParen);
    c.isEnumeration = true;
    c.baseName = "Integer";
    if (accept(TokenKind::Colon)) {
        c.enumerationOpen = true;
        expect(TokenKind::RightParen, msg("to close 'enumeration('"));
        return;
    }
    if (accept(TokenKind::RightParen)) return;
    do {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("an enumeration literal"), describe(cur())));
        const Token literal = advance();
        static const char* const kAttributes[] = {"quantity", "min", "max", "start", "fixed"};
        for (const char* a : kAttributes)
            if (literal.text == a)
                report(literal, msg("'%1' cannot be a literal of the enumeration '%2': it names an "
                                    "attribute of the type",
                                    literal.text, c.name));
        if (std::find(c.literals.begin(), c.literals.end(), literal.text) != c.literals.end())
            report(literal,
                   msg("the enumeration '%1' has the literal '%2' twice", c.name, literal.text));
        c.literals.push_back(literal.text);
        c.literalDescriptions.push_back(stringComment());
        if (at(TokenKind::KwAnnotation)) annotation();
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen, msg("to close 'enumeration('"));
}

// The body of a long class: element lists, `public`/`protected`, equation and algorithm
// sections, the external clause and annotations, up to and including `end Name;`.
void Parser::composition(ClassDef& c) {
    enum class Section { Elements, Equations, InitialEquations, Algorithm, InitialAlgorithm };
    Section section = Section::Elements;
    bool sectionSeen = false;
    while (true) {
        const std::size_t start = m_consumed;
        const Token& t = cur();
        switch (t.kind) {
        case TokenKind::EndOfInput:
            report(t, expected(verbatim("'end " + c.name + ";'"), describe(t)));  // end of input
            c.endKeyword = t.begin;
            return;
        case TokenKind::KwEquation:
            if (c.equationSection < 0) c.equationSection = t.begin;
            advance();
            section = Section::Equations;
            sectionSeen = true;
            continue;
        case TokenKind::KwAlgorithm:
            advance();
            section = Section::Algorithm;
            sectionSeen = true;
            c.algorithms.emplace_back();
            continue;
        case TokenKind::KwInitial:
            if (peek().kind == TokenKind::KwEquation) {
                advance();
                advance();
                section = Section::InitialEquations;
                sectionSeen = true;
                continue;
            }
            if (peek().kind == TokenKind::KwAlgorithm) {
                advance();
                advance();
                section = Section::InitialAlgorithm;
                sectionSeen = true;
                c.initialAlgorithms.emplace_back();
                continue;
            }
            break;  // `initial()` starting an equation
        case TokenKind::KwEnd: {
            const TokenKind next = peek().kind;
            if (next == TokenKind::Identifier || next == TokenKind::Semicolon ||
                next == TokenKind::EndOfInput) {
                try {
                    classEnd(c);
                } catch (const SyntaxAbort&) {
                }
                return;
            }
            skipStrayEnd();
            continue;
        }
        default: break;
        }

        try {
            if (at(TokenKind::KwAnnotation)) {
                Modification a = annotation(&c.annotationBegin, &c.annotationEnd);
                decodeExperiment(a, c.experiment);
                for (ModArg& arg : a) c.annotation.push_back(std::move(arg));
                expectSemicolon(msg("after annotation"));
                continue;
            }
            if (isWord("public") || isWord("protected")) {
                m_protected = cur().text == "protected";
                advance();
                section = Section::Elements;
                continue;
            }
            if (isWord("external")) {
                externalClause(c);
                continue;
            }
            switch (section) {
            case Section::Elements:
                element(c);
                if (!sectionSeen) c.elementsEnd = m_prevEnd;
                break;
            case Section::Equations: c.equations.push_back(equation()); break;
            case Section::InitialEquations: c.initialEquations.push_back(equation()); break;
            case Section::Algorithm: c.algorithms.back().push_back(statement()); break;
            case Section::InitialAlgorithm:
                c.initialAlgorithms.back().push_back(statement());
                break;
            }
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
}

void Parser::classEnd(ClassDef& c) {
    c.endKeyword = cur().begin;
    advance();  // end
    if (at(TokenKind::Identifier)) {
        const Token name = advance();
        if (name.text != c.name)
            report(name, msg("'end %1' does not match '%2 %3'", clip(name.text),
                             verbatim(classKindName(c.kind)), c.name));
    } else {
        report(cur(), expected(verbatim("'end " + c.name + "'"), describe(cur())));
    }
    expectSemicolon(msg("after 'end %1'", c.name));
}

// external ["C"] [[name =] fn(args)] [annotation] ;
void Parser::externalClause(ClassDef& c) {
    c.externalLoc = cur().loc;
    advance();  // external
    c.external = at(TokenKind::String) ? advance().text : "C";
    while (!at(TokenKind::Semicolon) && !at(TokenKind::EndOfInput) && !at(TokenKind::KwEnd)) {
        if (at(TokenKind::KwAnnotation)) {
            annotation();
            break;
        }
        advance();
    }
    expectSemicolon(msg("after the external clause"));
}

// spec 12.2: a function has at most one algorithm section (that every public variable is an
// input or an output is checked when the function is used: a type can give the direction).
void Parser::checkFunctionClass(const ClassDef& c) {
    if (c.algorithms.size() > 1)
        m_diagnostics.push_back(
            {Severity::Error, Code::InvalidFunction, c.loc,
             msg("the function '%1' has %2 algorithm sections: a function has at most one", c.name,
                 c.algorithms.size())});
}

// spec 4.7: a record holds public fields without input or output, no equations, and time
// is a model's variable, not a record's.
void Parser::checkRecordClass(const ClassDef& c) {
    if (!c.equations.empty() || !c.initialEquations.empty() || !c.algorithms.empty() ||
        !c.initialAlgorithms.empty())
        m_diagnostics.push_back(
            {Severity::Error, Code::InvalidEquation, c.loc,
             msg("the record '%1' has equations or algorithms: a record holds fields only",
                 c.name)});
    std::function<bool(const ExprPtr&)> readsTime = [&](const ExprPtr& e) {
        if (!e) return false;
        if (e->kind == ExprKind::Name && e->text == "time") return true;
        return std::any_of(e->args.begin(), e->args.end(), readsTime);
    };
    for (const Component& d : c.components) {
        if (d.isProtected || d.causality != Causality::None)
            m_diagnostics.push_back(
                {Severity::Error, Code::InvalidFunction, d.loc,
                 d.isProtected
                     ? msg("the field '%1' of the record '%2' is protected: a record's fields are "
                           "public",
                           d.name, c.name)
                     : msg("the field '%1' of the record '%2' is an input or an output: a record's "
                           "fields have neither prefix",
                           d.name, c.name)});
        bool time = readsTime(d.binding);
        for (const ModArg& mod : d.mod) time = time || readsTime(mod.value);
        if (time)
            m_diagnostics.push_back(
                {Severity::Error, Code::VariabilityError, d.loc,
                 msg("the field '%1' of the record '%2' reads 'time', which only models have",
                     d.name, c.name)});
    }
}

}  // namespace hs::lang::detail
