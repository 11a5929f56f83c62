// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayWindow: the destination chooser, the figures, the picture and its export, the notes.
#include "ui/replay/ReplayWindow.h"

#include "core/maillog/DelayText.h"
#include "ui/common/ErrorText.h"
#include "ui/common/ExportPath.h"
#include "ui/common/NotesView.h"
#include "ui/common/WindowSize.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/replay/ReplayPlot.h"

#include <QComboBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTabWidget>
#include <QTextDocument>
#include <QVBoxLayout>
#include <utility>

namespace qmgrlab::ui {

namespace {

// Joins a number to its unit, and the three figures of a spread, so that a wrapped line never
// leaves a number apart from its unit.
constexpr QChar kNoBreak(0x00A0);

// "0.02 s / 0.85 s / 5.1 s": b as Postfix logs it, in one piece.
QString spreadText(const DelaySpread& spread) {
    const auto seconds = [](std::int64_t micros) {
        return QString::fromStdString(formatDelay(micros)) + kNoBreak + QLatin1Char('s');
    };
    const QString slash = kNoBreak + QStringLiteral("/") + kNoBreak;
    return seconds(spread.median) + slash + seconds(spread.p95) + slash + seconds(spread.max);
}

} // namespace

ReplayWindow::ReplayWindow(std::shared_ptr<const MaillogReplay> replay, QWidget* parent)
    : QWidget(parent, Qt::Window), replay_(std::move(replay)) {
    setObjectName(QStringLiteral("replayWindow"));
    setWindowTitle(tr("Logged vs simulated: %1").arg(replay_->name()));
    destinations_ = new QComboBox;
    destinations_->setAccessibleName(tr("Destination"));
    const ReplayComparison& comparison = replay_->comparison();
    destinations_->addItem(tr("The whole log (lines: %1)").arg(comparison.whole().lines), QString());
    for (const ReplayFigures& figures : comparison.destinations())
        destinations_->addItem(
            tr("%1 (lines: %2)").arg(QString::fromStdString(figures.destination)).arg(figures.lines),
            QString::fromStdString(figures.destination));
    // The reading's problems, first among the notes, brought into sight over the figures.
    problems_ = new QLabel;
    problems_->setObjectName(QStringLiteral("replayProblems"));
    problems_->setWordWrap(true);
    problems_->setTextFormat(Qt::RichText);
    problems_->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    // The count, and the last problem quoted: where a truncated .gz or binary data stopped the
    // reading (the notes have each one).
    const std::size_t problems = replay_->problemCount();
    if (problems > 0)
        problems_->setText(
            tr("<b>Problems found in reading the log: %n.</b> %1 <a href=\"#notes\">Show the notes</a>", "",
               static_cast<int>(problems))
                .arg(translatedRule(replay_->notes()[problems - 1]).toHtmlEscaped()));
    problems_->setVisible(problems > 0);
    figures_ = new QLabel;
    figures_->setWordWrap(true);
    figures_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    plot_ = new ReplayPlot;
    plot_->setMinimumSize(320, 320);
    plot_->setAccessibleName(tr("Logged vs simulated b"));
    plot_->setAccessibleDescription(
        tr("Above: the logged and the simulated queue manager delay b over the day; below: each paired "
           "line's logged b against its simulated b, with the diagonal and the band where they agree"));
    auto* exportButton = new QPushButton(tr("Export &picture…"));
    status_ = new QLabel;
    // The notes are the whole log's, whichever destination is chosen. A tab of their own beside
    // the picture: at 1280x720 and 175 % the picture needs the window's whole height.
    notes_ = new NotesView;
    notes_->setObjectName(QStringLiteral("replayNotes"));
    notes_->setAccessibleName(tr("Notes on the log and its replay"));
    notes_->setNotes(replay_->notes());
    tabs_ = new QTabWidget;
    tabs_->addTab(plot_, tr("Logged vs simulated b"));
    tabs_->addTab(notes_, tr("Notes on the log and its replay (%1)").arg(replay_->notes().size()));

    auto* top = new QHBoxLayout;
    auto* label = new QLabel(tr("&Destination:"));
    label->setBuddy(destinations_);
    top->addWidget(label);
    top->addWidget(destinations_, 1);
    top->addWidget(exportButton);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(problems_);
    layout->addWidget(figures_);
    layout->addWidget(tabs_, 1);
    layout->addWidget(status_);

    connect(destinations_, &QComboBox::currentIndexChanged, this, &ReplayWindow::showChosen);
    connect(exportButton, &QPushButton::clicked, this, &ReplayWindow::chooseExport);
    connect(problems_, &QLabel::linkActivated, this, &ReplayWindow::openNotes);
    showChosen();
    resizeWithinScreen(this, QSize(1100, 900));
}

QString ReplayWindow::figuresText() const {
    return figures_->text();
}

QString ReplayWindow::problemsText() const {
    QTextDocument document;
    document.setHtml(problems_->text());
    return document.toPlainText();
}

void ReplayWindow::openNotes() {
    tabs_->setCurrentWidget(notes_);
}

void ReplayWindow::showChosen() {
    const std::string destination = destinations_->currentData().toString().toStdString();
    const ReplayComparison& comparison = replay_->comparison();
    const ReplayFigures* figures = &comparison.whole();
    for (const ReplayFigures& candidate : comparison.destinations())
        if (!destination.empty() && candidate.destination == destination)
            figures = &candidate;
    const QLocale locale;
    // The counts as qmgrlab-cli replay states them: paired, then left unpaired, the logged lines
    // the replay did not give back and the simulated ones beyond the logged. The sentence's own
    // "1 s" and "10 %" are joined by no-break spaces too.
    figures_->setText(
        tr("Logged lines: %1, paired with the replay's: %2; left unpaired: %3 logged, %4 simulated. "
           "b (median / 95th percentile / maximum) over the paired lines: logged %5, simulated %6. The "
           "simulated b is within max(1 s, 10 %) of the logged one on %7 of the paired lines.")
            .arg(figures->lines)
            .arg(figures->paired)
            .arg(figures->lines - figures->paired)
            .arg(figures->beyond)
            .arg(spreadText(figures->logged), spreadText(figures->simulated),
                 figures->paired == 0 ? tr("none")
                                      : locale.toString(100.0 * figures->withinShare(), 'f', 1) + kNoBreak +
                                            QLatin1Char('%')));
    plot_->showDestination(replay_.get(), destination);
}

bool ReplayWindow::exportPicture(const QString& path, QString* error) {
    return plot_->exportImage(path, QSize(), error);
}

void ReplayWindow::chooseExport() {
    const QString path = askExportPath(this, tr("Export picture"), ExportKind::Image);
    if (path.isEmpty())
        return;
    QString error;
    if (exportPicture(path, &error))
        status_->setText(tr("Exported %1").arg(QFileInfo(path).fileName()));
    else
        status_->setText(tr("The picture was not exported: %1").arg(error));
}

} // namespace qmgrlab::ui
