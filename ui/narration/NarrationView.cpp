// SPDX-License-Identifier: GPL-3.0-or-later
// NarrationView: shows the current step's sentences (each with a bullet in its job's
// colour, the newest highlighted), the scenario's story on demand, and the lazily generated
// log of all steps, kept in step with the controller.
#include "ui/narration/NarrationView.h"

#include "ui/SimulationController.h"
#include "ui/common/JobPalette.h"
#include "ui/common/LanguageChoice.h"
#include "ui/common/ShownText.h"
#include "ui/common/Zoom.h"
#include "ui/narration/StepLogModel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStackedWidget>
#include <QStyleOptionViewItem>
#include <QTableView>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <array>
#include <iterator>
#include <memory>
#include <vector>

namespace qmgrlab::ui {

namespace {

// Type sizes tried for the sentences, largest first, relative to the view's font. Those under
// 1 only when zoomed in, down to the unzoomed text (sentencesScales): a long step on a small
// projector keeps every sentence in sight, still larger than the text at 100 %.
constexpr double kSentenceScales[] = {1.5, 1.4, 1.3, 1.2, 1.1, 1.0, 0.9, 0.8, 0.7};
constexpr int kSentenceSpacing = 2; // between the sentences, in pixels
constexpr double kStoryScale = 1.3;
constexpr int kSentenceMargin = 6; // around the sentences; more below when scrolled (scrollToNewest)
constexpr qsizetype kMaxMeasuredSentences = 4096; // then the measured heights start over

// The scales of kSentenceScales allowed at the present zoom: never under the unzoomed size.
std::vector<double> sentenceScales() {
    std::vector<double> scales;
    for (const double scale : kSentenceScales) {
        if (scale >= 1.0 || scale * Zoom::factor() >= 1.0 - 1e-9)
            scales.push_back(scale);
    }
    return scales;
}

QFont scaled(const QFont& font, double scale) {
    QFont result = font;
    result.setPointSizeF(QFontInfo(font).pointSizeF() * scale);
    return result;
}

// A label for one sentence, as shown and as measured (NarrationView::sentencesHeight).
std::unique_ptr<QLabel> sentenceLabel() {
    auto label = std::make_unique<QLabel>();
    label->setTextFormat(Qt::RichText);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setContentsMargins(1, 1, 1, 1);
    return label;
}

QScrollArea* plainScrollArea(QWidget* content) {
    auto* area = new QScrollArea;
    area->setWidget(content);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

// A sentence said several times over in a row (entries of one message deferred one by one)
// once, with how many times.
QList<NarrationSentence> collapseRepeats(const QList<NarrationSentence>& sentences) {
    QList<NarrationSentence> result;
    for (qsizetype i = 0; i < sentences.size();) {
        qsizetype next = i + 1;
        while (next < sentences.size() && sentences[next].text == sentences[i].text &&
               sentences[next].message == sentences[i].message)
            ++next;
        NarrationSentence sentence = sentences[i];
        if (next - i > 1)
            sentence.text = NarrationView::tr("%1 (%2 times)").arg(sentence.text).arg(next - i);
        result << sentence;
        i = next;
    }
    return result;
}

} // namespace

NarrationView::NarrationView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), heading_(new QLabel), storyButton_(new QToolButton),
      pages_(new QStackedWidget), sentenceBox_(new QWidget), sentenceLayout_(new QVBoxLayout(sentenceBox_)),
      story_(new QLabel), splitter_(new QSplitter(Qt::Vertical)), log_(new QTableView),
      model_(new StepLogModel(this)) {
    heading_->setTextFormat(Qt::RichText);
    heading_->setObjectName(QStringLiteral("narrationHeading"));
    // A narrow pane (the lecture layout's column) wraps the heading rather than pushing the
    // Story button out of sight.
    heading_->setWordWrap(true);

    storyButton_->setText(tr("Story"));
    storyButton_->setCheckable(true);
    storyButton_->setToolTip(tr("The scenario's story: what it sets up and what to watch for"));
    storyButton_->setObjectName(QStringLiteral("narrationStoryButton"));
    log_->setAccessibleName(tr("Step log"));
    connect(storyButton_, &QToolButton::toggled, this, [this](bool checked) { showStory(checked); });

    sentenceLayout_->setContentsMargins(kSentenceMargin, kSentenceMargin, kSentenceMargin, kSentenceMargin);
    sentenceLayout_->setSpacing(kSentenceSpacing);
    sentenceLayout_->addStretch(1);
    sentenceBox_->setObjectName(QStringLiteral("narrationSentences"));
    sentenceScroll_ = plainScrollArea(sentenceBox_);
    sentenceBox_->installEventFilter(this);
    sentenceScroll_->viewport()->installEventFilter(this);
    log_->viewport()->installEventFilter(this);

    story_->setTextFormat(Qt::RichText);
    story_->setWordWrap(true);
    story_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    story_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    story_->setObjectName(QStringLiteral("narrationStory"));
    story_->setContentsMargins(6, 6, 6, 6);
    story_->setFont(scaled(font(), kStoryScale));

    pages_->addWidget(sentenceScroll_);
    pages_->addWidget(plainScrollArea(story_));

    // A table, not a tree: its rows need no layout of their own, where a tree lays out every one
    // of a large run's (tens of thousands of steps) at each open. It looks like a list: no
    // grid, no row numbers, the rows as high as a list's.
    log_->setModel(model_);
    log_->verticalHeader()->hide();
    log_->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    log_->horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    log_->horizontalHeader()->setHighlightSections(false);
    log_->setShowGrid(false);
    log_->setWordWrap(false);
    log_->setCornerButtonEnabled(false);
    log_->setTabKeyNavigation(false); // Tab leaves the log, as it leaves a list
    log_->setAlternatingRowColors(true);
    log_->setSelectionMode(QAbstractItemView::SingleSelection);
    log_->setSelectionBehavior(QAbstractItemView::SelectRows);
    log_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    log_->horizontalHeader()->setStretchLastSection(true);
    sizeRows();
    log_->setToolTip(tr("Every step of the run. Click a step to go to the moment after it."));
    log_->setObjectName(QStringLiteral("narrationLog"));
    connect(log_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentRowChanged(current); });

    splitter_->addWidget(pages_);
    splitter_->addWidget(log_);
    splitter_->setStretchFactor(0, 3);
    splitter_->setStretchFactor(1, 1);
    splitter_->setSizes({700, 300});
    splitter_->setChildrenCollapsible(false);
    // A pane the user made smaller keeps its size; the sentences take a smaller type instead.
    connect(splitter_, &QSplitter::splitterMoved, this, [this] { fitSentences(false); });

    auto* top = new QHBoxLayout;
    top->setContentsMargins(0, 0, 0, 0);
    top->addWidget(heading_, 1);
    top->addWidget(storyButton_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(top);
    layout->addWidget(splitter_, 1);

    connect(controller_, &SimulationController::runChanged, this, &NarrationView::rebuild);
    connect(controller_, &SimulationController::positionChanged, this, &NarrationView::refresh);
    rebuild();
}

NarrationView::~NarrationView() = default;

void NarrationView::rebuild() {
    const Run* run = controller_->hasRun() ? &controller_->run() : nullptr;
    narrator_ = run != nullptr ? std::make_unique<Narrator>(*run) : nullptr;
    model_->setRun(run);
    sizeColumns();
    refreshStory();
    refresh();
}

void NarrationView::setFutureHidden(bool hidden) {
    if (hidden == futureHidden_)
        return;
    futureHidden_ = hidden;
    refresh();
}

void NarrationView::refreshStory() {
    if (!narrator_) {
        story_->setText(tr("Open a scenario or pick one from the Examples menu."));
        return;
    }
    // The story in the language qmgrlab speaks where the scenario has it, else in English.
    const Scenario& scenario = controller_->scenario();
    const std::string language = LanguageChoice::current();
    const std::string& title = scenario.titleIn(language);
    const std::string& description = scenario.descriptionIn(language);
    QString text =
        QStringLiteral("<p><b>%1</b></p>").arg(wrappableAnywhere(shownTitle(title)).toHtmlEscaped());
    text += QStringLiteral("<p>%1</p>")
                .arg(description.empty() ? tr("This scenario has no description.")
                                         : wrappableAnywhere(shownDescription(description)).toHtmlEscaped());
    story_->setText(text);
}

void NarrationView::refresh() {
    const std::size_t position = narrator_ ? controller_->position() : 0;
    if (position != shownPosition_) {
        shownPosition_ = position;
        showStory(false);
    }
    if (!narrator_) {
        heading_->setText(tr("<b>No scenario</b>"));
        setSentences({{tr("Open a scenario or pick one from the Examples menu."), kNone}}, false);
        return;
    }
    const std::size_t length = controller_->length();
    model_->setShownSteps(futureHidden_ ? std::optional<std::size_t>(position) : std::nullopt);
    if (position == 0) {
        heading_->setText(futureHidden_ ? tr("<b>Step 0</b> · before anything happens")
                                        : tr("<b>Step 0 of %1</b> · before anything happens").arg(length));
        const Scenario& scenario = controller_->scenario();
        const std::string language = LanguageChoice::current();
        const std::string& title = scenario.titleIn(language);
        const std::string& description = scenario.descriptionIn(language);
        // A scenario without a title (it is optional) gets no empty first line.
        QList<NarrationSentence> lines;
        if (!futureHidden_ && !title.empty())
            lines << NarrationSentence{shownTitle(title), kNone};
        if (!futureHidden_ && !description.empty()) {
            lines << NarrationSentence{shownDescription(description), kNone};
        }
        lines << NarrationSentence{tr("Nothing has happened yet. Step forward (→) to begin."), kNone};
        setSentences(lines, false);
    } else {
        const std::size_t index = position - 1;
        const StepRecord& step = controller_->run().recording().steps()[index];
        const QString time = Narrator::formatTime(step.timeMs);
        heading_->setText(futureHidden_
                              ? tr("<b>Step %1</b> · %2 · %3")
                                    .arg(QString::number(position), time, Narrator::kindName(step.kind))
                              : tr("<b>Step %1 of %2</b> · %3 · %4")
                                    .arg(QString::number(position), QString::number(length), time,
                                         Narrator::kindName(step.kind)));
        setSentences(collapseRepeats(narrator_->sentences(index)), true);
    }

    following_ = true;
    if (position == 0) {
        log_->selectionModel()->clearSelection();
        log_->scrollToTop();
    } else {
        const QModelIndex row = model_->index(static_cast<int>(position - 1), StepLogModel::WhatColumn);
        log_->selectionModel()->setCurrentIndex(row, QItemSelectionModel::ClearAndSelect |
                                                         QItemSelectionModel::Rows);
        log_->scrollTo(row, QAbstractItemView::EnsureVisible);
    }
    following_ = false;
}

// One label per sentence, reused from step to step; the newest one is highlighted when the
// step has more than one.
void NarrationView::setSentences(const QList<NarrationSentence>& sentences, bool highlightNewest) {
    while (sentenceLabels_.size() < sentences.size()) {
        auto* label = sentenceLabel().release();
        sentenceLayout_->insertWidget(static_cast<int>(sentenceLabels_.size()), label);
        label->show(); // now, not when the event loop comes round, so that fitSentences measures it
        sentenceLabels_ << label;
    }
    while (sentenceLabels_.size() > sentences.size()) {
        delete sentenceLabels_.takeLast();
    }
    // A light tint of the selection colour behind the newest sentence (a palette, not a style
    // sheet, so that the sentence keeps the type size of the others).
    const QColor base = palette().color(QPalette::Window);
    const QColor accent = palette().color(QPalette::Highlight);
    const QColor tint =
        QColor::fromRgbF((base.redF() * 3 + accent.redF()) / 4, (base.greenF() * 3 + accent.greenF()) / 4,
                         (base.blueF() * 3 + accent.blueF()) / 4);
    for (qsizetype i = 0; i < sentences.size(); ++i) {
        const NarrationSentence& sentence = sentences[i];
        const QString bullet = sentence.message != kNone ? JobPalette::colour(sentence.message).name()
                                                         : palette().text().color().name();
        sentenceLabels_[i]->setText(
            QStringLiteral("<table cellspacing=\"0\" cellpadding=\"1\"><tr><td valign=\"top\"><span "
                           "style=\"color:%1\">●</span></td><td>%2</td></tr></table>")
                .arg(bullet, wrappableAnywhere(sentence.text).toHtmlEscaped()));
        sentenceLabels_[i]->setToolTip(sentence.toolTip);
        const bool newest = highlightNewest && sentences.size() > 1 && i == sentences.size() - 1;
        QPalette colours = palette();
        colours.setColor(QPalette::Window, tint);
        sentenceLabels_[i]->setPalette(newest ? colours : palette());
        sentenceLabels_[i]->setAutoFillBackground(newest);
        sentenceLabels_[i]->setObjectName(newest ? QStringLiteral("narrationNewest") : QString());
    }
    fitSentences();
}

// The largest type in which every sentence of the step fits in the sentences pane. Unless the
// user has just sized the pane, it may grow for them (the log keeps a header and two rows);
// when even that is too small, it scrolls to the newest sentence.
void NarrationView::fitSentences(bool mayGrow) {
    if (sentenceLabels_.isEmpty() || !isVisible()) {
        return;
    }
    // As wide as the text is with the scroll bar shown, so that nothing rewraps taller when it appears.
    const int width = sentenceScroll_->width() - sentenceScroll_->verticalScrollBar()->sizeHint().width();
    const int rowHeight = log_->verticalHeader()->defaultSectionSize();
    const int logMinimum =
        log_->horizontalHeader()->sizeHint().height() + 2 * rowHeight + 2 * log_->frameWidth();
    const QList<int> sizes = splitter_->sizes();
    const int pane = sizes.value(0);
    const int room = splitter_->height() - splitter_->handleWidth() - logMinimum;
    const int limit = mayGrow ? std::max(pane, room) : pane;
    int needed = 0;
    // Measured without the room scrollToNewest may have added below the sentences.
    sentenceLayout_->setContentsMargins(kSentenceMargin, kSentenceMargin, kSentenceMargin, kSentenceMargin);
    // The whole view's height for every sentence in the smallest type: the view's chrome (the
    // heading, the margins) around the sentences' pane.
    const std::vector<double> scales = sentenceScales();
    const int smallest = sentencesHeight(scales.back(), width);
    const int wanted = height() - sentenceScroll_->height() + smallest;
    if (wanted != wantedHeight_) {
        wantedHeight_ = wanted;
        emit wantedHeightChanged(wanted);
    }
    double chosen = scales.back();
    for (const double scale : scales) {
        chosen = scale;
        needed = sentencesHeight(scale, width);
        if (needed <= limit) {
            break;
        }
    }
    sentenceBox_->setFont(scaled(font(), chosen));
    sentenceLayout_->invalidate();
    if (mayGrow && needed > pane && sizes.size() == 2) {
        const int grown = std::min(needed, limit);
        splitter_->setSizes({grown, sizes[0] + sizes[1] - grown});
    }
    QTimer::singleShot(0, this, &NarrationView::scrollToNewest);
}

// The sentences' pane's height for the sentences shown now in type of the given scale, for
// the pane's width: the sentences' layout (its margins, the spacing between the sentences) with
// each sentence measured once per width, type and text.
int NarrationView::sentencesHeight(double scale, int width) {
    const QFont type = scaled(font(), scale);
    const int labelWidth = width - 2 * kSentenceMargin;
    const QString prefix =
        QString::number(labelWidth) + QLatin1Char('|') + type.toString() + QLatin1Char('|');
    int height = 2 * kSentenceMargin + kSentenceSpacing * static_cast<int>(sentenceLabels_.size() - 1);
    for (const QLabel* label : sentenceLabels_) {
        const QString key = prefix + label->text();
        auto it = sentenceHeights_.constFind(key);
        if (it == sentenceHeights_.constEnd()) {
            if (measuringLabel_ == nullptr) {
                measuringLabel_ = sentenceLabel().release();
                measuringLabel_->setParent(sentenceBox_);
                measuringLabel_->hide();
            }
            if (sentenceHeights_.size() >= kMaxMeasuredSentences)
                sentenceHeights_.clear();
            measuringLabel_->setFont(type);
            measuringLabel_->setText(label->text());
            it = sentenceHeights_.insert(key, measuringLabel_->heightForWidth(labelWidth));
        }
        height += *it;
    }
    return height;
}

// The newest sentence fully in view, and as many whole sentences before it as fit.
void NarrationView::scrollToNewest() {
    if (sentenceLabels_.isEmpty()) {
        return;
    }
    const int bottom = sentenceLabels_.back()->geometry().bottom() + kSentenceMargin;
    const int height = sentenceScroll_->viewport()->height();
    int top = 0;
    for (const QLabel* label : sentenceLabels_) {
        top = label->y() - sentenceLayout_->spacing();
        if (bottom - top <= height) {
            break;
        }
    }
    // The first sentence in view starts at the top, never half cut: room below the newest
    // sentence lets the view scroll that far.
    const int room = bottom <= height ? 0 : std::max(0, height - (bottom - top));
    if (sentenceLayout_->contentsMargins().bottom() != kSentenceMargin + room) {
        sentenceLayout_->setContentsMargins(kSentenceMargin, kSentenceMargin, kSentenceMargin,
                                            kSentenceMargin + room);
        sentenceLayout_->activate();
        QEvent request(QEvent::LayoutRequest);
        QCoreApplication::sendEvent(sentenceScroll_, &request);
    }
    sentenceScroll_->verticalScrollBar()->setValue(bottom <= height ? 0 : top);
}

// The sentences rewrap whenever their box or the pane changes size (a scroll bar appears, a
// dock is resized): the newest sentence is brought back into view. The log resized (the window
// laid out after the step was shown, a dock dragged) keeps the current step's row in view.
bool NarrationView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Resize &&
        (watched == sentenceBox_ || watched == sentenceScroll_->viewport())) {
        // After the scroll area has updated its range for the new size.
        QTimer::singleShot(0, this, &NarrationView::scrollToNewest);
    }
    if (event->type() == QEvent::Resize && watched == log_->viewport())
        QTimer::singleShot(0, this, &NarrationView::showCurrentRow);
    return QWidget::eventFilter(watched, event);
}

void NarrationView::showCurrentRow() {
    const QModelIndex current = log_->currentIndex();
    if (current.isValid())
        log_->scrollTo(current, QAbstractItemView::EnsureVisible);
}

void NarrationView::showStory(bool show) {
    const QSignalBlocker blocker(storyButton_);
    storyButton_->setChecked(show);
    pages_->setCurrentIndex(show ? 1 : 0);
}

void NarrationView::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    fitSentences();
}

void NarrationView::onCurrentRowChanged(const QModelIndex& current) {
    if (following_ || !current.isValid()) {
        return;
    }
    controller_->seek(static_cast<std::size_t>(current.row()) + 1);
}

void NarrationView::sizeColumns() {
    // Wide enough for the run's largest step number and latest time, without measuring rows.
    std::size_t steps = 0;
    std::int64_t lastMs = 0;
    if (controller_->hasRun() && controller_->length() > 0) {
        steps = controller_->length();
        lastMs = controller_->run().recording().steps().back().timeMs;
    }
    const QFontMetrics metrics(log_->font());
    const int margin = metrics.horizontalAdvance(QStringLiteral("00"));
    QHeaderView* header = log_->horizontalHeader();
    const int widest =
        std::max(QString::number(steps).size(),
                 header->model()->headerData(StepLogModel::StepColumn, Qt::Horizontal).toString().size());
    header->resizeSection(StepLogModel::StepColumn,
                          metrics.horizontalAdvance(QString(widest, QLatin1Char('0'))) + margin);
    header->resizeSection(StepLogModel::TimeColumn,
                          metrics.horizontalAdvance(Narrator::formatTime(lastMs)) + margin);
    // As wide as the widest kind of step the run has (a contract v2 run's "Agent allocation" is
    // wider than any of a v1 run's), the "What happened" column keeping the rest.
    constexpr int kKinds = static_cast<int>(StepKind::TransportRetry) + 1;
    std::array<bool, kKinds> present{};
    if (controller_->hasRun()) {
        for (const StepRecord& step : controller_->run().recording().steps())
            present[static_cast<std::size_t>(step.kind)] = true;
    }
    int kindWidth = metrics.horizontalAdvance(
        header->model()->headerData(StepLogModel::KindColumn, Qt::Horizontal).toString());
    for (int kind = 0; kind < kKinds; ++kind) {
        if (present[static_cast<std::size_t>(kind)])
            kindWidth = std::max(kindWidth,
                                 metrics.horizontalAdvance(Narrator::kindName(static_cast<StepKind>(kind))));
    }
    header->resizeSection(StepLogModel::KindColumn, kindWidth + margin);
}

// Every row of the log as high as a list's row of text in the log's font and style.
void NarrationView::sizeRows() {
    QStyleOptionViewItem option;
    option.initFrom(log_);
    option.font = log_->font();
    // A line of text beside a job's swatch, as the rows of the "What happened" column have.
    option.features = QStyleOptionViewItem::HasDisplay | QStyleOptionViewItem::HasDecoration;
    option.text = QStringLiteral("0");
    const int icon = log_->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, log_);
    option.decorationSize = QSize(icon, icon);
    const int height =
        log_->style()->sizeFromContents(QStyle::CT_ItemViewItem, &option, QSize(), log_).height();
    QHeaderView* rows = log_->verticalHeader();
    rows->setMinimumSectionSize(std::min(height, rows->minimumSectionSize()));
    rows->setDefaultSectionSize(height);
}

void NarrationView::setLogShown(bool shown) {
    log_->setVisible(shown);
    fitSentences();
}

void NarrationView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        sizeRows();
        sizeColumns();
        story_->setFont(scaled(font(), kStoryScale));
        fitSentences();
    }
    if (event->type() == QEvent::PaletteChange) {
        refresh();
    }
    if (event->type() == QEvent::StyleChange) {
        sentenceHeights_.clear();
    }
}

} // namespace qmgrlab::ui
