// SPDX-License-Identifier: GPL-3.0-or-later
// VariantEditor: one variant of the compared scenario as a small table of main.cf changes,
// parameter name and value, entered as in the Parameters panel: the names complete over the
// known ones (per-transport forms for the scenario's transports included), each cell's tooltip
// tells what the parameter does and its valid range, and a cell that breaks a rule (unknown
// name, name given twice, value outside the range or of the wrong syntax, no value) is marked
// in red with the rule in its tooltip. Rows left entirely empty are ignored.
#pragma once

#include "core/scenario/Scenario.h"

#include <QStringList>
#include <QWidget>
#include <vector>

class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace qmgrlab::ui {

class VariantEditor : public QWidget {
    Q_OBJECT
public:
    // transports: the scenario's transports, for the per-transport names.
    explicit VariantEditor(const QStringList& transports, QWidget* parent = nullptr);

    // Appends a row with this setting (checked like a typed one).
    void addSetting(const QString& name, const QString& value);
    // Sets the cell of row `row` (0: name, 1: value), as typing would.
    void setCell(int row, int column, const QString& text);
    int rowCount() const;

    // Whether every row is a valid setting (or empty).
    bool isValid() const { return invalidCells_ == 0; }
    int invalidCells() const { return invalidCells_; }
    // The rule a cell breaks, empty when it is valid.
    QString cellError(int row, int column) const;
    // The settings of the non-empty rows, in order; meaningful when isValid().
    std::vector<ParameterSetting> settings() const;
    // "name=value, name=value", or "no changes".
    QString label() const;

Q_SIGNALS:
    void changed(); // a cell was edited, a row added or removed

protected:
    void changeEvent(QEvent* event) override; // follows the theme

private:
    void validate();
    void mark(QTableWidgetItem* item, const QString& error, const QString& help);

    QTableWidget* table_;
    QPushButton* add_;
    QPushButton* remove_;
    int invalidCells_ = 0;
    bool validating_ = false;
};

} // namespace qmgrlab::ui
