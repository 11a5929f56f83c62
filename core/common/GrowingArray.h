// SPDX-License-Identifier: GPL-3.0-or-later
// GrowingArray: a contiguous array of trivially copyable records that only grows at its end (the
// recording's events, steps and deliveries). It grows with std::realloc: a large block is moved
// by the C library's mremap, which neither copies the elements nor touches again the pages
// already written, so an array of N records costs the page faults of N records once, where a
// std::vector growing by doubling faults and copies every new capacity anew (about twice the
// final size in all).
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <type_traits>
#include <utility>

namespace qmgrlab {

// The interface is a std::vector's as far as the recording's readers use it; iterators are
// pointers. Growing (push_back, reserve) invalidates pointers and references to the elements,
// as it does for a vector. Sizes are checked: a capacity whose bytes would not fit in a
// std::ptrdiff_t, or a failed allocation, throws std::bad_alloc and leaves the array unchanged.
template <typename T> class GrowingArray {
    static_assert(std::is_trivially_copyable_v<T>, "GrowingArray moves its elements as bytes");
    static_assert(std::is_trivially_destructible_v<T>, "GrowingArray never runs destructors");
    static_assert(alignof(T) <= alignof(std::max_align_t), "std::realloc aligns to max_align_t only");

public:
    using value_type = T;
    using size_type = std::size_t;
    using difference_type = std::ptrdiff_t;
    using reference = T&;
    using const_reference = const T&;
    using pointer = T*;
    using const_pointer = const T*;
    using iterator = T*;
    using const_iterator = const T*;

    GrowingArray() noexcept = default;
    GrowingArray(const GrowingArray& other) {
        if (other.size_ == 0)
            return;
        data_ = allocate(other.size_);
        std::memcpy(static_cast<void*>(data_), other.data_, other.size_ * sizeof(T));
        size_ = other.size_;
        capacity_ = other.size_;
    }
    GrowingArray(GrowingArray&& other) noexcept
        : data_(std::exchange(other.data_, nullptr)), size_(std::exchange(other.size_, 0)),
          capacity_(std::exchange(other.capacity_, 0)) {}
    GrowingArray& operator=(const GrowingArray& other) {
        if (this != &other) {
            GrowingArray copy(other);
            swap(copy);
        }
        return *this;
    }
    GrowingArray& operator=(GrowingArray&& other) noexcept {
        GrowingArray moved(std::move(other));
        swap(moved);
        return *this;
    }
    ~GrowingArray() { std::free(data_); }

    void swap(GrowingArray& other) noexcept {
        std::swap(data_, other.data_);
        std::swap(size_, other.size_);
        std::swap(capacity_, other.capacity_);
    }

    // The most elements an array may hold: their bytes fit in a std::ptrdiff_t.
    static constexpr size_type max_size() noexcept { return static_cast<size_type>(PTRDIFF_MAX) / sizeof(T); }

    size_type size() const noexcept { return size_; }
    size_type capacity() const noexcept { return capacity_; }
    bool empty() const noexcept { return size_ == 0; }

    T* data() noexcept { return data_; }
    const T* data() const noexcept { return data_; }
    T* begin() noexcept { return data_; }
    T* end() noexcept { return data_ + size_; }
    const T* begin() const noexcept { return data_; }
    const T* end() const noexcept { return data_ + size_; }
    const T* cbegin() const noexcept { return data_; }
    const T* cend() const noexcept { return data_ + size_; }

    T& operator[](size_type i) noexcept { return data_[i]; }
    const T& operator[](size_type i) const noexcept { return data_[i]; }
    T& front() noexcept { return data_[0]; }
    const T& front() const noexcept { return data_[0]; }
    T& back() noexcept { return data_[size_ - 1]; }
    const T& back() const noexcept { return data_[size_ - 1]; }

    void push_back(const T& value) {
        if (size_ == capacity_) {
            pushGrowing(value);
            return;
        }
        ::new (static_cast<void*>(data_ + size_)) T(value);
        ++size_;
    }
    void pop_back() noexcept { --size_; }
    // Keeps the capacity (and the pages already touched) for the elements to come.
    void clear() noexcept { size_ = 0; }

    // Room for at least n elements without growing again.
    void reserve(size_type n) {
        if (n > capacity_)
            reallocate(n);
    }

private:
    static T* allocate(size_type n) {
        if (n > max_size())
            throw std::bad_alloc();
        void* block = std::malloc(n * sizeof(T));
        if (block == nullptr)
            throw std::bad_alloc();
        return static_cast<T*>(block);
    }

    void reallocate(size_type n) {
        if (n > max_size())
            throw std::bad_alloc();
        void* block = std::realloc(static_cast<void*>(data_), n * sizeof(T));
        if (block == nullptr)
            throw std::bad_alloc(); // the old block is still ours, unchanged
        data_ = static_cast<T*>(block);
        capacity_ = n;
    }

    // The slow path of push_back: value may be an element of this array, which growing moves.
    void pushGrowing(const T& value) {
        const T copy = value;
        reallocate(grownCapacity());
        ::new (static_cast<void*>(data_ + size_)) T(copy);
        ++size_;
    }

    // Twice the capacity (at least a few elements to start with), held to max_size(); when the
    // array is already at max_size() there is no room left, which reallocate reports.
    size_type grownCapacity() const {
        constexpr size_type kFirst = 16;
        if (capacity_ == 0)
            return kFirst < max_size() ? kFirst : max_size();
        if (capacity_ >= max_size())
            return max_size() + 1;
        return capacity_ <= max_size() / 2 ? capacity_ * 2 : max_size();
    }

    T* data_ = nullptr;
    size_type size_ = 0;
    size_type capacity_ = 0;
};

} // namespace qmgrlab
