// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDelta: every part of a Scenario is named once, in kParts, with the member that holds it;
// each operation visits the list.
#include "core/scenario/ScenarioDelta.h"

#include <cstddef>
#include <tuple>
#include <utility>

namespace qmgrlab {

namespace {

// Every member of Scenario, in the order of ScenarioDelta::Part, with its key in the file.
const auto kParts = std::make_tuple(
    std::pair{"title", &Scenario::title}, std::pair{"description", &Scenario::description},
    std::pair{"main.cf", &Scenario::mainCf}, std::pair{"master.cf", &Scenario::masterCf},
    std::pair{"destinations", &Scenario::destinations}, std::pair{"messages", &Scenario::messages},
    std::pair{"stop_ms", &Scenario::stopMs}, std::pair{"deferred_queue", &Scenario::deferredQueue},
    std::pair{"lesson", &Scenario::lesson}, std::pair{"seed", &Scenario::seed},
    std::pair{"historical", &Scenario::historicalSqrtFeedback},
    std::pair{"lecture_views", &Scenario::lectureViews}, std::pair{"translations", &Scenario::translations});
static_assert(std::tuple_size_v<decltype(kParts)> ==
              static_cast<std::size_t>(ScenarioDelta::Part::Translations) + 1);

// Calls visit(index, key, member) for each part in turn.
template <class Visit> void forEachPart(Visit&& visit) {
    [&]<std::size_t... I>(std::index_sequence<I...>) {
        (visit(I, std::get<I>(kParts).first, std::get<I>(kParts).second), ...);
    }
    (std::make_index_sequence<std::tuple_size_v<decltype(kParts)>>());
}

std::uint32_t bit(std::size_t index) {
    return std::uint32_t{1} << index;
}

} // namespace

ScenarioDelta ScenarioDelta::between(const Scenario& from, Scenario to) {
    ScenarioDelta delta;
    forEachPart([&](std::size_t index, const char*, auto member) {
        if (!(from.*member == to.*member)) {
            delta.parts_.*member = std::move(to.*member);
            delta.held_ |= bit(index);
        }
    });
    return delta;
}

ScenarioDelta ScenarioDelta::mainCf(std::vector<ParameterSetting> settings) {
    ScenarioDelta delta;
    delta.parts_.mainCf = std::move(settings);
    delta.held_ = bit(static_cast<std::size_t>(Part::MainCf));
    return delta;
}

bool ScenarioDelta::holds(Part part) const {
    return (held_ & bit(static_cast<std::size_t>(part))) != 0;
}

void ScenarioDelta::hold(Part part, const Scenario& scenario) {
    forEachPart([&](std::size_t index, const char*, auto member) {
        if (index == static_cast<std::size_t>(part) && !holds(part)) {
            parts_.*member = scenario.*member;
            held_ |= bit(index);
        }
    });
}

void ScenarioDelta::swapWith(Scenario& scenario) {
    forEachPart([&](std::size_t index, const char*, auto member) {
        if ((held_ & bit(index)) != 0)
            std::swap(parts_.*member, scenario.*member);
    });
}

bool ScenarioDelta::matches(const Scenario& scenario) const {
    bool same = true;
    forEachPart([&](std::size_t index, const char*, auto member) {
        if ((held_ & bit(index)) != 0 && !(parts_.*member == scenario.*member))
            same = false;
    });
    return same;
}

std::vector<std::string_view> ScenarioDelta::partNames() const {
    std::vector<std::string_view> names;
    forEachPart([&](std::size_t index, const char* key, auto) {
        if ((held_ & bit(index)) != 0)
            names.emplace_back(key);
    });
    return names;
}

} // namespace qmgrlab
