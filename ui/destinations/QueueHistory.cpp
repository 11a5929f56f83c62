// QueueHistory: one pass over the recording's steps, queue by queue.
#include "ui/destinations/QueueHistory.h"

#include "core/Run.h"

#include <algorithm>

namespace qmgrlab::ui {

QueueHistory::QueueHistory(const Run& run) {
    const Recording& recording = run.recording();
    const auto& events = recording.events();
    const auto& deliveries = recording.deliveries();
    // Per track: index of the earliest idle start since the last window change we saw.
    std::vector<int> pendingReset;

    for (const StepRecord& step : recording.steps()) {
        std::pair<TransportId, NameId> completed{kNone, kNone}; // the queue a completion in this step served
        for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e) {
            const TraceEvent& ev = events[e];
            TransportId transport = ev.transport;
            NameId name = ev.dest;
            if (ev.type == EventType::Done) {
                const Delivery& d = deliveries[static_cast<std::size_t>(ev.seq - 1)];
                transport = d.transport;
                name = d.dest;
                completed = {transport, name};
            } else if (ev.type != EventType::Select && ev.type != EventType::Window &&
                       ev.type != EventType::Dead && ev.type != EventType::Alive) {
                continue;
            }
            Track& track = trackOf(transport, name, run);
            const auto id = static_cast<std::size_t>(find(transport, name));
            pendingReset.resize(tracks_.size(), -1);
            Point point = track.points.empty() ? Point{ev.t, e, track.initialWindow, 0, false, false}
                                               : track.points.back();
            point.t = ev.t;
            point.event = e;
            point.idleStart = false;
            switch (ev.type) {
            case EventType::Select:
                if (point.busy == 0 && !track.points.empty()) {
                    point.idleStart = true;
                    if (pendingReset[id] < 0)
                        pendingReset[id] = static_cast<int>(track.points.size());
                }
                ++point.busy;
                break;
            case EventType::Done:
                point.busy = std::max(0, point.busy - 1);
                break;
            case EventType::Window:
                if (ev.oldWindow != point.window && pendingReset[id] >= 0) {
                    for (auto p = track.points.begin() + pendingReset[id]; p != track.points.end(); ++p)
                        p->window = ev.oldWindow;
                }
                point.window = ev.window;
                pendingReset[id] = -1;
                break;
            case EventType::Dead:
                point.window = 0;
                point.dead = true;
                pendingReset[id] = -1;
                break;
            default: { // Alive: the deliveries still in progress (the completing one included), else initial
                const int inProgress = point.busy + (completed == std::make_pair(transport, name) ? 1 : 0);
                point.window = inProgress > 0 ? inProgress : track.initialWindow;
                point.dead = false;
                pendingReset[id] = -1;
                break;
            }
            }
            track.points.push_back(point);
        }
        stepEnds_.push_back(step.firstEvent + step.eventCount);
    }
}

QueueHistory::Track& QueueHistory::trackOf(TransportId transport, NameId name, const Run& run) {
    const auto [it, added] =
        index_.emplace(std::make_pair(transport, name), static_cast<int>(tracks_.size()));
    if (added) {
        const TransportSettings& settings = run.config().transports()[static_cast<std::size_t>(transport)];
        Track track;
        track.transport = transport;
        track.name = name;
        track.transportName = QString::fromStdString(settings.name);
        track.queueName = QString::fromStdString(run.names().name(name));
        track.initialWindow = settings.initialConcurrency;
        tracks_.push_back(std::move(track));
    }
    return tracks_[static_cast<std::size_t>(it->second)];
}

int QueueHistory::find(TransportId transport, NameId name) const {
    const auto it = index_.find({transport, name});
    return it == index_.end() ? -1 : it->second;
}

std::uint32_t QueueHistory::eventsBefore(std::size_t position) const {
    return position == 0 ? 0 : stepEnds_[std::min(position, stepEnds_.size()) - 1];
}

std::vector<QueueHistory::Point> QueueHistory::pointsUntil(int track, std::uint32_t events,
                                                           int windowNow) const {
    const auto& all = tracks_[static_cast<std::size_t>(track)].points;
    const auto end =
        std::partition_point(all.begin(), all.end(), [events](const Point& p) { return p.event < events; });
    std::vector<Point> points(all.begin(), end);
    if (windowNow <= 0 || points.empty() || points.back().dead || points.back().window == windowNow)
        return points;
    // Re-created unseen: from the first idle start after the last window change.
    auto from = points.end();
    for (auto p = points.end(); p != points.begin();) {
        --p;
        if (p->idleStart)
            from = p;
        if (p != points.begin() && (p - 1)->window != p->window)
            break;
    }
    for (; from != points.end(); ++from)
        from->window = windowNow;
    return points;
}

} // namespace qmgrlab::ui
