// SPDX-License-Identifier: GPL-3.0-or-later
// PostqueueJson: a real server's queue as "postqueue -j" prints it, one JSON object a line
// with queue_name, queue_id, arrival_time (seconds since the epoch), message_size and
// recipients (objects with address and an optional delay_reason). Messages in the maildrop,
// incoming, active and deferred queues are kept, with their recipients counted by domain in
// the order the domains first appear; messages on hold are counted and left out.
#pragma once

#include "core/scenario/Scenario.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

struct QueuedMessage {
    std::string queueName;
    std::string id;
    std::int64_t arrivalTime = 0; // seconds since the epoch
    int line = 0;
    std::vector<RecipientGroup> groups; // domains lower case, in order of first appearance
};

struct PostqueueContents {
    std::vector<QueuedMessage> messages; // file order
    int heldMessages = 0;
};

// Caps: a line of the file, and the recipients of one message (a scenario's largest group).
inline constexpr std::size_t kMaxQueueLineBytes = 32 * 1024 * 1024;
inline constexpr std::int64_t kMaxQueuedRecipients = 1'000'000;

// Reads postqueue -j output. Throws ScenarioError naming the file, the line and the rule for a
// line that is not a JSON object, a missing or mistyped field, a queue ID used twice, an
// unknown queue name, a recipient without a usable domain, and every cap (file size, line
// length, nesting, recipients per message and in all).
PostqueueContents parsePostqueueJson(std::string_view text, const std::string& file);

} // namespace qmgrlab
