#pragma once
// The engine's queue of scheduled events: a 4-ary min-heap of 16-byte entries ordered
// by (time, insertion sequence), so that simultaneous items keep the order in which
// they were scheduled. Four children are one 64-byte cache line: half the levels of a
// binary heap, and one line read per level, which counts once the queue outgrows the
// caches (10^5 items). Items carry a kind and an integer reference that the owner
// interprets (a relation, a sample, a statechart transition...). Every item has a
// handle, valid until the item is popped or cancelled. Cancelling is lazy: the entry
// stays in the heap, is recognised as stale by its sequence number and skipped; the
// heap is compacted when stale entries outnumber live ones. The top entry is always live;
// while no entry is stale (the common case) popping looks at no item but the one popped.
// Not thread-safe: owned by the engine thread.
//
// Limits (packed into the 128-bit entry): at most kMaxItems items at once and kMaxSequence
// schedulings in a queue's life. schedule() beyond either returns kNoHandle, queues
// nothing and sets overflowed(); its owner ends the run with a diagnostic.

#include <cstddef>
#include <cstdint>
#include <vector>

namespace hs {

// What a queue item is, and what an executed event step was (initialisation, a time or
// state event, a sample, a transition, an event element, a message, the stop time).
// Not the kind of an event element of a document (EventElementKind).
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

    static constexpr std::size_t kMaxItems = (std::size_t{1} << 24) - 1;
    static constexpr std::uint64_t kMaxSequence = (std::uint64_t{1} << 40) - 1;

    // `time` must not be NaN (HS_ASSERT). kNoHandle when a limit is reached.
    Handle schedule(double time, EventKind kind, std::int32_t ref);
    bool cancel(Handle handle);
    // Moves an item to a new time (keeps its handle, takes a new sequence number); false
    // for an unknown handle or when the sequence numbers are exhausted.
    bool reschedule(Handle handle, double time);
    // A schedule or reschedule was refused for a limit.
    bool overflowed() const { return m_overflow; }
    bool contains(Handle handle) const;
    // The item behind a handle, or nullptr.
    const QueueItem* find(Handle handle) const;

    bool empty() const { return m_live == 0; }
    std::size_t size() const { return m_live; }
    // The next item. Precondition: !empty() (HS_ASSERT).
    QueueItem top() const;
    double nextTime() const;  // +infinity when empty
    // Removes and returns the next item. Precondition: !empty() (HS_ASSERT).
    QueueItem pop();
    void clear();

    // All live items in (time, seq) order, for snapshots.
    std::vector<QueueItem> sorted() const;

    std::uint64_t seqCounter() const { return m_seq; }
    // Bytes a copy of the queue holds, for memory budgets.
    std::size_t memoryBytes() const {
        return m_heap.size() * sizeof(Entry) + m_items.size() * sizeof(QueueItem) +
               m_free.size() * sizeof(Handle);
    }

private:
    // One heap entry: the time mapped to an unsigned integer with the same order, then the
    // sequence number and the handle, so that one 128-bit comparison orders entries.
    struct Entry {
        unsigned __int128 order;
        bool operator>(const Entry& o) const { return order > o.order; }
    };
    static std::uint64_t timeKey(double t);
    static double keyTime(std::uint64_t k);
    static Entry makeEntry(double time, std::uint64_t seq, Handle h) {
        return {(static_cast<unsigned __int128>(timeKey(time)) << 64) | (seq << kHandleBits) | h};
    }
    static Handle entryHandle(const Entry& e) { return static_cast<Handle>(e.order & kHandleMask); }
    static std::uint64_t entrySeq(const Entry& e) { return static_cast<std::uint64_t>(e.order) >> kHandleBits; }
    static constexpr int kHandleBits = 24;
    static constexpr std::uint64_t kHandleMask = (1ull << kHandleBits) - 1;

    bool stale(const Entry& e) const;
    void dropStaleTop();
    void compact();
    void push(Entry e);
    void popTop();
    void siftUp(std::size_t i, Entry e);
    void siftDown(std::size_t i, Entry e);

    std::vector<Entry> m_heap;       // 4-ary min-heap: the children of i are 4i+1 ... 4i+4
    std::vector<QueueItem> m_items;  // by handle; seq == 0 marks a free handle
    std::vector<Handle> m_free;
    std::size_t m_live = 0;
    std::uint64_t m_seq = 1;
    bool m_overflow = false;
};

}  // namespace hs
