// SPDX-License-Identifier: GPL-3.0-or-later
// OutputFile: the one way qmgrlab-cli's commands and the GUI's --screenshot write a file.
// outputRefusal() is asked before any work is done: an output that is one of the inputs
// (however spelled: through symbolic links, "..", or a hard link: the same device and inode),
// a FIFO, socket, device or directory, or a symbolic link that leads nowhere is refused. The
// bytes then go to a temporary file in the target's directory, renamed over the target only
// when every byte was written and the file closed cleanly, so a failed write (a full disk)
// keeps the earlier file whole and is reported, never a silent success.
// Symbolic links: an output that is a link to a regular file is resolved deliberately, and
// the file it points to is replaced (the link stays a link, as with QSaveFile); a rename onto
// the link itself would turn it into a plain file. The new file keeps the old one's
// permission bits; a new name gets 0666 less the umask.
#pragma once

#include <fstream>
#include <string>
#include <string_view>
#include <vector>

namespace qmgrlab {

// Why output may not be written, as one English line starting with output ("FILE: would
// overwrite the input file IN"); empty when it may be written.
std::string outputRefusal(const std::string& output, const std::vector<std::string>& inputs);

class OutputFile {
public:
    // Checks output against inputs (outputRefusal) and opens a temporary file next to the
    // target. When either fails, ok() is false and error() says why.
    OutputFile(const std::string& output, const std::vector<std::string>& inputs);
    ~OutputFile(); // removes the temporary unless committed
    OutputFile(const OutputFile&) = delete;
    OutputFile& operator=(const OutputFile&) = delete;

    bool ok() const { return error_.empty(); }
    const std::string& error() const { return error_; }

    // Where to write; only valid while ok().
    std::ostream& stream() { return out_; }

    // Flushes and closes the temporary and renames it over the target. Returns false with
    // error() set (the target untouched, the temporary removed) when anything failed.
    bool commit();

private:
    std::string path_;   // as given, for messages
    std::string target_; // the file replaced: path_ with its links resolved
    std::string temporary_;
    std::ofstream out_;
    std::string error_;
    bool committed_ = false;
};

// The whole of bytes written to output through an OutputFile. Returns false with *error set.
bool writeOutputFile(const std::string& output, std::string_view bytes,
                     const std::vector<std::string>& inputs, std::string* error);

} // namespace qmgrlab
