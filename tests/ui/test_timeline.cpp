// SPDX-License-Identifier: GPL-3.0-or-later
// test_timeline: the timeline at projector scale. A large run (one 20,000-recipient list and
// 200 two-recipient messages, one agent) zoomed out so far that a small job's slots are a
// sliver of a pixel: every job still has a mark, and the legend lists the jobs by slot count.
// The readable slot string, one labelled lane per agent, hiding the future (by the action and
// in predict mode), and sizes that follow the font. Expected values come from the scenarios.
#include "ExamplePaths.h"
#include "TimelineViewProbe.h"
#include "ui/SimulationController.h"
#include "ui/common/DrawnFigure.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/timeline/JobLegendElement.h"
#include "ui/timeline/PixelRunMerger.h"
#include "ui/timeline/SlotBandPlottable.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QAction>
#include <QApplication>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <vector>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

// A scenario file: one smtp transport with `maxproc` agents, one recipient per delivery
// (smtp_destination_recipient_limit 1), each delivery taking `deliveryMs`.
QString writeScenario(const QTemporaryDir& dir, const char* name, int maxproc, int deliveryMs,
                      const QString& messages) {
    const QString path = dir.filePath(QLatin1String(name));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QStringLiteral(R"({"format": "qmgrlab-scenario-1",
  "main.cf": {"smtp_destination_recipient_limit": 1},
  "master.cf": {"smtp": {"maxproc": %1}},
  "destinations": {"*": {"transport": "smtp", "delivery_ms": %2}},
  "messages": [%3]})")
                   .arg(maxproc)
                   .arg(deliveryMs)
                   .arg(messages)
                   .toUtf8());
    return path;
}

// Three messages with long ids, one agent: "bulkmessage" (6 recipients) at 0 s,
// "middlemessage" (3) at 1.5 s and "smallmessage" (1) at 2.5 s.
QString writeRunsScenario(const QTemporaryDir& dir) {
    return writeScenario(
        dir, "runs.json", 1, 1000,
        QStringLiteral(R"({"id": "bulkmessage", "arrival_ms": 0, "recipients": {"a.example": 6}},
                          {"id": "middlemessage", "arrival_ms": 1500, "recipients": {"m.example": 3}},
                          {"id": "smallmessage", "arrival_ms": 2500, "recipients": ["x@s.example"]})"));
}

// The teacher's large run: "list" (message 0) with 20,000 recipients at time 0, then s1..s200
// (messages 1..200), one per second, each with two recipients.
QString largeRunMessages() {
    QString messages =
        QStringLiteral(R"({"id": "list", "arrival_ms": 0, "recipients": {"list.example": 20000}})");
    for (int i = 1; i <= 200; ++i)
        messages += QStringLiteral(R"(, {"id": "s%1", "arrival_ms": %2, "recipients": {"s%1.example": 2}})")
                        .arg(i)
                        .arg(i * 1000);
    return messages;
}

} // namespace

class TestTimeline : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void mergerKeepsEveryStyle();
    void mergerKeepsEveryStyleOfAWideRange();
    void largeRunShowsEveryJob();
    void legendListsVisibleJobsByCount();
    void readableSlotString();
    void narrowSlotStringShowsWholeRuns();
    void tooNarrowForTheCaptionShortensIt();
    void oneLabelledLanePerAgent();
    void manyAgentsScroll();
    void slotLabelsAreAlike();
    void hideTheFuture();
    void deliveriesUnderWayAtTheStartAreDrawn();
    void followsTheFont();
    void predictModeAxisStaysReadable();
    void oneSlotIsSingular();
    void hiddenFutureKeepsTheLeastRange();
    void noCaptionWithoutItsString();
    void exportedSlotStringDrawsTheDispatchedStrong();
    void timeAxisCoversTheWholeRun();

private:
    void load(const QString& path);

    QTemporaryDir dir_;
    SimulationController controller_;
};

void TestTimeline::initTestCase() {
    QVERIFY(dir_.isValid());
}

void TestTimeline::load(const QString& path) {
    QString error;
    QVERIFY2(controller_.loadScenarioFile(path, &error), qPrintable(error));
}

// Style 0 covers 100 columns but for two slivers: style 1 (0.1 px in column 10) and style 2
// (0.02 px in column 50). Majority alone would paint all 100 columns in style 0; each sliver
// must get its own one-pixel column instead, and style 0 the rest.
void TestTimeline::mergerKeepsEveryStyle() {
    std::vector<std::tuple<double, double, int>> runs;
    PixelRunMerger merger([&](double x0, double x1, int style) { runs.emplace_back(x0, x1, style); });
    merger.add(0.0, 10.3, 0);
    merger.add(10.3, 10.4, 1);
    merger.add(10.4, 50.5, 0);
    merger.add(50.5, 50.52, 2);
    merger.add(50.52, 100.0, 0);
    merger.finish();
    const std::vector<std::tuple<double, double, int>> expected = {
        {0.0, 10.0, 0}, {10.0, 11.0, 1}, {11.0, 50.0, 0}, {50.0, 51.0, 2}, {51.0, 100.0, 0}};
    QCOMPARE(runs, expected);
}

// The same spans with styles too far apart for the merger's table by style (its other way of
// counting them): the same runs.
void TestTimeline::mergerKeepsEveryStyleOfAWideRange() {
    constexpr int kMajority = -7;
    constexpr int kFirstSliver = 1 << 30;
    constexpr int kSecondSliver = 5;
    std::vector<std::tuple<double, double, int>> runs;
    PixelRunMerger merger([&](double x0, double x1, int style) { runs.emplace_back(x0, x1, style); });
    merger.add(0.0, 10.3, kMajority);
    merger.add(10.3, 10.4, kFirstSliver);
    merger.add(10.4, 50.5, kMajority);
    merger.add(50.5, 50.52, kSecondSliver);
    merger.add(50.52, 100.0, kMajority);
    merger.finish();
    const std::vector<std::tuple<double, double, int>> expected = {{0.0, 10.0, kMajority},
                                                                   {10.0, 11.0, kFirstSliver},
                                                                   {11.0, 50.0, kMajority},
                                                                   {50.0, 51.0, kSecondSliver},
                                                                   {51.0, 100.0, kMajority}};
    QCOMPARE(runs, expected);
}

void TestTimeline::largeRunShowsEveryJob() {
    load(writeScenario(dir_, "large.json", 1, 100, largeRunMessages()));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(800, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToEnd();
    view.fit();
    // 20,000 + 200 * 2 slots, one recipient each.
    QCOMPARE(probe.cellCount(), 20400);
    TimelinePlot* plot = view.plot();
    plot->replot();
    QCPAxis* slotAxis = plot->bandRect()->axis(QCPAxis::atBottom);
    const double slotPixels = std::abs(slotAxis->coordToPixel(2.0) - slotAxis->coordToPixel(0.0));
    QVERIFY2(slotPixels < 0.1, qPrintable(QString::number(slotPixels))); // a small job: < 0.1 px
    std::vector<int> all(201);
    for (int m = 0; m <= 200; ++m)
        all[static_cast<std::size_t>(m)] = m;
    QCOMPARE(TimelineViewProbe(view).drawnMessages(), all);
}

void TestTimeline::legendListsVisibleJobsByCount() {
    load(writeScenario(dir_, "large.json", 1, 100, largeRunMessages()));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1200, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToEnd();
    view.fit();
    view.plot()->replot();
    const auto items = TimelineViewProbe(view).jobItems();
    QVERIFY(items.size() > 2);
    // The list first with its 20,000 slots, then small jobs with two slots each.
    QCOMPARE(items.front().first, 0);
    QCOMPARE(items.front().second, QStringLiteral("list \u00d720000"));
    for (std::size_t i = 1; i < items.size(); ++i)
        QCOMPARE(items[i].second, QStringLiteral("s%1 \u00d72").arg(items[i].first));

    // A window that opens on s1's first slot: s1 comes first in slot order, the list first by
    // count (counts taken cell by cell from the band).
    int first = 0;
    while (probe.cellMessage(first) != 1)
        ++first;
    view.plot()->bandRect()->axis(QCPAxis::atBottom)->setRange(first + 0.5, first + 40.5);
    view.plot()->replot();
    int listCount = 0;
    int s1Count = 0;
    for (int i = first; i < first + 40; ++i) {
        listCount += probe.cellMessage(i) == 0 ? 1 : 0;
        s1Count += probe.cellMessage(i) == 1 ? 1 : 0;
    }
    QCOMPARE(s1Count, 2);
    QVERIFY(listCount > 2);
    const auto window = TimelineViewProbe(view).jobItems();
    QVERIFY(window.size() >= 2);
    QCOMPARE(window[0].second, QStringLiteral("list \u00d7%1").arg(listCount));
    QCOMPARE(window[1].second, QStringLiteral("s1 \u00d72"));

    // Hiding the future at the start: nothing dispatched, so no job is listed.
    controller_.jumpToStart();
    view.hideFutureAction()->setChecked(true);
    view.plot()->replot();
    QVERIFY(TimelineViewProbe(view).jobItems().empty());
}

// "aa" (3 recipients) at 0 s, "b" (1) at 10 s, "aa"'s deliveries done by 3 s on one agent:
// slots aa aa aa b, read as "aa×3 b"; the plain string stays on the clipboard side.
void TestTimeline::readableSlotString() {
    load(writeScenario(dir_, "readable.json", 1, 1000,
                       QStringLiteral(R"({"id": "aa", "arrival_ms": 0, "recipients": {"a.example": 3}},
                                         {"id": "b", "arrival_ms": 10000, "recipients": ["x@b.example"]})")));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToEnd();
    QCOMPARE(probe.slotString(), QStringLiteral("aaaaaab"));
    QVERIFY2(probe.slotText().endsWith(QStringLiteral("aa\u00d73 b")), qPrintable(probe.slotText()));
}

// Runs of long ids in a narrow view: the line is shortened by whole runs ("… bulkmessage×4 …"),
// never a run cut in its id ("ulkmessage×4"), and the whole line fits the label.
void TestTimeline::narrowSlotStringShowsWholeRuns() {
    load(writeRunsScenario(dir_));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(320, 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QStringList ids{QStringLiteral("bulkmessage"), QStringLiteral("middlemessage"),
                          QStringLiteral("smallmessage")};
    bool shortened = false;
    for (std::size_t step = 0; step <= controller_.length(); ++step) {
        controller_.seek(step);
        const QString text = probe.slotText();
        const QString runs = text.mid(text.indexOf(QLatin1Char(':')) + 1);
        for (const QString& token : runs.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            if (token == QStringLiteral("…")) {
                shortened = true;
                continue;
            }
            QVERIFY2(ids.contains(token.section(QChar(0x00d7), 0, 0)),
                     qPrintable(QStringLiteral("step %1: \"%2\" in \"%3\"").arg(step).arg(token, text)));
        }
    }
    QVERIFY(shortened); // the view is narrow enough to need it
}

// The same runs with the future hidden, in the lecture layout's header row at its least width,
// where the caption "Slot string so far (N slots):" alone nearly fills the label: at every step
// with a slot the line still fits the label and ends with whole runs, at least the one just
// dispatched (the caption shortens instead).
void TestTimeline::tooNarrowForTheCaptionShortensIt() {
    load(writeRunsScenario(dir_));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.setCompact(true); // the lecture layout: the line beside the selector and the Fit button
    view.hideFutureAction()->setChecked(true);
    view.resize(view.minimumSizeHint().width(), 400);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QStringList ids{QStringLiteral("bulkmessage"), QStringLiteral("middlemessage"),
                          QStringLiteral("smallmessage")};
    int withSlots = 0;
    for (std::size_t step = 0; step <= controller_.length(); ++step) {
        controller_.seek(step);
        if (probe.dispatchedCellCount() == 0)
            continue;
        ++withSlots;
        const QString text = probe.slotText();
        const QString where = QStringLiteral("step %1: \"%2\"").arg(step).arg(text);
        QVERIFY2(probe.slotTextNeeded() <= probe.slotTextWidth(),
                 qPrintable(where + QStringLiteral(" needs %1 px, has %2")
                                        .arg(probe.slotTextNeeded())
                                        .arg(probe.slotTextWidth())));
        const QStringList tokens =
            text.mid(text.indexOf(QLatin1Char(':')) + 1).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QVERIFY2(!tokens.isEmpty() && tokens.last() != QStringLiteral("…"), qPrintable(where));
        for (const QString& token : tokens)
            QVERIFY2(token == QStringLiteral("…") || ids.contains(token.section(QChar(0x00d7), 0, 0)),
                     qPrintable(where));
    }
    QVERIFY(withSlots > 0);
}

// maxproc 6 and eight one-recipient messages at once: up to six deliveries in parallel, so six
// lanes, each labelled "agent k".
void TestTimeline::oneLabelledLanePerAgent() {
    QString messages;
    for (int i = 1; i <= 8; ++i)
        messages += QStringLiteral(R"(%1{"id": "%2", "arrival_ms": 0, "recipients": ["u@d%2.example"]})")
                        .arg(i > 1 ? QStringLiteral(", ") : QString())
                        .arg(i);
    load(writeScenario(dir_, "six.json", 6, 1000, messages));
    TimelineView view(&controller_);
    view.resize(1200, 900);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
    view.plot()->replot();
    QCPAxis* lanes = view.plot()->lanesRect()->axis(QCPAxis::atLeft);
    QCOMPARE(lanes->range().size(), 6.0);
    const QStringList expected = {QStringLiteral("agent 1"), QStringLiteral("agent 2"),
                                  QStringLiteral("agent 3"), QStringLiteral("agent 4"),
                                  QStringLiteral("agent 5"), QStringLiteral("agent 6")};
    const QVector<QString> labels = lanes->tickVectorLabels();
    QCOMPARE(QStringList(labels.begin(), labels.end()), expected);
}

// maxproc 40 in a short window, every agent used: lanes thinner than their label, down to half
// of it (every second one labelled), and the rest scroll.
void TestTimeline::manyAgentsScroll() {
    load(writeScenario(dir_, "forty.json", 40, 1000,
                       QStringLiteral(R"({"id": "m", "arrival_ms": 0, "recipients": {"d.example": 40}})")));
    controller_.jumpToEnd();
    TimelineView view(&controller_);
    view.resize(1000, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.plot()->replot();
    view.plot()->replot();
    QCPAxisRect* rect = view.plot()->lanesRect();
    const double shown = rect->axis(QCPAxis::atLeft)->range().size();
    QVERIFY2(shown < 40.0, qPrintable(QString::number(shown)));
    const double perLane = rect->height() / shown;
    QVERIFY(perLane >= (QFontMetricsF(view.font()).height() + 1.0) / 2.0);
    QVERIFY(perLane < QFontMetricsF(view.font()).height());
    QCOMPARE(rect->axis(QCPAxis::atLeft)->tickVectorLabels().size(),
             static_cast<qsizetype>(std::ceil(shown / 2.0)));
}

// "list", "note", "news" and "welcome", two one-recipient deliveries each, at widths from wide to
// narrow: every cell is as wide as the others, so every id is whole or each is cut to the same
// number of its first characters, enough to tell them apart, or none is shown. An id so cut ends in
// the band's mark (…), which the legend then names, and only then; an id no longer stays whole.
void TestTimeline::slotLabelsAreAlike() {
    const QStringList ids = {QStringLiteral("list"), QStringLiteral("note"), QStringLiteral("news"),
                             QStringLiteral("welcome")};
    QString messages;
    for (qsizetype i = 0; i < ids.size(); ++i)
        messages += QStringLiteral(R"(%1{"id": "%2", "arrival_ms": 0, "recipients": {"%2.example": 2}})")
                        .arg(i > 0 ? QStringLiteral(", ") : QString(), ids[i]);
    load(writeScenario(dir_, "labels.json", 1, 1000, messages));
    TimelineView view(&controller_);
    const TimelineViewProbe probe(view);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QChar mark = qmgrlab::ui::SlotBandPlottable::kCutMark;
    bool whole = false;
    bool shortened = false;
    for (const int width : {1600, 1000, 800, 600, 500, 400, 340, 300, 260, 220}) {
        view.resize(width, 500);
        QApplication::processEvents();
        view.fit();
        probe.replot();
        const std::map<int, QString>& labels = probe.cellLabels();
        const QString where = QStringLiteral("width %1").arg(width);
        if (labels.empty())
            continue;
        QCOMPARE(labels.size(), std::size_t(4));
        // n: the characters of an id every label shows (all of a shorter one).
        qsizetype n = 0;
        for (const auto& entry : labels)
            n = std::max(n, entry.second.endsWith(mark) ? entry.second.size() - 1 : entry.second.size());
        std::set<QString> distinct;
        bool full = true;
        for (const auto& [message, label] : labels) {
            const QString& id = ids[message];
            QVERIFY2(label == (id.size() > n ? id.left(n) + mark : id),
                     qPrintable(where + QLatin1Char(' ') + label));
            full = full && label == id;
            distinct.insert(label);
        }
        QVERIFY(n > 0);
        QCOMPARE(distinct.size(), std::size_t(4));
        QVERIFY2(probe.cutMarkNamed() == !full, qPrintable(where));
        whole = whole || full;
        shortened = shortened || !full;
    }
    QVERIFY(whole);
    QVERIFY(shortened);
}

void TestTimeline::hideTheFuture() {
    load(writeScenario(dir_, "readable.json", 1, 1000,
                       QStringLiteral(R"({"id": "aa", "arrival_ms": 0, "recipients": {"a.example": 3}},
                                         {"id": "b", "arrival_ms": 10000, "recipients": ["x@b.example"]})")));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1000, 600);
    QVERIFY(!probe.futureHidden());
    QVERIFY(probe.cellColour(3).isValid()); // pale, but drawn
    view.hideFutureAction()->setChecked(true);
    QVERIFY(probe.futureHidden());
    QVERIFY(!probe.cellColour(0).isValid());
    QVERIFY(!probe.slotText().contains(QLatin1String("aa")));
    view.hideFutureAction()->setChecked(false);
    QVERIFY(probe.cellColour(0).isValid());

    // Predict mode hides it whatever the action says.
    controller_.setPredictMode(true);
    QVERIFY(probe.futureHidden());
    QVERIFY(!probe.cellColour(0).isValid());
    controller_.setPredictMode(false);
    QVERIFY(!probe.futureHidden());
}

// Three agents take "m"'s three recipients at 0 s, each delivery taking 5 s. With the future
// hidden, the position at the third dispatch (still 0 s) draws each busy lane's delivery under
// way in m's colour just after the start, though it has lasted no time yet; a lane without a
// delivery stays empty there.
void TestTimeline::deliveriesUnderWayAtTheStartAreDrawn() {
    load(writeScenario(dir_, "busy.json", 4, 5000, QStringLiteral(R"({"id": "m", "arrival_ms": 0,
                                         "recipients": ["u@a.example", "u@b.example", "u@c.example"]})")));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1000, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.hideFutureAction()->setChecked(true);
    // The first position with all three dispatched (the label shows the slots so far).
    std::size_t step = 0;
    while (step <= controller_.length() && !probe.slotText().endsWith(QStringLiteral(": mmm")))
        controller_.seek(++step);
    QVERIFY2(probe.slotText().endsWith(QStringLiteral(": mmm")), qPrintable(probe.slotText()));
    QCOMPARE(controller_.timeMs(), std::int64_t{0});
    view.plot()->replot();
    const QImage image = view.plot()->toPixmap().toImage();
    QCPAxisRect* rect = view.plot()->lanesRect();
    // Just right of the current-time line and above the bar's id.
    const int x = qRound(rect->axis(QCPAxis::atBottom)->coordToPixel(0.0)) + 4;
    const auto laneColour = [&](int lane) {
        return image.pixelColor(x, qRound(rect->axis(QCPAxis::atLeft)->coordToPixel(lane + 0.25)));
    };
    const Theme& theme = Theme::of(view.plot()->palette());
    // m's colour, solid or pale (a hue of its own; the page has none).
    const int hue = JobPalette::colour(0).hsvHue();
    for (int lane = 0; lane < 3; ++lane) {
        const QColor colour = laneColour(lane);
        QVERIFY2(colour != theme.chartBackground() && colour.hsvSaturation() > 0 &&
                     std::abs(colour.hsvHue() - hue) <= 10,
                 qPrintable(QStringLiteral("lane %1: %2").arg(lane).arg(colour.name())));
    }
    QCOMPARE(laneColour(3), theme.chartBackground());
}

// slot-loan in predict mode from step 0: the time axis shows the part so far, at least a second
// (it showed 0.997-1.001 s once the run reached 1 s), and grows with the run; "the whole run"
// shows 0 to the run's end (14 s), the part so far again what has happened; a wheel zoom by
// hand ends following.
void TestTimeline::predictModeAxisStaysReadable() {
    load(kSlotLoan);
    TimelineView view(&controller_);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToStart();
    controller_.setPredictMode(true);
    QCPAxis* timeAxis = view.plot()->lanesRect()->axis(QCPAxis::atBottom);
    QCOMPARE(timeAxis->range().lower, 0.0);
    QVERIFY2(timeAxis->range().upper >= 1.0, qPrintable(QString::number(timeAxis->range().upper)));
    double upperBefore = timeAxis->range().upper;
    // Answer every question rightly and walk to 6 s: the axis keeps 0 and reaches past now.
    while (controller_.run().timeMs() < 6000 && controller_.position() < controller_.length()) {
        if (const auto question = controller_.openQuestion()) {
            controller_.setPredictMode(false);
            controller_.stepForward();
            controller_.setPredictMode(true);
        } else {
            controller_.stepForward();
        }
        const QCPRange range = timeAxis->range();
        const double now = controller_.run().timeMs() / 1000.0;
        QCOMPARE(range.lower, 0.0);
        QVERIFY2(range.upper >= now && range.upper >= upperBefore,
                 qPrintable(QStringLiteral("%1..%2 at %3 s").arg(range.lower).arg(range.upper).arg(now)));
        upperBefore = range.upper;
    }
    QVERIFY(controller_.run().timeMs() >= 6000);
    QVERIFY(timeAxis->range().upper < 14.0); // the future is not on the axis

    view.fitPart(false);
    QCOMPARE(timeAxis->range().lower, 0.0);
    QVERIFY(timeAxis->range().upper >= 14.0); // slot-loan's run ends at 14 s
    view.fitPart(true);
    QVERIFY(timeAxis->range().upper < 14.0);
    QVERIFY(TimelineViewProbe(view).following());
    QWheelEvent wheel(QPointF(500, 400), view.plot()->mapToGlobal(QPointF(500, 400)), QPoint(),
                      QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(view.plot(), &wheel);
    QVERIFY(!TimelineViewProbe(view).following());
    controller_.setPredictMode(false);
}

void TestTimeline::followsTheFont() {
    load(writeScenario(dir_, "readable.json", 1, 1000,
                       QStringLiteral(R"({"id": "aa", "arrival_ms": 0, "recipients": {"a.example": 3}})")));
    TimelineView view(&controller_);
    QFont big = view.font();
    big.setPointSizeF(big.pointSizeF() * 2);
    const int bandBefore = view.plot()->bandRect()->minimumSize().height();
    view.setFont(big);
    QCOMPARE(view.plot()->bandRect()->axis(QCPAxis::atBottom)->tickLabelFont().pointSizeF(),
             big.pointSizeF());
    QVERIFY(view.plot()->bandRect()->minimumSize().height() > bandBefore);
}

// slot-loan's first selection, step 7, dispatches the first delivery: one slot so far, in the
// singular; the whole run has 14 (SCHEDULER_README's 11221111331111). At the last step, the
// future hidden, nothing is still to come: the caption says no "so far".
void TestTimeline::oneSlotIsSingular() {
    load(kSlotLoan);
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1000, 600);
    view.show(); // the line is laid out for its label's width
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.hideFutureAction()->setChecked(true);
    controller_.seek(7);
    QVERIFY2(probe.slotText().startsWith(QStringLiteral("Slot string so far (1 slot):")),
             qPrintable(probe.slotText()));
    view.hideFutureAction()->setChecked(false);
    QVERIFY2(probe.slotText().startsWith(QStringLiteral("Slot string (14 slots):")),
             qPrintable(probe.slotText()));
    view.hideFutureAction()->setChecked(true);
    controller_.seek(controller_.length());
    QVERIFY2(probe.slotText().startsWith(QStringLiteral("Slot string (14 slots):")),
             qPrintable(probe.slotText()));
}

// A run of 3 slots in 0.6 s, the future hidden: before the first step the axes keep their least
// range (8 slots, 1 s) rather than stop at the run's end, which would tell what is to come;
// shown, the future fits the whole run.
void TestTimeline::hiddenFutureKeepsTheLeastRange() {
    load(writeScenario(dir_, "three.json", 1, 200,
                       QStringLiteral(R"({"id": "aa", "arrival_ms": 0, "recipients": {"a.example": 3}})")));
    TimelineView view(&controller_);
    view.resize(1000, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.hideFutureAction()->setChecked(true);
    controller_.seek(0);
    QCOMPARE(view.plot()->bandRect()->axis(QCPAxis::atBottom)->range().upper, 8.5);
    QVERIFY(view.plot()->lanesRect()->axis(QCPAxis::atBottom)->range().upper >= 1.0);
    view.hideFutureAction()->setChecked(false);
    QCOMPARE(view.plot()->bandRect()->axis(QCPAxis::atBottom)->range().upper, 3.5);
}

// Jobs 1 (30 recipients) and 2 (one, later): the plain slot string 1111...12 in the lecture's
// header row, the future hidden: at every step the line is either the sentence that no slot was
// taken yet or a caption followed by slots, never a caption alone; and it shows a part of the
// string ("…") only where the shortest caption and the whole string so far would not fit.
void TestTimeline::noCaptionWithoutItsString() {
    load(writeScenario(dir_, "plain.json", 1, 1000,
                       QStringLiteral(R"({"id": "1", "arrival_ms": 0, "recipients": {"a.example": 30}},
                                         {"id": "2", "arrival_ms": 40000, "recipients": ["x@b.example"]})")));
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.setCompact(true);
    view.hideFutureAction()->setChecked(true);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString whole = probe.slotString();
    QCOMPARE(whole, QStringLiteral("1").repeated(30) + QStringLiteral("2"));
    int shortened = 0;
    for (int width = view.minimumSizeHint().width(); width <= 1000; width += 60) {
        view.resize(width, 400);
        QApplication::processEvents();
        for (std::size_t step = 0; step <= controller_.length(); ++step) {
            controller_.seek(step);
            const QString text = probe.slotText();
            const QString where = QStringLiteral("width %1, step %2: \"%3\"").arg(width).arg(step).arg(text);
            const int taken = probe.dispatchedCellCount();
            if (taken == 0) {
                QCOMPARE(text, QStringLiteral("No delivery slot so far"));
                continue;
            }
            const QString string = text.section(QStringLiteral(": "), -1);
            QVERIFY2(!text.endsWith(QLatin1Char(':')) && !string.isEmpty(), qPrintable(where));
            if (!string.contains(QChar(0x2026)))
                QCOMPARE(string, whole.left(taken));
            else {
                ++shortened;
                const QString shortest =
                    (taken == 1 ? QStringLiteral("%1 slot: %2") : QStringLiteral("%1 slots: %2"))
                        .arg(taken)
                        .arg(whole.left(taken));
                QVERIFY2(probe.slotTextAdvance(shortest) > probe.slotTextRoom(), qPrintable(where));
            }
        }
    }
    QVERIFY(shortened > 0); // the least width is narrow enough to need it
}

// The exported page writes the slot string's dispatched part in the chart's text colour and the
// rest faint, as the view does: at default-settings' step 13 "list×4 s01" has happened, the first
// ten characters (about 100 px of a 1000 px page), so the first line is strong after its first
// character and faint at its end.
void TestTimeline::exportedSlotStringDrawsTheDispatchedStrong() {
    load(qmgrlab::test::gui::example("default-settings.json"));
    controller_.seek(13);
    const qmgrlab::Run& run = controller_.run();
    const Theme theme = Theme::light();
    QImage image(QSize(1000, 700), QImage::Format_ARGB32);
    image.fill(Qt::white);
    DrawnFigure figure;
    {
        QCPPainter painter(&image);
        paintTimeline(painter, run, timelineModels(run), image.size(), theme, false, &figure);
    }
    QVERIFY(!figure.blocks.empty());
    QRectF slotString;
    for (const DrawnFigure::Part& part : figure.blocks.front().parts)
        if (part.name == QLatin1String("slot string"))
            slotString = part.rect;
    QVERIFY(slotString.width() > 500);
    // Pixels of the first line (the upper half: the string takes two lines) from x0 to x1 past
    // its start that are darker than the faint text.
    const auto strongPixels = [&](int x0, int x1) {
        int strong = 0;
        for (int y = static_cast<int>(slotString.top()); y < slotString.top() + slotString.height() / 2; ++y)
            for (int x = x0; x < x1; ++x)
                if (image.pixelColor(static_cast<int>(slotString.left()) + x, y).lightness() <
                    theme.chartFaintText().lightness() - 30)
                    ++strong;
        return strong;
    };
    QVERIFY2(strongPixels(20, 60) > 0, "the dispatched slots are drawn faint");
    const int width = static_cast<int>(slotString.width());
    QCOMPARE(strongPixels(width - 100, width), 0);
}

// dead-destination runs on for half a minute after its last delivery (down.example is dead
// until its timer ends): the fitted time axis reaches the run's end, the time the position
// states at the last step, not only the last delivery's.
void TestTimeline::timeAxisCoversTheWholeRun() {
    load(qmgrlab::test::gui::example("dead-destination.json"));
    const auto& recording = controller_.run().recording();
    QVERIFY(!recording.steps().empty() && !recording.deliveries().empty());
    const std::int64_t runEndMs = recording.steps().back().timeMs;
    std::int64_t lastDeliveryMs = 0;
    for (const auto& delivery : recording.deliveries())
        lastDeliveryMs = std::max(lastDeliveryMs, delivery.completeMs);
    QVERIFY(runEndMs > lastDeliveryMs + 10000);
    TimelineView view(&controller_);
    view.resize(1000, 600);
    view.plot()->fit();
    const QCPRange times = view.plot()->lanesRect()->axis(QCPAxis::atBottom)->range();
    QVERIFY2(times.upper >= static_cast<double>(runEndMs) / 1000.0,
             qPrintable(QStringLiteral("the axis ends at %1 s").arg(times.upper)));
    controller_.seek(controller_.run().knownSteps());
    QCOMPARE(controller_.run().timeMs(), runEndMs);
}

QTEST_MAIN(TestTimeline)
#include "test_timeline.moc"
