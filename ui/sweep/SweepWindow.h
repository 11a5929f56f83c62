// SPDX-License-Identifier: GPL-3.0-or-later
// SweepWindow: the Sweep window (Simulation > Sweep…). Pick one or two main.cf parameters and
// their values (a list or FROM..TO:STEP, checked with the parameter's valid range as typed: a
// bad field is marked and Run disabled) and the metrics to plot; run the sweep off the GUI
// thread with a progress bar and Cancel; the finished points fill a table and a chart (a line
// chart for one parameter, a heat map for two). Clicking a point of the chart opens that
// variant in the main window; the chart exports as PNG, SVG or PDF and the table as CSV.
#pragma once

#include "core/scenario/Scenario.h"
#include "core/whatif/SweepGrid.h"

#include <QString>
#include <QStringList>
#include <QWidget>
#include <cstddef>
#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QProgressBar;
class QPushButton;
class QTableView;

namespace qmgrlab {
struct SweepPointResult;
}

namespace qmgrlab::ui {

class SweepJob;
class SweepPlot;
class SweepResultsModel;

class SweepWindow : public QWidget {
    Q_OBJECT
public:
    // base: the scenario every point starts from (the main window's, as it is now).
    explicit SweepWindow(const Scenario& base, const QString& sourceName, QWidget* parent = nullptr);
    ~SweepWindow() override;

    // Sets swept parameter 0 or 1 (an empty name: no second parameter) and its values' text.
    void setParameter(int axis, const QString& name, const QString& values);

    bool canRun() const;
    bool running() const;
    // Starts the sweep the fields describe; false when they are not valid or a sweep runs.
    bool run();
    void cancel();

    SweepResultsModel* results() const { return results_; }
    SweepPlot* plot() const { return plot_; }

    // The base scenario with the settings of a point of the last sweep started.
    Scenario variant(std::size_t number) const;
    // Exports the results table; false with a one-line *error naming the file.
    bool exportCsv(const QString& path, QString* error);

Q_SIGNALS:
    // A point of the chart was clicked: its variant, to open as a new unsaved scenario.
    void variantRequested(const qmgrlab::Scenario& scenario);
    void sweepFinished(bool cancelled);

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override; // the checked metric scrolled into view

private:
    friend class SweepWindowProbe; // tests/ui: the metrics, the fields' rule, the chart

    // Checks exactly these metrics (names as scalarMetrics gives them), in the list's order.
    void setMetrics(const QStringList& names);
    QStringList checkedMetrics() const;
    // The first checked metric scrolled into the list's view (a short screen shows a few rows).
    void showCheckedMetric();
    // Exports the chart; false with a one-line *error naming the file.
    bool exportPlot(const QString& path, QString* error);
    QWidget* buildControls();
    void fillParameterChoices(QComboBox* box, bool optional);
    void validate();
    void updateButtons();
    void updateHint(int axis);
    void onPointFinished(const SweepPointResult& result);
    void onFinished(bool cancelled);
    void showMessage(const QString& text, bool error);
    void chooseExportPlot();
    void chooseExportCsv();

    Scenario base_;
    QString sourceName_;
    QStringList transports_;
    std::optional<SweepGrid> grid_;    // what the fields describe, when valid
    std::optional<SweepGrid> runGrid_; // the grid of the sweep last started
    QString validationError_;
    int badField_ = -1; // the field validationError_ is about
    bool messageIsError_ = false;
    std::size_t done_ = 0;

    QComboBox* parameter_[2]{};
    QLineEdit* values_[2]{};
    QLabel* hint_[2]{};
    QListWidget* metrics_ = nullptr;
    QLabel* message_ = nullptr;
    QPushButton* run_ = nullptr;
    QPushButton* cancel_ = nullptr;
    QProgressBar* progress_ = nullptr;
    QPushButton* exportPlot_ = nullptr;
    QPushButton* exportCsv_ = nullptr;
    QTableView* table_ = nullptr;
    SweepResultsModel* results_;
    SweepPlot* plot_ = nullptr;
    SweepJob* job_;
};

} // namespace qmgrlab::ui
