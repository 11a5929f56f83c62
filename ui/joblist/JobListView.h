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

    void setCompact(bool compact);
    // Compact cards of their title band only, without the headings (JobListCanvas::setBrief): a
    // lecture about the agents where the screen is short.
    void setBriefCards(bool brief);
    // Shows the transport of that name; false if the run has none.
    bool selectTransport(const QString& name);
    // Scrolls to the top left (the preemption relations and the first jobs) and stays there,
    // the current job's card not brought into view, until the position or the transport changes.
    void showTop();
    // The view's height that shows `jobs` cards of the scheduler's list without scrolling, at a
    // width of `width` pixels (the view's width once the window is arranged).
    int heightForJobs(int jobs, int width) const;
    // How many cards the scheduler's list shows from its top down to the current job's, or 0
    // without a current job.
    int cardsThroughCurrent() const;
    // The height the cards' view lacks for every card now on the list, or 0.
    int missingCardsHeight() const;
    // The view's height that shows its whole drawing as laid out now (the relations and every
    // card on the list) without scrolling; 0 before the cards are first laid out.
    int wantedHeight() const;

protected:
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override; // the viewport's resizes

private:
    friend class JobListViewProbe; // tests/ui: the cards as shown, by message index

    void fitTimeList();
    // Scrolls the card of a message into view; false when it has none.
    bool scrollToCard(int message);
    std::vector<int> cardOrder() const; // the messages of the scheduler's job list as shown
    int currentCard() const;            // the message of the card marked current, or -1
    // The whole card of a message lies in the visible part of the scroll area.
    bool cardVisible(int message) const;
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

    QMargins margins_;     // the layout's margins when not compact (compact has thin ones)
    bool keepTop_ = false; // showTop: the scroll stays at the top left
    JobListCanvas* canvas_;
    TimeListCanvas* timeList_;
};

} // namespace qmgrlab::ui
