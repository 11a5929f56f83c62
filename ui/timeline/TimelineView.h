// SPDX-License-Identifier: GPL-3.0-or-later
// TimelineView: the delivery-slot timeline of one transport (chosen in a selector): the slot
// band, exactly the README's "11221111331111" made visible, with each cell in its job's colour;
// one lane per agent the transport may use, with its deliveries over simulated time (lanes
// thinner when many, then scrolling, those of the deliveries under way kept in view); the current position
// marked and what comes after it pale, or not drawn at all while "Hide the future" is on or the controller is
// in predict mode; the slot string as text (a window around the current position; with multi-character
// message ids in the readable form "list×235 s1"; the plain string in the tooltip and on the clipboard).
// Wheel zooms, drag pans, "Fit" shows the whole run or the part so far (the default while the future is
// hidden; it grows with the run). Sizes follow the font.
#pragma once

#include <QPoint>
#include <QString>
#include <QWidget>
#include <memory>

class QAction;
class QHBoxLayout;
class QVBoxLayout;
class QLabel;
class QPushButton;
class QToolButton;
class QScrollBar;

namespace qmgrlab::ui {

class SimulationController;
class TimelineModel;
class TimelinePlot;
class TransportSelector;

class TimelineView : public QWidget {
    Q_OBJECT
public:
    explicit TimelineView(SimulationController* controller, QWidget* parent = nullptr);
    ~TimelineView() override;

    QString transportName() const; // the transport shown
    // Shows the transport of that name; false if the run has none.
    bool selectTransport(const QString& name);
    TimelinePlot* plot() const { return plot_; }

    // "Hide the future", checkable, for the View menu (key H). The future is hidden while it is
    // checked and while the controller is in predict mode.
    QAction* hideFutureAction() const { return hideFutureAction_; }
    // Teaching (the lecture layout or lesson mode) hides the future, so that the slot string and
    // the pale bars to come do not answer the lesson's question; exploring shows it again. Only
    // a change of teaching sets the action: H in between is the teacher's own choice.
    void setTeaching(bool teaching);
    // Fit the whole run / the part so far, for the View menu (also on the Fit button's menu).
    QAction* fitWholeAction() const { return fitWholeAction_; }
    QAction* fitSoFarAction() const { return fitSoFarAction_; }
    // Where Fit starts on the time axis (ms): a replayed log's first line, else 0 (the run's
    // start). Fits again unless the user has zoomed or panned.
    void setFitStartMs(std::int64_t ms);

    // Compact (the lecture layout): the slot string beside the selector, the Fit button only (the
    // plot's context menu has the copy action too), a shorter plot, no key in the legend (the plot's tooltip
    // has it).
    void setCompact(bool compact);
    // The least view height with every agent lane in view (up to eight), those used so far a
    // label high, for a lecture about the agents (a scenario's "lecture_views": "lanes"); lanes
    // beyond the height scroll.
    int heightForAllLanes() const;
    // ... every lane with a delivery under way or ended now (however many) at its least height, half a
    // label's.
    int heightForThinLanes() const;
    // The height the lanes (up to eight) lack in the plot as laid out now, with what the slot
    // band lacks of its least beside them, or 0 (thin: the lanes heightForThinLanes holds); and
    // the height they have beyond what they need, or 0.
    int missingLaneHeight(bool thin = false) const;
    int surplusLaneHeight() const;

Q_SIGNALS:
    void transportChanged(); // another transport is shown

public Q_SLOTS:
    void fit();               // fits again: the whole run or the part so far (the fit scope)
    void fitPart(bool soFar); // fits the part so far (true) or the whole run, and keeps to it
    void copySlotString();

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void changeEvent(QEvent* event) override; // follows the theme and the font

private:
    friend class TimelineViewProbe; // tests/ui: the slot band's cells and the slot string as shown

    bool futureHidden() const;
    void rebuild();
    void buildModel();
    void refresh();
    void updateSlotText();
    void updateFonts();
    void applyHideFuture();
    void updateLaneScroll();
    // The lanes' height for heightForAllLanes, or for heightForThinLanes (thin).
    int neededLaneHeight(bool thin = false) const;
    int heightForLanes(int needed) const;
    // A stretch of the slot string as the label shows it: rich text, the same as plain text, and
    // whether it holds any slot.
    struct SlotWindow {
        QString html;
        QString plain;
        bool hasSlots = false;
        bool whole = false; // every slot shown, no ellipsis
    };
    SlotWindow readableWindow(int room, int cut) const;
    SlotWindow plainWindow(int room, int cut) const;
    QString toolTipAt(const QPoint& plotPos) const;

    SimulationController* controller_;
    TransportSelector* transports_;
    QLabel* slotText_;
    QPushButton* copyButton_;
    QToolButton* fitButton_;
    QAction* fitWholeAction_;
    QAction* fitSoFarAction_;
    QHBoxLayout* header_;
    QVBoxLayout* layout_;
    bool compact_ = false;
    bool teaching_ = false;
    TimelinePlot* plot_;
    QScrollBar* laneScroll_;
    QAction* hideFutureAction_;
    std::shared_ptr<TimelineModel> model_;
};

} // namespace qmgrlab::ui
