// SPDX-License-Identifier: GPL-3.0-or-later
// test_maillog_import: File > Import mail log's work in the document: mail logs read, replayed and
// recorded on a worker thread (BackgroundRecording's import), then adopted like a background open,
// but as a new unsaved scenario without a file (Save asks where: the log is never overwritten),
// named after the log, with the replay and its comparison kept beside the run until another run
// replaces it. A log with nothing to replay changes nothing and says why; Cancel leaves the
// document as it was. The log is the slot-loan example's run written by qmgrlab's own writer, so
// the replay gives every logged line back paired, with the logged b; the Logged vs simulated
// window shows the core's figures and points for the whole log and each destination. A log with
// mail queued long before it opens at its first line, and the window's Fit starts there. The
// window shows the notes of the reading and the replay.
#include "core/maillog/DelayText.h"
#include "core/maillog/SimulatedMaillog.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "ui/MainWindow.h"
#include "ui/SimulationController.h"
#include "ui/common/ErrorText.h"
#include "ui/common/NotesView.h"
#include "ui/replay/MaillogReplay.h"
#include "ui/replay/ReplayPlot.h"
#include "ui/replay/ReplayWindow.h"
#include "ui/scenario/BackgroundRecording.h"
#include "ui/scenario/MaillogYear.h"
#include "ui/scenario/ScenarioDocument.h"
#include "ui/timeline/TimelinePlot.h"
#include "ui/timeline/TimelineView.h"

#include <QComboBox>
#include <QImage>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QtTest>
#include <fstream>
#include <memory>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

const QString kSlotLoan = QStringLiteral(QMGRLAB_EXAMPLES_DIR "/slot-loan.json");
constexpr int kWaitMs = 60000;

// slot-loan's run as the Postfix mail log a server would have written.
QString writeSlotLoanLog(const QTemporaryDir& dir) {
    const auto config = std::make_shared<const Configuration>(Configuration::fromScenario(
        loadScenarioFile(kSlotLoan.toStdString()), "slot-loan.json", RecipientTracking::Always));
    const QString path = dir.filePath(QStringLiteral("mail.log"));
    std::ofstream log(path.toStdString(), std::ios::binary);
    SimulatedMaillogOptions options;
    options.epoch = 1'710'399'600'000'000; // 2024-03-14T07:00:00Z
    writeSimulatedMaillog(config, log, nullptr, options, "slot-loan.json");
    return log.good() ? path : QString();
}

} // namespace

class MaillogImportTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void importsTheLogAsANewUnsavedReplay() {
        QTemporaryDir dir;
        const QString log = writeSlotLoanLog(dir);
        QVERIFY(!log.isEmpty());
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(kSlotLoan, &error), qPrintable(error));
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        QSignalSpy replayChanged(&document, &ScenarioDocument::replayChanged);
        auto* recording = new BackgroundRecording(QStringList{log}, std::nullopt);
        QVERIFY(recording->importsLogs());
        document.openInBackground(recording);
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
        QCOMPARE(replayChanged.count(), 1);
        // A new scenario: no file, unsaved, named after the log.
        QVERIFY(document.filePath().isEmpty());
        QVERIFY(document.modified());
        QCOMPARE(document.sourceName(), QStringLiteral("mail.log"));
        QVERIFY(controller.hasRun());
        QCOMPARE(controller.scenario(), document.scenario());
        // The log's 14 recipients of slot-loan's messages, every logged line paired.
        const Scenario slotLoan = loadScenarioFile(kSlotLoan.toStdString());
        QCOMPARE(document.scenario().messages.size(), slotLoan.messages.size());
        const std::shared_ptr<const MaillogReplay>& replay = document.replay();
        QVERIFY(replay != nullptr);
        QCOMPARE(replay->replay().recipientCount(), std::size_t{14});
        const ReplayFigures& whole = replay->comparison().whole();
        QCOMPARE(whole.lines, std::uint64_t{14});
        QCOMPARE(whole.paired, whole.lines);
        // An edit runs another scenario: the replay no longer describes it.
        Scenario edited = document.scenario();
        edited.setParameter("default_delivery_slot_cost", "3", true);
        QVERIFY2(document.edit(edited, &error), qPrintable(error));
        QVERIFY(document.replay() == nullptr);
        QCOMPARE(replayChanged.count(), 2);
    }

    // Logged vs simulated: the whole log and each destination (the busiest first), the core's
    // figures in the sentence, every logged, simulated and paired line a point, and the export.
    void loggedVsSimulatedShowsTheCoresFigures() {
        QTemporaryDir dir;
        const QString log = writeSlotLoanLog(dir);
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(new BackgroundRecording(QStringList{log}, std::nullopt));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(document.replay() != nullptr);
        ReplayWindow window(document.replay());
        const ReplayComparison& comparison = document.replay()->comparison();
        QCOMPARE(window.destinations()->count(), 1 + static_cast<int>(comparison.destinations().size()));
        QCOMPARE(window.destinations()->itemText(0), QStringLiteral("The whole log (lines: 14)"));
        QVERIFY2(
            window.figuresText().startsWith(
                QStringLiteral("Logged lines: 14, paired with the replay's: 14; left unpaired: 0 logged, "
                               "%1 simulated.")
                    .arg(comparison.runs().front().extra.size())),
            qPrintable(window.figuresText()));
        // The log was written without its server's files (slot-loan's one smtp agent), so the
        // replay keeps less mail waiting: the sentence says the core's figures, whatever they are.
        const ReplayFigures& whole = comparison.whole();
        const QString share = QString::number(100.0 * whole.withinShare(), 'f', 1);
        const QString logged = QStringLiteral("logged %1 s / %2 s / %3 s")
                                   .arg(QString::fromStdString(formatDelay(whole.logged.median)),
                                        QString::fromStdString(formatDelay(whole.logged.p95)),
                                        QString::fromStdString(formatDelay(whole.logged.max)));
        QVERIFY2(window.figuresText().contains(logged), qPrintable(window.figuresText()));
        QVERIFY2(window.figuresText().contains(QStringLiteral("on %1 % of the paired lines").arg(share)),
                 qPrintable(window.figuresText()));
        QCOMPARE(window.plot()->loggedPoints(), 14);
        QCOMPARE(window.plot()->simulatedPoints(), 14);
        QCOMPARE(window.plot()->pairedPoints(), 14);
        // The log spans seconds: every tick of the time axis says another time.
        const QVector<QString> ticks = window.plot()->timeTickLabels();
        QVERIFY(ticks.size() >= 2);
        QCOMPARE(QSet<QString>(ticks.begin(), ticks.end()).size(), ticks.size());
        for (int i = 1; i < window.destinations()->count(); ++i) {
            window.destinations()->setCurrentIndex(i);
            const ReplayFigures& figures = comparison.destinations()[static_cast<std::size_t>(i - 1)];
            QCOMPARE(window.destinations()->currentData().toString().toStdString(), figures.destination);
            QCOMPARE(window.plot()->loggedPoints(), static_cast<int>(figures.lines));
            QCOMPARE(window.plot()->pairedPoints(), static_cast<int>(figures.paired));
            QVERIFY(window.figuresText().startsWith(QStringLiteral("Logged lines: %1,").arg(figures.lines)));
        }
        const QString png = dir.filePath(QStringLiteral("replay.png"));
        QString error;
        QVERIFY2(window.exportPicture(png, &error), qPrintable(error));
        QVERIFY(QImage(png).width() >= 320);
        QVERIFY(!window.exportPicture(dir.filePath(QStringLiteral("replay.txt")), &error));
        QVERIFY(error.contains(QStringLiteral("replay.txt")));
    }

    // The notes of the reading and the replay, as qmgrlab-cli replay prints them, in the tab
    // beside the picture: a log written here with two deliveries to one destination at once (lines 7 and 8:
    // a concurrency limit and a maxproc of 2 inferred from them), two smtpd lines and one of
    // dovecot passed over, and a greylisting reply.
    void loggedVsSimulatedShowsTheNotes() {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("notes.log"));
        std::ofstream(log.toStdString(), std::ios::binary)
            << "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: connect from a.example[192.0.2.1]\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: 1A0AAAAAAA: "
               "client=a.example[192.0.2.1]\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 1A0AAAAAAA: from=<s@a.example>, "
               "size=1, "
               "nrcpt=1 (queue active)\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/smtpd[10]: 1B0AAAAAAA: "
               "client=a.example[192.0.2.1]\n"
               "2024-03-14T08:00:00.000000+00:00 mx postfix/qmgr[20]: 1B0AAAAAAA: from=<s@a.example>, "
               "size=1, "
               "nrcpt=1 (queue active)\n"
               "2024-03-14T08:00:00.500000+00:00 mx dovecot[50]: imap-login: Login: user=<s>\n"
               "2024-03-14T08:00:02.000000+00:00 mx postfix/smtp[30]: 1A0AAAAAAA: to=<u0@slow.example>, "
               "relay=mx.slow.example[192.0.2.9]:25, delay=2, delays=0/0/0.01/1.99, dsn=2.0.0, status=sent "
               "(250 "
               "ok)\n"
               "2024-03-14T08:00:02.000000+00:00 mx postfix/smtp[31]: 1B0AAAAAAA: to=<u1@slow.example>, "
               "relay=mx.slow.example[192.0.2.9]:25, delay=2, delays=0/0/0.01/1.99, dsn=2.0.0, status=sent "
               "(250 "
               "ok)\n"
               "2024-03-14T08:00:02.000000+00:00 mx postfix/qmgr[20]: 1A0AAAAAAA: removed\n"
               "2024-03-14T08:00:02.000000+00:00 mx postfix/qmgr[20]: 1B0AAAAAAA: removed\n"
               "2024-03-14T08:00:03.000000+00:00 mx postfix/smtpd[10]: 1C0AAAAAAA: "
               "client=a.example[192.0.2.1]\n"
               "2024-03-14T08:00:03.000000+00:00 mx postfix/qmgr[20]: 1C0AAAAAAA: from=<s@a.example>, "
               "size=1, "
               "nrcpt=1 (queue active)\n"
               "2024-03-14T08:00:03.500000+00:00 mx postfix/smtp[32]: 1C0AAAAAAA: to=<u2@grey.example>, "
               "relay=mx.grey.example[192.0.2.10]:25, delay=0.5, delays=0/0/0.2/0.3, dsn=4.2.0, "
               "status=deferred "
               "(host mx.grey.example[192.0.2.10] said: 450 4.2.0 <u2@grey.example>: Recipient address "
               "rejected: Greylisted, try again later (in reply to RCPT TO command))\n"
               "2024-03-14T08:00:04.000000+00:00 mx postfix/smtpd[10]: disconnect from "
               "a.example[192.0.2.1]\n";
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(new BackgroundRecording(QStringList{log}, std::nullopt));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY2(finished.first().at(1).toBool(), qPrintable(finished.first().at(2).toString()));
        QVERIFY(document.replay() != nullptr);
        ReplayWindow window(document.replay());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const std::vector<RuleText>& notes = document.replay()->notes();
        QCOMPARE(window.tabs()->tabText(1),
                 QStringLiteral("Notes on the log and its replay (%1)").arg(notes.size()));
        window.tabs()->setCurrentIndex(1);
        QVERIFY(window.notes()->isVisible());
        QVERIFY(window.notes()->viewport()->height() >= window.notes()->fontMetrics().lineSpacing() * 2);
        const QString shown = window.notes()->toPlainText();
        const QStringList wanted = {
            QStringLiteral(
                "smtp_destination_concurrency_limit = 2: the most deliveries to slow.example the log "
                "shows in flight at once (%1:7,8); the default is 20.")
                .arg(log),
            QStringLiteral(
                "master.cf: maxproc 2 for smtp: the most of its deliveries the log shows in flight at "
                "once (%1:7,8; processes over the log: 3).")
                .arg(log),
            QStringLiteral("Postfix lines the replay does not need, passed over: 2 (smtpd 2)."),
            QStringLiteral("Lines of other programs, passed over: 1 (dovecot 1)."),
            QStringLiteral("Greylisting replies (deferrals whose reply speaks of greylisting): 1; "
                           "destinations that gave them: 1 (grey.example 1)."),
        };
        for (const QString& note : wanted)
            QVERIFY2(shown.contains(note), qPrintable(QStringLiteral("not shown: %1\n%2").arg(note, shown)));
        // Every note of the replay, each on a line of its own.
        QCOMPARE(shown.count(QStringLiteral("• ")), static_cast<qsizetype>(notes.size()));
        for (const RuleText& note : notes)
            QVERIFY2(shown.contains(translatedRule(note)), qPrintable(translatedRule(note)));
    }

    void aLogWithNothingToReplayChangesNothing() {
        QTemporaryDir dir;
        const QString empty = dir.filePath(QStringLiteral("empty.log"));
        QFile file(empty);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("Oct 10 15:59:28 mail postfix/smtpd[1830]: connect from x.example[192.0.2.1]\n");
        file.close();
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(kSlotLoan, &error), qPrintable(error));
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(new BackgroundRecording(QStringList{empty}, 2024));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(!finished.first().at(1).toBool());
        const QString message = finished.first().at(2).toString();
        QVERIFY2(message.contains(QStringLiteral("nothing to replay")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("no queue manager line")), qPrintable(message));
        QCOMPARE(document.filePath(), kSlotLoan);
        QVERIFY(document.replay() == nullptr);
    }

    void cancelLeavesTheDocumentAsItWas() {
        QTemporaryDir dir;
        const QString log = writeSlotLoanLog(dir);
        SimulationController controller;
        ScenarioDocument document(&controller);
        QString error;
        QVERIFY2(document.open(kSlotLoan, &error), qPrintable(error));
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        QSignalSpy recordingChanged(&document, &ScenarioDocument::recordingChanged);
        document.openInBackground(new BackgroundRecording(QStringList{log}, std::nullopt));
        document.cancelRecording();
        QVERIFY(!document.recording());
        QCOMPARE(recordingChanged.count(), 2);
        QVERIFY(!recordingChanged.last().at(0).toBool());
        QTest::qWait(200);
        QCOMPARE(finished.count(), 0);
        QCOMPARE(document.filePath(), kSlotLoan);
        QVERIFY(document.replay() == nullptr);
    }

    // A log without years is asked its year, offered from the file's modification time: a log
    // whose first line (Dec 30) comes after the day it was last modified (Jan 2, 2025) began the
    // year before; one whose stamps have a year or a zone is not asked.
    void aLogWithoutYearsAsksTheYearFromItsFile() {
        QTemporaryDir dir;
        const QString syslog = dir.filePath(QStringLiteral("mail.log.1"));
        const QString iso = dir.filePath(QStringLiteral("mail.log"));
        std::ofstream(syslog.toStdString()) << "Dec 30 23:59:58 mx postfix/qmgr[20]: 1A2B3C4D5E: removed\n";
        std::ofstream(iso.toStdString())
            << "2025-01-02T08:00:00.000000+01:00 mx postfix/qmgr[20]: 2B3C4D5E6F: removed\n";
        QFile file(syslog);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(
            file.setFileTime(QDateTime(QDate(2025, 1, 2), QTime(9, 0)), QFileDevice::FileModificationTime));
        file.close();
        const std::optional<MaillogYear> asked = maillogYearQuestion({iso, syslog});
        QVERIFY(asked.has_value());
        QCOMPARE(asked->path, syslog);
        QCOMPARE(asked->modifiedYear, 2025);
        QCOMPARE(asked->likelyYear, 2024);
        QVERIFY(!maillogYearQuestion({iso}).has_value());
        // Modified later in the year than its first line: that year.
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(
            file.setFileTime(QDateTime(QDate(2025, 12, 31), QTime(9, 0)), QFileDevice::FileModificationTime));
        file.close();
        QCOMPARE(maillogYearQuestion({syslog})->likelyYear, 2025);
    }

    // A log with mail queued an hour before its first line (tests/data/maillog/rfc3339.log: the
    // long queue ID carries the arrival): the clock starts at that arrival, and the replay opens
    // at the log's first line, the queue as the log found it, step 0 still a step back away.
    void opensAtTheLogsFirstLine() {
        SimulationController controller;
        ScenarioDocument document(&controller);
        QSignalSpy finished(&document, &ScenarioDocument::backgroundOpenFinished);
        document.openInBackground(new BackgroundRecording(
            QStringList{QStringLiteral(QMGRLAB_TEST_DATA_DIR "/maillog/rfc3339.log")}, std::nullopt));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(document.replay() != nullptr);
        const std::int64_t logStart = document.replay()->replay().logStartMs;
        QVERIFY2(logStart >= 3'600'000, qPrintable(QString::number(logStart)));
        const auto& steps = controller.run().recording().steps();
        QVERIFY(controller.position() > 0);
        QVERIFY(controller.position() < steps.size());
        QVERIFY(steps[controller.position() - 1].timeMs < logStart);
        QVERIFY(steps[controller.position()].timeMs >= logStart);
        QVERIFY(controller.timeMs() < logStart);
    }

    // The same log in the window: Fit (the whole run and the part so far) starts the timeline at
    // the log's first line, not at the arrival an hour before it; a scenario that is no replay
    // fits from its start again.
    void fitStartsAtTheLogsFirstLine() {
        QStandardPaths::setTestModeEnabled(true);
        MainWindow window;
        auto* view = qobject_cast<TimelineView*>(window.centralWidget());
        QVERIFY(view != nullptr);
        QSignalSpy finished(window.document(), &ScenarioDocument::backgroundOpenFinished);
        window.document()->openInBackground(new BackgroundRecording(
            QStringList{QStringLiteral(QMGRLAB_TEST_DATA_DIR "/maillog/rfc3339.log")}, std::nullopt));
        QVERIFY(finished.wait(kWaitMs));
        QVERIFY(window.document()->replay() != nullptr);
        const double start = window.document()->replay()->replay().logStartMs / 1000.0;
        QVERIFY(start >= 3600.0);
        const double end = window.controller()->run().recording().steps().back().timeMs / 1000.0;
        QCPAxis* time = view->plot()->lanesRect()->axis(QCPAxis::atBottom);
        QCOMPARE(time->range().lower, start); // as the window opens it
        view->fitPart(true);
        QCOMPARE(time->range().lower, start);
        view->fitPart(false);
        QCOMPARE(time->range().lower, start);
        QVERIFY2(time->range().upper >= end, qPrintable(QString::number(time->range().upper)));
        QVERIFY(time->range().upper < end + (end - start) * 0.05);
        QString error;
        QVERIFY2(window.document()->open(kSlotLoan, &error), qPrintable(error));
        QVERIFY(window.document()->replay() == nullptr);
        view->fitPart(false);
        QCOMPARE(time->range().lower, 0.0);
    }
};

QTEST_MAIN(MaillogImportTest)
#include "test_maillog_import.moc"
