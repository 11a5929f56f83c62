// SPDX-License-Identifier: GPL-3.0-or-later
// RecordedScenario: the file read, validated, resolved and recorded by RunBuilder, then indexed.
#include "core/run/RecordedScenario.h"

#include "core/run/RunBuilder.h"

#include <utility>

namespace qmgrlab {

RecordedScenario recordScenario(Scenario scenario, const std::string& sourceName, std::size_t position,
                                const std::atomic<bool>* stop) {
    RecordedScenario recorded = recordRun(scenario, sourceName, position, stop);
    recorded.scenario = std::move(scenario);
    return recorded;
}

RecordedScenario recordRun(Scenario scenario, const std::string& sourceName, std::size_t position,
                           const std::atomic<bool>* stop) {
    RecordedScenario recorded;
    recorded.run = buildRun(std::move(scenario), sourceName, Run::viewed(), stop, position);
    recorded.decisions = DecisionIndex(recorded.run->recording());
    recorded.questions = PredictQuestions(recorded.run->recording());
    return recorded;
}

RecordedScenario recordScenarioFile(const std::string& path, std::size_t position,
                                    const std::atomic<bool>* stop) {
    return recordScenario(loadScenarioFile(path), path, position, stop);
}

} // namespace qmgrlab
