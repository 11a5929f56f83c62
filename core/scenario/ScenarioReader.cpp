// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader: loading a scenario file (parseScenario, loadScenarioFile): a streaming JSON
// reader that fills the Scenario struct and catches what the struct cannot hold (syntax,
// repeated keys, unknown keys, types), then hands the struct to validateScenario.
#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/scenario/InputFile.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/scenario/ScenarioRules.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <optional>
#include <unordered_set>
#include <utility>
#include <vector>

namespace qmgrlab {

namespace {

using namespace scenario_rules;

using Json = nlohmann::json;

enum class Ctx {
    Top,
    MainCf,
    MasterCf,
    Service,
    Destinations,
    Destination,
    Messages,
    Message,
    RcptList,
    RcptObject,
    Lesson,
    Bookmark,
    Historical,
    Intervals, // a list of [start_ms, end_ms] (destination down, master.cf broken)
    Interval,
    Users, // a list of local parts (unknown_users, defer_users)
    LectureViews
};

struct Frame {
    Ctx ctx;
    bool isArray = false;
    std::string key;        // objects: the current key
    std::size_t count = 0;  // arrays: elements started so far (the current one is count - 1)
    unsigned seenFixed = 0; // objects with a fixed key set: bit per key seen
    std::unordered_set<std::string> seenKeys; // objects with free keys
    std::vector<std::int64_t> numbers;        // Interval: the integers read so far
};

// One scalar JSON value as the reader sees it.
struct Scalar {
    enum class Kind { Null, Bool, Integer, Float, String } kind = Kind::Null;
    bool boolean = false;
    std::int64_t integer = 0; // saturated for huge integers
    std::string text;         // string contents, or the number as text
};

constexpr std::string_view kTopKeys[] = {
    "format",  "title",  "description", "main.cf",    "master.cf",      "destinations", "messages",
    "stop_ms", "lesson", "seed",        "historical", "deferred_queue", "lecture_views"};
constexpr std::string_view kDestinationFields[] = {
    "transport", "delivery_ms", "per_rcpt_ms",   "server_limit", "fail_ms",
    "down",      "greylist_ms", "unknown_users", "defer_users",  "delivery_jitter_ms"};
constexpr std::string_view kServiceKeys[] = {"maxproc", "broken"};
constexpr std::string_view kHistoricalKeys[] = {"sqrt_feedback"};
constexpr std::string_view kMessageKeys[] = {"id", "arrival_ms", "recipients", "null_sender",
                                             "deferred_until_ms"};
constexpr std::string_view kBookmarkKeys[] = {"step", "title", "note"};

// The type rules, each a whole sentence (SPEC section 1).
constexpr const char* kMustBeString = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a string");
constexpr const char* kMustBeInteger = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an integer");
constexpr const char* kMustBeBoolean = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be true or false");
constexpr const char* kMustBeDown =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be true, false or a list of intervals [start_ms, end_ms]");
constexpr const char* kMustBeIntervals =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list of intervals [start_ms, end_ms]");
constexpr const char* kMustBeInterval =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an interval [start_ms, end_ms] of two integers");
constexpr const char* kMustBeUsers =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list of local parts (strings)");
constexpr const char* kMustBeParameterValue =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a number or a string");
constexpr const char* kMustBeMainCf =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object of main.cf parameters");
constexpr const char* kMustBeMasterCf =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object of master.cf services");
constexpr const char* kMustBeDestinations =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object of destinations keyed by domain");
constexpr const char* kMustBeMessages =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list (JSON array) of messages");
constexpr const char* kMustBeLesson =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list (JSON array) of bookmarks");
constexpr const char* kMustBeHistorical =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object such as {\"sqrt_feedback\": true}");
constexpr const char* kMustBeLectureViews = QT_TRANSLATE_NOOP(
    "qmgrlab::Rules", "must be a list (JSON array) of view names such as [\"destinations\", \"pools\"]");
constexpr const char* kMustBeViewName = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a string (a view name)");
constexpr const char* kMustBeService =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object such as {\"maxproc\": 10}");
constexpr const char* kMustBeDestination =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object of destination fields");
constexpr const char* kMustBeMessage =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object with the keys id, arrival_ms and recipients");
constexpr const char* kMustBeAddress = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a string (an address)");
constexpr const char* kMustBeGroupCount =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an integer count of recipients");
constexpr const char* kMustBeBookmark =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object with the keys step, title and note");
constexpr const char* kMustBeRecipients =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list of addresses or an object {domain: count}");
constexpr const char* kMustBeFormat = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be the string \"%1\"");
constexpr const char* kOneObject = QT_TRANSLATE_NOOP("qmgrlab::Rules", "the file must hold one JSON object");

template <std::size_t N> int indexOf(const std::string_view (&keys)[N], std::string_view key) {
    for (std::size_t i = 0; i < N; ++i) {
        if (keys[i] == key) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

// "a, b and c": the keys are names, joined by ", " and, before the last one, a marked " and ".
template <std::size_t N> RuleText keyList(const std::string_view (&keys)[N]) {
    if constexpr (N == 1) {
        return RuleText::verbatim(std::string(keys[0]));
    } else {
        std::string head;
        for (std::size_t i = 0; i + 1 < N; ++i) {
            head += (i == 0) ? "" : ", ";
            head += keys[i];
        }
        return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 and %2"), head, keys[N - 1]);
    }
}

class Reader final : public nlohmann::json_sax<Json> {
public:
    Reader(Scenario& scenario, std::string file, std::string_view text)
        : scenario_(scenario), file_(std::move(file)), text_(text) {}

    const std::optional<ScenarioError>& error() const { return error_; }

    bool null() override {
        Scalar s;
        return onScalar(s);
    }
    bool boolean(bool value) override {
        Scalar s;
        s.kind = Scalar::Kind::Bool;
        s.boolean = value;
        return onScalar(s);
    }
    bool number_integer(number_integer_t value) override {
        Scalar s;
        s.kind = Scalar::Kind::Integer;
        s.integer = value;
        s.text = std::to_string(value);
        return onScalar(s);
    }
    bool number_unsigned(number_unsigned_t value) override {
        Scalar s;
        s.kind = Scalar::Kind::Integer;
        constexpr auto limit = static_cast<number_unsigned_t>(std::numeric_limits<std::int64_t>::max());
        s.integer =
            value > limit ? std::numeric_limits<std::int64_t>::max() : static_cast<std::int64_t>(value);
        s.text = std::to_string(value);
        return onScalar(s);
    }
    bool number_float(number_float_t value, const string_t& raw) override {
        Scalar s;
        if (raw.find_first_of(".eE") == std::string::npos) {
            // An integer too large for 64 bits: still an integer, just out of every range.
            const bool negative = !raw.empty() && raw[0] == '-';
            const std::int64_t magnitude =
                parseSaturatingDigits(std::string_view(raw).substr(negative ? 1 : 0)).value_or(0);
            s.kind = Scalar::Kind::Integer;
            s.integer = negative ? -magnitude : magnitude;
            s.text = raw;
        } else {
            s.kind = Scalar::Kind::Float;
            s.text = Json(value).dump(); // canonical, so that saving and loading agree
        }
        return onScalar(s);
    }
    bool string(string_t& value) override {
        Scalar s;
        s.kind = Scalar::Kind::String;
        s.text = std::move(value);
        return onScalar(s);
    }
    bool binary(binary_t&) override {
        return fail(path(true), RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "binary values are not JSON")));
    }

    bool start_object(std::size_t) override { return onStart(false); }
    bool start_array(std::size_t) override { return onStart(true); }
    bool key(string_t& key) override { return onKey(std::move(key)); }
    bool end_object() override { return onEnd(); }
    bool end_array() override { return onEnd(); }

    bool parse_error(std::size_t position, const std::string&,
                     const nlohmann::detail::exception& ex) override {
        if (error_) {
            return false;
        }
        if (text_.find_first_not_of(" \t\r\n") == std::string_view::npos) {
            return fail({}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "the file is empty; it must hold one JSON object")));
        }
        // Line and column of the offending character, counted from 1.
        const std::size_t end = std::min(position, text_.size());
        std::size_t line = 1;
        std::size_t lineStart = 0;
        for (std::size_t i = 0; i < end; ++i) {
            if (text_[i] == '\n') {
                ++line;
                lineStart = i + 1;
            }
        }
        const std::size_t column = end > lineStart ? end - lineStart : 1;
        std::string detail = ex.what();
        if (const std::size_t bracket = detail.find("] ");
            detail.rfind("[json.exception", 0) == 0 && bracket != std::string::npos) {
            detail.erase(0, bracket + 2);
        }
        if (const std::size_t colon = detail.find(": ");
            detail.rfind("parse error", 0) == 0 && colon != std::string::npos) {
            detail.erase(0, colon + 2);
        }
        // The parser quotes the whole last token, which may be megabytes long: cut it short.
        if (const std::size_t lastRead = detail.find("; last read: '"); lastRead != std::string::npos) {
            std::string_view token = std::string_view(detail).substr(lastRead + 14);
            if (!token.empty() && token.back() == '\'') {
                token.remove_suffix(1);
            }
            detail = detail.substr(0, lastRead) + "; last read: " + quoteForMessage(token);
        }
        for (char& c : detail) { // the parser quotes raw input, which need not be printable
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
                c = '?';
            }
        }
        return fail({},
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "not valid JSON at line %1, column %2: %3"),
                             line, column, detail));
    }

    // Called after a successful parse: the required keys of the document.
    bool finish() {
        if (!sawTop_) {
            return fail({}, RuleText(kOneObject));
        }
        return true;
    }

private:
    // path: the JSON path of the place (empty for the whole document).
    bool fail(std::string path, RuleText rule) {
        if (!error_) {
            error_.emplace(file_, RuleText::verbatim(std::move(path)), std::move(rule));
        }
        return false;
    }

    // The JSON path of the value being read; includeCurrent adds the innermost key or index.
    std::string path(bool includeCurrent) const {
        std::string p;
        for (std::size_t i = 0; i < frames_.size(); ++i) {
            if (i + 1 == frames_.size() && !includeCurrent) {
                break;
            }
            const Frame& f = frames_[i];
            p = f.isArray ? joinIndex(p, f.count - 1) : joinKey(p, f.key);
        }
        return p;
    }

    // An array element starts: count it.
    void beginElement() {
        if (!frames_.empty() && frames_.back().isArray) {
            ++frames_.back().count;
        }
    }

    bool push(Ctx ctx, bool isArray) {
        Frame f;
        f.ctx = ctx;
        f.isArray = isArray;
        frames_.push_back(std::move(f));
        return true;
    }

    // rule: what the value must be (one of the kMustBe... rules).
    bool typeError(RuleText rule) { return fail(path(true), std::move(rule)); }

    bool onStart(bool isArray) {
        if (frames_.empty()) {
            if (isArray || sawTop_) {
                return fail({}, RuleText(kOneObject));
            }
            sawTop_ = true;
            return push(Ctx::Top, false);
        }
        beginElement();
        Frame& f = frames_.back();
        switch (f.ctx) {
        case Ctx::Top:
            if (f.key == "main.cf") {
                return isArray ? typeError(RuleText(kMustBeMainCf)) : push(Ctx::MainCf, false);
            }
            if (f.key == "master.cf") {
                return isArray ? typeError(RuleText(kMustBeMasterCf)) : push(Ctx::MasterCf, false);
            }
            if (f.key == "destinations") {
                return isArray ? typeError(RuleText(kMustBeDestinations)) : push(Ctx::Destinations, false);
            }
            if (f.key == "messages") {
                return isArray ? push(Ctx::Messages, true) : typeError(RuleText(kMustBeMessages));
            }
            if (f.key == "lesson") {
                return isArray ? push(Ctx::Lesson, true) : typeError(RuleText(kMustBeLesson));
            }
            if (f.key == "historical") {
                return isArray ? typeError(RuleText(kMustBeHistorical)) : push(Ctx::Historical, false);
            }
            if (f.key == "lecture_views") {
                return isArray ? push(Ctx::LectureViews, true) : typeError(RuleText(kMustBeLectureViews));
            }
            if (f.key == "format") {
                return fail(path(true), RuleText(kMustBeFormat, Scenario::kFormat));
            }
            if (f.key == "deferred_queue") {
                return typeError(RuleText(kMustBeBoolean));
            }
            return typeError(
                RuleText(f.key == "stop_ms" || f.key == "seed" ? kMustBeInteger : kMustBeString));
        case Ctx::MainCf:
            return typeError(RuleText(kMustBeParameterValue));
        case Ctx::MasterCf:
            if (isArray) {
                return typeError(RuleText(kMustBeService));
            }
            scenario_.masterCf.push_back(ProcessLimit{f.key, std::nullopt, {}});
            return push(Ctx::Service, false);
        case Ctx::Service:
            if (f.key == "broken") {
                if (!isArray) {
                    return typeError(RuleText(kMustBeIntervals));
                }
                intervals_ = &scenario_.masterCf.back().broken;
                return push(Ctx::Intervals, true);
            }
            return typeError(RuleText(kMustBeInteger));
        case Ctx::Destinations:
            if (isArray) {
                return typeError(RuleText(kMustBeDestination));
            }
            scenario_.destinations.emplace_back();
            scenario_.destinations.back().domain = f.key;
            return push(Ctx::Destination, false);
        case Ctx::Destination: {
            DestinationSpec& d = scenario_.destinations.back();
            if (f.key == "down") {
                if (!isArray) {
                    return typeError(RuleText(kMustBeDown));
                }
                d.downIntervals.emplace();
                intervals_ = &*d.downIntervals;
                return push(Ctx::Intervals, true);
            }
            if (f.key == "unknown_users" || f.key == "defer_users") {
                if (!isArray) {
                    return typeError(RuleText(kMustBeUsers));
                }
                auto& list = f.key == "unknown_users" ? d.unknownUsers : d.deferUsers;
                list.emplace();
                users_ = &*list;
                return push(Ctx::Users, true);
            }
            return typeError(RuleText(f.key == "transport" ? kMustBeString : kMustBeInteger));
        }
        case Ctx::Messages:
            if (isArray) {
                return typeError(RuleText(kMustBeMessage));
            }
            scenario_.messages.emplace_back();
            return push(Ctx::Message, false);
        case Ctx::Message:
            if (f.key == "recipients") {
                return push(isArray ? Ctx::RcptList : Ctx::RcptObject, isArray);
            }
            return typeError(RuleText(f.key == "id"            ? kMustBeString
                                      : f.key == "null_sender" ? kMustBeBoolean
                                                               : kMustBeInteger));
        case Ctx::RcptList:
            return typeError(RuleText(kMustBeAddress));
        case Ctx::RcptObject:
            return typeError(RuleText(kMustBeGroupCount));
        case Ctx::Lesson:
            if (isArray) {
                return typeError(RuleText(kMustBeBookmark));
            }
            scenario_.lesson.emplace_back();
            return push(Ctx::Bookmark, false);
        case Ctx::Bookmark:
            return typeError(RuleText(f.key == "step" ? kMustBeInteger : kMustBeString));
        case Ctx::Historical:
            return typeError(RuleText(kMustBeBoolean));
        case Ctx::Intervals:
            if (!isArray) {
                return typeError(RuleText(kMustBeInterval));
            }
            return push(Ctx::Interval, true);
        case Ctx::Interval:
            return typeError(RuleText(kMustBeInterval));
        case Ctx::Users:
            return typeError(RuleText(kMustBeString));
        case Ctx::LectureViews:
            return typeError(RuleText(kMustBeViewName));
        }
        return false;
    }

    bool onKey(std::string key) {
        Frame& f = frames_.back();
        f.key = std::move(key);
        const std::string& k = f.key;
        int index = -1;
        switch (f.ctx) {
        case Ctx::Top:
            index = indexOf(kTopKeys, k);
            if (index < 0) {
                return fail(
                    path(true),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a scenario may have only %1"),
                             keyList(kTopKeys)));
            }
            break;
        case Ctx::Service:
            index = indexOf(kServiceKeys, k);
            if (index < 0) {
                return fail(path(true),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "unknown key; a master.cf service may have only %1"),
                                     keyList(kServiceKeys)));
            }
            break;
        case Ctx::Destination:
            index = indexOf(kDestinationFields, k);
            if (index < 0) {
                return fail(path(true),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "unknown field; a destination may have only %1"),
                                     keyList(kDestinationFields)));
            }
            break;
        case Ctx::Message:
            index = indexOf(kMessageKeys, k);
            if (index < 0) {
                return fail(path(true), RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                                   "unknown key; a message may have only %1"),
                                                 keyList(kMessageKeys)));
            }
            break;
        case Ctx::Bookmark:
            index = indexOf(kBookmarkKeys, k);
            if (index < 0) {
                return fail(
                    path(true),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a bookmark may have only %1"),
                             keyList(kBookmarkKeys)));
            }
            break;
        case Ctx::Historical:
            index = indexOf(kHistoricalKeys, k);
            if (index < 0) {
                return fail(path(true), RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                                   "unknown key; historical may have only %1 "
                                                                   "(README-era behaviour that Postfix 3.12 "
                                                                   "does not have)"),
                                                 keyList(kHistoricalKeys)));
            }
            break;
        default:
            if (!f.seenKeys.insert(k).second) {
                return fail(path(true), repeatedKeyRule(k));
            }
            return true;
        }
        const unsigned bit = 1u << index;
        if ((f.seenFixed & bit) != 0) {
            return fail(path(true), repeatedKeyRule(k));
        }
        f.seenFixed |= bit;
        return true;
    }

    bool onEnd() {
        const Frame& f = frames_.back();
        switch (f.ctx) {
        case Ctx::Top:
            if ((f.seenFixed & 1u) == 0) {
                return fail("format",
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required and must be \"%1\""),
                                     Scenario::kFormat));
            }
            if ((f.seenFixed & (1u << indexOf(kTopKeys, "destinations"))) == 0) {
                return fail("destinations",
                            RuleText(QT_TRANSLATE_NOOP(
                                "qmgrlab::Rules", "is required: an object of destinations keyed by domain")));
            }
            if ((f.seenFixed & (1u << indexOf(kTopKeys, "messages"))) == 0) {
                return fail("messages",
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "is required: a list (JSON array) of messages")));
            }
            break;
        case Ctx::Interval:
            if (f.numbers.size() != 2) {
                return fail(path(false), RuleText(kMustBeInterval));
            }
            intervals_->push_back(TimeInterval{f.numbers[0], f.numbers[1]});
            break;
        case Ctx::Message:
            if ((f.seenFixed & 1u) == 0) {
                return fail(joinKey(path(false), "id"),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required")));
            }
            if ((f.seenFixed & 4u) == 0) {
                return fail(
                    joinKey(path(false), "recipients"),
                    RuleText(QT_TRANSLATE_NOOP(
                        "qmgrlab::Rules", "is required: a list of addresses or an object {domain: count}")));
            }
            break;
        case Ctx::Bookmark:
            if ((f.seenFixed & 1u) == 0) {
                return fail(
                    joinKey(path(false), "step"),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "is required: the number of steps applied (0 = the start)")));
            }
            if ((f.seenFixed & 2u) == 0) {
                return fail(joinKey(path(false), "title"),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: a short title")));
            }
            break;
        default:
            break;
        }
        frames_.pop_back();
        return true;
    }

    // Integer checks for values the struct cannot hold beyond int.
    bool readInt(const Scalar& s, std::int64_t minimum, std::int64_t maximum, int& out) {
        if (s.kind == Scalar::Kind::Float) {
            return fail(path(true), RuleText(kNotInteger));
        }
        if (s.kind != Scalar::Kind::Integer) {
            return fail(path(true), integerRule(minimum, maximum));
        }
        if (s.integer < std::numeric_limits<int>::min() || s.integer > std::numeric_limits<int>::max()) {
            return fail(path(true), integerRule(minimum, maximum));
        }
        out = static_cast<int>(s.integer);
        return true;
    }

    bool readInt64(const Scalar& s, std::int64_t minimum, std::int64_t maximum, std::int64_t& out) {
        if (s.kind == Scalar::Kind::Float) {
            return fail(path(true), RuleText(kNotInteger));
        }
        if (s.kind != Scalar::Kind::Integer) {
            return fail(path(true), integerRule(minimum, maximum));
        }
        out = s.integer;
        return true;
    }

    bool onScalar(Scalar& s) {
        if (frames_.empty()) {
            return fail({}, RuleText(kOneObject));
        }
        beginElement();
        Frame& f = frames_.back();
        switch (f.ctx) {
        case Ctx::Top:
            if (f.key == "format") {
                if (s.kind != Scalar::Kind::String || s.text != Scenario::kFormat) {
                    return fail(path(true), RuleText(kMustBeFormat, Scenario::kFormat));
                }
                return true;
            }
            if (f.key == "title" || f.key == "description") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError(RuleText(kMustBeString));
                }
                (f.key == "title" ? scenario_.title : scenario_.description) = std::move(s.text);
                return true;
            }
            if (f.key == "stop_ms" || f.key == "seed") {
                std::int64_t value = 0;
                if (!readInt64(s, 0, kIntMax, value)) {
                    return false;
                }
                (f.key == "seed" ? scenario_.seed : scenario_.stopMs) = value;
                return true;
            }
            if (f.key == "historical") {
                return typeError(RuleText(kMustBeHistorical));
            }
            if (f.key == "deferred_queue") {
                if (s.kind != Scalar::Kind::Bool) {
                    return typeError(RuleText(kMustBeBoolean));
                }
                scenario_.deferredQueue = s.boolean;
                return true;
            }
            if (f.key == "lecture_views") {
                return typeError(RuleText(kMustBeLectureViews));
            }
            if (f.key == "main.cf") {
                return typeError(RuleText(kMustBeMainCf));
            }
            if (f.key == "master.cf") {
                return typeError(RuleText(kMustBeMasterCf));
            }
            if (f.key == "destinations") {
                return typeError(RuleText(kMustBeDestinations));
            }
            if (f.key == "lesson") {
                return typeError(RuleText(kMustBeLesson));
            }
            return typeError(RuleText(kMustBeMessages));
        case Ctx::MainCf:
            if (s.kind == Scalar::Kind::String) {
                scenario_.mainCf.push_back(ParameterSetting{f.key, std::move(s.text), false});
            } else if (s.kind == Scalar::Kind::Integer || s.kind == Scalar::Kind::Float) {
                scenario_.mainCf.push_back(ParameterSetting{f.key, std::move(s.text), true});
            } else {
                return typeError(RuleText(kMustBeParameterValue));
            }
            return true;
        case Ctx::MasterCf:
            return typeError(RuleText(kMustBeService));
        case Ctx::Service: {
            if (f.key == "broken") {
                return typeError(RuleText(kMustBeIntervals));
            }
            int maxproc = 0;
            if (!readInt(s, 1, kIntMax, maxproc)) {
                return false;
            }
            scenario_.masterCf.back().maxproc = maxproc;
            return true;
        }
        case Ctx::Destinations:
            return typeError(RuleText(kMustBeDestination));
        case Ctx::Destination: {
            DestinationSpec& d = scenario_.destinations.back();
            if (f.key == "transport") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError(RuleText(kMustBeString));
                }
                d.transport = std::move(s.text);
                return true;
            }
            if (f.key == "down") {
                if (s.kind != Scalar::Kind::Bool) {
                    return typeError(RuleText(kMustBeDown));
                }
                d.down = s.boolean;
                return true;
            }
            if (f.key == "unknown_users" || f.key == "defer_users") {
                return typeError(RuleText(kMustBeUsers));
            }
            std::int64_t value = 0;
            const bool atLeastOne = f.key == "delivery_ms" || f.key == "fail_ms";
            if (!readInt64(s, atLeastOne ? 1 : 0, kIntMax, value)) {
                return false;
            }
            if (f.key == "delivery_ms") {
                d.deliveryMs = value;
            } else if (f.key == "per_rcpt_ms") {
                d.perRcptMs = value;
            } else if (f.key == "server_limit") {
                d.serverLimit = value;
            } else if (f.key == "delivery_jitter_ms") {
                d.deliveryJitterMs = value;
            } else if (f.key == "greylist_ms") {
                d.greylistMs = value;
            } else {
                d.failMs = value;
            }
            return true;
        }
        case Ctx::Messages:
            return typeError(RuleText(kMustBeMessage));
        case Ctx::Message: {
            MessageSpec& m = scenario_.messages.back();
            if (f.key == "id") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError(RuleText(kMustBeString));
                }
                m.id = std::move(s.text);
                return true;
            }
            if (f.key == "arrival_ms") {
                return readInt64(s, 0, kIntMax, m.arrivalMs);
            }
            if (f.key == "deferred_until_ms") {
                std::int64_t value = 0;
                if (!readInt64(s, 0, kIntMax, value)) {
                    return false;
                }
                m.deferredUntilMs = value;
                return true;
            }
            if (f.key == "null_sender") {
                if (s.kind != Scalar::Kind::Bool) {
                    return typeError(RuleText(kMustBeBoolean));
                }
                m.nullSender = s.boolean;
                return true;
            }
            return typeError(RuleText(kMustBeRecipients));
        }
        case Ctx::RcptList:
            if (s.kind != Scalar::Kind::String) {
                return typeError(RuleText(kMustBeAddress));
            }
            scenario_.messages.back().addresses.push_back(std::move(s.text));
            return true;
        case Ctx::RcptObject: {
            RecipientGroup group;
            group.domain = f.key;
            if (!readInt(s, 1, kMaxGroupCount, group.count)) {
                return false;
            }
            scenario_.messages.back().groups.push_back(std::move(group));
            return true;
        }
        case Ctx::Lesson:
            return typeError(RuleText(kMustBeBookmark));
        case Ctx::Bookmark: {
            Bookmark& b = scenario_.lesson.back();
            if (f.key == "step") {
                return readInt64(s, 0, kIntMax, b.step);
            }
            if (s.kind != Scalar::Kind::String) {
                return typeError(RuleText(kMustBeString));
            }
            (f.key == "title" ? b.title : b.note) = std::move(s.text);
            return true;
        }
        case Ctx::Historical:
            if (s.kind != Scalar::Kind::Bool) {
                return typeError(RuleText(kMustBeBoolean));
            }
            scenario_.historicalSqrtFeedback = s.boolean;
            return true;
        case Ctx::Intervals:
            return typeError(RuleText(kMustBeInterval));
        case Ctx::Interval: {
            std::int64_t value = 0;
            if (!readInt64(s, 0, kIntMax, value)) {
                return false;
            }
            f.numbers.push_back(value);
            return true;
        }
        case Ctx::Users:
            if (s.kind != Scalar::Kind::String) {
                return typeError(RuleText(kMustBeString));
            }
            users_->push_back(std::move(s.text));
            return true;
        case Ctx::LectureViews:
            if (s.kind != Scalar::Kind::String) {
                return typeError(RuleText(kMustBeViewName));
            }
            scenario_.lectureViews.push_back(std::move(s.text));
            return true;
        }
        return false;
    }

    Scenario& scenario_;
    std::string file_;
    std::string_view text_;
    std::vector<Frame> frames_;
    std::vector<TimeInterval>* intervals_ = nullptr; // the list an Intervals frame fills
    std::vector<std::string>* users_ = nullptr;      // the list a Users frame fills
    bool sawTop_ = false;
    std::optional<ScenarioError> error_;
};

} // namespace

Scenario parseScenario(std::string_view text, const std::string& fileName) {
    if (static_cast<std::int64_t>(text.size()) > Scenario::kMaxFileBytes) {
        throw ScenarioError(fileName, {}, fileTooLargeRule(Scenario::kMaxFileBytes));
    }
    // The JSON parser takes a NUL byte for the end of the input: whatever follows would be
    // ignored, so a NUL anywhere is an error at its place.
    if (const std::size_t nul = text.find('\0'); nul != std::string_view::npos) {
        const std::string_view before = text.substr(0, nul);
        const std::size_t lastBreak = before.rfind('\n');
        const std::size_t lineStart = lastBreak == std::string_view::npos ? 0 : lastBreak + 1;
        const auto line = 1 + std::count(before.begin(), before.end(), '\n');
        throw ScenarioError(
            fileName, {},
            RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                  "not valid JSON at line %1, column %2: a NUL byte (a scenario is text)"),
                static_cast<std::int64_t>(line), static_cast<std::int64_t>(nul - lineStart + 1)));
    }
    Scenario scenario;
    Reader reader(scenario, fileName, text);
    const bool ok = Json::sax_parse(text.begin(), text.end(), &reader) && reader.finish();
    if (!ok) {
        if (reader.error()) {
            throw *reader.error();
        }
        throw ScenarioError(fileName, {}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "not valid JSON")));
    }
    validateScenario(scenario, fileName);
    return scenario;
}

Scenario loadScenarioFile(const std::string& path) {
    return parseScenario(
        readInputFile(path, Scenario::kMaxFileBytes, fileTooLargeRule(Scenario::kMaxFileBytes)), path);
}

} // namespace qmgrlab
