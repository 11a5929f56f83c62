// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile: the refusal, the temporary next to the resolved target and the rename.
#include "core/common/OutputFile.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <sys/stat.h>
#include <unistd.h>

namespace qmgrlab {

namespace {

bool sameFile(const struct stat& a, const struct stat& b) {
    return a.st_dev == b.st_dev && a.st_ino == b.st_ino;
}

std::string directoryOf(const std::string& path) {
    const std::filesystem::path parent = std::filesystem::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

} // namespace

std::string outputRefusal(const std::string& output, const std::vector<std::string>& inputs) {
    if (output.empty())
        return "an output file needs a name";
    struct stat link {};
    if (::lstat(output.c_str(), &link) != 0)
        return {}; // a new file: only its directory can stop it, when it is created
    struct stat target {};
    if (::stat(output.c_str(), &target) != 0)
        return output + ": is a symbolic link to a file that does not exist; give the file's own name";
    for (const std::string& input : inputs) {
        struct stat in {};
        if (!input.empty() && ::stat(input.c_str(), &in) == 0 && sameFile(in, target))
            return output + ": would overwrite the input file " + input;
    }
    if (S_ISDIR(target.st_mode))
        return output + ": is a directory";
    if (!S_ISREG(target.st_mode))
        return output +
               ": is not a regular file (a FIFO, socket or device); qmgrlab writes only regular files";
    return {};
}

OutputFile::OutputFile(const std::string& output, const std::vector<std::string>& inputs) : path_(output) {
    error_ = outputRefusal(output, inputs);
    if (!error_.empty())
        return;
    std::error_code ec;
    target_ = output;
    mode_t mode = 0;
    struct stat existing {};
    if (::stat(output.c_str(), &existing) == 0) {
        // A link is resolved: the file it leads to is replaced, the link stays.
        const std::filesystem::path resolved = std::filesystem::canonical(output, ec);
        if (!ec)
            target_ = resolved.string();
        mode = existing.st_mode & 07777;
    } else {
        const mode_t mask = ::umask(0);
        ::umask(mask);
        mode = 0666 & ~mask;
    }
    std::string name =
        directoryOf(target_) + "/." + std::filesystem::path(target_).filename().string() + ".XXXXXX";
    const int fd = ::mkstemp(name.data());
    if (fd < 0) {
        error_ = output + ": cannot create the file: " + std::strerror(errno);
        return;
    }
    ::fchmod(fd, mode);
    ::close(fd);
    temporary_ = name;
    out_.open(temporary_, std::ios::binary | std::ios::trunc);
    if (!out_)
        error_ = output + ": cannot create the file";
}

OutputFile::~OutputFile() {
    if (!committed_ && !temporary_.empty()) {
        out_.close();
        ::unlink(temporary_.c_str());
    }
}

bool OutputFile::commit() {
    if (!ok())
        return false;
    out_.flush();
    const bool written = static_cast<bool>(out_);
    out_.close();
    if (!written || !out_) {
        error_ =
            path_ + ": writing the file failed (is the disk full?); an earlier file of that name is kept";
    } else if (::rename(temporary_.c_str(), target_.c_str()) != 0) {
        error_ = path_ + ": cannot replace the file: " + std::strerror(errno);
    }
    if (!error_.empty()) {
        ::unlink(temporary_.c_str());
        temporary_.clear();
        return false;
    }
    committed_ = true;
    return true;
}

bool writeOutputFile(const std::string& output, std::string_view bytes,
                     const std::vector<std::string>& inputs, std::string* error) {
    OutputFile file(output, inputs);
    if (file.ok()) {
        file.stream().write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
        if (file.commit())
            return true;
    }
    *error = file.error();
    return false;
}

} // namespace qmgrlab
