// SPDX-License-Identifier: GPL-3.0-or-later
// ExportPath: the file types of each kind of export and the default suffix.
#include "ui/common/ExportPath.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>

namespace qmgrlab::ui {

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("qmgrlab::ui::ExportPath", text);
}

} // namespace

QString askExportPath(QWidget* parent, const QString& title, ExportKind kind) {
    QString filter;
    QString suffix = QStringLiteral(".png");
    switch (kind) {
    case ExportKind::Image:
        filter = tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)");
        break;
    case ExportKind::PngImage:
        filter = tr("PNG image (*.png)");
        break;
    case ExportKind::CsvTable:
        filter = tr("CSV table (*.csv)");
        suffix = QStringLiteral(".csv");
        break;
    case ExportKind::PdfDocument:
        filter = tr("PDF document (*.pdf)");
        suffix = QStringLiteral(".pdf");
        break;
    case ExportKind::MailLog:
        filter = tr("Mail log (*.log)");
        suffix = QStringLiteral(".log");
        break;
    }
    QString path = QFileDialog::getSaveFileName(parent, title, QString(), filter);
    if (!path.isEmpty() && QFileInfo(path).suffix().isEmpty())
        path += suffix;
    return path;
}

} // namespace qmgrlab::ui
