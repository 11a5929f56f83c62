// SPDX-License-Identifier: GPL-3.0-or-later
// test_png_writer: PngWriter's PNG reads back with QImage as the very pixels written (opaque as
// RGB, with alpha as RGBA, from any QImage format, odd sizes); every failure is false with a
// message: an empty image, a device not open for writing, a device that refuses a write at the
// start (/dev/full) or midway, an image libpng refuses; the window's screenshot (any window's,
// PNG or another type) and a page's PNG go through it.
#include "ui/MainWindow.h"
#include "ui/common/PageWriter.h"
#include "ui/common/PngWriter.h"

#include <QApplication>
#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <qcustomplot.h>

using namespace qmgrlab::ui;

namespace {

// An image of format and size with pseudo-random pixels (a fixed seed): every channel value
// occurs, alpha too when the format has it.
QImage noise(QImage::Format format, QSize size) {
    QImage image(size, QImage::Format_ARGB32);
    QRandomGenerator random(size.width() * 7919 + size.height());
    for (int y = 0; y < size.height(); ++y) {
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        for (int x = 0; x < size.width(); ++x)
            line[x] = random.generate();
    }
    return image.convertToFormat(format);
}

QByteArray pngOf(const QImage& image) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!PngWriter::write(image, &buffer, &error))
        qWarning("%s", qPrintable(error));
    return bytes;
}

// A device that takes the first `room` bytes and then refuses, as a full disk does midway.
class FillingDevice : public QIODevice {
public:
    explicit FillingDevice(qint64 room) : room_(room) { open(QIODevice::WriteOnly); }
    qint64 taken() const { return taken_; }

protected:
    qint64 readData(char*, qint64) override { return -1; }
    qint64 writeData(const char*, qint64 length) override {
        const qint64 accepted = std::min(length, room_ - taken_);
        taken_ += accepted;
        if (accepted < length)
            setErrorString(QStringLiteral("the device is full"));
        return accepted > 0 ? accepted : -1;
    }

private:
    qint64 room_;
    qint64 taken_ = 0;
};

} // namespace

class PngWriterTest : public QObject {
    Q_OBJECT

private slots:
    void opaqueReadsBackAsWritten_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<QSize>("size");
        QTest::newRow("RGB32 1x1") << int(QImage::Format_RGB32) << QSize(1, 1);
        QTest::newRow("RGB32 1601x3") << int(QImage::Format_RGB32) << QSize(1601, 3);
        QTest::newRow("RGB32 3x1601") << int(QImage::Format_RGB32) << QSize(3, 1601);
        QTest::newRow("RGB32 1600x1000") << int(QImage::Format_RGB32) << QSize(1600, 1000);
        QTest::newRow("RGB888 37x19") << int(QImage::Format_RGB888) << QSize(37, 19);
        QTest::newRow("Grayscale8 5x7") << int(QImage::Format_Grayscale8) << QSize(5, 7);
        QTest::newRow("RGB16 33x2") << int(QImage::Format_RGB16) << QSize(33, 2);
    }

    void opaqueReadsBackAsWritten() {
        QFETCH(int, format);
        QFETCH(QSize, size);
        const QImage source = noise(QImage::Format(format), size);
        const QImage read = QImage::fromData(pngOf(source), "PNG");
        QCOMPARE(read.size(), size);
        QVERIFY(!read.hasAlphaChannel());
        QCOMPARE(read.convertToFormat(QImage::Format_RGB32), source.convertToFormat(QImage::Format_RGB32));
    }

    void alphaReadsBackAsWritten_data() {
        QTest::addColumn<int>("format");
        QTest::addColumn<QSize>("size");
        QTest::newRow("ARGB32 1x1") << int(QImage::Format_ARGB32) << QSize(1, 1);
        QTest::newRow("ARGB32 1601x3") << int(QImage::Format_ARGB32) << QSize(1601, 3);
        QTest::newRow("ARGB32 200x100") << int(QImage::Format_ARGB32) << QSize(200, 100);
        QTest::newRow("ARGB32_Premultiplied 1601x3")
            << int(QImage::Format_ARGB32_Premultiplied) << QSize(1601, 3);
        QTest::newRow("RGBA8888 9x4") << int(QImage::Format_RGBA8888) << QSize(9, 4);
    }

    void alphaReadsBackAsWritten() {
        QFETCH(int, format);
        QFETCH(QSize, size);
        const QImage source = noise(QImage::Format(format), size);
        const QImage read = QImage::fromData(pngOf(source), "PNG");
        QCOMPARE(read.size(), size);
        QVERIFY(read.hasAlphaChannel());
        QCOMPARE(read.convertToFormat(QImage::Format_ARGB32), source.convertToFormat(QImage::Format_ARGB32));
    }

    void emptyImageIsAnError() {
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY(!PngWriter::write(QImage(), &buffer, &error));
        QCOMPARE(error, QStringLiteral("the picture is empty"));
        QVERIFY(bytes.isEmpty());
    }

    void readOnlyDeviceIsAnError() {
        QByteArray bytes("unchanged");
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::ReadOnly);
        QString error;
        QVERIFY(!PngWriter::write(noise(QImage::Format_RGB32, QSize(4, 4)), &buffer, &error));
        QCOMPARE(error, QStringLiteral("not open for writing"));
        QCOMPARE(bytes, QByteArray("unchanged"));
    }

    void fullDiskIsAnError() {
        // A plain QFile on the device: a QSaveFile would put a regular file in its place.
        QFile full(QStringLiteral("/dev/full"));
        if (!full.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
            QSKIP("no /dev/full here");
        QString error;
        QVERIFY(!PngWriter::write(noise(QImage::Format_RGB32, QSize(64, 64)), &full, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(error, full.errorString());
    }

    void deviceFullMidwayIsAnError() {
        FillingDevice device(1000); // the signature and IHDR fit, the pixels do not
        QString error;
        QVERIFY(!PngWriter::write(noise(QImage::Format_RGB32, QSize(300, 300)), &device, &error));
        QCOMPARE(error, QStringLiteral("the device is full"));
        QCOMPARE(device.taken(), qint64(1000));
    }

    void imageLibpngRefusesIsAnError() {
        // Wider than libpng's default limit of 1,000,000 pixels: libpng refuses the header.
        QImage wide(1000001, 1, QImage::Format_RGB32);
        wide.fill(Qt::white);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QString error;
        QVERIFY(!PngWriter::write(wide, &buffer, &error));
        QCOMPARE(error, QStringLiteral("PNG encoder: Invalid IHDR data"));
    }

    void writerIsReusableAfterAnError() {
        FillingDevice device(10);
        QVERIFY(!PngWriter::write(noise(QImage::Format_RGB32, QSize(8, 8)), &device, nullptr));
        const QImage source = noise(QImage::Format_RGB32, QSize(8, 8));
        QCOMPARE(QImage::fromData(pngOf(source), "PNG").convertToFormat(QImage::Format_RGB32), source);
    }

    void pagePngIsThePaintedPage() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("page.png"));
        const auto paint = [](QCPPainter& painter) { painter.fillRect(QRect(10, 5, 20, 7), Qt::red); };
        QString error;
        QVERIFY2(PageWriter::write(path, QSize(41, 23), Qt::white, QString(), QString(), paint, &error),
                 qPrintable(error));
        const QImage read(path);
        QVERIFY(!read.hasAlphaChannel());
        QCOMPARE(read.convertToFormat(QImage::Format_RGB32),
                 PageWriter::image(QSize(41, 23), Qt::white, paint));
    }

    void windowScreenshotIsTheWindow() {
        MainWindow window;
        window.resize(640, 400);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("window.png"));
        QString error;
        QVERIFY2(PageWriter::writeWindow(window, path, &error), qPrintable(error));
        const QImage read(path);
        QVERIFY(!read.hasAlphaChannel());
        QCOMPARE(read.convertToFormat(QImage::Format_RGB32),
                 window.grab().toImage().convertToFormat(QImage::Format_RGB32));
    }

    void anyWindowImageIsTheWindow_data() {
        QTest::addColumn<QString>("name");
        QTest::newRow("PNG") << QStringLiteral("window.png");
        QTest::newRow("BMP through QImage::save") << QStringLiteral("window.bmp");
    }

    void anyWindowImageIsTheWindow() {
        QFETCH(QString, name);
        QLabel window(QStringLiteral("Compare and Sweep are written as the main window is"));
        window.resize(333, 77);
        QTemporaryDir dir;
        const QString path = dir.filePath(name);
        QString error;
        QVERIFY2(PageWriter::writeWindow(window, path, &error), qPrintable(error));
        const QImage read(path);
        QVERIFY(!read.hasAlphaChannel());
        QCOMPARE(read.size(), QSize(333, 77));
        QCOMPARE(read.convertToFormat(QImage::Format_RGB32),
                 window.grab().toImage().convertToFormat(QImage::Format_RGB32));
    }
};

QTEST_MAIN(PngWriterTest)
#include "test_png_writer.moc"
