// SPDX-License-Identifier: GPL-3.0-or-later
// ParameterNameDelegate: the editor of a main.cf parameter name in a variant's table: a line
// edit that completes over the names qmgrlab knows (the default forms and the per-transport
// forms for the scenario's transports), matching anywhere in the name, case-insensitively.
#pragma once

#include <QStringList>
#include <QStyledItemDelegate>

namespace qmgrlab::ui {

class ParameterNameDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    ParameterNameDelegate(QStringList names, QObject* parent = nullptr);

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;

private:
    QStringList names_;
};

} // namespace qmgrlab::ui
