// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPanel: fills the bookmark list from the controller's scenario (its texts in the language
// qmgrlab speaks where the scenario has a translation), follows the position to highlight the
// current bookmark and show its note, and moves the position by bookmark.
#include "ui/lesson/LessonPanel.h"

#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"
#include "ui/SimulationController.h"
#include "ui/common/FitText.h"
#include "ui/common/KeyNames.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/ShownText.h"
#include "ui/narration/NarrationHandout.h"

#include <QAction>
#include <QEvent>
#include <QFontMetrics>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QResizeEvent>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>
#include <algorithm>
#include <cstdint>
#include <vector>

namespace qmgrlab::ui {

namespace {

// Sizes relative to the panel font: the note and its title, in lesson mode and outside it.
constexpr double kLessonNoteScale = 1.8;
constexpr double kLessonTitleScale = 2.0;
constexpr double kTitleScale = 1.2;

} // namespace

LessonPanel::LessonPanel(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), heading_(new QLabel), list_(new QListWidget),
      title_(new QLabel), note_(new QLabel), lessonModeAction_(new QAction(tr("&Lesson mode"), this)),
      nextBookmarkAction_(new QAction(tr("Next bookmark"), this)),
      previousBookmarkAction_(new QAction(tr("Previous bookmark"), this)) {
    heading_->setWordWrap(true);
    list_->setObjectName(QStringLiteral("lessonBookmarks"));
    list_->setAccessibleName(tr("Lesson bookmarks"));
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setWordWrap(true);
    title_->setObjectName(QStringLiteral("lessonTitle"));
    title_->setWordWrap(true);
    note_->setObjectName(QStringLiteral("lessonNote"));
    note_->setWordWrap(true);
    note_->setTextFormat(Qt::PlainText);
    note_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // wrapTexts() wraps for the width the labels get, so a word that fits on a line (kept whole)
    // does not hold the panel at that width: narrower, it wraps inside the word.
    title_->setMinimumWidth(1);
    note_->setMinimumWidth(1);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(heading_);
    layout->addWidget(list_, 1);
    layout->addWidget(title_);
    layout->addWidget(note_, 2);

    lessonModeAction_->setCheckable(true);
    lessonModeAction_->setShortcut(QKeySequence(tr("L")));
    lessonModeAction_->setToolTip(tr("Lesson mode: %1 / %2 go from bookmark to bookmark (L)")
                                      .arg(KeyNames::pageDown(), KeyNames::pageUp()));
    nextBookmarkAction_->setShortcut(QKeySequence(Qt::Key_PageDown));
    previousBookmarkAction_->setShortcut(QKeySequence(Qt::Key_PageUp));
    connect(lessonModeAction_, &QAction::toggled, this, &LessonPanel::setLessonMode);
    connect(nextBookmarkAction_, &QAction::triggered, this, &LessonPanel::nextBookmark);
    connect(previousBookmarkAction_, &QAction::triggered, this, &LessonPanel::previousBookmark);
    connect(list_, &QListWidget::itemClicked, this, [this](QListWidgetItem* item) {
        controller_->seek(static_cast<std::size_t>(item->data(Qt::UserRole).toLongLong()));
    });

    connect(controller_, &SimulationController::runChanged, this, &LessonPanel::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &LessonPanel::refresh);
    applyFonts();
    rebuild();
}

int LessonPanel::currentBookmark() const {
    const std::vector<Bookmark>& lesson = controller_->scenario().lesson;
    const auto position = static_cast<std::int64_t>(controller_->position());
    int current = -1;
    for (std::size_t i = 0; i < lesson.size() && lesson[i].step <= position; ++i) {
        current = static_cast<int>(i);
    }
    return current;
}

void LessonPanel::setLessonMode(bool on) {
    on = on && !controller_->scenario().lesson.empty();
    if (on == lessonMode_) {
        lessonModeAction_->setChecked(on);
        return;
    }
    lessonMode_ = on;
    lessonModeAction_->setChecked(on);
    // In lesson mode the heading says which bookmark of how many; the list gives its room to
    // the note.
    list_->setVisible(!on && !controller_->scenario().lesson.empty());
    refresh();
    Q_EMIT lessonModeChanged(on);
}

void LessonPanel::nextBookmark() {
    const auto position = static_cast<std::int64_t>(controller_->position());
    for (const Bookmark& b : controller_->scenario().lesson) {
        if (b.step > position) {
            controller_->seek(static_cast<std::size_t>(b.step));
            return;
        }
    }
}

void LessonPanel::previousBookmark() {
    const auto position = static_cast<std::int64_t>(controller_->position());
    const std::vector<Bookmark>& lesson = controller_->scenario().lesson;
    for (auto it = lesson.rbegin(); it != lesson.rend(); ++it) {
        if (it->step < position) {
            controller_->seek(static_cast<std::size_t>(it->step));
            return;
        }
    }
}

LessonPanel::~LessonPanel() = default;

QString LessonPanel::topic() {
    const int current = currentBookmark();
    return current < 0 || static_cast<std::size_t>(current) >= texts_.size() ? QString()
                                                                             : bookmarkText(current).first;
}

const std::pair<QString, QString>& LessonPanel::bookmarkText(int index) {
    auto& text = texts_[static_cast<std::size_t>(index)];
    if (!text) {
        // In the language qmgrlab speaks where the scenario has it, else in English.
        const Bookmark b =
            controller_->scenario().bookmarkIn(static_cast<std::size_t>(index), LanguageChoice::current());
        const auto step = static_cast<std::size_t>(b.step);
        if (!figures_) {
            text = std::make_pair(QString::fromStdString(b.title), QString::fromStdString(b.note));
        } else {
            // Filled within their bounds; a cut is said under the note.
            bool titleCut = false;
            bool noteCut = false;
            const QString title = NarrationHandout::filled(*figures_, b.title, step, nullptr,
                                                           LessonFigures::kTitleCharacters, &titleCut);
            QString note = NarrationHandout::filled(*figures_, b.note, step, nullptr,
                                                    LessonFigures::kNoteCharacters, &noteCut);
            if (titleCut || noteCut)
                note += QStringLiteral("\n\n") + NarrationHandout::cutNotice();
            text = std::make_pair(title, note);
        }
    }
    return *text;
}

void LessonPanel::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        applyFonts();
    }
}

void LessonPanel::applyFonts() {
    const QMargins margins = layout()->contentsMargins();
    const int width = contentsRect().width() - margins.left() - margins.right();
    if (!lessonMode_) {
        title_->setFont(scaledFont(font(), kTitleScale, true));
        note_->setFont(scaledFont(font(), 1.0, false));
        wrapTexts(width);
        return;
    }
    // Lesson mode: the title and the whole note as large as the panel's visible height holds,
    // down to the normal sizes (then the panel scrolls).
    const int spacing = layout()->spacing();
    const int room = visibleHeight(this) - margins.top() - margins.bottom() -
                     (heading_->isVisible() ? heading_->heightForWidth(width) + spacing : 0) -
                     (title_->isVisible() ? spacing : 0);
    for (double shrink = 1.0;; shrink -= 0.05) {
        const double title = std::max(kTitleScale, kLessonTitleScale * shrink);
        const double note = std::max(1.0, kLessonNoteScale * shrink);
        title_->setFont(scaledFont(font(), title, true));
        note_->setFont(scaledFont(font(), note, false));
        wrapTexts(width);
        const int needed =
            (title_->isVisible() ? title_->heightForWidth(width) : 0) + note_->heightForWidth(width);
        if (width <= 0 || room <= 0 || needed <= room || (title <= kTitleScale && note <= 1.0))
            break;
    }
}

void LessonPanel::wrapTexts(int width) {
    title_->setText(wrappableAnywhere(titleText_, QFontMetricsF(title_->font()), width));
    note_->setText(wrappableAnywhere(noteText_, QFontMetricsF(note_->font()), width));
}

int LessonPanel::leastHeight() const {
    const QMargins margins = layout()->contentsMargins();
    // Measured as narrow as the panel is with its scroll bar, from the scroll area's width (the
    // panel's own may not follow the bar yet): measured wider, a note a pixel short would bring
    // the bar, wrap into more lines and stay cut.
    const auto* area = parentWidget() != nullptr
                           ? qobject_cast<const QScrollArea*>(parentWidget()->parentWidget())
                           : nullptr;
    const int panelWidth = area != nullptr
                               ? area->width() - 2 * area->frameWidth() -
                                     style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this)
                               : contentsRect().width();
    const int width = panelWidth - margins.left() - margins.right();
    const int spacing = layout()->spacing();
    const auto height = [width](const QLabel* label, const QFont& font) {
        if (label->text().isEmpty())
            return 0;
        return QFontMetrics(font)
            .boundingRect(QRect(0, 0, std::max(1, width), QWIDGETSIZE_MAX), Qt::TextWordWrap, label->text())
            .height();
    };
    int least = margins.top() + margins.bottom() + fontMetrics().height() / 2; // half a line to spare
    if (heading_->isVisible())
        least += heading_->heightForWidth(width) + spacing;
    if (title_->isVisible())
        least += height(title_, scaledFont(font(), kTitleScale, true)) + spacing;
    return least + height(note_, scaledFont(font(), 1.0, false));
}

void LessonPanel::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    if (!fitting_) {
        fitting_ = true;
        applyFonts();
        fitting_ = false;
    }
}

void LessonPanel::rebuild() {
    const std::vector<Bookmark>& lesson = controller_->scenario().lesson;
    // Live figures come from a run of the scenario as it is now, so they follow its parameters.
    figures_.reset();
    texts_.assign(lesson.size(), std::nullopt);
    bool live = false;
    for (const Bookmark& b : lesson)
        live = live || LessonFigures::hasFigures(b.title) || LessonFigures::hasFigures(b.note);
    if (live && controller_->hasRun())
        figures_ =
            std::make_unique<LessonFigures>(controller_->scenario(), controller_->sourceName().toStdString());
    {
        const QSignalBlocker blocker(list_);
        list_->clear();
        for (int i = 0; i < static_cast<int>(lesson.size()); ++i) {
            const Bookmark& b = lesson[static_cast<std::size_t>(i)];
            const auto& [title, note] = bookmarkText(i);
            auto* item = new QListWidgetItem(tr("Step %1 · %2").arg(b.step).arg(wrappableAnywhere(title)));
            item->setData(Qt::UserRole, static_cast<qlonglong>(b.step));
            // Rich text, so that the tip wraps as the note does rather than spanning the screen.
            item->setToolTip(QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>")
                                 .arg(wrappableAnywhere(note).toHtmlEscaped()));
            list_->addItem(item);
        }
    }
    list_->setVisible(!lesson.empty() && !lessonMode_);
    lessonModeAction_->setEnabled(controller_->hasRun() && !lesson.empty());
    if (lesson.empty()) {
        setLessonMode(false);
    }
    refresh();
}

void LessonPanel::refresh() {
    const std::vector<Bookmark>& lesson = controller_->scenario().lesson;
    const auto position = static_cast<std::int64_t>(controller_->position());
    const int current = currentBookmark();
    {
        const QSignalBlocker blocker(list_);
        list_->setCurrentRow(current);
        if (current < 0) {
            list_->clearSelection();
        }
    }
    if (lesson.empty()) {
        heading_->setText(tr("This scenario has no lesson. A lesson is a list of bookmarks (a step, a title "
                             "and a note) in the scenario file's \"lesson\" field."));
    } else {
        // Lesson mode: one line, so that the note and a view under the panel keep the column's
        // height; the keys are in its tooltip (and in the Lesson mode action's).
        heading_->setText(lessonMode_
                              ? tr("Lesson mode: bookmark %1 of %2.").arg(current + 1).arg(lesson.size())
                              : tr("%n bookmark(s). Click one to go to its step; L turns lesson mode on.",
                                   nullptr, static_cast<int>(lesson.size())));
        heading_->setToolTip(
            lessonMode_
                ? tr("%1: next bookmark, %2: previous bookmark").arg(KeyNames::pageDown(), KeyNames::pageUp())
                : QString());
    }
    if (current >= 0) {
        const auto& [title, note] = bookmarkText(current);
        titleText_ = title;
        noteText_ = note;
    } else {
        titleText_.clear();
        noteText_ = lesson.empty() ? QString() : tr("The lesson starts at step %1.").arg(lesson.front().step);
    }
    title_->setVisible(current >= 0);
    applyFonts();
    nextBookmarkAction_->setEnabled(lessonMode_ && !lesson.empty() && lesson.back().step > position);
    previousBookmarkAction_->setEnabled(lessonMode_ && !lesson.empty() && lesson.front().step < position);
}

} // namespace qmgrlab::ui
