// SPDX-License-Identifier: GPL-3.0-or-later
// test_course: the course (ui/lesson/Course) against the shipped examples: every example is a
// lesson exactly once and every lesson's file exists; the lessons are numbered 1..n in parts
// 1..m without a gap; each example's first bookmark asks its lesson's question before the first
// step and the lesson goes on to answer it; the Examples menu shows the parts and the numbered
// lessons in the course's order; the welcome names every part; the handout's heading; the
// glossary in Help; the German and Czech lessons ask the questions as the catalogues word them.
#include "ExamplePaths.h"
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/common/Glossary.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/WelcomeDialog.h"
#include "ui/lesson/Course.h"
#include "ui/scenario/ExamplesCatalog.h"

#include <QAction>
#include <QDir>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QtTest>

using qmgrlab::ui::Course;
using qmgrlab::ui::CourseLesson;

class TestCourse : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyExampleIsALessonOnce();
    void lessonsAreNumberedInParts();
    void firstBookmarkAsksTheQuestion();
    void examplesMenuFollowsTheCourse();
    void welcomeNamesEveryPart();
    void headingNamesTheLessonAndItsPart();
    void glossaryExplainsTheReadmesWords();
    void translatedLessonsAskTheTranslatedQuestion(); // last: it installs translations
};

void TestCourse::everyExampleIsALessonOnce() {
    const QStringList files =
        QDir(qmgrlab::test::gui::kExamplesDir).entryList({QStringLiteral("*.json")}, QDir::Files);
    QVERIFY(files.size() >= 22);
    QSet<QString> named;
    for (const CourseLesson& lesson : Course::lessons()) {
        const QString file = QString::fromLatin1(lesson.fileName);
        QVERIFY2(!named.contains(file), qPrintable(file + QStringLiteral(" is named twice")));
        named.insert(file);
        QVERIFY2(files.contains(file), qPrintable(file + QStringLiteral(" is not in examples/")));
        QVERIFY2(!qmgrlab::ui::ExamplesCatalog::path(file).isEmpty(), qPrintable(file));
        QCOMPARE(Course::find(QStringLiteral(":/examples/") + file), &lesson);
    }
    for (const QString& file : files)
        QVERIFY2(named.contains(file), qPrintable(file + QStringLiteral(" is in no lesson of the course")));
    QCOMPARE(Course::find(QStringLiteral("mine.json")), nullptr);
}

void TestCourse::lessonsAreNumberedInParts() {
    int number = 0;
    int part = 1;
    for (const CourseLesson& lesson : Course::lessons()) {
        QCOMPARE(lesson.number, ++number);
        QVERIFY2(lesson.part == part || lesson.part == part + 1, lesson.fileName);
        part = lesson.part;
        QVERIFY(!Course::title(lesson).isEmpty());
    }
    QCOMPARE(part, Course::partCount());
    for (int p = 1; p <= Course::partCount(); ++p)
        QVERIFY(!Course::partTitle(p).isEmpty());
    QVERIFY(Course::partTitle(Course::partCount() + 1).isEmpty());
}

// The question is asked at step 0, before anything happens, and at least one later bookmark is
// there to answer it.
void TestCourse::firstBookmarkAsksTheQuestion() {
    for (const CourseLesson& lesson : Course::lessons()) {
        const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName));
        QVERIFY2(scenario.lesson.size() >= 2, lesson.fileName);
        const qmgrlab::Bookmark& first = scenario.lesson.front();
        QCOMPARE(first.step, std::int64_t{0});
        QCOMPARE(QString::fromStdString(first.title), QString::fromUtf8(lesson.question));
        QVERIFY2(first.title.ends_with('?'), lesson.fileName);
        QVERIFY2(!first.note.empty(), lesson.fileName);
    }
}

void TestCourse::examplesMenuFollowsTheCourse() {
    qmgrlab::ui::MainWindow window;
    QMenu* examples = nullptr;
    for (QAction* top : window.menuBar()->actions()) {
        if (top->text().remove(QLatin1Char('&')) == QLatin1String("Examples"))
            examples = top->menu();
    }
    QVERIFY(examples != nullptr);
    QList<QMenu*> parts;
    for (QAction* action : examples->actions()) {
        if (action->menu() != nullptr)
            parts << action->menu();
    }
    QCOMPARE(parts.size(), Course::partCount());
    int shown = 0;
    for (const CourseLesson& lesson : Course::lessons()) {
        const QMenu* part = parts[lesson.part - 1];
        QVERIFY(part->title().contains(Course::partTitle(lesson.part)));
        QVERIFY(part->title().startsWith(QStringLiteral("Part &%1").arg(lesson.part)));
        // The lessons of the part in order: this one is the part's item at its place.
        int place = 0;
        for (const CourseLesson& other : Course::lessons()) {
            if (other.part == lesson.part && other.number < lesson.number)
                ++place;
        }
        const QAction* item = part->actions().value(place);
        QVERIFY(item != nullptr);
        QCOMPARE(item->text(), QStringLiteral("%1. %2").arg(lesson.number).arg(Course::title(lesson)));
        QVERIFY(item->toolTip().contains(Course::question(lesson)));
        ++shown;
    }
    int items = 0;
    for (const QMenu* part : parts)
        items += static_cast<int>(part->actions().size());
    QCOMPARE(items, shown);
}

void TestCourse::welcomeNamesEveryPart() {
    const QString text = qmgrlab::ui::WelcomeDialog::text();
    for (int part = 1; part <= Course::partCount(); ++part)
        QVERIFY2(text.contains(Course::partTitle(part).toHtmlEscaped()), qPrintable(Course::partTitle(part)));
    QVERIFY(text.contains(QStringLiteral("lessons 2–7")));
    QVERIFY(text.contains(QStringLiteral("lesson 1")));
}

void TestCourse::headingNamesTheLessonAndItsPart() {
    const CourseLesson* lesson = Course::find(QStringLiteral("examples/slot-loan.json"));
    QVERIFY(lesson != nullptr);
    QCOMPARE(Course::heading(*lesson), QStringLiteral("Lesson 3 of 22 · Part 2: Preemption"));
}

// Help > Glossary: every word the lessons lean on, each explained once.
void TestCourse::glossaryExplainsTheReadmesWords() {
    QStringList terms;
    for (const auto& [term, explanation] : qmgrlab::ui::Glossary::entries()) {
        QVERIFY2(!terms.contains(term), qPrintable(term));
        terms << term;
        QVERIFY2(explanation.size() > term.size(), qPrintable(term));
    }
    for (const char* word :
         {"job", "entry", "peer", "queue", "transport", "message", "selection", "delivery slot", "loan",
          "discount", "blocker", "cohort", "concurrency window", "dead destination", "rate delay", "backoff"})
        QVERIFY2(terms.contains(QLatin1String(word)), word);
    QVERIFY(qmgrlab::ui::Glossary::html().contains(QStringLiteral("<b>delivery slot</b>")));
    qmgrlab::ui::MainWindow window;
    bool inHelp = false;
    for (QAction* top : window.menuBar()->actions()) {
        if (top->menu() == nullptr || top->text().remove(QLatin1Char('&')) != QLatin1String("Help"))
            continue;
        for (const QAction* action : top->menu()->actions())
            inHelp = inHelp || action->text() == QLatin1String("&Glossary");
    }
    QVERIFY(inHelp);
}

// In German and in Czech too, each example's first bookmark asks its lesson's question as the
// program's catalogue words it (the Examples menu's tooltip, the welcome, the handout).
void TestCourse::translatedLessonsAskTheTranslatedQuestion() {
    for (const char* language : {"de", "cs"}) {
        QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), QLatin1String(language)));
        for (const CourseLesson& lesson : Course::lessons()) {
            const qmgrlab::Scenario scenario =
                qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName));
            const QString asked = QString::fromStdString(scenario.bookmarkIn(0, language).title);
            QVERIFY2(asked != QString::fromUtf8(lesson.question), lesson.fileName);
            QCOMPARE(asked, Course::question(lesson));
        }
    }
}

QTEST_MAIN(TestCourse)
#include "test_course.moc"
