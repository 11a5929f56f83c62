// SPDX-License-Identifier: GPL-3.0-or-later
// WelcomeDialog: what a newcomer sees on qmgrlab's first start: what the program is and where
// to start (an example, lesson mode L, predict mode P, the Help menu), with a button that
// starts the open example's lesson. MainWindow shows it once (remembered in QSettings) and
// again from Help > Welcome.
#pragma once

#include <QDialog>

namespace qmgrlab::ui {

class WelcomeDialog : public QDialog {
    Q_OBJECT
public:
    // lessonAvailable: the open scenario has a lesson, so "Start the lesson" is offered.
    explicit WelcomeDialog(bool lessonAvailable, QWidget* parent = nullptr);

    // The welcome's text (rich text), for the dialog and for tests.
    static QString text();

    // Accepted with this: the user asked for the lesson.
    bool lessonChosen() const { return lessonChosen_; }

private:
    bool lessonChosen_ = false;
};

} // namespace qmgrlab::ui
