// SPDX-License-Identifier: GPL-3.0-or-later
// JobCardReader: one card per job, read through the Inspector.
#include "ui/joblist/JobCardReader.h"

#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "ui/common/ShownText.h"

#include <unordered_map>
#include <utility>

namespace qmgrlab::ui {

JobCardReader::JobCardReader(const Run& run, TransportId transport) : run_(run), transport_(transport) {}

std::vector<JobCard> JobCardReader::schedulerList() const {
    return cardsOf(Inspector(run_).transport(transport_).schedList);
}

std::vector<JobCard> JobCardReader::timeList() const {
    return cardsOf(Inspector(run_).transport(transport_).timeList);
}

std::vector<JobCard> JobCardReader::cardsOf(const std::vector<JobId>& jobs) const {
    const Inspector inspector(run_);
    const Configuration& config = run_.config();
    const TransportSettings& settings = config.transports()[static_cast<std::size_t>(transport_)];
    const bool showVisit = config.deferredQueue() || config.tracksRecipients();
    std::vector<JobCard> cards;
    cards.reserve(jobs.size());
    std::optional<TestedCounter> tested;
    if (run_.position() > 0)
        tested = TestedCounter::ofStep(run_.recording(), run_.position() - 1);
    if (tested && tested->transport != transport_)
        tested.reset();
    std::unordered_map<int, MessageInfo> messages; // by scenario index
    if (showVisit) {
        for (MessageInfo& m : inspector.activeMessages())
            messages.emplace(m.spec, std::move(m));
    }
    for (JobId j : jobs) {
        JobCard card{inspector.job(j), {}, {}, {}, settings.slotCost, settings.slotLoan};
        card.messageId = QString::fromStdString(inspector.messageId(card.info.message));
        card.sender = shownSender(inspector.messageSender(card.info.message));
        for (NameId queue : card.info.blockingQueues)
            card.blockingQueues << QString::fromStdString(inspector.queueName(queue));
        if (card.info.parent != kNone)
            card.parentMessageId =
                QString::fromStdString(inspector.messageId(inspector.job(card.info.parent).message));
        if (const auto it = messages.find(card.info.message); it != messages.end()) {
            card.showVisit = true;
            card.sent = it->second.sent;
            card.deferred = it->second.deferred;
            card.bounced = it->second.bounced;
            card.fromDeferred = it->second.fromDeferred;
        }
        if (tested && tested->message == card.info.message)
            card.atDecision = tested;
        cards.push_back(std::move(card));
    }
    return cards;
}

} // namespace qmgrlab::ui
