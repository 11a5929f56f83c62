// SPDX-License-Identifier: GPL-3.0-or-later
// A replay's runs stop at the caller's flag (a window's Cancel): the simulated mail log within
// kStopCheckSteps steps of the flag, the comparison and the recipient order's refinement before
// their first run when it is already set; without the flag they run to their ends.
#include "ExamplePaths.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/RecipientOrder.h"
#include "core/maillog/ReplayComparison.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/run/RunBuilder.h"
#include "core/run/RunStopped.h"
#include "core/scenario/MainCf.h"

#include <atomic>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

// Counts the delivery lines and sets the flag at the first one.
class StopAtFirstDelivery : public MaillogLines {
public:
    explicit StopAtFirstDelivery(std::atomic<bool>& stop) : stop_(stop) {}
    void pickup(std::int64_t, std::string_view, int, std::string_view) override {}
    void cleanup(std::int64_t, std::string_view, std::string_view) override {}
    void activation(std::int64_t, std::string_view, std::string_view, std::int64_t, int) override {}
    void removed(std::int64_t, std::string_view) override {}
    void expired(std::int64_t, std::string_view, std::string_view) override {}
    void delivery(std::int64_t, std::string_view, const DeliveryLine&) override {
        ++deliveries;
        stop_.store(true);
    }
    void connectFailure(std::int64_t, std::string_view, std::string_view, int, std::string_view,
                        std::string_view) override {}

    std::size_t deliveries = 0;

private:
    std::atomic<bool>& stop_;
};

std::shared_ptr<const Configuration> configOf(const Scenario& scenario) {
    return std::make_shared<const Configuration>(
        Configuration::fromScenario(scenario, "stop.json", RecipientTracking::Always));
}

// 20,000 messages of one recipient each, one agent, 10 ms a delivery: 20,000 delivery lines,
// one step at least for each.
TEST(ReplayStop, SimulatedMaillogStopsWithinTheCheckOfTheFlag) {
    Scenario scenario = parseScenario(
        R"({"format": "qmgrlab-scenario-1", "master.cf": {"smtp": {"maxproc": 1}},
            "destinations": {"*": {"delivery_ms": 10}}, "messages": []})",
        "stop.json");
    for (int i = 0; i < 20'000; ++i) {
        const std::string number = std::to_string(i);
        MessageSpec message;
        message.id = std::string("m").append(number);
        message.addresses = {std::string("u").append(number).append("@x.example")};
        scenario.messages.push_back(std::move(message));
    }
    const auto config = configOf(scenario);
    std::atomic<bool> stop{false};
    StopAtFirstDelivery lines(stop);
    EXPECT_THROW(runSimulatedMaillog(config, lines, nullptr, 0, "stop.json", &stop), RunStopped);
    EXPECT_GE(lines.deliveries, 1u);
    EXPECT_LE(lines.deliveries, kStopCheckSteps);

    // The flag the run reads never set (the sink sets another): every line.
    std::atomic<bool> never{false};
    std::atomic<bool> other{false};
    StopAtFirstDelivery all(other);
    runSimulatedMaillog(config, all, nullptr, 0, "stop.json", &never);
    EXPECT_EQ(all.deliveries, 20'000u);
}

// The recipient-limits example's run as a server's log, with its main.cf: its list of 48
// recipients is read in batches of at most 16, so the refinement runs the replay; with the flag
// set it stops at its first run, and so does the comparison.
TEST(ReplayStop, RefinementAndComparisonStopAtTheFlag) {
    const Scenario example = loadScenarioFile(test::example("recipient-limits.json"));
    const fs::path file =
        fs::temp_directory_path() / ("qmgrlab_replay_stop_" + std::to_string(::getpid()) + ".log");
    {
        std::ofstream log(file, std::ios::binary);
        writeSimulatedMaillog(configOf(example), log, nullptr, SimulatedMaillogOptions{}, "stop.json");
    }
    MaillogReader reader(MaillogOptions{std::nullopt, 0});
    ReplayScenarioBuilder builder;
    reader.read({file.string()}, {&builder});
    fs::remove(file);
    ReplayServerFiles files;
    files.mainCf = ImportSource{"main.cf", formatMainCf(example.mainCf)};
    const ReplayScenario replay = builder.build(reader.report(), files);

    std::atomic<bool> stop{true};
    ReplayScenario stopped = replay;
    EXPECT_THROW(RecipientOrder::refine(stopped, "replay", &stop), RunStopped);
    EXPECT_THROW(ReplayComparison(replay, {}, "replay", &stop), RunStopped);

    std::atomic<bool> never{false};
    ReplayScenario refined = replay;
    EXPECT_GE(RecipientOrder::refine(refined, "replay", &never), 1);
    EXPECT_EQ(ReplayComparison(refined, {}, "replay", &never).whole().lines, replay.lines.size());
}

} // namespace
