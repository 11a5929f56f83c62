// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditor: three tables (messages, destinations, transports) over a copy of the
// scenario; main.cf and stop_ms are kept as they were (the parameters panel edits main.cf).
#include "ui/scenario/ScenarioEditor.h"

#include "core/ScenarioError.h"
#include "ui/common/ErrorText.h"
#include "ui/common/WindowSize.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <algorithm>
#include <functional>
#include <optional>
#include <stdexcept>

namespace qmgrlab::ui {

namespace {

// Larger scenarios keep their messages; a table of them would not help anyone.
constexpr std::size_t kMaxEditableMessages = 5000;

enum MessageColumn { IdColumn, ArrivalColumn, RecipientsColumn };
enum DestinationColumn {
    DomainColumn,
    TransportColumn,
    DeliveryColumn,
    PerRcptColumn,
    ServerLimitColumn,
    FailColumn,
    DownColumn
};
enum TransportColumn { NameColumn, MaxprocColumn };

QString cellText(const QTableWidget* table, int row, int column) {
    const QTableWidgetItem* item = table->item(row, column);
    return item != nullptr ? item->text().trimmed() : QString();
}

void setCell(QTableWidget* table, int row, int column, const QString& text) {
    table->setItem(row, column, new QTableWidgetItem(text));
}

QString optionalText(const std::optional<std::int64_t>& value) {
    return value ? QString::number(*value) : QString();
}

[[noreturn]] void fail(const QString& text) {
    throw std::runtime_error(text.toStdString());
}

std::optional<std::int64_t> optionalNumber(const QTableWidget* table, int row, int column,
                                           const QString& what) {
    const QString text = cellText(table, row, column);
    if (text.isEmpty()) {
        return std::nullopt;
    }
    bool ok = false;
    const qlonglong value = text.toLongLong(&ok);
    if (!ok) {
        fail(ScenarioEditor::tr("Row %1, %2: \"%3\" is not a whole number").arg(row + 1).arg(what, text));
    }
    return value;
}

QString recipientsText(const MessageSpec& message) {
    QStringList parts;
    if (!message.addresses.empty()) {
        for (const std::string& address : message.addresses) {
            parts << QString::fromStdString(address);
        }
    } else {
        for (const RecipientGroup& group : message.groups) {
            parts << QStringLiteral("%1: %2").arg(QString::fromStdString(group.domain)).arg(group.count);
        }
    }
    return parts.join(QStringLiteral(", "));
}

} // namespace

ScenarioEditor::ScenarioEditor(const Scenario& scenario, QWidget* parent)
    : QDialog(parent), original_(scenario), result_(scenario),
      messagesEditable_(scenario.messages.size() <= kMaxEditableMessages), title_(new QLineEdit),
      description_(new QPlainTextEdit), error_(new QLabel) {
    setWindowTitle(tr("Edit scenario"));
    messages_ = makeTable({tr("Queue ID"), tr("Arrival (ms)"), tr("Recipients")});
    destinations_ = makeTable({tr("Domain"), tr("Transport"), tr("Delivery (ms)"), tr("Per recipient (ms)"),
                               tr("Server limit"), tr("Failure (ms)"), tr("Down")});
    transports_ = makeTable({tr("Transport"), tr("maxproc")});
    messages_->setObjectName(QStringLiteral("messagesTable"));
    destinations_->setObjectName(QStringLiteral("destinationsTable"));
    transports_->setObjectName(QStringLiteral("transportsTable"));

    title_->setText(QString::fromStdString(scenario.title));
    description_->setPlainText(QString::fromStdString(scenario.description));
    description_->setMaximumHeight(description_->fontMetrics().lineSpacing() * 4);
    // Tab moves on to the next field instead of typing a tab into the description.
    description_->setTabChangesFocus(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Title:"), title_);
    form->addRow(tr("&Description:"), description_);

    auto* tabs = new QTabWidget;
    tabs->addTab(
        tablePage(messages_, tr("Add message"),
                  messagesEditable_
                      ? tr("Recipients: \"domain: count, domain: count\" (the addresses r1@domain, "
                           "r2@domain, ...) or a list of addresses \"a@example.com, b@example.com\".")
                      : tr("This scenario has %1 messages, too many to edit here; they are kept as "
                           "they are.")
                            .arg(scenario.messages.size())),
        tr("&Messages"));
    tabs->addTab(
        tablePage(destinations_, tr("Add destination"),
                  tr("\"*\" gives the defaults for every other domain. An empty cell takes the value "
                     "from \"*\", then the built-in default. Down: checked = every delivery fails, "
                     "half-checked = as \"*\".")),
        tr("D&estinations"));
    tabs->addTab(tablePage(transports_, tr("Add transport"),
                           tr("maxproc: how many delivery agents the transport may run at once (master.cf). "
                              "A transport not listed gets default_process_limit.")),
                 tr("&Transports"));
    messages_->setAccessibleName(tr("Messages"));
    destinations_->setAccessibleName(tr("Destinations"));
    transports_->setAccessibleName(tr("Transports"));

    error_->setWordWrap(true);
    error_->setStyleSheet(QStringLiteral("color: #d55e00; font-weight: bold"));
    error_->setObjectName(QStringLiteral("scenarioEditorError"));

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &ScenarioEditor::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ScenarioEditor::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(tabs, 1);
    layout->addWidget(error_);
    layout->addWidget(buttons);

    fillMessages();
    fillDestinations();
    fillTransports();
    messages_->setEnabled(messagesEditable_);
    resizeWithinScreen(this, QSize(960, 640));
}

Scenario ScenarioEditor::newScenario() {
    Scenario scenario;
    scenario.title = tr("New scenario").toStdString();
    DestinationSpec all;
    all.domain = "*";
    all.transport = "smtp";
    all.deliveryMs = 1000;
    scenario.destinations.push_back(all);
    scenario.masterCf.push_back({"smtp", 1});
    MessageSpec first;
    first.id = "1";
    first.groups.push_back({"example.com", 4});
    MessageSpec second;
    second.id = "2";
    second.groups.push_back({"example.com", 1});
    scenario.messages = {first, second};
    return scenario;
}

QTableWidget* ScenarioEditor::makeTable(const QStringList& headers) {
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->setVisible(true);
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    table->setTabKeyNavigation(false);
    return table;
}

QWidget* ScenarioEditor::tablePage(QTableWidget* table, const QString& addText, const QString& hint) {
    auto* page = new QWidget;
    auto* add = new QPushButton(addText);
    auto* remove = new QPushButton(tr("Remove selected"));
    connect(add, &QPushButton::clicked, table, [table] {
        table->insertRow(table->rowCount());
        table->scrollToBottom();
        table->setCurrentCell(table->rowCount() - 1, 0);
    });
    connect(remove, &QPushButton::clicked, table, [table] {
        QList<int> rows;
        for (const QModelIndex& index : table->selectionModel()->selectedRows()) {
            rows << index.row();
        }
        std::sort(rows.begin(), rows.end(), std::greater<>());
        for (int row : rows) {
            table->removeRow(row);
        }
    });
    auto* note = new QLabel(hint);
    note->setWordWrap(true);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(add);
    buttons->addWidget(remove);
    buttons->addStretch(1);
    auto* layout = new QVBoxLayout(page);
    layout->addWidget(note);
    layout->addWidget(table, 1);
    layout->addLayout(buttons);
    if (table == messages_ && !messagesEditable_) {
        add->setEnabled(false);
        remove->setEnabled(false);
    }
    return page;
}

void ScenarioEditor::fillMessages() {
    if (!messagesEditable_) {
        return;
    }
    messages_->setRowCount(static_cast<int>(original_.messages.size()));
    for (int row = 0; row < messages_->rowCount(); ++row) {
        const MessageSpec& message = original_.messages[row];
        setCell(messages_, row, IdColumn, QString::fromStdString(message.id));
        setCell(messages_, row, ArrivalColumn, QString::number(message.arrivalMs));
        setCell(messages_, row, RecipientsColumn, recipientsText(message));
    }
    messages_->resizeColumnsToContents();
}

void ScenarioEditor::fillDestinations() {
    destinations_->setRowCount(static_cast<int>(original_.destinations.size()));
    for (int row = 0; row < destinations_->rowCount(); ++row) {
        const DestinationSpec& d = original_.destinations[row];
        setCell(destinations_, row, DomainColumn, QString::fromStdString(d.domain));
        setCell(destinations_, row, TransportColumn,
                d.transport ? QString::fromStdString(*d.transport) : QString());
        setCell(destinations_, row, DeliveryColumn, optionalText(d.deliveryMs));
        setCell(destinations_, row, PerRcptColumn, optionalText(d.perRcptMs));
        setCell(destinations_, row, ServerLimitColumn, optionalText(d.serverLimit));
        setCell(destinations_, row, FailColumn, optionalText(d.failMs));
        auto* down = new QTableWidgetItem;
        down->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                       Qt::ItemIsUserTristate);
        down->setCheckState(!d.down ? Qt::PartiallyChecked : (*d.down ? Qt::Checked : Qt::Unchecked));
        destinations_->setItem(row, DownColumn, down);
    }
    destinations_->resizeColumnsToContents();
}

void ScenarioEditor::fillTransports() {
    transports_->setRowCount(static_cast<int>(original_.masterCf.size()));
    for (int row = 0; row < transports_->rowCount(); ++row) {
        setCell(transports_, row, NameColumn, QString::fromStdString(original_.masterCf[row].transport));
        setCell(transports_, row, MaxprocColumn, QString::number(original_.masterCf[row].maxproc));
    }
    transports_->resizeColumnsToContents();
}

void ScenarioEditor::readMessages(Scenario& scenario) const {
    if (!messagesEditable_) {
        return;
    }
    scenario.messages.clear();
    for (int row = 0; row < messages_->rowCount(); ++row) {
        MessageSpec message;
        message.id = cellText(messages_, row, IdColumn).toStdString();
        message.arrivalMs = optionalNumber(messages_, row, ArrivalColumn, tr("arrival")).value_or(0);
        const QString recipients = cellText(messages_, row, RecipientsColumn);
        for (const QString& chunk : recipients.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QString part = chunk.trimmed();
            if (part.isEmpty()) {
                continue;
            }
            if (part.contains(QLatin1Char('@'))) {
                for (const QString& address : part.split(QRegularExpression(QStringLiteral("\\s+")))) {
                    message.addresses.push_back(address.toStdString());
                }
                continue;
            }
            const QStringList fields = part.split(QLatin1Char(':'));
            RecipientGroup group;
            group.domain = fields.front().trimmed().toStdString();
            if (fields.size() > 2) {
                fail(tr("Row %1, recipients: \"%2\" should be \"domain: count\"").arg(row + 1).arg(part));
            }
            if (fields.size() == 2) {
                bool ok = false;
                group.count = fields.back().trimmed().toInt(&ok);
                if (!ok) {
                    fail(tr("Row %1, recipients: \"%2\" should be \"domain: count\"").arg(row + 1).arg(part));
                }
            }
            message.groups.push_back(group);
        }
        if (!message.addresses.empty() && !message.groups.empty()) {
            fail(tr("Row %1, recipients: give either addresses or \"domain: count\" pairs, not both")
                     .arg(row + 1));
        }
        scenario.messages.push_back(message);
    }
}

void ScenarioEditor::readDestinations(Scenario& scenario) const {
    scenario.destinations.clear();
    for (int row = 0; row < destinations_->rowCount(); ++row) {
        DestinationSpec d;
        d.domain = cellText(destinations_, row, DomainColumn).toStdString();
        // The delivery-time jitter has no column: a domain keeps the one it had.
        for (const DestinationSpec& before : original_.destinations) {
            if (before.domain == d.domain) {
                d.deliveryJitterMs = before.deliveryJitterMs;
            }
        }
        const QString transport = cellText(destinations_, row, TransportColumn);
        if (!transport.isEmpty()) {
            d.transport = transport.toStdString();
        }
        d.deliveryMs = optionalNumber(destinations_, row, DeliveryColumn, tr("delivery ms"));
        d.perRcptMs = optionalNumber(destinations_, row, PerRcptColumn, tr("per recipient ms"));
        d.serverLimit = optionalNumber(destinations_, row, ServerLimitColumn, tr("server limit"));
        d.failMs = optionalNumber(destinations_, row, FailColumn, tr("failure ms"));
        const QTableWidgetItem* down = destinations_->item(row, DownColumn);
        if (down != nullptr && down->checkState() != Qt::PartiallyChecked) {
            d.down = down->checkState() == Qt::Checked;
        }
        scenario.destinations.push_back(d);
    }
}

void ScenarioEditor::readTransports(Scenario& scenario) const {
    scenario.masterCf.clear();
    for (int row = 0; row < transports_->rowCount(); ++row) {
        ProcessLimit limit;
        limit.transport = cellText(transports_, row, NameColumn).toStdString();
        limit.maxproc =
            static_cast<int>(optionalNumber(transports_, row, MaxprocColumn, tr("maxproc")).value_or(1));
        scenario.masterCf.push_back(limit);
    }
}

void ScenarioEditor::accept() {
    Scenario scenario = original_;
    scenario.title = title_->text().trimmed().toStdString();
    scenario.description = description_->toPlainText().trimmed().toStdString();
    try {
        readMessages(scenario);
        readDestinations(scenario);
        readTransports(scenario);
        validateScenario(scenario, tr("the edited scenario").toStdString());
    } catch (const std::exception& e) {
        error_->setText(qmgrlab::ui::errorText(e));
        return;
    }
    error_->clear();
    result_ = scenario;
    QDialog::accept();
}

QString ScenarioEditor::errorText() const {
    return error_->text();
}

} // namespace qmgrlab::ui
