// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the live figures of lesson notes and their variants (LessonFigures), and a
// note's translation. The input's first line is the step the note is filled at (digits; anything
// else is step 0), the rest the note, filled on a small scenario (three messages, two
// transports, the deferred queue, a greylisting destination) that stops at 60 s whatever main.cf
// a variant gives it, so that every run a note asks for is short. The note is filled as a note and
// as a title: each figure is filled or marked, the text stays within its bound, and a failing
// figure is never an exception. A note holding a line "%%" is an English note (before it) and its
// German translation (after it), given to the scenario's lesson: the translation is accepted or
// refused by the validator with a ScenarioError, and when accepted it survives saving and loading
// and is filled like the note. A crash, another exception or a sanitizer report is a finding.
#include "core/common/Text.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/LessonFigures.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace {

constexpr const char* kScenario = R"({
  "format": "qmgrlab-scenario-1",
  "deferred_queue": true,
  "stop_ms": 60000,
  "main.cf": { "default_delivery_slot_cost": 2, "default_delivery_slot_loan": 0,
               "smtp_destination_recipient_limit": 1, "queue_run_delay": "10s", "minimal_backoff_time": "10s" },
  "master.cf": { "smtp": { "maxproc": 1 }, "relay": { "maxproc": 2 } },
  "destinations": { "*": { "transport": "smtp", "delivery_ms": 1000 },
                    "grey.example": { "greylist_ms": 20000, "unknown_users": ["nobody"] },
                    "relay.example": { "transport": "relay", "delivery_ms": 500, "down": [[2000, 4000]] } },
  "messages": [ { "id": "1", "arrival_ms": 0, "recipients": { "example.com": 6 } },
                { "id": "2", "arrival_ms": 0, "recipients": ["a@grey.example", "nobody@grey.example"] },
                { "id": "long.id", "arrival_ms": 1000, "recipients": { "relay.example": 3, "example.com": 2 } } ]
})";

// Whether text is well-formed UTF-8 (no overlong form, surrogate or code point past U+10FFFF): a
// scenario's texts are, as the JSON reader refuses any other, so only such notes can be saved and
// read back the same.
bool isUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const auto byte = static_cast<unsigned char>(text[i]);
        const std::size_t length = byte < 0x80                    ? 1
                                   : byte >= 0xC2 && byte <= 0xDF ? 2
                                   : byte >= 0xE0 && byte <= 0xEF ? 3
                                   : byte >= 0xF0 && byte <= 0xF4 ? 4
                                                                  : 0;
        if (length == 0 || i + length > text.size())
            return false;
        char32_t codePoint = length == 1 ? byte : byte & (0x7F >> length);
        for (std::size_t k = 1; k < length; ++k) {
            const auto next = static_cast<unsigned char>(text[i + k]);
            if ((next & 0xC0) != 0x80)
                return false;
            codePoint = (codePoint << 6) | (next & 0x3F);
        }
        if ((length == 3 && (codePoint < 0x800 || (codePoint >= 0xD800 && codePoint <= 0xDFFF))) ||
            (length == 4 && (codePoint < 0x10000 || codePoint > 0x10FFFF)))
            return false;
        i += length;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    std::string_view text(reinterpret_cast<const char*>(data), size);
    const std::size_t end = text.find('\n');
    const std::string_view first = text.substr(0, end);
    std::size_t step = 0;
    for (const char c : first.substr(0, 6))
        step = c >= '0' && c <= '9' ? step * 10 + static_cast<std::size_t>(c - '0') : 0;
    const std::string_view note = end == std::string_view::npos ? std::string_view{} : text.substr(end + 1);
    // One set of figures for the process: its runs are made once, as a lesson's are.
    static const auto figures =
        std::make_unique<qmgrlab::LessonFigures>(qmgrlab::parseScenario(kScenario, "fuzz.json"), "fuzz.json");
    for (const std::size_t limit :
         {qmgrlab::LessonFigures::kNoteCharacters, qmgrlab::LessonFigures::kTitleCharacters}) {
        std::vector<std::string> errors;
        bool cut = false;
        const std::string filled = figures->fill(note, step, &errors, limit, &cut);
        if (qmgrlab::characterCount(filled) > limit + 1 || (cut && errors.empty()))
            std::abort();
    }
    (void)qmgrlab::LessonFigures::hasFigures(note);

    const std::size_t split = note.find("\n%%\n");
    if (split == std::string_view::npos || !isUtf8(note))
        return 0;
    static const qmgrlab::Scenario base = qmgrlab::parseScenario(kScenario, "fuzz.json");
    qmgrlab::Scenario translated = base;
    const auto bookmarkStep = static_cast<std::int64_t>(step);
    translated.lesson = {
        qmgrlab::Bookmark{bookmarkStep, "t", std::string(note.substr(0, split)), std::nullopt, std::nullopt}};
    qmgrlab::ScenarioTranslation german;
    german.language = "de";
    german.lesson = {
        qmgrlab::BookmarkTranslation{bookmarkStep, std::nullopt, std::string(note.substr(split + 4))}};
    translated.translations = {german};
    try {
        qmgrlab::validateScenario(translated, "fuzz.json");
        qmgrlab::checkTranslatedSteps(translated, "fuzz.json");
    } catch (const qmgrlab::ScenarioError&) {
        return 0; // refused, with a message naming the place and the rule
    }
    if (!(qmgrlab::parseScenario(qmgrlab::scenarioToJson(translated), "saved.json") == translated))
        std::abort();
    std::vector<std::string> errors;
    bool cut = false;
    const std::string filled = figures->fill(translated.bookmarkIn(0, "de").note, step, &errors,
                                             qmgrlab::LessonFigures::kNoteCharacters, &cut);
    if (qmgrlab::characterCount(filled) > qmgrlab::LessonFigures::kNoteCharacters + 1 ||
        (cut && errors.empty()))
        std::abort();
    return 0;
}
