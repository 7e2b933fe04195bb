// The result store grows its columns ahead of need, one at a time, so that a reader
// appending a running simulation in pieces never copies every column at once.

#include "hs/sim/result_store.h"

#include <gtest/gtest.h>

namespace hs {
namespace {

TEST(ResultStore, GrowAheadDoublesHalfFullColumnsOneAtATime) {
    ResultStore r;
    r.setColumns({"a", "b", "c"});
    std::vector<double> times(600), col(600, 1.0);
    for (std::size_t i = 0; i < times.size(); ++i) times[i] = static_cast<double>(i);
    r.appendColumns(times, {col, col, col});
    // every vector holds 600 values in a capacity of 600: more than half full
    const std::size_t capacity = r.column(0).capacity();
    ASSERT_LT(capacity, 1200u);
    EXPECT_EQ(r.growAhead(1), 1);
    EXPECT_GE(r.time().capacity(), 2 * capacity);
    EXPECT_EQ(r.column(0).capacity(), capacity);  // one per call
    EXPECT_EQ(r.growAhead(2), 2);
    EXPECT_GE(r.column(0).capacity(), 2 * capacity);
    EXPECT_GE(r.column(1).capacity(), 2 * capacity);
    EXPECT_EQ(r.growAhead(1), 1);
    EXPECT_EQ(r.growAhead(1), 0);  // all at most half full now
    // appending up to the new capacity moves nothing, and every value is kept
    const double* where = r.column(2).data();
    const std::size_t room = r.column(2).capacity() - r.column(2).size();
    std::vector<double> more(room, 2.0), moreTimes(room, 1e3);
    r.appendColumns(moreTimes, {more, more, more});
    EXPECT_EQ(r.column(2).data(), where);
    EXPECT_EQ(r.rowCount(), 600 + room);
    EXPECT_EQ(r.column(1)[599], 1.0);
    EXPECT_EQ(r.column(1)[600], 2.0);
}

TEST(ResultStore, ReservedRowsAreWrittenInPlace) {
    ResultStore r;
    r.setColumns({"a", "b"});
    r.reserveRows(100);
    EXPECT_EQ(r.rowCount(), 0u);
    EXPECT_GE(r.time().capacity(), 100u);
    EXPECT_GE(r.column(1).capacity(), 100u);
    const double* where = r.column(1).data();
    for (int i = 0; i < 100; ++i) {
        const double row[] = {1.0 * i, -1.0 * i};
        r.appendRow(0.5 * i, row);
    }
    EXPECT_EQ(r.column(1).data(), where);  // no column moved
    ASSERT_EQ(r.rowCount(), 100u);
    EXPECT_EQ(r.time()[99], 49.5);
    EXPECT_EQ(r.column(0)[42], 42.0);
    EXPECT_EQ(r.column(1)[42], -42.0);
    // beyond the reservation the columns grow as before, values kept
    const double last[] = {7.0, 8.0};
    r.appendRow(50.0, last);
    EXPECT_EQ(r.rowCount(), 101u);
    EXPECT_EQ(r.column(1)[100], 8.0);
    EXPECT_EQ(r.column(1)[42], -42.0);
}

}  // namespace
}  // namespace hs
