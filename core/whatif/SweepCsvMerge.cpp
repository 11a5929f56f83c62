// SPDX-License-Identifier: GPL-3.0-or-later
// SweepCsvMerge: reading the shards line by line, keying rows by their point number, and
// reporting duplicate and missing points.
#include "core/whatif/SweepCsvMerge.h"

#include "core/common/Text.h"

#include <algorithm>
#include <stdexcept>

namespace qmgrlab {

namespace {

constexpr std::size_t kListedMissing = 5;

[[noreturn]] void reject(const std::string& file, std::size_t line, const std::string& rule) {
    std::string message = fileForMessage(file);
    if (line != 0) {
        message += ":" + std::to_string(line);
    }
    throw std::invalid_argument(message + ": " + rule);
}

std::string_view firstField(std::string_view row) {
    return row.substr(0, row.find(','));
}

// The number of fields of a CSV row: fields are separated by commas, and a field that starts
// with '"' runs to the next lone '"' ("" stands for one quote), which a comma or the row's end
// must follow. Returns 0 with *rule set when the row breaks these rules.
std::size_t fieldCount(std::string_view row, std::string* rule) {
    std::size_t count = 1;
    std::size_t i = 0;
    while (true) {
        if (i < row.size() && row[i] == '"') {
            const std::size_t opening = i;
            ++i;
            while (true) {
                if (i >= row.size()) {
                    *rule = "the quoted field at column " + std::to_string(opening + 1) +
                            " has no closing quote (a field may not span lines)";
                    return 0;
                }
                if (row[i] == '"') {
                    if (i + 1 < row.size() && row[i + 1] == '"') {
                        i += 2;
                        continue;
                    }
                    ++i;
                    break;
                }
                ++i;
            }
            if (i < row.size() && row[i] != ',') {
                *rule = "a quoted field must be followed by a comma or the end of the row, at column " +
                        std::to_string(i + 1);
                return 0;
            }
        } else {
            i = std::min(row.find(',', i), row.size());
        }
        if (i >= row.size()) {
            return count;
        }
        ++count; // row[i] is a comma
        ++i;
    }
}

} // namespace

RuleText SweepCsvMerge::tooLargeRule() {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules", "the file is larger than %1 MB, the most a shard may have"),
        kMaxShardBytes / (1024 * 1024));
}

void SweepCsvMerge::add(const std::string& name, std::string_view text) {
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        reject(name, 1 + static_cast<std::size_t>(std::count(text.begin(), text.begin() + nul, '\n')),
               "holds a NUL byte: a shard's CSV is text");
    }
    std::map<std::size_t, Row> added;
    std::string header;
    std::size_t headerFields = 0;
    std::size_t line = 0;
    while (!text.empty()) {
        ++line;
        const std::size_t end = text.find('\n');
        std::string_view row = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (!row.empty() && row.back() == '\r') {
            row.remove_suffix(1);
        }
        if (row.find_first_not_of(" \t") == std::string_view::npos) {
            continue;
        }
        std::string rule;
        const std::size_t fields = fieldCount(row, &rule);
        if (fields == 0) {
            reject(name, line, rule);
        }
        if (header.empty()) {
            if (firstField(row) != "point") {
                reject(name, line,
                       "the header's first column must be 'point', not " + quoteForMessage(firstField(row)));
            }
            if (!header_.empty() && row != header_) {
                reject(name, line,
                       "the header " + quoteForMessage(row) + " differs from " +
                           fileForMessage(files_.front()) + "'s " + quoteForMessage(header_));
            }
            header = row;
            headerFields = fields;
            continue;
        }
        if (fields != headerFields) {
            reject(name, line,
                   "the row has " + std::to_string(fields) + (fields == 1 ? " field" : " fields") +
                       " but the header has " + std::to_string(headerFields));
        }
        const std::optional<std::int64_t> number = parseSaturatingDigits(firstField(row));
        if (!number || *number < 1) {
            reject(name, line,
                   "the row must start with its point number (1 or more), not " +
                       quoteForMessage(firstField(row)));
        }
        const auto point = static_cast<std::size_t>(*number);
        const auto previous = rows_.find(point);
        if (previous != rows_.end()) {
            reject(name, line,
                   "point " + std::to_string(point) + " is already in " +
                       fileForMessage(files_[previous->second.file]) + ":" +
                       std::to_string(previous->second.line));
        }
        if (const auto again = added.find(point); again != added.end()) {
            reject(name, line,
                   "point " + std::to_string(point) + " is already at line " +
                       std::to_string(again->second.line));
        }
        added.emplace(point, Row{std::string(row), files_.size(), line});
    }
    if (header.empty()) {
        reject(name, 0, "the file is empty: a shard's CSV starts with a header line");
    }
    header_ = header;
    files_.push_back(name);
    rows_.merge(added);
}

std::string SweepCsvMerge::merged(std::size_t expectedPoints) const {
    if (files_.empty()) {
        throw std::invalid_argument("no shard files to merge");
    }
    const std::size_t last = rows_.empty() ? expectedPoints : std::max(expectedPoints, rows_.rbegin()->first);
    // The gaps between consecutive numbers, counted without walking them one by one.
    std::size_t missingCount = 0;
    std::string listed; // the first kListedMissing of them
    std::size_t expected = 1;
    const auto noteGap = [&](std::size_t from, std::size_t to) { // [from, to)
        for (std::size_t n = from; n < to && missingCount + (n - from) < kListedMissing; ++n) {
            listed += (listed.empty() ? "" : ", ") + std::to_string(n);
        }
        missingCount += to - from;
    };
    for (const auto& [point, row] : rows_) {
        if (point > expected) {
            noteGap(expected, point);
        }
        expected = point + 1;
    }
    if (last >= expected) {
        noteGap(expected, last + 1);
    }
    if (missingCount > 0) {
        throw std::invalid_argument(
            std::to_string(missingCount) + (missingCount == 1 ? " point is" : " points are") +
            " missing from the shards (" + listed + (missingCount > kListedMissing ? ", ..." : "") + ")");
    }
    std::string text = header_ + "\n";
    for (const auto& [point, row] : rows_) {
        text += row.text;
        text += '\n';
    }
    return text;
}

} // namespace qmgrlab
