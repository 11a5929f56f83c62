// SPDX-License-Identifier: GPL-3.0-or-later
// test_lesson_handout: the lesson's PDF handout (ui/lesson/LessonHandoutExporter), offscreen.
// slot-loan's handout is a PDF with one page per bookmark; a file that cannot be written (its
// directory is missing), a scenario without a lesson and a name that is not a .pdf are
// reported as errors with nothing written; exporting leaves the window's run where it was; and
// `qmgrlab-cli narrate --pdf` writes the same pages, only the bookmarks within --from/--to, and
// refuses to write over the scenario; the course's handout (File > Export course handout…,
// `narrate --course --pdf`) has its contents and then every lesson's pages.
#include "CliRunner.h"
#include "ExamplePaths.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/lesson/Course.h"
#include "ui/lesson/LessonHandoutExporter.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using qmgrlab::test::runCli;
using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::ui::LessonHandoutExporter;

namespace {

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The number of page objects of a PDF ("/Type /Page", not "/Pages").
int pdfPages(const QByteArray& pdf) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![a-zA-Z])"));
    int count = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(pdf)); it.hasNext(); it.next())
        ++count;
    return count;
}

} // namespace

class TestLessonHandout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void slotLoanHasAPagePerBookmark();
    void failedWriteIsReported();
    void refusesWhatIsNoHandout();
    void leavesTheWindowsRunWhereItWas();
    void commandLineWritesTheHandout();
    void courseHandoutHasContentsThenEveryLesson();
};

void TestLessonHandout::slotLoanHasAPagePerBookmark() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    QVERIFY(scenario.lesson.size() >= 2);
    const QString path = dir.filePath(QStringLiteral("slot-loan.pdf"));
    QString error;
    QStringList problems;
    QVERIFY2(LessonHandoutExporter::write(scenario, "slot-loan.json", path, &error, &problems),
             qPrintable(error));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    const QByteArray pdf = contents(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QCOMPARE(pdfPages(pdf), static_cast<int>(scenario.lesson.size()));
    // Each page holds pictures and text: far more than an empty page's few hundred bytes.
    QVERIFY(pdf.size() > 2000 * static_cast<qsizetype>(scenario.lesson.size()));
}

void TestLessonHandout::failedWriteIsReported() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    const QString path = dir.filePath(QStringLiteral("missing/handout.pdf"));
    QString error;
    QVERIFY(!LessonHandoutExporter::write(scenario, "slot-loan.json", path, &error));
    QVERIFY2(error.contains(path), qPrintable(error));
    QVERIFY(!QFileInfo::exists(path));
}

void TestLessonHandout::refusesWhatIsNoHandout() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    QString error;
    const QString png = dir.filePath(QStringLiteral("handout.png"));
    QVERIFY(!LessonHandoutExporter::write(scenario, "slot-loan.json", png, &error));
    QVERIFY2(error.contains(QStringLiteral(".pdf")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(png));
    scenario.lesson.clear();
    error.clear();
    const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
    QVERIFY(!LessonHandoutExporter::write(scenario, "slot-loan.json", pdf, &error));
    QVERIFY2(error.contains(QStringLiteral("bookmark")), qPrintable(error));
    QVERIFY(!QFileInfo::exists(pdf));
}

void TestLessonHandout::leavesTheWindowsRunWhereItWas() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    qmgrlab::ui::SimulationController controller;
    QVERIFY(controller.loadScenario(qmgrlab::loadScenarioFile(kSlotLoan.toStdString()), kSlotLoan, nullptr));
    controller.seek(5);
    const std::int64_t time = controller.run().timeMs();
    QString error;
    QVERIFY2(LessonHandoutExporter::write(controller.scenario(), "slot-loan.json",
                                          dir.filePath(QStringLiteral("h.pdf")), &error),
             qPrintable(error));
    QCOMPARE(controller.run().position(), std::size_t{5});
    QCOMPARE(controller.run().timeMs(), time);
}

void TestLessonHandout::commandLineWritesTheHandout() {
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    const QString all = dir.filePath(QStringLiteral("all.pdf"));
    QCOMPARE(runCli({QStringLiteral("narrate"), kSlotLoan, QStringLiteral("--pdf"), all}), 0);
    QCOMPARE(pdfPages(contents(all)), static_cast<int>(scenario.lesson.size()));

    // --from/--to: the bookmarks at positions from-1..to, as the text tells them.
    const std::int64_t from = scenario.lesson[1].step; // the second bookmark onwards
    const std::int64_t to = scenario.lesson.back().step - 1;
    int within = 0;
    for (const qmgrlab::Bookmark& b : scenario.lesson)
        within += b.step >= from - 1 && b.step <= to ? 1 : 0;
    QVERIFY(within > 0 && within < static_cast<int>(scenario.lesson.size()));
    const QString some = dir.filePath(QStringLiteral("some.pdf"));
    QCOMPARE(runCli({QStringLiteral("narrate"), kSlotLoan, QStringLiteral("--from"), QString::number(from),
                     QStringLiteral("--to"), QString::number(to), QStringLiteral("--pdf"), some}),
             0);
    QCOMPARE(pdfPages(contents(some)), within);

    // Never over the scenario (a copy of it here); a missing directory is a failed write.
    const QString copy = dir.filePath(QStringLiteral("slot-loan.pdf"));
    QVERIFY(QFile::copy(kSlotLoan, copy));
    const QByteArray before = contents(copy);
    QCOMPARE(runCli({QStringLiteral("narrate"), copy, QStringLiteral("--pdf"), copy}), 2);
    QCOMPARE(contents(copy), before);
    QVERIFY(runCli({QStringLiteral("narrate"), kSlotLoan, QStringLiteral("--pdf"),
                    dir.filePath(QStringLiteral("missing/h.pdf"))}) != 0);
}

// The course's handout: the contents, then a page per bookmark of every lesson; the command line
// writes the same pages in German, and refuses --course with a scenario or without --pdf.
void TestLessonHandout::courseHandoutHasContentsThenEveryLesson() {
    int bookmarks = 0;
    for (const qmgrlab::ui::CourseLesson& lesson : qmgrlab::ui::Course::lessons())
        bookmarks += static_cast<int>(
            qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName)).lesson.size());
    QString error;
    const QByteArray course = LessonHandoutExporter::coursePdf(&error);
    QVERIFY2(!course.isEmpty(), qPrintable(error));
    const int pages = pdfPages(course);
    // 22 parts and lesson lines with their questions take one or two pages of contents.
    QVERIFY2(pages == bookmarks + 1 || pages == bookmarks + 2, qPrintable(QString::number(pages)));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString german = dir.filePath(QStringLiteral("kurs.pdf"));
    QCOMPARE(runCli({QStringLiteral("narrate"), QStringLiteral("--course"), QStringLiteral("--lang"),
                     QStringLiteral("de"), QStringLiteral("--pdf"), german}),
             0);
    QCOMPARE(pdfPages(contents(german)), pages);
    QCOMPARE(runCli({QStringLiteral("narrate"), QStringLiteral("--course"), kSlotLoan,
                     QStringLiteral("--pdf"), dir.filePath(QStringLiteral("x.pdf"))}),
             2);
    QCOMPARE(runCli({QStringLiteral("narrate"), QStringLiteral("--course")}), 2);
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("x.pdf"))));
    QVERIFY(!LessonHandoutExporter::writeCourse(dir.filePath(QStringLiteral("course.png")), &error));
    QVERIFY(error.contains(QStringLiteral(".pdf")));
}

QTEST_MAIN(TestLessonHandout)
#include "test_lesson_handout.moc"
