// SPDX-License-Identifier: GPL-3.0-or-later
// ReplayWindow: "Logged vs simulated", the window that compares an imported mail log with its
// replay: a destination to look at (the whole log, or a destination, the busiest first), the
// figures of b the core computed for it (ReplayComparison: logged and simulated median, 95th
// percentile and maximum, the share within max(1 s, 10 %)), the picture (ReplayPlot) and its
// export. It keeps the replay it was opened with, whatever the main window does next.
#pragma once

#include <QString>
#include <QWidget>
#include <memory>

class QComboBox;
class QLabel;

namespace qmgrlab::ui {

class MaillogReplay;
class ReplayPlot;

class ReplayWindow : public QWidget {
    Q_OBJECT
public:
    explicit ReplayWindow(std::shared_ptr<const MaillogReplay> replay, QWidget* parent = nullptr);

    ReplayPlot* plot() const { return plot_; }
    QComboBox* destinations() const { return destinations_; }
    // The figures' sentence for the chosen destination, as shown.
    QString figuresText() const;
    // Writes the picture to path (.png, .svg or .pdf); false with a one-line *error.
    bool exportPicture(const QString& path, QString* error);

private:
    void showChosen();
    void chooseExport();

    std::shared_ptr<const MaillogReplay> replay_;
    QComboBox* destinations_;
    QLabel* figures_;
    QLabel* status_;
    ReplayPlot* plot_;
};

} // namespace qmgrlab::ui
