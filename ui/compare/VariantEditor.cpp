// SPDX-License-Identifier: GPL-3.0-or-later
// VariantEditor: a two-column QTableWidget checked with the core's parameter rules after
// every edit.
#include "ui/compare/VariantEditor.h"

#include "core/common/Text.h"
#include "core/scenario/Parameters.h"
#include "core/whatif/ParameterOverrides.h"
#include "ui/common/ErrorText.h"
#include "ui/common/Theme.h"
#include "ui/compare/ParameterNameDelegate.h"
#include "ui/parameters/ParametersPanel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QFontMetrics>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace qmgrlab::ui {

namespace {

enum Column { NameColumn, ValueColumn };

QStringList knownNames(const QStringList& transports) {
    QStringList names;
    for (const ParameterInfo& info : parameterTable()) {
        names << QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size()));
        if (info.transportSuffix.empty())
            continue;
        for (const QString& transport : transports)
            names << QString::fromStdString(transportParameterName(info, transport.toStdString()));
    }
    return names;
}

// What the parameter does and its valid values, as the Parameters panel tells it.
QString helpText(const ParameterInfo& info) {
    const QString summary =
        QCoreApplication::translate(kParameterTextContext, std::string(info.summary).c_str());
    return QStringLiteral("<p><b>%1</b></p><p>%2</p><p>%3</p>")
        .arg(QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size())).toHtmlEscaped(),
             summary.toHtmlEscaped(),
             VariantEditor::tr("Valid: %1").arg(ParametersPanel::rangeText(info).toHtmlEscaped()));
}

} // namespace

VariantEditor::VariantEditor(const QStringList& transports, QWidget* parent)
    : QWidget(parent), table_(new QTableWidget(0, 2)), add_(new QPushButton(tr("Add setting"))),
      remove_(new QPushButton(tr("Remove setting"))) {
    table_->setHorizontalHeaderLabels({tr("Parameter"), tr("Value")});
    table_->horizontalHeader()->setSectionResizeMode(NameColumn, QHeaderView::Stretch);
    table_->horizontalHeader()->setSectionResizeMode(ValueColumn, QHeaderView::ResizeToContents);
    table_->verticalHeader()->hide();
    table_->setItemDelegateForColumn(NameColumn, new ParameterNameDelegate(knownNames(transports), table_));
    table_->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                            QAbstractItemView::AnyKeyPressed | QAbstractItemView::SelectedClicked);
    table_->setAccessibleName(tr("Parameter settings of the variant"));
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    table_->setTabKeyNavigation(false);
    table_->setToolTip(tr("main.cf changes of this variant: double-click a cell to type a parameter name "
                          "(it completes) or its value"));
    connect(table_, &QTableWidget::itemChanged, this, [this] {
        if (!validating_) {
            validate();
            Q_EMIT changed();
        }
    });

    add_->setToolTip(tr("Add a row for another main.cf parameter"));
    remove_->setToolTip(tr("Remove the selected row"));
    connect(add_, &QPushButton::clicked, this, [this] {
        addSetting(QString(), QString());
        table_->setCurrentCell(table_->rowCount() - 1, NameColumn);
        table_->editItem(table_->item(table_->rowCount() - 1, NameColumn));
    });
    connect(remove_, &QPushButton::clicked, this, [this] {
        const int row = table_->currentRow();
        if (row >= 0) {
            table_->removeRow(row);
            validate();
            Q_EMIT changed();
        }
    });

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add_);
    buttons->addWidget(remove_);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(table_, 1);
    layout->addLayout(buttons);
    const int line = QFontMetrics(font()).height();
    table_->setMinimumHeight(line * 5);
}

void VariantEditor::addSetting(const QString& name, const QString& value) {
    const int row = table_->rowCount();
    {
        const QSignalBlocker blocker(table_);
        table_->insertRow(row);
        table_->setItem(row, NameColumn, new QTableWidgetItem(name));
        table_->setItem(row, ValueColumn, new QTableWidgetItem(value));
    }
    validate();
    Q_EMIT changed();
}

void VariantEditor::mark(QTableWidgetItem* item, const QString& error, const QString& help) {
    item->setData(ErrorRole, error);
    if (error.isEmpty()) {
        item->setData(Qt::BackgroundRole, QVariant());
        item->setToolTip(help);
        return;
    }
    ++invalidCells_;
    item->setBackground(Theme::of(palette()).deadFill());
    item->setToolTip(QStringLiteral("<p><b>%1</b></p>%2").arg(error.toHtmlEscaped(), help));
}

void VariantEditor::validate() {
    validating_ = true;
    invalidCells_ = 0;
    QSet<QString> seen;
    for (int row = 0; row < table_->rowCount(); ++row) {
        QTableWidgetItem* nameItem = table_->item(row, NameColumn);
        QTableWidgetItem* valueItem = table_->item(row, ValueColumn);
        const QString name = nameItem->text().trimmed();
        const QString value = valueItem->text().trimmed();
        if (name.isEmpty() && value.isEmpty()) {
            mark(nameItem, QString(), tr("Type a main.cf parameter name"));
            mark(valueItem, QString(), QString());
            continue;
        }
        const auto resolved = resolveParameterName(name.toStdString());
        if (!resolved) {
            mark(nameItem,
                 name.isEmpty() ? tr("a parameter name is needed")
                                : tr("%1: unknown parameter")
                                      .arg(QString::fromStdString(quoteForMessage(name.toStdString()))),
                 tr("Type a main.cf parameter name"));
            mark(valueItem, QString(), QString());
            continue;
        }
        const QString help = helpText(*resolved->info);
        const QString key = name.toLower();
        mark(nameItem, seen.contains(key) ? tr("%1 is given twice").arg(name) : QString(), help);
        seen.insert(key);
        const QString rule = value.isEmpty()
                                 ? tr("a value is needed")
                                 : translatedRule(checkParameterValue(*resolved->info, value.toStdString()));
        mark(valueItem, rule.isEmpty() ? QString() : tr("%1 = %2: %3").arg(name, value, rule), help);
    }
    remove_->setEnabled(table_->rowCount() > 0);
    validating_ = false;
}

std::vector<ParameterSetting> VariantEditor::settings() const {
    std::vector<ParameterSetting> settings;
    for (int row = 0; row < table_->rowCount(); ++row) {
        const QString name = table_->item(row, NameColumn)->text().trimmed();
        const QString value = table_->item(row, ValueColumn)->text().trimmed();
        if (!name.isEmpty() || !value.isEmpty())
            settings.push_back({name.toStdString(), value.toStdString(), false});
    }
    return settings;
}

QString VariantEditor::label() const {
    QStringList parts;
    for (const ParameterSetting& setting : settings())
        parts << QStringLiteral("%1=%2").arg(QString::fromStdString(setting.name),
                                             QString::fromStdString(setting.value));
    return parts.isEmpty() ? tr("no changes") : parts.join(QStringLiteral(", "));
}

void VariantEditor::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange)
        validate();
}

} // namespace qmgrlab::ui
