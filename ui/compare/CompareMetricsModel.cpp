// SPDX-License-Identifier: GPL-3.0-or-later
// CompareMetricsModel: the cells, fonts, colours and tooltips of a CompareTable.
#include "ui/compare/CompareMetricsModel.h"

#include "core/RunMetrics.h"
#include "ui/common/Theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QSaveFile>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

QString formatValue(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return QString::number(static_cast<qint64>(value));
    return QString::number(value, 'f', 3);
}

QString formatDifference(double delta) {
    if (delta == 0)
        return QStringLiteral("0");
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + formatValue(std::fabs(delta));
}

} // namespace

CompareMetricsModel::CompareMetricsModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareMetricsModel::setVariants(const std::vector<CompareVariant>& variants, CompareTable table) {
    beginResetModel();
    labels_.clear();
    for (const CompareVariant& variant : variants)
        labels_ << variant.label;
    table_ = std::move(table);
    endResetModel();
}

const MetricDefinition* CompareMetricsModel::definition(int row) const {
    return findMetricDefinition(table_.rows()[static_cast<std::size_t>(row)].name);
}

int CompareMetricsModel::rowOf(const QString& metric) const {
    const std::string name = metric.toStdString();
    for (std::size_t r = 0; r < table_.rows().size(); ++r) {
        if (table_.rows()[r].name == name)
            return static_cast<int>(r);
    }
    return -1;
}

int CompareMetricsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(table_.rows().size());
}

int CompareMetricsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || labels_.isEmpty() ? 0 : 2 + 2 * variantCount() - 1;
}

QVariant CompareMetricsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const CompareRow& row = table_.rows()[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const int variant = column - 2;
    const bool isVariant = variant >= 0 && variant < variantCount();
    const auto compared = static_cast<std::size_t>(std::max(0, column - 2 - variantCount() + 1));
    const bool isDifference = column >= 2 + variantCount();
    const std::optional<double> value = isVariant ? row.values[static_cast<std::size_t>(variant)]
                                                  : (isDifference ? row.difference(compared) : std::nullopt);
    const double number = value.value_or(0.0);
    const bool best = isVariant && row.best[static_cast<std::size_t>(variant)];

    switch (role) {
    case Qt::DisplayRole:
        if (column == 0)
            return QString::fromStdString(row.name);
        if (column == 1)
            return QString::fromStdString(row.unit);
        if (!value)
            return QStringLiteral("–");
        return isVariant ? formatValue(number) : formatDifference(number);
    case ValueRole:
        return value ? QVariant(number) : QVariant();
    case BestRole:
        return best;
    case Qt::FontRole:
        if (best) {
            QFont font = QGuiApplication::font();
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole: {
        const Theme& theme = Theme::of(QGuiApplication::palette());
        if (isDifference && row.verdict(compared) != 0)
            return row.verdict(compared) > 0 ? theme.accent() : theme.attention();
        return {};
    }
    case Qt::TextAlignmentRole:
        return column >= 2 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole: {
        const MetricDefinition* metric = definition(index.row());
        QString tip = metric != nullptr ? QString::fromStdString(metric->definition) : QString();
        if (row.preference == MetricPreference::LowerIsBetter)
            tip += QLatin1Char('\n') + tr("Lower is better.");
        else if (row.preference == MetricPreference::HigherIsBetter)
            tip += QLatin1Char('\n') + tr("Higher is better.");
        if (isDifference && row.verdict(compared) != 0)
            tip += QLatin1Char('\n') + (row.verdict(compared) > 0 ? tr("Better than the first variant.")
                                                                  : tr("Worse than the first variant."));
        return tip;
    }
    default:
        return {};
    }
}

QVariant CompareMetricsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        if (section == 0)
            return tr("Metric");
        if (section == 1)
            return tr("Unit");
        if (section < 2 + variantCount())
            return tr("%1: %2").arg(section - 1).arg(labels_[section - 2]);
        return tr("Δ %1 − 1").arg(section - 2 - variantCount() + 2);
    }
    if (role == Qt::ToolTipRole && section >= 2 + variantCount())
        return tr("Variant %1's value minus the first variant's").arg(section - 2 - variantCount() + 2);
    return QAbstractTableModel::headerData(section, orientation, role);
}

QString CompareMetricsModel::csv() const {
    return QString::fromStdString(table_.csv());
}

bool CompareMetricsModel::writeCsv(const QString& path, QString* error) const {
    const std::string text = table_.csv();
    const QByteArray bytes(text.data(), static_cast<qsizetype>(text.size()));
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error != nullptr)
            *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace qmgrlab::ui
