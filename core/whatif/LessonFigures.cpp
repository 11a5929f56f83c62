// SPDX-License-Identifier: GPL-3.0-or-later
// LessonFigures: a note's "{name:argument@settings}" figures parsed and filled from the runs
// of the scenario and of its variants (docs/SCENARIO.md, "Live figures in notes").
#include "core/whatif/LessonFigures.h"

#include "core/common/Text.h"
#include "core/run/DeliverySlots.h"
#include "core/run/Inspector.h"
#include "core/run/RecordedMetrics.h"
#include "core/run/RunBuilder.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdio>
#include <optional>
#include <stdexcept>

namespace qmgrlab {

namespace {

constexpr std::array<std::string_view, 14> kNames = {"time",       "slots",    "job",    "decision", "window",
                                                     "recipients", "arrival",  "start",  "finish",   "delay",
                                                     "sent",       "deferred", "metric", "param"};

// The figures that are a state at the bookmark and have no meaning in another run.
bool stateFigure(std::string_view name) {
    return name == "time" || name == "job" || name == "decision" || name == "window";
}

bool knownName(std::string_view name) {
    for (const std::string_view known : kNames) {
        if (known == name)
            return true;
    }
    return false;
}

// The figure's name at text[pos] (just after a '{'): letters and '_' up to ':', '@' or '}'.
std::string_view nameAt(std::string_view text, std::size_t pos) {
    std::size_t end = pos;
    while (end < text.size() && ((text[end] >= 'a' && text[end] <= 'z') || text[end] == '_'))
        ++end;
    if (end >= text.size() || (text[end] != ':' && text[end] != '@' && text[end] != '}'))
        return {};
    return text.substr(pos, end - pos);
}

[[noreturn]] void refuse(const std::string& why) {
    throw std::invalid_argument(why);
}

} // namespace

LessonFigures::LessonFigures(Scenario scenario, std::string sourceName)
    : scenario_(std::move(scenario)), sourceName_(std::move(sourceName)) {}

LessonFigures::~LessonFigures() = default;

bool LessonFigures::hasFigures(std::string_view note) {
    for (std::size_t i = note.find('{'); i != std::string_view::npos; i = note.find('{', i + 1)) {
        if (knownName(nameAt(note, i + 1)))
            return true;
    }
    return false;
}

std::vector<std::string> LessonFigures::comparedSettings(const Scenario& scenario) {
    std::vector<std::string> found;
    for (const Bookmark& bookmark : scenario.lesson) {
        const std::string_view note = bookmark.note;
        for (std::size_t open = note.find('{'); open != std::string_view::npos;
             open = note.find('{', open + 1)) {
            const std::size_t close = note.find('}', open);
            const std::string_view name = nameAt(note, open + 1);
            if (close == std::string_view::npos || !knownName(name))
                continue;
            const std::string_view inside = note.substr(open + 1, close - open - 1);
            const std::size_t at = inside.find('@');
            if (at == std::string_view::npos)
                continue;
            std::string settings(inside.substr(at + 1));
            if (std::find(found.begin(), found.end(), settings) == found.end())
                found.push_back(std::move(settings));
        }
    }
    return found;
}

std::string LessonFigures::number(double value) {
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%.3f", value);
    std::string text(buffer);
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text == "-0" ? "0" : text;
}

std::string LessonFigures::seconds(std::int64_t ms) {
    return number(static_cast<double>(ms) / 1000.0);
}

int LessonFigures::messageIndex(std::string_view id) const {
    for (std::size_t i = 0; i < scenario_.messages.size(); ++i) {
        if (scenario_.messages[i].id == id)
            return static_cast<int>(i);
    }
    refuse("no message has the id \"" + cutForMessage(id) + "\"");
}

LessonFigures::Variant& LessonFigures::variant(const std::string& settings) {
    auto found = variants_.find(settings);
    if (found != variants_.end())
        return found->second;
    Scenario scenario = scenario_;
    scenario.lesson.clear(); // the bookmarks' steps are the scenario's own run's, not a variant's
    std::string source = sourceName_;
    if (!settings.empty()) {
        ParameterOverrides overrides;
        overrides.add(settings); // throws ParameterSpecError, an invalid_argument
        overrides.applyTo(scenario);
        source += " with " + overrides.text();
    }
    Variant v;
    v.run = buildRun(std::move(scenario), source);
    v.metrics = std::make_unique<RunMetrics>(computeRunMetrics(*v.run));
    return variants_.emplace(settings, std::move(v)).first->second;
}

std::string LessonFigures::figure(std::string_view name, std::string_view argument,
                                  const std::string& settings, std::size_t step) {
    if (!settings.empty() && stateFigure(name))
        refuse("{" + std::string(name) + "} is a state at the bookmark and takes no @settings");
    Run& run = *variant(settings).run;
    const Recording& recording = run.recording();
    const std::size_t length = recording.steps().size();
    // A state figure at the bookmark; a run-wide figure of a variant over its whole run.
    const std::size_t at = settings.empty() ? std::min(step, length) : length;

    if (name == "time") {
        return seconds(at == 0 ? 0 : recording.steps()[at - 1].timeMs);
    }
    if (name == "recipients")
        return std::to_string(
            scenario_.messages[static_cast<std::size_t>(messageIndex(argument))].recipientCount());
    if (name == "arrival")
        return seconds(scenario_.messages[static_cast<std::size_t>(messageIndex(argument))].arrivalMs);
    // With the deferred queue a message may leave the active queue several times: finish, delay,
    // sent and deferred are of its last visit, when it left the queue for good.
    const auto lastFinish = [&](int message) -> const TraceEvent* {
        const TraceEvent* last = nullptr;
        for (const TraceEvent& e : recording.events())
            if (e.type == EventType::Finish && e.message == message)
                last = &e;
        return last;
    };
    if (name == "sent" || name == "deferred") {
        if (const TraceEvent* e = lastFinish(messageIndex(argument)))
            return std::to_string(name == "sent" ? e->sentCount : e->deferredCount);
        refuse("message " + nameForMessage(argument) + " never finishes in the run");
    }
    if (name == "window") {
        // The concurrency window of a destination queue at the bookmark (the first transport's
        // queue of that name).
        run.seek(at);
        const Inspector inspector(run);
        for (const TransportId t : inspector.transportOrder()) {
            for (const QueueId q : inspector.transport(t).queues) {
                const QueueInfo queue = inspector.queue(q);
                if (inspector.queueName(queue.name) == argument)
                    return std::to_string(queue.window);
            }
        }
        refuse("no queue \"" + cutForMessage(argument) + "\" exists at step " + std::to_string(at));
    }
    if (name == "start" || name == "finish" || name == "delay") {
        const int message = messageIndex(argument);
        for (const TraceEvent& e : recording.events()) {
            if (name == "start" && e.type == EventType::Select && e.message == message)
                return seconds(e.t);
        }
        if (const TraceEvent* e = name != "start" ? lastFinish(message) : nullptr)
            return seconds(name == "finish" ? e->t : e->t - scenario_.messages[message].arrivalMs);
        refuse("message " + nameForMessage(argument) +
               (name == "start" ? " has no delivery" : " never finishes") + " in the run");
    }
    if (name == "metric") {
        // "NAME%": a ratio as a percentage.
        const bool percent = !argument.empty() && argument.back() == '%';
        const std::string_view metricName = percent ? argument.substr(0, argument.size() - 1) : argument;
        for (const MetricValue& metric : scalarMetrics(*variant(settings).metrics)) {
            if (metric.name == metricName)
                return number(percent ? metric.value * 100.0 : metric.value);
        }
        refuse("no metric is called \"" + cutForMessage(argument) + "\" in this run (docs/metrics.md)");
    }
    if (name == "slots") {
        const Configuration& config = run.config();
        TransportId transport = kNone;
        for (std::size_t t = 0; t < config.transports().size(); ++t) {
            if (argument.empty()
                    ? transport == kNone &&
                          !deliverySlotString(config, recording, static_cast<TransportId>(t)).empty()
                    : config.transports()[t].name == argument)
                transport = static_cast<TransportId>(t);
        }
        if (transport == kNone)
            refuse(argument.empty() ? std::string("the run makes no delivery")
                                    : "no transport is called \"" + cutForMessage(argument) + "\"");
        // The deliveries dispatched by the steps up to the bookmark.
        std::size_t dispatched = 0;
        const std::size_t events =
            at == 0 ? 0 : recording.steps()[at - 1].firstEvent + recording.steps()[at - 1].eventCount;
        for (std::size_t e = 0; e < events; ++e) {
            if (recording.events()[e].type == EventType::Select)
                ++dispatched;
        }
        bool shortIds = true;
        for (const MessageSpec& m : scenario_.messages)
            shortIds = shortIds && m.id.size() == 1;
        std::string plain;
        std::vector<SlotIdRun> pieces;
        for (std::size_t i = 0; i < dispatched && i < recording.deliveries().size(); ++i) {
            const Delivery& d = recording.deliveries()[i];
            if (d.transport != transport)
                continue;
            const std::string& id = config.message(d.message).id;
            plain += id;
            if (!pieces.empty() && pieces.back().id == id)
                ++pieces.back().count;
            else
                pieces.push_back({id, 1});
        }
        return shortIds ? plain : readableSlotString(pieces);
    }
    if (name == "param") {
        // The value main.cf gives the parameter, as written or Postfix's default: "default_x"
        // for the default form, "T_x" for a transport's.
        const std::optional<ParameterName> parameter = resolveParameterName(argument);
        if (!parameter || parameter->info == nullptr)
            refuse("no main.cf parameter is called \"" + cutForMessage(argument) + "\"");
        Scenario scenario = scenario_;
        if (!settings.empty()) {
            ParameterOverrides overrides;
            overrides.add(settings);
            overrides.applyTo(scenario);
        }
        return std::string(effectiveParameterValue(scenario, *parameter->info, parameter->transport));
    }
    if (name == "decision") {
        // The last entry selection at or before the bookmark, in SelectionDecision's numbers.
        const SelectionDecision* d = nullptr;
        for (std::size_t i = at; i > 0 && d == nullptr; --i) {
            const StepRecord& record = recording.steps()[i - 1];
            if (record.decision >= 0)
                d = &recording.decisions()[static_cast<std::size_t>(record.decision)];
        }
        if (d == nullptr)
            refuse("no entry selection happens before step " + std::to_string(at));
        if (argument == "expected")
            return std::to_string(d->expected);
        if (argument == "earned")
            return std::to_string(d->earned);
        if (argument == "required")
            return number(d->required);
        if (argument == "slots_available")
            return std::to_string(d->slotsAvailable);
        if (argument == "charged")
            return std::to_string(d->charged);
        if (argument == "level")
            return std::to_string(d->newLevel);
        if (argument == "extra_recipient_slots")
            return std::to_string(d->extraRecipientSlots);
        if (argument == "max_slots")
            return std::to_string(d->maxSlots);
        if (argument == "score")
            return number(d->candidateScore);
        refuse("a selection has no figure \"" + cutForMessage(argument) +
               "\" (expected, earned, required, slots_available, charged, level, extra_recipient_slots, "
               "max_slots, score)");
    }
    if (name == "job") {
        // "ID.FIELD": the message id may itself hold dots, the field is after the last one.
        const std::size_t dot = argument.rfind('.');
        if (dot == std::string_view::npos)
            refuse("{job:...} needs MESSAGE.FIELD, e.g. {job:1.slots_available}");
        const int message = messageIndex(argument.substr(0, dot));
        const std::string_view field = argument.substr(dot + 1);
        run.seek(at);
        const Inspector inspector(run);
        for (const TransportId t : inspector.transportOrder()) {
            for (const JobId j : inspector.transport(t).schedList) {
                const JobInfo job = inspector.job(j);
                if (job.message != message)
                    continue;
                const int cost = run.config().transports()[t].slotCost;
                const int owed = job.slotsAvailable < 0 ? -job.slotsAvailable : 0;
                if (field == "selected")
                    return std::to_string(job.selectedEntries);
                if (field == "read")
                    return std::to_string(job.readEntries);
                if (field == "slots_available")
                    return std::to_string(job.slotsAvailable);
                if (field == "slots")
                    return std::to_string(job.slotsAvailable > 0 ? job.slotsAvailable / cost : 0);
                if (field == "owed")
                    return std::to_string(owed);
                if (field == "owed_slots")
                    return number(static_cast<double>(owed) / cost);
                if (field == "slots_used")
                    return std::to_string(job.slotsUsed);
                if (field == "stack_level")
                    return std::to_string(job.stackLevel);
                if (field == "rcpt_count")
                    return std::to_string(job.rcptCount);
                if (field == "rcpt_limit")
                    return std::to_string(job.rcptLimit);
                refuse(
                    "a job has no field \"" + cutForMessage(field) +
                    "\" (selected, read, slots_available, slots, owed, owed_slots, slots_used, stack_level, "
                    "rcpt_count, rcpt_limit)");
            }
        }
        refuse("message " + nameForMessage(argument.substr(0, dot)) + " has no job on a job list at step " +
               std::to_string(at));
    }
    refuse("unknown figure {" + std::string(name) + "}");
}

std::string LessonFigures::fill(std::string_view note, std::size_t step, std::vector<std::string>* errors) {
    std::string out;
    std::size_t pos = 0;
    while (pos < note.size()) {
        const std::size_t open = note.find('{', pos);
        const std::size_t close = open == std::string_view::npos ? open : note.find('}', open);
        const std::string_view name =
            open == std::string_view::npos ? std::string_view{} : nameAt(note, open + 1);
        if (open == std::string_view::npos || close == std::string_view::npos || !knownName(name)) {
            // Not a figure: the text up to and including this brace stays as written.
            const std::size_t end = open == std::string_view::npos ? note.size() : open + 1;
            out.append(note.substr(pos, end - pos));
            pos = end;
            continue;
        }
        out.append(note.substr(pos, open - pos));
        const std::string_view inside = note.substr(open + 1, close - open - 1);
        std::string_view rest = inside.substr(name.size());
        std::string settings;
        if (const std::size_t at = rest.find('@'); at != std::string_view::npos) {
            settings = std::string(rest.substr(at + 1));
            rest = rest.substr(0, at);
        }
        const std::string_view argument = rest.empty() ? rest : rest.substr(1); // after ':'
        try {
            out += figure(name, argument, settings, step);
        } catch (const std::exception& error) { // a refused figure, a bad setting, a variant the
                                                // format rejects (ScenarioError)
            out += "[?" + std::string(inside) + "]";
            if (errors != nullptr)
                errors->push_back(quoteForMessage("{" + std::string(inside) + "}") + ": " +
                                  oneLineForMessage(error.what()));
        }
        pos = close + 1;
    }
    return out;
}

} // namespace qmgrlab
