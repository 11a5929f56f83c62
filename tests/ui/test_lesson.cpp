// SPDX-License-Identifier: GPL-3.0-or-later
// test_lesson: the Lesson panel and lesson mode on a run whose steps are known by hand: one
// message of one recipient and one agent make five steps (arrival, admission, the entry
// selection, the delivery's completion, the end), with bookmarks at steps 1, 3 and 5. The
// panel lists them and a click seeks; the current bookmark follows the position; in lesson mode
// PageDown / PageUp go by bookmark and the note is large, following the font; outside it they
// go by decision again; a bookmark past the end is refused; the texts follow the language in use
// where the scenario translates them.
#include "LessonPanelProbe.h"
#include "MainWindowProbe.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/LanguageChoice.h"
#include "ui/lesson/BookmarkLossQuestion.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationHandout.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using qmgrlab::ui::LessonPanel;
using qmgrlab::ui::LessonPanelProbe;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::SimulationController;

namespace {

QByteArray scenarioText(const QByteArray& lesson) {
    return R"({"format": "qmgrlab-scenario-1",
  "master.cf": {"smtp": {"maxproc": 1}},
  "destinations": {"*": {"delivery_ms": 1000}},
  "messages": [{"id": "a", "recipients": ["u@x.example"]}],
  "lesson": )" +
           lesson + "}";
}

const QByteArray kLesson = R"([
  {"step": 1, "title": "It arrives", "note": "The message is in the incoming queue."},
  {"step": 3, "title": "Selected", "note": "The entry gets the delivery slot."},
  {"step": 5, "title": "The end", "note": "One recipient, one delivery."}])";

qmgrlab::Scenario lessonScenario() {
    return qmgrlab::parseScenario(scenarioText(kLesson).toStdString(), "lesson.json");
}

} // namespace

class TestLesson : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void panelListsTheBookmarksAndAClickSeeks();
    void currentBookmarkFollowsThePosition();
    void lessonModePageKeysGoByBookmark();
    void noteIsLargeInLessonModeAndFollowsTheFont();
    void bookmarkPastTheEndIsRefused();
    void rerunDropsBookmarksPastTheNewEnd();
    void bookmarkLossIsAskedFirst();
    void liveFiguresFollowTheRun();
    void textsInTheLanguageInUse(); // last: it installs the Czech translation
};

void TestLesson::panelListsTheBookmarksAndAClickSeeks() {
    SimulationController controller;
    QVERIFY(controller.loadScenario(lessonScenario(), QStringLiteral("lesson.json"), nullptr));
    LessonPanel panel(&controller);
    panel.resize(500, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QListWidget* list = LessonPanelProbe(panel).bookmarkList();
    QCOMPARE(list->count(), 3);
    QVERIFY(list->item(0)->text().contains(QStringLiteral("1")));
    QVERIFY(list->item(0)->text().contains(QStringLiteral("It arrives")));
    QVERIFY(list->item(1)->text().contains(QStringLiteral("3")));
    QVERIFY(list->item(2)->text().contains(QStringLiteral("The end")));

    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(1)).center());
    QCOMPARE(controller.position(), std::size_t{3});
    QCOMPARE(list->currentRow(), 1);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(),
             QStringLiteral("The entry gets the delivery slot."));
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(list->item(0)).center());
    QCOMPARE(controller.position(), std::size_t{1});
}

void TestLesson::currentBookmarkFollowsThePosition() {
    SimulationController controller;
    QVERIFY(controller.loadScenario(lessonScenario(), QStringLiteral("lesson.json"), nullptr));
    LessonPanel panel(&controller);
    QCOMPARE(LessonPanelProbe(panel).currentBookmark(), -1); // position 0, before the first bookmark
    QCOMPARE(LessonPanelProbe(panel).bookmarkList()->currentRow(), -1);
    controller.seek(2);
    QCOMPARE(LessonPanelProbe(panel).currentBookmark(), 0); // step 1 is the last bookmark at or before 2
    QCOMPARE(LessonPanelProbe(panel).bookmarkList()->currentRow(), 0);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(),
             QStringLiteral("The message is in the incoming queue."));
    controller.seek(5);
    QCOMPARE(LessonPanelProbe(panel).currentBookmark(), 2);
    QCOMPARE(LessonPanelProbe(panel).bookmarkList()->currentRow(), 2);
    controller.seek(4);
    QCOMPARE(LessonPanelProbe(panel).currentBookmark(), 1);
}

// L turns lesson mode on; PageDown visits 1, 3, 5 and stops there, PageUp comes back to 1.
// With lesson mode off, PageDown is "next decision" again: from the start, past the entry
// selection (step 3), not to bookmark 1. P (predict mode) turns lesson mode off.
void TestLesson::lessonModePageKeysGoByBookmark() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("lesson.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(scenarioText(kLesson));
    file.close();

    MainWindow window;
    QVERIFY2(window.openPath(path), qPrintable(qmgrlab::ui::MainWindowProbe(window).lastError()));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    SimulationController* controller = window.controller();
    LessonPanel* panel = window.lessonPanel();
    QVERIFY(!panel->nextBookmarkAction()->isEnabled()); // only in lesson mode
    QTest::keyClick(&window, Qt::Key_L);
    QVERIFY(LessonPanelProbe(*panel).lessonMode());

    for (std::size_t expected : {1, 3, 5, 5}) {
        QTest::keyClick(&window, Qt::Key_PageDown);
        QCOMPARE(controller->position(), expected);
    }
    QCOMPARE(LessonPanelProbe(*panel).noteLabel()->text(), QStringLiteral("One recipient, one delivery."));
    for (std::size_t expected : {3, 1, 1}) {
        QTest::keyClick(&window, Qt::Key_PageUp);
        QCOMPARE(controller->position(), expected);
    }

    QTest::keyClick(&window, Qt::Key_Home);
    QTest::keyClick(&window, Qt::Key_L);
    QVERIFY(!LessonPanelProbe(*panel).lessonMode());
    QVERIFY(!panel->nextBookmarkAction()->isEnabled());
    QTest::keyClick(&window, Qt::Key_PageDown);
    QCOMPARE(controller->position(), std::size_t{3});

    QTest::keyClick(&window, Qt::Key_L);
    QVERIFY(LessonPanelProbe(*panel).lessonMode());
    QTest::keyClick(&window, Qt::Key_P);
    QVERIFY(controller->predictMode());
    QVERIFY(!LessonPanelProbe(*panel).lessonMode());
}

void TestLesson::noteIsLargeInLessonModeAndFollowsTheFont() {
    SimulationController controller;
    QVERIFY(controller.loadScenario(lessonScenario(), QStringLiteral("lesson.json"), nullptr));
    LessonPanel panel(&controller);
    QFont font = panel.font();
    font.setPointSizeF(10);
    panel.setFont(font);
    controller.seek(3);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->font().pointSizeF(), 10.0);
    panel.setLessonMode(true);
    QVERIFY(LessonPanelProbe(panel).noteLabel()->font().pointSizeF() >= 15.0);
    const double large = LessonPanelProbe(panel).noteLabel()->font().pointSizeF();
    font.setPointSizeF(20); // the application's zoom doubles the font
    panel.setFont(font);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->font().pointSizeF(), 2 * large);
    panel.setLessonMode(false);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->font().pointSizeF(), 20.0);
}

void TestLesson::bookmarkPastTheEndIsRefused() {
    SimulationController controller;
    QVERIFY(controller.loadScenario(lessonScenario(), QStringLiteral("lesson.json"), nullptr));
    const qmgrlab::Scenario late = qmgrlab::parseScenario(
        scenarioText(R"([{"step": 6, "title": "Too late"}])").toStdString(), "late.json");
    QString error;
    QVERIFY(!controller.loadScenario(late, QStringLiteral("late.json"), &error));
    QVERIFY2(error.contains(QStringLiteral("lesson[0].step")), qPrintable(error));
    QVERIFY2(error.contains(QStringLiteral("past the end of the run (5 steps)")), qPrintable(error));
    QCOMPARE(controller.scenario().lesson.size(), std::size_t{3}); // the previous scenario stays
}

// Without its message the run is only its end: one step. An edit (parameters, editor) keeps the
// bookmark at step 1 and drops those at 3 and 5 instead of refusing the change; Undo gives them
// back.
void TestLesson::rerunDropsBookmarksPastTheNewEnd() {
    SimulationController controller;
    qmgrlab::ui::ScenarioDocument document(&controller);
    QVERIFY(document.create(lessonScenario(), nullptr));
    qmgrlab::Scenario changed = document.scenario();
    QCOMPARE(document.bookmarksPastEnd(changed), QStringList());
    changed.messages.clear();
    // Without the message the run is one step long: the callers ask before these two go.
    QCOMPARE(document.bookmarksPastEnd(changed),
             QStringList({QStringLiteral("Selected (step 3)"), QStringLiteral("The end (step 5)")}));
    QString error;
    QVERIFY2(document.edit(changed, &error), qPrintable(error));
    QCOMPARE(document.scenario().lesson.size(), std::size_t{1});
    QVERIFY2(document.waitForRecording(&error), qPrintable(error));
    document.undoStack()->undo();
    QVERIFY2(document.waitForRecording(&error), qPrintable(error));
    QCOMPARE(controller.scenario().lesson.size(), std::size_t{3});
    QCOMPARE(controller.length(), std::size_t{5});
    document.undoStack()->redo();
    QVERIFY2(document.waitForRecording(&error), qPrintable(error));
    QCOMPARE(controller.length(), std::size_t{1});
    QCOMPARE(controller.scenario().lesson.size(), std::size_t{1});
    QCOMPARE(controller.scenario().lesson[0].title, std::string("It arrives"));
}

// Nothing to lose: no question. Otherwise Cancel (the default) keeps the bookmarks and only
// the explicit button agrees to lose them.
void TestLesson::bookmarkLossIsAskedFirst() {
    QVERIFY(qmgrlab::ui::confirmBookmarkLoss(nullptr, {}));
    const QStringList lost{QStringLiteral("The end (step 5)")};
    const auto answerWith = [](bool apply) {
        QTimer::singleShot(0, [apply] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box != nullptr);
            QVERIFY(box->text().contains(QStringLiteral("The end (step 5)")));
            if (apply) {
                for (QAbstractButton* button : box->buttons()) {
                    if (box->buttonRole(button) == QMessageBox::AcceptRole)
                        button->click();
                }
            } else {
                QTest::keyClick(box, Qt::Key_Return); // the default button: Cancel
            }
        });
    };
    answerWith(false);
    QVERIFY(!qmgrlab::ui::confirmBookmarkLoss(nullptr, lost));
    answerWith(true);
    QVERIFY(qmgrlab::ui::confirmBookmarkLoss(nullptr, lost));
}

// A note's live figures are filled from the run at the bookmark, and follow a changed
// parameter: message a (one recipient, one second) is selected at step 3 (slot string "a") and
// finishes at 1 s; with a delivery time of 3 s the same note says 3. An unknown name stays as
// written.
void TestLesson::liveFiguresFollowTheRun() {
    const QByteArray lesson = R"([
  {"step": 3, "title": "Selected at {time} s", "note": "The slots so far: {slots}."},
  {"step": 5, "title": "The end", "note": "Message a finishes at {finish:a} s, {bad:x} stays as written."}])";
    SimulationController controller;
    QVERIFY(controller.loadScenario(qmgrlab::parseScenario(scenarioText(lesson).toStdString(), "live.json"),
                                    QStringLiteral("live.json"), nullptr));
    LessonPanel panel(&controller);
    QCOMPARE(LessonPanelProbe(panel).bookmarkList()->item(0)->text(),
             QStringLiteral("Step 3 · Selected at 0 s"));
    controller.seek(3);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(), QStringLiteral("The slots so far: a."));
    controller.seek(5);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(),
             QStringLiteral("Message a finishes at 1 s, {bad:x} stays as written."));

    qmgrlab::Scenario slower = qmgrlab::parseScenario(scenarioText(lesson).toStdString(), "live.json");
    slower.destinations.front().deliveryMs = 3000;
    QVERIFY(controller.loadScenario(slower, QStringLiteral("live.json"), nullptr));
    controller.seek(5);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(),
             QStringLiteral("Message a finishes at 3 s, {bad:x} stays as written."));
}

// With Czech installed the panel and the narration's handout show the Czech texts where the
// scenario has them, each text falling back to English alone, with the same figures filled.
void TestLesson::textsInTheLanguageInUse() {
    const QByteArray translated = scenarioText(R"([
  {"step": 1, "title": "It arrives", "note": "The message is in the incoming queue."},
  {"step": 5, "title": "The end", "note": "Message a finishes at {finish:a} s."}],
  "translations": {"cs": {"title": "Jedna zpráva", "lesson": [
    {"step": 5, "note": "Zpráva a skončí v čase {finish:a} s."}]}})");
    const qmgrlab::Scenario scenario = qmgrlab::parseScenario(translated.toStdString(), "cs.json");
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("cs.json"), nullptr));
    QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), QStringLiteral("cs")));
    QCOMPARE(qmgrlab::ui::LanguageChoice::current(), std::string("cs"));
    LessonPanel panel(&controller);
    controller.seek(5);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(), QStringLiteral("Zpráva a skončí v čase 1 s."));
    QVERIFY(LessonPanelProbe(panel).bookmarkList()->item(1)->text().endsWith(QStringLiteral("The end")));
    controller.seek(1);
    QCOMPARE(LessonPanelProbe(panel).noteLabel()->text(),
             QStringLiteral("The message is in the incoming queue."));

    qmgrlab::LessonFigures figures(scenario, "cs.json");
    const QString handout = qmgrlab::ui::NarrationHandout::text(controller.run(), scenario, figures, 1, 5);
    QVERIFY(handout.contains(QStringLiteral("Zpráva a skončí v čase 1 s.")));
    QVERIFY(handout.contains(QStringLiteral("The message is in the incoming queue.")));
    QVERIFY(!handout.contains(QStringLiteral("Message a finishes")));
}

QTEST_MAIN(TestLesson)
#include "test_lesson.moc"
