// SPDX-License-Identifier: GPL-3.0-or-later
// LessonFigures: a note's "{name:argument@settings}" figures parsed and filled from the runs
// of the scenario and of its variants (docs/SCENARIO.md, "Live figures in notes").
#include "core/whatif/LessonFigures.h"

#include "core/common/Text.h"
#include "core/run/Inspector.h"
#include "core/run/Run.h"
#include "core/run/RunBuilder.h"
#include "core/run/Simulation.h"
#include "core/scenario/MainCf.h"
#include "core/scenario/Parameters.h"
#include "core/whatif/MetricRegistry.h"
#include "core/whatif/ParameterOverrides.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <optional>
#include <stdexcept>

namespace qmgrlab {

namespace {

constexpr std::array<std::string_view, 15> kNames = {
    "time",   "slots", "job",  "decision", "window", "recipients", "arrival",      "start",
    "finish", "delay", "sent", "deferred", "metric", "param",      "in_core_bound"};

// The figures that are a state at the bookmark and have no meaning in another run.
bool stateFigure(std::string_view name) {
    return name == "time" || name == "job" || name == "decision" || name == "window";
}

// Every point between two digits of a filled figure ("4800.1") written as `mark`; a point in a
// name ("lb-n1.example") is not between digits.
void markDecimals(std::string& value, char mark) {
    const auto digit = [](char c) { return c >= '0' && c <= '9'; };
    for (std::size_t i = 1; i + 1 < value.size(); ++i) {
        if (value[i] == '.' && digit(value[i - 1]) && digit(value[i + 1]))
            value[i] = mark;
    }
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

// A figure found in a text: "{name:argument@settings}" at [open, close].
struct FigureAt {
    std::size_t open = 0;
    std::size_t close = 0;
    std::string_view inside; // between the braces
    std::string_view name;
    std::string_view argument;
    std::string_view settings;
};

// The first figure of a known name at or after pos, if any.
std::optional<FigureAt> nextFigure(std::string_view text, std::size_t pos) {
    for (std::size_t open = text.find('{', pos); open != std::string_view::npos;
         open = text.find('{', open + 1)) {
        const std::string_view name = nameAt(text, open + 1);
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos)
            return std::nullopt;
        if (!knownName(name))
            continue;
        FigureAt figure;
        figure.open = open;
        figure.close = close;
        figure.inside = text.substr(open + 1, close - open - 1);
        figure.name = name;
        std::string_view rest = figure.inside.substr(name.size());
        if (const std::size_t at = rest.find('@'); at != std::string_view::npos) {
            figure.settings = rest.substr(at + 1);
            rest = rest.substr(0, at);
        }
        figure.argument = rest.empty() ? rest : rest.substr(1); // after ':'
        return figure;
    }
    return std::nullopt;
}

} // namespace

bool LessonFigures::Asked::covers(const Asked& other) const {
    return std::includes(queues.begin(), queues.end(), other.queues.begin(), other.queues.end()) &&
           std::includes(transports.begin(), transports.end(), other.transports.begin(),
                         other.transports.end());
}

void LessonFigures::Asked::add(const Asked& other) {
    queues.insert(other.queues.begin(), other.queues.end());
    transports.insert(other.transports.begin(), other.transports.end());
}

LessonFigures::LessonFigures(Scenario scenario, std::string sourceName)
    : scenario_(std::move(scenario)), sourceName_(std::move(sourceName)) {
    for (std::size_t i = 0; i < scenario_.messages.size(); ++i)
        messageIndex_.emplace(scenario_.messages[i].id, static_cast<int>(i));
}

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

// std::to_chars, not printf: a program that takes the system's locale (Qt's applications do)
// would otherwise write "3,000" and lose the point the trimming below looks for.
std::string LessonFigures::number(double value) {
    char buffer[400]; // the largest double has 309 digits before the point
    const auto [end, error] =
        std::to_chars(buffer, buffer + sizeof buffer, value, std::chars_format::fixed, 3);
    std::string text = error == std::errc() ? std::string(buffer, end) : std::string("0");
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
    const auto found = messageIndex_.find(id);
    if (found == messageIndex_.end())
        refuse("no message has the id \"" + cutForMessage(id) + "\"");
    return found->second;
}

namespace {

// The destination suffix of a metric name ("smtp:a.example" of "defer_rate.smtp:a.example"), or
// empty for a run's or a transport's metric.
std::string_view destinationOf(std::string_view metric) {
    const std::size_t dot = metric.find('.');
    if (dot == std::string_view::npos || metric.find(':', dot) == std::string_view::npos)
        return {};
    return metric.substr(dot + 1);
}

} // namespace

const LessonFigures::MetricsAsked& LessonFigures::lessonMetrics(const std::string& settings) {
    if (!lessonMetrics_) {
        lessonMetrics_.emplace();
        for (const Bookmark& b : scenario_.lesson) {
            for (const std::string* text : {&b.title, &b.note}) {
                for (auto f = nextFigure(*text, 0); f; f = nextFigure(*text, f->close + 1)) {
                    if (f->name != "metric")
                        continue;
                    MetricsAsked& asked = (*lessonMetrics_)[std::string(f->settings)];
                    asked.any = true;
                    std::string_view metric = f->argument;
                    if (!metric.empty() && metric.back() == '%')
                        metric.remove_suffix(1);
                    if (const std::string_view destination = destinationOf(metric); !destination.empty())
                        asked.destinations.emplace(destination);
                }
            }
        }
    }
    static const MetricsAsked none;
    const auto found = lessonMetrics_->find(settings);
    return found != lessonMetrics_->end() ? found->second : none;
}

// The run-wide figures of settings ("" = the scenario itself), made on first use: the run is
// streamed into them and let go, with its metrics when the lesson or the figure asks for one. A
// run that fails (its settings break a rule, it is cut) is remembered as its error.
const LessonFigures::Variant& LessonFigures::variant(const std::string& settings, std::string_view metric) {
    MetricsAsked asked = lessonMetrics(settings);
    const std::string_view destination = destinationOf(metric);
    asked.any = asked.any || !metric.empty();
    if (!destination.empty())
        asked.destinations.emplace(destination);
    auto found = variants_.find(settings);
    if (found != variants_.end()) {
        const Variant& v = found->second;
        const bool enough =
            v.figures == nullptr || metric.empty() ||
            (v.figures->hasMetrics() &&
             (destination.empty() || v.destinationMetrics.count(std::string(destination)) != 0));
        if (enough)
            return v;
        asked.destinations.insert(v.destinationMetrics.begin(), v.destinationMetrics.end());
        variants_.erase(found); // made again with the metrics asked for now
    } else if (!settings.empty() && variants_.size() - variants_.count("") >= kMaxVariants) {
        refuse("the lesson's figures name more than " + std::to_string(kMaxVariants) +
               " variants, the most qmgrlab runs for a lesson");
    }
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
    v.figures = std::make_unique<RunFigures>(scenario_, kFigureCharacters);
    v.destinationMetrics = asked.destinations;
    Run::Options options = Run::streamed();
    options.metrics = asked.any;
    options.observer = v.figures.get();
    try {
        const std::unique_ptr<Run> run = buildRun(std::move(scenario), source, options);
        v.figures->finish(*run, [&v](std::string_view suffix) {
            return v.destinationMetrics.count(std::string(suffix)) != 0;
        });
    } catch (const std::exception& error) { // a ScenarioError (a rule, a cut run), bad_alloc
        v.figures.reset();
        v.error = error.what();
    }
    return variants_.emplace(settings, std::move(v)).first->second;
}

const RunFigures& LessonFigures::baseFigures() {
    const Variant& base = variant("");
    if (base.figures == nullptr)
        refuse(base.error);
    return *base.figures;
}

LessonFigures::Asked LessonFigures::askedBy(std::string_view text) {
    Asked asked;
    for (auto figure = nextFigure(text, 0); figure; figure = nextFigure(text, figure->close + 1)) {
        if (!figure->settings.empty())
            continue;
        if (figure->name == "window") {
            asked.queues.emplace(figure->argument);
        } else if (figure->name == "slots") {
            if (figure->argument.empty()) {
                asked.transports.insert(kNone);
            } else if (const Variant& base = variant(""); base.figures != nullptr) {
                if (const TransportId t = base.figures->transportIndex(figure->argument); t != kNone)
                    asked.transports.insert(t);
            }
        }
    }
    return asked;
}

// One pass of the scenario's run, nothing recorded, with a look at the state after each of the
// steps asked for (a step past the end is the end).
std::vector<LessonFigures::StateAtStep> LessonFigures::statesAt(const std::vector<std::size_t>& steps,
                                                                const Asked& asked) {
    const TransportId firstDelivering = baseFigures().firstDeliveringTransport();
    Scenario scenario = scenario_;
    scenario.lesson.clear();
    const std::shared_ptr<const Configuration> config = resolveScenario(std::move(scenario), sourceName_);
    const auto names = std::make_shared<NameTable>();
    Simulation simulation(config, names);
    RunFigures counted(scenario_, 0); // the deliveries dispatched so far, by transport
    Recording recording(false, &counted);
    std::vector<StateAtStep> states;
    std::size_t position = 0;
    std::int64_t timeMs = 0;
    std::optional<SelectionDecision> decision;
    for (const std::size_t step : steps) {
        while (position < step && simulation.step(&recording)) {
            ++position;
            const StepRecord& record = recording.steps().back();
            timeMs = record.timeMs;
            if (record.kind == StepKind::Selection)
                decision = recording.lastDecision();
        }
        StateAtStep state;
        state.step = position;
        state.timeMs = timeMs;
        state.decision = decision;
        const Inspector inspector(simulation);
        const std::vector<TransportId> order = inspector.transportOrder();
        for (const TransportId t : order) {
            const int cost = config->transports()[static_cast<std::size_t>(t)].slotCost;
            for (const JobId j : inspector.transport(t).schedList) {
                const JobInfo job = inspector.job(j);
                state.jobs.try_emplace(job.message,
                                       JobFigures{job.selectedEntries, job.readEntries, job.slotsAvailable,
                                                  job.slotsUsed, job.stackLevel, job.rcptCount, job.rcptLimit,
                                                  cost});
            }
        }
        for (const std::string& queueName : asked.queues) {
            const NameId name = names->find(queueName);
            for (std::size_t i = 0; i < order.size() && name != kNone; ++i) {
                if (const QueueId q = inspector.queueNamed(order[i], name); q != kNone) {
                    state.windows.emplace(queueName, inspector.queue(q).window);
                    break;
                }
            }
        }
        for (const TransportId t : asked.transports) {
            const TransportId transport = t == kNone ? firstDelivering : t;
            if (transport != kNone)
                state.dispatched.emplace(t, counted.deliveries(transport));
        }
        states.push_back(std::move(state));
    }
    return states;
}

// The state at a step: the lesson's bookmark steps are taken together, at the first state figure
// asked, for everything the lesson's texts ask; another step, or a text asking more, has a pass
// of its own (the last one kept).
const LessonFigures::StateAtStep& LessonFigures::stateAt(std::size_t step, const Asked& asked) {
    if (!bookmarkStatesTaken_) {
        std::vector<std::size_t> steps;
        for (const Bookmark& b : scenario_.lesson) {
            lessonAsked_.add(askedBy(b.title));
            lessonAsked_.add(askedBy(b.note));
            steps.push_back(static_cast<std::size_t>(std::max<std::int64_t>(0, b.step)));
        }
        std::sort(steps.begin(), steps.end());
        steps.erase(std::unique(steps.begin(), steps.end()), steps.end());
        std::vector<StateAtStep> states = statesAt(steps, lessonAsked_);
        for (std::size_t i = 0; i < steps.size(); ++i)
            states_.emplace(steps[i], std::move(states[i]));
        bookmarkStatesTaken_ = true;
    }
    if (const auto found = states_.find(step); found != states_.end() && lessonAsked_.covers(asked))
        return found->second;
    if (extra_ && extra_->second.step == step && extra_->first.covers(asked))
        return extra_->second;
    Asked all = asked;
    all.add(lessonAsked_);
    StateAtStep state = std::move(statesAt({step}, all).front());
    state.step = step; // the key: the pass says where the run ended in its own copy
    extra_.emplace(std::move(all), std::move(state));
    return extra_->second;
}

std::string LessonFigures::figure(std::string_view name, std::string_view argument,
                                  const std::string& settings, std::size_t step, const Asked& asked,
                                  bool* cut) {
    if (!settings.empty() && stateFigure(name))
        refuse("{" + std::string(name) + "} is a state at the bookmark and takes no @settings");

    if (name == "recipients")
        return std::to_string(
            scenario_.messages[static_cast<std::size_t>(messageIndex(argument))].recipientCount());
    if (name == "arrival")
        return seconds(scenario_.messages[static_cast<std::size_t>(messageIndex(argument))].arrivalMs);
    if (name == "param") {
        // The value main.cf gives the parameter, as written or Postfix's default: "default_x"
        // for the default form, "T_x" for a transport's; a variant's settings over main.cf's.
        const std::optional<ParameterName> parameter = resolveParameterName(argument);
        if (!parameter || parameter->info == nullptr)
            refuse("no main.cf parameter is called \"" + cutForMessage(argument) + "\"");
        ParameterOverrides overrides;
        if (!settings.empty())
            overrides.add(settings);
        const auto find = [&](std::string_view wanted) -> const ParameterSetting* {
            for (const ParameterSetting& setting : overrides.settings())
                if (setting.name == wanted)
                    return &setting;
            return scenario_.findParameter(wanted);
        };
        return std::string(effectiveParameterValue(find, *parameter->info, parameter->transport));
    }

    if (name == "metric") {
        // "NAME%": a ratio as a percentage.
        const bool percent = !argument.empty() && argument.back() == '%';
        const std::string_view metricName = percent ? argument.substr(0, argument.size() - 1) : argument;
        const Variant& measured = variant(settings, metricName.empty() ? std::string_view("?") : metricName);
        if (measured.figures == nullptr)
            refuse(measured.error);
        for (const MetricValue& metric : measured.figures->metrics()) {
            if (metric.name == metricName)
                return number(percent ? metric.value * 100.0 : metric.value);
        }
        refuse("no metric is called \"" + cutForMessage(argument) + "\" in this run (docs/metrics.md)");
    }
    if (!stateFigure(name)) { // of a whole run: the scenario's or a variant's
        const Variant& v = variant(settings);
        if (v.figures == nullptr)
            refuse(v.error);
        const RunFigures& run = *v.figures;
        if (name == "in_core_bound") {
            const TransportId transport = argument.empty() ? kNone : run.transportIndex(argument);
            if (argument.empty() ? run.firstDeliveringTransport() == kNone : transport == kNone)
                refuse(argument.empty() ? std::string("the run makes no delivery")
                                        : "no transport is called \"" + cutForMessage(argument) + "\"");
            return std::to_string(run.inCoreBound(transport));
        }
        if (name == "slots") {
            // The first transport that delivers, or the one named; the scenario's so far at the
            // bookmark, a variant's over its whole run.
            const TransportId named = argument.empty() ? kNone : run.transportIndex(argument);
            const TransportId transport = argument.empty() ? run.firstDeliveringTransport() : named;
            if (transport == kNone)
                refuse(argument.empty() ? std::string("the run makes no delivery")
                                        : "no transport is called \"" + cutForMessage(argument) + "\"");
            if (!settings.empty())
                return run.slotString(transport, run.deliveries(transport), cut);
            const StateAtStep& state = stateAt(step, asked);
            const auto dispatched = state.dispatched.find(named);
            return run.slotString(transport, dispatched != state.dispatched.end() ? dispatched->second : 0,
                                  cut);
        }
        // With the deferred queue a message may leave the active queue several times: finish,
        // delay, sent and deferred are of its last visit, when it left the queue for good.
        const int index = messageIndex(argument);
        const RunFigures::Message& message = run.message(index);
        if (name == "start") {
            if (message.startMs < 0)
                refuse("message " + nameForMessage(argument) + " has no delivery in the run");
            return seconds(message.startMs);
        }
        if (message.finishMs < 0)
            refuse("message " + nameForMessage(argument) + " never finishes in the run");
        if (name == "finish")
            return seconds(message.finishMs);
        if (name == "delay")
            return seconds(message.finishMs - scenario_.messages[static_cast<std::size_t>(index)].arrivalMs);
        return std::to_string(name == "sent" ? message.sent : message.deferred);
    }

    // The states at the bookmark, in the scenario's run.
    baseFigures(); // a run that fails fails its states too
    const StateAtStep& state = stateAt(step, asked);
    if (name == "time")
        return seconds(state.timeMs);
    if (name == "window") {
        if (const auto found = state.windows.find(std::string(argument)); found != state.windows.end())
            return std::to_string(found->second);
        refuse("no queue \"" + cutForMessage(argument) + "\" exists at step " + std::to_string(state.step));
    }
    if (name == "decision") {
        // The last entry selection at or before the bookmark, in SelectionDecision's numbers.
        if (!state.decision)
            refuse("no entry selection happens before step " + std::to_string(state.step));
        const SelectionDecision& d = *state.decision;
        if (argument == "expected")
            return std::to_string(d.expected);
        if (argument == "earned")
            return std::to_string(d.earned);
        if (argument == "required")
            return number(d.required);
        if (argument == "slots_available")
            return std::to_string(d.slotsAvailable);
        if (argument == "charged")
            return std::to_string(d.charged);
        if (argument == "level")
            return std::to_string(d.newLevel);
        if (argument == "extra_recipient_slots")
            return std::to_string(d.extraRecipientSlots);
        if (argument == "max_slots")
            return std::to_string(d.maxSlots);
        if (argument == "score")
            return number(d.candidateScore);
        refuse("a selection has no figure \"" + cutForMessage(argument) +
               "\" (expected, earned, required, slots_available, charged, level, extra_recipient_slots, "
               "max_slots, score)");
    }
    // name == "job": "ID.FIELD", the message id may itself hold dots, the field is after the last one.
    const std::size_t dot = argument.rfind('.');
    if (dot == std::string_view::npos)
        refuse("{job:...} needs MESSAGE.FIELD, e.g. {job:1.slots_available}");
    const int message = messageIndex(argument.substr(0, dot));
    const std::string_view field = argument.substr(dot + 1);
    const auto found = state.jobs.find(message);
    if (found == state.jobs.end())
        refuse("message " + nameForMessage(argument.substr(0, dot)) + " has no job on a job list at step " +
               std::to_string(state.step));
    const JobFigures& job = found->second;
    const int owed = job.slotsAvailable < 0 ? -job.slotsAvailable : 0;
    if (field == "selected")
        return std::to_string(job.selected);
    if (field == "read")
        return std::to_string(job.read);
    if (field == "slots_available")
        return std::to_string(job.slotsAvailable);
    if (field == "slots")
        return std::to_string(job.slotsAvailable > 0 ? job.slotsAvailable / job.cost : 0);
    if (field == "owed")
        return std::to_string(owed);
    if (field == "owed_slots")
        return number(static_cast<double>(owed) / job.cost);
    if (field == "slots_used")
        return std::to_string(job.slotsUsed);
    if (field == "stack_level")
        return std::to_string(job.stackLevel);
    if (field == "rcpt_count")
        return std::to_string(job.rcptCount);
    if (field == "rcpt_limit")
        return std::to_string(job.rcptLimit);
    refuse("a job has no field \"" + cutForMessage(field) +
           "\" (selected, read, slots_available, slots, owed, owed_slots, slots_used, stack_level, "
           "rcpt_count, rcpt_limit)");
}

std::string LessonFigures::fill(std::string_view text, std::size_t step, std::vector<std::string>* errors,
                                std::size_t limit, bool* cut) {
    std::string out;
    std::size_t characters = 0; // of out
    std::string crossing;       // the figure with which the text passed its limit
    bool anyCut = false;
    const auto append = [&](std::string_view part) {
        out.append(part);
        characters += characterCount(part);
    };
    std::optional<Asked> asked; // what the text asks of the states, once a figure is filled
    std::size_t pos = 0;
    while (pos < text.size() && characters <= limit) {
        const std::optional<FigureAt> found = nextFigure(text, pos);
        if (!found) { // the rest is text as written (braces that start no figure included)
            append(text.substr(pos));
            break;
        }
        append(text.substr(pos, found->open - pos));
        pos = found->close + 1;
        if (characters > limit)
            break;
        if (!asked)
            asked = askedBy(text);
        std::string written = "{"; // appended, not "{" + ...: GCC 12 warns falsely about the latter
        written += found->inside;
        written += '}';
        const std::string echoed = quoteForMessage(written);
        try {
            bool figureCut = false;
            std::string value =
                figure(found->name, found->argument, std::string(found->settings), step, *asked, &figureCut);
            if (decimalMark_ != '.' && found->name != "param")
                markDecimals(value, decimalMark_);
            if (characterCount(value) > kFigureCharacters) {
                value = shortened(value, kFigureCharacters);
                figureCut = true;
            }
            append(value);
            if (figureCut && errors != nullptr)
                errors->push_back(echoed + ": longer than " + std::to_string(kFigureCharacters) +
                                  " characters, the most a figure shows: cut there (…)");
            anyCut = anyCut || figureCut;
        } catch (const std::exception& error) { // a refused figure, a bad setting, a variant the
                                                // format rejects (ScenarioError)
            append("[?" + std::string(found->inside) + "]");
            if (errors != nullptr)
                errors->push_back(echoed + ": " + oneLineForMessage(error.what()));
        }
        if (characters > limit && crossing.empty())
            crossing = echoed;
    }
    if (characters > limit) {
        out = shortened(out, limit);
        anyCut = true;
        if (errors != nullptr)
            errors->push_back((crossing.empty() ? std::string("the text") : crossing + ": with it the text") +
                              " passes " + std::to_string(limit) +
                              " characters, the most it shows: the rest is cut (…)");
    }
    if (cut != nullptr)
        *cut = anyCut;
    return out;
}

} // namespace qmgrlab
