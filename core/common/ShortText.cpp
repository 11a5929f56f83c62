// SPDX-License-Identifier: GPL-3.0-or-later
// ShortText: counting and cutting UTF-8 text by characters.
#include "core/common/ShortText.h"

namespace qmgrlab {

namespace {

bool continues(char c) {
    return (static_cast<unsigned char>(c) & 0xC0) == 0x80;
}

} // namespace

std::size_t characterCount(std::string_view text) {
    std::size_t count = 0;
    for (const char c : text)
        count += continues(c) ? 0 : 1;
    return count;
}

std::size_t prefixBytes(std::string_view text, std::size_t limit) {
    std::size_t characters = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (!continues(text[i]) && characters++ == limit)
            return i;
    }
    return text.size();
}

std::string shortened(std::string_view text, std::size_t limit, bool* cut) {
    const std::size_t bytes = prefixBytes(text, limit);
    if (cut != nullptr)
        *cut = bytes < text.size();
    if (bytes == text.size())
        return std::string(text);
    std::string out(text.substr(0, bytes));
    out += kCutMark;
    return out;
}

} // namespace qmgrlab
