// SPDX-License-Identifier: GPL-3.0-or-later
// DocumentActions: the file dialogs, the unsaved-changes question and the undo actions around
// ScenarioDocument; every change of the scenario goes through the document.
#include "ui/scenario/DocumentActions.h"

#include "ui/SimulationController.h"
#include "ui/common/Prompts.h"
#include "ui/common/ShortcutAction.h"
#include "ui/lesson/BookmarkLossQuestion.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ExamplesCatalog.h"
#include "ui/scenario/ImportServerDialog.h"
#include "ui/scenario/MaillogYear.h"
#include "ui/scenario/RecoveryDialog.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"

#include <QAction>
#include <QDialog>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressDialog>
#include <QStyle>
#include <QTimer>
#include <QUndoStack>
#include <QWidget>
#include <optional>
#include <utility>

namespace qmgrlab::ui {

namespace {

// Redo's keys: the platform's, and Ctrl+Shift+Z everywhere (Windows' own is Ctrl+Y).
QList<QKeySequence> redoKeys() {
    QList<QKeySequence> keys = QKeySequence::keyBindings(QKeySequence::Redo);
    const QKeySequence shiftZ(Qt::CTRL | Qt::SHIFT | Qt::Key_Z);
    if (!keys.contains(shiftZ))
        keys.prepend(shiftZ);
    return keys;
}

} // namespace

DocumentActions::DocumentActions(ScenarioDocument* document, RecoveryStore* recovery, QWidget* window)
    : QObject(window), document_(document), recovery_(recovery), window_(window) {
    const auto make = [this, window](const QString& text, const QList<QKeySequence>& keys, auto slot) {
        QAction* action = addShortcutAction(window, text, keys);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    new_ = make(tr("&New scenario…"), {QKeySequence::New}, [this] { newScenario(); });
    open_ = make(tr("&Open…"), {QKeySequence::Open}, [this] { openFile(); });
    open_->setIcon(window->style()->standardIcon(QStyle::SP_DialogOpenButton));
    import_ = new QAction(tr("&Import server…"), this);
    connect(import_, &QAction::triggered, this, &DocumentActions::importServer);
    importMaillog_ = new QAction(tr("Import &mail log…"), this);
    importMaillog_->setObjectName(QStringLiteral("importMaillogAction"));
    connect(importMaillog_, &QAction::triggered, this, &DocumentActions::importMaillog);
    save_ = make(tr("&Save"), {QKeySequence::Save}, [this] { save(); });
    saveAs_ = make(tr("Save &as…"), {QKeySequence::SaveAs}, [this] { saveAs(); });
    editScenario_ = make(tr("&Edit scenario…"), {QKeySequence(tr("Ctrl+E"))}, [this] { editScenario(); });
    QUndoStack* stack = document_->undoStack();
    undo_ = make(tr("&Undo"), QKeySequence::keyBindings(QKeySequence::Undo), [stack] { stack->undo(); });
    undo_->setObjectName(QStringLiteral("undoAction"));
    connect(document_, &ScenarioDocument::backgroundOpenFinished, this,
            &DocumentActions::onBackgroundOpenFinished);
    connect(document_, &ScenarioDocument::recordingChanged, this, [this](bool recording) {
        // An edit's, an undo's or a redo's run recorded again says so as an open does.
        if (recording && document_->rerunning()) {
            rerunShown_ = true;
            Q_EMIT message(tr("Recording the run of %1…").arg(document_->displayName()), 0);
        }
        // Abandoned or rerun (a finished open has reported and cleared its flag): "Recording…" is
        // over.
        if (!recording && (std::exchange(backgroundOpen_, false) | std::exchange(rerunShown_, false)))
            Q_EMIT message(QString(), 0);
    });
    redo_ = make(tr("&Redo"), redoKeys(), [stack] { stack->redo(); });
    redo_->setObjectName(QStringLiteral("redoAction"));
    connect(stack, &QUndoStack::indexChanged, this, &DocumentActions::updateUndoActions);
    connect(stack, &QUndoStack::cleanChanged, this, &DocumentActions::updateUndoActions);
    updateUndoActions();
    connect(document_, &ScenarioDocument::stateFailed, this,
            [this](const QString& error) { Q_EMIT failed(tr("The scenario cannot be run"), error); });
    connect(document_->controller(), &SimulationController::runChanged, this, &DocumentActions::onRunChanged);
    onRunChanged();
}

void DocumentActions::addFileActions(QMenu* file) {
    file->addAction(new_);
    file->addAction(open_);
    recentMenu_ = file->addMenu(tr("Open &Recent"));
    updateRecentMenu();
    file->addAction(import_);
    file->addAction(importMaillog_);
    file->addAction(save_);
    file->addAction(saveAs_);
}

void DocumentActions::addEditActions(QMenu* edit) {
    edit->addActions({undo_, redo_});
}

QMenu* DocumentActions::addExamplesMenu(QMenuBar* bar) {
    // The course: a submenu per part, its lessons numbered; any other example after them.
    QMenu* examples = bar->addMenu(tr("E&xamples"));
    examples->setToolTipsVisible(true);
    QMenu* part = nullptr;
    int partNumber = 0;
    for (const ExampleScenario& example : ExamplesCatalog::examples()) {
        QMenu* menu = examples;
        QString text = example.title;
        if (example.lesson != nullptr) {
            if (example.lesson->part != partNumber) {
                partNumber = example.lesson->part;
                part =
                    examples->addMenu(tr("Part &%1: %2").arg(partNumber).arg(Course::partTitle(partNumber)));
                part->setToolTipsVisible(true);
            }
            menu = part;
            text = tr("%1. %2").arg(example.lesson->number).arg(Course::title(*example.lesson));
        } else if (part != nullptr) {
            examples->addSeparator();
            part = nullptr;
        }
        QAction* action = menu->addAction(text);
        action->setToolTip(example.lesson != nullptr
                               ? tr("%1 (%2)").arg(Course::question(*example.lesson), example.fileName)
                               : example.fileName);
        action->setStatusTip(action->toolTip());
        const QString path = example.path;
        connect(action, &QAction::triggered, this, [this, path] { openExample(path); });
    }
    return examples;
}

// "Undo Set default_delivery_slot_cost = 3": the action names the edit it takes back.
void DocumentActions::updateUndoActions() {
    const QUndoStack* stack = document_->undoStack();
    undo_->setText(stack->canUndo() ? tr("&Undo %1").arg(stack->undoText()) : tr("&Undo"));
    redo_->setText(stack->canRedo() ? tr("&Redo %1").arg(stack->redoText()) : tr("&Redo"));
    undo_->setEnabled(stack->canUndo());
    redo_->setEnabled(stack->canRedo());
    for (QAction* action : {undo_, redo_}) {
        action->setToolTip(tr("%1 (%2)").arg(action->text().remove(QLatin1Char('&')),
                                             action->shortcut().toString(QKeySequence::NativeText)));
    }
}

void DocumentActions::onRunChanged() {
    const bool hasRun = document_->controller()->hasRun();
    for (QAction* action : {save_, saveAs_, editScenario_})
        action->setEnabled(hasRun);
}

bool DocumentActions::openPath(const QString& path) {
    QString error;
    if (!document_->open(path, &error)) {
        Q_EMIT failed(tr("The scenario was not opened"), error);
        return false;
    }
    rememberRecentFile(document_->filePath());
    Q_EMIT message(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void DocumentActions::openPathInBackground(const QString& path) {
    openInBackground(new BackgroundRecording(path));
}

void DocumentActions::openInBackground(BackgroundRecording* recording) {
    const QString name = QFileInfo(recording->path()).fileName();
    importOpen_ = recording->importsLogs();
    document_->openInBackground(recording);
    backgroundOpen_ = true;
    if (document_->recording())
        Q_EMIT message(tr("Recording the run of %1…").arg(name), 0);
}

void DocumentActions::onBackgroundOpenFinished(const QString& path, bool ok, const QString& error) {
    if (!std::exchange(backgroundOpen_, false))
        return; // not one of these actions' opens: the document's own caller reports it
    if (std::exchange(importOpen_, false)) {
        if (!ok)
            Q_EMIT failed(tr("The mail log was not imported"), error);
        else
            Q_EMIT message(
                tr("Imported %1: the replay of its day (not saved yet)").arg(document_->sourceName()), 8000);
        return;
    }
    if (!ok) {
        Q_EMIT failed(tr("The scenario was not opened"), error);
        return;
    }
    rememberRecentFile(document_->filePath());
    Q_EMIT message(tr("Opened %1").arg(QFileInfo(path).fileName()), 5000);
}

void DocumentActions::loadRecentFiles(const QSettings& settings) {
    recentFiles_.load(settings);
    updateRecentMenu();
}

void DocumentActions::saveRecentFiles(QSettings& settings) const {
    recentFiles_.save(settings);
}

void DocumentActions::offerRecovery() {
    if (!promptsAllowed() || recovery_->pending().isEmpty())
        return;
    RecoveryDialog dialog(recovery_, window_);
    dialog.exec();
}

void DocumentActions::rememberRecentFile(const QString& path) {
    recentFiles_.remember(path);
    updateRecentMenu();
}

void DocumentActions::updateRecentMenu() {
    if (recentMenu_ == nullptr)
        return;
    recentMenu_->clear();
    for (const QString& path : recentFiles_.paths()) {
        QAction* action = recentMenu_->addAction(QFileInfo(path).fileName());
        action->setStatusTip(path);
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openPathInBackground(path);
        });
    }
    recentMenu_->setEnabled(!recentFiles_.paths().isEmpty());
}

bool DocumentActions::maybeSave() {
    if (!document_->modified() || !promptsAllowed()) {
        return true;
    }
    const auto answer = QMessageBox::warning(window_, tr("Unsaved changes"),
                                             tr("The scenario has changes that were not saved. Save them?"),
                                             QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel);
    if (answer == QMessageBox::Save) {
        return save();
    }
    if (answer != QMessageBox::Discard)
        return false;
    recovery_->discard();
    return true;
}

void DocumentActions::newScenario() {
    if (!maybeSave()) {
        return;
    }
    ScenarioEditor editor(ScenarioEditor::newScenario(), window_);
    editor.setWindowTitle(tr("New scenario"));
    if (editor.exec() != QDialog::Accepted) {
        return;
    }
    QString error;
    if (!document_->create(editor.scenario(), &error)) {
        Q_EMIT failed(tr("The scenario was not created"), error);
    }
}

void DocumentActions::openFile() {
    if (!maybeSave()) {
        return;
    }
    const QString path =
        QFileDialog::getOpenFileName(window_, tr("Open scenario"), QFileInfo(document_->filePath()).path(),
                                     tr("qmgrlab scenarios (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        openPathInBackground(path);
    }
}

// The imported scenario replaces this one as an edit (Undo gives it back) without a file: Save
// asks where.
void DocumentActions::importServer() {
    ImportServerDialog dialog(window_);
    if (dialog.exec() != QDialog::Accepted) {
        return;
    }
    QString error;
    if (!document_->replace(dialog.scenario(), tr("Import server"), &error)) {
        Q_EMIT failed(tr("The server was not imported"), error);
    }
}

// The logs become a new, unsaved scenario (Save asks where); the window shows the replay as any
// run, and View > Logged vs simulated compares it with the log.
void DocumentActions::importMaillog() {
    if (!maybeSave())
        return;
    const QStringList logs =
        QFileDialog::getOpenFileNames(window_, tr("Import mail log"), QFileInfo(document_->filePath()).path(),
                                      tr("Postfix mail logs (*.log *.gz mail.log* maillog*);;All files (*)"));
    if (logs.isEmpty())
        return;
    // A log without years in its time stamps: the year is asked, not guessed.
    std::optional<int> year;
    if (const std::optional<MaillogYear> question = maillogYearQuestion(logs)) {
        bool ok = false;
        const int chosen = QInputDialog::getInt(
            window_, tr("Import mail log"),
            tr("The time stamps of %1 have no year. In which year was its first line written? (The file "
               "was last modified in %2.)")
                .arg(QFileInfo(question->path).fileName())
                .arg(question->modifiedYear),
            question->likelyYear, 1970, 9999, 1, &ok);
        if (!ok)
            return;
        year = chosen;
    }
    importLogs(logs, year);
}

void DocumentActions::importLogs(const QStringList& logs, std::optional<int> year) {
    auto* recording = new BackgroundRecording(logs, year);
    openInBackground(recording);
    if (!document_->recording())
        return;
    auto* progress = new QProgressDialog(tr("Reading %1…").arg(QFileInfo(logs.front()).fileName()),
                                         tr("Cancel"), 0, 1000, window_);
    progress->setObjectName(QStringLiteral("importMaillogProgress"));
    progress->setWindowTitle(tr("Import mail log"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(0);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    progress->setValue(0);
    auto* timer = new QTimer(progress);
    connect(timer, &QTimer::timeout, progress,
            [this, progress, recording, name = QFileInfo(logs.front()).fileName()] {
                if (!document_->recording())
                    return;
                const double share = recording->readShare();
                progress->setValue(static_cast<int>(share * 1000));
                if (share >= 1.0)
                    progress->setLabelText(tr("Replaying %1…").arg(name));
            });
    timer->start(100);
    connect(progress, &QProgressDialog::canceled, this, [this] {
        if (!document_->recording())
            return;
        document_->cancelRecording();
        importOpen_ = false;
        Q_EMIT message(tr("Import cancelled"), 5000);
    });
    connect(document_, &ScenarioDocument::recordingChanged, progress, [progress](bool recording) {
        if (!recording)
            progress->deleteLater();
    });
    progress->show();
}

void DocumentActions::openExample(const QString& path) {
    if (maybeSave()) {
        openPath(path);
    }
}

bool DocumentActions::save() {
    if (document_->filePath().isEmpty())
        return saveAs();
    // A recovered scenario replaces its file only when the user confirms it.
    if (document_->recovered() && promptsAllowed() &&
        QMessageBox::question(window_, tr("Save recovered scenario"),
                              tr("This scenario was recovered after qmgrlab ended unexpectedly. Replace %1 "
                                 "with it?")
                                  .arg(document_->filePath())) != QMessageBox::Yes)
        return saveAs();
    return saveTo(document_->filePath());
}

bool DocumentActions::saveAs() {
    QString path = QFileDialog::getSaveFileName(window_, tr("Save scenario"), document_->filePath(),
                                                tr("qmgrlab scenarios (*.json)"));
    if (path.isEmpty()) {
        return false;
    }
    if (QFileInfo(path).suffix().isEmpty()) {
        path += QStringLiteral(".json");
    }
    return saveTo(path);
}

bool DocumentActions::saveTo(const QString& path) {
    QString error;
    if (!document_->saveAs(path, &error)) {
        Q_EMIT failed(tr("The scenario was not saved"), error);
        return false;
    }
    rememberRecentFile(path);
    Q_EMIT message(tr("Saved %1").arg(QFileInfo(path).fileName()), 5000);
    return true;
}

void DocumentActions::editScenario() {
    ScenarioEditor editor(document_->scenario(), window_);
    if (editor.exec() != QDialog::Accepted) {
        return;
    }
    if (!confirmBookmarkLoss(window_, document_->bookmarksPastEnd(editor.scenario())))
        return;
    QString error;
    if (!document_->edit(editor.scenario(), &error)) {
        Q_EMIT failed(tr("The edited scenario cannot be run"), error);
    }
}

} // namespace qmgrlab::ui
