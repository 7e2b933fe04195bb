// The parser's declarations: the model with its sections, elements (declarations, type
// aliases, nested classes skipped), modifiers and annotations.

#include "parser_internal.h"

#include <algorithm>
#include <functional>

namespace hs::lang::detail {

// ---------------------------------------------------------------------------
// Model

// Modelica's reserved words that the flat subset does not support yet: where they would
// start a class, an element or a prefix they are reported as `unsupported` at the word,
// not as a syntax error further on.
bool unsupportedWord(const Token& t) {
    static const char* const kWords[] = {
        "function", "connector", "package", "operator", "expandable",   "encapsulated",
        "partial",  "pure",      "impure",  "import",   "replaceable",  "redeclare",
        "inner",    "outer",     "flow",    "stream",   "constrainedby"};
    if (t.kind != TokenKind::Identifier) return false;
    for (const char* w : kWords)
        if (t.text == w) return true;
    return false;
}

// A source: [within name;] then classes — the model, and functions beside it or in
// packages. The model simulated is the last model (or class, block) of the source.
std::optional<ModelAst> Parser::model(const std::string& className) {
    std::optional<ModelAst> chosen;
    std::vector<std::string> models;  // the names of the models seen
    std::vector<FunctionAst> functions;
    std::string within;
    try {
        // within [name] ;  names the enclosing package; a flat model needs nothing from it
        if (at(TokenKind::Identifier) && cur().text == "within") {
            advance();
            if (at(TokenKind::Identifier)) within = dottedName();
            expectSemicolon(msg("after 'within'"));
        }
        do {
            const bool partial =
                isWord("partial") || (isWord("encapsulated") && peek().text == "partial");
            const SourceLoc partialLoc = cur().loc;
            classPrefixes();
            if (isWord("function")) {
                functionClass({}, functions);
                continue;
            }
            if (isWord("package")) {
                package({}, functions);
                continue;
            }
            if (isWord("record")) {
                recordClass({});
                continue;
            }
            if (at(TokenKind::KwType) && peek().kind == TokenKind::Identifier) {
                ModelAst holder;
                typeAlias(holder);
                for (auto& t : holder.types) m_types.push_back(std::move(t));
                continue;
            }
            // `class` and `block` hold the same as `model` in the flat subset
            const bool classWord = isWord("class") || isWord("block");
            if ((unsupportedWord(cur()) || at(TokenKind::KwType)) && !classWord) {
                unsupported(
                    cur(),
                    msg("'%1' classes are not supported yet: a source holds models, functions and "
                        "packages of functions",
                        cur().text));
                if (chosen || !functions.empty()) break;
                return std::nullopt;
            }
            if (classWord)
                advance();
            else
                expect(TokenKind::KwModel, msg("at the start of the source"));
            if (!at(TokenKind::Identifier))
                fail(cur(), expected(msg("model name"), describe(cur())));
            ModelAst m;
            const Token name = advance();
            m.name = name.text;
            m.loc = name.loc;
            m.within = within;
            try {
                m.description = stringComment();
                modelBody(m);
            } catch (const TooManyErrors&) {
                chosen = std::move(m);
                break;
            }
            for (auto& f : m.functions) functions.push_back(std::move(f));
            m.functions.clear();
            models.push_back(m.name);
            m_modelNames.push_back(m.name);
            // the model named on the command line, or else the last one
            const bool wanted = className.empty() || m.name == className;
            if (!wanted && chosen && chosen->name == className) continue;
            if (partial && wanted)
                m_diagnostics.push_back(
                    {Severity::Error, Code::InvalidFunction, partialLoc,
                     msg("the model '%1' is partial: a partial model cannot be simulated",
                         m.name)});
            chosen = std::move(m);
        } while (!at(TokenKind::EndOfInput) && !m_gaveUp);
    } catch (const SyntaxAbort&) {
        if (!chosen) return std::nullopt;
    } catch (const TooManyErrors&) {
        if (!chosen) return std::nullopt;
    }
    if (!chosen) {
        // after a class that is not supported, that class is the reason
        const bool unsupportedClass =
            std::any_of(m_diagnostics.begin(), m_diagnostics.end(),
                        [](const PendingDiagnostic& d) { return d.code == Code::Unsupported; });
        if (!unsupportedClass)
            report(cur(), msg("the source has no model: it needs a 'model' to simulate besides "
                              "its functions"));
        return std::nullopt;
    }
    if (!className.empty() && chosen->name != className) {
        std::string names;
        for (const std::string& n : models) names += (names.empty() ? "" : ", ") + n;
        m_diagnostics.push_back(
            {Severity::Error, Code::UndefinedName, chosen->loc,
             msg("no model named '%1' in the source (its models: %2)", className, names)});
        ++m_errorCount;
        return std::nullopt;
    }
    chosen->functions = std::move(functions);
    chosen->records = std::move(m_records);
    chosen->types.insert(chosen->types.begin(), m_types.begin(), m_types.end());
    return chosen;
}

bool Parser::isWord(const char* word) const {
    return at(TokenKind::Identifier) && cur().text == word;
}

// encapsulated, partial, pure, impure before a class: accepted, no meaning here.
void Parser::classPrefixes() {
    while (isWord("encapsulated") || isWord("partial") || isWord("pure") || isWord("impure"))
        advance();
}

// After a nested class's name: its description, elements and sections up to `end NAME;`
// (its own `protected` sections do not reach the class around it).
ModelAst Parser::classBody(const Token& name) {
    ModelAst body;
    body.name = name.text;
    const bool wasProtected = m_protected;
    m_protected = false;
    body.description = stringComment();
    try {
        modelBody(body);
    } catch (...) {
        m_protected = wasProtected;
        throw;
    }
    m_protected = wasProtected;
    return body;
}

// function NAME ["description"] { elements } { algorithm ... } [external ...;] end NAME;
void Parser::functionClass(const std::string& prefix, std::vector<FunctionAst>& out) {
    advance();  // function
    if (!at(TokenKind::Identifier)) fail(cur(), expected(msg("function name"), describe(cur())));
    const Token name = advance();
    ModelAst body = classBody(name);
    FunctionAst f;
    f.name = prefix.empty() ? name.text : prefix + "." + name.text;
    f.loc = name.loc;
    f.description = body.description;
    f.declarations = std::move(body.declarations);
    for (auto& section : body.algorithms)
        for (auto& st : section) f.algorithm.push_back(std::move(st));
    f.hasEquations = !body.equations.empty() || !body.initialEquations.empty() ||
                     !body.initialAlgorithms.empty();
    // spec 12.2: at most one algorithm section; every public variable an input or an output
    if (body.algorithms.size() > 1)
        m_diagnostics.push_back(
            {Severity::Error, Code::InvalidFunction, name.loc,
             msg("the function '%1' has %2 algorithm sections: a function has at most one",
                 name.text, body.algorithms.size())});
    for (const Declaration& d : f.declarations)
        if (!d.isProtected && d.causality == Causality::None)
            m_diagnostics.push_back(
                {Severity::Error, Code::InvalidFunction, d.loc,
                 msg("'%1' in the function '%2' is public but neither an input nor an output: "
                     "declare it protected",
                     d.name, name.text)});
    f.external = body.external;
    f.externalLoc = body.externalLoc;
    for (auto& nested : body.functions) out.push_back(std::move(nested));
    out.push_back(std::move(f));
}

// record NAME ["description"] { fields } end NAME;
void Parser::recordClass(const std::string& prefix) {
    advance();  // record
    if (!at(TokenKind::Identifier)) fail(cur(), expected(msg("record name"), describe(cur())));
    const Token name = advance();
    ModelAst body = classBody(name);
    if (!body.equations.empty() || !body.initialEquations.empty() || !body.algorithms.empty() ||
        !body.initialAlgorithms.empty())
        m_diagnostics.push_back(
            {Severity::Error, Code::InvalidEquation, name.loc,
             msg("the record '%1' has equations or algorithms: a record holds fields only",
                 name.text)});
    // spec 4.7: a record's fields are public, without input or output, and time is a
    // model's variable, not a record's
    std::function<bool(const ExprPtr&)> readsTime = [&](const ExprPtr& e) {
        if (!e) return false;
        if (e->kind == ExprKind::Name && e->text == "time") return true;
        return std::any_of(e->args.begin(), e->args.end(), readsTime);
    };
    for (const Declaration& d : body.declarations) {
        if (d.isProtected || d.causality != Causality::None)
            m_diagnostics.push_back(
                {Severity::Error, Code::InvalidFunction, d.loc,
                 d.isProtected
                     ? msg("the field '%1' of the record '%2' is protected: a record's fields are "
                           "public",
                           d.name, name.text)
                     : msg("the field '%1' of the record '%2' is an input or an output: a record's "
                           "fields have neither prefix",
                           d.name, name.text)});
        bool time = readsTime(d.binding);
        for (const Modifier& mod : d.modifiers) time = time || readsTime(mod.value);
        if (time)
            m_diagnostics.push_back(
                {Severity::Error, Code::VariabilityError, d.loc,
                 msg("the field '%1' of the record '%2' reads 'time', which only models have",
                     d.name, name.text)});
    }
    RecordAst r;
    r.name = prefix.empty() ? name.text : prefix + "." + name.text;
    r.loc = name.loc;
    r.description = body.description;
    r.fields = std::move(body.declarations);
    m_records.push_back(std::move(r));
}

// package NAME ["description"] { functions, packages, annotation } end NAME;
void Parser::package(const std::string& prefix, std::vector<FunctionAst>& out) {
    advance();  // package
    if (!at(TokenKind::Identifier)) fail(cur(), expected(msg("package name"), describe(cur())));
    const std::string name = advance().text;
    const std::string qualified = prefix.empty() ? name : prefix + "." + name;
    stringComment();
    while (!at(TokenKind::EndOfInput)) {
        if (at(TokenKind::KwEnd)) {
            advance();
            if (!at(TokenKind::Identifier) || cur().text != name)
                report(cur(), expected(verbatim("'end " + name + "'"), describe(cur())));
            else
                advance();
            expectSemicolon(msg("after 'end %1'", name));
            return;
        }
        const std::size_t start = m_consumed;
        try {
            classPrefixes();
            if (isWord("function")) {
                functionClass(qualified, out);
            } else if (isWord("package")) {
                package(qualified, out);
            } else if (isWord("record")) {
                recordClass(qualified);
            } else if (at(TokenKind::KwType)) {
                ModelAst holder;
                typeAlias(holder);
                for (auto& t : holder.types) {
                    t.name = qualified + "." + t.name;
                    m_types.push_back(std::move(t));
                }
            } else if (at(TokenKind::KwAnnotation)) {
                annotation(nullptr);
                expectSemicolon(msg("after annotation"));
            } else {
                unsupported(cur(),
                            msg("'%1' is not supported yet in a package: a package holds functions",
                                cur().text));
                if (!skipNestedClass()) throw SyntaxAbort{};
            }
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
    report(cur(), expected(verbatim("'end " + name + ";'"), describe(cur())));
}

void Parser::modelBody(ModelAst& m) {
    enum class Section { Elements, Equations, InitialEquations, Algorithm, InitialAlgorithm };
    Section section = Section::Elements;
    while (true) {
        const std::size_t start = m_consumed;
        const Token& t = cur();
        switch (t.kind) {
        case TokenKind::EndOfInput:
            report(t, expected(verbatim("'end " + m.name + ";'"), describe(t)));  // end of input
            return;
        case TokenKind::KwEquation:
            advance();
            section = Section::Equations;
            continue;
        case TokenKind::KwAlgorithm:
            advance();
            section = Section::Algorithm;
            m.algorithms.emplace_back();
            continue;
        case TokenKind::KwInitial:
            if (peek().kind == TokenKind::KwEquation) {
                advance();
                advance();
                section = Section::InitialEquations;
                continue;
            }
            if (peek().kind == TokenKind::KwAlgorithm) {
                advance();
                advance();
                section = Section::InitialAlgorithm;
                m.initialAlgorithms.emplace_back();
                continue;
            }
            break;  // `initial()` starting an equation
        case TokenKind::KwEnd: {
            const TokenKind next = peek().kind;
            if (next == TokenKind::Identifier || next == TokenKind::Semicolon ||
                next == TokenKind::EndOfInput) {
                try {
                    modelEnd(m);
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
                annotation(&m.experiment);
                expectSemicolon(msg("after annotation"));
                continue;
            }
            switch (section) {
            case Section::Elements: element(m); break;
            case Section::Equations: m.equations.push_back(equation()); break;
            case Section::InitialEquations: m.initialEquations.push_back(equation()); break;
            case Section::Algorithm: m.algorithms.back().push_back(statement()); break;
            case Section::InitialAlgorithm:
                m.initialAlgorithms.back().push_back(statement());
                break;
            }
        } catch (const SyntaxAbort&) {
            recover(start);
        }
    }
}

void Parser::modelEnd(ModelAst& m) {
    advance();  // end
    if (at(TokenKind::Identifier)) {
        const Token name = advance();
        if (name.text != m.name)
            report(name, msg("'end %1' does not match 'model %2'", clip(name.text), m.name));
    } else {
        report(cur(), expected(verbatim("'end " + m.name + "'"), describe(cur())));
    }
    expectSemicolon(msg("after 'end %1'", m.name));
}

void Parser::element(ModelAst& m) {
    if (at(TokenKind::Identifier) && (cur().text == "public" || cur().text == "protected")) {
        m_protected = cur().text == "protected";
        advance();
        return;
    }
    if (at(TokenKind::KwExtends)) {
        unsupported(cur(), msg("'extends' is not supported yet: the model must be flat"));
        throw SyntaxAbort{};
    }
    if (isWord("function") || ((isWord("pure") || isWord("impure")) &&
                               peek().kind == TokenKind::Identifier && peek().text == "function")) {
        classPrefixes();
        functionClass({}, m.functions);
        return;
    }
    if (isWord("record")) {
        recordClass({});
        return;
    }
    if (isWord("external")) {
        // external ["C"] [[name =] fn(args)] [annotation] ;
        m.externalLoc = cur().loc;
        advance();
        m.external = at(TokenKind::String) ? advance().text : "C";
        while (!at(TokenKind::Semicolon) && !at(TokenKind::EndOfInput) && !at(TokenKind::KwEnd))
            advance();
        expectSemicolon(msg("after the external clause"));
        return;
    }
    if (unsupportedWord(cur()) ||
        (at(TokenKind::Identifier) &&
         (cur().text == "model" || cur().text == "class" || cur().text == "block"))) {
        unsupported(cur(), msg("'%1' is not supported yet inside a model: the model must be flat",
                               cur().text));
        if (skipNestedClass()) return;
        throw SyntaxAbort{};
    }
    if (at(TokenKind::KwModel)) {
        unsupported(cur(), msg("nested classes are not supported yet: the model must be flat"));
        if (skipNestedClass()) return;
        throw SyntaxAbort{};
    }
    if (at(TokenKind::KwType)) {
        typeAlias(m);
        return;
    }
    declaration(m);
}

// After an unsupported word that starts a nested class (`function f ... end f;`, possibly
// behind prefixes such as `partial`): skips to its `end f;` so that its insides are not
// read as the model's. Anything else (`import X;`, `flow Real i;`) is left to the usual
// recovery at the next ';'. True when a whole class was skipped.
bool Parser::skipNestedClass() {
    static const char* const kClassWords[] = {"model",    "class",     "block",
                                              "function", "record",    "package",
                                              "operator", "connector", "type"};
    auto isClassWord = [&](const Token& t) {
        if (t.kind == TokenKind::KwModel || t.kind == TokenKind::KwType) return true;
        if (t.kind != TokenKind::Identifier) return false;
        for (const char* w : kClassWords)
            if (t.text == w) return true;
        return false;
    };
    // prefixes: partial, encapsulated, replaceable, redeclare, expandable, pure, impure, ...
    while (unsupportedWord(cur()) && !isClassWord(cur())) advance();
    if (!isClassWord(cur())) return false;
    advance();
    if (!at(TokenKind::Identifier) || peek().kind == TokenKind::Assign)
        return false;  // short form: `type T = ...;`
    const std::string name = advance().text;
    while (!at(TokenKind::EndOfInput)) {
        if (at(TokenKind::KwEnd) && peek().kind == TokenKind::Identifier && peek().text == name) {
            advance();
            advance();
            accept(TokenKind::Semicolon);
            return true;
        }
        advance();
    }
    return true;
}

void Parser::typeAlias(ModelAst& m) {
    const Token typeWord = advance();  // type
    if (!at(TokenKind::Identifier))
        fail(cur(), expected(msg("type name"), msg("after 'type'"), describe(cur())));
    TypeAlias alias;
    const Token name = advance();
    if (!at(TokenKind::Assign)) {
        // type T ... end T; : a long type class
        unsupported(typeWord, msg("'type' classes are not supported yet: a type is a short "
                                  "class, type T = Real(...) or enumeration(...)"));
        while (!at(TokenKind::EndOfInput)) {
            if (at(TokenKind::KwEnd) && peek().kind == TokenKind::Identifier &&
                peek().text == name.text) {
                advance();
                advance();
                expectSemicolon(msg("after 'end %1'", name.text));
                return;
            }
            advance();
        }
        return;
    }
    alias.name = name.text;
    alias.loc = name.loc;
    expect(TokenKind::Assign, msg("after type name '%1'", alias.name));
    if (isWord("enumeration") && peek().kind == TokenKind::LeftParen) {
        enumeration(alias);
        stringComment();
        if (at(TokenKind::KwAnnotation)) annotation(nullptr);
        m.types.push_back(std::move(alias));
        expectSemicolon(msg("after type definition"));
        return;
    }
    if (!at(TokenKind::Identifier))
        fail(cur(), expected(msg("base type of '%1'", alias.name), describe(cur())));
    alias.baseType = dottedName();
    if (at(TokenKind::LeftBracket)) fail(cur(), msg("array types are not supported"));
    if (at(TokenKind::LeftParen)) alias.modifiers = modifiers();
    stringComment();
    if (at(TokenKind::KwAnnotation)) annotation(nullptr);
    m.types.push_back(std::move(alias));
    expectSemicolon(msg("after type definition"));
}

// enumeration(a ["description"], b, ...): the literals, at least one, each once, none
// named as an attribute of the type (spec 4.9.5).
void Parser::enumeration(TypeAlias& alias) {
    advance();  // enumeration
    expect(TokenKind::LeftParen);
    alias.baseType = "Integer";
    if (at(TokenKind::Colon)) {
        unsupported(cur(), msg("'enumeration(:)' is not supported yet: list the literals"));
        throw SyntaxAbort{};
    }
    do {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("an enumeration literal"), describe(cur())));
        const Token literal = advance();
        static const char* const kAttributes[] = {"quantity", "min", "max", "start", "fixed"};
        for (const char* a : kAttributes)
            if (literal.text == a)
                report(literal, msg("'%1' cannot be a literal of the enumeration '%2': it names an "
                                    "attribute of the type",
                                    literal.text, alias.name));
        if (std::find(alias.literals.begin(), alias.literals.end(), literal.text) !=
            alias.literals.end())
            report(literal, msg("the enumeration '%1' has the literal '%2' twice", alias.name,
                                literal.text));
        alias.literals.push_back(literal.text);
        stringComment();
        if (at(TokenKind::KwAnnotation)) annotation(nullptr);
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen, msg("to close 'enumeration('"));
}

void Parser::declaration(ModelAst& m) {
    const bool isFinal = accept(TokenKind::KwFinal);
    if (unsupportedWord(cur())) {
        unsupported(cur(), msg("'%1' is not supported yet", cur().text));
        throw SyntaxAbort{};
    }
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    bool hasVariability = false;
    bool hasCausality = false;
    while (true) {
        const TokenKind k = cur().kind;
        if (k == TokenKind::KwParameter || k == TokenKind::KwConstant ||
            k == TokenKind::KwDiscrete) {
            if (hasVariability)
                fail(cur(), msg("more than one of 'parameter', 'constant', 'discrete'"));
            hasVariability = true;
            variability = k == TokenKind::KwParameter  ? Variability::Parameter
                          : k == TokenKind::KwConstant ? Variability::Constant
                                                       : Variability::Discrete;
        } else if (k == TokenKind::KwInput || k == TokenKind::KwOutput) {
            if (hasCausality) fail(cur(), msg("more than one of 'input', 'output'"));
            hasCausality = true;
            causality = k == TokenKind::KwInput ? Causality::Input : Causality::Output;
        } else {
            break;
        }
        advance();
    }
    if (!at(TokenKind::Identifier)) {
        if (!hasVariability && !hasCausality)
            fail(cur(),
                 expected(msg("a declaration or a section keyword ('equation', 'algorithm')"),
                          describe(cur())));
        fail(cur(), expected(msg("a declaration"), describe(cur())));
    }
    const SourceLoc typeLoc = cur().loc;
    const std::string typeName = dottedName();
    const std::vector<ExprPtr> typeDims =
        at(TokenKind::LeftBracket) ? dimensions() : std::vector<ExprPtr>{};
    do {
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("component name"), describe(cur())));
        Declaration d;
        const Token name = advance();
        d.loc = name.loc;
        d.name = name.text;
        d.typeLoc = typeLoc;
        d.typeName = typeName;
        d.variability = variability;
        d.causality = causality;
        d.isProtected = m_protected;
        d.isFinal = isFinal;
        if (at(TokenKind::LeftBracket)) d.dims = dimensions();
        d.dims.insert(d.dims.end(), typeDims.begin(), typeDims.end());
        if (at(TokenKind::LeftParen)) d.modifiers = modifiers();
        if (accept(TokenKind::Assign) || accept(TokenKind::ColonAssign)) d.binding = expression();
        d.description = stringComment();
        if (at(TokenKind::KwAnnotation)) annotation(nullptr);
        m.declarations.push_back(std::move(d));
    } while (accept(TokenKind::Comma));
    expectSemicolon(msg("after declaration"));
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

// "(" [each] [final] name "=" expression ["description"] { "," ... } ")"
std::vector<Modifier> Parser::modifiers() {
    std::vector<Modifier> list;
    expect(TokenKind::LeftParen);
    if (accept(TokenKind::RightParen)) return list;
    do {
        const bool each = accept(TokenKind::KwEach);
        const bool isFinal = accept(TokenKind::KwFinal);
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(msg("modifier name"), describe(cur())));
        Modifier mod;
        mod.isFinal = isFinal;
        mod.each = each;
        mod.loc = cur().loc;
        mod.name = dottedName();
        if (at(TokenKind::LeftParen))
            fail(cur(), msg("nested modifiers are not supported (in '%1')", mod.name));
        expect(TokenKind::Assign, msg("after modifier '%1'", mod.name));
        mod.value = expression();
        stringComment();
        list.push_back(std::move(mod));
    } while (accept(TokenKind::Comma));
    expect(TokenKind::RightParen, msg("to close the modifier list"));
    return list;
}

std::string Parser::dottedName() {
    std::string name = expect(TokenKind::Identifier).text;
    while (at(TokenKind::Dot)) {
        advance();
        if (!at(TokenKind::Identifier))
            fail(cur(), expected(tokenKindSpelling(TokenKind::Identifier), msg("after '%1.'", name),
                                 describe(cur())));
        name += '.';
        name += advance().text;
    }
    return name;
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

// annotation "(" ... ")". With `experiment` set, experiment(...) is decoded into it;
// everything else is skipped by balanced-bracket skipping.
void Parser::annotation(Experiment* experiment) {
    advance();  // annotation
    expect(TokenKind::LeftParen, msg("after 'annotation'"));
    while (!at(TokenKind::RightParen)) {
        if (experiment && at(TokenKind::Identifier) && cur().text == "experiment" &&
            peek().kind == TokenKind::LeftParen)
            experimentAnnotation(*experiment);
        else
            skipAnnotationArgument();
        if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::RightParen, msg("to close 'annotation('"));
}

void Parser::experimentAnnotation(Experiment& experiment) {
    advance();  // experiment
    advance();  // (
    while (!at(TokenKind::RightParen)) {
        if (at(TokenKind::Identifier) && peek().kind == TokenKind::Assign) {
            const Token key = advance();
            advance();  // =
            const ExprPtr value = expression();
            std::optional<double>* slot = nullptr;
            if (key.text == "StartTime")
                slot = &experiment.startTime;
            else if (key.text == "StopTime")
                slot = &experiment.stopTime;
            else if (key.text == "Interval")
                slot = &experiment.interval;
            else if (key.text == "Tolerance")
                slot = &experiment.tolerance;
            if (slot) {
                const auto v = constantValue(*value);
                if (v && std::isfinite(*v))
                    *slot = *v;
                else
                    warn(value->loc, Code::AnnotationIgnored,
                         msg("experiment %1 must be a numeric constant; ignored", key.text));
            }
        } else {
            skipAnnotationArgument();
        }
        if (!accept(TokenKind::Comma)) break;
    }
    expect(TokenKind::RightParen, msg("to close 'experiment('"));
}

// Skips one argument of an annotation: up to the ',' or closing bracket at this level.
// Stops at a ';' outside of [...] (a missing ')', reported by the caller).
void Parser::skipAnnotationArgument() {
    int depth = 0;
    int brackets = 0;
    while (true) {
        switch (cur().kind) {
        case TokenKind::EndOfInput: return;
        case TokenKind::LeftParen:
        case TokenKind::LeftBrace: ++depth; break;
        case TokenKind::LeftBracket:
            ++depth;
            ++brackets;
            break;
        case TokenKind::RightParen:
        case TokenKind::RightBrace:
        case TokenKind::RightBracket:
            if (depth == 0) return;
            --depth;
            if (cur().kind == TokenKind::RightBracket && brackets > 0) --brackets;
            break;
        case TokenKind::Comma:
            if (depth == 0) return;
            break;
        case TokenKind::Semicolon:
            if (brackets == 0) return;
            break;
        default: break;
        }
        advance();
    }
}

}  // namespace hs::lang::detail
