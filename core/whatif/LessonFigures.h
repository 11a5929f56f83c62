// SPDX-License-Identifier: GPL-3.0-or-later
// LessonFigures: the live figures of a lesson's notes. A note may name a figure in braces,
// "{finish:1}", and the figure is filled in from the run of the scenario, at the bookmark's
// step where the figure is a state (a job's counters, the slot string so far), or from the
// whole run (a message's start, finish and delay, a metric). Appending "@NAME=VALUE,..." takes a
// run-wide figure from the scenario run with those main.cf settings instead, for "without
// preemption" comparisons: "{finish:1@default_delivery_slot_cost=1}". A note whose figures are
// live stays true when the teacher changes a parameter. The vocabulary is documented in
// docs/SCENARIO.md ("Live figures in notes").
// Nothing of a run is kept but what its figures need: the scenario's run and each variant's
// (at most kMaxVariants) are streamed once into their run-wide figures (RunFigures), and the
// states at the lesson's bookmark steps are taken in one more pass of the scenario's run, as far
// as its last bookmark (a step no bookmark has is taken by a pass of its own). A filled figure,
// title or note is bounded (a slot string of a million deliveries, a note made of a hundred of
// them): past its bound it is cut with "…" and the cut is said.
#pragma once

#include "core/scenario/Scenario.h"
#include "core/trace/SelectionDecision.h"
#include "core/whatif/RunFigures.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace qmgrlab {

class LessonFigures {
public:
    // The most characters a filled figure, title and note may take (the cut mark not counted).
    static constexpr std::size_t kFigureCharacters = 200;
    static constexpr std::size_t kTitleCharacters = 200;
    static constexpr std::size_t kNoteCharacters = 4000;
    // The most variants (distinct "@NAME=VALUE,..." settings) the figures may name: each one is a
    // whole run of the scenario. A figure of one more is left unfilled.
    static constexpr std::size_t kMaxVariants = 16;

    // The scenario must be valid (as RunBuilder accepts it); sourceName names it in errors.
    LessonFigures(Scenario scenario, std::string sourceName);
    ~LessonFigures();
    LessonFigures(const LessonFigures&) = delete;
    LessonFigures& operator=(const LessonFigures&) = delete;

    // The text (a note, or with kTitleCharacters a title) with every figure filled in as it
    // stands after `step` steps, in at most `limit` characters. A figure that cannot be filled
    // (an unknown name, message, field, metric or setting; a job that is not on a job list at the
    // step) is left as written between "[?" and "]", and a sentence saying why is appended to
    // *errors when given. A figure longer than kFigureCharacters, and a text longer than limit,
    // are cut and end with "…" (kCutMark); a sentence says so in *errors, and *cut (when given)
    // says whether anything was cut.
    std::string fill(std::string_view text, std::size_t step, std::vector<std::string>* errors = nullptr,
                     std::size_t limit = kNoteCharacters, bool* cut = nullptr);
    // The decimal sign fill() writes in a number ("2.5", or "2,5" where the reader's language
    // writes a comma, as the narration beside the note does); a main.cf parameter's value stays
    // as main.cf writes it.
    void setDecimalMark(char mark) { decimalMark_ = mark; }

    // Whether a note names any figure ("{" followed by a known figure name).
    static bool hasFigures(std::string_view note);
    // The main.cf changes the lesson's figures compare the run with ("NAME=VALUE,..." after a
    // figure's "@"), each once, in the notes' order: the variants the lesson is about.
    static std::vector<std::string> comparedSettings(const Scenario& scenario);

    // A time in seconds as notes write it: up to three decimals, no trailing zeros ("14",
    // "2.5"); and any figure likewise (a whole number without decimals).
    static std::string seconds(std::int64_t ms);
    static std::string number(double value);

private:
    // The run-wide figures of the scenario ("") or of a variant's settings, or why there are none;
    // with the metrics when a figure asks for one (a metrics collector costs a run of a million
    // queues seconds), and of the destinations those asked for.
    struct Variant {
        std::unique_ptr<RunFigures> figures;
        std::string error;
        std::set<std::string> destinationMetrics; // suffixes ("smtp:a.example") kept
    };
    // What the state figures need at one step of the scenario's run.
    struct JobFigures {
        int selected = 0;
        int read = 0;
        int slotsAvailable = 0;
        int slotsUsed = 0;
        int stackLevel = 0;
        int rcptCount = 0;
        int rcptLimit = 0;
        int cost = 0; // the transport's slot cost
    };
    struct StateAtStep {
        std::size_t step = 0; // the steps applied (at most the run's length)
        std::int64_t timeMs = 0;
        std::optional<SelectionDecision> decision; // the last entry selection at or before it
        // Of each message, its job on the first transport in round-robin order with it on its
        // job list.
        std::unordered_map<int, JobFigures> jobs;
        // The windows of the queues asked for: the first transport's queue of each name.
        std::unordered_map<std::string, int> windows;
        // The deliveries dispatched so far by the transports asked for.
        std::unordered_map<TransportId, std::uint64_t> dispatched;
    };
    // What the states are taken for: the queue names of {window:...} and the transports of
    // {slots...} (kNone: the scenario's first delivering transport) that texts name.
    struct Asked {
        std::set<std::string> queues;
        std::set<TransportId> transports;
        bool covers(const Asked& other) const;
        void add(const Asked& other);
    };

    // The figures of settings; with metric (a metric's name), ones that have it if it exists.
    const Variant& variant(const std::string& settings, std::string_view metric = {});
    // The metrics the lesson's figures ask of each variant's run ("" the scenario's): whether
    // any, and the destinations' suffixes.
    struct MetricsAsked {
        bool any = false;
        std::set<std::string> destinations;
    };
    const MetricsAsked& lessonMetrics(const std::string& settings);
    const RunFigures& baseFigures();
    // What a text's figures ask of the states.
    Asked askedBy(std::string_view text);
    // The states at each of the steps (sorted), in one pass of the scenario's run.
    std::vector<StateAtStep> statesAt(const std::vector<std::size_t>& steps, const Asked& asked);
    const StateAtStep& stateAt(std::size_t step, const Asked& asked);
    // The value of one figure; *cut is set when it was longer than kFigureCharacters.
    std::string figure(std::string_view name, std::string_view argument, const std::string& settings,
                       std::size_t step, const Asked& asked, bool* cut);
    int messageIndex(std::string_view id) const;

    Scenario scenario_;
    std::string sourceName_;
    char decimalMark_ = '.';
    std::unordered_map<std::string_view, int> messageIndex_; // by id (into scenario_)
    std::map<std::string, Variant> variants_;
    std::optional<std::map<std::string, MetricsAsked>> lessonMetrics_; // by settings, read at first use
    // The states at the lesson's bookmark steps, taken at the first state figure, for what the
    // lesson asks (lessonAsked_); another step's or another question's in extra_.
    bool bookmarkStatesTaken_ = false;
    Asked lessonAsked_;
    std::map<std::size_t, StateAtStep> states_;
    std::optional<std::pair<Asked, StateAtStep>> extra_;
};

} // namespace qmgrlab
