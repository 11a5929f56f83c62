// SPDX-License-Identifier: GPL-3.0-or-later
// test_replay_window: what the Logged vs simulated window's summary says beyond the figures of b,
// and how its time axis is labelled. The summary counts the lines as qmgrlab-cli replay does
// (paired; left unpaired, logged and simulated), so a log whose mail was not all replayed never
// reads as a bare "100.0 %"; the reading's problems (here a line out of order) stand in a warning line
// over it whose link opens the notes; a number never wraps away from its unit. The time axis of a
// log of a few seconds ticks at whole seconds, as its labels show them.
#include "core/maillog/ReplayComparison.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/common/NotesView.h"
#include "ui/replay/LogClockTicker.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/replay/ReplayWindow.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/ScenarioDocument.h"

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <cmath>
#include <fstream>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

constexpr int kWaitMs = 60000;

// A message around midnight whose lines from before midnight come last (line 8 is 371 s earlier
// than the line before it: a problem of the reading, the lines read with their own times). The
// replay gives each of the 4 logged lines back paired, and one simulated line more: qmgrlab-cli
// replay prints "4 lines paired; unpaired: 0 logged, 1 simulated" and agreement 75.0 % (3 of 4).
const char* const kLog =
    "Jan  1 00:05:00 mx postfix/qmgr[50]: 1E1E1E1E1E: from=<alice@mx.example>, size=500, nrcpt=2 (queue "
    "active)\n"
    "Jan  1 00:05:02 mx postfix/smtp[400]: 1E1E1E1E1E: to=<bob@slow.example>, "
    "relay=mx.slow.example[203.0.113.5]:25, delay=312, delays=310/0/1/1, dsn=2.0.0, status=sent (250 2.0.0 "
    "Ok)\n"
    "Jan  1 00:05:02 mx postfix/qmgr[50]: 1E1E1E1E1E: removed\n"
    "Jan  1 00:06:00 mx postfix/smtpd[100]: 2F2F2F2F2F: client=client.example[192.0.2.9]\n"
    "Jan  1 00:06:00 mx postfix/qmgr[50]: 2F2F2F2F2F: from=<x@client.example>, size=500, nrcpt=1 (queue "
    "active)\n"
    "Jan  1 00:06:01 mx postfix/virtual[402]: 2F2F2F2F2F: to=<v@virt.example>, relay=virtual, delay=1, "
    "delays=0/0/0/1, dsn=2.0.0, status=sent (delivered to maildir)\n"
    "Jan  1 00:06:01 mx postfix/qmgr[50]: 2F2F2F2F2F: removed\n"
    "Dec 31 23:59:50 mx postfix/pickup[300]: 1E1E1E1E1E: uid=1000 from=<alice>\n"
    "Dec 31 23:59:50 mx postfix/cleanup[301]: 1E1E1E1E1E: message-id=<ny1@mx.example>\n"
    "Dec 31 23:59:50 mx postfix/qmgr[50]: 1E1E1E1E1E: from=<alice@mx.example>, size=500, nrcpt=2 (queue "
    "active)\n"
    "Dec 31 23:59:55 mx postfix/smtp[400]: 1E1E1E1E1E: to=<bob@slow.example>, relay=none, delay=5, "
    "delays=0/0/5/0, dsn=4.4.1, status=deferred (connect to mx.slow.example[203.0.113.5]:25: Connection "
    "timed out)\n"
    "Dec 31 23:59:56 mx postfix/local[401]: 1E1E1E1E1E: to=<carol@mx.example>, orig_to=<carol>, relay=local, "
    "delay=6, delays=0/5/0/1, dsn=2.0.0, status=sent (delivered to mailbox)\n";

} // namespace

class ReplayWindowTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void summaryStatesTheUnpairedLinesAndTheProblems() {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("swapped.log"));
        std::ofstream(log.toStdString(), std::ios::binary) << kLog;
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(new BackgroundRecording(QStringList{log}, std::nullopt));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
        const std::shared_ptr<const MaillogReplay> replay = document.replay();
        QVERIFY(replay != nullptr);
        ReplayWindow window(replay);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));

        // The counts qmgrlab-cli replay prints, and each destination's extra lines add up to them.
        const ReplayComparison& comparison = replay->comparison();
        const ReplayFigures& whole = comparison.whole();
        QCOMPARE(whole.lines, std::uint64_t{4});
        QCOMPARE(whole.paired, std::uint64_t{4});
        QCOMPARE(whole.beyond, std::uint64_t{1});
        QCOMPARE(comparison.runs().front().extra.size(), std::size_t{1});
        std::uint64_t beyond = 0;
        for (const ReplayFigures& figures : comparison.destinations())
            beyond += figures.beyond;
        QCOMPARE(beyond, whole.beyond);
        const QString text = window.figuresText();
        const QString noBreak(QChar(0x00A0));
        QVERIFY2(
            text.startsWith(QStringLiteral("Logged lines: 4, paired with the replay's: 4; left unpaired: 0 "
                                           "logged, 1 simulated.")),
            qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("on 75.0%1% of the paired lines").arg(noBreak)),
                 qPrintable(text));
        // No number is followed by a breakable space before its unit, and a spread is one piece.
        QVERIFY2(!text.contains(QRegularExpression(QStringLiteral("\\d [s%](?!\\w)"))), qPrintable(text));
        const QString spread = QStringLiteral("0 s / 5 s / 5 s").replace(QLatin1Char(' '), noBreak);
        QVERIFY2(text.contains(QStringLiteral("logged ") + spread), qPrintable(text));

        // The line out of order, first among the notes, in the warning line; its link opens the notes.
        QCOMPARE(replay->problemCount(), std::size_t{1});
        const QString first = translatedRule(replay->notes().front());
        QVERIFY2(first.contains(QStringLiteral("line 8: ")), qPrintable(first));
        const QString warning = window.problemsText();
        QVERIFY2(warning.startsWith(QStringLiteral("Problems found in reading the log: 1. ")),
                 qPrintable(warning));
        QVERIFY2(warning.endsWith(first + QStringLiteral(" Show the notes")), qPrintable(warning));
        QVERIFY(window.findChild<QLabel*>(QStringLiteral("replayProblems"))->isVisible());
        QCOMPARE(window.tabs()->currentIndex(), 0);
        window.openNotes();
        QVERIFY(window.notes()->isVisible());
    }

    // A log of a few seconds (08:00:09 to 08:00:21 shown): every tick at a whole second, as the
    // labels (HH:mm:ss) say it, and no two labels alike.
    void timeTicksFallOnWholeSeconds() {
        LogClockTicker ticker;
        const double start = 1'710'403'200.0; // 2024-03-14T08:00:00Z
        for (const double span : {12.0, 13.0, 24.0, 55.0}) {
            QVector<double> ticks;
            QVector<QString> labels;
            ticker.generate(QCPRange(start + 9.0, start + 9.0 + span), QLocale::c(), QLatin1Char('g'), 6,
                            ticks, nullptr, &labels);
            QVERIFY(ticks.size() >= 2);
            for (const double tick : ticks)
                QVERIFY2(tick == std::floor(tick), qPrintable(QStringLiteral("%1").arg(tick - start)));
            QCOMPARE(QSet<QString>(labels.begin(), labels.end()).size(), labels.size());
        }
        // Minutes where the labels show hours and minutes; whole days where they show days.
        QCOMPARE(std::fmod(LogClockTicker::stepFor(3600.0, 90.0), 60.0), 0.0);
        QCOMPARE(std::fmod(LogClockTicker::stepFor(5 * 86400.0, 43200.0), 86400.0), 0.0);
    }
};

QTEST_MAIN(ReplayWindowTest)
#include "test_replay_window.moc"
