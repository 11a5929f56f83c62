// SPDX-License-Identifier: GPL-3.0-or-later
// Theme: the light and dark colour tables. Light keeps the look the views always had (white
// pages, black text); dark uses the same window colours as the dark palette everywhere, with
// text at a contrast of at least 7:1 and faint text at about 4.5:1 against its background.
#include "ui/common/Theme.h"

#include "ui/common/JobPalette.h"

#include <QApplication>
#include <QStyle>
#include <iterator>
#include <qcustomplot.h>

namespace qmgrlab::ui {

namespace {

constexpr int kDarkThreshold = 128; // window lightness below this: a dark palette

QPalette darkPalette() {
    QPalette p;
    const QColor window(37, 37, 40);
    const QColor base(24, 24, 26);
    const QColor text(235, 235, 235);
    const QColor disabled(128, 128, 128);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, QColor(44, 44, 48));
    p.setColor(QPalette::ToolTipBase, QColor(50, 50, 54));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(160, 160, 160));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, QColor(52, 52, 56));
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 255, 255));
    p.setColor(QPalette::Light, QColor(70, 70, 74));
    p.setColor(QPalette::Midlight, QColor(60, 60, 64));
    p.setColor(QPalette::Mid, QColor(45, 45, 48));
    p.setColor(QPalette::Dark, QColor(20, 20, 22));
    p.setColor(QPalette::Shadow, QColor(0, 0, 0));
    p.setColor(QPalette::Link, QColor(86, 180, 233));
    p.setColor(QPalette::Highlight, QColor(0, 114, 178));
    p.setColor(QPalette::HighlightedText, QColor(255, 255, 255));
    for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText}) {
        p.setColor(QPalette::Disabled, role, disabled);
    }
    return p;
}

} // namespace

const Theme& Theme::light() {
    static const Theme theme = [] {
        Theme t;
        t.chartBackground_ = Qt::white;
        t.chartAxis_ = Qt::black;
        t.chartGrid_ = QColor(0xD8, 0xD8, 0xD8);
        t.chartText_ = Qt::black;
        t.chartFaintText_ = QColor(0x55, 0x55, 0x55);
        t.cardFill_ = Qt::white;
        t.cardText_ = Qt::black;
        t.cardFaintText_ = QColor(0x4D, 0x4D, 0x4D);
        t.cardOutline_ = QColor(0x4D, 0x4D, 0x4D);
        t.blockerFill_ = QColor(0xE6, 0xE6, 0xE6);
        t.deadFill_ = QColor(0xF4, 0xC7, 0xB8);
        t.blockerHatch_ = QColor(0xC8, 0xC8, 0xC8);
        t.blockerBand_ = JobPalette::blockerColour();
        t.blockerBandText_ = Qt::black;
        t.accent_ = QColor(0x00, 0x72, 0xB2);
        t.currentMark_ = QColor(0x11, 0x11, 0x11);
        t.attention_ = QColor(0xD5, 0x5E, 0x00);
        t.errorText_ = QColor(0xB0, 0x30, 0x00);
        t.suspendedFill_ = QColor(0xFF, 0xE8, 0xA8);
        t.downMark_ = QColor(0xB0, 0x3A, 0x2E);
        t.transportDeadFill_ = QColor(0xD0, 0xD0, 0xD0);
        t.waitMark_ = QColor(0x5A, 0x5A, 0x5A);
        t.deferredOutcome_ = QColor(0xE6, 0x9F, 0x00);
        t.bouncedOutcome_ = QColor(0xA5, 0x1C, 0x30);
        return t;
    }();
    return theme;
}

const Theme& Theme::dark() {
    static const Theme theme = [] {
        Theme t;
        t.dark_ = true;
        t.chartBackground_ = QColor(24, 24, 26);
        t.chartAxis_ = QColor(0xC8, 0xC8, 0xC8);
        t.chartGrid_ = QColor(0x4A, 0x4A, 0x50);
        t.chartText_ = QColor(235, 235, 235);
        t.chartFaintText_ = QColor(0xA0, 0xA0, 0xA0);
        t.cardFill_ = QColor(24, 24, 26);
        t.cardText_ = QColor(235, 235, 235);
        t.cardFaintText_ = QColor(0xBE, 0xBE, 0xBE);
        t.cardOutline_ = QColor(0xA0, 0xA0, 0xA0);
        t.blockerFill_ = QColor(0x3A, 0x3A, 0x3F);
        t.deadFill_ = QColor(0x6B, 0x30, 0x22);
        t.blockerHatch_ = QColor(0x48, 0x48, 0x4D);
        t.blockerBand_ = QColor(0x8A, 0x8A, 0x8A);
        t.blockerBandText_ = Qt::black;
        t.accent_ = QColor(0x56, 0xB4, 0xE9);
        t.currentMark_ = QColor(0xF2, 0xF2, 0xF2);
        t.attention_ = QColor(0xF0, 0x8A, 0x4B);
        t.errorText_ = QColor(0xFF, 0x8A, 0x65);
        t.suspendedFill_ = QColor(0x5C, 0x4A, 0x14);
        t.downMark_ = QColor(0xF0, 0x7A, 0x68);
        t.transportDeadFill_ = QColor(0x44, 0x44, 0x4A);
        t.waitMark_ = QColor(0xC8, 0xC8, 0xC8);
        t.deferredOutcome_ = QColor(0xF0, 0xB8, 0x30);
        t.bouncedOutcome_ = QColor(0xF0, 0x6E, 0x80);
        return t;
    }();
    return theme;
}

const Theme& Theme::of(const QPalette& palette) {
    return palette.color(QPalette::Window).lightness() < kDarkThreshold ? dark() : light();
}

QPalette Theme::palette() const {
    return dark_ ? darkPalette() : QApplication::style()->standardPalette();
}

QColor Theme::paleJob(int message) const {
    // Less washed out on dark, where a strong wash leaves hues too close to tell apart.
    return JobPalette::blend(JobPalette::colour(message), chartBackground_, dark_ ? 0.6 : 0.72);
}

QColor Theme::series(int i) const {
    // Okabe-Ito, black left out (the dark page); the same hues on both pages, as in print.
    static const QColor colours[] = {QColor(0x00, 0x72, 0xB2), QColor(0xD5, 0x5E, 0x00),
                                     QColor(0x00, 0x9E, 0x73), QColor(0xCC, 0x79, 0xA7),
                                     QColor(0xE6, 0x9F, 0x00), QColor(0x56, 0xB4, 0xE9),
                                     QColor(0xF0, 0xE4, 0x42)};
    constexpr int count = static_cast<int>(std::size(colours));
    return colours[((i % count) + count) % count];
}

QList<QColor> Theme::heatScale() const {
    // Dark blue through teal and green to yellow (viridis' stops).
    return {QColor(0x44, 0x01, 0x54), QColor(0x3B, 0x52, 0x8B), QColor(0x21, 0x91, 0x8C),
            QColor(0x5E, 0xC9, 0x62), QColor(0xFD, 0xE7, 0x25)};
}

void Theme::styleAxis(QCPAxis* axis) const {
    for (const auto& [get, set] : {std::pair{&QCPAxis::basePen, &QCPAxis::setBasePen},
                                   std::pair{&QCPAxis::tickPen, &QCPAxis::setTickPen},
                                   std::pair{&QCPAxis::subTickPen, &QCPAxis::setSubTickPen}}) {
        QPen pen = (axis->*get)();
        pen.setColor(chartAxis_);
        (axis->*set)(pen);
    }
    axis->setTickLabelColor(chartText_);
    axis->setLabelColor(chartText_);
    QPen grid = axis->grid()->pen();
    grid.setColor(chartGrid_);
    axis->grid()->setPen(grid);
    QPen zero = axis->grid()->zeroLinePen();
    zero.setColor(chartAxis_);
    axis->grid()->setZeroLinePen(zero);
}

void Theme::applyTo(QCustomPlot* plot) const {
    plot->setBackground(chartBackground_);
    for (QCPAxisRect* rect : plot->axisRects()) {
        for (QCPAxis* axis : rect->axes())
            styleAxis(axis);
    }
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* text = qobject_cast<QCPTextElement*>(element))
            text->setTextColor(chartText_);
    }
    if (plot->legend != nullptr) {
        plot->legend->setBrush(chartBackground_);
        plot->legend->setTextColor(chartText_);
        QPen border = plot->legend->borderPen();
        border.setColor(chartAxis_);
        plot->legend->setBorderPen(border);
    }
}

} // namespace qmgrlab::ui
