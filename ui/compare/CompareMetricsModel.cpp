// SPDX-License-Identifier: GPL-3.0-or-later
// CompareMetricsModel: the cells, fonts, colours and tooltips of a CompareTable.
#include "ui/compare/CompareMetricsModel.h"

#include "core/whatif/MetricRegistry.h"
#include "ui/common/PageWriter.h"
#include "ui/common/Theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

QString formatValue(double value) {
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return QLocale().toString(static_cast<qint64>(value));
    return QLocale().toString(value, 'f', 3); // as the language writes numbers; the CSV stays plain
}

QString formatDifference(double delta) {
    if (delta == 0)
        return QStringLiteral("0");
    return (delta > 0 ? QStringLiteral("+") : QStringLiteral("−")) + formatValue(std::fabs(delta));
}

// The run's figures by readable name; the internal name (the CLI's and the CSV's) is in the
// tooltip.
struct ReadableName {
    const char* metric;
    const char* text;
};
constexpr ReadableName kReadableNames[] = {
    {"run_end_s", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Run ended at")},
    {"last_delivery_end_s", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Last delivery ended at")},
    {"recipients_sent", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipients delivered")},
    {"recipients_deferred", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipients deferred")},
    {"recipient_delay_avg_s",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipient delay, average")},
    {"recipient_delay_median_s",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipient delay, median")},
    {"recipient_delay_p95_s",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipient delay, 95th percentile")},
    {"recipient_delay_max_s",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipient delay, longest")},
    {"message_delay_avg_s", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Message delay, average")},
    {"preemptions", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Preemptions")},
    {"max_stack_depth",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Deepest preemption stack level")},
    {"blocker_episodes",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Times a job became a blocker")},
    {"stalled_time_s", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Time with a blocker job")},
    {"inflation_max",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Largest slot inflation of a message")},
    {"delivery_attempts", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Delivery attempts")},
    {"defer_rate", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Share of recipients deferred")},
    {"concurrency_avg", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Concurrency window, average")},
    {"concurrency_sd",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Concurrency window, standard deviation")},
    {"failed_deliveries", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Failed deliveries")},
    {"failures_per_recipient",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Failed deliveries per recipient")},
    {"dead_declarations",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Destinations declared dead")},
    {"utilisation", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Agent utilisation")},
    {"feedback_window_avg",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Feedback window, average")},
    {"feedback_window_sd",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Feedback window, standard deviation")},
    {"recipients_bounced", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Recipients bounced")},
    {"recipient_deferrals",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Deferrals of a recipient, in all")},
    {"attempts_per_recipient",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Delivery attempts per recipient")},
    {"recipients_in_core_max",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Most recipients in memory at once")},
    {"deferred_queue_time_avg_s",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Time in the deferred queue, average")},
};

} // namespace

QString CompareMetricsModel::readableName(const QString& metric) {
    for (const ReadableName& entry : kReadableNames) {
        if (metric == QLatin1String(entry.metric))
            return tr(entry.text);
    }
    return metric;
}

CompareMetricsModel::CompareMetricsModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareMetricsModel::setVariants(const std::vector<CompareVariant>& variants, CompareTable table) {
    beginResetModel();
    labels_.clear();
    for (const CompareVariant& variant : variants)
        labels_ << variant.label;
    table_ = std::move(table);
    // The figures that differ between the variants first, each group in the table's order.
    order_.resize(table_.rows().size());
    for (std::size_t r = 0; r < order_.size(); ++r)
        order_[r] = r;
    std::stable_partition(order_.begin(), order_.end(), [this](std::size_t r) {
        const auto& values = table_.rows()[r].values;
        return std::any_of(values.begin(), values.end(), [&](const auto& v) { return v != values.front(); });
    });
    endResetModel();
}

const MetricDefinition* CompareMetricsModel::definition(int row) const {
    return findMetricDefinition(table_.rows()[order_[static_cast<std::size_t>(row)]].name);
}

int CompareMetricsModel::rowOf(const QString& metric) const {
    const std::string name = metric.toStdString();
    for (std::size_t r = 0; r < order_.size(); ++r) {
        if (table_.rows()[order_[r]].name == name)
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
    const CompareRow& row = table_.rows()[order_[static_cast<std::size_t>(index.row())]];
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
            return readableName(QString::fromStdString(row.name));
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
        const QString name = QString::fromStdString(row.name);
        QString tip = tr("%1 (%2): %3")
                          .arg(readableName(name), name,
                               metric != nullptr ? QString::fromStdString(metric->definition) : QString());
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
    return PageWriter::save(path, QByteArray(text.data(), static_cast<qsizetype>(text.size())), error);
}

} // namespace qmgrlab::ui
