// SPDX-License-Identifier: GPL-3.0-or-later
// RecipientOrder: moves of a message's entries in its queue file order, each kept while the
// replay gives back more of the message's logged lines exactly.
#include "core/maillog/RecipientOrder.h"

#include "core/common/Text.h"
#include "core/maillog/ReplayComparison.h"
#include "core/scenario/Configuration.h"

#include <algorithm>
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
    std::string domainOf(std::size_t place) const {
        const std::string& address = spec_.addresses[place];
        return lowerAscii(address.substr(address.rfind('@') + 1));
    }
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

} // namespace

int RecipientOrder::refine(ReplayScenario& replay, const std::string& sourceName,
                           const std::atomic<bool>* stop) {
    const std::size_t messages = replay.scenario.messages.size();
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
    // Every message is read whole when the queue never holds more recipients than the limit.
    if (peakRecipients(replay) <= limit)
        return 0;
    std::vector<std::size_t> active; // messages that can be read in batches, still moving
    for (std::size_t m = 0; m < messages; ++m)
        if (replay.firstRecipient[m + 1] - replay.firstRecipient[m] > minimum)
            active.push_back(m);
    if (active.empty())
        return 0;
    int runs = 0;
    std::vector<std::size_t> best(messages, 0);            // by message: its lines given back exactly
    std::vector<std::vector<std::size_t>> moved(messages); // by message: its last move's order
    const auto undo = [&replay, &moved](std::size_t m) {
        std::vector<std::size_t> back(moved[m].size());
        for (std::size_t i = 0; i < moved[m].size(); ++i)
            back[moved[m][i]] = i;
        reorder(replay, m, back);
    };
    for (int round = 0; round < kMaxRounds && !active.empty(); ++round) {
        const ReplayComparison comparison(replay, {}, sourceName, stop);
        ++runs;
        const ReplayRun& run = comparison.runs().front();
        std::vector<std::size_t> still;
        for (const std::size_t m : active) {
            const std::size_t now = exactLines(replay, run, m);
            if (round > 0 && now <= best[m]) {
                // No better: the move undone, and the message left as it was.
                undo(m);
                continue;
            }
            best[m] = now;
            if (auto order = MessageOrder(replay, run, m).move()) {
                reorder(replay, m, *order);
                moved[m] = std::move(*order);
                still.push_back(m);
            }
        }
        active = std::move(still);
    }
    // The last round's moves, which no run has judged, are not kept.
    for (const std::size_t m : active)
        undo(m);
    return runs;
}

} // namespace qmgrlab
