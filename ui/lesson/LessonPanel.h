// SPDX-License-Identifier: GPL-3.0-or-later
// LessonPanel: the scenario's lesson, its bookmarks (a step, a title, a note) in a list where a
// click goes to the bookmark's step and the current bookmark (the last one at or before the
// position) is highlighted, with its note below. In lesson mode the list gives way and the title
// and the whole note are shown as large as the panel's visible height holds (sizes follow the
// widget font, so they grow with the application's zoom) and PageDown / PageUp go
// from bookmark to bookmark through actions that are enabled only in that mode.
#pragma once

#include <QString>
#include <QWidget>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace qmgrlab {
class LessonFigures;
}

class QAction;
class QLabel;
class QListWidget;

namespace qmgrlab::ui {

class SimulationController;

class LessonPanel : public QWidget {
    Q_OBJECT
public:
    explicit LessonPanel(SimulationController* controller, QWidget* parent = nullptr);
    ~LessonPanel() override;

    // For the main window's menus and shortcuts: the lesson-mode toggle (L), and the next and
    // previous bookmark (PageDown, PageUp), enabled only in lesson mode.
    QAction* lessonModeAction() const { return lessonModeAction_; }
    QAction* nextBookmarkAction() const { return nextBookmarkAction_; }
    QAction* previousBookmarkAction() const { return previousBookmarkAction_; }

    // The current bookmark's title, live figures filled in: the question the lesson opens with
    // until its second bookmark, then what the screen shows; empty before the first bookmark or
    // without a lesson.
    QString topic();
    // Lesson mode: the height the heading, the title and the whole note need at the smallest
    // sizes the panel gives them, at its width (a column that has more grows their type).
    int leastHeight() const;

public Q_SLOTS:
    void setLessonMode(bool on);
    void nextBookmark();     // to the first bookmark after the position
    void previousBookmark(); // to the last bookmark before the position

Q_SIGNALS:
    void lessonModeChanged(bool on);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override; // lesson mode: the note fitted again

private:
    friend class LessonPanelProbe; // tests/ui: the mode, the bookmarks and the note as shown

    // The index of the current bookmark: the last one whose step is at or before the
    // position; -1 before the first bookmark or without a lesson.
    int currentBookmark() const;
    void rebuild(); // a new run: a new list of bookmarks
    void refresh(); // the position moved
    void applyFonts();
    // The bookmark's title and note into their labels, a word too wide for `width` wrapped
    // inside it (wrappableAnywhere) in the labels' fonts as they are.
    void wrapTexts(int width);
    // A bookmark's title and note with their live figures filled in from the run at its step
    // (core/LessonFigures), made once per run.
    const std::pair<QString, QString>& bookmarkText(int index);

    SimulationController* controller_;
    bool lessonMode_ = false;
    std::unique_ptr<LessonFigures> figures_; // only when the lesson names a figure
    std::vector<std::optional<std::pair<QString, QString>>> texts_;
    bool fitting_ = false; // applyFonts() from a resize: no second round
    QLabel* heading_;
    QListWidget* list_;
    QLabel* title_;
    QLabel* note_;
    QString titleText_;
    QString noteText_;
    QAction* lessonModeAction_;
    QAction* nextBookmarkAction_;
    QAction* previousBookmarkAction_;
};

} // namespace qmgrlab::ui
