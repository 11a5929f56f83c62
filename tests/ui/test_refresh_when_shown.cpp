// SPDX-License-Identifier: GPL-3.0-or-later
// test_refresh_when_shown: a view behind another dock's tab is not refreshed at every step
// (RefreshWhenShown, issue 18) but is brought up to date when its tab is chosen: the main window's
// Deferred queue view then shows what a view that refreshed all along shows, at a new position and
// after a new run alike.
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/deferred/DeferredQueueView.h"

#include <QDockWidget>
#include <QtTest>

using namespace qmgrlab::ui;

namespace {

const QString kOutage = QStringLiteral(QMGRLAB_EXAMPLES_DIR "/outage-backoff.json");
const QString kGreylisting = QStringLiteral(QMGRLAB_EXAMPLES_DIR "/greylisting.json");

} // namespace

class RefreshWhenShownTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hiddenViewCatchesUpWhenShown() {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(window.openPath(kOutage));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("deferredQueueDock"));
        auto* pools = window.findChild<QDockWidget*>(QStringLiteral("recipientPoolDock"));
        QVERIFY(dock != nullptr && pools != nullptr);
        auto* inWindow = dock->findChild<DeferredQueueView*>();
        QVERIFY(inWindow != nullptr);
        pools->raise(); // the Deferred queue's tab is behind it
        QCoreApplication::processEvents();
        QVERIFY(dock->visibleRegion().isEmpty());
        // A view on its own (in no dock) on the same controller refreshes at every step.
        DeferredQueueView alone(window.controller());
        const std::size_t end = window.controller()->length();
        window.controller()->seek(end);
        QVERIFY(!alone.waiting().empty() || !alone.summaryText().isEmpty());
        QVERIFY(inWindow->summaryText() != alone.summaryText()); // put off while out of sight
        dock->raise();
        QCoreApplication::processEvents();
        QCOMPARE(inWindow->summaryText(), alone.summaryText());
        QCOMPARE(inWindow->waiting().size(), alone.waiting().size());

        // A new run while out of sight: shown, the view has the new run's state, nothing of the old.
        pools->raise();
        QCoreApplication::processEvents();
        QVERIFY(window.openPath(kGreylisting));
        window.controller()->seek(window.controller()->length() / 2);
        dock->raise();
        QCoreApplication::processEvents();
        QCOMPARE(inWindow->summaryText(), alone.summaryText());
        QCOMPARE(inWindow->waiting().size(), alone.waiting().size());
    }
};

QTEST_MAIN(RefreshWhenShownTest)
#include "test_refresh_when_shown.moc"
