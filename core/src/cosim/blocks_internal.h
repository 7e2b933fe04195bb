#pragma once
// Private parts of the block library shared by its source files: the parameter reader
// that validates a doc::BlockSpec, the makers of each block group, the time tolerance
// used by time-triggered blocks, and the zero-order-hold discretisation of linear
// time-invariant systems (matrix exponential by scaling and squaring with a Padé
// approximant).

#include "hs/cosim/block.h"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hs::cosim::detail {

// Instants closer than this to an edge (step time, pulse edge, sampling time) count as
// being at the edge: times reached by adding up steps carry rounding errors.
inline double timeTolerance(double t) { return 1e-9 * std::max(1.0, std::abs(t)); }

// Port names: "u"/"y" for one port, otherwise prefix1..prefixN.
std::vector<std::string> portNames(const char* prefix, int count);

// Reads the parameters of one block specification. Unknown and duplicate names are
// checked by makeBlock() before a maker runs; the readers check kinds and values and
// report problems as "invalid-block" diagnostics whose element is the block's path.
class ParamReader {
public:
    ParamReader(const doc::BlockSpec& spec, const std::string& path, DiagnosticList& diags)
        : m_spec(spec), m_path(path), m_diags(diags) {}

    const doc::BlockParameter* find(const std::string& name) const;
    bool has(const std::string& name) const { return find(name) != nullptr; }

    // A number (finite); the default when absent, std::nullopt after an error.
    std::optional<double> number(const std::string& name, double fallback);
    // A number that may be absent (std::nullopt, also after an error: see failed()).
    std::optional<double> optionalNumber(const std::string& name);
    // A number that must be given.
    std::optional<double> requiredNumber(const std::string& name);
    // A whole number in [min, max]; the default when absent.
    std::optional<int> count(const std::string& name, int fallback, int min, int max);
    // A list of finite numbers (a single number is a list of one). Absent: std::nullopt
    // (an error when required).
    std::optional<std::vector<double>> list(const std::string& name, bool required);
    // A text; the default when absent.
    std::optional<std::string> text(const std::string& name, const std::string& fallback);
    // A yes/no switch: a number (non-zero = yes) or a text (true/false, yes/no, on/off,
    // 1/0).
    std::optional<bool> flag(const std::string& name, bool fallback);

    // Reports an "invalid-block" error about this block (its path is the element).
    void error(Message text);
    bool failed() const { return m_failed; }

private:
    // `expected` is a phrase such as msg("a number").
    void kindError(const doc::BlockParameter& p, Message expected);

    const doc::BlockSpec& m_spec;
    const std::string& m_path;
    DiagnosticList& m_diags;
    bool m_failed = false;
};

// Makers: nullptr when a parameter is invalid (reported through the reader).
std::unique_ptr<Block> makeSource(const std::string& type, ParamReader& params);
std::unique_ptr<Block> makeStatic(const std::string& type, ParamReader& params);
std::unique_ptr<Block> makeDynamic(const std::string& type, ParamReader& params);

// ---------------------------------------------------------------------------------------
// Dense matrices (row-major) and the zero-order-hold discretisation.

// e^M for an n×n matrix M (row-major).
std::vector<double> matrixExponential(const std::vector<double>& m, int n);

// x' = A x + B u with u held over dt: x(t+dt) = Ad x(t) + Bd u, where Ad = e^{A dt} and
// Bd = ∫0^dt e^{A s} ds B, both read from e^{[[A, B], [0, 0]] dt}.
struct Discretisation {
    double dt = 0.0;
    std::vector<double> ad;  // n×n
    std::vector<double> bd;  // n×m
};

Discretisation discretise(const std::vector<double>& a, const std::vector<double>& b, int n,
                          int m, double dt);

// The discretisations of one system for the few step sizes in use (a run mostly uses one
// step, plus a shorter last one), computed on first use.
class DiscretisationCache {
public:
    DiscretisationCache() = default;
    DiscretisationCache(std::vector<double> a, std::vector<double> b, int n, int m)
        : m_a(std::move(a)), m_b(std::move(b)), m_n(n), m_m(m) {}

    const Discretisation& get(double dt);

private:
    static constexpr std::size_t kCapacity = 4;

    std::vector<double> m_a, m_b;
    int m_n = 0, m_m = 0;
    std::vector<Discretisation> m_entries;
    std::size_t m_next = 0;  // entry replaced when full (round robin)
};

}  // namespace hs::cosim::detail
