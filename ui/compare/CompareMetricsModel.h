// SPDX-License-Identifier: GPL-3.0-or-later
// CompareMetricsModel: the run-level metrics of the compared variants as a table: metric (by
// its readable name), unit, each variant's value, then for every variant after the first its
// difference to the first; the metrics whose values differ come first. Where a lower or a
// higher value is better (the metric's definition says which) and the variants differ, the
// best value is bold and each difference is coloured better or worse; the tooltip of a row is
// the metric's internal name and definition. Also written as CSV (internal names).
#pragma once

#include "ui/compare/CompareVariant.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace qmgrlab {
struct MetricDefinition;
}

namespace qmgrlab::ui {

class CompareMetricsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The raw value of a variant or difference cell (double), for tests and the CSV.
    static constexpr int ValueRole = Qt::UserRole;
    // Whether a variant cell holds the best value of its row (bool).
    static constexpr int BestRole = Qt::UserRole + 1;

    explicit CompareMetricsModel(QObject* parent = nullptr);

    void setVariants(const std::vector<CompareVariant>& variants);

    int variantCount() const { return static_cast<int>(labels_.size()); }
    int variantColumn(int variant) const { return 2 + variant; }
    // The difference of variant (1..) to the first.
    int differenceColumn(int variant) const { return 2 + variantCount() + variant - 1; }
    // The row of a metric name, or -1.
    // A run metric's readable name ("Recipient delay, average" for recipient_delay_avg_s), in
    // the user's language; the internal name when there is none.
    static QString readableName(const QString& metric);
    int rowOf(const QString& metric) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The table as CSV (header line, then one line per metric; values in full precision).
    QString csv() const;
    // Writes csv() to path; false with a one-line *error when the file cannot be written.
    bool writeCsv(const QString& path, QString* error) const;

private:
    struct Row {
        const MetricDefinition* definition = nullptr;
        QString name;
        QString unit;
        std::vector<double> values; // by variant
        int best = -1;              // variant with the best value, -1: none stands out
    };
    double difference(const Row& row, int variant) const { return row.values[variant] - row.values[0]; }
    // +1 better than the first, -1 worse, 0 the same or no preference.
    int verdict(const Row& row, int variant) const;

    QStringList labels_;
    std::vector<Row> rows_;
};

} // namespace qmgrlab::ui
