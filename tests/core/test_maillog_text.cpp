// SPDX-License-Identifier: GPL-3.0-or-later
// The pieces of a mail log line: time stamps in every layout (core/maillog/LogTime), Postfix's
// rounding of delays (DelayText, after log_adhoc.c and format_tv.c), queue IDs and the time in a
// long one (QueueId, after mail_queue.h), the syslog header and tag (SyslogLine), and the Postfix
// message forms (PostfixRecord). Expected values are worked out by hand from those rules in the
// comments.
#include "core/maillog/DelayText.h"
#include "core/maillog/LogTime.h"
#include "core/maillog/PostfixRecord.h"
#include "core/maillog/QueueId.h"
#include "core/maillog/SyslogLine.h"

#include <gtest/gtest.h>

namespace {

using namespace qmgrlab;

constexpr std::int64_t kSecond = 1'000'000;

// 2023-03-14 is day 19430 since 1970-01-01 (53 years with 13 leap days: 53 * 365 + 13 = 19358
// days to 2023-01-01, then 31 + 28 + 13 = 72 more).
constexpr std::int64_t kMarch14th2023 = 19430LL * 86'400 * kSecond;

TEST(LogTime, ReadsEveryLayout) {
    // rsyslog's RFC 3339 with microseconds and an offset: 00:08:35 at +01:00 is 23:08:35 UTC the day before.
    auto t = parseLogTime("2023-03-14T00:08:35.948047+01:00 helga postfix/qmgr[1]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->layout, TimeLayout::Rfc3339);
    EXPECT_TRUE(t->hasZone);
    EXPECT_EQ(t->offsetMinutes, 60);
    EXPECT_EQ(t->length, 32u);
    EXPECT_EQ(t->micros(0), kMarch14th2023 + (35 + 8 * 60) * kSecond + 948047 - 3600 * kSecond);
    // journalctl -o short-iso writes the offset without a colon, short-iso-precise adds microseconds.
    t = parseLogTime("2023-03-14T00:08:35+0100 helga postfix/qmgr[1]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->offsetMinutes, 60);
    EXPECT_EQ(t->micros(0), kMarch14th2023 + (35 + 8 * 60 - 3600) * kSecond);
    t = parseLogTime("2023-03-14T00:08:35.000001-0230 h p[1]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->offsetMinutes, -150);
    EXPECT_EQ(t->micros(0), kMarch14th2023 + (35 + 8 * 60 + 150 * 60) * kSecond + 1);
    t = parseLogTime("2023-03-14T00:08:35Z h p[1]: x");
    ASSERT_TRUE(t);
    EXPECT_TRUE(t->hasZone);
    EXPECT_EQ(t->micros(0), kMarch14th2023 + (35 + 8 * 60) * kSecond);
    // A blank for the "T", which RFC 3339 allows: a date and a clock, no zone.
    t = parseLogTime("2023-03-14 00:08:35 h postfix/qmgr[1]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->layout, TimeLayout::Rfc3339);
    EXPECT_FALSE(t->hasZone);
    EXPECT_EQ(t->length, 19u);
    EXPECT_EQ(t->micros(0), kMarch14th2023 + (35 + 8 * 60) * kSecond);
    EXPECT_FALSE(parseLogTime("2023-03-14  00:08:35 h p[1]: x"));
    // Classic syslog: no year, no zone; the day padded with a blank, or (postlogd's %d) a zero.
    t = parseLogTime("Mar  4 07:46:27 host postfix/qmgr[28945]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->layout, TimeLayout::Syslog);
    EXPECT_EQ(t->year, 0);
    EXPECT_FALSE(t->hasZone);
    EXPECT_EQ(t->length, 15u);
    EXPECT_EQ(t->micros(2023), kMarch14th2023 - 10 * 86'400 * kSecond + (27 + 46 * 60 + 7 * 3600) * kSecond);
    t = parseLogTime("Mar 04 07:46:27 host postfix/qmgr[28945]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->micros(2023), kMarch14th2023 - 10 * 86'400 * kSecond + (27 + 46 * 60 + 7 * 3600) * kSecond);
    // With a year and a fraction (the year-prefixed layout).
    t = parseLogTime("2023 Mar 14 06:27:30.123 gds39d postfix/smtpd[5530]: x");
    ASSERT_TRUE(t);
    EXPECT_EQ(t->layout, TimeLayout::SyslogWithYear);
    EXPECT_EQ(t->micros(1999), kMarch14th2023 + (30 + 27 * 60 + 6 * 3600) * kSecond + 123000);
    // Not a time stamp: impossible dates and clocks, other text.
    EXPECT_FALSE(parseLogTime("2023-02-30T00:00:00Z h p: x"));
    EXPECT_FALSE(parseLogTime("Feb 30 00:00:00 h p: x"));
    EXPECT_FALSE(parseLogTime("Mar 14 24:00:00 h p: x"));
    EXPECT_FALSE(parseLogTime("Mai 14 10:00:00 h p: x"));
    EXPECT_FALSE(parseLogTime("hello world"));
    EXPECT_FALSE(parseLogTime(""));
}

TEST(LogTime, WritesEveryLayoutAndReadsItBack) {
    const std::int64_t at = kMarch14th2023 + (5 * 3600 + 4 * 60 + 3) * kSecond + 123456;
    EXPECT_EQ(formatLogTime(at, TimeLayout::Rfc3339, 0, 6), "2023-03-14T05:04:03.123456+00:00");
    EXPECT_EQ(formatLogTime(at, TimeLayout::Rfc3339, 60, 3), "2023-03-14T06:04:03.123+01:00");
    EXPECT_EQ(formatLogTime(at, TimeLayout::Rfc3339, -90, 0), "2023-03-14T03:34:03-01:30");
    EXPECT_EQ(formatLogTime(at - 10 * 86'400 * kSecond, TimeLayout::Syslog, 0, 0), "Mar  4 05:04:03");
    EXPECT_EQ(formatLogTime(at, TimeLayout::SyslogWithYear, 0, 3), "2023 Mar 14 05:04:03.123");
    EXPECT_EQ(formatLogTime(0, TimeLayout::Rfc3339, 0, 6), "1970-01-01T00:00:00.000000+00:00");
    for (const TimeLayout layout : {TimeLayout::Rfc3339, TimeLayout::SyslogWithYear, TimeLayout::Syslog}) {
        const auto back = parseLogTime(formatLogTime(at, layout, 0, 6) + " h p[1]: x");
        ASSERT_TRUE(back);
        EXPECT_EQ(back->micros(2023), at);
    }
    EXPECT_EQ(civilYear(at), 2023);
    EXPECT_EQ(civilYear(-1), 1969);
}

TEST(DelayText, RoundsAsPostfix) {
    // Below 1 s: resolution 0.01 s (delay_logging_resolution_limit 2), rounded half up.
    EXPECT_EQ(formatDelay(0), "0");
    EXPECT_EQ(formatDelay(4'999), "0");
    EXPECT_EQ(formatDelay(5'000), "0.01");
    EXPECT_EQ(formatDelay(50'000), "0.05");
    EXPECT_EQ(formatDelay(104'999), "0.1");  // 0.104999 + 0.005 = 0.109999: 0.10, trailing zero dropped
    EXPECT_EQ(formatDelay(105'000), "0.11"); // 0.105 + 0.005 = 0.11
    EXPECT_EQ(formatDelay(994'999), "0.99");
    EXPECT_EQ(formatDelay(995'000), "1"); // 0.995 + 0.005 = 1.000: one second, nothing under 0.01
    // From 1 s to 10 s: one decimal.
    EXPECT_EQ(formatDelay(1'049'999), "1");   // 1.049999 + 0.05 = 1.099999: 1.0
    EXPECT_EQ(formatDelay(1'250'000), "1.3"); // 1.25 + 0.05 = 1.30
    EXPECT_EQ(formatDelay(9'949'999), "9.9");
    EXPECT_EQ(formatDelay(9'950'000), "10");
    // From 10 s: whole seconds.
    EXPECT_EQ(formatDelay(10'499'999), "10");
    EXPECT_EQ(formatDelay(10'500'000), "11");
    EXPECT_EQ(formatDelay(71'766'400'000), "71766");
    // Another resolution limit: 6 digits keeps 2 significant digits below 1 s.
    EXPECT_EQ(formatDelay(1'234, 6), "0.0012");
    EXPECT_EQ(formatDelay(123'456, 0), "0");
    // roundDelay is the value of that text.
    for (const std::int64_t micros : {0LL, 4'999LL, 5'000LL, 105'000LL, 995'000LL, 1'250'000LL, 9'950'000LL,
                                      10'500'000LL, 71'766'400'000LL}) {
        const auto parsed = parseDelay(formatDelay(micros));
        ASSERT_TRUE(parsed);
        EXPECT_EQ(*parsed, roundDelay(micros)) << micros;
    }
    EXPECT_EQ(parseDelay("0.29"), 290'000);
    EXPECT_EQ(parseDelay("420315"), 420'315'000'000);
    EXPECT_EQ(parseDelay("1.2345678"), 1'234'567);
    EXPECT_FALSE(parseDelay(""));
    EXPECT_FALSE(parseDelay("1."));
    EXPECT_FALSE(parseDelay("-1"));
    EXPECT_FALSE(parseDelay("1e3"));
    EXPECT_FALSE(parseDelay("99999999999999999999"));
}

TEST(QueueId, LongIdsCarryTheirCreationTime) {
    // 1700000000 s in base 52, digit by digit: / 52^5 (380204032) = 4 rest 179183872; / 52^4
    // (7311616) = 24 rest 3705088; / 52^3 (140608) = 26 rest 49280; / 52^2 (2704) = 18 rest 608;
    // / 52 = 11 rest 36. In the safe alphabet 0-9 B-Z b-z without vowels (B = 10, ... R = 23, S = 24,
    // V = 26, L = 18, C = 11, h = 36) that is "4SVLCh". 123456 us = 0 * 52^3 + 45 * 2704 + 34 * 52 + 8:
    // "0sf8" (s = 45, f = 34). Then 'z' and the inode 7.
    EXPECT_EQ(makeLongQueueId(1'700'000'000LL * kSecond + 123'456, 7), "4SVLCh0sf8z7");
    EXPECT_EQ(longQueueIdTime("4SVLCh0sf8z7"), 1'700'000'000LL * kSecond + 123'456);
    for (const std::int64_t micros : {0LL, 999'999LL, 1'678'748'913'579'140LL})
        for (const std::uint64_t inode : {1ULL, 51ULL, 3'000'000'000ULL})
            EXPECT_EQ(longQueueIdTime(makeLongQueueId(micros, inode)), micros);
    // Short (hexadecimal) IDs, masked ones and words carry no time.
    EXPECT_FALSE(longQueueIdTime("C6E0DDB74006"));
    EXPECT_FALSE(longQueueIdTime("7E1AEC2C388XXXX"));
    EXPECT_FALSE(longQueueIdTime("z"));
    EXPECT_FALSE(longQueueIdTime("4SVLC0sfz7"));   // five second digits
    EXPECT_FALSE(longQueueIdTime("4SVLCh0sf8za")); // 'a' is a vowel
    EXPECT_TRUE(looksLikeQueueId("C6E0DDB74006"));
    EXPECT_TRUE(looksLikeQueueId("4SVLCh0sf8z7"));
    EXPECT_TRUE(looksLikeQueueId("7E1AEC2C388XXXX"));
    EXPECT_FALSE(looksLikeQueueId("NOQUEUE"));
    EXPECT_FALSE(looksLikeQueueId("warning"));
    EXPECT_FALSE(looksLikeQueueId("statistics"));
    EXPECT_FALSE(looksLikeQueueId("AB12"));
    EXPECT_FALSE(looksLikeQueueId("AB-123"));
}

TEST(SyslogLine, TakesTheHeaderApart) {
    SyslogLine line;
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 mail postfix/qmgr[28945]: 3D74ADB7400B: removed", line));
    EXPECT_EQ(line.host, "mail");
    EXPECT_EQ(line.instance, "postfix");
    EXPECT_EQ(line.service, "qmgr");
    EXPECT_EQ(line.program, "qmgr");
    EXPECT_EQ(line.pid, 28945);
    EXPECT_TRUE(line.postfix);
    EXPECT_EQ(line.text, "3D74ADB7400B: removed");
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 mail postfix/submission/smtpd[12]: connect from x", line));
    EXPECT_EQ(line.service, "submission");
    EXPECT_EQ(line.program, "smtpd");
    ASSERT_TRUE(splitSyslogLine("2023-03-14T00:08:35Z mx postfix-out/qmgr[7]: A1B2C3D4E5: removed", line));
    EXPECT_EQ(line.instance, "postfix-out");
    EXPECT_EQ(line.service, "qmgr");
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 mail amavis[237978]: (237978-11) Passed CLEAN", line));
    EXPECT_FALSE(line.postfix);
    EXPECT_EQ(line.tag, "amavis");
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 mail kernel: something", line));
    EXPECT_FALSE(line.postfix);
    EXPECT_EQ(line.pid, 0);
    // No host field (some set-ups leave it out).
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 postfix/smtp[3]: A1B2C3D4E5: to=<a@b>", line));
    EXPECT_EQ(line.host, "");
    EXPECT_EQ(line.program, "smtp");
    // A program that is not Postfix's under a Postfix-like name is not Postfix.
    ASSERT_TRUE(splitSyslogLine("Dec 15 07:46:27 mail postfix/policyd-spf[3]: x", line));
    EXPECT_FALSE(line.postfix);
    EXPECT_FALSE(splitSyslogLine("Dec 15 07:46:27", line));
    EXPECT_FALSE(splitSyslogLine("Dec 15 07:46:27 mail", line));
    EXPECT_FALSE(splitSyslogLine("just words here", line));
}

PostfixRecord recordOf(const std::string& text) {
    static std::string keep;
    keep = text;
    SyslogLine line;
    EXPECT_TRUE(splitSyslogLine(keep, line)) << text;
    PostfixRecord record;
    parsePostfixRecord(line, record);
    return record;
}

TEST(PostfixRecord, ReadsTheSchedulerStory) {
    auto r = recordOf("Oct 10 15:59:29 m postfix/qmgr[1]: 3D74ADB7400B: from=<t@x.info>, size=2140, nrcpt=3 "
                      "(queue active)");
    EXPECT_EQ(r.kind, RecordKind::Activation);
    EXPECT_EQ(r.queueId, "3D74ADB7400B");
    EXPECT_EQ(r.sender, "t@x.info");
    EXPECT_EQ(r.size, 2140);
    EXPECT_EQ(r.nrcpt, 3);
    r = recordOf("Oct 10 15:59:29 m postfix/qmgr[1]: 3D74ADB7400B: from=<>, size=2, nrcpt=1 (queue active)");
    EXPECT_EQ(r.kind, RecordKind::Activation);
    EXPECT_EQ(r.sender, "");
    r = recordOf("Oct 10 15:59:29 m postfix/qmgr[1]: 3D74ADB7400B: removed");
    EXPECT_EQ(r.kind, RecordKind::Removal);
    r = recordOf("Oct 10 15:59:29 m postfix/postsuper[1]: 3D74ADB7400B: removed");
    EXPECT_EQ(r.kind, RecordKind::Removal);
    r = recordOf(
        "Oct 10 15:59:29 m postfix/qmgr[1]: 3D74ADB7400B: from=<k@d>, status=expired, returned to sender");
    EXPECT_EQ(r.kind, RecordKind::Expiry);
    EXPECT_EQ(r.sender, "k@d");
    r = recordOf("Oct 10 15:59:29 m postfix/smtpd[1]: 3D74ADB7400B: client=example.com[127.0.0.1]");
    EXPECT_EQ(r.kind, RecordKind::Submission);
    r = recordOf("Oct 10 15:59:29 m postfix/pickup[1]: 3D74ADB7400B: uid=108 from=<logcheck>");
    EXPECT_EQ(r.kind, RecordKind::Submission);
    EXPECT_EQ(r.sender, "logcheck");
    r = recordOf("Oct 10 15:59:29 m postfix/cleanup[1]: 3D74ADB7400B: message-id=<abc@x>");
    EXPECT_EQ(r.kind, RecordKind::CleanupId);
    EXPECT_EQ(r.value, "abc@x");
    r = recordOf("Oct 10 15:59:29 m postfix/smtp[16152]: connect to mx.x[192.0.2.1]:25: Connection refused");
    EXPECT_EQ(r.kind, RecordKind::ConnectFailure);
    EXPECT_EQ(r.value, "mx.x[192.0.2.1]:25");
    r = recordOf(
        "Oct 10 15:59:29 m postfix/bounce[1]: 953B93FC06E: sender non-delivery notification: C778CC2C03E");
    EXPECT_EQ(r.kind, RecordKind::BounceNotice);
    EXPECT_EQ(r.value, "C778CC2C03E");
    r = recordOf("Oct 10 15:59:29 m postfix/smtpd[1]: connect from example.com[127.0.0.1]");
    EXPECT_EQ(r.kind, RecordKind::Ignored);
    r = recordOf("Oct 10 15:59:29 m postfix/smtpd[1]: NOQUEUE: reject: RCPT from x[1.2.3.4]: 554 no");
    EXPECT_EQ(r.kind, RecordKind::Ignored);
    r = recordOf("Oct 10 15:59:29 m postfix/qmgr[1]: 3D74ADB7400B: something new");
    EXPECT_EQ(r.kind, RecordKind::NotUnderstood);
    r = recordOf("Oct 10 15:59:29 m postfix/qmgr[1]: warning: mail for [x] is using up 4000 of 20000 active "
                 "queue entries");
    EXPECT_EQ(r.kind, RecordKind::Ignored);
}

TEST(PostfixRecord, ReadsDeliveryLinesOfEveryAgent) {
    auto r = recordOf("Oct 10 15:59:30 m postfix/smtp[1810]: 3D74ADB7400B: to=<test@example.to>, "
                      "relay=example.to[192.168.0.20]:25, "
                      "delay=1.7, delays=0.02/0/1.7/0.06, dsn=2.0.0, status=sent (250 [Sniper] OK 1539154772 "
                      "snipe-queue 10549)");
    ASSERT_EQ(r.kind, RecordKind::Delivery);
    EXPECT_EQ(r.delivery.recipient, "test@example.to");
    EXPECT_EQ(r.delivery.relay, "example.to[192.168.0.20]:25");
    EXPECT_EQ(r.delivery.delay, 1'700'000);
    EXPECT_TRUE(r.delivery.hasDelays);
    EXPECT_EQ(r.delivery.a, 20'000);
    EXPECT_EQ(r.delivery.b, 0);
    EXPECT_EQ(r.delivery.c, 1'700'000);
    EXPECT_EQ(r.delivery.d, 60'000);
    EXPECT_EQ(r.delivery.dsn, "2.0.0");
    EXPECT_EQ(r.delivery.status, "sent");
    EXPECT_EQ(r.delivery.reply, "250 [Sniper] OK 1539154772 snipe-queue 10549");
    // orig_to, conn_use and tls= (which is passed over) in the order Postfix writes them.
    r = recordOf("2023-03-14T00:08:35.948047+01:00 h postfix/amavis/smtp[3]: 4PbC4x469Jz3tBr: to=<u@x.net>, "
                 "orig_to=<f@y.de>, relay=127.0.0.1[127.0.0.1]:10024, conn_use=3, delay=2.4, "
                 "delays=0.29/0.02/0.01/2.1, "
                 "tls=(!dane)/dane?, dsn=2.0.0, status=sent (250 2.0.0 Ok: queued as 4PbC4z6W5Qz3tG3)");
    ASSERT_EQ(r.kind, RecordKind::Delivery);
    EXPECT_EQ(r.delivery.origTo, "f@y.de");
    EXPECT_EQ(r.delivery.connUse, 3);
    EXPECT_EQ(r.delivery.d, 2'100'000);
    r = recordOf(
        "Jun 10 06:28:18 g postfix/smtp[16152]: 7E1AEC2C388XXXX: to=<k@f.e0f>, relay=none, delay=71766, "
        "delays=71766/0.01/0.29/0, dsn=4.4.1, status=deferred (connect to m.com[176.74.176.167]:25: "
        "Connection refused)");
    ASSERT_EQ(r.kind, RecordKind::Delivery);
    EXPECT_EQ(r.delivery.a, 71'766'000'000);
    EXPECT_EQ(r.delivery.status, "deferred");
    for (const char* agent : {"local", "virtual", "pipe", "lmtp", "error", "discard", "qmgr"}) {
        r = recordOf(std::string("Oct 10 15:59:30 m postfix/") + agent +
                     "[2]: 3D74ADB7400B: to=<a@b.c>, relay=x, delay=0.1, delays=0/0/0/0.1, dsn=2.0.0, "
                     "status=sent (ok)");
        EXPECT_EQ(r.kind, RecordKind::Delivery) << agent;
    }
    // An old line without delays= is read; a to= line without status is not understood.
    r = recordOf(
        "Oct 10 15:59:30 m postfix/smtp[2]: 3D74ADB7400B: to=<a@b.c>, relay=x, delay=3, status=sent (ok)");
    EXPECT_EQ(r.kind, RecordKind::Delivery);
    EXPECT_FALSE(r.delivery.hasDelays);
    r = recordOf("Oct 10 15:59:30 m postfix/smtp[2]: 3D74ADB7400B: to=<a@b.c>, relay=x, delay=3");
    EXPECT_EQ(r.kind, RecordKind::NotUnderstood);
    r = recordOf(
        "Oct 10 15:59:30 m postfix/smtp[2]: 3D74ADB7400B: to=<a@b.c>, relay=x, delays=1/2, status=sent (x)");
    EXPECT_EQ(r.kind, RecordKind::NotUnderstood);
}

} // namespace
