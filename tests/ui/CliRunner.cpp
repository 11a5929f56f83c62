// SPDX-License-Identifier: GPL-3.0-or-later
// CliRunner: QProcess with the binary's path from the build.
#include "CliRunner.h"

#include <QProcess>

namespace qmgrlab::test {

int runCli(const QStringList& arguments) {
    QProcess cli;
    cli.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    cli.setStandardOutputFile(QProcess::nullDevice());
    cli.start(QStringLiteral(QMGRLAB_CLI_BINARY), arguments);
    if (!cli.waitForFinished(120000))
        return -1;
    return cli.exitStatus() == QProcess::NormalExit ? cli.exitCode() : -1;
}

} // namespace qmgrlab::test
