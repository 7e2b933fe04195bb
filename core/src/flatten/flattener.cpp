// The flattener's driver: the class to flatten, the walk over its instance tree that
// declares every variable and rewrites every equation, the connection equations, and the
// public entry points with the library path.

#include "flattener.h"

#include "hs/lang/parser.h"

#include <unistd.h>
#include <cstdlib>
#include <filesystem>
#include <mutex>

namespace hs::flatten {

namespace fs = std::filesystem;

namespace {

constexpr std::size_t kMaxErrors = 100;

std::mutex& pathMutex() {
    static std::mutex m;
    return m;
}

std::string& bundledOverride() {
    static std::string dir;
    return dir;
}

void appendSeparated(std::vector<std::string>& out, const char* value) {
    if (!value) return;
    std::string s = value;
    std::size_t start = 0;
    while (start <= s.size()) {
        const std::size_t colon = s.find(':', start);
        std::string part =
            s.substr(start, colon == std::string::npos ? std::string::npos : colon - start);
        if (!part.empty()) out.push_back(part);
        if (colon == std::string::npos) break;
        start = colon + 1;
    }
}

// Every ancestor of a leaf up to the model is a connector: a top-level connector's input
// stays an input of the model.
bool topLevelConnectorPart(const Instance* leaf) {
    for (const Instance* a = leaf->parent; a && a->parent; a = a->parent)
        if (!a->connector) return false;
    return true;
}

}  // namespace

std::vector<std::string> libraryPath() {
    std::vector<std::string> dirs;
    {
        std::lock_guard<std::mutex> lock(pathMutex());
        if (!bundledOverride().empty()) dirs.push_back(bundledOverride());
    }
    if (dirs.empty()) {
        if (const char* data = std::getenv("HS_DATA_DIR"); data && *data) {
            dirs.push_back((fs::path(data) / "library").string());
        } else {
            std::error_code ec;
            const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
            if (!ec) {
                const fs::path lib =
                    exe.parent_path() / ".." / "share" / "hybridstudio" / "library";
                if (fs::is_directory(lib, ec))
                    dirs.push_back(fs::weakly_canonical(lib, ec).string());
            }
        }
    }
    appendSeparated(dirs, std::getenv("HYBRIDSTUDIO_LIBRARY_PATH"));
    appendSeparated(dirs, std::getenv("MODELICAPATH"));
    return dirs;
}

void setBundledLibrary(std::string dir) {
    std::lock_guard<std::mutex> lock(pathMutex());
    bundledOverride() = std::move(dir);
}

void Flattener::error(Code code, SourceLoc loc, Message text) {
    // a class expanded for several instances reports its errors once
    const std::string key = std::to_string(loc.file) + ":" + std::to_string(loc.line) + ":" +
                            std::to_string(loc.column) + ":" + text.english();
    if (!m_reported.insert(key).second) return;
    if (m_errors++ < kMaxErrors) m_diags.error(code, loc, std::move(text));
}

std::string Flattener::describeScope(Scope s) const {
    if (s.inst) return s.inst->path.empty() ? (s.inst->cls ? s.inst->cls->name : "") : s.inst->path;
    return s.node ? s.node->path : std::string();
}

std::vector<Modifier> Flattener::modifiers(const Mod& m, const std::string& prefix) {
    std::vector<Modifier> out;
    for (const auto& [name, sub] : m.subs) {
        if (sub.value) {
            Modifier mod;
            mod.name = prefix + name;
            LoopEnv env;
            mod.value = rewrite(sub.value, sub.scope, env);
            mod.loc = sub.loc;
            mod.isFinal = sub.isFinal;
            mod.each = sub.each;
            out.push_back(std::move(mod));
        }
        for (Modifier& nested : modifiers(sub, prefix + name + "."))
            out.push_back(std::move(nested));
    }
    return out;
}

std::size_t Flattener::componentIndex(const std::string& path) const {
    for (std::size_t i = m_out.components.size(); i-- > 0;)
        if (m_out.components[i].path == path) return i;
    return 0;
}

// What a component's surroundings give equations for: the flows of its connectors and its
// inputs (spec 4.7).
std::vector<std::string> Flattener::interfaceOf(Instance* inst) {
    std::vector<std::string> out;
    for (const auto& owned : inst->children) {
        Instance* k = owned.get();
        resolve(k);
        if (!k->present || k->outerTarget || k->declaredProtected) continue;
        if (k->connector) {
            std::vector<LeafVar> leaves;
            connectorLeaves(k, k->name, leaves);
            for (const LeafVar& v : leaves)
                if (!v.constant && (v.flow || v.causality == Causality::Input))
                    out.push_back(v.flat);
            continue;
        }
        if (k->kind != Instance::Kind::Leaf || k->causality != Causality::Input ||
            k->variability == Variability::Parameter || k->variability == Variability::Constant)
            continue;
        const std::vector<int>* sizes = leafSizes(k);
        if (!sizes) continue;
        std::size_t n = 1;
        for (int d : *sizes) n *= static_cast<std::size_t>(d);
        std::vector<int> index(sizes->size(), 1);
        for (std::size_t i = 0; i < n; ++i) {
            std::string name = k->path;
            if (!index.empty()) {
                name += '[';
                for (std::size_t j = 0; j < index.size(); ++j)
                    name += (j ? "," : "") + std::to_string(index[j]);
                name += ']';
            }
            out.push_back(std::move(name));
            for (std::size_t j = index.size(); j-- > 0;) {
                if (++index[j] <= (*sizes)[j]) break;
                index[j] = 1;
            }
        }
    }
    return out;
}

void Flattener::emitLeaf(Instance* leaf) {
    Declaration d;
    d.name = leaf->path;
    d.loc = leaf->decl->loc;
    d.typeLoc = leaf->decl->typeLoc;
    d.typeName = leaf->leafType;
    d.variability = leaf->variability;
    d.causality = topLevelConnectorPart(leaf) ? leaf->causality : Causality::None;
    d.description = leaf->decl->description;
    d.isProtected = leaf->isProtected;
    d.isFinal = leaf->decl->isFinal;
    LoopEnv env;
    for (const auto& [dim, scope] : leaf->leafDims)
        d.dims.push_back(dim->kind == ExprKind::Colon ? dim : rewrite(dim, scope, env));
    if (leaf->mod.value) d.binding = rewrite(leaf->mod.value, leaf->mod.scope, env);
    d.modifiers = modifiers(leaf->mod, {});
    leaf->leafDecl = static_cast<int>(m_out.declarations.size());
    m_out.declarations.push_back(std::move(d));
}

void Flattener::emit(Instance* inst) {
    elaborate(inst);
    const bool block = inst->expanded && inst->expanded->kind == ClassKind::Block;
    // by index: an outer without an inner adds one to the model while this runs
    for (std::size_t i = 0; i < inst->children.size(); ++i) {
        Instance* c = inst->children[i].get();
        resolve(c);
        if (!c->present || c->outerTarget) continue;
        if (c->connector && !inst->connector) {
            if (c->kind == Instance::Kind::Model) checkConnectorBalance(c);
            if (c->kind == Instance::Kind::Array && !c->children.empty())
                checkConnectorBalance(c->children[0].get());
            if (block && !c->declaredProtected) checkBlockConnector(c);
        }
        switch (c->kind) {
        case Instance::Kind::Leaf:
        case Instance::Kind::Record: emitLeaf(c); break;
        case Instance::Kind::Model:
            m_out.components.push_back(
                {c->path, c->cls->path, c->decl->description, c->decl->loc, c->connector, {}});
            emit(c);
            if (!c->connector) m_out.components[componentIndex(c->path)].interface = interfaceOf(c);
            break;
        case Instance::Kind::Array:
            for (const auto& el : c->children) {
                m_out.components.push_back({el->path,
                                            el->cls->path,
                                            el->decl->description,
                                            el->decl->loc,
                                            el->connector,
                                            {}});
                emit(el.get());
                if (!el->connector)
                    m_out.components[componentIndex(el->path)].interface = interfaceOf(el.get());
            }
            break;
        }
    }
    if (!inst->expanded) return;
    const std::string saved = m_component;
    m_component = inst->path;
    for (const auto& section : inst->expanded->equations)
        for (const EquationPtr& eq : *section.items) {
            LoopEnv env;
            rewriteEquation(eq, Scope{section.origin, inst}, env, m_out.equations, false);
        }
    for (const auto& section : inst->expanded->initialEquations)
        for (const EquationPtr& eq : *section.items) {
            LoopEnv env;
            rewriteEquation(eq, Scope{section.origin, inst}, env, m_out.initialEquations, true);
        }
    for (const auto& section : inst->expanded->algorithms) {
        LoopEnv env;
        m_out.algorithms.push_back(
            rewriteStatements(*section.items, Scope{section.origin, inst}, env));
    }
    for (const auto& section : inst->expanded->initialAlgorithms) {
        LoopEnv env;
        m_out.initialAlgorithms.push_back(
            rewriteStatements(*section.items, Scope{section.origin, inst}, env));
    }
    m_component = saved;
}

std::optional<ModelAst> Flattener::run(ClassNode* top) {
    const ClassDef& def = *top->def;
    Expanded* x = expandedClass(top);
    if (!def.isModelLike() && x->kind != ClassKind::Model && x->kind != ClassKind::Block &&
        x->kind != ClassKind::Class) {
        m_diags.error(Code::InvalidFunction, def.loc,
                      msg("'%1' is a %2: only a model, block or class can be simulated", top->path,
                          verbatim(classKindName(x->kind))));
        return std::nullopt;
    }
    if (def.partial || x->partial) {
        m_diags.error(
            Code::InvalidFunction, def.loc,
            msg("the model '%1' is partial: a partial model cannot be simulated", top->name));
        return std::nullopt;
    }
    m_top = std::make_unique<Instance>();
    m_top->cls = top;
    m_top->kind = Instance::Kind::Model;
    m_top->resolved = true;
    m_out.name = top->name;
    m_out.within = top->parent ? top->parent->path : std::string();
    m_out.description = def.description;
    m_out.loc = def.loc;
    m_out.experiment = def.experiment;
    emit(m_top.get());
    connectionEquations(m_out.equations);
    unconnectedFlows(m_top.get(), m_out.equations);
    m_out.files = m_tree.files();
    m_out.structuralParameters.assign(m_structural.begin(), m_structural.end());
    if (m_errors > 0 || m_diags.hasErrors()) return std::nullopt;
    return std::move(m_out);
}

ClassNode* selectClass(ClassTree& tree, Flattener& fl, const std::string& className,
                       const StoredDefinition& source, DiagnosticList& diags) {
    const std::vector<ClassNode*>& classes = tree.sourceClasses();
    auto modelLike = [](const ClassNode* c) { return c->def && c->def->isModelLike(); };
    if (className.empty()) {
        for (auto it = classes.rbegin(); it != classes.rend(); ++it)
            if (modelLike(*it)) return *it;
        diags.error(Code::ParseError, {1, 1},
                    msg("the source has no model: it needs a 'model' to simulate besides its "
                        "functions"));
        return nullptr;
    }
    for (ClassNode* c : classes)
        if (c->name == className) return c;
    // a class of the source's packages ("Examples.RC"), or a qualified one
    const std::vector<std::string> parts = splitDots(className);
    for (ClassNode* c : classes) {
        if (c->name != parts[0]) continue;
        ClassNode* node = c;
        for (std::size_t i = 1; node && i < parts.size(); ++i)
            node = fl.memberOfClass(node, parts[i]).cls;
        if (node) return node;
    }
    ClassNode* node = tree.root();
    for (const std::string& p : parts) {
        node = fl.memberOfClass(node, p).cls;
        if (!node) break;
    }
    if (node && node->def) return node;
    std::string names;
    for (ClassNode* c : classes)
        if (modelLike(c)) names += (names.empty() ? "" : ", ") + c->name;
    const SourceLoc at = source.classes.empty() ? SourceLoc{1, 1} : source.classes.back()->loc;
    diags.error(Code::UndefinedName, at,
                msg("no model named '%1' in the source (its models: %2)", className, names));
    return nullptr;
}

std::vector<std::string> searchPath(const Options& options) {
    std::vector<std::string> dirs = options.libraryDirs;
    for (std::string& d : libraryPath()) dirs.push_back(std::move(d));
    return dirs;
}

std::string sourceFolder(const Options& options) {
    if (options.file.empty()) return {};
    std::error_code ec;
    const fs::path p = fs::absolute(options.file, ec);
    return ec ? std::string() : p.parent_path().string();
}

std::optional<ModelAst> flattenDefinition(const StoredDefinition& source, DiagnosticList& diags,
                                          const Options& options) {
    ClassTree tree(diags, searchPath(options));
    tree.addSource(std::make_shared<const StoredDefinition>(source), options.file,
                   sourceFolder(options));
    if (diags.hasErrors()) return std::nullopt;
    Flattener fl(diags, tree);
    ClassNode* top = selectClass(tree, fl, options.className, source, diags);
    if (!top) return std::nullopt;
    std::optional<ModelAst> out = fl.run(top);
    diags.setFiles(tree.files());
    return out;
}

std::optional<ModelAst> flattenSource(std::string_view source, DiagnosticList& diags,
                                      const Options& options) {
    std::optional<StoredDefinition> sd = parseStoredDefinition(source, diags);
    if (!sd || diags.hasErrors()) return std::nullopt;
    return flattenDefinition(*sd, diags, options);
}

}  // namespace hs::flatten
