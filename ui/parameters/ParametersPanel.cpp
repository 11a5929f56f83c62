// SPDX-License-Identifier: GPL-3.0-or-later
// ParametersPanel: a tree of groups, parameters and their per-transport forms whose value
// column is edited in place; keeps a draft of the scenario until Apply reruns it.
#include "ui/parameters/ParametersPanel.h"

#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/common/RefreshWhenShown.h"
#include "ui/common/Theme.h"
#include "ui/lesson/BookmarkLossQuestion.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QBrush>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QTreeWidgetItemIterator>
#include <QVBoxLayout>
#include <algorithm>
#include <climits>
#include <map>
#include <string>

namespace qmgrlab::ui {

namespace {

enum Column { NameColumn, ValueColumn, DefaultColumn, RangeColumn };
constexpr int kTableIndexRole = Qt::UserRole;
constexpr int kTransportRole = Qt::UserRole + 1;

QString groupTitle(std::string_view group) {
    const QString name = QString::fromUtf8(group.data(), static_cast<qsizetype>(group.size()));
    if (name == QLatin1String("Preemption")) {
        return ParametersPanel::tr("Preemption");
    }
    if (name == QLatin1String("Recipient limits")) {
        return ParametersPanel::tr("Recipient limits");
    }
    if (name == QLatin1String("Concurrency")) {
        return ParametersPanel::tr("Concurrency");
    }
    if (name == QLatin1String("Active queue")) {
        return ParametersPanel::tr("Active queue");
    }
    if (name == QLatin1String("Rate delays")) {
        return ParametersPanel::tr("Rate delays");
    }
    if (name == QLatin1String("Deferred queue")) {
        return ParametersPanel::tr("Deferred queue");
    }
    return name;
}

QString toQString(std::string_view text) {
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

} // namespace

ParametersPanel::ParametersPanel(ScenarioDocument* document, QWidget* parent)
    : QWidget(parent), document_(document), controller_(document->controller()), tree_(new QTreeWidget),
      message_(new QLabel), apply_(new QPushButton(tr("&Apply and rerun"))),
      revert_(new QPushButton(tr("Re&vert"))), reset_(new QPushButton(tr("Reset to &defaults"))) {
    tree_->setColumnCount(4);
    tree_->setHeaderLabels({tr("Parameter"), tr("Value"), tr("Default"), tr("Valid")});
    tree_->setUniformRowHeights(true);
    tree_->setAlternatingRowColors(true);
    tree_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                           QAbstractItemView::AnyKeyPressed);
    tree_->setObjectName(QStringLiteral("parametersTree"));
    tree_->setAccessibleName(tr("Parameters"));
    connect(tree_, &QTreeWidget::itemChanged, this, &ParametersPanel::onItemChanged);

    message_->setWordWrap(true);
    message_->setText(tr("Double-click a value to change it; leave it empty for the default."));

    apply_->setToolTip(tr("Rerun the scenario with these parameters and return to the same step"));
    revert_->setToolTip(tr("Forget the changes that were not applied"));
    reset_->setToolTip(tr("Remove every main.cf setting, so that Postfix's defaults apply"));
    connect(apply_, &QPushButton::clicked, this, &ParametersPanel::apply);
    connect(revert_, &QPushButton::clicked, this, &ParametersPanel::revert);
    connect(reset_, &QPushButton::clicked, this, &ParametersPanel::resetToDefaults);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(apply_);
    buttons->addWidget(revert_);
    buttons->addStretch(1);
    buttons->addWidget(reset_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(tree_, 1);
    layout->addWidget(message_);
    layout->addLayout(buttons);

    // Its tree is filled when it is in sight: behind another dock's tab (where the window opens
    // it), a new run's rows wait until it is shown.
    refreshWhenShown_ = new RefreshWhenShown(this, [this](bool) { fillTree(); });
    connect(document_, &ScenarioDocument::scenarioChanged, this, &ParametersPanel::followDocument);
    connect(controller_, &SimulationController::runChanged, this, &ParametersPanel::rebuild);
    followDocument();
}

QString ParametersPanel::rangeText(const ParameterInfo& info) {
    if (info.kind == ParameterKind::Feedback) {
        return tr("0..1, N/M, N/concurrency");
    }
    const QString unit = info.kind == ParameterKind::Time ? QStringLiteral("s") : QString();
    QString text = info.maximum >= INT_MAX ? tr("≥ %1%2").arg(info.minimum).arg(unit)
                                           : tr("%1..%2%3").arg(info.minimum).arg(info.maximum).arg(unit);
    // Values just above the minimum that the rules still exclude (a slot cost of 1).
    for (std::int64_t v = info.minimum + 1; v <= std::min(info.minimum + 2, info.maximum); ++v) {
        if (!checkParameterValue(info, std::to_string(v)).empty()) {
            text += tr(", not %1").arg(v);
        }
    }
    return text;
}

// The document's scenario changed (opened, edited, undone): its settings are the draft, with no
// pending change. Only the settings: not a copy of the whole scenario (a million recipients).
void ParametersPanel::followDocument() {
    draft_ = Scenario();
    draft_.mainCf = document_->scenario().mainCf;
    if (refreshWhenShown_->postpone(true)) {
        updateButtons();
        return;
    }
    refreshItems();
}

// A new run: the rows of its transports. The draft stays: a setting typed while an edit's run
// was recorded is still pending.
void ParametersPanel::rebuild() {
    if (refreshWhenShown_->postpone(true)) {
        updateButtons();
        return;
    }
    fillTree();
}

void ParametersPanel::fillTree() {
    QStringList transports;
    if (controller_->hasRun()) {
        for (const TransportSettings& settings : controller_->run().config().transports()) {
            transports << QString::fromStdString(settings.name);
        }
    }
    const QSignalBlocker blocker(tree_);
    updating_ = true;
    tree_->clear();
    for (const ParameterInfo& info : parameterTable()) {
        addParameter(info, transports);
    }
    tree_->expandAll();
    updating_ = false;
    refreshItems();
    for (int column = NameColumn; column <= RangeColumn; ++column) {
        tree_->resizeColumnToContents(column);
    }
}

void ParametersPanel::addParameter(const ParameterInfo& info, const QStringList& transports) {
    const QString group = groupTitle(info.group);
    QTreeWidgetItem* groupItem = nullptr;
    for (int i = 0; i < tree_->topLevelItemCount(); ++i) {
        if (tree_->topLevelItem(i)->text(NameColumn) == group) {
            groupItem = tree_->topLevelItem(i);
        }
    }
    if (groupItem == nullptr) {
        groupItem = new QTreeWidgetItem(tree_, {group});
        QFont font = groupItem->font(NameColumn);
        font.setBold(true);
        groupItem->setFont(NameColumn, font);
        groupItem->setFirstColumnSpanned(true);
        groupItem->setFlags(Qt::ItemIsEnabled);
    }
    const auto& table = parameterTable();
    const int tableIndex = static_cast<int>(&info - table.data());
    const QString summary =
        QCoreApplication::translate(kParameterTextContext, std::string(info.summary).c_str());
    const QString range = rangeText(info);

    auto makeItem = [&](QTreeWidgetItem* parent, const QString& name, const QString& transport) {
        auto* item = new QTreeWidgetItem(parent, {name});
        item->setData(NameColumn, kTableIndexRole, tableIndex);
        item->setData(NameColumn, kTransportRole, transport);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable);
        item->setText(RangeColumn, range);
        QString tip = QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
                          .arg(name.toHtmlEscaped(), summary.toHtmlEscaped(), tr("Valid: %1").arg(range));
        if (!transport.isEmpty()) {
            tip += QStringLiteral("<p>%1</p>")
                       .arg(tr("Applies to transport %1 only; when empty, %2 applies.")
                                .arg(transport, toQString(info.name)));
        }
        for (int column = NameColumn; column <= RangeColumn; ++column) {
            item->setToolTip(column, tip);
        }
        return item;
    };

    QTreeWidgetItem* item = makeItem(groupItem, toQString(info.name), QString());
    item->setText(DefaultColumn, toQString(info.defaultValue));
    if (!info.transportSuffix.empty()) {
        for (const QString& transport : transports) {
            QTreeWidgetItem* child =
                makeItem(item, QString::fromStdString(transportParameterName(info, transport.toStdString())),
                         transport);
            child->setText(DefaultColumn, tr("↑ as above"));
        }
    }
}

QString ParametersPanel::effectiveValue(const ParameterInfo& info, const QString& transport) const {
    return toQString(effectiveParameterValue(draft_, info, transport.toStdString()));
}

void ParametersPanel::refreshItem(QTreeWidgetItem* item) {
    const QVariant index = item->data(NameColumn, kTableIndexRole);
    if (!index.isValid()) {
        return;
    }
    const ParameterInfo& info = parameterTable()[index.toInt()];
    const QString name = item->text(NameColumn);
    const std::string key = name.toStdString();
    const ParameterSetting* setting = draft_.findParameter(key);
    const ParameterSetting* applied = document_->scenario().findParameter(key);
    const bool isSet = setting != nullptr;
    const bool pending = isSet != (applied != nullptr) || (isSet && setting->value != applied->value);

    item->setText(ValueColumn, effectiveValue(info, item->data(NameColumn, kTransportRole).toString()));
    QFont font = tree_->font();
    font.setBold(isSet);
    font.setItalic(pending);
    item->setFont(NameColumn, font);
    item->setFont(ValueColumn, font);
    // Set in the scenario: orange and bold; unset: the palette's own text colour, so both themes read.
    const QVariant foreground = isSet ? QVariant(QBrush(Theme::of(palette()).attention())) : QVariant();
    item->setData(NameColumn, Qt::ForegroundRole, foreground);
    item->setData(ValueColumn, Qt::ForegroundRole, foreground);
    item->setStatusTip(ValueColumn, pending ? tr("changed, not applied yet") : QString());
}

void ParametersPanel::refreshItems() {
    const QSignalBlocker blocker(tree_);
    updating_ = true;
    for (QTreeWidgetItemIterator it(tree_); *it != nullptr; ++it) {
        refreshItem(*it);
    }
    updating_ = false;
    updateButtons();
}

void ParametersPanel::updateButtons() {
    const bool pending = hasPendingChanges();
    apply_->setEnabled(pending && controller_->hasRun());
    revert_->setEnabled(pending);
    reset_->setEnabled(!draft_.mainCf.empty());
}

void ParametersPanel::onItemChanged(QTreeWidgetItem* item, int column) {
    if (updating_ || column != ValueColumn) {
        return;
    }
    const QString rule = setValue(item->text(NameColumn), item->text(ValueColumn));
    if (!rule.isEmpty()) {
        refreshItems(); // puts the previous value back
    }
}

QString ParametersPanel::setValue(const QString& name, const QString& value) {
    const std::string key = name.toStdString();
    const QString text = value.trimmed();
    // Typing the value that applies anyway sets nothing, so that the default keeps applying.
    const auto resolved = resolveParameterName(key);
    const bool unchanged =
        resolved && draft_.findParameter(key) == nullptr &&
        text == effectiveValue(*resolved->info, QString::fromStdString(resolved->transport));
    const RuleText rule = setMainCfParameter(draft_, key, unchanged ? std::string() : text.toStdString());
    if (!rule.empty()) {
        const QString message = tr("%1 = %2 is not accepted: %3").arg(name, text, translatedRule(rule));
        showMessage(message, true);
        return message;
    }
    refreshItems();
    showMessage(hasPendingChanges() ? tr("Changed. Press Apply to rerun the scenario.")
                                    : tr("No changes to apply."),
                false);
    return {};
}

bool ParametersPanel::hasPendingChanges() const {
    const auto& applied = document_->scenario().mainCf;
    if (applied.size() != draft_.mainCf.size()) {
        return true;
    }
    return std::any_of(draft_.mainCf.begin(), draft_.mainCf.end(), [this](const ParameterSetting& s) {
        const ParameterSetting* a = document_->scenario().findParameter(s.name);
        return a == nullptr || a->value != s.value;
    });
}

bool ParametersPanel::apply() {
    if (!confirmBookmarkLoss(this, document_->bookmarksPastEnd(draft_.mainCf))) {
        showMessage(tr("Not applied: the lesson's bookmarks are kept."), false);
        return false;
    }
    // The undo text names the one setting changed ("Set NAME = VALUE", "Reset NAME to its
    // default"), or says how many changed.
    std::map<std::string, std::pair<const ParameterSetting*, const ParameterSetting*>> changes;
    for (const ParameterSetting& s : document_->scenario().mainCf)
        changes[s.name].first = &s;
    for (const ParameterSetting& s : draft_.mainCf)
        changes[s.name].second = &s;
    std::erase_if(changes, [](const auto& entry) {
        const auto& [before, after] = entry.second;
        return before != nullptr && after != nullptr && before->value == after->value;
    });
    QString text = tr("Change %n main.cf parameter(s)", nullptr, static_cast<int>(changes.size()));
    QString parameter;
    if (changes.size() == 1) {
        const auto& [name, values] = *changes.begin();
        parameter = QString::fromStdString(name);
        text = values.second == nullptr
                   ? tr("Reset %1 to its default").arg(parameter)
                   : tr("Set %1 = %2").arg(parameter, QString::fromStdString(values.second->value));
    }
    document_->setMainCf(draft_.mainCf, text, parameter);
    showMessage(tr("Applied: the run is recorded again."), false);
    return true;
}

void ParametersPanel::revert() {
    draft_.mainCf = document_->scenario().mainCf;
    refreshItems();
    showMessage(tr("Changes forgotten."), false);
}

void ParametersPanel::resetToDefaults() {
    draft_.mainCf.clear();
    refreshItems();
    showMessage(tr("Every parameter is back to its default. Press Apply to rerun."), false);
}

void ParametersPanel::showMessage(const QString& text, bool error) {
    message_->setText(text);
    message_->setStyleSheet(
        error ? QStringLiteral("color: %1; font-weight: bold").arg(Theme::of(palette()).errorText().name())
              : QString());
}

} // namespace qmgrlab::ui
