// SPDX-License-Identifier: GPL-3.0-or-later
// CompareWindow: the variants' editors on the left, the stacked timelines over the metrics
// table on the right; each variant is run by the core's runVariant and compared in its
// CompareTable.
#include "ui/compare/CompareWindow.h"

#include "core/run/RunBuilder.h"
#include "core/scenario/MainCf.h"
#include "core/whatif/CompareTable.h"
#include "core/whatif/LessonFigures.h"
#include "core/whatif/ParameterOverrides.h"
#include "core/whatif/VariantRun.h"
#include "ui/common/ErrorText.h"
#include "ui/common/ExportPath.h"
#include "ui/common/ShownText.h"
#include "ui/common/Theme.h"
#include "ui/common/WindowSize.h"
#include "ui/compare/CompareExporter.h"
#include "ui/compare/CompareMetricsModel.h"
#include "ui/compare/CompareTimelines.h"
#include "ui/compare/VariantEditor.h"
#include "ui/lesson/Course.h"

#include <QApplication>
#include <QEvent>
#include <QFileInfo>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTableView>
#include <QToolBar>
#include <QVBoxLayout>
#include <exception>
#include <stdexcept>

namespace qmgrlab::ui {

CompareWindow::CompareWindow(const Scenario& base, const QString& sourceName, QWidget* parent)
    : QMainWindow(parent), base_(base), sourceName_(sourceName), variantsLayout_(new QVBoxLayout),
      addButton_(new QPushButton(tr("&Add variant"))), runButton_(new QPushButton(tr("&Run variants"))),
      status_(new QLabel), timelines_(new CompareTimelines), metrics_(new CompareMetricsModel(this)),
      table_(new QTableView) {
    const QString name = base_.title.empty() ? sourceName_ : shownTitle(base_.title);
    setWindowTitle(tr("Compare — %1").arg(name));
    // The variant the lesson compares with, ready to run: a lesson of the course says which (the
    // setting it is about), another lesson the first of its figures' "@" settings; a scenario
    // without a lesson opens with an empty variant.
    std::vector<std::string> compared = LessonFigures::comparedSettings(base_);
    if (const CourseLesson* lesson = Course::find(sourceName_); lesson != nullptr && !base_.lesson.empty())
        compared.insert(compared.begin(), lesson->compared);
    base_.lesson.clear(); // the lesson's steps belong to the open run, not to the variants
    try {
        // Held for the loop: the transports belong to the configuration.
        const auto config = resolveScenario(base_, sourceName_.toStdString());
        for (const TransportSettings& transport : config->transports())
            transports_ << QString::fromStdString(transport.name);
    } catch (const std::exception&) {
        // The open scenario has run already; should it not resolve now, Run reports why.
        transports_.clear();
    }

    auto* baseBox = new QGroupBox(tr("1: base"));
    auto* baseLayout = new QVBoxLayout(baseBox);
    const QString mainCf = QString::fromStdString(formatMainCf(base_.mainCf)).trimmed();
    auto* baseText = new QLabel(mainCf.isEmpty() ? tr("The scenario as it is, with Postfix's defaults.")
                                                 : tr("The scenario as it is:\n%1").arg(mainCf));
    baseText->setWordWrap(true);
    baseText->setTextInteractionFlags(Qt::TextSelectableByMouse);
    baseLayout->addWidget(baseText);
    variantsLayout_->addWidget(baseBox);

    addButton_->setToolTip(tr("Add another variant (at most %1 in all)").arg(kMaxVariants));
    connect(addButton_, &QPushButton::clicked, this, [this] { addVariant(); });
    runButton_->setToolTip(tr("Run every variant to its end and compare them"));
    runButton_->setDefault(true);
    connect(runButton_, &QPushButton::clicked, this, [this] { runVariants(); });
    status_->setWordWrap(true);

    auto* left = new QWidget;
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->addLayout(variantsLayout_);
    leftLayout->addStretch(1);
    auto* leftScroll = new QScrollArea;
    leftScroll->setWidgetResizable(true);
    leftScroll->setWidget(left);
    // The variants scroll; the Add button, the status and the Run button stay in view below
    // them, whatever the screen's height and the zoom.
    auto* leftPane = new QWidget;
    auto* paneLayout = new QVBoxLayout(leftPane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->addWidget(leftScroll, 1);
    paneLayout->addWidget(addButton_);
    paneLayout->addWidget(status_);
    paneLayout->addWidget(runButton_);

    table_->setModel(metrics_);
    table_->setObjectName(QStringLiteral("compareMetrics"));
    table_->setAccessibleName(tr("Metrics of the variants"));
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    table_->setTabKeyNavigation(false);
    table_->setAlternatingRowColors(true);
    table_->verticalHeader()->hide();
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setToolTip(
        tr("Each variant's figures and their difference to the first; the better value is bold"));

    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(timelines_);
    right->addWidget(table_);
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 1);
    const int line = QFontMetrics(font()).height();
    right->setSizes({line * 40, line * 12}); // most of the height for the stacked timelines

    auto* central = new QSplitter(Qt::Horizontal);
    central->addWidget(leftPane);
    central->addWidget(right);
    central->setStretchFactor(1, 1);
    setCentralWidget(central);

    exportImageAction_ = new QAction(tr("Export &image…"), this);
    exportImageAction_->setToolTip(tr("Save the timelines and the table as one PNG, SVG or PDF"));
    connect(exportImageAction_, &QAction::triggered, this, &CompareWindow::chooseImageFile);
    exportCsvAction_ = new QAction(tr("Export &CSV…"), this);
    exportCsvAction_->setToolTip(tr("Save the metrics table as CSV"));
    connect(exportCsvAction_, &QAction::triggered, this, &CompareWindow::chooseCsvFile);
    auto* closeAction = new QAction(tr("&Close"), this);
    closeAction->setShortcut(QKeySequence::Close);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);
    QMenu* file = menuBar()->addMenu(tr("&Comparison"));
    file->addAction(exportImageAction_);
    file->addAction(exportCsvAction_);
    file->addSeparator();
    file->addAction(closeAction);
    QToolBar* tools = addToolBar(tr("Comparison"));
    tools->setObjectName(QStringLiteral("compareToolBar"));
    tools->addAction(exportImageAction_);
    tools->addAction(exportCsvAction_);
    exportImageAction_->setEnabled(false);
    exportCsvAction_->setEnabled(false);

    VariantEditor* first = addVariant();
    if (!compared.empty()) {
        try {
            ParameterOverrides settings;
            settings.add(compared.front());
            for (const ParameterSetting& setting : settings.settings())
                first->addSetting(QString::fromStdString(setting.name),
                                  QString::fromStdString(setting.value));
        } catch (const std::invalid_argument&) {
            // A lesson figure that names a bad setting is reported by the lesson; the variant
            // stays empty for the user to fill.
        }
    }
    applySizes();
    const QFontMetrics metrics(font());
    resizeWithinScreen(this, QSize(metrics.averageCharWidth() * 200, metrics.height() * 45));
    updateRunState();
}

VariantEditor* CompareWindow::addVariant() {
    if (variantCount() >= kMaxVariants)
        return nullptr;
    auto* editor = new VariantEditor(transports_);
    auto* box = new QGroupBox;
    auto* layout = new QVBoxLayout(box);
    layout->addWidget(editor);
    auto* remove = new QPushButton(tr("Remove variant"));
    layout->addWidget(remove, 0, Qt::AlignRight);
    connect(remove, &QPushButton::clicked, this, [this, editor] { removeVariant(editor); });
    connect(editor, &VariantEditor::changed, this, &CompareWindow::updateRunState);
    editors_.push_back(editor);
    boxes_.push_back(box);
    variantsLayout_->addWidget(box);
    updateRunState();
    return editor;
}

void CompareWindow::removeVariant(VariantEditor* editor) {
    const auto it = std::find(editors_.begin(), editors_.end(), editor);
    if (it == editors_.end())
        return;
    const auto index = it - editors_.begin();
    boxes_[static_cast<std::size_t>(index)]->deleteLater();
    boxes_.erase(boxes_.begin() + index);
    editors_.erase(it);
    updateRunState();
}

VariantEditor* CompareWindow::variantEditor(int variant) const {
    const int index = variant - 2;
    return index >= 0 && index < static_cast<int>(editors_.size()) ? editors_[static_cast<std::size_t>(index)]
                                                                   : nullptr;
}

bool CompareWindow::canRun() const {
    return runButton_->isEnabled();
}

void CompareWindow::updateRunState() {
    int invalid = 0;
    for (std::size_t i = 0; i < editors_.size(); ++i) {
        invalid += editors_[i]->invalidCells();
        boxes_[i]->setTitle(tr("%1: %2").arg(i + 2).arg(editors_[i]->label()));
    }
    runButton_->setEnabled(invalid == 0 && !editors_.empty());
    addButton_->setEnabled(variantCount() < kMaxVariants);
    if (invalid > 0)
        showStatus(tr("%n marked cell(s) to fix before the variants can run (the tooltip says why).", nullptr,
                      invalid),
                   true);
    else if (editors_.empty())
        showStatus(tr("Add a variant to compare with the base."), false);
    else
        showStatus(tr("Double-click a cell to enter a main.cf parameter and its value, then run."), false);
}

bool CompareWindow::runVariants(QString* error) {
    if (!canRun()) {
        if (error != nullptr)
            *error = status_->text();
        return false;
    }
    std::vector<CompareVariant> variants;
    std::vector<ParameterOverrides> settings;
    std::vector<std::vector<MetricValue>> metrics;
    QApplication::setOverrideCursor(Qt::WaitCursor);
    QString failure;
    QStringList shadowed; // settings a transport's own value keeps from changing anything
    for (int v = 1; v <= variantCount() && failure.isEmpty(); ++v) {
        const VariantEditor* editor = variantEditor(v);
        try {
            ParameterOverrides overrides;
            if (editor != nullptr) {
                for (const ParameterSetting& setting : editor->settings())
                    overrides.add(setting.name, setting.value);
            }
            for (const RuleText& note : overrides.shadowed(base_))
                shadowed.push_back(tr("Variant %1: %2").arg(v).arg(translatedRule(note)));
            std::shared_ptr<const Run> run =
                runVariant(base_, sourceName_.toStdString(), overrides, VariantRunKind::Recorded);
            metrics.push_back(variantMetrics(*run));
            // Shown as the settings, as the CSV names it ("no changes" for an empty variant).
            const QString label = editor == nullptr   ? tr("base")
                                  : overrides.empty() ? editor->label()
                                                      : QString::fromStdString(variantLabel(overrides));
            variants.push_back({label, std::move(run)});
            settings.push_back(std::move(overrides));
        } catch (const std::bad_alloc&) {
            failure = tr("Variant %1 does not fit in memory.").arg(v);
        } catch (const std::exception& e) {
            failure = tr("Variant %1: %2").arg(v).arg(errorText(e));
        }
    }
    QApplication::restoreOverrideCursor();
    if (!failure.isEmpty()) {
        showStatus(failure, true);
        if (error != nullptr)
            *error = failure;
        return false;
    }
    variants_ = std::move(variants);
    timelines_->setVariants(variants_);
    metrics_->setVariants(variants_, CompareTable(std::move(settings), metrics));
    applySizes();
    exportImageAction_->setEnabled(true);
    exportCsvAction_->setEnabled(true);
    shadowed.prepend(tr("%n variant(s) run to their end.", nullptr, variantCount()));
    showStatus(shadowed.join(QLatin1Char('\n')), false);
    return true;
}

bool CompareWindow::exportImage(const QString& path, QString* error) const {
    if (variants_.empty()) {
        if (error != nullptr)
            *error = tr("Run the variants first.");
        return false;
    }
    return CompareExporter(*timelines_, *metrics_, windowTitle()).write(path, error);
}

bool CompareWindow::exportCsv(const QString& path, QString* error) const {
    if (variants_.empty()) {
        if (error != nullptr)
            *error = tr("Run the variants first.");
        return false;
    }
    return metrics_->writeCsv(path, error);
}

void CompareWindow::chooseImageFile() {
    const QString path = askExportPath(this, tr("Export comparison"), ExportKind::Image);
    if (path.isEmpty())
        return;
    QString error;
    if (exportImage(path, &error))
        showStatus(tr("Saved %1").arg(path), false);
    else
        showStatus(error, true);
}

void CompareWindow::chooseCsvFile() {
    const QString path = askExportPath(this, tr("Export metrics"), ExportKind::CsvTable);
    if (path.isEmpty())
        return;
    QString error;
    if (exportCsv(path, &error))
        showStatus(tr("Saved %1").arg(path), false);
    else
        showStatus(error, true);
}

void CompareWindow::showStatus(const QString& text, bool error) {
    status_->setText(text);
    status_->setStyleSheet(
        error ? QStringLiteral("color: %1; font-weight: bold").arg(Theme::of(palette()).errorText().name())
              : QString());
}

void CompareWindow::applySizes() {
    const QFontMetrics metrics(font());
    centralWidget()->findChild<QScrollArea*>()->setMinimumWidth(metrics.averageCharWidth() * 44);
    table_->resizeColumnsToContents();
}

void CompareWindow::changeEvent(QEvent* event) {
    QMainWindow::changeEvent(event);
    if (event->type() == QEvent::FontChange && centralWidget() != nullptr) {
        applySizes();
    }
}

} // namespace qmgrlab::ui
