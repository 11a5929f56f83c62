// SPDX-License-Identifier: GPL-3.0-or-later
// CsvText: how every table qmgrlab writes as CSV or JSON spells its fields and its numbers: a
// field quoted only when it must be, and a number in the shortest decimal form that reads back
// exactly. The compare and sweep tables (core/whatif/CompareTable, core/whatif/SweepTable) use them, so that
// the GUI's and the command line's files are the same bytes.
#pragma once

#include <string>

namespace qmgrlab {

// A CSV field, quoted (with doubled quotes) when it holds a comma, a quote or a line break; a
// line break inside a quoted field becomes a blank, so that every record stays one line.
std::string csvField(const std::string& text);

// The shortest decimal form of value that reads back equal ("1.4", "14", "9.333333333333334");
// 0 for either zero.
std::string exactNumber(double value);

} // namespace qmgrlab
