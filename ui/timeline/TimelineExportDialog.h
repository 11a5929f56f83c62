// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineExportDialog: the options of File > Export timeline: which transport (or all), the
// page size in pixels, and whether the page is dark (for slides on a dark background) instead
// of the light look meant for print.
#pragma once

#include "core/common/Ids.h"

#include <QDialog>
#include <QSize>

class QCheckBox;
class QComboBox;
class QSpinBox;

namespace qmgrlab {
class Run;
}

namespace qmgrlab::ui {

class Theme;

class TimelineExportDialog : public QDialog {
    Q_OBJECT
public:
    explicit TimelineExportDialog(const qmgrlab::Run& run, QWidget* parent = nullptr);

    qmgrlab::TransportId transport() const; // kNone: every transport that made a delivery
    QSize pageSize() const;
    const Theme& theme() const;

private:
    friend class TimelineExportDialogProbe; // tests/ui: the options chosen

    void setPageSize(QSize size);

    QComboBox* transport_;
    QSpinBox* width_;
    QSpinBox* height_;
    QCheckBox* dark_;
};

} // namespace qmgrlab::ui
