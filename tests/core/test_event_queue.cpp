// The event queue on its own: the packed (time, sequence, handle) keys order every double
// (negative, -0 = +0, infinities) and keep the scheduling order of simultaneous items;
// cancelling is lazy (the top is always live) and the heap is compacted; the preconditions
// its header states are checked in checked builds.

#include "hs/sim/event_queue.h"
#include "hs/util/assert.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>
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
