// SPDX-License-Identifier: GPL-3.0-or-later
// PngWriter: libpng with a write callback on the QIODevice. libpng reports an error by longjmp to
// the setjmp in encode(), a frame that holds no C++ object, so the jump skips no destructor.
#include "ui/common/PngWriter.h"

#include <QIODevice>
#include <QImage>
#include <QtEndian>
#include <cstring>
#include <png.h>

namespace qmgrlab::ui {

namespace {

constexpr int kZlibLevel = 1;

// Where libpng's callbacks write, and what ended the encoding.
struct Sink {
    QIODevice* device = nullptr;
    bool deviceFailed = false;
    char libpngError[200] = {};
};

// A short write ends the encoding through libpng's error path (nothing here has a destructor).
void writeBytes(png_structp png, png_bytep data, png_size_t length) {
    auto* sink = static_cast<Sink*>(png_get_io_ptr(png));
    const auto size = static_cast<qint64>(length);
    if (sink->device->write(reinterpret_cast<const char*>(data), size) != size) {
        sink->deviceFailed = true;
        png_error(png, "short write");
    }
}

// Set so that libpng's default (fflush on the io pointer as a FILE*) is never called.
void flushNothing(png_structp) {}

// libpng's error handler: keeps the message and jumps back to encode(), which returns false.
[[noreturn]] void recordError(png_structp png, png_const_charp message) {
    auto* sink = static_cast<Sink*>(png_get_error_ptr(png));
    std::strncpy(sink->libpngError, message, sizeof sink->libpngError - 1);
    png_longjmp(png, 1);
}

void ignoreWarning(png_structp, png_const_charp) {}

// The whole PNG of image (Format_RGB32 or Format_ARGB32) through png; false after a libpng error.
bool encode(png_structp png, png_infop info, const QImage& image) {
    if (setjmp(png_jmpbuf(png)))
        return false;
    const bool alpha = image.format() == QImage::Format_ARGB32;
    png_set_IHDR(png, info, image.width(), image.height(), 8,
                 alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    if (image.dotsPerMeterX() > 0 && image.dotsPerMeterY() > 0)
        png_set_pHYs(png, info, image.dotsPerMeterX(), image.dotsPerMeterY(), PNG_RESOLUTION_METER);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, kZlibLevel);
    png_write_info(png, info);
    // A pixel is the 32-bit 0xAARRGGBB: bytes B, G, R, A in memory on a little-endian machine.
    if constexpr (Q_BYTE_ORDER == Q_LITTLE_ENDIAN) {
        png_set_bgr(png);
        if (!alpha)
            png_set_filler(png, 0, PNG_FILLER_AFTER);
    } else if (alpha) {
        png_set_swap_alpha(png);
    } else {
        png_set_filler(png, 0, PNG_FILLER_BEFORE);
    }
    for (int y = 0; y < image.height(); ++y)
        png_write_row(png, image.constScanLine(y));
    png_write_end(png, nullptr);
    return true;
}

} // namespace

bool PngWriter::write(const QImage& image, QIODevice* device, QString* error) {
    auto fail = [error](const QString& message) {
        if (error != nullptr)
            *error = message;
        return false;
    };
    if (image.isNull())
        return fail(tr("the picture is empty"));
    if (!device->isWritable())
        return fail(tr("not open for writing"));
    const QImage pixels =
        image.convertToFormat(image.hasAlphaChannel() ? QImage::Format_ARGB32 : QImage::Format_RGB32);
    Sink sink;
    sink.device = device;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, recordError, ignoreWarning);
    png_infop info = png != nullptr ? png_create_info_struct(png) : nullptr;
    if (info == nullptr) {
        png_destroy_write_struct(&png, nullptr);
        return fail(tr("out of memory for the PNG encoder"));
    }
    png_set_write_fn(png, &sink, writeBytes, flushNothing);
    const bool encoded = encode(png, info, pixels);
    png_destroy_write_struct(&png, &info);
    if (sink.deviceFailed)
        return fail(device->errorString());
    if (!encoded)
        return fail(tr("PNG encoder: %1").arg(QString::fromUtf8(sink.libpngError)));
    return true;
}

} // namespace qmgrlab::ui
