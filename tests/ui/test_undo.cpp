// SPDX-License-Identifier: GPL-3.0-or-later
// test_undo: every kind of scenario edit goes through the document and can be undone and redone,
// headless. A teacher changes three parameters in the panel and gets back to the example with
// three Ctrl+Z; a change made in the scenario editor and an imported server are undone and redone
// the same way. Each time the scenario, the run (the smtp delivery-slot string) and the modified
// flag follow. The slot strings are qmgrlab-cli's for the same settings (`qmgrlab-cli slots
// --variant ...`): the example's 11221111331111, SCHEDULER_README's no-loan sequence without the
// discount, then a slot cost of 3, then a loan of 3 slots; and with four recipients for message 3.
// An edit that drops lesson bookmarks is asked about first; Undo gives them back. The same
// parameter applied again and again is one step. Each edit's run records on a worker, as the
// window's does: the tests wait for it before they look at the run.
#include "ControllerSlots.h"
#include "ExamplePaths.h"
#include "ImportServerDialogProbe.h"
#include "MainWindowProbe.h"
#include "ParametersPanelProbe.h"
#include "core/import/ServerImport.h"
#include "core/trace/Recording.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/parameters/ParametersPanel.h"
#include "ui/scenario/ImportServerDialog.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>
#include <array>
#include <optional>
#include <string>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

using qmgrlab::test::smtpSlots;

namespace {

const QString kRelay = qmgrlab::test::gui::kImportDir + QStringLiteral("/relay");

Scenario fileScenario(const QString& path) {
    return loadScenarioFile(path.toStdString());
}

QAction* actionNamed(const QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == text)
            return action;
    }
    return nullptr;
}

} // namespace

class UndoTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() {
        QVERIFY(dir_.isValid());
        copy_ = dir_.filePath(QStringLiteral("slot-loan.json"));
        QFile::remove(copy_);
        QVERIFY(QFile::copy(kSlotLoan, copy_));
        QFile::setPermissions(copy_, QFile::ReadOwner | QFile::WriteOwner);
        window_ = std::make_unique<MainWindow>();
        QVERIFY(window_->openPath(copy_));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }

    void cleanup() { window_.reset(); }

    // Waits for the run an edit, an undo or a redo records again (on a worker, as the window does).
    bool rerun() {
        QString error;
        const bool ok = window_->document()->waitForRecording(&error);
        if (!ok)
            qWarning("%s", qPrintable(error));
        return ok;
    }

    // Edit > Undo and Redo, with the usual keys (Ctrl+Z, Ctrl+Shift+Z).
    void editMenuHasUndoAndRedo() {
        QMenu* edit = window_->menuBar()->findChild<QMenu*>(QStringLiteral("editMenu"));
        QVERIFY(edit != nullptr);
        QCOMPARE(edit->title(), QStringLiteral("&Edit"));
        auto* undo = window_->findChild<QAction*>(QStringLiteral("undoAction"));
        auto* redo = window_->findChild<QAction*>(QStringLiteral("redoAction"));
        QVERIFY(undo != nullptr && redo != nullptr);
        QVERIFY(edit->actions().contains(undo) && edit->actions().contains(redo));
        QVERIFY(undo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Z)));
        QVERIFY(redo->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));
        // Nothing to undo after opening a file.
        QVERIFY(!undo->isEnabled());
        QVERIFY(!redo->isEnabled());
        QCOMPARE(undo->text(), QStringLiteral("&Undo"));
    }

    void threeParameterChangesTakeThreeKeystrokesBack() {
        SimulationController* controller = window_->controller();
        ScenarioDocument* document = window_->document();
        ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
        const Scenario example = fileScenario(kSlotLoan);
        QVERIFY(document->scenario() == example);
        controller->seek(6);
        const std::array<std::pair<const char*, const char*>, 3> changes = {
            {{"default_delivery_slot_discount", "0"},
             {"default_delivery_slot_cost", "3"},
             {"default_delivery_slot_loan", "3"}}};
        const std::array<std::string, 4> slotStrings = {"11221111331111", "11112211113311", "11111122111133",
                                                        "12211111111133"};
        std::array<Scenario, 4> scenarios = {example};
        QCOMPARE(smtpSlots(*controller), slotStrings[0]);
        for (std::size_t i = 0; i < changes.size(); ++i) {
            scenarios[i + 1] = scenarios[i];
            scenarios[i + 1].setParameter(changes[i].first, changes[i].second, true);
            // None of these ends the run before a bookmark of the lesson: the panel asks nothing.
            QVERIFY(document->bookmarksPastEnd(scenarios[i + 1]).isEmpty());
            QCOMPARE(panel->setValue(QString::fromLatin1(changes[i].first),
                                     QString::fromLatin1(changes[i].second)),
                     QString());
            QVERIFY(panel->apply());
            QVERIFY(rerun());
            QCOMPARE(smtpSlots(*controller), slotStrings[i + 1]);
            QVERIFY(document->scenario() == scenarios[i + 1]);
            QVERIFY(controller->scenario() ==
                    scenarios[i + 1]); // the controller runs what the document holds
            QVERIFY(document->modified());
            QVERIFY(window_->isWindowModified());
        }
        QCOMPARE(controller->position(), std::size_t{6}); // each rerun kept the position
        QCOMPARE(document->undoStack()->count(), 3);
        auto* undo = window_->findChild<QAction*>(QStringLiteral("undoAction"));
        QCOMPARE(undo->text(), QStringLiteral("&Undo Set default_delivery_slot_loan = 3"));

        // Three Ctrl+Z: back to the example, unmodified.
        for (std::size_t i = changes.size(); i-- > 0;) {
            QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
            QVERIFY(rerun());
            QCOMPARE(smtpSlots(*controller), slotStrings[i]);
            QVERIFY(document->scenario() == scenarios[i]);
            QCOMPARE(document->modified(), i != 0);
            QCOMPARE(window_->isWindowModified(), i != 0);
            QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel)
                         .hasPendingChanges()); // the panel shows the scenario undone to
        }
        QVERIFY(!undo->isEnabled());
        QCOMPARE(controller->position(), std::size_t{6});
        auto* redo = window_->findChild<QAction*>(QStringLiteral("redoAction"));
        QCOMPARE(redo->text(), QStringLiteral("&Redo Set default_delivery_slot_discount = 0"));

        // Ctrl+Shift+Z redoes them in order.
        for (std::size_t i = 0; i < changes.size(); ++i) {
            QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
            QVERIFY(rerun());
            QCOMPARE(smtpSlots(*controller), slotStrings[i + 1]);
            QVERIFY(document->scenario() == scenarios[i + 1]);
            QVERIFY(document->modified());
        }
        QVERIFY(!redo->isEnabled());
    }

    // Applying one parameter again and again is one step to undo (as KDE Step merges a property
    // edited again): cost 3, then 4, is one "Set default_delivery_slot_cost = 4"; Ctrl+Z gives
    // the example back. Coming back to the example's value leaves no step at all.
    void repeatedEditsOfOneParameterAreOneStep() {
        SimulationController* controller = window_->controller();
        ScenarioDocument* document = window_->document();
        ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
        const Scenario example = document->scenario();
        Scenario costFour = example;
        costFour.setParameter("default_delivery_slot_cost", "4", true);
        SimulationController direct; // the same settings run without an edit
        QString error;
        QVERIFY2(direct.loadScenario(costFour, QStringLiteral("cost 4"), &error), qPrintable(error));
        for (const char* cost : {"3", "4"}) {
            QCOMPARE(panel->setValue(QStringLiteral("default_delivery_slot_cost"), QString::fromLatin1(cost)),
                     QString());
            QVERIFY(panel->apply());
        }
        QVERIFY(rerun());
        QCOMPARE(document->undoStack()->count(), 1);
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Set default_delivery_slot_cost = 4"));
        QVERIFY(document->scenario() == costFour);
        QCOMPARE(smtpSlots(*controller), smtpSlots(direct));
        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(rerun());
        QVERIFY(document->scenario() == example);
        QCOMPARE(smtpSlots(*controller), std::string("11221111331111"));
        QVERIFY(!document->modified());
        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QVERIFY(rerun());
        QCOMPARE(smtpSlots(*controller), smtpSlots(direct));

        // Back to the example's cost 2: the merged step is gone, nothing is modified.
        QCOMPARE(panel->setValue(QStringLiteral("default_delivery_slot_cost"), QStringLiteral("2")),
                 QString());
        QVERIFY(panel->apply());
        QVERIFY(rerun());
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY(document->scenario() == example);
        QVERIFY(!document->modified());
        QCOMPARE(smtpSlots(*controller), std::string("11221111331111"));
    }

    // Postfix's defaults end slot-loan's run at step 13, before three of its lesson's seven
    // bookmarks: Apply asks before they go (the answer here: apply), and Ctrl+Z brings the settings
    // and the bookmarks back.
    void bookmarksDroppedByAnEditComeBackWithUndo() {
        SimulationController* controller = window_->controller();
        ScenarioDocument* document = window_->document();
        ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
        const Scenario example = document->scenario();
        QCOMPARE(example.lesson.size(), std::size_t{7});
        QCOMPARE(controller->length(), std::size_t{35});
        qmgrlab::ui::ParametersPanelProbe(*panel).resetToDefaults();
        bool asked = false;
        QTimer::singleShot(0, this, [&asked] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            if (box == nullptr)
                return;
            asked = true;
            for (QAbstractButton* button : box->buttons()) {
                if (box->buttonRole(button) == QMessageBox::AcceptRole)
                    button->click();
            }
        });
        QVERIFY(panel->apply());
        QVERIFY(asked);
        QVERIFY(rerun());
        QCOMPARE(document->scenario().lesson.size(), std::size_t{4});
        QVERIFY(document->scenario().mainCf.empty());
        QCOMPARE(controller->length(), std::size_t{13});
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Change 6 main.cf parameter(s)"));

        // The question's box took the activation; the window gets it back, then the key.
        window_->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window_.get()));
        QTest::keyClick(window_.get(), Qt::Key_Z, Qt::ControlModifier);
        QVERIFY(rerun());
        QVERIFY(document->scenario() == example);
        QCOMPARE(controller->scenario().lesson.size(), std::size_t{7});
        QCOMPARE(controller->length(), std::size_t{35});
        QVERIFY(!document->modified());
    }

    // Saving marks the stack's clean state: undoing past it is a change again, redoing back to it
    // is not. Opening another file starts a new history.
    void saveSetsTheCleanStateAndOpeningClearsTheHistory() {
        ScenarioDocument* document = window_->document();
        QCOMPARE(qmgrlab::ui::MainWindowProbe(*window_).parametersPanel()->setValue(
                     QStringLiteral("default_delivery_slot_discount"), QStringLiteral("0")),
                 QString());
        QVERIFY(qmgrlab::ui::MainWindowProbe(*window_).parametersPanel()->apply());
        QVERIFY(rerun());
        QString error;
        QVERIFY2(document->save(&error), qPrintable(error));
        QVERIFY(!document->modified());
        QVERIFY(!window_->isWindowModified());
        QVERIFY(fileScenario(copy_) == document->scenario());
        document->undoStack()->undo();
        QVERIFY(rerun());
        QVERIFY(document->modified());
        QVERIFY(window_->isWindowModified());
        QCOMPARE(smtpSlots(*window_->controller()), std::string("11221111331111"));
        document->undoStack()->redo();
        QVERIFY(rerun());
        QVERIFY(!document->modified());
        QVERIFY(!window_->isWindowModified());
        QCOMPARE(smtpSlots(*window_->controller()), std::string("11112211113311"));

        QVERIFY(window_->openPath(kSlotLoan));
        QCOMPARE(document->undoStack()->count(), 0);
        QVERIFY(!document->modified());
        QVERIFY(!window_->findChild<QAction*>(QStringLiteral("undoAction"))->isEnabled());
    }

    // Scenario > Edit scenario…: message 3 gets four recipients instead of two.
    void editorChangeIsUndoneAndRedone() {
        SimulationController* controller = window_->controller();
        ScenarioDocument* document = window_->document();
        const Scenario example = document->scenario();
        bool edited = false;
        QTimer::singleShot(0, this, [&edited] {
            auto* editor = qobject_cast<ScenarioEditor*>(QApplication::activeModalWidget());
            if (editor == nullptr)
                return;
            auto* messages = editor->findChild<QTableWidget*>(QStringLiteral("messagesTable"));
            messages->item(2, 2)->setText(QStringLiteral("example.com: 4"));
            editor->accept();
            edited = editor->result() == QDialog::Accepted;
        });
        QAction* edit = actionNamed(*window_, QStringLiteral("&Edit scenario…"));
        QVERIFY(edit != nullptr);
        edit->trigger();
        QVERIFY(edited);
        QVERIFY(rerun());
        QCOMPARE(document->scenario().messages[2].recipientCount(), 4);
        QCOMPARE(smtpSlots(*controller), std::string("1122111111113333"));
        QVERIFY(document->modified());
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Edit scenario"));

        document->undoStack()->undo();
        QVERIFY(rerun());
        QVERIFY(document->scenario() == example);
        QCOMPARE(smtpSlots(*controller), std::string("11221111331111"));
        QVERIFY(!document->modified());
        document->undoStack()->redo();
        QVERIFY(rerun());
        QCOMPARE(document->scenario().messages[2].recipientCount(), 4);
        QCOMPARE(smtpSlots(*controller), std::string("1122111111113333"));
        QVERIFY(document->modified());
    }

    // File > Import server…: the relay sample replaces the example, without a file (Save asks
    // where); Undo gives the example back with its file, Redo the import again.
    void importIsUndoneAndRedone() {
        ScenarioDocument* document = window_->document();
        SimulationController* controller = window_->controller();
        const Scenario example = document->scenario();
        const std::array<QString, ImportServerDialog::kSourceCount> paths = {
            kRelay + QStringLiteral("/main.cf"), kRelay + QStringLiteral("/master.cf"),
            kRelay + QStringLiteral("/postqueue.json"), kRelay + QStringLiteral("/transport")};
        bool imported = false;
        QTimer::singleShot(0, this, [&] {
            auto* dialog = qobject_cast<ImportServerDialog*>(QApplication::activeModalWidget());
            if (dialog == nullptr)
                return;
            QSignalSpy updated(dialog, &ImportServerDialog::previewUpdated);
            for (int i = 0; i < ImportServerDialog::kSourceCount; ++i)
                qmgrlab::ui::ImportServerDialogProbe(*dialog).setSourcePath(
                    static_cast<ImportServerDialog::Source>(i),
                    QFileInfo(paths[static_cast<std::size_t>(i)]).absoluteFilePath());
            if (!updated.wait(10000) || !qmgrlab::ui::ImportServerDialogProbe(*dialog).canImport()) {
                dialog->reject();
                return;
            }
            for (QPushButton* button : dialog->findChildren<QPushButton*>()) {
                if (button->text() == QStringLiteral("&Import")) {
                    button->click();
                    imported = true;
                }
            }
        });
        QAction* import = actionNamed(*window_, QStringLiteral("&Import server…"));
        QVERIFY(import != nullptr);
        import->trigger();
        QVERIFY(imported);
        QVERIFY(rerun());
        const Scenario replaced = document->scenario();
        QVERIFY(!(replaced == example));
        QVERIFY(controller->scenario() == replaced);
        QVERIFY(document->filePath().isEmpty());
        QVERIFY(document->modified());
        QCOMPARE(document->undoStack()->undoText(), QStringLiteral("Import server"));
        const std::size_t importedLength = controller->length();

        document->undoStack()->undo();
        QVERIFY(rerun());
        QVERIFY(document->scenario() == example);
        QVERIFY(controller->scenario() == example);
        QCOMPARE(smtpSlots(*controller), std::string("11221111331111"));
        QCOMPARE(document->filePath(), copy_);
        QVERIFY(!document->modified());
        QVERIFY(!window_->isWindowModified());

        document->undoStack()->redo();
        QVERIFY(rerun());
        QVERIFY(document->scenario() == replaced);
        QCOMPARE(controller->length(), importedLength);
        QVERIFY(document->filePath().isEmpty());
        QVERIFY(document->modified());
        QVERIFY(window_->isWindowModified());
    }

private:
    QTemporaryDir dir_;
    QString copy_;
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(UndoTest)
#include "test_undo.moc"
