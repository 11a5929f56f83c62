// SPDX-License-Identifier: GPL-3.0-or-later
// ScenarioValidator: validateScenario, every rule of SPEC section 1 checked on the Scenario
// struct, for files (after the reader) and for scenarios built in memory alike.
#include "core/common/Text.h"
#include "core/common/TranslatableText.h"
#include "core/scenario/Parameters.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/scenario/ScenarioRules.h"
#include "core/scenario/TransportNames.h"

#include <algorithm>
#include <iterator>
#include <string>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace qmgrlab {

namespace {

using namespace scenario_rules;

constexpr std::size_t kMaxIdLength = 32;

RuleText tooManyMessagesRule() {
    return RuleText(
        QT_TRANSLATE_NOOP("qmgrlab::Rules", "too many messages: a scenario may hold at most %1 messages"),
        Scenario::kMaxMessages);
}

RuleText tooManyRecipientsRule() {
    return RuleText(
        QT_TRANSLATE_NOOP(
            "qmgrlab::Rules",
            "too many recipients: a scenario may hold at most %1 recipients over all its messages"),
        Scenario::kMaxTotalRecipients);
}

RuleText atMostCharactersRule(std::size_t maximum) {
    return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be at most %1 characters"), maximum);
}

constexpr const char* kMustNotBeEmpty = QT_TRANSLATE_NOOP("qmgrlab::Rules", "must not be empty");

// A local part listed in unknown_users or defer_users; an empty rule when valid.
RuleText checkLocalPart(std::string_view local) {
    if (local.empty()) {
        return RuleText(kMustNotBeEmpty);
    }
    if (local.size() > kMaxAddressLength) {
        return atMostCharactersRule(kMaxAddressLength);
    }
    for (const char c : local) {
        if (!isPrintableNonBlank(c)) {
            return RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                              "may contain only printable ASCII characters and no blanks"));
        }
    }
    return {};
}

RuleText checkMessageId(std::string_view id) {
    if (id.empty()) {
        return RuleText(kMustNotBeEmpty);
    }
    if (id.size() > kMaxIdLength) {
        return atMostCharactersRule(kMaxIdLength);
    }
    for (char c : id) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                        c == '_' || c == '-' || c == '.';
        if (!ok) {
            return RuleText(
                QT_TRANSLATE_NOOP("qmgrlab::Rules", "may contain only letters, digits, _, - and ."));
        }
    }
    return {};
}

// A control character (C0, DEL or C1, such as U+0085) or a line or paragraph separator
// (U+2028, U+2029), other than the line break a note may contain. The text is UTF-8 (the JSON
// reader and Qt both guarantee it), so C1 is the bytes C2 80 to C2 9F.
bool hasControlCharacter(std::string_view text, bool lineBreakAllowed) {
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const auto next = [&](std::size_t k) {
            return i + k < text.size() ? static_cast<unsigned char>(text[i + k]) : 0u;
        };
        if ((byte < 0x20 || byte == 0x7f) && !(lineBreakAllowed && text[i] == '\n')) {
            return true;
        }
        if ((byte == 0xC2 && next(1) >= 0x80 && next(1) <= 0x9F) ||
            (byte == 0xE2 && next(1) == 0x80 && (next(2) == 0xA8 || next(2) == 0xA9))) {
            return true;
        }
    }
    return false;
}

// "YYYY-MM-DDTHH:MM:SS[.fraction](Z|+HH:MM|-HH:MM)": RFC 3339's date-time, with its zone.
bool isRfc3339Time(std::string_view text) {
    auto digits = [&text](std::size_t at, std::size_t count, int minimum, int maximum) {
        if (at + count > text.size()) {
            return false;
        }
        int value = 0;
        for (std::size_t i = at; i < at + count; ++i) {
            if (text[i] < '0' || text[i] > '9') {
                return false;
            }
            value = value * 10 + (text[i] - '0');
        }
        return value >= minimum && value <= maximum;
    };
    auto is = [&text](std::size_t at, char c) { return at < text.size() && text[at] == c; };
    if (!digits(0, 4, 1, 9999) || !is(4, '-') || !digits(5, 2, 1, 12) || !is(7, '-') ||
        !digits(8, 2, 1, 31) || !(is(10, 'T') || is(10, 't')) || !digits(11, 2, 0, 23) || !is(13, ':') ||
        !digits(14, 2, 0, 59) || !is(16, ':') || !digits(17, 2, 0, 60)) {
        return false;
    }
    const int year = (text[0] - '0') * 1000 + (text[1] - '0') * 100 + (text[2] - '0') * 10 + (text[3] - '0');
    const int month = (text[5] - '0') * 10 + (text[6] - '0');
    const int day = (text[8] - '0') * 10 + (text[9] - '0');
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int kDays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (day > kDays[month - 1] + (month == 2 && leap ? 1 : 0)) {
        return false;
    }
    std::size_t at = 19;
    if (is(at, '.')) {
        const std::size_t first = ++at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
            ++at;
        }
        if (at == first || at - first > 9) {
            return false;
        }
    }
    if (is(at, 'Z') || is(at, 'z')) {
        return at + 1 == text.size();
    }
    return (is(at, '+') || is(at, '-')) && digits(at + 1, 2, 0, 23) && is(at + 3, ':') &&
           digits(at + 4, 2, 0, 59) && at + 6 == text.size();
}

// A status code as Postfix logs it (dsn=4.2.0): class 2, 4 or 5, then two numbers of one to three
// digits.
bool isStatusCode(std::string_view text) {
    if (text.size() < 5 || (text[0] != '2' && text[0] != '4' && text[0] != '5') || text[1] != '.') {
        return false;
    }
    std::size_t at = 2;
    for (int part = 0; part < 2; ++part) {
        const std::size_t first = at;
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') {
            ++at;
        }
        if (at == first || at - first > 3) {
            return false;
        }
        if (part == 0) {
            if (at >= text.size() || text[at] != '.') {
                return false;
            }
            ++at;
        }
    }
    return at == text.size();
}

// lecture_views: names of the views the lecture layout shows, each known and named once.
void validateLectureViews(const std::vector<std::string>& views, const std::string& fileName) {
    std::string known;
    for (const std::string_view name : Scenario::kLectureViewNames) {
        known += known.empty() ? "" : ", ";
        known += name;
    }
    for (std::size_t i = 0; i < views.size(); ++i) {
        const std::string path = joinIndex("lecture_views", i);
        bool isKnown = false;
        for (const std::string_view name : Scenario::kLectureViewNames) {
            isKnown = isKnown || views[i] == name;
        }
        if (!isKnown) {
            throw ScenarioError(
                fileName, RuleText::verbatim(path),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                           "unknown view \"%1\"; the lecture layout can show %2"),
                         cutForMessage(views[i]), known));
        }
        for (std::size_t j = 0; j < i; ++j) {
            if (views[j] == views[i]) {
                throw ScenarioError(
                    fileName, RuleText::verbatim(path),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "names the view \"%1\" a second time (first at "
                                               "lecture_views[%2])"),
                             cutForMessage(views[i]), j));
            }
        }
    }
}

// A message's sender (qmgrlab's extension for replays): one line of bounded length without a
// character that a terminal or a label would act on, empty exactly for a null-sender message.
void validateSender(const MessageSpec& m, const std::string& path, const std::string& fileName) {
    const auto fail = [&](RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(path), std::move(rule));
    };
    if (characterCount(*m.sender) > Scenario::kMaxSender) {
        fail(atMostCharactersRule(Scenario::kMaxSender));
    }
    if (findUnsafeForMessage(*m.sender)) {
        fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                        "must be one line without control or formatting characters")));
    }
    if (m.sender->empty() && !m.nullSender) {
        fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "is empty, the null sender: the message needs "
                                                          "\"null_sender\": true")));
    }
    if (!m.sender->empty() && m.nullSender) {
        fail(RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "names a sender, but the message has "
                                                          "\"null_sender\": true (its sender is \"\")")));
    }
}

// A message's attempts (qmgrlab's extension for replays): one list per address of the list form,
// each of at most kMaxAttemptsPerRecipient attempts, kMaxTotalAttempts over the file; ms from 1,
// connect_ms within it, the reply of bounded length on one line, the status code of Postfix's form.
void validateAttempts(const MessageSpec& m, const std::string& path, std::int64_t& total,
                      const std::string& fileName) {
    auto fail = [&](const std::string& at, RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(at), std::move(rule));
    };
    if (m.attempts.empty()) {
        return;
    }
    if (m.addresses.empty()) {
        fail(path, RuleText(QT_TRANSLATE_NOOP(
                       "qmgrlab::Rules", "needs the recipients as a list of addresses: the object "
                                         "form {domain: count} names no recipient to give attempts to")));
    }
    if (m.attempts.size() != m.addresses.size()) {
        fail(path, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                              "must hold one list of attempts for each recipient, in the "
                                              "order of recipients (recipients: %1, lists: %2)"),
                            m.addresses.size(), m.attempts.size()));
    }
    for (std::size_t r = 0; r < m.attempts.size(); ++r) {
        const std::string rpath = joinIndex(path, r);
        const std::vector<AttemptSpec>& list = m.attempts[r];
        if (list.size() > Scenario::kMaxAttemptsPerRecipient) {
            fail(rpath,
                 RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a recipient may have at most %1 attempts"),
                          Scenario::kMaxAttemptsPerRecipient));
        }
        total += static_cast<std::int64_t>(list.size());
        if (total > Scenario::kMaxTotalAttempts) {
            fail(rpath, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                   "too many attempts: a scenario may hold at most %1 "
                                                   "attempts over all its messages"),
                                 Scenario::kMaxTotalAttempts));
        }
        for (std::size_t k = 0; k < list.size(); ++k) {
            const AttemptSpec& a = list[k];
            const std::string apath = joinIndex(rpath, k);
            if (a.ms < 1 || a.ms > kIntMax) {
                fail(joinKey(apath, "ms"), integerRule(1, kIntMax));
            }
            if (a.connectMs && (*a.connectMs < 0 || *a.connectMs > a.ms)) {
                fail(joinKey(apath, "connect_ms"),
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                "must be an integer from 0 to the attempt's ms (%1): the "
                                                "connection set-up is part of the attempt"),
                              a.ms));
            }
            if (a.startMs && (*a.startMs < 0 || *a.startMs > kIntMax)) {
                fail(joinKey(apath, "start_ms"), integerRule(0, kIntMax));
            }
            if (a.slackMs && (*a.slackMs < 0 || *a.slackMs > kIntMax)) {
                fail(joinKey(apath, "slack_ms"), integerRule(0, kIntMax));
            }
            if (a.lineMs && (*a.lineMs < 0 || *a.lineMs > kIntMax)) {
                fail(joinKey(apath, "line_ms"), integerRule(0, kIntMax));
            }
            if (a.slackMs && !a.startMs) {
                fail(joinKey(apath, "slack_ms"),
                     RuleText(QT_TRANSLATE_NOOP(
                         "qmgrlab::Rules", "needs start_ms: it is how far from start_ms a hand-over still "
                                           "counts as the logged one")));
            }
            if (characterCount(a.reply) > Scenario::kMaxReply) {
                fail(joinKey(apath, "reply"), atMostCharactersRule(Scenario::kMaxReply));
            }
            if (hasControlCharacter(a.reply, false)) {
                fail(joinKey(apath, "reply"),
                     RuleText(
                         QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be one line without control characters")));
            }
            if (!a.dsn.empty() && !isStatusCode(a.dsn)) {
                fail(joinKey(apath, "dsn"),
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                "must be a status code such as 4.2.0 (2, 4 or 5, then two "
                                                "numbers of one to three digits, joined by dots)")));
            }
        }
    }
}

// A bookmark's title (one line, not empty, at most maxTitle characters) and note (line breaks
// allowed, at most maxNote characters), in the lesson or in a translation of it.
void checkBookmarkTexts(const std::string& path, const std::string* title, const std::string* note,
                        std::size_t maxTitle, std::size_t maxNote, const std::string& fileName) {
    auto fail = [&](const std::string& where, RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(where), std::move(rule));
    };
    if (title != nullptr) {
        if (title->empty()) {
            fail(joinKey(path, "title"), RuleText(kMustNotBeEmpty));
        }
        if (characterCount(*title) > maxTitle) {
            fail(joinKey(path, "title"), atMostCharactersRule(maxTitle));
        }
        if (hasControlCharacter(*title, false)) {
            fail(
                joinKey(path, "title"),
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be one line without control characters")));
        }
    }
    if (note != nullptr) {
        if (characterCount(*note) > maxNote) {
            fail(joinKey(path, "note"), atMostCharactersRule(maxNote));
        }
        if (hasControlCharacter(*note, true)) {
            fail(joinKey(path, "note"),
                 RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "may contain line breaks but no other control characters")));
        }
    }
}

// The lesson's rules: at most kMaxBookmarks bookmarks in increasing order of step, a one-line
// non-empty title and an optional note, both of bounded length, and an optional transport, one
// of the scenario's transports, and an optional view the lecture layout shows (jobs, lanes or one
// of lectureViews). Whether a step lies within the run is known only once the run is recorded
// (buildRun).
void validateLesson(const std::vector<Bookmark>& lesson, const std::vector<std::string>& transports,
                    const std::vector<std::string>& lectureViews, const std::string& fileName) {
    auto fail = [&](const std::string& path, RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(path), std::move(rule));
    };
    if (lesson.size() > Scenario::kMaxBookmarks) {
        fail("lesson", RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a lesson may hold at most %1 bookmarks"),
                                Scenario::kMaxBookmarks));
    }
    for (std::size_t i = 0; i < lesson.size(); ++i) {
        const Bookmark& b = lesson[i];
        const std::string path = joinIndex("lesson", i);
        if (b.step < 0 || b.step > kIntMax) {
            fail(joinKey(path, "step"), integerRule(0, kIntMax));
        }
        if (i > 0 && b.step <= lesson[i - 1].step) {
            fail(joinKey(path, "step"),
                 RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "must be greater than the previous bookmark's step (%1): "
                                            "bookmarks are listed in the order of the run, one per step"),
                          lesson[i - 1].step));
        }
        checkBookmarkTexts(path, &b.title, &b.note, Scenario::kMaxBookmarkTitle, Scenario::kMaxBookmarkNote,
                           fileName);
        if (b.transport && !isValidTransportName(*b.transport)) {
            fail(joinKey(path, "transport"), transportNameRule(*b.transport));
        }
        if (b.transport && !std::binary_search(transports.begin(), transports.end(), *b.transport)) {
            fail(joinKey(path, "transport"), unknownBookmarkTransportRule(*b.transport, transports));
        }
        if (b.view && *b.view != "jobs" && *b.view != "lanes" &&
            std::find(lectureViews.begin(), lectureViews.end(), *b.view) == lectureViews.end()) {
            std::string shown = "jobs, lanes";
            for (const std::string& view : lectureViews) {
                if (view != "lanes") {
                    shown += ", " + view;
                }
            }
            fail(joinKey(path, "view"),
                 RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                            "the lecture layout shows no view \"%1\" for this scenario; a "
                                            "bookmark can show %2 (the views lecture_views names, the job "
                                            "list and the agent lanes)"),
                          cutForMessage(*b.view), shown));
        }
    }
}

// The live figures a text names: each "{...}" (a brace up to the next closing one), sorted.
std::vector<std::string_view> bracedFigures(std::string_view text) {
    std::vector<std::string_view> figures;
    for (std::size_t open = text.find('{'); open != std::string_view::npos; open = text.find('{', open + 1)) {
        const std::size_t close = text.find('}', open);
        if (close == std::string_view::npos) {
            break;
        }
        figures.push_back(text.substr(open, close - open + 1));
        open = close;
    }
    std::sort(figures.begin(), figures.end());
    return figures;
}

// A translated title or note keeps the English text's live figures, the same ones (as many
// times each) in any order: a figure is filled from the run in every language alike.
void checkSameFigures(const std::string& path, std::string_view english, std::string_view translated,
                      const std::string& fileName) {
    const std::vector<std::string_view> want = bracedFigures(english);
    const std::vector<std::string_view> have = bracedFigures(translated);
    std::vector<std::string_view> missing;
    std::vector<std::string_view> extra;
    std::set_difference(want.begin(), want.end(), have.begin(), have.end(), std::back_inserter(missing));
    std::set_difference(have.begin(), have.end(), want.begin(), want.end(), std::back_inserter(extra));
    if (!missing.empty()) {
        throw ScenarioError(fileName, RuleText::verbatim(path),
                            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                       "must keep the live figure %1 of the English text (a "
                                                       "translation names the same figures, in any order)"),
                                     quoteForMessage(missing.front())));
    }
    if (!extra.empty()) {
        throw ScenarioError(
            fileName, RuleText::verbatim(path),
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                       "names the live figure %1, which the English text does "
                                       "not (a translation names the same figures, in any "
                                       "order)"),
                     quoteForMessage(extra.front())));
    }
}

// A language code: two or three small ASCII letters (ISO 639), "de", "cs".
bool isLanguageCode(std::string_view code) {
    return (code.size() == 2 || code.size() == 3) &&
           std::all_of(code.begin(), code.end(), [](char c) { return c >= 'a' && c <= 'z'; });
}

// translations: per language, texts of the same kinds and bounds as the English ones, each
// bookmark's named by its step in the lesson's order, with the English text's live figures. A
// step that no bookmark has is a file's error only (checkTranslatedSteps): a scenario in memory
// whose lesson was cleared (for a variant's run) or cut (a shorter run) keeps its translations,
// which then show nowhere and are not saved.
void validateTranslations(const Scenario& scenario, const std::string& fileName) {
    auto fail = [&](const std::string& path, RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(path), std::move(rule));
    };
    if (scenario.translations.size() > Scenario::kMaxTranslations) {
        fail("translations",
             RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "a scenario may hold at most %1 translations"),
                      Scenario::kMaxTranslations));
    }
    for (const ScenarioTranslation& t : scenario.translations) {
        const std::string path = joinName("translations", t.language);
        if (t.language == "en") {
            fail(path, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                  "the scenario's own texts are English: a translation is "
                                                  "into another language")));
        }
        if (!isLanguageCode(t.language)) {
            fail(path, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                  "is not a language code: translations are keyed by two or "
                                                  "three small letters, such as de or cs")));
        }
        const RuleText notEmpty(QT_TRANSLATE_NOOP(
            "qmgrlab::Rules", "must not be empty (leave the key out to show the English text)"));
        if (t.title && t.title->empty()) {
            fail(joinKey(path, "title"), notEmpty);
        }
        if (t.description && t.description->empty()) {
            fail(joinKey(path, "description"), notEmpty);
        }
        for (std::size_t i = 0; i < t.lesson.size(); ++i) {
            const BookmarkTranslation& b = t.lesson[i];
            const std::string bpath = joinIndex(joinKey(path, "lesson"), i);
            if (b.step < 0 || b.step > kIntMax) {
                fail(joinKey(bpath, "step"), integerRule(0, kIntMax));
            }
            if (i > 0 && b.step <= t.lesson[i - 1].step) {
                fail(joinKey(bpath, "step"),
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                "must be greater than the previous translation's step (%1): "
                                                "bookmarks are translated in the lesson's order, each once"),
                              t.lesson[i - 1].step));
            }
            checkBookmarkTexts(bpath, b.title ? &*b.title : nullptr, b.note ? &*b.note : nullptr,
                               Scenario::kMaxTranslatedTitle, Scenario::kMaxTranslatedNote, fileName);
            const auto english = std::lower_bound(
                scenario.lesson.begin(), scenario.lesson.end(), b.step,
                [](const Bookmark& bookmark, std::int64_t step) { return bookmark.step < step; });
            if (english == scenario.lesson.end() || english->step != b.step) {
                continue;
            }
            if (b.title) {
                checkSameFigures(joinKey(bpath, "title"), english->title, *b.title, fileName);
            }
            if (b.note) {
                checkSameFigures(joinKey(bpath, "note"), english->note, *b.note, fileName);
            }
        }
    }
}

} // namespace

void validateScenario(const Scenario& scenario, const std::string& fileName) {
    auto fail = [&](const std::string& path, RuleText rule) {
        throw ScenarioError(fileName, RuleText::verbatim(path), std::move(rule));
    };
    auto checkRange = [&](const std::string& path, std::int64_t value, std::int64_t minimum,
                          std::int64_t maximum) {
        if (value < minimum || value > maximum) {
            fail(path, integerRule(minimum, maximum));
        }
    };
    // [start_ms, end_ms] with 0 <= start_ms < end_ms <= 2147483647 (contract v2).
    auto checkIntervals = [&](const std::string& path, const std::vector<TimeInterval>& intervals) {
        for (std::size_t i = 0; i < intervals.size(); ++i) {
            const std::string at = joinIndex(path, i);
            checkRange(joinIndex(at, 0), intervals[i].startMs, 0, kIntMax);
            checkRange(joinIndex(at, 1), intervals[i].endMs, 0, kIntMax);
            if (intervals[i].endMs <= intervals[i].startMs) {
                fail(at, RuleText(QT_TRANSLATE_NOOP(
                             "qmgrlab::Rules", "the interval must end after it starts (start_ms < end_ms)")));
            }
        }
    };

    // main.cf
    {
        std::unordered_set<std::string_view> seen;
        for (const ParameterSetting& setting : scenario.mainCf) {
            const std::string path = joinName("main.cf", setting.name);
            if (!seen.insert(setting.name).second) {
                fail(path, repeatedKeyRule(setting.name));
            }
            const std::optional<ParameterName> resolved = resolveParameterName(setting.name);
            if (!resolved) {
                fail(path, unknownParameterRule(setting.name));
            }
            if (setting.isNumber && !isJsonNumber(setting.value)) {
                fail(path,
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                "is marked as a number, but \"%1\" is not a JSON number"),
                              cutForMessage(setting.value)));
            }
            if (RuleText rule = checkParameterValue(*resolved->info, setting.value); !rule.empty()) {
                fail(path, std::move(rule));
            }
        }
    }

    // master.cf
    {
        std::unordered_set<std::string_view> seen;
        for (const ProcessLimit& service : scenario.masterCf) {
            const std::string path = joinName("master.cf", service.transport);
            if (!seen.insert(service.transport).second) {
                fail(path, repeatedKeyRule(service.transport));
            }
            if (!isValidTransportName(service.transport)) {
                fail(path, transportNameRule(service.transport));
            }
            if (service.maxproc) {
                checkRange(joinKey(path, "maxproc"), *service.maxproc, 1, kIntMax);
            }
            checkIntervals(joinKey(path, "broken"), service.broken);
        }
    }

    // destinations
    std::unordered_set<std::string> destinationKeys; // lower-cased
    bool hasStar = false;
    {
        std::unordered_map<std::string, std::string_view> seen; // lower-cased -> as written
        std::string lower;
        for (const DestinationSpec& d : scenario.destinations) {
            const std::string path = joinName("destinations", d.domain);
            if (d.domain == "*") {
                hasStar = true;
            } else if (RuleText rule = checkDomain(d.domain); !rule.empty()) {
                fail(path, std::move(rule));
            }
            lowerAsciiInto(d.domain, lower);
            if (const auto it = seen.find(lower); it != seen.end()) {
                if (it->second == d.domain) {
                    fail(path, repeatedKeyRule(d.domain));
                }
                fail(path, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                      "differs only in case from the key \"%1\"; domains are "
                                                      "matched without regard to case"),
                                    cutForMessage(it->second)));
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
            if (d.deliveryJitterMs) {
                checkRange(joinKey(path, "delivery_jitter_ms"), *d.deliveryJitterMs, 0, kIntMax);
            }
            if (d.downIntervals) {
                checkIntervals(joinKey(path, "down"), *d.downIntervals);
            }
            if (d.greylistMs) {
                checkRange(joinKey(path, "greylist_ms"), *d.greylistMs, 0, kIntMax);
            }
            for (const auto* list : {&d.unknownUsers, &d.deferUsers}) {
                if (!*list) {
                    continue;
                }
                const std::string listPath =
                    joinKey(path, list == &d.unknownUsers ? "unknown_users" : "defer_users");
                for (std::size_t i = 0; i < (*list)->size(); ++i) {
                    if (RuleText rule = checkLocalPart((**list)[i]); !rule.empty()) {
                        fail(joinIndex(listPath, i), std::move(rule));
                    }
                }
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
        std::int64_t totalAttempts = 0;
        std::string lower;
        auto checkCovered = [&](const std::string& path, std::string_view domain) {
            if (hasStar) {
                return;
            }
            lowerAsciiInto(domain, lower);
            if (destinationKeys.find(lower) == destinationKeys.end()) {
                fail(path, uncoveredDomainRule(domain));
            }
        };
        for (std::size_t i = 0; i < scenario.messages.size(); ++i) {
            const MessageSpec& m = scenario.messages[i];
            const std::string path = joinIndex("messages", i);
            if (RuleText rule = checkMessageId(m.id); !rule.empty()) {
                fail(joinKey(path, "id"), std::move(rule));
            }
            if (const auto [it, inserted] = ids.emplace(m.id, i); !inserted) {
                fail(joinKey(path, "id"),
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "the id \"%1\" is already used by %2"),
                              cutForMessage(m.id), joinIndex("messages", it->second)));
            }
            checkRange(joinKey(path, "arrival_ms"), m.arrivalMs, 0, kIntMax);
            if (m.arrivalMs < previousArrival) {
                fail(joinKey(path, "arrival_ms"),
                     RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                "must not be earlier than the previous message's arrival_ms "
                                                "(%1): messages are listed in arrival order"),
                              previousArrival));
            }
            previousArrival = m.arrivalMs;
            if (m.sender) {
                validateSender(m, joinKey(path, "sender"), fileName);
            }
            if (m.deferredUntilMs) {
                const std::string upath = joinKey(path, "deferred_until_ms");
                checkRange(upath, *m.deferredUntilMs, 0, kIntMax);
                if (!scenario.deferredQueue) {
                    fail(upath, RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                                           "starts the message in the deferred queue, so the "
                                                           "scenario needs \"deferred_queue\": true")));
                }
            }

            const std::string rpath = joinKey(path, "recipients");
            if (m.addresses.empty() && m.groups.empty()) {
                fail(rpath,
                     RuleText(QT_TRANSLATE_NOOP(
                         "qmgrlab::Rules",
                         "must be a non-empty list of addresses or a non-empty object {domain: count}")));
            }
            if (!m.addresses.empty() && !m.groups.empty()) {
                fail(rpath,
                     RuleText(QT_TRANSLATE_NOOP(
                         "qmgrlab::Rules",
                         "must be either a list of addresses or an object {domain: count}, not both")));
            }
            for (std::size_t j = 0; j < m.addresses.size(); ++j) {
                std::string_view domain;
                if (RuleText rule = checkAddress(m.addresses[j], domain); !rule.empty()) {
                    fail(joinIndex(rpath, j), std::move(rule));
                }
                checkCovered(joinIndex(rpath, j), domain);
            }
            if (!m.groups.empty()) {
                std::unordered_set<std::string_view> seenDomains;
                for (const RecipientGroup& group : m.groups) {
                    const std::string gpath = joinName(rpath, group.domain);
                    if (!seenDomains.insert(group.domain).second) {
                        fail(gpath, repeatedKeyRule(group.domain));
                    }
                    if (RuleText rule = checkDomain(group.domain); !rule.empty()) {
                        fail(gpath, std::move(rule));
                    }
                    checkRange(gpath, group.count, 1, kMaxGroupCount);
                    checkCovered(gpath, group.domain);
                }
            }
            total += m.recipientCount();
            if (total > Scenario::kMaxTotalRecipients) {
                fail(rpath, tooManyRecipientsRule());
            }
            validateAttempts(m, joinKey(path, "attempts"), totalAttempts, fileName);
        }
    }

    if (scenario.stopMs) {
        checkRange("stop_ms", *scenario.stopMs, 0, kIntMax);
    }
    if (scenario.seed) {
        checkRange("seed", *scenario.seed, 0, kIntMax);
    }

    if (scenario.epoch && !isRfc3339Time(*scenario.epoch)) {
        fail("epoch",
             RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "must be a time in RFC 3339 with its zone, such as "
                                                          "2024-03-14T08:00:00+01:00")));
    }

    validateLesson(scenario.lesson, transportNames(scenario), scenario.lectureViews, fileName);
    validateLectureViews(scenario.lectureViews, fileName);
    validateTranslations(scenario, fileName);
}

void checkTranslatedSteps(const Scenario& scenario, const std::string& fileName) {
    for (const ScenarioTranslation& t : scenario.translations) {
        for (std::size_t i = 0; i < t.lesson.size(); ++i) {
            const std::int64_t step = t.lesson[i].step;
            if (std::none_of(scenario.lesson.begin(), scenario.lesson.end(),
                             [step](const Bookmark& b) { return b.step == step; })) {
                throw ScenarioError(
                    fileName,
                    RuleText::verbatim(joinKey(
                        joinIndex(joinKey(joinName("translations", t.language), "lesson"), i), "step")),
                    RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules",
                                               "no bookmark of the lesson is at step %1: a bookmark's "
                                               "translation names the step of the bookmark it translates"),
                             step));
            }
        }
    }
}

} // namespace qmgrlab
