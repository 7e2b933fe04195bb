#include "hs/sim/jacobian_pattern.h"

#include "hs/compile/model_structure.h"

#include <algorithm>

namespace hs {

namespace {

// The states each slot depends on (sorted), or "too many" once they pass the cap.
class Dependencies {
public:
    Dependencies(const CompiledModel& m, int cap)
        : m_cap(cap),
          m_sets(static_cast<std::size_t>(m.slotCount)),
          m_tooMany(static_cast<std::size_t>(m.slotCount), false),
          m_mark(static_cast<std::size_t>(m.stateCount()), -1) {
        for (int i = 0; i < m.stateCount(); ++i)
            m_sets[static_cast<std::size_t>(m.stateSlots[i])] = {i};
    }

    // Starts the union of what a block reads.
    void begin() {
        ++m_stamp;
        m_union.clear();
        m_unionTooMany = false;
    }
    void read(int slot) {
        if (slot < 0 || slot >= static_cast<int>(m_sets.size()) || m_unionTooMany) return;
        if (m_tooMany[static_cast<std::size_t>(slot)]) {
            m_unionTooMany = true;
            return;
        }
        for (int k : m_sets[static_cast<std::size_t>(slot)]) {
            if (m_mark[static_cast<std::size_t>(k)] == m_stamp) continue;
            m_mark[static_cast<std::size_t>(k)] = m_stamp;
            m_union.push_back(k);
        }
        if (static_cast<int>(m_union.size()) > m_cap) m_unionTooMany = true;
    }
    // Every slot the block writes depends on the union.
    void write(int slot) {
        if (slot < 0 || slot >= static_cast<int>(m_sets.size())) return;
        if (m_unionTooMany) {
            m_tooMany[static_cast<std::size_t>(slot)] = true;
            m_sets[static_cast<std::size_t>(slot)].clear();
            return;
        }
        m_tooMany[static_cast<std::size_t>(slot)] = false;
        auto& set = m_sets[static_cast<std::size_t>(slot)];
        set = m_union;
        std::sort(set.begin(), set.end());
    }

    bool tooMany(int slot) const { return m_tooMany[static_cast<std::size_t>(slot)]; }
    const std::vector<int>& of(int slot) const { return m_sets[static_cast<std::size_t>(slot)]; }

private:
    int m_cap;
    std::vector<std::vector<int>> m_sets;
    std::vector<bool> m_tooMany;
    std::vector<int> m_mark;
    int m_stamp = 0;
    std::vector<int> m_union;
    bool m_unionTooMany = false;
};

}  // namespace

std::shared_ptr<const JacobianPattern> jacobianPattern(const CompiledModel& m, int maxPerRow) {
    const int n = m.stateCount();
    Dependencies deps(m, maxPerRow);
    for (const EquationBlock& b : m.odeBlocks) {
        if (b.kind == EquationBlock::Kind::Algorithm &&
            (b.algorithm < 0 || b.algorithm >= static_cast<int>(m.algorithms.size())))
            return nullptr;
        // everything the block writes depends on everything it reads (an algorithm section:
        // also on what it read before writing it, so one pass covers any statement order)
        const BlockAccess access = blockAccess(m, b);
        deps.begin();
        for (int slot : access.reads) deps.read(slot);
        for (int slot : access.writes) deps.write(slot);
    }
    auto pattern = std::make_shared<JacobianPattern>();
    pattern->n = n;
    // rows by column: count, then place (row order is increasing since rows go in order)
    std::vector<int> count(static_cast<std::size_t>(n) + 1, 0);
    for (int i = 0; i < n; ++i) {
        const int d = m.derivativeSlots[static_cast<std::size_t>(i)];
        if (deps.tooMany(d)) return nullptr;
        bool diagonal = false;
        for (int j : deps.of(d)) {
            ++count[static_cast<std::size_t>(j) + 1];
            diagonal = diagonal || j == i;
        }
        if (!diagonal) ++count[static_cast<std::size_t>(i) + 1];
    }
    pattern->columnStart.assign(static_cast<std::size_t>(n) + 1, 0);
    for (int j = 0; j < n; ++j)
        pattern->columnStart[static_cast<std::size_t>(j) + 1] =
            pattern->columnStart[static_cast<std::size_t>(j)] +
            count[static_cast<std::size_t>(j) + 1];
    pattern->rows.resize(static_cast<std::size_t>(pattern->columnStart.back()));
    std::vector<int> next(pattern->columnStart.begin(), pattern->columnStart.end() - 1);
    for (int i = 0; i < n; ++i) {
        const int d = m.derivativeSlots[static_cast<std::size_t>(i)];
        bool diagonal = false;
        for (int j : deps.of(d)) {
            pattern->rows[static_cast<std::size_t>(next[static_cast<std::size_t>(j)]++)] = i;
            diagonal = diagonal || j == i;
        }
        if (!diagonal)
            pattern->rows[static_cast<std::size_t>(next[static_cast<std::size_t>(i)]++)] = i;
    }
    return pattern;
}

std::vector<int> groupColumns(const JacobianPattern& p, int& groupCount) {
    const int n = p.n;
    // the columns of each row, to see which columns a column collides with
    std::vector<int> rowStart(static_cast<std::size_t>(n) + 1, 0);
    for (int r : p.rows) ++rowStart[static_cast<std::size_t>(r) + 1];
    for (int i = 0; i < n; ++i)
        rowStart[static_cast<std::size_t>(i) + 1] += rowStart[static_cast<std::size_t>(i)];
    std::vector<int> rowColumns(p.rows.size());
    std::vector<int> next(rowStart.begin(), rowStart.end() - 1);
    for (int j = 0; j < n; ++j)
        for (int k = p.columnStart[static_cast<std::size_t>(j)];
             k < p.columnStart[static_cast<std::size_t>(j) + 1]; ++k)
            rowColumns[static_cast<std::size_t>(
                next[static_cast<std::size_t>(p.rows[static_cast<std::size_t>(k)])]++)] = j;

    std::vector<int> group(static_cast<std::size_t>(n), -1);
    std::vector<int> takenBy;  // per group: the last column that found it taken
    groupCount = 0;
    for (int j = 0; j < n; ++j) {
        for (int k = p.columnStart[static_cast<std::size_t>(j)];
             k < p.columnStart[static_cast<std::size_t>(j) + 1]; ++k) {
            const int r = p.rows[static_cast<std::size_t>(k)];
            for (int q = rowStart[static_cast<std::size_t>(r)];
                 q < rowStart[static_cast<std::size_t>(r) + 1]; ++q) {
                const int g =
                    group[static_cast<std::size_t>(rowColumns[static_cast<std::size_t>(q)])];
                if (g >= 0) takenBy[static_cast<std::size_t>(g)] = j;
            }
        }
        int g = 0;
        while (g < groupCount && takenBy[static_cast<std::size_t>(g)] == j) ++g;
        if (g == groupCount) {
            ++groupCount;
            takenBy.push_back(-1);
        }
        group[static_cast<std::size_t>(j)] = g;
    }
    return group;
}

}  // namespace hs
