// Records made scalars (Modelica 3.6 section 4.7 and 12.6): a component of a record type
// becomes its fields' components ("r.a", "r.inner.b"), each with its default, the
// component's modifier of it, or its part of the component's binding; a record's value
// in an expression is its fields' elements in order, so that equations, assignments and
// function inputs and outputs of records go element by element; `R(...)` is the record
// constructor, a function whose inputs are the fields.

#include "arrays_internal.h"

namespace hs::compile::arrays_detail {

namespace {

// A field's default reads the fields before it by their names: for the component `r`
// they are r's fields.
ExprPtr prefixed(const ExprPtr& e, const std::set<std::string>& fields, const std::string& prefix) {
    if (!e) return e;
    if (e->kind == ExprKind::Name) {
        const std::string head = e->text.substr(0, e->text.find('.'));
        if (!fields.count(head)) return e;
        auto copy = std::make_shared<Expr>(*e);
        copy->text = prefix + "." + e->text;
        return copy;
    }
    if (e->args.empty()) return e;
    std::shared_ptr<Expr> copy;
    for (std::size_t i = 0; i < e->args.size(); ++i) {
        ExprPtr a = prefixed(e->args[i], fields, prefix);
        if (a == e->args[i]) continue;
        if (!copy) copy = std::make_shared<Expr>(*e);
        copy->args[i] = std::move(a);
    }
    return copy ? ExprPtr(copy) : e;
}

Variability stronger(Variability a, Variability b) {
    return static_cast<int>(a) > static_cast<int>(b) ? a : b;
}

}  // namespace

const RecordAst* Scalarizer::recordType(const std::string& typeName) const {
    auto it = m_records.find(typeName);
    return it == m_records.end() ? nullptr : it->second;
}

const RecordLayout* Scalarizer::layoutOf(const RecordAst& r) {
    if (auto it = m_layouts.find(&r); it != m_layouts.end())
        return it->second ? &*it->second : nullptr;
    m_layouts[&r] = std::nullopt;  // while it is laid out: a record that holds itself fails
    RecordLayout layout;
    for (const Declaration& d : r.fields) {
        RecordLayout::Field f;
        f.decl = &d;
        f.record = recordType(d.typeName);
        if (f.record) {
            if (!d.dims.empty()) {
                error(Code::Unsupported, d.loc,
                      msg("arrays of records are not supported yet: '%1'", d.name));
                return nullptr;
            }
            // null while it is being laid out: a record that holds itself
            const RecordLayout* inner = layoutOf(*f.record);
            if (!inner) {
                error(Code::TypeError, d.loc,
                      msg("the record '%1' holds itself through its field '%2'", r.name, d.name));
                return nullptr;
            }
            f.size = inner->size;
        } else {
            for (const ExprPtr& dim : d.dims) {
                const auto n = [&] {
                    Structural structural(m_structural);
                    return dim->kind == ExprKind::Colon ? std::nullopt : constant(*dim);
                }();
                if (!n || *n < 0 || *n != std::floor(*n)) {
                    error(Code::VariabilityError, dim->loc,
                          msg("the size of the field '%1' of the record '%2' must be a constant",
                              d.name, r.name));
                    return nullptr;
                }
                f.dims.push_back(static_cast<int>(*n));
            }
            f.size = count(f.dims);
        }
        f.offset = layout.size;
        layout.size += f.size;
        layout.fields.push_back(std::move(f));
    }
    auto& slot = m_layouts[&r];
    slot = std::move(layout);
    return &*slot;
}

void Scalarizer::recordFields(const Declaration& d, std::vector<Declaration>& out,
                              const WholeBinding* whole) {
    const RecordAst* record = recordType(d.typeName);
    if (!record) {
        out.push_back(d);
        if (whole) m_fieldBindings[d.name] = *whole;
        return;
    }
    const RecordLayout* layout = layoutOf(*record);
    if (!layout) return;
    if (!d.dims.empty()) {
        error(Code::Unsupported, d.loc,
              msg("arrays of records are not supported yet: '%1'", d.name));
        return;
    }
    m_recordComponents[d.name] = record;
    std::set<std::string> fieldNames;
    for (const Declaration& f : record->fields) fieldNames.insert(f.name);
    // a modifier names a field (`a = 1`), or something inside one: an attribute of the field
    // (`a.start = 1`) or a field of a record field (`inner.b = 2`)
    auto fieldOfModifier = [](const std::string& name) { return name.substr(0, name.find('.')); };
    for (const Modifier& m : d.modifiers)
        if (!fieldNames.count(fieldOfModifier(m.name))) {
            error(Code::UndefinedName, m.loc,
                  msg("the record '%1' has no field '%2'", record->name, fieldOfModifier(m.name)));
            return;
        }
    WholeBinding own;
    if (d.binding) own = {d.binding, record, 0};
    const WholeBinding* from = d.binding ? &own : whole;
    for (const RecordLayout::Field& field : layout->fields) {
        const Declaration& f = *field.decl;
        Declaration e = f;
        e.name = d.name + "." + f.name;
        e.loc = d.loc;
        e.variability = stronger(d.variability, f.variability);
        if (d.causality != Causality::None) e.causality = d.causality;
        e.isProtected = d.isProtected || f.isProtected;
        e.isFinal = d.isFinal || f.isFinal;
        for (Modifier& m : e.modifiers) m.value = prefixed(m.value, fieldNames, d.name);
        e.binding = prefixed(f.binding, fieldNames, d.name);
        const Modifier* given = nullptr;
        for (const Modifier& m : d.modifiers) {
            if (m.name == f.name) given = &m;
            if (m.name.size() <= f.name.size() + 1 ||
                m.name.compare(0, f.name.size(), f.name) != 0 || m.name[f.name.size()] != '.')
                continue;
            // the field's own modifier, replacing one the record gives it
            Modifier inner = m;
            inner.name = m.name.substr(f.name.size() + 1);
            std::erase_if(e.modifiers, [&](const Modifier& x) { return x.name == inner.name; });
            e.modifiers.push_back(std::move(inner));
        }
        WholeBinding part;
        const WholeBinding* fieldWhole = nullptr;
        if (given && f.isFinal) {
            error(Code::FinalModification, given->loc,
                  msg("the field '%1' of the record '%2' is final and cannot be modified", f.name,
                      record->name));
            return;
        }
        if (given) {
            e.binding = given->value;
        } else if (from) {
            e.binding = nullptr;
            part = {from->whole, from->record, from->offset + field.offset};
            fieldWhole = &part;
        }
        recordFields(e, out, fieldWhole);
    }
}

std::optional<ExprPtr> Scalarizer::fieldBinding(const Declaration& d) {
    auto it = m_fieldBindings.find(d.name);
    if (it == m_fieldBindings.end()) return std::nullopt;
    const WholeBinding& w = it->second;
    auto cached = m_wholeValues.find(w.whole.get());
    if (cached == m_wholeValues.end()) {
        std::optional<Val> v = expand(w.whole);
        if (v && v->record != w.record) {
            error(Code::TypeError, w.whole->loc,
                  msg("the binding '%1' is %2, not record '%3'", toString(*w.whole), shapeText(*v),
                      w.record->name));
            v.reset();
        }
        cached = m_wholeValues.emplace(w.whole.get(), std::move(v)).first;
    }
    if (!cached->second) return ExprPtr{};
    // the field's elements, as the field's own expression
    const std::vector<int>* dims = d.dims.empty() ? nullptr : dimsOf(d.name);
    const std::vector<int> shape = dims ? *dims : std::vector<int>{};
    return exprOf(*cached->second, w.offset, count(shape), shape, w.whole->loc);
}

ExprPtr Scalarizer::exprOf(const Val& v, std::size_t from, std::size_t n,
                           const std::vector<int>& dims, SourceLoc loc) {
    if (dims.empty()) return v.el[from];
    auto a = std::make_shared<Expr>();
    a->kind = ExprKind::Array;
    a->loc = loc;
    const std::vector<int> inner(dims.begin() + 1, dims.end());
    const std::size_t step = dims[0] > 0 ? n / static_cast<std::size_t>(dims[0]) : 0;
    for (int i = 0; i < dims[0]; ++i) {
        a->args.push_back(exprOf(v, from + static_cast<std::size_t>(i) * step, step, inner, loc));
        a->depth = std::max(a->depth, a->args.back()->depth + 1);
    }
    return a;
}

std::optional<Val> Scalarizer::recordValue(const std::string& name, SourceLoc loc) {
    const RecordAst* record = m_recordComponents.at(name);
    const RecordLayout* layout = layoutOf(*record);
    if (!layout) return std::nullopt;
    Val v;
    v.record = record;
    v.el.reserve(layout->size);
    for (const RecordLayout::Field& f : layout->fields) {
        std::optional<Val> part = expand(makeName(name + "." + f.decl->name, loc));
        if (!part) return std::nullopt;
        v.el.insert(v.el.end(), part->el.begin(), part->el.end());
    }
    return v;
}

std::optional<Val> Scalarizer::fieldOf(const Val& v, const std::string& path, SourceLoc loc) {
    Val cur = v;
    std::string rest = path;
    while (!rest.empty()) {
        if (!cur.record) {
            error(Code::UndefinedName, loc, msg("'%1' is not a field of a record", rest));
            return std::nullopt;
        }
        const RecordLayout* layout = layoutOf(*cur.record);
        if (!layout) return std::nullopt;
        const std::string part = rest.substr(0, rest.find('.'));
        const RecordLayout::Field* f = layout->field(part);
        if (!f) {
            error(Code::UndefinedName, loc,
                  msg("the record '%1' has no field '%2'", cur.record->name, part));
            return std::nullopt;
        }
        Val next;
        next.dims = f->dims;
        next.record = f->record;
        next.el.assign(cur.el.begin() + static_cast<long>(f->offset),
                       cur.el.begin() + static_cast<long>(f->offset + f->size));
        cur = std::move(next);
        rest = part.size() == rest.size() ? std::string() : rest.substr(part.size() + 1);
    }
    return cur;
}

std::optional<Val> Scalarizer::construct(const RecordAst& r, const ExprPtr& call) {
    const RecordLayout* layout = layoutOf(r);
    if (!layout) return std::nullopt;
    std::unique_ptr<FunctionAst>& ctor = m_constructors[&r];
    if (!ctor) {
        // its inputs: the fields, but for constants with a value (spec 12.6)
        ctor = std::make_unique<FunctionAst>();
        ctor->name = r.name;
        ctor->loc = r.loc;
        for (const Declaration& f : r.fields) {
            Declaration d = f;
            const bool fixed = f.variability == Variability::Constant && f.binding;
            d.causality = fixed ? Causality::None : Causality::Input;
            d.isProtected = fixed;
            ctor->declarations.push_back(std::move(d));
        }
    }
    std::unordered_map<std::string, std::optional<Val>> vars;
    if (!inlineOutputs(*ctor, call, {}, &vars)) return std::nullopt;
    Val v;
    v.record = &r;
    for (const RecordLayout::Field& f : layout->fields) {
        const std::optional<Val>& x = vars[f.decl->name];
        if (!x || x->dims != f.dims || x->record != f.record) {
            error(Code::SizeMismatch, call->loc,
                  msg("the field '%1' of '%2' has %3, but is given %4", f.decl->name, r.name,
                      f.record ? msg("record '%1'", f.record->name) : sizeText(f.dims),
                      x ? shapeText(*x) : msg("no value")));
            return std::nullopt;
        }
        v.el.insert(v.el.end(), x->el.begin(), x->el.end());
    }
    return v;
}

bool Scalarizer::noRecord(const Val& v, const Expr& e) {
    if (!v.record) return true;
    error(Code::TypeError, e.loc,
          msg("'%1' has a record operand (record '%2'): records have no operators", toString(e),
              v.record->name));
    return false;
}

}  // namespace hs::compile::arrays_detail
