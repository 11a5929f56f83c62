// QueueHistory: every destination queue's concurrency window, busy count and dead/alive state
// over time, derived from a run's recording (select, done, window, dead and alive events) and
// each transport's initial window. A queue that empties is discarded and, when mail for it
// comes again, created afresh with the initial window; the events do not say so, but the next
// window event's previous value does, and the history is then corrected from the first
// selection after the queue went idle.
#pragma once

#include "core/Ids.h"

#include <QString>
#include <cstddef>
#include <cstdint>
#include <map>
#include <utility>
#include <vector>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class QueueHistory {
public:
    struct Point {
        std::int64_t t = 0;      // milliseconds
        std::uint32_t event = 0; // index of the event that produced it
        int window = 0;
        int busy = 0;
        bool dead = false;
        bool idleStart = false; // first selection after the queue was idle (it may be new)
    };
    struct Track {
        TransportId transport = kNone;
        NameId name = kNone;
        QString transportName;
        QString queueName;
        int initialWindow = 1;
        std::vector<Point> points;
    };

    explicit QueueHistory(const Run& run);

    const std::vector<Track>& tracks() const { return tracks_; }
    int find(TransportId transport, NameId name) const; // -1 if never seen
    // Events before the run's `position` (how many of them a cut at that position keeps).
    std::uint32_t eventsBefore(std::size_t position) const;
    // The points of a track produced by the first `events` events. If the queue is in memory
    // with a window other than the last point's, the queue was re-created unseen: the points
    // since its first idle start are given that window.
    std::vector<Point> pointsUntil(int track, std::uint32_t events, int windowNow) const;

private:
    Track& trackOf(TransportId transport, NameId name, const Run& run);

    std::vector<Track> tracks_;
    std::map<std::pair<TransportId, NameId>, int> index_;
    std::vector<std::uint32_t> stepEnds_; // per step: events up to and including it
};

} // namespace qmgrlab::ui
