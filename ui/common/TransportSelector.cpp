// SPDX-License-Identifier: GPL-3.0-or-later
// TransportSelector: filling, keeping the choice across runs, the busiest-transport default.
#include "ui/common/TransportSelector.h"

#include "core/run/DeliverySlots.h"
#include "core/run/Run.h"

#include <QSignalBlocker>

namespace qmgrlab::ui {

TransportSelector::TransportSelector(QWidget* parent) : QComboBox(parent) {
    setSizeAdjustPolicy(QComboBox::AdjustToContents);
    setToolTip(tr("Transport to show"));
    setAccessibleName(tr("Transport"));
    connect(this, &QComboBox::currentIndexChanged, this, &TransportSelector::transportChanged);
}

void TransportSelector::populate(const Run& run) {
    const QString previous = currentText();
    const auto& transports = run.config().transports();
    const QSignalBlocker blocker(this);
    clear();
    for (std::size_t t = 0; t < transports.size(); ++t)
        addItem(QString::fromStdString(transports[t].name), static_cast<int>(t));
    const int kept = findText(previous);
    setCurrentIndex(kept >= 0 ? kept : busiestTransport(run.config(), run.recording()));
}

TransportId TransportSelector::transport() const {
    return currentIndex() < 0 ? kNone : currentData().toInt();
}

bool TransportSelector::selectName(const QString& name) {
    const int index = findText(name);
    if (index < 0)
        return false;
    setCurrentIndex(index);
    return true;
}

} // namespace qmgrlab::ui
