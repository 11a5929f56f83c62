// SPDX-License-Identifier: GPL-3.0-or-later
// SweepCsvMerge: joins the CSV files that the shards of a sweep wrote (each holding some points
// of one SweepGrid) into one file. Every file must have the same header, whose first column is
// "point": the point number (from 1) of each row. The merged file has that header and every row
// sorted by point number; a point found twice, or a point number missing, is an error. Rows are
// kept as written (a field may not span lines); every row must have as many fields as the
// header, and a quoted field must end on its line.
#pragma once

#include "core/common/RuleText.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class SweepCsvMerge {
public:
    // The most a shard's file may hold (a million points of a dozen metrics take about 200 MB).
    static constexpr std::int64_t kMaxShardBytes = 512LL * 1024 * 1024;
    // The rule for a larger file (InputFile's tooLarge).
    static RuleText tooLargeRule();

    // Adds one shard's CSV text; name is its file name, for messages. Throws ScenarioError naming
    // the file and line ("a.csv:3") with the rule as a RuleText (translated where shown): no header,
    // a header whose first column is not "point" or that differs from the first file's, a row
    // without a point number, a row whose field count differs from the header's, a quoted field
    // without its closing quote, a NUL byte, or a point another row already gave. Blank lines
    // are skipped.
    void add(const std::string& name, std::string_view text);

    // The merged CSV text ("\n" line ends). Throws ScenarioError (a rule, no file) when nothing was added
    // or a point from 1 to the largest number (or to expectedPoints, when not 0) has no row,
    // naming the first missing points and how many there are.
    std::string merged(std::size_t expectedPoints = 0) const;

private:
    struct Row {
        std::string text;
        std::size_t file; // index into files_
        std::size_t line; // from 1
    };

    std::vector<std::string> files_;
    std::string header_;
    std::map<std::size_t, Row> rows_; // by point number
};

} // namespace qmgrlab
