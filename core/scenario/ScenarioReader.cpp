// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioReader: loading a scenario file (parseScenario, loadScenarioFile): a streaming JSON
// reader that fills the Scenario struct and catches what the struct cannot hold (syntax,
// repeated keys, unknown keys, types), then hands the struct to validateScenario. The format is
// a table (kScenarioFields and the rules it leads to): each key is one line naming its type rule,
// the field it fills and whether it is required; the reader walks the table, never a key by name.
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
#include <span>
#include <type_traits>
#include <unordered_set>
#include <utility>
#include <vector>

namespace qmgrlab {

namespace {

using namespace scenario_rules;

using Json = nlohmann::json;

// One scalar JSON value as the reader sees it.
struct Scalar {
    enum class Kind { Null, Bool, Integer, Float, String } kind = Kind::Null;
    bool boolean = false;
    std::int64_t integer = 0; // saturated for huge integers
    std::string text;         // string contents, or the number as text
};

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
constexpr const char* kMustBeTranslations = QT_TRANSLATE_NOOP(
    "qmgrlab::Rules",
    "must be an object of translations keyed by language, such as {\"de\": {\"title\": ...}}");
constexpr const char* kMustBeTranslation = QT_TRANSLATE_NOOP(
    "qmgrlab::Rules", "must be an object with the keys title, description and lesson (each optional)");
constexpr const char* kMustBeLessonTranslation =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list (JSON array) of bookmark translations");
constexpr const char* kMustBeBookmarkTranslation =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object with the keys step, title and note");
constexpr const char* kMustBeRecipients =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list of addresses or an object {domain: count}");
constexpr const char* kMustBeAttempts = QT_TRANSLATE_NOOP(
    "qmgrlab::Rules", "must be a list (JSON array) with a list of attempts for each recipient");
constexpr const char* kMustBeAttemptList =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a list (JSON array) of attempts");
constexpr const char* kMustBeAttempt =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be an object with the keys ms and outcome");
constexpr const char* kMustBeOutcome =
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be \"sent\", \"deferred\", \"bounced\" or \"refused\"");
constexpr const char* kMustBeFormat = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be the string \"%1\"");
constexpr const char* kOneObject = QT_TRANSLATE_NOOP("qmgrlab::Rules", "the file must hold one JSON object");

class Reader;

// The format as a table. Each place of a scenario file takes a value described by a ValueRule:
// the type rule said when the value is of another type, and what the place takes: a scalar (read
// by a ScalarReader into the object being filled), an object (an ObjectRule: fixed keys, each a
// FieldRule of one line, or keys the file chooses), a list (a ListRule), or several of these.
// An object or a list may open the thing its contents fill (a message appended to the
// scenario's list, a destination named by its key); otherwise its contents fill the object that
// holds it. A new field is one FieldRule line in its object's table.

// What a ScalarReader did with a value: stored it; found a value of another type (the reader
// then reports the place's type rule); or reported its own error (a range).
enum class Read { Stored, WrongType, Failed };
// target: the object being filled (the type the table's line names).
using ScalarReader = Read (*)(Reader& reader, void* target, Scalar& value);
// Makes what an object or a list fills inside target, the thing that holds it; key: the value's
// key in an object whose keys the file chooses.
using Opener = void* (*)(void* target, const std::string& key);

struct ObjectRule;
struct ListRule;

struct ValueRule {
    const char* mustBe;                 // the type rule (one of the kMustBe... sentences)
    ScalarReader scalar = nullptr;      // a scalar is taken by this, or refused
    const ObjectRule* object = nullptr; // an object is read by this, or refused
    const ListRule* list = nullptr;     // a list is read by this, or refused
    std::string_view argument = {};     // fills %1 of mustBe and of the field's required rule
};

struct FieldRule {
    std::string_view name;
    ValueRule value;
    const char* required = nullptr; // the rule when the key is missing; none: the key is optional
};

struct ObjectRule {
    Opener open = nullptr;
    // An object of fixed keys: its fields, in the order "unknownKey" lists them and their
    // absence is checked, and the rule for another key (%1: the keys)...
    std::span<const FieldRule> fields = {};
    const char* unknownKey = nullptr;
    // ...or an object whose keys the file chooses (domains, parameter and service names),
    // every value of this rule.
    const ValueRule* anyKey = nullptr;
};

struct ListRule {
    Opener open = nullptr;
    ValueRule element;
    std::size_t length = 0; // a list of exactly this many elements (0: any number)
};

// The rule's sentence with its %1 filled where the rule has an argument.
RuleText ruleText(const char* pattern, std::string_view argument) {
    return argument.empty() ? RuleText(pattern) : RuleText(pattern, argument);
}

// "a, b and c": the keys are names, joined by ", " and, before the last one, a marked " and ".
RuleText keyList(std::span<const FieldRule> fields) {
    if (fields.size() == 1) {
        return RuleText::verbatim(std::string(fields.front().name));
    }
    std::string head;
    for (std::size_t i = 0; i + 1 < fields.size(); ++i) {
        head += (i == 0) ? "" : ", ";
        head += fields[i].name;
    }
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "%1 and %2"), head, fields.back().name);
}

class Reader final : public nlohmann::json_sax<Json> {
public:
    // document: the rule of the whole file (kDocument).
    Reader(const ValueRule& document, Scenario& scenario, std::string file, std::string_view text)
        : document_(document), scenario_(scenario), file_(std::move(file)), text_(text) {}

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
        // The parser quotes the whole token it stopped at ("last read: '...'", "number overflow
        // parsing '...'"), which may be megabytes of the input: echoed as every echo is.
        if (const std::size_t open = detail.find('\''), close = detail.rfind('\'');
            open != std::string::npos && close > open) {
            detail = oneLineForMessage(detail.substr(0, open)) +
                     quoteForMessage(std::string_view(detail).substr(open + 1, close - open - 1)) +
                     oneLineForMessage(detail.substr(close + 1));
        } else {
            detail = oneLineForMessage(detail);
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

    // For the ScalarReaders: the key of the value being read (in an object), and its index (in
    // a list).
    const std::string& currentKey() const { return frames_.back().key; }
    std::size_t currentIndex() const { return frames_.back().count - 1; }

    // An integer for a field that holds an int64 (or, with narrow, only a C int); its range
    // (minimum, maximum) is named when the value is not an integer, and checked by the validator.
    std::optional<std::int64_t> readInteger(const Scalar& s, std::int64_t minimum, std::int64_t maximum,
                                            bool narrow) {
        if (s.kind == Scalar::Kind::Float) {
            fail(path(true), RuleText(kNotInteger));
            return std::nullopt;
        }
        if (s.kind != Scalar::Kind::Integer || (narrow && (s.integer < std::numeric_limits<int>::min() ||
                                                           s.integer > std::numeric_limits<int>::max()))) {
            fail(path(true), integerRule(minimum, maximum));
            return std::nullopt;
        }
        return s.integer;
    }

private:
    struct Frame {
        const ValueRule* rule = nullptr; // what this object or list is
        bool isArray = false;
        void* target = nullptr;                   // what its contents fill
        std::string key;                          // objects: the current key
        const FieldRule* field = nullptr;         // objects of fixed keys: the current key's field
        std::uint64_t seenFields = 0;             // objects of fixed keys: bit i for fields[i]
        std::unordered_set<std::string> seenKeys; // objects whose keys the file chooses
        std::size_t count = 0; // lists: elements started so far (the current one is count - 1)
    };

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
            // The format's keys as they are; a key the file chose (a domain, a name, an
            // unknown key) quoted where it is not a plain name.
            p = f.isArray            ? joinIndex(p, f.count - 1)
                : f.field != nullptr ? joinKey(p, f.key)
                                     : joinName(p, f.key);
        }
        return p;
    }

    // The value being read is not of a type its place takes.
    bool typeError(const ValueRule& rule) { return fail(path(true), ruleText(rule.mustBe, rule.argument)); }

    // The rule of the value that starts now, and the object it fills (an array element is
    // counted first).
    const ValueRule& currentRule() const {
        const Frame& f = frames_.back();
        if (f.isArray) {
            return f.rule->list->element;
        }
        return f.field != nullptr ? f.field->value : *f.rule->object->anyKey;
    }

    bool onStart(bool isArray) {
        const ValueRule* rule = &document_;
        void* target = &scenario_;
        if (!frames_.empty()) {
            if (frames_.back().isArray) {
                ++frames_.back().count;
            }
            rule = &currentRule();
            target = frames_.back().target;
        } else if (sawTop_) {
            return fail({}, RuleText(kOneObject));
        }
        if (isArray ? rule->list == nullptr : rule->object == nullptr) {
            return typeError(*rule);
        }
        const Opener open = isArray ? rule->list->open : rule->object->open;
        Frame f;
        f.rule = rule;
        f.isArray = isArray;
        f.target =
            open != nullptr ? open(target, frames_.empty() ? std::string() : frames_.back().key) : target;
        sawTop_ = true;
        frames_.push_back(std::move(f));
        return true;
    }

    bool onKey(std::string key) {
        Frame& f = frames_.back();
        f.key = std::move(key);
        const ObjectRule& object = *f.rule->object;
        if (object.anyKey != nullptr) {
            if (!f.seenKeys.insert(f.key).second) {
                return fail(path(true), repeatedKeyRule(f.key));
            }
            return true;
        }
        const auto field = std::find_if(object.fields.begin(), object.fields.end(),
                                        [&f](const FieldRule& rule) { return rule.name == f.key; });
        f.field = field != object.fields.end() ? &*field : nullptr;
        if (f.field == nullptr) {
            return fail(path(true), RuleText(object.unknownKey, keyList(object.fields)));
        }
        const std::uint64_t bit = std::uint64_t{1} << (field - object.fields.begin());
        if ((f.seenFields & bit) != 0) {
            return fail(path(true), repeatedKeyRule(f.key));
        }
        f.seenFields |= bit;
        return true;
    }

    bool onEnd() {
        const Frame& f = frames_.back();
        if (!f.isArray) {
            const std::span<const FieldRule> fields = f.rule->object->fields;
            for (std::size_t i = 0; i < fields.size(); ++i) {
                if (fields[i].required != nullptr && (f.seenFields & (std::uint64_t{1} << i)) == 0) {
                    return fail(joinKey(path(false), fields[i].name),
                                ruleText(fields[i].required, fields[i].value.argument));
                }
            }
        } else if (f.rule->list->length != 0 && f.count != f.rule->list->length) {
            return fail(path(false), ruleText(f.rule->mustBe, f.rule->argument));
        }
        frames_.pop_back();
        return true;
    }

    bool onScalar(Scalar& s) {
        if (frames_.empty()) {
            return fail({}, RuleText(kOneObject));
        }
        if (frames_.back().isArray) {
            ++frames_.back().count;
        }
        const ValueRule& rule = currentRule();
        if (rule.scalar == nullptr) {
            return typeError(rule);
        }
        switch (rule.scalar(*this, frames_.back().target, s)) {
        case Read::Stored:
            return true;
        case Read::WrongType:
            return typeError(rule);
        case Read::Failed:
            break;
        }
        return false;
    }

    const ValueRule& document_;
    Scenario& scenario_;
    std::string file_;
    std::string_view text_;
    std::vector<Frame> frames_;
    bool sawTop_ = false;
    std::optional<ScenarioError> error_;
};

// The ScalarReaders and Openers the table is made of. A member pointer names the field a value
// fills: its class is the type of the target.

template <class Member> struct MemberPointer;
template <class Class, class Value> struct MemberPointer<Value Class::*> {
    using ClassType = Class;
    using ValueType = Value;
};

template <auto member> auto& memberOf(void* target) {
    using Class = typename MemberPointer<decltype(member)>::ClassType;
    return static_cast<Class*>(target)->*member;
}

template <auto member> Read readText(Reader&, void* target, Scalar& s) {
    if (s.kind != Scalar::Kind::String) {
        return Read::WrongType;
    }
    memberOf<member>(target) = std::move(s.text);
    return Read::Stored;
}

template <auto member> Read readBoolean(Reader&, void* target, Scalar& s) {
    if (s.kind != Scalar::Kind::Bool) {
        return Read::WrongType;
    }
    memberOf<member>(target) = s.boolean;
    return Read::Stored;
}

// An integer from minimum to kIntMax (the validator checks the range); a field that holds an
// int takes only what a C int holds.
template <auto member, std::int64_t minimum> Read readInteger(Reader& reader, void* target, Scalar& s) {
    using Value = typename MemberPointer<decltype(member)>::ValueType;
    constexpr bool narrow = std::is_same_v<Value, int> || std::is_same_v<Value, std::optional<int>>;
    const std::optional<std::int64_t> value = reader.readInteger(s, minimum, kIntMax, narrow);
    if (!value) {
        return Read::Failed;
    }
    if constexpr (narrow) {
        memberOf<member>(target) = static_cast<int>(*value);
    } else {
        memberOf<member>(target) = *value;
    }
    return Read::Stored;
}

Read readOutcome(Reader&, void* target, Scalar& s) {
    constexpr std::pair<std::string_view, AttemptOutcome> kOutcomes[] = {
        {"sent", AttemptOutcome::Sent},
        {"deferred", AttemptOutcome::Deferred},
        {"bounced", AttemptOutcome::Bounced},
        {"refused", AttemptOutcome::Refused}};
    if (s.kind == Scalar::Kind::String) {
        for (const auto& [word, outcome] : kOutcomes) {
            if (s.text == word) {
                static_cast<AttemptSpec*>(target)->outcome = outcome;
                return Read::Stored;
            }
        }
    }
    return Read::WrongType;
}

// A string appended to the list being filled.
Read appendText(Reader&, void* target, Scalar& s) {
    if (s.kind != Scalar::Kind::String) {
        return Read::WrongType;
    }
    static_cast<std::vector<std::string>*>(target)->push_back(std::move(s.text));
    return Read::Stored;
}

Read readFormat(Reader&, void*, Scalar& s) {
    return s.kind == Scalar::Kind::String && s.text == Scenario::kFormat ? Read::Stored : Read::WrongType;
}

// A main.cf parameter: its key is its name; a number is kept as written, marked as a number.
Read readParameter(Reader& reader, void* target, Scalar& s) {
    if (s.kind != Scalar::Kind::String && s.kind != Scalar::Kind::Integer && s.kind != Scalar::Kind::Float) {
        return Read::WrongType;
    }
    static_cast<Scenario*>(target)->mainCf.push_back(
        ParameterSetting{reader.currentKey(), std::move(s.text), s.kind != Scalar::Kind::String});
    return Read::Stored;
}

// {domain: count}: the key is the domain.
Read readRecipientGroup(Reader& reader, void* target, Scalar& s) {
    const std::optional<std::int64_t> count = reader.readInteger(s, 1, kMaxGroupCount, true);
    if (!count) {
        return Read::Failed;
    }
    static_cast<MessageSpec*>(target)->groups.push_back(
        RecipientGroup{reader.currentKey(), static_cast<int>(*count)});
    return Read::Stored;
}

// [start_ms, end_ms]: the list's first and second integers (a third is read, then refused with
// the list's length).
Read readIntervalBound(Reader& reader, void* target, Scalar& s) {
    const std::optional<std::int64_t> value = reader.readInteger(s, 0, kIntMax, false);
    if (!value) {
        return Read::Failed;
    }
    auto& interval = *static_cast<TimeInterval*>(target);
    if (reader.currentIndex() == 0) {
        interval.startMs = *value;
    } else if (reader.currentIndex() == 1) {
        interval.endMs = *value;
    }
    return Read::Stored;
}

// The list or object a member holds (an optional one made present).
template <auto member> void* openMember(void* target, const std::string&) {
    auto& value = memberOf<member>(target);
    if constexpr (requires { value.emplace(); }) {
        return &value.emplace();
    } else {
        return &value;
    }
}

// A new element of the list a member holds; nameMember, when given, is set to the element's key.
template <auto listMember, auto nameMember = nullptr>
void* openElement(void* target, const std::string& key) {
    auto& element = memberOf<listMember>(target).emplace_back();
    if constexpr (nameMember != nullptr) {
        element.*nameMember = key;
    }
    return &element;
}

// A new element of the list being filled (target is the list itself).
template <class Element> void* appendElement(void* target, const std::string&) {
    return &static_cast<std::vector<Element>*>(target)->emplace_back();
}

constexpr ValueRule textField(ScalarReader reader) {
    return ValueRule{kMustBeString, reader};
}
constexpr ValueRule booleanField(ScalarReader reader) {
    return ValueRule{kMustBeBoolean, reader};
}
constexpr ValueRule integerField(ScalarReader reader) {
    return ValueRule{kMustBeInteger, reader};
}

// [[start_ms, end_ms], ...]
constexpr ListRule kInterval{appendElement<TimeInterval>, {kMustBeInterval, readIntervalBound}, 2};
constexpr ValueRule kIntervalValue{kMustBeInterval, nullptr, nullptr, &kInterval};
constexpr ListRule kBrokenIntervals{openMember<&ProcessLimit::broken>, kIntervalValue};
constexpr ListRule kDownIntervals{openMember<&DestinationSpec::downIntervals>, kIntervalValue};

// main.cf
constexpr ValueRule kParameter{kMustBeParameterValue, readParameter};
constexpr ObjectRule kMainCf{nullptr, {}, nullptr, &kParameter};

// master.cf
constexpr FieldRule kServiceFields[] = {
    {"maxproc", integerField(readInteger<&ProcessLimit::maxproc, 1>)},
    {"broken", {kMustBeIntervals, nullptr, nullptr, &kBrokenIntervals}},
};
constexpr ObjectRule kService{
    openElement<&Scenario::masterCf, &ProcessLimit::transport>, kServiceFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a master.cf service may have only %1")};
constexpr ValueRule kServiceValue{kMustBeService, nullptr, &kService};
constexpr ObjectRule kMasterCf{nullptr, {}, nullptr, &kServiceValue};

// destinations
constexpr ListRule kUnknownUsers{openMember<&DestinationSpec::unknownUsers>, {kMustBeString, appendText}};
constexpr ListRule kDeferUsers{openMember<&DestinationSpec::deferUsers>, {kMustBeString, appendText}};
constexpr FieldRule kDestinationFields[] = {
    {"transport", textField(readText<&DestinationSpec::transport>)},
    {"delivery_ms", integerField(readInteger<&DestinationSpec::deliveryMs, 1>)},
    {"per_rcpt_ms", integerField(readInteger<&DestinationSpec::perRcptMs, 0>)},
    {"server_limit", integerField(readInteger<&DestinationSpec::serverLimit, 0>)},
    {"fail_ms", integerField(readInteger<&DestinationSpec::failMs, 1>)},
    {"down", {kMustBeDown, readBoolean<&DestinationSpec::down>, nullptr, &kDownIntervals}},
    {"greylist_ms", integerField(readInteger<&DestinationSpec::greylistMs, 0>)},
    {"unknown_users", {kMustBeUsers, nullptr, nullptr, &kUnknownUsers}},
    {"defer_users", {kMustBeUsers, nullptr, nullptr, &kDeferUsers}},
    {"delivery_jitter_ms", integerField(readInteger<&DestinationSpec::deliveryJitterMs, 0>)},
};
constexpr ObjectRule kDestination{
    openElement<&Scenario::destinations, &DestinationSpec::domain>, kDestinationFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown field; a destination may have only %1")};
constexpr ValueRule kDestinationValue{kMustBeDestination, nullptr, &kDestination};
constexpr ObjectRule kDestinations{nullptr, {}, nullptr, &kDestinationValue};

// messages
constexpr ListRule kAddresses{openMember<&MessageSpec::addresses>, {kMustBeAddress, appendText}};
constexpr ValueRule kRecipientGroup{kMustBeGroupCount, readRecipientGroup};
constexpr ObjectRule kRecipientGroups{nullptr, {}, nullptr, &kRecipientGroup};
// attempts: per recipient, a list of attempt objects
constexpr FieldRule kAttemptFields[] = {
    {"ms", integerField(readInteger<&AttemptSpec::ms, 1>),
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: how long the attempt kept its delivery agent")},
    {"connect_ms", integerField(readInteger<&AttemptSpec::connectMs, 0>)},
    {"start_ms", integerField(readInteger<&AttemptSpec::startMs, 0>)},
    {"slack_ms", integerField(readInteger<&AttemptSpec::slackMs, 0>)},
    {"line_ms", integerField(readInteger<&AttemptSpec::lineMs, 0>)},
    {"outcome",
     {kMustBeOutcome, readOutcome},
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: sent, deferred, bounced or refused")},
    {"reply", textField(readText<&AttemptSpec::reply>)},
    {"dsn", textField(readText<&AttemptSpec::dsn>)},
};
constexpr ObjectRule kAttempt{
    appendElement<AttemptSpec>, kAttemptFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; an attempt may have only %1")};
constexpr ListRule kRecipientAttempts{appendElement<std::vector<AttemptSpec>>,
                                      {kMustBeAttempt, nullptr, &kAttempt}};
constexpr ListRule kAttempts{openMember<&MessageSpec::attempts>,
                             {kMustBeAttemptList, nullptr, nullptr, &kRecipientAttempts}};

constexpr FieldRule kMessageFields[] = {
    {"id", textField(readText<&MessageSpec::id>), QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required")},
    {"arrival_ms", integerField(readInteger<&MessageSpec::arrivalMs, 0>)},
    {"recipients",
     {kMustBeRecipients, nullptr, &kRecipientGroups, &kAddresses},
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: a list of addresses or an object {domain: count}")},
    {"null_sender", booleanField(readBoolean<&MessageSpec::nullSender>)},
    {"sender", textField(readText<&MessageSpec::sender>)},
    {"deferred_until_ms", integerField(readInteger<&MessageSpec::deferredUntilMs, 0>)},
    {"attempts", {kMustBeAttempts, nullptr, nullptr, &kAttempts}},
};
constexpr ObjectRule kMessage{openElement<&Scenario::messages>, kMessageFields,
                              QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a message may have only %1")};
constexpr ListRule kMessages{nullptr, {kMustBeMessage, nullptr, &kMessage}};

// lesson
constexpr FieldRule kBookmarkFields[] = {
    {"step", integerField(readInteger<&Bookmark::step, 0>),
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: the number of steps applied (0 = the start)")},
    {"title", textField(readText<&Bookmark::title>),
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: a short title")},
    {"note", textField(readText<&Bookmark::note>)},
    {"transport", textField(readText<&Bookmark::transport>)},
    {"view", textField(readText<&Bookmark::view>)},
};
constexpr ObjectRule kBookmark{
    openElement<&Scenario::lesson>, kBookmarkFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a bookmark may have only %1")};
constexpr ListRule kLesson{nullptr, {kMustBeBookmark, nullptr, &kBookmark}};

// translations: per language, the title, the description and the bookmarks' texts
constexpr FieldRule kBookmarkTranslationFields[] = {
    {"step", integerField(readInteger<&BookmarkTranslation::step, 0>),
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: the step of the bookmark it translates")},
    {"title", textField(readText<&BookmarkTranslation::title>)},
    {"note", textField(readText<&BookmarkTranslation::note>)},
};
constexpr ObjectRule kBookmarkTranslation{
    openElement<&ScenarioTranslation::lesson>, kBookmarkTranslationFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a bookmark's translation may have only %1")};
constexpr ListRule kLessonTranslation{nullptr, {kMustBeBookmarkTranslation, nullptr, &kBookmarkTranslation}};
constexpr FieldRule kTranslationFields[] = {
    {"title", textField(readText<&ScenarioTranslation::title>)},
    {"description", textField(readText<&ScenarioTranslation::description>)},
    {"lesson", {kMustBeLessonTranslation, nullptr, nullptr, &kLessonTranslation}},
};
constexpr ObjectRule kTranslation{
    openElement<&Scenario::translations, &ScenarioTranslation::language>, kTranslationFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a translation may have only %1")};
constexpr ValueRule kTranslationValue{kMustBeTranslation, nullptr, &kTranslation};
constexpr ObjectRule kTranslations{nullptr, {}, nullptr, &kTranslationValue};

// historical
constexpr FieldRule kHistoricalFields[] = {
    {"sqrt_feedback", booleanField(readBoolean<&Scenario::historicalSqrtFeedback>)},
};
constexpr ObjectRule kHistorical{nullptr, kHistoricalFields,
                                 QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                   "unknown key; historical may have only %1 (README-era "
                                                   "behaviour that Postfix 3.12 does not have)")};

constexpr ListRule kLectureViews{openMember<&Scenario::lectureViews>, {kMustBeViewName, appendText}};

// The scenario: the document's one object.
constexpr FieldRule kScenarioFields[] = {
    {"format",
     {kMustBeFormat, readFormat, nullptr, nullptr, Scenario::kFormat},
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required and must be \"%1\"")},
    {"title", textField(readText<&Scenario::title>)},
    {"description", textField(readText<&Scenario::description>)},
    {"main.cf", {kMustBeMainCf, nullptr, &kMainCf}},
    {"master.cf", {kMustBeMasterCf, nullptr, &kMasterCf}},
    {"destinations",
     {kMustBeDestinations, nullptr, &kDestinations},
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: an object of destinations keyed by domain")},
    {"messages",
     {kMustBeMessages, nullptr, nullptr, &kMessages},
     QT_TRANSLATE_NOOP("qmgrlab::Rules", "is required: a list (JSON array) of messages")},
    {"stop_ms", integerField(readInteger<&Scenario::stopMs, 0>)},
    {"lesson", {kMustBeLesson, nullptr, nullptr, &kLesson}},
    {"seed", integerField(readInteger<&Scenario::seed, 0>)},
    {"historical", {kMustBeHistorical, nullptr, &kHistorical}},
    {"deferred_queue", booleanField(readBoolean<&Scenario::deferredQueue>)},
    {"lecture_views", {kMustBeLectureViews, nullptr, nullptr, &kLectureViews}},
    {"epoch", textField(readText<&Scenario::epoch>)},
    {"translations", {kMustBeTranslations, nullptr, &kTranslations}},
};
static_assert(std::size(kScenarioFields) <= 64, "Reader::Frame::seenFields has a bit per field");
constexpr ObjectRule kScenarioObject{
    nullptr, kScenarioFields,
    QT_TRANSLATE_NOOP("qmgrlab::Rules", "unknown key; a scenario may have only %1")};

constexpr ValueRule kDocument{kOneObject, nullptr, &kScenarioObject};

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
    Reader reader(kDocument, scenario, fileName, text);
    const bool ok = Json::sax_parse(text.begin(), text.end(), &reader) && reader.finish();
    if (!ok) {
        if (reader.error()) {
            throw *reader.error();
        }
        throw ScenarioError(fileName, {}, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "not valid JSON")));
    }
    validateScenario(scenario, fileName);
    checkTranslatedSteps(scenario, fileName);
    return scenario;
}

Scenario loadScenarioFile(const std::string& path) {
    return parseScenario(
        readInputFile(path, Scenario::kMaxFileBytes, fileTooLargeRule(Scenario::kMaxFileBytes)), path);
}

} // namespace qmgrlab
