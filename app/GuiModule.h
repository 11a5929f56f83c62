// SPDX-License-Identifier: GPL-3.0-or-later
// GuiModule: how the qmgrlab launcher (qmgrlab_main.cpp, without Qt) finds and starts the GUI
// (qmgrlab_gui.cpp, a module with Qt and the windows): the module's file, found from the
// launcher's folder, and its entry, which owns the recording the launcher started, if any.
#pragma once

namespace qmgrlab {
class RecordingThread;
}

extern "C" {
using QmgrlabGuiMain = int(int argc, char* argv[], qmgrlab::RecordingThread* started);
}

namespace qmgrlab {
inline constexpr const char* kGuiModuleFile = "qmgrlab-gui.so";
inline constexpr const char* kGuiMainSymbol = "qmgrlab_gui_main";
} // namespace qmgrlab
