// SPDX-License-Identifier: GPL-3.0-or-later
// test_maillog_export: File > Export mail log: the run written by the core's one writer of mail
// logs, byte for byte what `qmgrlab-cli run --maillog` writes (SimulatedMaillog), a replay's in
// the log's own clock; never over an input (the scenario's file, the logs a replay read), a
// failed write (/dev/full) an error that leaves the earlier file whole; and the File menu's
// action, enabled with a run shown.
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/replay/MaillogExporter.h"

#include <QAction>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>
#include <memory>
#include <sstream>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

const QString kSlotLoan = QStringLiteral(QMGRLAB_EXAMPLES_DIR "/slot-loan.json");

// What the core's writer gives for the scenario, as `run --maillog` calls it.
QByteArray coreLog(const Scenario& scenario, const SimulatedMaillogOptions& options) {
    const auto config = std::make_shared<const Configuration>(
        Configuration::fromScenario(Scenario(scenario), "s.json", RecipientTracking::Always));
    std::ostringstream out;
    writeSimulatedMaillog(config, out, nullptr, options, "s.json");
    return QByteArray::fromStdString(out.str());
}

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class MaillogExportTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void writesWhatRunMaillogWrites() {
        QTemporaryDir dir;
        const Scenario slotLoan = loadScenarioFile(kSlotLoan.toStdString());
        const QString path = dir.filePath(QStringLiteral("slot-loan.log"));
        QString error;
        QVERIFY2(MaillogExporter::write(slotLoan, "slot-loan.json", {kSlotLoan.toStdString()}, path, &error),
                 qPrintable(error));
        const QByteArray written = contents(path);
        QVERIFY(written.contains("postfix/qmgr[1001]"));
        QCOMPARE(written, coreLog(slotLoan, {}));

        // A scenario with an epoch (a replay's): its lines in that clock and zone.
        Scenario dated = slotLoan;
        dated.epoch = "2024-03-14T08:00:00+01:00";
        QVERIFY2(MaillogExporter::write(dated, "dated.json", {}, path, &error), qPrintable(error));
        SimulatedMaillogOptions options;
        QVERIFY(setMaillogEpoch(*dated.epoch, options));
        QCOMPARE(options.style.offsetMinutes, 60);
        QCOMPARE(contents(path), coreLog(dated, options));
        QVERIFY(contents(path).startsWith("2024-03-14T08:00:00.000000+01:00 qmgrlab postfix/pickup"));
    }

    void neverWritesOverAnInputAndReportsAFailedWrite() {
        QTemporaryDir dir;
        const QString input = dir.filePath(QStringLiteral("mail.log"));
        QVERIFY(QFile::copy(kSlotLoan, input));
        const QByteArray before = contents(input);
        const Scenario slotLoan = loadScenarioFile(kSlotLoan.toStdString());
        QString error;
        QVERIFY(!MaillogExporter::write(slotLoan, "mail.log", {input.toStdString()}, input, &error));
        QVERIFY2(error.contains(QStringLiteral("would overwrite the input file")), qPrintable(error));
        QCOMPARE(contents(input), before);

        if (!QFile::exists(QStringLiteral("/dev/full")))
            QSKIP("no /dev/full here");
        error.clear();
        QVERIFY(!MaillogExporter::write(slotLoan, "slot-loan.json", {}, QStringLiteral("/dev/full"), &error));
        QVERIFY(!error.isEmpty());
    }

    void theFileMenuOffersIt() {
        MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("exportMaillogAction"));
        QVERIFY(action != nullptr);
        QVERIFY(window.openPath(kSlotLoan));
        QVERIFY(action->isEnabled());
        QCOMPARE(action->text(), QStringLiteral("Export mail lo&g…"));
    }
};

QTEST_MAIN(MaillogExportTest)
#include "test_maillog_export.moc"
