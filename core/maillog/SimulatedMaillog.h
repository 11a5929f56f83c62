// SPDX-License-Identifier: GPL-3.0-or-later
// SimulatedMaillog: a scenario's run written as the mail log a Postfix server would have written,
// through MaillogWriter: the round trip's first half (the reader gives it back). Simulated time 0
// is the wall-clock time epoch. Each message gets a long queue ID that carries its arrival time
// (its inode part is the message's place in the scenario, from 1) and the message-id
// <ID@qmgrlab.invalid> with its scenario ID; the sender is the scenario's (a replay's message
// carries the logged one), else sender@qmgrlab.invalid, or <> for a null-sender message; size is
// not simulated and written as 1000.
//
// What is written, and when:
// - arrival: pickup "uid=0 from=" and cleanup "message-id=" (none for a message that starts in the
//   deferred queue: it was queued before the log starts);
// - every activation: qmgr "from=<S>, size=1000, nrcpt=N (queue active)";
// - every completed delivery: one line per recipient, in the request's order, the recipients the
//   server refused (bounced, deferred) first and the accepted ones after them, as the SMTP client
//   logs refusals at RCPT TO and acceptances after the data; a failed connection writes the
//   client's "connect to NEXTHOP[ADDR]:25: Connection refused" (a down destination) and relay=none
//   lines, or for a server at its session limit relay=NEXTHOP lines with "refused to talk to me";
// - recipients deferred without a delivery (a dead destination or transport): lines of the retry
//   service (postfix/error), relay=none, "delivery temporarily suspended: ..." (the connection
//   failure, or "mail transport unavailable"), at the moment of the deferral;
// - expiry: qmgr "status=expired, returned to sender"; the message's end: qmgr "removed" when no
//   recipient of its last visit was deferred (else it stays in the deferred queue).
// Delays: a = this visit's activation minus the arrival (Postfix measures a from the arrival, also
// on a retry), b = the dispatch minus the activation, c + d = the delivery's duration, split as the
// simulation's world splits it: c is the connection set-up, the destination's fail_ms (all of the
// duration for a failed connection), d the rest; delay = a + b + c + d. A delivery agent's pid is
// fixed per transport and agent lane.
#pragma once

#include "core/maillog/MaillogWriter.h"
#include "core/scenario/Configuration.h"

#include <atomic>
#include <cstdint>
#include <memory>
#include <ostream>
#include <string>

namespace qmgrlab {

struct SimulatedMaillogOptions {
    std::int64_t epoch = 0; // wall-clock microseconds since 1970 of simulated time 0
    MaillogStyle style;
};

// Sets options' epoch (and the zone the times are written in) from text: RFC 3339 (its offset
// becomes the log's zone) or whole seconds since 1970 up to 9999-12-31T23:59:59Z; an empty text
// leaves them. Returns false when text is no such time.
bool setMaillogEpoch(const std::string& text, SimulatedMaillogOptions& options);

// Runs config's scenario to its end and writes its mail log to log, and its trace (SPEC section 3,
// as qmgrlab-cli run writes it) to trace when given. config must track recipients
// (RecipientTracking::Always). Returns the number of log lines. Throws ScenarioError (naming
// sourceName, with runCutRule's rule) when the run stops before its end at a streamed Run's
// limits (Run::kStreamedStepLimit steps, Run::kStreamedEventLimit events) or out of clock.
std::uint64_t writeSimulatedMaillog(const std::shared_ptr<const Configuration>& config, std::ostream& log,
                                    std::ostream* trace, const SimulatedMaillogOptions& options,
                                    const std::string& sourceName);

// The same with the lines handed to lines, simulated time 0 being the wall-clock time epoch
// (microseconds since 1970): MaillogWriter writes them, the replay pairs them with a log's. The
// run ends early once lines says it is finished (MaillogLines::finished). With
// stop, the flag is read before the first step and every kStopCheckSteps steps: once it is set,
// RunStopped is thrown (another thread may set it at any time).
void runSimulatedMaillog(const std::shared_ptr<const Configuration>& config, MaillogLines& lines,
                         std::ostream* trace, std::int64_t epoch, const std::string& sourceName,
                         const std::atomic<bool>* stop = nullptr);

// The queue ID the log gives the message with the given index in the scenario, arriving at
// arrivalMicros (wall clock).
std::string simulatedQueueId(std::int64_t arrivalMicros, int message);

} // namespace qmgrlab
