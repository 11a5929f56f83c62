// SPDX-License-Identifier: GPL-3.0-or-later
// test_mainwindow: the main window headless: it builds, its keys move the controller, the
// narration explains the slot-loan example's preemption at the right step, the parameters
// panel reruns with a different slot string, bad files keep the current scenario, the
// --screenshot mode writes a real picture, fonts and translations are present, and the About box
// names the licence and the libraries.
#include "ControllerSlots.h"
#include "ExamplePaths.h"
#include "MainWindowProbe.h"
#include "NarrationViewProbe.h"
#include "ParametersPanelProbe.h"
#include "app/CommandLine.h"
#include "app/ScreenshotRenderer.h"
#include "core/run/Run.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Parameters.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/AboutText.h"
#include "ui/common/KeyboardHelp.h"
#include "ui/common/SettingsKeys.h"
#include "ui/common/WelcomeDialog.h"
#include "ui/narration/NarrationView.h"
#include "ui/parameters/ParametersPanel.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ExamplesCatalog.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"
#include "ui/timeline/TimelineView.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QCheckBox>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QFontMetrics>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QTreeWidget>
#include <QtTest>
#include <memory>
#include <vector>

using qmgrlab::test::gui::kSlotLoan;

using qmgrlab::PreemptionOutcome;
using qmgrlab::StepKind;
using qmgrlab::ui::MainWindow;
using qmgrlab::ui::SimulationController;

using qmgrlab::test::smtpSlots;

namespace {} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init();
    void fontsArePresent();
    void keysMoveThePosition();
    void statusHidesTheLengthWithTheFuture();
    void narrationExplainsPreemption();
    void narrationLogSeeks();
    void parametersApplyReruns();
    void parametersRejectInvalidValues();
    void badFileKeepsScenario();
    void scenarioEditorValidates();
    void scenarioEditorEditsContractV2Fields();
    void parametersShowContractV2Parameters();
    void examplesAreEmbedded();
    void screenshotWritesPicture();
    void commandLineRecordsBeforeQtStarts();
    void germanTranslationLoads();
    void settingsAreRememberedBetweenSessions();
    void aboutNamesLicenceAndLibraries();
    void helpListsEveryKey();
    void welcomeIsNotShownHeadless();

private:
    std::unique_ptr<MainWindow> window_;
};

// Help > Keyboard shortcuts: every menu action with a key (Ctrl+K, Compare, among them), the
// bookmarks' keys, and predict mode's Y / N and job numbers.
void TestMainWindow::helpListsEveryKey() {
    const QList<QPair<QString, QString>> rows = qmgrlab::ui::KeyboardHelp::rows(*window_);
    QStringList keys;
    for (const auto& row : rows)
        keys << row.first;
    const QString all = keys.join(QLatin1Char('|'));
    for (const QString& key : {QStringLiteral("Ctrl+K"), QStringLiteral("Ctrl+E"), QStringLiteral("Space"),
                               QStringLiteral("L"), QStringLiteral("P"), QStringLiteral("Y / N"),
                               QStringLiteral("Ctrl+Shift+L"), QStringLiteral("F11")})
        QVERIFY2(keys.contains(key) || all.contains(key), qPrintable(key + QStringLiteral(" in ") + all));
    QVERIFY2(all.contains(QLatin1String("Enter")), qPrintable(all)); // the job numbers' row
    // Every action of every menu that has a key is listed.
    for (QAction* top : window_->menuBar()->actions()) {
        if (top->menu() == nullptr)
            continue;
        for (QAction* action : top->menu()->actions()) {
            if (!action->shortcut().isEmpty())
                QVERIFY2(all.contains(action->shortcut().toString(QKeySequence::NativeText)),
                         qPrintable(action->text()));
        }
    }
}

// The welcome is for a newcomer's interactive start: offscreen (tests, --screenshot) it is not
// shown and not marked as seen.
void TestMainWindow::welcomeIsNotShownHeadless() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    window_->offerWelcome();
    QVERIFY(!QSettings().contains(qmgrlab::ui::SettingsKeys::kWelcomeShown));
    for (QWidget* widget : QApplication::topLevelWidgets())
        QVERIFY(!(widget->isVisible() && widget->windowTitle() == QLatin1String("Welcome to qmgrlab")));
    const QString text = qmgrlab::ui::WelcomeDialog::text();
    for (const char* word : {"<b>L</b>", "<b>P</b>", "Examples", "Help"})
        QVERIFY2(text.contains(QLatin1String(word)), word);
}

// Settings go to a test location (QStandardPaths test mode), never the user's own.
void TestMainWindow::settingsAreRememberedBetweenSessions() {
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mine.json"));
    QVERIFY(QFile::copy(qmgrlab::test::gui::kSeedNoLoan, path));
    {
        MainWindow first;
        first.restoreSettings();
        QVERIFY(first.openPath(path));
        first.setDarkMode(true);
        first.controller()->setSpeed(16.0);
        first.show();
        QVERIFY(first.close());
    }
    MainWindow second;
    second.restoreSettings();
    QCOMPARE(second.controller()->speed(), 16.0);
    QCOMPARE(QApplication::palette().color(QPalette::Window).lightness() < 128, true);
    QStringList tips;
    for (const QMenu* menu : second.findChildren<QMenu*>())
        for (const QAction* action : menu->actions())
            tips << action->statusTip();
    QVERIFY2(tips.contains(QFileInfo(path).absoluteFilePath()), qPrintable(tips.join(QLatin1Char('|'))));
    second.setDarkMode(false);
    QSettings().clear();
}

void TestMainWindow::init() {
    window_ = std::make_unique<MainWindow>();
    QVERIFY(window_->openPath(kSlotLoan));
    window_->show();
    QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
}

void TestMainWindow::fontsArePresent() {
    QVERIFY(QFontMetrics(qApp->font()).inFont(QLatin1Char('A')));
    QVERIFY(QFontMetrics(qmgrlab::ui::MainWindowProbe(*window_).narrationView()->font())
                .inFont(QLatin1Char('1')));
}

void TestMainWindow::keysMoveThePosition() {
    SimulationController* controller = window_->controller();
    QCOMPARE(controller->position(), std::size_t{0});
    QTest::keyClick(window_.get(), Qt::Key_Right);
    QCOMPARE(controller->position(), std::size_t{1});
    QTest::keyClick(window_.get(), Qt::Key_Right);
    QCOMPARE(controller->position(), std::size_t{2});
    QTest::keyClick(window_.get(), Qt::Key_Left);
    QCOMPARE(controller->position(), std::size_t{1});

    QTest::keyClick(window_.get(), Qt::Key_Right, Qt::ShiftModifier);
    const auto& steps = controller->run().recording().steps();
    QVERIFY(controller->position() > 1);
    QCOMPARE(steps[controller->position() - 1].kind, StepKind::Selection);

    QTest::keyClick(window_.get(), Qt::Key_End);
    QCOMPARE(controller->position(), controller->length());
    QTest::keyClick(window_.get(), Qt::Key_Home);
    QCOMPARE(controller->position(), std::size_t{0});

    const double speed = controller->speed();
    QTest::keyClick(window_.get(), Qt::Key_Plus);
    QVERIFY(controller->speed() > speed);
    QTest::keyClick(window_.get(), Qt::Key_Minus);
    QCOMPARE(controller->speed(), speed);

    QTest::keyClick(window_.get(), Qt::Key_Space);
    QVERIFY(controller->playing());
    QTest::keyClick(window_.get(), Qt::Key_Space);
    QVERIFY(!controller->playing());

    // The keys still step while the narration log has the focus.
    controller->jumpToStart();
    auto* log = window_->findChild<QAbstractItemView*>(QStringLiteral("narrationLog"));
    QVERIFY(log != nullptr);
    log->setFocus();
    QTest::keyClick(log, Qt::Key_Right);
    QCOMPARE(controller->position(), std::size_t{1});
    QTest::keyClick(log, Qt::Key_Left);
    QCOMPARE(controller->position(), std::size_t{0});
}

// The status bar gives the run's length, except while the future is hidden (lecture and
// lesson mode), when the step alone is shown.
void TestMainWindow::statusHidesTheLengthWithTheFuture() {
    SimulationController* controller = window_->controller();
    const auto stepLabel = [this] {
        for (const QLabel* label : window_->statusBar()->findChildren<QLabel*>())
            if (label->text().startsWith(QStringLiteral("Step ")))
                return label->text();
        return QString();
    };
    QTest::keyClick(window_.get(), Qt::Key_Right);
    QCOMPARE(stepLabel(), QStringLiteral("Step 1 / %1").arg(controller->length()));
    auto* timeline = qobject_cast<qmgrlab::ui::TimelineView*>(window_->centralWidget());
    QVERIFY(timeline != nullptr);
    timeline->hideFutureAction()->setChecked(true);
    QCOMPARE(stepLabel(), QStringLiteral("Step 1"));
    QTest::keyClick(window_.get(), Qt::Key_Right);
    QCOMPARE(stepLabel(), QStringLiteral("Step 2"));
    timeline->hideFutureAction()->setChecked(false);
    QCOMPARE(stepLabel(), QStringLiteral("Step 2 / %1").arg(controller->length()));
}

void TestMainWindow::narrationExplainsPreemption() {
    SimulationController* controller = window_->controller();
    const QString start =
        qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(*window_).narrationView())
            .currentText();
    QVERIFY2(start.contains(QStringLiteral("Slot loan")), qPrintable(start));

    // In the slot-loan example the third delivery slot goes to job 2, which preempts job 1
    // after job 1 has earned one slot: 2 div 2 + 0 >= 2 x 50% (SCHEDULER_README, slot loans).
    const auto& recording = controller->run().recording();
    std::size_t selections = 0;
    std::size_t preemptionStep = 0;
    for (std::size_t i = 0; i < recording.steps().size(); ++i) {
        if (recording.steps()[i].kind == StepKind::Selection && ++selections == 3) {
            preemptionStep = i;
            break;
        }
    }
    QCOMPARE(selections, std::size_t{3});
    const auto& decision = recording.decisions()[recording.steps()[preemptionStep].decision];
    QCOMPARE(decision.preemption, PreemptionOutcome::Preempted);

    controller->seek(preemptionStep + 1);
    const QString text =
        qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(*window_).narrationView())
            .currentText();
    QVERIFY2(text.contains(QStringLiteral("job 2 preempts job 1"), Qt::CaseInsensitive), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("needs 2 slots")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral(
                 "(2 selections ÷ cost 2) + slot loan 0 = 1 ≥ 2 × (100 − slot discount 50)% = 1")),
             qPrintable(text));

    // Every step has something to say.
    for (std::size_t position = 1; position <= controller->length(); ++position) {
        controller->seek(position);
        QVERIFY(qmgrlab::ui::NarrationViewProbe(*qmgrlab::ui::MainWindowProbe(*window_).narrationView())
                    .currentText()
                    .size() > 20);
    }
}

void TestMainWindow::narrationLogSeeks() {
    auto* log = window_->findChild<QAbstractItemView*>(QStringLiteral("narrationLog"));
    QVERIFY(log != nullptr);
    QCOMPARE(static_cast<std::size_t>(log->model()->rowCount()), window_->controller()->length());
    log->setCurrentIndex(log->model()->index(4, 0));
    QCOMPARE(window_->controller()->position(), std::size_t{5});
    window_->controller()->seek(9);
    QCOMPARE(log->currentIndex().row(), 8);
}

void TestMainWindow::parametersApplyReruns() {
    SimulationController* controller = window_->controller();
    QCOMPARE(smtpSlots(*controller), std::string("11221111331111"));
    controller->seek(6);
    qmgrlab::ui::ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
    QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QCOMPARE(panel->setValue(QStringLiteral("default_delivery_slot_discount"), QStringLiteral("0")),
             QString());
    QVERIFY(qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QVERIFY(panel->apply());
    QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QString error;
    QVERIFY2(window_->document()->waitForRecording(&error), qPrintable(error));
    // Without the discount job 2 waits for two whole slots (the no-loan sequence).
    QCOMPARE(smtpSlots(*controller), std::string("11112211113311"));
    QCOMPARE(controller->position(), std::size_t{6});
    QVERIFY(window_->document()->modified());
    QVERIFY(window_->isWindowModified());

    QCOMPARE(panel->setValue(QStringLiteral("default_delivery_slot_discount"), QString()), QString());
    qmgrlab::ui::ParametersPanelProbe(*panel).resetToDefaults();
    QVERIFY(qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    // Postfix's defaults put the ten recipients of message 1 into one delivery: the run ends at
    // step 13, before three of the lesson's seven bookmarks (steps 14, 23 and 35). Apply asks
    // first: Cancel keeps everything, the other answer applies and removes those three.
    const auto answer = [](bool apply) {
        QTimer::singleShot(0, [apply] {
            auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
            QVERIFY(box != nullptr);
            for (QAbstractButton* button : box->buttons()) {
                if ((box->buttonRole(button) == QMessageBox::AcceptRole) == apply)
                    button->click();
            }
        });
    };
    answer(false);
    QVERIFY(!panel->apply());
    QVERIFY(qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QCOMPARE(controller->scenario().lesson.size(), std::size_t{7});
    answer(true);
    QVERIFY(panel->apply());
    QVERIFY2(window_->document()->waitForRecording(&error), qPrintable(error));
    QVERIFY(controller->scenario().mainCf.empty());
    QCOMPARE(controller->scenario().lesson.size(), std::size_t{4});
    QCOMPARE(controller->length(), std::size_t{13});
}

void TestMainWindow::parametersRejectInvalidValues() {
    qmgrlab::ui::ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
    const QString rule = panel->setValue(QStringLiteral("default_delivery_slot_cost"), QStringLiteral("1"));
    QVERIFY(!rule.isEmpty());
    QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QVERIFY(!panel->setValue(QStringLiteral("smtp_delivery_slot_discount"), QStringLiteral("101")).isEmpty());
    QVERIFY(!panel->setValue(QStringLiteral("no_such_parameter"), QStringLiteral("1")).isEmpty());
    QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    QCOMPARE(panel->setValue(QStringLiteral("smtp_delivery_slot_cost"), QStringLiteral("3")), QString());
    QVERIFY(qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
    qmgrlab::ui::ParametersPanelProbe(*panel).revert();
    QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*panel).hasPendingChanges());
}

void TestMainWindow::badFileKeepsScenario() {
    QTemporaryDir dir;
    const QString broken = dir.filePath(QStringLiteral("broken.json"));
    {
        QFile file(broken);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{ not json");
    }
    window_->controller()->seek(3);
    QVERIFY(!window_->openPath(broken));
    QVERIFY(qmgrlab::ui::MainWindowProbe(*window_).lastError().contains(QStringLiteral("broken.json")));
    QCOMPARE(window_->controller()->position(), std::size_t{3});
    QVERIFY(window_->windowTitle().contains(QStringLiteral("slot-loan.json")));
}

void TestMainWindow::scenarioEditorValidates() {
    qmgrlab::ui::ScenarioEditor editor(window_->controller()->scenario());
    auto* messages = editor.findChild<QTableWidget*>(QStringLiteral("messagesTable"));
    QVERIFY(messages != nullptr);
    QCOMPARE(messages->rowCount(), 3);
    QCOMPARE(messages->item(0, 2)->text(), QStringLiteral("example.com: 10"));
    QCOMPARE(messages->item(1, 2)->text(), QStringLiteral("a@example.com, b@example.com"));

    messages->item(1, 1)->setText(QStringLiteral("later"));
    editor.accept();
    QCOMPARE(editor.result(), 0);
    QVERIFY(editor.errorText().contains(QStringLiteral("later")));

    messages->item(1, 1)->setText(QStringLiteral("5000")); // arrivals must not go backwards
    editor.accept();
    QCOMPARE(editor.result(), 0);
    QVERIFY(editor.errorText().contains(QStringLiteral("messages[2]")));

    messages->item(2, 1)->setText(QStringLiteral("5000"));
    messages->item(2, 2)->setText(QStringLiteral("example.com: 3, example.org: 1"));
    editor.accept();
    QCOMPARE(editor.result(), int(QDialog::Accepted));
    QCOMPARE(editor.scenario().messages[2].recipientCount(), 4);
    QCOMPARE(editor.scenario().messages[1].arrivalMs, 5000);
    QString error;
    QVERIFY2(window_->document()->edit(editor.scenario(), &error), qPrintable(error));
    QVERIFY2(window_->document()->waitForRecording(&error), qPrintable(error));

    // The delivery-time jitter has no column; editing keeps it.
    qmgrlab::Scenario jittered = window_->controller()->scenario();
    jittered.destinations.back().deliveryJitterMs = 250;
    qmgrlab::ui::ScenarioEditor jitterEditor(jittered);
    jitterEditor.accept();
    QCOMPARE(jitterEditor.result(), int(QDialog::Accepted));
    QCOMPARE(jitterEditor.scenario().destinations.back().deliveryJitterMs, std::optional<std::int64_t>(250));
}

// The deferred queue switch, null_sender, deferred_until_ms, down intervals,
// greylist_ms, unknown_users, defer_users and master.cf broken intervals, in and out.
void TestMainWindow::scenarioEditorEditsContractV2Fields() {
    qmgrlab::Scenario scenario = window_->controller()->scenario();
    scenario.destinations.back().greylistMs = 60000;
    scenario.destinations.back().unknownUsers = std::vector<std::string>{"nobody", "old"};
    qmgrlab::ui::ScenarioEditor editor(scenario);
    auto* messages = editor.findChild<QTableWidget*>(QStringLiteral("messagesTable"));
    auto* destinations = editor.findChild<QTableWidget*>(QStringLiteral("destinationsTable"));
    auto* transports = editor.findChild<QTableWidget*>(QStringLiteral("transportsTable"));
    auto* deferredQueue = editor.findChild<QCheckBox*>(QStringLiteral("deferredQueueCheck"));
    QVERIFY(messages && destinations && transports && deferredQueue);
    QVERIFY(!deferredQueue->isChecked());
    // The columns explain their ranges.
    QVERIFY(messages->horizontalHeaderItem(4)->toolTip().contains(QStringLiteral("2147483647")));
    QVERIFY(destinations->horizontalHeaderItem(8)->toolTip().contains(QStringLiteral("first attempt")));
    // What the scenario had is shown.
    const int last = destinations->rowCount() - 1;
    QCOMPARE(destinations->item(last, 8)->text(), QStringLiteral("60000"));
    QCOMPARE(destinations->item(last, 9)->text(), QStringLiteral("nobody, old"));

    messages->item(1, 3)->setCheckState(Qt::Checked);       // null sender
    messages->item(2, 4)->setText(QStringLiteral("90000")); // deferred until
    destinations->item(last, 7)->setText(QStringLiteral("0-1000, 5000-6000"));
    destinations->item(last, 10)->setText(QStringLiteral("slow, later"));
    transports->item(0, 2)->setText(QStringLiteral("2000-3000"));
    // deferred_until_ms needs the deferred queue.
    editor.accept();
    QCOMPARE(editor.result(), 0);
    QVERIFY2(editor.errorText().contains(QStringLiteral("deferred_queue")), qPrintable(editor.errorText()));
    deferredQueue->setChecked(true);
    // The Down check box and intervals are one field.
    destinations->item(last, 6)->setCheckState(Qt::Checked);
    editor.accept();
    QCOMPARE(editor.result(), 0);
    QVERIFY2(editor.errorText().contains(QStringLiteral("not both")), qPrintable(editor.errorText()));
    destinations->item(last, 6)->setCheckState(Qt::PartiallyChecked);
    destinations->item(last, 7)->setText(QStringLiteral("0-1000, 6000"));
    editor.accept();
    QCOMPARE(editor.result(), 0);
    QVERIFY2(editor.errorText().contains(QStringLiteral("\"6000\"")), qPrintable(editor.errorText()));
    destinations->item(last, 7)->setText(QStringLiteral("0-1000, 5000-6000"));
    editor.accept();
    QCOMPARE(editor.result(), int(QDialog::Accepted));

    const qmgrlab::Scenario& edited = editor.scenario();
    QVERIFY(edited.deferredQueue);
    QVERIFY(edited.messages[1].nullSender);
    QVERIFY(!edited.messages[0].nullSender);
    QCOMPARE(edited.messages[2].deferredUntilMs, std::optional<std::int64_t>(90000));
    const qmgrlab::DestinationSpec& d = edited.destinations.back();
    QCOMPARE(d.downIntervals, (std::optional<std::vector<qmgrlab::TimeInterval>>(
                                  std::vector<qmgrlab::TimeInterval>{{0, 1000}, {5000, 6000}})));
    QVERIFY(!d.down);
    QCOMPARE(d.greylistMs, std::optional<std::int64_t>(60000));
    QCOMPARE(d.unknownUsers,
             (std::optional<std::vector<std::string>>(std::vector<std::string>{"nobody", "old"})));
    QCOMPARE(d.deferUsers,
             (std::optional<std::vector<std::string>>(std::vector<std::string>{"slow", "later"})));
    QCOMPARE(edited.masterCf[0].broken, (std::vector<qmgrlab::TimeInterval>{{2000, 3000}}));
    QString error;
    QVERIFY2(window_->document()->edit(edited, &error), qPrintable(error));
    QVERIFY2(window_->document()->waitForRecording(&error), qPrintable(error));

    // Opened again, the editor shows the same and gives it back unchanged.
    qmgrlab::ui::ScenarioEditor again(edited);
    again.accept();
    QCOMPARE(again.result(), int(QDialog::Accepted));
    QVERIFY(again.scenario() == edited);
}

// The parameters panel lists every parameter of the table, the contract v2 ones
// included, with its range and explanation, and sets them.
void TestMainWindow::parametersShowContractV2Parameters() {
    auto* tree = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel()->findChild<QTreeWidget*>(
        QStringLiteral("parametersTree"));
    QVERIFY(tree != nullptr);
    for (const qmgrlab::ParameterInfo& info : qmgrlab::parameterTable()) {
        const QString name = QString::fromUtf8(info.name.data(), static_cast<qsizetype>(info.name.size()));
        const auto found = tree->findItems(name, Qt::MatchExactly | Qt::MatchRecursive, 0);
        QVERIFY2(found.size() == 1, qPrintable(name));
        QVERIFY2(!found[0]->text(3).isEmpty(), qPrintable(name));
        QVERIFY2(found[0]->toolTip(0).contains(QCoreApplication::translate(
                     qmgrlab::kParameterTextContext, std::string(info.summary).c_str())),
                 qPrintable(name));
    }
    const auto rowText = [&](const char* name) {
        return tree->findItems(QLatin1String(name), Qt::MatchExactly | Qt::MatchRecursive, 0)
            .value(0)
            ->text(3);
    };
    QCOMPARE(rowText("maximal_queue_lifetime"),
             qmgrlab::ui::ParametersPanel::rangeText(*qmgrlab::findParameter("maximal_queue_lifetime")));
    qmgrlab::ui::ParametersPanel* panel = qmgrlab::ui::MainWindowProbe(*window_).parametersPanel();
    QCOMPARE(panel->setValue(QStringLiteral("smtp_destination_rate_delay"), QStringLiteral("1s")), QString());
    QCOMPARE(panel->setValue(QStringLiteral("default_transport_rate_delay"), QStringLiteral("2")), QString());
    QCOMPARE(panel->setValue(QStringLiteral("queue_run_delay"), QStringLiteral("5m")), QString());
    QCOMPARE(panel->setValue(QStringLiteral("maximal_queue_lifetime"), QStringLiteral("3")),
             QString()); // days
    QVERIFY(!panel->setValue(QStringLiteral("maximal_queue_lifetime"), QStringLiteral("101")).isEmpty());
    QVERIFY(!panel->setValue(QStringLiteral("transport_retry_time"), QStringLiteral("0")).isEmpty());
    QVERIFY(panel->apply());
    QString error;
    QVERIFY2(window_->document()->waitForRecording(&error), qPrintable(error));
    const auto& config = window_->controller()->run().config();
    QCOMPARE(config.transports()[config.transportIndex("smtp")].destinationRateDelay, std::int64_t{1});
    QCOMPARE(config.transports()[config.transportIndex("smtp")].transportRateDelay, std::int64_t{2});
    QCOMPARE(config.queueRunDelaySeconds(), std::int64_t{300});
    QCOMPARE(config.maximalQueueLifetimeSeconds(), std::int64_t{3 * 86400});
}

void TestMainWindow::examplesAreEmbedded() {
    const QDir dir(qmgrlab::test::gui::kExamplesDir);
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    const auto examples = qmgrlab::ui::ExamplesCatalog::examples();
    QCOMPARE(examples.size(), files.size());
    for (const auto& example : examples) {
        QVERIFY2(window_->openPath(example.path),
                 qPrintable(qmgrlab::ui::MainWindowProbe(*window_).lastError()));
        QVERIFY(example.title != example.fileName);
    }
    QVERIFY(!qmgrlab::ui::ExamplesCatalog::path(qmgrlab::ui::ExamplesCatalog::defaultExample()).isEmpty());
}

void TestMainWindow::screenshotWritesPicture() {
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("shot.png"));
    qmgrlab::ui::CommandLine line;
    QString error;
    QVERIFY(qmgrlab::ui::CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"), shot,
                                             QStringLiteral("--steps"), QStringLiteral("12"),
                                             QStringLiteral("--size"), QStringLiteral("1280x800"), kSlotLoan},
                                            &line, &error));
    QCOMPARE(line.steps, std::size_t{12});
    QVERIFY2(qmgrlab::ui::ScreenshotRenderer::render(line, nullptr, &error), qPrintable(error));
    const QImage image(shot);
    QCOMPARE(image.size(), QSize(1280, 800));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            colours.insert(image.pixel(x, y));
        }
    }
    QVERIFY2(colours.size() > 20, qPrintable(QString::number(colours.size())));

    QVERIFY(!qmgrlab::ui::CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"), shot,
                                              QStringLiteral("--steps"), QStringLiteral("many"), kSlotLoan},
                                             &line, &error));
    QVERIFY(!error.isEmpty());
    qmgrlab::ui::CommandLine missing;
    QVERIFY(qmgrlab::ui::CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"), shot,
                                             dir.filePath(QStringLiteral("missing.json"))},
                                            &missing, &error));
    QVERIFY(!qmgrlab::ui::ScreenshotRenderer::render(missing, nullptr, &error));
    QVERIFY(!error.isEmpty());
    // A file that cannot be written is an error naming it.
    const QString unwritable = dir.filePath(QStringLiteral("no-such-dir/shot.png"));
    QVERIFY(qmgrlab::ui::CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"),
                                             unwritable, QStringLiteral("--dark"), kSlotLoan},
                                            &line, &error));
    QVERIFY(line.dark);
    QVERIFY(!qmgrlab::ui::ScreenshotRenderer::render(line, nullptr, &error));
    QVERIFY2(error.contains(unwritable), qPrintable(error));
}

// The command line's scenario and step as the program reads them before QApplication exists,
// with the same options as the parse: a recording started then is the one the screenshot shows,
// the same picture as one recorded after the parse.
void TestMainWindow::commandLineRecordsBeforeQtStarts() {
    const auto look = [](std::vector<QByteArray> arguments) {
        std::vector<const char*> argv;
        for (const QByteArray& argument : arguments)
            argv.push_back(argument.constData());
        return qmgrlab::ui::CommandLine::recordingBeforeStart(static_cast<int>(argv.size()), argv.data());
    };
    QTemporaryDir dir;
    const QString shot = dir.filePath(QStringLiteral("early.png"));
    const QByteArray scenario = kSlotLoan.toLocal8Bit();
    const auto asked =
        look({"qmgrlab", "--screenshot", shot.toLocal8Bit(), "--steps", "12", "--dark", scenario});
    QVERIFY(asked.has_value());
    QCOMPARE(asked->scenario, kSlotLoan);
    QCOMPARE(asked->steps, std::size_t{12});
    QCOMPARE(look({"qmgrlab", scenario})->steps, std::size_t{0});
    QCOMPARE(look({"qmgrlab", "--steps=7", "--zoom=175%", scenario})->steps, std::size_t{7});
    QCOMPARE(look({"qmgrlab", "--layout", "lecture", "--", scenario})->scenario, kSlotLoan);
    // Qt's own options are unknown before QApplication takes them out: looked at after the parse.
    QVERIFY(!look({"qmgrlab", "-platform", "offscreen", scenario}));
    QVERIFY(!look({"qmgrlab", "--help", scenario}));
    QVERIFY(!look({"qmgrlab", "-h", scenario}));
    QVERIFY(!look({"qmgrlab", "--help-all", scenario}));
    QVERIFY(!look({"qmgrlab"}));                            // the built-in example
    QVERIFY(!look({"qmgrlab", ":/examples/no-loan.json"})); // embedded: read after the parse
    QVERIFY(!look({"qmgrlab", "--steps", "many", scenario}));
    QVERIFY(!look({"qmgrlab", "--steps", "-3", scenario}));
    QVERIFY(!look({"qmgrlab", "--steps", "99999999999999999999999", scenario}));
    QVERIFY(!look({"qmgrlab", "--frobnicate", scenario}));
    QVERIFY(!look({"qmgrlab", "--dark=yes", scenario}));
    QVERIFY(!look({"qmgrlab", scenario, "--zoom"}));
    QVERIFY(!look({"qmgrlab", scenario, scenario}));

    qmgrlab::ui::CommandLine line;
    QString error;
    QVERIFY(qmgrlab::ui::CommandLine::parse({QStringLiteral("qmgrlab"), QStringLiteral("--screenshot"), shot,
                                             QStringLiteral("--steps"), QStringLiteral("12"), kSlotLoan},
                                            &line, &error));
    QVERIFY2(
        qmgrlab::ui::ScreenshotRenderer::render(
            line, std::make_unique<qmgrlab::ui::BackgroundRecording>(asked->scenario, asked->steps), &error),
        qPrintable(error));
    const QImage early(shot);
    QVERIFY2(qmgrlab::ui::ScreenshotRenderer::render(line, nullptr, &error), qPrintable(error));
    QCOMPARE(QImage(shot), early);
}

void TestMainWindow::germanTranslationLoads() {
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/qmgrlab_de.qm")));
    QCOMPARE(translator.translate("qmgrlab::ui::PlaybackBar", "Step back"), QStringLiteral("Schritt zurück"));
    QCOMPARE(
        translator.translate("Narrator", "Preemption is off on %1: its delivery slot cost %2 is below 2."),
        QStringLiteral("Verdrängung ist auf %1 aus: die Kosten eines Zustellslots, %2, liegen unter 2."));
}

void TestMainWindow::aboutNamesLicenceAndLibraries() {
    // Help > About qmgrlab is there.
    QMenu* help = nullptr;
    for (QAction* menu : window_->menuBar()->actions()) {
        if (menu->text() == QLatin1String("&Help"))
            help = menu->menu();
    }
    QVERIFY(help != nullptr);
    bool found = false;
    for (QAction* action : help->actions())
        found = found || action->text() == QLatin1String("&About qmgrlab");
    QVERIFY(found);
    // The program's licence, and each library with its licence: Qt (LGPL-3.0), QCustomPlot
    // (GPL-3.0, the reason for the program's GPL), nlohmann/json (MIT).
    const QString text = qmgrlab::ui::AboutText::html();
    QVERIFY(text.contains(QLatin1String("GPL-3.0-or-later")));
    QVERIFY(text.contains(QLatin1String("<b>Qt</b> ") + QLatin1String(qVersion())));
    QVERIFY(text.contains(QLatin1String("LGPL-3.0")));
    QVERIFY(text.contains(QLatin1String("<b>QCustomPlot</b> 2.")));
    QVERIFY(text.contains(QLatin1String("GPL-3.0</td>")));
    QVERIFY(text.contains(QLatin1String("<b>nlohmann/json</b>")));
    QVERIFY(text.contains(QLatin1String("MIT</td>")));
}

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
