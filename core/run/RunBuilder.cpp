// SPDX-License-Identifier: GPL-3.0-or-later
// RunBuilder: validate, resolve, run and record, in one place; a lesson's bookmarks are checked
// against the length of the recorded run.
#include "core/run/RunBuilder.h"

#include "core/common/TranslatableText.h"
#include "core/run/RunStopped.h"
#include "core/scenario/ScenarioError.h"
#include "core/scenario/ScenarioRules.h"

#include <algorithm>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace qmgrlab {

namespace {

// Throws the ScenarioError of the first bookmark past knownSteps, the steps of a run that is
// complete or recorded at least to the lesson's last step.
void checkLessonWithin(const std::vector<Bookmark>& lesson, std::size_t knownSteps,
                       const std::string& sourceName) {
    for (std::size_t i = 0; i < lesson.size(); ++i) {
        if (static_cast<std::uint64_t>(lesson[i].step) > knownSteps) {
            throw ScenarioError(
                sourceName,
                RuleText::verbatim(scenario_rules::joinKey(scenario_rules::joinIndex("lesson", i), "step")),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "step %1 is past the end of the run (%2 steps)"),
                         lesson[i].step, knownSteps));
        }
    }
}

void checkLessonWithin(const Run& run, const std::string& sourceName) {
    checkLessonWithin(run.config().scenario().lesson, run.knownSteps(), sourceName);
}

} // namespace

RuleText runCutRule(RunCut reason, std::size_t steps, std::uint64_t events, std::uint64_t recipientsRead,
                    std::int64_t lastMs, std::size_t byteLimit) {
    const std::int64_t seconds = lastMs / 1000;
    switch (reason) {
    case RunCut::None:
        break;
    case RunCut::Steps:
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the run has not ended after %1 steps (%2 s of simulated "
                                          "time), the most qmgrlab takes; set stop_ms to end it earlier"),
                        steps, seconds);
    case RunCut::Events:
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the run has not ended after %1 steps and %2 trace events (%3 s "
                                          "of simulated time), the most events qmgrlab takes; set stop_ms "
                                          "to end it earlier"),
                        steps, events, seconds);
    case RunCut::Memory:
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the run has not ended after %1 steps (%2 s of simulated time), "
                                          "and keeping more of it would take over %3 MB, the most qmgrlab "
                                          "keeps; set stop_ms to end it earlier"),
                        steps, seconds, byteLimit >> 20);
    case RunCut::Reads:
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                          "the run has not ended after %1 steps (%2 s of simulated time) and "
                                          "has read %3 recipients from queue files, the most qmgrlab reads "
                                          "(a message read again at every retry does this); set stop_ms to "
                                          "end it earlier"),
                        steps, seconds, recipientsRead);
    case RunCut::Clock:
        return RuleText(
            QT_TRANSLATE_NOOP("qmgrlab::Rules",
                              "the run cannot go on after %1 steps (%2 s of simulated time): "
                              "its next event would fall after the end of the simulated clock "
                              "(%3 ms, about 292 million years); shorter delays keep a run within it"),
            steps, seconds, kEndOfClockMs);
    }
    return RuleText();
}

RuleText runCutRule(const Run& run) {
    const std::size_t steps = run.knownSteps();
    return runCutRule(run.cutReason(), steps, run.recording().eventCount(), run.recipientsRead(),
                      steps == 0 ? 0 : run.recording().steps().back().timeMs, run.byteLimit());
}

namespace {

// The refusal of a run that stopped before its end (Run::cut()).
ScenarioError runCutError(const Run& run, const std::string& sourceName) {
    return ScenarioError(sourceName, RuleText(), runCutRule(run));
}

} // namespace

std::shared_ptr<const Configuration> resolveScenario(Scenario scenario, const std::string& sourceName) {
    // fromScenario validates before it resolves.
    return std::make_shared<const Configuration>(
        Configuration::fromScenario(std::move(scenario), sourceName));
}

std::unique_ptr<Run> buildRun(Scenario scenario, const std::string& sourceName, Run::Options options,
                              const std::atomic<bool>* stop, std::size_t position) {
    auto config = resolveScenario(std::move(scenario), sourceName);
    const std::vector<Bookmark>& lesson = config->scenario().lesson;
    if (options.trace != nullptr && !lesson.empty()) {
        // A streamed trace cannot be taken back: a run that keeps nothing is recorded up to the
        // last bookmark first, so that a bookmark past the end is refused before any output.
        Run probe(config, Run::streamed());
        probe.recordUntil(static_cast<std::size_t>(lesson.back().step));
        checkLessonWithin(probe, sourceName);
    }
    auto run = std::make_unique<Run>(std::move(config), options);
    const auto recordUntil = [&run, stop](std::size_t steps) {
        while (!run->complete() && run->knownSteps() < steps) {
            if (stop != nullptr && stop->load(std::memory_order_relaxed))
                throw RunStopped();
            run->recordUntil(std::min(steps, run->knownSteps() + kStopCheckSteps));
        }
    };
    // The cursor is left at the position as the recording passes it: a seek to the recording's
    // edge takes the state there (Run::seek), where a seek after the end would replay up to a
    // checkpoint interval of steps.
    recordUntil(position);
    run->seek(position);
    recordUntil(std::numeric_limits<std::size_t>::max());
    if (run->cut() && !options.keepCut)
        throw runCutError(*run, sourceName);
    checkLessonWithin(*run, sourceName);
    return run;
}

void checkLessonFits(const Scenario& scenario, const std::string& sourceName) {
    if (scenario.lesson.empty())
        return;
    const std::size_t last = static_cast<std::size_t>(scenario.lesson.back().step);
    checkLessonWithin(scenario.lesson, stepsUpTo(scenario, last), sourceName);
}

std::size_t stepsUpTo(Scenario scenario, std::size_t limit) {
    scenario.lesson.clear();
    Run probe(resolveScenario(std::move(scenario), {}), Run::streamed());
    probe.recordUntil(limit);
    return probe.knownSteps();
}

std::unique_ptr<Run> buildRunFromFile(const std::string& path, Run::Options options) {
    return buildRun(loadScenarioFile(path), path, options);
}

} // namespace qmgrlab
