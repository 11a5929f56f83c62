// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineExportDialog: a form of four rows and OK / Cancel.
#include "ui/timeline/TimelineExportDialog.h"

#include "core/run/Run.h"
#include "ui/common/Theme.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>

namespace qmgrlab::ui {

namespace {

constexpr int kMinWidth = 200;
constexpr int kMinHeight = 150;
constexpr int kMaxSide = 10000;
constexpr QSize kDefaultSize(1920, 1080);

} // namespace

TimelineExportDialog::TimelineExportDialog(const Run& run, QWidget* parent)
    : QDialog(parent), transport_(new QComboBox), width_(new QSpinBox), height_(new QSpinBox),
      dark_(new QCheckBox(tr("Dark page (for slides); unticked, the light look for print"))) {
    setWindowTitle(tr("Export timeline"));
    transport_->addItem(tr("All transports"), kNone);
    const auto& transports = run.config().transports();
    for (int t = 0; t < static_cast<int>(transports.size()); ++t)
        transport_->addItem(QString::fromStdString(transports[static_cast<std::size_t>(t)].name), t);
    width_->setRange(kMinWidth, kMaxSide);
    height_->setRange(kMinHeight, kMaxSide);
    width_->setSuffix(tr(" px"));
    height_->setSuffix(tr(" px"));
    setPageSize(kDefaultSize);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* form = new QFormLayout(this);
    form->addRow(tr("Transport:"), transport_);
    form->addRow(tr("Width:"), width_);
    form->addRow(tr("Height:"), height_);
    form->addRow(tr("Colours:"), dark_);
    form->addRow(buttons);
}

TransportId TimelineExportDialog::transport() const {
    return transport_->currentData().toInt();
}

QSize TimelineExportDialog::pageSize() const {
    return QSize(width_->value(), height_->value());
}

const Theme& TimelineExportDialog::theme() const {
    return dark_->isChecked() ? Theme::dark() : Theme::light();
}

void TimelineExportDialog::setPageSize(QSize size) {
    width_->setValue(size.width());
    height_->setValue(size.height());
}

} // namespace qmgrlab::ui
