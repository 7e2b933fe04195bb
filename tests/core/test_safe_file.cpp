// Writing never damages: a regular file is replaced whole or not at all, a link stays a
// link, a FIFO or device is written directly and stays what it is, and nothing is left
// behind — through hs::SafeFile and through the command line's outputs.

#include "hs/util/safe_file.h"

#include "cli_fixture.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <future>
#include <sstream>
#include <string>

#include <sys/stat.h>

namespace hs {
namespace {

namespace fs = std::filesystem;

using SafeFileTest = test::CliFixture;

std::string slurp(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}

// Every entry of the folder but the fixture's own captures.
std::size_t entries(const fs::path& dir) {
    std::size_t n = 0;
    for (const auto& e : fs::directory_iterator(dir)) {
        const std::string name = e.path().filename().string();
        if (name != "stdout.txt" && name != "stderr.txt") ++n;
    }
    return n;
}

TEST_F(SafeFileTest, ARegularFileIsReplacedWholeAndKeepsItsPermissions) {
    const std::string target = write("out.csv", "old\n");
    ASSERT_EQ(::chmod(target.c_str(), 0640), 0);
    std::string error;
    ASSERT_TRUE(writeFileSafely(target, "new\n", error)) << error;
    EXPECT_EQ(slurp(target), "new\n");
    struct stat st {};
    ASSERT_EQ(::stat(target.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0640u);
    EXPECT_EQ(entries(m_dir), 1u);  // no temporary file left
}

TEST_F(SafeFileTest, AnAbandonedWriteLeavesTheOldFileAndNoTemporary) {
    const std::string target = write("out.csv", "old\n");
    {
        SafeFile file;
        std::string error;
        ASSERT_TRUE(file.open(target, error)) << error;
        file.stream() << "half of the new";
        // destroyed without commit, as when the writer fails or throws
    }
    EXPECT_EQ(slurp(target), "old\n");
    EXPECT_EQ(entries(m_dir), 1u);
}

TEST_F(SafeFileTest, ALinkStaysALinkAndItsTargetIsReplaced) {
    const std::string real = write("real.csv", "old\n");
    const std::string link = path("link.csv");
    fs::create_symlink("real.csv", link);
    std::string error;
    ASSERT_TRUE(writeFileSafely(link, "new\n", error)) << error;
    EXPECT_TRUE(fs::is_symlink(link));
    EXPECT_EQ(slurp(real), "new\n");
    EXPECT_EQ(entries(m_dir), 2u);
}

TEST_F(SafeFileTest, AFolderIsRefusedWithItsName) {
    fs::create_directory(path("folder"));
    std::string error;
    EXPECT_FALSE(writeFileSafely(path("folder"), "x", error));
    EXPECT_NE(error.find("folder"), std::string::npos) << error;
    EXPECT_TRUE(fs::is_directory(path("folder")));
}

TEST_F(SafeFileTest, AMissingFolderIsAnErrorNotACrash) {
    std::string error;
    EXPECT_FALSE(writeFileSafely(path("no/such/folder/out.csv"), "x", error));
    EXPECT_NE(error.find("cannot write"), std::string::npos);
}

// The command line's results written into a FIFO (as into /dev/null or a pipe): the bytes
// arrive and the FIFO is still a FIFO, not replaced by a regular file.
TEST_F(SafeFileTest, CliOutputIntoAFifoStaysAFifo) {
    const std::string fifo = path("results.fifo");
    ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
    const std::string model = write("Decay.mo",
                                    "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n");
    auto reader = std::async(std::launch::async, [&] { return slurp(fifo); });
    const test::CliResult r = run("simulate " + model + " --stop-time 1 --quiet --output " + fifo);
    const std::string received = reader.get();
    EXPECT_EQ(r.exitCode, 0) << r.err;
    EXPECT_EQ(received.rfind("time,x\n", 0), 0u) << received.substr(0, 40);
    struct stat st {};
    ASSERT_EQ(::lstat(fifo.c_str(), &st), 0);
    EXPECT_TRUE(S_ISFIFO(st.st_mode));
    EXPECT_EQ(entries(m_dir), 2u);  // the model and the FIFO: no temporary left
}

// A large result is streamed: the file is complete and equal to the model's rows.
TEST_F(SafeFileTest, CliResultsAreCompleteAndLeaveNoTemporary) {
    const std::string model = write("Decay.mo",
                                    "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n");
    const std::string out = write("out.csv", "an older result\n");
    const test::CliResult r = run("simulate " + model + " --stop-time 100 --interval 0.001 --quiet --output " + out);
    ASSERT_EQ(r.exitCode, 0) << r.err;
    const auto rows = lines(read(out));
    ASSERT_GE(rows.size(), 1u + 100001u);  // every output point (and the rows of the last instant)
    EXPECT_EQ(rows.front(), "time,x");
    EXPECT_EQ(fields(rows.back(), ',').front(), "100");
    EXPECT_EQ(entries(m_dir), 2u);
}

}  // namespace
}  // namespace hs
