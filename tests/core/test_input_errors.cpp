// SPDX-License-Identifier: GPL-3.0-or-later
// Error paths of the files qmgrlab reads (a scenario, each file of a server import, a sweep
// shard's CSV: all through core/InputFile): a
// missing file, a path through a regular file, a directory, a FIFO (refused without
// blocking), a file over the size cap, an unreadable file, a file that vanishes after it
// was looked at, a device that never ends (/dev/zero). Each is a ScenarioError naming the
// file, never a crash or a hang. A NUL byte in a scenario is an error at its line and column.
#include "TemporaryFolder.h"
#include "core/import/ServerImport.h"
#include "core/scenario/InputFile.h"
#include "core/scenario/Scenario.h"
#include "core/scenario/ScenarioError.h"
#include "core/whatif/SweepCsvMerge.h"

#include <cerrno>
#include <chrono>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <functional>
#include <future>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

namespace {

namespace fs = std::filesystem;
using namespace qmgrlab;

// A fresh directory for one test, removed afterwards.
class InputErrors : public testing::Test, protected test::TemporaryFolder {};

// Both readers: the scenario loader and the import's file reader.
struct Reader {
    const char* name;
    std::function<void(const std::string&)> read;
};
const Reader kReaders[] = {
    {"loadScenarioFile", [](const std::string& p) { loadScenarioFile(p); }},
    {"readImportSource", [](const std::string& p) { readImportSource(p); }},
    {"sweep --merge shard",
     [](const std::string& p) {
         SweepCsvMerge().add(p,
                             readInputFile(p, SweepCsvMerge::kMaxShardBytes, SweepCsvMerge::tooLargeRule()));
     }},
};

// The error a reader gives for path; fails the test when it accepts the file.
ScenarioError rejection(const Reader& reader, const std::string& path) {
    try {
        reader.read(path);
    } catch (const ScenarioError& e) {
        return e;
    }
    ADD_FAILURE() << reader.name << " accepted " << path;
    return ScenarioError("", {}, {});
}

void expectRejected(const std::string& path, const std::string& word) {
    for (const Reader& reader : kReaders) {
        SCOPED_TRACE(reader.name);
        const ScenarioError e = rejection(reader, path);
        EXPECT_EQ(e.file(), path);
        EXPECT_NE(e.rule().find(word), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).rfind(path + ": ", 0), 0u) << e.what();
    }
}

TEST_F(InputErrors, MissingFile) {
    expectRejected(path("none.json"), std::strerror(ENOENT));
}

// A path that cannot be opened although nobody's permissions are involved (works as root).
TEST_F(InputErrors, PathThroughARegularFile) {
    const std::string file = write("plain.json", "{}");
    expectRejected(file + "/inner.json", std::strerror(ENOTDIR));
}

TEST_F(InputErrors, DirectoryGivenAsAFile) {
    expectRejected(folder().string(), "directory");
}

TEST_F(InputErrors, FifoIsRefusedWithoutBlocking) {
    const std::string fifo = path("pipe.json");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0) << std::strerror(errno);
    for (const Reader& reader : kReaders) {
        SCOPED_TRACE(reader.name);
        auto result =
            std::async(std::launch::async, [&] { return std::string(rejection(reader, fifo).rule()); });
        if (result.wait_for(std::chrono::seconds(10)) != std::future_status::ready) {
            // Unblock the reader (a writer that closes at once gives it end of file), then fail.
            const int fd = ::open(fifo.c_str(), O_WRONLY | O_NONBLOCK);
            if (fd >= 0)
                ::close(fd);
            ADD_FAILURE() << "the reader blocks on a FIFO";
        }
        EXPECT_NE(result.get().find("not a regular file"), std::string::npos);
    }
}

// A character device reads forever: refused before a byte is read, by every reader.
TEST_F(InputErrors, DevicesAreRefused) {
    for (const char* device : {"/dev/zero", "/dev/null"}) {
        SCOPED_TRACE(device);
        expectRejected(device, "not a regular file");
    }
}

// Through a symbolic link: the file it leads to is what counts.
TEST_F(InputErrors, LinkToADeviceIsRefused) {
    const std::string link = path("zero.json");
    fs::create_symlink("/dev/zero", link);
    expectRejected(link, "not a regular file");
}

// The bound holds for what is read as well as for the size given by stat.
TEST_F(InputErrors, ReadingStopsAtTheBound) {
    const std::string file = write("ten.txt", "0123456789");
    EXPECT_EQ(readInputFile(file, 10, RuleText::verbatim("too large")), "0123456789");
    try {
        readInputFile(file, 9, RuleText::verbatim("too large"));
        ADD_FAILURE() << "accepted 10 bytes with a bound of 9";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(std::string(e.what()), file + ": too large");
    }
}

// The JSON parser stops at a NUL byte; the loader must not accept what comes before it.
TEST_F(InputErrors, NulByteInAScenarioIsAnErrorAtItsPlace) {
    const std::string text = std::string(R"({"format": "qmgrlab-scenario-1", "destinations": {"*": {}},)") +
                             "\n \"messages\": []}" + std::string(1, '\0') + "garbage {{{";
    const std::string file = write("nul.json", text);
    try {
        loadScenarioFile(file);
        ADD_FAILURE() << "accepted a scenario followed by a NUL byte";
    } catch (const ScenarioError& e) {
        EXPECT_EQ(e.file(), file);
        EXPECT_NE(e.rule().find("line 2, column 17: a NUL byte"), std::string::npos) << e.what();
    }
}

// A syntax error quotes the last token cut short: a 50 KB string gives a short message.
TEST_F(InputErrors, SyntaxErrorQuotesTheTokenCutShort) {
    const std::string file =
        write("long.json", R"({"format": "qmgrlab-scenario-1", "title": ")" + std::string(50000, 'x'));
    try {
        loadScenarioFile(file);
        ADD_FAILURE() << "accepted";
    } catch (const ScenarioError& e) {
        EXPECT_LT(std::string(e.what()).size(), file.size() + 200) << e.what();
        EXPECT_NE(e.rule().find("xxx...'"), std::string::npos) << e.what();
    }
}

TEST_F(InputErrors, FileOverTheSizeCap) {
    const std::string big = write("big.json", "");
    // sparse: cheap to make; over the shard cap too
    fs::resize_file(big, static_cast<std::uintmax_t>(SweepCsvMerge::kMaxShardBytes) + 1);
    expectRejected(big, "larger than");
}

TEST_F(InputErrors, UnreadableFile) {
    if (::geteuid() == 0)
        GTEST_SKIP() << "root reads files whatever their permissions";
    const std::string file = write("secret.json", "{}");
    fs::permissions(file, fs::perms::none);
    expectRejected(file, std::strerror(EACCES));
}

// The file is looked at (stat) and removed before it is read: the error is a clean one.
TEST_F(InputErrors, FileThatVanishesAfterStat) {
    const std::string file = write("gone.json", "{}");
    struct stat info {};
    ASSERT_EQ(::stat(file.c_str(), &info), 0);
    ASSERT_TRUE(S_ISREG(info.st_mode));
    fs::remove(file);
    expectRejected(file, std::strerror(ENOENT));
}

// What a file holds, read through the loader: the file and the JSON place are named.
TEST_F(InputErrors, ScenarioContentsNameFileAndPlace) {
    struct Case {
        const char* text;
        const char* place;
        const char* word;
    };
    const Case cases[] = {
        {R"({"format": "qmgrlab-scenario-1", "messages": [)", "", "JSON"},
        {R"({"format": "qmgrlab-scenario-1", "messages": "none"})", "messages", "array"},
        {R"({"format": "qmgrlab-scenario-1", "destinations": {}, "messages": [], "master.cf": {"smtp": {"maxproc": 0}}})",
         "master.cf.smtp.maxproc", "1"},
        {R"({"format": "qmgrlab-scenario-1", "destinations": {}, "messages": [], "master.cf": {"smtp": {"maxproc": 99999999999999999999}}})",
         "master.cf.smtp.maxproc", ""},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.text);
        const std::string file = write("bad.json", c.text);
        try {
            loadScenarioFile(file);
            ADD_FAILURE() << "accepted";
        } catch (const ScenarioError& e) {
            EXPECT_EQ(e.file(), file);
            EXPECT_EQ(e.path(), c.place) << e.what();
            EXPECT_NE(e.rule().find(c.word), std::string::npos) << e.what();
        }
    }
}

} // namespace
