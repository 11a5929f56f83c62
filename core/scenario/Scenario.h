// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario: the editable contents of a qmgrlab scenario file (SPEC section 1): main.cf and
// master.cf settings, destinations and messages, with loading (defined in ScenarioReader.cpp),
// validation (ScenarioValidator.cpp) and saving (Scenario.cpp).
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// One main.cf line. value is the text of the JSON value: a number ("2") or the contents of a
// string ("5s", "1/concurrency"); isNumber tells which, so that saving writes it back the same way.
struct ParameterSetting {
    std::string name;
    std::string value;
    bool isNumber = false;

    bool operator==(const ParameterSetting&) const = default;
};

// A half-open interval of simulated time [startMs, endMs): a destination down, or a
// transport's delivery agents broken (contract v2).
struct TimeInterval {
    std::int64_t startMs = 0;
    std::int64_t endMs = 0;

    bool contains(std::int64_t t) const { return startMs <= t && t < endMs; }
    bool operator==(const TimeInterval&) const = default;
};

// One master.cf service: how many delivery agents its transport may run at once (absent:
// default_process_limit), and when its agents cannot be started (contract v2).
struct ProcessLimit {
    std::string transport;
    std::optional<int> maxproc;
    std::vector<TimeInterval> broken;

    bool operator==(const ProcessLimit&) const = default;
};

// One "destinations" entry; domain is the key as written, or "*". Unset fields come from "*",
// then from SPEC's defaults.
struct DestinationSpec {
    std::string domain;
    std::optional<std::string> transport;
    std::optional<std::int64_t> deliveryMs;
    std::optional<std::int64_t> perRcptMs;
    std::optional<std::int64_t> serverLimit;
    std::optional<std::int64_t> failMs;
    std::optional<bool> down;                               // "down": true / false
    std::optional<std::vector<TimeInterval>> downIntervals; // "down": [[start, end], ...] (v2)
    std::optional<std::int64_t> greylistMs;                 // v2: 0 = no greylisting
    std::optional<std::vector<std::string>> unknownUsers;   // v2: local parts that bounce
    std::optional<std::vector<std::string>> deferUsers;     // v2: local parts always deferred
    // qmgrlab's extension: an accepted delivery takes up to this much longer, drawn from the
    // scenario's seed (docs/SCENARIO.md); absent or 0 means every delivery takes exactly its time.
    std::optional<std::int64_t> deliveryJitterMs;

    bool operator==(const DestinationSpec&) const = default;
};

// {domain: count}: the addresses r1@domain .. rN@domain.
struct RecipientGroup {
    std::string domain;
    int count = 1;

    bool operator==(const RecipientGroup&) const = default;
};

// qmgrlab's extension for replays (docs/SCENARIO.md): what one delivery attempt of a recipient
// met, as a mail log tells it. Refused: no session (the connection failed, or the server refused
// to talk): a failure of the site, not of this recipient.
enum class AttemptOutcome : std::uint8_t { Sent, Deferred, Bounced, Refused };

struct AttemptSpec {
    std::int64_t ms = 1;                   // how long the attempt kept its delivery agent
    std::optional<std::int64_t> connectMs; // the connection set-up part of ms, for the mail log
    // When the log shows the recipient handed to its delivery agent, and how far from it (to the
    // log's precision) a hand-over still counts as that one: then the attempt ends at startMs + ms,
    // when the log shows it end, whatever the exact moment within.
    std::optional<std::int64_t> startMs;
    std::optional<std::int64_t> slackMs;
    // When the log shows the attempt's line: an attempt that would end less than a second before
    // it (a log's clock of whole seconds placed the hand-over early) ends there instead, so that
    // its outcome never precedes its line.
    std::optional<std::int64_t> lineMs;
    AttemptOutcome outcome = AttemptOutcome::Sent;
    std::string reply; // the server's reply or the failure as logged; empty when not given
    std::string dsn;   // the status code as logged ("4.2.0"); empty when not given

    bool operator==(const AttemptSpec&) const = default;
};

// One message. Exactly one of addresses (a list, in queue file order) and groups (the object
// form, in the object's order) is non-empty in a valid scenario.
struct MessageSpec {
    std::string id;
    std::int64_t arrivalMs = 0;
    std::vector<std::string> addresses;
    std::vector<RecipientGroup> groups;
    bool nullSender = false; // v2: a bounce; bounce_queue_lifetime limits its time in the queue
    // qmgrlab's extension for replays (docs/SCENARIO.md): the envelope sender as the log shows it,
    // "" for the null sender (with nullSender); not given: none is named. The simulation does not
    // use it.
    std::optional<std::string> sender;
    // qmgrlab's extension (docs/SCENARIO.md), only with "deferred_queue": true: the message
    // arrives in the deferred queue instead of the incoming queue, with the file time
    // floor(deferredUntilMs / 1000) seconds (an imported server's deferred mail).
    std::optional<std::int64_t> deferredUntilMs;
    // qmgrlab's extension for replays (docs/SCENARIO.md): empty, or one list per address (list
    // form only), in the order of addresses: that recipient's delivery attempts in the order they
    // are made. A delivery whose every recipient has an attempt left follows the attempts instead
    // of the destination's rules.
    std::vector<std::vector<AttemptSpec>> attempts;

    std::int64_t recipientCount() const;

    bool operator==(const MessageSpec&) const = default;
};

// One bookmark of the scenario's lesson (qmgrlab's own extension of the format): a position
// in the run (the number of steps applied, 0 = the start), a short title and a note that
// explains what the class sees there, and optionally the transport the note is about (the views
// show it when the bookmark is reached; absent: they keep the transport they show).
struct Bookmark {
    std::int64_t step = 0;
    std::string title;
    std::string note;
    std::optional<std::string> transport;
    // The view the note is about ("view", docs/SCENARIO.md): the lecture layout brings it to the
    // front at the bookmark. "jobs" (the job list), "lanes" (every agent lane) or a view the
    // scenario's lecture_views names.
    std::optional<std::string> view;

    bool operator==(const Bookmark&) const = default;
};

// One bookmark's texts in another language (qmgrlab's extension "translations",
// docs/SCENARIO.md): the bookmark is the lesson's at step; a text left out is shown in English.
struct BookmarkTranslation {
    std::int64_t step = 0;
    std::optional<std::string> title;
    std::optional<std::string> note;

    bool operator==(const BookmarkTranslation&) const = default;
};

// A scenario's human texts in one language: its title, its story (the description) and its
// lesson's bookmarks, each optional (absent: the English text is shown). Live figures "{...}" are
// the English text's, the same ones in any order.
struct ScenarioTranslation {
    std::string language; // the key in "translations": a language code such as "de" or "cs"
    std::optional<std::string> title;
    std::optional<std::string> description;
    std::vector<BookmarkTranslation> lesson; // steps strictly increasing, each a bookmark's

    bool operator==(const ScenarioTranslation&) const = default;
};

struct Scenario {
    static constexpr std::string_view kFormat = "qmgrlab-scenario-1";
    // Limits that keep a run within memory and time on an ordinary machine.
    static constexpr std::int64_t kMaxFileBytes = 64LL * 1024 * 1024;
    static constexpr std::int64_t kMaxTotalRecipients = 20'000'000;
    static constexpr std::int64_t kMaxMessages = 1'000'000;
    // Limits of the lesson: bookmarks, and characters (not bytes) of a title and of a note.
    static constexpr std::size_t kMaxBookmarks = 100;
    static constexpr std::size_t kMaxBookmarkTitle = 80;
    static constexpr std::size_t kMaxBookmarkNote = 1000;
    // Limits of the translations: languages, and characters of a translated bookmark title and
    // note (half as many again as the English ones: the same sentence is longer in some languages).
    static constexpr std::size_t kMaxTranslations = 32;
    static constexpr std::size_t kMaxTranslatedTitle = 120;
    static constexpr std::size_t kMaxTranslatedNote = 1500;
    // Limits of the replay's attempts: per recipient, over the file, and the characters of a reply.
    static constexpr std::size_t kMaxAttemptsPerRecipient = 1000;
    static constexpr std::int64_t kMaxTotalAttempts = 20'000'000;
    static constexpr std::size_t kMaxReply = 1000;
    // The characters of a message's sender (an address: 64 for the local part, 255 for the domain).
    static constexpr std::size_t kMaxSender = 320;

    std::string title;
    std::string description;
    std::vector<ParameterSetting> mainCf;      // file order
    std::vector<ProcessLimit> masterCf;        // file order
    std::vector<DestinationSpec> destinations; // file order, "*" included where given
    std::vector<MessageSpec> messages;         // hand-over order
    std::optional<std::int64_t> stopMs;
    bool deferredQueue = false;   // v2: deferred recipients are retried from the deferred queue
    std::vector<Bookmark> lesson; // steps strictly increasing; empty when the file has none
    // qmgrlab's extensions for experiments (docs/SCENARIO.md): the seed of the delivery-time
    // jitter, and the opt-in to the README-era square-root feedback ("historical":
    // {"sqrt_feedback": true}), which is not Postfix 3.12 behaviour.
    std::optional<std::int64_t> seed;
    bool historicalSqrtFeedback = false;
    // The views the lecture layout shows besides the timeline, the job list and the narration
    // ("lecture_views", docs/SCENARIO.md): what the lesson is about. Names from
    // kLectureViewNames, each at most once, in the file's order.
    std::vector<std::string> lectureViews;
    // qmgrlab's extension for replays (docs/SCENARIO.md): the wall-clock time of t = 0 in RFC 3339
    // with its zone ("2024-03-14T08:00:00+01:00"). It changes no simulation: the mail log writer
    // and the window's clock show it.
    std::optional<std::string> epoch;
    // The human texts in other languages ("translations", docs/SCENARIO.md), in the file's order
    // of languages; the title, description and lesson above are the English ones.
    std::vector<ScenarioTranslation> translations;
    static constexpr std::string_view kLectureViewNames[] = {
        "destinations", "pools", "deferred", "structures", "preemption", "feedback", "lanes", "parameters"};

    // The texts in language (a code such as "de"): each from the translation into it where the
    // scenario has one, else the English text; "en" and a language without a translation give the
    // English texts. index is a position in lesson.
    const std::string& titleIn(std::string_view language) const;
    const std::string& descriptionIn(std::string_view language) const;
    Bookmark bookmarkIn(std::size_t index, std::string_view language) const;
    const ScenarioTranslation* translation(std::string_view language) const;

    // main.cf access by exact name.
    const ParameterSetting* findParameter(std::string_view name) const;
    void setParameter(std::string_view name, std::string value, bool isNumber);
    void removeParameter(std::string_view name);

    // Member-wise equality (used by the round-trip guarantee of scenarioToJson).
    bool operator==(const Scenario&) const = default;
};

// Loads and validates a scenario file. Throws ScenarioError naming the file, the JSON path
// and the rule for every way a file can be broken (unreadable, too large, not JSON, repeated
// keys, unknown keys, wrong types, out-of-range values, sizes that cannot be simulated).
Scenario loadScenarioFile(const std::string& path);

// The same for text in memory; fileName is only used in error messages.
Scenario parseScenario(std::string_view text, const std::string& fileName);

// Checks an in-memory scenario (for example one built in the editor) against every rule of
// SPEC section 1. Throws ScenarioError; fileName is used in the message.
void validateScenario(const Scenario& scenario, const std::string& fileName);

// A file's translations name only steps of its lesson's bookmarks (parseScenario checks it after
// validateScenario): in memory, a scenario whose lesson was cleared or cut keeps its translations.
void checkTranslatedSteps(const Scenario& scenario, const std::string& fileName);

// The scenario in the SPEC format, pretty-printed; parseScenario(scenarioToJson(s)) == s.
std::string scenarioToJson(const Scenario& scenario);

// Writes scenarioToJson to path through a temporary file and a rename, so that a failed
// save never destroys the previous file. Throws std::runtime_error with a readable message.
void saveScenarioFile(const Scenario& scenario, const std::string& path);

} // namespace qmgrlab
