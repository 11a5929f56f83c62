// SPDX-License-Identifier: GPL-3.0-or-later
// LogSource: lines of a plain or gzip-compressed log through zlib.
#include "core/maillog/LogSource.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

namespace qmgrlab {

namespace {

constexpr std::size_t kChunkBytes = 256 * 1024;

gzFile asGz(void* file) {
    return static_cast<gzFile>(file);
}

} // namespace

LogSource::LogSource(std::string path) : path_(std::move(path)) {}

LogSource::~LogSource() {
    if (file_ != nullptr)
        gzclose(asGz(file_));
}

bool LogSource::open() {
    int fd = -1;
    if (path_ == "-") {
        fd = dup(STDIN_FILENO);
    } else {
        struct stat info {};
        if (stat(path_.c_str(), &info) == 0 && S_ISDIR(info.st_mode)) {
            failure_ = Failure::Directory;
            return false;
        }
        fd = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
    }
    if (fd < 0) {
        failure_ = Failure::CannotOpen;
        detail_ = std::strerror(errno);
        return false;
    }
    file_ = gzdopen(fd, "rb");
    if (file_ == nullptr) {
        close(fd);
        failure_ = Failure::CannotOpen;
        detail_ = "out of memory";
        return false;
    }
    gzbuffer(asGz(file_), 128 * 1024);
    buffer_.resize(kChunkBytes);
    return true;
}

// More bytes into the buffer; false when none came (end of file or failure).
std::uint64_t LogSource::storedBytesRead() const {
    if (file_ == nullptr)
        return 0;
    const auto offset = gzoffset(asGz(file_));
    return offset > 0 ? static_cast<std::uint64_t>(offset) : 0;
}

bool LogSource::fill() {
    if (eof_ || file_ == nullptr)
        return false;
    if (begin_ > 0) {
        std::memmove(buffer_.data(), buffer_.data() + begin_, end_ - begin_);
        end_ -= begin_;
        begin_ = 0;
    }
    const int got = gzread(asGz(file_), buffer_.data() + end_, static_cast<unsigned>(buffer_.size() - end_));
    if (end_ == 0 && got > 0 && lineNumber_ == 0 && peeked_.empty())
        compressed_ = gzdirect(asGz(file_)) == 0;
    if (got > 0) {
        end_ += static_cast<std::size_t>(got);
        return true;
    }
    eof_ = true;
    int code = Z_OK;
    const char* message = gzerror(asGz(file_), &code);
    if (code == Z_BUF_ERROR) {
        failure_ = Failure::Truncated;
    } else if (code == Z_ERRNO) {
        failure_ = Failure::ReadFailed;
        detail_ = std::strerror(errno);
    } else if (code != Z_OK && code != Z_STREAM_END) {
        failure_ = Failure::Damaged;
        detail_ = message != nullptr ? message : "";
    }
    return false;
}

bool LogSource::readLine(std::string& out, bool& cut) {
    out.clear();
    cut = false;
    for (;;) {
        const char* start = buffer_.data() + begin_;
        const void* newline = std::memchr(start, '\n', end_ - begin_);
        const std::size_t available =
            newline != nullptr ? static_cast<std::size_t>(static_cast<const char*>(newline) - start)
                               : end_ - begin_;
        if (out.size() < kMaxLineBytes) {
            const std::size_t keep = std::min(available, kMaxLineBytes - out.size());
            out.append(start, keep);
            if (keep < available)
                cut = true;
        } else if (available > 0) {
            cut = true;
        }
        if (newline != nullptr) {
            begin_ += available + 1;
            break;
        }
        begin_ = end_;
        if (!fill()) {
            // A compressed file that ends early or is damaged cuts its last line anywhere: that
            // part is no line of the log (the failure says where reading stopped).
            if ((out.empty() && !cut) || failure_ != Failure::None)
                return false;
            break; // a last line without its line end
        }
    }
    if (!out.empty() && out.back() == '\r')
        out.pop_back();
    return true;
}

bool LogSource::nextLine(std::string_view& line) {
    if (!peeked_.empty()) {
        line_ = std::move(peeked_.front().first);
        lineCut_ = peeked_.front().second;
        peeked_.pop_front();
    } else if (!readLine(line_, lineCut_)) {
        return false;
    }
    ++lineNumber_;
    line = line_;
    return true;
}

std::optional<LogTime> LogSource::firstTime() {
    for (const auto& [text, cut] : peeked_)
        if (const auto time = parseLogTime(text))
            return time;
    while (peeked_.size() < kPeekLines) {
        std::string text;
        bool cut = false;
        if (!readLine(text, cut))
            return std::nullopt;
        std::optional<LogTime> time = parseLogTime(text);
        peeked_.emplace_back(std::move(text), cut);
        if (time)
            return time;
    }
    return std::nullopt;
}

} // namespace qmgrlab
