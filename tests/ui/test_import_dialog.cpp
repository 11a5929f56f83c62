// SPDX-License-Identifier: GPL-3.0-or-later
// test_import_dialog: File > Import server… headless. The relay sample's preview (domains,
// transports and counts worked out by hand from its files and docs/IMPORT.md's rules), each
// sample server imported through the main window's menu into a new, unsaved, modified document
// whose scenario is importServer's on the same files, and a broken main.cf that shows its file
// and line in the dialog and disables Import.
#include "ExamplePaths.h"
#include "ImportServerDialogProbe.h"
#include "core/import/ServerImport.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/scenario/ImportServerDialog.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>
#include <array>
#include <optional>

using qmgrlab::test::gui::kImportDir;

using qmgrlab::ImportSource;
using qmgrlab::ImportSources;
using qmgrlab::Scenario;
using qmgrlab::ui::ImportServerDialog;
using qmgrlab::ui::ImportServerDialogProbe;
using qmgrlab::ui::MainWindow;

namespace {

// The sample server's files that exist, in the dialog's row order (empty: not given).
std::array<QString, ImportServerDialog::kSourceCount> samplePaths(const QString& server) {
    const QDir dir(kImportDir + QLatin1Char('/') + server);
    std::array<QString, ImportServerDialog::kSourceCount> paths;
    const std::array<QString, ImportServerDialog::kSourceCount> names = {
        QStringLiteral("main.cf"), QStringLiteral("master.cf"), QStringLiteral("postqueue.json"),
        QStringLiteral("transport")};
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (dir.exists(names[i]))
            paths[i] = QFileInfo(dir.filePath(names[i])).absoluteFilePath();
    }
    return paths;
}

// importServer on the same files, each named by its file name as the dialog names them.
Scenario expectedScenario(const std::array<QString, ImportServerDialog::kSourceCount>& paths) {
    ImportSources sources;
    std::array<std::optional<ImportSource>*, ImportServerDialog::kSourceCount> targets = {
        &sources.mainCf, &sources.masterCf, &sources.queue, &sources.transportMap};
    for (std::size_t i = 0; i < paths.size(); ++i) {
        if (paths[i].isEmpty())
            continue;
        ImportSource source = qmgrlab::readImportSource(paths[i].toStdString());
        source.path = QFileInfo(paths[i]).fileName().toStdString();
        *targets[i] = source;
    }
    return qmgrlab::importServer(sources).scenario;
}

void setPaths(ImportServerDialog& dialog,
              const std::array<QString, ImportServerDialog::kSourceCount>& paths) {
    for (int i = 0; i < ImportServerDialog::kSourceCount; ++i)
        ImportServerDialogProbe(dialog).setSourcePath(static_cast<ImportServerDialog::Source>(i),
                                                      paths[static_cast<std::size_t>(i)]);
}

// The row of a table whose first column reads text, -1 if none.
int rowOf(const QTableWidget* table, const QString& text) {
    for (int row = 0; row < table->rowCount(); ++row) {
        if (table->item(row, 0)->text() == text)
            return row;
    }
    return -1;
}

QStringList rowText(const QTableWidget* table, int row) {
    QStringList cells;
    for (int column = 0; column < table->columnCount(); ++column)
        cells << table->item(row, column)->text();
    return cells;
}

QPushButton* importButton(const ImportServerDialog& dialog) {
    for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
        if (button->text() == QStringLiteral("&Import"))
            return button;
    }
    return nullptr;
}

} // namespace

class TestImportDialog : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void nothingChosenImportsNothing() {
        ImportServerDialog dialog;
        QVERIFY(!ImportServerDialogProbe(dialog).canImport());
        QVERIFY(!importButton(dialog)->isEnabled());
    }

    // relay/: the transport map sends partner.example to relay, relay_domains sends
    // example.net and lists.example.net to relay, mydestination ($myhostname) sends
    // mx1.example.net to local, the rest goes to default_transport smtp. The message on hold
    // is left out: 4 messages, 9 recipients. master.cf gives relay 20 agents; smtp's "-" is
    // default_process_limit = 50.
    void previewOfTheRelayServer() {
        ImportServerDialog dialog;
        QSignalSpy updated(&dialog, &ImportServerDialog::previewUpdated);
        setPaths(dialog, samplePaths(QStringLiteral("relay")));
        QVERIFY(updated.wait(10000));
        QVERIFY2(ImportServerDialogProbe(dialog).canImport(),
                 qPrintable(ImportServerDialogProbe(dialog).errorText()));
        QVERIFY(importButton(dialog)->isEnabled());

        const auto* destinations = dialog.findChild<QTableWidget*>(QStringLiteral("importDestinations"));
        QCOMPARE(destinations->rowCount(), 6);
        // Most recipients first: example.com has one in each of three messages.
        QCOMPARE(rowText(destinations, 0), (QStringList{"example.com", "smtp", "3", "3"}));
        QCOMPARE(rowText(destinations, 1), (QStringList{"partner.example", "relay", "1", "2"}));
        QCOMPARE(rowText(destinations, rowOf(destinations, "example.org")),
                 (QStringList{"example.org", "smtp", "1", "1"}));
        QCOMPARE(rowText(destinations, rowOf(destinations, "example.net")),
                 (QStringList{"example.net", "relay", "1", "1"}));
        QCOMPARE(rowText(destinations, rowOf(destinations, "lists.example.net")),
                 (QStringList{"lists.example.net", "relay", "1", "1"}));
        QCOMPARE(rowText(destinations, rowOf(destinations, "mx1.example.net")),
                 (QStringList{"mx1.example.net", "local", "1", "1"}));

        const auto* transports = dialog.findChild<QTableWidget*>(QStringLiteral("importTransports"));
        QCOMPARE(rowText(transports, rowOf(transports, "relay")), (QStringList{"relay", "20", "master.cf"}));
        QCOMPARE(rowText(transports, rowOf(transports, "smtp")),
                 (QStringList{"smtp", "50", "default_process_limit"}));

        const auto* parameters = dialog.findChild<QTableWidget*>(QStringLiteral("importParameters"));
        QCOMPARE(rowText(parameters, rowOf(parameters, "relay_destination_concurrency_limit")),
                 (QStringList{"relay_destination_concurrency_limit", "4"}));

        // smtpd_recipient_limit is a parameter of the SMTP server, on main.cf's line 23.
        const auto* ignored = dialog.findChild<QTableWidget*>(QStringLiteral("importIgnored"));
        const int smtpd = rowOf(ignored, "smtpd_recipient_limit");
        QVERIFY(smtpd >= 0);
        QCOMPARE(ignored->item(smtpd, 1)->text(), QStringLiteral("main.cf line 23"));
        QVERIFY(rowOf(ignored, "relay_destination_concurrency_limit") < 0);

        // The destination behaviour the files cannot tell is assumed, and the dialog says so.
        const QString notes = dialog.findChild<QPlainTextEdit*>(QStringLiteral("importNotes"))->toPlainText();
        QVERIFY2(notes.contains(QStringLiteral("server_limit")), qPrintable(notes));
        QVERIFY2(notes.contains(QStringLiteral("on hold")), qPrintable(notes));

        QCOMPARE(
            QString::fromStdString(dialog.scenario().title),
            QStringLiteral("Imported from %1")
                .arg(QDir::toNativeSeparators(QDir(kImportDir).absolutePath() + QStringLiteral("/relay"))));
    }

    // default_delivery_slot_cost 1 breaks the rule "0 or at least 2" on line 2; fixing the
    // file's path enables Import again.
    void brokenFileNamesItsLineAndDisablesImport() {
        QTemporaryDir dir;
        const QString broken = dir.filePath(QStringLiteral("main.cf"));
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("myhostname = mx.example\ndefault_delivery_slot_cost = 1\n");
        file.close();

        ImportServerDialog dialog;
        QSignalSpy updated(&dialog, &ImportServerDialog::previewUpdated);
        ImportServerDialogProbe(dialog).setSourcePath(ImportServerDialog::MainCf, broken);
        QVERIFY(updated.wait(10000));
        QVERIFY(!ImportServerDialogProbe(dialog).canImport());
        QVERIFY(!importButton(dialog)->isEnabled());
        const QString error = ImportServerDialogProbe(dialog).errorText();
        QVERIFY2(error.startsWith(QStringLiteral("main.cf: line 2: default_delivery_slot_cost")),
                 qPrintable(error));
        QCOMPARE(dialog.findChild<QLabel*>(QStringLiteral("importStatus"))->text(), error);
        QCOMPARE(dialog.findChild<QTableWidget*>(QStringLiteral("importParameters"))->rowCount(), 0);

        ImportServerDialogProbe(dialog).setSourcePath(ImportServerDialog::MainCf,
                                                      samplePaths(QStringLiteral("lists"))[0]);
        QVERIFY(updated.wait(10000));
        QVERIFY2(ImportServerDialogProbe(dialog).canImport(),
                 qPrintable(ImportServerDialogProbe(dialog).errorText()));
        QVERIFY(importButton(dialog)->isEnabled());
    }

    void eachSampleOpensInTheMainWindow_data() {
        QTest::addColumn<QString>("server");
        QTest::newRow("relay") << QStringLiteral("relay");
        QTest::newRow("local-virtual") << QStringLiteral("local-virtual");
        QTest::newRow("lists") << QStringLiteral("lists");
    }

    void eachSampleOpensInTheMainWindow() {
        QFETCH(QString, server);
        const auto paths = samplePaths(server);
        MainWindow window;
        window.show();
        QAction* import = nullptr;
        for (QAction* action : window.findChildren<QAction*>()) {
            if (action->text() == QStringLiteral("&Import server…"))
                import = action;
        }
        QVERIFY(import != nullptr);

        bool accepted = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ImportServerDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr)
                return;
            QSignalSpy updated(dialog, &ImportServerDialog::previewUpdated);
            setPaths(*dialog, paths);
            if (updated.wait(10000) && ImportServerDialogProbe(*dialog).canImport()) {
                importButton(*dialog)->click();
                accepted = true;
            } else {
                dialog->reject();
            }
        });
        import->trigger();
        QVERIFY(accepted);
        QString error;
        QVERIFY2(window.document()->waitForRecording(&error), qPrintable(error));

        Scenario expected = expectedScenario(paths);
        expected.title = QStringLiteral("Imported from %1")
                             .arg(QDir::toNativeSeparators(QFileInfo(paths[0]).absolutePath()))
                             .toStdString();
        QVERIFY(window.controller()->hasRun());
        QVERIFY(window.controller()->scenario() == expected);
        QVERIFY(window.document()->filePath().isEmpty()); // never an input: Save asks where
        QVERIFY(window.document()->modified());
        QVERIFY(window.isWindowModified());
        QVERIFY2(window.windowTitle().startsWith(QString::fromStdString(expected.title)),
                 qPrintable(window.windowTitle()));
    }
};

QTEST_MAIN(TestImportDialog)
#include "test_import_dialog.moc"
