// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab-cli: the headless program. Runs a scenario and writes its trace (run), prints
// each transport's delivery-slot string (slots), or exports a timeline image (export).
#include "core/DeliverySlots.h"
#include "core/RunBuilder.h"
#include "core/ScenarioError.h"

#ifdef QMGRLAB_WITH_EXPORT
#include "app/CliExport.h"
#endif

#include <fstream>
#include <iostream>
#include <string>
#include <utility>
#include <vector>

namespace {

constexpr const char* kUsage =
    "usage: qmgrlab-cli run SCENARIO.json [--trace FILE]\n"
    "       qmgrlab-cli slots SCENARIO.json\n"
    "       qmgrlab-cli export SCENARIO.json --out FILE.png|.svg|.pdf [--transport NAME] [--steps N] "
    "[--size WxH] [--dark]\n";

int usageError(const std::string& message) {
    std::cerr << "qmgrlab-cli: " << message << '\n' << kUsage;
    return 2;
}

int runCommand(const std::vector<std::string>& args) {
    std::string scenario;
    std::string tracePath;
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (args[i] == "--trace") {
            if (++i == args.size())
                return usageError("--trace needs a file name");
            tracePath = args[i];
        } else if (scenario.empty() && args[i].rfind("--", 0) != 0) {
            scenario = args[i];
        } else {
            return usageError("unexpected argument '" + args[i] + "'");
        }
    }
    if (scenario.empty())
        return usageError("run needs a scenario file");

    // A broken scenario is reported before the trace file is created.
    qmgrlab::Scenario loaded = qmgrlab::loadScenarioFile(scenario);
    std::ofstream file;
    if (!tracePath.empty()) {
        file.open(tracePath, std::ios::out | std::ios::trunc);
        if (!file) {
            std::cerr << "qmgrlab-cli: " << tracePath << ": cannot write the trace file\n";
            return 2;
        }
    }
    std::ostream& out = tracePath.empty() ? std::cout : file;
    // The trace is streamed, never kept, and the run is never sought: only the start checkpoint.
    qmgrlab::Run::Options options;
    options.record = false;
    options.trace = &out;
    options.maxCheckpoints = 1;
    qmgrlab::buildRun(std::move(loaded), scenario, options);
    out.flush();
    if (!out) {
        std::cerr << "qmgrlab-cli: " << (tracePath.empty() ? "standard output" : tracePath)
                  << ": writing the trace failed\n";
        return 1;
    }
    return 0;
}

int slotsCommand(const std::vector<std::string>& args) {
    if (args.size() != 1 || args[0].rfind("--", 0) == 0)
        return usageError("slots needs exactly one scenario file");
    const auto run = qmgrlab::buildRunFromFile(args[0]);
    for (const auto& [transport, slotString] : qmgrlab::deliverySlotStrings(run->config(), run->recording()))
        if (!slotString.empty())
            std::cout << transport << ' ' << slotString << '\n';
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    std::vector<std::string> args(argv + 1, argv + argc);
    if (args.empty())
        return usageError("no command given");
    const std::string command = args.front();
    args.erase(args.begin());
    try {
        if (command == "run")
            return runCommand(args);
        if (command == "slots")
            return slotsCommand(args);
        if (command == "export") {
#ifdef QMGRLAB_WITH_EXPORT
            return qmgrlab::runExportCommand(args);
#else
            std::cerr << "qmgrlab-cli: export needs the GUI libraries; this build has none\n";
            return 2;
#endif
        }
        if (command == "--help" || command == "-h" || command == "help") {
            std::cout << kUsage;
            return 0;
        }
        return usageError("unknown command '" + command + "'");
    } catch (const qmgrlab::ScenarioError& error) {
        std::cerr << "qmgrlab-cli: " << error.what() << '\n';
        return 2;
    } catch (const std::bad_alloc&) {
        std::cerr << "qmgrlab-cli: out of memory while simulating\n";
        return 2;
    } catch (const std::exception& error) {
        std::cerr << "qmgrlab-cli: " << error.what() << '\n';
        return 1;
    }
}
