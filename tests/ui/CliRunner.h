// SPDX-License-Identifier: GPL-3.0-or-later
// CliRunner: runs the qmgrlab-cli of this build with arguments, for the GUI tests that compare
// what the windows export with what the command line writes.
#pragma once

#include <QStringList>

namespace qmgrlab::test {

// Its exit status, or -1 when it did not finish within two minutes; standard output is dropped,
// standard error passed on.
int runCli(const QStringList& arguments);

} // namespace qmgrlab::test
