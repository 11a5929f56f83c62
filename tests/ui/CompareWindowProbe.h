// SPDX-License-Identifier: GPL-3.0-or-later
// CompareWindowProbe: a CompareWindow for the GUI tests, driven as its buttons and cells are: a
// variant added, a variant's editor with a setting added or a cell typed and the rule a cell
// breaks, Run; and what it shows: the timelines (aligned by time or decision, each variant's
// position, the slots that differ from the first variant's) and the metrics table's columns.
#pragma once

#include "ui/compare/CompareMetricsModel.h"
#include "ui/compare/CompareTimelines.h"
#include "ui/compare/CompareWindow.h"
#include "ui/compare/VariantEditor.h"

#include <QTableWidget>
#include <algorithm>

namespace qmgrlab::ui {

class CompareWindowProbe {
public:
    explicit CompareWindowProbe(CompareWindow& window) : window_(window) {}

    VariantEditor* addVariant() { return window_.addVariant(); }
    // Variant 2.. kMaxVariants (1 is the base, which has no editor).
    VariantEditor* variantEditor(int variant) const { return window_.variantEditor(variant); }
    bool runVariants(QString* error = nullptr) { return window_.runVariants(error); }

    static void addSetting(VariantEditor& editor, const QString& name, const QString& value) {
        editor.addSetting(name, value);
    }
    // Row `row`'s cell (0: name, 1: value) typed.
    static void setCell(VariantEditor& editor, int row, int column, const QString& text) {
        if (QTableWidgetItem* item = editor.table_->item(row, column))
            item->setText(text);
    }
    static QString cellError(const VariantEditor& editor, int row, int column) {
        const QTableWidgetItem* item = editor.table_->item(row, column);
        return item != nullptr ? item->data(VariantEditor::ErrorRole).toString() : QString();
    }

    CompareTimelines* timelines() const { return window_.timelines_; }
    void setAlignBy(CompareTimelines::AlignBy align) { window_.timelines_->setAlignBy(align); }
    // Steps applied in variant v's run at the shared position.
    std::size_t variantPosition(int variant) const { return window_.timelines_->variantPosition(variant); }
    // The slot string line of variant v as shown (plain text).
    QString slotText(int variant) const { return window_.timelines_->slotText(variant); }
    // Slots of variant v (on the shown transport) that differ from the first variant's.
    int differingSlots(int variant) const {
        const std::vector<bool>& differs = window_.timelines_->differences(variant);
        return static_cast<int>(std::count(differs.begin(), differs.end(), true));
    }

    // The metrics table's columns: metric, unit, one per variant, then each variant's difference
    // to the first.
    int variantColumn(int variant) const { return 2 + variant; }
    int differenceColumn(int variant) const { return 2 + window_.metrics()->variantCount() + variant - 1; }

private:
    CompareWindow& window_;
};

} // namespace qmgrlab::ui
