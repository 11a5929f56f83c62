// SPDX-License-Identifier: GPL-3.0-or-later
// test_views: the views against the core. Loads scenarios through SimulationController, steps
// through them and checks that each view shows what the Inspector and the recording say: the
// delivery-slot cells and their colours, the job card order after preemptions, blocker marks,
// recipient pool values, queue windows; that stepping back shows the forward state again; and
// that PNG, SVG and PDF exports are valid and not blank.
#include "DestinationsViewProbe.h"
#include "ExamplePaths.h"
#include "JobListViewProbe.h"
#include "RecipientPoolViewProbe.h"
#include "TimelineViewProbe.h"
#include "core/run/Inspector.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "ui/SimulationController.h"
#include "ui/common/JobPalette.h"
#include "ui/common/Theme.h"
#include "ui/destinations/DestinationsTableModel.h"
#include "ui/destinations/DestinationsView.h"
#include "ui/joblist/JobListView.h"
#include "ui/pools/RecipientPoolView.h"
#include "ui/timeline/TimelineExporter.h"
#include "ui/timeline/TimelineView.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QFile>
#include <QFontMetrics>
#include <QImage>
#include <QLocale>
#include <QSet>
#include <QSvgRenderer>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QXmlStreamReader>
#include <algorithm>
#include <cmath>
#include <qcustomplot.h>
#include <vector>

using namespace qmgrlab;
using namespace qmgrlab::ui;

namespace {

using qmgrlab::test::gui::conformanceCase;
using qmgrlab::test::gui::kSlotLoan;

const QString kBlockers = conformanceCase("blockers-low-concurrency");
const QString kExtraSlots = conformanceCase("preempting-job-extra-recipient-slots");
const QString kDeadRevived = conformanceCase("dead-revived-by-success");

TransportId transportNamed(const Run& run, const char* name) {
    return run.config().transportIndex(name);
}

std::vector<int> messagesOf(const Inspector& inspector, const std::vector<JobId>& jobs) {
    std::vector<int> messages;
    for (JobId j : jobs)
        messages.push_back(inspector.job(j).message);
    return messages;
}

// What the job list and pool views show at one position, for comparing forward and back.
struct Shown {
    std::vector<int> cards;
    std::vector<int> blockers;
    int current = -1;
    int unused = 0;
    int extra = 0;
    std::vector<std::pair<int, int>> jobSlots;
    int dispatched = 0;
    bool operator==(const Shown&) const = default;
};

} // namespace

class TestViews : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void timelineCellsAreTheSelections();
    void timelineFadesWhatIsNotDispatched();
    void exportWritesValidFiles();
    void exportRejectsBadTargets();
    void exportedSvgIsXmlWhateverTheTitle();
    void jobCardsFollowTheSchedulerJobList();
    void cardsSlideOnlyWithAnimations();
    void blockerMarksMatchTheInspector();
    void poolValuesMatchTheTransport();
    void poolFiguresAgreeAtSlotLoanSteps();
    void allPoolsShowTheReadmesThreeJobs();
    void fewHeldRecipientsAreReadable();
    void poolTitlesWrapInANarrowView();
    void manyJobsScrollLargestFirst();
    void stepBackShowsTheForwardState();
    void destinationsMatchTheQueues();
    void destinationsTableSorts();

private:
    void load(const QString& path);
    SimulationController controller_;
};

void TestViews::initTestCase() {
    QVERIFY2(QFontMetrics(QApplication::font()).inFont(QLatin1Char('A')),
             "no usable font (install fonts-dejavu-core)");
}

void TestViews::load(const QString& path) {
    QString error;
    QVERIFY2(controller_.loadScenarioFile(path, &error), qPrintable(error));
    controller_.setFastMode(false);
    controller_.setSpeed(2.0);
}

void TestViews::timelineCellsAreTheSelections() {
    load(kSlotLoan);
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1200, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.jumpToEnd();

    const Run& run = controller_.run();
    const TransportId smtp = transportNamed(run, "smtp");
    std::vector<int> selected;
    for (const TraceEvent& e : run.recording().events()) {
        if (e.type == EventType::Select && e.transport == smtp)
            selected.push_back(e.message);
    }
    QCOMPARE(view.transportName(), QStringLiteral("smtp"));
    QVERIFY(!view.selectTransport(QStringLiteral("no-such-transport")));
    QVERIFY(view.selectTransport(QStringLiteral("smtp")));
    QCOMPARE(probe.cellCount(), static_cast<int>(selected.size()));
    QCOMPARE(probe.slotString(), QStringLiteral("11221111331111"));
    QCOMPARE(probe.dispatchedCellCount(), probe.cellCount());

    // Each cell in its job's colour, in the model and on screen (sampled left of the centred label).
    view.fit();
    const QImage shot = view.grab().toImage();
    const int cellWidth = probe.cellCentre(1).x() - probe.cellCentre(0).x();
    QVERIFY(cellWidth > 20);
    for (int i = 0; i < probe.cellCount(); ++i) {
        QCOMPARE(probe.cellMessage(i), selected[static_cast<std::size_t>(i)]);
        QCOMPARE(probe.cellColour(i), JobPalette::colour(selected[static_cast<std::size_t>(i)]));
        const QPoint sample = (probe.cellCentre(i) - QPoint(cellWidth * 3 / 10, 0)) * shot.devicePixelRatio();
        QCOMPARE(QColor(shot.pixel(sample)), JobPalette::colour(selected[static_cast<std::size_t>(i)]));
    }
}

void TestViews::timelineFadesWhatIsNotDispatched() {
    load(kSlotLoan);
    TimelineView view(&controller_);
    TimelineViewProbe probe(view);
    view.resize(1200, 700);
    const Run& run = controller_.run();
    for (std::size_t position = 0; position <= controller_.length(); position += 5) {
        controller_.seek(position);
        const auto& deliveries = run.recording().deliveries();
        const int dispatched = static_cast<int>(
            std::count_if(deliveries.begin(), deliveries.end(),
                          [position](const qmgrlab::Delivery& d) { return d.dispatchStep < position; }));
        QCOMPARE(probe.dispatchedCellCount(), dispatched);
        for (int i = 0; i < probe.cellCount(); ++i) {
            const int message = probe.cellMessage(i);
            QCOMPARE(probe.cellColour(i),
                     i < dispatched ? JobPalette::colour(message) : Theme::light().paleJob(message));
        }
    }
}

void TestViews::exportWritesValidFiles() {
    load(kBlockers);
    controller_.seek(controller_.length() / 2);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const Run& run = controller_.run();
    QString error;

    const QString png = dir.filePath(QStringLiteral("timeline.png"));
    QVERIFY2(exportTimeline(run, kNone, png, QSize(1400, 900), &error), qPrintable(error));
    QImage image(png);
    QCOMPARE(image.size(), QSize(1400, 900));
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 3) {
        for (int x = 0; x < image.width(); x += 3)
            colours.insert(image.pixel(x, y));
    }
    QVERIFY2(colours.size() > 12, qPrintable(QStringLiteral("%1 colours").arg(colours.size())));
    QVERIFY(colours.contains(JobPalette::colour(0).rgb()));

    const QString svg = dir.filePath(QStringLiteral("timeline.svg"));
    QVERIFY2(exportTimeline(run, transportNamed(run, "smtp"), svg, QSize(1200, 800), &error),
             qPrintable(error));
    QSvgRenderer renderer(svg);
    QVERIFY(renderer.isValid());
    QCOMPARE(renderer.viewBox(), QRect(0, 0, 1200, 800));

    const QString pdf = dir.filePath(QStringLiteral("timeline.pdf"));
    QVERIFY2(exportTimeline(run, kNone, pdf, QSize(1200, 800), &error), qPrintable(error));
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(4) == "%PDF");
    QVERIFY(file.size() > 1024);
}

void TestViews::exportRejectsBadTargets() {
    load(kSlotLoan);
    QTemporaryDir dir;
    QString error;
    QVERIFY(!exportTimeline(controller_.run(), kNone, dir.filePath(QStringLiteral("timeline.gif")), QSize(),
                            &error));
    QVERIFY(error.contains(QStringLiteral("gif")));
    error.clear();
    QVERIFY(!exportTimeline(controller_.run(), kNone, dir.filePath(QStringLiteral("missing/timeline.png")),
                            QSize(), &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(!exportTimeline(controller_.run(), 99, dir.filePath(QStringLiteral("timeline.png")), QSize(),
                            &error));
}

// A scenario's title goes into the SVG twice, as its <title> and painted on the page: markup
// characters escaped and control characters (which XML cannot hold) left out, the file stays XML.
void TestViews::exportedSvgIsXmlWhateverTheTitle() {
    qmgrlab::Scenario scenario = qmgrlab::loadScenarioFile(kSlotLoan.toStdString());
    scenario.title = "Slots & <loans> \x1b[31m\x07 \"end\"";
    const auto run = qmgrlab::buildRun(scenario, "slot-loan.json");
    QTemporaryDir dir;
    QString error;
    const QString svg = dir.filePath(QStringLiteral("timeline.svg"));
    QVERIFY2(exportTimeline(*run, kNone, svg, QSize(800, 600), &error), qPrintable(error));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString title;
    while (!xml.atEnd()) {
        if (xml.readNext() == QXmlStreamReader::StartElement && xml.name() == QLatin1String("title"))
            title = xml.readElementText();
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, QStringLiteral("Slots & <loans> [31m \"end\""));
}

void TestViews::jobCardsFollowTheSchedulerJobList() {
    load(kSlotLoan);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    const Run& run = controller_.run();
    const TransportId smtp = transportNamed(run, "smtp");
    int preemptionsSeen = 0;
    while (controller_.position() < controller_.length()) {
        controller_.stepForward();
        const Inspector inspector(run);
        const TransportInfo transport = inspector.transport(smtp);
        QCOMPARE(probe.cardOrder(), messagesOf(inspector, transport.schedList));
        QCOMPARE(probe.timeOrder(), messagesOf(inspector, transport.timeList));
        QCOMPARE(probe.currentCard(),
                 transport.current == kNone ? -1 : inspector.job(transport.current).message);
        for (JobId j : transport.schedList) {
            const JobInfo job = inspector.job(j);
            QCOMPARE(probe.treeLevel(job.message), job.stackLevel);
            if (job.parent != kNone && inspector.job(job.parent).stackLevel + 1 == job.stackLevel)
                QCOMPARE(probe.treeParent(job.message), inspector.job(job.parent).message);
        }
        const StepRecord& step = run.recording().steps()[controller_.position() - 1];
        for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e)
            preemptionsSeen += run.recording().events()[e].type == EventType::Preempt ? 1 : 0;
    }
    QVERIFY(preemptionsSeen >= 2); // the README's 11221111331111 has two preemptions
}

void TestViews::cardsSlideOnlyWithAnimations() {
    load(kSlotLoan);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const Recording& recording = controller_.run().recording();
    auto stepToPreemption = [&] {
        while (controller_.position() < controller_.length()) {
            controller_.stepForward();
            const StepRecord& step = recording.steps()[controller_.position() - 1];
            for (std::uint32_t e = step.firstEvent; e < step.firstEvent + step.eventCount; ++e) {
                if (recording.events()[e].type == EventType::Preempt)
                    return true;
            }
        }
        return false;
    };
    QVERIFY(controller_.animationsEnabled());
    QVERIFY(stepToPreemption());
    QVERIFY(probe.animating());
    QTRY_VERIFY_WITH_TIMEOUT(!probe.animating(), 2000);

    controller_.setFastMode(true);
    QVERIFY(stepToPreemption());
    QVERIFY(!probe.animating());
}

void TestViews::blockerMarksMatchTheInspector() {
    load(kBlockers);
    JobListView view(&controller_);
    JobListViewProbe probe(view);
    view.resize(1200, 800);
    QVERIFY(view.selectTransport(QStringLiteral("smtp")));
    const Run& run = controller_.run();
    const TransportId smtp = transportNamed(run, "smtp");
    int blockersSeen = 0;
    for (std::size_t position = 0; position <= controller_.length(); ++position) {
        controller_.seek(position);
        const Inspector inspector(run);
        for (JobId j : inspector.transport(smtp).schedList) {
            const JobInfo job = inspector.job(j);
            QCOMPARE(probe.cardIsBlocker(job.message), job.blocker);
            QStringList names;
            for (NameId queue : job.blockingQueues)
                names << QString::fromStdString(inspector.queueName(queue));
            QCOMPARE(probe.cardBlockingQueues(job.message), names);
            if (job.blocker) {
                ++blockersSeen;
                QVERIFY(!names.isEmpty());
            }
        }
    }
    QVERIFY(blockersSeen > 0);
}

namespace {

// The jobs of the by-time job list, largest rcpt_limit first (ties in list order).
std::vector<JobInfo> largestHoldersFirst(const Inspector& inspector, const TransportInfo& transport) {
    std::vector<JobInfo> jobs;
    for (JobId j : transport.timeList)
        jobs.push_back(inspector.job(j));
    std::stable_sort(jobs.begin(), jobs.end(),
                     [](const JobInfo& a, const JobInfo& b) { return a.rcptLimit > b.rcptLimit; });
    return jobs;
}

} // namespace

void TestViews::poolValuesMatchTheTransport() {
    load(kExtraSlots);
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(1000, 900);
    const Run& run = controller_.run();
    const TransportId bulk = transportNamed(run, "bulk");
    QVERIFY(view.selectTransport(QStringLiteral("bulk")));
    bool extraSeen = false;
    for (std::size_t position = 0; position <= controller_.length(); ++position) {
        controller_.seek(position);
        const Inspector inspector(run);
        const TransportInfo transport = inspector.transport(bulk);
        if (transport.created) {
            QCOMPARE(probe.unusedPool(), std::max(0, transport.pool));
            QCOMPARE(probe.extraPoolInUse(), std::max(0, -transport.pool));
            QCOMPARE(probe.heldByJobs() + probe.extraPoolInUse(), transport.slotsHeld);
            QCOMPARE(probe.extraPoolFree() + probe.extraPoolInUse(), transport.extraRecipientLimit);
        }
        QCOMPARE(probe.inCoreRecipients(), inspector.inCoreRecipients());
        const std::vector<JobInfo> jobs = largestHoldersFirst(inspector, transport);
        int listed = 0;
        for (std::size_t i = 0; i < jobs.size(); ++i) {
            QCOMPARE(probe.jobMessage(static_cast<int>(i)), jobs[i].message);
            QCOMPARE(probe.jobSlots(static_cast<int>(i)),
                     std::make_pair(jobs[i].rcptLimit, jobs[i].rcptCount));
            listed += jobs[i].rcptLimit;
        }
        // Retired jobs (off the list, deliveries in progress) share one last row.
        QCOMPARE(probe.jobCount(), static_cast<int>(jobs.size()) + (transport.slotsHeld > listed ? 1 : 0));
        extraSeen = extraSeen || transport.pool < 0;
    }
    QVERIFY(extraSeen); // the scenario lends extra slots to a preempting job
}

namespace {

// A job of SCHEDULER_README's recipient-slot example: its transport, in-core recipients, slots.
struct ReadmeJob {
    const char* transport;
    int inCore;
    int recipientSlots;
};

} // namespace

// SCHEDULER_README's recipient-slot example: a message with three jobs, the first with 1
// recipient in core and 4 recipient slots, the second 5 and 5, the third 2 and 0.
// examples/recipient-slots.json gives the memo one job per transport: lmtp's pool
// (lmtp_recipient_limit 4) is the 4 slots, relay's (relay_recipient_limit 5) the 5, and smtp's
// whole pool went to the newsletter before the memo came, so smtp's job has none. At the
// lesson's third bookmark (step 4, the memo's first read) the compact view (the lecture's) shows
// every transport's pool at once, and each states the memo's job as the README does.
void TestViews::allPoolsShowTheReadmesThreeJobs() {
    load(qmgrlab::test::gui::example("recipient-slots.json"));
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(700, 400);
    view.setCompact(true);
    QCOMPARE(controller_.scenario().lesson.at(2).step, 4);
    controller_.seek(4);
    QVERIFY(probe.showsAllPools());
    const std::vector<MessageSpec>& messages = controller_.scenario().messages;
    const auto memoSpec =
        std::find_if(messages.begin(), messages.end(), [](const MessageSpec& m) { return m.id == "memo"; });
    QVERIFY(memoSpec != messages.end());
    const int memo = static_cast<int>(memoSpec - messages.begin());
    const ReadmeJob readme[] = {{"lmtp", 1, 4}, {"relay", 5, 5}, {"smtp", 2, 0}};
    const std::vector<QString> transports = probe.poolTransports();
    QCOMPARE(transports.size(), std::size(readme));
    const QLocale locale;
    for (const ReadmeJob& job : readme) {
        const auto row = std::find(transports.begin(), transports.end(), QLatin1String(job.transport));
        QVERIFY2(row != transports.end(), job.transport);
        const int r = static_cast<int>(row - transports.begin());
        const std::vector<JobSlots> jobs = probe.poolJobs(r);
        const auto memoJob =
            std::find_if(jobs.begin(), jobs.end(), [memo](const JobSlots& j) { return j.message == memo; });
        QVERIFY2(memoJob != jobs.end(), job.transport);
        QCOMPARE(memoJob->count, job.inCore);
        QCOMPARE(memoJob->limit, job.recipientSlots);
        // ... and the label after the transport's bar says it.
        const QString said = QStringLiteral("memo %1 / %2")
                                 .arg(locale.toString(job.inCore), locale.toString(job.recipientSlots));
        QVERIFY2(probe.poolLabel(r).contains(said), qPrintable(job.transport + (": " + probe.poolLabel(r))));
    }
    // Explore shows one transport's pool until "All transports" is checked.
    view.setCompact(false);
    QVERIFY(!probe.showsAllPools());
    view.setAllTransports(true);
    QVERIFY(probe.showsAllPools());
    QCOMPARE(probe.poolTransports().size(), std::size(readme));
}

// A title wider than its chart is broken into lines at spaces, never cut; widened again, the
// view puts it back on one line. The accessor keeps the whole title.
void TestViews::poolTitlesWrapInANarrowView() {
    load(kSlotLoan);
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(220, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    const auto shownTitle = [&view, &probe]() -> QString {
        for (QCustomPlot* plot : view.findChildren<QCustomPlot*>()) {
            for (int i = 0; i < plot->plotLayout()->elementCount(); ++i) {
                auto* title = qobject_cast<QCPTextElement*>(plot->plotLayout()->elementAt(i));
                if (title &&
                    QString(title->text()).replace(QLatin1Char('\n'), QLatin1Char(' ')) == probe.poolTitle())
                    return title->text();
            }
        }
        return {};
    };
    QVERIFY(probe.poolTitle().contains(QStringLiteral("not created")));
    QVERIFY2(shownTitle().contains(QLatin1Char('\n')), qPrintable(shownTitle()));
    view.resize(2000, 700);
    QTRY_VERIFY2(!shownTitle().contains(QLatin1Char('\n')), qPrintable(shownTitle()));
}

void TestViews::poolFiguresAgreeAtSlotLoanSteps() {
    load(kSlotLoan);
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(520, 700);
    const QLocale locale;
    // Step 0: nothing has resolved to smtp yet, so it has no pool: no bar, no legend.
    QVERIFY(probe.poolTitle().contains(QStringLiteral("not created")));
    QCOMPARE(probe.poolLegend(), QStringList());
    QCOMPARE(probe.heldByJobs() + probe.unusedPool() + probe.extraPoolInUse() + probe.extraPoolFree(), 0);
    QCOMPARE(probe.jobCount(), 0);

    // Step 11: job 2 preempts job 1. All 14 recipients were read (far below the 20000-slot
    // pool), so each job holds exactly its in-core recipients: job 1 has 10 - 2 delivered = 8,
    // jobs 2 and 3 have 2 each; 12 held, 20000 - 12 unused; message 2 is fully read, so no
    // extra slots are lent.
    controller_.seek(11);
    const Inspector inspector(controller_.run());
    const TransportInfo smtp = inspector.transport(transportNamed(controller_.run(), "smtp"));
    QCOMPARE(smtp.slotsHeld, 12);
    QCOMPARE(smtp.pool, 19988);
    QCOMPARE(probe.poolTitle(), QStringLiteral("smtp recipient pool: %1 + %2 extra slots")
                                    .arg(locale.toString(20000), locale.toString(1000)));
    QCOMPARE(probe.heldByJobs(), 12);
    QCOMPARE(probe.unusedPool(), 19988);
    QCOMPARE(probe.extraPoolInUse(), 0);
    QCOMPARE(probe.extraPoolFree(), 1000);
    QCOMPARE(probe.poolLegend(), QStringList({QStringLiteral("held: 12"),
                                              QStringLiteral("unused: %1").arg(locale.toString(19988)),
                                              QStringLiteral("extra lent: 0"),
                                              QStringLiteral("extra free: %1").arg(locale.toString(1000))}));
    QCOMPARE(probe.inCoreRecipients(), 12);
    QCOMPARE(probe.inCoreTitle(),
             QStringLiteral("In core, all transports: 12 (limit %1)").arg(locale.toString(20000)));
    QVERIFY(probe.jobsTitle().startsWith(QStringLiteral("Held by smtp's jobs: 12 slots")));
    QCOMPARE(probe.jobCount(), 3);
    const std::vector<int> order{0, 1, 2}; // messages 1, 2, 3: 8 slots first, then the ties in list order
    for (int row = 0; row < 3; ++row)
        QCOMPARE(probe.jobMessage(row), order[static_cast<std::size_t>(row)]);
    QCOMPARE(probe.jobSlots(0), std::make_pair(8, 8));
    QCOMPARE(probe.jobSlots(1), std::make_pair(2, 2));
    QCOMPARE(probe.jobSlots(2), std::make_pair(2, 2));
}

void TestViews::fewHeldRecipientsAreReadable() {
    load(kSlotLoan);
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(520, 700);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    controller_.seek(11);
    // 12 of 21000 slots would be a third of a pixel; it is drawn at least 3 pixels wide.
    QVERIFY2(probe.drawnHeldWidth() >= 3.0, qPrintable(QString::number(probe.drawnHeldWidth())));
    // On the per-job scale (0 to 8) job 1's 8 slots span most of the plot, and the 2 slots of
    // jobs 2 and 3 a quarter of that.
    const double largest = probe.drawnJobWidth(0);
    QVERIFY2(largest >= 250.0, qPrintable(QString::number(largest)));
    for (int row : {1, 2}) {
        const double width = probe.drawnJobWidth(row);
        QVERIFY2(std::abs(width - largest / 4.0) <= 2.0, qPrintable(QString::number(width)));
    }
}

void TestViews::manyJobsScrollLargestFirst() {
    // 40 messages of 1..40 recipients, all arriving at once at one agent: 40 jobs, message k
    // holding k + 1 slots once read; the largest, message 39, is listed first.
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString messages;
    for (int k = 0; k < 40; ++k)
        messages +=
            QStringLiteral("%1{\"id\": \"m%2\", \"arrival_ms\": 0, \"recipients\": {\"example.com\": %3}}")
                .arg(k == 0 ? QString() : QStringLiteral(","))
                .arg(k)
                .arg(k + 1);
    const QString path = dir.filePath(QStringLiteral("many.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(
        QStringLiteral("{\"format\": \"qmgrlab-scenario-1\", \"master.cf\": {\"smtp\": {\"maxproc\": 1}}, "
                       "\"destinations\": {\"*\": {\"transport\": \"smtp\", \"delivery_ms\": 1000}}, "
                       "\"messages\": [%1]}")
            .arg(messages)
            .toUtf8());
    file.close();
    load(path);
    RecipientPoolView view(&controller_);
    RecipientPoolViewProbe probe(view);
    view.resize(520, 600);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // Forward until all 40 jobs are on the list and fully read (820 recipients in core).
    const TransportId smtp = transportNamed(controller_.run(), "smtp");
    while (Inspector(controller_.run()).transport(smtp).recipientsInCore < 820) {
        QVERIFY(controller_.position() < controller_.length());
        controller_.stepForward();
    }
    QCOMPARE(probe.jobCount(), 40);
    for (int row = 0; row < 40; ++row)
        QCOMPARE(probe.jobMessage(row), 39 - row);
    probe.drawnJobWidth(0); // lays the rows out
    const int visible = probe.visibleJobRows();
    QVERIFY(visible >= 3 && visible < 40);
    QVERIFY2(probe.jobsTitle().contains(QStringLiteral("jobs 1-%1 of 40").arg(visible)) &&
                 probe.jobsTitle().contains(QStringLiteral("%1 more").arg(40 - visible)),
             qPrintable(probe.jobsTitle()));
    QVERIFY(probe.drawnJobWidth(0) > 0.0);
    probe.scrollToJob(39);
    QCOMPARE(probe.firstVisibleJob(), 40 - visible);
    QVERIFY(probe.drawnJobWidth(39) >= 3.0); // 1 slot on a 40-slot scale: at least the minimum
    QCOMPARE(probe.drawnJobWidth(0), 0.0);   // scrolled out of view
}

void TestViews::stepBackShowsTheForwardState() {
    load(kBlockers);
    JobListView jobs(&controller_);
    JobListViewProbe jobsShow(jobs);
    RecipientPoolView pool(&controller_);
    RecipientPoolViewProbe poolShows(pool);
    TimelineView timeline(&controller_);
    TimelineViewProbe probe(timeline);
    auto shown = [&] {
        Shown s;
        s.cards = jobsShow.cardOrder();
        for (int m : s.cards)
            s.blockers.push_back(jobsShow.cardIsBlocker(m) ? 1 : 0);
        s.current = jobsShow.currentCard();
        s.unused = poolShows.unusedPool();
        s.extra = poolShows.extraPoolInUse();
        for (int i = 0; i < poolShows.jobCount(); ++i)
            s.jobSlots.push_back(poolShows.jobSlots(i));
        s.dispatched = probe.dispatchedCellCount();
        return s;
    };
    std::vector<Shown> forward{shown()};
    while (controller_.position() < controller_.length()) {
        controller_.stepForward();
        forward.push_back(shown());
    }
    while (controller_.position() > 0) {
        controller_.stepBack();
        QVERIFY2(shown() == forward[controller_.position()],
                 qPrintable(QStringLiteral("position %1").arg(controller_.position())));
    }
}

void TestViews::destinationsMatchTheQueues() {
    load(kDeadRevived);
    DestinationsView view(&controller_);
    DestinationsViewProbe probe(view);
    view.resize(1200, 800);
    controller_.jumpToEnd();
    const Run& run = controller_.run();
    const Inspector inspector(run);
    int inMemory = 0;
    for (const auto& row : probe.table().rows()) {
        if (!row.inMemory)
            continue;
        ++inMemory;
        const QueueInfo& q = row.info;
        QVERIFY(q.window >= 0);
        QCOMPARE(row.destination, QString::fromStdString(inspector.queueName(q.name)));
    }
    int expected = 0;
    for (std::size_t t = 0; t < run.config().transports().size(); ++t)
        expected += static_cast<int>(inspector.transport(static_cast<TransportId>(t)).queues.size());
    QCOMPARE(inMemory, expected);

    // one.example, worked out from ALGORITHM.md 3.7-3.8: window 5; of five deliveries at 0 only
    // one is accepted (server_limit 1); three failures at 10 ms take it to 3, 2 and dead; the
    // delivery still in progress revives it at 2 s and, empty, it is discarded; m3 creates it
    // again at 2.5 s with the initial 5, one failure at 2.51 s takes it to 3, and the success
    // at 4.5 s grows it to 4 just before it is discarded again.
    auto rowOf = [&probe](const char* destination) {
        for (std::size_t i = 0; i < probe.table().rows().size(); ++i) {
            if (probe.table().rows()[i].destination == QLatin1String(destination))
                return static_cast<int>(i);
        }
        return -1;
    };
    int one = rowOf("one.example");
    QVERIFY(one >= 0);
    QVERIFY(!probe.table().rows()[static_cast<std::size_t>(one)].inMemory);
    QVERIFY(probe.plottedCount() >= 1);
    QCOMPARE(probe.plottedWindowAt(one, 5), 5);
    QCOMPARE(probe.plottedWindowAt(one, 1000), 0);
    QCOMPARE(probe.plottedWindowAt(one, 2200), -1);
    QCOMPARE(probe.plottedWindowAt(one, 2505), 5);
    QCOMPARE(probe.plottedWindowAt(one, 3000), 3);
    QCOMPARE(probe.plottedWindowAt(one, 4500), -1);

    probe.setPlotted(one, false);
    QCOMPARE(probe.plottedWindowAt(one, 3000), -1);
    probe.setPlotted(one, true);

    // Back at 10 ms the view knows only the history so far: one.example dead, two.example unseen.
    controller_.seekTime(10);
    QCOMPARE(probe.table().rows().size(), std::size_t{1});
    one = rowOf("one.example");
    QCOMPARE(one, 0);
    QVERIFY(probe.table().rows()[0].inMemory && probe.table().rows()[0].info.dead);
    QCOMPARE(probe.plottedWindowAt(one, 5), 5);
    QCOMPARE(probe.plottedWindowAt(one, 10), 0);
    QCOMPARE(probe.plottedWindowAt(one, 3000), 0);
}

void TestViews::destinationsTableSorts() {
    load(kDeadRevived);
    DestinationsView view(&controller_);
    DestinationsViewProbe probe(view);
    // At 2.51 s: one.example (window 3 after the failure) and two.example (window 5), in
    // creation order.
    controller_.seekTime(2510);
    QAbstractItemModel* shown = probe.tableView()->model();
    QCOMPARE(shown->rowCount(), 2);
    auto cell = [shown](int row, int column) { return shown->index(row, column).data().toString(); };
    QCOMPARE(cell(0, DestinationsTableModel::Destination), QStringLiteral("one.example"));
    QCOMPARE(cell(0, DestinationsTableModel::Window), QStringLiteral("3"));
    QCOMPARE(cell(1, DestinationsTableModel::Window), QStringLiteral("5"));

    probe.tableView()->sortByColumn(DestinationsTableModel::Window, Qt::DescendingOrder);
    QCOMPARE(cell(0, DestinationsTableModel::Destination), QStringLiteral("two.example"));
    QCOMPARE(cell(1, DestinationsTableModel::Destination), QStringLiteral("one.example"));

    // Failed cohorts: one.example 1/5 after the failure at 2.51 s, two.example none.
    probe.tableView()->sortByColumn(DestinationsTableModel::FailCohorts, Qt::AscendingOrder);
    QCOMPARE(cell(0, DestinationsTableModel::Destination), QStringLiteral("two.example"));
    QCOMPARE(cell(1, DestinationsTableModel::FailCohorts), QStringLiteral("0.2"));

    // Ticking "Plot" through the sorted table plots the queue of that row.
    probe.tableView()->sortByColumn(DestinationsTableModel::Destination, Qt::DescendingOrder);
    const QModelIndex plotTwo = shown->index(0, DestinationsTableModel::Plot);
    shown->setData(plotTwo, Qt::Unchecked, Qt::CheckStateRole);
    const int two = probe.table().rows()[0].destination == QLatin1String("two.example") ? 0 : 1;
    QCOMPARE(probe.plottedWindowAt(two, 2510), -1);
    shown->setData(plotTwo, Qt::Checked, Qt::CheckStateRole);
    QCOMPARE(probe.plottedWindowAt(two, 2510), 5);
}

QTEST_MAIN(TestViews)
#include "test_views.moc"
