// SPDX-License-Identifier: GPL-3.0-or-later
// GrowingArray: growing keeps every element, pushing an element of the array itself while it
// grows, large arrays (past the C library's mmap threshold, where realloc moves the block),
// sizes that cannot be held throw std::bad_alloc and leave the array as it was, copies are
// independent, a move empties its source, clear and pop_back keep the capacity.
#include "core/common/GrowingArray.h"

#include <algorithm>
#include <cstdint>
#include <gtest/gtest.h>
#include <new>
#include <numeric>
#include <type_traits>
#include <utility>

namespace {

using qmgrlab::GrowingArray;

#if defined(__SANITIZE_ADDRESS__)
constexpr bool kAddressSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool kAddressSanitizer = true;
#else
constexpr bool kAddressSanitizer = false;
#endif
#else
constexpr bool kAddressSanitizer = false;
#endif

// A record shaped like the recording's (a time, small fields, a 64-bit number at the end).
struct Record {
    std::int64_t time = 0;
    std::uint8_t kind = 0;
    std::int32_t index = 0;
    std::int64_t check = 0;
};

Record recordOf(std::size_t i) {
    Record r;
    r.time = static_cast<std::int64_t>(i) * 7;
    r.kind = static_cast<std::uint8_t>(i % 251);
    r.index = static_cast<std::int32_t>(i);
    r.check = static_cast<std::int64_t>(i * 2654435761u);
    return r;
}

bool holdsRecords(const GrowingArray<Record>& a, std::size_t n) {
    if (a.size() != n)
        return false;
    for (std::size_t i = 0; i < n; ++i) {
        const Record want = recordOf(i);
        const Record& got = a[i];
        if (got.time != want.time || got.kind != want.kind || got.index != want.index ||
            got.check != want.check)
            return false;
    }
    return true;
}

GrowingArray<Record> filled(std::size_t n) {
    GrowingArray<Record> a;
    for (std::size_t i = 0; i < n; ++i)
        a.push_back(recordOf(i));
    return a;
}

TEST(GrowingArray, StartsEmpty) {
    const GrowingArray<Record> a;
    EXPECT_TRUE(a.empty());
    EXPECT_EQ(a.size(), 0u);
    EXPECT_EQ(a.capacity(), 0u);
    EXPECT_EQ(a.begin(), a.end());
}

TEST(GrowingArray, GrowingKeepsEveryElement) {
    GrowingArray<Record> a;
    std::size_t capacityChanges = 0;
    std::size_t capacity = a.capacity();
    for (std::size_t i = 0; i < 5000; ++i) {
        a.push_back(recordOf(i));
        if (a.capacity() != capacity) {
            ++capacityChanges;
            capacity = a.capacity();
            // Every growth so far kept what was written before it.
            ASSERT_TRUE(holdsRecords(a, i + 1)) << "after growing to " << capacity;
        }
        ASSERT_GE(a.capacity(), a.size());
    }
    EXPECT_TRUE(holdsRecords(a, 5000));
    EXPECT_GE(capacityChanges, 5u); // it did grow several times
    EXPECT_EQ(a.front().index, 0);
    EXPECT_EQ(a.back().index, 4999);
    EXPECT_EQ(a.end() - a.begin(), 5000);
    EXPECT_EQ(a.data(), a.begin());
}

TEST(GrowingArray, LargeArrayPastTheMmapThreshold) {
    // 2^20 records of 24 bytes: 24 MB, grown well past the size malloc serves with mmap.
    constexpr std::size_t n = std::size_t{1} << 20;
    const GrowingArray<Record> a = filled(n);
    EXPECT_TRUE(holdsRecords(a, n));
    EXPECT_LE(a.capacity(), 2 * n); // doubling: never more than twice what is held
}

TEST(GrowingArray, PushingItsOwnElementWhileGrowing) {
    GrowingArray<Record> a = filled(16);
    while (a.size() < a.capacity())
        a.push_back(recordOf(a.size()));
    const std::size_t full = a.size();
    a.push_back(a[3]); // the array grows (and may move) while value refers into it
    ASSERT_EQ(a.size(), full + 1);
    EXPECT_GT(a.capacity(), full);
    EXPECT_EQ(a.back().index, 3);
    EXPECT_EQ(a.back().check, recordOf(3).check);
    a.pop_back();
    EXPECT_TRUE(holdsRecords(a, full));
}

TEST(GrowingArray, SizesThatCannotBeHeldThrowAndChangeNothing) {
    GrowingArray<Record> a = filled(100);
    const Record* before = a.data();
    const std::size_t capacity = a.capacity();
    // max_size() elements are held in a std::ptrdiff_t's bytes: no product overflows.
    EXPECT_LE(GrowingArray<Record>::max_size(), static_cast<std::size_t>(PTRDIFF_MAX) / sizeof(Record));
    EXPECT_THROW(a.reserve(GrowingArray<Record>::max_size() + 1), std::bad_alloc);
    EXPECT_THROW(a.reserve(static_cast<std::size_t>(-1)), std::bad_alloc);
    // Within max_size(), but far more than any machine has: the allocation fails (AddressSanitizer's
    // allocator stops the program there instead of failing, as any allocation that size would).
    if (!kAddressSanitizer) {
        EXPECT_THROW(a.reserve(GrowingArray<Record>::max_size()), std::bad_alloc);
    }
    EXPECT_EQ(a.data(), before);
    EXPECT_EQ(a.capacity(), capacity);
    EXPECT_TRUE(holdsRecords(a, 100));
    a.push_back(recordOf(100)); // still usable
    EXPECT_TRUE(holdsRecords(a, 101));
}

TEST(GrowingArray, ReserveMakesRoomWithoutGrowingAgain) {
    GrowingArray<Record> a = filled(10);
    a.reserve(1000);
    EXPECT_GE(a.capacity(), 1000u);
    const Record* data = a.data();
    for (std::size_t i = 10; i < 1000; ++i)
        a.push_back(recordOf(i));
    EXPECT_EQ(a.data(), data);
    EXPECT_TRUE(holdsRecords(a, 1000));
    a.reserve(5); // never shrinks
    EXPECT_GE(a.capacity(), 1000u);
}

TEST(GrowingArray, CopiesAreIndependent) {
    GrowingArray<Record> a = filled(300);
    GrowingArray<Record> b(a);
    EXPECT_TRUE(holdsRecords(b, 300));
    EXPECT_NE(b.data(), a.data());
    b[0].index = -1;
    b.push_back(recordOf(300));
    EXPECT_TRUE(holdsRecords(a, 300));
    EXPECT_EQ(b[0].index, -1);
    EXPECT_EQ(b.size(), 301u);

    GrowingArray<Record> c = filled(5);
    c = a;
    EXPECT_TRUE(holdsRecords(c, 300));
    const GrowingArray<Record>& same = c;
    c = same; // self-assignment keeps the contents
    EXPECT_TRUE(holdsRecords(c, 300));

    const GrowingArray<Record> empty;
    GrowingArray<Record> d(empty);
    EXPECT_TRUE(d.empty());
    c = empty;
    EXPECT_TRUE(c.empty());
}

TEST(GrowingArray, MoveTakesTheBlockAndEmptiesTheSource) {
    GrowingArray<Record> a = filled(300);
    const Record* data = a.data();
    GrowingArray<Record> b(std::move(a));
    EXPECT_EQ(b.data(), data);
    EXPECT_TRUE(holdsRecords(b, 300));
    EXPECT_TRUE(a.empty()); // a moved-from array is empty
    EXPECT_EQ(a.capacity(), 0u);
    a.push_back(recordOf(0)); // and usable again
    EXPECT_TRUE(holdsRecords(a, 1));

    GrowingArray<Record> c = filled(7);
    c = std::move(b);
    EXPECT_EQ(c.data(), data);
    EXPECT_TRUE(holdsRecords(c, 300));
    static_assert(std::is_nothrow_move_constructible_v<GrowingArray<Record>>);
    static_assert(std::is_nothrow_move_assignable_v<GrowingArray<Record>>);
}

TEST(GrowingArray, ClearAndPopBackKeepTheCapacity) {
    GrowingArray<Record> a = filled(1000);
    const std::size_t capacity = a.capacity();
    a.pop_back();
    EXPECT_TRUE(holdsRecords(a, 999));
    a.clear();
    EXPECT_TRUE(a.empty());
    EXPECT_EQ(a.capacity(), capacity);
    a.push_back(recordOf(0));
    EXPECT_TRUE(holdsRecords(a, 1));
}

TEST(GrowingArray, WorksWithTheStandardAlgorithms) {
    GrowingArray<std::int64_t> a;
    for (std::int64_t t = 0; t < 1000; ++t)
        a.push_back(t * 3);
    const auto found = std::lower_bound(a.begin(), a.end(), 301);
    ASSERT_NE(found, a.end());
    EXPECT_EQ(*found, 303);
    EXPECT_EQ(found - a.begin(), 101);
    std::int64_t sum = 0;
    for (const std::int64_t t : a)
        sum += t;
    EXPECT_EQ(sum, std::accumulate(a.cbegin(), a.cend(), std::int64_t{0}));
    EXPECT_EQ(sum, 3 * 999 * 1000 / 2);
}

} // namespace
