// SPDX-License-Identifier: GPL-3.0-or-later
// LessonHandoutExporter: the run made, then per bookmark the run moved to its step and the page
// laid out top down: heading, title, note, timeline, job lists, narration; the timeline and the
// job lists share what the texts leave, the job lists one under the other or side by side in the
// fullest form that fits. The course: the contents, then every lesson's pages in the course's
// order, one lesson's run at a time.
#include "ui/lesson/LessonHandoutExporter.h"

#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/common/JobPalette.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/PageWriter.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/joblist/JobCardReader.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/lesson/Course.h"
#include "ui/narration/NarrationHandout.h"
#include "ui/narration/Narrator.h"
#include "ui/timeline/LaneTicker.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelineModel.h"

#include <QFile>
#include <QFileInfo>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <algorithm>
#include <cmath>
#include <exception>
#include <limits>
#include <memory>
#include <qcustomplot.h>
#include <string_view>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

namespace {

constexpr int kMargin = 48;          // around the page
constexpr double kGap = 14.0;        // between the parts of a page
constexpr int kTimelineHeight = 300; // per transport the timeline shows, with one agent lane
// Each further agent lane, up to kLabelledLanes, adds this many lane heights to the timeline
// (the slot band takes its share of the height until it is twice its least height), so that
// every lane keeps its label; more lanes share their labels (every second, fifth, ... lane).
constexpr double kHeightPerLane = 2.0;
constexpr double kTimelineLeast = 150.0; // per transport, where the page is short of room
constexpr int kLabelledLanes = 4;
constexpr double kTimelinePoints = 12.0; // the timeline's font (TimelineExporter's plot)
constexpr double kCardsPoints = 7.5;     // the job list's font (its cards scale their text from it)
constexpr double kFullCardsText = 1.2;   // full cards write their text this much larger
// The job lists are scaled down no further to fit the page: their cards' text (9 points at scale
// 1) stays above 7 points on paper, a transport's label over its list (11 points) above 8.8.
constexpr double kSmallestCards = 0.8;
constexpr double kJobListLabelPoints = 11.0;

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

// Text wrapped in width, in font, on the page's device: a word wider than a line breaks inside.
QString wrappableIn(QPainter& painter, const QFont& font, double width, const QString& text) {
    return wrappableAnywhere(text, QFontMetricsF(font, painter.device()), width);
}

double wrappedHeight(QPainter& painter, const QFont& font, double width, const QString& text) {
    return wrappedHeightOf(painter, font, width, wrappableIn(painter, font, width, text));
}

// Draws text wrapped at (left, top) in width; returns its height.
double drawWrapped(QPainter& painter, const QFont& font, const QColor& colour, double left, double top,
                   double width, const QString& shown) {
    const QString text = wrappableIn(painter, font, width, shown);
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

// How a page draws its job lists: one under the other, each the page's width, or with several
// transports side by side, a column each; their cards full, compact (the lecture's: the relations
// beside the cards, one counter each) or brief (title bands), all at one scale.
struct JobListsLayout {
    enum Form { Full, Compact, Brief };
    bool columns = false;
    Form form = Full;
    double scale = 1.0;
};

// The job lists of the transports a page shows (jobListTransports), each on the job list's canvas
// as the window draws it, laid out in the fullest form at the largest scale the page's room
// holds, so that the text stays readable on paper.
class PageJobLists {
public:
    PageJobLists(const Run& run, const Theme& theme) {
        for (const TransportId transport : jobListTransports(run)) {
            auto canvas = std::make_unique<JobListCanvas>();
            canvas->setPalette(theme.palette());
            const QString name =
                QString::fromStdString(run.config().transports()[static_cast<std::size_t>(transport)].name);
            canvas->setEmptyText(
                Inspector(run).transport(transport).created
                    ? LessonHandoutExporter::tr("No jobs on transport %1 at this step.").arg(name)
                    : LessonHandoutExporter::tr("Transport %1 has not been used yet.").arg(name));
            canvas->setJobs(JobCardReader(run, transport).schedulerList(), false);
            lists_.push_back({name, std::move(canvas)});
        }
    }

    // The height the lists take in the layout in width.
    double height(const QPaintDevice* device, double width, const JobListsLayout& layout) {
        return layOut(device, width, layout);
    }

    // The height the lists take in form at the smallest scale, in the layout (one under the
    // other, or side by side) that takes less.
    double least(const QPaintDevice* device, double width, JobListsLayout::Form form) {
        double height = layOut(device, width, {false, form, kSmallestCards});
        if (lists_.size() > 1)
            height = std::min(height, layOut(device, width, {true, form, kSmallestCards}));
        return height;
    }

    // The fullest form at the largest scale (1 down to kSmallestCards) in which the lists fit
    // the room, one under the other or side by side, whichever fits at the larger scale (one
    // under the other when both do); at last brief at the smallest scale in the layout that
    // takes less height, overflowing the room (the page's test reports it).
    JobListsLayout fit(const QPaintDevice* device, QSizeF room) {
        for (const JobListsLayout::Form form :
             {JobListsLayout::Full, JobListsLayout::Compact, JobListsLayout::Brief}) {
            for (int percent = 100; percent >= static_cast<int>(kSmallestCards * 100); percent -= 5) {
                for (const bool columns : {false, true}) {
                    const JobListsLayout layout{columns, form, percent / 100.0};
                    if ((!columns || lists_.size() > 1) &&
                        layOut(device, room.width(), layout) <= room.height())
                        return layout;
                }
            }
        }
        const JobListsLayout below{false, JobListsLayout::Brief, kSmallestCards};
        const JobListsLayout beside{true, JobListsLayout::Brief, kSmallestCards};
        return lists_.size() > 1 && layOut(device, room.width(), beside) < layOut(device, room.width(), below)
                   ? beside
                   : below;
    }

    // Paints the lists in the layout at the area's top left, clipped to the area; returns the
    // height they take. *figure, when given: where each list and its parts were drawn.
    double paint(QPainter& painter, const QRectF& area, const JobListsLayout& layout, const Theme& theme,
                 DrawnFigure* figure) {
        const double height = layOut(painter.device(), area.width(), layout);
        if (figure)
            *figure = {area, {}};
        const QFont label = labelFont(layout.scale);
        const double labelHeight = labelRoom(painter.device(), layout.scale);
        const double width = columnWidth(area.width(), layout);
        QPointF at = area.topLeft();
        for (const JobList& list : lists_) {
            DrawnFigure::Block block{
                list.name, QRectF(at, QSizeF(width, labelHeight + list.canvas->height() * layout.scale)), {}};
            painter.save();
            painter.setClipRect(area);
            if (labelHeight > 0) {
                const QRectF box(at, QSizeF(width, labelHeight));
                const QString text = LessonHandoutExporter::tr("Transport %1").arg(list.name);
                painter.setFont(label);
                painter.setPen(theme.chartText());
                painter.drawText(box, Qt::AlignLeft | Qt::AlignVCenter, text);
                block.parts.push_back({QStringLiteral("label"),
                                       QFontMetricsF(label, painter.device())
                                           .boundingRect(box, Qt::AlignLeft | Qt::AlignVCenter, text)});
            }
            const QPointF canvasAt = at + QPointF(0.0, labelHeight);
            painter.translate(canvasAt);
            painter.scale(layout.scale, layout.scale);
            list.canvas->render(&painter, QPoint(), QRegion(), QWidget::DrawWindowBackground);
            painter.restore();
            for (const DrawnFigure::Part& part : list.canvas->drawnParts())
                block.parts.push_back({part.name, QRectF(canvasAt + part.rect.topLeft() * layout.scale,
                                                         part.rect.size() * layout.scale)});
            const double blockHeight = block.area.height();
            if (figure)
                figure->blocks.push_back(std::move(block));
            if (layout.columns)
                at.rx() += width + kGap;
            else
                at.ry() += blockHeight;
        }
        return std::min(area.height(), height);
    }

private:
    struct JobList {
        QString name;
        std::unique_ptr<JobListCanvas> canvas;
    };

    // A transport's label over its list, with several lists, in a size that goes with the cards'.
    static QFont labelFont(double scale) { return sized(kJobListLabelPoints * scale, true); }
    double labelRoom(const QPaintDevice* device, double scale) const {
        return lists_.size() > 1 ? QFontMetricsF(labelFont(scale), device).height() : 0.0;
    }
    double columnWidth(double width, const JobListsLayout& layout) const {
        const auto n = static_cast<double>(lists_.size());
        return layout.columns ? std::floor((width - (n - 1) * kGap) / n) : width;
    }

    // Lays every list's canvas out in the layout in width; returns the height the lists then
    // take (labels and canvases), infinite where a canvas is wider than its column.
    double layOut(const QPaintDevice* device, double width, const JobListsLayout& layout) {
        const double column = columnWidth(width, layout);
        const double labelHeight = labelRoom(device, layout.scale);
        double height = 0.0;
        for (const JobList& list : lists_) {
            JobListCanvas& canvas = *list.canvas;
            canvas.setCompact(layout.form != JobListsLayout::Full);
            canvas.setBrief(layout.form == JobListsLayout::Brief);
            // Compact cards write their text at the font's size, full ones at 1.2 times it.
            canvas.setFont(
                sized(layout.form != JobListsLayout::Full ? kCardsPoints * kFullCardsText : kCardsPoints));
            // Laid out in the width the scale gives (more columns of cards as it shrinks), not in
            // the least width an earlier layout (a wider one) gave it.
            canvas.setMinimumSize(0, 0);
            canvas.resize(static_cast<int>(column / layout.scale), 1);
            canvas.setJobs(canvas.cards(), false);
            const QSize need = canvas.minimumSize().expandedTo(QSize(1, 1));
            canvas.resize(std::max(canvas.width(), need.width()), need.height());
            if (canvas.width() * layout.scale > column)
                return std::numeric_limits<double>::infinity();
            const double each = labelHeight + canvas.height() * layout.scale;
            height = layout.columns ? std::max(height, each) : height + each;
        }
        return height;
    }

    std::vector<JobList> lists_;
};

class Page {
public:
    Page(QCPPainter& painter, Run& run, const TimelineModels& timelines, const Theme& theme)
        : painter_(painter), run_(run), timelines_(timelines), theme_(theme),
          size_(LessonHandoutExporter::pageSize()), width_(size_.width() - 2.0 * kMargin) {}

    // asks: the page asks a question (its title does): the run after its step, which would
    // answer it, is left out (the timeline, its axes and the position), as the window hides the
    // future in lecture and lesson mode. *timeline and *jobLists, when given: where the
    // timeline's and the job lists' parts were drawn on the page.
    void paint(const QString& scenarioTitle, int index, int count, const QString& title, const QString& note,
               bool asks, DrawnFigure* timeline, DrawnFigure* jobLists) {
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
        const QString time = Narrator::formatTime(run_.timeMs());
        const QString position =
            step == 0 ? LessonHandoutExporter::tr("Before the first step, t = %1").arg(time)
            : asks    ? LessonHandoutExporter::tr("After step %1, t = %2").arg(step).arg(time)
                      : LessonHandoutExporter::tr("After step %1 of %2, t = %3")
                         .arg(step)
                         .arg(run_.knownSteps())
                         .arg(time);
        y += drawWrapped(painter_, sized(10.0), theme_.chartFaintText(), kMargin, y, width_, position) + kGap;
        if (!note.isEmpty())
            y += drawWrapped(painter_, sized(11.5), theme_.chartText(), kMargin, y, width_, note) + kGap;

        int lanes = 1;
        for (const std::shared_ptr<TimelineModel>& model : timelines_) {
            model->setHideFuture(asks);
            lanes = std::max(lanes, std::min(model->laneCount(), kLabelledLanes));
        }
        const double lanePixels = LaneTicker::minLanePixels(sized(kTimelinePoints));
        const int transports = std::max(1, static_cast<int>(timelines_.size()));
        const QString key =
            asks ? LessonHandoutExporter::tr(
                       "What has happened up to this step. The rest of the run is left out "
                       "here: it answers the question, on the pages that follow.")
                 : LessonHandoutExporter::tr("Strong: what has happened up to this step; pale: what the run "
                                             "does later.");
        // The timeline takes what the key, the job lists (in their compact form at their smallest
        // scale, at least) and the step's narration leave on the page, down to a least height per
        // transport: three transports at full height would push the job lists and the narration
        // off the page. The job lists then take the fullest form that fits the room left them;
        // what they leave of it goes back to the timeline, up to its full height.
        PageJobLists lists(run_, theme_);
        const double keyHeight = wrappedHeight(painter_, sized(9.0), width_, key) + kGap;
        const double shared = size_.height() - kMargin - y - keyHeight - narrationHeight() - 2 * kGap;
        const double full =
            transports * std::ceil(kTimelineHeight + (lanes - 1) * kHeightPerLane * lanePixels);
        // In whole pixels (the timeline is painted in them), the job lists' room measured once
        // and kept, so that the layout that fits it is the one painted in it.
        const double listsLeast = std::ceil(lists.least(painter_.device(), width_, JobListsLayout::Compact));
        double timelineHeight =
            std::floor(std::clamp(full, 0.0, std::max(shared - listsLeast, transports * kTimelineLeast)));
        double listsRoom = shared - timelineHeight;
        const JobListsLayout layout = lists.fit(painter_.device(), QSizeF(width_, listsRoom));
        const double unused =
            std::min(full - timelineHeight,
                     std::floor(listsRoom - std::ceil(lists.height(painter_.device(), width_, layout))));
        if (unused > 0) {
            timelineHeight += unused;
            listsRoom -= unused;
        }
        const QSize timelineSize(static_cast<int>(width_), static_cast<int>(timelineHeight));
        painter_.save();
        painter_.translate(kMargin, y);
        paintTimeline(painter_, run_, timelines_, timelineSize, theme_, false, timeline);
        painter_.restore();
        if (timeline)
            timeline->translate(QPointF(kMargin, y));
        y += timelineSize.height();
        y += drawWrapped(painter_, sized(9.0), theme_.chartFaintText(), kMargin, y, width_, key) + kGap;

        // The job lists in the room the narration under them leaves.
        y += lists.paint(painter_, QRectF(kMargin, y, width_, std::max(0.0, listsRoom)), layout, theme_,
                         jobLists) +
             2 * kGap;
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

    QCPPainter& painter_;
    Run& run_;
    const TimelineModels& timelines_; // built once for every page of the run
    const Theme& theme_;
    QSize size_;
    double width_;
};

// One lesson's pages: the scenario's run (one of its own, so a window showing another run of
// the scenario keeps its position), its figures and timelines, made when the first page is
// painted; its texts in the language qmgrlab speaks where the scenario has them.
class LessonPages {
public:
    // scenario (valid, as RunBuilder accepts it) must outlive the pages.
    LessonPages(const Scenario& scenario, const std::string& sourceName, QStringList* problems)
        : scenario_(scenario), sourceName_(sourceName), problems_(problems),
          language_(LanguageChoice::current()) {
        const std::string& title = scenario.titleIn(language_);
        title_ = title.empty() ? QString::fromStdString(sourceName) : shownTitle(title);
        // An example of the course says which lesson it is (a variant of it is no lesson of the course).
        if (const CourseLesson* lesson = Course::find(QString::fromStdString(sourceName)))
            title_ = LessonHandoutExporter::tr("%1 — %2").arg(Course::heading(*lesson), title_);
    }

    int count() const { return static_cast<int>(scenario_.lesson.size()); }
    const QString& title() const { return title_; }

    void paint(QCPPainter& painter, int index, DrawnFigure* timeline = nullptr,
               DrawnFigure* jobLists = nullptr) {
        if (!run_) {
            run_ = buildRun(scenario_, sourceName_);
            figures_ = std::make_unique<LessonFigures>(scenario_, sourceName_);
            timelines_ = timelineModels(*run_);
        }
        const Bookmark bookmark = scenario_.bookmarkIn(static_cast<std::size_t>(index), language_);
        run_->seek(static_cast<std::size_t>(std::max<std::int64_t>(0, bookmark.step)));
        const std::size_t step = run_->position();
        bool titleCut = false;
        bool noteCut = false;
        const QString title = NarrationHandout::filled(*figures_, bookmark.title, step, problems_,
                                                       LessonFigures::kTitleCharacters, &titleCut);
        QString note = NarrationHandout::filled(*figures_, bookmark.note, step, problems_,
                                                LessonFigures::kNoteCharacters, &noteCut);
        if (titleCut || noteCut)
            note += QStringLiteral("\n\n") + NarrationHandout::cutNotice();
        Page(painter, *run_, timelines_, Theme::light())
            .paint(title_, index, count(), title, note, LessonHandoutExporter::asksQuestion(title), timeline,
                   jobLists);
    }

private:
    const Scenario& scenario_;
    std::string sourceName_;
    QStringList* problems_;
    std::string language_;
    QString title_;
    std::unique_ptr<Run> run_;
    std::unique_ptr<LessonFigures> figures_;
    TimelineModels timelines_;
};

// The course's contents: a heading, then each part and its lessons with their questions and the
// page each lesson starts on, laid out line by line over as many pages as they take.
class CourseContents {
public:
    struct Line {
        QString text;
        QString page; // the lesson's first page, right-aligned; empty for a part or a question
        QFont font;
        QColor colour;
        double indent = 0.0;
        double gapBefore = 0.0;
    };

    // firstPages: each lesson's first page number (1-based, in the whole document).
    explicit CourseContents(const std::vector<int>& firstPages) {
        const Theme& theme = Theme::light();
        lines_.push_back({LessonHandoutExporter::tr("qmgrlab: the course on Postfix's queue scheduler"),
                          {},
                          sized(16.0, true),
                          theme.chartText(),
                          0.0,
                          0.0});
        lines_.push_back({LessonHandoutExporter::tr("SCHEDULER_README taught in %1 lessons, in order. "
                                                    "Each lesson asks its question first.")
                              .arg(Course::lessons().size()),
                          {},
                          sized(10.5),
                          theme.chartFaintText(),
                          0.0,
                          4.0});
        int part = 0;
        std::size_t i = 0;
        for (const CourseLesson& lesson : Course::lessons()) {
            if (lesson.part != part) {
                part = lesson.part;
                lines_.push_back(
                    {LessonHandoutExporter::tr("Part %1: %2").arg(part).arg(Course::partTitle(part)),
                     {},
                     sized(12.5, true),
                     theme.chartText(),
                     0.0,
                     10.0});
            }
            lines_.push_back(
                {LessonHandoutExporter::tr("%1. %2").arg(lesson.number).arg(Course::title(lesson)),
                 QString::number(firstPages[i++]), sized(10.5), theme.chartText(), 18.0, 3.0});
            QFont question = sized(9.0);
            question.setItalic(true);
            lines_.push_back({Course::question(lesson), {}, question, theme.chartFaintText(), 36.0, 1.0});
        }
        // Pages of the lines, measured at the page's 96 pixels per inch.
        QImage device(1, 1, QImage::Format_RGB32);
        device.setDotsPerMeterX(3780);
        device.setDotsPerMeterY(3780);
        const double bottom = LessonHandoutExporter::pageSize().height() - kMargin;
        double y = kMargin;
        int page = 0;
        for (Line& line : lines_) {
            const double height = QFontMetricsF(line.font, &device).height();
            if (y + line.gapBefore + height > bottom && y > kMargin) {
                ++page;
                y = kMargin;
            }
            y += y > kMargin ? line.gapBefore : 0.0;
            placed_.push_back({page, y, height});
            y += height;
        }
        pages_ = page + 1;
    }

    int pages() const { return pages_; }

    void paint(QCPPainter& painter, int page) const {
        const Theme& theme = Theme::light();
        const QSize size = LessonHandoutExporter::pageSize();
        painter.fillRect(QRect(QPoint(), size), theme.chartBackground());
        const double width = size.width() - 2.0 * kMargin;
        for (std::size_t i = 0; i < lines_.size(); ++i) {
            if (placed_[i].page != page)
                continue;
            const Line& line = lines_[i];
            const QFontMetricsF metrics(line.font, painter.device());
            painter.setFont(line.font);
            painter.setPen(line.colour);
            const double pageWidth = line.page.isEmpty() ? 0.0 : metrics.horizontalAdvance(line.page) + 16.0;
            const QRectF box(kMargin + line.indent, placed_[i].y, width - line.indent, placed_[i].height);
            painter.drawText(box.adjusted(0, 0, -pageWidth, 0), Qt::AlignLeft | Qt::AlignVCenter,
                             metrics.elidedText(line.text, Qt::ElideRight, box.width() - pageWidth));
            if (!line.page.isEmpty())
                painter.drawText(box, Qt::AlignRight | Qt::AlignVCenter, line.page);
        }
    }

private:
    struct Placed {
        int page;
        double y;
        double height;
    };
    std::vector<Line> lines_;
    std::vector<Placed> placed_;
    int pages_ = 1;
};

// "Page N of M" at the foot of a page of the course.
void paintPageNumber(QCPPainter& painter, int page, int pages) {
    const QSize size = LessonHandoutExporter::pageSize();
    const QFont small = sized(8.5);
    painter.setFont(small);
    painter.setPen(Theme::light().chartFaintText());
    const double line = QFontMetricsF(small, painter.device()).height();
    painter.drawText(
        QRectF(kMargin, size.height() - kMargin / 2.0 - line / 2.0, size.width() - 2.0 * kMargin, line),
        Qt::AlignHCenter | Qt::AlignVCenter,
        LessonHandoutExporter::tr("Page %1 of %2").arg(page + 1).arg(pages));
}

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
    LessonPages pages(scenario, sourceName, problems);
    return PageWriter::encodePdf(pageSize(), pages.count(), tr("%1 — lesson").arg(pages.title()),
                                 [&pages](QCPPainter& painter, int index) { pages.paint(painter, index); });
}

void LessonHandoutExporter::paintPages(const Scenario& scenario, const std::string& sourceName,
                                       QPaintDevice* device, QStringList* problems,
                                       std::vector<PageFigures>* figures) {
    LessonPages pages(scenario, sourceName, problems);
    for (int index = 0; index < pages.count(); ++index) {
        QCPPainter painter(device);
        painter.setMode(QCPPainter::pmVectorized);
        PageFigures figure;
        pages.paint(painter, index, figures ? &figure.timeline : nullptr,
                    figures ? &figure.jobLists : nullptr);
        if (figures)
            figures->push_back(std::move(figure));
    }
}

bool LessonHandoutExporter::asksQuestion(const QString& title) {
    const QString trimmed = title.trimmed();
    return trimmed.endsWith(QLatin1Char('?')) || trimmed.endsWith(QChar(0xFF1F)); // or a full-width "？"
}

bool LessonHandoutExporter::writeCourse(const QString& path, QString* error, QStringList* problems) {
    if (QFileInfo(path).suffix().toLower() != QLatin1String("pdf")) {
        if (error != nullptr)
            *error = tr("%1: a course handout is written as a PDF file (.pdf)").arg(path);
        return false;
    }
    QString reason;
    const QByteArray bytes = coursePdf(&reason, problems);
    if (bytes.isEmpty()) {
        if (error != nullptr)
            *error = tr("%1: %2").arg(path, reason);
        return false;
    }
    return PageWriter::save(path, bytes, error);
}

QByteArray LessonHandoutExporter::coursePdf(QString* error, QStringList* problems) {
    // Every lesson's scenario, from the examples embedded in the program, read first: the contents
    // give each lesson's first page.
    std::vector<Scenario> scenarios;
    std::vector<std::string> sources;
    for (const CourseLesson& lesson : Course::lessons()) {
        const QString path = QStringLiteral(":/examples/") + QLatin1String(lesson.fileName);
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("the course's example %1 is missing from this build").arg(path);
            return {};
        }
        const QByteArray text = file.readAll();
        try {
            scenarios.push_back(parseScenario(
                std::string_view(text.constData(), static_cast<std::size_t>(text.size())), lesson.fileName));
        } catch (const std::exception& e) {
            *error = QString::fromUtf8(e.what());
            return {};
        }
        sources.emplace_back(lesson.fileName);
    }
    std::vector<int> firstPages;
    int bookmarks = 0;
    for (const Scenario& scenario : scenarios) {
        firstPages.push_back(bookmarks);
        bookmarks += static_cast<int>(scenario.lesson.size());
    }
    // The contents' own pages come first; placing them does not depend on the page numbers'
    // values, only on how many lines there are.
    const int contentsPages = CourseContents(firstPages).pages();
    for (int& page : firstPages)
        page += contentsPages + 1;
    const CourseContents contents(firstPages);
    const int total = contentsPages + bookmarks;

    // Each lesson's pages in turn; a lesson's run is made at its first page and let go at the next
    // lesson's, so that one run is held at a time.
    std::size_t current = 0;
    std::unique_ptr<LessonPages> lesson;
    return PageWriter::encodePdf(
        pageSize(), total, tr("qmgrlab: the course on Postfix's queue scheduler"),
        [&](QCPPainter& painter, int page) {
            if (page < contentsPages) {
                contents.paint(painter, page);
            } else {
                while (current + 1 < scenarios.size() && page + 1 >= firstPages[current + 1]) {
                    ++current;
                    lesson.reset();
                }
                if (!lesson)
                    lesson = std::make_unique<LessonPages>(scenarios[current], sources[current], problems);
                lesson->paint(painter, page + 1 - firstPages[current]);
            }
            paintPageNumber(painter, page, total);
        });
}

} // namespace qmgrlab::ui
