// SPDX-License-Identifier: GPL-3.0-or-later
// RecordedScenario: a scenario file read and its run recorded for a window, with the indexes its
// views ask (DecisionIndex, PredictQuestions): what a window opens, made off its thread (the
// GUI's BackgroundRecording).
#pragma once

#include "core/run/DecisionIndex.h"
#include "core/run/PredictQuestions.h"
#include "core/run/Run.h"
#include "core/scenario/Scenario.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

namespace qmgrlab {

struct RecordedScenario {
    Scenario scenario;
    std::unique_ptr<Run> run; // recorded to its end with Run::viewed(), at the step asked for
    DecisionIndex decisions;
    PredictQuestions questions;
};

// Records the scenario's run, left at step position (clamped to the run's length); sourceName
// names it in error messages. Throws what buildRun throws: ScenarioError, std::bad_alloc, and
// RunStopped once *stop is set.
RecordedScenario recordScenario(Scenario scenario, const std::string& sourceName, std::size_t position = 0,
                                const std::atomic<bool>* stop = nullptr);
// The same without a copy of the scenario in the result (its scenario is empty): the scenario
// goes into the run, for a caller that holds it already (an edit's rerun).
RecordedScenario recordRun(Scenario scenario, const std::string& sourceName, std::size_t position,
                           const std::atomic<bool>* stop);
// The same for the scenario file at path (loadScenarioFile, whose ScenarioError it throws too).
RecordedScenario recordScenarioFile(const std::string& path, std::size_t position = 0,
                                    const std::atomic<bool>* stop = nullptr);

} // namespace qmgrlab
