// SPDX-License-Identifier: GPL-3.0-or-later
// CliExport: `qmgrlab-cli export SCENARIO --out FILE.png|.svg|.pdf [--transport NAME] [--steps N]
// [--size WxH] [--dark]`: runs the scenario (to step N, else to its end) and writes the
// delivery-slot timeline with the GUI's exporter, light for print unless --dark. Starts its own QApplication,
// offscreen when there is no display.
#pragma once

#include <string>
#include <vector>

namespace qmgrlab {

// args: the words after "export". Returns 0 when the file was written, 2 on bad usage, a
// scenario that does not load, an unknown transport or a file that cannot be written, each
// with one line on stderr.
int runExportCommand(const std::vector<std::string>& args);

} // namespace qmgrlab
