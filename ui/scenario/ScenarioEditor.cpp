// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioEditor: three tables (messages, destinations, transports) and the deferred queue
// switch over a copy of the scenario; main.cf and stop_ms are kept as they were (the
// parameters panel edits main.cf), and so is what a row has no column for (a message's sender
// and attempts, a destination's delivery jitter). Every column header explains its field and range.
#include "ui/scenario/ScenarioEditor.h"

#include "core/scenario/ScenarioError.h"
#include "ui/common/ErrorText.h"
#include "ui/common/Theme.h"
#include "ui/common/WindowSize.h"

#include <QCheckBox>
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
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <stdexcept>
#include <unordered_map>

namespace qmgrlab::ui {

namespace {

// Larger scenarios keep their messages; a table of them would not help anyone.
constexpr std::size_t kMaxEditableMessages = 5000;

enum MessageColumn { IdColumn, ArrivalColumn, RecipientsColumn, NullSenderColumn, DeferredUntilColumn };
enum DestinationColumn {
    DomainColumn,
    TransportColumn,
    DeliveryColumn,
    PerRcptColumn,
    ServerLimitColumn,
    FailColumn,
    DownColumn,
    DownIntervalsColumn,
    GreylistColumn,
    UnknownUsersColumn,
    DeferUsersColumn
};
enum TransportColumn { NameColumn, MaxprocColumn, BrokenColumn };

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

// "0-1000, 5000-6000": half-open intervals [start, end) in milliseconds.
QString intervalsText(const std::vector<TimeInterval>& intervals) {
    QStringList parts;
    for (const TimeInterval& interval : intervals) {
        parts << QStringLiteral("%1-%2").arg(interval.startMs).arg(interval.endMs);
    }
    return parts.join(QStringLiteral(", "));
}

// The text of an intervals cell; nullopt when the cell is empty. The ranges themselves
// (start before end, in order, not overlapping) are validateScenario's.
std::optional<std::vector<TimeInterval>> optionalIntervals(const QTableWidget* table, int row, int column,
                                                           const QString& what) {
    const QString text = cellText(table, row, column);
    if (text.isEmpty()) {
        return std::nullopt;
    }
    std::vector<TimeInterval> intervals;
    for (const QString& chunk : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList ends = chunk.trimmed().split(QLatin1Char('-'));
        bool okStart = false;
        bool okEnd = false;
        TimeInterval interval;
        if (ends.size() == 2) {
            interval.startMs = ends[0].trimmed().toLongLong(&okStart);
            interval.endMs = ends[1].trimmed().toLongLong(&okEnd);
        }
        if (!okStart || !okEnd) {
            fail(ScenarioEditor::tr("Row %1, %2: \"%3\" should be intervals in ms, \"start-end, start-end\"")
                     .arg(row + 1)
                     .arg(what, chunk.trimmed()));
        }
        intervals.push_back(interval);
    }
    return intervals;
}

QString usersText(const std::optional<std::vector<std::string>>& users) {
    QStringList parts;
    if (users) {
        for (const std::string& user : *users) {
            parts << QString::fromStdString(user);
        }
    }
    return parts.join(QStringLiteral(", "));
}

// A comma list of local parts; nullopt when the cell is empty.
std::optional<std::vector<std::string>> optionalUsers(const QTableWidget* table, int row, int column) {
    const QString text = cellText(table, row, column);
    if (text.isEmpty()) {
        return std::nullopt;
    }
    std::vector<std::string> users;
    for (const QString& user : text.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        if (!user.trimmed().isEmpty()) {
            users.push_back(user.trimmed().toStdString());
        }
    }
    return users;
}

void setHeaderTips(QTableWidget* table, const QStringList& tips) {
    for (int column = 0; column < tips.size() && column < table->columnCount(); ++column) {
        if (QTableWidgetItem* header = table->horizontalHeaderItem(column)) {
            header->setToolTip(tips[column]);
        }
    }
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

// What the table has no column for stays with the message of the same queue ID: its sender (as
// long as the Null sender box agrees with it: "" is the null sender) and a replay's attempts,
// which go with the addresses they belong to (an address listed twice, each copy its own in
// order); an address added gets none, and a message given as "domain: count" pairs has none.
void keepUnshown(const MessageSpec& before, MessageSpec& message) {
    if (before.sender && before.sender->empty() == message.nullSender)
        message.sender = before.sender;
    if (before.attempts.empty() || message.addresses.empty())
        return;
    std::map<std::string, std::deque<const std::vector<AttemptSpec>*>> byAddress;
    for (std::size_t i = 0; i < before.addresses.size() && i < before.attempts.size(); ++i)
        byAddress[before.addresses[i]].push_back(&before.attempts[i]);
    bool any = false;
    for (const std::string& address : message.addresses) {
        std::deque<const std::vector<AttemptSpec>*>& lists = byAddress[address];
        message.attempts.push_back(lists.empty() ? std::vector<AttemptSpec>{} : *lists.front());
        any = any || !message.attempts.back().empty();
        if (!lists.empty())
            lists.pop_front();
    }
    if (!any)
        message.attempts.clear();
}

} // namespace

ScenarioEditor::ScenarioEditor(const Scenario& scenario, QWidget* parent)
    : QDialog(parent), original_(scenario), result_(scenario),
      messagesEditable_(scenario.messages.size() <= kMaxEditableMessages), title_(new QLineEdit),
      description_(new QPlainTextEdit), error_(new QLabel) {
    setWindowTitle(tr("Edit scenario"));
    messages_ = makeTable(
        {tr("Queue ID"), tr("Arrival (ms)"), tr("Recipients"), tr("Null sender"), tr("Deferred until (ms)")});
    destinations_ = makeTable({tr("Domain"), tr("Transport"), tr("Delivery (ms)"), tr("Per recipient (ms)"),
                               tr("Server limit"), tr("Failure (ms)"), tr("Down"), tr("Down intervals (ms)"),
                               tr("Greylisting (ms)"), tr("Unknown users"), tr("Deferred users")});
    transports_ = makeTable({tr("Transport"), tr("maxproc"), tr("Broken (ms)")});
    setHeaderTips(
        messages_,
        {tr("The message's queue ID: letters, digits and . _ -, unique in the scenario."),
         tr("When the message is handed to the queue manager, in ms from the start (0 to 2147483647); "
            "messages are listed in arrival order."),
         tr("\"domain: count, ...\" or a list of addresses."),
         tr("Checked: a bounce message (null sender); bounce_queue_lifetime, not maximal_queue_lifetime, "
            "limits its time in the queue."),
         tr("qmgrlab's extension, only with the deferred queue on: the message arrives in the deferred queue "
            "and may be tried from this time (ms, 0 to 2147483647) on, like an imported server's deferred "
            "mail. Empty: it arrives in the incoming queue.")});
    setHeaderTips(
        destinations_,
        {tr("The recipient domain, or \"*\" for every other domain."),
         tr("The transport (master.cf service) that delivers to it."),
         tr("How long an accepted delivery takes, in ms (at least 1)."),
         tr("How much longer per recipient of the delivery, in ms (0 or more)."),
         tr("How many sessions the server accepts at once; 0 means no limit."),
         tr("How long a refused connection takes, in ms (at least 1)."),
         tr("Checked: every delivery fails; unchecked: the server is up; half-checked: as \"*\" (or "
            "the intervals to the right)."),
         tr("When the server is down: half-open intervals in ms, \"0-1000, 5000-6000\" (they "
            "may overlap); leave Down half-checked to use them."),
         tr("Greylisting: a recipient is deferred until this many ms after its first attempt (0 to "
            "2147483647; 0 or empty: none). Without the deferred queue its deferral is final."),
         tr("Local parts the server rejects for good (5xx), comma-separated: those recipients bounce."),
         tr("Local parts the server always rejects for now (4xx), comma-separated: those recipients are "
            "deferred.")});
    setHeaderTips(transports_,
                  {tr("The master.cf service name of the transport."),
                   tr("How many delivery agents it may run at once (1 to 2147483647); empty means "
                      "default_process_limit."),
                   tr("When its delivery agents cannot be started: half-open intervals in ms, \"0-1000, "
                      "5000-6000\"; the transport is then dead for transport_retry_time.")});
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
    deferredQueue_ = new QCheckBox(tr("Retry deferred recipients from the deferred queue"));
    deferredQueue_->setObjectName(QStringLiteral("deferredQueueCheck"));
    deferredQueue_->setChecked(scenario.deferredQueue);
    deferredQueue_->setToolTip(tr(
        "deferred_queue: a message with deferred recipients waits in the deferred queue for its backoff "
        "(minimal_backoff_time .. maximal_backoff_time, from its age) and is tried again by the scans every "
        "queue_run_delay, until maximal_queue_lifetime. Off: a deferred recipient is final."));
    form->addRow(tr("De&ferred queue:"), deferredQueue_);

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
                     "half-checked = as \"*\" or the down intervals. Lists are comma-separated; hover "
                     "over a column's title for its range.")),
        tr("D&estinations"));
    tabs->addTab(tablePage(transports_, tr("Add transport"),
                           tr("maxproc: how many delivery agents the transport may run at once (master.cf). "
                              "A transport not listed gets default_process_limit. Broken: when its agents "
                              "cannot be started, \"0-1000, 5000-6000\" in ms.")),
                 tr("&Transports"));
    messages_->setAccessibleName(tr("Messages"));
    destinations_->setAccessibleName(tr("Destinations"));
    transports_->setAccessibleName(tr("Transports"));

    error_->setWordWrap(true);
    error_->setStyleSheet(
        QStringLiteral("color: %1; font-weight: bold").arg(Theme::of(palette()).errorText().name()));
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
    ProcessLimit smtp;
    smtp.transport = "smtp";
    smtp.maxproc = 1;
    scenario.masterCf.push_back(smtp);
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
    connect(add, &QPushButton::clicked, table, [this, table] {
        table->insertRow(table->rowCount());
        addCheckItems(table, table->rowCount() - 1);
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

void ScenarioEditor::addCheckItems(QTableWidget* table, int row) const {
    if (table == messages_) {
        auto* nullSender = new QTableWidgetItem;
        nullSender->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
        nullSender->setCheckState(Qt::Unchecked);
        table->setItem(row, NullSenderColumn, nullSender);
    } else if (table == destinations_) {
        auto* down = new QTableWidgetItem;
        down->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable |
                       Qt::ItemIsUserTristate);
        down->setCheckState(Qt::PartiallyChecked);
        table->setItem(row, DownColumn, down);
    }
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
        addCheckItems(messages_, row);
        messages_->item(row, NullSenderColumn)
            ->setCheckState(message.nullSender ? Qt::Checked : Qt::Unchecked);
        setCell(messages_, row, DeferredUntilColumn, optionalText(message.deferredUntilMs));
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
        addCheckItems(destinations_, row);
        destinations_->item(row, DownColumn)
            ->setCheckState(!d.down ? Qt::PartiallyChecked : (*d.down ? Qt::Checked : Qt::Unchecked));
        setCell(destinations_, row, DownIntervalsColumn,
                d.downIntervals ? intervalsText(*d.downIntervals) : QString());
        setCell(destinations_, row, GreylistColumn, optionalText(d.greylistMs));
        setCell(destinations_, row, UnknownUsersColumn, usersText(d.unknownUsers));
        setCell(destinations_, row, DeferUsersColumn, usersText(d.deferUsers));
    }
    destinations_->resizeColumnsToContents();
}

void ScenarioEditor::fillTransports() {
    transports_->setRowCount(static_cast<int>(original_.masterCf.size()));
    for (int row = 0; row < transports_->rowCount(); ++row) {
        setCell(transports_, row, NameColumn, QString::fromStdString(original_.masterCf[row].transport));
        const std::optional<int> maxproc = original_.masterCf[row].maxproc;
        setCell(transports_, row, MaxprocColumn, maxproc ? QString::number(*maxproc) : QString());
        setCell(transports_, row, BrokenColumn, intervalsText(original_.masterCf[row].broken));
    }
    transports_->resizeColumnsToContents();
}

void ScenarioEditor::readMessages(Scenario& scenario) const {
    if (!messagesEditable_) {
        return;
    }
    std::unordered_map<std::string, const MessageSpec*> byId;
    for (const MessageSpec& message : original_.messages)
        byId.emplace(message.id, &message);
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
        const QTableWidgetItem* nullSender = messages_->item(row, NullSenderColumn);
        message.nullSender = nullSender != nullptr && nullSender->checkState() == Qt::Checked;
        message.deferredUntilMs = optionalNumber(messages_, row, DeferredUntilColumn, tr("deferred until"));
        if (const auto before = byId.find(message.id); before != byId.end())
            keepUnshown(*before->second, message);
        scenario.messages.push_back(std::move(message));
    }
}

void ScenarioEditor::readDestinations(Scenario& scenario) const {
    scenario.destinations.clear();
    for (int row = 0; row < destinations_->rowCount(); ++row) {
        DestinationSpec d;
        d.domain = cellText(destinations_, row, DomainColumn).toStdString();
        // The delivery-time jitter has no column: a domain keeps the one it had. An empty list
        // cell keeps an empty list the file had ("down": [], "unknown_users": []).
        const DestinationSpec* before = nullptr;
        for (const DestinationSpec& candidate : original_.destinations) {
            if (candidate.domain == d.domain) {
                before = &candidate;
            }
        }
        if (before != nullptr) {
            d.deliveryJitterMs = before->deliveryJitterMs;
        }
        const auto keptEmpty = [](const auto& list) { return list && list->empty() ? list : std::nullopt; };
        d.downIntervals = optionalIntervals(destinations_, row, DownIntervalsColumn, tr("down intervals"));
        d.greylistMs = optionalNumber(destinations_, row, GreylistColumn, tr("greylisting ms"));
        d.unknownUsers = optionalUsers(destinations_, row, UnknownUsersColumn);
        d.deferUsers = optionalUsers(destinations_, row, DeferUsersColumn);
        if (before != nullptr) {
            if (!d.downIntervals)
                d.downIntervals = keptEmpty(before->downIntervals);
            if (!d.unknownUsers)
                d.unknownUsers = keptEmpty(before->unknownUsers);
            if (!d.deferUsers)
                d.deferUsers = keptEmpty(before->deferUsers);
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
            // "down" is one field: either the checkbox or the intervals.
            if (!cellText(destinations_, row, DownIntervalsColumn).isEmpty()) {
                fail(
                    tr("Row %1, down: give either the Down check box or down intervals, not both; leave Down "
                       "half-checked to use the intervals")
                        .arg(row + 1));
            }
            d.down = down->checkState() == Qt::Checked;
            d.downIntervals.reset();
        }
        scenario.destinations.push_back(d);
    }
}

void ScenarioEditor::readTransports(Scenario& scenario) const {
    scenario.masterCf.clear();
    for (int row = 0; row < transports_->rowCount(); ++row) {
        ProcessLimit limit;
        limit.transport = cellText(transports_, row, NameColumn).toStdString();
        if (const auto maxproc = optionalNumber(transports_, row, MaxprocColumn, tr("maxproc"))) {
            limit.maxproc = static_cast<int>(*maxproc);
        }
        limit.broken = optionalIntervals(transports_, row, BrokenColumn, tr("broken"))
                           .value_or(std::vector<TimeInterval>{});
        scenario.masterCf.push_back(limit);
    }
}

void ScenarioEditor::accept() {
    Scenario scenario = original_;
    scenario.title = title_->text().trimmed().toStdString();
    scenario.description = description_->toPlainText().trimmed().toStdString();
    scenario.deferredQueue = deferredQueue_->isChecked();
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
