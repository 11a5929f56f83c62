// SPDX-License-Identifier: GPL-3.0-or-later
// NarrationView: the current step told in large plain sentences with their numbers, above a
// log of every step of the run; clicking a log row goes there, and the log follows the
// position. The sentences of the current step are kept fully visible (a smaller type when
// they do not fit, then the newest scrolled into view and highlighted; a sentence repeated
// in a row is told once with its count), and a Story button shows the scenario's title and
// description at any step.
#pragma once

#include "ui/narration/Narrator.h"

#include <QHash>
#include <QString>
#include <QWidget>
#include <cstddef>
#include <memory>

class QLabel;
class QScrollArea;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QTableView;
class QVBoxLayout;

namespace qmgrlab::ui {

class SimulationController;
class StepLogModel;

class NarrationView : public QWidget {
    Q_OBJECT
public:
    explicit NarrationView(SimulationController* controller, QWidget* parent = nullptr);
    ~NarrationView() override;

    // Shows or hides the step log below the sentences (the lecture layout hides it).
    void setLogShown(bool shown);
    // While the future is hidden (lecture and lesson mode) the view tells nothing that lies
    // after the current step: step 0 says only that nothing has happened yet (a story may state
    // the answer to the lesson's question; the Story button shows it), the heading gives no
    // step count, and the step log lists only the steps taken.
    void setFutureHidden(bool hidden);
    // The view's height that shows every sentence of the current step in the smallest type it
    // tries, at its present width (with the log hidden): what the lecture layout gives it before
    // the views under it take the rest. 0 before the view has been laid out.
    int wantedHeight() const { return wantedHeight_; }

signals:
    // wantedHeight() changed (another step, another width).
    void wantedHeightChanged(int height);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    friend class NarrationViewProbe; // tests/ui: the sentences and the story as shown

    // Shows the story (true) or the current step (false) above the log.
    void showStory(bool show);
    void rebuild();
    void refresh();
    void refreshStory();
    void setSentences(const QList<NarrationSentence>& sentences, bool highlightNewest);
    void fitSentences(bool mayGrow = true);
    int sentencesHeight(double scale, int width);
    void scrollToNewest();
    void showCurrentRow();
    void sizeColumns();
    void sizeRows();
    void onCurrentRowChanged(const QModelIndex& current);

    SimulationController* controller_;
    std::unique_ptr<Narrator> narrator_;
    QLabel* heading_;
    QToolButton* storyButton_;
    QStackedWidget* pages_;
    QScrollArea* sentenceScroll_;
    QWidget* sentenceBox_;
    QVBoxLayout* sentenceLayout_;
    QList<QLabel*> sentenceLabels_;
    // Sentences measured in each type size tried (fitSentences), by width, font and text: a
    // hidden label set up as the shown ones (in the same box) lays them out once, not every
    // label at every size on every step. Forgotten when the style changes.
    QLabel* measuringLabel_ = nullptr;
    QHash<QString, int> sentenceHeights_;
    QLabel* story_;
    QSplitter* splitter_;
    QTableView* log_;
    StepLogModel* model_;
    std::size_t shownPosition_ = 0;
    bool futureHidden_ = false;
    bool following_ = false; // the log's selection is being moved to the position
    int wantedHeight_ = 0;
};

} // namespace qmgrlab::ui
