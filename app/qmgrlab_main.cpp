// SPDX-License-Identifier: GPL-3.0-or-later
// qmgrlab: the launcher of the teaching GUI. It has no Qt: when its command line opens a scenario
// file (EarlyCommandLine), it starts recording the run at once (RecordingThread), then loads the
// GUI module (qmgrlab-gui.so, GuiModule.h) and hands it its arguments and the recording. Loading
// Qt and its libraries takes about 9 ms here, a tenth of the 1M scenario's run: the two now
// overlap (issue 18). The module's own comment says what the program does.
#include "app/EarlyCommandLine.h"
#include "app/GuiModule.h"
#include "core/run/RecordingThread.h"

#include <climits>
#include <cstdio>
#include <dlfcn.h>
#include <memory>
#include <string>
#include <unistd.h>

namespace {

// The module's file: in the library folder beside the program's when installed
// (QMGRLAB_GUI_MODULE_FROM_BIN, relative to the program's folder), next to the program in the
// build. The program's own folder is found through /proc, not the dynamic loader's run path,
// which AddressSanitizer's dlopen does not see.
std::string guiModulePath() {
    char self[PATH_MAX];
    const ssize_t length = ::readlink("/proc/self/exe", self, sizeof self - 1);
    if (length <= 0)
        return qmgrlab::kGuiModuleFile; // the loader's search, as a last resort
    const std::string program(self, static_cast<std::size_t>(length));
    const std::string folder = program.substr(0, program.rfind('/') + 1);
    const std::string installed = folder + QMGRLAB_GUI_MODULE_FROM_BIN "/" + qmgrlab::kGuiModuleFile;
    return ::access(installed.c_str(), F_OK) == 0 ? installed : folder + qmgrlab::kGuiModuleFile;
}

} // namespace

int main(int argc, char* argv[]) {
    std::unique_ptr<qmgrlab::RecordingThread> early;
    if (const auto asked = qmgrlab::EarlyCommandLine::recordingAsked(argc, argv))
        early = std::make_unique<qmgrlab::RecordingThread>(asked->scenario, asked->steps);
    // Never unloaded: it runs until the program ends.
    const std::string path = guiModulePath();
    void* module = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    auto* guiMain = module != nullptr
                        ? reinterpret_cast<QmgrlabGuiMain*>(dlsym(module, qmgrlab::kGuiMainSymbol))
                        : nullptr;
    if (guiMain == nullptr) {
        const char* why = dlerror();
        std::fprintf(stderr, "qmgrlab: cannot start the GUI: %s\n", why != nullptr ? why : path.c_str());
        return 2;
    }
    return guiMain(argc, argv, early.release());
}
