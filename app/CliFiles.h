// SPDX-License-Identifier: GPL-3.0-or-later
// CliFiles: what the qmgrlab-cli commands share for their output: a number written the shortest
// way that reads back exactly (for CSV and JSON), and CSV fields. Output files are checked and
// written by core/OutputFile.
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// The shortest decimal form of value that reads back equal ("1.4", "14", "9.333333333333334").
std::string exactNumber(double value);

// A CSV field, quoted (with doubled quotes) when it holds a comma, a quote or a line break.
std::string csvField(const std::string& text);

} // namespace qmgrlab
