// SPDX-License-Identifier: GPL-3.0-or-later
// DestinationsTableModel: cell texts, colours, tool tips and the plot check boxes.
#include "ui/destinations/DestinationsTableModel.h"

#include "ui/common/Theme.h"

#include <QBrush>
#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QStringList>
#include <utility>

namespace qmgrlab::ui {

DestinationsTableModel::DestinationsTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void DestinationsTableModel::reset(int histories, int plotted) {
    beginResetModel();
    rows_.clear();
    plotted_.assign(static_cast<std::size_t>(histories), false);
    for (int i = 0; i < plotted && i < histories; ++i)
        plotted_[static_cast<std::size_t>(i)] = true;
    endResetModel();
}

void DestinationsTableModel::setRows(std::vector<Row> rows) {
    bool sameQueues = rows.size() == rows_.size();
    for (std::size_t i = 0; sameQueues && i < rows.size(); ++i)
        sameQueues = rows[i].history == rows_[i].history;
    if (!sameQueues) {
        beginResetModel();
        rows_ = std::move(rows);
        endResetModel();
        return;
    }
    rows_ = std::move(rows);
    if (!rows_.empty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

void DestinationsTableModel::setPlotted(int history, bool on) {
    if (history < 0 || plotted_[static_cast<std::size_t>(history)] == on)
        return;
    plotted_[static_cast<std::size_t>(history)] = on;
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i].history == history)
            Q_EMIT dataChanged(index(static_cast<int>(i), Plot), index(static_cast<int>(i), Plot));
    }
    Q_EMIT plottedChanged();
}

int DestinationsTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int DestinationsTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

// A numeric column's value for a queue in memory (int counts, double feedback state): the
// table shows it, formatted, and sorts by it.
QVariant DestinationsTableModel::queueFigure(const QueueInfo& q, int column) {
    switch (column) {
    case Window:
        return q.window;
    case Busy:
        return q.busy;
    case Todo:
        return q.todo;
    case Success:
        return q.success;
    case Failure:
        return q.failure;
    case FailCohorts:
        return q.failCohorts;
    default:
        return {};
    }
}

namespace {

QString secondsText(std::int64_t ms) {
    return QLocale().toString(static_cast<double>(ms) / 1000.0, 'f', 1); // as the language writes numbers
}

} // namespace

QString DestinationsTableModel::stateText(const Row& row) {
    if (!row.inMemory)
        return tr("not in memory");
    const QueueInfo& q = row.info;
    QString text;
    if (q.dead)
        text = q.reviveAtMs >= 0 ? tr("dead, revives at %1 s").arg(secondsText(q.reviveAtMs)) : tr("dead");
    else if (q.suspended && q.resumeInMs >= 0)
        text = tr("suspended, resumes in %1 s").arg(secondsText(q.resumeInMs));
    else if (q.suspended)
        text = tr("suspended");
    else
        text = tr("alive");
    if (row.transportDead)
        text += QStringLiteral(" · ") +
                (row.transportRetryAtMs >= 0
                     ? tr("transport dead until %1 s").arg(secondsText(row.transportRetryAtMs))
                     : tr("transport dead"));
    if (q.serverDown)
        text += QStringLiteral(" · ") + (q.serverUpAtMs >= 0
                                             ? tr("server down until %1 s").arg(secondsText(q.serverUpAtMs))
                                             : tr("server down"));
    return text;
}

QString DestinationsTableModel::stateToolTip(const Row& row) {
    QStringList lines;
    if (row.inMemory && row.info.suspended)
        lines
            << tr("Suspended by the destination rate delay: after each delivery the queue takes no delivery "
                  "until its resume timer fires (at %1 s).")
                   .arg(secondsText(row.info.resumeAtMs));
    if (row.inMemory && row.info.dead)
        lines << tr("Dead: deliveries failed; its waiting entries were deferred.");
    if (row.transportDead)
        lines << tr("The transport's delivery agents could not be started (master.cf: broken): mail for this "
                    "queue is deferred until transport_retry_time has passed.");
    if (row.inMemory && row.info.serverDown)
        lines << tr("The destination's server is down in the scenario: every connection fails.");
    return lines.join(QLatin1Char('\n'));
}

QVariant DestinationsTableModel::display(const Row& row, int column) const {
    const QueueInfo& q = row.info;
    switch (column) {
    case Transport:
        return row.transport;
    case Destination:
        return row.destination;
    case State:
        return stateText(row);
    case Blocking:
        return row.inMemory && q.blocking ? tr("blocks jobs") : QString();
    default:
        break;
    }
    if (!row.inMemory)
        return QString();
    const QVariant value = queueFigure(q, column);
    return value.typeId() == QMetaType::Double ? QVariant(QString::number(value.toDouble(), 'g', 4)) : value;
}

QVariant DestinationsTableModel::sortValue(const Row& row, int column) const {
    switch (column) {
    case Plot:
        return plotted(row.history);
    case Transport:
    case Destination:
    case State:
    case Blocking:
        return display(row, column);
    default:
        break;
    }
    return row.inMemory ? queueFigure(row.info, column) : QVariant();
}

QVariant DestinationsTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return index.column() == Plot ? QVariant() : display(row, index.column());
    case SortRole:
        return sortValue(row, index.column());
    case Qt::CheckStateRole:
        return index.column() == Plot ? QVariant(plotted(row.history) ? Qt::Checked : Qt::Unchecked)
                                      : QVariant();
    case Qt::ForegroundRole:
        return row.inMemory ? QVariant()
                            : QVariant(QBrush(Theme::of(QGuiApplication::palette()).cardFaintText()));
    case Qt::BackgroundRole:
        if (row.inMemory && row.info.dead)
            return QBrush(Theme::of(QGuiApplication::palette()).deadFill());
        if (row.transportDead && index.column() == State)
            return QBrush(Theme::of(QGuiApplication::palette()).transportDeadFill());
        if (row.inMemory && row.info.suspended)
            return QBrush(Theme::of(QGuiApplication::palette()).suspendedFill());
        if (row.inMemory && row.info.blocking && index.column() == Blocking)
            return QBrush(Theme::of(QGuiApplication::palette()).blockerFill());
        return {};
    case Qt::FontRole:
        if (row.inMemory && (row.info.dead || (row.info.blocking && index.column() == Blocking))) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= Window && index.column() <= Todo ? QVariant(Qt::AlignCenter) : QVariant();
    case Qt::ToolTipRole:
        if (index.column() == Plot)
            return tr("Plot this queue's concurrency window");
        if (index.column() == Blocking)
            return tr("Marked as blocking jobs: jobs whose only waiting entries are here became blockers");
        if (index.column() == State) {
            const QString tip = stateToolTip(row);
            return tip.isEmpty() ? QVariant() : QVariant(tip);
        }
        return {};
    default:
        return {};
    }
}

bool DestinationsTableModel::setData(const QModelIndex& index, const QVariant& value, int role) {
    if (!index.isValid() || index.column() != Plot || role != Qt::CheckStateRole)
        return false;
    setPlotted(rows_[static_cast<std::size_t>(index.row())].history,
               value.value<Qt::CheckState>() == Qt::Checked);
    return true;
}

QVariant DestinationsTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Plot:
        return tr("Plot");
    case Transport:
        return tr("Transport");
    case Destination:
        return tr("Destination");
    case Window:
        return tr("Window");
    case Busy:
        return tr("Busy");
    case Todo:
        return tr("Todo");
    case State:
        return tr("State");
    case Blocking:
        return tr("Blocking");
    case Success:
        return tr("Success");
    case Failure:
        return tr("Failure");
    case FailCohorts:
        return tr("Failed cohorts");
    default:
        return {};
    }
}

Qt::ItemFlags DestinationsTableModel::flags(const QModelIndex& index) const {
    Qt::ItemFlags f = QAbstractTableModel::flags(index);
    if (index.column() == Plot && index.row() < rowCount() &&
        rows_[static_cast<std::size_t>(index.row())].history >= 0)
        f |= Qt::ItemIsUserCheckable;
    return f;
}

} // namespace qmgrlab::ui
