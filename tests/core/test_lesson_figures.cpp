// SPDX-License-Identifier: GPL-3.0-or-later
// Tests of the live figures of lesson notes (core/LessonFigures): each figure of the vocabulary
// against the runs worked out in ALGORITHM.md's slot-loan example and the CLI's traces, the
// errors a bad figure gives, and every shipped example's lesson: every title and note fills
// without an error, and every figure a title or note still writes as a plain number is checked
// here against a run (kCheckedLiterals) or is not a figure of the run at all (a message id, a
// reference to the README, a feedback fraction: kNotFigures). A number in a note that is neither
// fails the test, so a note cannot state an unchecked figure.
#include "core/common/ShortText.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/Scenario.h"
#include "core/whatif/LessonFigures.h"

#include <filesystem>
#include <functional>
#include <gtest/gtest.h>
#include <regex>
#include <string>
#include <vector>

namespace {

using namespace qmgrlab;
namespace fs = std::filesystem;

std::string example(const std::string& name) {
    return std::string(QMGRLAB_EXAMPLES_DIR) + "/" + name;
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
    EXPECT_EQ(filled(figures, "{metric:recipients_sent} in {metric:completion_time_s} s", 35), "14 in 14 s");
    EXPECT_EQ(filled(figures, "{param:default_delivery_slot_cost} {param:smtp_delivery_slot_discount}", 0),
              "2 50");
    EXPECT_EQ(filled(figures, "{param:default_delivery_slot_cost@default_delivery_slot_cost=7}", 0), "7");
    EXPECT_EQ(filled(figures, "braces {that} stay, {{and} these", 5), "braces {that} stay, {{and} these");
    EXPECT_TRUE(LessonFigures::hasFigures("at {finish:1} s"));
    EXPECT_FALSE(LessonFigures::hasFigures("a {plain} brace"));
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
    EXPECT_EQ(errors.front(), "{slots}: longer than 200 characters, the most a figure shows: cut there (…)");
    EXPECT_EQ(errors.back(),
              "{slots}: with it the text passes 4000 characters, the most it shows: the rest is cut (…)");

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
              "{finish:1@default_delivery_slot_loan=99}: the lesson's figures name more than 16 "
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
const std::vector<std::string> kNotFigures = {"README 16.5%",
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
                // What the text writes as plain numbers, the live figures taken out.
                std::string rest = std::regex_replace(*text, std::regex(R"(\{[a-z_]+[^}]*\})"), "#");
                for (const CheckedLiteral& checked : checkedLiterals()) {
                    if (checked.file != file)
                        continue;
                    const std::size_t at = rest.find(checked.literal);
                    if (at == std::string::npos)
                        continue;
                    EXPECT_EQ(checked.literal, checked.expected());
                    rest = rest.substr(0, at) + "#" + rest.substr(at + checked.literal.size());
                }
                for (const std::string& phrase : kNotFigures) {
                    for (std::size_t at = rest.find(phrase); at != std::string::npos; at = rest.find(phrase))
                        rest = rest.substr(0, at) + "#" + rest.substr(at + phrase.size());
                }
                // Message ids and queue names hold digits of their own ("s01", "slow1.example", "job 2").
                for (const MessageSpec& m : scenario.messages)
                    rest = std::regex_replace(rest, std::regex("\\b(jobs? |messages? |msg )?" + m.id + "\\b"),
                                              "#");
                rest = std::regex_replace(rest, std::regex(R"([a-z_]*[0-9]+[a-z_.]*\.example|fb_[a-z0-9]+)"),
                                          "#");
                rest = std::regex_replace(rest, std::regex(R"(\b(and|or) #)"), "#");
                std::smatch digit;
                EXPECT_FALSE(std::regex_search(rest, digit, std::regex(R"(.{0,20}[0-9].{0,20})")))
                    << "an unchecked number: \"" << digit.str() << "\"";
            }
        }
    }
    EXPECT_GE(examples, 10);
    EXPECT_GE(live, 30);
}

} // namespace
