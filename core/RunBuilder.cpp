// RunBuilder: validate, resolve, run and record, in one place.
#include "core/RunBuilder.h"

#include <utility>

namespace qmgrlab {

std::shared_ptr<const Configuration> resolveScenario(Scenario scenario, const std::string& sourceName) {
    // fromScenario validates before it resolves.
    return std::make_shared<const Configuration>(
        Configuration::fromScenario(std::move(scenario), sourceName));
}

std::unique_ptr<Run> buildRun(Scenario scenario, const std::string& sourceName, Run::Options options) {
    auto run = std::make_unique<Run>(resolveScenario(std::move(scenario), sourceName), options);
    run->recordAll();
    return run;
}

std::unique_ptr<Run> buildRunFromFile(const std::string& path, Run::Options options) {
    return buildRun(loadScenarioFile(path), path, options);
}

} // namespace qmgrlab
