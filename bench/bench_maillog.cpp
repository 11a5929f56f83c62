// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab_bench_maillog: the mail log reader measured and shown at work.
//   qmgrlab_bench_maillog [--year N] LOG...   reads the logs (joined in time order) and prints what
//                                             it understood: files, lines by use, messages, attempts
//                                             by status, b's distribution, the inferences, the
//                                             problems and notes, the reading time and the most
//                                             messages held in flight;
//   qmgrlab_bench_maillog --generate FILE [MESSAGES]
//                                             writes the mail log of a busy server's simulated day
//                                             (default 120,000 messages, about 1.2 million lines),
//                                             and the day's main.cf and master.cf beside it
//                                             (FILE.main.cf, FILE.master.cf: the server's files for
//                                             a replay): the input of bench/maillog_speed.sh.
#include "core/import/MasterCf.h"
#include "core/maillog/MaillogInferences.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/MaillogSummary.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/MainCf.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <random>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;

// Keeps the most messages the reader held at once.
class InFlight : public MaillogSink {
public:
    explicit InFlight(const MaillogReader& reader) : reader_(reader) {}
    void attempt(const LoggedMessage&, const LoggedAttempt&) override {
        most = std::max(most, reader_.messagesInFlight());
    }
    std::size_t most = 0;

private:
    const MaillogReader& reader_;
};

std::string seconds(std::int64_t micros) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", static_cast<double>(micros) / 1e6);
    return text;
}

std::string place(const MaillogReport& report, LogPlace at) {
    return report.files[at.file].path + ":" + std::to_string(at.line);
}

int summarize(const std::vector<std::string>& paths, MaillogOptions options) {
    MaillogReader reader(options);
    MaillogSummary summary;
    MaillogInferences inferences;
    InFlight inFlight(reader);
    const auto start = std::chrono::steady_clock::now();
    reader.read(paths, {&summary, &inferences, &inFlight});
    const double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    const MaillogReport& report = reader.report();

    std::printf("files (in reading order):\n");
    for (const MaillogFile& file : report.files)
        std::printf("  %s: %llu lines, %s%s\n", file.path.c_str(),
                    static_cast<unsigned long long>(file.lines),
                    file.layout ? std::string(timeLayoutName(*file.layout)).c_str() : "no time stamp",
                    file.compressed ? ", gzip" : "");
    std::printf("lines: %llu, out of order %llu\n", static_cast<unsigned long long>(report.totalLines),
                static_cast<unsigned long long>(report.outOfOrderLines));
    for (const auto& [use, tally] : report.lines)
        std::printf("  %-55s %-22s %9llu  first %s\n", std::string(lineUseName(use.first)).c_str(),
                    use.second.c_str(), static_cast<unsigned long long>(tally.count),
                    place(report, tally.first).c_str());
    std::printf(
        "messages: %llu (queued before the log starts %llu, removed %llu, expired %llu, still queued at "
        "the end %llu, arrival lines only %llu, re-injected by a content filter %llu); activations %llu\n",
        static_cast<unsigned long long>(summary.messages),
        static_cast<unsigned long long>(summary.queuedAtStart),
        static_cast<unsigned long long>(summary.removed), static_cast<unsigned long long>(summary.expired),
        static_cast<unsigned long long>(summary.stillQueued),
        static_cast<unsigned long long>(summary.arrivedOnly),
        static_cast<unsigned long long>(summary.reinjected),
        static_cast<unsigned long long>(summary.activations));
    const char* sources[] = {"long queue ID", "client=/pickup", "cleanup", "time minus delay=", "first line"};
    std::printf("  arrival known from:");
    for (std::size_t i = 0; i < summary.arrivalsBySource.size(); ++i)
        std::printf(" %s %llu%s", sources[i], static_cast<unsigned long long>(summary.arrivalsBySource[i]),
                    i + 1 < summary.arrivalsBySource.size() ? "," : "\n");
    std::printf(
        "attempts: %llu (sent %llu, deferred %llu, bounced %llu, other %llu); site-level failures %llu, "
        "suspended destinations %llu, greylisted %llu\n",
        static_cast<unsigned long long>(summary.attempts),
        static_cast<unsigned long long>(summary.byStatus[0]),
        static_cast<unsigned long long>(summary.byStatus[1]),
        static_cast<unsigned long long>(summary.byStatus[2]),
        static_cast<unsigned long long>(summary.byStatus[3]),
        static_cast<unsigned long long>(summary.siteFailures),
        static_cast<unsigned long long>(summary.suspended),
        static_cast<unsigned long long>(summary.greylisted));
    for (const auto& [program, count] : summary.byProgram)
        std::printf("  %s %llu\n", program.c_str(), static_cast<unsigned long long>(count));
    std::printf("b (s) over %llu attempts: mean %s, median %s, p90 %s, p95 %s, p99 %s, max %s\n",
                static_cast<unsigned long long>(summary.bCount()),
                seconds(static_cast<std::int64_t>(summary.bMean())).c_str(),
                seconds(summary.bQuantile(0.5)).c_str(), seconds(summary.bQuantile(0.9)).c_str(),
                seconds(summary.bQuantile(0.95)).c_str(), seconds(summary.bQuantile(0.99)).c_str(),
                seconds(summary.bMax()).c_str());

    std::printf("concurrency (busiest destinations):\n");
    const auto concurrency = inferences.concurrency();
    for (std::size_t i = 0; i < concurrency.size() && i < 8; ++i) {
        const ConcurrencyInference& c = concurrency[i];
        std::printf("  %s: %llu deliveries, at most %d at once (%s ...)\n", c.destination.c_str(),
                    static_cast<unsigned long long>(c.deliveries), c.peak,
                    c.lines.empty() ? "" : place(report, c.lines.front()).c_str());
    }
    std::printf("rate delays suggested: %zu\n", inferences.rateDelays().size());
    for (const RateDelayInference& rate : inferences.rateDelays())
        std::printf("  %s: %lld s (shortest gap %s s of %llu while mail waited, %s to %s)\n",
                    rate.destination.c_str(), static_cast<long long>(rate.delaySeconds),
                    seconds(rate.gap).c_str(), static_cast<unsigned long long>(rate.waitingGaps),
                    place(report, rate.before).c_str(), place(report, rate.after).c_str());
    std::printf("delivery agents:\n");
    for (const AgentInference& agent : inferences.agents())
        std::printf("  %s: %zu processes, at most %d deliveries at once\n", agent.service.c_str(),
                    agent.processes, agent.peak);
    for (const MaillogProblem& problem : report.problems)
        std::printf("problem: %s\n", report.message(problem).english().c_str());
    for (const RuleText& note : report.notes)
        std::printf("note: %s\n", note.english().c_str());
    std::printf("read in %.3f s (%.0f lines/s); at most %zu messages in flight\n", elapsed,
                static_cast<double>(report.totalLines) / std::max(elapsed, 1e-9), inFlight.most);
    return 0;
}

// The name of the busy day's domain d ("d7.example"); appended, not concatenated from a literal,
// which GCC 12 misreads as an overlapping copy (-Wrestrict).
std::string domainName(int d) {
    std::string name = "d";
    name.append(std::to_string(d)).append(".example");
    return name;
}

// A busy relay's day: messages arriving over 24 hours to 60 domains of unequal popularity, some
// slow, three greylisting, one refusing a user, one down for two hours, the deferred queue on.
Scenario busyDay(int messages) {
    Scenario s;
    s.title = "A busy relay's day";
    s.deferredQueue = true;
    s.setParameter("smtp_destination_concurrency_limit", "20", true);
    s.setParameter("default_process_limit", "200", true);
    s.setParameter("minimal_backoff_time", "300s", false);
    s.setParameter("maximal_backoff_time", "4000s", false);
    s.setParameter("queue_run_delay", "300s", false);
    std::mt19937 random(20240314);
    auto pick = [&random](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(random); };
    DestinationSpec star;
    star.domain = "*";
    star.deliveryMs = 800;
    s.destinations.push_back(star);
    constexpr int kDomains = 60;
    for (int d = 0; d < kDomains; ++d) {
        DestinationSpec destination;
        destination.domain = domainName(d);
        destination.deliveryMs = pick(150, 2500);
        destination.perRcptMs = pick(0, 60);
        destination.deliveryJitterMs = pick(0, 800);
        destination.failMs = pick(20, 400);
        if (d % 7 == 3)
            destination.serverLimit = pick(2, 6);
        if (d == 5 || d == 17 || d == 29)
            destination.greylistMs = 300'000;
        if (d == 8)
            destination.unknownUsers = std::vector<std::string>{"r3", "r7"};
        if (d == 11)
            destination.downIntervals = std::vector<TimeInterval>{{36'000'000, 43'200'000}};
        s.destinations.push_back(destination);
    }
    s.seed = 7;
    std::int64_t arrival = 0;
    for (int m = 0; m < messages; ++m) {
        arrival += pick(0, 2 * 86'400'000 / messages);
        MessageSpec message;
        message.id = "m" + std::to_string(m);
        message.arrivalMs = arrival;
        const int groups = pick(1, 3);
        for (int g = 0; g < groups; ++g) {
            // Popular domains first: the square of a uniform draw.
            const double u = std::uniform_real_distribution<double>(0.0, 1.0)(random);
            const int domain = static_cast<int>(u * u * kDomains);
            const std::string name = domainName(domain);
            bool seen = false;
            for (const RecipientGroup& group : message.groups)
                seen = seen || group.domain == name;
            if (!seen)
                message.groups.push_back({name, pick(1, 5)});
        }
        s.messages.push_back(std::move(message));
    }
    return s;
}

int generate(const std::string& path, int messages) {
    const Scenario day = busyDay(messages);
    for (const auto& [suffix, text] :
         {std::pair<std::string, std::string>{".main.cf", formatMainCf(day.mainCf)},
          {".master.cf", formatMasterCf(day)}}) {
        std::ofstream file(path + suffix, std::ios::binary);
        file << text;
        if (!file.flush()) {
            std::cerr << "qmgrlab_bench_maillog: writing " << path << suffix << " failed\n";
            return 1;
        }
    }
    const auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(day, "busy day", RecipientTracking::Always));
    std::ofstream out(path, std::ios::binary);
    SimulatedMaillogOptions options;
    options.epoch = civilMicros(2024, 3, 13, 23 * 3600, 0); // 2024-03-14T00:00:00+01:00
    options.style.offsetMinutes = 60;
    const auto start = std::chrono::steady_clock::now();
    const std::uint64_t lines = writeSimulatedMaillog(config, out, nullptr, options, "busy day");
    out.flush();
    if (!out) {
        std::cerr << "qmgrlab_bench_maillog: writing " << path << " failed\n";
        return 1;
    }
    std::printf("%llu lines of %d messages (%lld recipients) in %.2f s\n",
                static_cast<unsigned long long>(lines), messages,
                static_cast<long long>(config->totalRecipients()),
                std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.size() >= 2 && args[0] == "--generate")
        return generate(args[1], args.size() >= 3 ? std::atoi(args[2].c_str()) : 120'000);
    MaillogOptions options;
    std::vector<std::string> paths;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--year" && i + 1 < args.size())
            options.year = std::atoi(args[++i].c_str());
        else
            paths.push_back(args[i]);
    }
    if (paths.empty()) {
        std::cerr << "usage: qmgrlab_bench_maillog [--year N] LOG... | --generate FILE [MESSAGES]\n";
        return 2;
    }
    return summarize(paths, options);
}
