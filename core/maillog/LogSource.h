// SPDX-License-Identifier: GPL-3.0-or-later
// LogSource: one mail log file read line by line, plain or gzip-compressed (zlib reads both; a
// rotated mail.log.2.gz needs no zcat), or standard input for "-". Memory stays bounded: a line
// longer than kMaxLineBytes is cut there (the rest is skipped and the cut counted), and the look
// ahead for the file's first time stamp keeps at most kPeekLines lines. What went wrong (a file
// that cannot be opened, a compressed file that ends early or is damaged) is kept for the reader
// to report, with whatever was read before it.
#pragma once

#include "core/maillog/LogTime.h"

#include <cstdint>
#include <deque>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class LogSource {
public:
    static constexpr std::size_t kMaxLineBytes = 64 * 1024;
    static constexpr std::size_t kPeekLines = 1000;

    enum class Failure : std::uint8_t {
        None,
        CannotOpen, // detail: the system's reason
        Directory,
        Truncated, // a compressed file that ends in the middle of its data
        Damaged,   // compressed data that zlib cannot read; detail: zlib's words
        ReadFailed // detail: the system's reason
    };

    explicit LogSource(std::string path);
    ~LogSource();
    LogSource(const LogSource&) = delete;
    LogSource& operator=(const LogSource&) = delete;

    const std::string& path() const { return path_; }
    // Opens the file; false with failure() set when it cannot be read at all.
    bool open();
    // The next line, without its line end (a "\r\n" end loses the '\r' too); false at the end
    // of the file or at a failure. The view is valid until the next call.
    bool nextLine(std::string_view& line);
    // The number of the line nextLine returned last, from 1.
    std::uint64_t lineNumber() const { return lineNumber_; }
    // The line nextLine returned last was cut at kMaxLineBytes.
    bool lineCut() const { return lineCut_; }
    // The time stamp of the first line that has one within the first kPeekLines lines (the lines
    // read to find it are kept and returned by nextLine as usual).
    std::optional<LogTime> firstTime();
    bool compressed() const { return compressed_; }
    // The bytes of the file read so far, as stored (compressed bytes for a .gz).
    std::uint64_t storedBytesRead() const;

    Failure failure() const { return failure_; }
    const std::string& failureDetail() const { return detail_; }

private:
    bool readLine(std::string& out, bool& cut);
    bool fill();

    std::string path_;
    void* file_ = nullptr; // a gzFile
    bool compressed_ = false;
    std::vector<char> buffer_;
    std::size_t begin_ = 0; // unread bytes are buffer_[begin_, end_)
    std::size_t end_ = 0;
    bool eof_ = false;
    std::deque<std::pair<std::string, bool>> peeked_; // lines read ahead, with their cut flags
    std::string line_;
    std::uint64_t lineNumber_ = 0;
    bool lineCut_ = false;
    Failure failure_ = Failure::None;
    std::string detail_;
};

} // namespace qmgrlab
