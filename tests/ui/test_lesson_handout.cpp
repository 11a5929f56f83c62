// SPDX-License-Identifier: GPL-3.0-or-later
// test_lesson_handout: the lesson's PDF handout (ui/lesson/LessonHandoutExporter), offscreen.
// slot-loan's handout is a PDF with one page per bookmark; a file that cannot be written (its
// directory is missing), a scenario without a lesson and a name that is not a .pdf are
// reported as errors with nothing written; exporting leaves the window's run where it was; and
// `qmgrlab-cli narrate --pdf` writes the same pages, only the bookmarks within --from/--to, and
// refuses to write over the scenario; the course's handout (File > Export course handout…,
// `narrate --course --pdf`) has its contents and then every lesson's pages; a page that asks a
// question (every lesson's first) draws nothing of the run after its step, which the pages that
// answer it do draw; on every page of the course, in each language, the timeline's and the job
// lists' parts keep apart and inside their figures.
#include "CliRunner.h"
#include "ExamplePaths.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/common/DrawnFigure.h"
#include "ui/common/LanguageChoice.h"
#include "ui/lesson/Course.h"
#include "ui/lesson/LessonHandoutExporter.h"
#include "ui/timeline/TimelineModel.h"

#include <QFile>
#include <QFileInfo>
#include <QPaintEngine>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <climits>
#include <vector>

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

// An A4 page at 96 pixels per inch that keeps every text painted on it, page by page (a painter
// begun for each page), with the lowest point on the page any text was drawn at, and draws
// nothing.
class DrawnTexts : public QPaintDevice {
public:
    DrawnTexts() : engine_(this) {}
    QPaintEngine* paintEngine() const override { return &engine_; }
    const std::vector<QStringList>& pages() const { return pages_; }
    // Per page, the text drawn lowest and its baseline's height on the page.
    const std::vector<std::pair<QString, double>>& lowest() const { return lowest_; }
    static constexpr double kPageHeight = 1123.0;

protected:
    int metric(PaintDeviceMetric metric) const override {
        switch (metric) {
        case PdmWidth:
            return 794;
        case PdmHeight:
            return 1123;
        case PdmWidthMM:
            return 210;
        case PdmHeightMM:
            return 297;
        case PdmNumColors:
            return INT_MAX;
        case PdmDepth:
            return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY:
            return 96;
        case PdmDevicePixelRatio:
            return 1;
        case PdmDevicePixelRatioScaled:
            return static_cast<int>(devicePixelRatioFScale());
        default:
            return 0;
        }
    }

private:
    // Every feature, so that the painter hands it the texts as texts (no emulation as paths).
    class Engine : public QPaintEngine {
    public:
        explicit Engine(DrawnTexts* device) : QPaintEngine(AllFeatures), device_(device) {}
        bool begin(QPaintDevice*) override {
            device_->pages_.emplace_back();
            device_->lowest_.emplace_back(QString(), 0.0);
            transform_.reset();
            return true;
        }
        bool end() override { return true; }
        void updateState(const QPaintEngineState& state) override {
            if (state.state() & DirtyTransform)
                transform_ = state.transform();
        }
        void drawTextItem(const QPointF& at, const QTextItem& item) override {
            device_->pages_.back() << item.text();
            const double y = transform_.map(at).y();
            if (y > device_->lowest_.back().second)
                device_->lowest_.back() = {item.text(), y};
        }
        void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override {}
        void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override {}
        void drawPolygon(const QPointF*, int, PolygonDrawMode) override {}
        void drawPath(const QPainterPath&) override {}
        void drawRects(const QRectF*, int) override {}
        void drawLines(const QLineF*, int) override {}
        void drawEllipse(const QRectF&) override {}
        Type type() const override { return User; }

    private:
        DrawnTexts* device_;
        QTransform transform_;
    };
    mutable Engine engine_;
    std::vector<QStringList> pages_;
    std::vector<std::pair<QString, double>> lowest_;
};

// The start of a transport's slot string after the deliveries dispatched at the run's position,
// as the timeline writes it: its first eight ids, or with long ids its first two runs ("ID×count
// ID"), which no other text on a page writes; empty when fewer than three ids are to come.
QString futureSlots(const qmgrlab::Run& run, qmgrlab::TransportId transport) {
    qmgrlab::ui::TimelineModel model(run, transport);
    model.setPosition(run.position(), run.timeMs());
    const int dispatched = model.dispatchedSlots();
    if (model.slotCount() - dispatched < 3)
        return {};
    if (!model.longIds())
        return model.slotString().mid(model.slotStringLength(dispatched)).left(8);
    const QStringList runs = model.readableSlots(dispatched, model.slotCount()).split(QLatin1Char(' '));
    return runs.mid(0, 2).join(QLatin1Char(' '));
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
    void questionPagesHideTheFuture();
    void everyPageKeepsItsTextOnThePage();
    // Last: it installs the German and the Czech translations.
    void figurePartsKeepApartOnEveryPage();
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

// Every lesson of the course: its first page asks its question, and a page that asks one draws
// no delivery slot dispatched after its step (neither in the slot string nor counted in the job
// legend's "ID ×count"); the pages that answer draw the slots still to come.
// Lessons with two and three transports, each a timeline: every text of every page is drawn
// above the room the course keeps for its page number (the foot's 48 px margin); the timelines
// share what the note, the job list and the step's narration leave (three at full height
// pushed the narration off the page).
void TestLessonHandout::everyPageKeepsItsTextOnThePage() {
    constexpr double kFooterRoom = 36.0;
    for (const char* file :
         {"readme-concurrency-feedback.json", "recipient-slots.json", "broken-agent.json"}) {
        const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(qmgrlab::test::example(file));
        DrawnTexts drawn;
        LessonHandoutExporter::paintPages(scenario, file, &drawn);
        QCOMPARE(drawn.pages().size(), scenario.lesson.size());
        for (std::size_t page = 0; page < drawn.pages().size(); ++page) {
            const auto& [text, y] = drawn.lowest()[page];
            const QString where = QStringLiteral("%1, page %2: \"%3\" at %4")
                                      .arg(QLatin1String(file))
                                      .arg(page + 1)
                                      .arg(text)
                                      .arg(y);
            QVERIFY2(y < DrawnTexts::kPageHeight - kFooterRoom, qPrintable(where));
        }
    }
}

void TestLessonHandout::questionPagesHideTheFuture() {
    static const QRegularExpression legend(QStringLiteral("^(\\S+) \u00d7(\\d+)$"));
    int questions = 0;
    int futuresShown = 0;
    for (const qmgrlab::ui::CourseLesson& lesson : qmgrlab::ui::Course::lessons()) {
        const qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName));
        DrawnTexts drawn;
        LessonHandoutExporter::paintPages(scenario, lesson.fileName, &drawn);
        QCOMPARE(drawn.pages().size(), scenario.lesson.size());
        QVERIFY2(QString::fromStdString(scenario.lesson.front().title).endsWith(QLatin1Char('?')),
                 lesson.fileName);
        const auto run = qmgrlab::buildRun(scenario, lesson.fileName);
        const std::size_t transports = run->config().transports().size();
        for (std::size_t page = 0; page < scenario.lesson.size(); ++page) {
            const qmgrlab::Bookmark& bookmark = scenario.lesson[page];
            const bool asks = QString::fromStdString(bookmark.title).trimmed().endsWith(QLatin1Char('?'));
            QCOMPARE(LessonHandoutExporter::asksQuestion(QString::fromStdString(bookmark.title)), asks);
            run->seek(static_cast<std::size_t>(bookmark.step));
            const QStringList& texts = drawn.pages()[page];
            QVERIFY2(texts.size() > 5, lesson.fileName); // the recorder reads the page's texts
            const QString where =
                QStringLiteral("%1, page %2").arg(QLatin1String(lesson.fileName)).arg(page + 1);
            for (std::size_t t = 0; t < transports; ++t) {
                const QString future = futureSlots(*run, static_cast<qmgrlab::TransportId>(t));
                if (future.isEmpty())
                    continue;
                if (asks) {
                    for (const QString& text : texts)
                        QVERIFY2(!text.contains(future), qPrintable(where + QStringLiteral(": ") + text));
                } else if (texts.join(QString()).contains(future)) {
                    ++futuresShown;
                }
            }
            if (!asks)
                continue;
            ++questions;
            for (const QString& text : texts) {
                const QRegularExpressionMatch match = legend.match(text);
                if (!match.hasMatch())
                    continue;
                int dispatched = 0;
                for (const qmgrlab::Delivery& d : run->recording().deliveries())
                    dispatched += d.dispatchStep < run->position() &&
                                          QString::fromStdString(run->config().message(d.message).id) ==
                                              match.captured(1)
                                      ? 1
                                      : 0;
                QVERIFY2(match.captured(2).toInt() <= dispatched,
                         qPrintable(where + QStringLiteral(": ") + text));
            }
        }
    }
    QVERIFY(questions >= static_cast<int>(qmgrlab::ui::Course::lessons().size()));
    // The answers show what is to come on many pages (the check above can see it).
    QVERIFY2(futuresShown >= static_cast<int>(qmgrlab::ui::Course::lessons().size()),
             qPrintable(QString::number(futuresShown)));
}

namespace {

QString rectText(const QRectF& r) {
    return QStringLiteral("(%1, %2; %3 x %4)").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// Whether every part of the figure has room, lies inside its figure and covers no other part, its
// own block's or another's; the first that does not, said in *problem.
bool partsKeepApart(const qmgrlab::ui::DrawnFigure& figure, const QString& where, QString* problem) {
    using qmgrlab::ui::DrawnFigure;
    std::vector<std::pair<QString, QRectF>> parts; // named "block: part"
    for (const DrawnFigure::Block& block : figure.blocks) {
        if (!figure.area.contains(block.area)) {
            *problem = where + QStringLiteral(", ") + block.name + QStringLiteral(" ") +
                       rectText(block.area) + QStringLiteral(" leaves the figure ") + rectText(figure.area);
            return false;
        }
        for (const DrawnFigure::Part& part : block.parts)
            parts.emplace_back(block.name + QStringLiteral(": ") + part.name, part.rect);
    }
    for (std::size_t i = 0; i < parts.size(); ++i) {
        const auto& [name, area] = parts[i];
        const QString what = where + QStringLiteral(", ") + name + QStringLiteral(" ") + rectText(area);
        if (area.isEmpty()) {
            *problem = what + QStringLiteral(" has no room");
            return false;
        }
        if (!figure.area.contains(area)) {
            *problem = what + QStringLiteral(" leaves the figure ") + rectText(figure.area);
            return false;
        }
        for (std::size_t j = i + 1; j < parts.size(); ++j) {
            if (area.intersects(parts[j].second)) {
                *problem = what + QStringLiteral(" covers ") + parts[j].first + QStringLiteral(" ") +
                           rectText(parts[j].second);
                return false;
            }
        }
    }
    return true;
}

} // namespace

// Every page of the course, in English, German and Czech: the timeline's and the job lists'
// figures lie on the page, above its foot, apart, and every part of each, where it was laid out
// and drawn, has room, lies inside its figure and covers no other part, its own transport's or
// another's: the timeline's (per transport the heading, the slot string, the legend's rows, the
// slot band, the agent lanes, each axis' tick labels and title) and the job lists' (per transport
// its label, the headings, the relations' levels and nodes, each card, or the empty list's text).
// (A transport's block shorter than the plot's least height drew the legend over "slots" and the
// agent lanes over the time axis' numbers, or squeezed the slot band and the lanes to nothing;
// three transports' timelines left their job lists a few pixels, their cards cut off.)
void TestLessonHandout::figurePartsKeepApartOnEveryPage() {
    using qmgrlab::ui::DrawnFigure;
    constexpr double kFooterRoom = 36.0;
    const QRectF page(QPointF(), QSizeF(LessonHandoutExporter::pageSize()) - QSizeF(0.0, kFooterRoom));
    int pages = 0;
    int stacked = 0;  // pages with more than one transport's timeline
    int jobLists = 0; // pages with more than one transport's job list
    for (const char* language : {"en", "de", "cs"}) {
        QVERIFY(qmgrlab::ui::LanguageChoice::install(*QCoreApplication::instance(), QLatin1String(language)));
        for (const qmgrlab::ui::CourseLesson& lesson : qmgrlab::ui::Course::lessons()) {
            const qmgrlab::Scenario scenario =
                qmgrlab::loadScenarioFile(qmgrlab::test::example(lesson.fileName));
            DrawnTexts drawn;
            std::vector<LessonHandoutExporter::PageFigures> figures;
            LessonHandoutExporter::paintPages(scenario, lesson.fileName, &drawn, nullptr, &figures);
            QCOMPARE(figures.size(), scenario.lesson.size());
            for (std::size_t p = 0; p < figures.size(); ++p) {
                const DrawnFigure& timeline = figures[p].timeline;
                const DrawnFigure& lists = figures[p].jobLists;
                const QString where = QStringLiteral("%1, %2, page %3")
                                          .arg(QLatin1String(language), QLatin1String(lesson.fileName))
                                          .arg(p + 1);
                QVERIFY2(!timeline.blocks.empty() && !lists.blocks.empty(), qPrintable(where));
                QVERIFY2(page.contains(timeline.area),
                         qPrintable(where + QStringLiteral(": timeline ") + rectText(timeline.area)));
                QVERIFY2(page.contains(lists.area),
                         qPrintable(where + QStringLiteral(": job lists ") + rectText(lists.area)));
                QVERIFY2(!timeline.area.intersects(lists.area),
                         qPrintable(where + QStringLiteral(": the job lists ") + rectText(lists.area) +
                                    QStringLiteral(" cover the timeline ") + rectText(timeline.area)));
                ++pages;
                stacked += timeline.blocks.size() > 1 ? 1 : 0;
                jobLists += lists.blocks.size() > 1 ? 1 : 0;
                for (const DrawnFigure::Block& block :
                     timeline.blocks) // the band, the lanes and their axes' numbers at least
                    QVERIFY2(block.parts.size() >= 6, qPrintable(where + QStringLiteral(", ") + block.name));
                for (const DrawnFigure::Block& block :
                     lists.blocks) // the heading and the cards or the empty list
                    QVERIFY2(block.parts.size() >= 2, qPrintable(where + QStringLiteral(", ") + block.name));
                QString problem;
                QVERIFY2(partsKeepApart(timeline, where + QStringLiteral(", timeline"), &problem),
                         qPrintable(problem));
                QVERIFY2(partsKeepApart(lists, where + QStringLiteral(", job lists"), &problem),
                         qPrintable(problem));
            }
        }
    }
    // Every lesson's pages, three times; the concurrency lessons stack two and three transports'
    // timelines, the recipient-slots lesson three transports' job lists.
    QVERIFY2(pages >= 3 * static_cast<int>(qmgrlab::ui::Course::lessons().size()),
             qPrintable(QString::number(pages)));
    QVERIFY2(stacked >= 3, qPrintable(QString::number(stacked)));
    QVERIFY2(jobLists >= 3 * 3, qPrintable(QString::number(jobLists)));
}

QTEST_MAIN(TestLessonHandout)
#include "test_lesson_handout.moc"
