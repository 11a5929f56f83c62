// SPDX-License-Identifier: GPL-3.0-or-later
// CompareWindow: "What if?" for the open scenario: two to four variants of it run side by
// side. Variant 1 is the scenario as it is (the base); each further variant is a set of main.cf
// changes entered by parameter name (VariantEditor). Run builds every variant's recorded run;
// it is disabled while a cell is invalid. The window then shows the variants' timelines
// stacked on one shared position (CompareTimelines) and their metrics with the differences to
// the base (CompareMetricsModel), and exports the comparison as one image (PNG, SVG, PDF) and
// the table as CSV. It opens with variant 2 ready when the scenario has a lesson: the setting a
// lesson of the course is about (Course), or the first its figures compare with. Non-modal;
// sizes follow the font, colours the theme.
#pragma once

#include "core/scenario/Scenario.h"
#include "ui/compare/CompareVariant.h"

#include <QMainWindow>
#include <vector>

class QAction;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace qmgrlab::ui {

class CompareMetricsModel;
class CompareTimelines;
class VariantEditor;

class CompareWindow : public QMainWindow {
    Q_OBJECT
public:
    static constexpr int kMaxVariants = 4; // the base included

    CompareWindow(const Scenario& base, const QString& sourceName, QWidget* parent = nullptr);

    int variantCount() const { return 1 + static_cast<int>(editors_.size()); }
    bool canRun() const;

    const std::vector<CompareVariant>& variants() const { return variants_; }
    const CompareMetricsModel* metrics() const { return metrics_; }

    // The comparison as one picture (by suffix: .png, .svg, .pdf), and the table as CSV.
    bool exportImage(const QString& path, QString* error) const;
    bool exportCsv(const QString& path, QString* error) const;

protected:
    void changeEvent(QEvent* event) override; // follows the font

private:
    friend class CompareWindowProbe; // tests/ui: the variants' editors, Run, the timelines

    // Adds a variant (nullptr when there are kMaxVariants already).
    VariantEditor* addVariant();
    // The editor of variant `variant` (2.. kMaxVariants; 1 is the base, which has none).
    VariantEditor* variantEditor(int variant) const;
    // Runs every variant and shows the comparison; false with *error when one cannot be run.
    bool runVariants(QString* error = nullptr);
    void removeVariant(VariantEditor* editor);
    void updateRunState();
    void chooseImageFile();
    void chooseCsvFile();
    void showStatus(const QString& text, bool error);
    void applySizes();

    Scenario base_;
    QString sourceName_;
    QStringList transports_;
    std::vector<VariantEditor*> editors_;
    std::vector<QGroupBox*> boxes_;
    std::vector<CompareVariant> variants_;

    QVBoxLayout* variantsLayout_;
    QPushButton* addButton_;
    QPushButton* runButton_;
    QLabel* status_;
    CompareTimelines* timelines_;
    CompareMetricsModel* metrics_;
    QTableView* table_;
    QAction* exportImageAction_;
    QAction* exportCsvAction_;
};

} // namespace qmgrlab::ui
