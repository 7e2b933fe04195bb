#include "hs/sim/event_queue.h"

#include "hs/util/assert.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace hs {

const char* eventKindName(EventKind kind) {
    switch (kind) {
    case EventKind::Initial: return "initial";
    case EventKind::Time: return "time";
    case EventKind::State: return "state";
    case EventKind::Sample: return "sample";
    case EventKind::Terminal: return "terminal";
    case EventKind::Transition: return "transition";
    case EventKind::Event: return "event";
    case EventKind::Message: return "message";
    }
    return "";
}

std::uint64_t EventQueue::timeKey(double t) {
    t += 0.0;  // -0 and +0 are the same instant
    std::uint64_t bits;
    std::memcpy(&bits, &t, sizeof bits);
    return (bits >> 63) ? ~bits : bits | (1ull << 63);
}

double EventQueue::keyTime(std::uint64_t k) {
    const std::uint64_t bits = (k >> 63) ? k & ~(1ull << 63) : ~k;
    double t;
    std::memcpy(&t, &bits, sizeof t);
    return t;
}

bool EventQueue::stale(const Entry& e) const { return m_items[entryHandle(e)].seq != entrySeq(e); }

// Puts e at hole i and moves it up to where its parent is no larger.
void EventQueue::siftUp(std::size_t i, Entry e) {
    Entry* h = m_heap.data();
    while (i > 0) {
        const std::size_t parent = (i - 1) / 4;
        if (!(h[parent] > e)) break;
        h[i] = h[parent];
        i = parent;
    }
    h[i] = e;
}

void EventQueue::push(Entry e) {
    m_heap.push_back(e);
    siftUp(m_heap.size() - 1, e);
}

// Puts e at hole i and moves it down to where its children are no smaller.
void EventQueue::siftDown(std::size_t i, Entry e) {
    Entry* h = m_heap.data();
    const std::size_t n = m_heap.size();
    for (;;) {
        const std::size_t first = 4 * i + 1;
        if (first >= n) break;
        std::size_t least = first;
        const std::size_t end = std::min(first + 4, n);
        for (std::size_t c = first + 1; c < end; ++c)
            if (h[least] > h[c]) least = c;
        if (!(e > h[least])) break;
        h[i] = h[least];
        i = least;
    }
    h[i] = e;
}

// Bottom-up: the hole left at the root goes down along the least children to a leaf
// (three comparisons per level, without branches on the keys), and the last entry is
// sifted up from there — usually not far, as it came from the bottom.
void EventQueue::popTop() {
    const Entry last = m_heap.back();
    m_heap.pop_back();
    const std::size_t n = m_heap.size();
    if (n == 0) return;
    Entry* h = m_heap.data();
    std::size_t i = 0;
    for (;;) {
        const std::size_t first = 4 * i + 1;
        std::size_t least;
        if (first + 4 <= n) {
            const std::size_t a = h[first + 1].order < h[first].order ? first + 1 : first;
            const std::size_t b = h[first + 3].order < h[first + 2].order ? first + 3 : first + 2;
            least = h[b].order < h[a].order ? b : a;
        } else if (first < n) {
            least = first;
            for (std::size_t c = first + 1; c < n; ++c)
                if (h[c].order < h[least].order) least = c;
        } else {
            break;
        }
        h[i] = h[least];
        i = least;
    }
    siftUp(i, last);
}

void EventQueue::dropStaleTop() {
    // entries in the heap beyond the live items are stale ones; none: nothing to look at
    while (m_heap.size() > m_live && stale(m_heap.front())) popTop();
}

void EventQueue::compact() {
    m_heap.erase(std::remove_if(m_heap.begin(), m_heap.end(), [&](const Entry& e) { return stale(e); }),
                 m_heap.end());
    // heapify: every parent from the last one, (n - 2) / 4, up to the root
    if (m_heap.size() < 2) return;
    for (std::size_t i = (m_heap.size() - 2) / 4 + 1; i-- > 0;) siftDown(i, m_heap[i]);
}

EventQueue::Handle EventQueue::schedule(double time, EventKind kind, std::int32_t ref) {
    HS_ASSERT(time == time, "a queue item needs a time (not NaN)");
    if (m_live >= kMaxItems || m_seq > kMaxSequence) {
        m_overflow = true;
        return kNoHandle;
    }
    Handle h;
    if (!m_free.empty()) {
        h = m_free.back();
        m_free.pop_back();
    } else {
        h = static_cast<Handle>(m_items.size());
        m_items.emplace_back();
    }
    const std::uint64_t seq = m_seq++;
    m_items[h] = QueueItem{time, seq, kind, ref, h};
    push(makeEntry(time, seq, h));
    ++m_live;
    return h;
}

bool EventQueue::contains(Handle h) const { return h < m_items.size() && m_items[h].seq != 0; }

const QueueItem* EventQueue::find(Handle h) const { return contains(h) ? &m_items[h] : nullptr; }

bool EventQueue::cancel(Handle h) {
    if (!contains(h)) return false;
    m_items[h].seq = 0;
    m_free.push_back(h);
    --m_live;
    dropStaleTop();
    if (m_heap.size() > 64 && m_heap.size() > 2 * m_live) compact();
    return true;
}

bool EventQueue::reschedule(Handle h, double time) {
    HS_ASSERT(time == time, "a queue item needs a time (not NaN)");
    if (!contains(h)) return false;
    if (m_seq > kMaxSequence) {
        m_overflow = true;
        return false;
    }
    QueueItem& item = m_items[h];
    item.time = time;
    item.seq = m_seq++;
    push(makeEntry(time, item.seq, h));
    dropStaleTop();
    if (m_heap.size() > 64 && m_heap.size() > 2 * m_live) compact();
    return true;
}

QueueItem EventQueue::top() const {
    HS_ASSERT(!m_heap.empty(), "top() of an empty queue");
    return m_items[entryHandle(m_heap.front())];
}

double EventQueue::nextTime() const {
    return m_heap.empty() ? std::numeric_limits<double>::infinity()
                          : keyTime(static_cast<std::uint64_t>(m_heap.front().order >> 64));
}

QueueItem EventQueue::pop() {
    HS_ASSERT(!m_heap.empty(), "pop() of an empty queue");
    const Handle h = entryHandle(m_heap.front());
    popTop();
    QueueItem item = m_items[h];
    m_items[h].seq = 0;
    m_free.push_back(h);
    --m_live;
    dropStaleTop();
    return item;
}

void EventQueue::clear() {
    m_heap.clear();
    m_items.clear();
    m_free.clear();
    m_live = 0;
    m_overflow = false;
}

std::vector<QueueItem> EventQueue::sorted() const {
    std::vector<QueueItem> out;
    out.reserve(m_live);
    for (const auto& item : m_items)
        if (item.seq != 0) out.push_back(item);
    std::sort(out.begin(), out.end(), [](const QueueItem& a, const QueueItem& b) {
        return a.time < b.time || (a.time == b.time && a.seq < b.seq);
    });
    return out;
}

}  // namespace hs
