// SPDX-License-Identifier: GPL-3.0-or-later
// SweepResultsModel: the table of a sweep's finished points, one row per point in point order
// (whatever order they finish in): the point number, the swept parameters' values and the
// chosen metrics. A point whose run failed shows its error in place of its figures. The rows are
// the core's sweep table (core/SweepTable), whose CSV is the one `qmgrlab-cli sweep` writes: the
// same bytes for the same sweep.
#pragma once

#include "core/whatif/SweepRunner.h"
#include "core/whatif/SweepTable.h"

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace qmgrlab::ui {

class SweepResultsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    explicit SweepResultsModel(QObject* parent = nullptr);

    // Forgets every row; the columns become the point, these parameters and these metrics.
    void reset(const std::vector<std::string>& parameters, const std::vector<std::string>& metrics);
    // Adds (or replaces) the row of result.number.
    void addResult(const SweepPointResult& result);

    const SweepTable& table() const { return table_; }
    const std::vector<SweepPointResult>& results() const { return table_.results(); }
    const std::vector<std::string>& metrics() const { return table_.metrics(); }
    // The result of a point number, or nullptr when it is not done.
    const SweepPointResult* result(std::size_t number) const { return table_.result(number); }
    // A metric of a result, when that run produced it.
    static std::optional<double> value(const SweepPointResult& result, const std::string& metric) {
        return SweepTable::value(result, metric);
    }

    // The CSV text (SweepTable::csv): "point", the parameters, the chosen metrics, then "error".
    QString csvText() const;
    // Writes csvText(); false with a one-line *error (naming the file) when it cannot be written.
    bool writeCsv(const QString& path, QString* error) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    SweepTable table_;
};

} // namespace qmgrlab::ui
