// SPDX-License-Identifier: GPL-3.0-or-later
// ObjectStore: where the queue manager's objects of one kind live (messages, jobs, peers,
// entries, queues): a vector with a free list; ids are reused last-freed-first, which keeps
// the simulation deterministic and the state compact. Copyable, so checkpoints are copies.
// (Not to be confused with SCHEDULER_README's recipient pool, a counter of a transport.)
#pragma once

#include <cassert>
#include <cstdint>
#include <vector>

namespace qmgrlab {

template <class T> class ObjectStore {
public:
    std::int32_t create(T value) {
        std::int32_t id;
        if (free_.empty()) {
            id = static_cast<std::int32_t>(items_.size());
            items_.push_back(std::move(value));
            alive_.push_back(1);
        } else {
            id = free_.back();
            free_.pop_back();
            items_[id] = std::move(value);
            alive_[id] = 1;
        }
        ++live_;
        return id;
    }

    void destroy(std::int32_t id) {
        assert(alive(id));
        alive_[id] = 0;
        items_[id] = T{};
        free_.push_back(id);
        --live_;
    }

    bool alive(std::int32_t id) const {
        return id >= 0 && id < static_cast<std::int32_t>(items_.size()) && alive_[id];
    }
    T& operator[](std::int32_t id) {
        assert(alive(id));
        return items_[id];
    }
    const T& operator[](std::int32_t id) const {
        assert(alive(id));
        return items_[id];
    }
    std::int32_t capacity() const { return static_cast<std::int32_t>(items_.size()); }
    std::int32_t liveCount() const { return live_; }

    template <class F> void forEach(F&& f) const {
        for (std::int32_t id = 0; id < capacity(); ++id)
            if (alive_[id])
                f(id, items_[id]);
    }

private:
    std::vector<T> items_;
    std::vector<std::uint8_t> alive_;
    std::vector<std::int32_t> free_;
    std::int32_t live_ = 0;
};

} // namespace qmgrlab
