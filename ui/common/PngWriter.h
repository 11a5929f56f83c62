// SPDX-License-Identifier: GPL-3.0-or-later
// PngWriter: the program's one PNG writer, on libpng. Window and chart pictures are flat colours
// that zlib compresses as well without PNG's row filters, so it writes with filter NONE at zlib's
// fastest level, where QImage::save lets libpng try every filter on every row, for a file
// about the same size (bench/bench_png.cpp compares the two). Opaque pictures become RGB, pictures with
// an alpha channel RGBA.
#pragma once

#include <QCoreApplication>
#include <QString>

class QIODevice;
class QImage;

namespace qmgrlab::ui {

class PngWriter {
    Q_DECLARE_TR_FUNCTIONS(PngWriter)
public:
    // Writes image as a PNG to device (open for writing); false with a one-line *error (if given)
    // when the image is empty, the device refuses a write or libpng fails. What the device keeps in
    // a buffer is its own to flush: a QSaveFile's commit() reports a failure there.
    static bool write(const QImage& image, QIODevice* device, QString* error);
};

} // namespace qmgrlab::ui
