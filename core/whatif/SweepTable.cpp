// SPDX-License-Identifier: GPL-3.0-or-later
// SweepTable: rows kept sorted by point number; the CSV with csvField and exactNumber.
#include "core/whatif/SweepTable.h"

#include "core/whatif/CsvText.h"

#include <algorithm>

namespace qmgrlab {

namespace {

bool before(const SweepPointResult& result, std::size_t number) {
    return result.number < number;
}

} // namespace

SweepTable::SweepTable(std::vector<std::string> parameters, std::vector<std::string> metrics)
    : parameters_(std::move(parameters)), metrics_(std::move(metrics)) {}

std::size_t SweepTable::add(SweepPointResult result) {
    const auto at = std::lower_bound(results_.begin(), results_.end(), result.number, before);
    const auto row = static_cast<std::size_t>(at - results_.begin());
    if (at != results_.end() && at->number == result.number)
        *at = std::move(result);
    else
        results_.insert(at, std::move(result));
    return row;
}

std::size_t SweepTable::rowOf(std::size_t number) const {
    return static_cast<std::size_t>(std::lower_bound(results_.begin(), results_.end(), number, before) -
                                    results_.begin());
}

const SweepPointResult* SweepTable::result(std::size_t number) const {
    const auto at = std::lower_bound(results_.begin(), results_.end(), number, before);
    return at != results_.end() && at->number == number ? &*at : nullptr;
}

std::optional<double> SweepTable::value(const SweepPointResult& result, const std::string& metric) {
    for (const MetricValue& value : result.metrics) {
        if (value.name == metric)
            return value.value;
    }
    return std::nullopt;
}

std::string SweepTable::settingValue(const SweepPointResult& result, const std::string& parameter) {
    for (const ParameterSetting& setting : result.settings.settings()) {
        if (setting.name == parameter)
            return setting.value;
    }
    return {};
}

std::string SweepTable::csv() const {
    std::string text = "point";
    for (const std::string& parameter : parameters_)
        text += ',' + csvField(parameter);
    for (const std::string& metric : metrics_)
        text += ',' + csvField(metric);
    text += ",error\n";
    for (const SweepPointResult& result : results_) {
        text += std::to_string(result.number);
        for (const std::string& parameter : parameters_)
            text += ',' + csvField(settingValue(result, parameter));
        for (const std::string& metric : metrics_) {
            const std::optional<double> figure = value(result, metric);
            text += ',' + (figure ? exactNumber(*figure) : std::string());
        }
        text += ',' + csvField(result.error) + '\n';
    }
    return text;
}

} // namespace qmgrlab
