// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayComparison: the replay's runs, their lines paired with the log's, the figures of b.
#include "core/maillog/ReplayComparison.h"

#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/maillog/DelayText.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/MaillogLines.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/TransportSettings.h"
#include "core/whatif/VariantRun.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <optional>
#include <set>

namespace qmgrlab {

namespace {

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
    Pairing(const ReplayScenario& replay, ReplayRun& run, bool untilDone)
        : replay_(replay), run_(run), seen_(replay.recipientCount(), 0), untilDone_(untilDone) {
        run_.paired.assign(replay.lines.size(), SimulatedLine{});
        run_.finished.assign(replay.recipientCount(), 0);
        for (std::size_t g = 0; g < replay.recipientCount(); ++g)
            if (replay.firstLine[g] == replay.firstLine[g + 1])
                run_.finished[g] = 1; // nothing logged: nothing to wait for
            else
                ++run_.undelivered;
    }

    bool finished() const override { return untilDone_ && run_.undelivered == 0; }

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
        const bool last = !line.suspended && (simulated.status == DeliveryStatus::Sent ||
                                              simulated.status == DeliveryStatus::Bounced);
        if (run_.finished[g] == 0 && (last || logged + 1 >= replay_.firstLine[g + 1])) {
            run_.finished[g] = 1;
            --run_.undelivered;
        }
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
    bool untilDone_;                // the run ends once every recipient is finished
};

const InferredLimit* inferredLimit(const ReplayScenario& replay, InferredLimit::Kind kind,
                                   const std::string& transport) {
    for (const InferredLimit& limit : replay.inferred)
        if (limit.kind == kind && limit.transport == transport)
            return &limit;
    return nullptr;
}

// The variant's scenario freed from the replay's inferred limits where it asks for more than they
// allow (ReplayComparison's header says how), and the notes that say what was lifted or holds.
std::vector<RuleText> liftInferredLimits(const ReplayScenario& replay, const ParameterOverrides& variant,
                                         Scenario& varied) {
    std::vector<RuleText> notes;
    if (replay.inferred.empty())
        return notes;
    const std::string label = variantLabel(variant);
    std::set<std::string> named;
    for (const ParameterSetting& setting : variant.settings())
        named.insert(setting.name);
    const Configuration base = Configuration::fromScenario(Scenario(replay.scenario), "replay");
    // A shorter rate delay than the inferred one: the concurrency seen under the delay (one at a
    // time) says nothing about the limit.
    for (const InferredLimit& rate : replay.inferred) {
        const InferredLimit* concurrency =
            inferredLimit(replay, InferredLimit::Kind::ConcurrencyLimit, rate.transport);
        if (rate.kind != InferredLimit::Kind::RateDelay || concurrency == nullptr ||
            named.count(concurrency->name()) != 0)
            continue;
        const std::string name = concurrency->name();
        const Configuration now = Configuration::fromScenario(Scenario(varied), "replay");
        const TransportSettings* was = base.findTransport(rate.transport);
        const TransportSettings* is = now.findTransport(rate.transport);
        if (was == nullptr || is == nullptr || is->destinationRateDelay >= was->destinationRateDelay)
            continue;
        std::erase_if(varied.mainCf,
                      [&name](const ParameterSetting& setting) { return setting.name == name; });
        const Configuration liftedConfig = Configuration::fromScenario(Scenario(varied), "replay");
        const TransportSettings* lifted = liftedConfig.findTransport(rate.transport);
        notes.push_back(RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "variant %1: %2 = %3 was inferred from deliveries one at a time under the "
                              "inferred rate delay of %4 s (%5), and a rate delay allows no more; with a "
                              "shorter one the variant takes the default concurrency limit %6 instead. Give "
                              "--main-cf, or vary %2=N, for the server's own."),
            label, name, concurrency->value, rate.value, rate.lines, lifted ? lifted->concurrencyLimit : 0));
    }
    // An inferred maxproc: raised to the concurrency limit of a variant that raises the
    // transport's concurrency or shortens its rate delay; said wherever it still bounds one.
    const Configuration now = Configuration::fromScenario(Scenario(varied), "replay");
    for (const InferredLimit& agents : replay.inferred) {
        if (agents.kind != InferredLimit::Kind::Maxproc || named.count(agents.name()) != 0)
            continue;
        const TransportSettings* was = base.findTransport(agents.transport);
        const TransportSettings* is = now.findTransport(agents.transport);
        // Only a variant that asks for more deliveries at once than the base (a higher or no
        // concurrency limit, a shorter rate delay) can be held by it where the base was not.
        const auto above = [](int limit, int than) { return than != 0 && (limit == 0 || limit > than); };
        if (was == nullptr || is == nullptr ||
            (!above(is->concurrencyLimit, was->concurrencyLimit) &&
             is->destinationRateDelay >= was->destinationRateDelay))
            continue;
        // With a rate delay one delivery at a time goes to each destination; 0 is no limit.
        const int wanted = is->destinationRateDelay > 0 ? 1 : is->concurrencyLimit;
        if (wanted > agents.value) {
            for (ProcessLimit& limit : varied.masterCf)
                if (limit.transport == agents.transport)
                    limit.maxproc = wanted;
            notes.push_back(
                RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "variant %1: maxproc %2 for %3 was inferred from the log (the most of its "
                             "deliveries in flight at once: %4), a lower bound of the server's; the "
                             "variant takes it up to %5, its concurrency limit, and %5 still bounds all "
                             "of %3's destinations together. Give --master-cf, or vary %3/unix/maxproc=N, "
                             "for the server's own."),
                         label, agents.value, agents.transport, agents.lines, wanted));
        } else {
            notes.push_back(
                RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "variant %1: maxproc %2 for %3 was inferred from the log (the most of its "
                             "deliveries in flight at once: %4), a lower bound of the server's, and still "
                             "bounds all of %3's destinations together. Give --master-cf, or vary "
                             "%3/unix/maxproc=N, for the server's own."),
                         label, agents.value, agents.transport, agents.lines));
        }
    }
    return notes;
}

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
    return std::llabs(simulated - logged) <= std::max(kMicrosPerSecond, logged / 10);
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
            destinationOf_[g] = lowerDomainOf(addressOf(g));
        }
    runs_.push_back(runOne(replay.scenario, "base", sourceName, false, stop));
    for (const ParameterOverrides& variant : variants) {
        Scenario varied = variantScenario(replay.scenario, variant);
        std::vector<RuleText> notes = liftInferredLimits(replay, variant, varied);
        varied.stopMs.reset(); // on past the log's end until its recipients are finished
        runs_.push_back(
            runOne(varied, variantLabel(variant), variantSourceName(sourceName, variant), true, stop));
        runs_.back().notes = std::move(notes);
    }
    computeFigures();
}

const std::string& ReplayComparison::addressOf(std::size_t recipient) const {
    const std::size_t m = messageOf_[recipient];
    return replay_.scenario.messages[m].addresses[recipient - replay_.firstRecipient[m]];
}

ReplayRun ReplayComparison::runOne(const Scenario& scenario, std::string label, const std::string& sourceName,
                                   bool untilDone, const std::atomic<bool>* stop) const {
    ReplayRun run;
    run.label = std::move(label);
    const auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(scenario, sourceName, RecipientTracking::Always));
    Pairing pairing(replay_, run, untilDone);
    runSimulatedMaillog(config, pairing, nullptr, replay_.epoch, sourceName, stop);
    return run;
}

void ReplayComparison::computeFigures() {
    struct Values {
        std::uint64_t lines = 0;
        std::uint64_t beyond = 0;
        std::uint64_t within = 0;
        std::uint64_t recipients = 0;
        std::vector<std::uint64_t> undelivered; // base first, then the variants
        std::vector<std::int64_t> logged;
        std::vector<std::int64_t> simulated;
        std::vector<std::vector<std::int64_t>> variants;
    };
    const std::size_t variantCount = runs_.size() - 1;
    std::map<std::string, Values> byDestination;
    Values all;
    all.variants.resize(variantCount);
    all.undelivered.resize(runs_.size());
    const ReplayRun& base = runs_.front();
    for (std::size_t g = 0; g < replay_.recipientCount(); ++g) {
        Values& values = byDestination[destinationOf_[g]];
        values.variants.resize(variantCount);
        values.undelivered.resize(runs_.size());
        for (Values* v : {&values, &all}) {
            ++v->recipients;
            for (std::size_t k = 0; k < runs_.size(); ++k)
                v->undelivered[k] += runs_[k].finished[g] == 0 ? 1 : 0;
        }
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
        f.recipients = values.recipients;
        f.undelivered = values.undelivered.front();
        for (std::vector<std::int64_t>& variant : values.variants)
            f.variants.push_back(spread(variant));
        f.variantUndelivered.assign(values.undelivered.begin() + 1, values.undelivered.end());
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
