// SPDX-License-Identifier: GPL-3.0-or-later
// PageWriter: the one writer of an exported picture, for every export (the timeline, the
// comparison, the sweep chart; the window's and qmgrlab-cli's alike). The file suffix chooses the
// format: PNG (a QImage filled with the page colour, written by PngWriter), SVG (QSvgGenerator)
// or PDF (QPdfWriter, one page the picture's size at 96 pixels per inch), painted by the caller's
// function with a QCPPainter (vectorized for SVG and PDF), and written through QSaveFile so that
// a failed write leaves nothing behind (or encoded into bytes that the caller writes). A document
// of several pages (the lesson handout) is a PDF of pages of one size, each painted in turn. A
// window's picture (the main window, Compare, Sweep: File > Export window image and qmgrlab
// --screenshot) is painted as the window paints itself and written as an image of the type its
// suffix names.
#pragma once

#include <QByteArray>
#include <QColor>
#include <QCoreApplication>
#include <QImage>
#include <QSize>
#include <QString>
#include <functional>

class QCPPainter;
class QWidget;

namespace qmgrlab::ui {

class PageWriter {
    Q_DECLARE_TR_FUNCTIONS(PageWriter)
public:
    using Paint = std::function<void(QCPPainter& painter)>;

    // Whether path ends in .png, .svg or .pdf (any case); the format a path's suffix gives
    // (lower-cased); whether a format is one of png, svg and pdf.
    static bool isPagePath(const QString& path);
    static QString formatOf(const QString& path);
    static bool isPageFormat(const QString& format);

    // The page as an image (what a PNG holds).
    static QImage image(QSize size, const QColor& background, const Paint& paint);

    // Writes the page to path; false with a one-line *error naming the file for another suffix or
    // a failed write. title and description go into the SVG's and the PDF's metadata.
    static bool write(const QString& path, QSize size, const QColor& background, const QString& title,
                      const QString& description, const Paint& paint, QString* error);

    // The page encoded in format (png, svg or pdf; another is taken for pdf) into *bytes, for a
    // writer of its own (qmgrlab-cli's OutputFile: standard output, devices and pipes too). False
    // with *reason when the PNG cannot be encoded.
    static bool encode(const QString& format, QSize size, const QColor& background, const QString& title,
                       const QString& description, const Paint& paint, QByteArray* bytes, QString* reason);

    using PagePaint = std::function<void(QCPPainter& painter, int page)>;

    // The PDF of `pages` pages that writePdf writes.
    static QByteArray encodePdf(QSize size, int pages, const QString& title, const PagePaint& paint);

    // Writes a PDF of `pages` pages (at least one) of `size` pixels each, 96 per inch; paint is
    // called for page 0, 1, ... in turn and paints the whole page, its background included.
    // False with a one-line *error naming the file for another suffix or a failed write.
    static bool writePdf(const QString& path, QSize size, int pages, const QString& title,
                         const PagePaint& paint, QString* error);

    // Paints an opaque window (the main window, Compare, Sweep) into *canvas as QWidget::grab
    // would, kept when it has the window's size already (painted twice, its memory is touched
    // once). A window not shown yet is laid out by the painting, which may change its size.
    static void renderWindow(QWidget& window, QImage* canvas);
    // Such a picture encoded as an image of format (a suffix such as png or jpg: PNG through
    // PngWriter, without an alpha channel; other types through QImage), for a writer of its own
    // (--screenshot's OutputFile: standard output, devices and pipes too); false with *reason
    // when it cannot be.
    static bool encodeImage(const QImage& image, const QByteArray& format, QByteArray* bytes,
                            QString* reason);
    // Writes such a picture to path, encoded as its suffix names, through QSaveFile; false with
    // an *error (if given) naming the file.
    static bool writeImage(const QImage& image, const QString& path, QString* error);
    // renderWindow, then writeImage.
    static bool writeWindow(QWidget& window, const QString& path, QString* error);

    // Any export's bytes (a picture above, a table's CSV) saved to path through QSaveFile; false
    // with a one-line *error (if given) naming the file when it cannot be written.
    static bool save(const QString& path, const QByteArray& bytes, QString* error);
};

} // namespace qmgrlab::ui
