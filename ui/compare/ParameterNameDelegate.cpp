// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterNameDelegate: a QLineEdit with a QCompleter over the known parameter names.
#include "ui/compare/ParameterNameDelegate.h"

#include <QCompleter>
#include <QLineEdit>

namespace qmgrlab::ui {

ParameterNameDelegate::ParameterNameDelegate(QStringList names, QObject* parent)
    : QStyledItemDelegate(parent), names_(std::move(names)) {}

QWidget* ParameterNameDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                             const QModelIndex&) const {
    auto* editor = new QLineEdit(parent);
    auto* completer = new QCompleter(names_, editor);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    editor->setCompleter(completer);
    return editor;
}

} // namespace qmgrlab::ui
