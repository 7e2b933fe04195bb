#pragma once
// The flattener's working state, shared by its phase files:
//   class_tree.cpp    classes in their scopes, library packages read from disk when used
//   lookup.cpp        names looked up by the rules of scoping (spec 5.3), imports
//   expand.cpp        a class with what it inherits (extends, spec 7.1) and redeclarations
//   modification.cpp  modifications bound to where they are written, merged (spec 7.2)
//   instantiate.cpp   the instance tree: components, arrays of components, conditional
//                     components, inner/outer
//   evaluate.cpp      values known when flattening (sizes, conditions, loop ranges)
//   rewrite.cpp       expressions, equations and statements into flat names
//   connections.cpp   connect(): connection sets and their equations (spec 9.2)
//   classes_out.cpp   functions, records and enumerations of the flat model
//   flattener.cpp     the driver and the public entry points
// Internal to the core library.

#include "hs/flatten/flatten.h"
#include "hs/lang/class_def.h"

#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <unordered_map>
#include <vector>

namespace hs::flatten {

using namespace lang;

// ------------------------------------------------------------------ class tree
// A class definition in its lexical scope. The root holds the source's top-level classes
// and the libraries' (read on demand).
struct ClassNode {
    ClassPtr def;  // null: the root
    ClassNode* parent = nullptr;
    std::string name;
    std::string path;  // qualified: "P.Q.C"; empty for the root
    int file = 0;      // where def is written (index of the file table)
    std::string dir;   // a package stored as a folder: the folder, for its classes' files
    std::vector<std::unique_ptr<ClassNode>> children;
    std::unordered_map<std::string, ClassNode*> byName;
    std::set<std::string> missing;  // names looked for in `dir` and not found
    bool builtin = false;           // Real, Integer, Boolean, String, StateSelect, ...
    // A class element modified by an extends clause (`extends A(B(x = 4))`): the class it
    // modifies and how; its def is that class's.
    ClassNode* modifiedFrom = nullptr;
    std::shared_ptr<const struct Mod> modification;
    // `class extends B` (a redeclared class extending the one it replaces): that class
    ClassNode* replacedBase = nullptr;
};

class ClassTree {
public:
    ClassTree(DiagnosticList& diags, std::vector<std::string> libraryDirs);
    ClassNode* root() { return &m_root; }
    // Adds a parsed source; `within` places its classes; `sourceDir` is searched for the
    // package it is within.
    void addSource(std::shared_ptr<const StoredDefinition> source, const std::string& file,
                   const std::string& sourceDir);
    // The nested class `name` of `node` (read from the package's folder when needed).
    ClassNode* child(ClassNode* node, std::string_view name);
    ClassNode* builtinType(std::string_view name);  // Real, Integer, ... or null
    const std::vector<std::string>& files() const { return m_files; }
    int fileIndex(const std::string& path);
    // A node for a class that is not in the tree (a redeclared short class, written in
    // `parent`).
    ClassNode* adopt(ClassPtr def, ClassNode* parent, int file);
    // A class element modified where it is inherited: a node of its own.
    ClassNode* modified(ClassNode* base, std::shared_ptr<const struct Mod> mod);
    // The classes of the source in order (the candidates to simulate).
    const std::vector<ClassNode*>& sourceClasses() const { return m_sourceClasses; }

private:
    ClassNode* attach(ClassNode* parent, ClassPtr def, int file, bool replace);
    ClassNode* loadFromDir(ClassNode* parent, const std::string& dir, std::string_view name);
    ClassNode* loadFile(ClassNode* parent, const std::string& path, std::string_view name,
                        const std::string& dir);

    DiagnosticList& m_diags;
    std::vector<std::string> m_libraryDirs;
    ClassNode m_root;
    std::vector<std::string> m_files;
    std::vector<std::shared_ptr<const StoredDefinition>> m_sources;  // kept alive
    std::vector<std::unique_ptr<ClassNode>> m_adopted;
    std::set<std::string> m_adoptedPaths;  // each adopted class has a path of its own
    std::unordered_map<std::string, std::unique_ptr<ClassNode>> m_builtins;
    std::vector<ClassNode*> m_sourceClasses;
};

// ------------------------------------------------------------------ scopes, modifications
struct Instance;

// Where a name is written: the class whose text holds it and, when that text belongs to an
// instance (its equations, its components' declarations), the instance.
// "[2,1]": the subscripts of an array element as they end its scalar name.
std::string suffixOf(const std::vector<int>& index);

struct Scope {
    ClassNode* node = nullptr;
    Instance* inst = nullptr;
};

struct ModEntry;

// A modification bound to the scope it is written in, with what modifies its parts.
struct Mod {
    ExprPtr value;  // `= value`
    Scope scope;    // where value is written
    SourceLoc loc;
    bool each = false;
    bool isFinal = false;
    std::vector<ModEntry> subs;  // by element or attribute name
    // a redeclaration of the element named by this modification
    const ModArg* redeclare = nullptr;
    Scope redeclareScope;

    bool empty() const;
    const Mod* sub(std::string_view name) const;
    Mod* sub(std::string_view name);
};

// What modifies one element or attribute of a modified class. A struct of its own, not a
// pair: a pair's traits would ask about Mod while Mod is still incomplete.
struct ModEntry {
    std::string name;
    Mod mod;
};

// ------------------------------------------------------------------ expanded classes
// An element of a class as it inherits it: where it is written and what the extends
// clauses on the way modify in it.
struct ElementDef {
    std::string name;
    const Component* comp = nullptr;  // a component, or
    ClassNode* cls = nullptr;         // a nested class
    Scope scope;                      // where the declaration is written
    Mod mod;                          // from extends clauses (and redeclarations)
    bool isProtected = false;
    // the replaceable declaration whose constraining type (its constrainedby clause, or
    // else its own type and modification) still applies after a redeclaration
    const Component* original = nullptr;
    Scope originalScope;
};

// The equations or statements of one section, with the class they are written in.
template <typename T>
struct Section {
    const std::vector<T>* items = nullptr;
    ClassNode* origin = nullptr;
};

// A class with what it inherits: elements, sections, and what a type class stands for.
struct Expanded {
    ClassNode* node = nullptr;
    ClassKind kind = ClassKind::Model;
    std::vector<ElementDef> elements;
    std::unordered_map<std::string, std::size_t> index;  // elements by name
    std::vector<Section<EquationPtr>> equations, initialEquations;
    std::vector<Section<StmtPtr>> algorithms, initialAlgorithms;
    // A type or connector that is a predefined type (`type Voltage = Real(unit = "V")`,
    // `connector RealInput = input Real`): that type, its attributes and dimensions.
    ClassNode* basicType = nullptr;
    Mod basicMod;
    std::vector<std::pair<ExprPtr, Scope>> basicDims;
    Causality basicCausality = Causality::None;
    Variability basicVariability = Variability::Continuous;
    ClassNode* enumeration = nullptr;  // the enumeration class it is (or is an alias of)
    bool partial = false;
    bool expandable = false;
    const ElementDef* find(std::string_view name) const;
};

// ------------------------------------------------------------------ instances
struct Instance {
    enum class Kind {
        Model,   // model, block, class or connector with components
        Array,   // an array of structured components: the children are its elements
        Leaf,    // a variable of a predefined type or an enumeration
        Record,  // a record: its fields are made by the array pass
    };
    Kind kind = Kind::Model;
    std::string name;  // "R1", "R[2]"
    std::string path;  // the flat prefix, "circuit.R[2]"; empty for the model itself
    Instance* parent = nullptr;
    ClassNode* cls = nullptr;  // its class (after redeclaration)
    std::unique_ptr<Expanded> expanded;
    Mod mod;  // what modifies it, merged
    const Component* decl = nullptr;
    Scope declScope;  // where decl is written
    Variability variability = Variability::Continuous;
    Causality causality = Causality::None;
    bool flow = false;
    bool stream = false;
    bool isProtected = false;        // it or a component around it is protected
    bool declaredProtected = false;  // protected in the class that has it
    bool connector = false;          // an instance of a connector class
    bool present = true;             // a conditional component whose condition holds
    bool resolved = false;           // its condition and dimensions evaluated (resolve())
    bool elaborated = false;         // its children made (elaborate())
    bool resolving = false;
    Instance* outerTarget = nullptr;                  // an outer component: the inner it stands for
    bool autoInner = false;                           // the inner made for an outer that had none
    std::vector<int> dims;                            // Array: its dimensions
    std::vector<std::pair<ExprPtr, Scope>> declDims;  // the dimensions its declaration gives
    std::vector<std::unique_ptr<Instance>> children;
    std::unordered_map<std::string, Instance*> byName;
    std::string leafType;  // Leaf/Record: the flat declaration's type name
    std::vector<std::pair<ExprPtr, Scope>> leafDims;  // Leaf: its dimensions, as written
    std::optional<std::vector<int>> leafSizes;        // evaluated, when needed
    int leafDecl = -1;                                // Leaf/Record: index of its flat declaration

    Instance* child(std::string_view n) const;
    Instance* target() { return outerTarget ? outerTarget : this; }
};

// ------------------------------------------------------------------ values
// A value known when flattening: numbers (Booleans 0/1, enumerations their ordinal) or a
// string, with dimensions (empty: a scalar).
struct Value {
    std::vector<double> el;
    std::vector<int> dims;
    std::optional<std::string> text;
    bool scalar() const { return dims.empty(); }
    static Value of(double v) { return {{v}, {}, std::nullopt}; }
};

// Loop variables bound while rewriting: a value (a loop written out here) or none (the
// loop stays a loop in the flat model).
struct LoopEnv {
    std::vector<std::pair<std::string, std::optional<double>>> vars;
    const std::optional<double>* find(std::string_view n) const;
};

// A part of a component reference: `R[i]` is name R with subscripts i.
struct RefPart {
    std::string name;
    std::vector<ExprPtr> subs;
};

// ------------------------------------------------------------------ the flattener
class Flattener {
public:
    Flattener(DiagnosticList& diags, ClassTree& tree) : m_diags(diags), m_tree(tree) {}
    std::optional<ModelAst> run(ClassNode* top);

    // lookup.cpp
    struct Found {
        Instance* inst = nullptr;         // a component of an instance
        const Component* comp = nullptr;  // a component found in a class (a constant)
        ClassNode* compOwner = nullptr;
        ClassNode* cls = nullptr;  // a class
        bool any() const { return inst || comp || cls; }
    };
    Found lookupFirst(std::string_view name, Scope scope);
    ClassNode* lookupClass(const std::string& name, Scope scope, SourceLoc loc, bool report = true);
    // A class's element `name` (nested class or component) without an instance.
    Found memberOfClass(ClassNode* node, std::string_view name);
    // The same for a composite name `A.b` (spec 5.3.2): b public, A not partial, and A a
    // package (or like one) unless b is an encapsulated class; errors reported.
    Found memberOfClassPath(ClassNode* node, std::string_view name, SourceLoc loc);
    Found lookupImported(ClassNode* node, std::string_view name);

    // expand.cpp
    std::unique_ptr<Expanded> expand(ClassNode* node, Instance* inst, const Mod* redeclarations);
    // the instance above `inst` whose class is (or inherits) `cls`: where text written in
    // cls around inst's class is evaluated
    Instance* enclosingInstance(Instance* inst, ClassNode* cls);
    Expanded* expandedClass(ClassNode* node);  // without an instance (cached)

    // modification.cpp
    Mod bind(const Modification& m, Scope scope);
    Mod declarationMod(const Component& c, Scope scope);
    // `outer` over `inner`: outer's values win; a final value of inner is an error
    void merge(Mod& inner, const Mod& outer, const std::string& what);
    Mod splitForElement(const Mod& m, const std::vector<int>& index);

    // instantiate.cpp
    void elaborate(Instance* inst);
    void resolve(Instance* inst);
    Instance* makeChild(Instance* parent, const ElementDef& e);
    void makeElements(Instance* array);
    Instance* findInner(Instance* from, const std::string& name, SourceLoc loc);

    // evaluate.cpp
    std::optional<Value> evaluate(const ExprPtr& e, Scope scope, const LoopEnv& env);
    std::optional<double> evaluateScalar(const ExprPtr& e, Scope scope, const LoopEnv& env);
    const std::vector<int>* leafSizes(Instance* leaf);
    std::optional<Value> valueOf(Instance* leaf, SourceLoc loc);
    std::optional<Value> constantValue(const Component& c, ClassNode* owner);

    // rewrite.cpp
    ExprPtr rewrite(const ExprPtr& e, Scope scope, LoopEnv& env);
    std::vector<RefPart> refParts(const Expr& e);
    ExprPtr resolveReference(const Expr& e, Scope scope, LoopEnv& env);
    void rewriteEquation(const EquationPtr& eq, Scope scope, LoopEnv& env,
                         std::vector<EquationPtr>& out, bool initial);
    std::vector<StmtPtr> rewriteStatements(const std::vector<StmtPtr>& in, Scope scope,
                                           LoopEnv& env);
    bool hasConnect(const Equation& eq) const;
    std::string qualifiedClassRef(ClassNode* cls, SourceLoc loc);

    // connections.cpp
    struct ConnectorRef {
        Instance* inst = nullptr;
        bool inside = false;
        std::string element;  // one element of a connector array of a predefined type
    };
    void connectPair(const ConnectorRef& a, const ConnectorRef& b, const Expr& call);

    void connect(const Expr& call, Scope scope, LoopEnv& env);
    std::optional<std::vector<ConnectorRef>> connectorRefs(const Expr& e, Scope scope,
                                                           LoopEnv& env);
    void connectionEquations(std::vector<EquationPtr>& out);
    void unconnectedFlows(Instance* inst, std::vector<EquationPtr>& out);
    struct LeafVar {
        std::string relative;  // its name inside the connector ("v", "sub.i[2]")
        std::string flat;      // the flat scalar name
        Instance* leaf = nullptr;
        bool flow = false, stream = false, record = false;
        Causality causality = Causality::None;
        bool constant = false;  // a parameter or constant: equal values, no equation
    };
    void connectorLeaves(Instance* conn, const std::string& prefix, std::vector<LeafVar>& out);

    // classes_out.cpp
    std::string useFunction(ClassNode* fn, SourceLoc loc);
    std::string useRecord(ClassNode* rec, SourceLoc loc);
    std::string useEnumeration(ClassNode* e, SourceLoc loc);
    std::string packageConstant(const Component& c, ClassNode* owner, SourceLoc loc);
    // A declaration's type as the flat model names it, and the attributes a type alias
    // chain adds; false (reported) when it is no type a variable can have.
    struct LeafType {
        std::string name;  // "Real", a record's or enumeration's qualified name
        bool record = false;
        Mod attributes;
        std::vector<std::pair<ExprPtr, Scope>> dims;
        Causality causality = Causality::None;
        Variability variability = Variability::Continuous;
    };
    std::optional<LeafType> leafType(ClassNode* cls, SourceLoc loc);
    Declaration functionDeclaration(const ElementDef& e, ClassNode* fn);

    // checks.cpp
    void checkClass(ClassNode* node, const Expanded& x);
    bool checkBase(const ClassDef& derived, ClassNode* base, const Expanded& bx, SourceLoc loc);
    void checkComponent(Instance* c, const Expanded& x);
    void checkConnectorBalance(Instance* conn);
    void checkBlockConnector(Instance* c);
    std::size_t scalarCount(ClassNode* record, int depth);
    bool isSubtype(ClassNode* a, ClassNode* b, int depth = 0);
    bool isBoolean(const ExprPtr& e, Scope scope);
    void checkRedeclaration(const ElementDef& old, const ElementDef& repl, SourceLoc loc,
                            bool element);

    // flattener.cpp
    void emit(Instance* inst);
    void emitLeaf(Instance* leaf);
    std::vector<std::string> interfaceOf(Instance* inst);
    std::size_t componentIndex(const std::string& path) const;
    std::vector<Modifier> modifiers(const Mod& m, const std::string& prefix);
    void error(Code code, SourceLoc loc, Message text);
    std::string describeScope(Scope s) const;

    DiagnosticList& m_diags;
    ClassTree& m_tree;
    ModelAst m_out;
    std::unique_ptr<Instance> m_top;
    std::unordered_map<ClassNode*, std::unique_ptr<Expanded>> m_classCache;
    std::set<ClassNode*> m_expanding;  // extends cycles
    // The components of a class definition by name (read while its class is expanded).
    const Component* componentOf(const ClassDef& def, std::string_view name);
    std::unordered_map<const ClassDef*, std::unordered_map<std::string_view, const Component*>>
        m_componentIndex;
    std::set<ClassNode*> m_checkedClasses, m_balancedConnectors;
    std::map<std::string, std::string> m_functions;  // qualified name -> "" once emitted
    std::set<std::string> m_records, m_enums, m_packageConstants, m_views;
    std::set<const Instance*> m_evaluating;
    std::set<const Component*> m_evaluatingConstants;
    std::set<std::string> m_structural;
    // connection sets over flat scalar names, (name, inside)
    std::map<std::pair<std::string, bool>, int> m_setIndex;
    std::vector<int> m_setParent;
    std::vector<std::pair<std::string, bool>> m_setMember;
    std::vector<LeafVar> m_setLeaf;
    std::vector<std::pair<SourceLoc, std::string>> m_setOrigin;  // the connect() that made it
    void checkSignalSources(const std::vector<int>& members);
    int setNode(const LeafVar& leaf, bool inside, SourceLoc loc);
    int setRoot(int i);
    std::set<std::string> m_connectedInside;  // flow scalars connected as inside elements
    std::size_t m_errors = 0;
    std::set<std::string> m_reported;
    int m_depth = 0;                 // nesting of instances (against endless recursion)
    std::string m_component;         // the instance whose equations are being rewritten
    std::set<std::string> m_locals;  // a function's variables while rewriting its body
};

bool isPredefinedType(std::string_view name);  // Real, Integer, Boolean, String
bool isReplaceable(const ElementDef& e);
bool isAttribute(std::string_view name);  // start, fixed, unit, ... of a predefined type
bool sameDeclaration(const Component& a, const Component& b);
bool sameClass(const ClassDef& a, const ClassDef& b);
// The class of a source a run flattens: `className` (by its name in the source, a class of
// its packages, or qualified), else the source's last model; null (reported) when none.
ClassNode* selectClass(ClassTree& tree, Flattener& fl, const std::string& className,
                       const StoredDefinition& source, DiagnosticList& diags);
std::vector<std::string> searchPath(const Options& options);  // library folders, in order
std::string sourceFolder(const Options& options);             // the source file's folder
// "x", "a.b" -> parts split at dots (no subscripts)
std::vector<std::string> splitDots(std::string_view name);
ExprPtr withArgs(const Expr& e, std::vector<ExprPtr> args);
ExprPtr nameExpr(std::string text, SourceLoc loc);
ExprPtr indexExpr(ExprPtr base, std::vector<ExprPtr> subs, SourceLoc loc);

}  // namespace hs::flatten
