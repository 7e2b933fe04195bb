// Text edits of a Modelica source for a component diagram (hs/lang/source_edit.h): each
// found through the parser's byte offsets of declarations, modifiers, annotations and
// equations, so that the rest of the text stays as the modeler wrote it.

#include "hs/lang/source_edit.h"

#include "hs/lang/class_def.h"
#include "hs/lang/parser.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <optional>

namespace hs::lang {

std::string applyEdits(std::string_view text, std::vector<TextEdit> edits) {
    std::sort(edits.begin(), edits.end(),
              [](const TextEdit& a, const TextEdit& b) { return a.begin > b.begin; });
    std::string out(text);
    for (const TextEdit& e : edits) {
        const std::size_t b =
            static_cast<std::size_t>(std::clamp(e.begin, 0, static_cast<int>(out.size())));
        const std::size_t n =
            static_cast<std::size_t>(std::clamp(e.end, e.begin, static_cast<int>(out.size()))) - b;
        out.replace(b, n, e.text);
    }
    return out;
}

std::string numberText(double v) {
    if (v == 0) return "0";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.6g", v);
    return buf;
}

namespace {

struct Parsed {
    std::optional<StoredDefinition> sd;
    const ClassDef* cls = nullptr;
};

const ClassDef* findIn(const std::vector<ClassPtr>& classes, const std::vector<std::string>& parts,
                       std::size_t i) {
    for (const ClassPtr& c : classes) {
        if (c->name != parts[i]) continue;
        if (i + 1 == parts.size()) return c.get();
        if (const ClassDef* d = findIn(c->classes, parts, i + 1)) return d;
    }
    return nullptr;
}

Parsed parse(std::string_view source, const std::string& className) {
    Parsed p;
    DiagnosticList ignored;
    p.sd = parseStoredDefinition(source, ignored);
    if (!p.sd) return p;
    if (className.empty()) {
        for (const ClassPtr& c : p.sd->classes)
            if (c->isModelLike()) p.cls = c.get();
        return p;
    }
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t dot = className.find('.', start);
        parts.push_back(
            className.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
        if (dot == std::string::npos) break;
        start = dot + 1;
    }
    // the class by its name in the source, or by its qualified name under `within`
    p.cls = findIn(p.sd->classes, parts, 0);
    for (std::size_t skip = 1; !p.cls && skip < parts.size(); ++skip)
        p.cls =
            findIn(p.sd->classes, std::vector<std::string>(parts.begin() + skip, parts.end()), 0);
    return p;
}

const Component* component(const ClassDef& c, const std::string& name) {
    for (const Component& x : c.components)
        if (x.name == name) return &x;
    return nullptr;
}

// The first part of a component reference: "R1" of "R1.p", "R[2].p".
std::string head(const std::string& ref) {
    return ref.substr(0, std::min(ref.find('.'), ref.find('[')));
}

std::string lineIndent(std::string_view s, int at) {
    std::size_t b = static_cast<std::size_t>(std::max(at, 0));
    while (b > 0 && s[b - 1] != '\n') --b;
    std::size_t e = b;
    while (e < s.size() && (s[e] == ' ' || s[e] == '\t')) ++e;
    return std::string(s.substr(b, e - b));
}

// [begin, end) widened to whole lines when nothing else is on them.
TextEdit removal(std::string_view s, int begin, int end) {
    std::size_t b = static_cast<std::size_t>(begin), e = static_cast<std::size_t>(end);
    std::size_t lb = b;
    while (lb > 0 && (s[lb - 1] == ' ' || s[lb - 1] == '\t')) --lb;
    std::size_t le = e;
    while (le < s.size() && (s[le] == ' ' || s[le] == '\t')) ++le;
    const bool lineStart = lb == 0 || s[lb - 1] == '\n';
    const bool lineEnd = le >= s.size() || s[le] == '\n' || s[le] == '\r';
    if (lineStart && lineEnd) {
        if (le < s.size() && s[le] == '\r') ++le;
        if (le < s.size() && s[le] == '\n') ++le;
        return {static_cast<int>(lb), static_cast<int>(le), {}};
    }
    return {begin, end, {}};
}

// Where the connect equation ends: past its annotation and ';'.
int equationEnd(std::string_view s, const Equation& eq) {
    std::size_t end = static_cast<std::size_t>(std::max(eq.end, eq.annotationEnd));
    while (end < s.size() && s[end] != ';') ++end;
    return static_cast<int>(std::min(end + 1, s.size()));
}

bool joins(const Equation& eq, const std::string& a, const std::string& b) {
    if (eq.kind != EqKind::Call || !eq.call || eq.call->text != "connect" ||
        eq.call->args.size() != 2)
        return false;
    const std::string x = toString(*eq.call->args[0]), y = toString(*eq.call->args[1]);
    return (x == a && y == b) || (x == b && y == a);
}

std::string annotationText(std::string_view s, const Modification& args, const std::string& name,
                           const std::string& replacement) {
    std::string out = "annotation(";
    bool first = true, placed = false;
    for (const ModArg& a : args) {
        if (!first) out += ", ";
        first = false;
        if (a.name == name) {
            out += replacement;
            placed = true;
        } else {
            out += std::string(s.substr(static_cast<std::size_t>(a.begin),
                                        static_cast<std::size_t>(a.end - a.begin)));
        }
    }
    if (!placed) out += (first ? "" : ", ") + replacement;
    return out + ")";
}

std::string argumentName(const std::string& argument) {
    return argument.substr(0, argument.find('('));
}

}  // namespace

std::vector<TextEdit> addComponent(std::string_view source, const std::string& className,
                                   const std::string& typeName, const std::string& name,
                                   const std::string& placement) {
    Parsed p = parse(source, className);
    if (!p.cls || p.cls->isShort) return {};
    const ClassDef& c = *p.cls;
    // after the last component declared before the equations, else after the description
    int at = c.elementsEnd;
    std::string indent;
    for (const Component& x : c.components)
        if (x.clauseEnd <= (c.equationSection >= 0 ? c.equationSection : c.endKeyword) &&
            x.clauseEnd >= at) {
            at = x.clauseEnd;
            indent = lineIndent(source, x.clauseBegin);
        }
    if (indent.empty()) indent = lineIndent(source, c.begin) + "  ";
    std::string text = "\n" + indent + typeName + " " + name;
    if (!placement.empty()) text += " annotation(" + placement + ")";
    text += ";";
    const std::size_t next = static_cast<std::size_t>(at);
    if (next < source.size() && source[next] != '\n' && source[next] != '\r')
        text += "\n" + lineIndent(source, c.begin);
    return {{at, at, text}};
}

std::vector<TextEdit> removeComponent(std::string_view source, const std::string& className,
                                      const std::string& name) {
    Parsed p = parse(source, className);
    if (!p.cls) return {};
    const Component* x = component(*p.cls, name);
    if (!x) return {};
    std::vector<TextEdit> edits;
    int siblings = 0;
    for (const Component& y : p.cls->components)
        siblings += y.clauseBegin == x->clauseBegin ? 1 : 0;
    if (siblings == 1) {
        edits.push_back(removal(source, x->clauseBegin, x->clauseEnd));
    } else {
        // `Real a, b;`: the declaration and one comma beside it
        int b = x->begin, e = x->end;
        std::size_t k = static_cast<std::size_t>(e);
        while (k < source.size() && (source[k] == ' ' || source[k] == '\t')) ++k;
        if (k < source.size() && source[k] == ',') {
            e = static_cast<int>(k + 1);
        } else {
            std::size_t j = static_cast<std::size_t>(b);
            while (j > 0 && source[j - 1] != ',') --j;
            if (j > 0) b = static_cast<int>(j - 1);
        }
        edits.push_back({b, e, {}});
    }
    for (const EquationPtr& eq : p.cls->equations) {
        if (eq->kind != EqKind::Call || !eq->call || eq->call->text != "connect") continue;
        bool mentions = false;
        for (const ExprPtr& a : eq->call->args) mentions = mentions || head(toString(*a)) == name;
        if (mentions) edits.push_back(removal(source, eq->begin, equationEnd(source, *eq)));
    }
    return edits;
}

std::vector<TextEdit> renameComponent(std::string_view source, const std::string& className,
                                      const std::string& name, const std::string& newName) {
    Parsed p = parse(source, className);
    if (!p.cls || component(*p.cls, newName)) return {};
    const Component* x = component(*p.cls, name);
    if (!x) return {};
    std::vector<TextEdit> edits{{x->begin, x->begin + static_cast<int>(name.size()), newName}};
    // every reference to it in the class's text: names whose first part is the component
    std::function<void(const ExprPtr&)> visit = [&](const ExprPtr& e) {
        if (!e) return;
        if (e->kind == ExprKind::Name &&
            (e->text == name ||
             (e->text.size() > name.size() && e->text.compare(0, name.size(), name) == 0 &&
              (e->text[name.size()] == '.' || e->text[name.size()] == '['))))
            edits.push_back({e->begin, e->begin + static_cast<int>(name.size()), newName});
        for (const ExprPtr& a : e->args) visit(a);
    };
    std::function<void(const std::vector<EquationPtr>&)> equations =
        [&](const std::vector<EquationPtr>& list) {
            for (const EquationPtr& eq : list) {
                visit(eq->lhs);
                visit(eq->rhs);
                visit(eq->call);
                visit(eq->range);
                for (const EqBranch& b : eq->branches) {
                    visit(b.cond);
                    equations(b.body);
                }
                equations(eq->elseBody);
            }
        };
    equations(p.cls->equations);
    equations(p.cls->initialEquations);
    std::function<void(const Modification&)> mods = [&](const Modification& m) {
        for (const ModArg& a : m) {
            visit(a.value);
            mods(a.nested);
        }
    };
    for (const Component& y : p.cls->components) {
        visit(y.binding);
        visit(y.condition);
        mods(y.mod);
    }
    std::sort(edits.begin(), edits.end(),
              [](const TextEdit& a, const TextEdit& b) { return a.begin < b.begin; });
    edits.erase(
        std::unique(edits.begin(), edits.end(),
                    [](const TextEdit& a, const TextEdit& b) { return a.begin == b.begin; }),
        edits.end());
    return edits;
}

std::vector<TextEdit> setComponentAnnotation(std::string_view source, const std::string& className,
                                             const std::string& name, const std::string& argument) {
    Parsed p = parse(source, className);
    if (!p.cls) return {};
    const Component* x = component(*p.cls, name);
    if (!x) return {};
    if (x->annotationBegin < 0) {
        // after the declaration (its modification, binding and description)
        return {{x->end, x->end, " annotation(" + argument + ")"}};
    }
    const std::string text =
        annotationText(source, x->annotation, argumentName(argument), argument);
    return {{x->annotationBegin, x->annotationEnd, text}};
}

std::vector<TextEdit> setModifier(std::string_view source, const std::string& className,
                                  const std::string& componentName, const std::string& modifier,
                                  const std::string& value) {
    Parsed p = parse(source, className);
    if (!p.cls) return {};
    const Component* x = component(*p.cls, componentName);
    if (!x) return {};
    const std::string arg = modifier + " = " + value;
    for (std::size_t i = 0; i < x->mod.size(); ++i) {
        const ModArg& a = x->mod[i];
        if (a.name != modifier) continue;
        if (!value.empty()) return {{a.begin, a.end, arg}};
        if (x->mod.size() == 1) {
            // the whole list: from '(' to ')'
            std::size_t open = static_cast<std::size_t>(a.begin);
            while (open > 0 && source[open - 1] != '(') --open;
            std::size_t close = static_cast<std::size_t>(a.end);
            while (close < source.size() && source[close] != ')') ++close;
            return {{static_cast<int>(open - 1), static_cast<int>(close + 1), {}}};
        }
        if (i + 1 < x->mod.size()) return {{a.begin, x->mod[i + 1].begin, {}}};
        return {{x->mod[i - 1].end, a.end, {}}};
    }
    if (value.empty()) return {};
    if (!x->mod.empty()) return {{x->mod.back().end, x->mod.back().end, ", " + arg}};
    // no modification yet: after the name and its dimensions
    std::size_t at = static_cast<std::size_t>(x->begin) + componentName.size();
    std::size_t k = at;
    while (k < source.size() && (source[k] == ' ' || source[k] == '\t')) ++k;
    if (k < source.size() && source[k] == '[') {
        int depth = 0;
        for (; k < source.size(); ++k) {
            if (source[k] == '[') ++depth;
            if (source[k] == ']' && --depth == 0) {
                at = k + 1;
                break;
            }
        }
    }
    return {{static_cast<int>(at), static_cast<int>(at), "(" + arg + ")"}};
}

std::vector<TextEdit> addConnection(std::string_view source, const std::string& className,
                                    const std::string& from, const std::string& to,
                                    const std::string& line) {
    Parsed p = parse(source, className);
    if (!p.cls || p.cls->isShort) return {};
    const ClassDef& c = *p.cls;
    std::string text = "connect(" + from + ", " + to + ")";
    if (!line.empty()) text += " annotation(" + line + ")";
    text += ";";
    // after the last equation of the class
    int at = -1;
    std::string indent;
    for (const EquationPtr& eq : c.equations) {
        const int end = equationEnd(source, *eq);
        if (end > at) {
            at = end;
            indent = lineIndent(source, eq->begin);
        }
    }
    if (at >= 0) return {{at, at, "\n" + indent + text}};
    const std::string classIndent = lineIndent(source, c.begin);
    if (c.equationSection >= 0) {
        int after = c.equationSection + static_cast<int>(std::string_view("equation").size());
        return {{after, after, "\n" + classIndent + "  " + text}};
    }
    // a new equation section: before the class's closing annotation, else before `end`
    int before = c.endKeyword;
    if (c.annotationBegin >= 0 && c.annotationBegin > c.elementsEnd) before = c.annotationBegin;
    std::size_t lineStart = static_cast<std::size_t>(before);
    while (lineStart > 0 && (source[lineStart - 1] == ' ' || source[lineStart - 1] == '\t'))
        --lineStart;
    if (lineStart > 0 && source[lineStart - 1] == '\n')
        return {{static_cast<int>(lineStart), static_cast<int>(lineStart),
                 classIndent + "equation\n" + classIndent + "  " + text + "\n"}};
    return {{before, before,
             "\n" + classIndent + "equation\n" + classIndent + "  " + text + "\n" + classIndent}};
}

std::vector<TextEdit> removeConnection(std::string_view source, const std::string& className,
                                       const std::string& from, const std::string& to) {
    Parsed p = parse(source, className);
    if (!p.cls) return {};
    for (const EquationPtr& eq : p.cls->equations)
        if (joins(*eq, from, to)) return {removal(source, eq->begin, equationEnd(source, *eq))};
    return {};
}

std::vector<TextEdit> setConnectionLine(std::string_view source, const std::string& className,
                                        const std::string& from, const std::string& to,
                                        const std::string& line) {
    Parsed p = parse(source, className);
    if (!p.cls) return {};
    for (const EquationPtr& eq : p.cls->equations) {
        if (!joins(*eq, from, to)) continue;
        if (eq->annotationBegin < 0) return {{eq->end, eq->end, " annotation(" + line + ")"}};
        const Modification args = parseAnnotation(
            source.substr(static_cast<std::size_t>(eq->annotationBegin),
                          static_cast<std::size_t>(eq->annotationEnd - eq->annotationBegin)));
        // the arguments' offsets are the annotation text's: shift them into the source
        Modification shifted = args;
        for (ModArg& a : shifted) {
            a.begin += eq->annotationBegin;
            a.end += eq->annotationBegin;
        }
        return {{eq->annotationBegin, eq->annotationEnd,
                 annotationText(source, shifted, argumentName(line), line)}};
    }
    return {};
}

}  // namespace hs::lang
