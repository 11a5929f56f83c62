// SPDX-License-Identifier: GPL-3.0-or-later
// QueueId: recognising queue IDs, and the time in a long one.
#include "core/maillog/QueueId.h"

#include <algorithm>

namespace qmgrlab {

namespace {

// Postfix's safe alphabet: ten digits, 21 upper-case and 21 lower-case consonants.
constexpr std::string_view kSafeAlphabet = "0123456789BCDFGHJKLMNPQRSTVWXYZbcdfghjklmnpqrstvwxyz";
constexpr std::uint64_t kTimeBase = 52;
constexpr std::uint64_t kInodeBase = 51;
constexpr std::size_t kSecondsWidth = 6;
constexpr std::size_t kMicroWidth = 4;
constexpr char kInodeSeparator = 'z';

int safeDigit(char c) {
    const std::size_t at = kSafeAlphabet.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

std::optional<std::uint64_t> decode(std::string_view text, std::uint64_t base) {
    std::uint64_t value = 0;
    for (const char c : text) {
        const int digit = safeDigit(c);
        if (digit < 0 || static_cast<std::uint64_t>(digit) >= base || value > (UINT64_MAX - 51) / base)
            return std::nullopt;
        value = value * base + static_cast<std::uint64_t>(digit);
    }
    return value;
}

void encode(std::string& out, std::uint64_t value, std::uint64_t base, std::size_t width) {
    std::string digits;
    do {
        digits += kSafeAlphabet[value % base];
        value /= base;
    } while (value > 0);
    while (digits.size() < width)
        digits += '0';
    out.append(digits.rbegin(), digits.rend());
}

} // namespace

bool looksLikeQueueId(std::string_view text) {
    if (text.size() < 5 || text.size() > 40 || text == "NOQUEUE")
        return false;
    bool digit = false;
    bool lower = false;
    for (const char c : text) {
        if (c >= '0' && c <= '9')
            digit = true;
        else if (c >= 'a' && c <= 'z')
            lower = true;
        else if (c < 'A' || c > 'Z')
            return false;
    }
    return digit || !lower;
}

std::optional<std::int64_t> longQueueIdTime(std::string_view id) {
    const std::size_t separator = id.rfind(kInodeSeparator);
    if (separator == std::string_view::npos || separator < kSecondsWidth + kMicroWidth ||
        separator + 1 == id.size())
        return std::nullopt;
    const auto seconds = decode(id.substr(0, separator - kMicroWidth), kTimeBase);
    const auto micro = decode(id.substr(separator - kMicroWidth, kMicroWidth), kTimeBase);
    const auto inode = decode(id.substr(separator + 1), kInodeBase);
    // A time far past any real clock, or microseconds of a million or more, are not an ID.
    if (!seconds || !micro || !inode || *micro >= 1'000'000 || *seconds > (1ULL << 40))
        return std::nullopt;
    return static_cast<std::int64_t>(*seconds) * 1'000'000 + static_cast<std::int64_t>(*micro);
}

std::string makeLongQueueId(std::int64_t micros, std::uint64_t inode) {
    micros = std::max<std::int64_t>(micros, 0);
    std::string id;
    encode(id, static_cast<std::uint64_t>(micros / 1'000'000), kTimeBase, kSecondsWidth);
    encode(id, static_cast<std::uint64_t>(micros % 1'000'000), kTimeBase, kMicroWidth);
    id += kInodeSeparator;
    encode(id, inode, kInodeBase, 0);
    return id;
}

} // namespace qmgrlab
