// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayCsv: a replay's lines, logged and simulated, as CSV.
#include "core/maillog/ReplayCsv.h"

#include "core/maillog/DelayText.h"
#include "core/maillog/LogTime.h"
#include "core/whatif/CsvText.h"

namespace qmgrlab {

namespace {

std::string clock(const ReplayScenario& replay, std::int64_t micros) {
    return formatLogClock(micros, replay.clockUtc, replay.clockOffsetMinutes, 6);
}

std::string statusName(DeliveryStatus status, bool suspended) {
    if (suspended)
        return "suspended";
    switch (status) {
    case DeliveryStatus::Sent:
        return "sent";
    case DeliveryStatus::Deferred:
        return "deferred";
    case DeliveryStatus::Bounced:
        return "bounced";
    case DeliveryStatus::Other:
        break;
    }
    return "other";
}

class Rows {
public:
    Rows(std::ostream& out, const ReplayComparison& comparison) : out_(out), comparison_(comparison) {}

    void header() {
        out_ << "queue_id,recipient,destination,logged_at,logged_b_s,simulated_b_s,attempt,logged_status,"
                "simulated_status,logged_a_s,simulated_a_s,logged_cd_s,simulated_cd_s,simulated_at";
        const auto& runs = comparison_.runs();
        for (std::size_t k = 1; k < runs.size(); ++k)
            out_ << ',' << csvField("simulated_b_s@" + runs[k].label);
        out_ << '\n';
    }

    // One row: the recipient g's line number (from 0), its logged line (or none), the simulated
    // lines of each run (or none).
    void row(std::size_t g, std::size_t number, const ReplayLine* logged,
             const std::vector<const SimulatedLine*>& simulated) {
        const ReplayScenario& replay = comparison_.replay();
        const SimulatedLine* base = simulated.front();
        line_.clear();
        line_ += csvField(replay.queueIds[comparison_.messageOf(g)]);
        line_ += ',';
        line_ += csvField(comparison_.addressOf(g));
        line_ += ',';
        line_ += csvField(comparison_.destinationOf(g));
        line_ += ',';
        if (logged != nullptr)
            line_ += clock(replay, logged->at);
        line_ += ',';
        if (logged != nullptr)
            appendDelay(line_, logged->b);
        line_ += ',';
        if (base != nullptr)
            appendDelay(line_, base->b);
        line_ += ',' + std::to_string(number + 1) + ',';
        if (logged != nullptr)
            line_ += statusName(logged->status, logged->suspended);
        line_ += ',';
        if (base != nullptr)
            line_ += statusName(base->status, base->suspended);
        line_ += ',';
        if (logged != nullptr)
            appendDelay(line_, logged->a);
        line_ += ',';
        if (base != nullptr)
            appendDelay(line_, base->a);
        line_ += ',';
        if (logged != nullptr)
            appendDelay(line_, logged->cd);
        line_ += ',';
        if (base != nullptr)
            appendDelay(line_, base->cd);
        line_ += ',';
        if (base != nullptr)
            line_ += clock(replay, base->at);
        for (std::size_t k = 1; k < simulated.size(); ++k) {
            line_ += ',';
            if (simulated[k] != nullptr)
                appendDelay(line_, simulated[k]->b);
        }
        line_ += '\n';
        out_.write(line_.data(), static_cast<std::streamsize>(line_.size()));
    }

private:
    std::ostream& out_;
    const ReplayComparison& comparison_;
    std::string line_;
};

} // namespace

void writeReplayCsv(std::ostream& out, const ReplayComparison& comparison) {
    const ReplayScenario& replay = comparison.replay();
    const auto& runs = comparison.runs();
    Rows rows(out, comparison);
    rows.header();
    std::vector<const SimulatedLine*> simulated(runs.size());
    for (std::size_t g = 0; g < replay.recipientCount(); ++g) {
        for (std::size_t i = replay.firstLine[g]; i < replay.firstLine[g + 1]; ++i) {
            for (std::size_t k = 0; k < runs.size(); ++k)
                simulated[k] = runs[k].paired[i].at >= 0 ? &runs[k].paired[i] : nullptr;
            rows.row(g, i - replay.firstLine[g], &replay.lines[i], simulated);
        }
    }
    std::fill(simulated.begin(), simulated.end(), nullptr);
    for (const ExtraLine& extra : runs.front().extra) {
        simulated.front() = &extra.line;
        rows.row(extra.recipient, extra.number, nullptr, simulated);
    }
}

} // namespace qmgrlab
