// Scenario: loading (a streaming JSON reader that fills the struct and catches what the struct
// cannot hold: syntax, repeated keys, unknown keys, types), validation of the struct against
// SPEC section 1 (shared by files and in-memory scenarios), and saving in the SPEC format.
#include "core/Scenario.h"

#include "core/Parameters.h"
#include "core/ScenarioError.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <unordered_map>
#include <unordered_set>
#include <utility>

namespace qmgrlab {

namespace {

constexpr std::int64_t kIntMax = 2147483647;
constexpr std::int64_t kMaxGroupCount = 1000000;
constexpr std::size_t kMaxIdLength = 32;
constexpr std::size_t kMaxAddressLength = 254;
// The domain of an address of at most 254 characters with a local part of at least one.
constexpr std::size_t kMaxDomainLength = kMaxAddressLength - 2;

// ---------------------------------------------------------------------------------------------
// Rules in plain words, shared by the reader and the validator so that both give one message.

const std::string kNotInteger = "must be an integer (a JSON number without a fraction or exponent)";

std::string integerRule(std::int64_t minimum, std::int64_t maximum) {
    return "must be an integer from " + std::to_string(minimum) + " to " + std::to_string(maximum);
}

std::string tooManyMessagesRule() {
    return "too many messages: a scenario may hold at most " + std::to_string(Scenario::kMaxMessages) +
           " messages";
}

std::string tooManyRecipientsRule() {
    return "too many recipients: a scenario may hold at most " +
           std::to_string(Scenario::kMaxTotalRecipients) + " recipients over all its messages";
}

std::string repeatedKeyRule(std::string_view key) {
    return "the key \"" + std::string(key) + "\" appears more than once in the same object";
}

std::string joinKey(const std::string& parent, std::string_view key) {
    std::string path = parent;
    if (!path.empty()) {
        path += '.';
    }
    path += key;
    return path;
}

std::string joinIndex(const std::string& parent, std::size_t index) {
    return parent + "[" + std::to_string(index) + "]";
}

char lowerAscii(char c) {
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

void lowerInto(std::string_view text, std::string& out) {
    out.resize(text.size());
    std::transform(text.begin(), text.end(), out.begin(), lowerAscii);
}

bool isPrintableNonBlank(char c) {
    return c > ' ' && c < 0x7f;
}

// Domain part rules (SPEC section 1); empty string when valid.
std::string checkDomain(std::string_view domain) {
    if (domain.empty()) {
        return "the domain must not be empty";
    }
    if (domain.size() > kMaxDomainLength) {
        return "the domain is longer than " + std::to_string(kMaxDomainLength) +
               " characters (an address is at most 254)";
    }
    for (char c : domain) {
        if (!isPrintableNonBlank(c)) {
            return "the domain may contain only printable ASCII characters and no blanks";
        }
        if (c == '"' || c == '\\') {
            return "the domain must not contain \" or \\";
        }
        if (c == '@') {
            return "the domain must not contain @";
        }
    }
    return {};
}

// Address rules; on success domainOut is the part after the last '@'.
std::string checkAddress(std::string_view address, std::string_view& domainOut) {
    if (address.size() > kMaxAddressLength) {
        return "an address is at most 254 characters";
    }
    for (char c : address) {
        if (!isPrintableNonBlank(c)) {
            return "an address may contain only printable ASCII characters and no blanks";
        }
    }
    const std::size_t at = address.rfind('@');
    if (at == std::string_view::npos) {
        return "an address must have the form local@domain";
    }
    if (at == 0) {
        return "the local part of the address (before its last @) must not be empty";
    }
    domainOut = address.substr(at + 1);
    if (domainOut.empty()) {
        return "the domain of the address (after its last @) must not be empty";
    }
    for (char c : domainOut) {
        if (c == '"' || c == '\\') {
            return "the domain of the address must not contain \" or \\";
        }
    }
    return {};
}

std::string checkMessageId(std::string_view id) {
    if (id.empty()) {
        return "must not be empty";
    }
    if (id.size() > kMaxIdLength) {
        return "must be at most 32 characters";
    }
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                        c == '_' || c == '-' || c == '.';
        if (!ok) {
            return "may contain only letters, digits, _, - and .";
        }
    }
    return {};
}

std::string transportNameRule(std::string_view name) {
    std::string rule = "\"";
    rule += name;
    rule += "\" is not a valid transport name (letters, digits, _, - and . only, starting with a letter or "
            "digit, and not retry or error)";
    return rule;
}

// -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
bool isJsonNumberText(std::string_view text) {
    std::size_t i = 0;
    auto digit = [&](std::size_t k) { return k < text.size() && text[k] >= '0' && text[k] <= '9'; };
    if (i < text.size() && text[i] == '-') {
        ++i;
    }
    if (!digit(i)) {
        return false;
    }
    if (text[i] == '0') {
        ++i;
    } else {
        while (digit(i)) {
            ++i;
        }
    }
    if (i < text.size() && text[i] == '.') {
        ++i;
        if (!digit(i)) {
            return false;
        }
        while (digit(i)) {
            ++i;
        }
    }
    if (i < text.size() && (text[i] == 'e' || text[i] == 'E')) {
        ++i;
        if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
            ++i;
        }
        if (!digit(i)) {
            return false;
        }
        while (digit(i)) {
            ++i;
        }
    }
    return i == text.size();
}

std::string unknownParameterRule(std::string_view name) {
    for (const ParameterInfo& info : parameterTable()) {
        const std::string_view suffix = info.transportSuffix;
        if (!suffix.empty() && name.size() > suffix.size() &&
            name.substr(name.size() - suffix.size()) == suffix) {
            const std::string_view prefix = name.substr(0, name.size() - suffix.size());
            if (!isValidTransportName(prefix)) {
                return "unknown parameter: " + transportNameRule(prefix);
            }
        }
    }
    return "unknown parameter: qmgrlab models only the scheduling parameters of its parameter table (such as "
           "default_delivery_slot_cost) and their per-transport forms (such as smtp_delivery_slot_cost)";
}

// ---------------------------------------------------------------------------------------------
// The streaming reader.

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
    RcptObject
};

struct Frame {
    Ctx ctx;
    bool isArray = false;
    std::string key;        // objects: the current key
    std::size_t count = 0;  // arrays: elements started so far (the current one is count - 1)
    unsigned seenFixed = 0; // objects with a fixed key set: bit per key seen
    std::unordered_set<std::string> seenKeys; // objects with free keys
};

// One scalar JSON value as the reader sees it.
struct Scalar {
    enum class Kind { Null, Bool, Integer, Float, String } kind = Kind::Null;
    bool boolean = false;
    std::int64_t integer = 0; // saturated for huge integers
    std::string text;         // string contents, or the number as text
};

constexpr std::string_view kTopKeys[] = {"format",    "title",        "description", "main.cf",
                                         "master.cf", "destinations", "messages",    "stop_ms"};
constexpr std::string_view kDestinationFields[] = {"transport",    "delivery_ms", "per_rcpt_ms",
                                                   "server_limit", "fail_ms",     "down"};
constexpr std::string_view kMessageKeys[] = {"id", "arrival_ms", "recipients"};

template <std::size_t N> int indexOf(const std::string_view (&keys)[N], std::string_view key) {
    for (std::size_t i = 0; i < N; ++i) {
        if (keys[i] == key) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

template <std::size_t N> std::string keyList(const std::string_view (&keys)[N]) {
    std::string list;
    for (std::size_t i = 0; i < N; ++i) {
        list += (i == 0) ? "" : (i + 1 == N ? " and " : ", ");
        list += keys[i];
    }
    return list;
}

std::int64_t saturatingParse(std::string_view digits, bool negative) {
    std::int64_t value = 0;
    constexpr std::int64_t limit = std::numeric_limits<std::int64_t>::max();
    for (char c : digits) {
        const int d = c - '0';
        value = (value > (limit - d) / 10) ? limit : value * 10 + d;
    }
    return negative ? -value : value;
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
            s.kind = Scalar::Kind::Integer;
            s.integer = saturatingParse(std::string_view(raw).substr(negative ? 1 : 0), negative);
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
    bool binary(binary_t&) override { return fail(path(true), "binary values are not JSON"); }

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
            return fail({}, "the file is empty; it must hold one JSON object");
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
        for (char& c : detail) { // the parser quotes raw input, which need not be printable
            if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) >= 0x7f) {
                c = '?';
            }
        }
        return fail({}, "not valid JSON at line " + std::to_string(line) + ", column " +
                            std::to_string(column) + ": " + detail);
    }

    // Called after a successful parse: the required keys of the document.
    bool finish() {
        if (!sawTop_) {
            return fail({}, "the file must hold one JSON object");
        }
        return true;
    }

private:
    bool fail(std::string path, std::string rule) {
        if (!error_) {
            error_.emplace(file_, std::move(path), std::move(rule));
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

    bool typeError(const char* expected) { return fail(path(true), std::string("must be ") + expected); }

    bool onStart(bool isArray) {
        if (frames_.empty()) {
            if (isArray || sawTop_) {
                return fail({}, "the file must hold one JSON object");
            }
            sawTop_ = true;
            return push(Ctx::Top, false);
        }
        beginElement();
        Frame& f = frames_.back();
        switch (f.ctx) {
        case Ctx::Top:
            if (f.key == "main.cf") {
                return isArray ? typeError("an object of main.cf parameters") : push(Ctx::MainCf, false);
            }
            if (f.key == "master.cf") {
                return isArray ? typeError("an object of master.cf services") : push(Ctx::MasterCf, false);
            }
            if (f.key == "destinations") {
                return isArray ? typeError("an object of destinations keyed by domain")
                               : push(Ctx::Destinations, false);
            }
            if (f.key == "messages") {
                return isArray ? push(Ctx::Messages, true) : typeError("a list (JSON array) of messages");
            }
            if (f.key == "format") {
                return fail(path(true), "must be the string \"" + std::string(Scenario::kFormat) + "\"");
            }
            return typeError(f.key == "stop_ms" ? "an integer" : "a string");
        case Ctx::MainCf:
            return typeError("a number or a string");
        case Ctx::MasterCf:
            if (isArray) {
                return typeError("an object such as {\"maxproc\": 10}");
            }
            scenario_.masterCf.push_back(ProcessLimit{f.key, 0});
            return push(Ctx::Service, false);
        case Ctx::Service:
            return typeError("an integer");
        case Ctx::Destinations:
            if (isArray) {
                return typeError("an object of destination fields");
            }
            scenario_.destinations.emplace_back();
            scenario_.destinations.back().domain = f.key;
            return push(Ctx::Destination, false);
        case Ctx::Destination:
            return typeError(f.key == "transport" ? "a string"
                             : f.key == "down"    ? "true or false"
                                                  : "an integer");
        case Ctx::Messages:
            if (isArray) {
                return typeError("an object with the keys id, arrival_ms and recipients");
            }
            scenario_.messages.emplace_back();
            return push(Ctx::Message, false);
        case Ctx::Message:
            if (f.key == "recipients") {
                return push(isArray ? Ctx::RcptList : Ctx::RcptObject, isArray);
            }
            return typeError(f.key == "id" ? "a string" : "an integer");
        case Ctx::RcptList:
            return typeError("a string (an address)");
        case Ctx::RcptObject:
            return typeError("an integer count of recipients");
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
                return fail(path(true), "unknown key; a scenario may have only " + keyList(kTopKeys));
            }
            break;
        case Ctx::Service:
            if (k != "maxproc") {
                return fail(path(true), "unknown key; a master.cf service may have only maxproc");
            }
            index = 0;
            break;
        case Ctx::Destination:
            index = indexOf(kDestinationFields, k);
            if (index < 0) {
                return fail(path(true),
                            "unknown field; a destination may have only " + keyList(kDestinationFields));
            }
            break;
        case Ctx::Message:
            index = indexOf(kMessageKeys, k);
            if (index < 0) {
                return fail(path(true), "unknown key; a message may have only " + keyList(kMessageKeys));
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
                return fail("format", "is required and must be \"" + std::string(Scenario::kFormat) + "\"");
            }
            if ((f.seenFixed & (1u << indexOf(kTopKeys, "destinations"))) == 0) {
                return fail("destinations", "is required: an object of destinations keyed by domain");
            }
            if ((f.seenFixed & (1u << indexOf(kTopKeys, "messages"))) == 0) {
                return fail("messages", "is required: a list (JSON array) of messages");
            }
            break;
        case Ctx::Service:
            if (f.seenFixed == 0) {
                return fail(joinKey(path(false), "maxproc"), "is required: an integer from 1 to 2147483647");
            }
            break;
        case Ctx::Message:
            if ((f.seenFixed & 1u) == 0) {
                return fail(joinKey(path(false), "id"), "is required");
            }
            if ((f.seenFixed & 4u) == 0) {
                return fail(joinKey(path(false), "recipients"),
                            "is required: a list of addresses or an object {domain: count}");
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
            return fail(path(true), kNotInteger);
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
            return fail(path(true), kNotInteger);
        }
        if (s.kind != Scalar::Kind::Integer) {
            return fail(path(true), integerRule(minimum, maximum));
        }
        out = s.integer;
        return true;
    }

    bool onScalar(Scalar& s) {
        if (frames_.empty()) {
            return fail({}, "the file must hold one JSON object");
        }
        beginElement();
        Frame& f = frames_.back();
        switch (f.ctx) {
        case Ctx::Top:
            if (f.key == "format") {
                if (s.kind != Scalar::Kind::String || s.text != Scenario::kFormat) {
                    return fail(path(true), "must be the string \"" + std::string(Scenario::kFormat) + "\"");
                }
                return true;
            }
            if (f.key == "title" || f.key == "description") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError("a string");
                }
                (f.key == "title" ? scenario_.title : scenario_.description) = std::move(s.text);
                return true;
            }
            if (f.key == "stop_ms") {
                std::int64_t value = 0;
                if (!readInt64(s, 0, kIntMax, value)) {
                    return false;
                }
                scenario_.stopMs = value;
                return true;
            }
            if (f.key == "main.cf") {
                return typeError("an object of main.cf parameters");
            }
            if (f.key == "master.cf") {
                return typeError("an object of master.cf services");
            }
            if (f.key == "destinations") {
                return typeError("an object of destinations keyed by domain");
            }
            return typeError("a list (JSON array) of messages");
        case Ctx::MainCf:
            if (s.kind == Scalar::Kind::String) {
                scenario_.mainCf.push_back(ParameterSetting{f.key, std::move(s.text), false});
            } else if (s.kind == Scalar::Kind::Integer || s.kind == Scalar::Kind::Float) {
                scenario_.mainCf.push_back(ParameterSetting{f.key, std::move(s.text), true});
            } else {
                return typeError("a number or a string");
            }
            return true;
        case Ctx::MasterCf:
            return typeError("an object such as {\"maxproc\": 10}");
        case Ctx::Service:
            return readInt(s, 1, kIntMax, scenario_.masterCf.back().maxproc);
        case Ctx::Destinations:
            return typeError("an object of destination fields");
        case Ctx::Destination: {
            DestinationSpec& d = scenario_.destinations.back();
            if (f.key == "transport") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError("a string");
                }
                d.transport = std::move(s.text);
                return true;
            }
            if (f.key == "down") {
                if (s.kind != Scalar::Kind::Bool) {
                    return typeError("true or false");
                }
                d.down = s.boolean;
                return true;
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
            } else {
                d.failMs = value;
            }
            return true;
        }
        case Ctx::Messages:
            return typeError("an object with the keys id, arrival_ms and recipients");
        case Ctx::Message: {
            MessageSpec& m = scenario_.messages.back();
            if (f.key == "id") {
                if (s.kind != Scalar::Kind::String) {
                    return typeError("a string");
                }
                m.id = std::move(s.text);
                return true;
            }
            if (f.key == "arrival_ms") {
                return readInt64(s, 0, kIntMax, m.arrivalMs);
            }
            return typeError("a list of addresses or an object {domain: count}");
        }
        case Ctx::RcptList:
            if (s.kind != Scalar::Kind::String) {
                return typeError("a string (an address)");
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
        }
        return false;
    }

    Scenario& scenario_;
    std::string file_;
    std::string_view text_;
    std::vector<Frame> frames_;
    bool sawTop_ = false;
    std::optional<ScenarioError> error_;
};

std::string fileTooLargeRule() {
    return "the file is larger than " + std::to_string(Scenario::kMaxFileBytes) +
           " bytes, the most qmgrlab reads for one scenario";
}

} // namespace

// ---------------------------------------------------------------------------------------------

std::int64_t MessageSpec::recipientCount() const {
    std::int64_t count = static_cast<std::int64_t>(addresses.size());
    for (const RecipientGroup& group : groups) {
        count += group.count;
    }
    return count;
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

Scenario parseScenario(std::string_view text, const std::string& fileName) {
    if (static_cast<std::int64_t>(text.size()) > Scenario::kMaxFileBytes) {
        throw ScenarioError(fileName, {}, fileTooLargeRule());
    }
    Scenario scenario;
    Reader reader(scenario, fileName, text);
    const bool ok = Json::sax_parse(text.begin(), text.end(), &reader) && reader.finish();
    if (!ok) {
        if (reader.error()) {
            throw *reader.error();
        }
        throw ScenarioError(fileName, {}, "not valid JSON");
    }
    validateScenario(scenario, fileName);
    return scenario;
}

Scenario loadScenarioFile(const std::string& path) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        throw ScenarioError(path, {}, "cannot read the file: it is a directory");
    }
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        throw ScenarioError(path, {}, std::string("cannot read the file: ") + std::strerror(errno));
    }
    std::string text;
    char buffer[1 << 16];
    while (in) {
        in.read(buffer, sizeof buffer);
        text.append(buffer, static_cast<std::size_t>(in.gcount()));
        if (static_cast<std::int64_t>(text.size()) > Scenario::kMaxFileBytes) {
            throw ScenarioError(path, {}, fileTooLargeRule());
        }
    }
    if (in.bad()) {
        throw ScenarioError(path, {}, "cannot read the file: a read error occurred");
    }
    return parseScenario(text, path);
}

void validateScenario(const Scenario& scenario, const std::string& fileName) {
    auto fail = [&](const std::string& path, const std::string& rule) {
        throw ScenarioError(fileName, path, rule);
    };
    auto checkRange = [&](const std::string& path, std::int64_t value, std::int64_t minimum,
                          std::int64_t maximum) {
        if (value < minimum || value > maximum) {
            fail(path, integerRule(minimum, maximum));
        }
    };

    // main.cf
    {
        std::unordered_set<std::string_view> seen;
        for (const ParameterSetting& setting : scenario.mainCf) {
            const std::string path = joinKey("main.cf", setting.name);
            if (!seen.insert(setting.name).second) {
                fail(path, repeatedKeyRule(setting.name));
            }
            const std::optional<ParameterName> resolved = resolveParameterName(setting.name);
            if (!resolved) {
                fail(path, unknownParameterRule(setting.name));
            }
            if (setting.isNumber && !isJsonNumberText(setting.value)) {
                fail(path, "is marked as a number, but \"" + setting.value + "\" is not a JSON number");
            }
            if (std::string rule = checkParameterValue(*resolved->info, setting.value); !rule.empty()) {
                fail(path, rule);
            }
        }
    }

    // master.cf
    {
        std::unordered_set<std::string_view> seen;
        for (const ProcessLimit& service : scenario.masterCf) {
            const std::string path = joinKey("master.cf", service.transport);
            if (!seen.insert(service.transport).second) {
                fail(path, repeatedKeyRule(service.transport));
            }
            if (!isValidTransportName(service.transport)) {
                fail(path, transportNameRule(service.transport));
            }
            checkRange(joinKey(path, "maxproc"), service.maxproc, 1, kIntMax);
        }
    }

    // destinations
    std::unordered_set<std::string> destinationKeys; // lower-cased
    bool hasStar = false;
    {
        std::unordered_map<std::string, std::string_view> seen; // lower-cased -> as written
        std::string lower;
        for (const DestinationSpec& d : scenario.destinations) {
            const std::string path = joinKey("destinations", d.domain);
            if (d.domain == "*") {
                hasStar = true;
            } else if (std::string rule = checkDomain(d.domain); !rule.empty()) {
                fail(path, rule);
            }
            lowerInto(d.domain, lower);
            if (const auto it = seen.find(lower); it != seen.end()) {
                if (it->second == d.domain) {
                    fail(path, repeatedKeyRule(d.domain));
                }
                fail(path, "differs only in case from the key \"" + std::string(it->second) +
                               "\"; domains are matched without regard to case");
            }
            seen.emplace(lower, d.domain);
            destinationKeys.insert(lower);
            if (d.transport && !isValidTransportName(*d.transport)) {
                fail(joinKey(path, "transport"), transportNameRule(*d.transport));
            }
            if (d.deliveryMs) {
                checkRange(joinKey(path, "delivery_ms"), *d.deliveryMs, 1, kIntMax);
            }
            if (d.perRcptMs) {
                checkRange(joinKey(path, "per_rcpt_ms"), *d.perRcptMs, 0, kIntMax);
            }
            if (d.serverLimit) {
                checkRange(joinKey(path, "server_limit"), *d.serverLimit, 0, kIntMax);
            }
            if (d.failMs) {
                checkRange(joinKey(path, "fail_ms"), *d.failMs, 1, kIntMax);
            }
        }
    }

    // messages
    if (static_cast<std::int64_t>(scenario.messages.size()) > Scenario::kMaxMessages) {
        fail("messages", tooManyMessagesRule());
    }
    {
        std::unordered_map<std::string_view, std::size_t> ids;
        ids.reserve(scenario.messages.size());
        std::int64_t previousArrival = 0;
        std::int64_t total = 0;
        std::string lower;
        auto checkCovered = [&](const std::string& path, std::string_view domain) {
            if (hasStar) {
                return;
            }
            lowerInto(domain, lower);
            if (destinationKeys.find(lower) == destinationKeys.end()) {
                fail(path, "the domain \"" + std::string(domain) +
                               "\" has no entry in destinations, and there is no \"*\" entry");
            }
        };
        for (std::size_t i = 0; i < scenario.messages.size(); ++i) {
            const MessageSpec& m = scenario.messages[i];
            const std::string path = joinIndex("messages", i);
            if (std::string rule = checkMessageId(m.id); !rule.empty()) {
                fail(joinKey(path, "id"), rule);
            }
            if (const auto [it, inserted] = ids.emplace(m.id, i); !inserted) {
                fail(joinKey(path, "id"),
                     "the id \"" + m.id + "\" is already used by " + joinIndex("messages", it->second));
            }
            checkRange(joinKey(path, "arrival_ms"), m.arrivalMs, 0, kIntMax);
            if (m.arrivalMs < previousArrival) {
                fail(joinKey(path, "arrival_ms"),
                     "must not be earlier than the previous message's arrival_ms (" +
                         std::to_string(previousArrival) + "): messages are listed in arrival order");
            }
            previousArrival = m.arrivalMs;

            const std::string rpath = joinKey(path, "recipients");
            if (m.addresses.empty() && m.groups.empty()) {
                fail(rpath, "must be a non-empty list of addresses or a non-empty object {domain: count}");
            }
            if (!m.addresses.empty() && !m.groups.empty()) {
                fail(rpath, "must be either a list of addresses or an object {domain: count}, not both");
            }
            for (std::size_t j = 0; j < m.addresses.size(); ++j) {
                std::string_view domain;
                if (std::string rule = checkAddress(m.addresses[j], domain); !rule.empty()) {
                    fail(joinIndex(rpath, j), rule);
                }
                checkCovered(joinIndex(rpath, j), domain);
            }
            if (!m.groups.empty()) {
                std::unordered_set<std::string_view> seenDomains;
                for (const RecipientGroup& group : m.groups) {
                    const std::string gpath = joinKey(rpath, group.domain);
                    if (!seenDomains.insert(group.domain).second) {
                        fail(gpath, repeatedKeyRule(group.domain));
                    }
                    if (std::string rule = checkDomain(group.domain); !rule.empty()) {
                        fail(gpath, rule);
                    }
                    checkRange(gpath, group.count, 1, kMaxGroupCount);
                    checkCovered(gpath, group.domain);
                }
            }
            total += m.recipientCount();
            if (total > Scenario::kMaxTotalRecipients) {
                fail(rpath, tooManyRecipientsRule());
            }
        }
    }

    if (scenario.stopMs) {
        checkRange("stop_ms", *scenario.stopMs, 0, kIntMax);
    }
}

std::string scenarioToJson(const Scenario& scenario) {
    using OJson = nlohmann::ordered_json;
    OJson root = OJson::object();
    root["format"] = std::string(Scenario::kFormat);
    if (!scenario.title.empty()) {
        root["title"] = scenario.title;
    }
    if (!scenario.description.empty()) {
        root["description"] = scenario.description;
    }
    if (!scenario.mainCf.empty()) {
        OJson mainCf = OJson::object();
        for (const ParameterSetting& setting : scenario.mainCf) {
            OJson value = setting.value;
            if (setting.isNumber && isJsonNumberText(setting.value)) {
                OJson number = OJson::parse(setting.value, nullptr, false);
                if (number.is_number()) {
                    value = std::move(number);
                }
            }
            mainCf[setting.name] = std::move(value);
        }
        root["main.cf"] = std::move(mainCf);
    }
    if (!scenario.masterCf.empty()) {
        OJson masterCf = OJson::object();
        for (const ProcessLimit& service : scenario.masterCf) {
            masterCf[service.transport] = OJson{{"maxproc", service.maxproc}};
        }
        root["master.cf"] = std::move(masterCf);
    }
    OJson destinations = OJson::object();
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
        destinations[d.domain] = std::move(entry);
    }
    root["destinations"] = std::move(destinations);
    OJson messages = OJson::array();
    for (const MessageSpec& m : scenario.messages) {
        OJson message = OJson::object();
        message["id"] = m.id;
        message["arrival_ms"] = m.arrivalMs;
        if (!m.groups.empty()) {
            OJson groups = OJson::object();
            for (const RecipientGroup& group : m.groups) {
                groups[group.domain] = group.count;
            }
            message["recipients"] = std::move(groups);
        } else {
            message["recipients"] = m.addresses;
        }
        messages.push_back(std::move(message));
    }
    root["messages"] = std::move(messages);
    if (scenario.stopMs) {
        root["stop_ms"] = *scenario.stopMs;
    }
    return root.dump(2, ' ', false, OJson::error_handler_t::replace) + "\n";
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
