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

bool isSweepPlotPath(const std::string& path) {
    return ui::PageWriter::isPagePath(QString::fromStdString(path));
}

bool writeSweepPlot(const std::string& path, const std::string& title, const SweepGrid& grid,
                    const SweepTable& table, std::string* error) {
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
    QString message;
    if (!plot.exportImage(QString::fromStdString(path), QSize(kWidth, kHeight), &message)) {
        *error = message.toStdString();
        return false;
    }
    return true;
}

} // namespace qmgrlab
