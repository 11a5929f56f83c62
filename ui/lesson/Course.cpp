// SPDX-License-Identifier: GPL-3.0-or-later
// Course: the lessons in teaching order, from how an entry is picked and preemption to
// concurrency and the deferred queue (beyond the README, after nqmgr(8) and postconf(5)).
#include "ui/lesson/Course.h"

#include <QFileInfo>
#include <array>

namespace qmgrlab::ui {

namespace {

constexpr std::array<const char*, 6> kParts = {
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "How the scheduler picks the next entry"),
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Preemption"),
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Blockers and destination concurrency limits"),
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Memory: recipient limits"),
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Concurrency scheduling"),
    QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Rate delays and the deferred queue"),
};

constexpr std::array<CourseLesson, 22> kLessons = {{
    {1, 1, "round-robin.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Round robin over transports and destinations"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Which entry goes first?"),
     "smtp_destination_recipient_limit=1"},
    {2, 2, "free-slots.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Free delivery slots: 12131415"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Will it be 12131415?"), "default_delivery_slot_cost=3"},
    {2, 3, "slot-loan.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Slot loan: a big mail and two small ones"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Will the two small mails wait for the big one?"),
     "default_delivery_slot_cost=0"},
    {2, 4, "no-loan.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "No discount: the same three mails"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Without the discount, when may the small mails go?"),
     "default_delivery_slot_discount=50"},
    {2, 5, "default-settings.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Postfix's defaults: a list and single mails"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Will every single mail overtake the list at once?"),
     "default_delivery_slot_loan=0"},
    {2, 6, "recursive-preemption.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Recursive preemption: 1000, 100 and 10 recipients"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Can a job that preempted another be preempted in turn?"),
     "default_delivery_slot_cost=0"},
    {2, 7, "candidate-too-big.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "A candidate too big to overtake"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Which mail may overtake the list?"),
     "default_delivery_slot_cost=0"},
    {3, 8, "blockers.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Blocker jobs: free agents, busy destinations"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course",
                       "Agents are free, the destinations busy: who gets the next delivery?"),
     "initial_destination_concurrency=2"},
    {3, 9, "preempted-twice.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Preempted twice: siblings and an adoptive parent"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "What happens to the jobs that preempted a finished job?"),
     "default_delivery_slot_loan=0"},
    {4, 10, "recipient-limits.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Recipient limits: a list read in batches"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "How does a big list get through a small memory?"),
     "qmgr_message_recipient_limit=1000"},
    {4, 11, "recipient-slots.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Recipient slots: one message on three transports"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "How many more recipients may the memo read?"),
     "qmgr_message_recipient_limit=100"},
    {5, 12, "concurrency-limited-server.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "A server that takes five sessions"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course",
                       "A server takes five sessions at a time: where will the window settle?"),
     "smtp_destination_concurrency_positive_feedback=1/concurrency,"
     "smtp_destination_concurrency_negative_feedback=1/concurrency"},
    {5, 13, "readme-concurrency-feedback.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Three feedback styles: the README's table"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Which feedback style has the most deliveries refused?"),
     "fb_n_destination_concurrency_limit=5"},
    {5, 14, "readme-concurrency-feedback-jitter.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "The same table with unequal delivery times"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Do unequal delivery times change the README's table?"),
     "fb_n_destination_concurrency_limit=5"},
    {5, 15, "connect-timeout-30s.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "The 30 s connect timeout"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Does the feedback style matter under congestion?"),
     "fb_1_destination_concurrency_failed_cohort_limit=1"},
    {5, 16, "greeting-timeout-300s.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "The 300 s greeting timeout"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Ten times the timeout: how much is deferred?"),
     "fb_1_destination_concurrency_failed_cohort_limit=1"},
    {5, 17, "less-than-1-feedback-limits.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Limits of less-than-1 feedback"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "One bad server in four: how far does each window grow?"),
     "fb_q_destination_concurrency_positive_feedback=1/concurrency"},
    {5, 18, "dead-destination.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "A destination that is down"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course",
                       "When does the queue manager give up on a server that is down?"),
     "default_destination_concurrency_failed_cohort_limit=10"},
    {6, 19, "rate-limited-newsletter.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "A newsletter to a rate-limited provider"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "How long will the password reset wait behind the newsletter?"),
     "smtp_destination_rate_delay=0"},
    {6, 20, "greylisting.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "Greylisting"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "The server says “try again later”: does the window close?"),
     "minimal_backoff_time=600s"},
    {6, 21, "outage-backoff.json",
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "An outage and the deferred queue's backoff"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "The server is back: when does the mail go out?"),
     "maximal_backoff_time=1000s"},
    {6, 22, "broken-agent.json", QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "A broken delivery agent"),
     QT_TRANSLATE_NOOP("qmgrlab::ui::Course", "No relay agent can be started: what happens to the mail?"),
     "queue_run_delay=60s"},
}};

} // namespace

std::span<const CourseLesson> Course::lessons() {
    return kLessons;
}

int Course::partCount() {
    return static_cast<int>(kParts.size());
}

QString Course::partTitle(int part) {
    if (part < 1 || part > partCount())
        return {};
    return tr(kParts[static_cast<std::size_t>(part - 1)]);
}

QString Course::title(const CourseLesson& lesson) {
    return tr(lesson.title);
}

QString Course::question(const CourseLesson& lesson) {
    return tr(lesson.question);
}

const CourseLesson* Course::find(const QString& path) {
    const QString name = QFileInfo(path).fileName();
    for (const CourseLesson& lesson : kLessons) {
        if (name == QLatin1String(lesson.fileName))
            return &lesson;
    }
    return nullptr;
}

QString Course::heading(const CourseLesson& lesson) {
    return tr("Lesson %1 of %2 · Part %3: %4")
        .arg(lesson.number)
        .arg(kLessons.size())
        .arg(lesson.part)
        .arg(partTitle(lesson.part));
}

} // namespace qmgrlab::ui
