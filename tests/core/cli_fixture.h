#pragma once
// A test fixture that runs the hybridstudio-cli binary (HS_CLI_PATH) in a scratch folder
// of its own and captures its exit code, standard output and standard error.

#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace hs::test {

struct CliResult {
    int exitCode = -1;
    std::string out, err;
};

class CliFixture : public ::testing::Test {
protected:
    void SetUp() override {
        const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
        m_dir = std::filesystem::temp_directory_path() /
                ("hs-cli-" + std::to_string(::getpid()) + "-" + info->test_suite_name() + "-" + info->name());
        std::filesystem::create_directories(m_dir);
    }
    void TearDown() override { std::filesystem::remove_all(m_dir); }

    std::string path(const std::string& name) const { return (m_dir / name).string(); }

    std::string write(const std::string& name, const std::string& text) const {
        std::ofstream(path(name)) << text;
        return path(name);
    }

    static std::string read(const std::string& file) {
        std::ifstream in(file);
        std::stringstream ss;
        ss << in.rdbuf();
        return ss.str();
    }

    // English unless a test asks for another language, whatever the machine's locale.
    CliResult run(const std::string& args) const { return runWithLanguage("en", args); }

    // Runs with HYBRIDSTUDIO_LANG=language in the environment.
    CliResult runWithLanguage(const std::string& language, const std::string& args) const {
        const std::string out = path("stdout.txt"), err = path("stderr.txt");
        const std::string cmd =
            "HYBRIDSTUDIO_LANG=" + language + " " + std::string(HS_CLI_PATH) + " " + args + " > " + out + " 2> " + err;
        const int status = std::system(cmd.c_str());
        CliResult r;
        r.exitCode = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
        r.out = read(out);
        r.err = read(err);
        return r;
    }

    static std::vector<std::string> lines(const std::string& text) {
        std::vector<std::string> out;
        std::stringstream ss(text);
        for (std::string line; std::getline(ss, line);) out.push_back(line);
        return out;
    }

    static std::vector<std::string> fields(const std::string& line, char separator) {
        std::vector<std::string> out;
        std::stringstream ss(line);
        for (std::string field; std::getline(ss, field, separator);) out.push_back(field);
        return out;
    }

    std::filesystem::path m_dir;
};

}  // namespace hs::test
