// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioDelta: the parts of a scenario that an edit changes (its main.cf settings, its
// messages, its title, ...), each part whole, and nothing of the rest: what an undoable edit keeps
// instead of the whole scenario before and after it (a million messages are not copied for a
// parameter). It is applied by exchange: swapWith puts the parts it holds into a scenario and
// keeps the parts they replace, so that swapping the same delta again takes the edit back.
#pragma once

#include "core/scenario/Scenario.h"

#include <cstdint>
#include <string_view>
#include <vector>

namespace qmgrlab {

class ScenarioDelta {
public:
    // Every part of a Scenario, in the order of the scenario file.
    enum class Part {
        Title,
        Description,
        MainCf,
        MasterCf,
        Destinations,
        Messages,
        StopMs,
        DeferredQueue,
        Lesson,
        Seed,
        Historical,
        LectureViews,
        Translations,
    };

    ScenarioDelta() = default; // holds nothing

    // The parts of to that differ from from, taken from to.
    static ScenarioDelta between(const Scenario& from, Scenario to);
    // Only the main.cf settings: a parameter edit.
    static ScenarioDelta mainCf(std::vector<ParameterSetting> settings);

    bool empty() const { return held_ == 0; }
    bool holds(Part part) const;
    // Holds part too, with scenario's value of it; nothing when it holds the part already.
    void hold(Part part, const Scenario& scenario);
    // Exchanges every part it holds with scenario's.
    void swapWith(Scenario& scenario);
    // Whether scenario's parts equal the ones held (an edit that came back to where it began).
    bool matches(const Scenario& scenario) const;
    // The parts held, by their keys in the scenario file ("main.cf", "messages", ...).
    std::vector<std::string_view> partNames() const;

private:
    Scenario parts_;         // the parts held; the others stay empty
    std::uint32_t held_ = 0; // bit i: Part i is held
};

} // namespace qmgrlab
