#include "hs/sim/event_queue.h"

#include <algorithm>
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

EventQueue::Handle EventQueue::schedule(double time, EventKind kind, std::int32_t ref) {
    Handle h;
    if (!m_free.empty()) {
        h = m_free.back();
        m_free.pop_back();
    } else {
        h = static_cast<Handle>(m_position.size());
        m_position.push_back(kNoHandle);
    }
    QueueItem item{time, m_seq++, kind, ref, h};
    m_heap.push_back(item);
    m_position[h] = static_cast<std::uint32_t>(m_heap.size() - 1);
    siftUp(m_heap.size() - 1);
    return h;
}

bool EventQueue::contains(Handle h) const {
    return h < m_position.size() && m_position[h] != kNoHandle;
}

const QueueItem* EventQueue::find(Handle h) const {
    return contains(h) ? &m_heap[m_position[h]] : nullptr;
}

bool EventQueue::cancel(Handle h) {
    if (!contains(h)) return false;
    const std::size_t i = m_position[h];
    m_position[h] = kNoHandle;
    m_free.push_back(h);
    const QueueItem last = m_heap.back();
    m_heap.pop_back();
    if (i < m_heap.size()) {
        place(i, last);
        siftUp(i);
        siftDown(m_position[last.handle]);
    }
    return true;
}

bool EventQueue::reschedule(Handle h, double time) {
    if (!contains(h)) return false;
    const std::size_t i = m_position[h];
    m_heap[i].time = time;
    m_heap[i].seq = m_seq++;
    siftUp(i);
    siftDown(m_position[h]);
    return true;
}

double EventQueue::nextTime() const {
    return m_heap.empty() ? std::numeric_limits<double>::infinity() : m_heap.front().time;
}

QueueItem EventQueue::pop() {
    QueueItem top = m_heap.front();
    m_position[top.handle] = kNoHandle;
    m_free.push_back(top.handle);
    const QueueItem last = m_heap.back();
    m_heap.pop_back();
    if (!m_heap.empty()) {
        place(0, last);
        siftDown(0);
    }
    return top;
}

void EventQueue::clear() {
    m_heap.clear();
    m_position.clear();
    m_free.clear();
}

std::vector<QueueItem> EventQueue::sorted() const {
    std::vector<QueueItem> out = m_heap;
    std::sort(out.begin(), out.end(), less);
    return out;
}

void EventQueue::place(std::size_t i, const QueueItem& item) {
    m_heap[i] = item;
    m_position[item.handle] = static_cast<std::uint32_t>(i);
}

void EventQueue::siftUp(std::size_t i) {
    const QueueItem item = m_heap[i];
    while (i > 0) {
        const std::size_t parent = (i - 1) / kArity;
        if (!less(item, m_heap[parent])) break;
        place(i, m_heap[parent]);
        i = parent;
    }
    place(i, item);
}

void EventQueue::siftDown(std::size_t i) {
    const std::size_t n = m_heap.size();
    const QueueItem item = m_heap[i];
    for (;;) {
        const std::size_t first = kArity * i + 1;
        if (first >= n) break;
        const std::size_t last = std::min(first + kArity, n);
        std::size_t best = first;
        for (std::size_t c = first + 1; c < last; ++c)
            if (less(m_heap[c], m_heap[best])) best = c;
        if (!less(m_heap[best], item)) break;
        place(i, m_heap[best]);
        i = best;
    }
    place(i, item);
}

}  // namespace hs
