// NarrationView: shows the current step's sentences (each with a bullet in its job's
// colour) and the lazily generated log of all steps, kept in step with the controller.
#include "ui/narration/NarrationView.h"

#include "ui/common/JobPalette.h"
#include "ui/SimulationController.h"
#include "ui/narration/StepLogModel.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTextDocument>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>

namespace qmgrlab::ui {

NarrationView::NarrationView(SimulationController* controller, QWidget* parent)
    : QWidget(parent), controller_(controller), heading_(new QLabel(this)), story_(new QLabel),
      log_(new QTreeView), model_(new StepLogModel(this)) {
    heading_->setTextFormat(Qt::RichText);
    heading_->setObjectName(QStringLiteral("narrationHeading"));

    story_->setTextFormat(Qt::RichText);
    story_->setWordWrap(true);
    story_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    story_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    story_->setObjectName(QStringLiteral("narrationStory"));
    story_->setContentsMargins(6, 6, 6, 6);
    auto* storyScroll = new QScrollArea;
    storyScroll->setWidget(story_);
    storyScroll->setWidgetResizable(true);
    storyScroll->setFrameShape(QFrame::NoFrame);

    log_->setModel(model_);
    log_->setRootIsDecorated(false);
    log_->setUniformRowHeights(true);
    log_->setAlternatingRowColors(true);
    log_->setSelectionMode(QAbstractItemView::SingleSelection);
    log_->setSelectionBehavior(QAbstractItemView::SelectRows);
    log_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    log_->header()->setStretchLastSection(true);
    log_->setToolTip(tr("Every step of the run. Click a step to go to the moment after it."));
    log_->setObjectName(QStringLiteral("narrationLog"));
    connect(log_->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { onCurrentRowChanged(current); });

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(storyScroll);
    splitter->addWidget(log_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 400});
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(heading_);
    layout->addWidget(splitter, 1);

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
    refresh();
}

void NarrationView::refresh() {
    if (!narrator_) {
        heading_->setText(tr("<b>No scenario</b>"));
        story_->setText(tr("Open a scenario or pick one from the Examples menu."));
        return;
    }
    const std::size_t position = controller_->position();
    const std::size_t length = controller_->length();
    if (position == 0) {
        heading_->setText(tr("<b>Step 0 of %1</b> · before anything happens").arg(length));
        const Scenario& scenario = controller_->scenario();
        QString text = QStringLiteral("<p style=\"font-size:large\"><b>%1</b></p>")
                           .arg(QString::fromStdString(scenario.title).toHtmlEscaped());
        if (!scenario.description.empty()) {
            text +=
                QStringLiteral("<p>%1</p>").arg(QString::fromStdString(scenario.description).toHtmlEscaped());
        }
        text += QStringLiteral("<p>%1</p>").arg(tr("Nothing has happened yet. Step forward (→) to begin."));
        story_->setText(text);
    } else {
        const std::size_t index = position - 1;
        const StepRecord& step = controller_->run().recording().steps()[index];
        heading_->setText(tr("<b>Step %1 of %2</b> · %3 · %4")
                              .arg(position)
                              .arg(length)
                              .arg(Narrator::formatTime(step.timeMs), Narrator::kindName(step.kind)));
        QString text = QStringLiteral("<table cellspacing=\"6\" style=\"font-size:x-large\">");
        for (const NarrationSentence& sentence : narrator_->sentences(index)) {
            const QString bullet = sentence.message != kNone ? JobPalette::colour(sentence.message).name()
                                                             : palette().text().color().name();
            text += QStringLiteral(
                        "<tr><td valign=\"top\"><span style=\"color:%1\">●</span></td><td>%2</td></tr>")
                        .arg(bullet, sentence.text.toHtmlEscaped());
        }
        text += QStringLiteral("</table>");
        story_->setText(text);
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

QString NarrationView::currentText() const {
    QTextDocument document;
    document.setHtml(heading_->text() + QStringLiteral("<br>") + story_->text());
    return document.toPlainText();
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
    QHeaderView* header = log_->header();
    const int widest =
        std::max(QString::number(steps).size(),
                 header->model()->headerData(StepLogModel::StepColumn, Qt::Horizontal).toString().size());
    header->resizeSection(StepLogModel::StepColumn,
                          metrics.horizontalAdvance(QString(widest, QLatin1Char('0'))) + margin);
    header->resizeSection(StepLogModel::TimeColumn,
                          metrics.horizontalAdvance(Narrator::formatTime(lastMs)) + margin);
    int kindWidth = 0;
    for (const StepKind kind : {StepKind::Completion, StepKind::Revival, StepKind::Arrival,
                                StepKind::Activation, StepKind::Selection, StepKind::End}) {
        kindWidth = std::max(kindWidth, metrics.horizontalAdvance(Narrator::kindName(kind)));
    }
    header->resizeSection(StepLogModel::KindColumn, kindWidth + margin);
}

void NarrationView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        sizeColumns();
    }
    if (event->type() == QEvent::PaletteChange) {
        refresh();
    }
}

} // namespace qmgrlab::ui
