// SPDX-License-Identifier: GPL-3.0-or-later
// PixelRunMerger: per-column pooling of sub-pixel spans, the rescue of styles that win no
// column, and merging of equal-style runs.
#include "ui/timeline/PixelRunMerger.h"

#include <algorithm>
#include <cmath>

namespace qmgrlab::ui {

namespace {

// Styles spread over at most this range are counted in tables indexed by style.
constexpr long long kMaxStyleRange = 1 << 22;

} // namespace

void PixelRunMerger::add(double x0, double x1, int style) {
    const long first = static_cast<long>(std::floor(x0));
    const long last = static_cast<long>(std::floor(x1));
    if (first == last) {
        addToColumn(first, x1 - x0, style);
        return;
    }
    // The span crosses at least one column boundary: its head joins its column, the whole
    // columns in between are its own, its tail starts the next column.
    addToColumn(first, static_cast<double>(first + 1) - x0, style);
    for (long column = first + 1; column < last; ++column)
        addToColumn(column, 1.0, style);
    if (x1 > static_cast<double>(last))
        addToColumn(last, x1 - static_cast<double>(last), style);
}

void PixelRunMerger::addToColumn(long column, double width, int style) {
    const auto x = static_cast<double>(column);
    if (pieces_.empty() || pieces_.back().x0 != x)
        pieces_.push_back({x, x + 1.0, 0, coverage_.size(), coverage_.size()});
    Piece& piece = pieces_.back();
    for (std::size_t i = piece.begin; i < piece.end; ++i) {
        if (coverage_[i].first == style) {
            coverage_[i].second += width;
            return;
        }
    }
    coverage_.emplace_back(style, width);
    piece.end = coverage_.size();
}

// Styles that cover some column but win none get, largest total first, the column where they
// cover most among the free ones (no rescue took it yet, and its winner keeps at least half of
// its columns); when none of theirs is free, the nearest free column (the mark moves by a few
// pixels rather than vanish). Only when free columns run out do styles stay hidden.
void PixelRunMerger::rescueHiddenStyles() {
    if (pieces_.empty())
        return;
    // The styles as dense indices, in their order: a table over their range (styles are job
    // keys, a few per message), or, for a range too wide for one, the distinct styles sorted.
    int lowest = coverage_.front().first;
    int highest = lowest;
    for (const auto& [style, width] : coverage_) {
        lowest = std::min(lowest, style);
        highest = std::max(highest, style);
    }
    const bool table = static_cast<long long>(highest) - lowest < kMaxStyleRange;
    std::vector<int> distinct;
    if (!table) {
        distinct.reserve(coverage_.size());
        for (const auto& [style, width] : coverage_)
            distinct.push_back(style);
        std::sort(distinct.begin(), distinct.end());
        distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    }
    const auto index = [&](int style) {
        return table ? static_cast<std::size_t>(static_cast<long long>(style) - lowest)
                     : static_cast<std::size_t>(std::lower_bound(distinct.begin(), distinct.end(), style) -
                                                distinct.begin());
    };
    const std::size_t styles =
        table ? static_cast<std::size_t>(static_cast<long long>(highest) - lowest + 1) : distinct.size();

    std::vector<int> shown(styles, 0); // by style: pieces showing it
    for (Piece& piece : pieces_) {
        {
            const auto best =
                std::max_element(coverage_.begin() + static_cast<std::ptrdiff_t>(piece.begin),
                                 coverage_.begin() + static_cast<std::ptrdiff_t>(piece.end),
                                 [](const auto& a, const auto& b) { return a.second < b.second; });
            piece.style = best->first;
        }
        ++shown[index(piece.style)];
    }
    struct Hidden {
        int style = 0;
        double total = 0.0;
        std::vector<std::pair<std::size_t, double>> columns; // piece, covered width
    };
    std::vector<Hidden> hidden;
    std::vector<int> hiddenOf(styles, -1); // by style: its entry in hidden
    for (std::size_t p = 0; p < pieces_.size(); ++p) {
        for (std::size_t i = pieces_[p].begin; i < pieces_[p].end; ++i) {
            const auto& [style, width] = coverage_[i];
            const std::size_t s = index(style);
            if (shown[s] == 0) {
                if (hiddenOf[s] < 0) {
                    hiddenOf[s] = static_cast<int>(hidden.size());
                    hidden.push_back({style, 0.0, {}});
                }
                Hidden& h = hidden[static_cast<std::size_t>(hiddenOf[s])];
                h.total += width;
                h.columns.emplace_back(p, width);
            }
        }
    }
    if (hidden.empty())
        return;
    std::vector<const Hidden*> order;
    order.reserve(hidden.size());
    for (const Hidden& h : hidden)
        order.push_back(&h);
    std::sort(order.begin(), order.end(), [](const Hidden* a, const Hidden* b) {
        return a->total != b->total ? a->total > b->total : a->style < b->style;
    });
    // A column is free while its winner keeps at least half of the columns it won: the band
    // stays a faithful picture of the majority.
    const std::vector<int> won = shown;
    std::vector<bool> taken(pieces_.size(), false);
    auto free = [&](std::size_t p) {
        const std::size_t s = index(pieces_[p].style);
        return !taken[p] && shown[s] >= 2 && 2 * (shown[s] - 1) >= won[s];
    };
    for (const Hidden* h : order) {
        std::size_t target = pieces_.size();
        double most = -1.0;
        for (const auto& [p, width] : h->columns) {
            if (free(p) && width > most) {
                most = width;
                target = p;
            }
        }
        const std::size_t home = h->columns.front().first;
        for (std::size_t d = 1; target == pieces_.size() && (d <= home || home + d < pieces_.size()); ++d) {
            if (home + d < pieces_.size() && free(home + d))
                target = home + d;
            else if (d <= home && free(home - d))
                target = home - d;
        }
        if (target == pieces_.size())
            break; // more styles than columns can show
        --shown[index(pieces_[target].style)];
        pieces_[target].style = h->style;
        ++shown[index(h->style)];
        taken[target] = true;
    }
}

void PixelRunMerger::finish() {
    rescueHiddenStyles();
    bool open = false;
    double x0 = 0.0;
    double x1 = 0.0;
    int style = 0;
    for (const Piece& piece : pieces_) {
        if (open && piece.style == style && piece.x0 <= x1) {
            x1 = piece.x1;
            continue;
        }
        if (open)
            sink_(x0, x1, style);
        x0 = piece.x0;
        x1 = piece.x1;
        style = piece.style;
        open = true;
    }
    if (open)
        sink_(x0, x1, style);
    pieces_.clear();
    coverage_.clear();
}

} // namespace qmgrlab::ui
