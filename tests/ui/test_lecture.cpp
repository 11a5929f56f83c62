// SPDX-License-Identifier: GPL-3.0-or-later
// test_lecture: teaching at projector scale. The zoom (View > Zoom in / out / reset and --zoom)
// sets the application font to its base size times the factor, the views follow it, and it is
// remembered (the old "large fonts" setting becoming 150%); the Lecture layout at 1280x720 with
// body text at least 20 px high shows the slot timeline, the job lists and the narration with
// room to read them and keeps every toolbar action out of the overflow menu; each layout keeps
// its own docks, and the layout is remembered; the Explore layout's timeline keeps its axis
// titles whole and its buttons and the toolbar's actions in sight.
#include "DestinationsViewProbe.h"
#include "ExamplePaths.h"
#include "FeedbackViewProbe.h"
#include "JobListViewProbe.h"
#include "MainWindowProbe.h"
#include "NarrationViewProbe.h"
#include "PredictPanelProbe.h"
#include "PreemptionBarViewProbe.h"
#include "RecipientPoolViewProbe.h"
#include "TimelineViewProbe.h"
#include "app/CommandLine.h"
#include "app/ScreenshotRenderer.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/KeyboardHelp.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/SettingsKeys.h"
#include "ui/common/Zoom.h"
#include "ui/concepts/FeedbackView.h"
#include "ui/concepts/PreemptionBarView.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationView.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/predict/PredictPanel.h"
#include "ui/predict/PredictSession.h"
#include "ui/timeline/LaneTicker.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFontInfo>
#include <QHeaderView>
#include <QImage>
#include <QLabel>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QStyle>
#include <QTabBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>
#include <QTranslator>
#include <QtTest>
#include <cstdlib>
#include <optional>
#include <qcustomplot.h>
#include <tuple>
#include <vector>

using qmgrlab::test::gui::kBlockersExample;
using qmgrlab::test::gui::kDeadDestination;
using qmgrlab::test::gui::kRecipientLimits;
using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ui::CommandLine;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::WindowLayout;
using qmgrlab::ui::Zoom;
namespace SettingsKeys = qmgrlab::ui::SettingsKeys;

namespace {

const QString kMultiTransport = qmgrlab::test::gui::conformanceCase("recipient-limits-multi-transport");

QAction* actionNamed(const MainWindow& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

QDockWidget* dock(const MainWindow& window, const char* name) {
    return window.findChild<QDockWidget*>(QLatin1String(name));
}

// The two projectors a lecture is tried on: a test's rows by window size.
void addProjectorRows() {
    QTest::addColumn<QSize>("size");
    QTest::newRow("1280x720") << QSize(1280, 720);
    QTest::newRow("1920x1080") << QSize(1920, 1080);
}

// The window at a projector's size, at 175 % in the Lecture layout, shown.
bool showLecture(MainWindow& window, QSize size) {
    window.resize(size);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    return QTest::qWaitForWindowExposed(&window);
}

// default-settings at step 20 in the Explore layout at a projector's size and 175 %, shown, once
// Explore's tab groups are arranged for their names.
bool showExploreAtStep20(MainWindow& window, QSize size) {
    if (!window.openPath(qmgrlab::test::gui::example("default-settings.json")))
        return false;
    window.resize(size);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Explore);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.controller()->seek(20);
    QTest::qWait(200);
    return true;
}

// Visible on screen and not tabbed behind another dock.
bool shown(const QWidget* widget) {
    return widget != nullptr && widget->isVisible() && !widget->visibleRegion().isEmpty();
}

// Every toolbar action on its toolbar, none in the overflow menu: the first toolbar whose
// overflow button shows or action out of sight, or empty.
QString toolbarOutOfSight(const MainWindow& window) {
    for (QToolBar* bar : window.findChildren<QToolBar*>()) {
        const auto* extension = bar->findChild<QToolButton*>(QStringLiteral("qt_toolbar_ext_button"));
        if (extension == nullptr || extension->isVisible())
            return bar->objectName();
        for (QAction* action : bar->actions()) {
            if (!action->isSeparator() && !shown(bar->widgetForAction(action)))
                return action->text();
        }
    }
    return {};
}

// Every dock tab as wide as its name and inside its bar: the first tab that is not, or empty;
// *tabs counts the tabs of the visible bars.
QString cutTab(const MainWindow& window, int* tabs) {
    for (const QTabBar* bar : window.findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        for (int i = 0; i < bar->count(); ++i) {
            ++*tabs;
            const int needed = bar->fontMetrics().horizontalAdvance(bar->tabText(i));
            const QRect tab = bar->tabRect(i);
            if (tab.width() < needed || !bar->rect().contains(tab))
                return QStringLiteral("%1: %2 px of %3, at %4 in a bar %5 px wide")
                    .arg(bar->tabText(i))
                    .arg(tab.width())
                    .arg(needed)
                    .arg(tab.x())
                    .arg(bar->width());
        }
    }
    return {};
}

} // namespace

class TestLecture : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void zoomStepsGoFrom80To300Percent();
    void zoomParsesTheCommandLine();
    void zoomActionsScaleTheApplicationFont();
    void viewsFollowTheZoom();
    void zoomIsRemembered();
    void largeFontsBecome150Percent();
    void lectureLayoutFitsAProjector();
    void lectureJobListFollowsTheTimelinesTransport();
    void lectureShowsTheViewsTheScenarioNames();
    void lectureFitsTheTopic_data();
    void lectureFitsTheTopic();
    void lectureShowsTheBusyLanes_data();
    void lectureShowsTheBusyLanes();
    void lectureGivesTheLanesTheRoomLeft_data();
    void lectureGivesTheLanesTheRoomLeft();
    void lanesBookmarkKeepsTheTopicWhole();
    void lessonBookmarksShowEveryBusyLane_data();
    void lessonBookmarksShowEveryBusyLane();
    void slotBandKeepsItsHeight();
    void lectureShowsTheCurrentCard();
    void preemptionLessonsShowEveryCard_data();
    void preemptionLessonsShowEveryCard();
    void lectureKeepsTheStepsLanesAndSlots_data();
    void lectureKeepsTheStepsLanesAndSlots();
    void lectureAndLessonHideTheFuture();
    void deferredLessonsShowTheDeferredQueue();
    void lessonModeGivesTheNoteTheColumn();
    void preemptionTestWholeUnderLongNotes();
    void destinationLessonsFitAtEveryBookmark();
    void lessonTopicsShowWhole_data();
    void lessonTopicsShowWhole();
    void everyNoteIsWholeAtEveryBookmark_data();
    void everyNoteIsWholeAtEveryBookmark();
    void predictAndLessonPanelsFit_data();
    void predictAndLessonPanelsFit();
    void predictPanelFitsInEveryLanguage_data();
    void predictPanelFitsInEveryLanguage();
    void feedbackWholeInEveryLanguage_data();
    void feedbackWholeInEveryLanguage();
    void layoutsKeepTheirOwnDocks();
    void dockTabsShowWholeNames_data();
    void dockTabsShowWholeNames();
    void exploreTabsFitWithAViewInFront_data();
    void exploreTabsFitWithAViewInFront();
    void exploreTimelineFitsInEveryLanguage_data();
    void exploreTimelineFitsInEveryLanguage();
    void exploreTimeListLabelsFitInEveryLanguage_data();
    void exploreTimeListLabelsFitInEveryLanguage();
    void layoutIsRemembered();
    void screenshotTakesZoomAndLayout();

private:
    double basePointSize_ = 0.0; // the application font before any zoom
};

void TestLecture::initTestCase() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    basePointSize_ = QApplication::font().pointSizeF();
    QVERIFY(basePointSize_ > 0);
}

void TestLecture::cleanup() {
    Zoom::apply(1.0);
    QSettings().clear();
    // Back to English: the translators a test's language installed go.
    for (QTranslator* translator : QCoreApplication::instance()->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), QStringLiteral("en")));
}

void TestLecture::zoomStepsGoFrom80To300Percent() {
    const auto steps = Zoom::steps();
    QCOMPARE(steps.front(), 0.8);
    QCOMPARE(steps.back(), 3.0);
    QVERIFY(std::find(steps.begin(), steps.end(), 1.0) != steps.end());
    QVERIFY(std::is_sorted(steps.begin(), steps.end()));
    QCOMPARE(Zoom::stepIn(1.0), 1.1);
    QCOMPARE(Zoom::stepOut(1.0), 0.9);
    QCOMPARE(Zoom::stepIn(1.3), 1.5); // a factor between steps goes to the next one
    QCOMPARE(Zoom::stepOut(1.3), 1.25);
    QCOMPARE(Zoom::stepIn(3.0), 3.0); // the ends hold
    QCOMPARE(Zoom::stepOut(0.8), 0.8);
    QCOMPARE(Zoom::clamped(10.0), 3.0);
    QCOMPARE(Zoom::clamped(0.1), 0.8);
    QCOMPARE(Zoom::clamped(std::nan("")), 1.0);
}

void TestLecture::zoomParsesTheCommandLine() {
    CommandLine line;
    QString error;
    QVERIFY(CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--zoom"), QStringLiteral("1.75"),
                                QStringLiteral("--layout"), QStringLiteral("lecture")},
                               &line, &error));
    QCOMPARE(line.zoom.value_or(0.0), 1.75);
    QVERIFY(line.layout == WindowLayout::Lecture);
    QVERIFY(CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--zoom"), QStringLiteral("250%")},
                               &line, &error));
    QCOMPARE(line.zoom.value_or(0.0), 2.5);
    QVERIFY(!line.layout.has_value());
    // A number in the per-cent range is read as per cent (factors end at 3).
    QVERIFY(CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--zoom"), QStringLiteral("175")},
                               &line, &error));
    QCOMPARE(line.zoom.value_or(0.0), 1.75);
    for (const char* bad : {"5", "0.5", "79", "301", "big", "1e999", "%"}) {
        error.clear();
        QVERIFY2(
            !CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--zoom"), QLatin1String(bad)},
                                &line, &error),
            bad);
        QVERIFY2(error.contains(QLatin1String("--zoom")) && error.contains(QLatin1String(bad)),
                 qPrintable(error));
    }
    QVERIFY(!CommandLine::parse(
        {QStringLiteral("qmgrlab"), QStringLiteral("--layout"), QStringLiteral("talk")}, &line, &error));
    QVERIFY2(error.contains(QLatin1String("--layout")) && error.contains(QLatin1String("talk")),
             qPrintable(error));
}

void TestLecture::zoomActionsScaleTheApplicationFont() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_);
    QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(Zoom::factor(), 1.1);
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 1.1);
    QTest::keyClick(&window, Qt::Key_Plus, Qt::ControlModifier);
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 1.25);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QTest::keyClick(&window, Qt::Key_Minus, Qt::ControlModifier);
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 0.9);
    QTest::keyClick(&window, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_);

    // The menu's actions do the same; at the ends they are disabled.
    QAction* zoomIn = actionNamed(window, QStringLiteral("Zoom &in"));
    QAction* zoomOut = actionNamed(window, QStringLiteral("Zoom &out"));
    QVERIFY(zoomIn != nullptr && zoomOut != nullptr);
    for (int i = 0; i < 20; ++i)
        zoomIn->trigger();
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 3.0);
    QVERIFY(!zoomIn->isEnabled());
    QVERIFY(zoomOut->isEnabled());
    window.setZoom(0.8);
    QVERIFY(!zoomOut->isEnabled());
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 0.8);
    // The speed keys (+ and - without Ctrl) are not the zoom's.
    const double speed = window.controller()->speed();
    QTest::keyClick(&window, Qt::Key_Plus);
    QVERIFY(window.controller()->speed() > speed);
    QCOMPARE(Zoom::factor(), 0.8);
}

void TestLecture::viewsFollowTheZoom() {
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto* pools = window.findChild<qmgrlab::ui::RecipientPoolView*>();
    QVERIFY(pools != nullptr);
    const int poolHeight = pools->minimumSizeHint().height();
    window.setZoom(2.0);
    // The application posts the font change to every widget.
    QTRY_COMPARE(qmgrlab::ui::MainWindowProbe(window).narrationView()->font().pointSizeF(),
                 basePointSize_ * 2.0);
    QCOMPARE(pools->font().pointSizeF(), basePointSize_ * 2.0);
    // The pool charts are made of lines of text: at twice the text they need more room.
    QTRY_VERIFY2(
        pools->minimumSizeHint().height() > poolHeight * 3 / 2,
        qPrintable(QStringLiteral("%1 -> %2").arg(poolHeight).arg(pools->minimumSizeHint().height())));
}

void TestLecture::zoomIsRemembered() {
    {
        MainWindow first;
        first.restoreSettings();
        first.show();
        first.setZoom(1.75);
        QVERIFY(first.close());
    }
    Zoom::apply(1.0);
    MainWindow second;
    second.restoreSettings();
    QCOMPARE(Zoom::factor(), 1.75);
    QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 1.75);
}

void TestLecture::largeFontsBecome150Percent() {
    QSettings().setValue(SettingsKeys::kOldLargeFonts, true);
    {
        MainWindow window;
        window.restoreSettings();
        QCOMPARE(Zoom::factor(), 1.5);
        QCOMPARE(QApplication::font().pointSizeF(), basePointSize_ * 1.5);
        // The option itself is gone.
        QCOMPARE(actionNamed(window, QStringLiteral("&Large fonts for a projector")), nullptr);
        window.show();
        QVERIFY(window.close());
    }
    const QSettings settings;
    QVERIFY(!settings.contains(SettingsKeys::kOldLargeFonts));
    QCOMPARE(settings.value(SettingsKeys::kZoom).toDouble(), 1.5);
}

// A classroom projector: 1280x720 and body text at least 20 px high.
void TestLecture::lectureLayoutFitsAProjector() {
    double lectureZoom = 0.0;
    for (const double step : Zoom::steps()) {
        Zoom::apply(step);
        if (QFontInfo(QApplication::font()).pixelSize() >= 20) {
            lectureZoom = step;
            break;
        }
    }
    QVERIFY(lectureZoom > 1.0);
    // The window made at 100 % and zoomed then, as View > Zoom in does (the dock titles once
    // kept the font they were made with).
    Zoom::apply(1.0);
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    window.resize(1280, 720);
    window.setZoom(lectureZoom);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.controller()->seek(11);
    QTest::qWait(50);
    QCOMPARE(window.size(), QSize(1280, 720));
    QVERIFY(QFontInfo(qmgrlab::ui::MainWindowProbe(window).narrationView()->font()).pixelSize() >= 20);

    // The slot timeline: most of the width, a real height.
    const QWidget* timeline = window.centralWidget();
    QVERIFY(shown(timeline));
    QVERIFY2(timeline->width() >= 700 && timeline->height() >= 180,
             qPrintable(QStringLiteral("%1x%2").arg(timeline->width()).arg(timeline->height())));
    // The job lists under it, as wide, with room for cards.
    QDockWidget* jobs = dock(window, "jobListDock");
    QVERIFY(shown(jobs));
    QVERIFY2(jobs->width() >= 700 && jobs->height() >= 150,
             qPrintable(QStringLiteral("%1x%2").arg(jobs->width()).arg(jobs->height())));
    // The narration beside them with the current sentence in view; the log is hidden. Its column
    // is shared with the preemption test slot-loan's lecture names (lecture_views), under it.
    QDockWidget* narration = dock(window, "narrationDock");
    QDockWidget* preemption = dock(window, "preemptionDock");
    QVERIFY(shown(narration));
    QVERIFY(shown(preemption));
    QVERIFY(preemption->geometry().top() >= narration->geometry().bottom());
    QVERIFY2(narration->width() >= 300 && narration->height() >= 300 &&
                 narration->height() + preemption->height() >= 400,
             qPrintable(QStringLiteral("%1x%2").arg(narration->width()).arg(narration->height())));
    QVERIFY(shown(qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(window).narrationView())
                      .newestSentence()));
    QVERIFY(!window.findChild<QAbstractItemView*>(QStringLiteral("narrationLog"))->isVisible());
    // Nothing overlaps: timeline above the job lists, both left of the narration.
    QVERIFY(timeline->geometry().bottom() <= jobs->geometry().top());
    // The job lists are compact: the relations beside the cards, so the first card of the
    // scheduler's list starts at the top of the view, under its heading only (in Explore it
    // sits under the relations diagram, at least one level row lower), and the by-time list
    // is hidden.
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    const std::vector<int> order = qmgrlab::ui::JobListViewProbe(*jobList).cardOrder();
    QVERIFY(!order.empty());
    const double lectureTop = qmgrlab::ui::JobListViewProbe(*jobList).cardRect(order.front()).top();
    window.setWindowLayout(WindowLayout::Explore);
    const double exploreTop = qmgrlab::ui::JobListViewProbe(*jobList).cardRect(order.front()).top();
    window.setWindowLayout(WindowLayout::Lecture);
    QTest::qWait(50); // the docks' layouts settle
    QVERIFY2(lectureTop < exploreTop, qPrintable(QStringLiteral("%1 %2").arg(lectureTop).arg(exploreTop)));
    QVERIFY(jobs->geometry().right() < narration->geometry().left());
    // At slot-loan's preemption (step 11) all three jobs' cards and the step's whole narration
    // are in sight without scrolling.
    QCOMPARE(order.size(), std::size_t(3));
    for (int message : order) {
        const QRectF card = qmgrlab::ui::JobListViewProbe(*jobList).cardRect(message);
        QVERIFY2(qmgrlab::ui::JobListViewProbe(*jobList).cardVisible(message),
                 qPrintable(QStringLiteral("card %1 at %2,%3 %4x%5 in a %6x%7 job list, zoom %8")
                                .arg(message)
                                .arg(card.x())
                                .arg(card.y())
                                .arg(card.width())
                                .arg(card.height())
                                .arg(jobs->width())
                                .arg(jobs->height())
                                .arg(lectureZoom)));
    }
    QCOMPARE(qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(window).narrationView())
                 .sentenceArea()
                 ->verticalScrollBar()
                 ->maximum(),
             0);
    // The views a lecture does not need are hidden.
    for (const char* name : {"parametersDock", "destinationsDock", "recipientPoolDock"})
        QVERIFY2(!shown(dock(window, name)), name);

    // Every toolbar action is on the toolbar, none in the overflow menu.
    QCOMPARE(toolbarOutOfSight(window), QString());

    // The docks' titles follow the zoom: the narration's title is drawn in the body text's
    // size (its ink at least 0.6 of the font's pixel size; drawn in the font the dock was made
    // with, at 100 %, it had less than half).
    {
        QDockWidget* narrationDock = dock(window, "narrationDock");
        const QImage shot = narrationDock->grab().toImage();
        const int titleBottom = narrationDock->widget()->geometry().top();
        const QColor background = shot.pixelColor(shot.width() / 2, 1);
        int top = -1;
        int bottom = -1;
        for (int y = 0; y < titleBottom; ++y) {
            for (int x = 0; x < shot.width() / 2; ++x) { // the title's text, left of the buttons
                const QColor pixel = shot.pixelColor(x, y);
                if (std::abs(pixel.lightness() - background.lightness()) > 96) {
                    top = top < 0 ? y : top;
                    bottom = y;
                    break;
                }
            }
        }
        const int fontPixels = QFontInfo(narrationDock->font()).pixelSize();
        QVERIFY2(top >= 0 && (bottom - top + 1) * 10 >= fontPixels * 6,
                 qPrintable(QStringLiteral("title ink rows %1-%2 for a %3 px font")
                                .arg(top)
                                .arg(bottom)
                                .arg(fontPixels)));
    }

    // The scenario's lecture views fit with the narration (at 1280x720 and 175 %).
    const auto unscrolledDock = [&window](const char* name) {
        const auto* area = qobject_cast<const QScrollArea*>(dock(window, name)->widget());
        return shown(dock(window, name)) && area != nullptr && area->verticalScrollBar()->maximum() == 0;
    };
    const auto seekSettled = [&window](std::size_t step) {
        window.controller()->seek(step);
        QTest::qWait(600); // the docks' sizes settle, the cards' slide ends
    };
    // dead-destination when down.example dies (step 12): the destinations dock under the
    // narration whole, its plot's legend row included (it scrolled by a row).
    QVERIFY(window.openPath(kDeadDestination));
    seekSettled(12);
    QVERIFY(unscrolledDock("destinationsDock"));
    QCOMPARE(qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(window).narrationView())
                 .sentenceArea()
                 ->verticalScrollBar()
                 ->maximum(),
             0);
    // recipient-limits at the extra-slot grant (step 48): the grant, the refill it allows and the
    // delivery in sight (the candidate's score above them scrolls: eight sentences do not fit 720
    // rows at 175 %), and the pools under them with the pool bar's legend and the in-core title
    // (the narration takes the column's larger share: the in-core bar scrolls).
    QVERIFY(window.openPath(kRecipientLimits));
    seekSettled(48);
    const QScrollArea* sentences =
        qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(window).narrationView()).sentenceArea();
    const QList<QLabel*> labels = sentences->widget()->findChildren<QLabel*>();
    QStringList inSight;
    for (const QLabel* label : labels) {
        if (label->isVisible() && !label->text().isEmpty() &&
            sentences->viewport()->rect().contains(
                QRect(label->mapTo(sentences->viewport(), QPoint(0, 0)), label->size())))
            inSight << label->text();
    }
    for (const char* words :
         {"gets 3 extra recipient slots", "3 recipients read from the queue file", "Delivery 22"})
        QVERIFY2(!inSight.filter(QLatin1String(words)).isEmpty(),
                 qPrintable(inSight.join(QLatin1Char('\n'))));
    QVERIFY(shown(dock(window, "recipientPoolDock")));
    auto* pools = window.findChild<qmgrlab::ui::RecipientPoolView*>();
    const qmgrlab::ui::RecipientPoolViewProbe poolShows(*pools);
    QCOMPARE(poolShows.poolLegend().size(), 4);
    QVERIFY(!poolShows.inCoreTitle().isEmpty());

    // Blockers at a blocker (step 9) and at step 24: every agent lane in sight (six, one per
    // smtp agent), and at least three cards fully in sight (step 9: a and b blockers, c current).
    QVERIFY(window.openPath(kBlockersExample));
    auto* timelineView = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    for (const std::size_t step : {std::size_t(9), std::size_t(24)}) {
        seekSettled(step);
        const int agents = 6; // blockers: smtp has maxproc 6
        QVERIFY2(qmgrlab::ui::TimelineViewProbe(*timelineView).visibleLanes() >= agents,
                 qPrintable(QStringLiteral("step %1: %2 lanes")
                                .arg(step)
                                .arg(qmgrlab::ui::TimelineViewProbe(*timelineView).visibleLanes())));
        QCOMPARE(timelineView->missingLaneHeight(), 0);
        const std::vector<int> blockers = qmgrlab::ui::JobListViewProbe(*jobList).cardOrder();
        QVERIFY(blockers.size() >= 3);
        int visible = 0;
        for (int message : blockers)
            visible += qmgrlab::ui::JobListViewProbe(*jobList).cardVisible(message) ? 1 : 0;
        QVERIFY2(visible >= 3, qPrintable(QStringLiteral("step %1: %2 cards").arg(step).arg(visible)));
    }
}

// recipient-limits names the pools, dead-destination the destinations, blockers the agent
// lanes (examples' "lecture_views"); slot-loan names none, and the lecture is as before.
void TestLecture::lectureShowsTheViewsTheScenarioNames() {
    MainWindow window;
    window.resize(1920, 1080);
    window.setZoom(1.75);
    QVERIFY(window.openPath(kRecipientLimits));
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    QVERIFY(shown(dock(window, "recipientPoolDock")));
    QVERIFY(shown(dock(window, "narrationDock")));
    QVERIFY(!shown(dock(window, "destinationsDock")));

    QVERIFY(window.openPath(kDeadDestination));
    QTest::qWait(50);
    QVERIFY(shown(dock(window, "destinationsDock")));
    QVERIFY(shown(dock(window, "narrationDock")));
    QVERIFY(!shown(dock(window, "recipientPoolDock")));

    QVERIFY(window.openPath(kBlockersExample));
    QTest::qWait(300); // the docks' sizes settle
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    QVERIFY(!shown(dock(window, "destinationsDock")));
    const QCPRange lanes = timeline->plot()->lanesRect()->axis(QCPAxis::atLeft)->range();
    const int agents = 6; // blockers: smtp has maxproc 6, one lane per agent
    QVERIFY2(lanes.size() >= agents, qPrintable(QString::number(lanes.size())));
    QVERIFY(qmgrlab::ui::TimelineViewProbe(*timeline).visibleLanes() >= agents);

    QVERIFY(window.openPath(kSlotLoan));
    QTest::qWait(50);
    for (const char* name : {"destinationsDock", "recipientPoolDock", "parametersDock"})
        QVERIFY2(!shown(dock(window, name)), name);
}

void TestLecture::lectureFitsTheTopic_data() {
    addProjectorRows();
}

// At 175 % on both projectors, each example at its key step (the steps of the screenshot
// review): the narration shows the step's first sentences; the views of queues and memory
// (destinations, pools) in front of the job list, under the timeline, whole; the job list has
// no sideways scroll bar and its cards in sight; on 1920x1080 every agent lane fits too.
void TestLecture::lectureFitsTheTopic() {
    QFETCH(QSize, size);
    const bool large = size.height() >= 1080;
    MainWindow window;
    QVERIFY(showLecture(window, size));
    const auto* narration = qmgrlab::ui::MainWindowProbe(window).narrationView();
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    const auto sentenceShown = [narration](const QString& words) {
        const QWidget* viewport = qmgrlab::ui::NarrationViewProbe(*narration).sentenceArea()->viewport();
        for (const QLabel* label :
             qmgrlab::ui::NarrationViewProbe(*narration).sentenceArea()->widget()->findChildren<QLabel*>()) {
            if (label->text().contains(words))
                return viewport->rect().contains(QRect(label->mapTo(viewport, QPoint(0, 0)), label->size()));
        }
        return false;
    };
    const auto unscrolled = [](const QDockWidget* dock, Qt::Orientations orientations) {
        const auto* scroll = qobject_cast<const QScrollArea*>(dock->widget());
        return scroll != nullptr &&
               (!(orientations & Qt::Vertical) || scroll->verticalScrollBar()->maximum() == 0) &&
               (!(orientations & Qt::Horizontal) || scroll->horizontalScrollBar()->maximum() == 0);
    };
    const auto open = [&window](const char* example, std::size_t step) {
        if (!window.openPath(qmgrlab::test::gui::kExamplesDir + QLatin1Char('/') + QLatin1String(example)))
            return false;
        window.controller()->seek(step);
        QTest::qWait(600); // the docks' sizes settle, the cards' slide ends
        return true;
    };

    // dead-destination when down.example dies: its five sentences (three alike, told once) all
    // in sight, the destinations under them.
    QVERIFY(open("dead-destination.json", 12));
    QCOMPARE(qmgrlab::ui::NarrationViewProbe(*narration).sentenceArea()->verticalScrollBar()->maximum(), 0);
    QVERIFY(sentenceShown(QStringLiteral("smtp declares down.example dead")));
    QVERIFY(qmgrlab::ui::NarrationViewProbe(*narration).currentText().contains(QStringLiteral("(3 times)")));
    QDockWidget* destinations = dock(window, "destinationsDock");
    QVERIFY(shown(destinations));
    QCOMPARE(window.dockWidgetArea(destinations), Qt::BottomDockWidgetArea);
    QVERIFY(window.tabifiedDockWidgets(destinations).contains(dock(window, "jobListDock")));
    QVERIFY(destinations->geometry().right() < dock(window, "narrationDock")->geometry().left());
    QVERIFY(unscrolled(destinations, Qt::Vertical));
    // ... and after the death, its row's whole state in sight: the State column ends within the
    // table's width, its text ("dead, revives at 30.1 s · server down") wrapped within the row.
    window.controller()->seek(20);
    QTest::qWait(100);
    {
        auto* view = window.findChild<qmgrlab::ui::DestinationsView*>();
        QTableView* table = qmgrlab::ui::DestinationsViewProbe(*view).tableView();
        const int column = qmgrlab::ui::DestinationsTableModel::State;
        QHeaderView* header = table->horizontalHeader();
        const int right = header->sectionViewportPosition(column) + header->sectionSize(column);
        QVERIFY2(
            right <= table->viewport()->width(),
            qPrintable(QStringLiteral("State ends at %1 of %2").arg(right).arg(table->viewport()->width())));
        // The window and busy counts the concurrency notes state are in sight too.
        for (const int figure :
             {qmgrlab::ui::DestinationsTableModel::Window, qmgrlab::ui::DestinationsTableModel::Busy})
            QVERIFY(header->sectionViewportPosition(figure) >= 0 &&
                    header->sectionViewportPosition(figure) + header->sectionSize(figure) <=
                        table->viewport()->width());
        for (int row = 0; row < table->model()->rowCount(); ++row) {
            const QString state = table->model()->index(row, column).data().toString();
            const QRect needed = table->fontMetrics().boundingRect(
                QRect(0, 0,
                      header->sectionSize(column) -
                          2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin) - 2,
                      10000),
                Qt::TextWordWrap, state);
            QVERIFY2(needed.height() <= table->rowHeight(row),
                     qPrintable(QStringLiteral("%1: %2 px high, the row %3")
                                    .arg(state)
                                    .arg(needed.height())
                                    .arg(table->rowHeight(row))));
        }
    }

    // recipient-limits at the extra-slot grant: the grant sentence in sight, the pools under it.
    QVERIFY(open("recipient-limits.json", 48));
    QVERIFY(sentenceShown(QStringLiteral("Job news gets 3 extra recipient slots")));
    QDockWidget* pools = dock(window, "recipientPoolDock");
    QVERIFY(shown(pools));
    QCOMPARE(window.dockWidgetArea(pools), Qt::BottomDockWidgetArea);
    QVERIFY(unscrolled(pools, Qt::Vertical | Qt::Horizontal));

    // recipient-limits where the note overtakes the list (its third bookmark, step 19): the job
    // list in front (the bookmark's view) and the preemption test under the narration, showing
    // the test the narration states; on 1920x1080 every card whole with its counters.
    QVERIFY(open("recipient-limits.json", 19));
    QVERIFY(shown(dock(window, "jobListDock")));
    QTRY_VERIFY(shown(dock(window, "preemptionDock")));
    const qmgrlab::ui::PreemptionBarViewProbe test(*window.findChild<qmgrlab::ui::PreemptionBarView*>());
    QVERIFY(test.test().has_value());
    QVERIFY2(sentenceShown(QStringLiteral("Job note preempts job list")), "the narration's test");
    if (large) {
        const qmgrlab::ui::JobListViewProbe cards(*jobList);
        QVERIFY(!cards.briefCards());
        QCOMPARE(cards.cardOrder().size(), std::size_t(3));
        for (int message : cards.cardOrder())
            QTRY_VERIFY2(cards.cardVisible(message), qPrintable(QString::number(message)));
    }

    // recursive-preemption at its nested preemption: three cards, no sideways scroll bar.
    QVERIFY(open("recursive-preemption.json", 527));
    QVERIFY(unscrolled(dock(window, "jobListDock"), Qt::Horizontal));
    for (const QScrollArea* area : jobList->findChildren<QScrollArea*>()) {
        if (area->isVisible())
            QCOMPARE(area->horizontalScrollBar()->maximum(), 0);
    }
    const std::vector<int> order = qmgrlab::ui::JobListViewProbe(*jobList).cardOrder();
    QCOMPARE(order.size(), std::size_t(3));
    for (int message : order) {
        const QRectF card = qmgrlab::ui::JobListViewProbe(*jobList).cardRect(message);
        QVERIFY2(qmgrlab::ui::JobListViewProbe(*jobList).cardVisible(message),
                 qPrintable(QStringLiteral("card %1 at %2,%3 %4x%5, job list %6x%7")
                                .arg(message)
                                .arg(card.x())
                                .arg(card.y())
                                .arg(card.width())
                                .arg(card.height())
                                .arg(jobList->width())
                                .arg(jobList->height())));
    }

    // blockers at its first blocker: on 1920x1080 every agent lane in sight.
    QVERIFY(open("blockers.json", 9));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    if (large)
        QCOMPARE(timeline->missingLaneHeight(), 0);
}

void TestLecture::lectureShowsTheBusyLanes_data() {
    addProjectorRows();
}

// At 175 % on both projectors, at bookmarks where agents are busy (the destinations table counts
// them): every lane with a delivery under way or ended at the step is in view, or only such lanes
// when they do not all fit; the lanes out of view counted on the plot; twenty busy agents on lanes down to
// half their label's height.
void TestLecture::lectureShowsTheBusyLanes() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(showLecture(window, size));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    const std::pair<const char*, std::size_t> bookmarks[] = {{"concurrency-limited-server.json", 17},
                                                             {"preempted-twice.json", 20},
                                                             {"greylisting.json", 9},
                                                             {"connect-timeout-30s.json", 66}};
    for (const auto& [example, step] : bookmarks) {
        QVERIFY(
            window.openPath(qmgrlab::test::gui::kExamplesDir + QLatin1Char('/') + QLatin1String(example)));
        window.controller()->seek(step);
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        const auto [first, last] = probe.lanesInView();
        const std::vector<int> busy = probe.lanesUnderWay();
        QVERIFY2(!busy.empty(), example);
        const auto busyInView = probe.countInView(busy);
        // The lanes kept in view: the busy ones and those whose delivery ended at the step.
        const std::vector<int> kept = probe.lanesKept();
        const auto keptInView = probe.countInView(kept);
        // Every kept lane in view (on 1920x1080 all of them, connect-timeout-30s' twenty too), or,
        // when there are more of them than lanes in view, only kept ones.
        QVERIFY2(keptInView == (size.height() >= 1000 ? static_cast<qsizetype>(kept.size())
                                                      : std::min<qsizetype>(kept.size(), last - first)),
                 qPrintable(
                     QStringLiteral(
                         "%1 step %2: %3 agents busy or just done, %4 of them among agents %5 to %6 in view")
                         .arg(QLatin1String(example))
                         .arg(step)
                         .arg(kept.size())
                         .arg(keptInView)
                         .arg(first + 1)
                         .arg(last)));
        // The lanes out of view counted on the plot, with the busy ones among them.
        const int out = probe.laneCount() - (last - first);
        QCOMPARE(probe.lanesNote().isEmpty(), out == 0);
        if (out > 0)
            QCOMPARE(probe.lanesNote(),
                     QStringLiteral("%1 agent%2 out of view").arg(out).arg(out == 1 ? "" : "s") +
                         (busy.size() > std::size_t(busyInView)
                              ? QStringLiteral(", %1 busy").arg(busy.size() - busyInView)
                              : QString()));
    }
    // connect-timeout-30s's twenty agents at its first bookmark all busy (the table's Busy 20):
    // more lanes in view than their labels' height allows.
    QCOMPARE(probe.lanesUnderWay().size(), std::size_t(20));
    const auto [first, last] = probe.lanesInView();
    const auto* plot = timeline->plot();
    const double halfLabel = std::ceil(qmgrlab::ui::LaneTicker::minLanePixels(plot->font()) / 2);
    QVERIFY(last - first >= std::min(20.0, std::floor(plot->lanesRect()->height() / halfLabel)));
}

void TestLecture::lectureGivesTheLanesTheRoomLeft_data() {
    addProjectorRows();
}

// At 175 % on both projectors, in lesson and predict mode: the room a view does not use goes to
// the agent lanes. default-settings' third bookmark (s02 overtakes the list) has the job list in
// front with its one card: the card whole, and every lane used so far a label high (its four
// agents busy: two were out of view while the list had room under its card).
// concurrency-limited-server's second bookmark on 1920x1080 (five agents used): the destinations
// whole, their window chart at least two y ticks high (0 and a figure above it), and every lane
// used so far a label high beside it. Its last bookmark (48 agents idle out of view): the count
// ends the legend's first row, never a tag over the lanes' bars. Thin lanes' numbers as large as
// their digits fit. The legend keeps the jobs beside the count.
void TestLecture::lectureGivesTheLanesTheRoomLeft() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(showLecture(window, size));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    const auto at = [&](const char* example, std::size_t step, bool predict) {
        if (!window.openPath(qmgrlab::test::gui::example(example)))
            return false;
        window.lessonPanel()->setLessonMode(!predict);
        window.controller()->setPredictMode(predict);
        window.controller()->seek(step);
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        return true;
    };
    for (const bool predict : {false, true}) {
        const QString where = QStringLiteral("default-settings step 20, predict %1").arg(predict);
        QVERIFY(at("default-settings.json", 20, predict));
        QTRY_COMPARE(timeline->missingLaneHeight(), 0);
        probe.replot();
        const auto [first, last] = probe.lanesInView();
        const std::vector<int> busy = probe.lanesUnderWay();
        QCOMPARE(busy.size(), std::size_t(4));
        for (const int lane : busy)
            QVERIFY2(first <= lane && lane < last, qPrintable(where));
        QVERIFY2(!probe.lanesNote().contains(QStringLiteral("busy")), qPrintable(probe.lanesNote()));
        const qmgrlab::ui::JobListViewProbe cards(*jobList);
        QVERIFY(!cards.cardOrder().empty());
        for (const int message : cards.cardOrder())
            QVERIFY2(cards.cardVisible(message), qPrintable(where));
        window.controller()->setPredictMode(false);
    }

    QVERIFY(at("concurrency-limited-server.json", 17, false));
    if (size.height() >= 1000) {
        QTRY_COMPARE(timeline->missingLaneHeight(), 0);
        auto* destinations = window.findChild<qmgrlab::ui::DestinationsView*>();
        const auto* scroll = qobject_cast<const QScrollArea*>(dock(window, "destinationsDock")->widget());
        QVERIFY(shown(dock(window, "destinationsDock")));
        QCOMPARE(scroll->verticalScrollBar()->maximum(), 0);
        const auto* chart = destinations->findChild<QCustomPlot*>();
        QVERIFY(chart->axisRect()->height() >=
                2 * 1.2 * QFontMetrics(chart->yAxis->tickLabelFont()).height());
    }
    // dead-destination's five deliveries to the server that is down (1280x720: seven agents busy
    // on lanes thinner than a line): each lane in view labelled, its number's digits within the
    // lane, in a font larger than a whole line in the lane would allow.
    if (size.height() < 1000) {
        QVERIFY(at("dead-destination.json", 9, false));
        const QCPAxisRect* rect = timeline->plot()->lanesRect();
        const auto [first, last] = probe.lanesInView();
        QVERIFY(last - first >= 7);
        const double perLane = rect->height() / static_cast<double>(last - first);
        const QFont labels = rect->axis(QCPAxis::atLeft)->tickLabelFont();
        QVERIFY(perLane < qmgrlab::ui::LaneTicker::minLanePixels(timeline->plot()->font()));
        QCOMPARE(rect->axis(QCPAxis::atLeft)->tickVectorLabels().size(), last - first);
        QVERIFY(qmgrlab::ui::LaneTicker::bareLanePixels(labels) <= perLane);
        QVERIFY2(
            qmgrlab::ui::LaneTicker::minLanePixels(labels) > perLane,
            qPrintable(QStringLiteral("%1 px lanes, labels %2 pt").arg(perLane).arg(labels.pointSizeF())));
    }
    QVERIFY(at("concurrency-limited-server.json", 181, false));
    QVERIFY(probe.lanesNote().contains(QStringLiteral("agents out of view")));
    QVERIFY(probe.lanesNoteInLegend());
    // rate-limited-newsletter's last bookmark (12 agents out of view; at 1280 the band cuts the
    // ids, "le…"): the legend keeps its three jobs' colours and whole ids beside the count, the
    // key to the cut cells, rather than fold them into "+3 more jobs" to name the cut mark.
    QVERIFY(at("rate-limited-newsletter.json", 43, false));
    QVERIFY(probe.lanesNote().isEmpty() || probe.lanesNoteInLegend());
    QStringList jobs;
    for (const auto& [message, text] : probe.jobItems())
        jobs << text;
    QCOMPARE(jobs, QStringList({QStringLiteral("letter \u00d710"), QStringLiteral("invoice \u00d71"),
                                QStringLiteral("reset \u00d71")}));
    window.lessonPanel()->setLessonMode(false);
}

// dead-destination's second bookmark (its view "lanes": five deliveries to the server that is
// down, two to the other) at 1280x720 and 175 %, in lesson and predict mode: the lesson's topic,
// the destinations table with its State column and the window chart, whole beside every busy
// lane: no scroll bar in the destinations' dock, each row in sight, the chart's plot area two y
// ticks high at least (0 and a figure above it), and no busy agent out of view.
void TestLecture::lanesBookmarkKeepsTheTopicWhole() {
    MainWindow window;
    QVERIFY(showLecture(window, QSize(1280, 720)));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    auto* destinations = window.findChild<qmgrlab::ui::DestinationsView*>();
    const QTableView* table = qmgrlab::ui::DestinationsViewProbe(*destinations).tableView();
    const auto* chart = destinations->findChild<QCustomPlot*>();
    const auto* scroll = qobject_cast<const QScrollArea*>(dock(window, "destinationsDock")->widget());
    QVERIFY(scroll != nullptr);
    for (const bool predict : {false, true}) {
        QVERIFY(window.openPath(qmgrlab::test::gui::example("dead-destination.json")));
        const auto& lesson = window.controller()->scenario().lesson;
        QVERIFY(lesson.size() >= 2);
        QCOMPARE(lesson[1].view, std::optional<std::string>("lanes"));
        window.lessonPanel()->setLessonMode(!predict);
        window.controller()->setPredictMode(predict);
        window.controller()->seek(static_cast<std::size_t>(lesson[1].step));
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        const QString where = QStringLiteral("predict %1").arg(predict);
        QVERIFY(shown(dock(window, "destinationsDock")));
        QTRY_VERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                     qPrintable(QStringLiteral("%1: the destinations scroll by %2")
                                    .arg(where)
                                    .arg(scroll->verticalScrollBar()->maximum())));
        const int rows = table->model()->rowCount();
        QVERIFY(rows >= 2);
        const QRect inSight = destinations->visibleRegion().boundingRect();
        std::size_t busyCount = 0; // the table's Busy column, summed: the agents busy
        for (int row = 0; row < rows; ++row) {
            busyCount +=
                table->model()->index(row, qmgrlab::ui::DestinationsTableModel::Busy).data().toUInt();
            const QRect rect(
                table->viewport()->mapTo(destinations, QPoint(0, table->rowViewportPosition(row))),
                QSize(1, table->rowHeight(row)));
            QVERIFY2(inSight.contains(rect), qPrintable(QStringLiteral("%1: row %2").arg(where).arg(row)));
        }
        QVERIFY2(chart->isVisible() && chart->visibleRegion().boundingRect() == chart->rect(),
                 qPrintable(where));
        QVERIFY2(chart->axisRect()->height() >=
                     2 * 1.2 * QFontMetrics(chart->yAxis->tickLabelFont()).height(),
                 qPrintable(
                     QStringLiteral("%1: plot area %2 px high").arg(where).arg(chart->axisRect()->height())));
        const auto [first, last] = probe.lanesInView();
        const std::vector<int> busy = probe.lanesUnderWay();
        QCOMPARE(busy.size(), busyCount);
        for (const int lane : busy)
            QVERIFY2(first <= lane && lane < last,
                     qPrintable(QStringLiteral("%1: agent %2 not among agents %3 to %4 (%5)")
                                    .arg(where)
                                    .arg(lane + 1)
                                    .arg(first + 1)
                                    .arg(last)
                                    .arg(probe.lanesNote())));
        window.controller()->setPredictMode(false);
    }
    window.lessonPanel()->setLessonMode(false);
}

void TestLecture::lessonBookmarksShowEveryBusyLane_data() {
    addProjectorRows();
}

// At 175 % on both projectors in lesson mode, at bookmarks where a few agents are busy beside
// the view in front: every lane with a delivery under way or ended at the step in view, no busy
// agent counted out of view, the destinations (their State column) unscrolled where they are in
// front: blockers' sixth bookmark (the job list in front), dead-destination's third and sixth,
// readme-concurrency-feedback's fourth (the refusals); connect-timeout-30s' twenty sessions at
// its second and third bookmarks on 1920x1080. On 1280x720 those twenty do not fit: the lanes in
// view all busy ones, the others counted honestly, never squeezed below half a label's height.
void TestLecture::lessonBookmarksShowEveryBusyLane() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(showLecture(window, size));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    const auto* destinations = qobject_cast<const QScrollArea*>(dock(window, "destinationsDock")->widget());
    QVERIFY(destinations != nullptr);
    const std::pair<const char*, std::size_t> bookmarks[] = {{"blockers.json", 5},
                                                             {"dead-destination.json", 2},
                                                             {"dead-destination.json", 5},
                                                             {"readme-concurrency-feedback.json", 3},
                                                             {"connect-timeout-30s.json", 1},
                                                             {"connect-timeout-30s.json", 2}};
    for (const auto& [example, bookmark] : bookmarks) {
        QVERIFY(window.openPath(qmgrlab::test::gui::example(example)));
        window.lessonPanel()->setLessonMode(true);
        const auto& lesson = window.controller()->scenario().lesson;
        QVERIFY(lesson.size() > bookmark);
        window.controller()->seek(static_cast<std::size_t>(lesson[bookmark].step));
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        const auto [first, last] = probe.lanesInView();
        const std::vector<int> kept = probe.lanesKept();
        QVERIFY2(!probe.lanesUnderWay().empty(), example);
        const auto keptInView = probe.countInView(kept);
        const double thin = qmgrlab::ui::LaneTicker::thinLanePixels(timeline->plot()->font());
        const QString where =
            QStringLiteral("%1 bookmark %2: %3 agents busy or just done, agents %4 to %5 in view, %6 px "
                           "short of them all (%7)")
                .arg(QLatin1String(example))
                .arg(bookmark + 1)
                .arg(kept.size())
                .arg(first + 1)
                .arg(last)
                .arg(static_cast<int>(std::ceil(thin * static_cast<double>(kept.size()))) -
                     timeline->plot()->lanesRect()->height())
                .arg(probe.lanesNote());
        if (QLatin1String(example) == QLatin1String("connect-timeout-30s.json") && size.height() < 1000) {
            // Twenty sessions: the lanes in view all kept ones at half a label's height at least,
            // the busy ones out of view counted.
            QVERIFY2(keptInView == last - first && kept.size() > std::size_t(last - first),
                     qPrintable(where));
            QVERIFY2(timeline->plot()->lanesRect()->height() >= thin * (last - first), qPrintable(where));
            QVERIFY2(probe.lanesNote().contains(QStringLiteral("busy")), qPrintable(where));
            continue;
        }
        QVERIFY2(keptInView == static_cast<qsizetype>(kept.size()), qPrintable(where));
        QVERIFY2(!probe.lanesNote().contains(QStringLiteral("busy")), qPrintable(where));
        if (shown(dock(window, "destinationsDock")))
            QTRY_VERIFY2(destinations->verticalScrollBar()->maximum() == 0, qPrintable(where));
    }
    window.lessonPanel()->setLessonMode(false);
}

// readme-concurrency-feedback at 1920x1080 and 175 %, at every bookmark in lesson mode: the slot
// band as high as at the first, never grown past its least height (the room the destinations
// leave goes to the agent lanes), nor short of it where the view in front can give the lanes
// what they lack.
void TestLecture::slotBandKeepsItsHeight() {
    MainWindow window;
    QVERIFY(showLecture(window, QSize(1920, 1080)));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    const QCPAxisRect* band = timeline->plot()->bandRect();
    QVERIFY(window.openPath(qmgrlab::test::gui::example("readme-concurrency-feedback.json")));
    window.lessonPanel()->setLessonMode(true);
    const auto& lesson = window.controller()->scenario().lesson;
    QVERIFY(lesson.size() >= 4);
    int height = 0;
    for (std::size_t b = 0; b < lesson.size(); ++b) {
        window.controller()->seek(static_cast<std::size_t>(lesson[b].step));
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        const QString where = QStringLiteral("bookmark %1: band %2 px high, least %3")
                                  .arg(b + 1)
                                  .arg(band->height())
                                  .arg(band->minimumSize().height());
        QVERIFY2(band->height() <= band->minimumSize().height(), qPrintable(where));
        if (b == 0)
            height = band->height();
        QTRY_COMPARE(band->height(), height);
    }
    window.lessonPanel()->setLessonMode(false);
}

void TestLecture::lectureKeepsTheStepsLanesAndSlots_data() {
    addProjectorRows();
}

// At 175 % on both projectors in lesson mode, at bookmarks whose note is about the slot string
// or a delivery that has just ended: every job's cells in view labelled (free-slots' "11211345"
// is the lesson), the lanes whose delivery ended at the step in view beside the busy ones
// (greylisting's first greylisted delivery on agent 1, dead-destination's failures on agents 1,
// 3 and 5), and every lane in view labelled (preempted-twice's delivery 4 on agent 2).
void TestLecture::lectureKeepsTheStepsLanesAndSlots() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(showLecture(window, size));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    const auto at = [&](const char* example, std::size_t step) {
        if (!window.openPath(qmgrlab::test::gui::example(example)))
            return false;
        window.lessonPanel()->setLessonMode(true);
        window.controller()->seek(step);
        QTest::qWait(600); // the docks' sizes settle
        probe.replot();
        return true;
    };
    const std::pair<const char*, std::size_t> slotLessons[] = {{"free-slots.json", 27},
                                                               {"preempted-twice.json", 20},
                                                               {"slot-loan.json", 11},
                                                               {"candidate-too-big.json", 43}};
    for (const auto& [example, step] : slotLessons) {
        QVERIFY(at(example, step));
        std::vector<int> messages = probe.drawnMessages();
        QVERIFY2(!messages.empty(), example);
        std::vector<int> labelled;
        for (const auto& [message, label] : probe.cellLabels()) {
            if (!label.isEmpty())
                labelled.push_back(message);
        }
        QVERIFY2(labelled == messages, qPrintable(QStringLiteral("%1 step %2: %3 of %4 jobs' cells labelled")
                                                      .arg(QLatin1String(example))
                                                      .arg(step)
                                                      .arg(labelled.size())
                                                      .arg(messages.size())));
    }
    // The narration's agents (qmgrlab-cli narrate): delivery 1 to grey.example on agent 1 completes
    // at step 9; deliveries 1, 3 and 5 to down.example on agents 1, 3 and 5 fail at 0.1 s, the
    // last at step 12.
    const std::tuple<const char*, std::size_t, std::vector<int>> endedLessons[] = {
        {"greylisting.json", 9, {0}}, {"dead-destination.json", 12, {0, 2, 4}}};
    for (const auto& [example, step, ended] : endedLessons) {
        QVERIFY(at(example, step));
        const auto [first, last] = probe.lanesInView();
        // All of them where the lanes in view can span them, else the first ones.
        const int span = ended.back() - ended.front() + 1;
        for (const int lane : ended) {
            if (last - first < span && lane >= ended.front() + (last - first))
                continue;
            QVERIFY2(first <= lane && lane < last,
                     qPrintable(QStringLiteral("%1 step %2: agent %3 not among agents %4 to %5 in view")
                                    .arg(QLatin1String(example))
                                    .arg(step)
                                    .arg(lane + 1)
                                    .arg(first + 1)
                                    .arg(last)));
        }
    }
    // preempted-twice at step 20: deliveries 1 and 4 on agents 1 and 2 (1144), each lane labelled.
    QVERIFY(at("preempted-twice.json", 20));
    const auto [first, last] = probe.lanesInView();
    QVERIFY(last - first >= 2);
    const QVector<QString> labels = timeline->plot()->lanesRect()->axis(QCPAxis::atLeft)->tickVectorLabels();
    QCOMPARE(labels.size(), last - first);
    for (const QString& label : labels)
        QVERIFY(!label.isEmpty());
}

// blockers at 1280x720 and 1920x1080 when the blockers go and come back (steps 23, 24): the job
// list shows every card down to the current job's whole (the notes are about it), the agents
// not used yet taking no more than their least height above it.
void TestLecture::lectureShowsTheCurrentCard() {
    for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
        MainWindow window;
        QVERIFY(showLecture(window, size));
        QVERIFY(window.openPath(kBlockersExample));
        auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
        const qmgrlab::ui::JobListViewProbe cards(*jobList);
        for (const std::size_t step : {std::size_t(23), std::size_t(24)}) {
            window.controller()->seek(step);
            QTest::qWait(600);
            const std::vector<int> order = cards.cardOrder();
            const auto current = std::find(order.begin(), order.end(), cards.currentCard());
            QVERIFY(current != order.end());
            for (auto card = order.begin(); card <= current; ++card)
                QVERIFY2(cards.cardVisible(*card),
                         qPrintable(QStringLiteral("%1x%2 step %3: card %4 of %5 cut")
                                        .arg(size.width())
                                        .arg(size.height())
                                        .arg(step)
                                        .arg(card - order.begin() + 1)
                                        .arg(current - order.begin() + 1)));
        }
    }
}

void TestLecture::preemptionLessonsShowEveryCard_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    // The languages where the cards' widths count: the small projector.
    for (const char* language : {"en", "de", "cs"})
        QTest::addRow("1280x720 %s", language) << QSize(1280, 720) << QString::fromLatin1(language);
    QTest::addRow("1920x1080 en") << QSize(1920, 1080) << QStringLiteral("en");
}

// Every preemption lesson (its lecture shows the preemption test) at 175 %, at every bookmark in
// lesson mode: where the job list is in front, every card on it whole in sight (a note names any
// of them). A list whose relations are wide (preempted-twice: six nodes at its fifth bookmark)
// takes a tighter form or puts the relations beside the cards rather than cut the last card.
// The line from a row's last card to the next row's first crosses no card.
void TestLecture::preemptionLessonsShowEveryCard() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(showLecture(window, size));
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    const qmgrlab::ui::JobListViewProbe cards(*jobList);
    const QStringList examples =
        QDir(qmgrlab::test::gui::kExamplesDir).entryList({QStringLiteral("*.json")}, QDir::Files);
    int lessons = 0;
    int bookmarks = 0;
    int joins = 0;
    QStringList cut;     // every bookmark with a card cut, not only the first
    QStringList crossed; // ... with a line from a row's last card crossing a card
    for (const QString& example : examples) {
        QVERIFY(window.openPath(qmgrlab::test::gui::kExamplesDir + QLatin1Char('/') + example));
        const auto& views = window.controller()->scenario().lectureViews;
        if (std::find(views.begin(), views.end(), "preemption") == views.end())
            continue;
        ++lessons;
        window.lessonPanel()->setLessonMode(true);
        for (const qmgrlab::Bookmark& mark : window.controller()->scenario().lesson) {
            window.controller()->seek(static_cast<std::size_t>(mark.step));
            QTest::qWait(50); // the docks' sizes follow the bookmark (queued)
            if (!shown(dock(window, "jobListDock")))
                continue; // a view in front of it (recipient-limits' pools)
            ++bookmarks;
            const auto firstCut = [&cards] {
                for (const int message : cards.cardOrder()) {
                    if (!cards.cardInSight(message))
                        return message;
                }
                return -1;
            };
            if (!QTest::qWaitFor([&] { return !cards.animating() && firstCut() < 0; }, 2000))
                cut << QStringLiteral("%1 step %2: message %3 of %4 cards%5")
                           .arg(example)
                           .arg(mark.step)
                           .arg(firstCut())
                           .arg(cards.cardOrder().size())
                           .arg(cards.briefCards() ? QStringLiteral(", brief") : QString());
            for (const QRectF& join : cards.rowJoins()) {
                ++joins;
                for (const int message : cards.cardOrder()) {
                    if (join.intersects(cards.cardRect(message)))
                        crossed << QStringLiteral("%1 step %2: message %3%4")
                                       .arg(example)
                                       .arg(mark.step)
                                       .arg(message)
                                       .arg(cards.briefCards() ? QStringLiteral(", brief") : QString());
                }
            }
        }
        window.lessonPanel()->setLessonMode(false);
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral("; "))));
    QVERIFY2(crossed.isEmpty(), qPrintable(crossed.join(QStringLiteral("; "))));
    QVERIFY(lessons >= 8);
    QVERIFY(bookmarks >= 40);
    if (size.height() >= 1000)
        QVERIFY(joins > 0); // the full cards' rows hold their joining lines
}

// The lecture layout and lesson mode start with the future hidden: at step 0 the slot string
// line shows none of slot-loan's 11221111331111 and the position bar not the run's end (14 s);
// H (listed in Help > Keyboard shortcuts) shows them; Explore shows them again.
void TestLecture::lectureAndLessonHideTheFuture() {
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    QAction* hide = timeline->hideFutureAction();
    const qmgrlab::ui::TimelineViewProbe probe(*timeline);
    const auto runEndShown = [&window] {
        for (const QLabel* label : window.findChildren<QLabel*>()) {
            if (label->text() == QLatin1String("0.000 s of 14.000 s"))
                return true;
        }
        return false;
    };
    QCOMPARE(probe.slotString(), QStringLiteral("11221111331111"));
    QVERIFY(!hide->isChecked());
    QVERIFY(probe.slotText().contains(QStringLiteral("1122")));
    QVERIFY(runEndShown());

    window.setWindowLayout(WindowLayout::Lecture);
    QVERIFY(hide->isChecked());
    QVERIFY2(!probe.slotText().contains(QLatin1Char('1')), qPrintable(probe.slotText()));
    QVERIFY(!runEndShown());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::keyClick(&window, Qt::Key_H);
    QVERIFY(!hide->isChecked());
    QVERIFY(probe.slotText().contains(QStringLiteral("1122")));
    QVERIFY(runEndShown());
    QTest::keyClick(&window, Qt::Key_H);
    QVERIFY(hide->isChecked());
    QVERIFY(!runEndShown());

    window.setWindowLayout(WindowLayout::Explore);
    QVERIFY(!hide->isChecked());
    window.findChild<qmgrlab::ui::LessonPanel*>()->setLessonMode(true);
    QVERIFY(hide->isChecked());
    window.findChild<qmgrlab::ui::LessonPanel*>()->setLessonMode(false);
    QVERIFY(!hide->isChecked());

    // While the class predicts or follows the lesson, the window's title asks the lesson's
    // question rather than giving the scenario's title ("... two small mails overtake ...").
    const QString asked = QStringLiteral("Lesson 3: Will the two small mails wait for the big one?");
    QVERIFY2(!window.windowTitle().contains(asked), qPrintable(window.windowTitle()));
    window.findChild<qmgrlab::ui::LessonPanel*>()->setLessonMode(true);
    QVERIFY2(window.windowTitle().contains(asked), qPrintable(window.windowTitle()));
    window.findChild<qmgrlab::ui::LessonPanel*>()->setLessonMode(false);
    window.controller()->setPredictMode(true);
    QVERIFY2(window.windowTitle().contains(asked), qPrintable(window.windowTitle()));
    QVERIFY(!window.windowTitle().contains(QStringLiteral("overtake")));
    window.controller()->setPredictMode(false);
    QVERIFY2(window.windowTitle().startsWith(QStringLiteral("slot-loan.json")),
             qPrintable(window.windowTitle()));

    bool listed = false;
    for (const auto& [keys, what] : qmgrlab::ui::KeyboardHelp::rows(window))
        listed = listed || (keys == QLatin1String("H") && what == hide->text().remove(QLatin1Char('&')));
    QVERIFY(listed);
}

// outage-backoff's lecture shows the Deferred queue view in front of the job list, under the
// timeline; greylisting's shows it in front of the destinations it names second (tabbed behind it).
void TestLecture::deferredLessonsShowTheDeferredQueue() {
    MainWindow window;
    window.resize(1280, 720);
    window.setZoom(1.75);
    QVERIFY(window.openPath(qmgrlab::test::gui::example("outage-backoff.json")));
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(50);
    QDockWidget* deferred = dock(window, "deferredQueueDock");
    QVERIFY(shown(deferred));
    QVERIFY(shown(dock(window, "narrationDock")));
    QVERIFY(window.tabifiedDockWidgets(deferred).contains(dock(window, "jobListDock")));
    QVERIFY(deferred->geometry().right() < dock(window, "narrationDock")->geometry().left());

    QVERIFY(window.openPath(qmgrlab::test::gui::example("greylisting.json")));
    QTest::qWait(50);
    QVERIFY(shown(deferred));
    QVERIFY(!shown(dock(window, "destinationsDock")));
    QVERIFY(window.tabifiedDockWidgets(deferred).contains(dock(window, "destinationsDock")));
}

// slot-loan at 1280x720 and 175 % in lesson mode: the Lesson tab over the narration gets at
// least 60 % of the right column's height for its long first note, the preemption test under
// it the rest (the views under the narration were given most of it, the question squeezed into
// two lines); a shorter note leaves the preemption test its whole drawing.
void TestLecture::lessonModeGivesTheNoteTheColumn() {
    MainWindow window;
    window.resize(1280, 720);
    window.setZoom(1.75);
    QVERIFY(window.openPath(kSlotLoan));
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.findChild<qmgrlab::ui::LessonPanel*>()->setLessonMode(true);
    QTest::qWait(300);
    QDockWidget* lesson = dock(window, "lessonDock");
    QDockWidget* preemption = dock(window, "preemptionDock");
    QVERIFY(shown(lesson));
    QVERIFY(shown(preemption));
    QVERIFY(preemption->geometry().top() >= lesson->geometry().bottom());
    const int column = lesson->height() + preemption->height();
    QVERIFY2(lesson->height() >= column * 6 / 10,
             qPrintable(QStringLiteral("lesson %1 of %2").arg(lesson->height()).arg(column)));

    // A shorter note (default-settings' third bookmark) leaves the preemption test all it wants:
    // both bars whole, the note too.
    QVERIFY(window.openPath(qmgrlab::test::gui::example("default-settings.json")));
    window.lessonPanel()->setLessonMode(true);
    window.controller()->seek(20);
    const auto unscrolled = [](const QDockWidget* dock) {
        return qobject_cast<const QScrollArea*>(dock->widget())->verticalScrollBar()->maximum() == 0;
    };
    QTRY_VERIFY(shown(preemption) && unscrolled(preemption));
    QTRY_VERIFY(unscrolled(lesson));
}

// At 1280x720 and 175 %, the bookmarks whose long notes leave the preemption test under them
// least room (preempted-twice's second and sixth, recursive-preemption's fourth): in lesson mode
// the note whole and the test whole under it, both bars and the price's line (the view takes a
// tighter form, it does not scroll); in predict mode the question whole and the test too.
void TestLecture::preemptionTestWholeUnderLongNotes() {
    MainWindow window;
    QVERIFY(showLecture(window, QSize(1280, 720)));
    qmgrlab::ui::LessonPanel* lesson = window.lessonPanel();
    auto* view = window.findChild<qmgrlab::ui::PreemptionBarView*>();
    const qmgrlab::ui::PreemptionBarViewProbe probe(*view);
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };
    // The test whole: its least form's height at its width in sight, nothing of it scrolled away.
    const auto testWhole = [&] {
        return shown(dock(window, "preemptionDock")) && whole(view) &&
               view->height() >= view->heightForWidth(view->width());
    };
    const QLabel* note = lesson->findChild<QLabel*>(QStringLiteral("lessonNote"));
    auto* predict = window.findChild<qmgrlab::ui::PredictPanel*>();
    const std::pair<const char*, std::size_t> marks[] = {
        {"preempted-twice.json", 2}, {"preempted-twice.json", 6}, {"recursive-preemption.json", 4}};
    for (const auto& [example, bookmark] : marks) {
        QVERIFY(window.openPath(qmgrlab::test::gui::example(example)));
        const QString where = QStringLiteral("%1 bookmark %2").arg(QLatin1String(example)).arg(bookmark);
        const auto step = static_cast<std::size_t>(window.controller()->scenario().lesson[bookmark - 1].step);
        lesson->setLessonMode(true);
        window.controller()->seek(step);
        QTest::qWait(50);
        QVERIFY2(probe.test().has_value(), qPrintable(where));
        QTRY_VERIFY2(whole(note) && testWhole(),
                     qPrintable(QStringLiteral("%1: test %2 high in %3, least %4")
                                    .arg(where)
                                    .arg(view->visibleRegion().boundingRect().height())
                                    .arg(view->height())
                                    .arg(view->heightForWidth(view->width()))));
        lesson->setLessonMode(false);
        window.controller()->setPredictMode(true);
        window.controller()->seek(step);
        QTest::qWait(50);
        QTRY_VERIFY2(whole(predict->findChild<QLabel*>(QStringLiteral("predictPrompt"))) && testWhole(),
                     qPrintable(where + QStringLiteral(" (predict)")));
        window.controller()->setPredictMode(false);
    }
}

// The lessons about destinations at 1280x720 and 175 %, at every bookmark in lesson mode: the
// whole note in sight without scrolling (a teacher projecting it scrolls nothing), and the
// destinations in front of the job list, whole (at a bookmark about the agents, their table). In predict mode
// the destinations stay (the state before the decision asked about, not its answer), the question whole
// beside them.
void TestLecture::destinationLessonsFitAtEveryBookmark() {
    MainWindow window;
    window.resize(1280, 720);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto noScrolling = [](const QWidget* view) {
        const auto* scroll = qobject_cast<const QScrollArea*>(view->parentWidget()->parentWidget());
        return scroll != nullptr && scroll->verticalScrollBar()->maximum() == 0;
    };
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };
    qmgrlab::ui::LessonPanel* lesson = window.lessonPanel();
    auto* destinations = window.findChild<qmgrlab::ui::DestinationsView*>();
    const QLabel* note = lesson->findChild<QLabel*>(QStringLiteral("lessonNote"));
    const qmgrlab::ui::TimelineViewProbe lanes(*window.findChild<qmgrlab::ui::TimelineView*>());
    for (const char* example :
         {"concurrency-limited-server.json", "connect-timeout-30s.json", "dead-destination.json"}) {
        QVERIFY(window.openPath(qmgrlab::test::gui::example(example)));
        lesson->setLessonMode(true);
        const std::size_t bookmarks = window.controller()->scenario().lesson.size();
        QVERIFY(bookmarks >= 4);
        for (std::size_t b = 0; b < bookmarks; ++b) {
            window.controller()->seek(window.controller()->scenario().lesson[b].step);
            QTest::qWait(50);
            const QString where = QStringLiteral("%1 bookmark %2").arg(QLatin1String(example)).arg(b + 1);
            QTRY_VERIFY2(noScrolling(lesson) && whole(note), qPrintable(where));
            // A bookmark about the agents ("view": "lanes"; connect-timeout-30s' five sessions,
            // dead-destination's five deliveries to the server that is down): at least those five
            // lanes, the table's rows under them whole.
            if (window.controller()->scenario().lesson[b].view == std::optional<std::string>("lanes")) {
                QTRY_VERIFY2(lanes.visibleLanes() >= 5, qPrintable(where));
                const QTableView* table = qmgrlab::ui::DestinationsViewProbe(*destinations).tableView();
                const int rows = table->model()->rowCount();
                QVERIFY(rows >= 2);
                const QRect last(
                    table->viewport()->mapTo(destinations, QPoint(0, table->rowViewportPosition(rows - 1))),
                    QSize(1, table->rowHeight(rows - 1)));
                QTRY_VERIFY2(shown(dock(window, "destinationsDock")) &&
                                 destinations->visibleRegion().boundingRect().contains(last),
                             qPrintable(QStringLiteral("%1: row at %2+%3, in sight %4..%5")
                                            .arg(where)
                                            .arg(last.top())
                                            .arg(last.height())
                                            .arg(destinations->visibleRegion().boundingRect().top())
                                            .arg(destinations->visibleRegion().boundingRect().bottom())));
                continue;
            }
            QTRY_VERIFY2(shown(dock(window, "destinationsDock")) && noScrolling(destinations),
                         qPrintable(where));
        }
        lesson->setLessonMode(false);
    }

    // dead-destination in predict mode after the death: the destinations (State column) shown,
    // the panel's line whole.
    window.controller()->setPredictMode(true);
    window.controller()->seek(21);
    QTest::qWait(50);
    QVERIFY(shown(dock(window, "destinationsDock")));
    auto* predict = window.findChild<qmgrlab::ui::PredictPanel*>();
    QTRY_VERIFY(noScrolling(predict));
    QTRY_VERIFY(whole(predict->findChild<QLabel*>(QStringLiteral("predictPrompt"))));
    window.controller()->setPredictMode(false);
}

void TestLecture::lessonTopicsShowWhole_data() {
    addProjectorRows();
}

// At 175 % on both projectors, the view a bookmark teaches in sight: preempted-twice's job list
// every card of its seven jobs (the notes name any of them: job 4 at the second bookmark) in
// lesson and predict mode; round-robin's structures (message, job, peer, entry, queue) at least
// ten rows high beside the whole note, and in predict mode the question with every button whole;
// greylisting's window chart (1280x720) whole with its legend, its plot area two y ticks high
// at least (0 and a figure above it, the ticks no closer than 1.2 label heights); recipient-slots'
// pools whole at its first bookmark.
void TestLecture::lessonTopicsShowWhole() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(showLecture(window, size));
    qmgrlab::ui::LessonPanel* lesson = window.lessonPanel();
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };
    const auto open = [&window](const char* example, std::size_t step) {
        if (!window.openPath(qmgrlab::test::gui::example(example)))
            return false;
        window.controller()->seek(step);
        QTest::qWait(300);
        return true;
    };

    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    for (const bool predict : {false, true}) {
        QVERIFY(open("preempted-twice.json", 20));
        lesson->setLessonMode(!predict);
        window.controller()->setPredictMode(predict);
        const qmgrlab::ui::JobListViewProbe cards(*jobList);
        QCOMPARE(cards.cardOrder().size(), std::size_t(7));
        for (const int message : cards.cardOrder())
            QTRY_VERIFY2(
                cards.cardVisible(message),
                qPrintable(QStringLiteral("predict %1: card of message %2").arg(predict).arg(message)));
        window.controller()->setPredictMode(false);
        lesson->setLessonMode(false);
    }

    QVERIFY(open("round-robin.json", 4));
    lesson->setLessonMode(true);
    QDockWidget* structures = dock(window, "structuresDock");
    const int row = QFontMetrics(window.font()).height();
    QTRY_VERIFY(shown(structures));
    QTRY_VERIFY2(structures->visibleRegion().boundingRect().height() >= 10 * row,
                 qPrintable(QString::number(structures->visibleRegion().boundingRect().height())));
    QTRY_VERIFY(whole(lesson->findChild<QLabel*>(QStringLiteral("lessonNote"))));
    lesson->setLessonMode(false);
    window.controller()->setPredictMode(true);
    auto* predict = window.findChild<qmgrlab::ui::PredictPanel*>();
    QTest::qWait(100);
    for (const QPushButton* button : predict->findChildren<QPushButton*>())
        QTRY_VERIFY2(!button->isVisible() || whole(button), qPrintable(button->text()));
    QTRY_VERIFY(whole(predict->findChild<QLabel*>(QStringLiteral("predictPrompt"))));
    window.controller()->setPredictMode(false);

    if (size.height() < 1000) {
        const auto chart = [&window] {
            return window.findChild<qmgrlab::ui::DestinationsView*>()->findChild<QCustomPlot*>();
        };
        QVERIFY(open("greylisting.json", 9));
        lesson->setLessonMode(true);
        QTRY_VERIFY(whole(chart()));
        QTRY_VERIFY2(chart()->axisRect()->height() >=
                         2 * 1.2 * QFontMetrics(chart()->yAxis->tickLabelFont()).height(),
                     qPrintable(QString::number(chart()->axisRect()->height())));
        // recipient-slots before its first pool: the in-core bar whole under the pool's
        // title, the pools without a scroll bar (no gap left by a taller title).
        QVERIFY(open("recipient-slots.json", 0));
        const auto* pools = qobject_cast<const QScrollArea*>(dock(window, "recipientPoolDock")->widget());
        QVERIFY(pools != nullptr);
        QTRY_VERIFY(shown(dock(window, "recipientPoolDock")) && pools->verticalScrollBar()->maximum() == 0);
        lesson->setLessonMode(false);
    }
}

void TestLecture::everyNoteIsWholeAtEveryBookmark_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "cs"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// Every example at 1280x720 and 175 %, at every bookmark in lesson mode, in every language: the
// title and the whole note in sight without scrolling, whatever view the lesson puts under it
// (the preemption test, the structures, the concurrency feedback), which keeps the rest of the
// column. Every bookmark that fails is named.
void TestLecture::everyNoteIsWholeAtEveryBookmark() {
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    window.resize(1280, 720);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    qmgrlab::ui::LessonPanel* lesson = window.lessonPanel();
    const auto* area = qobject_cast<const QScrollArea*>(dock(window, "lessonDock")->widget());
    QVERIFY(area != nullptr);
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };
    const QLabel* title = lesson->findChild<QLabel*>(QStringLiteral("lessonTitle"));
    const QLabel* note = lesson->findChild<QLabel*>(QStringLiteral("lessonNote"));
    const QStringList examples =
        QDir(QStringLiteral(QMGRLAB_EXAMPLES_DIR)).entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(examples.size() >= 20);
    int bookmarks = 0;
    QStringList cut;
    for (const QString& example : examples) {
        QVERIFY(window.openPath(QStringLiteral(QMGRLAB_EXAMPLES_DIR "/") + example));
        lesson->setLessonMode(true);
        const auto& marks = window.controller()->scenario().lesson;
        for (std::size_t b = 0; b < marks.size(); ++b) {
            window.controller()->seek(static_cast<std::size_t>(marks[b].step));
            QTest::qWait(20);
            if (!QTest::qWaitFor(
                    [&] { return area->verticalScrollBar()->maximum() == 0 && whole(title) && whole(note); },
                    2000))
                cut << QStringLiteral("%1 bookmark %2").arg(example).arg(b + 1);
            ++bookmarks;
        }
        lesson->setLessonMode(false);
    }
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(QStringLiteral(", "))));
    QVERIFY(bookmarks >= 100);
}

void TestLecture::predictAndLessonPanelsFit_data() {
    addProjectorRows();
}

// At 175 % on both projectors: the predict panel at a question (score, question, the three job
// buttons, Stop and Reset) and the lesson panel in lesson mode (its title and the whole note)
// show without scrolling or a cut control; at 1920x1080 the timeline gets more of the height
// than the job list, which needs little for slot-loan's three jobs.
void TestLecture::predictAndLessonPanelsFit() {
    QFETCH(QSize, size);
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    QVERIFY(showLecture(window, size));
    qmgrlab::ui::SimulationController* controller = window.controller();
    const auto noScrolling = [](const QWidget* view) {
        const auto* scroll = qobject_cast<const QScrollArea*>(view->parentWidget()->parentWidget());
        return scroll != nullptr && scroll->verticalScrollBar()->maximum() == 0 &&
               scroll->horizontalScrollBar()->maximum() == 0;
    };
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };

    // Predict mode between questions (step 7: the run stops before the next decision): the
    // preemption test the lesson teaches stays under the panel, the panel's line whole.
    controller->setPredictMode(true);
    controller->seek(7);
    QVERIFY(!controller->openQuestion().has_value());
    auto* predictPanel = window.findChild<qmgrlab::ui::PredictPanel*>();
    QTest::qWait(50);
    QVERIFY(shown(dock(window, "preemptionDock")));
    QTRY_VERIFY(noScrolling(predictPanel));
    QTRY_VERIFY(whole(predictPanel->findChild<QLabel*>(QStringLiteral("predictPrompt"))));

    // Predict mode at the third decision (the first with a preemption question answered).
    const auto& steps = controller->run().recording().steps();
    std::size_t third = 0;
    for (int seen = 0; third < steps.size(); ++third) {
        if (steps[third].decision >= 0 && seen++ == 2)
            break;
    }
    controller->seek(third);
    QVERIFY(controller->openQuestion().has_value());
    auto* predict = window.findChild<qmgrlab::ui::PredictPanel*>();
    QVERIFY(predict != nullptr);
    if (controller->openQuestion()->asksPreemption())
        qmgrlab::ui::PredictPanelProbe(*predict).session()->answerPreemption(true);
    // The column is fitted once the step's layout settles (later under the sanitizers).
    QTest::qWait(50);
    QTRY_VERIFY(noScrolling(predict));
    const QList<QPushButton*> choices = predict->findChildren<QPushButton*>(QStringLiteral("predictChoice"));
    QCOMPARE(choices.size(), 3);
    for (const QPushButton* button : predict->findChildren<QPushButton*>())
        QTRY_VERIFY2(!button->isVisible() || whole(button), qPrintable(button->text()));
    for (const QLabel* label : {predict->findChild<QLabel*>(QStringLiteral("predictScore")),
                                predict->findChild<QLabel*>(QStringLiteral("predictPrompt"))})
        QTRY_VERIFY2(whole(label), qPrintable(label->text()));

    // The timeline, on the larger screen, taller than the job list.
    const QWidget* timeline = window.centralWidget();
    QDockWidget* jobs = dock(window, "jobListDock");
    if (size.height() >= 1000)
        QVERIFY2(timeline->height() > jobs->height(),
                 qPrintable(QStringLiteral("%1 %2").arg(timeline->height()).arg(jobs->height())));

    // Lesson mode at the preemption bookmark (step 11, the longest note of the lesson but one).
    controller->setPredictMode(false);
    window.lessonPanel()->setLessonMode(true);
    controller->seek(11);
    QTest::qWait(50);
    QTRY_VERIFY(noScrolling(window.lessonPanel()));
    const QLabel* title = window.lessonPanel()->findChild<QLabel*>(QStringLiteral("lessonTitle"));
    const QLabel* note = window.lessonPanel()->findChild<QLabel*>(QStringLiteral("lessonNote"));
    QTRY_VERIFY(whole(title) && whole(note));
    QVERIFY(note->text().size() > 200);
    // Still large: at least the body text's size.
    QVERIFY(QFontInfo(note->font()).pixelSize() >= QFontInfo(window.lessonPanel()->font()).pixelSize());
    window.lessonPanel()->setLessonMode(false);
}

void TestLecture::predictPanelFitsInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "cs"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// preempted-twice's last bookmark in predict mode at 1280x720, 175 %: the panel beside the
// timeline is narrow, and "Stop predicting" and "Reset score" side by side are wider than it in
// German ("Punktestand zurücksetzen"). They go one above the other, so that nothing scrolls
// sideways: every button and the panel's line whole.
void TestLecture::predictPanelFitsInEveryLanguage() {
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(window.openPath(qmgrlab::test::gui::example("preempted-twice.json")));
    QVERIFY(showLecture(window, QSize(1280, 720)));
    qmgrlab::ui::SimulationController* controller = window.controller();
    controller->setPredictMode(true);
    controller->seek(controller->scenario().lesson.back().step);
    auto* predict = window.findChild<qmgrlab::ui::PredictPanel*>();
    QVERIFY(predict != nullptr);
    const auto* scroll = qobject_cast<const QScrollArea*>(predict->parentWidget()->parentWidget());
    QVERIFY(scroll != nullptr);
    QTest::qWait(50);
    QTRY_COMPARE(scroll->horizontalScrollBar()->maximum(), 0);
    const auto whole = [](const QWidget* widget) {
        return widget->isVisible() && widget->visibleRegion().boundingRect() == widget->rect();
    };
    int buttons = 0;
    for (const QPushButton* button : predict->findChildren<QPushButton*>()) {
        if (!button->isVisible())
            continue;
        ++buttons;
        QTRY_VERIFY2(whole(button), qPrintable(button->text()));
    }
    QVERIFY(buttons >= 2);
    QTRY_VERIFY(whole(predict->findChild<QLabel*>(QStringLiteral("predictPrompt"))));
}

void TestLecture::feedbackWholeInEveryLanguage_data() {
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "cs"})
        QTest::newRow(language) << QString::fromLatin1(language);
}

// At 1280x720 and 175 % in lesson mode, in every language: the concurrency feedback under the
// note shows its count's gauge unscrolled and its whole drawing (a dock too short for the roomiest
// form gets a tighter one), at readme-concurrency-feedback's fourth bookmark (the refusals, the
// failed pseudo-cohorts under the gauge) and less-than-1-feedback-limits' second (a single failure
// that costs two steps: three rows in the gauge). Each note says its facts in at most seven lines
// there, which leave the view the height of its drawing.
void TestLecture::feedbackWholeInEveryLanguage() {
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(showLecture(window, QSize(1280, 720)));
    const auto* scroll = qobject_cast<const QScrollArea*>(dock(window, "feedbackDock")->widget());
    QVERIFY(scroll != nullptr);
    const auto* view = window.findChild<qmgrlab::ui::FeedbackView*>();
    QVERIFY(view != nullptr);
    const qmgrlab::ui::FeedbackViewProbe probe(*view);
    const std::pair<const char*, std::size_t> bookmarks[] = {{"readme-concurrency-feedback.json", 3},
                                                             {"less-than-1-feedback-limits.json", 1}};
    for (const auto& [example, bookmark] : bookmarks) {
        QVERIFY(window.openPath(qmgrlab::test::gui::example(example)));
        window.lessonPanel()->setLessonMode(true);
        const auto& lesson = window.controller()->scenario().lesson;
        QVERIFY(lesson.size() > bookmark);
        window.controller()->seek(static_cast<std::size_t>(lesson[bookmark].step));
        QTest::qWait(600); // the docks' sizes settle
        QVERIFY2(shown(dock(window, "feedbackDock")), example);
        QVERIFY2(probe.gaugeBottom() > 0, example);
        QTRY_VERIFY2(scroll->verticalScrollBar()->value() == 0 &&
                         probe.gaugeBottom() <= scroll->viewport()->height(),
                     qPrintable(QStringLiteral("%1: the gauge ends at %2 px, the dock shows %3")
                                    .arg(QLatin1String(example))
                                    .arg(probe.gaugeBottom())
                                    .arg(scroll->viewport()->height())));
        QTRY_VERIFY2(scroll->verticalScrollBar()->maximum() == 0,
                     qPrintable(QStringLiteral("%1: the drawing takes %2 px at least, the dock shows %3")
                                    .arg(QLatin1String(example))
                                    .arg(view->heightForWidth(view->width()))
                                    .arg(scroll->viewport()->height())));
        window.lessonPanel()->setLessonMode(false);
    }
}

void TestLecture::dockTabsShowWholeNames_data() {
    QTest::addColumn<WindowLayout>("layout");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<double>("zoom");
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "cs"}) {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)}) {
            for (const double zoom : {1.0, 1.75}) {
                for (const WindowLayout layout : {WindowLayout::Explore, WindowLayout::Lecture}) {
                    QTest::addRow("%s %dx%d %g %s", layout == WindowLayout::Explore ? "explore" : "lecture",
                                  size.width(), size.height(), zoom, language)
                        << layout << size << zoom << QString::fromLatin1(language);
                }
            }
        }
    }
}

// Every dock tab shows its whole name, never "Desti…" or "Concu…" under the bar's scroll
// arrows: each tab as wide as its name and the whole bar in sight, in both layouts at 100 % and
// 175 % on both projectors and in every language. Explore tabs the views with the narration, with
// the pools and with the job lists, its right column as wide as its bars need (German and Czech
// at 175 % on 1280x720: a third group in it, the prediction's); the Lecture layout
// (recipient-limits in lesson mode) the lesson with the narration and the pools with the job list.
void TestLecture::dockTabsShowWholeNames() {
    QFETCH(WindowLayout, layout);
    QFETCH(QSize, size);
    QFETCH(double, zoom);
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(window.openPath(layout == WindowLayout::Explore ? kSlotLoan : kRecipientLimits));
    window.resize(size);
    window.setZoom(zoom);
    window.setWindowLayout(layout);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    if (layout == WindowLayout::Lecture)
        window.lessonPanel()->setLessonMode(true);
    QTest::qWait(200); // Explore's tab groups arranged for their names
    int tabs = 0;
    QCOMPARE(cutTab(window, &tabs), QString());
    QVERIFY(tabs >= (layout == WindowLayout::Explore ? 10 : 4));
}

// A view brought to the front of the narration's tabs before the window is laid out (as
// --screenshot's --dock does): German and Czech at 175 % on 1280x720 still get Explore's third tab
// group, every tab's whole name in sight, and the view stays in front (the narration, a tab
// behind it, was taken for the column: no third group, "…(main.cf)" and "Fronta d…" under the
// bars' arrows).
void TestLecture::exploreTabsFitWithAViewInFront_data() {
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("dock");
    for (const char* language : {"de", "cs"}) {
        for (const char* dock : {"parametersDock", "predictDock"})
            QTest::addRow("%s %s", language, dock)
                << QString::fromLatin1(language) << QString::fromLatin1(dock);
    }
}

void TestLecture::exploreTabsFitWithAViewInFront() {
    QFETCH(QString, language);
    QFETCH(QString, dock);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    window.resize(1280, 720);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Explore);
    window.show();
    QDockWidget* front = window.findChild<QDockWidget*>(dock);
    QVERIFY(front != nullptr);
    front->show();
    front->raise();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTest::qWait(200); // Explore's tab groups arranged for their names
    int tabs = 0;
    QCOMPARE(cutTab(window, &tabs), QString());
    QVERIFY(tabs >= 10);
    QVERIFY(shown(front));
}

void TestLecture::exploreTimelineFitsInEveryLanguage_data() {
    QTest::addColumn<QSize>("size");
    QTest::addColumn<QString>("language");
    for (const char* language : {"en", "de", "cs"}) {
        for (const QSize size : {QSize(1280, 720), QSize(1920, 1080)})
            QTest::addRow("%dx%d %s", size.width(), size.height(), language)
                << size << QString::fromLatin1(language);
    }
}

// The Explore layout at 175 % in every language, its right column as wide as its tab bars need
// (German at 1280x720: a third tab group): the timeline's axis titles are whole, each of their
// lines inside the plot about the axis' centre where QCustomPlot draws it (the German slot
// axis' title, one line, was cut at both ends: "…ustellslot (Auswahl … der Rei…"), every word
// of them shown; the toolbar's actions and the timeline's buttons are all in sight.
void TestLecture::exploreTimelineFitsInEveryLanguage() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(showExploreAtStep20(window, size));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    QVERIFY(timeline != nullptr);
    qmgrlab::ui::TimelinePlot* plot = timeline->plot();
    const auto title = [](const char* source) {
        return QCoreApplication::translate("qmgrlab::ui::TimelinePlot", source).split(QLatin1Char(' '));
    };
    const std::pair<QCPAxisRect*, QStringList> axes[] = {
        {plot->bandRect(), title("delivery slot (entry selections on this transport, in order)")},
        {plot->lanesRect(), title("simulated time (s)")}};
    // The first line of an axis title out of the plot, or empty.
    const auto lineOut = [plot](const QCPAxisRect* rect) {
        const QCPAxis* axis = rect->axis(QCPAxis::atBottom);
        const QFontMetricsF metrics(axis->labelFont());
        const double centre = rect->rect().center().x();
        for (const QString& line : axis->label().split(QLatin1Char('\n'))) {
            const double half = metrics.horizontalAdvance(line) / 2;
            if (centre - half < 0 || centre + half > plot->width())
                return QStringLiteral("\"%1\": %2 px about %3 in a plot %4 px wide")
                    .arg(line)
                    .arg(2 * half)
                    .arg(centre)
                    .arg(plot->width());
        }
        return QString();
    };
    // Settled: no title going from one line to two and back (the lanes' labels sized for each
    // move the axes' centre), the plot no longer drawn again and again.
    QTest::qWait(300);
    int replots = 0;
    connect(plot, &QCustomPlot::afterReplot, this, [&replots] { ++replots; });
    QTest::qWait(300);
    QCOMPARE(replots, 0);
    for (const auto& [rect, words] : axes) {
        QTRY_COMPARE(lineOut(rect), QString());
        QCOMPARE(rect->axis(QCPAxis::atBottom)->label().split(QRegularExpression(QStringLiteral("\\s+"))),
                 words);
    }
    QCOMPARE(toolbarOutOfSight(window), QString());
    int buttons = 0;
    for (const QAbstractButton* button : timeline->findChildren<QAbstractButton*>()) {
        if (!button->isVisible())
            continue;
        ++buttons;
        QVERIFY2(button->visibleRegion().boundingRect() == button->rect() &&
                     timeline->rect().contains(QRect(button->mapTo(timeline, QPoint()), button->size())),
                 qPrintable(button->text()));
    }
    QVERIFY(buttons >= 2); // copy and fit
}

void TestLecture::exploreTimeListLabelsFitInEveryLanguage_data() {
    exploreTimelineFitsInEveryLanguage_data();
}

// The Explore layout's by-time job list at 175 % in every language: its heading and its column
// labels ("arrival order", "in core / slots") lie inside the part of the canvas in sight, apart
// from each other and over the first row (the Czech heading ran out at the right edge and its
// column labels into each other), both where the list has its width and made as narrow as its
// splitter lets it, where they wrap.
void TestLecture::exploreTimeListLabelsFitInEveryLanguage() {
    QFETCH(QSize, size);
    QFETCH(QString, language);
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), language));
    MainWindow window;
    QVERIFY(showExploreAtStep20(window, size));
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    QVERIFY(jobList != nullptr && jobList->isVisible());
    qmgrlab::ui::JobListViewProbe probe(*jobList);
    // The first label out of sight or over another, or empty.
    const auto misplaced = [&probe] {
        const std::vector<qmgrlab::ui::DrawnFigure::Part> parts = probe.timeListParts();
        const QRect shown = probe.timeListShown();
        const auto named = [&parts](const QString& name) {
            const auto part =
                std::find_if(parts.begin(), parts.end(), [&name](const auto& p) { return p.name == name; });
            return part == parts.end() ? QRectF() : part->rect;
        };
        const QString labels[] = {QStringLiteral("heading"), QStringLiteral("arrival order"),
                                  QStringLiteral("in core / slots")};
        const QRectF firstRow = named(QStringLiteral("row 1"));
        if (firstRow.isEmpty())
            return QStringLiteral("no first row");
        for (std::size_t i = 0; i < std::size(labels); ++i) {
            const QRectF rect = named(labels[i]);
            if (rect.isEmpty())
                return labels[i] + QStringLiteral(": not drawn");
            if (rect.left() < shown.left() || rect.right() > shown.left() + shown.width())
                return QStringLiteral("%1 from %2 to %3 px, %4 to %5 in sight")
                    .arg(labels[i])
                    .arg(rect.left())
                    .arg(rect.right())
                    .arg(shown.left())
                    .arg(shown.left() + shown.width());
            if (rect.top() < 0 || rect.bottom() > firstRow.top())
                return QStringLiteral("%1 from %2 to %3 px, the first row at %4")
                    .arg(labels[i])
                    .arg(rect.top())
                    .arg(rect.bottom())
                    .arg(firstRow.top());
            for (std::size_t j = 0; j < i; ++j) {
                if (rect.intersects(named(labels[j])))
                    return labels[i] + QStringLiteral(" over ") + labels[j];
            }
        }
        return QString();
    };
    QTRY_COMPARE(misplaced(), QString());
    probe.narrowTimeList();
    QTest::qWait(100);
    QTRY_COMPARE(misplaced(), QString());
}

void TestLecture::lectureJobListFollowsTheTimelinesTransport() {
    // The lecture job list has no selector: it shows the transport the timeline shows.
    MainWindow window;
    QVERIFY(window.openPath(kMultiTransport));
    window.setWindowLayout(WindowLayout::Lecture);
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window.centralWidget());
    auto* jobList = window.findChild<qmgrlab::ui::JobListView*>();
    QVERIFY(timeline != nullptr && jobList != nullptr);
    for (const QString& name : {QStringLiteral("relay"), QStringLiteral("smtp")}) {
        QVERIFY2(timeline->selectTransport(name), qPrintable(name));
        QCOMPARE(qmgrlab::ui::JobListViewProbe(*jobList).transportName(), name);
    }
    // Explore keeps the job list's own choice.
    window.setWindowLayout(WindowLayout::Explore);
    QVERIFY(timeline->selectTransport(QStringLiteral("relay")));
    QCOMPARE(qmgrlab::ui::JobListViewProbe(*jobList).transportName(), QStringLiteral("smtp"));
}

void TestLecture::layoutsKeepTheirOwnDocks() {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(qmgrlab::ui::MainWindowProbe(window).windowLayout() == WindowLayout::Explore);
    QVERIFY(actionNamed(window, QStringLiteral("&Explore"))->isChecked());
    QVERIFY(window.findChild<QAbstractItemView*>(QStringLiteral("narrationLog"))->isVisible());
    QVERIFY(shown(dock(window, "recipientPoolDock")));

    actionNamed(window, QStringLiteral("&Lecture"))->trigger();
    QVERIFY(qmgrlab::ui::MainWindowProbe(window).windowLayout() == WindowLayout::Lecture);
    QVERIFY(!shown(dock(window, "recipientPoolDock")));
    // Closing the job lists in the lecture layout leaves Explore's alone, and back.
    dock(window, "jobListDock")->close();
    actionNamed(window, QStringLiteral("&Explore"))->trigger();
    QVERIFY(shown(dock(window, "jobListDock")));
    QVERIFY(shown(dock(window, "recipientPoolDock")));
    QVERIFY(window.findChild<QAbstractItemView*>(QStringLiteral("narrationLog"))->isVisible());
    window.setWindowLayout(WindowLayout::Lecture);
    QVERIFY(!dock(window, "jobListDock")->isVisible());
    QVERIFY(!window.findChild<QAbstractItemView*>(QStringLiteral("narrationLog"))->isVisible());
}

void TestLecture::layoutIsRemembered() {
    {
        MainWindow first;
        first.restoreSettings();
        first.resize(1280, 720);
        first.show();
        first.setWindowLayout(WindowLayout::Lecture);
        dock(first, "destinationsDock")->close(); // in the lecture layout only
        QVERIFY(first.close());
    }
    {
        MainWindow second;
        second.restoreSettings();
        second.show();
        QVERIFY(QTest::qWaitForWindowExposed(&second));
        QVERIFY(qmgrlab::ui::MainWindowProbe(second).windowLayout() == WindowLayout::Lecture);
        QVERIFY(actionNamed(second, QStringLiteral("&Lecture"))->isChecked());
        QVERIFY(!dock(second, "destinationsDock")->isVisible());
        QVERIFY(!second.findChild<QAbstractItemView*>(QStringLiteral("narrationLog"))->isVisible());
        second.setWindowLayout(WindowLayout::Explore);
        QVERIFY(dock(second, "destinationsDock")->isVisible() ||
                dock(second, "recipientPoolDock")->isVisible());
        QVERIFY(second.close());
    }
    MainWindow third;
    third.restoreSettings();
    QVERIFY(qmgrlab::ui::MainWindowProbe(third).windowLayout() == WindowLayout::Explore);
    third.setWindowLayout(WindowLayout::Lecture);
    QVERIFY(!dock(third, "destinationsDock")->isVisible());
}

void TestLecture::screenshotTakesZoomAndLayout() {
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("lecture.png"));
    CommandLine line;
    QString error;
    QVERIFY(CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"), shot,
                                QStringLiteral("--size"), QStringLiteral("1280x720"),
                                QStringLiteral("--zoom"), QStringLiteral("1.75"), QStringLiteral("--layout"),
                                QStringLiteral("lecture"), kSlotLoan},
                               &line, &error));
    QVERIFY2(qmgrlab::ui::ScreenshotRenderer::render(line, nullptr, &error), qPrintable(error));
    QCOMPARE(QImage(shot).size(), QSize(1280, 720));
    QCOMPARE(Zoom::factor(), 1.75);
}

QTEST_MAIN(TestLecture)
#include "test_lecture.moc"
