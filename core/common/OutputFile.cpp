// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile: the checks on opening, a descriptor-backed stream that remembers the first failed
// write, and the temporary renamed over a regular file.
#include "core/common/OutputFile.h"

#include "core/common/Text.h"

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <iostream>
#include <streambuf>
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

// The input that output (whose status is given) would overwrite, or nullptr. A character device
// replaces nothing (/dev/null as an input and as an output, two outputs to it): none.
const std::string* inputAt(const struct stat& output, const std::vector<std::string>& inputs) {
    if (S_ISCHR(output.st_mode))
        return nullptr;
    for (const std::string& input : inputs) {
        struct stat in {};
        if (!input.empty() && ::stat(input.c_str(), &in) == 0 && sameFile(in, output))
            return &input;
    }
    return nullptr;
}

} // namespace

// A stream buffer over a descriptor: a write that fails (or writes nothing) is remembered with
// its errno and every later one is dropped, so that commit can report it.
class OutputFile::Buffer final : public std::streambuf {
public:
    explicit Buffer(int fd) : fd_(fd) { setp(data_, data_ + sizeof data_); }

    // The errno of the first failed write; 0 while every write succeeded.
    int failure() const { return failure_; }

    bool flushAll() { return drain() && failure_ == 0; }

protected:
    int_type overflow(int_type c) override {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

private:
    bool drain() {
        const char* next = pbase();
        while (failure_ == 0 && next < pptr()) {
            const ssize_t n = ::write(fd_, next, static_cast<std::size_t>(pptr() - next));
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                failure_ = n < 0 ? errno : EIO;
            else
                next += n;
        }
        setp(data_, data_ + sizeof data_);
        return failure_ == 0;
    }

    int fd_;
    int failure_ = 0;
    char data_[1 << 16];
};

bool OutputFile::isStandardOutput(std::string_view output) {
    return output == "-" || output == "/dev/stdout";
}

bool OutputFile::sameOutput(const std::string& a, const std::string& b) {
    if (isStandardOutput(a) || isStandardOutput(b))
        return isStandardOutput(a) && isStandardOutput(b);
    struct stat first {};
    struct stat second {};
    if (::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0)
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino && !S_ISCHR(first.st_mode);
    std::error_code error;
    const std::filesystem::path left = std::filesystem::weakly_canonical(a, error);
    const std::filesystem::path right =
        error ? std::filesystem::path() : std::filesystem::weakly_canonical(b, error);
    return error ? a == b : left == right;
}

std::string OutputFile::nameOf(const std::string& output) {
    return isStandardOutput(output) ? std::string("standard output") : fileForMessage(output);
}

OutputFile::OutputFile(const std::string& output, const std::vector<std::string>& inputs)
    : name_(nameOf(output)) {
    const auto refuse = [this](const std::string& rule) { error_ = name_ + ": " + rule; };
    if (output.empty()) {
        error_ = "an output file needs a name";
        return;
    }
    if (isStandardOutput(output)) {
        // Redirected onto an input (qmgrlab-cli run s.json --trace - >> s.json): refused too.
        struct stat status {};
        if (::fstat(STDOUT_FILENO, &status) != 0) {
            refuse(std::string("cannot be written: ") + std::strerror(errno));
            return;
        }
        if (const std::string* input = inputAt(status, inputs)) {
            refuse("is redirected to the input file " + fileForMessage(*input));
            return;
        }
        std::cout.flush(); // what was printed before comes first
        fd_ = STDOUT_FILENO;
    } else {
        struct stat link {};
        struct stat target {};
        const bool exists = ::lstat(output.c_str(), &link) == 0;
        if (exists && ::stat(output.c_str(), &target) != 0) {
            refuse("is a symbolic link to a file that does not exist; give the file's own name");
            return;
        }
        if (exists) {
            if (const std::string* input = inputAt(target, inputs)) {
                refuse("would overwrite the input file " + fileForMessage(*input));
                return;
            }
            if (S_ISDIR(target.st_mode)) {
                refuse("is a directory");
                return;
            }
            if (S_ISBLK(target.st_mode) || S_ISSOCK(target.st_mode)) {
                refuse("is a block device or a socket; qmgrlab writes regular files, character devices "
                       "(such as /dev/null) and pipes");
                return;
            }
        }
        if (exists && !S_ISREG(target.st_mode)) {
            // A character device or a FIFO: written as it is. A FIFO without a reader is refused
            // rather than waited for (O_NONBLOCK); the writes then block as usual.
            fd_ = ::open(output.c_str(), O_WRONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
            if (fd_ < 0) {
                refuse(errno == ENXIO ? std::string("is a FIFO that no process reads")
                                      : std::string("cannot be opened: ") + std::strerror(errno));
                return;
            }
            const int flags = ::fcntl(fd_, F_GETFL);
            if (flags >= 0)
                ::fcntl(fd_, F_SETFL, flags & ~O_NONBLOCK);
            ownsFd_ = true;
        } else {
            mode_t mode = 0;
            target_ = output;
            if (exists) {
                // A link is resolved: the file it leads to is replaced, the link stays.
                std::error_code ec;
                const std::filesystem::path resolved = std::filesystem::canonical(output, ec);
                if (!ec)
                    target_ = resolved.string();
                mode = target.st_mode & 07777;
            } else {
                const mode_t mask = ::umask(0);
                ::umask(mask);
                mode = 0666 & ~mask;
            }
            std::string name =
                directoryOf(target_) + "/." + std::filesystem::path(target_).filename().string() + ".XXXXXX";
            fd_ = ::mkostemp(name.data(), O_CLOEXEC);
            if (fd_ < 0) {
                refuse(std::string("cannot create the file: ") + std::strerror(errno));
                return;
            }
            ::fchmod(fd_, mode);
            temporary_ = name;
            ownsFd_ = true;
        }
    }
    buffer_ = std::make_unique<Buffer>(fd_);
    stream_ = std::make_unique<std::ostream>(buffer_.get());
}

OutputFile::~OutputFile() {
    if (ownsFd_ && fd_ >= 0)
        ::close(fd_);
    if (!committed_ && !temporary_.empty())
        ::unlink(temporary_.c_str());
}

std::ostream& OutputFile::stream() {
    return *stream_;
}

bool OutputFile::commit() {
    if (!ok())
        return false;
    const bool streamGood = static_cast<bool>(*stream_);
    bool written = buffer_->flushAll() && streamGood;
    int failure = buffer_->failure();
    if (ownsFd_) {
        // close reports what a network file system or a full disk found only now.
        if (::close(fd_) != 0 && written) {
            written = false;
            failure = errno;
        }
        fd_ = -1;
    }
    const std::string reason = failure != 0 ? std::strerror(failure) : "the output went bad";
    if (!written) {
        error_ = name_ + (temporary_.empty() ? ": writing failed: " + reason
                                             : ": writing the file failed (" + reason +
                                                   "); an earlier file of that name is kept");
    } else if (!temporary_.empty() && ::rename(temporary_.c_str(), target_.c_str()) != 0) {
        error_ = name_ + ": cannot replace the file: " + std::strerror(errno);
    }
    if (!error_.empty()) {
        if (!temporary_.empty())
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
