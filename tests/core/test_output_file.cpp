// SPDX-License-Identifier: GPL-3.0-or-later
// core/OutputFile, the one way the CLI commands and --screenshot write their output: an output
// that is one of the inputs (by name, through a link, through a hard link, through "..", or
// standard output redirected onto it), a directory, a socket, a FIFO nobody reads or a dangling
// link is refused when it is opened; "-" is standard output, /dev/null and a FIFO with a reader
// are written as they are, and a write that fails there (/dev/full) is an error; a regular file
// is written to a temporary renamed over the target, so a failed write (injected here: the
// stream goes bad) keeps the earlier file whole and leaves no temporary behind; a link to a
// regular file is resolved and the file it leads to replaced, the link kept.
#include "TemporaryFolder.h"
#include "core/common/OutputFile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <gtest/gtest.h>
#include <sstream>
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
        const OutputFile file(output, {"", scenario});
        EXPECT_FALSE(file.ok());
        EXPECT_EQ(file.error(), output + ": would overwrite the input file " + scenario);
        std::string error;
        EXPECT_FALSE(writeOutputFile(output, "image", {scenario}, &error));
        EXPECT_EQ(error, file.error());
        EXPECT_EQ(contents(scenario), "{}");
    }
    // The input named through a link is found too.
    EXPECT_FALSE(OutputFile(scenario, {path("link.json")}).ok());
    EXPECT_EQ(names(), (std::vector<std::string>{"hard.json", "link.json", "scenario.json", "sub"}));
}

// Two outputs of one command (compare --csv and --json, replay -o, --csv and --json, ...) name the
// same place when both are standard output or one file however spelled, made or not yet made;
// never when both are the same character device, which each writes through as it would alone.
TEST_F(OutputFileTest, SameOutputIsOneFileHoweverSpelled) {
    const std::string made = write("made.csv", "x");
    fs::create_symlink(made, path("link.csv"));
    fs::create_hard_link(made, path("hard.csv"));
    fs::create_directories(folder() / "sub");
    for (const std::string& other : {made, path("link.csv"), path("hard.csv"), path("sub/../made.csv")})
        EXPECT_TRUE(OutputFile::sameOutput(made, other)) << other;
    EXPECT_TRUE(OutputFile::sameOutput(path("new.csv"), path("sub/../new.csv")));
    EXPECT_TRUE(OutputFile::sameOutput("-", "/dev/stdout"));
    EXPECT_FALSE(OutputFile::sameOutput(made, path("new.csv")));
    EXPECT_FALSE(OutputFile::sameOutput(path("new.csv"), path("sub/new.csv")));
    EXPECT_FALSE(OutputFile::sameOutput("-", made));
    EXPECT_FALSE(OutputFile::sameOutput("/dev/null", "/dev/null"));
}

TEST_F(OutputFileTest, DirectoriesSocketsAndDanglingLinksAreRefused) {
    const std::string socketPath = path("socket.png");
    const int fd = ::socket(AF_UNIX, SOCK_STREAM, 0);
    ASSERT_GE(fd, 0);
    sockaddr_un address{};
    address.sun_family = AF_UNIX;
    std::strncpy(address.sun_path, socketPath.c_str(), sizeof address.sun_path - 1);
    ASSERT_EQ(::bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address), 0) << std::strerror(errno);
    EXPECT_EQ(OutputFile(socketPath, {}).error(),
              socketPath + ": is a block device or a socket; qmgrlab writes regular files, character devices "
                           "(such as /dev/null) and pipes");
    ::close(fd);
    EXPECT_EQ(OutputFile(folder().string(), {}).error(), folder().string() + ": is a directory");
    fs::create_symlink(path("nowhere.png"), path("dangling.png"));
    EXPECT_NE(OutputFile(path("dangling.png"), {}).error().find("does not exist"), std::string::npos);
    EXPECT_EQ(OutputFile("", {}).error(), "an output file needs a name");
}

// A FIFO without a reader would block the writer for ever: refused at once. With a reader,
// the bytes go through it and the FIFO stays a FIFO.
TEST_F(OutputFileTest, AFifoIsWrittenWhenSomethingReadsIt) {
    const std::string fifo = path("pipe.csv");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0) << std::strerror(errno);
    EXPECT_EQ(OutputFile(fifo, {}).error(), fifo + ": is a FIFO that no process reads");

    const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);
    ASSERT_GE(reader, 0) << std::strerror(errno);
    std::string error;
    ASSERT_TRUE(writeOutputFile(fifo, "a,b\n1,2\n", {}, &error)) << error;
    char buffer[64] = {};
    EXPECT_EQ(::read(reader, buffer, sizeof buffer), 8);
    EXPECT_EQ(std::string(buffer), "a,b\n1,2\n");
    ::close(reader);
    struct stat status {};
    ASSERT_EQ(::lstat(fifo.c_str(), &status), 0);
    EXPECT_TRUE(S_ISFIFO(status.st_mode));
    EXPECT_EQ(names(), std::vector<std::string>{"pipe.csv"});
}

// Character devices are written as they are: /dev/null takes everything, /dev/full fails every
// write, which commit reports (never a silent success).
TEST_F(OutputFileTest, DevicesAreWrittenAndAFullOneIsAnError) {
    std::string error;
    EXPECT_TRUE(writeOutputFile("/dev/null", std::string(200000, 'x'), {}, &error)) << error;
    // A device replaces no file: /dev/null is written even when it is also an input (sweep's
    // --plot checks itself against its --csv).
    EXPECT_TRUE(writeOutputFile("/dev/null", "x", {"/dev/null"}, &error)) << error;
    EXPECT_FALSE(writeOutputFile("/dev/full", std::string(200000, 'x'), {}, &error));
    EXPECT_EQ(error, "/dev/full: writing failed: " + std::string(std::strerror(ENOSPC)));
    // A write small enough to stay in the buffer fails at commit all the same.
    EXPECT_FALSE(writeOutputFile("/dev/full", "x", {}, &error));
    EXPECT_EQ(error, "/dev/full: writing failed: " + std::string(std::strerror(ENOSPC)));
}

// Standard output ("-" or /dev/stdout), here pointed at a file for the test; redirected onto
// an input, it is refused.
TEST_F(OutputFileTest, DashIsStandardOutput) {
    const std::string captured = path("stdout.txt");
    const std::string scenario = write("scenario.json", "{}");
    const int saved = ::dup(STDOUT_FILENO);
    ASSERT_GE(saved, 0);
    const auto pointStdoutAt = [](const std::string& file, int flags) {
        const int fd = ::open(file.c_str(), flags, 0600);
        ASSERT_GE(fd, 0) << std::strerror(errno);
        ASSERT_EQ(::dup2(fd, STDOUT_FILENO), STDOUT_FILENO);
        ::close(fd);
    };
    // What the program wrote before (gtest_main's greeting, still in stdout's buffer when standard
    // output is a file) goes where it was meant to, not into the file captured.
    std::fflush(stdout);
    pointStdoutAt(captured, O_WRONLY | O_CREAT | O_TRUNC);
    std::string error;
    const bool dash = writeOutputFile("-", "one\n", {scenario}, &error);
    const bool devStdout = writeOutputFile("/dev/stdout", "two\n", {scenario}, &error);
    pointStdoutAt(scenario, O_WRONLY | O_APPEND);
    const OutputFile ontoInput("-", {scenario});
    ::dup2(saved, STDOUT_FILENO);
    ::close(saved);
    EXPECT_TRUE(dash && devStdout) << error;
    EXPECT_EQ(contents(captured), "one\ntwo\n");
    EXPECT_EQ(ontoInput.error(), "standard output: is redirected to the input file " + scenario);
    EXPECT_EQ(contents(scenario), "{}");
    EXPECT_TRUE(OutputFile::isStandardOutput("-"));
    EXPECT_FALSE(OutputFile::isStandardOutput("./-"));
}

TEST_F(OutputFileTest, AFailedWriteKeepsTheEarlierFile) {
    const std::string csv = write("out.csv", "earlier\n");
    OutputFile file(csv, {});
    ASSERT_TRUE(file.ok()) << file.error();
    file.stream() << "half of the new";
    file.stream().setstate(std::ios::badbit); // as a full disk would
    EXPECT_FALSE(file.commit());
    EXPECT_EQ(file.error(),
              csv + ": writing the file failed (the output went bad); an earlier file of that name is kept");
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

// A name that would break the one-line message or reach the terminal raw is shown quoted, with
// '?' for what a terminal would act on.
TEST_F(OutputFileTest, ANameIsEchoedOnOneLine) {
    const std::string name = path("a\nb\x1b[31m.csv");
    const std::string error = OutputFile(name + "/x", {}).error();
    EXPECT_EQ(error.find('\n'), std::string::npos) << error;
    EXPECT_EQ(error.find('\x1b'), std::string::npos) << error;
    // (appended, not "'" + std::string: GCC 12 warns falsely about that)
    std::string expected = "'";
    expected += path("a?b?[31m.csv") + "/x': cannot create the file: ";
    EXPECT_EQ(error.rfind(expected, 0), 0u) << error;
}

} // namespace
