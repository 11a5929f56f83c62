// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditor: a dialog that edits a scenario's messages (arrival, recipients per
// destination, null sender, a start in the deferred queue), destinations (transport, delivery
// time, server limit, down or down intervals, greylisting, unknown and deferred users),
// transports (maxproc, broken intervals) and the deferred queue switch, and accepts only a
// scenario that passes validateScenario.
#pragma once

#include "core/scenario/Scenario.h"

#include <QDialog>

class QCheckBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTableWidget;

namespace qmgrlab::ui {

class ScenarioEditor : public QDialog {
    Q_OBJECT
public:
    explicit ScenarioEditor(const Scenario& scenario, QWidget* parent = nullptr);

    // The edited scenario; valid after the dialog was accepted.
    const Scenario& scenario() const { return result_; }
    // Why the last attempt to accept failed (empty if it did not).
    QString errorText() const;

    // A small valid scenario to start a new one from.
    static Scenario newScenario();

public Q_SLOTS:
    void accept() override;

private:
    QTableWidget* makeTable(const QStringList& headers);
    QWidget* tablePage(QTableWidget* table, const QString& addText, const QString& hint);
    // Gives a new or filled row its check boxes (null sender, down).
    void addCheckItems(QTableWidget* table, int row) const;
    void fillMessages();
    void fillDestinations();
    void fillTransports();
    // Each throws std::runtime_error with a message naming the row and column.
    void readMessages(Scenario& scenario) const;
    void readDestinations(Scenario& scenario) const;
    void readTransports(Scenario& scenario) const;

    Scenario original_;
    Scenario result_;
    bool messagesEditable_;
    QLineEdit* title_;
    QCheckBox* deferredQueue_;
    QPlainTextEdit* description_;
    QTableWidget* messages_;
    QTableWidget* destinations_;
    QTableWidget* transports_;
    QLabel* error_;
};

} // namespace qmgrlab::ui
