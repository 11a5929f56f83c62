// SPDX-License-Identifier: GPL-3.0-or-later
// TransportSelector: a combo box listing a run's transports (the views show one transport at a
// time). On a new run it keeps the transport chosen before when the new run has it, and
// otherwise picks the transport with the most deliveries.
#pragma once

#include "core/common/Ids.h"

#include <QComboBox>

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class TransportSelector : public QComboBox {
    Q_OBJECT
public:
    explicit TransportSelector(QWidget* parent = nullptr);

    void populate(const Run& run);
    TransportId transport() const;
    // Selects a transport by name; false if the run has none of that name.
    bool selectName(const QString& name);

Q_SIGNALS:
    void transportChanged();
};

} // namespace qmgrlab::ui
