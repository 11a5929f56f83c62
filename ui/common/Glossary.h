// SPDX-License-Identifier: GPL-3.0-or-later
// Glossary: Help > Glossary: the words of SCHEDULER_README that qmgrlab's views and lessons use
// (message, job, transport, queue, peer, entry, selection, delivery slot, ..., backoff), each
// with a short explanation, in the order a course meets them. Translated like every other text.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QPair>
#include <QString>

class QWidget;

namespace qmgrlab::ui {

class Glossary {
    Q_DECLARE_TR_FUNCTIONS(qmgrlab::ui::Glossary)

public:
    // (term, explanation), in the course's order.
    static QList<QPair<QString, QString>> entries();
    // The entries as a definition list (rich text).
    static QString html();
    // The glossary in a dialog over parent (it scrolls where the screen is short).
    static void show(QWidget* parent);
};

} // namespace qmgrlab::ui
