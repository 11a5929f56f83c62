// SPDX-License-Identifier: GPL-3.0-or-later
// PageWriter: the page painted into a buffer on the device its format asks for, then saved.
#include "ui/common/PageWriter.h"

#include "ui/common/PngWriter.h"

#include <QBuffer>
#include <QFileInfo>
#include <QPageSize>
#include <QPdfWriter>
#include <QSaveFile>
#include <QSvgGenerator>
#include <QWidget>
#include <algorithm>
#include <qcustomplot.h>

namespace qmgrlab::ui {

namespace {

constexpr int kResolution = 96; // pixels per inch of the SVG and PDF pages

QString suffixOf(const QString& path) {
    return QFileInfo(path).suffix().toLower();
}

void paintVectors(QPaintDevice* device, const PageWriter::Paint& paint) {
    QCPPainter painter;
    painter.begin(device);
    painter.setMode(QCPPainter::pmVectorized);
    paint(painter);
    painter.end();
}

// QSvgGenerator (Qt 6.4) writes the title and description into the XML as they are: a title such
// as "Slots & loans" would make the file unreadable. (Control characters, which XML cannot hold
// anywhere, are dropped from the whole file after it is written: a scenario's title may have
// them, and the page paints it too.)
QString svgText(const QString& text) {
    return text.toHtmlEscaped();
}

void setUpPdf(QPdfWriter& writer, QSize size, const QString& title) {
    writer.setResolution(kResolution);
    writer.setPageSize(QPageSize(QSizeF(size) * 72.0 / kResolution, QPageSize::Point));
    writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("qmgrlab"));
}

} // namespace

bool PageWriter::isPagePath(const QString& path) {
    const QString suffix = suffixOf(path);
    return suffix == QLatin1String("png") || suffix == QLatin1String("svg") || suffix == QLatin1String("pdf");
}

QImage PageWriter::image(QSize size, const QColor& background, const Paint& paint) {
    QImage image(size, QImage::Format_RGB32);
    image.fill(background);
    QCPPainter painter(&image);
    paint(painter);
    painter.end();
    return image;
}

bool PageWriter::isPageFormat(const QString& format) {
    return format == QLatin1String("png") || format == QLatin1String("svg") || format == QLatin1String("pdf");
}

QString PageWriter::formatOf(const QString& path) {
    return suffixOf(path);
}

bool PageWriter::encode(const QString& format, QSize size, const QColor& background, const QString& title,
                        const QString& description, const Paint& paint, QByteArray* bytes, QString* reason) {
    bytes->clear();
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    if (format == QLatin1String("png")) {
        if (!PngWriter::write(image(size, background, paint), &buffer, reason))
            return false;
    } else if (format == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(), size));
        generator.setResolution(kResolution);
        generator.setTitle(svgText(title));
        generator.setDescription(svgText(description));
        paintVectors(&generator, paint);
    } else {
        QPdfWriter writer(&buffer);
        setUpPdf(writer, size, title);
        paintVectors(&writer, paint);
    }
    buffer.close();
    if (format == QLatin1String("svg")) {
        bytes->removeIf([](char c) {
            const auto byte = static_cast<unsigned char>(c);
            return byte < 0x20 && c != '\t' && c != '\n' && c != '\r';
        });
    }
    return true;
}

bool PageWriter::write(const QString& path, QSize size, const QColor& background, const QString& title,
                       const QString& description, const Paint& paint, QString* error) {
    auto fail = [error](const QString& message) {
        if (error != nullptr)
            *error = message;
        return false;
    };
    const QString suffix = suffixOf(path);
    if (!isPagePath(path))
        return fail(tr("%1: unknown file type \"%2\"; use .png, .svg or .pdf").arg(path, suffix));
    QByteArray bytes;
    QString reason;
    if (!encode(suffix, size, background, title, description, paint, &bytes, &reason))
        return fail(tr("%1: cannot write: %2").arg(path, reason));
    return save(path, bytes, error);
}

QByteArray PageWriter::encodePdf(QSize size, int pages, const QString& title, const PagePaint& paint) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        setUpPdf(writer, size, title);
        QCPPainter painter;
        painter.begin(&writer);
        painter.setMode(QCPPainter::pmVectorized);
        for (int page = 0; page < std::max(1, pages); ++page) {
            if (page > 0)
                writer.newPage();
            painter.save();
            paint(painter, page);
            painter.restore();
        }
        painter.end();
    }
    buffer.close();
    return bytes;
}

bool PageWriter::writePdf(const QString& path, QSize size, int pages, const QString& title,
                          const PagePaint& paint, QString* error) {
    if (suffixOf(path) != QLatin1String("pdf")) {
        if (error != nullptr)
            *error = tr("%1: unknown file type \"%2\"; use .pdf").arg(path, suffixOf(path));
        return false;
    }
    return save(path, encodePdf(size, pages, title, paint), error);
}

// Painted straight into an opaque image (no pixmap converted afterwards).
void PageWriter::renderWindow(QWidget& window, QImage* canvas) {
    if (!window.isVisible()) {
        *canvas = window.grab().toImage().convertToFormat(QImage::Format_RGB32);
        return;
    }
    const qreal ratio = window.devicePixelRatio();
    const QSize size = (QSizeF(window.size()) * ratio).toSize();
    if (canvas->size() != size || canvas->format() != QImage::Format_RGB32)
        *canvas = QImage(size, QImage::Format_RGB32);
    canvas->setDevicePixelRatio(ratio);
    window.render(canvas, QPoint(), QRegion(),
                  QWidget::DrawWindowBackground | QWidget::DrawChildren | QWidget::IgnoreMask);
}

bool PageWriter::encodeImage(const QImage& image, const QByteArray& format, QByteArray* bytes,
                             QString* reason) {
    // A window is opaque: a PNG without an alpha channel, through PngWriter (a third of
    // QImage::save's time); other types through QImage::save.
    bytes->clear();
    QBuffer buffer(bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull()) {
        *reason = tr("the window could not be painted");
        return false;
    }
    if (format.compare("png", Qt::CaseInsensitive) == 0)
        return PngWriter::write(image, &buffer, reason);
    if (!image.save(&buffer, format.constData())) {
        *reason = tr("the image type %1 cannot be written").arg(QString::fromLatin1(format));
        return false;
    }
    return true;
}

bool PageWriter::writeImage(const QImage& image, const QString& path, QString* error) {
    QByteArray bytes;
    QString reason;
    QSaveFile file(path);
    const bool written = encodeImage(image, QFileInfo(path).suffix().toLatin1(), &bytes, &reason) &&
                         file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size();
    if (!written || !file.commit()) {
        if (error != nullptr)
            *error = tr("%1 cannot be written: %2").arg(path, reason.isEmpty() ? file.errorString() : reason);
        return false;
    }
    return true;
}

bool PageWriter::writeWindow(QWidget& window, const QString& path, QString* error) {
    QImage image;
    renderWindow(window, &image);
    return writeImage(image, path, error);
}

bool PageWriter::save(const QString& path, const QByteArray& bytes, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        if (error != nullptr)
            *error = tr("%1: cannot write: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace qmgrlab::ui
