// SPDX-License-Identifier: GPL-3.0-or-later
// The Compare window on slot-loan (slot cost 2, discount 50, loan 0: slots 11221111331111)
// against a variant with default_delivery_slot_cost=5. By hand (SCHEDULER_README's slot
// arithmetic): with a cost of 5, message 1 earns its first slot after five deliveries, and the
// 50% discount lets message 2 (two entries) preempt then; message 1 must earn a slot again,
// five more deliveries, before message 3 may: 11111 22 11111 33, which `qmgrlab-cli slots`
// confirms. Against the base string, slots 3, 4, 6, 7, 9, 10, 13 and 14 differ: eight. One agent
// delivers one recipient per second, so recipients finish at 1..14 s in both runs: the average
// recipient delay is 105/14 s in both; messages finish at 4, 10, 14 s (base) and 7, 14, 12 s
// (variant), so the average message delay grows from 28/3 to 33/3 s; message 1's inflation (its
// slots from first to last over its ten entries) falls from 14/10 to 12/10.
#include "CompareWindowProbe.h"
#include "ExamplePaths.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/CsvText.h"
#include "core/whatif/MetricRegistry.h"
#include "ui/common/Theme.h"
#include "ui/compare/CompareMetricsModel.h"
#include "ui/compare/CompareTimelines.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/VariantEditor.h"
#include "ui/lesson/Course.h"
#include "ui/timeline/TimelineModel.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QFont>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <memory>

using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ui::CompareMetricsModel;
using qmgrlab::ui::CompareTimelines;
using qmgrlab::ui::CompareWindow;
using qmgrlab::ui::CompareWindowProbe;

namespace {

// Without its lesson: the window's variant 2 starts empty, for the settings each test types.
qmgrlab::Scenario slotLoan() {
    qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    scenario.lesson.clear();
    return scenario;
}

} // namespace

class TestCompareWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void metricsEqualTheRunsBuiltDirectly();
    void differencesHaveTheHandDerivedSign();
    void metricsHaveReadableNamesDifferingFirst();
    void differingSlotsAreCounted();
    void timelinesMoveTogetherByDecision();
    void timelinesMoveTogetherByTime();
    void invalidCellsDisableRun();
    void csvExportWritesTheTable();
    void exportsToUnwritablePathsAreErrors();
    void imageExportWritesOnePicture();
    void screenshots();
    void opensWithTheLessonsVariant();
    void everyLessonComparesWithAVariantThatDiffers();

private:
    std::unique_ptr<CompareWindow> window_;
};

void TestCompareWindow::init() {
    window_ = std::make_unique<CompareWindow>(slotLoan(), QStringLiteral("slot-loan.json"));
    CompareWindowProbe::addSetting(*CompareWindowProbe(*window_).variantEditor(2),
                                   QStringLiteral("default_delivery_slot_cost"), QStringLiteral("5"));
    QVERIFY(window_->canRun());
    QString error;
    QVERIFY2(CompareWindowProbe(*window_).runVariants(&error), qPrintable(error));
}

void TestCompareWindow::metricsEqualTheRunsBuiltDirectly() {
    qmgrlab::Scenario variant = slotLoan();
    QVERIFY(qmgrlab::setMainCfParameter(variant, "default_delivery_slot_cost", "5").empty());
    const auto base = qmgrlab::buildRun(slotLoan(), "base");
    const auto other = qmgrlab::buildRun(variant, "variant");
    const CompareMetricsModel* model = window_->metrics();
    QCOMPARE(model->variantCount(), 2);
    int compared = 0;
    for (int v = 0; v < 2; ++v) {
        const auto values = qmgrlab::scalarMetrics(qmgrlab::computeRunMetrics(v == 0 ? *base : *other));
        for (const qmgrlab::MetricValue& value : values) {
            const int row = model->rowOf(QString::fromStdString(value.name));
            if (qmgrlab::findMetricDefinition(value.name)->scope != qmgrlab::MetricScope::Run) {
                QCOMPARE(row, -1); // only run-level metrics in the table
                continue;
            }
            QVERIFY2(row >= 0, value.name.c_str());
            QCOMPARE(model->index(row, CompareWindowProbe(*window_).variantColumn(v))
                         .data(CompareMetricsModel::ValueRole)
                         .toDouble(),
                     value.value);
            ++compared;
        }
    }
    QVERIFY(compared >= 2 * 10);
}

// Column 0 reads "Message delay, average", the tooltip names message_delay_avg_s; the rows
// whose values differ between the variants come before those that do not (by hand: message
// delay 28/3 against 33/3 s differs, the average recipient delay 105/14 s in both does not).
void TestCompareWindow::metricsHaveReadableNamesDifferingFirst() {
    const CompareMetricsModel* model = window_->metrics();
    const int message = model->rowOf(QStringLiteral("message_delay_avg_s"));
    const int recipient = model->rowOf(QStringLiteral("recipient_delay_avg_s"));
    QVERIFY(message >= 0 && recipient >= 0);
    QCOMPARE(model->index(message, 0).data().toString(), QStringLiteral("Message delay, average"));
    QVERIFY(model->index(message, 0)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("message_delay_avg_s")));
    QVERIFY(message < recipient);
    bool sameSeen = false;
    for (int row = 0; row < model->rowCount(); ++row) {
        const double first = model->index(row, CompareWindowProbe(*window_).variantColumn(0))
                                 .data(CompareMetricsModel::ValueRole)
                                 .toDouble();
        const double second = model->index(row, CompareWindowProbe(*window_).variantColumn(1))
                                  .data(CompareMetricsModel::ValueRole)
                                  .toDouble();
        if (first == second)
            sameSeen = true;
        else
            QVERIFY2(!sameSeen,
                     qPrintable(model->index(row, 0).data().toString())); // no differing row after a same one
        // Every run metric has a readable name, not its internal one.
        QVERIFY2(!model->index(row, 0).data().toString().contains(QLatin1Char('_')),
                 qPrintable(model->index(row, 0).data().toString()));
    }
    QVERIFY(sameSeen);
    // The CSV keeps the internal names.
    QVERIFY(model->csv().contains(QLatin1String("message_delay_avg_s")));
}

void TestCompareWindow::differencesHaveTheHandDerivedSign() {
    const CompareMetricsModel* model = window_->metrics();
    auto cell = [&](const char* metric, int column) {
        const int row = model->rowOf(QString::fromLatin1(metric));
        return model->index(row, column);
    };
    const int delta = CompareWindowProbe(*window_).differenceColumn(1);
    // Message delay: 33/3 - 28/3 s, worse (lower is better): the base's value is the bold one.
    QVERIFY(std::fabs(cell("message_delay_avg_s", delta).data(CompareMetricsModel::ValueRole).toDouble() -
                      5.0 / 3.0) < 1e-9);
    QVERIFY(cell("message_delay_avg_s", delta).data().toString().startsWith(QLatin1Char('+')));
    QVERIFY(cell("message_delay_avg_s", CompareWindowProbe(*window_).variantColumn(0))
                .data(CompareMetricsModel::BestRole)
                .toBool());
    QVERIFY(!cell("message_delay_avg_s", CompareWindowProbe(*window_).variantColumn(1))
                 .data(CompareMetricsModel::BestRole)
                 .toBool());
    // Inflation: 1.2 - 1.4, better: the variant's value is bold.
    QVERIFY(std::fabs(cell("inflation_max", delta).data(CompareMetricsModel::ValueRole).toDouble() + 0.2) <
            1e-9);
    QVERIFY(cell("inflation_max", delta).data().toString().startsWith(QStringLiteral("−")));
    QVERIFY(cell("inflation_max", CompareWindowProbe(*window_).variantColumn(1))
                .data(CompareMetricsModel::BestRole)
                .toBool());
    QVERIFY(cell("inflation_max", CompareWindowProbe(*window_).variantColumn(1))
                .data(Qt::FontRole)
                .value<QFont>()
                .bold());
    // Recipient delay: the same 105/14 s; nothing stands out.
    QCOMPARE(cell("recipient_delay_avg_s", CompareWindowProbe(*window_).variantColumn(0))
                 .data(CompareMetricsModel::ValueRole)
                 .toDouble(),
             7.5);
    QCOMPARE(cell("recipient_delay_avg_s", delta).data(CompareMetricsModel::ValueRole).toDouble(), 0.0);
    QVERIFY(!cell("recipient_delay_avg_s", CompareWindowProbe(*window_).variantColumn(0))
                 .data(CompareMetricsModel::BestRole)
                 .toBool());
    QVERIFY(!cell("recipient_delay_avg_s", CompareWindowProbe(*window_).variantColumn(1))
                 .data(CompareMetricsModel::BestRole)
                 .toBool());
}

void TestCompareWindow::differingSlotsAreCounted() {
    CompareTimelines* timelines = CompareWindowProbe(*window_).timelines();
    QCOMPARE(timelines->variantCount(), 2);
    QCOMPARE(CompareWindowProbe(*window_).slotText(0), QStringLiteral("11221111331111"));
    QCOMPARE(CompareWindowProbe(*window_).slotText(1), QStringLiteral("11111221111133"));
    QCOMPARE(CompareWindowProbe(*window_).differingSlots(0), 0);
    QCOMPARE(CompareWindowProbe(*window_).differingSlots(1), 8);
    const std::vector<bool> expected{false, false, true, true,  false, true, true,
                                     false, true,  true, false, false, true, true};
    QCOMPARE(timelines->differences(1), expected);
}

void TestCompareWindow::timelinesMoveTogetherByDecision() {
    CompareTimelines* timelines = CompareWindowProbe(*window_).timelines();
    CompareWindowProbe(*window_).setAlignBy(CompareTimelines::AlignBy::Decision);
    QCOMPARE(timelines->maximum(), 14); // fourteen entry selections in each run
    timelines->setPosition(5);
    // Each decision dispatches one delivery: five slots in each band, whatever the time.
    for (int v = 0; v < 2; ++v) {
        QCOMPARE(timelines->model(v).dispatchedSlots(), 5);
        // The position is just after the step of the fifth selection.
        const auto& steps = window_->variants()[static_cast<std::size_t>(v)].run->recording().steps();
        const std::size_t position = CompareWindowProbe(*window_).variantPosition(v);
        QVERIFY(steps[position - 1].kind == qmgrlab::StepKind::Selection);
        QCOMPARE(std::count_if(steps.begin(), steps.begin() + static_cast<std::ptrdiff_t>(position),
                               [](const auto& s) { return s.kind == qmgrlab::StepKind::Selection; }),
                 5);
    }
    timelines->stepForward();
    QCOMPARE(timelines->position(), 6);
    QCOMPARE(timelines->model(0).dispatchedSlots(), 6);
    QCOMPARE(timelines->model(1).dispatchedSlots(), 6);
    timelines->stepBack();
    timelines->stepBack();
    QCOMPARE(timelines->model(0).dispatchedSlots(), 4);
    QCOMPARE(timelines->model(1).dispatchedSlots(), 4);
}

void TestCompareWindow::timelinesMoveTogetherByTime() {
    CompareTimelines* timelines = CompareWindowProbe(*window_).timelines();
    CompareWindowProbe(*window_).setAlignBy(CompareTimelines::AlignBy::Time);
    timelines->setPosition(3500);
    // One agent, one second per delivery: dispatches at 0, 1, 2 and 3 s by 3.5 s in both runs.
    for (int v = 0; v < 2; ++v) {
        QCOMPARE(timelines->model(v).dispatchedSlots(), 4);
        QCOMPARE(timelines->model(v).nowMs(), 3500);
        // The same place as the run's own seek by time.
        qmgrlab::Scenario scenario = slotLoan();
        if (v == 1)
            qmgrlab::setMainCfParameter(scenario, "default_delivery_slot_cost", "5");
        const auto run = qmgrlab::buildRun(scenario, "fresh");
        run->seekTime(3500);
        QCOMPARE(CompareWindowProbe(*window_).variantPosition(v), run->position());
    }
    // Stepping by time goes to the next instant at which some variant has a step: 4 s.
    timelines->stepForward();
    QCOMPARE(timelines->position(), 4000);
    QCOMPARE(timelines->model(0).dispatchedSlots(), 5);
    QCOMPARE(timelines->model(1).dispatchedSlots(), 5);
    // Switching to decisions keeps the first variant where it is.
    CompareWindowProbe(*window_).setAlignBy(CompareTimelines::AlignBy::Decision);
    QCOMPARE(timelines->position(), 5);
}

void TestCompareWindow::invalidCellsDisableRun() {
    qmgrlab::ui::VariantEditor* editor = CompareWindowProbe(*window_).variantEditor(2);
    CompareWindowProbe::setCell(*editor, 0, 1, QStringLiteral("1")); // a slot cost must be 0 or at least 2
    QVERIFY(editor->invalidCells() > 0);
    QVERIFY(!CompareWindowProbe::cellError(*editor, 0, 1).isEmpty());
    QVERIFY(!window_->canRun());
    CompareWindowProbe::setCell(*editor, 0, 1, QStringLiteral("3"));
    QVERIFY(window_->canRun());
    CompareWindowProbe::addSetting(*editor, QStringLiteral("default_delivery_slot_costs"),
                                   QStringLiteral("2"));
    QVERIFY2(CompareWindowProbe::cellError(*editor, 1, 0).contains(QStringLiteral("unknown parameter")),
             qPrintable(CompareWindowProbe::cellError(*editor, 1, 0)));
    QVERIFY(!window_->canRun());
    CompareWindowProbe::setCell(*editor, 1, 0, QStringLiteral("smtp_delivery_slot_cost"));
    QVERIFY(window_->canRun());
    CompareWindowProbe::setCell(*editor, 1, 1, QStringLiteral("abc"));
    QVERIFY(!window_->canRun());
    QString error;
    QVERIFY(!CompareWindowProbe(*window_).runVariants(&error));
    QVERIFY(!error.isEmpty());
    // A further variant with an invalid cell also blocks the run.
    CompareWindowProbe::setCell(*editor, 1, 1, QStringLiteral("4"));
    QVERIFY(window_->canRun());
    qmgrlab::ui::VariantEditor* third = CompareWindowProbe(*window_).addVariant();
    CompareWindowProbe::addSetting(*third, QStringLiteral("default_destination_concurrency_limit"),
                                   QString());
    QVERIFY(!window_->canRun());
}

void TestCompareWindow::csvExportWritesTheTable() {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("metrics.csv"));
    QString error;
    QVERIFY2(window_->exportCsv(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), window_->metrics()->rowCount() + 1);
    // The core's compare table (core/CompareTable), as qmgrlab-cli compare --csv writes it.
    QCOMPARE(lines.front(), QStringLiteral("metric,unit,better,base,default_delivery_slot_cost=5,"
                                           "default_delivery_slot_cost=5 - base,best"));
    QVERIFY(lines.contains(QStringLiteral("recipient_delay_avg_s,s,lower,7.5,7.5,0,")));
    QVERIFY(lines.contains(QStringLiteral("inflation_max,ratio,lower,1.4,1.2,") +
                           QString::fromStdString(qmgrlab::exactNumber(1.2 - 1.4)) +
                           QStringLiteral(",default_delivery_slot_cost=5")));
}

void TestCompareWindow::exportsToUnwritablePathsAreErrors() {
    const QString csv = QStringLiteral("/nonexistent-qmgrlab-dir/metrics.csv");
    QString error;
    QVERIFY(!window_->exportCsv(csv, &error));
    QVERIFY2(error.contains(csv), qPrintable(error));
    const QString png = QStringLiteral("/nonexistent-qmgrlab-dir/compare.png");
    error.clear();
    QVERIFY(!window_->exportImage(png, &error));
    QVERIFY2(error.contains(png), qPrintable(error));
    error.clear();
    QTemporaryDir dir;
    QVERIFY(!window_->exportImage(dir.filePath(QStringLiteral("compare.gif")), &error));
    QVERIFY2(error.contains(QStringLiteral("gif")), qPrintable(error));
    QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("compare.gif"))));
}

void TestCompareWindow::imageExportWritesOnePicture() {
    QTemporaryDir dir;
    for (const char* suffix : {"png", "svg", "pdf"}) {
        const QString path = dir.filePath(QStringLiteral("compare.") + QLatin1String(suffix));
        QString error;
        QVERIFY2(window_->exportImage(path, &error), qPrintable(error));
        QVERIFY(QFileInfo(path).size() > 1000);
    }
    const QImage image(dir.filePath(QStringLiteral("compare.png")));
    QVERIFY(!image.isNull());
    QVERIFY(image.height() > image.width() / 2); // two timelines and the table
}

// Pictures of the window at 1280x720, light and dark; written when QMGRLAB_SCREENSHOT_DIR is set.
void TestCompareWindow::screenshots() {
    const QString dir = qEnvironmentVariable("QMGRLAB_SCREENSHOT_DIR");
    for (bool dark : {false, true}) {
        QApplication::setPalette((dark ? qmgrlab::ui::Theme::dark() : qmgrlab::ui::Theme::light()).palette());
        window_->resize(1280, 720);
        window_->show();
        CompareWindowProbe(*window_).setAlignBy(CompareTimelines::AlignBy::Decision);
        CompareWindowProbe(*window_).timelines()->setPosition(8);
        QTest::qWait(50);
        const QImage shot = window_->grab().toImage();
        QCOMPARE(shot.size(), QSize(1280, 720) * shot.devicePixelRatio());
        if (!dir.isEmpty())
            QVERIFY(shot.save(
                dir + (dark ? QStringLiteral("/compare-dark.png") : QStringLiteral("/compare-light.png"))));
    }
    QApplication::setPalette(qmgrlab::ui::Theme::light().palette());
}

// With its lesson, slot-loan's What if? opens with the variant its last bookmark compares with
// ("{finish:1@default_delivery_slot_cost=0}": preemption turned off), ready to run; an example
// whose notes compare with no variant opens with an empty one.
void TestCompareWindow::opensWithTheLessonsVariant() {
    CompareWindow lesson(qmgrlab::loadScenarioFile(kSlotLoan.toStdString()),
                         QStringLiteral("slot-loan.json"));
    const qmgrlab::ui::VariantEditor* editor = CompareWindowProbe(lesson).variantEditor(2);
    QCOMPARE(editor->settings(),
             (std::vector<qmgrlab::ParameterSetting>{{"default_delivery_slot_cost", "0", false}}));
    QVERIFY(lesson.canRun());
    // Without its lesson a scenario opens with variant 2 empty, for the settings the user types.
    qmgrlab::Scenario unlessoned = qmgrlab::loadScenarioFile(qmgrlab::test::example("round-robin.json"));
    unlessoned.lesson.clear();
    CompareWindow plain(unlessoned, QStringLiteral("round-robin.json"));
    QVERIFY(CompareWindowProbe(plain).variantEditor(2)->settings().empty());
}

// Every lesson of the course opens Compare with variant 2 ready, the setting the course names for
// it (in the order it names them), and running it gives figures that differ from the example's
// in some row of the table.
void TestCompareWindow::everyLessonComparesWithAVariantThatDiffers() {
    for (const qmgrlab::ui::CourseLesson& lesson : qmgrlab::ui::Course::lessons()) {
        CompareWindow window(qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName)),
                             QString::fromLatin1(lesson.fileName));
        CompareWindowProbe probe(window);
        QStringList settings;
        for (const qmgrlab::ParameterSetting& setting : probe.variantEditor(2)->settings())
            settings << QString::fromStdString(setting.name + "=" + setting.value);
        QCOMPARE(settings.join(QLatin1Char(',')), QString::fromLatin1(lesson.compared));
        QString error;
        QVERIFY2(probe.runVariants(&error), qPrintable(error));
        const CompareMetricsModel* model = window.metrics();
        int differing = 0;
        for (int row = 0; row < model->rowCount(); ++row) {
            const QVariant base =
                model->index(row, probe.variantColumn(0)).data(CompareMetricsModel::ValueRole);
            const QVariant variant =
                model->index(row, probe.variantColumn(1)).data(CompareMetricsModel::ValueRole);
            differing += base != variant ? 1 : 0;
        }
        QVERIFY2(differing > 0, lesson.fileName);
    }
}

QTEST_MAIN(TestCompareWindow)
#include "test_compare_window.moc"
