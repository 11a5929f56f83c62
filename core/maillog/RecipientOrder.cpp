// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientOrder: moves of a message's entries in its queue file order, each kept while the
// replay gives back more of the message's logged lines exactly.
#include "core/maillog/RecipientOrder.h"

#include "core/common/Text.h"
#include "core/maillog/ReplayComparison.h"
#include "core/scenario/Configuration.h"

#include <algorithm>
#include <limits>
#include <map>
#include <numeric>
#include <optional>
#include <utility>

namespace qmgrlab {

namespace {

bool exact(const ReplayLine& logged, const SimulatedLine& simulated) {
    return simulated.at == logged.at && simulated.b == logged.b && simulated.a == logged.a &&
           simulated.status == logged.status && simulated.suspended == logged.suspended;
}

// The message's logged lines the run gives back exactly.
std::size_t exactLines(const ReplayScenario& replay, const ReplayRun& run, std::size_t message) {
    std::size_t count = 0;
    for (std::size_t i = replay.firstLine[replay.firstRecipient[message]];
         i < replay.firstLine[replay.firstRecipient[message + 1]]; ++i)
        count += exact(replay.lines[i], run.paired[i]) ? 1 : 0;
    return count;
}

// One message's recipients in the file order, by their places (0 .. n - 1) in it.
class MessageOrder {
public:
    MessageOrder(const ReplayScenario& replay, const ReplayRun& run, std::size_t message)
        : replay_(replay), run_(run), first_(replay.firstRecipient[message]),
          count_(replay.firstRecipient[message + 1] - first_), spec_(replay.scenario.messages[message]) {}

    // The new order of places after this round's move, or nothing when no recipient is out of
    // place.
    std::optional<std::vector<std::size_t>> move() const {
        std::size_t out = 0;
        while (out < count_ && state(out) == 0)
            ++out;
        if (out == count_)
            return std::nullopt;
        if (state(out) < 0)
            return later(out);
        for (std::size_t p = out + 1; p < count_; ++p)
            if (state(p) < 0 && domainOf(p) == domainOf(out))
                return later(p);
        return earlier(out);
    }

private:
    // -1: the recipient's first line was handed over too early, 1: too late or not at all, 0:
    // exact (or no line).
    int state(std::size_t place) const {
        const std::size_t g = first_ + place;
        const std::size_t line = replay_.firstLine[g];
        if (line == replay_.firstLine[g + 1])
            return 0;
        const SimulatedLine& simulated = run_.paired[line];
        if (exact(replay_.lines[line], simulated))
            return 0;
        return simulated.at >= 0 && simulated.at < replay_.lines[line].at ? -1 : 1;
    }
    std::string domainOf(std::size_t place) const { return lowerDomainOf(spec_.addresses[place]); }
    // The first line's time, or -1 for a recipient without lines.
    std::int64_t firstAt(std::size_t place) const {
        const std::size_t g = first_ + place;
        const std::size_t line = replay_.firstLine[g];
        return line == replay_.firstLine[g + 1] ? -1 : replay_.lines[line].at;
    }
    // The end of the entry starting at place: the following places of the same domain whose
    // first line has the same time (the recipients of one delivery).
    std::size_t entryEnd(std::size_t place) const {
        std::size_t end = place + 1;
        while (end < count_ && domainOf(end) == domainOf(place) && firstAt(end) == firstAt(place))
            ++end;
        return end;
    }
    // The first place of the entry holding place.
    std::size_t entryBegin(std::size_t place) const {
        std::size_t begin = place;
        while (begin > 0 && domainOf(begin - 1) == domainOf(place) && firstAt(begin - 1) == firstAt(place))
            --begin;
        return begin;
    }
    // The places in order, with [middle, last) put before [first, middle).
    std::vector<std::size_t> rotated(std::size_t first, std::size_t middle, std::size_t last) const {
        std::vector<std::size_t> order(count_);
        std::iota(order.begin(), order.end(), 0);
        std::rotate(order.begin() + static_cast<std::ptrdiff_t>(first),
                    order.begin() + static_cast<std::ptrdiff_t>(middle),
                    order.begin() + static_cast<std::ptrdiff_t>(last));
        return order;
    }
    // The entry at place moved past the next entry of another domain, else past the next one.
    std::optional<std::vector<std::size_t>> later(std::size_t place) const {
        const std::size_t begin = entryBegin(place);
        const std::size_t end = entryEnd(begin);
        if (end == count_)
            return std::nullopt;
        std::size_t next = end;
        while (next < count_ && domainOf(next) == domainOf(place))
            next = entryEnd(next);
        return rotated(begin, end, next < count_ ? entryEnd(next) : entryEnd(end));
    }
    // The entry at place moved before the previous entry.
    std::optional<std::vector<std::size_t>> earlier(std::size_t place) const {
        const std::size_t begin = entryBegin(place);
        if (begin == 0)
            return std::nullopt;
        return rotated(entryBegin(begin - 1), begin, entryEnd(begin));
    }

    const ReplayScenario& replay_;
    const ReplayRun& run_;
    std::size_t first_;
    std::size_t count_;
    const MessageSpec& spec_;
};

// The message's recipients, attempts and logged lines put in the order given (old places).
void reorder(ReplayScenario& replay, std::size_t message, const std::vector<std::size_t>& order) {
    MessageSpec& spec = replay.scenario.messages[message];
    const std::size_t first = replay.firstRecipient[message];
    std::vector<std::string> addresses;
    std::vector<std::vector<AttemptSpec>> attempts;
    std::vector<ReplayLine> lines;
    std::vector<std::size_t> starts;
    const std::size_t lineStart = replay.firstLine[first];
    for (const std::size_t place : order) {
        addresses.push_back(std::move(spec.addresses[place]));
        if (!spec.attempts.empty())
            attempts.push_back(std::move(spec.attempts[place]));
        starts.push_back(lineStart + lines.size());
        for (std::size_t i = replay.firstLine[first + place]; i < replay.firstLine[first + place + 1]; ++i)
            lines.push_back(replay.lines[i]);
    }
    spec.addresses = std::move(addresses);
    if (!spec.attempts.empty())
        spec.attempts = std::move(attempts);
    std::copy(lines.begin(), lines.end(), replay.lines.begin() + static_cast<std::ptrdiff_t>(lineStart));
    std::copy(starts.begin(), starts.end(), replay.firstLine.begin() + static_cast<std::ptrdiff_t>(first));
}

// The places of a message's recipients that no line names (unlogged-N, added for nrcpt): the
// queue manager sorts each batch by domain and address, so where such a recipient sorts decides
// which deliveries the logged recipients of its domain share. Each starts sorting after every
// logged one. The first logged recipient of their domain that the run does not give back
// exactly, handed over too early, took a delivery that in the log carried recipients the log
// never names: as many of the first unnamed ones as the run handed over of the message's
// recipients of that domain before that recipient's logged hand-over are named to sort just
// before it (after the logged one before it in its batch).
class UnloggedPlaces {
public:
    UnloggedPlaces(const ReplayScenario& replay, const ReplayRun& run, std::size_t message)
        : replay_(replay), run_(run), first_(replay.firstRecipient[message]),
          count_(replay.firstRecipient[message + 1] - first_), spec_(replay.scenario.messages[message]) {}

    // Where the run first departs from the log among the recipients of unplaced's domain: the
    // place of the first one not given back exactly (count_ when none), and, handed over too
    // early, its simulated hand-over (else the largest value).
    std::pair<std::size_t, std::int64_t> frontier(std::size_t unplaced) const {
        const std::string domain = domainOf(unplaced);
        for (std::size_t p = 0; p < count_; ++p) {
            if (!hasLines(p) || domainOf(p) != domain)
                continue;
            const std::size_t line = replay_.firstLine[first_ + p];
            const SimulatedLine& simulated = run_.paired[line];
            if (exact(replay_.lines[line], simulated))
                continue;
            const bool early = simulated.at >= 0 && simulated.at < replay_.lines[line].at;
            return {p, early ? simulated.at - simulated.cd : std::numeric_limits<std::int64_t>::max()};
        }
        return {count_, 0};
    }

    // The message's addresses with this round's naming, or nothing when no unnamed recipient
    // without lines is left or no logged one handed over too early shows where one goes.
    // unplaced: the first unnamed place, moved past those named.
    std::optional<std::vector<std::string>> name(std::size_t& unplaced) const {
        if (unplaced >= count_ || hasLines(unplaced))
            return std::nullopt;
        const auto [early, handedAt] = frontier(unplaced);
        if (early == count_ || handedAt == std::numeric_limits<std::int64_t>::max())
            return std::nullopt;
        const std::string domain = domainOf(unplaced);
        const ReplayLine& logged = replay_.lines[replay_.firstLine[first_ + early]];
        std::size_t taken = 0;
        for (std::size_t p = early; p < count_; ++p) {
            if (!hasLines(p) || domainOf(p) != domain)
                continue;
            const SimulatedLine& simulated = run_.paired[replay_.firstLine[first_ + p]];
            if (simulated.at >= 0 && simulated.at - simulated.cd < logged.at - logged.cd)
                ++taken;
        }
        // The logged recipient sorted just before it in its batch, if any: the one of its domain
        // handed over before it, when it sorts before it.
        const std::string& address = spec_.addresses[early];
        std::optional<std::string> before;
        for (std::size_t p = early; p-- > 0;)
            if (hasLines(p) && domainOf(p) == domain) {
                if (spec_.addresses[p] < address)
                    before = spec_.addresses[p];
                break;
            }
        std::string stem =
            before ? before->substr(0, before->rfind('@')) : address.substr(0, address.rfind('@'));
        if (!before) {
            // A local part just below the logged one's: its last character one lower.
            if (stem.empty() || stem.back() <= '!' || stem.back() == 'A')
                return std::nullopt;
            --stem.back();
        }
        std::vector<std::string> addresses(spec_.addresses);
        for (std::size_t n = 0;
             n < std::max<std::size_t>(taken, 1) && unplaced < count_ && !hasLines(unplaced);
             ++n, ++unplaced) {
            const std::string& old = spec_.addresses[unplaced];
            std::string named =
                stem + "_" + old.substr(0, old.rfind('@')) + "@" + address.substr(address.rfind('@') + 1);
            if (named >= address || (before && named <= *before))
                return std::nullopt;
            addresses[unplaced] = std::move(named);
        }
        return addresses;
    }

private:
    bool hasLines(std::size_t place) const {
        return replay_.firstLine[first_ + place] != replay_.firstLine[first_ + place + 1];
    }
    std::string domainOf(std::size_t place) const { return lowerDomainOf(spec_.addresses[place]); }

    const ReplayScenario& replay_;
    const ReplayRun& run_;
    std::size_t first_;
    std::size_t count_;
    const MessageSpec& spec_;
};

// The most recipients the log shows in the queue at once: each message's from its arrival to its
// last line (a bound of what the queue manager holds in memory).
std::size_t peakRecipients(const ReplayScenario& replay) {
    std::vector<std::pair<std::int64_t, std::int64_t>> changes; // (time, recipients in or out)
    const std::size_t messages = replay.scenario.messages.size();
    changes.reserve(2 * messages);
    for (std::size_t m = 0; m < messages; ++m) {
        const auto count = static_cast<std::int64_t>(replay.firstRecipient[m + 1] - replay.firstRecipient[m]);
        const std::int64_t start = replay.epoch + replay.scenario.messages[m].arrivalMs * 1000;
        std::int64_t end = start;
        for (std::size_t i = replay.firstLine[replay.firstRecipient[m]];
             i < replay.firstLine[replay.firstRecipient[m + 1]]; ++i)
            end = std::max(end, replay.lines[i].at);
        changes.emplace_back(start, count);
        changes.emplace_back(end, -count);
    }
    // At one moment the arrivals first: the bound stays a bound.
    std::sort(changes.begin(), changes.end(), [](const auto& a, const auto& b) {
        return a.first != b.first ? a.first < b.first : a.second > b.second;
    });
    std::int64_t inQueue = 0;
    std::int64_t peak = 0;
    for (const auto& change : changes) {
        inQueue += change.second;
        peak = std::max(peak, inQueue);
    }
    return static_cast<std::size_t>(peak);
}

// Runs the replay round by round (at most RecipientOrder::kMaxRounds runs) while messages move:
// each run is handed to step for every moving message, which moves it again (true) or leaves it
// (false); a move the last run made, which no run has judged, is undone. Returns the runs made.
// A set stop ends a run with RunStopped (the caller gave up).
template <typename Step, typename Undo>
int moveInRounds(const ReplayScenario& replay, const std::string& sourceName, const std::atomic<bool>* stop,
                 std::vector<std::size_t> active, Step step, Undo undo) {
    int runs = 0;
    for (int round = 0; round < RecipientOrder::kMaxRounds && !active.empty(); ++round) {
        const ReplayComparison comparison(replay, {}, sourceName, stop);
        ++runs;
        const ReplayRun& run = comparison.runs().front();
        std::vector<std::size_t> still;
        for (const std::size_t m : active)
            if (step(m, run, round))
                still.push_back(m);
        active = std::move(still);
    }
    for (const std::size_t m : active)
        undo(m);
    return runs;
}

// The place of a message's first recipient among its trailing ones without lines (unlogged-N), or
// nothing when it has none of them or no logged one.
std::optional<std::size_t> firstUnlogged(const ReplayScenario& replay, std::size_t message) {
    const std::size_t first = replay.firstRecipient[message];
    const std::size_t count = replay.firstRecipient[message + 1] - first;
    std::size_t p = count;
    while (p > 0 && replay.firstLine[first + p - 1] == replay.firstLine[first + p])
        --p;
    if (p == 0 || p == count)
        return std::nullopt;
    return p;
}

// Moves a message's unlogged recipients to another domain where they took the deliveries of
// logged ones: sharing a delivery of their domain, a recipient still under way at the log's end
// holds it past the log's end, and the logged recipients of that delivery get no line, which a
// log never shows (each would have its line). The domains tried in turn: the message's other
// logged domains, the most recipients first, then one that no line names (unlogged.invalid,
// routed as any domain without a route of its own); each kept when the next run gives back more
// of the message's lines exactly, with a line for each logged recipient and none for the unlogged
// ones, else undone and the next one tried. Returns the runs made.
int separateUnlogged(ReplayScenario& replay, const std::string& sourceName, const std::atomic<bool>* stop) {
    const std::size_t messages = replay.scenario.messages.size();
    std::vector<std::size_t> active;
    for (std::size_t m = 0; m < messages; ++m)
        if (firstUnlogged(replay, m))
            active.push_back(m);
    if (active.empty())
        return 0;
    std::vector<std::size_t> best(messages, 0);              // by message: its lines given back exactly
    std::vector<std::vector<std::string>> domains(messages); // by message: the domains left to try
    std::vector<std::vector<std::string>> before(messages);  // by message: its addresses before the move
    const auto undo = [&replay, &before](std::size_t m) {
        replay.scenario.messages[m].addresses = std::move(before[m]);
    };
    const auto moveOn = [&](std::size_t m) {
        if (domains[m].empty())
            return false;
        MessageSpec& spec = replay.scenario.messages[m];
        before[m] = spec.addresses;
        const std::size_t p = *firstUnlogged(replay, m);
        for (std::size_t i = p; i < spec.addresses.size(); ++i)
            spec.addresses[i] = "unlogged-" + std::to_string(i - p + 1) + "@" + domains[m].front();
        domains[m].erase(domains[m].begin());
        return true;
    };
    // Whether a logged recipient of the message (of the domain, when one is given) got no line, or
    // (for any domain) an unlogged one got one.
    const auto swallowed = [&replay](std::size_t m, const ReplayRun& run, const std::string& domain) {
        const std::size_t first = replay.firstRecipient[m];
        const MessageSpec& spec = replay.scenario.messages[m];
        for (std::size_t q = 0; q < *firstUnlogged(replay, m); ++q)
            if (run.paired[replay.firstLine[first + q]].at < 0 &&
                (domain.empty() || lowerDomainOf(spec.addresses[q]) == domain))
                return true;
        return domain.empty() && std::any_of(run.extra.begin(), run.extra.end(), [&](const ExtraLine& extra) {
                   return extra.recipient >= first && extra.recipient < replay.firstRecipient[m + 1];
               });
    };
    const auto step = [&](std::size_t m, const ReplayRun& run, int round) {
        const std::size_t now = exactLines(replay, run, m);
        if (round > 0) {
            if (now > best[m] && !swallowed(m, run, {}))
                return false; // kept
            undo(m);
            return moveOn(m);
        }
        best[m] = now;
        const std::size_t p = *firstUnlogged(replay, m);
        const MessageSpec& spec = replay.scenario.messages[m];
        const std::string domain = lowerDomainOf(spec.addresses[p]);
        if (!swallowed(m, run, domain))
            return false;
        std::map<std::string, std::size_t> counts;
        for (std::size_t q = 0; q < p; ++q)
            ++counts[lowerDomainOf(spec.addresses[q])];
        counts.erase(domain);
        std::vector<std::pair<std::size_t, std::string>> ranked;
        for (const auto& [name, count] : counts)
            ranked.emplace_back(count, name);
        std::stable_sort(ranked.begin(), ranked.end(),
                         [](const auto& a, const auto& b) { return a.first > b.first; });
        for (const auto& [count, name] : ranked)
            domains[m].push_back(name);
        domains[m].push_back("unlogged.invalid");
        return moveOn(m);
    };
    return moveInRounds(replay, sourceName, stop, std::move(active), step, undo);
}

// Names the unlogged recipients round by round (UnloggedPlaces), a message's naming kept while
// the next run departs from the log later among its recipients of their domain (a later
// recipient, or the same one handed over later but still too early); otherwise undone, and the
// message is named no more. Returns the runs made.
int placeUnlogged(ReplayScenario& replay, const std::string& sourceName, const std::atomic<bool>* stop) {
    const std::size_t messages = replay.scenario.messages.size();
    std::vector<std::size_t> active;
    std::vector<std::size_t> unplaced(messages, 0); // by message: its first unnamed place
    for (std::size_t m = 0; m < messages; ++m)
        if (const std::optional<std::size_t> p = firstUnlogged(replay, m)) {
            unplaced[m] = *p;
            active.push_back(m);
        }
    std::vector<std::pair<std::size_t, std::int64_t>> best(messages);
    std::vector<std::pair<std::vector<std::string>, std::size_t>> before(messages); // to undo the last naming
    const auto undo = [&replay, &before, &unplaced](std::size_t m) {
        replay.scenario.messages[m].addresses = std::move(before[m].first);
        unplaced[m] = before[m].second;
    };
    const auto step = [&](std::size_t m, const ReplayRun& run, int round) {
        const UnloggedPlaces places(replay, run, m);
        // Measured on the domain of the first of them (all have one domain).
        const auto now = places.frontier(before[m].first.empty() ? unplaced[m] : before[m].second);
        const bool better =
            now.first > best[m].first || (now.first == best[m].first && now.second > best[m].second &&
                                          now.second != std::numeric_limits<std::int64_t>::max());
        if (round > 0 && !better) {
            undo(m);
            return false;
        }
        best[m] = now;
        std::size_t next = unplaced[m];
        auto addresses = places.name(next);
        if (!addresses)
            return false;
        before[m] = {std::exchange(replay.scenario.messages[m].addresses, std::move(*addresses)),
                     unplaced[m]};
        unplaced[m] = next;
        return true;
    };
    return moveInRounds(replay, sourceName, stop, std::move(active), step, undo);
}

// Refines the queue file order of the messages that can be read in batches (MessageOrder).
// Returns the runs made.
int orderBatches(ReplayScenario& replay, const std::string& sourceName, const std::atomic<bool>* stop,
                 std::size_t minimum, std::size_t limit) {
    const std::size_t messages = replay.scenario.messages.size();
    // Every message is read whole when the queue never holds more recipients than the limit.
    if (peakRecipients(replay) <= limit)
        return 0;
    std::vector<std::size_t> active; // messages that can be read in batches, still moving
    for (std::size_t m = 0; m < messages; ++m)
        if (replay.firstRecipient[m + 1] - replay.firstRecipient[m] > minimum)
            active.push_back(m);
    if (active.empty())
        return 0;
    std::vector<std::size_t> best(messages, 0);            // by message: its lines given back exactly
    std::vector<std::vector<std::size_t>> moved(messages); // by message: its last move's order
    const auto undo = [&replay, &moved](std::size_t m) {
        std::vector<std::size_t> back(moved[m].size());
        for (std::size_t i = 0; i < moved[m].size(); ++i)
            back[moved[m][i]] = i;
        reorder(replay, m, back);
    };
    const auto step = [&](std::size_t m, const ReplayRun& run, int round) {
        const std::size_t now = exactLines(replay, run, m);
        if (round > 0 && now <= best[m]) {
            // No better: the move undone, and the message left as it was.
            undo(m);
            return false;
        }
        best[m] = now;
        auto order = MessageOrder(replay, run, m).move();
        if (!order)
            return false;
        reorder(replay, m, *order);
        moved[m] = std::move(*order);
        return true;
    };
    return moveInRounds(replay, sourceName, stop, std::move(active), step, undo);
}

} // namespace

int RecipientOrder::refine(ReplayScenario& replay, const std::string& sourceName,
                           const std::atomic<bool>* stop) {
    std::size_t minimum = 0;
    std::size_t limit = 0;
    {
        // The settings alone: a copy without the messages, which a large log has many of.
        std::vector<MessageSpec> kept = std::exchange(replay.scenario.messages, {});
        Scenario settings;
        try {
            settings = replay.scenario;
        } catch (...) {
            replay.scenario.messages = std::move(kept);
            throw;
        }
        replay.scenario.messages = std::move(kept);
        const Configuration config = Configuration::fromScenario(std::move(settings), sourceName);
        minimum = static_cast<std::size_t>(std::max(config.messageRecipientMinimum(), 1));
        limit = static_cast<std::size_t>(std::max(config.messageRecipientLimit(), 1));
    }
    // The batches first: where the unlogged recipients sort is judged on the logged recipients
    // handed over before them, which the batches decide.
    // Then the unlogged recipients' domain, which decides the deliveries they can share, before
    // their names, which decide where they sort among the recipients of that domain.
    const int runs = orderBatches(replay, sourceName, stop, minimum, limit);
    const int separated = separateUnlogged(replay, sourceName, stop);
    return runs + separated + placeUnlogged(replay, sourceName, stop);
}

} // namespace qmgrlab
