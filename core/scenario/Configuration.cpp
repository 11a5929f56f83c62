// SPDX-License-Identifier: GPL-3.0-or-later
// Configuration: resolves a validated scenario into global parameters, per-transport settings,
// next-hop behaviour and a compact per-message recipient plan.
#include "core/scenario/Configuration.h"

#include "core/common/Text.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/ScenarioError.h"
#include "core/scenario/ScenarioRules.h"
#include "core/scenario/TransportNames.h"

#include <algorithm>
#include <charconv>
#include <functional>
#include <stdexcept>
#include <unordered_map>
#include <utility>

namespace qmgrlab {

namespace {

std::string_view domainOf(std::string_view address) {
    const std::size_t at = address.rfind('@');
    return at == std::string_view::npos ? std::string_view{} : address.substr(at + 1);
}

const ParameterInfo& row(std::string_view name) {
    const ParameterInfo* info = findParameter(name);
    if (info == nullptr) {
        throw std::logic_error("qmgrlab: parameter table has no row " + std::string(name));
    }
    return *info;
}

// main.cf values with the lookup rules of SPEC section 1 (effectiveParameterValue), parsed.
class ParsedMainCf {
public:
    explicit ParsedMainCf(const Scenario& scenario)
        : sqrtReading_(scenario.historicalSqrtFeedback ? SqrtFeedback::HistoricalSqrt
                                                       : SqrtFeedback::Postfix3_12) {
        // Indexed once: a long main.cf is not searched for every parameter of every transport.
        for (const ParameterSetting& setting : scenario.mainCf) {
            settings_.emplace(setting.name, &setting);
        }
        find_ = [this](std::string_view name) -> const ParameterSetting* {
            const auto it = settings_.find(name);
            return it == settings_.end() ? nullptr : it->second;
        };
    }
    ParsedMainCf(const ParsedMainCf&) = delete;
    ParsedMainCf& operator=(const ParsedMainCf&) = delete;

    std::int64_t integer(std::string_view name, std::string_view transport = {}) const {
        const ParameterInfo& info = row(name);
        const std::string_view text = effectiveParameterValue(find_, info, transport);
        const std::optional<std::int64_t> parsed = info.kind == ParameterKind::Time
                                                       ? parseTimeValue(text, parameterTimeUnit(info))
                                                       : parseIntegerValue(text);
        if (!parsed) {
            throw std::logic_error("qmgrlab: unvalidated value for " + std::string(name));
        }
        return *parsed;
    }

    Feedback feedback(std::string_view name, std::string_view transport) const {
        const std::optional<Feedback> parsed =
            parseFeedbackValue(effectiveParameterValue(find_, row(name), transport), sqrtReading_);
        if (!parsed) {
            throw std::logic_error("qmgrlab: unvalidated value for " + std::string(name));
        }
        return *parsed;
    }

private:
    SqrtFeedback sqrtReading_;
    std::unordered_map<std::string_view, const ParameterSetting*> settings_;
    std::function<const ParameterSetting*(std::string_view)> find_;
};

// service: the transport's master.cf entry (its maxproc limit, its broken intervals), if the
// scenario gives one.
TransportSettings resolveTransport(const ParsedMainCf& cf, const ProcessLimit* service,
                                   const std::string& name) {
    TransportSettings t;
    t.name = name;
    auto asInt = [](std::int64_t v) { return static_cast<int>(v); };

    t.maxproc = service != nullptr && service->maxproc ? *service->maxproc
                                                       : asInt(cf.integer("default_process_limit"));
    if (service != nullptr) {
        t.broken = IntervalSet(service->broken);
    }

    t.slotCost = asInt(cf.integer("default_delivery_slot_cost", name));
    t.slotLoan = asInt(cf.integer("default_delivery_slot_loan", name));
    t.slotDiscount = asInt(cf.integer("default_delivery_slot_discount", name));
    t.loanFactor = 100 - t.slotDiscount;
    t.minimumSlots = asInt(cf.integer("default_minimum_delivery_slots", name));

    t.recipientLimit = asInt(cf.integer("default_recipient_limit", name));
    t.extraRecipientLimit = asInt(cf.integer("default_extra_recipient_limit", name));
    t.refillLimit = asInt(cf.integer("default_recipient_refill_limit", name));
    t.refillDelay = cf.integer("default_recipient_refill_delay", name);

    t.destinationRecipientLimit = asInt(cf.integer("default_destination_recipient_limit", name));
    t.concurrencyLimit = asInt(cf.integer("default_destination_concurrency_limit", name));
    t.destinationRateDelay = cf.integer("default_destination_rate_delay", name);
    t.transportRateDelay = cf.integer("default_transport_rate_delay", name);
    if (t.destinationRateDelay > 0) { // one delivery at a time to each destination
        t.concurrencyLimit = 1;
    }
    t.initialConcurrency = asInt(cf.integer("initial_destination_concurrency", name));
    if (t.concurrencyLimit != 0 && t.concurrencyLimit < t.initialConcurrency) {
        t.initialConcurrency = t.concurrencyLimit;
    }
    t.positiveFeedback = cf.feedback("default_destination_concurrency_positive_feedback", name);
    t.negativeFeedback = cf.feedback("default_destination_concurrency_negative_feedback", name);
    t.failedCohortLimit = asInt(cf.integer("default_destination_concurrency_failed_cohort_limit", name));
    return t;
}

} // namespace

std::int64_t DestinationBehaviour::upAgainAt(std::int64_t ms) const {
    if (down)
        return -1;
    return downIntervals.endOfIntervalAt(ms).value_or(ms);
}

std::vector<TimeInterval> DestinationBehaviour::downTimesUntil(std::int64_t untilMs) const {
    if (down)
        return {{0, untilMs}};
    std::vector<TimeInterval> result;
    for (TimeInterval stretch : downIntervals.intervals()) {
        if (stretch.startMs > untilMs)
            break;
        stretch.endMs = std::min(stretch.endMs, untilMs);
        result.push_back(stretch);
    }
    return result;
}

Configuration Configuration::fromScenario(Scenario scenario, const std::string& fileName,
                                          RecipientTracking tracking) {
    validateScenario(scenario, fileName);

    Configuration c;
    c.scenario_ = std::move(scenario);
    const Scenario& s = c.scenario_;
    const ParsedMainCf cf(s);

    c.activeLimit_ = static_cast<int>(cf.integer("qmgr_message_active_limit"));
    c.recipientLimit_ =
        std::max(static_cast<int>(cf.integer("qmgr_message_recipient_limit")), c.activeLimit_);
    c.recipientMinimum_ = static_cast<int>(cf.integer("qmgr_message_recipient_minimum"));
    c.minimalBackoff_ = cf.integer("minimal_backoff_time");
    c.maximalBackoff_ = cf.integer("maximal_backoff_time");
    c.queueRunDelay_ = cf.integer("queue_run_delay");
    c.maximalLifetime_ = cf.integer("maximal_queue_lifetime");
    c.bounceLifetime_ = std::min(cf.integer("bounce_queue_lifetime"), c.maximalLifetime_);
    c.transportRetry_ = cf.integer("transport_retry_time");

    // Destination entries by lower-cased domain; "*" supplies the defaults of every field.
    std::unordered_map<std::string, const DestinationSpec*> entries;
    const DestinationSpec* star = nullptr;
    std::string lower;
    for (const DestinationSpec& d : s.destinations) {
        if (d.domain == "*") {
            star = &d;
        }
        lowerAsciiInto(d.domain, lower);
        entries.emplace(lower, &d);
    }
    auto transportOf = [&](const DestinationSpec* d) -> std::string {
        if (d != nullptr && d->transport) {
            return *d->transport;
        }
        if (star != nullptr && star->transport) {
            return *star->transport;
        }
        return "smtp";
    };

    // Transports: every destination entry's and every master.cf service, sorted by name.
    const std::vector<std::string> names = transportNames(s);
    std::unordered_map<std::string_view, const ProcessLimit*> serviceOf; // the last entry of a name wins
    for (const ProcessLimit& service : s.masterCf) {
        serviceOf[service.transport] = &service;
    }
    c.transports_.reserve(names.size());
    for (const std::string& name : names) {
        const auto it = serviceOf.find(name);
        c.transports_.push_back(resolveTransport(cf, it == serviceOf.end() ? nullptr : it->second, name));
    }

    // A destination entry's down intervals and lists of users, sorted once however many next
    // hops share them (a "*" entry's are every unlisted domain's).
    struct EntryLists {
        IntervalSet downIntervals;
        LocalPartSet unknownUsers;
        LocalPartSet deferUsers;
    };
    std::unordered_map<const DestinationSpec*, EntryLists> entryLists;
    const auto lists = [&entryLists](const DestinationSpec* d) -> const EntryLists& {
        auto [it, added] = entryLists.try_emplace(d);
        if (added) {
            it->second.downIntervals = IntervalSet(d->downIntervals.value_or(std::vector<TimeInterval>{}));
            it->second.unknownUsers = LocalPartSet(d->unknownUsers.value_or(std::vector<std::string>{}));
            it->second.deferUsers = LocalPartSet(d->deferUsers.value_or(std::vector<std::string>{}));
        }
        return it->second;
    };

    // Next hops in first-appearance order, and the recipient plans.
    std::unordered_map<std::string, int> nexthopIndex;
    auto nexthopFor = [&](std::string_view domain) -> int {
        lowerAsciiInto(domain, lower);
        if (const auto it = nexthopIndex.find(lower); it != nexthopIndex.end()) {
            return it->second;
        }
        const auto found = entries.find(lower);
        const DestinationSpec* entry = found != entries.end() ? found->second : nullptr;
        if (entry == nullptr && star == nullptr) {
            throw ScenarioError(fileName, RuleText::verbatim("destinations"),
                                scenario_rules::uncoveredDomainRule(domain));
        }
        auto pick = [&](auto member, auto fallback) {
            if (entry != nullptr && (entry->*member)) {
                return *(entry->*member);
            }
            if (star != nullptr && (star->*member)) {
                return *(star->*member);
            }
            return fallback;
        };
        DestinationBehaviour b;
        b.nexthop = lower;
        b.transport = c.transportIndex(transportOf(entry != nullptr ? entry : star));
        b.deliveryMs = pick(&DestinationSpec::deliveryMs, std::int64_t{1000});
        b.perRcptMs = pick(&DestinationSpec::perRcptMs, std::int64_t{0});
        b.failMs = pick(&DestinationSpec::failMs, std::int64_t{10});
        b.serverLimit = static_cast<int>(pick(&DestinationSpec::serverLimit, std::int64_t{0}));
        // "down" is one field in either form: the entry's replaces the "*" entry's.
        const DestinationSpec* downFrom =
            entry != nullptr && (entry->down || entry->downIntervals) ? entry : star;
        if (downFrom != nullptr) {
            b.down = downFrom->down.value_or(false);
            b.downIntervals = lists(downFrom).downIntervals;
        }
        b.greylistMs = pick(&DestinationSpec::greylistMs, std::int64_t{0});
        // The lists of the entry that gives them, made once for all its next hops.
        const auto listsFrom = [&](auto member) {
            return entry != nullptr && (entry->*member) ? entry
                   : star != nullptr && (star->*member) ? star
                                                        : nullptr;
        };
        if (const DestinationSpec* from = listsFrom(&DestinationSpec::unknownUsers))
            b.unknownUsers = lists(from).unknownUsers;
        if (const DestinationSpec* from = listsFrom(&DestinationSpec::deferUsers))
            b.deferUsers = lists(from).deferUsers;
        if (b.decidesPerRecipient()) {
            c.tracksRecipients_ = true;
        }
        b.jitterMs = pick(&DestinationSpec::deliveryJitterMs, std::int64_t{0});
        const int index = static_cast<int>(c.nexthops_.size());
        c.nexthops_.push_back(std::move(b));
        nexthopIndex.emplace(lower, index);
        return index;
    };

    c.tracksRecipients_ = s.deferredQueue;
    c.plans_.reserve(s.messages.size());
    for (const MessageSpec& m : s.messages) {
        MessagePlan plan;
        if (!m.groups.empty()) {
            plan.groupStart.reserve(m.groups.size());
            plan.nexthopOfGroup.reserve(m.groups.size());
            for (const RecipientGroup& group : m.groups) {
                plan.groupStart.push_back(plan.recipientCount);
                const int nexthop = nexthopFor(group.domain);
                plan.nexthopOfGroup.push_back(nexthop);
                plan.recipientCount += group.count;
                if (c.largestGroup_.size() <= static_cast<std::size_t>(nexthop))
                    c.largestGroup_.resize(static_cast<std::size_t>(nexthop) + 1, 0);
                int& largest = c.largestGroup_[static_cast<std::size_t>(nexthop)];
                largest = std::max(largest, group.count);
            }
        } else {
            plan.nexthopOfAddress.reserve(m.addresses.size());
            for (const std::string& address : m.addresses) {
                plan.nexthopOfAddress.push_back(nexthopFor(domainOf(address)));
            }
            plan.recipientCount = static_cast<int>(m.addresses.size());
        }
        c.totalRecipients_ += plan.recipientCount;
        c.plans_.push_back(std::move(plan));
        if (!m.attempts.empty()) // the attempts are the recipients'
            c.tracksRecipients_ = true;
    }
    c.largestGroup_.resize(c.nexthops_.size(), 0);
    std::vector<int> byName(c.nexthops_.size());
    for (std::size_t i = 0; i < byName.size(); ++i)
        byName[i] = static_cast<int>(i);
    std::sort(byName.begin(), byName.end(), [&c](int a, int b) {
        return c.nexthops_[static_cast<std::size_t>(a)].nexthop <
               c.nexthops_[static_cast<std::size_t>(b)].nexthop;
    });
    c.nexthopRank_.assign(byName.size(), 0);
    for (std::size_t rank = 0; rank < byName.size(); ++rank)
        c.nexthopRank_[static_cast<std::size_t>(byName[rank])] = static_cast<int>(rank);
    if (tracking == RecipientTracking::Always)
        c.tracksRecipients_ = true;
    return c;
}

const TransportSettings* Configuration::findTransport(std::string_view name) const& {
    const int index = transportIndex(name);
    return index < 0 ? nullptr : &transports_[static_cast<std::size_t>(index)];
}

int Configuration::transportIndex(std::string_view name) const {
    const auto it =
        std::lower_bound(transports_.begin(), transports_.end(), name,
                         [](const TransportSettings& t, std::string_view n) { return t.name < n; });
    if (it == transports_.end() || it->name != name) {
        return -1;
    }
    return static_cast<int>(it - transports_.begin());
}

int Configuration::recipientCount(int message) const {
    return plans_[message].recipientCount;
}

namespace {

// The group holding recipient i: the last group whose start is <= i.
std::size_t groupOf(const std::vector<int>& groupStart, int i) {
    const auto it = std::upper_bound(groupStart.begin(), groupStart.end(), i);
    return static_cast<std::size_t>(it - groupStart.begin()) - 1;
}

} // namespace

std::string Configuration::recipientAddress(int message, int i) const {
    std::string address;
    appendRecipientAddress(message, i, address);
    return address;
}

int Configuration::appendRecipientAddress(int message, int i, std::string& out) const {
    const MessageSpec& m = scenario_.messages[message];
    const MessagePlan& plan = plans_[message];
    if (plan.groupStart.empty()) {
        out += m.addresses[i];
        return plan.nexthopOfAddress[i];
    }
    const std::size_t g = groupOf(plan.groupStart, i);
    const RecipientGroup& group = m.groups[g];
    char head[16]; // "r<N>@": two appends make the address
    head[0] = 'r';
    char* end = std::to_chars(head + 1, head + sizeof head - 1, i - plan.groupStart[g] + 1).ptr;
    *end++ = '@';
    out.append(head, end);
    out += group.domain;
    return plan.nexthopOfGroup[g];
}

int Configuration::groupAddressNumber(int message, int i) const {
    const MessagePlan& plan = plans_[message];
    if (plan.groupStart.empty()) {
        return 0;
    }
    return i - plan.groupStart[groupOf(plan.groupStart, i)] + 1;
}

int Configuration::recipientNexthop(int message, int i) const {
    const MessagePlan& plan = plans_[message];
    if (plan.groupStart.empty()) {
        return plan.nexthopOfAddress[i];
    }
    return plan.nexthopOfGroup[groupOf(plan.groupStart, i)];
}

} // namespace qmgrlab
