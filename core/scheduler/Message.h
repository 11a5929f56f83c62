// SPDX-License-Identifier: GPL-3.0-or-later
// Message: one message in the active queue, as the queue manager holds it: how far its
// recipients have been read, how many are in memory, how many recipient slots it may fill,
// and its jobs (one per transport).
#pragma once

#include "core/common/Ids.h"

#include <cstdint>

namespace qmgrlab {

struct Message {
    int spec = kNone;            // index into Configuration's messages
    std::int64_t queuedTime = 0; // whole seconds, taken at activation
    std::int64_t refillTime = 0; // whole seconds, end of the most recent read
    bool moreToRead = false;     // the last read stopped at its limit
    bool firstReadDone = false;
    int readOffset = 0;     // recipients read so far (next one to read)
    int rcptUnread = 0;     // recipients in the queue file not yet read
    int rcptCount = 0;      // recipients held in entries
    int rcptLimit = 0;      // recipient slots the message may fill
    int refcount = 0;       // entries, todo and busy, all transports
    JobId firstJob = kNone; // jobs in creation order (Job::nextInMessage)
    JobId lastJob = kNone;
    int sent = 0;              // recipients delivered (this visit of the active queue)
    int deferred = 0;          // recipients deferred (this visit)
    int bounced = 0;           // recipients bounced (this visit)
    bool fromDeferred = false; // this visit came from the deferred queue
};

} // namespace qmgrlab
