// TimelineModel: extraction of one transport's slots and lanes from a recording.
#include "ui/timeline/TimelineModel.h"

#include "core/Run.h"

#include <algorithm>

namespace qmgrlab::ui {

TimelineModel::TimelineModel(const Run& run, TransportId transport) : transport_(transport) {
    const Configuration& config = run.config();
    transportName_ = QString::fromStdString(config.transports()[static_cast<std::size_t>(transport)].name);
    messageIds_.reserve(static_cast<std::size_t>(config.messageCount()));
    for (int m = 0; m < config.messageCount(); ++m)
        messageIds_.push_back(QString::fromStdString(config.message(m).id));

    std::vector<bool> seen(messageIds_.size(), false);
    for (const Delivery& d : run.recording().deliveries()) {
        if (d.transport != transport)
            continue;
        const int index = static_cast<int>(slots_.size());
        slots_.push_back({d.message, d.seq, d.dest, d.recipients, d.lane, d.dispatchMs, d.completeMs,
                          d.success, d.dispatchStep});
        if (runs_.empty() || runs_.back().message != d.message)
            runs_.push_back({index, d.message});
        if (static_cast<std::size_t>(d.lane) >= lanes_.size())
            lanes_.resize(static_cast<std::size_t>(d.lane) + 1);
        lanes_[static_cast<std::size_t>(d.lane)].push_back(index);
        if (!destinations_.contains(d.dest))
            destinations_.emplace(d.dest, QString::fromStdString(run.names().name(d.dest)));
        if (d.message >= 0 && !seen[static_cast<std::size_t>(d.message)]) {
            seen[static_cast<std::size_t>(d.message)] = true;
            messages_.push_back(d.message);
        }
        slotString_ += messageIds_[static_cast<std::size_t>(d.message)];
        slotStringEnd_.push_back(static_cast<int>(slotString_.size()));
        endMs_ = std::max(endMs_, d.completeMs);
    }
    if (lanes_.empty())
        lanes_.resize(1);
}

std::size_t TimelineModel::runOf(int slot) const {
    const auto it = std::upper_bound(runs_.begin(), runs_.end(), slot,
                                     [](int s, const SlotRun& run) { return s < run.first; });
    return static_cast<std::size_t>(it - runs_.begin()) - 1;
}

QString TimelineModel::messageId(int message) const {
    if (message < 0 || static_cast<std::size_t>(message) >= messageIds_.size())
        return QStringLiteral("?");
    return messageIds_[static_cast<std::size_t>(message)];
}

QString TimelineModel::destinationName(NameId dest) const {
    const auto it = destinations_.find(dest);
    return it == destinations_.end() ? QString() : it->second;
}

void TimelineModel::setPosition(std::size_t position, std::int64_t nowMs) {
    nowMs_ = nowMs;
    // Slots are in dispatch order, so the dispatched ones are a prefix.
    const auto it = std::partition_point(slots_.begin(), slots_.end(), [position](const Slot& s) {
        return static_cast<std::size_t>(s.dispatchStep) < position;
    });
    dispatchedSlots_ = static_cast<int>(it - slots_.begin());
}

} // namespace qmgrlab::ui
