// SPDX-License-Identifier: GPL-3.0-or-later
// test_whatif_exports: the same what-if question asked in the window and on the command line
// gives the same file, byte for byte. The Compare window runs slot-loan against two variants
// (slot cost 5; slot cost 3 with a loan of 50%) and exports its CSV; `qmgrlab-cli compare` with
// the same --variant settings writes its --csv. The Sweep window sweeps the slot cost 2..6 on
// slot-loan with three metrics and exports its CSV; `qmgrlab-cli sweep` with the same --param
// and --metric writes its --csv. Each pair of files must be identical (and not trivially so:
// the test also checks that they hold a row per metric or point).
#include "CliRunner.h"
#include "CompareWindowProbe.h"
#include "ExamplePaths.h"
#include "SweepWindowProbe.h"
#include "core/run/RunBuilder.h"
#include "ui/compare/CompareMetricsModel.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/VariantEditor.h"
#include "ui/sweep/SweepWindow.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using qmgrlab::test::runCli;
using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ui::CompareWindow;
using qmgrlab::ui::CompareWindowProbe;
using qmgrlab::ui::SweepWindow;
using qmgrlab::ui::SweepWindowProbe;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestWhatIfExports : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void compareCsvIsTheCommandLines();
    void sweepCsvIsTheCommandLines();
};

void TestWhatIfExports::compareCsvIsTheCommandLines() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    // Without its lesson, whose variant the window would start with: the variants are typed here.
    qmgrlab::Scenario slotLoan = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    slotLoan.lesson.clear();
    CompareWindow window(slotLoan, kSlotLoan);
    CompareWindowProbe::addSetting(*CompareWindowProbe(window).variantEditor(2),
                                   QStringLiteral("default_delivery_slot_cost"), QStringLiteral("5"));
    qmgrlab::ui::VariantEditor* third = CompareWindowProbe(window).addVariant();
    CompareWindowProbe::addSetting(*third, QStringLiteral("default_delivery_slot_cost"), QStringLiteral("3"));
    CompareWindowProbe::addSetting(*third, QStringLiteral("default_delivery_slot_loan"),
                                   QStringLiteral("50"));
    QString error;
    QVERIFY2(CompareWindowProbe(window).runVariants(&error), qPrintable(error));
    const QString gui = dir.filePath(QStringLiteral("gui.csv"));
    QVERIFY2(window.exportCsv(gui, &error), qPrintable(error));

    const QString cli = dir.filePath(QStringLiteral("cli.csv"));
    QCOMPARE(runCli({QStringLiteral("compare"), kSlotLoan, QStringLiteral("--variant"),
                     QStringLiteral("default_delivery_slot_cost=5"), QStringLiteral("--variant"),
                     QStringLiteral("default_delivery_slot_cost=3,default_delivery_slot_loan=50"),
                     QStringLiteral("--csv"), cli}),
             0);

    const QByteArray guiBytes = contents(gui);
    QCOMPARE(guiBytes.count('\n'), window.metrics()->rowCount() + 1);
    QVERIFY(guiBytes.startsWith("metric,unit,better,base,default_delivery_slot_cost=5,"));
    QCOMPARE(guiBytes, contents(cli));
}

void TestWhatIfExports::sweepCsvIsTheCommandLines() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    SweepWindow window(qmgrlab::loadScenarioFile(kSlotLoan.toStdString()), kSlotLoan);
    window.setParameter(0, QStringLiteral("default_delivery_slot_cost"), QStringLiteral("2..6"));
    const QStringList metrics{QStringLiteral("message_delay_avg_s"), QStringLiteral("preemptions"),
                              QStringLiteral("inflation_max")};
    SweepWindowProbe(window).setMetrics(metrics);
    QSignalSpy finished(&window, &SweepWindow::sweepFinished);
    QVERIFY(window.run());
    QVERIFY(finished.wait(120000));
    QString error;
    const QString gui = dir.filePath(QStringLiteral("gui.csv"));
    QVERIFY2(window.exportCsv(gui, &error), qPrintable(error));

    const QString cli = dir.filePath(QStringLiteral("cli.csv"));
    // The window lists the checked metrics in the registry's order; the command line in its own.
    QCOMPARE(runCli({QStringLiteral("sweep"), kSlotLoan, QStringLiteral("--param"),
                     QStringLiteral("default_delivery_slot_cost=2..6"), QStringLiteral("--metric"),
                     SweepWindowProbe(window).checkedMetrics().join(QLatin1Char(',')),
                     QStringLiteral("--csv"), cli}),
             0);

    const QByteArray guiBytes = contents(gui);
    QCOMPARE(guiBytes.count('\n'), 1 + 5);
    QVERIFY(guiBytes.startsWith("point,default_delivery_slot_cost,"));
    QCOMPARE(guiBytes, contents(cli));
}

QTEST_MAIN(TestWhatIfExports)
#include "test_whatif_exports.moc"
