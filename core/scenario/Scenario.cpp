// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario: the scenario type's main.cf access and saving in the SPEC format. Loading is in
// ScenarioReader.cpp, validation in ScenarioValidator.cpp.
#include "core/scenario/Scenario.h"

#include "core/common/Text.h"
#include "core/scenario/ScenarioRules.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_set>
#include <utility>

namespace qmgrlab {

std::int64_t MessageSpec::recipientCount() const {
    std::int64_t count = static_cast<std::int64_t>(addresses.size());
    for (const RecipientGroup& group : groups) {
        count += group.count;
    }
    return count;
}

const ScenarioTranslation* Scenario::translation(std::string_view language) const {
    const auto it = std::find_if(translations.begin(), translations.end(),
                                 [language](const ScenarioTranslation& t) { return t.language == language; });
    return it != translations.end() ? &*it : nullptr;
}

const std::string& Scenario::titleIn(std::string_view language) const {
    const ScenarioTranslation* t = translation(language);
    return t != nullptr && t->title ? *t->title : title;
}

const std::string& Scenario::descriptionIn(std::string_view language) const {
    const ScenarioTranslation* t = translation(language);
    return t != nullptr && t->description ? *t->description : description;
}

Bookmark Scenario::bookmarkIn(std::size_t index, std::string_view language) const {
    Bookmark bookmark = lesson.at(index);
    if (const ScenarioTranslation* t = translation(language)) {
        // The translations' steps are increasing, like the lesson's.
        const auto it =
            std::lower_bound(t->lesson.begin(), t->lesson.end(), bookmark.step,
                             [](const BookmarkTranslation& b, std::int64_t step) { return b.step < step; });
        if (it != t->lesson.end() && it->step == bookmark.step) {
            bookmark.title = it->title.value_or(bookmark.title);
            bookmark.note = it->note.value_or(bookmark.note);
        }
    }
    return bookmark;
}

const ParameterSetting* Scenario::findParameter(std::string_view name) const {
    for (const ParameterSetting& setting : mainCf) {
        if (setting.name == name) {
            return &setting;
        }
    }
    return nullptr;
}

void Scenario::setParameter(std::string_view name, std::string value, bool isNumber) {
    for (ParameterSetting& setting : mainCf) {
        if (setting.name == name) {
            setting.value = std::move(value);
            setting.isNumber = isNumber;
            return;
        }
    }
    mainCf.push_back(ParameterSetting{std::string(name), std::move(value), isNumber});
}

void Scenario::removeParameter(std::string_view name) {
    mainCf.erase(std::remove_if(mainCf.begin(), mainCf.end(),
                                [&](const ParameterSetting& setting) { return setting.name == name; }),
                 mainCf.end());
}

namespace {

using OJson = nlohmann::ordered_json;

// object[key] = value without ordered_json's search of every earlier key, which makes an object
// of n keys (a listing's 100,000 domains) cost n^2: keys already seen are tracked in a hash set,
// and only a repeated one (a scenario that was never validated) takes the searching path.
class ObjectBuilder {
public:
    void set(const std::string& key, OJson value) {
        if (seen_.insert(key).second) {
            object_.get_ref<OJson::object_t&>().emplace_back(key, std::move(value));
        } else {
            object_[key] = std::move(value);
        }
    }
    OJson take() { return std::move(object_); }

private:
    OJson object_ = OJson::object();
    std::unordered_set<std::string> seen_;
};

std::string_view outcomeName(AttemptOutcome outcome) {
    switch (outcome) {
    case AttemptOutcome::Sent:
        return "sent";
    case AttemptOutcome::Deferred:
        return "deferred";
    case AttemptOutcome::Bounced:
        return "bounced";
    case AttemptOutcome::Refused:
        return "refused";
    }
    return "sent";
}

OJson attemptsJson(const std::vector<std::vector<AttemptSpec>>& attempts) {
    OJson lists = OJson::array();
    for (const std::vector<AttemptSpec>& list : attempts) {
        OJson recipient = OJson::array();
        for (const AttemptSpec& a : list) {
            OJson attempt = OJson::object();
            attempt["ms"] = a.ms;
            if (a.connectMs) {
                attempt["connect_ms"] = *a.connectMs;
            }
            if (a.startMs) {
                attempt["start_ms"] = *a.startMs;
            }
            if (a.slackMs) {
                attempt["slack_ms"] = *a.slackMs;
            }
            if (a.lineMs) {
                attempt["line_ms"] = *a.lineMs;
            }
            attempt["outcome"] = std::string(outcomeName(a.outcome));
            if (!a.reply.empty()) {
                attempt["reply"] = a.reply;
            }
            if (!a.dsn.empty()) {
                attempt["dsn"] = a.dsn;
            }
            recipient.push_back(std::move(attempt));
        }
        lists.push_back(std::move(recipient));
    }
    return lists;
}

OJson intervalsJson(const std::vector<TimeInterval>& intervals) {
    OJson list = OJson::array();
    for (const TimeInterval& interval : intervals) {
        list.push_back({interval.startMs, interval.endMs});
    }
    return list;
}

} // namespace

std::string scenarioToJson(const Scenario& scenario) {
    OJson root = OJson::object();
    root["format"] = std::string(Scenario::kFormat);
    if (!scenario.title.empty()) {
        root["title"] = scenario.title;
    }
    if (!scenario.description.empty()) {
        root["description"] = scenario.description;
    }
    if (!scenario.mainCf.empty()) {
        ObjectBuilder mainCf;
        for (const ParameterSetting& setting : scenario.mainCf) {
            OJson value = setting.value;
            if (setting.isNumber && scenario_rules::isJsonNumber(setting.value)) {
                OJson number = OJson::parse(setting.value, nullptr, false);
                if (number.is_number()) {
                    value = std::move(number);
                }
            }
            mainCf.set(setting.name, std::move(value));
        }
        root["main.cf"] = mainCf.take();
    }
    if (!scenario.masterCf.empty()) {
        ObjectBuilder masterCf;
        for (const ProcessLimit& service : scenario.masterCf) {
            OJson entry = OJson::object();
            if (service.maxproc) {
                entry["maxproc"] = *service.maxproc;
            }
            if (!service.broken.empty()) {
                entry["broken"] = intervalsJson(service.broken);
            }
            masterCf.set(service.transport, std::move(entry));
        }
        root["master.cf"] = masterCf.take();
    }
    ObjectBuilder destinations;
    for (const DestinationSpec& d : scenario.destinations) {
        OJson entry = OJson::object();
        if (d.transport) {
            entry["transport"] = *d.transport;
        }
        if (d.deliveryMs) {
            entry["delivery_ms"] = *d.deliveryMs;
        }
        if (d.perRcptMs) {
            entry["per_rcpt_ms"] = *d.perRcptMs;
        }
        if (d.serverLimit) {
            entry["server_limit"] = *d.serverLimit;
        }
        if (d.failMs) {
            entry["fail_ms"] = *d.failMs;
        }
        if (d.down) {
            entry["down"] = *d.down;
        }
        if (d.downIntervals) {
            entry["down"] = intervalsJson(*d.downIntervals);
        }
        if (d.greylistMs) {
            entry["greylist_ms"] = *d.greylistMs;
        }
        if (d.unknownUsers) {
            entry["unknown_users"] = *d.unknownUsers;
        }
        if (d.deferUsers) {
            entry["defer_users"] = *d.deferUsers;
        }
        if (d.deliveryJitterMs) {
            entry["delivery_jitter_ms"] = *d.deliveryJitterMs;
        }
        destinations.set(d.domain, std::move(entry));
    }
    root["destinations"] = destinations.take();
    OJson messages = OJson::array();
    for (const MessageSpec& m : scenario.messages) {
        OJson message = OJson::object();
        message["id"] = m.id;
        message["arrival_ms"] = m.arrivalMs;
        if (!m.groups.empty()) {
            ObjectBuilder groups;
            for (const RecipientGroup& group : m.groups) {
                groups.set(group.domain, group.count);
            }
            message["recipients"] = groups.take();
        } else {
            message["recipients"] = m.addresses;
        }
        if (m.nullSender) {
            message["null_sender"] = true;
        }
        if (m.sender) {
            message["sender"] = *m.sender;
        }
        if (m.deferredUntilMs) {
            message["deferred_until_ms"] = *m.deferredUntilMs;
        }
        if (!m.attempts.empty()) {
            message["attempts"] = attemptsJson(m.attempts);
        }
        messages.push_back(std::move(message));
    }
    root["messages"] = std::move(messages);
    if (scenario.stopMs) {
        root["stop_ms"] = *scenario.stopMs;
    }
    if (scenario.epoch) {
        root["epoch"] = *scenario.epoch;
    }
    if (scenario.deferredQueue) {
        root["deferred_queue"] = true;
    }
    if (scenario.seed) {
        root["seed"] = *scenario.seed;
    }
    if (scenario.historicalSqrtFeedback) {
        root["historical"] = OJson{{"sqrt_feedback", true}};
    }
    if (!scenario.lectureViews.empty()) {
        root["lecture_views"] = scenario.lectureViews;
    }
    if (!scenario.lesson.empty()) {
        OJson lesson = OJson::array();
        for (const Bookmark& b : scenario.lesson) {
            OJson bookmark = OJson::object();
            bookmark["step"] = b.step;
            bookmark["title"] = b.title;
            if (!b.note.empty()) {
                bookmark["note"] = b.note;
            }
            if (b.transport) {
                bookmark["transport"] = *b.transport;
            }
            if (b.view) {
                bookmark["view"] = *b.view;
            }
            lesson.push_back(std::move(bookmark));
        }
        root["lesson"] = std::move(lesson);
    }
    if (!scenario.translations.empty()) {
        OJson translations = OJson::object();
        for (const ScenarioTranslation& t : scenario.translations) {
            OJson translation = OJson::object();
            if (t.title) {
                translation["title"] = *t.title;
            }
            if (t.description) {
                translation["description"] = *t.description;
            }
            OJson lesson = OJson::array();
            for (const BookmarkTranslation& b : t.lesson) {
                // Only the bookmarks the lesson still has (a shorter run drops some).
                if (std::none_of(scenario.lesson.begin(), scenario.lesson.end(),
                                 [&b](const Bookmark& bookmark) { return bookmark.step == b.step; })) {
                    continue;
                }
                OJson bookmark = OJson::object();
                bookmark["step"] = b.step;
                if (b.title) {
                    bookmark["title"] = *b.title;
                }
                if (b.note) {
                    bookmark["note"] = *b.note;
                }
                lesson.push_back(std::move(bookmark));
            }
            if (!lesson.empty()) {
                translation["lesson"] = std::move(lesson);
            }
            translations[t.language] = std::move(translation);
        }
        root["translations"] = std::move(translations);
    }
    // A control or a bidirectional override in a title, a note or a name as an escape: the file
    // means the same, and shown in a terminal it does nothing.
    return escapeUnsafeInJson(root.dump(2, ' ', false, OJson::error_handler_t::replace)) + "\n";
}

void saveScenarioFile(const Scenario& scenario, const std::string& path) {
    const std::string text = scenarioToJson(scenario);
    const std::string temporary = path + ".tmp";
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        if (!out) {
            throw std::runtime_error("cannot save " + path + ": cannot create " + temporary + ": " +
                                     std::strerror(errno));
        }
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        out.flush();
        if (!out) {
            const int saved = errno;
            out.close();
            std::remove(temporary.c_str());
            throw std::runtime_error("cannot save " + path + ": writing " + temporary +
                                     " failed: " + std::strerror(saved));
        }
    }
    std::error_code ec;
    std::filesystem::rename(temporary, path, ec);
    if (ec) {
        std::remove(temporary.c_str());
        throw std::runtime_error("cannot save " + path + ": " + ec.message());
    }
}

} // namespace qmgrlab
