// SPDX-License-Identifier: GPL-3.0-or-later
// IntrusiveList: the operations on the queue manager's doubly linked lists of ids, whose
// links live inside the objects themselves (a job's place on the scheduler's job list, an
// entry's place on its queue's todo or busy list, ...). The list's ends are held by the owner.
#pragma once

#include "core/common/Ids.h"
#include "core/scheduler/Entry.h"
#include "core/scheduler/Job.h"
#include "core/scheduler/ObjectStore.h"
#include "core/scheduler/Queue.h"

#include <cstdint>

namespace qmgrlab {

template <class T, std::int32_t T::*Prev, std::int32_t T::*Next> struct IntrusiveList {
    static void remove(ObjectStore<T>& store, std::int32_t& head, std::int32_t& tail, std::int32_t id) {
        T& item = store[id];
        if (item.*Prev != kNone)
            store[item.*Prev].*Next = item.*Next;
        else
            head = item.*Next;
        if (item.*Next != kNone)
            store[item.*Next].*Prev = item.*Prev;
        else
            tail = item.*Prev;
        item.*Prev = item.*Next = kNone;
    }

    // Inserts id after `after`, or at the head when after is kNone.
    static void insertAfter(ObjectStore<T>& store, std::int32_t& head, std::int32_t& tail, std::int32_t after,
                            std::int32_t id) {
        T& item = store[id];
        item.*Prev = after;
        item.*Next = after == kNone ? head : store[after].*Next;
        if (item.*Next != kNone)
            store[item.*Next].*Prev = id;
        else
            tail = id;
        if (after != kNone)
            store[after].*Next = id;
        else
            head = id;
    }

    static void append(ObjectStore<T>& store, std::int32_t& head, std::int32_t& tail, std::int32_t id) {
        insertAfter(store, head, tail, tail, id);
    }
};

using SchedList = IntrusiveList<Job, &Job::schedPrev, &Job::schedNext>;            // scheduler's job list
using TimeList = IntrusiveList<Job, &Job::timePrev, &Job::timeNext>;               // by-time job list
using ChildList = IntrusiveList<Job, &Job::prevSibling, &Job::nextSibling>;        // a job's children
using QueueEntryList = IntrusiveList<Entry, &Entry::queuePrev, &Entry::queueNext>; // todo or busy
using PeerEntryList = IntrusiveList<Entry, &Entry::peerPrev, &Entry::peerNext>;    // a peer's todo
using QueueList = IntrusiveList<Queue, &Queue::prev, &Queue::next>;                // a transport's queues

} // namespace qmgrlab
