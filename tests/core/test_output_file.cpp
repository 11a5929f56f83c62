// SPDX-License-Identifier: GPL-3.0-or-later
// core/OutputFile, the one way the CLI commands and --screenshot write a file: an output that
// is one of the inputs (by name, through a link, through a hard link, through "..") or a FIFO,
// socket, device, directory or dangling link is refused before anything is written; a write
// goes to a temporary renamed over the target, so a failed write (injected here: the stream
// goes bad) keeps the earlier file whole and leaves no temporary behind; a link to a regular
// file is resolved and the file it leads to replaced, the link kept.
#include "TemporaryFolder.h"
#include "core/common/OutputFile.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <gtest/gtest.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

class OutputFileTest : public testing::Test, protected test::TemporaryFolder {
protected:
    // Every name in the directory (a temporary left behind would show here).
    std::vector<std::string> names() const {
        std::vector<std::string> all;
        for (const auto& entry : fs::directory_iterator(folder()))
            all.push_back(entry.path().filename().string());
        std::sort(all.begin(), all.end());
        return all;
    }
};

TEST_F(OutputFileTest, AnInputIsRefusedHoweverItIsNamed) {
    const std::string scenario = write("scenario.json", "{}");
    fs::create_symlink(scenario, path("link.json"));
    fs::create_hard_link(scenario, path("hard.json"));
    fs::create_directories(folder() / "sub");
    for (const std::string& output :
         {scenario, path("link.json"), path("hard.json"), path("sub/../scenario.json")}) {
        SCOPED_TRACE(output);
        const std::string refusal = outputRefusal(output, {"", scenario});
        EXPECT_EQ(refusal, output + ": would overwrite the input file " + scenario);
        std::string error;
        EXPECT_FALSE(writeOutputFile(output, "image", {scenario}, &error));
        EXPECT_EQ(error, refusal);
        EXPECT_EQ(contents(scenario), "{}");
    }
    // The input named through a link is found too.
    EXPECT_NE(outputRefusal(scenario, {path("link.json")}), "");
}

TEST_F(OutputFileTest, SpecialFilesAreRefusedBeforeAnythingIsWritten) {
    const std::string fifo = path("pipe.png");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0) << std::strerror(errno);
    fs::create_symlink(fifo, path("link-to-pipe.png"));
    fs::create_symlink("/dev/null", path("link-to-null.png"));
    const std::string socketPath = path("socket.png");
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, socketPath.c_str(), sizeof address.sun_path - 1);
    ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0) << std::strerror(errno);
    for (const std::string& output : {fifo, path("link-to-pipe.png"), std::string("/dev/null"),
                                      std::string("/dev/full"), path("link-to-null.png"), socketPath}) {
        SCOPED_TRACE(output);
        EXPECT_EQ(
            outputRefusal(output, {}),
            output + ": is not a regular file (a FIFO, socket or device); qmgrlab writes only regular files");
    }
    ::close(fd);
    // Only the refusal is asked of the devices; the FIFO is also given to the writer.
    std::string error;
    EXPECT_FALSE(writeOutputFile(fifo, "x", {}, &error));
    struct stat status {};
    ASSERT_EQ(::lstat(fifo.c_str(), &status), 0);
    EXPECT_TRUE(S_ISFIFO(status.st_mode));
    EXPECT_NE(outputRefusal(folder().string(), {}).find("is a directory"), std::string::npos);
    fs::create_symlink(path("nowhere.png"), path("dangling.png"));
    EXPECT_NE(outputRefusal(path("dangling.png"), {}).find("does not exist"), std::string::npos);
}

TEST_F(OutputFileTest, AFailedWriteKeepsTheEarlierFile) {
    const std::string csv = write("out.csv", "earlier\n");
    OutputFile file(csv, {});
    ASSERT_TRUE(file.ok()) << file.error();
    file.stream() << "half of the new";
    file.stream().setstate(std::ios::badbit); // as a full disk would
    EXPECT_FALSE(file.commit());
    EXPECT_EQ(file.error(),
              csv + ": writing the file failed (is the disk full?); an earlier file of that name is kept");
    EXPECT_EQ(contents(csv), "earlier\n");
    EXPECT_EQ(names(), std::vector<std::string>{"out.csv"});
}

TEST_F(OutputFileTest, AnUncommittedFileLeavesNothingBehind) {
    {
        OutputFile file(path("new.csv"), {});
        ASSERT_TRUE(file.ok());
        file.stream() << "never committed";
    }
    EXPECT_TRUE(names().empty());
}

TEST_F(OutputFileTest, ReplacesTheFileKeepingItsMode) {
    const std::string csv = write("out.csv", "earlier\n");
    fs::permissions(csv, fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    std::string error;
    ASSERT_TRUE(writeOutputFile(csv, "new\n", {}, &error)) << error;
    EXPECT_EQ(contents(csv), "new\n");
    EXPECT_EQ(fs::status(csv).permissions(),
              fs::perms::owner_read | fs::perms::owner_write | fs::perms::group_read);
    EXPECT_EQ(names(), std::vector<std::string>{"out.csv"});
}

// A link to a regular file: the file it leads to is replaced and the link stays a link.
TEST_F(OutputFileTest, ALinkIsResolvedAndKept) {
    fs::create_directories(folder() / "real");
    const std::string target = write("real/plot.svg", "old");
    fs::create_symlink(target, path("plot.svg"));
    std::string error;
    ASSERT_TRUE(writeOutputFile(path("plot.svg"), "new", {}, &error)) << error;
    EXPECT_TRUE(fs::is_symlink(path("plot.svg")));
    EXPECT_EQ(contents(target), "new");
}

TEST_F(OutputFileTest, AMissingDirectoryIsAnError) {
    std::string error;
    EXPECT_FALSE(writeOutputFile(path("no/such/dir/out.csv"), "x", {}, &error));
    EXPECT_EQ(error.rfind(path("no/such/dir/out.csv") + ": cannot create the file: ", 0), 0u) << error;
}

} // namespace
