// SPDX-License-Identifier: GPL-3.0-or-later
// QueueManager, job lists: linking jobs into the scheduler's job list and the by-time job
// list, retiring and freeing them, popping them off the preemption stack (with the refund
// to the original parent, adoption and orphaning), and moving unused recipient slots along
// the by-time list, and counting delivery slots (ALGORITHM.md 2.7, 2.8, 3.4, 3.5, 3.6.7, 3.6.8,
// 3.7.4). Each function is named after its Postfix counterpart in QueueManager.h.
#include "core/common/Saturating.h"
#include "core/scheduler/IntrusiveList.h"
#include "core/scheduler/QueueManager.h"

#include <algorithm>

namespace qmgrlab {

// A job joins both lists in queued-time order. On the scheduler's list the walk from the
// tail passes over every job that has a stack parent, so a job never lands between a
// preempting job and its parent. The whole positive pool goes to every linked job.
void QueueManager::linkJob(JobId job) {
    const TransportId tid = s_->jobs[job].transport;
    Transport& t = s_->transports[tid];
    const std::int64_t queued = s_->messages[s_->jobs[job].message].queuedTime;

    JobId current = t.current;
    JobId p = t.schedTail;
    while (p != kNone) {
        const Job& other = s_->jobs[p];
        if (other.stackParent == kNone && s_->messages[other.message].queuedTime <= queued)
            break;
        if (p == current)
            current = kNone;
        p = other.schedPrev;
    }
    SchedList::insertAfter(s_->jobs, t.schedHead, t.schedTail, p, job);

    JobId unread = t.nextUnread;
    p = t.timeTail;
    while (p != kNone) {
        const Job& other = s_->jobs[p];
        if (s_->messages[other.message].queuedTime <= queued)
            break;
        if (p == unread)
            unread = kNone;
        p = other.timePrev;
    }
    TimeList::insertAfter(s_->jobs, t.timeHead, t.timeTail, p, job);

    s_->jobs[job].stackLevel = 0;
    if (current == kNone)
        t.current = job;
    if (unread == kNone) {
        const JobId old = t.nextUnread;
        t.nextUnread = job;
        if (old != kNone)
            moveUnusedSlots(old);
    }
    if (t.pool > 0) {
        addSaturating(s_->jobs[job].rcptLimit, t.pool);
        addSaturating(s_->messages[s_->jobs[job].message].rcptLimit, t.pool);
        t.pool = 0;
    }
}

void QueueManager::unlinkJob(JobId job) {
    Transport& t = s_->transports[s_->jobs[job].transport];
    while (s_->jobs[job].firstChild != kNone) { // orphans keep their level
        const JobId child = s_->jobs[job].firstChild;
        ChildList::remove(s_->jobs, s_->jobs[job].firstChild, s_->jobs[job].lastChild, child);
        s_->jobs[child].stackParent = kNone;
        recordAdoption(job, child, kNone);
    }
    if (t.current == job)
        t.current = s_->jobs[job].schedNext;
    if (job == t.cacheResult || job == t.cacheOwner)
        invalidateCandidateCache(t);
    SchedList::remove(s_->jobs, t.schedHead, t.schedTail, job);
    TimeList::remove(s_->jobs, t.timeHead, t.timeTail, job);
    s_->jobs[job].stackLevel = -1;
}

void QueueManager::retireJob(JobId job) {
    if (s_->jobs[job].stackLevel > 0)
        popJob(job);
    moveUnusedSlots(job);
    unlinkJob(job);
}

// Leaving the preemption stack: the original parent gets back what the job was charged
// for but did not use; the job's children go to its parent (or become orphans).
void QueueManager::popJob(JobId job) {
    const TransportId tid = s_->jobs[job].transport;
    const JobId parent = s_->jobs[job].stackParent;
    if (parent != kNone && s_->jobs[job].stackLevel == s_->jobs[parent].stackLevel + 1)
        addSaturating(s_->jobs[parent].slotsAvailable,
                      -static_cast<std::int64_t>(s_->jobs[job].slotsUsed) * settings(tid).slotCost);
    if (parent != kNone) {
        ChildList::remove(s_->jobs, s_->jobs[parent].firstChild, s_->jobs[parent].lastChild, job);
        s_->jobs[job].stackParent = kNone;
    }
    while (s_->jobs[job].firstChild != kNone) {
        const JobId child = s_->jobs[job].firstChild;
        ChildList::remove(s_->jobs, s_->jobs[job].firstChild, s_->jobs[job].lastChild, child);
        if (parent != kNone)
            ChildList::append(s_->jobs, s_->jobs[parent].firstChild, s_->jobs[parent].lastChild, child);
        s_->jobs[child].stackParent = parent;
        recordAdoption(job, child, parent);
    }
    s_->jobs[job].stackLevel = 0;
    invalidateCandidateCache(s_->transports[tid]);
}

void QueueManager::recordAdoption(JobId gone, JobId child, JobId parent) {
    if (recording_ == nullptr)
        return;
    StackAdoption adoption;
    adoption.transport = s_->jobs[gone].transport;
    adoption.gone = s_->messages[s_->jobs[gone].message].spec;
    adoption.child = s_->messages[s_->jobs[child].message].spec;
    adoption.childLevel = s_->jobs[child].stackLevel;
    if (parent != kNone) {
        adoption.parent = s_->messages[s_->jobs[parent].message].spec;
        adoption.parentLevel = s_->jobs[parent].stackLevel;
    }
    recording_->addAdoption(adoption);
}

void QueueManager::freeJob(JobId job) {
    if (s_->jobs[job].stackLevel > 0)
        popJob(job);
    moveUnusedSlots(job);
    if (s_->jobs[job].stackLevel >= 0)
        unlinkJob(job);
    Message& message = s_->messages[s_->jobs[job].message];
    if (message.firstJob == job)
        message.firstJob = s_->jobs[job].nextInMessage;
    if (message.lastJob == job)
        message.lastJob = kNone;
    s_->jobs.destroy(job);
}

// qmgr_job_move_limits: unused recipient slots go back to the pool and from there to the
// first job on the by-time list whose message still has unread recipients (next_unread).
void QueueManager::moveUnusedSlots(JobId job) {
    const TransportId tid = s_->jobs[job].transport;
    Transport& t = s_->transports[tid];
    const MessageId m = s_->jobs[job].message;

    JobId next = t.nextUnread;
    if (job == next) {
        next = s_->jobs[job].timeNext;
        while (next != kNone && !s_->messages[s_->jobs[next].message].moreToRead)
            next = s_->jobs[next].timeNext;
        t.nextUnread = next;
    }
    Job& j = s_->jobs[job];
    Message& message = s_->messages[m];
    const int unused =
        saturatedInt(std::min(static_cast<std::int64_t>(j.rcptLimit) - j.rcptCount,
                              static_cast<std::int64_t>(message.rcptLimit) - message.rcptCount));
    if (unused > 0) {
        j.rcptLimit -= unused;
        message.rcptLimit -= unused;
        addSaturating(t.pool, unused);
        if (next != kNone && t.pool > 0) {
            addSaturating(s_->jobs[next].rcptLimit, t.pool);
            addSaturating(s_->messages[s_->jobs[next].message].rcptLimit, t.pool);
            t.pool = 0;
        }
    }
}

// qmgr_job_count_slots.
void QueueManager::countSlots(Job& job) {
    ++job.slotsAvailable;
    ++job.slotsUsed;
}

} // namespace qmgrlab
