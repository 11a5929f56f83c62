// SPDX-License-Identifier: GPL-3.0-or-later
// SharedChunks: a copy shares the chunks until either side writes, a write after a copy changes
// only the side written, assign fills, sizes that are not a multiple of the chunk, empty arrays,
// and the bytes a checkpoint is charged for.
#include "core/common/SharedChunks.h"

#include <cstdint>
#include <gtest/gtest.h>
#include <vector>

namespace {

using qmgrlab::SharedChunks;
using Bytes = SharedChunks<std::uint8_t>;
using Times = SharedChunks<std::int64_t>;
constexpr std::size_t kChunk = Times::kChunkSize;

std::vector<std::int64_t> contents(const Times& a) {
    std::vector<std::int64_t> out;
    for (std::size_t i = 0; i < a.size(); ++i)
        out.push_back(a[i]);
    return out;
}

TEST(SharedChunks, StartsEmpty) {
    const Times a;
    EXPECT_TRUE(a.empty());
    EXPECT_EQ(a.size(), 0u);
    EXPECT_EQ(a.bytesNotSharedWith(nullptr), 0u);
}

TEST(SharedChunks, AssignFillsEveryElement) {
    Times a;
    const std::size_t n = 2 * kChunk + 5; // not a multiple of the chunk
    a.assign(n, -1);
    EXPECT_FALSE(a.empty());
    EXPECT_EQ(a.size(), n);
    EXPECT_EQ(contents(a), std::vector<std::int64_t>(n, -1));
}

TEST(SharedChunks, AssignZeroIsEmpty) {
    Times a;
    a.assign(10, 3);
    a.assign(0, 3);
    EXPECT_TRUE(a.empty());
    EXPECT_EQ(a.size(), 0u);
}

TEST(SharedChunks, AssignReplacesEarlierContents) {
    Bytes a;
    a.assign(kChunk + 1, 0);
    a.writable(kChunk) = 1;
    a.assign(3, 7);
    EXPECT_EQ(a.size(), 3u);
    for (std::size_t i = 0; i < 3; ++i)
        EXPECT_EQ(a[i], 7);
}

// assign makes one chunk stand for all: writing one place leaves the others at the fill.
TEST(SharedChunks, WritingOnePlaceOfAFreshArrayChangesOnlyThatPlace) {
    Times a;
    const std::size_t n = 3 * kChunk + 17;
    a.assign(n, -1);
    std::vector<std::int64_t> expected(n, -1);
    for (const std::size_t i : {std::size_t(0), kChunk - 1, kChunk, 2 * kChunk + 3, n - 1}) {
        a.writable(i) = static_cast<std::int64_t>(i) + 100;
        expected[i] = static_cast<std::int64_t>(i) + 100;
        ASSERT_EQ(contents(a), expected) << "after writing " << i;
    }
}

TEST(SharedChunks, WriteToTheOriginalAfterACopyLeavesTheCopy) {
    Times a;
    const std::size_t n = 2 * kChunk + 9;
    a.assign(n, 0);
    for (std::size_t i = 0; i < n; ++i)
        a.writable(i) = static_cast<std::int64_t>(i);
    const Times copy = a;
    const auto before = contents(a);
    a.writable(1) = -5;
    a.writable(n - 1) = -6; // in the short last chunk
    EXPECT_EQ(contents(copy), before);
    EXPECT_EQ(a[1], -5);
    EXPECT_EQ(a[n - 1], -6);
    EXPECT_EQ(a[2], 2); // the rest of a written chunk kept its values
    EXPECT_EQ(a[n - 2], static_cast<std::int64_t>(n - 2));
}

TEST(SharedChunks, WriteToTheCopyLeavesTheOriginal) {
    Bytes a;
    a.assign(kChunk + 1, 0);
    a.writable(kChunk) = 1;
    Bytes copy;
    copy = a; // assignment shares as the copy constructor does
    copy.writable(0) = 1;
    copy.writable(kChunk) = 2;
    EXPECT_EQ(a[0], 0);
    EXPECT_EQ(a[kChunk], 1);
    EXPECT_EQ(copy[0], 1);
    EXPECT_EQ(copy[kChunk], 2);
}

// The original written after its copy was dropped writes in place, and still reads right.
TEST(SharedChunks, WritesAfterTheCopyIsGoneStayInTheArray) {
    Times a;
    a.assign(kChunk, 0);
    {
        const Times copy = a;
        a.writable(0) = 1;
        EXPECT_EQ(copy[0], 0);
    }
    a.writable(0) = 2;
    a.writable(1) = 3;
    EXPECT_EQ(a[0], 2);
    EXPECT_EQ(a[1], 3);
}

TEST(SharedChunks, MoveLeavesTheSourceEmpty) {
    Times a;
    a.assign(5, 4);
    Times b = std::move(a);
    EXPECT_EQ(b.size(), 5u);
    EXPECT_EQ(b[4], 4);
    EXPECT_TRUE(a.empty()); // NOLINT(bugprone-use-after-move): moved-from is empty
    Times c;
    c = std::move(b);
    EXPECT_EQ(c.size(), 5u);
    EXPECT_TRUE(b.empty()); // NOLINT(bugprone-use-after-move)
}

// A copy costs only its chunk pointers beyond its original; each chunk written since counts in
// full (the short last one by its length); a fresh fill counts one chunk, not its size.
TEST(SharedChunks, BytesNotSharedCountWrittenChunksOnly) {
    Bytes a;
    const std::size_t n = 3 * kChunk + 10;
    a.assign(n, 0);
    const std::size_t pointers = a.bytesNotSharedWith(&a);
    EXPECT_GT(pointers, 0u);
    EXPECT_LT(pointers, 100u); // 4 chunk pointers
    EXPECT_EQ(a.bytesNotSharedWith(nullptr), pointers + kChunk);
    const Bytes copy = a;
    EXPECT_EQ(copy.bytesNotSharedWith(&a), pointers);
    a.writable(0) = 1;
    EXPECT_EQ(a.bytesNotSharedWith(&copy), pointers + kChunk);
    a.writable(n - 1) = 1;
    EXPECT_EQ(a.bytesNotSharedWith(&copy), pointers + kChunk + 10);
    // Unwritten neighbours still share the fill: chunk 0 own, 1 and 2 the fill, 3 own.
    EXPECT_EQ(a.bytesNotSharedWith(nullptr), pointers + kChunk + kChunk + 10);
}

} // namespace
