// SPDX-License-Identifier: GPL-3.0-or-later
// ScreenshotRenderer: qmgrlab's --screenshot mode: opens the scenario the command line names in
// a main window of the asked size and appearance (the run recorded on a worker thread while the
// window is built and laid out), takes the steps, turns on predict or lesson mode when asked,
// lets the views settle and writes the window (painted while the run records and again with it,
// into the same image), or the Compare or Sweep window opened over it at the size it opens with,
// to the image file (or standard output, a device or a pipe, as core/OutputFile writes). Works without a
// display (QT_QPA_PLATFORM=offscreen) because it paints the window, not the screen.
#pragma once

#include "ui/scenario/BackgroundRecording.h"

#include <QCoreApplication>
#include <QString>
#include <memory>

namespace qmgrlab::ui {

class CommandLine;

class ScreenshotRenderer {
    Q_DECLARE_TR_FUNCTIONS(ScreenshotRenderer)
public:
    // Returns false with a one-line *error when the scenario does not open or the output is
    // refused or cannot be opened (before anything is rendered), or when writing it fails (then
    // *writeFailed is set, if given). recording: the command line's scenario already recording
    // at its step (started before QApplication), or null.
    static bool render(const CommandLine& options, std::unique_ptr<BackgroundRecording> recording,
                       QString* error, bool* writeFailed = nullptr);
};

} // namespace qmgrlab::ui
