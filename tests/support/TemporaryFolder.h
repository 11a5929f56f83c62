// SPDX-License-Identifier: GPL-3.0-or-later
// TemporaryFolder: a new folder of its own under the system's temporary directory, for one test,
// removed with all it holds when the test ends: a value in a test, or a base of its fixture
// (class Fixture : public testing::Test, protected TemporaryFolder).
#pragma once

#include <filesystem>
#include <string>

namespace qmgrlab::test {

class TemporaryFolder {
public:
    TemporaryFolder();
    ~TemporaryFolder();
    TemporaryFolder(const TemporaryFolder&) = delete;
    TemporaryFolder& operator=(const TemporaryFolder&) = delete;

    const std::filesystem::path& folder() const { return folder_; }
    // The path of a file in it.
    std::string path(const std::string& name) const { return (folder_ / name).string(); }
    // Writes text, byte for byte, to a file in it; its path.
    std::string write(const std::string& name, const std::string& text) const;
    // A file's bytes.
    static std::string contents(const std::string& file);

private:
    std::filesystem::path folder_;
};

} // namespace qmgrlab::test
