// PixelRunMerger: turns a left-to-right sequence of coloured spans (delivery slots, delivery
// bars) into rectangles worth drawing. Spans narrower than a pixel are pooled per pixel column,
// and the column takes the style that covers most of it; neighbouring columns and wide spans
// of the same style are merged into one run. A timeline of a million slots thus costs at most
// a few rectangles per pixel column, whatever the zoom.
#pragma once

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
    // Emits what is still pooled; call once after the last span.
    void finish();

private:
    void addToColumn(long column, double width, int style);
    void flushColumn();
    void emitRun(double x0, double x1, int style);

    Sink sink_;
    long column_ = 0;
    bool columnOpen_ = false;
    std::vector<std::pair<int, double>> coverage_; // style -> covered width in the open column
    double runX0_ = 0.0;
    double runX1_ = 0.0;
    int runStyle_ = 0;
    bool runOpen_ = false;
};

} // namespace qmgrlab::ui
