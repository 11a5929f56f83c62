// SPDX-License-Identifier: GPL-3.0-or-later
// ParametersPanel: every main.cf parameter the simulator honours, by its Postfix name and
// grouped as in the README, with default, valid range and a plain-words tooltip; the
// per-transport forms for the scenario's transports; values that differ from Postfix's
// defaults stand out. Edits are checked as they are typed; Apply hands them to the scenario
// document as one undoable edit ("Set default_delivery_slot_cost = 3").
#pragma once

#include "core/scenario/Scenario.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QTreeWidget;
class QTreeWidgetItem;

namespace qmgrlab {
struct ParameterInfo;
}

namespace qmgrlab::ui {

class RefreshWhenShown;
class ScenarioDocument;
class SimulationController;

class ParametersPanel : public QWidget {
    Q_OBJECT
public:
    explicit ParametersPanel(ScenarioDocument* document, QWidget* parent = nullptr);

    // Sets a main.cf parameter (an empty value removes it, so its default applies) in the
    // pending changes. Returns an empty string, or the rule the value breaks (then nothing
    // changes).
    QString setValue(const QString& name, const QString& value);
    // A parameter's valid values in a few words ("0..1000, not 1"), for tooltips and columns;
    // the Compare window's variant editor shows the same.
    static QString rangeText(const ParameterInfo& info);

public Q_SLOTS:
    bool apply(); // the pending changes as an edit of the document (rerun, undoable)

private:
    friend class ParametersPanelProbe; // tests/ui: the pending changes, Revert and Reset to defaults

    bool hasPendingChanges() const;
    void revert();          // forgets the pending changes
    void resetToDefaults(); // removes every main.cf setting (pending until applied)
    void followDocument();
    void rebuild();
    void fillTree();
    void updateButtons();
    void addParameter(const ParameterInfo& info, const QStringList& transports);
    void refreshItems();
    void refreshItem(QTreeWidgetItem* item);
    void onItemChanged(QTreeWidgetItem* item, int column);
    void showMessage(const QString& text, bool error);
    QString effectiveValue(const ParameterInfo& info, const QString& transport) const;

    ScenarioDocument* document_;
    SimulationController* controller_;
    QTreeWidget* tree_;
    QLabel* message_;
    QPushButton* apply_;
    QPushButton* revert_;
    QPushButton* reset_;
    RefreshWhenShown* refreshWhenShown_;
    Scenario draft_;        // the main.cf settings with the pending changes (nothing else)
    bool updating_ = false; // items are being filled, not edited
};

} // namespace qmgrlab::ui
