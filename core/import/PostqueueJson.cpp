// SPDX-License-Identifier: GPL-3.0-or-later
// PostqueueJson: reading postqueue -j output line by line.
#include "core/import/PostqueueJson.h"

#include "core/common/Text.h"
#include "core/import/ConfigLines.h"
#include "core/scenario/ScenarioError.h"
#include "core/scenario/ScenarioRules.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace qmgrlab {

namespace {

constexpr int kMaxNesting = 8;

// How deeply brackets nest outside strings, checked before parsing so that hostile input
// cannot make the parser recurse or allocate without bound.
int nestingDepth(std::string_view text) {
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (char c : text) {
        if (inString) {
            if (escaped) {
                escaped = false;
            } else if (c == '\\') {
                escaped = true;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            deepest = std::max(deepest, ++depth);
            if (deepest > kMaxNesting) {
                return deepest;
            }
        } else if (c == ']' || c == '}') {
            --depth;
        }
    }
    return deepest;
}

bool isIdChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '-' || c == '.';
}

bool isDomainChar(char c) {
    const auto byte = static_cast<unsigned char>(c);
    return byte > 0x20 && byte < 0x7f && c != '"' && c != '\\';
}

// The first key given twice in one object of a line, found by a pass of its own: the DOM parser
// keeps the later value, and its callback form walks the enclosing list at every object's end
// (quadratic in a message of 200,000 recipients).
class RepeatedKeyFinder final : public nlohmann::json_sax<nlohmann::json> {
public:
    std::optional<std::string> repeated;

    bool null() override { return true; }
    bool boolean(bool) override { return true; }
    bool number_integer(number_integer_t) override { return true; }
    bool number_unsigned(number_unsigned_t) override { return true; }
    bool number_float(number_float_t, const string_t&) override { return true; }
    bool string(string_t&) override { return true; }
    bool binary(binary_t&) override { return true; }
    bool start_object(std::size_t) override {
        keys_.emplace_back();
        return true;
    }
    bool key(string_t& key) override {
        if (keys_.back().insert(key).second) {
            return true;
        }
        repeated = key;
        return false;
    }
    bool end_object() override {
        keys_.pop_back();
        return true;
    }
    bool start_array(std::size_t) override { return true; }
    bool end_array() override { return true; }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) override {
        return false;
    }

private:
    std::vector<std::unordered_set<std::string>> keys_; // the keys of each open object
};

class LineReader {
public:
    LineReader(const std::string& file, int line) : file_(file), line_(line) {}

    [[noreturn]] void fail(RuleText rule) const {
        throw ScenarioError(file_, linePlace(line_), std::move(rule));
    }

    const nlohmann::json& field(const nlohmann::json& object, const char* key) const {
        const auto it = object.find(key);
        if (it == object.end()) {
            fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the field %1 is missing"), key));
        }
        return *it;
    }

    std::string text(const nlohmann::json& object, const char* key) const {
        const nlohmann::json& value = field(object, key);
        if (!value.is_string()) {
            fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 must be a string"), key));
        }
        return value.get<std::string>();
    }

private:
    const std::string& file_;
    int line_;
};

} // namespace

PostqueueContents parsePostqueueJson(std::string_view text, const std::string& file) {
    if (static_cast<std::int64_t>(text.size()) > Scenario::kMaxFileBytes) {
        throw ScenarioError(
            file, {},
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "the file is larger than %1 MB, the most a queue listing may have"),
                     Scenario::kMaxFileBytes / (1024 * 1024)));
    }
    PostqueueContents contents;
    std::unordered_map<std::string, int> lineOfId;
    std::int64_t totalRecipients = 0;
    int number = 0;
    while (!text.empty()) {
        ++number;
        const std::size_t end = text.find('\n');
        const std::string_view line = text.substr(0, end);
        text = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
        if (line.find_first_not_of(" \t\r") == std::string_view::npos) {
            continue;
        }
        const LineReader reader(file, number);
        if (line.size() > kMaxQueueLineBytes) {
            reader.fail(
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "the line is longer than %1 MB, the most the import reads"),
                         kMaxQueueLineBytes / (1024 * 1024)));
        }
        // The JSON parser takes a NUL byte for the end of the input and would ignore the rest.
        if (const std::size_t nul = line.find('\0'); nul != std::string_view::npos) {
            reader.fail(
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "not valid JSON (at byte %1): a NUL byte (a listing is text)"),
                         static_cast<std::int64_t>(nul + 1)));
        }
        if (nestingDepth(line) > kMaxNesting) {
            reader.fail(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "brackets nest more than %1 deep: this is not postqueue -j output"),
                kMaxNesting));
        }
        nlohmann::json object;
        try {
            object = nlohmann::json::parse(line);
        } catch (const nlohmann::json::parse_error& e) {
            reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "not valid JSON (at byte %1): %2"),
                                 e.byte, quoteForMessage(line, '"')));
        } catch (const nlohmann::json::out_of_range&) { // a number too large for a double
            reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "holds a number too large to read: %1"),
                                 quoteForMessage(line, '"')));
        }
        // A key given twice in one object is refused, as in a scenario, instead of the parser
        // keeping the later value without a word.
        if (RepeatedKeyFinder finder; !nlohmann::json::sax_parse(line, &finder) && finder.repeated) {
            reader.fail(scenario_rules::repeatedKeyRule(*finder.repeated));
        }
        if (!object.is_object()) {
            reader.fail(
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a JSON object, one message a line: %1"),
                         quoteForMessage(line, '"')));
        }
        QueuedMessage message;
        message.line = number;
        message.queueName = reader.text(object, "queue_name");
        message.id = reader.text(object, "queue_id");
        if (message.id.empty() || message.id.size() > 32 ||
            !std::all_of(message.id.begin(), message.id.end(), isIdChar)) {
            reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                   "queue_id must be 1 to 32 letters, digits, _, - or .: %1"),
                                 quoteForMessage(message.id, '"')));
        }
        const nlohmann::json& arrival = reader.field(object, "arrival_time");
        if (!arrival.is_number_integer() || arrival.get<std::int64_t>() < 0) {
            reader.fail(RuleText(QT_TRANSLATE_NOOP(
                "qmgrlab::Rules", "arrival_time must be a whole number of seconds, at least 0")));
        }
        message.arrivalTime = arrival.get<std::int64_t>();
        if (message.queueName == "hold") {
            ++contents.heldMessages;
            continue;
        }
        if (message.queueName != "maildrop" && message.queueName != "incoming" &&
            message.queueName != "active" && message.queueName != "deferred") {
            reader.fail(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "queue_name must be maildrop, incoming, active, deferred or hold: %1"),
                quoteForMessage(message.queueName, '"')));
        }
        if (const auto [it, added] = lineOfId.emplace(message.id, number); !added) {
            reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the queue_id %1 is already used at %2"),
                                 quoteForMessage(message.id, '"'), linePlace(it->second)));
        }
        const nlohmann::json& recipients = reader.field(object, "recipients");
        if (!recipients.is_array() || recipients.empty()) {
            reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "recipients must be a non-empty list")));
        }
        if (static_cast<std::int64_t>(recipients.size()) > kMaxQueuedRecipients) {
            reader.fail(RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "the message has %1 recipients; the import takes at most %2 per message"),
                recipients.size(), kMaxQueuedRecipients));
        }
        totalRecipients += static_cast<std::int64_t>(recipients.size());
        if (totalRecipients > Scenario::kMaxTotalRecipients) {
            reader.fail(
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "more than %1 recipients in all, the most a scenario may hold"),
                         Scenario::kMaxTotalRecipients));
        }
        std::unordered_map<std::string, std::size_t> groupOfDomain;
        for (std::size_t i = 0; i < recipients.size(); ++i) {
            const std::string where = "recipients[" + std::to_string(i) + "]";
            if (!recipients[i].is_object()) {
                reader.fail(RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 must be an object with an address"), where));
            }
            const auto address = recipients[i].find("address");
            if (address == recipients[i].end() || !address->is_string()) {
                reader.fail(
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1.address must be a string"), where));
            }
            const std::string& text = address->get_ref<const std::string&>();
            const std::size_t at = text.rfind('@');
            if (at == std::string::npos || at + 1 == text.size()) {
                reader.fail(RuleText(
                    QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1.address has no domain after its last @: %2"),
                    where, quoteForMessage(text, '"')));
            }
            const std::string_view domain = std::string_view(text).substr(at + 1);
            if (domain.size() > 254 || !std::all_of(domain.begin(), domain.end(), isDomainChar)) {
                reader.fail(
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "%1.address: the domain must be at most 254 printable ASCII "
                                               "characters without blanks, \" or \\: %2"),
                             where, quoteForMessage(domain, '"')));
            }
            if (domain == "*") {
                reader.fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "%1.address: the domain * cannot be simulated: in a "
                                                       "scenario, * stands for every other destination"),
                                     where));
            }
            const std::string key = lowerAscii(domain);
            const auto [it, added] = groupOfDomain.emplace(key, message.groups.size());
            if (added) {
                message.groups.push_back(RecipientGroup{key, 1});
            } else {
                ++message.groups[it->second].count;
            }
        }
        contents.messages.push_back(std::move(message));
    }
    return contents;
}

} // namespace qmgrlab
