// The table of options: every value of every choice parses back to its enumerator
// and is named by it, the defaults are SearchOptions' own, the link tags are the
// released ones, and an unknown name is refused.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "core/option_info.hpp"

namespace pathlab {
namespace {

// Whether parsing every value of a choice gives back the enumerator at its index.
template <typename Enum>
void expectParsesInOrder(std::string_view option, std::optional<Enum> (*parse)(std::string_view)) {
  const OptionInfo* row = findOption(option);
  ASSERT_NE(row, nullptr) << option;
  ASSERT_EQ(row->kind, OptionKind::Choice);
  for (std::size_t i = 0; i < row->values.size(); ++i) {
    SCOPED_TRACE(std::string(row->values[i].id));
    EXPECT_EQ(parse(row->values[i].id), Enum(i));
    EXPECT_FALSE(row->values[i].name.empty());
  }
  EXPECT_EQ(parse("no-such-value"), std::nullopt);
}

TEST(OptionTable, EveryChoiceParsesInTheOrderOfItsEnumeration) {
  expectParsesInOrder<Algorithm>("algorithm", parseAlgorithm);
  expectParsesInOrder<Heuristic>("heuristic", parseHeuristic);
  expectParsesInOrder<DiagonalRule>("diagonalMovement", parseDiagonalRule);
  expectParsesInOrder<TieBreak>("tieBreaking", parseTieBreak);
  expectParsesInOrder<CostModel>("costModel", parseCostModel);
  expectParsesInOrder<OpenListKind>("openList", parseOpenList);
  expectParsesInOrder<PathSmoothing>("pathSmoothing", parsePathSmoothing);
  expectParsesInOrder<TraceDetail>("traceDetail", parseTraceDetail);
  EXPECT_EQ(heuristicName(Heuristic::Chebyshev), "chebyshev");
  EXPECT_EQ(diagonalRuleName(DiagonalRule::IfAtMostOneObstacle), "if-at-most-one-obstacle");
}

TEST(OptionTable, DefaultsAreTheSearchOptionsOnes) {
  const SearchOptions d{};
  EXPECT_EQ(findOption("algorithm")->defaultValue, algorithmName(d.algorithm));
  EXPECT_EQ(findOption("heuristic")->defaultValue, heuristicName(d.heuristic));
  EXPECT_EQ(findOption("diagonalMovement")->defaultValue, "only-when-no-obstacles");
  EXPECT_EQ(findOption("openList")->defaultValue, "heap");
  EXPECT_TRUE(std::isinf(findOption("maxExpansions")->defaultNumber));
  EXPECT_TRUE(findOption("maxExpansions")->unlimited);
  EXPECT_TRUE(findOption("weight")->defaultFromAlgorithm);
  EXPECT_EQ(findOption("trace")->defaultNumber, 1.0);
  EXPECT_EQ(findOption("agentSize")->max, kMaxAgentSize);
}

TEST(OptionTable, LinkTagsAreTheReleasedOnesAndUnique) {
  // docs/share-links.md, "Link format, version 1": a released tag never changes.
  const std::pair<const char*, int> released[] = {{"algorithm", 4}, {"heuristic", 5}, {"diagonalMovement", 6}, {"weight", 7}, {"maxExpansions", 8}, {"tieBreaking", 9}, {"costModel", 10}, {"openList", 11}, {"pathSmoothing", 73}};
  for (const auto& [name, tag] : released) EXPECT_EQ(findOption(name)->linkTag, tag) << name;
  std::set<int> tags;
  std::set<std::string_view> names;
  for (const OptionInfo& row : optionTable()) {
    EXPECT_TRUE(names.insert(row.name).second) << row.name;
    EXPECT_FALSE(row.about.empty()) << row.name;
    if (row.linkTag != 0) {
      EXPECT_TRUE(tags.insert(row.linkTag).second) << row.name;
    }
  }
  EXPECT_EQ(findOption("noSuchOption"), nullptr);
}

}  // namespace
}  // namespace pathlab
