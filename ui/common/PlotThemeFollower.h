// SPDX-License-Identifier: GPL-3.0-or-later
// PlotThemeFollower: keeps a QCustomPlot styled by the theme of its own palette: styles it at
// once and again whenever its palette changes (dark mode switched on or off, an export that
// asks for the other theme), then calls the plot's own restyling when given (colours the theme
// does not set). With Follow::PaletteAndFont it also sets the plot's font (the zoom) on every
// part of the plot, as applyFont does, and again whenever the font changes. One call per plot:
// PlotThemeFollower::follow(plot, ...).
#pragma once

#include <QObject>
#include <functional>

class QCustomPlot;

namespace qmgrlab::ui {

class PlotThemeFollower : public QObject {
    Q_OBJECT
public:
    enum class Follow { Palette, PaletteAndFont };

    // The follower lives as a child of the plot.
    static void follow(QCustomPlot* plot, Follow what = Follow::Palette, std::function<void()> restyle = {});

    // The plot's font on its parts: titles (text elements) bold, axis labels, tick labels (also
    // of colour scales) and legends in the font itself. For a plot that adds parts later.
    static void applyFont(QCustomPlot* plot);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    PlotThemeFollower(QCustomPlot* plot, Follow what, std::function<void()> restyle);

    QCustomPlot* plot_;
    Follow what_;
    std::function<void()> restyle_;
};

} // namespace qmgrlab::ui
