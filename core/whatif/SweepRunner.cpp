// SPDX-License-Identifier: GPL-3.0-or-later
// SweepRunner: the worker pool. Workers take the next index into `points` from an atomic
// counter, so that fast points never wait for slow ones; the calling thread is one of them.
#include "core/whatif/SweepRunner.h"

#include "core/whatif/VariantRun.h"

#include <algorithm>
#include <exception>
#include <mutex>
#include <new>
#include <system_error>
#include <thread>

namespace qmgrlab {

namespace {

// One point run to its end; its failure, whatever it is, becomes its error.
SweepPointResult runPoint(const Scenario& base, const std::string& sourceName, const SweepGrid& grid,
                          std::size_t number) {
    SweepPointResult result;
    result.number = number;
    try {
        result.settings = grid.point(number);
        const auto run = runVariant(base, sourceName, result.settings, VariantRunKind::MetricsOnly);
        result.metrics = variantMetrics(*run);
    } catch (const std::bad_alloc&) {
        result.metrics.clear();
        result.error = "out of memory while simulating";
    } catch (const std::exception& error) {
        result.metrics.clear();
        result.error = error.what();
    }
    return result;
}

} // namespace

void runSweep(const Scenario& base, const std::string& sourceName, const SweepGrid& grid,
              const std::vector<std::size_t>& points, unsigned threads,
              const std::function<void(SweepPointResult)>& onResult, const std::atomic<bool>* cancel) {
    if (points.empty()) {
        return;
    }
    if (threads == 0) {
        threads = std::max(1u, std::thread::hardware_concurrency());
    }
    if (threads > points.size()) {
        threads = static_cast<unsigned>(points.size());
    }

    std::atomic<std::size_t> next{0};
    std::atomic<bool> callbackFailed{false};
    std::mutex reportMutex;
    std::exception_ptr callbackError;

    const auto worker = [&] {
        for (;;) {
            if (callbackFailed.load() || (cancel != nullptr && cancel->load())) {
                return;
            }
            const std::size_t index = next.fetch_add(1);
            if (index >= points.size()) {
                return;
            }
            SweepPointResult result = runPoint(base, sourceName, grid, points[index]);
            const std::lock_guard lock(reportMutex);
            if (callbackFailed.load()) {
                return;
            }
            try {
                onResult(std::move(result));
            } catch (...) {
                callbackError = std::current_exception();
                callbackFailed.store(true);
                return;
            }
        }
    };

    std::vector<std::thread> helpers;
    helpers.reserve(threads - 1);
    for (unsigned t = 1; t < threads; ++t) {
        try {
            helpers.emplace_back(worker);
        } catch (const std::system_error&) {
            break; // no more threads: the ones started, and this one, do the work
        }
    }
    worker();
    for (std::thread& helper : helpers) {
        helper.join();
    }
    if (callbackError) {
        std::rethrow_exception(callbackError);
    }
}

} // namespace qmgrlab
