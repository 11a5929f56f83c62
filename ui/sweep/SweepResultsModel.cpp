// SPDX-License-Identifier: GPL-3.0-or-later
// SweepResultsModel: a SweepTable's rows as cells; figures shown with up to 6 significant digits
// on screen, the CSV as the table writes it.
#include "ui/sweep/SweepResultsModel.h"

#include "core/whatif/MetricRegistry.h"
#include "ui/common/PageWriter.h"

#include <algorithm>

namespace qmgrlab::ui {

SweepResultsModel::SweepResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SweepResultsModel::reset(const std::vector<std::string>& parameters,
                              const std::vector<std::string>& metrics) {
    beginResetModel();
    table_ = SweepTable(parameters, metrics);
    endResetModel();
}

void SweepResultsModel::addResult(const SweepPointResult& result) {
    if (table_.contains(result.number)) {
        const int row = static_cast<int>(table_.add(result));
        Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
        return;
    }
    const int row = static_cast<int>(table_.rowOf(result.number));
    beginInsertRows({}, row, row);
    table_.add(result);
    endInsertRows();
}

QString SweepResultsModel::csvText() const {
    return QString::fromStdString(table_.csv());
}

bool SweepResultsModel::writeCsv(const QString& path, QString* error) const {
    const std::string text = table_.csv();
    return PageWriter::save(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), error);
}

int SweepResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.results().size());
}

int SweepResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(1 + table_.parameters().size() + table_.metrics().size());
}

QVariant SweepResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const SweepPointResult& result = table_.results()[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    const std::size_t firstMetric = 1 + table_.parameters().size();
    if (role == Qt::TextAlignmentRole)
        return column == 0 || column >= firstMetric ? QVariant(Qt::AlignRight | Qt::AlignVCenter)
                                                    : QVariant();
    if (role == Qt::ToolTipRole && !result.error.empty())
        return tr("This point's run failed: %1").arg(QString::fromStdString(result.error));
    if (role != Qt::DisplayRole)
        return {};
    if (column == 0)
        return QString::number(result.number);
    if (column < firstMetric)
        return QString::fromStdString(SweepTable::settingValue(result, table_.parameters()[column - 1]));
    if (!result.error.empty())
        return tr("failed");
    const std::optional<double> figure = value(result, table_.metrics()[column - firstMetric]);
    return figure ? QString::number(*figure, 'g', 6) : QStringLiteral("–");
}

QVariant SweepResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto column = static_cast<std::size_t>(section);
    const std::size_t firstMetric = 1 + table_.parameters().size();
    if (role == Qt::ToolTipRole && column >= firstMetric) {
        const MetricDefinition* definition = findMetricDefinition(table_.metrics()[column - firstMetric]);
        return definition != nullptr ? QString::fromStdString(definition->definition) : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    if (column == 0)
        return tr("Point");
    if (column < firstMetric)
        return QString::fromStdString(table_.parameters()[column - 1]);
    const std::string& metric = table_.metrics()[column - firstMetric];
    const MetricDefinition* definition = findMetricDefinition(metric);
    return definition != nullptr
               ? tr("%1 (%2)").arg(QString::fromStdString(metric), QString::fromStdString(definition->unit))
               : QString::fromStdString(metric);
}

} // namespace qmgrlab::ui
