#pragma once
// The class tree of a Modelica source as written (Modelica 3.6 chapters 4, 5, 7, 9, 13):
// classes with their components, extends clauses, imports, nested classes, modifications,
// equations and annotations, before any name is looked up. The parser builds it; the
// flattener (hs/flatten/flatten.h) turns one class of it into a flat model (lang::ModelAst).
// Plain data, immutable after parsing; byte offsets let an editor rewrite the text in place.

#include "hs/lang/ast.h"

#include <memory>
#include <string>
#include <vector>

namespace hs::lang {

enum class ClassKind {
    Class,
    Model,
    Block,
    Connector,
    Record,
    Type,
    Package,
    Function,
    Operator,        // `operator` (a package of functions of an operator record)
    OperatorRecord,  // `operator record`
};

const char* classKindName(ClassKind kind);

struct ClassDef;
using ClassPtr = std::shared_ptr<const ClassDef>;
struct Component;

// One argument of a modification (spec 7.2): `name = value`, `name(nested) = value`,
// `each`/`final`, or a redeclaration or replaceable element (`redeclare model V = Linear`,
// `redeclare Real x`). `name` may be dotted: `a.b = 1` is the same as `a(b = 1)`.
struct ModArg {
    std::string name;
    SourceLoc loc;
    int begin = 0, end = 0;  // source span of the argument
    bool each = false;
    bool isFinal = false;
    std::vector<ModArg> nested;  // the class modification after the name
    ExprPtr value;               // `= value`; null: none
    std::string description;
    // a redeclaration (`redeclare` written) or an element made replaceable here: one of
    bool redeclare = false;
    bool replaceable = false;
    std::shared_ptr<const Component> component;
    ClassPtr classDef;
};
using Modification = std::vector<ModArg>;

// The first argument named `name` of a modification, or null.
const ModArg* findArg(const Modification& mod, std::string_view name);

// A component declaration (spec 4.4): one name of a component clause.
struct Component {
    std::string name;
    SourceLoc loc;              // of the name
    SourceLoc typeLoc;          // of the type name
    std::string typeName;       // as written: "Real", "Resistor", "P.Q.Tank", ".A.B"
    std::vector<ExprPtr> dims;  // the component's then the type's (`Real[2] x[3]` is 3 x 2)
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    bool flow = false;
    bool stream = false;
    bool isFinal = false;
    bool isInner = false;
    bool isOuter = false;
    bool replaceable = false;
    bool redeclare = false;
    bool isProtected = false;
    Modification mod;   // (...) after the name
    ExprPtr binding;    // `= expr` or null
    ExprPtr condition;  // `if expr` or null
    std::string description;
    Modification annotation;    // Placement(...), Dialog(...), ...
    std::string constrainedBy;  // constrainedby T(...) of a replaceable component
    Modification constrainMod;
    // Source spans: the whole component clause (prefixes to ';', shared by `Real a, b;`),
    // and this declaration (its name to the end of its annotation).
    int clauseBegin = 0, clauseEnd = 0;
    int begin = 0, end = 0;
    int annotationBegin = -1, annotationEnd = -1;  // `annotation(...)`, -1: none
};

struct Extends {
    std::string base;
    SourceLoc loc;
    Modification mod;
    Modification annotation;
    bool isProtected = false;
    int begin = 0, end = 0;  // `extends` to ';'
};

// import A.B.C;  import D = A.B.C;  import A.B.*;  import A.B.{c, d};
struct Import {
    enum class Kind { Single, Named, Unqualified, Multiple };
    Kind kind = Kind::Single;
    std::string path;                // A.B.C (Single, Named) or A.B (Unqualified, Multiple)
    std::string alias;               // D (Named); the last part of the path (Single)
    std::vector<std::string> names;  // Multiple
    SourceLoc loc;
    bool isProtected = false;
};

// An element of a class body in the order written (components, extends, imports, classes
// share one sequence, so that declaration order is kept).
struct ElementRef {
    enum class Kind { Component, Extends, Import, Class };
    Kind kind = Kind::Component;
    std::size_t index = 0;  // into the vector of that kind
};

struct ClassDef {
    std::string name;
    ClassKind kind = ClassKind::Model;
    SourceLoc loc;           // of the name
    int begin = 0, end = 0;  // from the first prefix to the ';' after `end Name`
    std::string description;
    bool partial = false;
    bool encapsulated = false;
    bool expandable = false;  // expandable connector
    bool pure = true;         // functions: `impure` written makes it false
    bool isFinal = false;
    bool replaceable = false;
    bool redeclare = false;
    bool isInner = false;
    bool isOuter = false;
    bool isProtected = false;   // declared in a protected section of its enclosing class
    std::string constrainedBy;  // of a replaceable class
    Modification constrainMod;

    // Short form `model M2 = M(k = 2)`, `type Voltage = Real(unit = "V")`,
    // `connector RealInput = input Real`: its base, dimensions and modification.
    bool isShort = false;
    std::string baseName;
    SourceLoc baseLoc;
    std::vector<ExprPtr> baseDims;
    Modification baseMod;
    Causality baseCausality = Causality::None;
    Variability baseVariability = Variability::Continuous;
    // `type E = enumeration(a, b)`: its literals (with descriptions); `enumeration(:)`
    bool isEnumeration = false;
    bool enumerationOpen = false;
    std::vector<std::string> literals;
    std::vector<std::string> literalDescriptions;

    // `class extends C(...) ... end C;` (a redeclared class extending the one it replaces)
    bool extendsReplaced = false;
    Modification extendsReplacedMod;

    // Long form: the elements and sections.
    std::vector<Component> components;
    std::vector<Extends> extends;
    std::vector<Import> imports;
    std::vector<ClassPtr> classes;
    std::vector<ElementRef> order;
    std::vector<EquationPtr> equations;
    std::vector<EquationPtr> initialEquations;
    std::vector<std::vector<StmtPtr>> algorithms;
    std::vector<std::vector<StmtPtr>> initialAlgorithms;
    std::string external;  // `external "C"`: the language; empty: not external
    SourceLoc externalLoc;
    Modification annotation;  // the class's own annotation (Icon, Diagram, experiment, ...)
    Experiment experiment;    // decoded from annotation(experiment(...))
    // Offsets an editor inserts at: just after the last element of the element list
    // before the first section (or after the description), the start of the first
    // `equation` section (-1: none), the `end` keyword, the class's annotation.
    int elementsEnd = 0;
    int equationSection = -1;
    int endKeyword = 0;
    int annotationBegin = -1, annotationEnd = -1;

    const Component* findComponent(std::string_view n) const;
    const ClassDef* findClass(std::string_view n) const;
    bool isModelLike() const {
        return kind == ClassKind::Model || kind == ClassKind::Block || kind == ClassKind::Class;
    }
};

// A source file: `within P.Q;` and its classes.
struct StoredDefinition {
    std::string within;
    bool hasWithin = false;
    std::vector<ClassPtr> classes;
};

}  // namespace hs::lang
