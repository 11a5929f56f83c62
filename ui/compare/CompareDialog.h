// SPDX-License-Identifier: GPL-3.0-or-later
// CompareDialog: what-if exploration. Runs the current scenario and a variant with other
// main.cf settings side by side and shows what changed: each transport's delivery-slot
// string, when each message finished, and the sent/deferred totals.
#pragma once

#include "core/Scenario.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPlainTextEdit;
class QTextBrowser;

namespace qmgrlab::ui {

class CompareDialog : public QDialog {
    Q_OBJECT
public:
    explicit CompareDialog(const Scenario& baseline, const QString& sourceName, QWidget* parent = nullptr);

    // The variant's main.cf as "name = value" lines; replaces what the editor shows.
    void setVariantText(const QString& text);
    // Runs both scenarios and shows the comparison; false (with *error) when the variant is
    // not valid.
    bool compare(QString* error = nullptr);
    // The comparison shown, as plain text.
    QString reportText() const;

private:
    // The baseline with the variant's main.cf; throws std::runtime_error naming the line.
    Scenario variantScenario() const;
    void applyPreset(int index);

    Scenario baseline_;
    QString sourceName_;
    QComboBox* presets_;
    QPlainTextEdit* variant_;
    QLabel* error_;
    QTextBrowser* report_;
};

} // namespace qmgrlab::ui
