#include "hs/compile/causalize.h"

#include <algorithm>
#include <functional>

namespace hs {
namespace {

// Kuhn's augmenting paths, iterative-deepening free: the systems are small enough
// (thousands of equations) for the simple recursive search with a visited stamp.
class Matcher {
public:
    explicit Matcher(const CausalProblem& p)
        : m_p(p), m_eqOf(p.unknownCount, -1), m_unkOf(p.incidence.size(), -1),
          m_stamp(p.unknownCount, 0) {}

    void run() {
        const int n = static_cast<int>(m_p.incidence.size());
        for (int e = 0; e < n; ++e) {
            const int u = e < static_cast<int>(m_p.preassigned.size()) ? m_p.preassigned[e] : -1;
            if (u >= 0 && m_eqOf[u] < 0) {
                m_eqOf[u] = e;
                m_unkOf[e] = u;
            }
        }
        for (int e = 0; e < n; ++e) {
            if (m_unkOf[e] >= 0 || isPreassigned(e)) continue;
            ++m_round;
            augment(e, 0);
        }
    }

    std::vector<int>& eqOf() { return m_eqOf; }
    std::vector<int>& unkOf() { return m_unkOf; }

private:
    bool isPreassigned(int e) const {
        return e < static_cast<int>(m_p.preassigned.size()) && m_p.preassigned[e] >= 0;
    }
    bool augment(int e, int depth) {
        if (depth > 100000) return false;
        for (int u : m_p.incidence[e]) {
            if (m_stamp[u] == m_round) continue;
            m_stamp[u] = m_round;
            const int other = m_eqOf[u];
            if (other < 0 || (!isPreassigned(other) && augment(other, depth + 1))) {
                m_eqOf[u] = e;
                m_unkOf[e] = u;
                return true;
            }
        }
        return false;
    }

    const CausalProblem& m_p;
    std::vector<int> m_eqOf, m_unkOf, m_stamp;
    int m_round = 0;
};

}  // namespace

CausalResult causalize(const CausalProblem& p) {
    CausalResult result;
    const int n = static_cast<int>(p.incidence.size());
    Matcher matcher(p);
    matcher.run();
    const auto& eqOf = matcher.eqOf();
    const auto& unkOf = matcher.unkOf();
    for (int e = 0; e < n; ++e)
        if (unkOf[e] < 0) result.unmatchedEquations.push_back(e);
    for (int u = 0; u < p.unknownCount; ++u)
        if (eqOf[u] < 0) result.unmatchedUnknowns.push_back(u);
    if (!result.unmatchedEquations.empty() || !result.unmatchedUnknowns.empty()) return result;

    // Dependency graph: e depends on the equation computing each unknown it reads.
    std::vector<std::vector<int>> deps(n);
    for (int e = 0; e < n; ++e)
        for (int u : p.incidence[e])
            if (eqOf[u] != e) deps[e].push_back(eqOf[u]);

    // Tarjan's SCC (iterative). Components come out dependencies first.
    std::vector<int> index(n, -1), low(n, 0), stack;
    std::vector<bool> onStack(n, false);
    int counter = 0;
    struct Frame { int v; std::size_t next; };
    for (int root = 0; root < n; ++root) {
        if (index[root] >= 0) continue;
        std::vector<Frame> call{{root, 0}};
        index[root] = low[root] = counter++;
        stack.push_back(root);
        onStack[root] = true;
        while (!call.empty()) {
            Frame& f = call.back();
            if (f.next < deps[f.v].size()) {
                const int w = deps[f.v][f.next++];
                if (index[w] < 0) {
                    index[w] = low[w] = counter++;
                    stack.push_back(w);
                    onStack[w] = true;
                    call.push_back({w, 0});
                } else if (onStack[w]) {
                    low[f.v] = std::min(low[f.v], index[w]);
                }
                continue;
            }
            const int v = f.v;
            if (low[v] == index[v]) {
                CausalBlock block;
                int w;
                do {
                    w = stack.back();
                    stack.pop_back();
                    onStack[w] = false;
                    block.equations.push_back(w);
                } while (w != v);
                std::sort(block.equations.begin(), block.equations.end());
                for (int e : block.equations) block.unknowns.push_back(unkOf[e]);
                result.blocks.push_back(std::move(block));
            }
            call.pop_back();
            if (!call.empty()) low[call.back().v] = std::min(low[call.back().v], low[v]);
        }
    }
    result.ok = true;
    return result;
}

}  // namespace hs
