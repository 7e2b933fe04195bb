// The parser's elements: imports, extends clauses, component clauses with their prefixes,
// modifications (nested, each/final, redeclarations), dimensions, names, descriptions and
// annotations.

#include "parser_internal.h"

#include <algorithm>

namespace hs::lang::detail {

// One element of a class body: import, extends, a nested class or a component clause, with
// the prefixes redeclare, final, inner, outer and replaceable (in any order).
void Parser::element(ClassDef& c) {
    if (isWord("import")) {
        importClause(c);
        return;
    }
    if (at(TokenKind::KwExtends)) {
        extendsClause(c);
        return;
    }
    ElementPrefixes p;
    p.begin = cur().begin;
    while (true) {
        if (isWord("redeclare") && !p.redeclare) {
            p.redeclare = true;
        } else if (at(TokenKind::KwFinal) && !p.isFinal) {
            p.isFinal = true;
        } else if (isWord("inner") && !p.inner) {
            p.inner = true;
        } else if (isWord("outer") && !p.outer) {
            p.outer = true;
        } else if (isWord("replaceable") && !p.replaceable) {
            p.replaceable = true;
        } else {
            break;
        }
        advance();
    }
    if (atClassStart()) {
        std::shared_ptr<ClassDef> nested = classDefinition(p, p.replaceable);
        if (p.replaceable) {
            if (isWord("constrainedby"))
                constrainingClause(nested->constrainedBy, nested->constrainMod);
            if (nested->isShort || !nested->constrainedBy.empty()) {
                const std::string more = stringComment();
                if (nested->description.empty()) nested->description = more;
                if (at(TokenKind::KwAnnotation)) annotation();
            }
            if (nested->isShort) {
                expectSemicolon(msg("after the definition of '%1'", nested->name));
                nested->end = m_prevEnd;
            } else if (!nested->constrainedBy.empty()) {
                expectSemicolon(msg("after the constraining clause"));
                nested->end = m_prevEnd;
            }
        }
        c.order.push_back({ElementRef::Kind::Class, c.classes.size()});
        c.classes.push_back(std::move(nested));
        return;
    }
    componentClause(c, p);
}

// import A.B.C;  import D = A.B.C;  import A.B.*;  import A.B.{c, d};
void Parser::importClause(ClassDef& c) {
    Import im;
    im.loc = cur().loc;
    im.isProtected = m_protected;
    advance();  // import
    if (at(TokenKind::Identifier) && peek().kind == TokenKind::Assign) {
        im.kind = Import::Kind::Named;
        im.alias = advance().text;
        advance();  // =
        im.path = dottedName();
    } else {
        if (!at(TokenKind::Identifier))
            fail(cur(),
                 expected(msg("the name of a package"), msg("after 'import'"), describe(cur())));
        im.path = expect(TokenKind::Identifier).text;
        im.kind = Import::Kind::Single;
        while (accept(TokenKind::Dot)) {
            if (accept(TokenKind::Star)) {
                im.kind = Import::Kind::Unqualified;
                break;
            }
            if (accept(TokenKind::LeftBrace)) {
                im.kind = Import::Kind::Multiple;
                do im.names.push_back(expect(TokenKind::Identifier).text);
                while (accept(TokenKind::Comma));
                expect(TokenKind::RightBrace, msg("to close the import list '{'"));
                break;
            }
            im.path += '.';
            im.path += expect(TokenKind::Identifier).text;
        }
        // `import A.B.*` may also be written with the star glued to the dot
        if (im.kind == Import::Kind::Single && at(TokenKind::DotStar)) {
            advance();
            im.kind = Import::Kind::Unqualified;
        }
        if (im.kind == Import::Kind::Single) im.alias = im.path.substr(im.path.rfind('.') + 1);
    }
    stringComment();
    if (at(TokenKind::KwAnnotation)) annotation();
    expectSemicolon(msg("after the import clause"));
    c.order.push_back({ElementRef::Kind::Import, c.imports.size()});
    c.imports.push_back(std::move(im));
}

// extends Name [(modification)] [annotation];
void Parser::extendsClause(ClassDef& c) {
    Extends e;
    e.begin = cur().begin;
    e.isProtected = m_protected;
    advance();  // extends
    if (!at(TokenKind::Identifier) && !at(TokenKind::Dot))
        fail(cur(), expected(msg("the name of the class extended"), msg("after 'extends'"),
                             describe(cur())));
    e.loc = cur().loc;
    e.base = typeSpecifier();
    if (at(TokenKind::LeftParen)) e.mod = classModification();
    if (at(TokenKind::KwAnnotation)) e.annotation = annotation();
    expectSemicolon(msg("after the extends clause"));
    e.end = m_prevEnd;
    c.order.push_back({ElementRef::Kind::Extends, c.extends.size()});
    c.extends.push_back(std::move(e));
}

// [flow | stream] [discrete | parameter | constant] [input | output]
Parser::TypePrefix Parser::typePrefix() {
    TypePrefix p;
    bool hasVariability = false, hasCausality = false;
    while (true) {
        const TokenKind k = cur().kind;
        // flow and stream are prefixes only before a type name or another prefix
        const bool nextStartsType =
            peek().kind == TokenKind::Identifier || peek().kind == TokenKind::Dot ||
            peek().kind == TokenKind::KwParameter || peek().kind == TokenKind::KwConstant ||
            peek().kind == TokenKind::KwDiscrete || peek().kind == TokenKind::KwInput ||
            peek().kind == TokenKind::KwOutput;
        if ((isWord("flow") || isWord("stream")) && nextStartsType && !p.flow && !p.stream) {
            (cur().text == "flow" ? p.flow : p.stream) = true;
        } else if (k == TokenKind::KwParameter || k == TokenKind::KwConstant ||
                   k == TokenKind::KwDiscrete) {
            if (hasVariability)
                fail(cur(), msg("more than one of 'parameter', 'constant', 'discrete'"));
            hasVariability = true;
            p.variability = k == TokenKind::KwParameter  ? Variability::Parameter
                            : k == TokenKind::KwConstant ? Variability::Constant
                                                         : Variability::Discrete;
        } else if (k == TokenKind::KwInput || k == TokenKind::KwOutput) {
            if (hasCausality) fail(cur(), msg("more than one of 'input', 'output'"));
            hasCausality = true;
            p.causality = k == TokenKind::KwInput ? Causality::Input : Causality::Output;
        } else {
            break;
        }
        p.any = true;
        advance();
    }
    return p;
}

// type_prefix type [dims] name [dims] [modification] [if condition] ["description"]
// [annotation] {, ...} [constrainedby ...];
void Parser::componentClause(ClassDef& c, const ElementPrefixes& prefixes) {
    const TypePrefix p = typePrefix();
    if (!at(TokenKind::Identifier) && !at(TokenKind::Dot)) {
        if (!p.any && !prefixes.isFinal && !prefixes.redeclare && !prefixes.inner &&
            !prefixes.outer && !prefixes.replaceable)
            fail(cur(),
                 expected(msg("a declaration or a section keyword ('equation', 'algorithm')"),
                          describe(cur())));
        fail(cur(), expected(msg("a declaration"), describe(cur())));
    }
    const SourceLoc typeLoc = cur().loc;
    const std::string typeName = typeSpecifier();
    const std::vector<ExprPtr> typeDims =
        at(TokenKind::LeftBracket) ? dimensions() : std::vector<ExprPtr>{};
    const std::size_t first = c.components.size();
    do {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("component name"), describe(cur())));
        Component d;
        d.begin = cur().begin;
        const Token name = advance();
        d.loc = name.loc;
        d.name = name.text;
        d.typeLoc = typeLoc;
        d.typeName = typeName;
        d.variability = p.variability;
        d.causality = p.causality;
        d.flow = p.flow;
        d.stream = p.stream;
        d.isProtected = m_protected;
        d.isFinal = prefixes.isFinal;
        d.isInner = prefixes.inner;
        d.isOuter = prefixes.outer;
        d.replaceable = prefixes.replaceable;
        d.redeclare = prefixes.redeclare;
        d.clauseBegin = prefixes.begin;
        if (at(TokenKind::LeftBracket)) d.dims = dimensions();
        d.dims.insert(d.dims.end(), typeDims.begin(), typeDims.end());
        if (at(TokenKind::LeftParen)) d.mod = classModification();
        if (accept(TokenKind::Assign) || accept(TokenKind::ColonAssign)) d.binding = expression();
        if (accept(TokenKind::KwIf)) d.condition = expression();
        d.description = stringComment();
        if (at(TokenKind::KwAnnotation))
            d.annotation = annotation(&d.annotationBegin, &d.annotationEnd);
        d.end = m_prevEnd;
        c.order.push_back({ElementRef::Kind::Component, c.components.size()});
        c.components.push_back(std::move(d));
    } while (accept(TokenKind::Comma));
    if (isWord("constrainedby")) {
        Component& last = c.components.back();
        constrainingClause(last.constrainedBy, last.constrainMod);
        const std::string more = stringComment();
        if (last.description.empty()) last.description = more;
        if (at(TokenKind::KwAnnotation))
            last.annotation = annotation(&last.annotationBegin, &last.annotationEnd);
        for (std::size_t i = first; i + 1 < c.components.size(); ++i) {
            c.components[i].constrainedBy = last.constrainedBy;
            c.components[i].constrainMod = last.constrainMod;
        }
    }
    expectSemicolon(msg("after declaration"));
    for (std::size_t i = first; i < c.components.size(); ++i) c.components[i].clauseEnd = m_prevEnd;
}

// constrainedby Name [(modification)]
void Parser::constrainingClause(std::string& name, Modification& mod) {
    advance();  // constrainedby
    name = typeSpecifier();
    if (at(TokenKind::LeftParen)) mod = classModification();
}

// "(" [argument {"," argument}] ")"
Modification Parser::classModification() {
    DepthGuard depth(*this);
    Modification list;
    expect(TokenKind::LeftParen);
    if (accept(TokenKind::RightParen)) return list;
    do list.push_back(modArgument());
    while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen, msg("to close the modifier list"));
    return list;
}

// [redeclare] [each] [final] [replaceable] element, or [each] [final] name [(...)] [= e]
ModArg Parser::modArgument() {
    ModArg a;
    a.loc = cur().loc;
    a.begin = cur().begin;
    if (isWord("redeclare")) {
        a.redeclare = true;
        advance();
    }
    a.each = accept(TokenKind::KwEach);
    a.isFinal = accept(TokenKind::KwFinal);
    if (isWord("replaceable")) {
        a.replaceable = true;
        advance();
    }
    if (at(TokenKind::KwBreak)) {
        unsupported(cur(), msg("'break' in a modification is not supported yet"));
        throw SyntaxAbort{};
    }
    if (a.redeclare || a.replaceable) {
        ElementPrefixes p;
        p.begin = a.begin;
        p.redeclare = a.redeclare;
        p.replaceable = a.replaceable;
        p.isFinal = a.isFinal;
        if (atClassStart()) {
            std::shared_ptr<ClassDef> cls = classDefinition(p, true);
            if (!cls->isShort)
                fail(cur(), msg("a class redeclared in a modification is a short class definition "
                                "(redeclare model M = N)"));
            if (isWord("constrainedby")) {
                constrainingClause(cls->constrainedBy, cls->constrainMod);
                stringComment();
                if (at(TokenKind::KwAnnotation)) annotation();
            }
            a.name = cls->name;
            cls->end = m_prevEnd;
            a.classDef = std::move(cls);
        } else {
            ClassDef holder;
            const TypePrefix tp = typePrefix();
            if (!at(TokenKind::Identifier) && !at(TokenKind::Dot))
                fail(cur(), expected(msg("a declaration"), describe(cur())));
            auto comp = std::make_shared<Component>();
            comp->typeLoc = cur().loc;
            comp->typeName = typeSpecifier();
            if (at(TokenKind::LeftBracket)) comp->dims = dimensions();
            if (!at(TokenKind::Identifier))
                fail(cur(), expected(msg("component name"), describe(cur())));
            const Token name = advance();
            comp->name = name.text;
            comp->loc = name.loc;
            comp->begin = a.begin;
            comp->variability = tp.variability;
            comp->causality = tp.causality;
            comp->flow = tp.flow;
            comp->stream = tp.stream;
            comp->redeclare = a.redeclare;
            comp->replaceable = a.replaceable;
            comp->isFinal = a.isFinal;
            if (at(TokenKind::LeftBracket)) {
                std::vector<ExprPtr> own = dimensions();
                own.insert(own.end(), comp->dims.begin(), comp->dims.end());
                comp->dims = std::move(own);
            }
            if (at(TokenKind::LeftParen)) comp->mod = classModification();
            if (accept(TokenKind::Assign)) comp->binding = expression();
            comp->description = stringComment();
            if (at(TokenKind::KwAnnotation)) comp->annotation = annotation();
            if (isWord("constrainedby")) {
                constrainingClause(comp->constrainedBy, comp->constrainMod);
                stringComment();
                if (at(TokenKind::KwAnnotation)) annotation();
            }
            comp->end = m_prevEnd;
            a.name = comp->name;
            a.component = std::move(comp);
        }
        a.end = m_prevEnd;
        return a;
    }
    if (!at(TokenKind::Identifier)) fail(cur(), expected(msg("modifier name"), describe(cur())));
    a.name = dottedName();
    if (at(TokenKind::LeftParen)) a.nested = classModification();
    if (accept(TokenKind::Assign) || accept(TokenKind::ColonAssign)) a.value = expression();
    a.description = stringComment();
    a.end = m_prevEnd;
    return a;
}

// "[" dim { "," dim } "]" where dim is an expression or ':'
std::vector<ExprPtr> Parser::dimensions() {
    std::vector<ExprPtr> dims;
    advance();  // [
    do {
        if (at(TokenKind::Colon)) {
            const Mark c = mark();
            advance();
            Expr colon;
            colon.kind = ExprKind::Colon;
            dims.push_back(finish(colon, c));
        } else {
            dims.push_back(expression());
        }
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightBracket, msg("to close the dimensions '['"));
    return dims;
}

std::string Parser::dottedName() {
    std::string name = expect(TokenKind::Identifier).text;
    while (at(TokenKind::Dot) && peek().kind == TokenKind::Identifier) {
        advance();
        name += '.';
        name += advance().text;
    }
    if (at(TokenKind::Dot) && peek().kind != TokenKind::LeftBrace && peek().kind != TokenKind::Star)
        fail(peek(), expected(tokenKindSpelling(TokenKind::Identifier), msg("after '%1.'", name),
                              describe(peek())));
    return name;
}

// A type or function name: a dotted name, `.A.B` from the top of the class tree.
std::string Parser::typeSpecifier() {
    if (at(TokenKind::Dot)) {
        advance();
        return "." + dottedName();
    }
    return dottedName();
}

// ["string" { "+" "string" }]
std::string Parser::stringComment() {
    std::string text;
    if (!at(TokenKind::String)) return text;
    text = advance().text;
    while (at(TokenKind::Plus) && peek().kind == TokenKind::String) {
        advance();
        text += advance().text;
    }
    return text;
}

// annotation "(" modification ")"
Modification Parser::annotation(int* begin, int* end) {
    if (begin) *begin = cur().begin;
    advance();  // annotation
    if (!at(TokenKind::LeftParen))
        fail(cur(), expected(verbatim("'('"), msg("after 'annotation'"), describe(cur())));
    Modification m = classModification();
    if (end) *end = m_prevEnd;
    return m;
}

// experiment(StartTime = ..., StopTime = ..., Interval = ..., Tolerance = ...) of a class's
// annotation; other keys are left alone.
void Parser::decodeExperiment(const Modification& annotation, Experiment& experiment) {
    for (const ModArg& a : annotation) {
        if (a.name != "experiment") continue;
        for (const ModArg& key : a.nested) {
            std::optional<double>* slot = nullptr;
            if (key.name == "StartTime")
                slot = &experiment.startTime;
            else if (key.name == "StopTime")
                slot = &experiment.stopTime;
            else if (key.name == "Interval")
                slot = &experiment.interval;
            else if (key.name == "Tolerance")
                slot = &experiment.tolerance;
            if (!slot || !key.value) continue;
            const auto v = constantValue(*key.value);
            if (v && std::isfinite(*v))
                *slot = *v;
            else
                warn(key.value->loc, Code::AnnotationIgnored,
                     msg("experiment %1 must be a numeric constant; ignored", key.name));
        }
    }
}

}  // namespace hs::lang::detail
