// SPDX-License-Identifier: GPL-3.0-or-later
// PlaybackBar: the run's controls, for the toolbar and the Simulation menu: start, previous
// decision, step back, play/pause, step, next decision and end with their keys, the speed box
// with faster and slower, fast mode and predict mode; and the position bar's scrubber with the
// time reached (of the run's end, unless the future is hidden). It follows the controller (enabled at the
// run's ends, the play icon, the speed) and moves it; the main window places its actions and widgets.
#pragma once

#include <QList>
#include <QObject>
#include <QString>

class QAction;
class QComboBox;
class QLabel;
class QSlider;
class QToolBar;
class QWidget;

namespace qmgrlab::ui {

class SimulationController;

class PlaybackBar : public QObject {
    Q_OBJECT
public:
    // The actions are window's, so that their keys work wherever the focus is.
    PlaybackBar(SimulationController* controller, QWidget* window);

    // Start, previous decision, step back, play, step, next decision, end: the toolbar's order.
    QList<QAction*> stepActions() const;
    // The Simulation menu's order: play, step, step back, next and previous decision, start, end.
    QList<QAction*> menuActions() const;
    QList<QAction*> speedActions() const; // faster, slower, fast mode
    QAction* predictAction() const { return predict_; }

    // The step actions, the speed box and fast mode, at the end of the controls toolbar.
    void addControls(QToolBar* bar);
    // "Position:", the scrubber and the time reached, on the position toolbar.
    void addPosition(QToolBar* bar);

    // Lesson mode takes PageDown / PageUp for its bookmarks from the decision jumps.
    void setLessonMode(bool on);
    // With the future hidden (the timeline's key, and always in predict mode) the time reached is
    // shown without the run's end, which would tell how long the run is.
    void setFutureHidden(bool hidden);
    // The step icons in the colours of window's palette (after a theme change).
    void updateIcons();

public Q_SLOTS:
    void faster();
    void slower();

Q_SIGNALS:
    void message(const QString& text, int timeoutMs); // for the status bar (the speed chosen)

private:
    void onRunChanged();
    void onPositionChanged();
    void onPlayingChanged(bool playing);
    void onSpeedChanged(double speed);

    SimulationController* controller_;
    QWidget* window_;
    QAction* start_;
    QAction* previousDecision_;
    QAction* stepBack_;
    QAction* play_;
    QAction* stepForward_;
    QAction* nextDecision_;
    QAction* end_;
    QAction* faster_;
    QAction* slower_;
    QAction* fastMode_;
    QAction* predict_;
    QComboBox* speedBox_ = nullptr;
    QSlider* scrubber_ = nullptr;
    QLabel* scrubTime_ = nullptr;
    bool futureHidden_ = false;
};

} // namespace qmgrlab::ui
