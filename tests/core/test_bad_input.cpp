// Hostile input to the command line, each with its exit code and diagnostic code: never a
// crash, never "internal error", never a silent success.

#include "cli_fixture.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace hs {
namespace {

using BadInput = test::CliFixture;

// The JSON diagnostics of a run: each line parses, and their codes.
std::vector<std::string> jsonCodes(const std::string& text) {
    std::vector<std::string> codes;
    std::stringstream lines(text);
    for (std::string line; std::getline(lines, line);) {
        if (line.empty() || line[0] != '{') continue;
        const auto j = nlohmann::json::parse(line, nullptr, false);
        EXPECT_FALSE(j.is_discarded()) << line;
        if (!j.is_discarded()) codes.push_back(j.value("code", ""));
    }
    return codes;
}

TEST_F(BadInput, InvalidUtf8InAMessageIsJsonNotAnInternalError) {
    // a Latin-1 "é" and a stray 0xff byte in the assert's message
    const std::string model = write("Latin1.mo",
                                    "model Latin1\n  Real x;\nequation\n  x = time;\n"
                                    "  assert(x < 0.5, \"caf\xe9 \xff\");\nend Latin1;\n");
    const test::CliResult r = run("simulate " + model + " --quiet --diagnostics json");
    EXPECT_EQ(r.exitCode, 2) << r.err;
    EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
    const auto codes = jsonCodes(r.err + r.out);
    ASSERT_FALSE(codes.empty()) << r.err;
    EXPECT_EQ(codes.front(), "assertion-failed");
}

TEST_F(BadInput, ANonUtf8FileNameIsJsonNotAnInternalError) {
    const test::CliResult r = run("check '" + path("b\xe9\x64.mo") + "' --diagnostics json");
    EXPECT_EQ(r.exitCode, 3) << r.err;
    EXPECT_EQ(r.err.find("internal error"), std::string::npos) << r.err;
    const auto codes = jsonCodes(r.err + r.out);
    ASSERT_FALSE(codes.empty()) << r.err;
    EXPECT_EQ(codes.front(), "unreadable-file");
}

TEST_F(BadInput, AFolderAsTheModelIsAnUnreadableFile) {
    const test::CliResult r = run("simulate " + m_dir.string() + " --quiet");
    EXPECT_EQ(r.exitCode, 3) << r.err;
    EXPECT_NE(r.err.find("unreadable-file"), std::string::npos) << r.err;
}

TEST_F(BadInput, AHundredThousandTermSumIsAParseErrorNotACrash) {
    std::string text = "model Long\n  Real x;\nequation\n  x = time";
    for (int i = 0; i < 100000; ++i) text += " + time";
    text += ";\nend Long;\n";
    const std::string model = write("Long.mo", text);
    for (const char* command : {"check", "simulate"}) {
        const test::CliResult r = run(std::string(command) + " " + model + " --diagnostics json");
        EXPECT_EQ(r.exitCode, 1) << command << ": " << r.err.substr(0, 300);
        const auto codes = jsonCodes(r.err + r.out);
        ASSERT_FALSE(codes.empty()) << command;
        EXPECT_EQ(codes.front(), "parse-error");
    }
}

TEST_F(BadInput, NonFiniteSettingsAreUsageErrors) {
    const std::string model = write("Decay.mo",
                                    "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n");
    for (const char* option : {"--stop-time nan", "--stop-time inf", "--tolerance -inf", "--interval nan", "--step inf"}) {
        const test::CliResult r = run("simulate " + model + " --quiet " + option);
        EXPECT_EQ(r.exitCode, 3) << option << ": " << r.err.substr(0, 200);
    }
}

// Times far from zero appear in messages in short form, never as 300 digits.
TEST_F(BadInput, HugeTimesInMessagesAreShort) {
    const std::string model = write("Decay.mo",
                                    "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n"
                                    "  when x < 0.5 then\n    terminate(\"half\");\n  end when;\nend Decay;\n");
    const test::CliResult r = run("simulate " + model + " --quiet --start-time 1e300 --stop-time 2e300");
    std::size_t longestDigits = 0, digits = 0;
    for (char c : r.err + r.out) {
        digits = (c >= '0' && c <= '9') ? digits + 1 : 0;
        longestDigits = std::max(longestDigits, digits);
    }
    EXPECT_LT(longestDigits, 25u) << r.err.substr(0, 400);
}

TEST_F(BadInput, MaxMemoryTakesSizesAndRefusesNonsense) {
    const std::string model = write("Decay.mo",
                                    "model Decay\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend Decay;\n");
    EXPECT_EQ(run("simulate " + model + " --quiet --max-memory 500M").exitCode, 0);
    for (const char* size : {"-1G", "0", "lots", "1e30"})
        EXPECT_EQ(run("simulate " + model + " --quiet --max-memory " + size).exitCode, 3) << size;
    const test::CliResult r = run("simulate " + model + " --quiet --interval 1e-9 --max-memory 1G --diagnostics json");
    EXPECT_EQ(r.exitCode, 2);
    EXPECT_NE(r.err.find("\"memory-limit\""), std::string::npos) << r.err;
}

// A sample interval of 1e-300 s: not a solver failure with CVODE's words, and not a run
// that would need 1e300 steps — a time-resolution error naming the sample. Two event times a
// rounding error apart (0.3 and 3 × 0.1) still run.
TEST_F(BadInput, ATinySampleIntervalIsATimeResolutionError) {
    const std::string tiny = write("Tiny.mo",
                                   "model Tiny\n  Real x(start = 0, fixed = true);\n"
                                   "  discrete Integer n(start = 0, fixed = true);\nequation\n  der(x) = 1;\n"
                                   "  when sample(0, 1e-300) then\n    n = pre(n) + 1;\n  end when;\nend Tiny;\n");
    const test::CliResult r = run("simulate " + tiny + " --stop-time 1 --quiet --diagnostics json");
    EXPECT_EQ(r.exitCode, 2) << r.err;
    const auto codes = jsonCodes(r.err + r.out);
    ASSERT_FALSE(codes.empty()) << r.err;
    EXPECT_EQ(codes.front(), "time-resolution");
    EXPECT_NE(r.err.find("Tiny.mo:6"), std::string::npos) << r.err;

    const std::string close = write("Close.mo",
                                    "model Close\n  Real x(start = 0, fixed = true);\n"
                                    "  discrete Integer n(start = 0, fixed = true);\n"
                                    "  discrete Integer m(start = 0, fixed = true);\nequation\n  der(x) = 1;\n"
                                    "  when sample(0, 0.1) then\n    n = pre(n) + 1;\n  end when;\n"
                                    "  when sample(0.3, 1) then\n    m = pre(m) + 1;\n  end when;\nend Close;\n");
    const test::CliResult ok = run("simulate " + close + " --stop-time 1 --output " + path("close.csv"));
    EXPECT_EQ(ok.exitCode, 0) << ok.err;
    EXPECT_NE(ok.out.find("12 sample"), std::string::npos) << ok.out;
}

}  // namespace
}  // namespace hs
