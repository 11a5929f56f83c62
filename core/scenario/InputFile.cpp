// SPDX-License-Identifier: GPL-3.0-or-later
// InputFile: open without blocking, check the type on the open descriptor (no race between the
// check and the read), then read up to the bound.
#include "core/scenario/InputFile.h"

#include "core/scenario/ScenarioError.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace qmgrlab {

namespace {

// Closes the descriptor on every way out.
struct Descriptor {
    int fd = -1;
    ~Descriptor() {
        if (fd >= 0)
            ::close(fd);
    }
};

[[noreturn]] void cannotRead(const std::string& path, int error) {
    throw ScenarioError(
        path, {},
        RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "cannot read the file: %1"), std::strerror(error)));
}

} // namespace

std::string readInputFile(const std::string& path, std::int64_t maxBytes, const RuleText& tooLarge) {
    Descriptor file;
    // O_NONBLOCK: opening a FIFO without a writer must not wait; it is refused below.
    file.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (file.fd < 0)
        cannotRead(path, errno);
    struct stat status {};
    if (::fstat(file.fd, &status) != 0)
        cannotRead(path, errno);
    if (S_ISDIR(status.st_mode)) {
        throw ScenarioError(
            path, {},
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "cannot read the file: it is a directory")));
    }
    if (!S_ISREG(status.st_mode)) {
        throw ScenarioError(
            path, {},
            RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "cannot read the file: it is not a regular "
                                                         "file (a FIFO, socket or device)")));
    }
    if (static_cast<std::int64_t>(status.st_size) > maxBytes)
        throw ScenarioError(path, {}, tooLarge);
    const int flags = ::fcntl(file.fd, F_GETFL);
    if (flags >= 0)
        ::fcntl(file.fd, F_SETFL, flags & ~O_NONBLOCK);

    std::string text;
    text.reserve(static_cast<std::size_t>(status.st_size));
    char buffer[1 << 16];
    while (true) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            throw ScenarioError(
                path, {},
                RuleText(QT_TRANSLATE_NOOP("qmgrlab::Rules", "cannot read the file: a read error occurred")));
        }
        if (n == 0)
            break;
        text.append(buffer, static_cast<std::size_t>(n));
        // The file may grow while it is read: the bound holds for what is read, not the size.
        if (static_cast<std::int64_t>(text.size()) > maxBytes)
            throw ScenarioError(path, {}, tooLarge);
    }
    return text;
}

} // namespace qmgrlab
