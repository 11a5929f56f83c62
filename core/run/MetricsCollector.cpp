// SPDX-License-Identifier: GPL-3.0-or-later
// MetricsCollector: run metrics streamed from trace events and queue changes.
#include "core/run/MetricsCollector.h"

#include "core/common/Saturating.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab {

namespace {

// Nearest-rank percentile of a delay distribution (delay ms -> recipients), in seconds: the
// smallest delay that at least ceil(percent * n / 100) recipients do not exceed.
double percentileS(const std::map<std::int64_t, std::int64_t>& delays, std::int64_t n, int percent) {
    // ceil(n * percent / 100), without forming n * percent.
    const std::int64_t rank = std::max<std::int64_t>(1, n / 100 * percent + (n % 100 * percent + 99) / 100);
    std::int64_t seen = 0;
    for (const auto& [delayMs, count] : delays) {
        seen = saturatedSum(seen, count);
        if (seen >= rank)
            return static_cast<double>(delayMs) / 1000.0;
    }
    return 0;
}

DelayStats delayStats(const std::map<std::int64_t, std::int64_t>& delays) {
    DelayStats stats;
    double totalMs = 0;
    for (const auto& [delayMs, count] : delays) {
        stats.recipients = saturatedSum(stats.recipients, count);
        totalMs += static_cast<double>(delayMs) * static_cast<double>(count);
    }
    if (stats.recipients == 0)
        return stats;
    stats.avgS = totalMs / static_cast<double>(stats.recipients) / 1000.0;
    stats.medianS = percentileS(delays, stats.recipients, 50);
    stats.p95S = percentileS(delays, stats.recipients, 95);
    stats.maxS = static_cast<double>(delays.rbegin()->first) / 1000.0;
    return stats;
}

double ratio(std::int64_t part, std::int64_t whole) {
    return whole == 0 ? 0.0 : static_cast<double>(part) / static_cast<double>(whole);
}

// Average and population standard deviation of n values from their sum and sum of squares.
void averageAndSd(double sum, double sumSquared, std::int64_t n, double* average, double* sd) {
    if (n == 0)
        return;
    const auto count = static_cast<double>(n);
    *average = sum / count;
    *sd = std::sqrt(std::max(0.0, sumSquared / count - *average * *average));
}

} // namespace

MetricsCollector::MetricsCollector(const Configuration& config)
    : config_(&config), messages_(static_cast<std::size_t>(config_->messageCount())),
      transports_(config_->transports().size()) {
    for (int m = 0; m < config_->messageCount(); ++m) {
        messages_[static_cast<std::size_t>(m)].message = m;
        messages_[static_cast<std::size_t>(m)].arrivalMs = config_->message(m).arrivalMs;
    }
}

MetricsCollector::JobState& MetricsCollector::job(int message, TransportId transport) {
    return jobs_[pairKey(message, transport)];
}

MetricsCollector::DestinationState& MetricsCollector::destination(TransportId transport, NameId name) {
    return destinations_[pairKey(transport, name)];
}

void MetricsCollector::unmarkBlocker(int message, TransportId transport) {
    std::set<int>& blockers = transports_[static_cast<std::size_t>(transport)].blockers;
    if (blockers.erase(message) != 0 && blockers.empty())
        --transportsWithBlockers_;
}

// Starts or ends a stretch of time with a blocker job, after the blocker sets changed.
void MetricsCollector::setStalled(std::int64_t timeMs) {
    const bool stalled = transportsWithBlockers_ > 0;
    if (stalled && !stalled_)
        stalledSinceMs_ = timeMs;
    else if (!stalled && stalled_)
        stalledMs_ += timeMs - stalledSinceMs_;
    stalled_ = stalled;
}

void MetricsCollector::record(const TraceEvent& e) {
    lastMs_ = std::max(lastMs_, e.t);
    switch (e.type) {
    case EventType::Arrive:
        break; // arrival times come from the scenario
    case EventType::Activate: {
        MessageMetrics& message = messages_[static_cast<std::size_t>(e.message)];
        message.activationMs = e.t;
        if (message.deferredSinceMs >= 0) {
            message.deferredQueueMs += e.t - message.deferredSinceMs;
            message.deferredSinceMs = -1;
        }
        break;
    }
    case EventType::Preempt: {
        ++preemptions_;
        maxStackDepth_ = std::max(maxStackDepth_, e.level);
        JobState& preempting = job(e.message, e.transport);
        ++preempting.preempting;
        preempting.maxLevel = std::max(preempting.maxLevel, e.level);
        ++job(e.victim, e.transport).preempted;
        break;
    }
    case EventType::Select: {
        TransportState& transport = transports_[static_cast<std::size_t>(e.transport)];
        ++transport.slotCount;
        JobState& selected = job(e.message, e.transport);
        if (selected.selected++ == 0)
            selected.firstSlot = transport.slotCount;
        selected.lastSlot = transport.slotCount;
        ++destination(e.transport, e.dest).attempts;
        recipientAttempts_ = saturatedSum(recipientAttempts_, e.rcpts);
        inFlight_[e.seq] = {e.t, e.transport, e.message, e.dest, e.rcpts};
        break;
    }
    case EventType::Blocker: {
        ++blockerEpisodes_;
        std::set<int>& blockers = transports_[static_cast<std::size_t>(e.transport)].blockers;
        if (blockers.insert(e.message).second) {
            transportsWithBlockers_ += blockers.size() == 1 ? 1 : 0;
            blockerOn_[e.message].push_back(e.transport);
        }
        setStalled(e.t);
        break;
    }
    case EventType::Unblock: {
        std::set<int>& blockers = transports_[static_cast<std::size_t>(e.transport)].blockers;
        for (const int message : blockers) {
            std::vector<TransportId>& on = blockerOn_[message];
            on.erase(std::find(on.begin(), on.end(), e.transport));
            if (on.empty())
                blockerOn_.erase(message);
        }
        transportsWithBlockers_ -= blockers.empty() ? 0 : 1;
        blockers.clear();
        setStalled(e.t);
        break;
    }
    case EventType::Done: {
        const auto it = inFlight_.find(e.seq);
        if (it == inFlight_.end())
            break;
        const InFlight& d = it->second;
        TransportState& transport = transports_[static_cast<std::size_t>(d.transport)];
        transport.busyAgentMs += static_cast<double>(e.t - d.dispatchMs);
        lastDeliveryEndMs_ = std::max(lastDeliveryEndMs_, e.t);
        job(d.message, d.transport).completionMs = e.t;
        DestinationState& dest = destination(d.transport, d.dest);
        // The done event comes before the completion's feedback changes the queue's window.
        ++dest.completions;
        dest.failed += e.sent ? 0 : 1;
        dest.completionWindows += dest.window;
        dest.completionWindowsSquared += static_cast<double>(dest.window) * dest.window;
        dest.sent = saturatedSum(dest.sent, e.sentCount);
        dest.deferred = saturatedSum(dest.deferred, e.deferredCount);
        if (e.sentCount > 0) {
            std::int64_t& sent = transport.delays[e.t - config_->message(d.message).arrivalMs];
            sent = saturatedSum(sent, e.sentCount);
        }
        inFlight_.erase(it);
        break;
    }
    case EventType::Window:
    case EventType::Dead:
    case EventType::Alive:
    case EventType::Suspend:
    case EventType::Resume:
        break; // windows and deaths come from the queue changes
    case EventType::XDead:
    case EventType::XAlive:
    case EventType::Alloc:
    case EventType::Expire:
    case EventType::Scan:
        break;
    case EventType::DeferMsg: {
        MessageMetrics& message = messages_[static_cast<std::size_t>(e.message)];
        ++message.deferredVisits;
        message.deferredSinceMs = e.t;
        break;
    }
    case EventType::Defer: {
        DestinationState& dest = destination(e.transport, e.dest);
        dest.deferred = saturatedSum(dest.deferred, e.rcpts);
        break;
    }
    case EventType::Finish: {
        MessageMetrics& message = messages_[static_cast<std::size_t>(e.message)];
        message.completionMs = e.t;
        message.delayMs = e.t - message.arrivalMs;
        message.sent = e.sentCount;
        message.deferred = e.deferredCount;
        message.bounced = e.bouncedCount;
        if (const auto on = blockerOn_.find(e.message); on != blockerOn_.end()) {
            for (const TransportId transport : on->second)
                unmarkBlocker(e.message, transport);
            blockerOn_.erase(on);
        }
        setStalled(e.t);
        break;
    }
    case EventType::End:
        endDeferred_ = e.deferredCount;
        endBounced_ = e.bouncedCount;
        break;
    }
}

void MetricsCollector::queueChanged(TransportId transport, NameId name, QueueChange change, int window,
                                    std::int64_t timeMs) {
    lastMs_ = std::max(lastMs_, timeMs);
    DestinationState& d = destination(transport, name);
    if (d.exists) {
        const auto dt = static_cast<double>(timeMs - d.sinceMs);
        d.windowMs += d.window * dt;
        d.windowSquaredMs += static_cast<double>(d.window) * d.window * dt;
        d.existedMs += timeMs - d.sinceMs;
    }
    d.exists = change != QueueChange::Deleted;
    d.window = window < 0 ? 1 : window; // a suspended queue keeps its window of 1
    d.sinceMs = timeMs;
    if (change == QueueChange::Dead)
        ++d.dead;
}

RunMetrics MetricsCollector::result(const NameTable& names) const {
    RunMetrics r;
    r.endMs = lastMs_;
    r.lastDeliveryEndMs = lastDeliveryEndMs_;
    r.preemptions = preemptions_;
    r.maxStackDepth = maxStackDepth_;
    r.blockerEpisodes = blockerEpisodes_;
    r.stalledMs = stalledMs_ + (stalled_ ? r.endMs - stalledSinceMs_ : 0);

    r.messages = messages_;
    double messageDelayMs = 0;
    int completed = 0;
    for (const MessageMetrics& m : messages_) {
        if (m.completionMs >= 0) {
            messageDelayMs += static_cast<double>(m.delayMs);
            ++completed;
        }
    }
    r.messageDelayAvgS = completed == 0 ? 0.0 : messageDelayMs / completed / 1000.0;

    for (const auto& [key, j] : jobs_) {
        JobMetrics job;
        job.message = static_cast<int>(key >> 32);
        job.transport = static_cast<TransportId>(key & 0xffffffffu);
        job.selectedEntries = j.selected;
        job.inflation = j.selected == 0 ? 0.0
                                        : static_cast<double>(j.lastSlot - j.firstSlot + 1) /
                                              static_cast<double>(j.selected);
        job.completionMs = j.completionMs;
        job.timesPreempted = j.preempted;
        job.timesPreempting = j.preempting;
        job.maxStackLevel = j.maxLevel;
        r.jobs.push_back(job);
    }

    std::vector<double> busyMs(transports_.size(), 0);
    for (std::size_t t = 0; t < transports_.size(); ++t)
        busyMs[t] = transports_[t].busyAgentMs;
    for (const auto& [seq, d] : inFlight_)
        busyMs[static_cast<std::size_t>(d.transport)] += static_cast<double>(r.endMs - d.dispatchMs);

    double windowMs = 0;
    double windowSquaredMs = 0;
    double existedMs = 0; // every queue's lifetime: each up to 2^63 ms
    struct Completions {
        std::int64_t count = 0;
        double windows = 0;
        double windowsSquared = 0;
    };
    std::vector<Completions> completions(transports_.size());
    for (const auto& [key, d] : destinations_) {
        DestinationMetrics dest;
        dest.transport = static_cast<TransportId>(key >> 32);
        dest.name = names.name(static_cast<NameId>(key & 0xffffffffu));
        dest.attempts = d.attempts;
        dest.failed = d.failed;
        dest.sent = d.sent;
        dest.deferred = d.deferred;
        dest.deferRate = ratio(d.deferred, d.sent + d.deferred);
        dest.failuresPerRecipient = ratio(d.failed, d.sent + d.deferred);
        dest.deadCount = d.dead;
        double w = d.windowMs;
        double w2 = d.windowSquaredMs;
        dest.existedMs = d.existedMs;
        if (d.exists) {
            const auto dt = static_cast<double>(r.endMs - d.sinceMs);
            w += d.window * dt;
            w2 += static_cast<double>(d.window) * d.window * dt;
            dest.existedMs += r.endMs - d.sinceMs;
        }
        if (dest.existedMs > 0) {
            const auto span = static_cast<double>(dest.existedMs);
            dest.windowAvg = w / span;
            dest.windowSd = std::sqrt(std::max(0.0, w2 / span - dest.windowAvg * dest.windowAvg));
        }
        windowMs += w;
        windowSquaredMs += w2;
        existedMs += static_cast<double>(dest.existedMs);
        averageAndSd(d.completionWindows, d.completionWindowsSquared, d.completions, &dest.feedbackWindowAvg,
                     &dest.feedbackWindowSd);
        Completions& c = completions[static_cast<std::size_t>(dest.transport)];
        c.count += d.completions;
        c.windows += d.completionWindows;
        c.windowsSquared += d.completionWindowsSquared;
        r.deliveryAttempts += d.attempts;
        r.deadDeclarations += d.dead;
        r.sent = saturatedSum(r.sent, d.sent);
        r.deferrals = saturatedSum(r.deferrals, d.deferred);
        r.destinations.push_back(std::move(dest));
    }
    r.deferred = endDeferred_;
    r.bounced = endBounced_;
    r.recipientAttempts = recipientAttempts_;
    r.recipients = config_->totalRecipients();
    r.deferRate = ratio(r.deferrals, r.sent + r.deferrals);
    double deferredQueueMs = 0; // every message's time there: each up to 2^63 ms
    int deferredMessages = 0;
    for (MessageMetrics& m : r.messages) {
        if (m.deferredSinceMs >= 0) // still waiting at the end
            m.deferredQueueMs += r.endMs - m.deferredSinceMs;
        if (m.deferredVisits > 0) {
            deferredQueueMs += static_cast<double>(m.deferredQueueMs);
            ++deferredMessages;
        }
    }
    r.deferredQueueAvgS = deferredMessages == 0 ? 0.0 : deferredQueueMs / deferredMessages / 1000.0;
    if (existedMs > 0) {
        const double span = existedMs;
        r.concurrencyAvg = windowMs / span;
        r.concurrencySd =
            std::sqrt(std::max(0.0, windowSquaredMs / span - r.concurrencyAvg * r.concurrencyAvg));
    }

    std::map<std::int64_t, std::int64_t> allDelays;
    for (std::size_t t = 0; t < transports_.size(); ++t) {
        const TransportSettings& settings = config_->transports()[t];
        TransportMetrics transport;
        transport.name = settings.name;
        transport.maxproc = settings.maxproc;
        transport.busyAgentMs = busyMs[t];
        const double capacityMs = static_cast<double>(settings.maxproc) * static_cast<double>(r.endMs);
        transport.utilisation = capacityMs > 0 ? busyMs[t] / capacityMs : 0.0;
        transport.delay = delayStats(transports_[t].delays);
        averageAndSd(completions[t].windows, completions[t].windowsSquared, completions[t].count,
                     &transport.feedbackWindowAvg, &transport.feedbackWindowSd);
        for (const auto& [delayMs, count] : transports_[t].delays) {
            std::int64_t& all = allDelays[delayMs];
            all = saturatedSum(all, count);
        }
        r.transports.push_back(std::move(transport));
    }
    r.delay = delayStats(allDelays);
    return r;
}

} // namespace qmgrlab
