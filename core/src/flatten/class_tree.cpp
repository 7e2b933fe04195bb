// Classes in their scopes: the source's classes under the package it is `within`, and the
// libraries' packages, each read from disk when a name is first looked up in it (spec 13.4:
// `Name.mo`, or a folder `Name` with `package.mo` and a file or folder per class).

#include "flattener.h"

#include "hs/lang/parser.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hs::flatten {

namespace fs = std::filesystem;

namespace {

bool readFile(const std::string& path, std::string& out) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    std::ostringstream s;
    s << in.rdbuf();
    out = s.str();
    return static_cast<bool>(in) || in.eof();
}

bool isFile(const fs::path& p) {
    std::error_code ec;
    return fs::is_regular_file(p, ec);
}

}  // namespace

ClassTree::ClassTree(DiagnosticList& diags, std::vector<std::string> libraryDirs)
    : m_diags(diags), m_libraryDirs(std::move(libraryDirs)) {
    m_files.emplace_back();  // 0: the source itself
    for (const char* name : {"Real", "Integer", "Boolean", "String", "StateSelect",
                             "AssertionLevel", "ExternalObject", "Clock"}) {
        auto node = std::make_unique<ClassNode>();
        node->name = name;
        node->path = name;
        node->builtin = true;
        node->parent = &m_root;
        m_builtins.emplace(name, std::move(node));
    }
}

int ClassTree::fileIndex(const std::string& path) {
    for (std::size_t i = 1; i < m_files.size(); ++i)
        if (m_files[i] == path) return static_cast<int>(i);
    m_files.push_back(path);
    m_diags.setFiles(m_files);
    return static_cast<int>(m_files.size() - 1);
}

ClassNode* ClassTree::builtinType(std::string_view name) {
    auto it = m_builtins.find(std::string(name));
    return it == m_builtins.end() ? nullptr : it->second.get();
}

bool isPredefinedType(std::string_view name) {
    return name == "Real" || name == "Integer" || name == "Boolean" || name == "String";
}

ClassNode* ClassTree::attach(ClassNode* parent, ClassPtr def, int file, bool replace) {
    if (isPredefinedType(def->name)) {
        m_diags
            .error(Code::ReservedName, def->loc,
                   def->isModelLike()
                       ? msg("'%1' is a predefined type and cannot name a model", def->name)
                       : msg("'%1' is a predefined type and cannot be redefined", def->name))
            .names = {def->name};
    }
    auto node = std::make_unique<ClassNode>();
    node->def = def;
    node->parent = parent;
    node->name = def->name;
    node->path = parent->path.empty() ? def->name : parent->path + "." + def->name;
    node->file = file;
    ClassNode* raw = node.get();
    for (const ClassPtr& nested : def->classes) attach(raw, nested, file, false);
    auto it = parent->byName.find(def->name);
    if (it != parent->byName.end() && !replace) {
        m_diags.error(Code::DuplicateName, def->loc,
                      msg("the class '%1' is defined twice in '%2'", def->name,
                          parent->path.empty() ? std::string("the source") : parent->path));
    } else {
        parent->byName[def->name] = raw;
    }
    parent->children.push_back(std::move(node));
    return raw;
}

ClassNode* ClassTree::adopt(ClassPtr def, ClassNode* parent, int file) {
    auto node = std::make_unique<ClassNode>();
    node->def = def;
    node->parent = parent;
    node->name = def->name;
    // a redeclared class shares its name with the class it replaces: the flat model's
    // functions and records are named by paths, which must differ
    const std::string base =
        (parent && !parent->path.empty() ? parent->path + "." : std::string()) + def->name;
    auto taken = [&](const std::string& p) {
        if (m_adoptedPaths.count(p)) return true;
        if (p != base || !parent) return false;
        auto it = parent->byName.find(def->name);
        return it != parent->byName.end() && it->second->def != def;
    };
    node->path = base;
    for (int n = 2; taken(node->path); ++n) node->path = base + "$" + std::to_string(n);
    m_adoptedPaths.insert(node->path);
    node->file = file;
    ClassNode* raw = node.get();
    for (const ClassPtr& nested : def->classes) attach(raw, nested, file, false);
    m_adopted.push_back(std::move(node));
    return raw;
}

ClassNode* ClassTree::modified(ClassNode* base, std::shared_ptr<const Mod> mod) {
    auto node = std::make_unique<ClassNode>();
    node->def = base->def;
    node->parent = base->parent;
    node->name = base->name;
    int n = 2;
    do node->path = base->path + "$" + std::to_string(n++);
    while (!m_adoptedPaths.insert(node->path).second);
    node->file = base->file;
    node->modifiedFrom = base;
    node->modification = std::move(mod);
    ClassNode* raw = node.get();
    m_adopted.push_back(std::move(node));
    return raw;
}

void ClassTree::addSource(std::shared_ptr<const StoredDefinition> source, const std::string& file,
                          const std::string& sourceDir) {
    m_sources.push_back(source);
    if (!file.empty()) m_files[0] = file;
    ClassNode* node = &m_root;
    if (!source->within.empty()) {
        // the package on disk the file is in: its top folder's parent is searched first
        if (!sourceDir.empty()) {
            fs::path dir = sourceDir;
            fs::path top;
            while (!dir.empty() && isFile(dir / "package.mo")) {
                top = dir;
                if (dir == dir.parent_path()) break;
                dir = dir.parent_path();
            }
            if (!top.empty())
                m_libraryDirs.insert(m_libraryDirs.begin(), top.parent_path().string());
        }
        for (const std::string& part : splitDots(source->within)) {
            ClassNode* next = child(node, part);
            if (!next) {
                // a package not found anywhere: an empty one, so the classes have a scope
                auto def = std::make_shared<ClassDef>();
                def->name = part;
                def->kind = ClassKind::Package;
                next = attach(node, def, 0, false);
            }
            node = next;
        }
    }
    for (const ClassPtr& c : source->classes) m_sourceClasses.push_back(attach(node, c, 0, true));
}

ClassNode* ClassTree::child(ClassNode* node, std::string_view name) {
    if (auto it = node->byName.find(std::string(name)); it != node->byName.end()) return it->second;
    if (node->missing.count(std::string(name))) return nullptr;
    ClassNode* found = nullptr;
    if (node == &m_root) {
        for (const std::string& dir : m_libraryDirs)
            if ((found = loadFromDir(node, dir, name))) break;
    } else if (!node->dir.empty()) {
        found = loadFromDir(node, node->dir, name);
    }
    if (!found) node->missing.insert(std::string(name));
    return found;
}

ClassNode* ClassTree::loadFromDir(ClassNode* parent, const std::string& dir,
                                  std::string_view name) {
    if (name.empty() || name.find('/') != std::string_view::npos) return nullptr;
    const fs::path folder = fs::path(dir) / std::string(name);
    if (isFile(folder / "package.mo"))
        return loadFile(parent, (folder / "package.mo").string(), name, folder.string());
    const fs::path file = fs::path(dir) / (std::string(name) + ".mo");
    if (isFile(file)) return loadFile(parent, file.string(), name, {});
    return nullptr;
}

ClassNode* ClassTree::loadFile(ClassNode* parent, const std::string& path, std::string_view name,
                               const std::string& dir) {
    std::string text;
    const int file = fileIndex(path);
    if (!readFile(path, text)) {
        m_diags.error(Code::UnreadableFile, {1, 1, file}, msg("cannot read the library file"));
        return nullptr;
    }
    auto sd = parseStoredDefinition(text, m_diags, file);
    if (!sd) return nullptr;
    auto shared = std::make_shared<const StoredDefinition>(std::move(*sd));
    m_sources.push_back(shared);
    for (const ClassPtr& c : shared->classes) {
        if (c->name != name) continue;
        ClassNode* node = attach(parent, c, file, false);
        node->dir = dir;
        return node;
    }
    m_diags.error(Code::UndefinedName, {1, 1, file},
                  msg("the library file does not define the class '%1'", std::string(name)));
    return nullptr;
}

}  // namespace hs::flatten
