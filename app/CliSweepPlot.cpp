// SPDX-License-Identifier: GPL-3.0-or-later
// CliSweepPlot: the sweep table handed to the window's results model and chart, the chart laid out
// at the export size and written.
#include "app/CliSweepPlot.h"

#include "app/CliExport.h"
#include "ui/common/PageWriter.h"
#include "ui/common/Theme.h"
#include "ui/sweep/SweepPlot.h"
#include "ui/sweep/SweepResultsModel.h"

#include <QApplication>

namespace qmgrlab {

namespace {

constexpr int kWidth = 1200;
constexpr int kHeight = 800;

} // namespace

bool encodeSweepPlot(const std::string& format, const std::string& title, const SweepGrid& grid,
                     const SweepTable& table, std::string* bytes, std::string* error) {
    const auto application = makeHeadlessApplication();
    ui::SweepResultsModel model;
    model.reset(table.parameters(), table.metrics());
    for (const SweepPointResult& result : table.results())
        model.addResult(result);
    ui::SweepPlot plot(&model);
    plot.setPalette(ui::Theme::light().palette());
    plot.resize(kWidth, kHeight);
    plot.setSweep(grid.axes(), table.metrics(), ui::SweepPlot::titleFor(title, grid.axes(), table.metrics()));
    plot.refresh();
    QByteArray encoded;
    QString reason;
    if (!plot.encodeImage(QString::fromStdString(format), QSize(kWidth, kHeight), &encoded, &reason)) {
        *error = reason.toStdString();
        return false;
    }
    bytes->assign(encoded.constData(), static_cast<std::size_t>(encoded.size()));
    return true;
}

} // namespace qmgrlab
