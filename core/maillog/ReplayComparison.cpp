// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayComparison: the replay's runs, their lines paired with the log's, the figures of b.
#include "core/maillog/ReplayComparison.h"

#include "core/common/Text.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/MaillogLines.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/whatif/VariantRun.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

namespace qmgrlab {

namespace {

constexpr std::int64_t kSecond = 1'000'000;

DeliveryStatus statusOf(std::string_view status) {
    if (status == "sent")
        return DeliveryStatus::Sent;
    if (status == "deferred")
        return DeliveryStatus::Deferred;
    if (status == "bounced")
        return DeliveryStatus::Bounced;
    return DeliveryStatus::Other;
}

// The simulated run's delivery lines, each put beside the logged line it pairs with.
class Pairing : public MaillogLines {
public:
    Pairing(const ReplayScenario& replay, ReplayRun& run)
        : replay_(replay), run_(run), seen_(replay.recipientCount(), 0) {
        run_.paired.assign(replay.lines.size(), SimulatedLine{});
    }

    void pickup(std::int64_t, std::string_view, int, std::string_view) override {}
    void cleanup(std::int64_t, std::string_view, std::string_view) override {}
    void activation(std::int64_t, std::string_view, std::string_view, std::int64_t, int) override {}
    void removed(std::int64_t, std::string_view) override {}
    void expired(std::int64_t, std::string_view, std::string_view) override {}
    void connectFailure(std::int64_t, std::string_view, std::string_view, int, std::string_view,
                        std::string_view) override {}
    void delivery(std::int64_t at, std::string_view, const DeliveryLine& line) override {
        const std::size_t g = replay_.firstRecipient[static_cast<std::size_t>(line.messageIndex)] +
                              static_cast<std::size_t>(line.recipientIndex);
        SimulatedLine simulated{at,
                                roundDelay(line.a),
                                roundDelay(line.b),
                                roundDelay(line.c) + roundDelay(line.d),
                                statusOf(line.status),
                                line.suspended};
        const std::size_t k = seen_[g]++;
        const std::size_t logged = replay_.firstLine[g] + k;
        if (logged < replay_.firstLine[g + 1]) {
            run_.paired[logged] = simulated;
            ++run_.pairedCount;
        } else {
            run_.extra.push_back({g, k, simulated});
        }
    }

private:
    const ReplayScenario& replay_;
    ReplayRun& run_;
    std::vector<std::size_t> seen_; // by recipient: simulated lines so far
};

// The value at quantile q (0..1) of sorted values by the nearest rank.
std::int64_t quantile(const std::vector<std::int64_t>& sorted, double q) {
    if (sorted.empty())
        return 0;
    const auto rank =
        static_cast<std::size_t>(std::max(1.0, std::ceil(q * static_cast<double>(sorted.size()))));
    return sorted[std::min(rank, sorted.size()) - 1];
}

DelaySpread spread(std::vector<std::int64_t>& values) {
    std::sort(values.begin(), values.end());
    DelaySpread result;
    result.count = values.size();
    result.median = quantile(values, 0.5);
    result.p95 = quantile(values, 0.95);
    result.max = values.empty() ? 0 : values.back();
    return result;
}

} // namespace

bool ReplayComparison::agrees(std::int64_t logged, std::int64_t simulated) {
    return std::llabs(simulated - logged) <= std::max(kSecond, logged / 10);
}

ReplayComparison::ReplayComparison(const ReplayScenario& replay,
                                   const std::vector<ParameterOverrides>& variants,
                                   const std::string& sourceName, const std::atomic<bool>* stop)
    : replay_(replay) {
    const std::size_t recipients = replay.recipientCount();
    destinationOf_.resize(recipients);
    messageOf_.resize(recipients);
    for (std::size_t m = 0; m + 1 < replay.firstRecipient.size(); ++m)
        for (std::size_t g = replay.firstRecipient[m]; g < replay.firstRecipient[m + 1]; ++g) {
            messageOf_[g] = m;
            const std::string& address = addressOf(g);
            destinationOf_[g] = lowerAscii(address.substr(address.rfind('@') + 1));
        }
    runs_.push_back(runOne(replay.scenario, "base", sourceName, stop));
    for (const ParameterOverrides& variant : variants)
        runs_.push_back(runOne(variantScenario(replay.scenario, variant), variantLabel(variant),
                               variantSourceName(sourceName, variant), stop));
    computeFigures();
}

const std::string& ReplayComparison::addressOf(std::size_t recipient) const {
    const std::size_t m = messageOf_[recipient];
    return replay_.scenario.messages[m].addresses[recipient - replay_.firstRecipient[m]];
}

ReplayRun ReplayComparison::runOne(const Scenario& scenario, std::string label, const std::string& sourceName,
                                   const std::atomic<bool>* stop) const {
    ReplayRun run;
    run.label = std::move(label);
    const auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(scenario, sourceName, RecipientTracking::Always));
    Pairing pairing(replay_, run);
    runSimulatedMaillog(config, pairing, nullptr, replay_.epoch, sourceName, stop);
    return run;
}

void ReplayComparison::computeFigures() {
    struct Values {
        std::uint64_t lines = 0;
        std::uint64_t beyond = 0;
        std::uint64_t within = 0;
        std::vector<std::int64_t> logged;
        std::vector<std::int64_t> simulated;
        std::vector<std::vector<std::int64_t>> variants;
    };
    const std::size_t variantCount = runs_.size() - 1;
    std::map<std::string, Values> byDestination;
    Values all;
    all.variants.resize(variantCount);
    const ReplayRun& base = runs_.front();
    for (std::size_t g = 0; g < replay_.recipientCount(); ++g) {
        Values& values = byDestination[destinationOf_[g]];
        values.variants.resize(variantCount);
        for (std::size_t i = replay_.firstLine[g]; i < replay_.firstLine[g + 1]; ++i) {
            for (Values* v : {&values, &all}) {
                ++v->lines;
                if (base.paired[i].at >= 0) {
                    v->logged.push_back(replay_.lines[i].b);
                    v->simulated.push_back(base.paired[i].b);
                    v->within += agrees(replay_.lines[i].b, base.paired[i].b) ? 1 : 0;
                }
                for (std::size_t k = 0; k < variantCount; ++k)
                    if (runs_[k + 1].paired[i].at >= 0)
                        v->variants[k].push_back(runs_[k + 1].paired[i].b);
            }
        }
    }
    for (const ExtraLine& extra : base.extra) {
        ++byDestination[destinationOf_[extra.recipient]].beyond;
        ++all.beyond;
    }
    auto figures = [](const std::string& destination, Values& values) {
        ReplayFigures f;
        f.destination = destination;
        f.lines = values.lines;
        f.paired = values.logged.size();
        f.beyond = values.beyond;
        f.within = values.within;
        f.logged = spread(values.logged);
        f.simulated = spread(values.simulated);
        for (std::vector<std::int64_t>& variant : values.variants)
            f.variants.push_back(spread(variant));
        return f;
    };
    whole_ = figures({}, all);
    destinations_.clear();
    for (auto& [destination, values] : byDestination)
        destinations_.push_back(figures(destination, values));
    std::stable_sort(destinations_.begin(), destinations_.end(),
                     [](const ReplayFigures& a, const ReplayFigures& b) { return a.lines > b.lines; });
}

} // namespace qmgrlab
