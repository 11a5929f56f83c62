// SPDX-License-Identifier: GPL-3.0-or-later
// CliFiles: what the qmgrlab-cli commands share for their output: whether an output path names
// one of the inputs, and writing a whole text file with every failure reported. (CSV fields and
// numbers are spelled by core/CsvText, for the GUI's files too.)
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// The first of inputs that output names (the same file, however spelled), or an empty string.
std::string inputNamedBy(const std::string& output, const std::vector<std::string>& inputs);

// Writes text to path (created or truncated). Returns false with *error set (one line naming
// the file) when the file cannot be opened or written.
bool writeTextFile(const std::string& path, const std::string& text, std::string* error);

} // namespace qmgrlab
