// Robustness of the model document reader (.hsm) against truncated, mutated, deeply
// nested and non-UTF-8 input: nothing crashes, nothing throws, every failure is explained
// and every accepted text round-trips stably.

#include "document_builders.h"

#include <algorithm>
#include <functional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace hs::test {
namespace {

using namespace hs::doc;

// ---------------------------------------------------------------------------------------
// Robustness: nothing crashes, nothing throws, every failure is explained

// Parses any text; a rejected text has diagnostics, an accepted one round-trips stably.
void parseAnything(const std::string& text) {
    Document doc;
    DiagnosticList diags;
    bool ok = false;
    EXPECT_NO_THROW(ok = parseDocument(text, doc, diags));
    if (ok) {
        EXPECT_TRUE(diags.empty());
        const std::string first = serializeDocument(doc);
        Document again;
        DiagnosticList more;
        EXPECT_TRUE(parseDocument(first, again, more)) << allMessages(more) << first;
        EXPECT_EQ(serializeDocument(again), first);
    } else {
        EXPECT_FALSE(diags.empty());
        for (const auto& d : diags.items()) EXPECT_NO_THROW(formatJson(d));
    }
}

TEST(DocumentRobustness, EveryTruncation_IsRejectedWithoutCrashing) {
    const std::string text = readData("thermostat.hsm");
    const std::size_t end = text.find_last_of('}');
    for (std::size_t n = 0; n <= end; ++n) {
        Document doc;
        DiagnosticList diags;
        EXPECT_FALSE(parseDocument(std::string_view(text).substr(0, n), doc, diags)) << n;
        ASSERT_FALSE(diags.empty()) << n;
        EXPECT_GE(diags.items()[0].loc.line, 1) << n;
    }
}

TEST(DocumentRobustness, RandomMutations_NeverCrash) {
    const std::string base = serializeDocument(fullDocument());
    const std::string tokens[] = {"{",        "}",
                                  "[",        "]",
                                  ",",        ":",
                                  "\"",       "\\",
                                  "null",     "true",
                                  "-1",       "1e999",
                                  "\"kind\"", "\"composite\"",
                                  "\"name\"", "\xFF",
                                  "\xC3",     std::string(1, '\0')};
    std::mt19937 rng(20240611);
    for (int round = 0; round < 1500; ++round) {
        std::string text = base;
        const int edits = 1 + static_cast<int>(rng() % 4);
        for (int e = 0; e < edits && !text.empty(); ++e) {
            const std::size_t at = rng() % text.size();
            switch (rng() % 5) {
            case 0: text[at] = static_cast<char>(rng() % 256); break;
            case 1: text.erase(at, 1 + rng() % 20); break;
            case 2: text.insert(at, tokens[rng() % std::size(tokens)]); break;
            case 3: {  // copy a chunk of the document elsewhere
                const std::size_t from = rng() % text.size();
                text.insert(at, text.substr(from, 1 + rng() % 200));
                break;
            }
            default: std::swap(text[at], text[rng() % text.size()]); break;
            }
        }
        SCOPED_TRACE(round);
        parseAnything(text);
        if (HasFailure()) break;
    }
}

TEST(DocumentRobustness, ValueMutations_AreRejectedOrRoundTrip) {
    // Replace single values of a valid document by values of other types and kinds.
    const Json base = Json::parse(serializeDocument(fullDocument()));
    const Json replacements[] = {nullptr,
                                 true,
                                 -1,
                                 0,
                                 1.5,
                                 1e300,
                                 "",
                                 "Idle",
                                 "choice",
                                 Json::array(),
                                 Json::object(),
                                 Json::array({1, "x"})};
    std::vector<Json::json_pointer> pointers;
    std::function<void(const Json&, const Json::json_pointer&)> collect =
        [&](const Json& j, const Json::json_pointer& p) {
            pointers.push_back(p);
            if (j.is_object())
                for (auto it = j.begin(); it != j.end(); ++it) collect(it.value(), p / it.key());
            else if (j.is_array())
                for (std::size_t i = 0; i < j.size(); ++i) collect(j[i], p / i);
        };
    collect(base, Json::json_pointer());
    for (std::size_t i = 0; i < pointers.size(); ++i) {
        Json j = base;
        j[pointers[i]] = replacements[i % std::size(replacements)];
        SCOPED_TRACE(pointers[i].to_string());
        parseAnything(j.dump());
        if (HasFailure()) break;
    }
}

TEST(DocumentRobustness, DeepNesting_IsRejectedWithItsPosition) {
    const std::string text = "{\"format\": 1, \"x\": " + std::string(100000, '[');
    auto diags = parseFails(text);
    ASSERT_EQ(diags.size(), 1u);
    EXPECT_EQ(diags.items()[0].loc.line, 1);
    // The object is level 1, so the 100th bracket is level 101.
    EXPECT_EQ(diags.items()[0].loc.column, 19 + 100);
    EXPECT_NE(diags.items()[0].message.find("nested deeper than 100 levels"), std::string::npos);
}

TEST(DocumentRobustness, ModerateNestingInAnUnknownKey_IsJustAnUnknownKey) {
    const std::string deep = std::string(90, '[') + std::string(90, ']');
    expectOnly(
        parseFails(R"({"format": 1, "name": "n", "modules": [{"name": "A"}], "x": )" + deep + "}"),
        "x: unknown key \"x\"");
}

TEST(DocumentRobustness, BracketsInsideStrings_DoNotCountAsNesting) {
    Document d;
    d.name = std::string(500, '[');
    d.modules.resize(1);
    d.modules[0].name = std::string(500, '{') + "\\\"[";
    const std::string text = serializeDocument(d);
    EXPECT_EQ(serializeDocument(parseOk(text)), text);
}

TEST(DocumentRobustness, MultiModuleValueMutations_AreRejectedOrRoundTrip) {
    const Json base = Json::parse(serializeDocument(multiModuleDocument()));
    const Json replacements[] = {nullptr,
                                 true,
                                 -1,
                                 0,
                                 1.5,
                                 1e300,
                                 "",
                                 "Plant",
                                 "Plant.y",
                                 "frames",
                                 Json::array(),
                                 Json::object(),
                                 Json::array({1, "x"})};
    std::vector<Json::json_pointer> pointers;
    std::function<void(const Json&, const Json::json_pointer&)> collect =
        [&](const Json& j, const Json::json_pointer& p) {
            pointers.push_back(p);
            if (j.is_object())
                for (auto it = j.begin(); it != j.end(); ++it) collect(it.value(), p / it.key());
            else if (j.is_array())
                for (std::size_t i = 0; i < j.size(); ++i) collect(j[i], p / i);
        };
    collect(base, Json::json_pointer());
    for (std::size_t i = 0; i < pointers.size(); ++i) {
        for (std::size_t r = 0; r < std::size(replacements); r += 4) {
            Json j = base;
            j[pointers[i]] = replacements[(i + r) % std::size(replacements)];
            SCOPED_TRACE(pointers[i].to_string());
            parseAnything(j.dump());
        }
        if (HasFailure()) break;
    }
}

}  // namespace
}  // namespace hs::test
