// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineExportDialogProbe: a TimelineExportDialog's options chosen, as the user would, for the
// GUI tests: the transport, the page size, dark.
#pragma once

#include "ui/timeline/TimelineExportDialog.h"

#include <QCheckBox>
#include <QComboBox>

namespace qmgrlab::ui {

class TimelineExportDialogProbe {
public:
    explicit TimelineExportDialogProbe(TimelineExportDialog& dialog) : dialog_(dialog) {}

    void setTransport(TransportId transport) {
        const int index = dialog_.transport_->findData(transport);
        if (index >= 0)
            dialog_.transport_->setCurrentIndex(index);
    }
    void setPageSize(QSize size) { dialog_.setPageSize(size); }
    void setDark(bool dark) { dialog_.dark_->setChecked(dark); }

private:
    TimelineExportDialog& dialog_;
};

} // namespace qmgrlab::ui
