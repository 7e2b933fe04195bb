// The History dock's model follows the controller's list of executed events: a list that
// only grew while the controller's cut count stayed the same gets the new rows appended
// (no comparison of the rows already shown: a long run has millions); after a cut (a step
// back, an order followed, a new run) the rows are compared again and those that differ
// are replaced.

#include "models/queue_model.h"

#include <QSignalSpy>

#include <gtest/gtest.h>

#include <deque>
#include <vector>

namespace hs::ui {
namespace {

EventRecord record(std::uint64_t step, double time, const char* source) {
    EventRecord e;
    e.step = step;
    e.time = time;
    e.kind = EventKind::Time;
    e.source = source;
    return e;
}

std::vector<std::string> sources(const HistoryModel& model) {
    std::vector<std::string> out;
    for (int r = 0; r < model.rowCount(); ++r)
        out.push_back(
            model.data(model.index(r, HistoryModel::SourceColumn)).toString().toStdString());
    return out;
}

TEST(HistoryModel, AppendedEventsAreAddedAndACutReplacesWhatChanged) {
    HistoryModel model;
    std::deque<EventRecord> events{record(0, 0.0, "a"), record(1, 1.0, "b")};
    model.setEvents(events, 1);
    EXPECT_EQ(sources(model), (std::vector<std::string>{"a", "b"}));

    // the run went on: two rows inserted at the end, none removed
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    events.push_back(record(2, 2.0, "c"));
    events.push_back(record(3, 3.0, "d"));
    model.setEvents(events, 1);
    EXPECT_EQ(sources(model), (std::vector<std::string>{"a", "b", "c", "d"}));
    ASSERT_EQ(inserted.count(), 1);
    EXPECT_EQ(inserted[0][1].toInt(), 2);
    EXPECT_EQ(inserted[0][2].toInt(), 3);
    EXPECT_EQ(removed.count(), 0);

    // a step back to two events and a different third one, as many as before: the cut
    // count tells, and the rows from the first that differs are replaced
    events.resize(2);
    events.push_back(record(2, 2.5, "x"));
    events.push_back(record(3, 3.5, "y"));
    model.setEvents(events, 2);
    EXPECT_EQ(sources(model), (std::vector<std::string>{"a", "b", "x", "y"}));
    ASSERT_EQ(removed.count(), 1);
    EXPECT_EQ(removed[0][1].toInt(), 2);

    // a list without a cut count (a run record's) is always compared
    events[3] = record(3, 4.0, "z");
    model.setEvents(std::vector<EventRecord>(events.begin(), events.end()));
    EXPECT_EQ(sources(model), (std::vector<std::string>{"a", "b", "x", "z"}));

    // a new run (a cut) with fewer events
    model.setEvents({record(0, 0.0, "n")}, 3);
    EXPECT_EQ(sources(model), (std::vector<std::string>{"n"}));
}

}  // namespace
}  // namespace hs::ui
