// SPDX-License-Identifier: GPL-3.0-or-later
// StepLogModel: the log of every step of a run as a table model whose rows are generated
// on demand from the recording, so a run of a million steps costs no memory per row. While the
// future is hidden it holds only the steps taken so far.
#pragma once

#include "ui/narration/Narrator.h"

#include <QAbstractTableModel>
#include <cstddef>
#include <memory>
#include <optional>

namespace qmgrlab::ui {

class StepLogModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { StepColumn, TimeColumn, KindColumn, WhatColumn, ColumnCount };

    explicit StepLogModel(QObject* parent = nullptr);

    // Shows the steps of run (nullptr: none); the run must outlive the model or the next call.
    void setRun(const Run* run);
    // Rows for the first `steps` steps only (the steps taken so far, while the future is
    // hidden); nullopt: every recorded step.
    void setShownSteps(std::optional<std::size_t> steps);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const Run* run_ = nullptr;
    std::unique_ptr<Narrator> narrator_;
    std::optional<std::size_t> shownSteps_;
};

} // namespace qmgrlab::ui
