#pragma once
// The engine's queue of scheduled events, ordered by (time, insertion sequence), so that
// simultaneous items keep the order in which they were scheduled. Items carry a kind and
// an integer reference that the owner interprets (a relation, a sample, a statechart
// transition...). Every item has a handle, valid until the item is popped or cancelled.
// Not thread-safe: owned by the engine thread.
//
// The structure is a radix heap over 128-bit keys (the time's bits, the sequence number,
// the handle) in hexadecimal digits. It relies on what an event queue does: nothing is
// scheduled before the item taken last. Entries sit in buckets by the highest digit in
// which they differ from that item and by their own value of that digit; taking the next
// item re-sorts only the bucket it came from into lower ones, so every entry moves down
// a few times in its life (once per digit of the distance it had from the items taken,
// two or three times in a queue of a thousand spread items), by sequential scans instead
// of a heap's chain of dependent comparisons — at 10^5 items the buckets stream through
// the caches where a heap's paths miss them. Scheduling before the item taken last is
// still right: the buckets are re-sorted around the new key (O(n), not on the engine's
// path). The least live entry is kept aside, so nextTime() and top() look at nothing
// else. A small queue (at most kSmallEntries entries, as in most models) keeps its
// entries in one list searched whole instead: no bucket table to copy with every
// snapshot of a run.
// Cancelling is lazy: the entry stays, is recognised as stale by its sequence number and
// dropped when a scan meets it; all buckets are compacted when stale entries outnumber
// live ones.
//
// Limits (packed into the 128-bit entry): at most kMaxItems items at once and kMaxSequence
// schedulings in a queue's life. schedule() beyond either returns kNoHandle, queues
// nothing and sets overflowed(); its owner ends the run with a diagnostic.

#include "hs/util/assert.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <limits>
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

    EventQueue() = default;
    // A copy (a snapshot of a run) holds the live entries in one list, not the buckets:
    // one allocation instead of one per bucket in use. Its buckets are made again when
    // it is next used as a queue.
    EventQueue(const EventQueue& other);
    EventQueue& operator=(const EventQueue& other);
    EventQueue(EventQueue&&) noexcept = default;
    EventQueue& operator=(EventQueue&&) noexcept = default;

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
    QueueItem top() const {
        HS_ASSERT(m_live > 0, "top() of an empty queue");
        return m_items[entryHandle(m_min)];
    }
    // +infinity when empty
    double nextTime() const {
        return m_live == 0 ? std::numeric_limits<double>::infinity() : m_minTime;
    }
    // Removes and returns the next item. Precondition: !empty() (HS_ASSERT).
    QueueItem pop();
    void clear();

    // All live items in (time, seq) order, for snapshots.
    std::vector<QueueItem> sorted() const;

    std::uint64_t seqCounter() const { return m_seq; }
    // Bytes a copy of the queue holds, for memory budgets.
    std::size_t memoryBytes() const {
        return m_entries * sizeof(Entry) + m_buckets.size() * sizeof(m_buckets[0]) +
               m_bucketMin.size() * sizeof(Entry) + m_items.size() * sizeof(QueueItem) +
               m_free.size() * sizeof(Handle);
    }

private:
    // One entry: the time mapped to an unsigned integer with the same order, then the
    // sequence number above the handle; compared as one 128-bit number (time first).
    struct Entry {
        std::uint64_t time;
        std::uint64_t order;
    };
    static bool less(const Entry& a, const Entry& b) {
        return ((static_cast<unsigned __int128>(a.time) << 64) | a.order) <
               ((static_cast<unsigned __int128>(b.time) << 64) | b.order);
    }
    // the time's bits mapped so that unsigned order is the order of the times (-0 == +0)
    static std::uint64_t timeKey(double t) {
        t += 0.0;
        const auto bits = std::bit_cast<std::uint64_t>(t);
        return (bits >> 63) ? ~bits : bits | (1ull << 63);
    }
    static double keyTime(std::uint64_t k) {
        return std::bit_cast<double>((k >> 63) ? k & ~(1ull << 63) : ~k);
    }
    static Entry makeEntry(double time, std::uint64_t seq, Handle h) {
        return {timeKey(time), (seq << kHandleBits) | h};
    }
    static Handle entryHandle(const Entry& e) { return static_cast<Handle>(e.order & kHandleMask); }
    static std::uint64_t entrySeq(const Entry& e) { return e.order >> kHandleBits; }
    static constexpr int kHandleBits = 24;
    static constexpr std::uint64_t kHandleMask = (1ull << kHandleBits) - 1;
    // Bucket 0 holds entries equal to the base. Otherwise an entry's highest hexadecimal
    // digit that differs from the base is digit d of the 32 (the time's are the upper 16),
    // and its own value v of that digit (above the base's) puts it in bucket 1 + 16 d + v:
    // an entry of a lower bucket is less than any of a higher one, and the entries of the
    // base's next bucket agree with the next base on digit d and above.
    static constexpr int kDigitBits = 4;
    static constexpr int kDigitValues = 1 << kDigitBits;
    static constexpr int kDigitsPerWord = 64 / kDigitBits;
    static constexpr int kBuckets = 1 + 2 * kDigitsPerWord * kDigitValues;
    // a list of more entries is a copy's, bucketed at its first use
    static constexpr std::size_t kSmallEntries = 32;
    bool bucketed() const { return !m_buckets.empty(); }

    static int digitBucket(int digitsBelow, std::uint64_t differing, std::uint64_t word) {
        const int d = (63 - std::countl_zero(differing)) / kDigitBits;
        const auto v = static_cast<int>((word >> (d * kDigitBits)) & (kDigitValues - 1));
        return 1 + (digitsBelow + d) * kDigitValues + v;
    }
    int bucketOf(const Entry& e) const {
        if (const std::uint64_t x = e.time ^ m_base.time)
            return digitBucket(kDigitsPerWord, x, e.time);
        if (const std::uint64_t x = e.order ^ m_base.order) return digitBucket(0, x, e.order);
        return 0;
    }
    bool stale(const Entry& e) const;
    void put(const Entry& e) {
        const int k = bucketOf(e);
        std::vector<Entry>& bucket = m_buckets[k];
        if (bucket.empty() || less(e, m_bucketMin[k])) m_bucketMin[k] = e;
        bucket.push_back(e);
        m_nonEmpty[k >> 6] |= 1ull << (k & 63);
        m_nonEmptyWords |= 1u << (k >> 6);
    }
    void markEmpty(int k) {
        if (!(m_nonEmpty[k >> 6] &= ~(1ull << (k & 63)))) m_nonEmptyWords &= ~(1u << (k >> 6));
    }
    void setMin(const Entry& e) {
        m_min = e;
        m_minTime = keyTime(e.time);
    }
    void release(Handle h);
    void push(const Entry& e);
    int lowestBucket() const;
    void clearBucket(int k);
    bool leastOf(std::vector<Entry>& list, bool anyStale);
    // inline where it is called: after a pop it is one look at the lowest bucket
    [[gnu::always_inline]] inline void findMin();
    void grow();
    void rebase(const Entry& base);
    void compact();

    std::vector<Entry> m_small;                 // a small queue's (or a copy's) entries, unordered
    std::vector<std::vector<Entry>> m_buckets;  // kBuckets of them once the queue grew
    // per bucket the least entry put there since it was last empty (live or stale): the
    // next item after a pop without a search of its bucket, unless that entry was cancelled
    std::vector<Entry> m_bucketMin;
    std::array<std::uint64_t, (kBuckets + 63) / 64> m_nonEmpty{};  // a bit per non-empty bucket
    std::uint32_t m_nonEmptyWords = 0;  // a bit per word of m_nonEmpty that is not zero
    static_assert(std::tuple_size_v<decltype(m_nonEmpty)> <= 32);
    Entry m_base{0, 0};              // no entry is less: the item taken last, or lower
    Entry m_min{0, 0};               // the least live entry, when m_live > 0
    double m_minTime = 0.0;          // its time (asked for several times at every step)
    std::size_t m_entries = 0;       // in the list or the buckets, live and stale
    std::vector<QueueItem> m_items;  // by handle; seq == 0 marks a free handle
    std::vector<Handle> m_free;
    std::size_t m_live = 0;
    std::uint64_t m_seq = 1;
    bool m_overflow = false;
};

}  // namespace hs
