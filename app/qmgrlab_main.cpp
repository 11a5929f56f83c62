// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab: the launcher of the teaching GUI. It has no Qt: when its command line opens a scenario
// file (EarlyCommandLine), it starts recording the run at once (RecordingThread), then loads the
// GUI module (qmgrlab-gui.so, GuiModule.h) and hands it its arguments and the recording. Loading
// Qt takes about a tenth of a second's run of the core: the two now overlap (issue 18). The
// module's own comment says what the program does.
#include "app/EarlyCommandLine.h"
#include "app/GuiModule.h"
#include "core/run/RecordingThread.h"

#include <cstdio>
#include <dlfcn.h>
#include <memory>

int main(int argc, char* argv[]) {
    std::unique_ptr<qmgrlab::RecordingThread> early;
    if (const auto asked = qmgrlab::EarlyCommandLine::recordingAsked(argc, argv))
        early = std::make_unique<qmgrlab::RecordingThread>(asked->scenario, asked->steps);
    // Found through the program's run path: next to it in the build, in its library folder when
    // installed. Never unloaded: it runs until the program ends.
    void* module = dlopen(qmgrlab::kGuiModuleFile, RTLD_NOW | RTLD_LOCAL);
    auto* guiMain = module != nullptr
                        ? reinterpret_cast<QmgrlabGuiMain*>(dlsym(module, qmgrlab::kGuiMainSymbol))
                        : nullptr;
    if (guiMain == nullptr) {
        const char* why = dlerror();
        std::fprintf(stderr, "qmgrlab: cannot start the GUI: %s\n",
                     why != nullptr ? why : qmgrlab::kGuiMainSymbol);
        return 2;
    }
    return guiMain(argc, argv, early.release());
}
