// PixelRunMerger: per-column pooling of sub-pixel spans and merging of equal-style runs.
#include "ui/timeline/PixelRunMerger.h"

#include <cmath>

namespace qmgrlab::ui {

void PixelRunMerger::add(double x0, double x1, int style) {
    const long first = static_cast<long>(std::floor(x0));
    const long last = static_cast<long>(std::floor(x1));
    if (first == last) {
        addToColumn(first, x1 - x0, style);
        return;
    }
    // The span crosses at least one column boundary: its head joins the open column, the
    // whole columns in between are its own, its tail starts the next column.
    addToColumn(first, static_cast<double>(first + 1) - x0, style);
    flushColumn();
    if (last > first + 1)
        emitRun(static_cast<double>(first + 1), static_cast<double>(last), style);
    if (x1 > static_cast<double>(last))
        addToColumn(last, x1 - static_cast<double>(last), style);
}

void PixelRunMerger::finish() {
    flushColumn();
    if (runOpen_)
        sink_(runX0_, runX1_, runStyle_);
    runOpen_ = false;
}

void PixelRunMerger::addToColumn(long column, double width, int style) {
    if (columnOpen_ && column != column_)
        flushColumn();
    column_ = column;
    columnOpen_ = true;
    for (auto& [s, w] : coverage_) {
        if (s == style) {
            w += width;
            return;
        }
    }
    coverage_.emplace_back(style, width);
}

void PixelRunMerger::flushColumn() {
    if (!columnOpen_)
        return;
    const std::pair<int, double>* best = &coverage_.front();
    for (const auto& entry : coverage_) {
        if (entry.second > best->second)
            best = &entry;
    }
    emitRun(static_cast<double>(column_), static_cast<double>(column_ + 1), best->first);
    coverage_.clear();
    columnOpen_ = false;
}

void PixelRunMerger::emitRun(double x0, double x1, int style) {
    if (runOpen_ && style == runStyle_ && x0 <= runX1_) {
        runX1_ = x1;
        return;
    }
    if (runOpen_)
        sink_(runX0_, runX1_, runStyle_);
    runX0_ = x0;
    runX1_ = x1;
    runStyle_ = style;
    runOpen_ = true;
}

} // namespace qmgrlab::ui
