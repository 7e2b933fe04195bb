#pragma once
// The engine's queue of scheduled events: an indexed 4-ary min-heap ordered by
// (time, insertion sequence), so that simultaneous items keep the order in which they
// were scheduled. Items carry a kind and an integer reference that the owner interprets
// (a relation, a sample, a statechart transition...). Handles stay valid until the item
// is popped or cancelled, so items can be cancelled or moved in O(log n).
// Not thread-safe: owned by the engine thread.

#include <cstdint>
#include <vector>

namespace hs {

enum class EventKind : std::uint8_t {
    Initial, Time, State, Sample, Terminal, Transition, Event, Message,
};

const char* eventKindName(EventKind kind);

struct QueueItem {
    double time = 0.0;
    std::uint64_t seq = 0;
    EventKind kind = EventKind::Time;
    std::int32_t ref = -1;
    std::uint32_t handle = 0;
};

class EventQueue {
public:
    using Handle = std::uint32_t;
    static constexpr Handle kNoHandle = 0xffffffffu;

    Handle schedule(double time, EventKind kind, std::int32_t ref);
    bool cancel(Handle handle);
    // Moves an item to a new time (keeps its handle, takes a new sequence number).
    bool reschedule(Handle handle, double time);
    bool contains(Handle handle) const;
    const QueueItem* find(Handle handle) const;

    bool empty() const { return m_heap.empty(); }
    std::size_t size() const { return m_heap.size(); }
    const QueueItem& top() const { return m_heap.front(); }
    double nextTime() const;
    QueueItem pop();
    void clear();

    // All items in (time, seq) order, for snapshots.
    std::vector<QueueItem> sorted() const;
    const std::vector<QueueItem>& raw() const { return m_heap; }

    std::uint64_t nextSeq() { return m_seq++; }
    std::uint64_t seqCounter() const { return m_seq; }
    void setSeqCounter(std::uint64_t s) { m_seq = s; }

private:
    static constexpr std::size_t kArity = 4;  // shallower than binary: fewer moves per pop
    static bool less(const QueueItem& a, const QueueItem& b) {
        return a.time < b.time || (a.time == b.time && a.seq < b.seq);
    }
    void siftUp(std::size_t i);
    void siftDown(std::size_t i);
    void place(std::size_t i, const QueueItem& item);

    std::vector<QueueItem> m_heap;
    std::vector<std::uint32_t> m_position;  // handle -> heap index, or kNoHandle
    std::vector<Handle> m_free;
    std::uint64_t m_seq = 0;
};

}  // namespace hs
