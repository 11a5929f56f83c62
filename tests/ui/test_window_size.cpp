// SPDX-License-Identifier: GPL-3.0-or-later
// test_window_size: no window opens larger than its screen. The test runs on an offscreen
// "projector" of 1280x720 (a screen configuration file given to the offscreen platform before
// the application starts) at zoom 175 %: the main window (which asks for 1600x1000), Compare
// (200 characters by 45 lines: 2200x1125 at that zoom) and Sweep (1200x760) each open within
// the screen's available geometry, and Compare's Run and Sweep's Run sweep buttons are inside
// the window and not clipped. initialWindowSize is checked on its own for other screens.
#include "ExamplePaths.h"
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/WindowSize.h"
#include "ui/common/Zoom.h"
#include "ui/compare/CompareWindow.h"
#include "ui/sweep/SweepWindow.h"

#include <QApplication>
#include <QFile>
#include <QPushButton>
#include <QScreen>
#include <QTemporaryDir>
#include <QTest>

using qmgrlab::test::gui::kSlotLoan;

using namespace qmgrlab::ui;

namespace {

constexpr int kScreenWidth = 1280;
constexpr int kScreenHeight = 720;

// The window fits the screen's available geometry with its (guessed) frame, and each named
// button lies wholly inside the window, at least its size hint high.
void checkFits(QWidget* window, const QStringList& buttons) {
    const QRect available = window->screen()->availableGeometry();
    QVERIFY2(window->width() <= available.width() && window->height() <= available.height(),
             qPrintable(QStringLiteral("%1x%2 on %3x%4")
                            .arg(window->width())
                            .arg(window->height())
                            .arg(available.width())
                            .arg(available.height())));
    for (const QString& text : buttons) {
        QPushButton* found = nullptr;
        for (QPushButton* button : window->findChildren<QPushButton*>()) {
            if (button->text() == text)
                found = button;
        }
        QVERIFY2(found != nullptr, qPrintable(text));
        QVERIFY2(found->isVisible(), qPrintable(text));
        const QRect inWindow(found->mapTo(window, QPoint(0, 0)), found->size());
        QVERIFY2(window->rect().contains(inWindow) && !found->visibleRegion().isEmpty(),
                 qPrintable(QStringLiteral("%1 at %2,%3 in %4x%5")
                                .arg(text)
                                .arg(inWindow.x())
                                .arg(inWindow.y())
                                .arg(window->width())
                                .arg(window->height())));
        QCOMPARE(found->visibleRegion().boundingRect().size(), found->size()); // not cut
        QVERIFY(found->height() >= found->minimumSizeHint().height());
    }
}

} // namespace

class TestWindowSize : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void sizeIsBoundedByTheScreen();
    void mainWindowFits();
    void compareFits();
    void sweepFits();
};

void TestWindowSize::initTestCase() {
    const QScreen* screen = QGuiApplication::primaryScreen();
    QVERIFY(screen != nullptr);
    QCOMPARE(screen->geometry().size(), QSize(kScreenWidth, kScreenHeight));
    Zoom::apply(1.75);
}

// A window never gets more than the screen less its frame; a small wish is kept.
void TestWindowSize::sizeIsBoundedByTheScreen() {
    const QSize onProjector = initialWindowSize(QSize(1600, 1000), QRect(0, 0, 1280, 720));
    QVERIFY(onProjector.width() <= 1280 && onProjector.height() <= 720);
    QVERIFY(onProjector.width() >= 1200 && onProjector.height() >= 640); // most of the screen
    const QSize compare = initialWindowSize(QSize(2200, 1125), QRect(0, 0, 1920, 1080));
    QVERIFY(compare.width() <= 1920 && compare.height() <= 1080);
    QCOMPARE(initialWindowSize(QSize(960, 640), QRect(0, 0, 1920, 1080)), QSize(960, 640));
    // A screen beside the first: its own size counts, not its position.
    QCOMPARE(initialWindowSize(QSize(960, 640), QRect(1920, 0, 1280, 720)), QSize(960, 640));
    QVERIFY(initialWindowSize(QSize(1600, 1000), QRect(1920, 0, 1280, 720)).width() <= 1280);
}

void TestWindowSize::mainWindowFits() {
    MainWindow window;
    QVERIFY(window.openPath(kSlotLoan));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    checkFits(&window, {});
}

void TestWindowSize::compareFits() {
    MainWindow main;
    QVERIFY(main.openPath(kSlotLoan));
    CompareWindow window(main.controller()->scenario(), main.controller()->sourceName(), &main);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    checkFits(&window, {CompareWindow::tr("&Run variants")});
}

void TestWindowSize::sweepFits() {
    MainWindow main;
    QVERIFY(main.openPath(kSlotLoan));
    SweepWindow window(main.controller()->scenario(), main.controller()->sourceName(), &main);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    checkFits(&window, {SweepWindow::tr("&Run sweep")});
}

// The offscreen platform is told of a 1280x720 screen before the application starts.
int main(int argc, char** argv) {
    QTemporaryDir dir;
    const QString config = dir.filePath(QStringLiteral("screen.json"));
    QFile file(config);
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        return 2;
    file.write(QStringLiteral(R"({"screens": [{"name": "projector", "x": 0, "y": 0, "width": %1, "height": %2,
                              "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]})")
                   .arg(kScreenWidth)
                   .arg(kScreenHeight)
                   .toUtf8());
    file.close();
    qputenv("QT_QPA_PLATFORM", QStringLiteral("offscreen:configfile=%1").arg(config).toLocal8Bit());
    QApplication app(argc, argv);
    TestWindowSize test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_window_size.moc"
