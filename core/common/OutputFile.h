// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile: the one way qmgrlab-cli's commands and the GUI's --screenshot write their output,
// as a Unix tool does. "-" (and /dev/stdout) is standard output; a character device such as
// /dev/null and a pipe or FIFO with a reader (--csv >(gzip > x.gz)) are written directly; a
// regular file, new or existing, is written to a temporary file in its directory that is
// renamed over it only when every byte was written and the file closed cleanly, so that a
// failed write (a full disk) keeps the earlier file whole. What is refused, when the output is
// opened (before a command does any work): an output that is one of the inputs (compared by
// device and inode, so however spelled: links, "..", a hard link, or standard output
// redirected onto an input), a directory, a block device or socket, a FIFO nobody reads, a
// symbolic link that leads nowhere. A write that fails (/dev/full, a full disk) is an error
// when the output is committed, never a silent success.
// Symbolic links: an output that is a link to a regular file is resolved deliberately, and
// the file it points to is replaced (the link stays a link, as with QSaveFile). The new file
// keeps the old one's permission bits; a new name gets 0666 less the umask.
// Exit status (README, the CLI table): an output refused or that cannot be opened is a usage
// error, 2; a write that fails once the work is done is 1.
#pragma once

#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

class OutputFile {
public:
    // Opens output ("-" for standard output) after checking it against inputs (the files the
    // command reads). When that fails, ok() is false and error() says why, as one line naming
    // the output ("FILE: would overwrite the input file IN").
    OutputFile(const std::string& output, const std::vector<std::string>& inputs);
    ~OutputFile(); // removes the temporary unless committed
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }
    // How messages name the output: "standard output", or the path as fileForMessage shows it.
    const std::string& name() const { return name_; }
    static std::string nameOf(const std::string& output);
    // Whether the output is standard output ("-" or /dev/stdout).
    static bool isStandardOutput(std::string_view output);
    // Whether two outputs of one command would write the same place: both standard output, or
    // one file however spelled (the same device and inode, or for files not made yet the same
    // absolute path). The same character device (/dev/null twice) is not: each write goes
    // through as it would alone.
    static bool sameOutput(const std::string& a, const std::string& b);

    // Where to write; only valid while ok().
    std::ostream& stream();

    // Writes what is buffered and closes the output (a temporary is renamed over its target).
    // Returns false with error() set when any write failed (the target untouched, the temporary
    // removed).
    bool commit();

private:
    class Buffer;

    std::string name_;
    std::string target_;    // a regular file: the file replaced (links resolved)
    std::string temporary_; // a regular file: where the bytes go until commit
    int fd_ = -1;
    bool ownsFd_ = false; // standard output is flushed, never closed
    std::unique_ptr<Buffer> buffer_;
    std::unique_ptr<std::ostream> stream_;
    std::string error_;
    bool committed_ = false;
};

// The whole of bytes written to output through an OutputFile. Returns false with *error set.
bool writeOutputFile(const std::string& output, std::string_view bytes,
                     const std::vector<std::string>& inputs, std::string* error);

} // namespace qmgrlab
