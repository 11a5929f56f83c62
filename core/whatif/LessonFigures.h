// SPDX-License-Identifier: GPL-3.0-or-later
// LessonFigures: the live figures of a lesson's notes. A note may name a figure in braces,
// "{finish:1}", and the figure is filled in from the run of the scenario, at the bookmark's
// step where the figure is a state (a job's counters, the slot string so far), or from the
// whole run (a message's start, finish and delay, a metric). Appending "@NAME=VALUE,..." takes a
// run-wide figure from the scenario run with those main.cf settings instead, for "without
// preemption" comparisons: "{finish:1@default_delivery_slot_cost=1}". A note whose figures are
// live stays true when the teacher changes a parameter. The vocabulary is documented in
// docs/SCENARIO.md ("Live figures in notes"). Runs are made on first use and kept.
#pragma once

#include "core/run/Run.h"
#include "core/run/RunMetrics.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"

#include <cstddef>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class LessonFigures {
public:
    // The scenario must be valid (as RunBuilder accepts it); sourceName names it in errors.
    LessonFigures(Scenario scenario, std::string sourceName);
    ~LessonFigures();
    LessonFigures(const LessonFigures&) = delete;
    LessonFigures& operator=(const LessonFigures&) = delete;

    // The note with every figure filled in as it stands after `step` steps. A figure that
    // cannot be filled (an unknown name, message, field, metric or setting; a job that is not
    // on a job list at the step) is left as written between "[?" and "]", and a sentence
    // saying why is appended to *errors when given.
    std::string fill(std::string_view note, std::size_t step, std::vector<std::string>* errors = nullptr);

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
    struct Variant {
        std::unique_ptr<Run> run;
        std::unique_ptr<RunMetrics> metrics;
    };
    Variant& variant(const std::string& settings); // "" = the scenario itself
    std::string figure(std::string_view name, std::string_view argument, const std::string& settings,
                       std::size_t step);
    int messageIndex(std::string_view id) const;

    Scenario scenario_;
    std::string sourceName_;
    std::map<std::string, Variant> variants_;
};

} // namespace qmgrlab
