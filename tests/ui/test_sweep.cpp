// SPDX-License-Identifier: GPL-3.0-or-later
// test_sweep: the Sweep window headless. A one-parameter sweep of slot-loan fills one row per
// point whose figures are those of the variant run directly; two parameters give a heat map
// with one cell per point; a value outside the parameter's range marks the field and disables
// Run; cancelling keeps the points done; the CSV and the chart export, failed writes are
// errors; clicking a point opens its variant in the main window as an unsaved scenario.
#include "ExamplePaths.h"
#include "SweepWindowProbe.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/SweepStart.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/Theme.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/sweep/SweepPlot.h"
#include "ui/sweep/SweepResultsModel.h"
#include "ui/sweep/SweepWindow.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>

using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ParameterOverrides;
using qmgrlab::Scenario;
using qmgrlab::SweepPointResult;
using qmgrlab::ui::SweepResultsModel;
using qmgrlab::ui::SweepWindow;
using qmgrlab::ui::SweepWindowProbe;
using qmgrlab::ui::Theme;

namespace {

const QString kCost = QStringLiteral("default_delivery_slot_cost");
const QString kMinimum = QStringLiteral("default_minimum_delivery_slots");

Scenario slotLoan() {
    return qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
}

// Runs the window's sweep and waits for its end; false when it did not start or end.
bool runToEnd(SweepWindow& window) {
    QSignalSpy finished(&window, &SweepWindow::sweepFinished);
    return window.run() && finished.wait(120000);
}

QPushButton* runButton(SweepWindow& window) {
    for (QPushButton* button : window.findChildren<QPushButton*>()) {
        if (button->text() == SweepWindow::tr("&Run sweep"))
            return button;
    }
    return nullptr;
}

// The scalar metrics of slot-loan with one main.cf setting, from a recorded run built here.
std::vector<qmgrlab::MetricValue> directMetrics(const std::string& setting) {
    Scenario scenario = slotLoan();
    ParameterOverrides overrides;
    overrides.add(setting);
    overrides.applyTo(scenario);
    const auto run = qmgrlab::buildRun(scenario, "direct");
    return qmgrlab::scalarMetrics(qmgrlab::computeRunMetrics(*run));
}

} // namespace

class TestSweep : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void oneParameterRowsEqualDirectRuns();
    void twoParametersGiveAHeatMapOfTheGrid();
    void invalidValuesMarkTheFieldAndDisableRun();
    void cancelKeepsTheFinishedRows();
    void exportsCsvAndChart();
    void clickOpensTheVariantInTheMainWindow();
    void flatHeatMapStillGetsAColour();
    void chartFollowsTheFont();
    void emptyChartTakesTheWholePlot();
    void screenshots();
    void opensOnASweepThatVaries();
    void checkedMetricInSightAndRunAsked();
};

void TestSweep::oneParameterRowsEqualDirectRuns() {
    SweepWindow window(slotLoan(), kSlotLoan);
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    SweepWindowProbe(window).setMetrics(
        {QStringLiteral("recipient_delay_avg_s"), QStringLiteral("run_end_s")});
    QVERIFY2(window.canRun(), qPrintable(SweepWindowProbe(window).validationError()));
    QVERIFY(runToEnd(window));

    const SweepResultsModel* model = window.results();
    QCOMPARE(model->rowCount(), 2);
    const char* settings[] = {"default_delivery_slot_cost=2", "default_delivery_slot_cost=5"};
    for (int row = 0; row < 2; ++row) {
        const SweepPointResult& result = model->results()[static_cast<std::size_t>(row)];
        QCOMPARE(result.number, static_cast<std::size_t>(row + 1));
        QVERIFY(result.error.empty());
        QCOMPARE(model->index(row, 1).data().toString(),
                 row == 0 ? QStringLiteral("2") : QStringLiteral("5"));
        const std::vector<qmgrlab::MetricValue> expected = directMetrics(settings[row]);
        QCOMPARE(result.metrics.size(), expected.size());
        for (std::size_t m = 0; m < expected.size(); ++m) {
            QCOMPARE(result.metrics[m].name, expected[m].name);
            QCOMPARE(result.metrics[m].value, expected[m].value);
        }
        // The table's metric columns, in the metric list's order: the figures of that run.
        QCOMPARE(model->headerData(2, Qt::Horizontal).toString(), QStringLiteral("run_end_s (s)"));
        QCOMPARE(model->headerData(3, Qt::Horizontal).toString(),
                 QStringLiteral("recipient_delay_avg_s (s)"));
        const std::optional<double> delay = SweepResultsModel::value(result, "recipient_delay_avg_s");
        QVERIFY(delay.has_value());
        QCOMPARE(model->index(row, 3).data().toString(), QString::number(*delay, 'g', 6));
    }

    // A line chart: one graph per metric in the list's order, a point at x = 2 and x = 5.
    QCOMPARE(window.plot()->graphCount(), 2);
    QVERIFY(SweepWindowProbe(window).colorMap() == nullptr);
    const auto* data = window.plot()->graph(1)->data().data();
    QCOMPARE(data->size(), 2);
    QCOMPARE(data->at(0)->key, 2.0);
    QCOMPARE(data->at(1)->key, 5.0);
    QCOMPARE(data->at(1)->value, *SweepResultsModel::value(model->results()[1], "recipient_delay_avg_s"));
}

void TestSweep::twoParametersGiveAHeatMapOfTheGrid() {
    SweepWindow window(slotLoan(), kSlotLoan);
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    window.setParameter(1, kMinimum, QStringLiteral("1..3"));
    SweepWindowProbe(window).setMetrics({QStringLiteral("recipient_delay_avg_s")});
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runToEnd(window));

    QCOMPARE(window.results()->rowCount(), 6);
    QCPColorMap* map = SweepWindowProbe(window).colorMap();
    QVERIFY(map != nullptr);
    QCOMPARE(map->data()->keySize(), 2);   // slot cost 2, 5
    QCOMPARE(map->data()->valueSize(), 3); // minimum slots 1, 2, 3
    // The first parameter is outer: (cost 5, minimum 2) is point 1 * 3 + 1 + 1 = 5.
    const SweepPointResult* point5 = window.results()->result(5);
    QVERIFY(point5 != nullptr);
    QCOMPARE(QString::fromStdString(point5->settings.text()),
             QStringLiteral("default_delivery_slot_cost=5,default_minimum_delivery_slots=2"));
    QCOMPARE(map->data()->cell(1, 1), *SweepResultsModel::value(*point5, "recipient_delay_avg_s"));
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 3; ++j)
            QVERIFY(!std::isnan(map->data()->cell(i, j)));
    }

    // The hover finds the cell under the mouse.
    window.plot()->replot();
    const QPointF centre(window.plot()->xAxis->coordToPixel(1), window.plot()->yAxis->coordToPixel(1));
    QCOMPARE(SweepWindowProbe(window).pointAt(centre), std::size_t{5});
    QVERIFY(
        SweepWindowProbe(window).pointText(5).contains(QStringLiteral("default_minimum_delivery_slots = 2")));
}

void TestSweep::invalidValuesMarkTheFieldAndDisableRun() {
    SweepWindow window(slotLoan(), kSlotLoan);
    QPushButton* run = runButton(window);
    QVERIFY(run != nullptr);
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    QVERIFY(run->isEnabled());
    QCOMPARE(SweepWindowProbe(window).valuesField(0)->palette().color(QPalette::Base),
             window.palette().color(QPalette::Base));

    // A delivery slot cost of 1 is not allowed (0 or at least 2).
    window.setParameter(0, kCost, QStringLiteral("1..4"));
    QVERIFY(!run->isEnabled());
    QVERIFY(!window.canRun());
    QVERIFY(SweepWindowProbe(window).validationError().contains(kCost));
    QCOMPARE(SweepWindowProbe(window).valuesField(0)->palette().color(QPalette::Base),
             qmgrlab::ui::Theme::of(window.palette()).deadFill());
    QVERIFY(!window.run());

    // A bad second field marks that one, not the first.
    window.setParameter(0, kCost, QStringLiteral("2..4"));
    QVERIFY(run->isEnabled());
    window.setParameter(1, kMinimum, QStringLiteral("3..1:1"));
    QVERIFY(!run->isEnabled());
    QCOMPARE(SweepWindowProbe(window).valuesField(1)->palette().color(QPalette::Base),
             qmgrlab::ui::Theme::of(window.palette()).deadFill());
    QCOMPARE(SweepWindowProbe(window).valuesField(0)->palette().color(QPalette::Base),
             window.palette().color(QPalette::Base));

    // No metric checked: nothing to plot.
    window.setParameter(1, QString(), QString());
    QVERIFY(run->isEnabled());
    SweepWindowProbe(window).setMetrics({});
    QVERIFY(!run->isEnabled());
}

void TestSweep::cancelKeepsTheFinishedRows() {
    SweepWindow window(slotLoan(), kSlotLoan);
    window.setParameter(0, kCost, QStringLiteral("2..101"));
    window.setParameter(1, kMinimum, QStringLiteral("0..99"));
    QVERIFY2(window.canRun(), qPrintable(SweepWindowProbe(window).validationError()));
    QSignalSpy rows(window.results(), &QAbstractItemModel::rowsInserted);
    QSignalSpy finished(&window, &SweepWindow::sweepFinished);
    QVERIFY(window.run());
    QVERIFY(rows.wait(60000));
    window.cancel();
    QVERIFY(finished.count() == 1 || finished.wait(60000));
    QCOMPARE(finished.front().front().toBool(), true);

    const int kept = window.results()->rowCount();
    QVERIFY(kept >= 1);
    QVERIFY(kept < 10000);
    QCOMPARE(static_cast<int>(window.results()->results().size()), kept);
    for (const SweepPointResult& result : window.results()->results()) {
        QVERIFY(result.error.empty());
        QVERIFY(!result.metrics.empty());
    }
    QVERIFY(!window.running());
    QVERIFY(window.canRun());
}

void TestSweep::exportsCsvAndChart() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString scenarioCopy = dir.filePath(QStringLiteral("slot-loan.json"));
    QVERIFY(QFile::copy(kSlotLoan, scenarioCopy));
    SweepWindow window(slotLoan(), scenarioCopy);
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    SweepWindowProbe(window).setMetrics({QStringLiteral("recipient_delay_avg_s")});
    window.resize(1000, 700);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runToEnd(window));

    QString error;
    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QVERIFY2(window.exportCsv(csv, &error), qPrintable(error));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    // The columns of qmgrlab-cli sweep's CSV: point, the parameter, the chosen metric, error.
    QCOMPARE(lines[0], QStringLiteral("point,default_delivery_slot_cost,recipient_delay_avg_s,error"));
    const QStringList header = lines[0].split(QLatin1Char(','));
    const qsizetype delayColumn = 2;
    for (int row = 1; row <= 2; ++row) {
        const QStringList fields = lines[row].split(QLatin1Char(','));
        QCOMPARE(fields.size(), header.size());
        QCOMPARE(fields[0], QString::number(row));
        QCOMPARE(fields[1], row == 1 ? QStringLiteral("2") : QStringLiteral("5"));
        const SweepPointResult& result = window.results()->results()[static_cast<std::size_t>(row - 1)];
        QCOMPARE(fields[delayColumn].toDouble(), *SweepResultsModel::value(result, "recipient_delay_avg_s"));
        QVERIFY(fields.back().isEmpty());
    }

    // Failed writes are errors naming the file; the scenario's own file is never overwritten.
    const QString nowhere = dir.filePath(QStringLiteral("missing/sweep.csv"));
    QVERIFY(!window.exportCsv(nowhere, &error));
    QVERIFY(error.contains(nowhere));
    QFile scenario(scenarioCopy);
    QVERIFY(scenario.open(QIODevice::ReadOnly));
    const QByteArray before = scenario.readAll();
    scenario.close();
    QVERIFY(!window.exportCsv(scenarioCopy, &error));
    QVERIFY(scenario.open(QIODevice::ReadOnly));
    QCOMPARE(scenario.readAll(), before);

    for (const char* name : {"chart.png", "chart.svg", "chart.pdf"}) {
        const QString path = dir.filePath(QString::fromLatin1(name));
        QVERIFY2(SweepWindowProbe(window).exportPlot(path, &error), qPrintable(error));
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    QImage image(dir.filePath(QStringLiteral("chart.png")));
    QCOMPARE(image.size(), window.plot()->size());
    QVERIFY(!SweepWindowProbe(window).exportPlot(dir.filePath(QStringLiteral("chart.bmp")), &error));
    QVERIFY(error.contains(QStringLiteral("bmp")));
    QVERIFY(!SweepWindowProbe(window).exportPlot(dir.filePath(QStringLiteral("missing/chart.png")), &error));

    // On a dark screen the export stays light, for print, and the screen stays dark.
    window.setPalette(Theme::dark().palette());
    QVERIFY(Theme::of(window.plot()->palette()).isDark());
    QVERIFY2(SweepWindowProbe(window).exportPlot(dir.filePath(QStringLiteral("dark-screen.png")), &error),
             qPrintable(error));
    const QImage printed(dir.filePath(QStringLiteral("dark-screen.png")));
    QCOMPARE(printed.pixelColor(2, 2), Theme::light().chartBackground());
    QVERIFY(Theme::of(window.plot()->palette()).isDark());
}

void TestSweep::clickOpensTheVariantInTheMainWindow() {
    qmgrlab::ui::MainWindow main;
    QVERIFY(main.openPath(kSlotLoan));
    QAction* sweep = nullptr;
    for (QAction* action : main.actions()) {
        if (action->text() == qmgrlab::ui::MainWindow::tr("S&weep parameters…"))
            sweep = action;
    }
    QVERIFY(sweep != nullptr);
    QVERIFY(sweep->isEnabled());
    sweep->trigger();
    auto* window = main.findChild<SweepWindow*>();
    QVERIFY(window != nullptr);
    window->setParameter(0, kCost, QStringLiteral("2,5"));
    window->resize(1000, 700);
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QVERIFY(runToEnd(*window));
    window->plot()->replot();

    // Click the marker of slot cost 5: the main window runs that variant, unsaved, without a file.
    qmgrlab::ui::SweepPlot* plot = window->plot();
    const QPoint marker(static_cast<int>(plot->xAxis->coordToPixel(5)),
                        static_cast<int>(plot->yAxis->coordToPixel(plot->graph(0)->data()->at(1)->value)));
    QCOMPARE(SweepWindowProbe(*window).pointAt(marker), std::size_t{2});
    QTest::mouseClick(plot, Qt::LeftButton, {}, marker);
    const Scenario& shown = main.controller()->scenario();
    const qmgrlab::ParameterSetting* cost = shown.findParameter(kCost.toStdString());
    QVERIFY(cost != nullptr);
    QCOMPARE(cost->value, std::string("5"));
    QVERIFY(main.document()->filePath().isEmpty());
    QVERIFY(main.document()->modified());
    QVERIFY(QString::fromStdString(shown.title).contains(QStringLiteral("default_delivery_slot_cost=5")));
}

void TestSweep::flatHeatMapStillGetsAColour() {
    // slot-loan delivers all its 10 + 2 + 2 recipients whatever these parameters say: every cell
    // holds the same figure, which must lie inside the colour scale, not at its clipped end.
    SweepWindow window(slotLoan(), kSlotLoan);
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    window.setParameter(1, kMinimum, QStringLiteral("1,3"));
    SweepWindowProbe(window).setMetrics({QStringLiteral("recipients_sent")});
    QVERIFY(runToEnd(window));
    QCPColorMap* map = SweepWindowProbe(window).colorMap();
    QVERIFY(map != nullptr);
    const QCPRange range = map->dataRange();
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            QCOMPARE(map->data()->cell(i, j), 14.0);
            QVERIFY(range.lower < 14.0 && 14.0 < range.upper);
        }
    }
}

void TestSweep::chartFollowsTheFont() {
    SweepWindow window(slotLoan(), kSlotLoan);
    QFont large = window.font();
    large.setPointSizeF(large.pointSizeF() * 2);
    window.setFont(large);
    QCOMPARE(window.plot()->xAxis->tickLabelFont().pointSizeF(), large.pointSizeF());
    QCOMPARE(window.plot()->yAxis->labelFont().pointSizeF(), large.pointSizeF());
}

// Before a sweep is run the chart is empty (no legend): its axes still take the plot's width,
// not a corner of it (the empty, hidden legend limited the layout's column to its own width),
// and the progress bar counts the points to run. After a sweep the legend is under the chart.
void TestSweep::emptyChartTakesTheWholePlot() {
    SweepWindow window(slotLoan(), kSlotLoan);
    window.resize(1200, 672);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    qmgrlab::ui::SweepPlot* plot = window.plot();
    plot->replot();
    QVERIFY(!plot->legend->visible());
    // The bar counts the points the fields make (2..10: nine), as the message beside it does.
    QCOMPARE(window.findChild<QProgressBar*>()->maximum(), 9);
    const auto wide = [plot] { return plot->axisRect()->outerRect().width() >= plot->width() * 9 / 10; };
    QVERIFY2(wide(), qPrintable(QStringLiteral("axes %1 of a %2 plot")
                                    .arg(plot->axisRect()->outerRect().width())
                                    .arg(plot->width())));
    window.setParameter(0, kCost, QStringLiteral("2,5"));
    QVERIFY(runToEnd(window));
    plot->replot();
    QVERIFY(plot->legend->visible());
    QVERIFY(wide());
    QVERIFY(plot->legend->outerRect().top() >= plot->axisRect()->outerRect().bottom());
}

// The window after a sweep of three metrics (two units: a second axis), light and dark, at
// 1280x720; saved to $QMGRLAB_SCREENSHOT_DIR when it is set. In both themes the chart's page is
// the theme's chart background.
void TestSweep::screenshots() {
    const QString dir = qEnvironmentVariable("QMGRLAB_SCREENSHOT_DIR");
    SweepWindow window(slotLoan(), kSlotLoan);
    window.setParameter(0, kCost, QStringLiteral("2..8"));
    SweepWindowProbe(window).setMetrics({QStringLiteral("message_delay_avg_s"), QStringLiteral("preemptions"),
                                         QStringLiteral("inflation_max")});
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(runToEnd(window));
    for (bool dark : {false, true}) {
        const Theme& theme = dark ? Theme::dark() : Theme::light();
        QApplication::setPalette(theme.palette());
        QTest::qWait(100);
        window.plot()->replot();
        const QImage shot = window.grab().toImage();
        QCOMPARE(shot.size(), QSize(1280, 720) * shot.devicePixelRatio());
        const QImage chart = window.plot()->grab().toImage();
        QCOMPARE(chart.pixelColor(2, 2), theme.chartBackground());
        // The finished sweep's summary survives the change of theme.
        const QStringList summaries = [&window] {
            QStringList texts;
            for (const QLabel* label : window.findChildren<QLabel*>())
                texts << label->text();
            return texts;
        }();
        QVERIFY(summaries.contains(SweepWindow::tr("Done: %n point(s).", nullptr, 7) + QLatin1Char(' ') +
                                   SweepWindow::tr("Click a point of the chart to open that variant.")));
        if (!dir.isEmpty())
            QVERIFY(shot.save(
                dir + (dark ? QStringLiteral("/sweep-dark.png") : QStringLiteral("/sweep-light.png"))));
    }
    QApplication::setPalette(Theme::light().palette());
}

QTEST_MAIN(TestSweep)
// The window opens on the sweep the core chooses for the scenario: on concurrency-limited-server,
// whose one message is not preempted at any slot cost, a transport's own concurrency setting, with
// the metrics that change over it checked.
void TestSweep::opensOnASweepThatVaries() {
    const QString path =
        qmgrlab::test::gui::kExamplesDir + QStringLiteral("/concurrency-limited-server.json");
    const Scenario base = qmgrlab::loadScenarioFile(path.toStdString());
    const qmgrlab::SweepStart start = qmgrlab::chooseSweepStart(base, "concurrency-limited-server.json");
    QVERIFY(start.varies);
    QVERIFY(start.parameter != kCost.toStdString());
    SweepWindow window(base, QStringLiteral("concurrency-limited-server.json"));
    const SweepWindowProbe probe(window);
    QCOMPARE(probe.parameterName(0), QString::fromStdString(start.parameter));
    QCOMPARE(probe.valuesField(0)->text(), QString::fromStdString(start.values));
    QStringList metrics;
    for (const std::string& metric : start.metrics)
        metrics << QString::fromStdString(metric);
    QStringList checked = probe.checkedMetrics(); // in the list's order
    checked.sort();
    metrics.sort();
    QCOMPARE(checked, metrics);
    QVERIFY(window.canRun());
}

// On a short screen with a large font (1280x720 at 175 %) the metric list shows a few rows: the
// first metric checked is scrolled into them, and until Run the empty chart says to press it.
void TestSweep::checkedMetricInSightAndRunAsked() {
    const Scenario base = qmgrlab::loadScenarioFile(
        (qmgrlab::test::gui::kExamplesDir + QStringLiteral("/default-settings.json")).toStdString());
    SweepWindow window(base, QStringLiteral("default-settings.json"));
    QFont large = window.font();
    large.setPointSizeF(large.pointSizeF() * 1.75);
    window.setFont(large);
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const SweepWindowProbe probe(window);
    QListWidget* list = probe.metricList();
    QListWidgetItem* checked = nullptr;
    for (int row = 0; row < list->count() && checked == nullptr; ++row)
        checked = list->item(row)->checkState() == Qt::Checked ? list->item(row) : nullptr;
    QVERIFY(checked != nullptr);
    // Below the rows the list shows unscrolled: scrolled down to it, and it is in sight.
    const QRect row = list->visualItemRect(checked);
    QVERIFY(list->verticalScrollBar()->value() > 0);
    QVERIFY2(row.top() >= 0 && row.bottom() <= list->viewport()->height(),
             qPrintable(QStringLiteral("row %1 at %2 in a list %3 high")
                            .arg(list->row(checked))
                            .arg(row.top())
                            .arg(list->viewport()->height())));
    const auto* title = qobject_cast<QCPTextElement*>(window.plot()->plotLayout()->element(0, 0));
    QVERIFY(title != nullptr);
    QVERIFY2(title->text().contains(QStringLiteral("Run")), qPrintable(title->text()));
}

#include "test_sweep.moc"
