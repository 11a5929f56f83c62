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

    // A cell's rule it breaks (QString), empty when it is valid.
    static constexpr int ErrorRole = Qt::UserRole;

    // The cells that break a rule (0: every row is a valid setting, or empty).
    int invalidCells() const { return invalidCells_; }
    // The settings of the non-empty rows, in order; meaningful without invalid cells.
    std::vector<ParameterSetting> settings() const;
    // "name=value, name=value", or "no changes".
    QString label() const;
    // Appends a row with this setting (checked like a typed one).
    void addSetting(const QString& name, const QString& value);

Q_SIGNALS:
    void changed(); // a cell was edited, a row added or removed

protected:
    void changeEvent(QEvent* event) override; // follows the theme

private:
    friend class CompareWindowProbe; // tests/ui: the cells' rules

    void validate();
    void mark(QTableWidgetItem* item, const QString& error, const QString& help);

    QTableWidget* table_;
    QPushButton* add_;
    QPushButton* remove_;
    int invalidCells_ = 0;
    bool validating_ = false;
};

} // namespace qmgrlab::ui
