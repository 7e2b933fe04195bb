#include "hs/sim/event_queue.h"

#include "hs/util/assert.h"

#include <algorithm>
#include <bit>
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

bool EventQueue::stale(const Entry& e) const {
    return m_items[entryHandle(e)].seq != entrySeq(e);
}

int EventQueue::lowestBucket() const {
    if (m_nonEmptyWords == 0) return -1;
    const int w = std::countr_zero(m_nonEmptyWords);
    return w * 64 + std::countr_zero(m_nonEmpty[static_cast<std::size_t>(w)]);
}

void EventQueue::clearBucket(int k) {
    m_entries -= m_buckets[k].size();
    m_buckets[k].clear();
    markEmpty(k);
}

// The item leaves the queue: its handle is free, its entry stale.
void EventQueue::release(Handle h) {
    m_items[h].seq = 0;
    m_free.push_back(h);
    --m_live;
}

// A new entry: its bucket, and the least live entry if it is less.
void EventQueue::push(const Entry& e) {
    if (!bucketed()) {
        m_small.push_back(e);
        ++m_entries;
        if (m_live == 0 || less(e, m_min)) setMin(e);
        if (m_small.size() > kSmallEntries) grow();
        return;
    }
    if (less(e, m_base)) rebase(e);
    put(e);
    ++m_entries;
    if (m_live == 0 || less(e, m_min)) setMin(e);
}

// The least live entry of a list into m_min, the list's stale entries dropped (when there
// are any); false when it holds no live entry.
bool EventQueue::leastOf(std::vector<Entry>& list, bool anyStale) {
    std::size_t kept = 0;
    bool found = false;
    for (const Entry& e : list) {
        if (anyStale && stale(e)) continue;
        if (!found || less(e, m_min)) m_min = e;
        found = true;
        list[kept++] = e;
    }
    m_entries -= list.size() - kept;
    list.resize(kept);
    return found;
}

EventQueue::EventQueue(const EventQueue& other)
    : m_base(other.m_base),
      m_min(other.m_min),
      m_minTime(other.m_minTime),
      m_items(other.m_items),
      m_free(other.m_free),
      m_live(other.m_live),
      m_seq(other.m_seq),
      m_overflow(other.m_overflow) {
    m_small.reserve(other.m_live);
    const auto keepLive = [&](const std::vector<Entry>& list) {
        for (const Entry& e : list)
            if (!other.stale(e)) m_small.push_back(e);
    };
    keepLive(other.m_small);
    for (const std::vector<Entry>& bucket : other.m_buckets) keepLive(bucket);
    m_entries = m_small.size();
}

EventQueue& EventQueue::operator=(const EventQueue& other) {
    if (this != &other) *this = EventQueue(other);
    return *this;
}

// The least live entry: in the lowest bucket that has a live one (an entry of a lower
// bucket is less than any of a higher one). Stale entries met on the way are dropped.
void EventQueue::findMin() {
    const bool anyStale = m_entries > m_live;
    if (!bucketed() && m_small.size() > kSmallEntries) grow();  // a copy, used at last
    if (!bucketed()) {
        leastOf(m_small, anyStale);
    } else {
        for (int k = lowestBucket(); k >= 0; k = lowestBucket()) {
            // the bucket's least entry is known; only a cancelled one makes a search
            if (!anyStale || !stale(m_bucketMin[k])) {
                m_min = m_bucketMin[k];
                break;
            }
            if (leastOf(m_buckets[k], true)) {
                m_bucketMin[k] = m_min;
                break;
            }
            markEmpty(k);
        }
    }
    m_minTime = keyTime(m_min.time);
}

// The small list outgrew itself: its live entries go to buckets around a base below them
// all (the item taken last, or the least entry if one was scheduled before that).
void EventQueue::grow() {
    m_buckets.resize(kBuckets);
    m_bucketMin.resize(kBuckets);
    if (less(m_min, m_base)) m_base = m_min;
    m_entries = 0;
    for (const Entry& e : m_small) {
        if (stale(e)) continue;
        put(e);
        ++m_entries;
    }
    m_small.clear();
    m_small.shrink_to_fit();
}

// Every entry sorted again around a base below them all: for a key scheduled before the
// item taken last, which a queue of events does not do on its own path.
void EventQueue::rebase(const Entry& base) {
    std::vector<Entry> all;
    all.reserve(m_entries);
    for (int k = 0; k < kBuckets; ++k) {
        for (const Entry& e : m_buckets[k])
            if (!stale(e)) all.push_back(e);
        m_buckets[k].clear();
    }
    m_nonEmpty.fill(0);
    m_nonEmptyWords = 0;
    m_base = base;
    m_entries = all.size();
    for (const Entry& e : all) put(e);
}

// Stale entries are dropped once they outnumber the live ones.
void EventQueue::compact() {
    if (m_entries <= 64 || m_entries <= 2 * m_live) return;
    if (!bucketed()) {
        const std::size_t before = m_small.size();
        m_small.erase(std::remove_if(m_small.begin(), m_small.end(),
                                     [&](const Entry& e) { return stale(e); }),
                      m_small.end());
        m_entries -= before - m_small.size();
        return;
    }
    for (int k = 0; k < kBuckets; ++k) {
        std::vector<Entry>& b = m_buckets[k];
        if (b.empty()) continue;
        const std::size_t before = b.size();
        b.erase(std::remove_if(b.begin(), b.end(), [&](const Entry& e) { return stale(e); }),
                b.end());
        m_entries -= before - b.size();
        if (b.empty()) {
            markEmpty(k);
            continue;
        }
        // the bucket's least entry may have been a stale one
        m_bucketMin[k] = *std::min_element(b.begin(), b.end(), less);
    }
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
    const bool wasMin = entryHandle(m_min) == h;
    release(h);
    compact();
    if (wasMin && m_live > 0) findMin();
    return true;
}

bool EventQueue::reschedule(Handle h, double time) {
    HS_ASSERT(time == time, "a queue item needs a time (not NaN)");
    if (!contains(h)) return false;
    if (m_seq > kMaxSequence) {
        m_overflow = true;
        return false;
    }
    const bool wasMin = entryHandle(m_min) == h;
    QueueItem& item = m_items[h];
    item.time = time;
    item.seq = m_seq++;
    // the old entry turns stale; while it was the least, the new one may not be
    --m_live;
    push(makeEntry(time, item.seq, h));
    ++m_live;
    if (wasMin) findMin();
    compact();
    return true;
}

// The least entry becomes the base. Its bucket's other entries agree with it on the digit
// that put them there and on every digit above, so they all move to lower buckets (and
// the entries of higher buckets keep theirs: the base changed below their digit); entries of lower
// buckets are less than it, hence stale, and are dropped; higher buckets stay as they are.
// The next item is the least entry of the lowest bucket left, which every bucket keeps
// as entries are put there: no bucket is searched unless its least entry was cancelled.
// Entries are moved out of the bucket in place (they all go to other buckets), so every
// bucket keeps its storage: once the buckets have grown, a run allocates nothing.
QueueItem EventQueue::pop() {
    HS_ASSERT(m_live > 0, "pop() of an empty queue");
    const Entry top = m_min;
    const int k = bucketOf(top);
    const bool anyStale = m_entries > m_live;  // if not, no entry needs its item looked up
    const QueueItem item = m_items[entryHandle(top)];
    release(entryHandle(top));  // its entry turns stale
    m_base = top;
    if (!bucketed()) {
        // the search for the next drops the popped entry
        if (m_live > 0) {
            findMin();
        } else {
            m_entries = 0;
            m_small.clear();
        }
        return item;
    }
    for (int low = lowestBucket(); low >= 0 && low < k; low = lowestBucket()) clearBucket(low);
    std::vector<Entry>& from = m_buckets[k];
    markEmpty(k);
    m_entries -= from.size();
    for (const Entry& e : from) {
        if (e.order == top.order || (anyStale && stale(e))) continue;
        put(e);  // into a bucket below k: `from` stays as it is
        ++m_entries;
    }
    from.clear();
    if (m_live == 0) return item;
    findMin();
    // the next item's record is wanted soon (its owner looks at it before it is due):
    // fetched now, while the owner runs this one, it is in the cache by then
    __builtin_prefetch(&m_items[entryHandle(m_min)]);
    return item;
}

void EventQueue::clear() {
    m_small.clear();
    m_buckets.clear();
    m_bucketMin.clear();
    m_nonEmpty.fill(0);
    m_nonEmptyWords = 0;
    m_base = Entry{0, 0};
    m_min = m_base;
    m_minTime = 0.0;
    m_entries = 0;
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
