// SPDX-License-Identifier: GPL-3.0-or-later
// test_refresh_when_shown: a view behind another dock's tab is not refreshed at every step
// (RefreshWhenShown) but is brought up to date when its tab is chosen: the main window's
// Deferred queue view then shows what a view that refreshed all along shows, at a new position and
// after a new run alike; the Parameters panel fills its rows for a new run's transports when shown.
#include "DeferredQueueViewProbe.h"
#include "ExamplePaths.h"
#include "MainWindowProbe.h"
#include "ParametersPanelProbe.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/deferred/DeferredQueueView.h"
#include "ui/parameters/ParametersPanel.h"

#include <QDockWidget>
#include <QTreeWidget>
#include <QtTest>

using qmgrlab::test::gui::kConcurrencyFeedback;
using qmgrlab::test::gui::kGreylisting;
using qmgrlab::test::gui::kOutageBackoff;

using namespace qmgrlab::ui;

namespace {

// The rows of a tree, their first column's text.
QStringList rowNames(const QTreeWidget& tree) {
    QStringList names;
    for (QTreeWidgetItemIterator it(const_cast<QTreeWidget*>(&tree)); *it != nullptr; ++it)
        names << (*it)->text(0);
    return names;
}

} // namespace

class RefreshWhenShownTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void hiddenViewCatchesUpWhenShown() {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(window.openPath(kOutageBackoff));
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
        const DeferredQueueViewProbe aloneShows(alone);
        const DeferredQueueViewProbe inWindowShows(*inWindow);
        const std::size_t end = window.controller()->length();
        window.controller()->seek(end);
        QVERIFY(!aloneShows.history().waiting().empty() || !aloneShows.summary().isEmpty());
        QVERIFY(inWindowShows.summary() != aloneShows.summary()); // put off while out of sight
        dock->raise();
        QCoreApplication::processEvents();
        QCOMPARE(inWindowShows.summary(), aloneShows.summary());
        QCOMPARE(inWindowShows.history().waiting().size(), aloneShows.history().waiting().size());

        // A new run while out of sight: shown, the view has the new run's state, nothing of the old.
        pools->raise();
        QCoreApplication::processEvents();
        QVERIFY(window.openPath(kGreylisting));
        window.controller()->seek(window.controller()->length() / 2);
        dock->raise();
        QCoreApplication::processEvents();
        QCOMPARE(inWindowShows.summary(), aloneShows.summary());
        QCOMPARE(inWindowShows.history().waiting().size(), aloneShows.history().waiting().size());
    }

    // The Parameters panel behind the Narration's tab: a new run's rows (one per transport for
    // the per-transport parameters) are filled when its tab is chosen, and its pending changes
    // are the new run's (none) all along.
    void hiddenParametersFillWhenShown() {
        MainWindow window;
        window.resize(1600, 1000);
        QVERIFY(window.openPath(kOutageBackoff));
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* dock = window.findChild<QDockWidget*>(QStringLiteral("parametersDock"));
        auto* narration = window.findChild<QDockWidget*>(QStringLiteral("narrationDock"));
        QVERIFY(dock != nullptr && narration != nullptr);
        auto* tree = qmgrlab::ui::MainWindowProbe(window).parametersPanel()->findChild<QTreeWidget*>();
        QVERIFY(tree != nullptr);
        narration->raise();
        QCoreApplication::processEvents();
        QVERIFY(dock->visibleRegion().isEmpty());
        QVERIFY(rowNames(*tree).contains(QStringLiteral("smtp_destination_concurrency_limit")));

        // The example's transports are fb_n, fb_sqrt and fb_1; it has no smtp.
        QVERIFY(window.openPath(kConcurrencyFeedback));
        QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*qmgrlab::ui::MainWindowProbe(window).parametersPanel())
                     .hasPendingChanges());
        QVERIFY(rowNames(*tree).contains(QStringLiteral("smtp_destination_concurrency_limit"))); // put off
        dock->raise();
        QCoreApplication::processEvents();
        const QStringList rows = rowNames(*tree);
        QVERIFY(!rows.contains(QStringLiteral("smtp_destination_concurrency_limit")));
        for (const char* transport : {"fb_n", "fb_sqrt", "fb_1"})
            QVERIFY2(rows.contains(
                         QStringLiteral("%1_destination_concurrency_limit").arg(QLatin1String(transport))),
                     transport);
        QVERIFY(!qmgrlab::ui::ParametersPanelProbe(*qmgrlab::ui::MainWindowProbe(window).parametersPanel())
                     .hasPendingChanges());
    }
};

QTEST_MAIN(RefreshWhenShownTest)
#include "test_refresh_when_shown.moc"
