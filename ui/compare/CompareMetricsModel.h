// SPDX-License-Identifier: GPL-3.0-or-later
// CompareMetricsModel: the core's compare table (core/CompareTable: the run-level metrics of the
// compared variants) as a Qt table: metric (by its readable name), unit, each variant's value,
// then for every variant after the first its difference to the first; the metrics whose values
// differ come first. The better values the table marks (ties included) are bold and each
// difference is coloured better or worse; the tooltip of a row is the metric's internal name and
// definition. Its CSV is the table's, the same bytes as `qmgrlab-cli compare --csv`.
#pragma once

#include "core/whatif/CompareTable.h"
#include "ui/compare/CompareVariant.h"

#include <QAbstractTableModel>
#include <QStringList>
#include <vector>

namespace qmgrlab::ui {

class CompareMetricsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // The raw value of a variant or difference cell (double), for tests and the CSV.
    static constexpr int ValueRole = Qt::UserRole;
    // Whether a variant cell holds the best value of its row (bool).
    static constexpr int BestRole = Qt::UserRole + 1;

    explicit CompareMetricsModel(QObject* parent = nullptr);

    // The variants as run (their labels head the columns) and their compare table.
    void setVariants(const std::vector<CompareVariant>& variants, CompareTable table);
    const CompareTable& table() const { return table_; }

    int variantCount() const { return static_cast<int>(labels_.size()); }
    // A metric's readable, translated name ("Preemptions"); an unknown name as it is.
    static QString readableName(const QString& metric);
    // The row of a metric name, or -1.
    int rowOf(const QString& metric) const;

    int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The table as CSV (CompareTable::csv).
    QString csv() const;
    // Writes csv() to path; false with a one-line *error when the file cannot be written.
    bool writeCsv(const QString& path, QString* error) const;

private:
    const MetricDefinition* definition(int row) const;

    QStringList labels_;
    CompareTable table_;
    std::vector<std::size_t> order_; // the table's row of each model row
};

} // namespace qmgrlab::ui
