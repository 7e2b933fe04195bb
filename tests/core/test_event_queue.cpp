// The event queue on its own: the packed (time, sequence, handle) keys order every double
// (negative, -0 = +0, infinities) and keep the scheduling order of simultaneous items;
// cancelling is lazy (the top is always live) and stale entries are compacted; taking
// items while scheduling others, also before the item taken last, keeps the order, also
// in a copy of the queue; the
// preconditions its header states are checked in checked builds.

#include "hs/sim/event_queue.h"
#include "hs/util/assert.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <map>
#include <random>
#include <set>
#include <vector>

namespace hs {
namespace {

std::vector<double> drain(EventQueue& q) {
    std::vector<double> times;
    while (!q.empty()) times.push_back(q.pop().time);
    return times;
}

TEST(EventQueue, PackedKeysOrderEveryDouble) {
    EventQueue q;
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<double> times = {3.5, -1e300, 0.0, inf, -2.0, 1e-310, -inf, 2.0, -1e-310};
    for (double t : times) q.schedule(t, EventKind::Time, 0);
    EXPECT_EQ(drain(q), (std::vector<double>{-inf, -1e300, -2.0, -1e-310, 0.0, 1e-310, 2.0, 3.5, inf}));
}

TEST(EventQueue, SimultaneousItemsKeepTheirSchedulingOrderAndZeroIsOneInstant) {
    EventQueue q;
    q.schedule(1.0, EventKind::Time, 10);
    q.schedule(-0.0, EventKind::Time, 1);
    q.schedule(0.0, EventKind::Time, 2);
    q.schedule(1.0, EventKind::Time, 11);
    q.schedule(-0.0, EventKind::Time, 3);
    std::vector<int> refs;
    while (!q.empty()) refs.push_back(q.pop().ref);
    EXPECT_EQ(refs, (std::vector<int>{1, 2, 3, 10, 11}));
}

TEST(EventQueue, RescheduleTakesANewPlaceAmongEquals) {
    EventQueue q;
    const auto a = q.schedule(1.0, EventKind::Time, 1);
    q.schedule(1.0, EventKind::Time, 2);
    ASSERT_TRUE(q.reschedule(a, 1.0));  // same time, later sequence: now after 2
    EXPECT_EQ(q.pop().ref, 2);
    const QueueItem last = q.pop();
    EXPECT_EQ(last.ref, 1);
    EXPECT_EQ(last.handle, a);
    EXPECT_FALSE(q.reschedule(a, 2.0));  // popped: the handle is no longer valid
}

TEST(EventQueue, CancellingIsLazyButTheTopIsAlwaysLive) {
    EventQueue q;
    std::vector<EventQueue::Handle> handles;
    for (int i = 0; i < 1000; ++i) handles.push_back(q.schedule(i, EventKind::Time, i));
    // cancel all but every tenth, from the front: each cancel of the top drops it at once
    for (int i = 0; i < 1000; ++i)
        if (i % 10 != 0) {
            ASSERT_TRUE(q.cancel(handles[static_cast<std::size_t>(i)]));
            ASSERT_EQ(static_cast<int>(q.top().ref) % 10, 0);
        }
    EXPECT_FALSE(q.cancel(handles[1]));  // twice
    EXPECT_EQ(q.size(), 100u);
    EXPECT_EQ(q.nextTime(), 0.0);
    std::vector<int> refs;
    while (!q.empty()) refs.push_back(q.pop().ref);
    ASSERT_EQ(refs.size(), 100u);
    for (std::size_t i = 0; i < refs.size(); ++i) EXPECT_EQ(refs[i], static_cast<int>(10 * i));
    EXPECT_EQ(q.nextTime(), std::numeric_limits<double>::infinity());
}

// Against a plain sorted list: random schedules, cancels and reschedules keep the same
// items in the same order (compaction included), and freed handles are reused.
TEST(EventQueue, RandomOperationsMatchASortedList) {
    std::mt19937_64 random(42);
    EventQueue q;
    struct Ref {
        double time;
        std::uint64_t order;
        int ref;
        EventQueue::Handle handle;
    };
    std::vector<Ref> live;
    std::uint64_t order = 0;
    int next = 0;
    std::size_t maxHandle = 0;
    for (int op = 0; op < 20000; ++op) {
        const int what = static_cast<int>(random() % 10);
        if (what < 5 || live.empty()) {
            const double t = static_cast<double>(random() % 50);
            const auto h = q.schedule(t, EventKind::Time, next);
            maxHandle = std::max<std::size_t>(maxHandle, h);
            live.push_back({t, order++, next++, h});
        } else if (what < 8) {
            const std::size_t i = random() % live.size();
            ASSERT_TRUE(q.cancel(live[i].handle));
            live.erase(live.begin() + static_cast<std::ptrdiff_t>(i));
        } else {
            const std::size_t i = random() % live.size();
            live[i].time = static_cast<double>(random() % 50);
            live[i].order = order++;
            ASSERT_TRUE(q.reschedule(live[i].handle, live[i].time));
        }
        ASSERT_EQ(q.size(), live.size());
    }
    std::sort(live.begin(), live.end(),
              [](const Ref& a, const Ref& b) { return a.time < b.time || (a.time == b.time && a.order < b.order); });
    for (const Ref& r : live) {
        const QueueItem item = q.pop();
        ASSERT_EQ(item.ref, r.ref);
        ASSERT_EQ(item.time, r.time);
    }
    EXPECT_TRUE(q.empty());
    EXPECT_LT(maxHandle, 20000u);  // handles of cancelled and popped items came back
    EXPECT_FALSE(q.overflowed());
}

// A reference for runs that take items while scheduling: the live items in order, and
// in a list to pick from at random.
class Reference {
public:
    struct Ref {
        double time;
        std::uint64_t order;
        int ref;
        EventQueue::Handle handle;
        bool operator<(const Ref& o) const {
            return time < o.time || (time == o.time && order < o.order);
        }
    };
    void add(double time, int ref, EventQueue::Handle h) {
        const Ref r{time, m_order++, ref, h};
        m_ordered.insert(r);
        m_position[ref] = m_list.size();
        m_list.push_back(r);
    }
    void remove(Ref r) {  // a copy: r may be the set's own element
        m_ordered.erase(r);
        const std::size_t i = m_position[r.ref];
        m_list[i] = m_list.back();
        m_position[m_list[i].ref] = i;
        m_list.pop_back();
        m_position.erase(r.ref);
    }
    bool empty() const { return m_list.empty(); }
    std::size_t size() const { return m_list.size(); }
    const Ref& least() const { return *m_ordered.begin(); }
    // the least one or any, half of the time each
    Ref pick(std::mt19937_64& random) const {
        return random() % 2 ? least() : m_list[random() % m_list.size()];
    }
    std::vector<Ref> inOrder() const { return {m_ordered.begin(), m_ordered.end()}; }

private:
    std::set<Ref> m_ordered;
    std::vector<Ref> m_list;
    std::map<int, std::size_t> m_position;
    std::uint64_t m_order = 0;
};

// What an engine does (take the least, schedule after it), mixed with cancels,
// reschedules and, now and then, an item before the one taken last; at every step the
// next time and the top agree with the reference, and every item comes out in order.
// A queue of a few items (one list) and one of thousands (buckets), which it becomes
// on the way.
void takeAndSchedule(std::size_t startItems) {
    std::mt19937_64 random(7);
    EventQueue q;
    Reference r;
    int next = 0;
    double now = 0.0;
    std::size_t earlier = 0;
    for (std::size_t i = 0; i < startItems; ++i) {
        const double t = static_cast<double>(random() % 4096) * 0.25;
        r.add(t, next, q.schedule(t, EventKind::Time, next));
        ++next;
    }
    for (int op = 0; op < 100000; ++op) {
        const int what = static_cast<int>(random() % 100);
        if (what < 45 || r.empty()) {
            // mostly after now, on a coarse grid so that equal times are common; 1 in 45
            // before the item taken last
            double t = now + static_cast<double>(random() % 64) * 0.25;
            if (what == 0) {
                t = now - static_cast<double>(random() % 8) - 0.5;
                ++earlier;
            }
            r.add(t, next, q.schedule(t, EventKind::Time, next));
            ++next;
        } else if (what < 85) {
            const QueueItem item = q.pop();
            ASSERT_EQ(item.ref, r.least().ref) << "at operation " << op;
            ASSERT_EQ(item.time, r.least().time);
            ASSERT_EQ(item.handle, r.least().handle);
            now = item.time;
            r.remove(r.least());
        } else if (what < 93) {
            const Reference::Ref c = r.pick(random);
            ASSERT_TRUE(q.cancel(c.handle));
            r.remove(c);
        } else {
            const Reference::Ref c = r.pick(random);
            const double t = now + static_cast<double>(random() % 64) * 0.25;
            ASSERT_TRUE(q.reschedule(c.handle, t));
            r.remove(c);
            r.add(t, c.ref, c.handle);
        }
        ASSERT_EQ(q.size(), r.size());
        // now and then the run goes on from a snapshot of its queue (as after a step back)
        if (op % 1009 == 500) {
            const EventQueue snapshot(q);
            q = snapshot;
        }
        if (r.empty()) {
            ASSERT_EQ(q.nextTime(), std::numeric_limits<double>::infinity());
            continue;
        }
        ASSERT_EQ(q.nextTime(), r.least().time) << "at operation " << op;
        ASSERT_EQ(q.top().ref, r.least().ref) << "at operation " << op;
    }
    EXPECT_GT(earlier, 500u);
    for (const auto& item : r.inOrder()) ASSERT_EQ(q.pop().ref, item.ref);
    EXPECT_TRUE(q.empty());
}

// An item scheduled before the one taken last still comes first, in a queue of a few
// items and after it grew into buckets, and when it grows with that item in it.
TEST(EventQueue, AnItemBeforeTheOneTakenLastComesFirst) {
    for (const int more : {3, 40, 2000}) {
        EventQueue q;
        for (int i = 0; i < 10; ++i) q.schedule(10.0 + i, EventKind::Time, i);
        ASSERT_EQ(q.pop().ref, 0);
        ASSERT_EQ(q.pop().ref, 1);  // taken last: t = 11
        q.schedule(5.0, EventKind::Time, 100);
        for (int i = 0; i < more; ++i) q.schedule(20.0 + i, EventKind::Time, 200 + i);
        EXPECT_EQ(q.nextTime(), 5.0);
        EXPECT_EQ(q.pop().ref, 100) << more;
        q.schedule(4.0, EventKind::Time, 101);  // before the item taken last again
        EXPECT_EQ(q.nextTime(), 4.0);
        EXPECT_EQ(q.pop().ref, 101) << more;
        for (int i = 2; i < 10; ++i) EXPECT_EQ(q.pop().ref, i) << more;
        for (int i = 0; i < more; ++i) ASSERT_EQ(q.pop().ref, 200 + i) << more;
        EXPECT_TRUE(q.empty());
    }
}

TEST(EventQueue, TakingAndSchedulingInTurnKeepTheOrder) {
    takeAndSchedule(0);
    takeAndSchedule(5000);
}

// A copy of a queue that grew into buckets (a snapshot of a run) holds its live entries in
// one list, smaller than the buckets, and gives the same items in the same order as the
// original, also when it is used as a queue at once.
TEST(EventQueue, ACopyGivesTheSameItemsAsTheOriginal) {
    std::mt19937_64 random(11);
    EventQueue q;
    std::vector<EventQueue::Handle> handles;
    for (int i = 0; i < 5000; ++i)
        handles.push_back(
            q.schedule(static_cast<double>(random() % 1000) * 0.5, EventKind::Time, i));
    for (int i = 0; i < 100; ++i) q.pop();
    for (int i = 0; i < 5000; i += 7) q.cancel(handles[static_cast<std::size_t>(i)]);
    EventQueue copy(q);
    EXPECT_EQ(copy.size(), q.size());
    EXPECT_EQ(copy.nextTime(), q.nextTime());
    EXPECT_LT(copy.memoryBytes(), q.memoryBytes());
    // both go on: the copy with an item before the one taken last
    const EventQueue::Handle early = copy.schedule(q.nextTime() - 1.0, EventKind::Time, -1);
    ASSERT_NE(early, EventQueue::kNoHandle);
    EXPECT_EQ(copy.pop().ref, -1);
    EventQueue assigned;
    assigned.schedule(1.0, EventKind::Time, -2);
    assigned = copy;
    while (!q.empty()) {
        const QueueItem a = q.pop(), b = copy.pop(), c = assigned.pop();
        ASSERT_EQ(a.ref, b.ref);
        ASSERT_EQ(a.time, b.time);
        ASSERT_EQ(a.handle, b.handle);
        ASSERT_EQ(a.ref, c.ref);
    }
    EXPECT_TRUE(copy.empty());
    EXPECT_TRUE(assigned.empty());
}

// A copy changed before anything is taken from it (its least item cancelled, another moved
// to the front) and the original changed the same way agree; so do a queue that grew into
// buckets and was cancelled down to a few items and its copy, a small queue.
TEST(EventQueue, ACopyCanBeChangedBeforeAnItemIsTaken) {
    EventQueue q;
    std::vector<EventQueue::Handle> handles;
    for (int i = 0; i < 3000; ++i)
        handles.push_back(
            q.schedule(10.0 + static_cast<double>((i * 37) % 1000), EventKind::Time, i));
    q.pop();
    EventQueue copy(q);
    for (EventQueue* queue : {&q, &copy}) {
        ASSERT_TRUE(queue->cancel(queue->top().handle));
        ASSERT_TRUE(queue->reschedule(handles[2999], 5.0));  // before the item taken last
        ASSERT_TRUE(queue->cancel(handles[1500]));
    }
    EXPECT_EQ(copy.top().ref, 2999);
    while (!q.empty()) {
        ASSERT_EQ(q.size(), copy.size());
        const QueueItem a = q.pop(), b = copy.pop();
        ASSERT_EQ(a.ref, b.ref);
        ASSERT_EQ(a.time, b.time);
    }
    EXPECT_TRUE(copy.empty());

    EventQueue few;
    handles.clear();
    for (int i = 0; i < 1000; ++i) handles.push_back(few.schedule(1.0 + i, EventKind::Time, i));
    for (int i = 0; i < 980; ++i) ASSERT_TRUE(few.cancel(handles[static_cast<std::size_t>(i)]));
    EventQueue fewCopy = few;
    EXPECT_LT(fewCopy.memoryBytes(), few.memoryBytes());
    for (int i = 980; i < 1000; ++i) {
        ASSERT_EQ(few.pop().ref, i);
        ASSERT_EQ(fewCopy.pop().ref, i);
    }
    EXPECT_TRUE(fewCopy.empty());
}

// A queue that grew large and was emptied by cancels holds no stale entries for long:
// its memory follows the live items.
TEST(EventQueue, CancelledEntriesAreReleased) {
    EventQueue q;
    std::vector<EventQueue::Handle> handles;
    for (int i = 0; i < 10000; ++i) handles.push_back(q.schedule(1.0 + i, EventKind::Time, i));
    const std::size_t full = q.memoryBytes();
    for (int i = 0; i < 9990; ++i) ASSERT_TRUE(q.cancel(handles[static_cast<std::size_t>(i)]));
    EXPECT_EQ(q.size(), 10u);
    EXPECT_EQ(q.top().ref, 9990);
    // the items' table keeps its slots for reuse; the entries went
    EXPECT_LT(q.memoryBytes(), full);
    std::vector<int> refs;
    while (!q.empty()) refs.push_back(q.pop().ref);
    EXPECT_EQ(refs, (std::vector<int>{9990, 9991, 9992, 9993, 9994, 9995, 9996, 9997, 9998, 9999}));
}

#if HS_ASSERTIONS_ON
TEST(EventQueueDeathTest, PreconditionsAreChecked) {
    GTEST_FLAG_SET(death_test_style, "threadsafe");
    EventQueue q;
    EXPECT_DEATH(q.top(), "top\\(\\) of an empty queue");
    EXPECT_DEATH(q.pop(), "pop\\(\\) of an empty queue");
    EXPECT_DEATH(q.schedule(std::numeric_limits<double>::quiet_NaN(), EventKind::Time, 0), "not NaN");
}
#endif

}  // namespace
}  // namespace hs
