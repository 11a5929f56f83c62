// SPDX-License-Identifier: GPL-3.0-or-later
// ImportServerDialog: reads the files and runs importServer in a QtConcurrent task (a queue
// listing may be tens of megabytes), counts the result (ImportSummary: each next hop's transport,
// messages and recipients, each transport's delivery agents), and fills the preview tables.
#include "ui/scenario/ImportServerDialog.h"

#include "core/import/ImportSummary.h"
#include "core/import/ServerImport.h"
#include "ui/common/ErrorText.h"
#include "ui/common/NotesView.h"
#include "ui/common/Theme.h"
#include "ui/common/WindowSize.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFutureWatcher>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QScreen>
#include <QSplitter>
#include <QTabWidget>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <algorithm>
#include <exception>
#include <optional>

namespace qmgrlab::ui {

struct ImportServerDialog::Preview {
    std::array<QString, kSourceCount> paths; // what was imported
    QString error;                           // empty when the import succeeded
    ImportResult result;
    ImportSummary summary;
};

namespace {

// How long typing may pause before the import reruns.
constexpr int kDebounceMs = 250;

// Reads the given files and imports them; every failure becomes Preview::error. A file is
// named by its file name in the import's messages (the title carries the directory).
ImportServerDialog::Preview importFiles(const std::array<QString, ImportServerDialog::kSourceCount>& paths) {
    ImportServerDialog::Preview preview;
    preview.paths = paths;
    try {
        ImportSources sources;
        std::array<std::optional<ImportSource>*, ImportServerDialog::kSourceCount> targets = {
            &sources.mainCf, &sources.masterCf, &sources.queue, &sources.transportMap};
        for (std::size_t i = 0; i < paths.size(); ++i) {
            if (paths[i].isEmpty())
                continue;
            ImportSource source = readImportSource(paths[i].toStdString());
            source.path = QFileInfo(paths[i]).fileName().toStdString();
            *targets[i] = std::move(source);
        }
        preview.result = importServer(sources);
        preview.summary = ImportSummary::of(preview.result.scenario);
    } catch (const std::exception& e) {
        preview.error = errorText(e);
    }
    return preview;
}

QTableWidget* makeTable(const QStringList& headers) {
    auto* table = new QTableWidget(0, static_cast<int>(headers.size()));
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Tab leaves the table (arrow keys move between cells), so that it is no keyboard trap.
    table->setTabKeyNavigation(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setWordWrap(false);
    return table;
}

QTableWidgetItem* textItem(const std::string& text) {
    return new QTableWidgetItem(QString::fromStdString(text));
}

// A number that sorts as a number when the user sorts by its column.
QTableWidgetItem* numberItem(std::int64_t value) {
    auto* item = new QTableWidgetItem;
    item->setData(Qt::DisplayRole, static_cast<qlonglong>(value));
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

void fillRows(QTableWidget* table, int rows) {
    table->setSortingEnabled(false);
    table->clearContents();
    table->setRowCount(rows);
}

// The rows stay in the order they were filled in (no sort indicator) until the user sorts.
void finishTable(QTableWidget* table) {
    table->resizeColumnsToContents();
    table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    table->setSortingEnabled(true);
}

} // namespace

ImportServerDialog::ImportServerDialog(QWidget* parent)
    : QDialog(parent), debounce_(new QTimer(this)), watcher_(new QFutureWatcher<Preview>(this)),
      status_(new QLabel), understood_(new QTabWidget),
      destinations_(makeTable({tr("Domain"), tr("Transport"), tr("Messages"), tr("Recipients")})),
      transports_(makeTable({tr("Transport"), tr("Delivery agents (maxproc)"), tr("From")})),
      parameters_(makeTable({tr("Parameter"), tr("Value")})),
      ignored_(makeTable({tr("Parameter"), tr("Where"), tr("Why it does not count")})),
      notes_(new NotesView) {
    setWindowTitle(tr("Import server"));
    destinations_->setObjectName(QStringLiteral("importDestinations"));
    transports_->setObjectName(QStringLiteral("importTransports"));
    parameters_->setObjectName(QStringLiteral("importParameters"));
    ignored_->setObjectName(QStringLiteral("importIgnored"));
    notes_->setObjectName(QStringLiteral("importNotes"));
    destinations_->setAccessibleName(tr("Destinations understood"));
    transports_->setAccessibleName(tr("Transports understood"));
    parameters_->setAccessibleName(tr("Parameters understood"));
    ignored_->setAccessibleName(tr("Settings ignored"));
    notes_->setAccessibleName(tr("Assumptions"));
    status_->setObjectName(QStringLiteral("importStatus"));

    auto* files = new QGroupBox(tr("Files of the server (each optional)"));
    auto* grid = new QGridLayout(files);
    const std::array<QString, kSourceCount> labels = {tr("&main.cf or postconf -n output:"),
                                                      tr("ma&ster.cf:"), tr("&Queue (postqueue -j output):"),
                                                      tr("T&ransport map:")};
    const std::array<QString, kSourceCount> hints = {
        tr("/etc/postfix/main.cf, or a file with the output of postconf -n"), tr("/etc/postfix/master.cf"),
        tr("a file with the output of postqueue -j"),
        tr("lines \"domain transport\", as in /etc/postfix/transport")};
    for (int i = 0; i < kSourceCount; ++i) {
        auto* edit = new QLineEdit;
        edit->setPlaceholderText(hints[i]);
        edit->setClearButtonEnabled(true);
        auto* label = new QLabel(labels[i]);
        label->setBuddy(edit);
        auto* browseButton = new QPushButton(tr("Browse…"));
        grid->addWidget(label, i, 0);
        grid->addWidget(edit, i, 1);
        grid->addWidget(browseButton, i, 2);
        pathEdits_[i] = edit;
        connect(edit, &QLineEdit::textChanged, this, [this] {
            ready_ = false;
            importButton_->setEnabled(false);
            debounce_->start();
        });
        connect(browseButton, &QPushButton::clicked, this, [this, i] { browse(static_cast<Source>(i)); });
    }
    grid->setColumnStretch(1, 1);

    debounce_->setSingleShot(true);
    debounce_->setInterval(kDebounceMs);
    connect(debounce_, &QTimer::timeout, this, &ImportServerDialog::startImport);
    connect(watcher_, &QFutureWatcher<Preview>::finished, this, [this] {
        if (rerunWhenDone_) {
            startImport();
            return;
        }
        if (debounce_->isActive())
            return; // a path changed since: the import of the new paths follows
        showPreview(watcher_->result());
    });

    status_->setWordWrap(true);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);

    understood_->addTab(destinations_, tr("Destinations"));
    understood_->addTab(transports_, tr("Transports"));
    understood_->addTab(parameters_, tr("Parameters set"));
    auto* understoodBox = new QGroupBox(tr("What was understood"));
    (new QVBoxLayout(understoodBox))->addWidget(understood_);

    auto* ignoredBox = new QGroupBox(tr("What was ignored"));
    (new QVBoxLayout(ignoredBox))->addWidget(ignored_);
    auto* notesBox =
        new QGroupBox(tr("What was assumed (change it in the scenario editor after the import)"));
    (new QVBoxLayout(notesBox))->addWidget(notes_);
    auto* right = new QSplitter(Qt::Vertical);
    right->addWidget(ignoredBox);
    right->addWidget(notesBox);

    auto* preview = new QSplitter(Qt::Horizontal);
    preview->addWidget(understoodBox);
    preview->addWidget(right);
    preview->setChildrenCollapsible(false);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel);
    importButton_ = buttons->addButton(tr("&Import"), QDialogButtonBox::AcceptRole);
    importButton_->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &ImportServerDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &ImportServerDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(files);
    layout->addWidget(status_);
    layout->addWidget(preview, 1);
    layout->addWidget(buttons);

    clearPreview();
    status_->setText(tr("Choose at least one file. The import only reads them."));
    // Room for the tables' columns and several notes, within the screen.
    const QFontMetrics metrics = fontMetrics();
    const QSize wanted(metrics.averageCharWidth() * 190, metrics.lineSpacing() * 46);
    resizeWithinScreen(this, wanted);
}

ImportServerDialog::~ImportServerDialog() {
    // The task reads files only; it cannot be cancelled, so wait for it before its watcher goes.
    watcher_->waitForFinished();
}

void ImportServerDialog::setSourcePath(Source source, const QString& path) {
    pathEdits_[source]->setText(path);
}

QString ImportServerDialog::sourcePath(Source source) const {
    return pathEdits_[source]->text().trimmed();
}

std::array<QString, ImportServerDialog::kSourceCount> ImportServerDialog::paths() const {
    std::array<QString, kSourceCount> result;
    for (int i = 0; i < kSourceCount; ++i)
        result[i] = sourcePath(static_cast<Source>(i));
    return result;
}

QString ImportServerDialog::titleFor(const std::array<QString, kSourceCount>& paths) {
    const auto first =
        std::find_if(paths.begin(), paths.end(), [](const QString& p) { return !p.isEmpty(); });
    const QString& path =
        paths[MainCf].isEmpty() ? (first == paths.end() ? QString() : *first) : paths[MainCf];
    return tr("Imported from %1").arg(QDir::toNativeSeparators(QFileInfo(path).absolutePath()));
}

void ImportServerDialog::browse(Source source) {
    QString start = sourcePath(source);
    for (const QString& other : paths()) {
        if (start.isEmpty() && !other.isEmpty())
            start = QFileInfo(other).absolutePath();
    }
    if (start.isEmpty() && QFileInfo(QStringLiteral("/etc/postfix")).isDir())
        start = QStringLiteral("/etc/postfix");
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a file of the server"), start);
    if (!path.isEmpty())
        setSourcePath(source, path);
}

void ImportServerDialog::startImport() {
    debounce_->stop();
    ready_ = false;
    importButton_->setEnabled(false);
    if (watcher_->isRunning()) {
        rerunWhenDone_ = true; // the files changed while the last import ran
        return;
    }
    rerunWhenDone_ = false;
    const auto current = paths();
    if (std::all_of(current.begin(), current.end(), [](const QString& p) { return p.isEmpty(); })) {
        clearPreview();
        error_.clear();
        status_->setStyleSheet(QString());
        status_->setText(tr("Choose at least one file. The import only reads them."));
        Q_EMIT previewUpdated();
        return;
    }
    status_->setStyleSheet(QString());
    const QLocale locale;
    status_->setText(tr("reading…"));
    watcher_->setFuture(QtConcurrent::run(importFiles, current));
}

void ImportServerDialog::clearPreview() {
    for (QTableWidget* table : {destinations_, transports_, parameters_, ignored_})
        fillRows(table, 0);
    notes_->clear();
    understood_->setTabText(0, tr("Destinations"));
    understood_->setTabText(1, tr("Transports"));
    understood_->setTabText(2, tr("Parameters set"));
}

void ImportServerDialog::showPreview(const Preview& preview) {
    clearPreview();
    error_ = preview.error;
    if (!error_.isEmpty()) {
        status_->setStyleSheet(
            QStringLiteral("color: %1; font-weight: bold").arg(Theme::of(palette()).errorText().name()));
        status_->setText(error_);
        Q_EMIT previewUpdated();
        return;
    }
    const Scenario& scenario = preview.result.scenario;

    const ImportSummary& summary = preview.summary;
    fillRows(destinations_, static_cast<int>(summary.destinations.size()));
    for (int row = 0; row < destinations_->rowCount(); ++row) {
        const ImportSummary::Destination& d = summary.destinations[static_cast<std::size_t>(row)];
        destinations_->setItem(row, 0, textItem(d.nexthop));
        destinations_->setItem(row, 1, textItem(d.transport));
        destinations_->setItem(row, 2, numberItem(d.messages));
        destinations_->setItem(row, 3, numberItem(d.recipients));
    }
    finishTable(destinations_);

    fillRows(transports_, static_cast<int>(summary.transports.size()));
    for (int row = 0; row < transports_->rowCount(); ++row) {
        const ImportSummary::Transport& t = summary.transports[static_cast<std::size_t>(row)];
        transports_->setItem(row, 0, textItem(t.name));
        transports_->setItem(row, 1, numberItem(t.maxproc));
        transports_->setItem(
            row, 2, new QTableWidgetItem(t.fromMasterCf ? tr("master.cf") : tr("default_process_limit")));
    }
    finishTable(transports_);

    fillRows(parameters_, static_cast<int>(scenario.mainCf.size()));
    for (int row = 0; row < parameters_->rowCount(); ++row) {
        const ParameterSetting& setting = scenario.mainCf[static_cast<std::size_t>(row)];
        parameters_->setItem(row, 0, textItem(setting.name));
        parameters_->setItem(row, 1, textItem(setting.value));
    }
    finishTable(parameters_);

    const auto& ignored = preview.result.ignored;
    fillRows(ignored_, static_cast<int>(ignored.size()));
    for (int row = 0; row < ignored_->rowCount(); ++row) {
        const IgnoredParameter& parameter = ignored[static_cast<std::size_t>(row)];
        ignored_->setItem(row, 0, textItem(parameter.name));
        const QString reason = translatedRule(parameter.reason);
        ignored_->setItem(row, 1, new QTableWidgetItem(translatedRule(parameter.place)));
        ignored_->setItem(row, 2, new QTableWidgetItem(reason));
        ignored_->item(row, 2)->setToolTip(reason);
    }
    finishTable(ignored_);

    notes_->setNotes(preview.result.notes);

    understood_->setTabText(0, tr("Destinations (%1)").arg(summary.destinations.size()));
    understood_->setTabText(1, tr("Transports (%1)").arg(summary.transports.size()));
    understood_->setTabText(2, tr("Parameters set (%1)").arg(scenario.mainCf.size()));
    status_->setStyleSheet(QString());
    const QLocale locale;
    status_->setText(
        tr("%1 messages with %2 recipients to %3 destinations; %4 settings ignored. Import opens "
           "it as a new scenario, not saved yet.")
            .arg(locale.toString(static_cast<qlonglong>(scenario.messages.size())),
                 locale.toString(static_cast<qlonglong>(summary.recipients)),
                 locale.toString(static_cast<qlonglong>(summary.destinations.size())),
                 locale.toString(static_cast<qlonglong>(ignored.size()))));

    scenario_ = scenario;
    scenario_.title = titleFor(preview.paths).toStdString();
    ready_ = true;
    importButton_->setEnabled(true);
    Q_EMIT previewUpdated();
}

} // namespace qmgrlab::ui
