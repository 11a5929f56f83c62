// SPDX-License-Identifier: GPL-3.0-or-later
// test_bookmark_views: a lesson's bookmark shows what its note is about. A bookmark that names a
// transport switches the timeline, the job list and the recipient pools to it on arrival (and a
// transport chosen by hand there stays); the job list at a bookmark shows its top, the
// preemption relations and the first jobs, with every job's id whole in its node; the job list's
// headings are the same in every layout; predict mode keeps the lesson's question on screen and
// shows the transport each decision's question asks about.
#include "DestinationsViewProbe.h"
#include "JobListViewProbe.h"
#include "TimelineViewProbe.h"
#include "core/run/Run.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/timeline/TimelineView.h"

#include <QDockWidget>
#include <QLabel>
#include <QSet>
#include <QTest>

using qmgrlab::ui::JobListView;
using qmgrlab::ui::JobListViewProbe;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::TimelineView;
using qmgrlab::ui::WindowLayout;

namespace {

QString example(const char* file) {
    return QStringLiteral(QMGRLAB_EXAMPLES_DIR "/") + QLatin1String(file);
}

// The window of a lecture at a projector: 1280x720, zoom 175 %, the Lecture layout.
void showLecture(MainWindow& window) {
    window.resize(1280, 720);
    window.setZoom(1.75);
    window.setWindowLayout(WindowLayout::Lecture);
    window.show();
}

} // namespace

class TestBookmarkViews : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void bookmarksShowTheirTransport();
    void jobListShowsItsTopAtEveryBookmark();
    void stackNodesShowWholeIds();
    void jobListHeadingsAreTheSameInEveryLayout();
    void predictModeShowsTheCurrentBookmarksTitle();
    void predictQuestionsShowTheirTransport();
    void destinationsKeepTheirColours();
    void bookmarksBringTheirViewToTheFront();
};

// round-robin: its bookmarks at steps 4 and 5 are about relay, those at 8 and 16 about smtp
// (examples/round-robin.json); smtp delivers the most, so it is what the views show unbidden.
void TestBookmarkViews::bookmarksShowTheirTransport() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("round-robin.json")));
    auto* timeline = qobject_cast<TimelineView*>(window.centralWidget());
    JobListViewProbe jobs(*window.findChild<JobListView*>());
    QCOMPARE(timeline->transportName(), QStringLiteral("smtp"));
    window.controller()->seek(5);
    QCOMPARE(timeline->transportName(), QStringLiteral("relay"));
    QCOMPARE(jobs.transportName(), QStringLiteral("relay"));
    // Between the bookmarks, and at a bookmark that names none, the views keep their transport.
    window.controller()->seek(6);
    QCOMPARE(timeline->transportName(), QStringLiteral("relay"));
    window.controller()->seek(8);
    QCOMPARE(timeline->transportName(), QStringLiteral("smtp"));
    QCOMPARE(jobs.transportName(), QStringLiteral("smtp"));
    window.controller()->seek(27);
    QCOMPARE(timeline->transportName(), QStringLiteral("smtp"));
    // A transport chosen by hand at a bookmark stays there.
    window.controller()->seek(4);
    QCOMPARE(timeline->transportName(), QStringLiteral("relay"));
    QVERIFY(timeline->selectTransport(QStringLiteral("smtp")));
    window.controller()->seek(4); // the views refreshed, the position the same
    QCOMPARE(timeline->transportName(), QStringLiteral("smtp"));
}

// preempted-twice at 1280x720: the notes are about the stack (levels, siblings, the adoptive
// parent) and the README's list from its first job, so at every bookmark the job list shows its
// top left (the relations, then the first jobs); its cards of their title bands only (the list
// is longer than the screen), the current job's card is in sight too.
void TestBookmarkViews::jobListShowsItsTopAtEveryBookmark() {
    MainWindow window;
    showLecture(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("preempted-twice.json")));
    JobListViewProbe jobs(*window.findChild<JobListView*>());
    for (const qmgrlab::Bookmark& b : window.controller()->scenario().lesson) {
        window.controller()->seek(static_cast<std::size_t>(b.step));
        QTest::qWait(500); // the cards' slide ends, the docks settle
        const std::vector<int> order = jobs.cardOrder();
        if (order.empty())
            continue;
        QCOMPARE(jobs.scrolled(), QPoint(0, 0));
        QVERIFY2(
            jobs.currentCard() < 0 || jobs.cardVisible(jobs.currentCard()),
            qPrintable(QStringLiteral("step %1: card of message %2").arg(b.step).arg(jobs.currentCard())));
    }
    // Off a bookmark the current job is brought into sight again.
    window.controller()->seek(45);
    QTest::qWait(500);
    QVERIFY(jobs.cardVisible(jobs.currentCard()));
}

// recipient-limits when the note preempts the list (step 19) at 1280x720: "note" and "news"
// both start with an n; every node of the relations shows its id whole.
void TestBookmarkViews::stackNodesShowWholeIds() {
    MainWindow window;
    showLecture(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("recipient-limits.json")));
    window.controller()->seek(19);
    QTest::qWait(500);
    JobListViewProbe jobs(*window.findChild<JobListView*>());
    const qmgrlab::Scenario& scenario = window.controller()->scenario();
    QVERIFY(jobs.cardOrder().size() >= 3);
    for (const int message : jobs.cardOrder())
        QCOMPARE(jobs.nodeText(message),
                 QString::fromStdString(scenario.messages[static_cast<std::size_t>(message)].id));
    QCOMPARE(jobs.scrolled().x(), 0);
}

void TestBookmarkViews::jobListHeadingsAreTheSameInEveryLayout() {
    MainWindow window;
    window.resize(1280, 720);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("slot-loan.json")));
    window.controller()->seek(14);
    JobListViewProbe jobs(*window.findChild<JobListView*>());
    const QStringList explore = jobs.headings();
    QCOMPARE(explore,
             QStringList({QStringLiteral("Preemption"), QStringLiteral("Job list (selection order)")}));
    window.setWindowLayout(WindowLayout::Lecture);
    QTest::qWait(100);
    QCOMPARE(jobs.headings(), explore);
}

// round-robin in predict mode: at its bookmarks where no decision's question is open, the panel
// shows that bookmark's title: the lesson's question at the first, never once a later bookmark
// has answered it, and never a later bookmark's title (the future stays hidden).
void TestBookmarkViews::predictModeShowsTheCurrentBookmarksTitle() {
    MainWindow window;
    showLecture(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("round-robin.json")));
    window.controller()->setPredictMode(true);
    const auto* prompt = window.findChild<QLabel*>(QStringLiteral("predictPrompt"));
    QVERIFY(prompt != nullptr);
    const std::vector<qmgrlab::Bookmark>& lesson = window.controller()->scenario().lesson;
    QCOMPARE(lesson.front().title, std::string("Which entry goes first?"));
    int shown = 0;
    for (std::size_t i = 0; i < lesson.size(); ++i) {
        const auto step = static_cast<std::size_t>(lesson[i].step);
        // The bookmark's own step, and the step before the next bookmark.
        const std::size_t last =
            i + 1 < lesson.size() ? static_cast<std::size_t>(lesson[i + 1].step) - 1 : step;
        for (const std::size_t position : {step, last}) {
            // From the step before: a decision's question there is revealed here instead.
            window.controller()->seek(position > 0 ? position - 1 : 0);
            const bool revealed = position > 0 && window.controller()->openQuestion();
            window.controller()->seek(position);
            if (revealed || window.controller()->openQuestion())
                continue;
            QCOMPARE(prompt->text(), QString::fromStdString(lesson[i].title));
            shown += i > 0 ? 1 : 0;
        }
    }
    QVERIFY(shown > 0); // a later bookmark's title, where the question was before
}

// round-robin in predict mode: relay and smtp take turns, and at every open question the
// timeline and the job list show the transport the question asks about.
void TestBookmarkViews::predictQuestionsShowTheirTransport() {
    MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("round-robin.json")));
    auto* timeline = qobject_cast<TimelineView*>(window.centralWidget());
    JobListViewProbe jobs(*window.findChild<JobListView*>());
    window.controller()->setPredictMode(true);
    QSet<QString> asked;
    for (std::size_t step = 0; step <= window.controller()->length(); ++step) {
        window.controller()->seek(step);
        const auto question = window.controller()->openQuestion();
        if (!question)
            continue;
        const QString transport =
            QString::fromStdString(window.controller()
                                       ->run()
                                       .config()
                                       .transports()[static_cast<std::size_t>(question->transport())]
                                       .name);
        asked.insert(transport);
        QCOMPARE(timeline->transportName(), transport);
        QCOMPARE(jobs.transportName(), transport);
    }
    QCOMPARE(asked, QSet<QString>({QStringLiteral("relay"), QStringLiteral("smtp")}));
}

QTEST_MAIN(TestBookmarkViews)
// connect-timeout-30s: the destinations table lists fb_1, fb_n, fb_sqrt at step 499, all three in
// memory, and in the same order at step 6007, none of them in memory (the queues once went in
// memory first, and fb_1 moved to the end); each destination's window line keeps its colour (the
// class is told "the green line is feedback 1" once).
void TestBookmarkViews::destinationsKeepTheirColours() {
    MainWindow window;
    showLecture(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openPath(example("connect-timeout-30s.json")));
    auto* view = window.findChild<qmgrlab::ui::DestinationsView*>();
    QVERIFY(view != nullptr);
    qmgrlab::ui::DestinationsViewProbe probe(*view);
    const QStringList lines = {QStringLiteral("fb_1: one.example"), QStringLiteral("fb_n: n.example"),
                               QStringLiteral("fb_sqrt: sqrt.example")};
    window.controller()->seek(499);
    QTRY_VERIFY(probe.windowColour(lines.front()).isValid());
    std::vector<QColor> before;
    QSet<QRgb> distinct;
    for (const QString& line : lines) {
        before.push_back(probe.windowColour(line));
        distinct.insert(before.back().rgb());
    }
    QCOMPARE(distinct.size(), 3);
    const auto destinations = [&probe] {
        QStringList names;
        for (const auto& row : probe.table().rows())
            names << row.destination + (row.inMemory ? QString() : QStringLiteral(" (gone)"));
        return names;
    };
    QCOMPARE(destinations(), (QStringList{QStringLiteral("one.example"), QStringLiteral("n.example"),
                                          QStringLiteral("sqrt.example")}));
    window.controller()->seek(6007);
    QTRY_COMPARE(destinations(),
                 (QStringList{QStringLiteral("one.example (gone)"), QStringLiteral("n.example (gone)"),
                              QStringLiteral("sqrt.example (gone)")}));
    for (qsizetype i = 0; i < lines.size(); ++i)
        QCOMPARE(probe.windowColour(lines[i]), before[static_cast<std::size_t>(i)]);
}

// A bookmark's "view" is in front at its step in the lecture at 1280x720 and 175 %, and the
// lecture's own views again at the next bookmark without one: greylisting's second bookmark
// quotes the destinations' window, recipient-limits' third is a preemption (the job list, every
// card whole), preempted-twice's last the README's job list 7--8--1--2--6--3--5 (its
// cards of their title bands: the relations take half the list);
// default-settings' and dead-destination's second are about the agents (default-settings has 4,
// maxproc, all in sight; dead-destination's note names five deliveries at once, in sight with
// the destinations' table under them).
void TestBookmarkViews::bookmarksBringTheirViewToTheFront() {
    MainWindow window;
    showLecture(window);
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto front = [&window](const char* name) {
        const auto* dock = window.findChild<QDockWidget*>(QLatin1String(name));
        return dock != nullptr && dock->isVisible() && !dock->visibleRegion().isEmpty();
    };
    auto* jobs = window.findChild<JobListView*>();
    const JobListViewProbe probe(*jobs);
    const auto cardsInSight = [&probe] {
        for (const int message : probe.cardOrder()) {
            if (!probe.cardInSight(message))
                return false;
        }
        return !probe.cardOrder().empty();
    };

    QVERIFY(window.openPath(example("greylisting.json")));
    window.controller()->seek(9);
    QTRY_VERIFY(front("destinationsDock") && !front("deferredQueueDock"));
    window.controller()->seek(14);
    QTRY_VERIFY(front("deferredQueueDock") && !front("destinationsDock"));

    QVERIFY(window.openPath(example("recipient-limits.json")));
    window.controller()->seek(19);
    QTRY_VERIFY(front("jobListDock") && !front("recipientPoolDock") && cardsInSight());
    window.controller()->seek(25);
    QTRY_VERIFY(front("recipientPoolDock") && !front("jobListDock"));

    QVERIFY(window.openPath(example("preempted-twice.json")));
    window.controller()->seek(46);
    QTRY_COMPARE(probe.cardOrder(), (std::vector<int>{6, 7, 0, 1, 5, 2, 4})); // messages 7, 8, 1, ...
    QTRY_VERIFY(front("jobListDock") && probe.briefCards());

    const qmgrlab::ui::TimelineViewProbe lanes(*window.findChild<TimelineView*>());
    QVERIFY(window.openPath(example("default-settings.json")));
    window.controller()->seek(13);
    QTRY_COMPARE(lanes.visibleLanes(), 4);
    QTRY_VERIFY(cardsInSight() && !probe.briefCards()); // the card's counter the note quotes
    QVERIFY(window.openPath(example("dead-destination.json")));
    window.controller()->seek(9);
    QTRY_VERIFY(lanes.visibleLanes() >= 5); // the five deliveries to the server that is down
}

#include "test_bookmark_views.moc"
