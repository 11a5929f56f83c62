// SPDX-License-Identifier: GPL-3.0-or-later
// SweepTable: the finished points of a sweep, the one table behind the Sweep window and
// `qmgrlab-cli sweep`: one row per point in point order (whatever order the points finish in),
// the swept parameters' values and the chosen metrics, or the error of a point whose run failed.
// Its CSV (point,<parameters>,<metrics>,error; numbers in exactNumber's form) is the file both
// programs write and `sweep --merge` (core/whatif/SweepCsvMerge) joins.
#pragma once

#include "core/whatif/SweepRunner.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab {

class SweepTable {
public:
    SweepTable() = default;
    SweepTable(std::vector<std::string> parameters, std::vector<std::string> metrics);

    // Adds the row of result.number, or replaces it; returns its row index.
    std::size_t add(SweepPointResult result);
    // Whether a row of that point number is there.
    bool contains(std::size_t number) const { return result(number) != nullptr; }
    // The row index that point number has, or would have once added.
    std::size_t rowOf(std::size_t number) const;

    const std::vector<std::string>& parameters() const { return parameters_; }
    const std::vector<std::string>& metrics() const { return metrics_; }
    const std::vector<SweepPointResult>& results() const { return results_; } // ascending number
    // The result of a point number, or nullptr when it is not done.
    const SweepPointResult* result(std::size_t number) const;

    // A metric of a result, when that run produced it.
    static std::optional<double> value(const SweepPointResult& result, const std::string& metric);
    // The value a result's settings give a parameter (empty when it has none).
    static std::string settingValue(const SweepPointResult& result, const std::string& parameter);

    std::string csv() const;

private:
    std::vector<std::string> parameters_;
    std::vector<std::string> metrics_;
    std::vector<SweepPointResult> results_;
};

} // namespace qmgrlab
