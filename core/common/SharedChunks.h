// SPDX-License-Identifier: GPL-3.0-or-later
// SharedChunks: an array kept in fixed-size chunks that copies of it share until one of them
// writes (copy-on-write), so that copying a large array of which little changes between copies
// (a checkpoint of the simulation state) copies chunk pointers instead of elements.
#pragma once

#include <algorithm>
#include <cstddef>
#include <memory>
#include <utility>
#include <vector>

namespace qmgrlab {

// Elements live in chunks of kChunkSize (the last one may hold fewer); copying the array
// shares every chunk with the original. writable(i) first gives the chunk of i a copy of its
// own when another array (or another place in this one, after assign) shares it.
//
// A reference from writable(i) is into the chunk as it is at that moment: write through it at
// once and drop it. Never keep it across a copy of the array (or of a state holding it): the
// chunk is then shared, and a later write through the old reference would change the copy too.
// Like the state it lives in, an array and the copies sharing its chunks are for one thread at a
// time.
template <typename T> class SharedChunks {
public:
    static constexpr std::size_t kChunkSize = 4096;

    SharedChunks() = default;
    SharedChunks(const SharedChunks&) = default;
    SharedChunks& operator=(const SharedChunks&) = default;
    SharedChunks(SharedChunks&& other) noexcept
        : chunks_(std::move(other.chunks_)), size_(std::exchange(other.size_, 0)) {}
    SharedChunks& operator=(SharedChunks&& other) noexcept {
        chunks_ = std::move(other.chunks_);
        size_ = std::exchange(other.size_, 0);
        return *this;
    }

    // n elements, each value. Every chunk starts as the same one, copied as it is written.
    void assign(std::size_t n, const T& value) {
        chunks_.clear();
        size_ = n;
        if (n == 0)
            return;
        const std::size_t first = std::min(n, kChunkSize);
        chunks_.assign((n + kChunkSize - 1) / kChunkSize, std::make_shared<T[]>(first, value));
    }

    std::size_t size() const { return size_; }
    bool empty() const { return size_ == 0; }

    const T& operator[](std::size_t i) const { return chunks_[i / kChunkSize][i % kChunkSize]; }

    // Element i for writing, its chunk first made this array's own (see the class comment).
    T& writable(std::size_t i) {
        std::shared_ptr<T[]>& chunk = chunks_[i / kChunkSize];
        if (chunk.use_count() > 1) {
            const std::size_t length = chunkLength(i / kChunkSize);
            std::shared_ptr<T[]> own = std::make_shared_for_overwrite<T[]>(length);
            std::copy(chunk.get(), chunk.get() + length, own.get());
            chunk = std::move(own);
        }
        return chunk[i % kChunkSize];
    }

    // The bytes of this array's chunks that other (may be null) does not hold at the same place,
    // a chunk repeated at neighbouring places (the fill of assign) counted once: what keeping
    // this array costs beyond keeping other. Chunks shared with any third array count in full.
    std::size_t bytesNotSharedWith(const SharedChunks* other) const {
        std::size_t bytes = chunks_.capacity() * sizeof(std::shared_ptr<T[]>);
        for (std::size_t c = 0; c < chunks_.size(); ++c) {
            if (c > 0 && chunks_[c] == chunks_[c - 1])
                continue;
            if (other != nullptr && c < other->chunks_.size() && other->chunks_[c] == chunks_[c])
                continue;
            bytes += chunkLength(c) * sizeof(T);
        }
        return bytes;
    }

private:
    std::size_t chunkLength(std::size_t chunk) const {
        return std::min(kChunkSize, size_ - chunk * kChunkSize);
    }

    std::vector<std::shared_ptr<T[]>> chunks_;
    std::size_t size_ = 0;
};

} // namespace qmgrlab
