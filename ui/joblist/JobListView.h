// SPDX-License-Identifier: GPL-3.0-or-later
// JobListView: one transport's job lists at the current position (transport chosen in a
// selector): the scheduler's job list as cards with the preemption relations below it
// (JobListCanvas), and beside it, narrower, the by-time job list (TimeListCanvas). Every job
// has a card, however long the list. Cards slide to their new places when a preemption moves a
// job, if the controller allows animations, and the preempting and the preempted job are
// scrolled into view. Compact (the lecture layout) keeps only the scheduler's job list, its
// relations beside its short cards, leaves the key to a tooltip and hides the transport
// selector (the window keeps it on the timeline's transport).
#pragma once

#include <QMargins>
#include <QRectF>
#include <QStringList>
#include <QWidget>
#include <vector>

class QLabel;
class QScrollArea;

namespace qmgrlab::ui {

class JobListCanvas;
class SimulationController;
class TimeListCanvas;
class TransportSelector;

class JobListView : public QWidget {
    Q_OBJECT
public:
    explicit JobListView(SimulationController* controller, QWidget* parent = nullptr);

    // Small accessors for tests; jobs are named by message index.
    void setCompact(bool compact);
    // Compact cards of their title band only, without the headings (JobListCanvas::setBrief): a
    // lecture about the agents where the screen is short.
    void setBriefCards(bool brief);
    bool briefCards() const;

    bool selectTransport(const QString& name);
    QString transportName() const;         // the transport shown
    std::vector<int> cardOrder() const;    // scheduler's job list as shown
    std::vector<int> timeOrder() const;    // by-time job list as shown
    int currentCard() const;               // message of the card marked current, or -1
    bool cardIsBlocker(int message) const; // shown greyed with the blocker mark
    QStringList cardBlockingQueues(int message) const;
    int treeLevel(int message) const;  // level in the relations diagram
    int treeParent(int message) const; // parent in the diagram, -1 for none or "?"
    bool animating() const;
    // The card's words: title, one "name: value" line per counter, the state line; and tooltip.
    QStringList cardLines(int message) const;
    QString cardToolTip(int message) const;
    QRectF cardRect(int message) const; // in the canvas, empty when the message has no card
    // The whole card of a message lies in the visible part of the scroll area.
    bool cardVisible(int message) const;
    // Scrolls the card of a message into view; false when it has none.
    bool scrollToCard(int message);
    // The view's height that shows `jobs` cards of the scheduler's list without scrolling, at a
    // width of `width` pixels (the view's width once the window is arranged).
    int heightForJobs(int jobs, int width) const;
    // The height the cards' view lacks for every card now on the list, or 0.
    int missingCardsHeight() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override; // the viewport's resizes

private:
    void fitTimeList();
    void rebuild();
    void refresh(bool animate);
    void revealPreemption();
    void showCurrentCard();

    SimulationController* controller_;
    TransportSelector* transports_;
    QScrollArea* cardsArea_;
    QScrollArea* timeArea_;
    QLabel* transportLabel_;
    QLabel* key_;

    QMargins margins_; // the layout's margins when not compact (compact has thin ones)
    JobListCanvas* canvas_;
    TimeListCanvas* timeList_;
};

} // namespace qmgrlab::ui
