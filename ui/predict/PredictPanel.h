// SPDX-License-Identifier: GPL-3.0-or-later
// PredictPanel: the predict-mode panel for a class. Before each scheduling decision it asks
// "does job X preempt job Y?" (Yes / No, keys Y and N) and "which job gets the next delivery
// slot?" with one large button per candidate job in the job's colour (the keys are the job's
// number: 2 answers job 2, 1 then 2 answers job 12; see PredictKeys), then
// reveals the answer with the narration of that decision and keeps the score. Between the
// decisions' questions it shows the lesson's own question. Every size follows the widget font,
// so the panel grows with the application's zoom.
#pragma once

#include "core/run/PredictionQuestion.h"
#include "ui/predict/PredictKeys.h"

#include <QList>
#include <QWidget>
#include <functional>
#include <optional>

class QAction;
class QBoxLayout;
class QGridLayout;
class QLabel;
class QPushButton;
class QTimer;

namespace qmgrlab::ui {

class PredictSession;
class SimulationController;

class PredictPanel : public QWidget {
    Q_OBJECT
public:
    explicit PredictPanel(SimulationController* controller, QWidget* parent = nullptr);

    // What the scenario's lesson is about at the position (its current bookmark's title: the
    // lesson's question until the second bookmark answers it), shown while no decision's
    // question is open; the function returns an empty text without a lesson.
    void setLessonTopic(std::function<QString()> topic);
    // The height the panel needs at its width with its question readable from the back row (at
    // kLeastPromptScale of the font, the reveal at the font): its dock's least height beside
    // another view in the lecture layout's column.
    int leastHeight() const;

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override; // the buttons in as many columns as fit
    // The dock's scroll area: its viewport, shrinking under a panel taller than it (which then is
    // not resized), has the texts fitted again.
    void showEvent(QShowEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class PredictPanelProbe; // tests/ui: the class's answers so far

    void refresh();
    void showQuestion(const PredictionQuestion& question);
    void showReveal(const PredictionQuestion& question);
    void clearButtons();
    int buttonColumns() const;
    void placeButtons();
    // Stop and Reset side by side where the visible width holds both, else one above the other.
    void placeBottomButtons();
    void fitTexts(); // the question and the reveal in the panel's visible height
    // A large answer button, appended to choiceButtons_ and placed in the grid.
    QPushButton* addButton(const QString& text, const QColor& background, const QColor& textColour);
    void typeDigit(int digit); // a digit key: part of a job's number
    void confirmTyped();       // Enter, or the pause after a number that begins a longer one
    void choose(int index);    // the job button `index`, or nothing for -1
    void showTyped();
    QString messageName(int message) const; // the message id: "2" for job 2

    SimulationController* controller_;
    PredictSession* session_;
    std::optional<PredictionQuestion> asked_; // the last question shown, for its reveal
    std::function<QString()> lessonTopic_;
    QLabel* score_;
    QLabel* prompt_;
    QWidget* buttonArea_;
    QGridLayout* buttons_;
    QLabel* reveal_;
    QLabel* typed_; // the digits typed so far, while they may begin a longer number
    QPushButton* modeButton_;
    QPushButton* resetButton_;
    QBoxLayout* bottom_;                // modeButton_ and resetButton_
    QList<QPushButton*> choiceButtons_; // in the question's order
    int columns_ = 0;                   // of the buttons' grid
    bool fitting_ = false;              // fitTexts() from a resize: no second round
    QWidget* viewport_ = nullptr;       // the scroll area's viewport watched, once shown in one
    PredictKeys jobKeys_;               // the open question's jobs' numbers
    QList<QAction*> keys_;              // 0..9
    QAction* enterKey_;
    QTimer* pause_;
    QAction* yesKey_;
    QAction* noKey_;
};

} // namespace qmgrlab::ui
