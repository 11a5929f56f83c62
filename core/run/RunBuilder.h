// SPDX-License-Identifier: GPL-3.0-or-later
// RunBuilder: the one door from a scenario to a ready Run. Every program and view goes
// through it: validate the scenario (SPEC section 1), resolve it into a Configuration, start
// a Run and record it to its end. The errors it raises are those of these steps:
//   ScenarioError   the file cannot be read, or breaks a rule of the format (validation), or
//                   names something resolution cannot find, or has a lesson bookmark past the
//                   end of the run ("lesson[2].step: step 900 is past the end of the run (412
//                   steps)"), or its run stops before its end at one of the run's limits or
//                   out of clock (runCutRule; unless Options::keepCut); the message names the
//                   source, the JSON path and the rule;
//   std::bad_alloc  the run does not fit in memory;
//   RunStopped      the caller's stop flag was set before the run ended.
#pragma once

#include "core/common/RuleText.h"
#include "core/run/Run.h"
#include "core/scenario/Configuration.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"

#include <atomic>
#include <cstddef>
#include <memory>
#include <string>

namespace qmgrlab {

// A valid scenario resolved, to be shared by any number of runs. sourceName is the file name
// (or a description such as "variant of x.json") used in error messages.
std::shared_ptr<const Configuration> resolveScenario(Scenario scenario, const std::string& sourceName);

// A Run of the scenario with the given options, recorded to its end, positioned at step position
// (clamped to the run's length): the recording takes the state there as it passes, with no
// replay afterwards. With options.record false and options.trace set, this streams the trace
// without keeping it. With stop, the flag is read every kStopCheckSteps steps while the run
// records: once it is set, the recording ends there and RunStopped is thrown (another thread may
// set it at any time).
std::unique_ptr<Run> buildRun(Scenario scenario, const std::string& sourceName, Run::Options options = {},
                              const std::atomic<bool>* stop = nullptr, std::size_t position = 0);
inline constexpr std::size_t kStopCheckSteps = 4096;

// The number of steps of the scenario's run, counted no further than limit (a run that keeps
// nothing and stops there): whether a lesson's bookmarks up to step limit fall within the run,
// without running past them. The lesson itself is not checked.
std::size_t stepsUpTo(Scenario scenario, std::size_t limit);

// Why a cut run (Run::cut) stopped before its end, as buildRun refuses it ("the run has not ended
// after 4000000 steps (...), the most qmgrlab takes; set stop_ms to end it earlier"); empty for a
// run that is not cut.
RuleText runCutRule(const Run& run);
// The same for a run its caller steps itself (the simulated mail log): stopped for reason after
// steps steps, events trace events and recipientsRead recipients read from queue files, the last
// step at lastMs; byteLimit is the limit of a recording's memory (RunCut::Memory).
RuleText runCutRule(RunCut reason, std::size_t steps, std::uint64_t events, std::uint64_t recipientsRead,
                    std::int64_t lastMs, std::size_t byteLimit);

// The same for a scenario file (loadScenarioFile; path is the source name).
std::unique_ptr<Run> buildRunFromFile(const std::string& path, Run::Options options = {});

// Throws buildRun's ScenarioError for a lesson bookmark past the end of the scenario's run, running
// no further than the last bookmark (for a caller that runs the scenario its own way).
void checkLessonFits(const Scenario& scenario, const std::string& sourceName);

} // namespace qmgrlab
