// SPDX-License-Identifier: GPL-3.0-or-later
// DestinationsTableModel: the table of destination queues for DestinationsView: one row per
// queue seen up to the current position (transport, destination, window, busy, todo, dead or
// alive with its revival time, suspended by a rate delay with the time left, the transport
// dead, the server down, the blocking mark, the feedback counters), and a check box per
// row choosing whether its window is plotted. SortRole gives each cell's value for sorting.
#pragma once

#include "core/run/Inspector.h"

#include <QAbstractTableModel>
#include <QString>
#include <cstdint>
#include <vector>

namespace qmgrlab::ui {

class DestinationsTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column {
        Plot,
        Transport,
        Destination,
        Window,
        Busy,
        Todo,
        State,
        Blocking,
        Success,
        Failure,
        FailCohorts,
        ColumnCount
    };

    static constexpr int SortRole = Qt::UserRole; // numbers as numbers, none for a discarded queue

    struct Row {
        int history = -1;       // index into the recording's queue histories; -1: none, cannot be plotted
        int transportIndex = 0; // its transport's place in the configuration (the table's order)
        QString transport;
        QString destination;
        bool inMemory = false; // false: discarded (it had nothing left), info is stale
        QueueInfo info;
        bool transportDead = false;           // its transport's agents cannot be started (v2)
        std::int64_t transportRetryAtMs = -1; // then: when the transport is tried again
    };

    explicit DestinationsTableModel(QObject* parent = nullptr);

    // Starts a new run with `histories` queue histories; the first `plotted` are checked.
    void reset(int histories, int plotted);
    void setRows(std::vector<Row> rows);

    const std::vector<Row>& rows() const { return rows_; }
    bool plotted(int history) const { return history >= 0 && plotted_[static_cast<std::size_t>(history)]; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role) override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

Q_SIGNALS:
    void plottedChanged();

private:
    friend class DestinationsViewProbe; // tests/ui: a row's Plot box ticked

    void setPlotted(int history, bool on);
    static QVariant queueFigure(const QueueInfo& q, int column);
    static QString stateText(const Row& row);
    static QString stateToolTip(const Row& row);
    QVariant display(const Row& row, int column) const;
    QVariant sortValue(const Row& row, int column) const;

    std::vector<Row> rows_;
    std::vector<bool> plotted_;
};

} // namespace qmgrlab::ui
