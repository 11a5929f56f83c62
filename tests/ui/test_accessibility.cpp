// SPDX-License-Identifier: GPL-3.0-or-later
// test_accessibility: every control of the main window and of the dialogs it opens has a name a
// screen reader can say (its accessible name, a button's text, or a label that is its buddy),
// the custom-painted views also a description of what they show; every action is reachable
// from the keyboard (a shortcut, a menu under a mnemonic, or the context menu of a focusable
// view); and Tab moves the focus through the main controls and around, without getting stuck,
// and goes round every control of each dialog and of the Compare and Sweep windows.
#include "ExamplePaths.h"
#include "MainWindowProbe.h"
#include "core/run/RunBuilder.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/compare/CompareWindow.h"
#include "ui/joblist/JobListCanvas.h"
#include "ui/joblist/TimeListCanvas.h"
#include "ui/scenario/ImportServerDialog.h"
#include "ui/scenario/RecoveryDialog.h"
#include "ui/scenario/RecoveryStore.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/scenario/ScenarioEditor.h"
#include "ui/sweep/SweepWindow.h"
#include "ui/timeline/TimelineExportDialog.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QSet>
#include <QTest>
#include <QTextEdit>
#include <QWidgetAction>
#include <qcustomplot.h>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

bool customPainted(const QWidget* widget) {
    return qobject_cast<const QCustomPlot*>(widget) != nullptr ||
           qobject_cast<const JobListCanvas*>(widget) != nullptr ||
           qobject_cast<const TimeListCanvas*>(widget) != nullptr;
}

// Controls a user operates; Qt's own parts (scroll bars, a combo box's list, the toolbar's
// extension and the docks' title buttons, named "qt_...", an item view's headers and its corner
// button, a line edit's clear button) are named by Qt's accessibility bridge.
bool interactive(const QWidget* widget) {
    if (widget->objectName().startsWith(QLatin1String("qt_")) || qobject_cast<const QScrollBar*>(widget) ||
        qobject_cast<const QHeaderView*>(widget))
        return false;
    if (widget->inherits("QTableCornerButton"))
        return false;
    for (const QWidget* up = widget->parentWidget(); up != nullptr; up = up->parentWidget()) {
        if (qobject_cast<const QComboBox*>(up) || qobject_cast<const QAbstractSpinBox*>(up) ||
            qobject_cast<const QLineEdit*>(up))
            return false;
    }
    return qobject_cast<const QAbstractButton*>(widget) || qobject_cast<const QComboBox*>(widget) ||
           qobject_cast<const QAbstractSpinBox*>(widget) || qobject_cast<const QLineEdit*>(widget) ||
           qobject_cast<const QAbstractSlider*>(widget) || qobject_cast<const QAbstractItemView*>(widget) ||
           qobject_cast<const QPlainTextEdit*>(widget) || qobject_cast<const QTextEdit*>(widget) ||
           customPainted(widget);
}

bool hasBuddyLabel(const QWidget* widget, const QWidget* root) {
    for (const QLabel* label : root->findChildren<QLabel*>()) {
        if (label->buddy() == widget && !label->text().isEmpty())
            return true;
    }
    return false;
}

QString describe(const QWidget* widget) {
    QString path = QString::fromLatin1(widget->metaObject()->className());
    if (!widget->objectName().isEmpty())
        path += QLatin1Char('#') + widget->objectName();
    for (const QWidget* up = widget->parentWidget(); up != nullptr; up = up->parentWidget()) {
        path = QString::fromLatin1(up->metaObject()->className()) +
               (up->objectName().isEmpty() ? QString() : QLatin1Char('#') + up->objectName()) +
               QStringLiteral(" > ") + path;
    }
    return path;
}

// The controls under root that a screen reader could not name, and the custom-painted views it
// could not describe.
QStringList unnamed(const QWidget* root) {
    QStringList missing;
    for (const QWidget* widget : root->findChildren<QWidget*>()) {
        if (!interactive(widget))
            continue;
        const auto* button = qobject_cast<const QAbstractButton*>(widget);
        const bool named =
            !widget->accessibleName().isEmpty() ||
            (button != nullptr && !QString(button->text()).remove(QLatin1Char('&')).isEmpty()) ||
            hasBuddyLabel(widget, root->window());
        if (!named)
            missing << QStringLiteral("no accessible name: ") + describe(widget);
        if (customPainted(widget) && widget->accessibleDescription().isEmpty())
            missing << QStringLiteral("no accessible description: ") + describe(widget);
    }
    return missing;
}

// A failure's message: Qt Test cuts it short, so the whole list goes to the log first.
QString listed(const QStringList& problems) {
    for (const QString& problem : problems)
        qWarning().noquote() << problem;
    return QStringLiteral("%1 problems, listed above").arg(problems.size());
}

bool hasMnemonic(QString text) {
    return text.remove(QStringLiteral("&&")).contains(QLatin1Char('&'));
}

// Every action in the menus reachable from the menu bar through titles with mnemonics.
void collectMenuActions(const QMenu* menu, QSet<const QAction*>* reachable) {
    for (QAction* action : menu->actions()) {
        reachable->insert(action);
        if (action->menu() != nullptr && hasMnemonic(action->text()))
            collectMenuActions(action->menu(), reachable);
    }
}

// The actions of window and its children that the keyboard cannot reach: neither a shortcut,
// nor in a menu under a mnemonic, nor in the context menu of a focusable widget. A toolbar's
// holder of a widget (a QWidgetAction without text) is not an action of its own: its widget is.
// A menu bar title without a mnemonic is reported too.
QStringList unreachableActions(const QWidget* window) {
    QStringList unreachable;
    QSet<const QAction*> inMenus;
    if (const auto* main = qobject_cast<const QMainWindow*>(window); main != nullptr && main->menuWidget()) {
        for (QAction* top : main->menuBar()->actions()) {
            if (!hasMnemonic(top->text()))
                unreachable << QStringLiteral("menu without a mnemonic: ") + top->text();
            else if (top->menu() != nullptr)
                collectMenuActions(top->menu(), &inMenus);
        }
    }
    QList<const QWidget*> widgets{window};
    for (const QWidget* child : window->findChildren<QWidget*>())
        widgets << child;
    for (const QWidget* widget : widgets) {
        const bool contextMenu =
            widget->contextMenuPolicy() == Qt::ActionsContextMenu && widget->focusPolicy() != Qt::NoFocus;
        for (const QAction* action : widget->actions()) {
            if (action->menu() != nullptr || action->isSeparator())
                continue;
            if (qobject_cast<const QWidgetAction*>(action) != nullptr && action->text().isEmpty())
                continue;
            if (action->shortcut().isEmpty() && !inMenus.contains(action) && !contextMenu)
                unreachable << QStringLiteral("%1 (%2)").arg(action->text(), describe(widget));
        }
    }
    return unreachable;
}

// Presses Tab from the window's first control until the focus comes back to it. Fails with
// the control the focus got stuck in, or with the controls that take Tab focus but were never
// reached; returns an empty text when Tab goes round every control.
QString tabRound(QWidget* window) {
    QList<QWidget*> focusable;
    for (QWidget* widget : window->findChildren<QWidget*>()) {
        if (widget->isVisible() && widget->isEnabled() && (widget->focusPolicy() & Qt::TabFocus) != 0 &&
            widget->focusProxy() == nullptr && widget->window() == window)
            focusable << widget;
    }
    if (focusable.isEmpty())
        return QStringLiteral("no control takes Tab focus in ") + describe(window);
    window->activateWindow();
    QWidget* start = focusable.first();
    start->setFocus(Qt::TabFocusReason);
    if (!QTest::qWaitFor([&] { return QApplication::focusWidget() == start; }))
        return QStringLiteral("cannot focus ") + describe(start);
    QSet<QWidget*> visited{start};
    for (int press = 0; press < 400; ++press) {
        QWidget* before = QApplication::focusWidget();
        QTest::keyClick(before, Qt::Key_Tab);
        QWidget* after = QApplication::focusWidget();
        if (after == nullptr || after == before)
            return QStringLiteral("Tab is stuck in ") + describe(before);
        if (after == start)
            break;
        visited.insert(after);
    }
    if (QApplication::focusWidget() != start)
        return QStringLiteral("Tab does not come back round to ") + describe(start);
    QStringList missed;
    for (QWidget* widget : focusable) {
        if (!visited.contains(widget))
            missed << describe(widget);
    }
    return missed.isEmpty() ? QString()
                            : QStringLiteral("never reached by Tab: ") + missed.join(QStringLiteral(", "));
}

} // namespace

class AccessibilityTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void init() {
        window_ = std::make_unique<MainWindow>();
        QVERIFY(window_->openPath(kSlotLoan));
        window_->show();
        QVERIFY(QTest::qWaitForWindowExposed(window_.get()));
    }
    void cleanup() { window_.reset(); }

    void mainWindowControlsAreNamed() {
        const QStringList missing = unnamed(window_.get());
        QVERIFY2(missing.isEmpty(), qPrintable(listed(missing)));
    }

    void dialogControlsAreNamed() {
        const Scenario& scenario = window_->controller()->scenario();
        ScenarioEditor editor(scenario, window_.get());
        ImportServerDialog import(window_.get());
        TimelineExportDialog exportOptions(window_->controller()->run(), window_.get());
        RecoveryDialog recovery(qmgrlab::ui::MainWindowProbe(*window_).recoveryStore(), window_.get());
        for (QDialog* dialog : std::initializer_list<QDialog*>{&editor, &import, &exportOptions, &recovery}) {
            const QStringList missing = unnamed(dialog);
            QVERIFY2(missing.isEmpty(), qPrintable(listed(missing)));
        }
    }

    void compareAndSweepWindowsAreNamed() {
        const Scenario& scenario = window_->controller()->scenario();
        const QString source = window_->controller()->sourceName();
        CompareWindow compare(scenario, source, window_.get());
        SweepWindow sweep(scenario, source, window_.get());
        for (QWidget* window : std::initializer_list<QWidget*>{&compare, &sweep}) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
            const QStringList missing = unnamed(window);
            QVERIFY2(missing.isEmpty(), qPrintable(listed(missing)));
            const QStringList unreachable = unreachableActions(window);
            QVERIFY2(unreachable.isEmpty(), qPrintable(listed(unreachable)));
        }
    }

    void everyActionIsReachableFromTheKeyboard() {
        const QStringList unreachable = unreachableActions(window_.get());
        QVERIFY2(unreachable.isEmpty(), qPrintable(listed(unreachable)));
    }

    void docksCanBeFocusedFromTheViewMenu() {
        QMenu* goTo = window_->findChild<QMenu*>(QStringLiteral("goToMenu"));
        QVERIFY(goTo != nullptr);
        const QList<QDockWidget*> docks = window_->findChildren<QDockWidget*>();
        QCOMPARE(goTo->actions().size(), docks.size());
        for (QAction* action : goTo->actions()) {
            QVERIFY2(hasMnemonic(action->text()) || !action->shortcut().isEmpty(),
                     qPrintable(action->text()));
            action->trigger();
            QWidget* focus = QApplication::focusWidget();
            QVERIFY2(focus != nullptr, qPrintable(action->text()));
            const auto* dock = qobject_cast<QDockWidget*>(focus->parentWidget());
            for (QWidget* up = focus; dock == nullptr && up != nullptr; up = up->parentWidget())
                dock = qobject_cast<QDockWidget*>(up);
            QVERIFY2(dock != nullptr && dock->isVisible(), qPrintable(action->text()));
            QCOMPARE(QString(action->text()).remove(QLatin1Char('&')),
                     dock->windowTitle().remove(QLatin1Char('&')));
        }
    }

    // Tab from the timeline's transport selector: the focus moves at every press, reaches the
    // views of several docks and comes back round.
    void tabMovesThroughTheControls() {
        QWidget* start = window_->centralWidget()->findChild<QComboBox*>();
        QVERIFY(start != nullptr);
        window_->activateWindow();
        start->setFocus(Qt::TabFocusReason);
        QTRY_COMPARE(QApplication::focusWidget(), start);
        QList<QWidget*> visited{start};
        for (int press = 0; press < 200; ++press) {
            QWidget* before = QApplication::focusWidget();
            QTest::keyClick(before, Qt::Key_Tab);
            QWidget* after = QApplication::focusWidget();
            QVERIFY2(after != nullptr && after != before,
                     qPrintable(QStringLiteral("Tab is stuck in ") + describe(before)));
            if (after == start)
                break;
            visited << after;
        }
        QCOMPARE(QApplication::focusWidget(), start);
        QSet<const QDockWidget*> docks;
        for (QWidget* widget : visited) {
            for (QWidget* up = widget; up != nullptr; up = up->parentWidget()) {
                if (auto* dock = qobject_cast<QDockWidget*>(up))
                    docks.insert(dock);
            }
        }
        // The explore layout shows the narration, the recipient pools and the job lists.
        QVERIFY2(docks.size() >= 3, qPrintable(QString::number(docks.size())));
    }

    // In every dialog and in the Compare and Sweep windows, Tab reaches every control and
    // comes back round.
    void tabGoesRoundEveryDialogAndWindow() {
        const Scenario& scenario = window_->controller()->scenario();
        const QString source = window_->controller()->sourceName();
        ScenarioEditor editor(scenario, window_.get());
        ImportServerDialog import(window_.get());
        TimelineExportDialog exportOptions(window_->controller()->run(), window_.get());
        RecoveryDialog recovery(qmgrlab::ui::MainWindowProbe(*window_).recoveryStore(), window_.get());
        CompareWindow compare(scenario, source, window_.get());
        SweepWindow sweep(scenario, source, window_.get());
        for (QWidget* window :
             std::initializer_list<QWidget*>{&editor, &import, &exportOptions, &recovery, &compare, &sweep}) {
            window->show();
            QVERIFY(QTest::qWaitForWindowExposed(window));
            const QString problem = tabRound(window);
            QVERIFY2(problem.isEmpty(), qPrintable(problem));
            window->hide();
        }
    }

private:
    std::unique_ptr<MainWindow> window_;
};

QTEST_MAIN(AccessibilityTest)
#include "test_accessibility.moc"
