// SPDX-License-Identifier: GPL-3.0-or-later
// SweepResultsModel: rows kept sorted by point number; figures shown as the core computed them
// (up to 6 significant digits on screen, full precision in the CSV).
#include "ui/sweep/SweepResultsModel.h"

#include "core/RunMetrics.h"

#include <QFileInfo>
#include <QSaveFile>
#include <algorithm>

namespace qmgrlab::ui {

namespace {

// A CSV field, quoted when it holds a separator, a quote or a line end.
QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString settingValue(const SweepPointResult& result, const std::string& parameter) {
    for (const ParameterSetting& setting : result.settings.settings()) {
        if (setting.name == parameter)
            return QString::fromStdString(setting.value);
    }
    return {};
}

} // namespace

SweepResultsModel::SweepResultsModel(QObject* parent) : QAbstractTableModel(parent) {}

void SweepResultsModel::reset(const std::vector<std::string>& parameters,
                              const std::vector<std::string>& metrics) {
    beginResetModel();
    parameters_ = parameters;
    metrics_ = metrics;
    results_.clear();
    endResetModel();
}

void SweepResultsModel::addResult(const SweepPointResult& result) {
    const auto at = std::lower_bound(results_.begin(), results_.end(), result.number,
                                     [](const SweepPointResult& r, std::size_t n) { return r.number < n; });
    const int row = static_cast<int>(at - results_.begin());
    if (at != results_.end() && at->number == result.number) {
        *at = result;
        Q_EMIT dataChanged(index(row, 0), index(row, columnCount() - 1));
        return;
    }
    beginInsertRows({}, row, row);
    results_.insert(at, result);
    endInsertRows();
}

const SweepPointResult* SweepResultsModel::result(std::size_t number) const {
    const auto at = std::lower_bound(results_.begin(), results_.end(), number,
                                     [](const SweepPointResult& r, std::size_t n) { return r.number < n; });
    return at != results_.end() && at->number == number ? &*at : nullptr;
}

std::optional<double> SweepResultsModel::value(const SweepPointResult& result, const std::string& metric) {
    for (const MetricValue& value : result.metrics) {
        if (value.name == metric)
            return value.value;
    }
    return std::nullopt;
}

QString SweepResultsModel::csvText() const {
    QStringList header{QStringLiteral("point")};
    for (const std::string& parameter : parameters_)
        header << csvField(QString::fromStdString(parameter));
    for (const std::string& name : metrics_)
        header << csvField(QString::fromStdString(name));
    header << QStringLiteral("error");
    QString text = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const SweepPointResult& result : results_) {
        QStringList row{QString::number(result.number)};
        for (const std::string& parameter : parameters_)
            row << csvField(settingValue(result, parameter));
        for (const std::string& name : metrics_) {
            const std::optional<double> figure = value(result, name);
            row << (figure ? QString::number(*figure, 'g', 17) : QString());
        }
        row << csvField(QString::fromStdString(result.error));
        text += row.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

bool SweepResultsModel::writeCsv(const QString& path, QString* error) const {
    const QByteArray bytes = csvText().toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

int SweepResultsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(results_.size());
}

int SweepResultsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(1 + parameters_.size() + metrics_.size());
}

QVariant SweepResultsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const SweepPointResult& result = results_[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    const std::size_t firstMetric = 1 + parameters_.size();
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
        return settingValue(result, parameters_[column - 1]);
    if (!result.error.empty())
        return tr("failed");
    const std::optional<double> figure = value(result, metrics_[column - firstMetric]);
    return figure ? QString::number(*figure, 'g', 6) : QStringLiteral("–");
}

QVariant SweepResultsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const auto column = static_cast<std::size_t>(section);
    const std::size_t firstMetric = 1 + parameters_.size();
    if (role == Qt::ToolTipRole && column >= firstMetric) {
        const MetricDefinition* definition = findMetricDefinition(metrics_[column - firstMetric]);
        return definition != nullptr ? QString::fromStdString(definition->definition) : QVariant();
    }
    if (role != Qt::DisplayRole)
        return {};
    if (column == 0)
        return tr("Point");
    if (column < firstMetric)
        return QString::fromStdString(parameters_[column - 1]);
    const std::string& metric = metrics_[column - firstMetric];
    const MetricDefinition* definition = findMetricDefinition(metric);
    return definition != nullptr
               ? tr("%1 (%2)").arg(QString::fromStdString(metric), QString::fromStdString(definition->unit))
               : QString::fromStdString(metric);
}

} // namespace qmgrlab::ui
