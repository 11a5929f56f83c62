// SPDX-License-Identifier: GPL-3.0-or-later
// test_joblist: the job cards against figures worked out by hand from the example scenarios and
// ALGORITHM.md (3.6.4 preempting, 3.6.7 slot counting, 3.7.2 entry disposal): the words of
// each counter, no raw negative counter, numbers grouped, the Postfix fields in the tooltip;
// every job of a 500-job list has a card reachable by scrolling; after each preemption the
// preempting and the preempted job are both in view; the cards follow a font change.
#include "ExamplePaths.h"
#include "JobListViewProbe.h"
#include "core/run/Inspector.h"
#include "ui/SimulationController.h"
#include "ui/joblist/JobCardText.h"
#include "ui/joblist/JobListView.h"

#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <map>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

QString example(const char* name) {
    return qmgrlab::test::gui::kExamplesDir + QLatin1Char('/') + QLatin1String(name);
}

const QString kGroup(QChar(0x202F)); // the narrow no-break space between groups of digits

// A counter below zero written as a number: a minus sign (ASCII or U+2212) before a digit.
bool hasRawNegative(const QString& text) {
    static const QRegularExpression negative(QStringLiteral("[-\\x{2212}]\\s*\\d"));
    return negative.match(text).hasMatch();
}

} // namespace

class TestJobList : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void numbersAreGroupedInThrees();
    void slotLoanCardsAfterThePreemption();
    void recursivePreemptionCardsAtStep475();
    void everyJobOfALongListHasACard();
    void bothJobsOfAPreemptionAreInView();
    void cardsFollowTheFont();
    void aCardAtZeroSaysWhyNoLoan();
    void aShortListReadsAcross();
    void titlesKeepClearOfTheirBand();

private:
    void load(const QString& path);
    SimulationController controller_;
};

void TestJobList::initTestCase() {
    QVERIFY2(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')),
             "no usable font (install fonts-dejavu-core)");
}

void TestJobList::load(const QString& path) {
    QString error;
    QVERIFY2(controller_.loadScenarioFile(path, &error), qPrintable(error));
    controller_.setFastMode(false);
}

void TestJobList::numbersAreGroupedInThrees() {
    QCOMPARE(JobCardText::grouped(0), QStringLiteral("0"));
    QCOMPARE(JobCardText::grouped(999), QStringLiteral("999"));
    QCOMPARE(JobCardText::grouped(1000), QStringLiteral("1") + kGroup + QStringLiteral("000"));
    QCOMPARE(JobCardText::grouped(20000), QStringLiteral("20") + kGroup + QStringLiteral("000"));
    QCOMPARE(JobCardText::grouped(1234567),
             QStringLiteral("1") + kGroup + QStringLiteral("234") + kGroup + QStringLiteral("567"));
    // The most negative value has a magnitude too (never shown on a card, but never wrong).
    QVERIFY(JobCardText::grouped(std::numeric_limits<long long>::min()).endsWith(QStringLiteral("808")));
}

void TestJobList::slotLoanCardsAfterThePreemption() {
    // slot-loan: cost 2, discount 50, loan 0; message 1 has 10 recipients, 2 and 3 two each, one
    // recipient per entry, one agent. Selections 1 and 2 are job 1's (slots_available 2,
    // slots_used 2) and both deliveries complete. Step 11 is the third selection: job 2 needs 2
    // slots, job 1 has 2 div 2 + 0 = 1 >= 2 x 50% = 1, so job 2 preempts (3.6.4): job 1 pays
    // 2 x 2 = 4 and is left at 2 - 4 = -2 (it owes 2); job 2 starts at slots_used -2 and its
    // first selection brings it to -1 and its slots_available to 1. Job 1's two delivered
    // recipients left memory (3.7.2), and a fully read message gives its unused slots back.
    load(example("slot-loan.json"));
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(11);
    QCOMPARE(probe.cardOrder(), (std::vector<int>{1, 0, 2}));

    QCOMPARE(
        probe.cardLines(1),
        (QStringList{QStringLiteral("1. msg 2"), QStringLiteral("entries selected: 1 of 2 read"),
                     QStringLiteral("slot balance now: 1 selection ÷ cost 2 = 0 slots"),
                     QStringLiteral("slots used: 1 selection paid for, not used yet"),
                     QStringLiteral("recipients: 2 in core · slots 2"), QStringLiteral("▶ current job")}));
    QCOMPARE(probe.cardLines(0),
             (QStringList{QStringLiteral("2. msg 1"), QStringLiteral("entries selected: 2 of 10 read"),
                          QStringLiteral("at the decision: 2 selections (1 slot)"),
                          QStringLiteral("slots used: 2 selections"),
                          QStringLiteral("recipients: 8 in core · slots 8"), QString()}));
    QCOMPARE(probe.cardLines(2),
             (QStringList{QStringLiteral("3. msg 3"), QStringLiteral("entries selected: 0 of 2 read"),
                          QStringLiteral("slot balance now: 0 selections ÷ cost 2 = 0 slots"),
                          QStringLiteral("slots used: 0 selections"),
                          QStringLiteral("recipients: 2 in core · slots 2"), QString()}));

    // Job 1's card states its counter as the preemption test read it at step 11, and from the next
    // step (a completion) what the payment left. The tooltip names the fields and says what the
    // negative counters mean.
    QVERIFY2(probe.cardToolTip(0).contains(QStringLiteral("slots_available when this step's selection was "
                                                          "decided: 2 selections (1 slot)")),
             qPrintable(probe.cardToolTip(0)));
    controller_.seek(12);
    QVERIFY2(probe.cardLines(0).contains(QStringLiteral("slot balance now: owes 2 selections (1 slot)")),
             qPrintable(probe.cardLines(0).join(QLatin1Char('\n'))));
    const QString owes = probe.cardToolTip(0);
    QVERIFY2(owes.contains(QStringLiteral("slots_available is below zero")) &&
                 owes.contains(QStringLiteral("still owes 2 selections (1 slot)")) &&
                 owes.contains(QStringLiteral("slots_used 2")) &&
                 owes.contains(QStringLiteral("rcpt_count 8")) &&
                 owes.contains(QStringLiteral("rcpt_limit 8")) &&
                 owes.contains(QStringLiteral("selected_entries 2")),
             qPrintable(owes));
    const QString paid = probe.cardToolTip(1);
    QVERIFY2(paid.contains(QStringLiteral("slots_used is below zero")) &&
                 paid.contains(QStringLiteral("job 1 paid")) && paid.contains(QStringLiteral("stack_parent")),
             qPrintable(paid));
    for (int message : {0, 1, 2}) {
        QVERIFY2(!hasRawNegative(probe.cardLines(message).join(QLatin1Char('\n'))),
                 qPrintable(probe.cardLines(message).join(QLatin1Char('\n'))));
        QVERIFY2(!hasRawNegative(probe.cardToolTip(message)), qPrintable(probe.cardToolTip(message)));
    }
}

void TestJobList::recursivePreemptionCardsAtStep475() {
    // recursive-preemption: cost 5, discount 50, loan 3, one recipient per entry, one agent;
    // bulk1000 (1000 recipients, all read) and mid100 (100). bulk1000's first 235 selections
    // give it 235 div 5 + 3 = 50 >= 100 x 50% = 50, so at step 475 mid100 preempts: bulk1000
    // pays 100 x 5 = 500 and is left at 235 - 500 = -265; mid100 starts at slots_used -100 and
    // its first selection brings it to -99 (its card adds the loan of 3, which the preemption
    // test adds to a counter above zero). 235 of bulk1000's deliveries are complete: 765 of
    // its recipients are still in memory, and its unused recipient slots went back (3.5).
    load(example("recursive-preemption.json"));
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(475);
    QCOMPARE(probe.cardOrder(), (std::vector<int>{1, 0}));
    QCOMPARE(probe.cardLines(1),
             (QStringList{QStringLiteral("1. msg mid100"), QStringLiteral("entries selected: 1 of 100 read"),
                          QStringLiteral("slot balance now: 1 selection ÷ cost 5 = 0 slots + loan 3"),
                          QStringLiteral("slots used: 99 selections paid for, not used yet"),
                          QStringLiteral("recipients: 100 in core · slots 100"),
                          QStringLiteral("▶ current job")}));
    QCOMPARE(probe.cardLines(0),
             (QStringList{QStringLiteral("2. msg bulk1000"),
                          QStringLiteral("entries selected: 235 of 1") + kGroup + QStringLiteral("000 read"),
                          QStringLiteral("at the decision: 235 selections (47 slots) + loan 3"),
                          QStringLiteral("slots used: 235 selections"),
                          QStringLiteral("recipients: 765 in core · slots 765"), QString()}));
    QVERIFY(probe.cardToolTip(1).contains(QStringLiteral("job bulk1000 paid")));
    controller_.seek(476); // mid100's delivery completes: bulk1000's card shows what the payment left
    QVERIFY2(probe.cardLines(0).contains(QStringLiteral("slot balance now: owes 265 selections (53 slots)")),
             qPrintable(probe.cardLines(0).join(QLatin1Char('\n'))));
    for (int message : {0, 1}) {
        QVERIFY(!hasRawNegative(probe.cardLines(message).join(QLatin1Char('\n'))));
        QVERIFY(!hasRawNegative(probe.cardToolTip(message)));
    }
}

void TestJobList::everyJobOfALongListHasACard() {
    // 500 messages at time 0, each with one recipient at two destinations (two entries, one
    // recipient per delivery) and one agent: once every message is active, each has a job on
    // the smtp job list, and at most one entry has been selected, so none is retired yet.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString messages;
    for (int i = 1; i <= 500; ++i) {
        messages +=
            QStringLiteral(
                R"(%1{"id": "m%2", "arrival_ms": 0, "recipients": ["a@one.example", "b@two.example"]})")
                .arg(i > 1 ? QStringLiteral(",") : QString())
                .arg(i);
    }
    const QString path = dir.filePath(QStringLiteral("many.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QStringLiteral(R"({"format": "qmgrlab-scenario-1", "title": "500 jobs",
        "main.cf": {"smtp_destination_recipient_limit": 1}, "master.cf": {"smtp": {"maxproc": 1}},
        "destinations": {"*": {"delivery_ms": 1000}}, "messages": [%1]})")
                   .arg(messages)
                   .toUtf8());
    file.close();
    load(path);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(900, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const TransportId smtp = controller_.run().config().transportIndex("smtp");
    while (Inspector(controller_.run()).transport(smtp).schedList.size() < 500 &&
           controller_.position() < controller_.length())
        controller_.stepForward();
    QCOMPARE(probe.cardOrder().size(), std::size_t{500});
    QCOMPARE(probe.timeOrder().size(), std::size_t{500});
    const int first = probe.cardOrder().front();
    const int last = probe.cardOrder().back();
    QVERIFY(probe.scrollToCard(last));
    QVERIFY(probe.cardVisible(last));
    QVERIFY(!probe.cardVisible(first));
    QVERIFY(probe.cardLines(last).front().startsWith(QStringLiteral("500. msg m")));
    QVERIFY(probe.scrollToCard(first));
    QVERIFY(probe.cardVisible(first));
    QVERIFY(!probe.cardVisible(last));
}

void TestJobList::bothJobsOfAPreemptionAreInView() {
    // A window with room for two cards, one above the other, the tree beside them: before each step the last
    // card is scrolled into view; after each preemption the new current job and the job it preempted are both
    // in view, even when they were not before the step.
    load(example("slot-loan.json"));
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(760, 330); // wide enough for the preemption tree beside the cards
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Recording& recording = controller_.run().recording();
    int preemptions = 0;
    int scrolledTo = 0; // preemptions whose two jobs were not both in view before the step
    while (controller_.position() < controller_.length()) {
        const std::vector<int> before = probe.cardOrder();
        if (!before.empty())
            probe.scrollToCard(before.back());
        std::vector<int> visibleBefore;
        for (int message : before) {
            if (probe.cardVisible(message))
                visibleBefore.push_back(message);
        }
        controller_.stepForward();
        const StepRecord& step = recording.steps()[controller_.position() - 1];
        for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e) {
            const TraceEvent& event = recording.events()[e];
            if (event.type != EventType::Preempt)
                continue;
            ++preemptions;
            // The preempted job is the one right after the preempting job on the list.
            const std::vector<int> order = probe.cardOrder();
            const auto at = std::find(order.begin(), order.end(), probe.currentCard());
            QVERIFY(at != order.end() && at + 1 != order.end());
            const auto wasVisible = [&visibleBefore](int message) {
                return std::find(visibleBefore.begin(), visibleBefore.end(), message) != visibleBefore.end();
            };
            scrolledTo += wasVisible(*at) && wasVisible(*(at + 1)) ? 0 : 1;
            QVERIFY2(probe.cardVisible(*at), qPrintable(QString::number(controller_.position())));
            QVERIFY2(probe.cardVisible(*(at + 1)), qPrintable(QString::number(controller_.position())));
        }
    }
    QCOMPARE(preemptions, 2); // 11221111331111: job 2, later job 3, preempt job 1
    QVERIFY(scrolledTo >= 1); // at the first one, three cards do not fit
}

void TestJobList::cardsFollowTheFont() {
    load(example("slot-loan.json"));
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(11);
    QFont font = view.font();
    font.setPointSizeF(10.0);
    view.setFont(font);
    const QRectF small = probe.cardRect(0);
    font.setPointSizeF(20.0);
    view.setFont(font);
    const QRectF large = probe.cardRect(0);
    QVERIFY(!small.isEmpty());
    // Twice the type, about twice the card (text metrics do not scale exactly linearly).
    QVERIFY2(large.height() > 1.7 * small.height() && large.height() < 2.3 * small.height(),
             qPrintable(QStringLiteral("%1 -> %2").arg(small.height()).arg(large.height())));
    QVERIFY(large.width() > 1.7 * small.width() && large.width() < 2.3 * small.width());
}

// blockers at step 9: cost 2, loan 3 (the defaults). Job a has had 2 entries selected and c 1,
// job b none. The preemption test adds the loan only to a counter above zero (it is not made at
// zero): a and c show "+ loan 3", and b's card says why it has none.
void TestJobList::aCardAtZeroSaysWhyNoLoan() {
    load(qmgrlab::test::gui::kBlockersExample);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    controller_.seek(9);
    std::map<std::string, int> messages;
    for (int m = 0; m < controller_.run().config().messageCount(); ++m)
        messages[controller_.run().config().message(m).id] = m;
    const int a = messages.at("a");
    const int b = messages.at("b");
    const int c = messages.at("c");
    QCOMPARE(probe.cardLines(a).value(2),
             QStringLiteral("slot balance now: 2 selections ÷ cost 2 = 1 slot + loan 3"));
    QCOMPARE(probe.cardLines(b).value(2),
             QStringLiteral("slot balance now: 0 selections ÷ cost 2 = 0 slots · no loan at 0"));
    QCOMPARE(probe.cardLines(c).value(2),
             QStringLiteral("slot balance now: 1 selection ÷ cost 2 = 0 slots + loan 3"));
    QCOMPARE(probe.lectureLine(a), QStringLiteral("now: 2 selections (1 slot) + loan 3"));
    QCOMPARE(probe.lectureLine(b), QStringLiteral("now: 0 selections (0 slots) · no loan at 0"));
    QCOMPARE(probe.lectureLine(c), QStringLiteral("now: 1 selection (0 slots) + loan 3"));
}

// slot-loan at step 6, compact (the lecture) in a dock as wide and high as at 1920x1080 and
// 175 %: three cards do not fit one row beside the preemption relations, but do under them; the
// relations go on top and the three cards read across in one row, not "1 → 2" with 3 under 1.
void TestJobList::aShortListReadsAcross() {
    load(qmgrlab::test::gui::kSlotLoan);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.setCompact(true);
    QFont font = view.font();
    font.setPointSizeF(font.pointSizeF() * 1.75);
    view.setFont(font);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.seek(6);
    view.resize(1200, 320);
    QTest::qWait(50);
    QCOMPARE(probe.cardOrder(), (std::vector<int>{0, 1, 2}));
    const QRectF first = probe.cardRect(0);
    QVERIFY(!first.isEmpty());
    for (const int message : {1, 2}) {
        QCOMPARE(probe.cardRect(message).top(), first.top());
        QVERIFY(probe.cardInSight(message));
    }
    QVERIFY(probe.cardRect(1).left() > first.right() && probe.cardRect(2).left() > probe.cardRect(1).right());
}

// Every card's title whole in its band, apart from the note on the right and from a blocker's
// colour chip on the left, in each form of the cards at 175 %: blockers at step 18 (jobs a, b and
// c all blockers) and rate-limited-newsletter at step 20 (letter and reset blockers). The brief
// cards were measured without the chip: "1. msg a" ran under "blocker".
void TestJobList::titlesKeepClearOfTheirBand() {
    const std::pair<const char*, std::size_t> positions[] = {{"blockers.json", 18},
                                                             {"rate-limited-newsletter.json", 20}};
    for (const auto& [name, step] : positions) {
        load(example(name));
        for (const bool compact : {false, true}) {
            for (const bool brief : {false, true}) {
                JobListView view(&controller_);
                JobListViewProbe probe(view);
                view.setCompact(compact);
                view.setBriefCards(brief);
                QFont font = view.font();
                font.setPointSizeF(font.pointSizeF() * 1.75);
                view.setFont(font);
                view.resize(1400, 400);
                view.show();
                QVERIFY(QTest::qWaitForWindowExposed(&view));
                controller_.seek(step);
                QTest::qWait(50);
                const std::vector<int> order = probe.cardOrder();
                QVERIFY(order.size() >= 2);
                int blockers = 0;
                for (const int message : order) {
                    blockers += probe.cardIsBlocker(message) ? 1 : 0;
                    QVERIFY2(probe.titleFitsItsBand(message),
                             qPrintable(QStringLiteral("%1 step %2, compact %3, brief %4: card of message %5")
                                            .arg(QLatin1String(name))
                                            .arg(step)
                                            .arg(compact)
                                            .arg(brief)
                                            .arg(message)));
                }
                QVERIFY(blockers >= 2);
            }
        }
    }
}

QTEST_MAIN(TestJobList)
#include "test_joblist.moc"
