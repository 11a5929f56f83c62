// SPDX-License-Identifier: GPL-3.0-or-later
// test_long_texts: what the window shows of texts a small file can make as long as it likes. A
// lesson whose notes are made of {slots} on a run of 2,000 deliveries (each figure 2,000
// characters, 142 of them a note): the Lesson tab lists each title within its bound and shows the
// note within its own, cut with "…" and a line saying so. A scenario title and description of
// 100,000 characters: the narration's story and its first step show their start, cut with "…";
// the scenario keeps them whole. A word longer than a line (those cut texts are one word each)
// wraps inside itself: it never makes a label, the panel or the window wider than it is.
#include "LessonPanelProbe.h"
#include "NarrationViewProbe.h"
#include "core/common/Text.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/SimulationController.h"
#include "ui/common/ShownText.h"
#include "ui/lesson/LessonPanel.h"
#include "ui/narration/NarrationHandout.h"
#include "ui/narration/NarrationView.h"

#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextLayout>
#include <QtTest>
#include <algorithm>

using qmgrlab::LessonFigures;
using qmgrlab::ui::LessonPanel;
using qmgrlab::ui::NarrationView;
using qmgrlab::ui::SimulationController;

namespace {

// One message of 2,000 recipients, one delivery each, one agent: steps 3, 5, 7, ... select.
qmgrlab::Scenario twoThousandSlots() {
    return qmgrlab::parseScenario(R"({"format": "qmgrlab-scenario-1",
      "main.cf": {"default_destination_recipient_limit": 1}, "master.cf": {"smtp": {"maxproc": 1}},
      "destinations": {"*": {"delivery_ms": 1000}},
      "messages": [{"id": "1", "recipients": {"example.com": 2000}}]})",
                                  "slots.json");
}

std::string repeated(const std::string& text, int times) {
    std::string out;
    for (int i = 0; i < times; ++i)
        out += text;
    return out;
}

int characters(const QString& text) {
    return static_cast<int>(qmgrlab::characterCount(text.toStdString()));
}

// A label's text as read: without the zero-width spaces that let a long word wrap and the word
// joiners that keep a shorter one whole.
QString read(const QString& text) {
    QString shown = text;
    return shown.remove(QChar(0x200B)).remove(QChar(0x2060));
}

// A word-wrapped label's lines as laid out for its width, as read.
QStringList linesOf(const QLabel* label) {
    QTextLayout layout(label->text(), label->font());
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(label->contentsRect().width());
        lines += read(label->text().mid(line.textStart(), line.textLength())).trimmed();
    }
    layout.endLayout();
    return lines;
}

// Wider than any label of these tests may want to be at its smallest: a few words' width.
constexpr int kNarrow = 400;

} // namespace

class TestLongTexts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void lessonTabBoundsFilledTitlesAndNotes();
    void storyShowsTheStartOfALongTitle();
    void oneLongWordWrapsInTheLessonPanel();
    void aWordThatFitsALineMovesWhole();
    void oneLongWordWrapsInTheNarration();
};

void TestLongTexts::lessonTabBoundsFilledTitlesAndNotes() {
    qmgrlab::Scenario scenario = twoThousandSlots();
    scenario.lesson.push_back({3000, "{slots}{slots}", repeated("{slots}", 142), std::nullopt, std::nullopt});
    scenario.lesson.push_back({3002, "Short", "At {time} s.", std::nullopt, std::nullopt});
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("slots.json"), nullptr));
    LessonPanel panel(&controller);
    panel.resize(500, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    // "Step 3000 · " and the title: two figures of 200 characters, cut after the first 200.
    const QString item = read(qmgrlab::ui::LessonPanelProbe(panel).bookmarkList()->item(0)->text());
    QCOMPARE(characters(item), characters(QStringLiteral("Step 3000 · ")) +
                                   static_cast<int>(LessonFigures::kTitleCharacters) + 1);
    QVERIFY(item.endsWith(QStringLiteral("…")));
    controller.seek(3000);
    const QString note = read(qmgrlab::ui::LessonPanelProbe(panel).noteLabel()->text());
    const QString notice = qmgrlab::ui::NarrationHandout::cutNotice();
    QVERIFY2(note.endsWith(QStringLiteral("…\n\n") + notice), qPrintable(note.right(200)));
    QCOMPARE(characters(note), static_cast<int>(LessonFigures::kNoteCharacters) + 1 + 2 + characters(notice));
    // A bookmark with nothing cut says nothing of it: step 3002 is 1,500 s (1,500 deliveries done).
    controller.seek(3002);
    QCOMPARE(qmgrlab::ui::LessonPanelProbe(panel).noteLabel()->text(), QStringLiteral("At 1500 s."));
}

void TestLongTexts::storyShowsTheStartOfALongTitle() {
    qmgrlab::Scenario scenario = twoThousandSlots();
    scenario.title = std::string(100000, 't');
    scenario.description = std::string(100000, 'd');
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("long.json"), nullptr));
    QCOMPARE(controller.scenario().title.size(), std::size_t{100000}); // kept whole
    NarrationView view(&controller);
    view.resize(600, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const QString story = qmgrlab::ui::NarrationViewProbe(view).storyText();
    const QString title =
        QString(static_cast<int>(qmgrlab::ui::kShownTitleCharacters), QLatin1Char('t')) + QStringLiteral("…");
    const QString description =
        QString(static_cast<int>(qmgrlab::ui::kShownDescriptionCharacters), QLatin1Char('d')) +
        QStringLiteral("…");
    QVERIFY2(story.contains(title) && !story.contains(title.left(title.size() - 1) + QLatin1Char('t')),
             qPrintable(story.left(300)));
    QVERIFY(story.contains(description));
    QVERIFY(characters(story) < 5000);
    QVERIFY(qmgrlab::ui::NarrationViewProbe(view).currentText().contains(title));
    QVERIFY(characters(qmgrlab::ui::NarrationViewProbe(view).currentText()) < 5000);
}

// A note and a title that are one word of 4,000 and 200 characters (slot strings without a
// blank): the panel at its smallest stays narrow, the note wraps inside the word, and the
// bookmark list needs no horizontal scroll bar.
void TestLongTexts::oneLongWordWrapsInTheLessonPanel() {
    qmgrlab::Scenario scenario = twoThousandSlots();
    scenario.lesson.push_back({3000, "{slots}{slots}", repeated("{slots}", 142), std::nullopt, std::nullopt});
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("slots.json"), nullptr));
    LessonPanel panel(&controller);
    panel.resize(kNarrow, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    controller.seek(3000);
    QLabel* note = qmgrlab::ui::LessonPanelProbe(panel).noteLabel();
    QVERIFY2(note->minimumSizeHint().width() < kNarrow,
             qPrintable(QString::number(note->minimumSizeHint().width())));
    QVERIFY2(panel.minimumSizeHint().width() < kNarrow,
             qPrintable(QString::number(panel.minimumSizeHint().width())));
    QCOMPARE(panel.width(), kNarrow);
    // Wrapped: the note takes many lines at this width.
    QVERIFY(note->heightForWidth(kNarrow - 40) > 10 * note->fontMetrics().height());
    QListWidget* list = qmgrlab::ui::LessonPanelProbe(panel).bookmarkList();
    QCoreApplication::processEvents();
    QCOMPARE(list->horizontalScrollBar()->maximum(), 0);
}

// A story of one 4,000-character word and a title of 200: the story and the first step's
// sentences wrap inside them, within the view's width.
// A note naming a file of 39 characters, "readme-concurrency-feedback-jitter.json", longer than
// kUnbrokenCharacters: in a panel wide enough for it on a line of its own the name is on one line
// (the line breaks before it, not at a hyphen nor inside a word); in a panel narrower than the
// name it breaks after a hyphen, never inside "concurrency" or "jitter.json".
void TestLongTexts::aWordThatFitsALineMovesWhole() {
    const QString file = QStringLiteral("readme-concurrency-feedback-jitter.json");
    QVERIFY(file.size() > qmgrlab::ui::kUnbrokenCharacters);
    qmgrlab::Scenario scenario = twoThousandSlots();
    scenario.lesson.push_back({3, "Jitter",
                               "To see the same with jitter, open " + file.toStdString() + " now.",
                               std::nullopt, std::nullopt});
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("slots.json"), nullptr));
    LessonPanel panel(&controller);
    QLabel* note = qmgrlab::ui::LessonPanelProbe(panel).noteLabel();
    const int fileWidth = QFontMetrics(note->font()).horizontalAdvance(file);
    panel.resize(fileWidth + 60, 600);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    controller.seek(3);
    QVERIFY2(note->width() >= fileWidth && note->width() < 2 * fileWidth,
             qPrintable(QString::number(note->width())));
    QStringList lines = linesOf(note);
    QVERIFY2(lines.size() > 1 && std::any_of(lines.begin(), lines.end(),
                                             [&](const QString& line) { return line.contains(file); }),
             qPrintable(lines.join(QLatin1Char('|'))));
    panel.resize(fileWidth * 3 / 4, 600);
    QTRY_VERIFY(note->width() < fileWidth);
    lines = linesOf(note);
    const QString joined = lines.join(QLatin1Char('|'));
    QVERIFY2(!joined.contains(file) && joined.contains(QStringLiteral("-|")) &&
                 joined.contains(QStringLiteral("concurrency")) &&
                 joined.contains(QStringLiteral("jitter.json")),
             qPrintable(joined));
}

void TestLongTexts::oneLongWordWrapsInTheNarration() {
    qmgrlab::Scenario scenario = twoThousandSlots();
    scenario.title = std::string(100000, 't');
    scenario.description = std::string(100000, 'd');
    SimulationController controller;
    QVERIFY(controller.loadScenario(scenario, QStringLiteral("long.json"), nullptr));
    NarrationView view(&controller);
    view.setFutureHidden(false);
    view.resize(kNarrow, 500);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    QCOMPARE(view.width(), kNarrow);
    const auto labels = view.findChildren<QLabel*>();
    for (const QLabel* label : labels) {
        QVERIFY2(label->minimumSizeHint().width() < kNarrow,
                 qPrintable(label->objectName() + QStringLiteral(": ") +
                            QString::number(label->minimumSizeHint().width())));
    }
    // The sentences' box is no wider than the area that shows it (no text out of sight).
    const QScrollArea* area = qmgrlab::ui::NarrationViewProbe(view).sentenceArea();
    QVERIFY2(
        area->widget()->width() <= area->viewport()->width(),
        qPrintable(QStringLiteral("%1 > %2").arg(area->widget()->width()).arg(area->viewport()->width())));
}

QTEST_MAIN(TestLongTexts)
#include "test_long_texts.moc"
