// SPDX-License-Identifier: GPL-3.0-or-later
// StructuresViewProbe: what a StructuresView shows, for the GUI tests: the core's snapshot it
// draws and the text of each row it lays out (messages, jobs and peers; then the queues).
#pragma once

#include "ui/concepts/StructuresView.h"

#include <QStringList>

namespace qmgrlab::ui {

class StructuresViewProbe {
public:
    explicit StructuresViewProbe(const StructuresView& view) : view_(view) {}

    const std::optional<StructureSnapshot>& snapshot() const { return view_.snapshot_; }
    QStringList rowTexts() const {
        QStringList texts;
        for (const auto* rows : {&view_.messageRows_, &view_.queueRows_})
            for (const auto& row : *rows)
                texts << row.text;
        return texts;
    }
    bool twoColumns() const { return view_.twoColumns(); }

private:
    const StructuresView& view_;
};

} // namespace qmgrlab::ui
