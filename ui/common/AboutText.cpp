// SPDX-License-Identifier: GPL-3.0-or-later
// AboutText: the About box's rich text, with the library versions this build was compiled
// against (Qt at run time).
#include "ui/common/AboutText.h"

#include <nlohmann/json_fwd.hpp>
#include <qcustomplot.h>

namespace qmgrlab::ui {

namespace {

QString jsonVersion() {
#ifdef NLOHMANN_JSON_VERSION_MAJOR
    return QStringLiteral("%1.%2.%3")
        .arg(NLOHMANN_JSON_VERSION_MAJOR)
        .arg(NLOHMANN_JSON_VERSION_MINOR)
        .arg(NLOHMANN_JSON_VERSION_PATCH);
#else
    return {};
#endif
}

} // namespace

QString AboutText::title() {
    return tr("About qmgrlab");
}

QString AboutText::html() {
    const QString row = QStringLiteral("<tr><td><b>%1</b> %2</td><td>%3</td></tr>");
    const QString libraries = row.arg(QStringLiteral("Qt"), QString::fromLatin1(qVersion()),
                                      tr("LGPL-3.0 (the Qt Charts module: GPL-3.0)")) +
                              row.arg(QStringLiteral("QCustomPlot"), QStringLiteral(QCUSTOMPLOT_VERSION_STR),
                                      QStringLiteral("GPL-3.0")) +
                              row.arg(QStringLiteral("nlohmann/json"), jsonVersion(), QStringLiteral("MIT"));
    return tr("<p><b>qmgrlab %1</b></p>"
              "<p>Makes the scheduler of Postfix's queue manager (nqmgr) visible: job lists, preemption, "
              "delivery slots, recipient pools and destination concurrency, step by step, forwards and "
              "backwards.</p>"
              "<p>Licence: GNU General Public License, version 3 or (at your option) any later version "
              "(GPL-3.0-or-later). qmgrlab links QCustomPlot, which is licensed under GPL-3.0, so the "
              "program as a whole is distributed under the GPL. It comes with no warranty.</p>"
              "<p>Built with:</p><table cellpadding=\"3\">%2</table>")
        .arg(QCoreApplication::applicationVersion(), libraries);
}

} // namespace qmgrlab::ui
