// SPDX-License-Identifier: GPL-3.0-or-later
// test_theme: the theme unit. Each theme's text reads on its backgrounds (WCAG contrast: 7:1
// for text, 4.5:1 for faint text, and a blocker's hatching faint against its body so the text
// over it stays readable); a palette is recognised as light or dark; the timeline plot follows
// the application palette; an export is light unless dark is asked for, whatever the screen
// shows; the export dialog hands over its options.
#include "ExamplePaths.h"
#include "TimelineExportDialogProbe.h"
#include "core/run/Run.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "ui/common/Theme.h"
#include "ui/timeline/TimelineExportDialog.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelinePlot.h"

#include <QApplication>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>
#include <cmath>
#include <memory>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

double linear(double channel) {
    return channel <= 0.04045 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

double luminance(const QColor& c) {
    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
}

// WCAG 2 contrast ratio, from 1 (same luminance) to 21 (black on white).
double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

std::shared_ptr<Run> slotLoanRun() {
    const std::string path = qmgrlab::test::kSlotLoan;
    auto config =
        std::make_shared<const Configuration>(Configuration::fromScenario(loadScenarioFile(path), path));
    auto run = std::make_shared<Run>(config);
    run->recordAll();
    run->seek(11);
    return run;
}

// Switches the application palette as dark mode does; widgets get the change posted.
void useApplicationPalette(const Theme& theme) {
    QApplication::setPalette(theme.palette());
    QCoreApplication::processEvents();
}

} // namespace

class ThemeTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void cleanup() { useApplicationPalette(Theme::light()); }

    void textReadsOnItsBackgrounds_data() {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }
    void textReadsOnItsBackgrounds() {
        QFETCH(bool, dark);
        const Theme& t = dark ? Theme::dark() : Theme::light();
        QCOMPARE(t.isDark(), dark);
        QVERIFY(contrast(t.chartText(), t.chartBackground()) >= 7.0);
        QVERIFY(contrast(t.chartAxis(), t.chartBackground()) >= 4.5);
        QVERIFY(contrast(t.chartFaintText(), t.chartBackground()) >= 4.5);
        QVERIFY(contrast(t.cardText(), t.cardFill()) >= 7.0);
        QVERIFY(contrast(t.cardFaintText(), t.cardFill()) >= 4.5);
        // A blocker card: text and counter names on the grey body and on its hatching.
        for (const QColor& under : {t.blockerFill(), t.blockerHatch()}) {
            QVERIFY(contrast(t.cardText(), under) >= 7.0);
            QVERIFY(contrast(t.cardFaintText(), under) >= 4.5);
        }
        QVERIFY(contrast(t.blockerHatch(), t.blockerFill()) < 1.5);
        QVERIFY(contrast(t.blockerBandText(), t.blockerBand()) >= 4.5);
        QVERIFY(contrast(t.currentMark(), t.chartBackground()) >= 7.0);
        QVERIFY(contrast(t.accent(), t.chartBackground()) >= 3.0);
        // The attention mark (what differs, what is worse) stands out as a graphic; an error
        // message reads as text on the window.
        QVERIFY(contrast(t.attention(), t.chartBackground()) >= 3.0);
        QVERIFY(contrast(t.errorText(), t.palette().color(QPalette::Window)) >= 4.5);
        QVERIFY(contrast(t.errorText(), t.chartBackground()) >= 4.5);
        // Neighbouring chart series are told apart.
        for (int i = 0; i < 6; ++i)
            QVERIFY(t.series(i) != t.series(i + 1));
        // Grid lines are seen but stay behind the data.
        QVERIFY(contrast(t.chartGrid(), t.chartBackground()) < contrast(t.chartAxis(), t.chartBackground()));
    }

    void paletteTellsTheTheme() {
        QVERIFY(Theme::of(Theme::dark().palette()).isDark());
        QVERIFY(!Theme::of(Theme::light().palette()).isDark());
        // The dark palette's own window and text colours are those of the dark theme's cards.
        QCOMPARE(Theme::dark().palette().color(QPalette::Text), Theme::dark().cardText());
        QCOMPARE(Theme::dark().palette().color(QPalette::Base), Theme::dark().cardFill());
    }

    void timelinePlotFollowsThePalette() {
        TimelinePlot plot;
        plot.resize(400, 300);
        QCOMPARE(plot.toPixmap(400, 300).toImage().pixelColor(1, 1), Theme::light().chartBackground());
        useApplicationPalette(Theme::dark());
        QCOMPARE(plot.toPixmap(400, 300).toImage().pixelColor(1, 1), Theme::dark().chartBackground());
        QCOMPARE(plot.bandRect()->axis(QCPAxis::atBottom)->tickLabelColor(), Theme::dark().chartText());
        useApplicationPalette(Theme::light());
        QCOMPARE(plot.bandRect()->axis(QCPAxis::atBottom)->tickLabelColor(), Theme::light().chartText());
    }

    void exportIsLightUnlessDarkIsAsked() {
        const auto run = slotLoanRun();
        QTemporaryDir dir;
        const QString light = dir.filePath(QStringLiteral("light.png"));
        const QString dark = dir.filePath(QStringLiteral("dark.png"));
        useApplicationPalette(Theme::dark()); // the screen is dark
        QString error;
        QVERIFY2(exportTimeline(*run, kNone, light, QSize(800, 500), &error), qPrintable(error));
        QVERIFY2(exportTimeline(*run, kNone, dark, QSize(800, 500), &error, Theme::dark()),
                 qPrintable(error));
        QCOMPARE(QImage(light).pixelColor(2, 2), QColor(Qt::white));
        QCOMPARE(QImage(dark).pixelColor(2, 2), Theme::dark().chartBackground());
        // The rendered page for the what-if report is light too.
        QCOMPARE(renderTimeline(*run, QSize(800, 500)).pixelColor(2, 2), QColor(Qt::white));
    }

    void exportDialogHandsOverItsOptions() {
        const auto run = slotLoanRun();
        TimelineExportDialog dialog(*run);
        QCOMPARE(dialog.transport(), kNone);
        QCOMPARE(dialog.pageSize(), QSize(1920, 1080));
        QVERIFY(!dialog.theme().isDark());
        qmgrlab::ui::TimelineExportDialogProbe(dialog).setTransport(run->config().transportIndex("smtp"));
        qmgrlab::ui::TimelineExportDialogProbe(dialog).setPageSize(QSize(640, 480));
        qmgrlab::ui::TimelineExportDialogProbe(dialog).setDark(true);
        QCOMPARE(dialog.transport(), run->config().transportIndex("smtp"));
        QCOMPARE(dialog.pageSize(), QSize(640, 480));
        QVERIFY(dialog.theme().isDark());
        // Sizes outside what the exporter accepts are held to its limits.
        qmgrlab::ui::TimelineExportDialogProbe(dialog).setPageSize(QSize(50, 50000));
        QCOMPARE(dialog.pageSize(), QSize(200, 10000));
    }
};

QTEST_MAIN(ThemeTest)
#include "test_theme.moc"
