// NarrationView: the last step told in large plain sentences with their numbers, above a log
// of every step of the run; clicking a log row goes there, and the log follows the position.
#pragma once

#include "ui/narration/Narrator.h"

#include <QWidget>
#include <memory>

class QLabel;
class QTreeView;

namespace qmgrlab::ui {

class SimulationController;
class StepLogModel;

class NarrationView : public QWidget {
    Q_OBJECT
public:
    explicit NarrationView(SimulationController* controller, QWidget* parent = nullptr);
    ~NarrationView() override;

    // The narration of the current step as plain text (heading and sentences).
    QString currentText() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void rebuild();
    void refresh();
    void sizeColumns();
    void onCurrentRowChanged(const QModelIndex& current);

    SimulationController* controller_;
    std::unique_ptr<Narrator> narrator_;
    QLabel* heading_;
    QLabel* story_;
    QTreeView* log_;
    StepLogModel* model_;
    bool following_ = false; // the log's selection is being moved to the position
};

} // namespace qmgrlab::ui
