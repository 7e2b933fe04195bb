// The structure view: equations in solving order with what each is solved for, algebraic
// loops, and what the relations became.

#include "hs/compile/model_structure.h"
#include "test_support.h"

#include <algorithm>

namespace hs::test {
namespace {

TEST(ModelStructure, BlocksLoopsAndRelations) {
    auto model = compileOk(
        "model Loop\n"                                      // 1
        "  Real x(start = 0, fixed = true);\n"              // 2
        "  Real a, b;\n"                                    // 3
        "  discrete Integer n(start = 0, fixed = true);\n"  // 4
        "equation\n"                                        // 5
        "  a + b = 1 + x;\n"                                // 6
        "  a - b^3 = 0.5;\n"                                // 7
        "  der(x) = a;\n"                                   // 8
        "  when x > 0.2 then\n"                             // 9
        "    n = pre(n) + 1;\n"                             // 10
        "  elsewhen time > 0.5 then\n"                      // 11
        "    n = pre(n) + 10;\n"                            // 12
        "  end when;\n"                                     // 13
        "end Loop;\n",
        "Loop.mo");
    ASSERT_TRUE(model);
    const ModelStructure s = modelStructure(*model);
    EXPECT_EQ(s.states, 1);
    ASSERT_EQ(s.blocks.size(), 2u);
    EXPECT_EQ(s.blocks[0].kind, StructureBlock::Kind::AlgebraicLoop);
    std::vector<std::string> loop = s.blocks[0].variables;
    std::sort(loop.begin(), loop.end());
    EXPECT_EQ(loop, (std::vector<std::string>{"a", "b"}));
    EXPECT_EQ(s.blocks[1].kind, StructureBlock::Kind::Assignment);
    EXPECT_EQ(s.blocks[1].variables, std::vector<std::string>{"der(x)"});
    EXPECT_EQ(s.blocks[1].loc.line, 8);
    ASSERT_EQ(s.relations.size(), 2u);
    EXPECT_EQ(s.relations[0].kind, StructureRelation::Kind::ZeroCrossing);
    EXPECT_EQ(s.relations[0].text, "x > 0.2");
    EXPECT_EQ(s.relations[0].loc.line, 9);
    EXPECT_TRUE(s.relations[0].inWhen);
    EXPECT_EQ(s.relations[1].kind, StructureRelation::Kind::TimeEvent);
    EXPECT_EQ(s.relations[1].text, "time > 0.5");
}

TEST(ModelStructure, AnAlgorithmNamesWhatItComputes) {
    auto model = compileOk(
        "model Alg\n"
        "  Real x(start = 1, fixed = true);\n"
        "  Real y, z;\n"
        "equation\n"
        "  der(x) = -y - z;\n"
        "algorithm\n"
        "  y := x;\n"
        "  if x > 0.5 then\n"
        "    z := 2 * y;\n"
        "  else\n"
        "    z := y;\n"
        "  end if;\n"
        "  y := y + z;\n"
        "end Alg;\n",
        "Alg.mo");
    ASSERT_TRUE(model);
    const ModelStructure s = modelStructure(*model);
    ASSERT_EQ(s.blocks.size(), 2u);
    EXPECT_EQ(s.blocks[0].kind, StructureBlock::Kind::Algorithm);
    EXPECT_EQ(s.blocks[0].variables, (std::vector<std::string>{"y", "z"}));
}

}  // namespace
}  // namespace hs::test
