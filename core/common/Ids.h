// SPDX-License-Identifier: GPL-3.0-or-later
// Ids: the integer handles that name the queue manager's objects. Objects live in
// ObjectStores and refer to each other by id, so that the whole simulation state is a plain
// value that can be copied into a checkpoint.
#pragma once

#include <cstdint>

namespace qmgrlab {

using MessageId = std::int32_t; // an active message (slot in the message pool)
using JobId = std::int32_t;
using PeerId = std::int32_t;
using EntryId = std::int32_t;
using QueueId = std::int32_t;
using TransportId = std::int32_t; // index into Configuration::transports()
using NameId = std::int32_t;      // index into the NameTable (queue names)

inline constexpr std::int32_t kNone = -1;

// One 64-bit lookup key from two ids, e.g. (transport, queue name) or (job, queue).
inline constexpr std::uint64_t pairKey(std::int32_t a, std::int32_t b) {
    return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(a)) << 32) | static_cast<std::uint32_t>(b);
}

} // namespace qmgrlab
