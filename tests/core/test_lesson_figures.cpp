// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the live figures of lesson notes (core/LessonFigures): each figure of the vocabulary
// against the runs worked out in ALGORITHM.md's slot-loan example and the CLI's traces, the
// errors a bad figure gives, and every shipped example's lesson: every title and note fills
// without an error, and every figure a title or note still writes as a plain number is checked
// here against a run (kCheckedLiterals) or is not a figure of the run at all (a message id, a
// reference to the README, a feedback fraction: kNotFigures). A number in a note that is neither
// fails the test, so a note cannot state an unchecked figure. The stories of the course's
// examples for SCHEDULER_README's chapters are held to the same rule.
#include "ExamplePaths.h"
#include "core/common/Text.h"
#include "core/run/Inspector.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"

#include <algorithm>
#include <clocale>
#include <cmath>
#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <limits>
#include <map>
#include <memory>
#include <optional>
#include <regex>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;
namespace fs = std::filesystem;

std::string example(const std::string& name) {
    return qmgrlab::test::example(name);
}

std::string filled(LessonFigures& figures, const std::string& note, std::size_t step) {
    std::vector<std::string> errors;
    const std::string text = figures.fill(note, step, &errors);
    EXPECT_TRUE(errors.empty()) << note << ": " << (errors.empty() ? "" : errors.front());
    return text;
}

// slot-loan (cost 2, discount 50, loan 0, one agent, one second per delivery): the trace of
// `qmgrlab-cli run` has 11221111331111, message 1 finishing at 14 s, 2 at 4 s, 3 at 10 s,
// their first deliveries at 2 s and 8 s; with slot cost 0 (no preemption) 11111111112233,
// message 1 at 10 s. At step 11 job 1 has paid 2 x 2 for job 2 out of 2: it owes 2 (1 slot).
TEST(LessonFigures, VocabularyOnSlotLoan) {
    LessonFigures figures(loadScenarioFile(example("slot-loan.json")), "slot-loan.json");
    EXPECT_EQ(filled(figures, "{finish:1} {finish:2} {finish:3}", 35), "14 4 10");
    EXPECT_EQ(filled(figures, "{start:2} {start:3} {delay:3}", 0), "2 8 10");
    EXPECT_EQ(filled(figures, "{finish:1@default_delivery_slot_cost=0}", 35), "10");
    EXPECT_EQ(filled(figures, "{slots@default_delivery_slot_cost=0}", 35), "11111111112233");
    EXPECT_EQ(filled(figures, "{slots@default_delivery_slot_discount=0}", 35), "11112211113311");
    EXPECT_EQ(filled(figures, "{slots}", 23), "112211113");
    EXPECT_EQ(filled(figures, "{slots:smtp}", 35), "11221111331111");
    EXPECT_EQ(filled(figures, "{job:1.selected} {job:1.slots_available} {job:1.owed} {job:1.owed_slots}", 11),
              "2 -2 2 1");
    EXPECT_EQ(filled(figures, "{job:2.stack_level} {job:2.slots_used}", 11), "1 -1");
    EXPECT_EQ(
        filled(figures, "{decision:expected} {decision:earned} {decision:required} {decision:charged}", 11),
        "2 1 1 4");
    EXPECT_EQ(filled(figures, "{time} s, {recipients:1}, {arrival:3}", 11), "2 s, 10, 0");
    EXPECT_EQ(filled(figures, "{sent:1} {deferred:1}", 35), "10 0");
    EXPECT_EQ(filled(figures, "{metric:recipients_sent} in {metric:run_end_s} s", 35), "14 in 14 s");
    EXPECT_EQ(filled(figures, "{param:default_delivery_slot_cost} {param:smtp_delivery_slot_discount}", 0),
              "2 50");
    EXPECT_EQ(filled(figures, "{param:default_delivery_slot_cost@default_delivery_slot_cost=7}", 0), "7");
    EXPECT_EQ(filled(figures, "braces {that} stay, {{and} these", 5), "braces {that} stay, {{and} these");
    EXPECT_TRUE(LessonFigures::hasFigures("at {finish:1} s"));
    EXPECT_FALSE(LessonFigures::hasFigures("a {plain} brace"));
}

// outage-backoff at step 37 (the narration's time, 4800.100 s): a number takes the reader's
// decimal sign, a name's point and a main.cf value do not.
TEST(LessonFigures, NumbersTakeTheReadersDecimalSign) {
    LessonFigures figures(loadScenarioFile(example("outage-backoff.json")), "outage-backoff.json");
    EXPECT_EQ(filled(figures, "{time} s", 37), "4800.1 s");
    figures.setDecimalMark(',');
    EXPECT_EQ(filled(figures, "{time} s, 1.5 as written", 37), "4800,1 s, 1.5 as written");
    EXPECT_EQ(filled(figures, "{param:maximal_backoff_time}", 37), "4000s");
}

// A program that takes the system's locale (every Qt application calls setlocale) must write the
// same figures: rate-limited-newsletter's last bookmark states 52 recipients, 12.5 s and 3 s (the
// CLI's compare of the run and of smtp_destination_rate_delay=0), never "52," or "3, s".
TEST(LessonFigures, NumbersIgnoreTheProcessLocale) {
    const char* german[] = {"de_DE.UTF-8", "de_DE.utf8", "de_DE"};
    const std::string before = std::setlocale(LC_NUMERIC, nullptr);
    const char* set = nullptr;
    for (const char* name : german) {
        if ((set = std::setlocale(LC_NUMERIC, name)) != nullptr)
            break;
    }
    if (set == nullptr)
        GTEST_SKIP() << "no German locale installed (locale-gen de_DE.UTF-8): nothing to test against";
    LessonFigures figures(loadScenarioFile(example("rate-limited-newsletter.json")),
                          "rate-limited-newsletter.json");
    const std::string text = filled(figures,
                                    "{metric:recipients_sent} {metric:last_delivery_end_s} "
                                    "{metric:last_delivery_end_s@smtp_destination_rate_delay=0}",
                                    43);
    EXPECT_EQ(LessonFigures::number(3.0), "3");
    EXPECT_EQ(LessonFigures::number(0.6666), "0.667");
    std::setlocale(LC_NUMERIC, before.c_str());
    EXPECT_EQ(text, "52 12.5 3");
}

// blockers: slow2.example's window grows from 1 to 2 at step 23 (the narration's feedback sentence).
TEST(LessonFigures, WindowAtTheBookmark) {
    LessonFigures figures(loadScenarioFile(example("blockers.json")), "blockers.json");
    EXPECT_EQ(filled(figures, "{window:slow2.example}", 22), "1");
    EXPECT_EQ(filled(figures, "{window:slow2.example}", 23), "2");
}

// A variant may end before the scenario's last bookmark: its figures still come from its whole
// run. slot-loan with recipient limit 10 delivers each message in one delivery: 3 slots, message 1
// first, done after 1 s (the CLI's slots and run with the same setting).
TEST(LessonFigures, AVariantShorterThanTheLesson) {
    LessonFigures figures(loadScenarioFile(example("slot-loan.json")), "slot-loan.json");
    EXPECT_EQ(
        filled(figures,
               "{slots@smtp_destination_recipient_limit=10} {finish:1@smtp_destination_recipient_limit=10}",
               35),
        "123 1");
}

// With the deferred queue a message leaves the active queue once per visit: finish, delay, sent
// and deferred are of its last visit. greylisting.json (the trace of `qmgrlab-cli run`): welcome
// leaves at 1 s with 4 sent and 8 deferred, comes back at 300 s and leaves at 301 s with 8 sent.
TEST(LessonFigures, TheLastVisitOfADeferredMessage) {
    LessonFigures figures(loadScenarioFile(example("greylisting.json")), "greylisting.json");
    EXPECT_EQ(filled(figures, "{finish:welcome} {delay:welcome} {sent:welcome} {deferred:welcome}", 37),
              "301 301 8 0");
    EXPECT_EQ(filled(figures, "{start:welcome} {finish:digest}", 37), "0 601");
}

TEST(LessonFigures, BadFiguresAreMarkedAndExplained) {
    LessonFigures figures(loadScenarioFile(example("slot-loan.json")), "slot-loan.json");
    const std::vector<std::pair<std::string, std::string>> bad = {
        {"{finish:9}", "no message has the id \"9\""},
        {"{job:1.speed}", "a job has no field \"speed\""},
        {"{job:2.selected}", "message 2 has no job on a job list at step 20"},
        {"{metric:nonsense}", "no metric is called \"nonsense\""},
        {"{finish:1@default_delivery_slot_cost=1}", "default_delivery_slot_cost"},
        {"{job:1.selected@default_delivery_slot_cost=0}", "takes no @settings"},
        {"{param:no_such_parameter}", "no main.cf parameter"},
    };
    for (const auto& [note, why] : bad) {
        std::vector<std::string> errors;
        const std::string text = figures.fill("x " + note + " y", 20, &errors);
        EXPECT_EQ(text, "x [?" + note.substr(1, note.size() - 2) + "] y");
        ASSERT_EQ(errors.size(), 1u) << note;
        EXPECT_NE(errors.front().find(why), std::string::npos) << errors.front();
    }
}

// A run of 2,000 deliveries of message "1", one a second: its slot string is 2,000 characters.
Scenario twoThousandSlots(const std::string& id = "1") {
    Scenario scenario = parseScenario(R"({
      "format": "qmgrlab-scenario-1",
      "main.cf": { "default_destination_recipient_limit": 1 },
      "master.cf": { "smtp": { "maxproc": 1 } },
      "destinations": { "*": { "transport": "smtp", "delivery_ms": 1000 } },
      "messages": [ { "id": "1", "arrival_ms": 0, "recipients": { "example.com": 2000 } } ]
    })",
                                      "slots.json");
    scenario.messages[0].id = id;
    return scenario;
}

std::string repeated(const std::string& text, std::size_t times) {
    std::string out;
    for (std::size_t i = 0; i < times; ++i)
        out += text;
    return out;
}

// A note of a thousand characters made of {slots} (142 of them) on a long run: each figure is
// cut to kFigureCharacters and the note to kNoteCharacters, each cut marked with "…" and said;
// the figures past the note's bound are not even filled.
TEST(LessonFigures, FiguresAndNotesAreBounded) {
    LessonFigures figures(twoThousandSlots(), "slots.json");
    const std::string note = repeated("{slots}", 142);
    ASSERT_EQ(note.size(), 994u);
    std::vector<std::string> errors;
    bool cut = false;
    const std::string text = figures.fill(note, 100000, &errors, LessonFigures::kNoteCharacters, &cut);
    EXPECT_TRUE(cut);
    EXPECT_EQ(characterCount(text), LessonFigures::kNoteCharacters + 1);
    EXPECT_TRUE(text.ends_with(kCutMark));
    // 200 ones and a mark per figure: the 20th figure passes 4000 characters.
    EXPECT_EQ(text.substr(0, 200 + kCutMark.size()), repeated("1", 200) + std::string(kCutMark));
    ASSERT_EQ(errors.size(), 21u);
    EXPECT_EQ(errors.front(),
              "'{slots}': longer than 200 characters, the most a figure shows: cut there (…)");
    EXPECT_EQ(errors.back(),
              "'{slots}': with it the text passes 4000 characters, the most it shows: the rest is cut (…)");

    // A title: 200 characters. Short figures are not cut.
    const std::string title =
        figures.fill("{slots}{slots}", 100000, &errors, LessonFigures::kTitleCharacters, &cut);
    EXPECT_TRUE(cut);
    EXPECT_EQ(characterCount(title), LessonFigures::kTitleCharacters + 1);
    EXPECT_EQ(figures.fill("{slots} at {time} s", 12, nullptr, LessonFigures::kTitleCharacters, &cut),
              "11111 at 5 s");
    EXPECT_FALSE(cut);
}

// Ids longer than one character: the readable form ("list×2000"), from the stretches kept of the
// scenario's run and of a variant's (its whole run).
TEST(LessonFigures, ReadableSlotStringsOfLongRuns) {
    LessonFigures figures(twoThousandSlots("list"), "slots.json");
    EXPECT_EQ(figures.fill("{slots}", 100000), "list\u00d72000");
    EXPECT_EQ(figures.fill("{slots@default_destination_recipient_limit=2}", 0), "list\u00d71000");
    const std::string variant = figures.fill("{slots@default_destination_recipient_limit=1}", 0);
    EXPECT_EQ(variant, "list\u00d72000");
}

// A lesson may compare kMaxVariants variants: each is a whole run. The same settings again are
// the same variant; one more is refused, and says why.
TEST(LessonFigures, VariantsAreBounded) {
    LessonFigures figures(loadScenarioFile(example("slot-loan.json")), "slot-loan.json");
    for (std::size_t loan = 0; loan < LessonFigures::kMaxVariants; ++loan) {
        const std::string note = "{finish:1@default_delivery_slot_loan=" + std::to_string(loan) + "}";
        EXPECT_FALSE(filled(figures, note, 35).empty());
        EXPECT_FALSE(filled(figures, note, 35).empty()); // again: no new variant
    }
    std::vector<std::string> errors;
    EXPECT_EQ(figures.fill("{finish:1@default_delivery_slot_loan=99}", 35, &errors),
              "[?finish:1@default_delivery_slot_loan=99]");
    ASSERT_EQ(errors.size(), 1u);
    EXPECT_EQ(errors.front(),
              "'{finish:1@default_delivery_slot_loan=99}': the lesson's figures name more than 16 "
              "variants, the most qmgrlab runs for a lesson");
    // The scenario's own figures are not a variant.
    EXPECT_EQ(filled(figures, "{finish:1}", 35), "14");
}

// A figure a note writes as a plain number, checked against a run: the example, the text as
// the note has it, and the same text with the figure computed (from the run, a variant the
// lesson cannot name, or the scenario's destinations).
struct CheckedLiteral {
    std::string file;
    std::string literal;
    std::function<std::string()> expected;
};

// A figure (by default a message's finish) of a scenario changed by `change`, as notes write it.
std::string finishOf(const std::string& file, const std::string& message, std::size_t step,
                     const std::function<void(Scenario&)>& change, const std::string& figure = "finish") {
    Scenario scenario = loadScenarioFile(example(file));
    change(scenario);
    scenario.lesson.clear();
    LessonFigures figures(scenario, file);
    return figures.fill("{" + figure + ":" + message + "}", step);
}

// recipient-slots' memo at a step: its jobs in message order (transport name order: lmtp, relay,
// smtp) as (rcpt_count, rcpt_limit), and the message's recipients in memory, limit and read.
struct MemoState {
    std::vector<std::pair<int, int>> jobs;
    int inCore = 0;
    int limit = 0;
    int read = 0;
};
MemoState memoAt(std::size_t step) {
    static const auto run = buildRunFromFile(example("recipient-slots.json"));
    run->seek(step);
    const Inspector inspector(*run);
    MemoState state;
    for (const MessageInfo& m : inspector.activeMessages()) {
        if (inspector.messageId(m.spec) != "memo")
            continue;
        for (const JobId j : m.jobs) {
            const JobInfo job = inspector.job(j);
            state.jobs.emplace_back(job.rcptCount, job.rcptLimit);
        }
        state.inCore = m.inCore;
        state.limit = m.rcptLimit;
        state.read = m.read;
    }
    return state;
}

// SCHEDULER_README's bound on the recipients in memory for the transports named (one: that
// transport's bound; all: the total), from recipient-slots' settings.
int recipientBound(const std::vector<std::string>& transports) {
    const auto config = Configuration::fromScenario(loadScenarioFile(example("recipient-slots.json")));
    int limits = 0;
    for (const TransportSettings& t : config.transports()) {
        if (std::find(transports.begin(), transports.end(), t.name) != transports.end())
            limits += t.recipientLimit + t.extraRecipientLimit;
    }
    return std::max(config.messageRecipientMinimum() * config.messageActiveLimit() + limits,
                    config.messageRecipientLimit());
}

// A destination's fail_ms in seconds, as notes write it.
std::string failSeconds(const std::string& file) {
    const Scenario s = loadScenarioFile(example(file));
    return LessonFigures::seconds(s.destinations.back().failMs.value_or(0));
}

// The README's inflation bounds for slot cost k: (k+1)/k without nesting, k/(k-1) with it.
std::string inflationBounds(int k) {
    return "k = " + std::to_string(k) + ": # against " + LessonFigures::number((k + 1.0) / k) + " and " +
           LessonFigures::number(k / (k - 1.0));
}

// A text with live figures filled from an example's run as a whole (its last step): a story's
// figure checked through the same vocabulary the notes use.
std::string live(const std::string& file, const std::string& text) {
    static std::map<std::string, std::unique_ptr<LessonFigures>> figures;
    auto& f = figures[file];
    if (!f)
        f = std::make_unique<LessonFigures>(loadScenarioFile(example(file)), file);
    return f->fill(text, std::numeric_limits<std::size_t>::max());
}

// A destination's setting as the scenario gives it, in seconds as notes write them.
std::string destinationSeconds(const std::string& file, const std::string& domain,
                               std::optional<std::int64_t> DestinationSpec::*field) {
    for (const DestinationSpec& d : loadScenarioFile(example(file)).destinations) {
        if (d.domain == domain)
            return LessonFigures::seconds((d.*field).value_or(0));
    }
    return "?";
}

// The recipients a message has for one domain.
int recipientsFor(const std::string& file, const std::string& message, const std::string& domain) {
    for (const MessageSpec& m : loadScenarioFile(example(file)).messages) {
        if (m.id != message)
            continue;
        int count = 0;
        for (const RecipientGroup& g : m.groups)
            count += g.domain == domain ? g.count : 0;
        return count;
    }
    return -1;
}

// The smallest and largest window a destination queue has over a run (while it can take
// deliveries), "MIN and MAX".
std::string windowRange(Scenario scenario, const std::string& queue) {
    scenario.lesson.clear();
    const auto run = buildRun(std::move(scenario), "windows");
    int low = std::numeric_limits<int>::max();
    int high = 0;
    for (const QueueHistory& h : run->recording().queueHistories()) {
        if (run->names().name(h.name) != queue)
            continue;
        for (const QueueRecord& r : h.records) {
            if (r.window > 0) {
                low = std::min(low, static_cast<int>(r.window));
                high = std::max(high, static_cast<int>(r.window));
            }
        }
    }
    return std::to_string(low) + " and " + std::to_string(high);
}

// The delivery-slot string of an example's run with a space between the slots.
std::string spacedSlots(const std::string& file, const std::string& settings = "") {
    const std::string slots = live(file, settings.empty() ? "{slots}" : "{slots@" + settings + "}");
    std::string spaced;
    for (const char c : slots)
        spaced += spaced.empty() ? std::string(1, c) : std::string(" ") + c;
    return spaced;
}

// The preemption in which message `candidate` overtook: the decision that made it.
SelectionDecision preemptionBy(const std::string& file, const std::string& candidate) {
    const auto run = buildRunFromFile(example(file));
    for (const SelectionDecision& d : run->recording().decisions()) {
        if (d.preemption == PreemptionOutcome::Preempted &&
            run->config().message(d.candidateMessage).id == candidate)
            return d;
    }
    return {};
}

// The failed deliveries of a transport over an example's run, "FAILED of ALL deliveries" or
// just FAILED, and their share as notes write a percentage.
struct FailedDeliveries {
    int failed = 0;
    int all = 0;
    std::string percent() const { return LessonFigures::number(100.0 * failed / all) + "%"; }
};
FailedDeliveries failedDeliveries(const std::string& file, const std::string& transport) {
    const auto run = buildRunFromFile(example(file));
    FailedDeliveries result;
    for (const Delivery& d : run->recording().deliveries()) {
        if (run->config().transports()[static_cast<std::size_t>(d.transport)].name != transport)
            continue;
        ++result.all;
        result.failed += d.success ? 0 : 1;
    }
    return result;
}

// The README's limited-server experiment as the two feedback examples set it up (fb_n's server
// and settings; the three transports are set alike).
std::string readmeExperimentSettings(const std::string& file) {
    const DestinationSpec d = loadScenarioFile(example(file)).destinations.front();
    return "accepts " + std::to_string(d.serverLimit.value_or(0)) +
           " sessions from the client and refuses any further connection at once (421 and disconnect; here "
           "fail_ms " +
           std::to_string(d.failMs.value_or(0)) +
           live(file, "), the client with initial destination concurrency "
                      "{param:fb_n_initial_destination_concurrency} "
                      "and destination concurrency limit {param:fb_n_destination_concurrency_limit}");
}
std::string readmeExperimentMail(const std::string& file) {
    const DestinationSpec d = loadScenarioFile(example(file)).destinations.front();
    const int perDelivery = std::stoi(live(file, "{param:fb_n_destination_recipient_limit}"));
    const std::string words[] = {"zero", "one", "two", "three"};
    return live(file, "one message of {recipients:fb-n} recipients, ") + words[perDelivery] +
           " per delivery, each delivery about " +
           std::to_string(
               std::lround((d.deliveryMs.value_or(0) + perDelivery * d.perRcptMs.value_or(0)) / 1000.0)) +
           " seconds long";
}

const std::vector<CheckedLiteral>& checkedLiterals() {
    static const std::vector<CheckedLiteral> checked = {
        // recursive-preemption stops at 40 s (stop_ms); without the stop the bulk mail finishes
        // at 111 s, 11 s later than with preemption off.
        {"recursive-preemption.json", "watch it finish at 111 seconds",
         [] {
             return "watch it finish at " +
                    finishOf("recursive-preemption.json", "bulk1000", 0,
                             [](Scenario& s) { s.stopMs.reset(); }) +
                    " seconds";
         }},
        {"recursive-preemption.json", "the bulk mail lost only 11 seconds",
         [] {
             const double with = std::stod(
                 finishOf("recursive-preemption.json", "bulk1000", 0, [](Scenario& s) { s.stopMs.reset(); }));
             const double without =
                 std::stod(finishOf("recursive-preemption.json", "bulk1000", 0, [](Scenario& s) {
                     s.stopMs.reset();
                     s.setParameter("default_delivery_slot_cost", "0", true);
                 }));
             return "the bulk mail lost only " + LessonFigures::number(with - without) + " seconds";
         }},
        {"recursive-preemption.json", "One delivery every 100 ms",
         [] {
             const Scenario s = loadScenarioFile(example("recursive-preemption.json"));
             return "One delivery every " + std::to_string(s.destinations.front().deliveryMs.value_or(0)) +
                    " ms";
         }},
        // The feedback examples: the servers refuse after fail_ms, an accepted delivery of two
        // recipients takes delivery_ms + 2 x per_rcpt_ms (2.001 s), the first outcome at 2 s.
        {"readme-concurrency-feedback.json", "Nothing completes before 2 seconds",
         [] {
             return "Nothing completes before " +
                    finishOf(
                        "readme-concurrency-feedback.json", "", 22, [](Scenario&) {}, "time")
                        .substr(0, 1) +
                    " seconds";
         }},
        {"readme-concurrency-feedback.json", "refused after 10 milliseconds",
         [] {
             const Scenario s = loadScenarioFile(example("readme-concurrency-feedback.json"));
             return "refused after " + std::to_string(s.destinations.front().failMs.value_or(0)) +
                    " milliseconds";
         }},
        {"concurrency-limited-server.json", "away after 10 milliseconds",
         [] {
             const Scenario s = loadScenarioFile(example("concurrency-limited-server.json"));
             return "away after " + std::to_string(s.destinations.front().failMs.value_or(0)) +
                    " milliseconds";
         }},
        {"readme-concurrency-feedback-jitter.json", "takes 2 seconds plus a jitter of 0 to 0.5 seconds",
         [] {
             const Scenario s = loadScenarioFile(example("readme-concurrency-feedback-jitter.json"));
             const DestinationSpec& d = s.destinations.front();
             return "takes " +
                    LessonFigures::seconds(d.deliveryMs.value_or(0) + 2 * d.perRcptMs.value_or(0))
                        .substr(0, 1) +
                    " seconds plus a jitter of 0 to " +
                    LessonFigures::seconds(d.deliveryJitterMs.value_or(0)) + " seconds";
         }},
        // fb_1 at window 6 before the refusal at step 35; fb_n at window 5 until its fifth
        // success at step 58 takes it to 6.
        {"readme-concurrency-feedback-jitter.json", "widened its window to 6 after one success",
         [] {
             return "widened its window to " +
                    finishOf(
                        "readme-concurrency-feedback-jitter.json", "one.example", 34, [](Scenario&) {},
                        "window") +
                    " after one success";
         }},
        {"readme-concurrency-feedback-jitter.json", "takes the window from 6 to",
         [] {
             return "takes the window from " +
                    finishOf(
                        "readme-concurrency-feedback-jitter.json", "one.example", 34, [](Scenario&) {},
                        "window") +
                    " to";
         }},
        {"readme-concurrency-feedback-jitter.json", "at window 5 (feedback 1/5 each) to reach 6",
         [] {
             const auto window = [](std::size_t step) {
                 return finishOf(
                     "readme-concurrency-feedback-jitter.json", "n.example", step, [](Scenario&) {},
                     "window");
             };
             return "at window " + window(57) + " (feedback 1/5 each) to reach " + window(58);
         }},
        // free-slots: the README's bounds, k the slot cost of the note's variants.
        {"free-slots.json", "k = 2: # against 1.5 and 2", [] { return inflationBounds(2); }},
        {"free-slots.json", "k = 3: # against 1.333 and 1.5", [] { return inflationBounds(3); }},
        {"free-slots.json", "k = 4: # against 1.25 and 1.333", [] { return inflationBounds(4); }},
        // recipient-slots: the memo's three jobs after its first read (step 4), the read of
        // step 5, and the README's bounds from the scenario's settings.
        {"recipient-slots.json",
         "the lmtp job holds 1 recipient and 4 slots, the relay job 5 and 5, the smtp job 2 and 0",
         [] {
             const MemoState m = memoAt(4);
             const auto n = [](int v) { return std::to_string(v); };
             return "the lmtp job holds " + n(m.jobs.at(0).first) + " recipient and " +
                    n(m.jobs.at(0).second) + " slots, the relay job " + n(m.jobs.at(1).first) + " and " +
                    n(m.jobs.at(1).second) + ", the smtp job " + n(m.jobs.at(2).first) + " and " +
                    n(m.jobs.at(2).second);
         }},
        {"recipient-slots.json", "In memory 1 + 5 + 2 = 8 recipients",
         [] {
             const MemoState m = memoAt(4);
             return "In memory " + std::to_string(m.jobs.at(0).first) + " + " +
                    std::to_string(m.jobs.at(1).first) + " + " + std::to_string(m.jobs.at(2).first) + " = " +
                    std::to_string(m.inCore) + " recipients";
         }},
        {"recipient-slots.json", "slots 4 + 5 + 0 = 9",
         [] {
             const MemoState m = memoAt(4);
             return "slots " + std::to_string(m.jobs.at(0).second) + " + " +
                    std::to_string(m.jobs.at(1).second) + " + " + std::to_string(m.jobs.at(2).second) +
                    " = " + std::to_string(m.jobs.at(0).second + m.jobs.at(1).second + m.jobs.at(2).second);
         }},
        {"recipient-slots.json",
         "the memo holds 8, so it may read 1 + qmgr_message_recipient_minimum = 9 recipients more",
         [] {
             const MemoState m = memoAt(4);
             const int minimum =
                 Configuration::fromScenario(loadScenarioFile(example("recipient-slots.json")))
                     .messageRecipientMinimum();
             return "the memo holds " + std::to_string(m.inCore) + ", so it may read " +
                    std::to_string(m.limit - m.inCore - minimum) +
                    " + qmgr_message_recipient_minimum = " + std::to_string(m.limit - m.inCore) +
                    " recipients more";
         }},
        {"recipient-slots.json", "9 recipients, all of them for mail.example",
         [] {
             const MemoState before = memoAt(4);
             const MemoState after = memoAt(5);
             const int lmtp = after.jobs.at(0).first - before.jobs.at(0).first;
             return std::to_string(after.read - before.read) + " recipients, all of them for " +
                    (lmtp == after.read - before.read ? "mail.example" : "other destinations too");
         }},
        {"recipient-slots.json", "holds 10 recipients with 4 slots",
         [] {
             const MemoState m = memoAt(5);
             return "holds " + std::to_string(m.jobs.at(0).first) + " recipients with " +
                    std::to_string(m.jobs.at(0).second) + " slots";
         }},
        {"recipient-slots.json", "#, #) = 28",
         [] { return "#, #) = " + std::to_string(recipientBound({"smtp"})); }},
        {"recipient-slots.json", "lmtp: bound 22",
         [] { return "lmtp: bound " + std::to_string(recipientBound({"lmtp"})); }},
        {"recipient-slots.json", "relay: bound 23",
         [] { return "relay: bound " + std::to_string(recipientBound({"relay"})); }},
        {"recipient-slots.json", "bound 41",
         [] {
             return "bound " + std::to_string(recipientBound({"lmtp", "relay", "smtp"}));
         }},
        // The concurrency examples' timeouts are their servers' fail_ms.
        {"connect-timeout-30s.json", "connect timeout of 30 s",
         [] { return "connect timeout of " + failSeconds("connect-timeout-30s.json") + " s"; }},
        {"greeting-timeout-300s.json", "greeting timeout of 300 s",
         [] { return "greeting timeout of " + failSeconds("greeting-timeout-300s.json") + " s"; }},
        {"greeting-timeout-300s.json", "timeouts, after 300 s",
         [] { return "timeouts, after " + failSeconds("greeting-timeout-300s.json") + " s"; }},
        {"greeting-timeout-300s.json", "holds its slot for 300 s",
         [] { return "holds its slot for " + failSeconds("greeting-timeout-300s.json") + " s"; }},
        // less-than-1-feedback-limits: K servers, one of them bad: the destination is down for
        // 1/K of every period.
        {"less-than-1-feedback-limits.json", "K = 4",
         [] {
             const Scenario s = loadScenarioFile(example("less-than-1-feedback-limits.json"));
             const std::vector<TimeInterval>& down = s.destinations.front().downIntervals.value();
             const std::int64_t period = down.at(1).startMs - down.at(0).startMs;
             return "K = " + std::to_string(period / (down.at(0).endMs - down.at(0).startMs));
         }},
        // The stories: each figure from the scenario or from its run.
        {"blockers.json", "take 3 and 2.5 seconds per delivery, a fast one 0.2 seconds",
         [] {
             const auto d = [](const char* domain) {
                 return destinationSeconds("blockers.json", domain, &DestinationSpec::deliveryMs);
             };
             return "take " + d("slow1.example") + " and " + d("slow2.example") +
                    " seconds per delivery, a fast one " + d("fast.example") + " seconds";
         }},
        {"broken-agent.json", "between 5 and 30 seconds (master.cf relay broken [[5000, 30000]])",
         [] {
             const Scenario s = loadScenarioFile(example("broken-agent.json"));
             for (const ProcessLimit& p : s.masterCf) {
                 if (p.transport == "relay" && p.broken.size() == 1) {
                     const TimeInterval& b = p.broken.front();
                     return "between " + LessonFigures::seconds(b.startMs) + " and " +
                            LessonFigures::seconds(b.endMs) + " seconds (master.cf relay broken [[" +
                            std::to_string(b.startMs) + ", " + std::to_string(b.endMs) + "]])";
                 }
             }
             return std::string("?");
         }},
        {"broken-agent.json", "transport_retry_time (10s here)",
         [] {
             return live("broken-agent.json", "transport_retry_time ({param:transport_retry_time} here)");
         }},
        {"broken-agent.json", "(minimal_backoff_time 60s here)",
         [] {
             return live("broken-agent.json", "(minimal_backoff_time {param:minimal_backoff_time} here)");
         }},
        {"concurrency-limited-server.json", "(after 10 milliseconds)",
         [] {
             const Scenario s = loadScenarioFile(example("concurrency-limited-server.json"));
             return "(after " + std::to_string(s.destinations.front().failMs.value_or(0)) + " milliseconds)";
         }},
        {"concurrency-limited-server.json", "one every 0.4 seconds",
         [] { return live("concurrency-limited-server.json", "one every {arrival:n02} seconds"); }},
        {"concurrency-limited-server.json", "and takes 2 seconds",
         [] {
             // A delivery of a full entry: its time plus each recipient's.
             const DestinationSpec d =
                 loadScenarioFile(example("concurrency-limited-server.json")).destinations.front();
             const int perDelivery = std::stoi(
                 live("concurrency-limited-server.json", "{param:smtp_destination_recipient_limit}"));
             return "and takes " +
                    LessonFigures::seconds(d.deliveryMs.value_or(0) + perDelivery * d.perRcptMs.value_or(0)) +
                    " seconds";
         }},
        {"concurrency-limited-server.json", "concurrency limit of 50",
         [] {
             return live("concurrency-limited-server.json",
                         "concurrency limit of {param:smtp_destination_concurrency_limit}");
         }},
        {"concurrency-limited-server.json", "between 4 and 7",
         [] {
             return "between " + windowRange(loadScenarioFile(example("concurrency-limited-server.json")),
                                             "limited.example");
         }},
        {"concurrency-limited-server.json", "(42 of 120)",
         [] {
             const Scenario s = loadScenarioFile(example("concurrency-limited-server.json"));
             std::int64_t all = 0;
             for (const MessageSpec& m : s.messages)
                 all += m.recipientCount();
             return live("concurrency-limited-server.json", "({metric:recipients_deferred} of ") +
                    std::to_string(all) + ")";
         }},
        {"concurrency-limited-server.json", "limit is raised to 10",
         [] {
             return live("concurrency-limited-server.json",
                         "limit is raised to {param:smtp_destination_concurrency_failed_cohort_limit}");
         }},
        {"concurrency-limited-server.json", "stays between 5 and 6",
         [] {
             Scenario s = loadScenarioFile(example("concurrency-limited-server.json"));
             s.setParameter("smtp_destination_concurrency_positive_feedback", "1/concurrency", false);
             s.setParameter("smtp_destination_concurrency_negative_feedback", "1/concurrency", false);
             return "stays between " + windowRange(s, "limited.example");
         }},
        {"dead-destination.json", "after 100 milliseconds",
         [] {
             return "after " +
                    std::to_string(loadScenarioFile(example("dead-destination.json"))
                                       .destinations.back()
                                       .failMs.value_or(0)) +
                    " milliseconds";
         }},
        {"dead-destination.json", "16 recipients at down.example",
         [] {
             return std::to_string(recipientsFor("dead-destination.json", "m1", "down.example")) +
                    " recipients at down.example";
         }},
        {"dead-destination.json", "default failed cohort limit of 1",
         [] {
             return live("dead-destination.json",
                         "default failed cohort limit of "
                         "{param:default_destination_concurrency_failed_cohort_limit}");
         }},
        {"dead-destination.json", "(30 seconds here)",
         [] {
             std::string value = live("dead-destination.json", "{param:minimal_backoff_time}");
             if (!value.empty() && value.back() == 's')
                 value.pop_back();
             return "(" + value + " seconds here)";
         }},
        {"dead-destination.json", "arriving at 45 seconds",
         [] { return live("dead-destination.json", "arriving at {arrival:m3} seconds"); }},
        {"default-settings.json", "200 recipients",
         [] { return live("default-settings.json", "{recipients:list} recipients"); }},
        {"default-settings.json", "one every 1.5 seconds",
         [] {
             const Scenario s = loadScenarioFile(example("default-settings.json"));
             return "one every " +
                    LessonFigures::seconds(s.messages.at(2).arrivalMs - s.messages.at(1).arrivalMs) +
                    " seconds";
         }},
        {"default-settings.json", "(slot cost 5, discount 50, loan 3, minimum 3 slots)",
         [] {
             return live(
                 "default-settings.json",
                 "(slot cost {param:default_delivery_slot_cost}, discount "
                 "{param:default_delivery_slot_discount}, loan {param:default_delivery_slot_loan}, minimum "
                 "{param:default_minimum_delivery_slots} slots)");
         }},
        {"default-settings.json",
         "at most 5 recipients instead of 50, so that the list becomes 40 deliveries instead of 4",
         [] {
             // Postfix's default: the parameter's value when the scenario does not set it.
             Scenario plain = loadScenarioFile(example("default-settings.json"));
             plain.removeParameter("default_destination_recipient_limit");
             plain.lesson.clear();
             LessonFigures defaults(plain, "default-settings.json");
             const int set =
                 std::stoi(live("default-settings.json", "{param:default_destination_recipient_limit}"));
             const int postfix = std::stoi(defaults.fill("{param:default_destination_recipient_limit}", 0));
             int deliveries = 0;
             int postfixDeliveries = 0;
             for (const RecipientGroup& g : plain.messages.front().groups) {
                 deliveries += (g.count + set - 1) / set;
                 postfixDeliveries += (g.count + postfix - 1) / postfix;
             }
             return "at most " + std::to_string(set) + " recipients instead of " + std::to_string(postfix) +
                    ", so that the list becomes " + std::to_string(deliveries) + " deliveries instead of " +
                    std::to_string(postfixDeliveries);
         }},
        {"default-settings.json", "at least 15 deliveries",
         [] {
             const int minimum =
                 std::stoi(live("default-settings.json", "{param:default_minimum_delivery_slots}"));
             const int cost = std::stoi(live("default-settings.json", "{param:default_delivery_slot_cost}"));
             return "at least " + std::to_string(minimum * cost) + " deliveries";
         }},
        {"default-settings.json", "that is 5 of its selections (slot cost 5)",
         [] {
             return live("default-settings.json",
                         "that is {param:default_delivery_slot_cost} of its selections "
                         "(slot cost {param:default_delivery_slot_cost})");
         }},
        {"greylisting.json", "until 4 minutes (greylist_ms 240000)",
         [] {
             for (const DestinationSpec& d : loadScenarioFile(example("greylisting.json")).destinations) {
                 if (d.greylistMs)
                     return "until " + std::to_string(*d.greylistMs / 60000) + " minutes (greylist_ms " +
                            std::to_string(*d.greylistMs) + ")";
             }
             return std::string("?");
         }},
        {"greylisting.json", "(minimal_backoff_time 300s)",
         [] { return live("greylisting.json", "(minimal_backoff_time {param:minimal_backoff_time})"); }},
        {"greylisting.json", "queue_run_delay (300s)",
         [] { return live("greylisting.json", "queue_run_delay ({param:queue_run_delay})"); }},
        {"no-loan.json", "from 50 to 0",
         [] {
             return "from " + live("slot-loan.json", "{param:default_delivery_slot_discount}") + " to " +
                    live("no-loan.json", "{param:default_delivery_slot_discount}");
         }},
        {"no-loan.json", "slot cost of 2",
         [] { return live("no-loan.json", "slot cost of {param:default_delivery_slot_cost}"); }},
        {"no-loan.json", "The order becomes 1 1 1 1 2 2 1 1 1 1 3 3 1 1",
         [] { return "The order becomes " + spacedSlots("no-loan.json"); }},
        {"outage-backoff.json", "for the first 100 minutes (down: [[0, 6000000]])",
         [] {
             for (const DestinationSpec& d : loadScenarioFile(example("outage-backoff.json")).destinations) {
                 if (d.downIntervals && d.downIntervals->size() == 1) {
                     const TimeInterval& i = d.downIntervals->front();
                     return "for the first " + std::to_string((i.endMs - i.startMs) / 60000) +
                            " minutes (down: [[" + std::to_string(i.startMs) + ", " +
                            std::to_string(i.endMs) + "]])";
                 }
             }
             return std::string("?");
         }},
        {"outage-backoff.json",
         "minimal_backoff_time (300s) and at most maximal_backoff_time (4000s), and scans run every "
         "queue_run_delay (300s)",
         [] {
             return live(
                 "outage-backoff.json",
                 "minimal_backoff_time ({param:minimal_backoff_time}) and at most maximal_backoff_time "
                 "({param:maximal_backoff_time}), and scans run every queue_run_delay "
                 "({param:queue_run_delay})");
         }},
        {"rate-limited-newsletter.json", "smtp_destination_rate_delay = 1s",
         [] {
             return live("rate-limited-newsletter.json",
                         "smtp_destination_rate_delay = {param:smtp_destination_rate_delay}");
         }},
        {"rate-limited-newsletter.json", "40 recipients at bigmail.example and 10 at small.example",
         [] {
             const auto n = [](const char* domain) {
                 return std::to_string(recipientsFor("rate-limited-newsletter.json", "letter", domain));
             };
             return n("bigmail.example") + " recipients at bigmail.example and " + n("small.example") +
                    " at small.example";
         }},
        {"rate-limited-newsletter.json", "at most 5 recipients",
         [] {
             return live("rate-limited-newsletter.json",
                         "at most {param:smtp_destination_recipient_limit} recipients");
         }},
        {"rate-limited-newsletter.json", "arrives 2 seconds later",
         [] { return live("rate-limited-newsletter.json", "arrives {arrival:reset} seconds later"); }},
        {"recursive-preemption.json",
         "A bulk mail with 1000 recipients and a mail with 100 recipients arrive at time 0; a mail with 10 "
         "recipients arrives at 26 seconds",
         [] {
             return live(
                 "recursive-preemption.json",
                 "A bulk mail with {recipients:bulk1000} recipients and a mail with {recipients:mid100} "
                 "recipients arrive at time {arrival:bulk1000}; a mail with {recipients:small10} recipients "
                 "arrives at {arrival:small10} seconds");
         }},
        {"recursive-preemption.json", "every 100 milliseconds",
         [] {
             return "every " +
                    std::to_string(loadScenarioFile(example("recursive-preemption.json"))
                                       .destinations.front()
                                       .deliveryMs.value_or(0)) +
                    " milliseconds";
         }},
        {"recursive-preemption.json", "When the 10-recipient mail arrives, the 100-recipient mail has",
         [] {
             return live("recursive-preemption.json",
                         "When the {recipients:small10}-recipient mail arrives, the "
                         "{recipients:mid100}-recipient mail has");
         }},
        {"recursive-preemption.json", "cost 5, discount 50, loan 3",
         [] {
             return live("recursive-preemption.json", "cost {param:default_delivery_slot_cost}, discount "
                                                      "{param:default_delivery_slot_discount}, loan "
                                                      "{param:default_delivery_slot_loan}");
         }},
        {"recursive-preemption.json",
         "The 100-recipient mail needs 100 slots; with the discount and the loan, the bulk mail must first "
         "save 47 whole slots, which takes 235 deliveries, so the 100-recipient mail preempts it at 23.5 "
         "seconds",
         [] {
             const SelectionDecision d = preemptionBy("recursive-preemption.json", "mid100");
             return live("recursive-preemption.json", "The {recipients:mid100}-recipient mail needs ") +
                    std::to_string(d.expected) +
                    " slots; with the discount and the loan, the bulk mail must first save " +
                    std::to_string(d.slotsAvailable / d.slotCost) + " whole slots, which takes " +
                    std::to_string(d.slotsAvailable) + " deliveries, so the " +
                    live("recursive-preemption.json", "{recipients:mid100}") +
                    "-recipient mail preempts it at " + LessonFigures::seconds(d.timeMs) + " seconds";
         }},
        {"recursive-preemption.json",
         "It finishes at 27 seconds, the 100-recipient mail finishes at 34.5 seconds",
         [] {
             return live("recursive-preemption.json",
                         "It finishes at {finish:small10} seconds, the "
                         "{recipients:mid100}-recipient mail finishes at {finish:mid100} seconds");
         }},
        {"recursive-preemption.json", "The run stops at 40 seconds",
         [] { return live("recursive-preemption.json", "The run stops at {metric:run_end_s} seconds"); }},
        {"recursive-preemption.json", "watch the bulk mail finish at 111 seconds",
         [] {
             return "watch the bulk mail finish at " +
                    finishOf("recursive-preemption.json", "bulk1000", 0,
                             [](Scenario& s) { s.stopMs.reset(); }) +
                    " seconds";
         }},
        {"slot-loan.json", "slot cost of 2",
         [] { return live("slot-loan.json", "slot cost of {param:default_delivery_slot_cost}"); }},
        {"slot-loan.json", "the discount of 50 percent",
         [] {
             return live("slot-loan.json", "the discount of {param:default_delivery_slot_discount} percent");
         }},
        {"slot-loan.json", "the loan is 0",
         [] { return live("slot-loan.json", "the loan is {param:default_delivery_slot_loan}"); }},
        {"slot-loan.json", "The order of deliveries is 1 1 2 2 1 1 1 1 3 3 1 1 1 1",
         [] { return "The order of deliveries is " + spacedSlots("slot-loan.json"); }},
        {"slot-loan.json", "where the discount is 0",
         [] { return live("no-loan.json", "where the discount is {param:default_delivery_slot_discount}"); }},
        {"recipient-limits.json",
         "at least 4 of its recipients (qmgr_message_recipient_minimum), more only while fewer than 16 "
         "recipients",
         [] {
             return live("recipient-limits.json",
                         "at least {param:qmgr_message_recipient_minimum} of its recipients "
                         "(qmgr_message_recipient_minimum), more only while fewer than "
                         "{param:qmgr_message_recipient_limit} recipients");
         }},
        {"recipient-limits.json", "pool of 10 (smtp_recipient_limit)",
         [] {
             return live("recipient-limits.json",
                         "pool of {param:smtp_recipient_limit} (smtp_recipient_limit)");
         }},
        {"recipient-limits.json", "The 48-recipient list",
         [] { return live("recipient-limits.json", "The {recipients:list}-recipient list"); }},
        {"recipient-limits.json", "when at least 3 of its recipient slots",
         [] {
             return live("recipient-limits.json",
                         "when at least {param:smtp_recipient_refill_limit} of its recipient slots");
         }},
        {"recipient-limits.json", "The 3-recipient note, arriving at 3 seconds",
         [] {
             return live("recipient-limits.json",
                         "The {recipients:note}-recipient note, arriving at {arrival:note} seconds");
         }},
        {"recipient-limits.json",
         "The 12-recipient news message starts with only 4 of its recipients in memory; when it overtakes "
         "the list at 10 seconds",
         [] {
             const auto run = buildRunFromFile(example("recipient-limits.json"));
             int first = 0;
             for (std::size_t step = 1; step <= run->knownSteps() && first == 0; ++step) {
                 run->seek(step);
                 for (const MessageInfo& m : Inspector(*run).activeMessages())
                     first = run->config().message(m.spec).id == "news" ? m.read : first;
             }
             return live("recipient-limits.json",
                         "The {recipients:news}-recipient news message starts with only ") +
                    std::to_string(first) + " of its recipients in memory; when it overtakes the list at " +
                    LessonFigures::seconds(preemptionBy("recipient-limits.json", "news").timeMs) + " seconds";
         }},
        {"recipient-limits.json", "extra allowance (6 here)",
         [] {
             return live("recipient-limits.json",
                         "extra allowance ({param:smtp_extra_recipient_limit} here)");
         }},
        {"recipient-limits.json", "the active message limit (8)",
         [] {
             return live("recipient-limits.json",
                         "the active message limit ({param:qmgr_message_active_limit})");
         }},
        // The README's limited-server experiment: the settings and the failed deliveries.
        {"readme-concurrency-feedback.json",
         "accepts 5 sessions from the client and refuses any further connection at once (421 and disconnect; "
         "here fail_ms 10), the client with initial destination concurrency 5 and destination concurrency "
         "limit 20",
         [] { return readmeExperimentSettings("readme-concurrency-feedback.json"); }},
        {"readme-concurrency-feedback-jitter.json",
         "accepts 5 sessions from the client and refuses any further connection at once (421 and disconnect; "
         "here fail_ms 10), the client with initial destination concurrency 5 and destination concurrency "
         "limit 20",
         [] { return readmeExperimentSettings("readme-concurrency-feedback-jitter.json"); }},
        {"readme-concurrency-feedback.json",
         "one message of 1000 recipients, two per delivery, each delivery about 2 seconds long",
         [] { return readmeExperimentMail("readme-concurrency-feedback.json"); }},
        {"readme-concurrency-feedback-jitter.json",
         "one message of 1000 recipients, two per delivery, each delivery about 2 seconds long",
         [] { return readmeExperimentMail("readme-concurrency-feedback-jitter.json"); }},
        {"readme-concurrency-feedback.json",
         "1/N defers 82 of 500 deliveries (16.4%, window 5.17 on average, as in the README), the historical "
         "1/sqrt(N) also 16.4%, and 1 gives 28.2%",
         [] {
             const std::string file = "readme-concurrency-feedback.json";
             const FailedDeliveries n = failedDeliveries(file, "fb_n");
             return "1/N defers " + std::to_string(n.failed) + " of " + std::to_string(n.all) +
                    " deliveries (" + n.percent() + ", window " +
                    LessonFigures::number(
                        std::round(std::stod(live(file, "{metric:feedback_window_avg.fb_n}")) * 100) / 100) +
                    " on average, as in the README), the historical 1/sqrt(N) also " +
                    failedDeliveries(file, "fb_sqrt").percent() + ", and 1 gives " +
                    failedDeliveries(file, "fb_1").percent();
         }},
        {"readme-concurrency-feedback-jitter.json",
         "1/N still defers 82 of 500 deliveries (16.4%), the historical 1/sqrt(N) now 162 (32.4%) and 1 now "
         "166 (33.2%)",
         [] {
             const std::string file = "readme-concurrency-feedback-jitter.json";
             const FailedDeliveries n = failedDeliveries(file, "fb_n");
             const FailedDeliveries sqrt = failedDeliveries(file, "fb_sqrt");
             const FailedDeliveries one = failedDeliveries(file, "fb_1");
             return "1/N still defers " + std::to_string(n.failed) + " of " + std::to_string(n.all) +
                    " deliveries (" + n.percent() + "), the historical 1/sqrt(N) now " +
                    std::to_string(sqrt.failed) + " (" + sqrt.percent() + ") and 1 now " +
                    std::to_string(one.failed) + " (" + one.percent() + ")";
         }},
        {"readme-concurrency-feedback-jitter.json", "(delivery_jitter_ms 500, seed 1)",
         [] {
             const Scenario s = loadScenarioFile(example("readme-concurrency-feedback-jitter.json"));
             return "(delivery_jitter_ms " +
                    std::to_string(s.destinations.front().deliveryJitterMs.value_or(0)) + ", seed " +
                    std::to_string(s.seed.value_or(0)) + ")";
         }},
        {"readme-concurrency-feedback-jitter.json", "lockstep 28.2%",
         [] {
             return "lockstep " +
                    finishOf(
                        "readme-concurrency-feedback.json", "defer_rate.fb_1:one.example%", 0,
                        [](Scenario&) {}, "metric") +
                    "%";
         }},
    };
    return checked;
}

// Numbers that are not figures of the run: references to the README and ALGORITHM.md, the
// feedback fractions, and the settings that name a variant in the note's own words.
const std::vector<std::string> kNotFigures = {"for 1/N, 1/sqrt(N), 1 (theory 1/6, 1/4, 1/2)",
                                              "README 16.5%",
                                              "README 24.5%",
                                              "README 49.7%",
                                              "ALGORITHM.md 3.7.1",
                                              "1/sqrt(N)",
                                              "1/N",
                                              "1/concurrency",
                                              "theory 1/6",
                                              "theory's 1/6",
                                              "README's 1/2",
                                              "feedback 1",
                                              "Feedback 1",
                                              "adds 1",
                                              "by 1",
                                              "(slot cost 0)",
                                              "(discount 0)",
                                              "discount of 50 percent (",
                                              "1/feedback"};

// More of them in the course's examples for SCHEDULER_README's chapters: feedback values, the
// README's own figures (test_readme_figures checks them against the README's text and the
// run), the README's section titles and the examples' names.
const std::vector<std::string> kCourseNotFigures = {
    "The README measured 16.5% / 24.5% / 49.7% deferred and an "
    "average concurrency of 5.17 / 5.28 / 5.63",
    "with the constant 1",
    "(3.12 has it compiled out and treats 1/sqrt_concurrency as 1)",
    "not 49.7%",
    "the README's 49.7%",
    "(4xx)",
    "Try maximal_backoff_time = 1000s",
    "set smtp_destination_rate_delay to 0",
    "a concurrency limit of 1",
    "1/sqrt_concurrency",
    "1/4",
    "±1",
    "12131415",
    "11112222",
    "README drew 12",
    "(the README adds them up to 7)",
    "(the README: 2 + qmgr_message_recipient_minimum)",
    "README 198, 208 and 202",
    "README 230, 242 and 236",
    "4 timed out in connect and 238 in greeting",
    "README 9.9%",
    "README 10.4%",
    "README 10.1%",
    "README 19.4, 19.6 and 19.5",
    "README 1.16%",
    "README 1.21%",
    "README 1.18%",
    "README 19.8, 19.9 and 20.0",
    "'Impact of the 30s SMTP connect timeout'",
    "'Impact of the 300s SMTP greeting timeout'",
    "the 30 s measurement",
    "the 30 s rate",
    "connect-timeout-30s",
    "less-than-1",
    "Postfix 3.12"};

// What a title, note or story still states as a plain number once its live figures, the
// checked literals (each compared with its computed value here), the phrases that are no
// figures, message ids and queue names are taken out: "" when nothing is left.
std::string uncheckedNumber(const std::string& file, const Scenario& scenario, const std::string& text) {
    std::string rest = std::regex_replace(text, std::regex(R"(\{[a-z_]+[^}]*\})"), "#");
    for (const CheckedLiteral& checked : checkedLiterals()) {
        if (checked.file != file)
            continue;
        const std::size_t at = rest.find(checked.literal);
        if (at == std::string::npos)
            continue;
        EXPECT_EQ(checked.literal, checked.expected());
        rest = rest.substr(0, at) + "#" + rest.substr(at + checked.literal.size());
    }
    for (const auto* phrases : {&kNotFigures, &kCourseNotFigures}) {
        for (const std::string& phrase : *phrases) {
            for (std::size_t at = rest.find(phrase); at != std::string::npos; at = rest.find(phrase))
                rest = rest.substr(0, at) + "#" + rest.substr(at + phrase.size());
        }
    }
    // Message ids and queue names hold digits of their own ("s01", "slow1.example", "job 2").
    for (const MessageSpec& m : scenario.messages)
        rest = std::regex_replace(rest, std::regex("\\b(jobs? |messages? |msg )?" + m.id + "\\b"), "#");
    rest = std::regex_replace(rest, std::regex(R"([a-z_]*[0-9]+[a-z_.]*\.example|fb_[a-z0-9]+)"), "#");
    rest = std::regex_replace(rest, std::regex(R"(\b(and|or) #)"), "#");
    std::smatch digit;
    return std::regex_search(rest, digit, std::regex(R"(.{0,20}[0-9].{0,20})")) ? digit.str() : std::string();
}

TEST(LessonFigures, EveryExampleFigureIsLiveOrChecked) {
    int examples = 0;
    int live = 0;
    for (const auto& entry : fs::directory_iterator(QMGRLAB_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".json")
            continue;
        ++examples;
        const std::string file = entry.path().filename().string();
        const Scenario scenario = loadScenarioFile(entry.path().string());
        LessonFigures figures(scenario, file);
        for (const Bookmark& b : scenario.lesson) {
            for (const std::string* text : {&b.title, &b.note}) {
                SCOPED_TRACE(file + " step " + std::to_string(b.step) + ": " + *text);
                filled(figures, *text, static_cast<std::size_t>(b.step));
                live += LessonFigures::hasFigures(*text) ? 1 : 0;
                EXPECT_EQ(uncheckedNumber(file, scenario, *text), "") << "an unchecked number";
            }
        }
    }
    EXPECT_GE(examples, 10);
    EXPECT_GE(live, 30);
}

// A story (the scenario's description) is shown as written: every figure it states is checked
// here against the scenario or its run (kCheckedLiterals), or is no figure of the run
// (kNotFigures, kCourseNotFigures).
TEST(LessonFigures, EveryStoryFigureIsChecked) {
    int stories = 0;
    for (const auto& entry : fs::directory_iterator(QMGRLAB_EXAMPLES_DIR)) {
        if (entry.path().extension() != ".json")
            continue;
        const std::string file = entry.path().filename().string();
        const Scenario scenario = loadScenarioFile(entry.path().string());
        SCOPED_TRACE(file);
        EXPECT_FALSE(scenario.description.empty());
        EXPECT_EQ(uncheckedNumber(file, scenario, scenario.description), "") << "an unchecked number";
        ++stories;
    }
    EXPECT_GE(stories, 20);
}

} // namespace
