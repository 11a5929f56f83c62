// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayWindow: "Logged vs simulated", the window that compares an imported mail log with its
// replay: a destination to look at (the whole log, or a destination, the busiest first), the
// figures of b the core computed for it (ReplayComparison: logged and simulated median, 95th
// percentile and maximum, the share within max(1 s, 10 %); the lines paired and those left
// unpaired, logged and simulated, as qmgrlab-cli replay counts them), a warning line when the
// reading found problems (a truncated .gz, binary data, lines out of order), the picture (ReplayPlot) and its
// export, and in a tab beside the picture the notes of the reading and the replay
// (MaillogReplay::notes: what was inferred from which lines, assumed, and passed over, counted by
// kind and program). It keeps the replay it was opened with, whatever the main window does next.
#pragma once

#include <QString>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;
class QTabWidget;

namespace qmgrlab::ui {

class MaillogReplay;
class NotesView;
class ReplayPlot;

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReplayWindow(std::shared_ptr<const MaillogReplay> replay, QWidget* parent = nullptr);

    ReplayPlot* plot() const { return plot_; }
    NotesView* notes() const { return notes_; }
    // The picture's tab and the notes' tab.
    QTabWidget* tabs() const { return tabs_; }
    QComboBox* destinations() const { return destinations_; }
    // The figures' sentence for the chosen destination, as shown.
    QString figuresText() const;
    // The warning line over the figures when the reading found problems (its link opens the
    // notes), as plain text; empty (and hidden) when it found none.
    QString problemsText() const;
    // Follows the warning line's link: shows the notes' tab.
    void openNotes();
    // Writes the picture to path (.png, .svg or .pdf); false with a one-line *error.
    bool exportPicture(const QString& path, QString* error);

private:
    void showChosen();
    void chooseExport();

    std::shared_ptr<const MaillogReplay> replay_;
    QComboBox* destinations_;
    QLabel* problems_;
    QLabel* figures_;
    QLabel* status_;
    ReplayPlot* plot_;
    NotesView* notes_;
    QTabWidget* tabs_;
};

} // namespace qmgrlab::ui
