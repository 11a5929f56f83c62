// SPDX-License-Identifier: GPL-3.0-or-later
// StepLogModel: one row per recorded step: its number, time, kind and a one-line headline,
// with the colour of the job it is about.
#include "ui/narration/StepLogModel.h"

#include "core/run/Run.h"
#include "ui/common/JobPalette.h"

#include <QColor>
#include <algorithm>

namespace qmgrlab::ui {

StepLogModel::StepLogModel(QObject* parent) : QAbstractTableModel(parent) {}

void StepLogModel::setRun(const Run* run) {
    beginResetModel();
    run_ = run;
    narrator_ = run != nullptr ? std::make_unique<Narrator>(*run) : nullptr;
    endResetModel();
}

void StepLogModel::setShownSteps(std::optional<std::size_t> steps) {
    const std::size_t recorded = run_ != nullptr ? run_->recording().steps().size() : 0;
    const int before = rowCount();
    const int after = static_cast<int>(steps ? std::min(*steps, recorded) : recorded);
    if (after > before)
        beginInsertRows({}, before, after - 1);
    else if (after < before)
        beginRemoveRows({}, after, before - 1);
    shownSteps_ = steps;
    if (after > before)
        endInsertRows();
    else if (after < before)
        endRemoveRows();
}

int StepLogModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || run_ == nullptr) {
        return 0;
    }
    const std::size_t recorded = run_->recording().steps().size();
    return static_cast<int>(shownSteps_ ? std::min(*shownSteps_, recorded) : recorded);
}

int StepLogModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant StepLogModel::data(const QModelIndex& index, int role) const {
    if (run_ == nullptr || !index.isValid()) {
        return {};
    }
    const auto row = static_cast<std::size_t>(index.row());
    const StepRecord& step = run_->recording().steps()[row];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case StepColumn:
            return static_cast<qulonglong>(row + 1);
        case TimeColumn:
            return Narrator::formatTime(step.timeMs);
        case KindColumn:
            return Narrator::kindName(step.kind);
        case WhatColumn:
            return narrator_->headline(row);
        default:
            return {};
        }
    }
    if (role == Qt::DecorationRole && index.column() == WhatColumn) {
        const int message = narrator_->mainMessage(row);
        if (message != kNone) {
            return JobPalette::colour(message);
        }
    }
    if (role == Qt::ToolTipRole && index.column() == WhatColumn) {
        return tr("Click to go to the moment after this step");
    }
    if (role == Qt::TextAlignmentRole && index.column() == StepColumn) {
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QVariant StepLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case StepColumn:
        return tr("Step");
    case TimeColumn:
        return tr("Time");
    case KindColumn:
        return tr("Kind");
    case WhatColumn:
        return tr("What happened");
    default:
        return {};
    }
}

} // namespace qmgrlab::ui
