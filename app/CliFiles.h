// SPDX-License-Identifier: GPL-3.0-or-later
// CliFiles: what the qmgrlab-cli commands share for their output: whether an output path names
// one of the inputs, writing a whole text file with every failure reported, and a number
// written the shortest way that reads back exactly (for CSV and JSON).
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// The first of inputs that output names (the same file, however spelled), or an empty string.
std::string inputNamedBy(const std::string& output, const std::vector<std::string>& inputs);

// Writes text to path (created or truncated). Returns false with *error set (one line naming
// the file) when the file cannot be opened or written.
bool writeTextFile(const std::string& path, const std::string& text, std::string* error);

// The shortest decimal form of value that reads back equal ("1.4", "14", "9.333333333333334").
std::string exactNumber(double value);

// A CSV field, quoted (with doubled quotes) when it holds a comma, a quote or a line break.
std::string csvField(const std::string& text);

} // namespace qmgrlab
