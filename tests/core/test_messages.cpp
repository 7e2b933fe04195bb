// Diagnostics as data: the table of codes, messages as template + arguments, and the
// README's table of codes, which is generated from the code table.

#include "hs/lang/diagnostic.h"

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>

using namespace hs;

namespace {

const char* const kReadmeBegin =
    "<!-- the table of diagnostic codes: generated from core/include/hs/lang/diagnostic_codes.h "
    "by `make readme`, do not edit -->\n";
const char* const kReadmeEnd = "<!-- end of the table of diagnostic codes -->\n";

const char* groupHeading(CodeGroup g) {
    switch (g) {
    case CodeGroup::Model: return "**model errors** (exit 1)";
    case CodeGroup::Run: return "**run failures** (exit 2)";
    case CodeGroup::Warning: return "**warnings**";
    case CodeGroup::File: return "**files** (exit 3 or 2)";
    }
    return "";
}

// The README's table: one row per code, under a heading row per group.
std::string codeTable() {
    std::ostringstream out;
    out << "| code | when |\n|---|---|\n";
    for (CodeGroup g : {CodeGroup::Model, CodeGroup::Run, CodeGroup::Warning, CodeGroup::File}) {
        out << "| " << groupHeading(g) << " | |\n";
        for (const CodeInfo& c : diagnosticCodes())
            if (c.group == g) out << "| `" << c.name << "` | " << c.summary << " |\n";
    }
    return out.str();
}

}  // namespace

TEST(DiagnosticCodes, EachCodeHasOneNameAndASummary) {
    std::set<std::string_view> names;
    for (const CodeInfo& c : diagnosticCodes()) {
        EXPECT_TRUE(names.insert(c.name).second) << c.name;
        EXPECT_FALSE(c.summary.empty()) << c.name;
        EXPECT_EQ(c.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz-"), std::string_view::npos)
            << c.name;
        EXPECT_EQ(codeNamed(c.name), c.code);
        EXPECT_EQ(codeName(c.code), c.name);
    }
    EXPECT_FALSE(codeNamed("no-such-code").has_value());
}

// The README's table is the code table; `make readme` (HS_UPDATE_README=1) rewrites it.
TEST(DiagnosticCodes, TheReadmeListsEveryCode) {
    const std::string path = std::string(HS_SOURCE_DIR) + "/README.md";
    std::ifstream in(path, std::ios::binary);
    ASSERT_TRUE(in) << path;
    std::ostringstream text;
    text << in.rdbuf();
    std::string readme = text.str();
    const auto begin = readme.find(kReadmeBegin);
    const auto end = readme.find(kReadmeEnd);
    ASSERT_NE(begin, std::string::npos) << "README.md has no line " << kReadmeBegin;
    ASSERT_NE(end, std::string::npos) << "README.md has no line " << kReadmeEnd;
    ASSERT_LT(begin, end);
    const auto from = begin + std::string(kReadmeBegin).size();
    const std::string table = codeTable();
    if (readme.substr(from, end - from) == table) return;
    if (std::getenv("HS_UPDATE_README")) {
        readme.replace(from, end - from, table);
        std::ofstream(path, std::ios::binary | std::ios::trunc) << readme;
        std::cout << "README.md: the table of codes was rewritten\n";
        return;
    }
    ADD_FAILURE()
        << "README.md's table of diagnostic codes differs from the code table; run `make readme`."
        << " It should read:\n"
        << table;
}

TEST(Messages, TheEnglishTextIsTheTemplateWithItsArguments) {
    const Message m = msg("'%1' is declared twice (line %2, %3 s)", std::string("x"), 12, 0.25);
    EXPECT_EQ(m.english(), "'x' is declared twice (line 12, 0.25 s)");
    ASSERT_EQ(m.args.size(), 3u);
    EXPECT_EQ(m.format, "'%1' is declared twice (line %2, %3 s)");
    EXPECT_TRUE(m.args[0].verbatim);
    EXPECT_EQ(m.args[1].format, "12");
}

TEST(Messages, ArgumentsMayRepeatAndComeInAnyOrder) {
    EXPECT_EQ(msg("%2 before %1, %2 again", "a", "b").english(), "b before a, b again");
    EXPECT_EQ(msg("reinit(%1, ...) of '%1'", "h").english(), "reinit(h, ...) of 'h'");
}

TEST(Messages, AnArgumentIsNeverScannedForPlaceholders) {
    // a name or expression containing "%1" stays as it is
    EXPECT_EQ(msg("undefined name '%1' near %2", "%2", "x%1").english(),
              "undefined name '%2' near x%1");
    EXPECT_EQ(msg("100% of %1", "runs").english(), "100% of runs");
}

TEST(Messages, MessagesNestAsArguments) {
    const Message m =
        msg("%1; your model is safe", msg("the simulation process stopped: signal %1", "SIGSEGV"));
    EXPECT_EQ(m.english(), "the simulation process stopped: signal SIGSEGV; your model is safe");
    ASSERT_EQ(m.args.size(), 1u);
    EXPECT_FALSE(m.args[0].verbatim);
    EXPECT_EQ(m.args[0].format, "the simulation process stopped: signal %1");
}

TEST(Messages, NumbersArePrintedWithTheGivenPrecision) {
    EXPECT_EQ(num(1.0 / 3.0).english(), "0.333333");
    EXPECT_EQ(num(1.0 / 3.0, 10).english(), "0.3333333333");
    EXPECT_EQ(num(1e-300).english(), "1e-300");
    EXPECT_EQ(joined({"a", "b", "c"}).english(), "a, b, c");
}

TEST(Messages, PlaceholderCountsAreCheckedWhenTheCallIsCompiled) {
    static_assert(placeholderCount("no placeholder") == 0);
    static_assert(placeholderCount("%1 and %2") == 2);
    static_assert(placeholderCount("%2 and %1 and %2") == 2);
    static_assert(placeholderCount("%2 without the first") == -1);  // a gap: refused
    static_assert(placeholderCount("50% of %1") == 1);
}

TEST(Messages, ADiagnosticShowsItsElementBeforeItsText) {
    DiagnosticList diags;
    diags.setFile("plant.hsm");
    auto& d = diags.error(Code::InvalidDocument, {}, msg("must not be empty"), "modules[0].name");
    EXPECT_EQ(d.code, "invalid-document");
    EXPECT_EQ(d.file, "plant.hsm");
    EXPECT_EQ(d.element, "modules[0].name");
    EXPECT_EQ(d.message, "modules[0].name: must not be empty");
    EXPECT_EQ(formatText(d),
              "plant.hsm: error: modules[0].name: must not be empty [invalid-document]");
    EXPECT_TRUE(diags.contains(Code::InvalidDocument));
    EXPECT_FALSE(diags.contains(Code::ParseError));

    d.element = "modules[1].name";
    renderMessage(d);
    EXPECT_EQ(d.message, "modules[1].name: must not be empty");
}
