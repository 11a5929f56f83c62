// SPDX-License-Identifier: GPL-3.0-or-later
// PageWriter: the page painted into a buffer on the device the suffix asks for, then saved.
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
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (suffix == QLatin1String("png")) {
        QString reason;
        if (!PngWriter::write(image(size, background, paint), &buffer, &reason))
            return fail(tr("%1: cannot write: %2").arg(path, reason));
    } else if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setOutputDevice(&buffer);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(), size));
        generator.setResolution(kResolution);
        generator.setTitle(title);
        generator.setDescription(description);
        paintVectors(&generator, paint);
    } else {
        QPdfWriter writer(&buffer);
        setUpPdf(writer, size, title);
        paintVectors(&writer, paint);
    }
    buffer.close();
    return save(path, bytes, error);
}

bool PageWriter::writePdf(const QString& path, QSize size, int pages, const QString& title,
                          const PagePaint& paint, QString* error) {
    if (suffixOf(path) != QLatin1String("pdf")) {
        if (error != nullptr)
            *error = tr("%1: unknown file type \"%2\"; use .pdf").arg(path, suffixOf(path));
        return false;
    }
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
    return save(path, bytes, error);
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

bool PageWriter::writeImage(const QImage& image, const QString& path, QString* error) {
    const QByteArray format = QFileInfo(path).suffix().toLatin1(); // as QImage::save(path) would
    const bool png = format.compare("png", Qt::CaseInsensitive) == 0;
    QSaveFile file(path);
    QString reason;
    const bool written =
        !image.isNull() && file.open(QIODevice::WriteOnly) &&
        (png ? PngWriter::write(image, &file, &reason) : image.save(&file, format.constData()));
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
