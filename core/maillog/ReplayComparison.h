// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayComparison: a replay's scenario run through the simulator (and each variant of it: the
// same day under other main.cf settings), its mail log lines (SimulatedMaillog, kept as numbers)
// paired with the logged ones, and the figures of the queue manager's delay b.
//
// Pairing: a recipient's lines are those of its delivery attempts and of its deferrals without a
// delivery, in order; the k-th simulated line of a recipient is paired with its k-th logged line.
// A logged line beyond the simulated ones (the run delivered it sooner, or stopped first) and a
// simulated line beyond the logged ones (the run needed more tries) stay unpaired and are counted.
//
// The base run stops at the log's last line, as the server's day did. A variant goes on past it
// until every logged recipient is finished (as many lines as logged, or sent or bounced), so
// that a variant slower than the server is seen slower, not cut at the log's end; what a run
// leaves undelivered when it ends is counted by recipient. The limits the replay inferred from
// the log (InferredLimit: lower bounds of the server's settings) do not hold a variant that asks
// for more: a variant that raises a transport's concurrency limit or shortens its rate delay
// takes an inferred maxproc up to that limit, and one that shortens an inferred rate delay drops
// the concurrency limit inferred under it (one delivery at a time was the delay's doing); each
// lift, and each inferred maxproc that still bounds the variant, is a note of the run.
// b is compared as Postfix logs it: the simulated b rounded as Postfix rounds (DelayText), against
// the logged b. A line agrees when the two differ by at most max(1 s, 10 % of the logged b).
// Figures over the paired lines: the logged and simulated b's median, 95th percentile and maximum
// (nearest rank), per destination (the recipient's domain; the busiest, most logged lines,
// first) and for the whole log.
#pragma once

#include "core/maillog/ReplayScenarioBuilder.h"
#include "core/whatif/ParameterOverrides.h"

#include <atomic>
#include <cstdint>
#include <string>
#include <vector>

namespace qmgrlab {

// One simulated line of a recipient, in microseconds (b rounded as Postfix logs it; a and c + d
// too). at < 0: no line (unpaired).
struct SimulatedLine {
    std::int64_t at = -1; // the log's clock
    std::int64_t a = 0;
    std::int64_t b = 0;
    std::int64_t cd = 0;
    DeliveryStatus status = DeliveryStatus::Other;
    bool suspended = false;
};

// A simulated line beyond the recipient's logged ones.
struct ExtraLine {
    std::size_t recipient = 0; // over all messages (ReplayScenario::firstLine's index)
    std::size_t number = 0;    // its place among the recipient's lines, from 0
    SimulatedLine line;
};

struct ReplayRun {
    std::string label;                 // "base", or the variant's settings
    std::vector<SimulatedLine> paired; // by logged line (ReplayScenario::lines)
    std::vector<ExtraLine> extra;
    std::uint64_t pairedCount = 0;
    // By recipient: whether the run finished it (gave it as many lines as the log does, or a
    // last one: sent or bounced). The others it left undelivered when it ended.
    std::vector<char> finished;
    std::uint64_t undelivered = 0;
    // A variant's: which of the replay's inferred limits it lifted, and which still hold it.
    std::vector<RuleText> notes;
};

// b over some lines: how many, and the median, 95th percentile and maximum (microseconds).
struct DelaySpread {
    std::uint64_t count = 0;
    std::int64_t median = 0;
    std::int64_t p95 = 0;
    std::int64_t max = 0;
};

struct ReplayFigures {
    std::string destination; // empty for the whole log
    std::uint64_t lines = 0; // logged
    std::uint64_t paired = 0;
    std::uint64_t beyond = 0; // the base run's simulated lines beyond the logged ones (unpaired)
    std::uint64_t within = 0; // paired lines whose b agrees
    DelaySpread logged;       // over the paired lines
    DelaySpread simulated;
    std::uint64_t recipients = 0;
    std::uint64_t undelivered = 0;                 // recipients the base run left undelivered
    std::vector<DelaySpread> variants;             // each variant's b over its lines paired with these
    std::vector<std::uint64_t> variantUndelivered; // each variant's recipients left undelivered
    double withinShare() const {
        return paired == 0 ? 0.0 : static_cast<double>(within) / static_cast<double>(paired);
    }
};

class ReplayComparison {
public:
    // Runs the scenario and each variant (checked ParameterOverrides) to their ends. Throws what a
    // run throws (ScenarioError for a run past the streamed step limit, std::bad_alloc; RunStopped
    // once stop, read as runSimulatedMaillog reads it, is set).
    ReplayComparison(const ReplayScenario& replay, const std::vector<ParameterOverrides>& variants,
                     const std::string& sourceName, const std::atomic<bool>* stop = nullptr);

    const ReplayScenario& replay() const { return replay_; }
    // The base run first, then the variants in the order given.
    const std::vector<ReplayRun>& runs() const { return runs_; }
    const ReplayFigures& whole() const { return whole_; }
    // By destination, the busiest first (ties by name).
    const std::vector<ReplayFigures>& destinations() const { return destinations_; }
    // The destination of recipient g (over all messages): its domain, lower-cased.
    const std::string& destinationOf(std::size_t recipient) const { return destinationOf_[recipient]; }
    // The message and address of recipient g.
    std::size_t messageOf(std::size_t recipient) const { return messageOf_[recipient]; }
    const std::string& addressOf(std::size_t recipient) const;

    // Whether simulated b agrees with logged b: within max(1 s, 10 % of logged).
    static bool agrees(std::int64_t logged, std::int64_t simulated);

private:
    ReplayRun runOne(const Scenario& scenario, std::string label, const std::string& sourceName,
                     bool untilDone, const std::atomic<bool>* stop) const;
    void computeFigures();

    const ReplayScenario& replay_;
    std::vector<ReplayRun> runs_;
    std::vector<std::string> destinationOf_; // by recipient
    std::vector<std::size_t> messageOf_;     // by recipient
    ReplayFigures whole_;
    std::vector<ReplayFigures> destinations_;
};

} // namespace qmgrlab
