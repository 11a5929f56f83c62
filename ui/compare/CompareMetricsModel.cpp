// SPDX-License-Identifier: GPL-3.0-or-later
// CompareMetricsModel: computeRunMetrics of each variant, kept to the run-scope metrics.
#include "ui/compare/CompareMetricsModel.h"

#include "core/RunMetrics.h"
#include "ui/common/Theme.h"

#include <QFont>
#include <QGuiApplication>
#include <QLocale>
#include <QSaveFile>
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

// Okabe-Ito vermillion, lighter on dark: worse, for every kind of colour vision.
QColor worseColour(const Theme& theme) {
    return theme.isDark() ? QColor(0xF0, 0x8A, 0x4B) : QColor(0xD5, 0x5E, 0x00);
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

// The run's figures by readable name; the internal name (the CLI's and the CSV's) is in the
// tooltip.
struct ReadableName {
    const char* metric;
    const char* text;
};
constexpr ReadableName kReadableNames[] = {
    {"completion_time_s", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Run completed at")},
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
    {"dead_declarations",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Destinations declared dead")},
    {"utilisation", QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Agent utilisation")},
    {"feedback_window_avg",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Feedback window, average")},
    {"feedback_window_sd",
     QT_TRANSLATE_NOOP("qmgrlab::ui::CompareMetricsModel", "Feedback window, standard deviation")},
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

void CompareMetricsModel::setVariants(const std::vector<CompareVariant>& variants) {
    beginResetModel();
    labels_.clear();
    rows_.clear();
    for (std::size_t v = 0; v < variants.size(); ++v) {
        labels_ << variants[v].label;
        const std::vector<MetricValue> values = scalarMetrics(computeRunMetrics(*variants[v].run));
        std::size_t r = 0;
        for (const MetricValue& value : values) {
            const MetricDefinition* definition = findMetricDefinition(value.name);
            if (definition == nullptr || definition->scope != MetricScope::Run)
                continue;
            if (v == 0)
                rows_.push_back({definition,
                                 QString::fromStdString(value.name),
                                 QString::fromStdString(value.unit),
                                 {},
                                 -1});
            if (r < rows_.size())
                rows_[r++].values.push_back(value.value);
        }
    }
    for (Row& row : rows_) {
        const auto preference = row.definition->preference;
        if (preference == MetricPreference::Neither || row.values.empty())
            continue;
        const auto [low, high] = std::minmax_element(row.values.begin(), row.values.end());
        if (*low == *high)
            continue;
        const auto best = preference == MetricPreference::LowerIsBetter ? low : high;
        row.best = static_cast<int>(best - row.values.begin());
    }
    // The figures that differ between the variants first, each group in the metrics' order.
    std::stable_partition(rows_.begin(), rows_.end(), [](const Row& row) {
        return std::any_of(row.values.begin(), row.values.end(),
                           [&row](double value) { return value != row.values.front(); });
    });
    endResetModel();
}

int CompareMetricsModel::rowOf(const QString& metric) const {
    for (std::size_t r = 0; r < rows_.size(); ++r) {
        if (rows_[r].name == metric)
            return static_cast<int>(r);
    }
    return -1;
}

int CompareMetricsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(rows_.size());
}

int CompareMetricsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || labels_.isEmpty() ? 0 : 2 + 2 * variantCount() - 1;
}

int CompareMetricsModel::verdict(const Row& row, int variant) const {
    const double delta = difference(row, variant);
    if (delta == 0 || row.definition->preference == MetricPreference::Neither)
        return 0;
    const bool lower = delta < 0;
    return lower == (row.definition->preference == MetricPreference::LowerIsBetter) ? 1 : -1;
}

QVariant CompareMetricsModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = rows_[static_cast<std::size_t>(index.row())];
    const int column = index.column();
    const int variant = column - 2;
    const bool isVariant = variant >= 0 && variant < variantCount();
    const int compared = column - 2 - variantCount() + 1; // the variant a difference column is of
    const bool isDifference = column >= 2 + variantCount();

    switch (role) {
    case Qt::DisplayRole:
        if (column == 0)
            return readableName(row.name);
        if (column == 1)
            return row.unit;
        if (isVariant)
            return formatValue(row.values[static_cast<std::size_t>(variant)]);
        return formatDifference(difference(row, compared));
    case ValueRole:
        if (isVariant)
            return row.values[static_cast<std::size_t>(variant)];
        if (isDifference)
            return difference(row, compared);
        return {};
    case BestRole:
        return isVariant && variant == row.best;
    case Qt::FontRole:
        if (isVariant && variant == row.best) {
            QFont font = QGuiApplication::font();
            font.setBold(true);
            return font;
        }
        return {};
    case Qt::ForegroundRole: {
        const Theme& theme = Theme::of(QGuiApplication::palette());
        if (isDifference && verdict(row, compared) != 0)
            return verdict(row, compared) > 0 ? theme.accent() : worseColour(theme);
        return {};
    }
    case Qt::TextAlignmentRole:
        return column >= 2 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole: {
        QString tip =
            tr("%1 (%2): %3")
                .arg(readableName(row.name), row.name, QString::fromStdString(row.definition->definition));
        if (row.definition->preference == MetricPreference::LowerIsBetter)
            tip += QLatin1Char('\n') + tr("Lower is better.");
        else if (row.definition->preference == MetricPreference::HigherIsBetter)
            tip += QLatin1Char('\n') + tr("Higher is better.");
        if (isDifference && verdict(row, compared) != 0)
            tip += QLatin1Char('\n') + (verdict(row, compared) > 0 ? tr("Better than the first variant.")
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
    QStringList header{QStringLiteral("metric"), QStringLiteral("unit")};
    for (const QString& label : labels_)
        header << csvField(label);
    for (int v = 1; v < variantCount(); ++v)
        header << csvField(QStringLiteral("difference %1 - 1").arg(v + 1));
    QString text = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const Row& row : rows_) {
        QStringList fields{row.name, csvField(row.unit)};
        for (double value : row.values)
            fields << QString::number(value, 'g', 15);
        for (int v = 1; v < variantCount(); ++v)
            fields << QString::number(difference(row, v), 'g', 15);
        text += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return text;
}

bool CompareMetricsModel::writeCsv(const QString& path, QString* error) const {
    const QByteArray bytes = csv().toUtf8();
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error != nullptr)
            *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace qmgrlab::ui
