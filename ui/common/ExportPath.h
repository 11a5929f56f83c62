// SPDX-License-Identifier: GPL-3.0-or-later
// ExportPath: the save dialog every export opens: an image (PNG, SVG or PDF), a PNG only, a
// CSV table, a PDF document (the lesson handout) or a mail log. A name typed without a suffix
// gets the first type's (.png, .csv, .pdf or .log).
#pragma once

#include <QString>

class QWidget;

namespace qmgrlab::ui {

enum class ExportKind { Image, PngImage, CsvTable, PdfDocument, MailLog };

// The chosen path, or an empty string when the user cancelled.
QString askExportPath(QWidget* parent, const QString& title, ExportKind kind);

} // namespace qmgrlab::ui
