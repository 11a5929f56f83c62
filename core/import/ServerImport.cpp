// SPDX-License-Identifier: GPL-3.0-or-later
// ServerImport: combines main.cf, master.cf, postqueue -j output and a transport map into a
// scenario, with the ignored parameters and the notes on assumed defaults.
#include "core/import/ServerImport.h"

#include "core/common/Text.h"
#include "core/import/ConfigLines.h"
#include "core/import/MasterCf.h"
#include "core/import/PostfixConfigFile.h"
#include "core/import/PostqueueJson.h"
#include "core/import/TransportMap.h"
#include "core/scenario/Backoff.h"
#include "core/scenario/InputFile.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/ScenarioError.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace qmgrlab {

namespace {

// The delivery transports of Postfix's stock master.cf, assumed when no master.cf is given.
constexpr std::array<std::string_view, 5> kStockTransports = {"smtp", "relay", "local", "virtual", "lmtp"};

// What the import assumes about every destination (SPEC's defaults, written out).
constexpr std::int64_t kAssumedDeliveryMs = 1000;
constexpr std::int64_t kAssumedFailMs = 10;

constexpr const char* kNotSimulated =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "not a parameter the simulation uses");

// The queue manager's retry settings: a server that sets one of them asks for the deferred queue.
constexpr std::array<std::string_view, 5> kRetryParameters = {"minimal_backoff_time", "maximal_backoff_time",
                                                              "queue_run_delay", "maximal_queue_lifetime",
                                                              "bounce_queue_lifetime"};

// "FILE line N", where an ignored setting or a note comes from; the joining pattern is
// punctuation, not for translation.
RuleText filePlace(const std::string& file, int line) {
    return RuleText("%1 %2", file, linePlace(line));
}

// items[begin, end) as "a, b, c", joined in halves so that the nesting stays shallow.
RuleText joinWithCommas(const std::vector<RuleText>& items, std::size_t begin, std::size_t end) {
    if (end - begin == 1) {
        return items[begin];
    }
    const std::size_t middle = begin + (end - begin) / 2;
    return RuleText("%1, %2", joinWithCommas(items, begin, middle), joinWithCommas(items, middle, end));
}

std::vector<std::string> splitList(std::string_view text) {
    std::vector<std::string> items;
    std::size_t i = 0;
    while ((i = text.find_first_not_of(" \t,", i)) != std::string_view::npos) {
        const std::size_t end = text.find_first_of(" \t,", i);
        items.emplace_back(text.substr(i, end == std::string_view::npos ? std::string_view::npos : end - i));
        i = end;
    }
    return items;
}

// The text before the first ':' that is not inside ${...} or $(...): the transport of a
// "transport:nexthop" value.
std::string_view beforeNexthop(std::string_view value) {
    int depth = 0;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '{' || value[i] == '(') {
            ++depth;
        } else if ((value[i] == '}' || value[i] == ')') && depth > 0) {
            --depth;
        } else if (value[i] == ':' && depth == 0) {
            return value.substr(0, i);
        }
    }
    return value;
}

// Domains of a main.cf domain list: exact names and ".parent" forms that match subdomains.
// A domain is looked up once per '.' in it, whatever the length of the list.
struct DomainList {
    std::unordered_set<std::string> exact;
    std::unordered_set<std::string> parents; // with the leading '.'

    bool matches(const std::string& domain) const {
        if (exact.count(domain) != 0) {
            return true;
        }
        if (parents.empty()) {
            return false;
        }
        for (std::size_t dot = domain.find('.', 1); dot != std::string::npos;
             dot = domain.find('.', dot + 1)) {
            if (parents.count(domain.substr(dot)) != 0) {
                return true;
            }
        }
        return false;
    }
};

// Why a transport map key is not an exact domain, which is all the import routes by (a
// pattern with %1 for the key), or nullptr for an exact domain.
const char* inexactTransportKey(std::string_view key) {
    if (key == "*") {
        return QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                 "the entry %1 (every other domain) is left out: the import routes the "
                                 "domains no entry names by default_transport.");
    }
    if (key.front() == '/' || key.front() == '!') {
        return QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                 "the entry %1 is a regular expression; the import reads exact domains "
                                 "only and leaves it out.");
    }
    if (key.front() == '.') {
        return QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                 "the entry %1 matches subdomains; the import reads exact domains only and "
                                 "leaves it out.");
    }
    if (key.find('@') != std::string_view::npos) {
        return QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                 "the entry %1 is for addresses, not a whole domain; the import reads exact "
                                 "domains only and leaves it out.");
    }
    return nullptr;
}

// A transport chosen by a main.cf parameter (or its Postfix default), checked when first used.
struct RoutingChoice {
    RuleText parameter; // the main.cf parameter, or the transport map entry
    std::string transport;
    std::string file; // where it is set; empty for Postfix's default
    RuleText place;   // "line N"
    bool checked = false;
};

struct Import {
    const ImportSources& sources;
    std::string mainName;
    std::string masterName;
    PostfixConfigFile mainCf;
    std::optional<MasterCf> master;
    std::vector<std::string> transports;          // the delivery transports known
    std::unordered_set<std::string> transportSet; // the same, for lookups
    std::unordered_set<std::string> ignoredNames;
    ImportResult result;
    // The first retry setting met ("main.cf line 7", its name), which turns the deferred queue on.
    std::optional<std::pair<RuleText, std::string>> retrySetting;
    std::vector<ParameterSetting> settings;                    // applied, not yet stored
    std::unordered_map<std::string, std::size_t> settingIndex; // name -> settings index

    explicit Import(const ImportSources& s)
        : sources(s), mainName(s.mainCf ? s.mainCf->path : "main.cf"),
          masterName(s.masterCf ? s.masterCf->path : "master.cf"),
          mainCf(s.mainCf ? std::string_view(s.mainCf->text) : std::string_view{}, mainName) {}

    bool knownTransport(std::string_view name) const { return transportSet.count(std::string(name)) != 0; }

    void ignore(const std::string& name, RuleText place, RuleText reason) {
        if (ignoredNames.insert(name).second) {
            result.ignored.push_back(IgnoredParameter{name, std::move(place), std::move(reason)});
        }
    }

    // Why a transport cannot be used: the delivery agents known have none of that name.
    RuleText noDeliveryAgent(const std::string& transport, const std::string& masterFile) const {
        return master ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "there is no delivery agent %1 in %2"),
                                 transport, masterFile)
                      : RuleText(QT_TRANSLATE_NOOP(
                                     "qmgrlab::Rules",
                                     "there is no delivery agent %1 among Postfix's stock transports"),
                                 transport);
    }

    // Applies one setting through MainCf's checks; value is expanded only when it is used.
    template <typename Expand>
    void apply(const std::string& name, const std::string& file, int line, Expand expand) {
        const std::optional<ParameterName> resolved = resolveParameterName(name);
        if (!resolved) {
            ignore(name, filePlace(file, line),
                   name == "defer_transports"
                       ? RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules",
                             "holding a transport's mail until an administrator flushes it is outside the "
                             "simulation: every transport delivers"))
                       : RuleText(kNotSimulated));
            return;
        }
        if (!resolved->transport.empty() && !knownTransport(resolved->transport)) {
            ignore(name, filePlace(file, line), noDeliveryAgent(resolved->transport, "master.cf"));
            return;
        }
        const std::string value = expand();
        // Postfix refuses an empty number or time ("bad numerical configuration") rather than
        // taking the default: so does the import (an empty value would otherwise mean "unset").
        if (value.empty() && resolved->info->kind != ParameterKind::Feedback) {
            throw ScenarioError(
                file, linePlace(line),
                RuleText("%1 = %2: %3", nameForMessage(name), quoteForMessage(value, '"'),
                         RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                    "the value is empty; Postfix refuses an empty number "
                                                    "rather than taking the default"))));
        }
        // Checked on a scratch scenario (MainCf's rules), kept in settings: the scenario's own
        // list is searched name by name, which a main.cf of many names would make quadratic.
        Scenario scratch;
        if (RuleText rule = setMainCfParameter(scratch, name, value); !rule.empty()) {
            throw ScenarioError(
                file, linePlace(line),
                RuleText("%1 = %2: %3", nameForMessage(name), quoteForMessage(value, '"'), std::move(rule)));
        }
        if (!retrySetting &&
            std::find(kRetryParameters.begin(), kRetryParameters.end(), name) != kRetryParameters.end()) {
            retrySetting.emplace(filePlace(file, line), name);
        }
        const auto [it, added] = settingIndex.emplace(name, settings.size());
        if (scratch.mainCf.empty()) { // an empty feedback value: Postfix's default
            if (!added) {
                settings[it->second].name.clear(); // dropped when the settings are stored
            }
            settingIndex.erase(name);
        } else if (added) {
            settings.push_back(std::move(scratch.mainCf.front()));
        } else {
            settings[it->second] = std::move(scratch.mainCf.front());
        }
    }

    // The settings applied so far, into the scenario (in order of first appearance).
    void storeSettings() {
        for (ParameterSetting& setting : settings) {
            if (!setting.name.empty()) {
                result.scenario.mainCf.push_back(std::move(setting));
            }
        }
        settings.clear();
        settingIndex.clear();
    }

    // usedBy: the domains the choice routes. The joining patterns are punctuation.
    void check(RoutingChoice& choice, const RuleText& usedBy) {
        if (choice.checked) {
            return;
        }
        const RuleText what("%1 (%2)", choice.parameter, usedBy);
        const std::string file = choice.file.empty() ? mainName : choice.file;
        const RuleText place = choice.file.empty()
                                   ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "Postfix's default"))
                                   : choice.place;
        if (!isValidTransportName(choice.transport)) {
            throw ScenarioError(
                file, place,
                RuleText("%1: %2", what,
                         RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                    "the transport %1 cannot be simulated: a transport "
                                                    "name is letters, digits, _, - and ., and not retry "
                                                    "or error"),
                                  quoteForMessage(choice.transport, '"'))));
        }
        if (!knownTransport(choice.transport)) {
            throw ScenarioError(
                file, place,
                RuleText("%1: %2", what,
                         noDeliveryAgent(quoteForMessage(choice.transport, '"'), masterName)));
        }
        choice.checked = true;
    }

    RoutingChoice routing(const std::string& parameter, const std::string& fallback) {
        const PostfixConfigFile::Entry* entry = mainCf.find(parameter);
        if (!entry) {
            return RoutingChoice{RuleText::verbatim(parameter), fallback, {}, {}};
        }
        RuleText place = linePlace(entry->line);
        std::string transport = *mainCf.expandText(beforeNexthop(entry->value), mainName, place);
        transport = transport.substr(0, transport.find(':'));
        return RoutingChoice{RuleText::verbatim(parameter), transport, mainName, std::move(place)};
    }

    DomainList domainList(const std::string& parameter) {
        DomainList list;
        const PostfixConfigFile::Entry* entry = mainCf.find(parameter);
        if (!entry) {
            return list;
        }
        const RuleText place = filePlace(mainName, entry->line);
        for (const std::string& element : splitList(entry->value)) {
            std::string missing;
            const std::optional<std::string> expanded =
                mainCf.expandText(element, mainName, linePlace(entry->line), &missing);
            if (!expanded) {
                result.notes.push_back(
                    RuleText("%1: %2: %3", place, parameter,
                             RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                        "$%1 is not set, so %2 is left out of the list."),
                                      missing, quoteForMessage(element, '"'))));
                continue;
            }
            for (const std::string& item : splitList(*expanded)) {
                if (item.find_first_of("/:") != std::string::npos) {
                    result.notes.push_back(RuleText(
                        "%1: %2: %3", place, parameter,
                        RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                   "the lookup table %1 cannot be read by the import and is "
                                                   "left out; use a transport map for its domains."),
                                 quoteForMessage(item, '"'))));
                } else if (item.front() == '.') {
                    list.parents.insert(lowerAscii(item));
                } else {
                    list.exact.insert(lowerAscii(item));
                }
            }
        }
        return list;
    }

    void readTransports() {
        if (!master) {
            transports.assign(kStockTransports.begin(), kStockTransports.end());
            transportSet.insert(transports.begin(), transports.end());
            result.notes.push_back(stockMasterCfNote());
            return;
        }
        for (const MasterService& service : master->deliveryAgents) {
            if (!isValidTransportName(service.name)) {
                result.notes.push_back(RuleText(
                    "%1: %2", filePlace(masterName, service.line),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the service %1 is Postfix-internal (or not "
                                                                 "a transport name) and is not simulated."),
                             quoteForMessage(service.name, '"'))));
                continue;
            }
            transports.push_back(service.name);
            transportSet.insert(service.name);
            if (service.maxproc) {
                ProcessLimit limit;
                limit.transport = service.name;
                limit.maxproc = *service.maxproc;
                result.scenario.masterCf.push_back(std::move(limit));
            }
        }
    }

    void readParameters() {
        for (const PostfixConfigFile::Entry& entry : mainCf.entries()) {
            static constexpr std::array<std::string_view, 7> kRouting = {
                "default_transport", "relay_transport",         "local_transport", "virtual_transport",
                "mydestination",     "virtual_mailbox_domains", "relay_domains"};
            if (std::find(kRouting.begin(), kRouting.end(), entry.name) != kRouting.end()) {
                continue;
            }
            apply(entry.name, mainName, entry.line, [&] { return mainCf.expandedValue(entry); });
        }
        if (!master) {
            storeSettings();
            return;
        }
        // The queue manager reads its parameters from main.cf and from its own service's -o;
        // a delivery agent's -o never reaches it.
        for (const ServiceOverride& o : master->qmgrOverrides) {
            apply(o.name, masterName, master->qmgrLine,
                  [&] { return *mainCf.expandText(o.value, masterName, linePlace(master->qmgrLine)); });
        }
        storeSettings();
        std::vector<RuleText> defaultLimited; // "NAME (line N)"
        for (const MasterService& service : master->deliveryAgents) {
            for (const ServiceOverride& o : service.overrides) {
                const std::optional<ParameterName> resolved = resolveParameterName(o.name);
                if (!resolved) {
                    ignore(o.name, filePlace(masterName, service.line), RuleText(kNotSimulated));
                    continue;
                }
                // What the queue manager would read instead: the transport's own main.cf form of a
                // per-transport parameter (slow_destination_rate_delay for -o
                // default_destination_rate_delay on the slow service), else the name itself.
                const std::string instead =
                    !resolved->info->transportSuffix.empty() && isValidTransportName(service.name)
                        ? transportParameterName(*resolved->info, service.name)
                        : std::string(resolved->info->name);
                ignore(o.name, filePlace(masterName, service.line),
                       RuleText(QT_TRANSLATE_NOOP(
                                    "qmgrlab::Rules",
                                    "the queue manager reads it only from main.cf and from the qmgr "
                                    "service's -o, so a delivery agent's -o has no effect on the server "
                                    "either (the queue manager's setting is %1 in main.cf)"),
                                instead));
            }
            if (!service.maxproc && isValidTransportName(service.name)) {
                defaultLimited.emplace_back("%1 (%2)", service.name, linePlace(service.line));
            }
        }
        if (!defaultLimited.empty()) {
            noteDefaultLimited(joinWithCommas(defaultLimited, 0, defaultLimited.size()));
        }
    }

    // A time parameter's value in seconds, as the scenario now sets it.
    std::int64_t parameterSeconds(std::string_view name) const {
        const ParameterInfo& info = *findParameter(name);
        return *parseTimeValue(effectiveParameterValue(result.scenario, info, {}), parameterTimeUnit(info));
    }

    // The deferred queue: on with deferred mail in the listing (see readQueue) or a retry
    // setting in main.cf or qmgr's -o; the note says which.
    void noteDeferredQueue(bool fromListing) {
        if (!fromListing && retrySetting) {
            result.scenario.deferredQueue = true;
        }
        if (!result.scenario.deferredQueue) {
            return;
        }
        const RuleText effect(QT_TRANSLATE_NOOP(
            "qmgrlab::Rules", "recipients deferred in the run wait there and are tried again after their "
                              "backoff until maximal_queue_lifetime, as on the server"));
        result.notes.push_back(
            fromListing
                ? RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                             "The deferred queue is on: the listing has deferred mail; %1."),
                           effect)
                : RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "The deferred queue is on: %1 sets %2; %3."),
                           retrySetting->first, retrySetting->second, effect));
    }

    void noteDefaultLimited(const RuleText& services) {
        const std::string_view limit =
            effectiveParameterValue(result.scenario, *findParameter("default_process_limit"), {});
        result.notes.push_back(
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1: maxproc - (default_process_limit, %2) for %3."),
                     masterName, limit, services));
    }

    void readQueue() {
        std::vector<TransportRoute> routes;
        if (sources.transportMap) {
            routes = parseTransportMap(sources.transportMap->text, sources.transportMap->path);
        }
        std::unordered_map<std::string, RoutingChoice> mapped;
        for (const TransportRoute& route : routes) {
            if (const char* rule = inexactTransportKey(route.domain)) {
                result.notes.push_back(RuleText("%1: %2", filePlace(sources.transportMap->path, route.line),
                                                RuleText(rule, quoteForMessage(route.domain, '"'))));
                continue;
            }
            RoutingChoice choice{RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "transport map entry %1"),
                                          cutForMessage(route.domain)),
                                 route.transport, sources.transportMap->path, linePlace(route.line)};
            check(choice,
                  RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "for %1"), cutForMessage(route.domain)));
            mapped.emplace(route.domain, std::move(choice));
        }
        RoutingChoice defaultChoice = routing("default_transport", "smtp");
        RoutingChoice relayChoice = routing("relay_transport", "relay");
        RoutingChoice localChoice = routing("local_transport", "local");
        RoutingChoice virtualChoice = routing("virtual_transport", "virtual");
        const DomainList local = domainList("mydestination");
        const DomainList virtualDomains = domainList("virtual_mailbox_domains");
        const DomainList relay = domainList("relay_domains");
        check(defaultChoice, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "every other domain")));

        Scenario& scenario = result.scenario;
        DestinationSpec star;
        star.domain = "*";
        star.transport = defaultChoice.transport;
        star.deliveryMs = kAssumedDeliveryMs;
        star.perRcptMs = 0;
        star.serverLimit = 0;
        star.failMs = kAssumedFailMs;
        star.down = false;
        scenario.destinations.push_back(std::move(star));
        std::unordered_set<std::string> seen;
        // A recipient domain's destination, with the transport the rules above choose.
        auto route = [&](const std::string& domain) {
            if (!seen.insert(domain).second) {
                return;
            }
            RoutingChoice* choice = &defaultChoice;
            if (auto it = mapped.find(domain); it != mapped.end()) {
                choice = &it->second;
            } else if (local.matches(domain)) {
                choice = &localChoice;
            } else if (virtualDomains.matches(domain)) {
                choice = &virtualChoice;
            } else if (relay.matches(domain)) {
                choice = &relayChoice;
            }
            check(*choice, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "for %1"), domain));
            DestinationSpec destination;
            destination.domain = domain;
            destination.transport = choice->transport;
            scenario.destinations.push_back(std::move(destination));
        };
        for (const std::string& domain : sources.domains) {
            route(lowerAscii(domain));
        }
        if (!sources.queue) {
            return;
        }
        PostqueueContents queue = parsePostqueueJson(sources.queue->text, sources.queue->path);
        std::stable_sort(
            queue.messages.begin(), queue.messages.end(),
            [](const QueuedMessage& a, const QueuedMessage& b) { return a.arrivalTime < b.arrivalTime; });
        const std::int64_t oldest = queue.messages.empty() ? 0 : queue.messages.front().arrivalTime;
        // The listing's time, as far as the listing tells: its newest arrival. A deferred
        // message waits until the retry time its age at that moment gives, as if the queue
        // manager had just deferred it (SPEC's backoff: the age within the two backoff times).
        const std::int64_t listed = queue.messages.empty() ? 0 : queue.messages.back().arrivalTime - oldest;
        const std::int64_t minimalBackoff = parameterSeconds("minimal_backoff_time");
        const std::int64_t maximalBackoff = parameterSeconds("maximal_backoff_time");
        int deferred = 0;
        std::int64_t latestRetry = 0;  // the latest deferred_until_ms, in seconds
        std::int64_t latestWanted = 0; // the latest retry time the ages give, before the cut
        for (const QueuedMessage& message : queue.messages) {
            const std::int64_t seconds = message.arrivalTime - oldest;
            if (seconds > kIntMax / 1000) {
                throw ScenarioError(
                    sources.queue->path, linePlace(message.line),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "arrival_time is %1 s after the oldest message's; a "
                                               "scenario's clock reaches at most %2 s (24 days)"),
                             seconds, kIntMax / 1000));
            }
            MessageSpec spec;
            spec.id = message.id;
            spec.arrivalMs = seconds * 1000;
            spec.groups = message.groups;
            if (message.queueName == "deferred") {
                ++deferred;
                const Backoff backoff = Backoff::of(listed - seconds, minimalBackoff, maximalBackoff);
                // Kept within the scenario clock's range (24 days); the note says so when it cut.
                const std::int64_t retry = std::min(listed + backoff.seconds, kIntMax / 1000);
                spec.deferredUntilMs = retry * 1000;
                latestRetry = std::max(latestRetry, retry);
                latestWanted = std::max(latestWanted, listed + backoff.seconds);
            }
            scenario.messages.push_back(std::move(spec));
            for (const RecipientGroup& group : message.groups) {
                route(group.domain);
            }
        }
        // A pattern for one message and one for any other count.
        const std::size_t count = scenario.messages.size();
        result.notes.push_back(
            count == 1
                ? RuleText(QT_TRANSLATE_NOOP(
                      "qmgrlab::Rules", "1 message is handed to the queue manager at their arrival times, "
                                        "counted from the oldest; their recipients are counted by domain "
                                        "(addresses are not copied) and message sizes are not simulated."))
                : RuleText(
                      QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "%1 messages are handed to the queue manager at their arrival "
                                        "times, counted from the oldest; their recipients are counted by "
                                        "domain (addresses are not copied) and message sizes are not "
                                        "simulated."),
                      count));
        if (deferred > 0) {
            scenario.deferredQueue = true;
            // A pattern for one message and one for any other count.
            result.notes.push_back(
                deferred == 1 ? RuleText(QT_TRANSLATE_NOOP(
                                             "qmgrlab::Rules",
                                             "1 message came from the deferred queue: it arrives in the "
                                             "deferred queue and waits for the retry time its age gives at "
                                             "the listing's time, taken as the newest arrival (%1 s): that "
                                             "time plus its age, kept within minimal_backoff_time %2 s .. "
                                             "maximal_backoff_time %3 s (its deferred_until_ms, %4 s)."),
                                         listed, minimalBackoff, maximalBackoff, latestRetry)
                              : RuleText(QT_TRANSLATE_NOOP(
                                             "qmgrlab::Rules",
                                             "%1 messages came from the deferred queue: each arrives in the "
                                             "deferred queue and waits for the retry time its age gives at "
                                             "the listing's time, taken as the newest arrival (%2 s): that "
                                             "time plus its age, kept within minimal_backoff_time %3 s .. "
                                             "maximal_backoff_time %4 s (its deferred_until_ms; the latest "
                                             "is %5 s)."),
                                         deferred, listed, minimalBackoff, maximalBackoff, latestRetry));
            if (latestWanted > latestRetry) {
                result.notes.push_back(RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                      "A retry time past the end of the scenario clock is cut to that end, "
                                      "%1 s: the latest the ages give is %2 s."),
                    latestRetry, latestWanted));
            }
        }
        if (queue.heldMessages == 1) {
            result.notes.push_back(RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "1 message on hold left out: the queue manager does not see held mail.")));
        } else if (queue.heldMessages > 1) {
            result.notes.push_back(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "%1 messages on hold left out: the queue manager does not see held mail."),
                queue.heldMessages));
        }
    }
};

} // namespace

RuleText stockMasterCfNote() {
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                      "Without master.cf, the delivery agents of Postfix's "
                                      "stock master.cf are assumed: smtp, relay, local, virtual "
                                      "and lmtp, each with maxproc default_process_limit."));
}

ImportResult importServer(const ImportSources& sources) {
    Import import(sources);
    if (sources.masterCf) {
        import.master = parseMasterCf(sources.masterCf->text, sources.masterCf->path);
    }
    import.readTransports();
    import.readParameters();
    import.readQueue();
    import.noteDeferredQueue(import.result.scenario.deferredQueue);
    Scenario& scenario = import.result.scenario;
    scenario.title = "Imported Postfix server";
    std::string from;
    for (const std::optional<ImportSource>* source :
         {&sources.mainCf, &sources.masterCf, &sources.queue, &sources.transportMap}) {
        if (*source) {
            from += (from.empty() ? "" : ", ") + (*source)->path;
        }
    }
    scenario.description = "Imported from " + (from.empty() ? std::string("no files") : from) +
                           ". Destination behaviour is assumed (see the \"*\" destination).";
    // (A replay, which routes a log's domains, has the log's own deliveries and says so itself.)
    if (sources.domains.empty()) {
        import.result.notes.push_back(
            RuleText(QT_TRANSLATE_NOOP(
                         "qmgrlab::Rules",
                         "Every destination is assumed to take %1 ms per delivery (per_rcpt_ms 0), to "
                         "accept any number of sessions (server_limit 0) and to be up, a failed delivery "
                         "taking %2 ms: the files cannot tell these. Change them in the editor, in the "
                         "\"*\" destination or in one destination."),
                     kAssumedDeliveryMs, kAssumedFailMs));
    }
    validateScenario(scenario, "imported scenario");
    return std::move(import.result);
}

ImportSource readImportSource(const std::string& path) {
    return ImportSource{
        path, readInputFile(path, Scenario::kMaxFileBytes,
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "is larger than %1 MB, the most the import reads"),
                                     Scenario::kMaxFileBytes / (1024 * 1024)))};
}

} // namespace qmgrlab
