// Writing experiment settings back into a model's text: the annotation is updated in place,
// added to a class annotation or inserted before `end Name;`, and the compiler reads back
// exactly the values written.

#include "test_support.h"

#include "hs/model/experiment_annotation.h"
#include "hs/session/model_loader.h"

#include <string>

namespace hs::test {
namespace {

ExperimentSettings readBack(const std::string& text) {
    LoadResult r = loadModelText(text, "M.mo");
    EXPECT_TRUE(r.model) << (r.diagnostics.empty() ? std::string() : formatText(r.diagnostics.items().front()));
    EXPECT_FALSE(r.diagnostics.hasErrors());
    return r.model ? r.model->experiment : ExperimentSettings{};
}

const char* const kPlain = "model M\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\nend M;\n";

TEST(ExperimentAnnotation, IsInsertedBeforeTheEndOfAModelWithoutOne) {
    std::string text = kPlain;
    ExperimentValues v;
    v.startTime = 0;
    v.stopTime = 2.5;
    v.interval = 0.01;
    v.tolerance = 1e-8;
    ASSERT_TRUE(setExperimentAnnotation(text, v));
    EXPECT_NE(text.find("  annotation(experiment(StartTime = 0, StopTime = 2.5, Interval = 0.01, Tolerance = 1e-08));\nend M;"),
              std::string::npos)
        << text;
    const ExperimentSettings e = readBack(text);
    EXPECT_EQ(e.stopTime, 2.5);
    EXPECT_EQ(e.interval, 0.01);
    EXPECT_EQ(e.tolerance, 1e-8);
}

TEST(ExperimentAnnotation, ReplacesTheValuesAndKeepsOtherArguments) {
    std::string text =
        "model M\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n"
        "  annotation(Documentation(info = \"a (b) c\"), experiment(StopTime = 1, __Vendor_Flag = {1, 2}, Tolerance = 1e-4));\n"
        "end M;\n";
    ExperimentValues v;
    v.stopTime = 7;
    ASSERT_TRUE(setExperimentAnnotation(text, v));
    EXPECT_NE(text.find("experiment(StopTime = 7, __Vendor_Flag = {1, 2})"), std::string::npos) << text;
    EXPECT_NE(text.find("Documentation(info = \"a (b) c\")"), std::string::npos) << text;
    EXPECT_EQ(readBack(text).stopTime, 7.0);
    // written twice: the same text
    const std::string once = text;
    ASSERT_TRUE(setExperimentAnnotation(text, v));
    EXPECT_EQ(text, once);
}

TEST(ExperimentAnnotation, JoinsAClassAnnotationWithoutExperiment) {
    std::string text = "model M\n  Real x(start = 1, fixed = true);\nequation\n  der(x) = -x;\n"
                       "  annotation(Documentation(info = \"x\"));\nend M;\n";
    ExperimentValues v;
    v.stopTime = 3;
    ASSERT_TRUE(setExperimentAnnotation(text, v));
    EXPECT_NE(text.find("annotation(experiment(StopTime = 3), Documentation"), std::string::npos) << text;
    EXPECT_EQ(readBack(text).stopTime, 3.0);
}

TEST(ExperimentAnnotation, DeclarationAnnotationsAndNestedEndsAreNotTheClasses) {
    std::string text = "model M\n  parameter Real k = 1 annotation(Evaluate = true);\n  Real x(start = 1, fixed = true);\n"
                       "equation\n  der(x) = -k*x;\n  when x < 0.5 then\n    terminate(\"half\");\n  end when;\nend M;\n";
    ExperimentValues v;
    v.stopTime = 4;
    ASSERT_TRUE(setExperimentAnnotation(text, v));
    EXPECT_NE(text.find("annotation(Evaluate = true);"), std::string::npos) << text;
    EXPECT_NE(text.find("  end when;\n  annotation(experiment(StopTime = 4));\nend M;"), std::string::npos) << text;
    EXPECT_EQ(readBack(text).stopTime, 4.0);
}

TEST(ExperimentAnnotation, ATextWithoutAModelEndIsLeftAlone) {
    std::string text = "model M\n  Real x;\n";
    ExperimentValues v;
    v.stopTime = 4;
    EXPECT_FALSE(setExperimentAnnotation(text, v));
    EXPECT_EQ(text, "model M\n  Real x;\n");
}

}  // namespace
}  // namespace hs::test
