// SPDX-License-Identifier: GPL-3.0-or-later
// QueueId: Postfix queue IDs in log lines. The short form (enable_long_queue_ids = no, the
// default) is upper-case hexadecimal: five digits of the queue file's creation microseconds and
// the file's inode number. The long form is written in a 52-character alphabet of digits and
// consonants ("0-9", "B-Z" and "b-z" without vowels): at least six characters of the creation
// time's seconds since 1970, exactly four of its microseconds (both base 52), the separator 'z'
// and the inode number in base 51 (the alphabet without its last character, 'z'). A long ID
// thus tells when its message was created, to the microsecond.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace qmgrlab {

// Whether text can be a queue ID at the start of a log message ("1A2B3C4D5E: ..."): 5 to 40
// letters and digits, with a digit or made of upper-case letters only, and not NOQUEUE. Words
// such as "warning" or "statistics" are not.
bool looksLikeQueueId(std::string_view text);

// The creation time of a long queue ID in microseconds since 1970, or nothing for any other ID.
std::optional<std::int64_t> longQueueIdTime(std::string_view id);

// The long queue ID of a queue file created at micros (since 1970, not negative) with the given
// inode number.
std::string makeLongQueueId(std::int64_t micros, std::uint64_t inode);

} // namespace qmgrlab
