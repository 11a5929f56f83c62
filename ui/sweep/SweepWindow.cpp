// SPDX-License-Identifier: GPL-3.0-or-later
// SweepWindow: the controls on the left, the chart over the results table on the right. The
// fields are checked with SweepGrid (MainCf's rules) on every edit; a sweep runs in a SweepJob
// and fills the SweepResultsModel that both the table and the chart read.
#include "ui/sweep/SweepWindow.h"

#include "core/run/RunBuilder.h"
#include "core/scenario/Parameters.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/SweepStart.h"
#include "ui/common/ErrorText.h"
#include "ui/common/ExportPath.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/common/WindowSize.h"
#include "ui/sweep/SweepJob.h"
#include "ui/sweep/SweepPlot.h"
#include "ui/sweep/SweepResultsModel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <exception>
#include <numeric>
#include <stdexcept>

namespace qmgrlab::ui {

namespace {

QString toQString(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

// The valid values of a parameter in a few words.
QString rangeText(const ParameterInfo& info) {
    if (info.kind == ParameterKind::Feedback)
        return SweepWindow::tr("0..1, N/M, N/concurrency");
    const QString unit = info.kind == ParameterKind::Time ? QStringLiteral("s") : QString();
    QString text = info.maximum >= INT_MAX
                       ? SweepWindow::tr("≥ %1%2").arg(info.minimum).arg(unit)
                       : SweepWindow::tr("%1..%2%3").arg(info.minimum).arg(info.maximum).arg(unit);
    // Values just above the minimum that the rules still exclude (a slot cost of 1).
    for (std::int64_t v = info.minimum + 1; v <= std::min(info.minimum + 2, info.maximum); ++v) {
        if (!checkParameterValue(info, std::to_string(v)).empty())
            text += SweepWindow::tr(", not %1").arg(v);
    }
    return text;
}

} // namespace

SweepWindow::SweepWindow(const Scenario& base, const QString& sourceName, QWidget* parent)
    : QWidget(parent, Qt::Window), base_(base), sourceName_(sourceName),
      results_(new SweepResultsModel(this)), job_(new SweepJob(this)) {
    setWindowTitle(tr("Sweep: %1").arg(shownTitle(base_.title)));
    try {
        const auto config = resolveScenario(base_, sourceName_.toStdString());
        for (const TransportSettings& transport : config->transports())
            transports_ << QString::fromStdString(transport.name);
    } catch (const std::exception&) {
        // The per-transport forms are left out; the sweep itself reports the scenario's error.
    }

    plot_ = new SweepPlot(results_, this);
    plot_->setMinimumSize(320, 240);
    plot_->setAccessibleName(tr("Sweep chart"));
    plot_->setAccessibleDescription(
        tr("The chosen metrics over the swept values: a line chart for one parameter, a heat map for two"));
    table_ = new QTableView;
    table_->setAccessibleName(tr("Sweep results"));
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    table_->setTabKeyNavigation(false);
    table_->setModel(results_);
    table_->verticalHeader()->hide();
    table_->setAlternatingRowColors(true);
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(plot_);
    splitter->addWidget(table_);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 300}); // the chart first: the table scrolls
    splitter->setChildrenCollapsible(false);

    auto* layout = new QHBoxLayout(this);
    layout->addWidget(buildControls());
    layout->addWidget(splitter, 1);

    connect(job_, &SweepJob::pointFinished, this, &SweepWindow::onPointFinished);
    connect(job_, &SweepJob::finished, this, &SweepWindow::onFinished);
    connect(plot_, &SweepPlot::pointClicked, this,
            [this](std::size_t number) { Q_EMIT variantRequested(variant(number)); });

    // The sweep it opens with plots a figure that changes on this scenario (the core chooses).
    const SweepStart start = chooseSweepStart(base_, sourceName_.toStdString());
    setParameter(0, QString::fromStdString(start.parameter), QString::fromStdString(start.values));
    setParameter(1, QString(), QString());
    QStringList metrics;
    for (const std::string& metric : start.metrics)
        metrics << QString::fromStdString(metric);
    setMetrics(metrics);
    resizeWithinScreen(this, QSize(1200, 760));
}

SweepWindow::~SweepWindow() = default;

QWidget* SweepWindow::buildControls() {
    // The parameters and the metrics scroll when the screen is short (720 rows at 175 %); the
    // status, Run, the progress and the exports below them stay in view.
    auto* choices = new QWidget;
    auto* column = new QVBoxLayout(choices);
    column->setContentsMargins(0, 0, 0, 0);

    auto* sweep = new QGroupBox(tr("Parameters"));
    auto* form = new QVBoxLayout(sweep);
    for (int axis = 0; axis < 2; ++axis) {
        parameter_[axis] = new QComboBox;
        fillParameterChoices(parameter_[axis], axis == 1);
        // Not as wide as the longest parameter name: the column is narrow (48 characters) and,
        // with no horizontal scrolling, a wider combo box cut every field's right edge. The
        // list that opens shows the names whole.
        parameter_[axis]->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        parameter_[axis]->setMinimumContentsLength(16);
        values_[axis] = new QLineEdit;
        values_[axis]->setPlaceholderText(tr("e.g. 2,5,10 or 1..20:2"));
        values_[axis]->setToolTip(tr("The values to try: a list (2,5,10) or a range FROM..TO with an "
                                     "optional :STEP (1..20:2)."));
        hint_[axis] = new QLabel;
        hint_[axis]->setWordWrap(true);
        hint_[axis]->setEnabled(false); // drawn as secondary text
        values_[axis]->setAccessibleName(axis == 0 ? tr("Values of the first parameter")
                                                   : tr("Values of the second parameter"));
        auto* parameterLabel = new QLabel(axis == 0 ? tr("First parameter (x axis)")
                                                    : tr("Second parameter (y axis of a heat map)"));
        parameterLabel->setBuddy(parameter_[axis]);
        form->addWidget(parameterLabel);
        form->addWidget(parameter_[axis]);
        form->addWidget(values_[axis]);
        form->addWidget(hint_[axis]);
        connect(parameter_[axis], &QComboBox::currentIndexChanged, this, [this, axis] {
            updateHint(axis);
            validate();
        });
        connect(values_[axis], &QLineEdit::textChanged, this, &SweepWindow::validate);
    }
    column->addWidget(sweep);

    auto* metricsBox = new QGroupBox(tr("Metrics to plot"));
    auto* metricsLayout = new QVBoxLayout(metricsBox);
    metrics_ = new QListWidget;
    metrics_->setAccessibleName(tr("Metrics to plot"));
    for (const MetricDefinition& definition : metricDefinitions()) {
        QStringList names;
        if (definition.scope == MetricScope::Run) {
            names << QString::fromStdString(definition.name);
        } else if (definition.scope == MetricScope::Transport) {
            for (const QString& transport : transports_)
                names << QString::fromStdString(definition.name) + QLatin1Char('.') + transport;
        }
        for (const QString& name : names) {
            auto* item =
                new QListWidgetItem(tr("%1 (%2)").arg(name, QString::fromStdString(definition.unit)));
            item->setData(Qt::UserRole, name);
            item->setToolTip(QString::fromStdString(definition.definition));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(Qt::Unchecked);
            metrics_->addItem(item);
        }
    }
    connect(metrics_, &QListWidget::itemChanged, this, &SweepWindow::validate);
    auto* metricsNote = new QLabel(tr("A heat map shows the first metric checked."));
    metricsNote->setWordWrap(true);
    metricsNote->setEnabled(false);
    metricsLayout->addWidget(metrics_);
    metricsLayout->addWidget(metricsNote);
    column->addWidget(metricsBox, 1);
    metrics_->setMinimumHeight(metrics_->fontMetrics().height() * 4);

    auto* choicesScroll = new QScrollArea;
    choicesScroll->setWidgetResizable(true);
    choicesScroll->setFrameShape(QFrame::NoFrame);
    choicesScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    choicesScroll->setWidget(choices);
    auto* controls = new QWidget;
    column = new QVBoxLayout(controls);
    column->setContentsMargins(0, 0, 0, 0);
    column->addWidget(choicesScroll, 1);

    message_ = new QLabel;
    message_->setWordWrap(true);
    message_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    column->addWidget(message_);

    run_ = new QPushButton(tr("&Run sweep"));
    run_->setDefault(true);
    cancel_ = new QPushButton(tr("&Cancel"));
    connect(run_, &QPushButton::clicked, this, &SweepWindow::run);
    connect(cancel_, &QPushButton::clicked, this, &SweepWindow::cancel);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(run_);
    buttons->addWidget(cancel_);
    column->addLayout(buttons);
    progress_ = new QProgressBar;
    progress_->setRange(0, 1);
    progress_->setValue(0);
    progress_->setFormat(tr("%v of %m points"));
    column->addWidget(progress_);

    exportPlot_ = new QPushButton(tr("Export &chart…"));
    exportCsv_ = new QPushButton(tr("Export C&SV…"));
    connect(exportPlot_, &QPushButton::clicked, this, &SweepWindow::chooseExportPlot);
    connect(exportCsv_, &QPushButton::clicked, this, &SweepWindow::chooseExportCsv);
    auto* exports = new QHBoxLayout;
    exports->addWidget(exportPlot_);
    exports->addWidget(exportCsv_);
    column->addLayout(exports);

    // At least as wide as the choices need beside their scroll bar: the fields are not cut on
    // the right (at 175 % the combo boxes ran under the scroll bar).
    const int choicesWidth =
        choices->minimumSizeHint().width() + choicesScroll->verticalScrollBar()->sizeHint().width();
    controls->setMinimumWidth(choicesWidth);
    controls->setMaximumWidth(std::max(controls->fontMetrics().averageCharWidth() * 48, choicesWidth));
    return controls;
}

void SweepWindow::fillParameterChoices(QComboBox* box, bool optional) {
    if (optional)
        box->addItem(tr("(none: a line chart)"), QString());
    for (const ParameterInfo& info : parameterTable()) {
        const QString summary =
            QCoreApplication::translate(kParameterTextContext, std::string(info.summary).c_str());
        const QString tip =
            tr("%1\nDefault %2; valid %3.").arg(summary, toQString(info.defaultValue), rangeText(info));
        QStringList names{toQString(info.name)};
        if (!info.transportSuffix.empty()) {
            for (const QString& transport : transports_)
                names << QString::fromStdString(transportParameterName(info, transport.toStdString()));
        }
        for (const QString& name : names) {
            box->addItem(name, name);
            box->setItemData(box->count() - 1, tip, Qt::ToolTipRole);
        }
    }
}

void SweepWindow::setParameter(int axis, const QString& name, const QString& values) {
    const int index = parameter_[axis]->findData(name);
    if (index >= 0)
        parameter_[axis]->setCurrentIndex(index);
    values_[axis]->setText(values);
    updateHint(axis);
    validate();
}

void SweepWindow::setMetrics(const QStringList& names) {
    const QSignalBlocker blocker(metrics_);
    for (int row = 0; row < metrics_->count(); ++row) {
        QListWidgetItem* item = metrics_->item(row);
        item->setCheckState(names.contains(item->data(Qt::UserRole).toString()) ? Qt::Checked
                                                                                : Qt::Unchecked);
    }
    showCheckedMetric();
    validate();
}

void SweepWindow::showCheckedMetric() {
    for (int row = 0; row < metrics_->count(); ++row) {
        if (metrics_->item(row)->checkState() == Qt::Checked) {
            metrics_->scrollToItem(metrics_->item(row), QAbstractItemView::PositionAtCenter);
            return;
        }
    }
}

void SweepWindow::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    showCheckedMetric();
}

QStringList SweepWindow::checkedMetrics() const {
    QStringList names;
    for (int row = 0; row < metrics_->count(); ++row) {
        if (metrics_->item(row)->checkState() == Qt::Checked)
            names << metrics_->item(row)->data(Qt::UserRole).toString();
    }
    return names;
}

void SweepWindow::updateHint(int axis) {
    const QString name = parameter_[axis]->currentData().toString();
    values_[axis]->setEnabled(!name.isEmpty());
    const std::optional<ParameterName> resolved = resolveParameterName(name.toStdString());
    if (!resolved) {
        hint_[axis]->clear();
        return;
    }
    const ParameterSetting* setting = base_.findParameter(name.toStdString());
    const QString current =
        setting != nullptr ? QString::fromStdString(setting->value) : toQString(resolved->info->defaultValue);
    hint_[axis]->setText(
        tr("Now %1 (Postfix default %2); valid %3.")
            .arg(current, toQString(resolved->info->defaultValue), rangeText(*resolved->info)));
}

void SweepWindow::validate() {
    grid_.reset();
    validationError_.clear();
    badField_ = -1;
    SweepGrid grid;
    for (int axis = 0; axis < 2 && validationError_.isEmpty(); ++axis) {
        const QString name = parameter_[axis]->currentData().toString();
        if (name.isEmpty())
            continue;
        const QString text = values_[axis]->text().trimmed();
        if (text.isEmpty()) {
            validationError_ = tr("Enter the values of %1 to try.").arg(name);
            continue;
        }
        try {
            grid.addParameter((name + QLatin1Char('=') + text).toStdString());
        } catch (const std::invalid_argument& e) {
            validationError_ = errorText(e);
            badField_ = axis;
        }
    }
    if (validationError_.isEmpty() && grid.size() == 0)
        validationError_ = tr("Choose a parameter to sweep.");
    if (validationError_.isEmpty() && checkedMetrics().isEmpty())
        validationError_ = tr("Check at least one metric to plot.");
    if (validationError_.isEmpty())
        grid_ = std::move(grid);

    const Theme& theme = Theme::of(palette());
    for (int axis = 0; axis < 2; ++axis) {
        QPalette colours; // the window's, inherited
        if (axis == badField_) {
            colours = palette();
            colours.setColor(QPalette::Base, theme.deadFill());
        }
        values_[axis]->setPalette(colours);
        values_[axis]->setToolTip(axis == badField_ ? validationError_ : QString());
    }
    if (!running()) {
        // Before the first sweep the bar counts the points the fields make ("0 of 1" read as a
        // sweep of one point beside "9 points to run").
        if (grid_ && results_->rowCount() == 0)
            progress_->setRange(0, static_cast<int>(grid_->size()));
        if (grid_)
            showMessage(tr("%n point(s) to run.", nullptr, static_cast<int>(grid_->size())), false);
        else
            showMessage(validationError_, badField_ >= 0);
    }
    updateButtons();
}

bool SweepWindow::canRun() const {
    return grid_.has_value() && !running();
}

bool SweepWindow::running() const {
    return job_->running();
}

void SweepWindow::updateButtons() {
    run_->setEnabled(canRun());
    cancel_->setEnabled(running() && !job_->cancelled());
    const bool hasRows = results_->rowCount() > 0;
    exportPlot_->setEnabled(hasRows);
    exportCsv_->setEnabled(hasRows);
}

bool SweepWindow::run() {
    if (!canRun())
        return false;
    runGrid_ = grid_;
    std::vector<std::string> parameters;
    for (const SweepGrid::Axis& axis : runGrid_->axes())
        parameters.push_back(axis.name);
    std::vector<std::string> metrics;
    for (const QString& name : checkedMetrics())
        metrics.push_back(name.toStdString());
    results_->reset(parameters, metrics);
    plot_->setSweep(runGrid_->axes(), metrics, SweepPlot::titleFor(base_.title, runGrid_->axes(), metrics));

    std::vector<std::size_t> points(runGrid_->size());
    std::iota(points.begin(), points.end(), std::size_t{1});
    done_ = 0;
    progress_->setRange(0, static_cast<int>(points.size()));
    progress_->setValue(0);
    job_->start(base_, sourceName_, *runGrid_, points);
    showMessage(tr("Running %n point(s)…", nullptr, static_cast<int>(points.size())), false);
    updateButtons();
    return true;
}

void SweepWindow::cancel() {
    if (!running())
        return;
    job_->cancel();
    showMessage(tr("Cancelling: the points already running finish first…"), false);
    updateButtons();
}

void SweepWindow::onPointFinished(const SweepPointResult& result) {
    results_->addResult(result);
    progress_->setValue(static_cast<int>(++done_));
    updateButtons();
}

void SweepWindow::onFinished(bool cancelled) {
    plot_->refresh();
    const int total = runGrid_ ? static_cast<int>(runGrid_->size()) : 0;
    const auto failed = std::count_if(results_->results().begin(), results_->results().end(),
                                      [](const SweepPointResult& r) { return !r.error.empty(); });
    QString text = cancelled ? tr("Cancelled: %1 of %n point(s) done.", nullptr, total).arg(done_)
                             : tr("Done: %n point(s).", nullptr, total);
    if (failed > 0)
        text +=
            QLatin1Char(' ') + tr("%n point(s) failed (see the table).", nullptr, static_cast<int>(failed));
    if (!results_->results().empty())
        text += QLatin1Char(' ') + tr("Click a point of the chart to open that variant.");
    showMessage(text, failed > 0);
    updateButtons();
    Q_EMIT sweepFinished(cancelled);
}

Scenario SweepWindow::variant(std::size_t number) const {
    Scenario scenario = base_;
    if (!runGrid_ || number < 1 || number > runGrid_->size())
        return scenario;
    const ParameterOverrides settings = runGrid_->point(number);
    settings.applyTo(scenario);
    scenario.title = tr("%1 (%2)")
                         .arg(QString::fromStdString(base_.title), QString::fromStdString(settings.text()))
                         .toStdString();
    return scenario;
}

bool SweepWindow::exportPlot(const QString& path, QString* error) {
    return plot_->exportImage(path, QSize(), error);
}

bool SweepWindow::exportCsv(const QString& path, QString* error) {
    const QFileInfo target(path);
    if (target.exists() && target.canonicalFilePath() == QFileInfo(sourceName_).canonicalFilePath()) {
        *error = tr("%1: this is the scenario's own file; choose another name for the CSV").arg(path);
        return false;
    }
    return results_->writeCsv(path, error);
}

void SweepWindow::chooseExportPlot() {
    const QString path = askExportPath(this, tr("Export chart"), ExportKind::Image);
    if (path.isEmpty())
        return;
    QString error;
    if (exportPlot(path, &error))
        showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), false);
    else
        showMessage(tr("The chart was not exported: %1").arg(error), true);
}

void SweepWindow::chooseExportCsv() {
    const QString path = askExportPath(this, tr("Export CSV"), ExportKind::CsvTable);
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        showMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), false);
    else
        showMessage(tr("The CSV was not exported: %1").arg(error), true);
}

void SweepWindow::showMessage(const QString& text, bool error) {
    message_->setText(text);
    messageIsError_ = error;
    QPalette colours; // the window's, inherited
    if (error) {
        colours = palette();
        colours.setColor(QPalette::WindowText, Theme::of(palette()).errorText());
    }
    message_->setPalette(colours);
}

void SweepWindow::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && message_ != nullptr) {
        // The marked field and the message in the new theme's colours; the message keeps what it
        // says (a finished sweep's summary is not replaced by the fields' state).
        const QString text = message_->text();
        const bool error = messageIsError_;
        validate();
        showMessage(text, error);
    }
}

} // namespace qmgrlab::ui
