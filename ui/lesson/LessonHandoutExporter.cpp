// SPDX-License-Identifier: GPL-3.0-or-later
// LessonHandoutExporter: the run made, then per bookmark the run moved to its step and the page
// laid out top down: heading, title, note, timeline, job list, narration.
#include "ui/lesson/LessonHandoutExporter.h"

#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/common/JobPalette.h"
#include "ui/common/PageWriter.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/joblist/JobCardReader.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/lesson/Course.h"
#include "ui/narration/NarrationHandout.h"
#include "ui/narration/Narrator.h"
#include "ui/timeline/TimelineExporter.h"

#include <QFileInfo>
#include <QFontMetricsF>
#include <QPainter>
#include <algorithm>
#include <memory>
#include <qcustomplot.h>
#include <vector>

namespace qmgrlab::ui {

namespace {

constexpr int kMargin = 48;            // around the page
constexpr double kGap = 14.0;          // between the parts of a page
constexpr int kTimelineHeight = 300;   // per transport the timeline shows
constexpr double kCardsPoints = 7.5;   // the job list's font (its cards scale their text from it)
constexpr double kSmallestCards = 0.5; // the job list is scaled down no further to fit the page

QFont sized(double points, bool bold = false) {
    QFont font;
    font.setPointSizeF(points);
    font.setBold(bold);
    return font;
}

// The height of text wrapped in width, in font, on the page's device (a word too long for a
// line wrapped inside it: wrappableAnywhere).
double wrappedHeightOf(QPainter& painter, const QFont& font, double width, const QString& wrappable) {
    const QFontMetricsF metrics(font, painter.device());
    return metrics.boundingRect(QRectF(0, 0, width, 1e6), Qt::TextWordWrap, wrappable).height();
}

double wrappedHeight(QPainter& painter, const QFont& font, double width, const QString& text) {
    return wrappedHeightOf(painter, font, width, wrappableAnywhere(text));
}

// Draws text wrapped at (left, top) in width; returns its height.
double drawWrapped(QPainter& painter, const QFont& font, const QColor& colour, double left, double top,
                   double width, const QString& shown) {
    const QString text = wrappableAnywhere(shown);
    const double height = wrappedHeightOf(painter, font, width, text);
    painter.setFont(font);
    painter.setPen(colour);
    painter.drawText(QRectF(left, top, width, height), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    return height;
}

// The transports whose job lists a page shows: those with jobs at the position, else the first
// that has made a delivery (its empty list says so), else the first.
std::vector<TransportId> jobListTransports(const Run& run) {
    const Inspector inspector(run);
    const std::size_t count = run.config().transports().size();
    std::vector<TransportId> shown;
    for (std::size_t t = 0; t < count; ++t) {
        if (!inspector.transport(static_cast<TransportId>(t)).schedList.empty())
            shown.push_back(static_cast<TransportId>(t));
    }
    if (shown.empty() && count > 0) {
        TransportId first = 0;
        for (const Delivery& d : run.recording().deliveries()) {
            first = d.transport;
            break;
        }
        shown.push_back(first);
    }
    return shown;
}

class Page {
public:
    Page(QCPPainter& painter, Run& run, const TimelineModels& timelines, const Theme& theme)
        : painter_(painter), run_(run), timelines_(timelines), theme_(theme),
          size_(LessonHandoutExporter::pageSize()), width_(size_.width() - 2.0 * kMargin) {}

    void paint(const QString& scenarioTitle, int index, int count, const QString& title,
               const QString& note) {
        painter_.fillRect(QRect(QPoint(), size_), theme_.chartBackground());
        double y = kMargin;
        // The scenario and where the page is in the lesson, small, above a rule.
        const QFont small = sized(9.0);
        painter_.setFont(small);
        painter_.setPen(theme_.chartFaintText());
        const double line = QFontMetricsF(small, painter_.device()).height();
        const QString where = LessonHandoutExporter::tr("Bookmark %1 of %2").arg(index + 1).arg(count);
        const double whereWidth = QFontMetricsF(small, painter_.device()).horizontalAdvance(where) + 16.0;
        painter_.drawText(QRectF(kMargin, y, width_, line), Qt::AlignRight | Qt::AlignVCenter, where);
        painter_.drawText(QRectF(kMargin, y, width_ - whereWidth, line), Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetricsF(small, painter_.device())
                              .elidedText(scenarioTitle, Qt::ElideRight, width_ - whereWidth));
        y += line + 4.0;
        painter_.setPen(QPen(theme_.chartGrid(), 1.0));
        painter_.drawLine(QPointF(kMargin, y), QPointF(kMargin + width_, y));
        y += 8.0;

        y += drawWrapped(painter_, sized(17.0, true), theme_.chartText(), kMargin, y, width_, title) + 2.0;
        const std::size_t step = run_.position();
        const QString position = step == 0 ? LessonHandoutExporter::tr("Before the first step, t = %1")
                                                 .arg(Narrator::formatTime(run_.timeMs()))
                                           : LessonHandoutExporter::tr("After step %1 of %2, t = %3")
                                                 .arg(step)
                                                 .arg(run_.knownSteps())
                                                 .arg(Narrator::formatTime(run_.timeMs()));
        y += drawWrapped(painter_, sized(10.0), theme_.chartFaintText(), kMargin, y, width_, position) + kGap;
        if (!note.isEmpty())
            y += drawWrapped(painter_, sized(11.5), theme_.chartText(), kMargin, y, width_, note) + kGap;

        const int transports = std::max(1, static_cast<int>(timelines_.size()));
        const int timelineHeight = kTimelineHeight * transports;
        painter_.save();
        painter_.translate(kMargin, y);
        paintTimeline(painter_, run_, timelines_, QSize(static_cast<int>(width_), timelineHeight), theme_,
                      false);
        painter_.restore();
        y += timelineHeight;
        y += drawWrapped(
                 painter_, sized(9.0), theme_.chartFaintText(), kMargin, y, width_,
                 LessonHandoutExporter::tr("Strong: what has happened up to this step; pale: what the run "
                                           "does later.")) +
             kGap;

        // The job list in the room the narration under it leaves (measured first).
        const double room = size_.height() - kMargin - narrationHeight() - 2 * kGap - y;
        y += paintJobLists(QRectF(kMargin, y, width_, std::max(0.0, room))) + 2 * kGap;
        paintNarration(y);
    }

private:
    QList<NarrationSentence> sentences() const {
        const std::size_t step = run_.position();
        return step == 0 ? QList<NarrationSentence>{} : Narrator(run_).sentences(step - 1);
    }

    QString narrationHeading() const {
        const std::size_t step = run_.position();
        if (step == 0)
            return LessonHandoutExporter::tr("No step has been taken yet.");
        const StepRecord& record = run_.recording().steps()[step - 1];
        return LessonHandoutExporter::tr("Step %1 · %2 · %3")
            .arg(step)
            .arg(Narrator::formatTime(record.timeMs), Narrator::kindName(record.kind));
    }

    static constexpr double kBulletIndent = 18.0;

    double narrationHeight() const {
        double height = wrappedHeight(painter_, sized(12.0, true), width_, narrationHeading()) + 6.0;
        for (const NarrationSentence& sentence : sentences())
            height += wrappedHeight(painter_, sized(10.5), width_ - kBulletIndent, sentence.text) + 4.0;
        return height;
    }

    void paintNarration(double y) {
        painter_.setPen(QPen(theme_.chartGrid(), 1.0));
        painter_.drawLine(QPointF(kMargin, y - kGap / 2), QPointF(kMargin + width_, y - kGap / 2));
        y += drawWrapped(painter_, sized(12.0, true), theme_.chartText(), kMargin, y, width_,
                         narrationHeading()) +
             6.0;
        const QFont body = sized(10.5);
        const double em = QFontMetricsF(body, painter_.device()).height();
        for (const NarrationSentence& sentence : sentences()) {
            // A bullet in the colour of the job the sentence is about.
            const QColor bullet =
                sentence.message >= 0 ? JobPalette::colour(sentence.message) : theme_.chartText();
            painter_.setPen(Qt::NoPen);
            painter_.setBrush(bullet);
            painter_.drawEllipse(QPointF(kMargin + 5.0, y + em / 2), 3.5, 3.5);
            painter_.setBrush(Qt::NoBrush);
            y += drawWrapped(painter_, body, theme_.chartText(), kMargin + kBulletIndent, y,
                             width_ - kBulletIndent, sentence.text) +
                 4.0;
        }
    }

    // Returns the height used.
    double paintJobLists(const QRectF& area) {
        const std::vector<TransportId> transports = jobListTransports(run_);
        if (transports.empty() || area.height() <= 0)
            return 0.0;
        const QFont label = sized(11.0, true);
        const double labelHeight =
            transports.size() > 1 ? QFontMetricsF(label, painter_.device()).height() : 0.0;
        const double each = area.height() / static_cast<double>(transports.size());
        double y = area.top();
        for (TransportId t : transports) {
            const QString name =
                QString::fromStdString(run_.config().transports()[static_cast<std::size_t>(t)].name);
            if (transports.size() > 1) {
                painter_.setFont(label);
                painter_.setPen(theme_.chartText());
                painter_.drawText(QRectF(area.left(), y, area.width(), labelHeight),
                                  Qt::AlignLeft | Qt::AlignVCenter,
                                  LessonHandoutExporter::tr("Transport %1").arg(name));
            }
            y +=
                labelHeight +
                paintJobList(t, name, QRectF(area.left(), y + labelHeight, area.width(), each - labelHeight));
        }
        return y - area.top();
    }

    // The job list's canvas, as the window draws it, laid out in the area's width and scaled
    // down when it needs more room than the page has. Returns the height used.
    double paintJobList(TransportId transport, const QString& name, const QRectF& area) {
        JobListCanvas canvas;
        canvas.setPalette(theme_.palette());
        canvas.setFont(sized(kCardsPoints));
        const bool created = Inspector(run_).transport(transport).created;
        canvas.setEmptyText(created
                                ? LessonHandoutExporter::tr("No jobs on transport %1 at this step.").arg(name)
                                : LessonHandoutExporter::tr("Transport %1 has not been used yet.").arg(name));
        const int width = static_cast<int>(area.width());
        canvas.resize(width, 10);
        canvas.setJobs(JobCardReader(run_, transport).schedulerList(), false);
        // The largest scale (1 down to kSmallestCards) at which the canvas, laid out in the width
        // that scale gives (more columns of cards as it shrinks), fits the area.
        double scale = 1.0;
        for (int percent = 100; percent >= static_cast<int>(kSmallestCards * 100); percent -= 5) {
            scale = percent / 100.0;
            canvas.resize(static_cast<int>(width / scale), 1);
            canvas.setJobs(canvas.cards(), false); // lays out for the new width
            const QSize need = canvas.minimumSize().expandedTo(QSize(1, 1));
            canvas.resize(std::max(canvas.width(), need.width()), need.height());
            if (canvas.width() * scale <= area.width() + 0.5 &&
                canvas.height() * scale <= area.height() + 0.5)
                break;
        }
        painter_.save();
        painter_.setClipRect(area);
        painter_.translate(area.topLeft());
        painter_.scale(scale, scale);
        canvas.render(&painter_, QPoint(), QRegion(), QWidget::DrawWindowBackground);
        painter_.restore();
        return std::min(area.height(), canvas.height() * scale);
    }

    QCPPainter& painter_;
    Run& run_;
    const TimelineModels& timelines_; // built once for every page of the run
    const Theme& theme_;
    QSize size_;
    double width_;
};

} // namespace

QSize LessonHandoutExporter::pageSize() {
    return QSize(794, 1123); // 210 x 297 mm at 96 pixels per inch
}

bool LessonHandoutExporter::write(const Scenario& scenario, const std::string& sourceName,
                                  const QString& path, QString* error, QStringList* problems) {
    if (scenario.lesson.empty()) {
        if (error != nullptr)
            *error = tr("%1: the scenario has no lesson bookmarks to export").arg(path);
        return false;
    }
    if (QFileInfo(path).suffix().toLower() != QLatin1String("pdf")) {
        if (error != nullptr)
            *error = tr("%1: a lesson handout is written as a PDF file (.pdf)").arg(path);
        return false;
    }
    return PageWriter::save(path, pdf(scenario, sourceName, problems), error);
}

QByteArray LessonHandoutExporter::pdf(const Scenario& scenario, const std::string& sourceName,
                                      QStringList* problems) {
    // A run of its own: the window's run stays where the teacher left it.
    const std::unique_ptr<Run> run = buildRun(scenario, sourceName);
    LessonFigures figures(scenario, sourceName);
    const Theme& theme = Theme::light(); // for print
    QString scenarioTitle =
        scenario.title.empty() ? QString::fromStdString(sourceName) : shownTitle(scenario.title);
    // An example of the course says which lesson it is (a variant of it is no lesson of the course).
    if (const CourseLesson* lesson = Course::find(QString::fromStdString(sourceName)))
        scenarioTitle = tr("%1 — %2").arg(Course::heading(*lesson), scenarioTitle);
    const int count = static_cast<int>(scenario.lesson.size());
    const TimelineModels timelines = timelineModels(*run);
    return PageWriter::encodePdf(
        pageSize(), count, tr("%1 — lesson").arg(scenarioTitle), [&](QCPPainter& painter, int index) {
            const Bookmark& bookmark = scenario.lesson[static_cast<std::size_t>(index)];
            run->seek(static_cast<std::size_t>(std::max<std::int64_t>(0, bookmark.step)));
            const std::size_t step = run->position();
            bool titleCut = false;
            bool noteCut = false;
            const QString title = NarrationHandout::filled(figures, bookmark.title, step, problems,
                                                           LessonFigures::kTitleCharacters, &titleCut);
            QString note = NarrationHandout::filled(figures, bookmark.note, step, problems,
                                                    LessonFigures::kNoteCharacters, &noteCut);
            if (titleCut || noteCut)
                note += QStringLiteral("\n\n") + NarrationHandout::cutNotice();
            Page(painter, *run, timelines, theme).paint(scenarioTitle, index, count, title, note);
        });
}

} // namespace qmgrlab::ui
