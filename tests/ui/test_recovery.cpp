// SPDX-License-Identifier: GPL-3.0-or-later
// test_recovery: saves that never lose work. A save to a place that cannot be written is an
// error naming the file and leaves what was there; unsaved changes are autosaved to a recovery
// file that goes away on save; a qmgrlab killed with unsaved changes leaves its recovery file,
// which the next start finds and restores as a modified document with its original file.
#include "ExamplePaths.h"
#include "MainWindowProbe.h"
#include "RecoveryStoreProbe.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/PageWriter.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

const std::string kTitle = "Slot loan: two small mails overtake a 10-recipient mail";

QByteArray contents(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// The recovery files in the store's directory.
QStringList recoveryFiles() {
    return QDir(RecoveryStore::directory()).entryList({QStringLiteral("*.json")}, QDir::Files);
}

} // namespace

class RecoveryTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() {
        QVERIFY(data_.isValid());
        // The recovery directory (AppLocalDataLocation) of this test and of the qmgrlab it starts.
        qputenv("XDG_DATA_HOME", data_.path().toUtf8());
        QCoreApplication::setOrganizationName(QStringLiteral("qmgrlab"));
        QCoreApplication::setApplicationName(QStringLiteral("qmgrlab"));
        QVERIFY(RecoveryStore::directory().startsWith(data_.path()));
    }

    void init() {
        QDir(RecoveryStore::directory()).removeRecursively();
        QVERIFY(work_.isValid());
        copy_ = work_.filePath(QStringLiteral("slot-loan-copy.json"));
        QFile::remove(copy_);
        QVERIFY(QFile::copy(kSlotLoan, copy_));
        QFile::setPermissions(copy_, QFile::ReadOwner | QFile::WriteOwner);
    }

    void saveUnderARegularFileIsAnError() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(copy_, &error));
        Scenario edited = controller.scenario();
        edited.title += " (edited)";
        QVERIFY(document.edit(edited, &error));
        const QByteArray passwd = contents(QStringLiteral("/etc/passwd"));
        const QString impossible = QStringLiteral("/etc/passwd/x.json");
        QVERIFY(!document.saveAs(impossible, &error));
        QVERIFY2(error.contains(impossible), qPrintable(error));
        QCOMPARE(contents(QStringLiteral("/etc/passwd")), passwd);
        // Still the edited document of its own file, which was not written.
        QVERIFY(document.modified());
        QCOMPARE(document.filePath(), copy_);
        QCOMPARE(contents(copy_), contents(kSlotLoan));
    }

    void saveOverADirectoryIsAnError() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY(document.open(copy_, &error));
        const QString directory = work_.filePath(QStringLiteral("a-directory.json"));
        QVERIFY(QDir().mkpath(directory));
        QVERIFY(QFile::copy(kSlotLoan, directory + QStringLiteral("/inside.json")));
        QVERIFY(!document.saveAs(directory, &error));
        QVERIFY2(error.contains(directory), qPrintable(error));
        QVERIFY(QFileInfo(directory).isDir());
        QCOMPARE(QDir(directory).entryList(QDir::Files), QStringList{QStringLiteral("inside.json")});
        QCOMPARE(document.filePath(), copy_);
    }

    void windowImageToAnUnwritablePlaceIsAnError() {
        MainWindow window;
        QString error;
        QVERIFY(
            !qmgrlab::ui::PageWriter::writeWindow(window, QStringLiteral("/etc/passwd/window.png"), &error));
        QVERIFY2(error.contains(QStringLiteral("/etc/passwd/window.png")), qPrintable(error));
    }

    void autosaveWritesOnlyUnsavedChangesAndSaveRemovesIt() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        RecoveryStore store(&document);
        QString error;
        QVERIFY(document.open(copy_, &error));
        // Nothing unsaved, nothing to recover.
        QVERIFY(qmgrlab::ui::RecoveryStoreProbe(store).autosave(&error));
        QVERIFY(recoveryFiles().isEmpty());

        Scenario edited = controller.scenario();
        edited.title += " (edited)";
        QVERIFY(document.edit(edited, &error));
        QVERIFY2(qmgrlab::ui::RecoveryStoreProbe(store).autosave(&error), qPrintable(error));
        QCOMPARE(recoveryFiles().size(), 1);
        QVERIFY(QFile::exists(qmgrlab::ui::RecoveryStoreProbe(store).currentFile()));
        const QJsonObject object =
            QJsonDocument::fromJson(contents(qmgrlab::ui::RecoveryStoreProbe(store).currentFile())).object();
        QCOMPARE(object.value(QStringLiteral("path")).toString(), copy_);
        QCOMPARE(object.value(QStringLiteral("pid")).toInteger(), QCoreApplication::applicationPid());
        QVERIFY(object.value(QStringLiteral("scenario")).toString().contains(QStringLiteral("(edited)")));
        // This process is alive: its own file is not a crash's work.
        QVERIFY(store.pending().isEmpty());

        QVERIFY2(document.save(&error), qPrintable(error));
        QVERIFY(recoveryFiles().isEmpty());
    }

    void fileOfARunningProcessIsNotPending() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        RecoveryStore store(&document);
        QVERIFY(QDir().mkpath(RecoveryStore::directory()));
        QJsonObject object;
        object.insert(QStringLiteral("pid"), 1); // init runs as long as the machine does
        object.insert(QStringLiteral("path"), copy_);
        object.insert(QStringLiteral("scenario"), QString::fromUtf8(contents(kSlotLoan)));
        QFile file(RecoveryStore::directory() + QStringLiteral("/other.json"));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QJsonDocument(object).toJson());
        file.close();
        QVERIFY(store.pending().isEmpty());
    }

    // A qmgrlab window is killed with unsaved changes (EditAndAutosave: edited and autosaved, then
    // running); the next start gets them back.
    void killedProcessLeavesWorkThatIsRestored() {
        QProcess qmgrlab;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), data_.path());
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), work_.filePath(QStringLiteral("config")));
        qmgrlab.setProcessEnvironment(environment);
        qmgrlab.start(QStringLiteral(QMGRLAB_EDIT_AND_AUTOSAVE_BINARY), {copy_});
        QVERIFY2(qmgrlab.waitForStarted(), qPrintable(qmgrlab.errorString()));
        const qint64 pid = qmgrlab.processId();
        QTRY_VERIFY_WITH_TIMEOUT(recoveryFiles().size() == 1, 60000);
        qmgrlab.kill(); // SIGKILL: no destructor, no close event
        QVERIFY(qmgrlab.waitForFinished());
        QCOMPARE(qmgrlab.exitStatus(), QProcess::CrashExit);
        QCOMPARE(recoveryFiles().size(), 1);

        MainWindow window;
        const QList<RecoveryStore::Entry> pending =
            qmgrlab::ui::MainWindowProbe(window).recoveryStore()->pending();
        QCOMPARE(pending.size(), 1);
        QCOMPARE(pending.front().pid, pid);
        QCOMPARE(pending.front().path, copy_);
        QString error;
        QVERIFY2(qmgrlab::ui::MainWindowProbe(window).recoveryStore()->restore(pending.front(), &error),
                 qPrintable(error));
        ScenarioDocument* document = window.document();
        QCOMPARE(window.controller()->scenario().title, kTitle + " (edited)");
        QVERIFY(document->modified());
        QVERIFY(document->recovered());
        QVERIFY(window.isWindowModified());
        QCOMPARE(document->filePath(), copy_);
        // The file itself was not touched; the recovered work now belongs to this process.
        QCOMPARE(contents(copy_), contents(kSlotLoan));
        QVERIFY(qmgrlab::ui::MainWindowProbe(window).recoveryStore()->pending().isEmpty());
        QCOMPARE(recoveryFiles().size(), 1);
        // Saved: the file has the edit and no recovery file is left.
        QVERIFY2(document->save(&error), qPrintable(error));
        QVERIFY(contents(copy_).contains("(edited)"));
        QVERIFY(!document->recovered());
        QVERIFY(recoveryFiles().isEmpty());
    }

private:
    QTemporaryDir data_;
    QTemporaryDir work_;
    QString copy_;
};

QTEST_MAIN(RecoveryTest)
#include "test_recovery.moc"
