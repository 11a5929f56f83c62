// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab_render_icon: a build tool that renders the SVG icon to a square PNG for the icon themes
// that want a bitmap (usage: qmgrlab_render_icon IN.svg OUT.png SIZE; 0 on success, 2 with a
// message on any error).
#include <QFileInfo>
#include <QGuiApplication>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <cstdio>

namespace {

int fail(const QString& message) {
    std::fprintf(stderr, "qmgrlab_render_icon: %s\n", qPrintable(message));
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    const QStringList arguments = QGuiApplication::arguments();
    if (arguments.size() != 4)
        return fail(QStringLiteral("usage: qmgrlab_render_icon IN.svg OUT.png SIZE"));
    bool ok = false;
    const int size = arguments[3].toInt(&ok);
    if (!ok || size < 16 || size > 1024)
        return fail(QStringLiteral("SIZE must be a whole number from 16 to 1024, not \"%1\"")
                        .arg(arguments[3].left(20)));
    if (QFileInfo(arguments[1]) == QFileInfo(arguments[2]))
        return fail(
            QStringLiteral("%1: the picture would overwrite the SVG it is rendered from").arg(arguments[2]));
    QSvgRenderer renderer(arguments[1]);
    if (!renderer.isValid())
        return fail(QStringLiteral("%1: not a readable SVG picture").arg(arguments[1]));
    QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    QPainter painter(&image);
    renderer.render(&painter);
    painter.end();
    if (!image.save(arguments[2], "PNG"))
        return fail(QStringLiteral("%1: cannot write the picture").arg(arguments[2]));
    return 0;
}
