// SPDX-License-Identifier: GPL-3.0-or-later
// PixelRunMerger: turns a left-to-right sequence of coloured spans (delivery slots, delivery
// bars) into rectangles worth drawing. Spans narrower than a pixel are pooled per pixel column,
// and the column takes the style that covers most of it; neighbouring columns and wide spans
// of the same style are merged into one run. A timeline of a million slots thus costs at most
// a few rectangles per pixel column, whatever the zoom. No style is lost to the majority: a
// style that wins no column is given the column where it covers most (or the nearest one
// free), as long as that column's winner keeps at least half of the columns it won, so a
// minority job keeps at least a one-pixel mark while the majority stays the majority. Spans
// are expected to lie within about the visible width.
#pragma once

#include <cstddef>
#include <functional>
#include <utility>
#include <vector>

namespace qmgrlab::ui {

class PixelRunMerger {
public:
    // Receives each merged run: [x0, x1) in pixels and the style key of its spans.
    using Sink = std::function<void(double x0, double x1, int style)>;

    explicit PixelRunMerger(Sink sink) : sink_(std::move(sink)) {}

    // Adds the span [x0, x1) (x0 <= x1, not left of earlier spans) drawn in `style`.
    void add(double x0, double x1, int style);
    // Decides the pooled columns and emits every run; call once after the last span. The
    // merger is then empty and may be fed again.
    void finish();

private:
    // One pixel column: its coverage is coverage_[begin, end), its style decided in finish().
    struct Piece {
        double x0 = 0.0;
        double x1 = 0.0;
        int style = 0;
        std::size_t begin = 0;
        std::size_t end = 0;
    };
    void addToColumn(long column, double width, int style);
    void rescueHiddenStyles();

    Sink sink_;
    std::vector<Piece> pieces_;
    std::vector<std::pair<int, double>> coverage_; // style -> covered width, per pooled column
};

} // namespace qmgrlab::ui
