// SPDX-License-Identifier: GPL-3.0-or-later
// core/maillog/MaillogReader on small hand-written logs: every time stamp layout, compressed and
// several files joined in time order, the year of year-less logs (also over New Year), every line
// kind of the scheduler story (arrival, activation on every retry, delivery attempts of every agent,
// connection failures, suspended destinations, expiry, removal), renamed services and a second
// instance, a content filter's re-injection, messages already queued when the log starts, long queue
// IDs, and every bad log (a missing file, a truncated .gz, binary data, lines out of order, a log
// without a queue manager line, an unknown line form): each is reported with its place and rule,
// and everything readable is read. The inferences (concurrency, rate delay, agents) on deliveries
// laid out by hand.
#include "core/maillog/DelayText.h"
#include "core/maillog/MaillogInferences.h"
#include "core/maillog/MaillogReader.h"
#include "core/maillog/MaillogSummary.h"
#include "core/maillog/QueueId.h"

#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <unistd.h>
#include <zlib.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

constexpr std::int64_t kSecond = 1'000'000;

// Keeps every message and attempt the reader hands on.
class Collect : public MaillogSink {
public:
    void attempt(const LoggedMessage&, const LoggedAttempt& attempt) override { attempts.push_back(attempt); }
    void message(const LoggedMessage& message) override { messages.push_back(message); }

    const LoggedMessage& byId(const std::string& id) const {
        for (const LoggedMessage& message : messages)
            if (message.queueId == id)
                return message;
        ADD_FAILURE() << "no message " << id;
        return messages.front();
    }

    std::vector<LoggedMessage> messages;
    std::vector<LoggedAttempt> attempts;
};

class MaillogReaderTest : public testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("qmgrlab_maillog_" + std::to_string(::getpid()) + "_" +
                                            testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }

    std::string write(const std::string& name, const std::string& text) const {
        const std::string path = (dir_ / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    std::string writeGz(const std::string& name, const std::string& text, std::size_t cutBytes = 0) const {
        const std::string path = (dir_ / name).string();
        gzFile file = gzopen(path.c_str(), "wb");
        gzwrite(file, text.data(), static_cast<unsigned>(text.size()));
        gzclose(file);
        if (cutBytes > 0)
            fs::resize_file(path, fs::file_size(path) - cutBytes);
        return path;
    }

    // Reads the files; the report stays in reader_.
    Collect read(const std::vector<std::string>& paths, MaillogOptions options = {}) {
        if (options.now == 0)
            options.now = civilSecond(2023, 6, 1);
        reader_ = std::make_unique<MaillogReader>(options);
        Collect collect;
        reader_->read(paths, {&collect});
        return collect;
    }
    static std::int64_t civilSecond(int year, int month, int day, int hour = 0, int minute = 0,
                                    int second = 0) {
        return civilMicros(year, month, day, (hour * 60 + minute) * 60 + second, 0);
    }
    const MaillogReport& report() const { return reader_->report(); }
    std::uint64_t lines(LineUse use, const std::string& program) const {
        const auto found = report().lines.find({use, program});
        return found == report().lines.end() ? 0 : found->second.count;
    }
    // The English message of every problem (its place, rule and count of lines), and the count.
    std::vector<std::string> problems() const {
        std::vector<std::string> texts;
        for (const MaillogProblem& problem : report().problems)
            texts.push_back(report().message(problem).english() + " [" + std::to_string(problem.count) + "]");
        return texts;
    }

    fs::path dir_;
    std::unique_ptr<MaillogReader> reader_;
};

// One message through smtpd, cleanup, qmgr, two recipients in one smtp request, and removal.
const char* const kClassic =
    "Oct 10 15:59:29 mail postfix/smtpd[1827]: connect from example.com[127.0.0.1]\n"
    "Oct 10 15:59:29 mail postfix/smtpd[1827]: 3D74ADB7400B: client=example.com[127.0.0.1]\n"
    "Oct 10 15:59:29 mail postfix/cleanup[1695]: 3D74ADB7400B: message-id=<f9@example.info>\n"
    "Oct 10 15:59:29 mail postfix/qmgr[18719]: 3D74ADB7400B: from=<t@example.info>, size=2140, nrcpt=2 "
    "(queue active)\n"
    "Oct 10 15:59:31 mail postfix/smtp[1810]: 3D74ADB7400B: to=<a@Example.TO>, "
    "relay=example.to[192.0.2.20]:25, "
    "delay=1.7, delays=0.02/0.01/1.6/0.06, dsn=2.0.0, status=sent (250 OK)\n"
    "Oct 10 15:59:31 mail postfix/smtp[1810]: 3D74ADB7400B: to=<b@example.to>, "
    "relay=example.to[192.0.2.20]:25, "
    "delay=1.7, delays=0.02/0.01/1.6/0.06, dsn=2.0.0, status=sent (250 OK)\n"
    "Oct 10 15:59:31 mail postfix/qmgr[18719]: 3D74ADB7400B: removed\n"
    "Oct 10 15:59:32 mail postfix/smtpd[1827]: disconnect from example.com[127.0.0.1]\n";

TEST_F(MaillogReaderTest, ReadsAClassicSyslogLog) {
    const Collect got = read({write("mail.log", kClassic)}, {2018, 0});
    ASSERT_EQ(got.messages.size(), 1u);
    const LoggedMessage& m = got.messages[0];
    EXPECT_EQ(m.instance, "postfix");
    EXPECT_EQ(m.queueId, "3D74ADB7400B");
    EXPECT_EQ(m.sender, "t@example.info");
    EXPECT_EQ(m.size, 2140);
    EXPECT_EQ(m.nrcpt, 2);
    EXPECT_EQ(m.messageId, "f9@example.info");
    EXPECT_FALSE(m.queuedAtStart);
    EXPECT_EQ(m.arrivalSource, ArrivalSource::Submission);
    EXPECT_EQ(m.arrival, civilSecond(2018, 10, 10, 15, 59, 29));
    EXPECT_EQ(m.arrivalPlace, (LogPlace{0, 2}));
    ASSERT_EQ(m.activations.size(), 1u);
    EXPECT_EQ(m.activations[0], civilSecond(2018, 10, 10, 15, 59, 29));
    EXPECT_EQ(m.removed, civilSecond(2018, 10, 10, 15, 59, 31));
    ASSERT_EQ(m.attempts.size(), 2u);
    const LoggedAttempt& a = m.attempts[0];
    EXPECT_EQ(a.recipient, "a@Example.TO");
    EXPECT_EQ(a.destination, "example.to");
    EXPECT_EQ(a.service, "smtp");
    EXPECT_EQ(a.program, "smtp");
    EXPECT_EQ(a.pid, 1810);
    EXPECT_EQ(a.b, 10'000);
    EXPECT_EQ(a.c + a.d, 1'660'000);
    EXPECT_EQ(a.status, DeliveryStatus::Sent);
    EXPECT_FALSE(a.siteFailure);
    EXPECT_EQ(a.place, (LogPlace{0, 5}));
    EXPECT_EQ(m.attempts[1].delivery, a.delivery); // one request
    EXPECT_EQ(got.attempts.size(), 2u);
    EXPECT_EQ(lines(LineUse::Ignored, "smtpd"), 2u);
    EXPECT_EQ(lines(LineUse::Delivery, "smtp"), 2u);
    EXPECT_EQ(report().totalLines, 8u);
    EXPECT_EQ(report().files[0].layout, TimeLayout::Syslog);
    EXPECT_TRUE(problems().empty()) << problems().front();
}

TEST_F(MaillogReaderTest, ReadsEveryLayoutToTheSameMessage) {
    // The same message in each layout; RFC 3339 stamps carry the zone and are read as UTC.
    const std::string body =
        " mail postfix/pickup[9]: 4B9C3D2E1F: uid=0 from=<root>\n"
        "%T mail postfix/qmgr[8]: 4B9C3D2E1F: from=<root@h>, size=9, nrcpt=1 (queue active)\n"
        "%U mail postfix/local[7]: 4B9C3D2E1F: to=<root@h>, relay=local, delay=2, delays=0.5/0/0/1.5, "
        "dsn=2.0.0, "
        "status=sent (delivered to mailbox)\n"
        "%U mail postfix/qmgr[8]: 4B9C3D2E1F: removed\n";
    struct Layout {
        std::string first, second;
    };
    const Layout layouts[] = {
        {"Jan  2 03:04:05", "Jan  2 03:04:07"},
        {"Jan 02 03:04:05", "Jan 02 03:04:07"}, // postlogd's maillog_file zero-pads the day
        {"2021 Jan  2 03:04:05.250", "2021 Jan  2 03:04:07.250"},
        {"2021-01-02T04:04:05.25+01:00", "2021-01-02T04:04:07.25+01:00"},
        {"2021-01-02T03:04:05Z", "2021-01-02T03:04:07Z"},
        {"2021-01-02T04:04:05+0100", "2021-01-02T04:04:07+0100"},               // journalctl -o short-iso
        {"2021-01-02T04:04:05.000000+0100", "2021-01-02T04:04:07.000000+0100"}, // short-iso-precise
    };
    for (const Layout& layout : layouts) {
        SCOPED_TRACE(layout.first);
        std::string text = layout.first + body;
        for (std::size_t at; (at = text.find("%T")) != std::string::npos;)
            text.replace(at, 2, layout.first);
        for (std::size_t at; (at = text.find("%U")) != std::string::npos;)
            text.replace(at, 2, layout.second);
        const Collect got = read({write("log", text)}, {2021, 0});
        ASSERT_EQ(got.messages.size(), 1u);
        const LoggedMessage& m = got.messages[0];
        const std::int64_t fraction = layout.first.find(".25") != std::string::npos ? 250'000 : 0;
        EXPECT_EQ(m.arrival, civilSecond(2021, 1, 2, 3, 4, 5) + fraction);
        EXPECT_EQ(m.removed, civilSecond(2021, 1, 2, 3, 4, 7) + fraction);
        EXPECT_EQ(m.sender, "root@h");
        ASSERT_EQ(m.attempts.size(), 1u);
        EXPECT_EQ(m.attempts[0].program, "local");
        EXPECT_EQ(m.attempts[0].d, 1'500'000);
        EXPECT_TRUE(problems().empty()) << problems().front();
    }
}

TEST_F(MaillogReaderTest, TheYearOfYearlessLogs) {
    const std::string log =
        "Dec 31 23:59:58 m postfix/qmgr[1]: 1A2B3C4D5E: from=<a@b>, size=1, nrcpt=1 (queue active)\n"
        "Jan  1 00:00:03 m postfix/qmgr[1]: 1A2B3C4D5E: removed\n";
    // Given: the first line's year; the log goes on into the next year.
    Collect got = read({write("log", log)}, {2019, 0});
    ASSERT_EQ(got.messages.size(), 1u);
    EXPECT_EQ(got.messages[0].activations[0], civilSecond(2019, 12, 31, 23, 59, 58));
    EXPECT_EQ(got.messages[0].removed, civilSecond(2020, 1, 1, 0, 0, 3));
    EXPECT_EQ(report().outOfOrderLines, 0u);
    // Not given: this year, unless that puts the first line in the future: on 2024-01-05 a log from
    // Dec 31 is last year's.
    got = read({write("log", log)}, {std::nullopt, civilSecond(2024, 1, 5)});
    EXPECT_EQ(got.messages[0].activations[0], civilSecond(2023, 12, 31, 23, 59, 58));
    EXPECT_EQ(got.messages[0].removed, civilSecond(2024, 1, 1, 0, 0, 3));
    got = read({write("log", log)}, {std::nullopt, civilSecond(2024, 12, 31, 23, 59, 59)});
    EXPECT_EQ(got.messages[0].activations[0], civilSecond(2024, 12, 31, 23, 59, 58));
    ASSERT_FALSE(report().notes.empty());
    EXPECT_EQ(report().notes[0].english(),
              "the log's time stamps have no year: its first line is taken to be in 2024");
}

TEST_F(MaillogReaderTest, JoinsRotatedFilesInTimeOrder) {
    const std::string first =
        "Dec 30 10:00:00 m postfix/qmgr[1]: 1A2B3C4D5E: from=<a@b>, size=1, nrcpt=1 (queue active)\n";
    const std::string second =
        "Dec 31 10:00:00 m postfix/smtp[2]: 1A2B3C4D5E: to=<x@y.z>, relay=none, delay=86400, "
        "delays=0/86400/0/0, dsn=4.4.1, status=deferred (connect to y.z[192.0.2.9]:25: "
        "Connection refused)\n";
    const std::string third = "Jan  1 10:00:00 m postfix/qmgr[1]: 1A2B3C4D5E: removed\n";
    const std::string a = writeGz("mail.log.2.gz", first);
    const std::string b = write("mail.log.1", second);
    const std::string c = write("mail.log", third);
    // Given in any order: read as .2.gz, .1, then the current file, over New Year.
    const Collect got = read({c, a, b}, {2022, 0});
    ASSERT_EQ(report().files.size(), 3u);
    EXPECT_EQ(report().files[0].path, a);
    EXPECT_TRUE(report().files[0].compressed);
    EXPECT_EQ(report().files[1].path, b);
    EXPECT_EQ(report().files[2].path, c);
    ASSERT_EQ(got.messages.size(), 1u);
    EXPECT_EQ(got.messages[0].activations[0], civilSecond(2022, 12, 30, 10));
    EXPECT_EQ(got.messages[0].removed, civilSecond(2023, 1, 1, 10));
    EXPECT_EQ(got.messages[0].attempts[0].place, (LogPlace{1, 1}));
    EXPECT_EQ(report().outOfOrderLines, 0u);
    EXPECT_TRUE(problems().empty()) << problems().front();
}

TEST_F(MaillogReaderTest, EveryLineKindOfTheSchedulerStory) {
    // Message 1 is already queued when the log starts: its arrival is the first line's time minus
    // delay=, and it is tried again (a second activation) before it expires. Message 2 is deferred
    // by a connection failure (two connect lines before relay=none), then by the retry service for
    // the dead destination, then greylisted, and bounced for one recipient; a second instance has
    // its own queue ID space.
    const std::string log =
        "2023-03-14T10:00:00Z h postfix/qmgr[1]: 11111AAAAA: from=<s@a>, size=5, nrcpt=1 (queue active)\n"
        "2023-03-14T10:00:01Z h postfix/smtp[20]: connect to mx.down.example[192.0.2.1]:25: Connection "
        "refused\n"
        "2023-03-14T10:00:01Z h postfix/smtp[20]: connect to mx.down.example[192.0.2.2]:25: Connection "
        "refused\n"
        "2023-03-14T10:00:01Z h postfix/smtp[20]: 11111AAAAA: to=<u@down.example>, relay=none, delay=400000, "
        "delays=399999/0.5/0.5/0, dsn=4.4.1, status=deferred (connect to mx.down.example[192.0.2.2]:25: "
        "Connection refused)\n"
        "2023-03-14T10:00:02Z h postfix/smtpd[3]: 22222BBBBB: client=c[192.0.2.7]\n"
        "2023-03-14T10:00:02Z h postfix/cleanup[4]: 22222BBBBB: message-id=<m2@c>\n"
        "2023-03-14T10:00:02Z h postfix/qmgr[1]: 22222BBBBB: from=<s@c>, size=6, nrcpt=3 (queue active)\n"
        "2023-03-14T10:00:02Z h postfix/error[30]: 22222BBBBB: to=<v@down.example>, relay=none, delay=0.2, "
        "delays=0.1/0.1/0/0, dsn=4.4.1, status=deferred (delivery temporarily suspended: connect to "
        "mx.down.example[192.0.2.2]:25: Connection refused)\n"
        "2023-03-14T10:00:03Z h postfix/smtp[21]: 22222BBBBB: to=<w@grey.example>, "
        "relay=mx.grey.example[192.0.2.3]:25, "
        "delay=1.2, delays=0.1/0.1/0.5/0.5, dsn=4.2.0, status=deferred (host mx.grey.example[192.0.2.3] "
        "said: 450 "
        "4.2.0 <w@grey.example>: Recipient address rejected: Greylisted, see http://postgrey.example/ (in "
        "reply to "
        "RCPT TO command))\n"
        "2023-03-14T10:00:03Z h postfix/smtp[21]: 22222BBBBB: to=<x@grey.example>, "
        "relay=mx.grey.example[192.0.2.3]:25, "
        "delay=1.2, delays=0.1/0.1/0.5/0.5, dsn=5.1.1, status=bounced (host mx.grey.example[192.0.2.3] said: "
        "550 "
        "5.1.1 unknown (in reply to RCPT TO command))\n"
        "2023-03-14T10:00:03Z h postfix/bounce[5]: 22222BBBBB: sender non-delivery notification: 33333CCCCC\n"
        "2023-03-14T10:00:04Z h postfix-out/qmgr[9]: 22222BBBBB: from=<s@o>, size=7, nrcpt=1 (queue active)\n"
        "2023-03-14T10:00:05Z h postfix-out/qmgr[9]: 22222BBBBB: removed\n"
        "2023-03-14T10:05:00Z h postfix/qmgr[1]: 11111AAAAA: from=<s@a>, size=5, nrcpt=1 (queue active)\n"
        "2023-03-14T10:05:01Z h postfix/smtp[20]: 11111AAAAA: to=<u@down.example>, relay=none, delay=400300, "
        "delays=400299/0.5/0.5/0, dsn=4.4.1, status=deferred (connect to mx.down.example[192.0.2.2]:25: "
        "Connection refused)\n"
        "2023-03-14T10:05:01Z h postfix/qmgr[1]: 11111AAAAA: from=<s@a>, status=expired, returned to sender\n"
        "2023-03-14T10:05:01Z h postfix/qmgr[1]: 11111AAAAA: removed\n"
        // A transaction the client abandoned: an arrival line, nothing queued.
        "2023-03-14T10:06:00Z h postfix/smtpd[3]: 44444DDDDD: client=c[192.0.2.7]\n";
    const Collect got = read({write("log", log)});
    ASSERT_EQ(got.messages.size(), 4u);
    EXPECT_TRUE(problems().empty()) << problems().front();

    const LoggedMessage& other = got.messages[0]; // removed first
    EXPECT_EQ(other.instance, "postfix-out");
    EXPECT_EQ(other.queueId, "22222BBBBB");
    EXPECT_EQ(other.sender, "s@o");

    const LoggedMessage& one = got.byId("11111AAAAA");
    EXPECT_EQ(one.instance, "postfix");
    EXPECT_TRUE(one.queuedAtStart);
    EXPECT_EQ(one.arrivalSource, ArrivalSource::LoggedDelay);
    EXPECT_EQ(one.arrival, civilSecond(2023, 3, 14, 10, 0, 1) - 400000 * kSecond);
    EXPECT_EQ(one.activations.size(), 2u);
    EXPECT_EQ(one.expired, civilSecond(2023, 3, 14, 10, 5, 1));
    EXPECT_EQ(one.removed, civilSecond(2023, 3, 14, 10, 5, 1));
    ASSERT_EQ(one.attempts.size(), 2u);
    EXPECT_TRUE(one.attempts[0].siteFailure);
    EXPECT_EQ(one.attempts[0].connectFailures, 2);
    EXPECT_EQ(one.attempts[0].relay, "none");

    const LoggedMessage& two = got.messages[1].queueId == "22222BBBBB" ? got.messages[1] : got.messages[2];
    EXPECT_EQ(two.instance, "postfix");
    EXPECT_EQ(two.removed, -1); // still queued where the log ends
    EXPECT_FALSE(two.queuedAtStart);
    EXPECT_EQ(two.messageId, "m2@c");
    ASSERT_EQ(two.attempts.size(), 3u);
    EXPECT_TRUE(two.attempts[0].suspended);
    EXPECT_TRUE(two.attempts[0].siteFailure);
    EXPECT_EQ(two.attempts[0].program, "error");
    EXPECT_TRUE(two.attempts[1].greylisted);
    EXPECT_FALSE(two.attempts[1].siteFailure);
    EXPECT_EQ(two.attempts[2].status, DeliveryStatus::Bounced);
    EXPECT_EQ(two.attempts[2].delivery, two.attempts[1].delivery);
    EXPECT_NE(two.attempts[1].delivery, two.attempts[0].delivery);

    EXPECT_EQ(lines(LineUse::ConnectFailure, "smtp"), 2u);
    EXPECT_EQ(lines(LineUse::BounceNotice, "bounce"), 1u);
    EXPECT_EQ(lines(LineUse::Expiry, "qmgr"), 1u);
    EXPECT_EQ(lines(LineUse::Activation, "qmgr"), 4u);

    MaillogSummary summary;
    MaillogReader again(MaillogOptions{std::nullopt, civilSecond(2023, 6, 1)});
    again.read({(dir_ / "log").string()}, {&summary});
    EXPECT_EQ(summary.messages, 4u);
    EXPECT_EQ(summary.arrivedOnly, 1u);
    EXPECT_EQ(summary.queuedAtStart, 2u); // message 1, and the second instance's (no arrival line)
    EXPECT_EQ(summary.expired, 1u);
    EXPECT_EQ(summary.stillQueued, 1u);
    EXPECT_EQ(summary.attempts, 5u);
    EXPECT_EQ(summary.byStatus[static_cast<int>(DeliveryStatus::Deferred)], 4u);
    EXPECT_EQ(summary.byStatus[static_cast<int>(DeliveryStatus::Bounced)], 1u);
    EXPECT_EQ(summary.siteFailures, 3u);
    EXPECT_EQ(summary.suspended, 1u);
    EXPECT_EQ(summary.greylisted, 1u);
    // b: 0.5, 0.1, 0.1, 0.1, 0.5: the median is 0.1 s, the maximum 0.5 s.
    EXPECT_EQ(summary.bQuantile(0.5), 100'000);
    EXPECT_EQ(summary.bMax(), 500'000);
}

TEST_F(MaillogReaderTest, LinksAContentFilterAndReadsRenamedServices) {
    // amavis (a content filter on the amavis service) re-injects the message through the smtpd of
    // service 10025 as a new queue ID; the filter's reply names it.
    const std::string log =
        "2023-03-14T00:08:33.579644+01:00 h postfix/submission/smtpd[1]: 4PbC4x469Jz3tBr: "
        "client=x[192.0.2.1]\n"
        "2023-03-14T00:08:33.787870+01:00 h postfix/qmgr[2]: 4PbC4x469Jz3tBr: from=<a@b>, size=9, nrcpt=1 "
        "(queue active)\n"
        "2023-03-14T00:08:35.917122+01:00 h postfix/10025/smtpd[3]: 4PbC4z6W5Qz3tG3: "
        "client=localhost[127.0.0.1]\n"
        "2023-03-14T00:08:35.925875+01:00 h postfix/qmgr[2]: 4PbC4z6W5Qz3tG3: from=<a@b>, size=9, nrcpt=1 "
        "(queue active)\n"
        "2023-03-14T00:08:35.940347+01:00 h amavis[7]: (7-11) Passed CLEAN {RelayedInbound}\n"
        "2023-03-14T00:08:35.948047+01:00 h postfix/amavis/smtp[4]: 4PbC4x469Jz3tBr: to=<u@x.net>, "
        "orig_to=<f@y.de>, "
        "relay=127.0.0.1[127.0.0.1]:10024, delay=2.4, delays=0.21/0.02/0.01/2.1, dsn=2.0.0, status=sent (250 "
        "2.0.0 "
        "from MTA(smtp:[127.0.0.1]:10025): 250 2.0.0 Ok: queued as 4PbC4z6W5Qz3tG3)\n"
        "2023-03-14T00:08:35.948639+01:00 h postfix/qmgr[2]: 4PbC4x469Jz3tBr: removed\n"
        "2023-03-14T00:08:36.1+01:00 h postfix/pipe[5]: 4PbC4z6W5Qz3tG3: to=<u@x.net>, relay=dovecot, "
        "delay=0.2, "
        "delays=0.01/0/0/0.18, dsn=2.0.0, status=sent (delivered via dovecot service)\n"
        "2023-03-14T00:08:36.2+01:00 h postfix/qmgr[2]: 4PbC4z6W5Qz3tG3: removed\n";
    const Collect got = read({write("log", log)});
    ASSERT_EQ(got.messages.size(), 2u);
    EXPECT_TRUE(problems().empty()) << problems().front();
    const LoggedMessage& original = got.byId("4PbC4x469Jz3tBr");
    const LoggedMessage& copy = got.byId("4PbC4z6W5Qz3tG3");
    ASSERT_EQ(original.attempts.size(), 1u);
    EXPECT_EQ(original.attempts[0].service, "amavis");
    EXPECT_EQ(original.attempts[0].program, "smtp");
    EXPECT_EQ(original.attempts[0].origTo, "f@y.de");
    EXPECT_EQ(original.attempts[0].queuedAs, "4PbC4z6W5Qz3tG3");
    EXPECT_EQ(copy.filteredFrom, "4PbC4x469Jz3tBr");
    EXPECT_EQ(copy.attempts[0].program, "pipe");
    // Long queue IDs carry their creation time: the original's is 2023-03-13T23:08:33.579140Z
    // (longQueueIdTime, tested on its own), 504 us before its client= line.
    EXPECT_EQ(original.arrivalSource, ArrivalSource::LongQueueId);
    EXPECT_EQ(original.arrival, *longQueueIdTime("4PbC4x469Jz3tBr"));
    EXPECT_EQ(civilMicros(2023, 3, 13, 23 * 3600 + 8 * 60 + 33, 579'644) - original.arrival, 504);
    EXPECT_EQ(lines(LineUse::Submission, "smtpd"), 2u);
    EXPECT_EQ(lines(LineUse::OtherProgram, "amavis"), 1u);
}

TEST_F(MaillogReaderTest, LongIdsInAZonelessLogGiveItsOffset) {
    // A classic syslog log written at UTC+2: the long ID's UTC time is two hours behind the lines.
    const std::int64_t created = civilMicros(2023, 7, 1, 8 * 3600, 250'000);
    const std::string id = makeLongQueueId(created, 5);
    const std::string log = "Jul  1 10:00:00 h postfix/pickup[1]: " + id + ": uid=0 from=<r>\n" +
                            "Jul  1 10:00:01 h postfix/qmgr[2]: " + id +
                            ": from=<r>, size=1, nrcpt=1 (queue active)\n" +
                            "Jul  1 10:00:02 h postfix/qmgr[2]: " + id + ": removed\n";
    const Collect got = read({write("log", log)}, {2023, 0});
    ASSERT_EQ(got.messages.size(), 1u);
    EXPECT_EQ(report().utcOffsetMinutes, 120);
    EXPECT_EQ(got.messages[0].arrivalSource, ArrivalSource::LongQueueId);
    EXPECT_EQ(got.messages[0].arrival, created + 2 * 3600 * kSecond);
}

TEST_F(MaillogReaderTest, BadLogsSayWhatAndWhereAndReadTheRest) {
    std::string log = kClassic;
    // Binary data in the middle, a line out of order, an unknown qmgr form, a line that is no
    // syslog line.
    log.insert(log.find("Oct 10 15:59:29 mail postfix/cleanup"), std::string("\x01\x02 binary\0data\n", 15));
    log += "Oct 10 15:59:20 mail postfix/qmgr[18719]: 3D74ADB7400B: frobnicated\n";
    log += "this is not a log line\n";
    const std::string plain = write("mail.log", log);
    const std::string cut = writeGz("old.log.gz", std::string(kClassic) + std::string(20000, '#') + "\n", 12);
    const std::string missing = (dir_ / "no-such.log").string();
    const Collect got = read({plain, missing, cut}, {2018, 0});
    // The message of each readable file (the truncated one's lines before the cut are read).
    EXPECT_EQ(got.messages.size(), 2u);
    const std::vector<std::string> texts = problems();
    auto has = [&texts](const std::string& part) {
        for (const std::string& text : texts)
            if (text.find(part) != std::string::npos)
                return true;
        ADD_FAILURE() << "no problem says " << part;
        return false;
    };
    has(missing + ": cannot be read: No such file or directory");
    // The cut line (of #####) is no line: reading stopped in it.
    has("old.log.gz: line 9: the compressed file ends early (a truncated .gz); lines read before it: 8");
    has("mail.log: line 3: binary data (control characters such as NUL) where a log line should be; such "
        "lines "
        "are passed over [1]");
    has("mail.log: line 10: the time 2018-10-10T15:59:20.000000 is 12 s earlier than the line before "
        "(2018-10-10T15:59:32.000000): lines out of order are read with their own times [1]");
    has("mail.log: line 10: a qmgr line of a form qmgrlab does not know: '3D74ADB7400B: frobnicated'; such "
        "lines "
        "are counted and passed over [1]");
    has("mail.log: line 11: 'this is not a log line' is not a syslog line");
    EXPECT_EQ(lines(LineUse::Binary, ""), 1u);
    EXPECT_EQ(lines(LineUse::NotSyslog, ""), 1u);
    EXPECT_EQ(lines(LineUse::NotUnderstood, "qmgr"), 1u);
    EXPECT_EQ(report().outOfOrderLines, 1u);
}

// journalctl writes markers of its own between the entries: counted as such, no problem.
TEST_F(MaillogReaderTest, JournalMarkersArePassedOverQuietly) {
    const std::string log =
        write("journal.log", std::string("-- Journal begins at Mon 2023-10-09 08:00:01 CEST, "
                                         "ends at Tue 2023-10-10 16:00:00 CEST. --\n") +
                                 kClassic + "-- Boot 0c8a1f2e9b4d4a55a1c3e7d6f0b2a9c1 --\n");
    const Collect got = read({log});
    EXPECT_EQ(got.messages.size(), 1u);
    EXPECT_EQ(lines(LineUse::JournalMarker, ""), 2u);
    EXPECT_EQ(lines(LineUse::NotSyslog, ""), 0u);
    EXPECT_TRUE(problems().empty()) << problems().front();
}

TEST_F(MaillogReaderTest, ALogWithoutQueueManagerLines) {
    const Collect got =
        read({write("log", "Oct 10 15:59:28 mail postfix/smtpd[1]: connect from x[192.0.2.1]\n"
                           "Oct 10 15:59:29 mail dovecot[2]: imap-login: Login\n")},
             {2018, 0});
    EXPECT_TRUE(got.messages.empty());
    ASSERT_EQ(problems().size(), 1u);
    EXPECT_EQ(problems()[0],
              "no queue manager line (qmgr from=, removed) in the log (lines read: 2): no message can be "
              "followed; is this the mail log of a Postfix server? [1]");
    EXPECT_EQ(lines(LineUse::OtherProgram, "dovecot"), 1u);
    // A file that is no log at all.
    read({write("notes.txt", "hello\nworld\n")});
    ASSERT_GE(problems().size(), 2u);
    EXPECT_NE(problems()[1].find("notes.txt: no line starts with a time stamp qmgrlab reads"),
              std::string::npos);
}

// A file without a line is named as such; the files beside it are read.
TEST_F(MaillogReaderTest, AnEmptyFileIsNamed) {
    const std::string empty = write("mail.log.1", "");
    const Collect got = read({empty, write("mail.log", kClassic)}, {2018, 0});
    EXPECT_EQ(got.messages.size(), 1u);
    ASSERT_EQ(problems().size(), 1u);
    EXPECT_EQ(problems()[0], empty + ": is empty: it has no line to read [1]");
}

// Queue manager lines whose text starts with no queue ID as Postfix writes it ("3D74" is too
// short, "msg-7" has a hyphen): no message can be followed, and the message names the first of
// them, quotes it and counts them.
TEST_F(MaillogReaderTest, QueueManagerLinesWithoutQueueIds) {
    const std::string log =
        write("mail.log", "Oct 10 15:59:28 mail postfix/smtpd[1]: connect from x[192.0.2.1]\n"
                          "Oct 10 15:59:29 mail postfix/qmgr[2]: 3D74: removed\n"
                          "Oct 10 15:59:30 mail postfix/qmgr[2]: msg-7: removed\n");
    const Collect got = read({log}, {2018, 0});
    EXPECT_TRUE(got.messages.empty());
    ASSERT_EQ(problems().size(), 1u);
    EXPECT_EQ(
        problems()[0],
        log + ": line 2: no queue manager line names a message qmgrlab can follow: the log's 2 qmgr lines, "
              "the first of them here, have no queue ID as Postfix writes them (5 to 40 letters and digits "
              "before the colon, as in 4TwJD5469Nz3: or 1A2B3C4D5E:): '3D74: removed' [1]");
    EXPECT_EQ(lines(LineUse::Ignored, "qmgr"), 2u);
    EXPECT_EQ(lines(LineUse::Ignored, "smtpd"), 1u);
}

// A problem that repeats says how many lines it concerns, after its rule.
TEST_F(MaillogReaderTest, RepeatedProblemsCountTheirLines) {
    const std::string log = write("mail.log", std::string(kClassic) + "not a log line\nnor this\nnor that\n");
    read({log}, {2018, 0});
    ASSERT_EQ(problems().size(), 1u);
    EXPECT_EQ(problems()[0],
              log + ": line 9: 'not a log line' is not a syslog line (time stamp, host, "
                    "program[pid]: text); such lines are passed over (lines of this kind: 3) [3]");
}

TEST_F(MaillogReaderTest, MemoryFollowsTheMessagesInFlight) {
    // 2000 messages, each activated just before the one before it is removed: never more than two
    // in flight, and each is forgotten once handed on.
    auto id = [](int i) {
        char text[16];
        std::snprintf(text, sizeof text, "%010X", 0x10000000 + i);
        return std::string(text);
    };
    std::string log;
    for (int i = 0; i < 2000; ++i) {
        log += "2023-03-14T10:00:00Z h postfix/qmgr[1]: " + id(i) +
               ": from=<a@b>, size=1, nrcpt=1 (queue active)\n";
        if (i > 0)
            log += "2023-03-14T10:00:00Z h postfix/qmgr[1]: " + id(i - 1) + ": removed\n";
    }
    class Watch : public MaillogSink {
    public:
        void message(const LoggedMessage&) override {
            ++handed;
            most = std::max(most, reader->messagesInFlight());
        }
        const MaillogReader* reader = nullptr;
        std::size_t most = 0;
        std::size_t handed = 0;
    };
    Watch watch;
    MaillogReader reader(MaillogOptions{std::nullopt, civilSecond(2023, 6, 1)});
    watch.reader = &reader;
    reader.read({write("log", log)}, {&watch});
    EXPECT_EQ(watch.handed, 2000u);
    EXPECT_EQ(watch.most, 1u);
    EXPECT_EQ(reader.messagesInFlight(), 0u);
}

TEST_F(MaillogReaderTest, ReadsTheSampleLogs) {
    // tests/data/maillog (also the fuzzer's seeds): a classic syslog log over New Year and an
    // RFC 3339 one with long queue IDs, a content filter and a message queued before the log.
    const std::string data = QMGRLAB_TEST_DATA_DIR "/maillog/";
    Collect got = read({data + "classic.log"}, {2023, 0});
    EXPECT_TRUE(problems().empty()) << problems().front();
    ASSERT_EQ(got.messages.size(), 2u);
    const LoggedMessage& first = got.byId("4A1B2C3D4E");
    EXPECT_EQ(first.arrival, civilSecond(2023, 12, 31, 23, 58, 10));
    EXPECT_EQ(first.activations, (std::vector<std::int64_t>{civilSecond(2023, 12, 31, 23, 58, 10),
                                                            civilSecond(2024, 1, 1, 0, 3, 10)}));
    ASSERT_EQ(first.attempts.size(), 4u);
    EXPECT_EQ(first.attempts[2].connectFailures, 1);
    EXPECT_EQ(first.attempts[3].a, 300 * kSecond);
    EXPECT_EQ(first.removed, civilSecond(2024, 1, 1, 0, 3, 11));
    const LoggedMessage& second = got.byId("5B2C3D4E5F");
    EXPECT_EQ(second.sender, "root@mx.example.com");
    EXPECT_TRUE(second.attempts[0].suspended);
    EXPECT_TRUE(second.attempts[1].greylisted);
    EXPECT_EQ(second.expired, civilSecond(2024, 1, 1, 0, 4, 2));
    EXPECT_EQ(lines(LineUse::BounceNotice, "bounce"), 1u);

    got = read({data + "rfc3339.log"});
    EXPECT_TRUE(problems().empty()) << problems().front();
    ASSERT_EQ(got.messages.size(), 3u);
    const LoggedMessage& early = got.byId("4TwGtm1mRhz2");
    EXPECT_TRUE(early.queuedAtStart);
    EXPECT_EQ(early.arrivalSource, ArrivalSource::LongQueueId);
    EXPECT_EQ(early.arrival, civilMicros(2024, 3, 14, 6 * 3600, 250'000));
    EXPECT_EQ(early.attempts[0].at - early.attempts[0].delay, early.arrival); // delay=3601 agrees
    EXPECT_EQ(early.attempts[0].connUse, 2);
    EXPECT_EQ(got.byId("4TwJD5469Nz3").attempts[0].queuedAs, "4TwJD66NSSz4");
    EXPECT_EQ(got.byId("4TwJD66NSSz4").filteredFrom, "4TwJD5469Nz3");
    EXPECT_EQ(got.byId("4TwJD66NSSz4").attempts[0].origTo, "bob@old.example.org");
    EXPECT_EQ(lines(LineUse::Ignored, "postscreen"), 1u);
}

TEST_F(MaillogReaderTest, InfersConcurrencyRateDelayAndAgents) {
    // Destination busy.example: three deliveries, two of them overlapping: [10.0, 12.0) and
    // [11.0, 13.0) and later [20.0, 21.0): concurrency 2, at 11.0, lines 2 and 3.
    // Destination slow.example: one at a time, each next message already active when the one before
    // ended; gaps 5.0 s and 6.0 s: a rate delay of 5 s, from lines 5 and 6.
    auto line = [](int second, const char* pid, const char* id, const char* rcpt, const char* delays) {
        return "2023-03-14T10:00:" + std::string(second < 10 ? "0" : "") + std::to_string(second) +
               "Z h postfix/smtp[" + pid + "]: " + id + ": to=<" + rcpt +
               ">, relay=r, delay=1, delays=" + delays + ", dsn=2.0.0, status=sent (ok)\n";
    };
    const std::string log =
        "2023-03-14T10:00:00Z h postfix/qmgr[1]: AAAAA00001: from=<a@b>, size=1, nrcpt=1 (queue active)\n" +
        line(12, "1", "AAAAA00001", "x@busy.example", "0/0/1/1") +
        line(13, "2", "AAAAA00002", "y@busy.example", "0/0/1/1") +
        line(21, "1", "AAAAA00003", "z@busy.example", "0/0/0.5/0.5") +
        line(31, "3", "BBBBB00001", "p@slow.example", "0/0/0.5/0.5") +
        line(37, "3", "BBBBB00002", "q@slow.example", "0/5/0.5/0.5") +
        line(44, "3", "BBBBB00003", "r@slow.example", "0/6/0.5/0.5");
    MaillogInferences inferences;
    MaillogReader reader(MaillogOptions{std::nullopt, civilSecond(2023, 6, 1)});
    reader.read({write("log", log)}, {&inferences});
    const auto concurrency = inferences.concurrency();
    ASSERT_EQ(concurrency.size(), 2u);
    const ConcurrencyInference& busy =
        concurrency[0].destination == "busy.example" ? concurrency[0] : concurrency[1];
    EXPECT_EQ(busy.deliveries, 3u);
    EXPECT_EQ(busy.peak, 2);
    EXPECT_EQ(busy.at, civilSecond(2023, 3, 14, 10, 0, 11));
    EXPECT_EQ(busy.lines, (std::vector<LogPlace>{{0, 2}, {0, 3}}));
    const auto rates = inferences.rateDelays();
    ASSERT_EQ(rates.size(), 1u);
    EXPECT_EQ(rates[0].destination, "slow.example");
    EXPECT_EQ(rates[0].gap, 5 * kSecond);
    EXPECT_EQ(rates[0].delaySeconds, 5);
    EXPECT_EQ(rates[0].waitingGaps, 2u);
    EXPECT_EQ(rates[0].before, (LogPlace{0, 5}));
    EXPECT_EQ(rates[0].after, (LogPlace{0, 6}));
    const auto agents = inferences.agents();
    ASSERT_EQ(agents.size(), 1u);
    EXPECT_EQ(agents[0].service, "smtp");
    EXPECT_EQ(agents[0].processes, 3u);
    EXPECT_EQ(agents[0].peak, 2);
}

// Two deliveries that start at the same moment (each line 2 s after its hand-over, by two
// processes): the peak of two names both lines, for the destination and for the transport.
TEST_F(MaillogReaderTest, InferencesNameEveryLineOfAPeakThatStartsTogether) {
    const std::string log =
        "2023-03-14T10:00:02Z h postfix/smtp[1]: AAAAA00001: to=<x@twin.example>, relay=r, delay=2, "
        "delays=0/0/0.01/1.99, dsn=2.0.0, status=sent (ok)\n"
        "2023-03-14T10:00:02Z h postfix/smtp[2]: AAAAA00002: to=<y@twin.example>, relay=r, delay=2, "
        "delays=0/0/0.01/1.99, dsn=2.0.0, status=sent (ok)\n";
    MaillogInferences inferences;
    MaillogReader reader(MaillogOptions{std::nullopt, civilSecond(2023, 6, 1)});
    reader.read({write("log", log)}, {&inferences});
    const auto concurrency = inferences.concurrency();
    ASSERT_EQ(concurrency.size(), 1u);
    EXPECT_EQ(concurrency[0].peak, 2);
    EXPECT_EQ(concurrency[0].at, civilSecond(2023, 3, 14, 10, 0, 0));
    EXPECT_EQ(concurrency[0].lines, (std::vector<LogPlace>{{0, 1}, {0, 2}}));
    const auto agents = inferences.agents();
    ASSERT_EQ(agents.size(), 1u);
    EXPECT_EQ(agents[0].peak, 2);
    EXPECT_EQ(agents[0].lines, (std::vector<LogPlace>{{0, 1}, {0, 2}}));
}

// Postfix queues by transport and destination: a content filter's delivery (postfix/amavis/smtp,
// service amavis) and a local one (pipe) to the same domain at the same moment are one each of two
// queues, not two of one.
TEST_F(MaillogReaderTest, ConcurrencyInferredPerTransport) {
    const std::string log =
        "2023-03-14T10:00:02Z h postfix/amavis/smtp[1]: AAAAA00001: to=<x@twin.example>, relay=r, delay=2, "
        "delays=0/0/0.01/1.99, dsn=2.0.0, status=sent (ok)\n"
        "2023-03-14T10:00:02Z h postfix/pipe[2]: AAAAA00002: to=<y@twin.example>, relay=p, delay=2, "
        "delays=0/0/0.01/1.99, dsn=2.0.0, status=sent (ok)\n";
    MaillogInferences inferences;
    MaillogReader reader(MaillogOptions{std::nullopt, civilSecond(2023, 6, 1)});
    reader.read({write("log", log)}, {&inferences});
    const auto concurrency = inferences.concurrency();
    ASSERT_EQ(concurrency.size(), 2u);
    for (const ConcurrencyInference& c : concurrency) {
        EXPECT_EQ(c.destination, "twin.example");
        EXPECT_EQ(c.peak, 1) << c.service;
        EXPECT_EQ(c.lines, (std::vector<LogPlace>{{0, c.service == "amavis" ? 1u : 2u}})) << c.service;
    }
    EXPECT_NE(concurrency[0].service, concurrency[1].service);
}

} // namespace

namespace {

// A watched reader: the bytes read, as stored, reach the files' sizes (a plain file and a .gz),
// and a stop set while reading ends the reading at the next progress point, every line read so
// far counted and every message read so far handed on.
TEST_F(MaillogReaderTest, ProgressAndStop) {
    std::string log;
    for (int i = 0; i < 5000; ++i) {
        char id[16];
        std::snprintf(id, sizeof id, "%010X", 0x20000000 + i);
        log += std::string("2023-03-14T10:00:00Z h postfix/qmgr[1]: ") + id +
               ": from=<a@b>, size=1, nrcpt=1 (queue active)\n";
        log += std::string("2023-03-14T10:00:01Z h postfix/qmgr[1]: ") + id + ": removed\n";
    }
    const std::string plain = write("plain.log", log);
    const std::string packed = writeGz("packed.log.gz", log);
    MaillogProgress progress;
    MaillogOptions options;
    options.now = civilSecond(2023, 6, 1);
    options.progress = &progress;
    read({plain, packed}, options);
    EXPECT_EQ(report().totalLines, 20000u);
    EXPECT_EQ(progress.bytesRead.load(), fs::file_size(plain) + fs::file_size(packed));

    class StopAtFirst : public MaillogSink {
    public:
        void message(const LoggedMessage&) override {
            ++handed;
            progress->stop = true;
        }
        MaillogProgress* progress = nullptr;
        std::size_t handed = 0;
    };
    MaillogProgress stopping;
    StopAtFirst sink;
    sink.progress = &stopping;
    options.progress = &stopping;
    MaillogReader reader(options);
    reader.read({plain, packed}, {&sink});
    EXPECT_EQ(reader.report().totalLines, MaillogProgress::kProgressLines);
    // Two lines a message: the messages of the lines read, the last one still in flight and
    // handed on at the end.
    EXPECT_EQ(sink.handed, MaillogProgress::kProgressLines / 2);
    EXPECT_LT(stopping.bytesRead.load(), fs::file_size(plain));
}

} // namespace
