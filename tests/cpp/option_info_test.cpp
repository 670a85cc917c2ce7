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
  const std::pair<const char*, int> released[] = {{"algorithm", 4}, {"heuristic", 5}, {"diagonalMovement", 6}, {"weight", 7}, {"maxExpansions", 8}, {"tieBreaking", 9}, {"costModel", 10}, {"openList", 11}, {"terrainCost", 12}, {"pathSmoothing", 73}};
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

// Every row writes its own member of SearchOptions (the bindings' Options.set reads every option this
// way): each value written is read back from that member, by hand.
TEST(OptionTable, EachRowWritesItsMember) {
  const auto written = [](const char* name, double value) {
    SearchOptions o;
    const OptionInfo* row = findOption(name);
    EXPECT_NE(row, nullptr) << name;
    EXPECT_EQ(writeOption(o, *row, value), "") << name;
    return o;
  };
  const auto index = [](const char* name, const char* id) { return double(optionValueIndex(*findOption(name), id)); };
  EXPECT_EQ(written("algorithm", index("algorithm", "dijkstra")).algorithm, Algorithm::Dijkstra);
  EXPECT_EQ(written("heuristic", index("heuristic", "landmarks")).heuristic, Heuristic::Landmarks);
  EXPECT_EQ(written("diagonalMovement", index("diagonalMovement", "never")).diagonal, DiagonalRule::Never);
  EXPECT_EQ(written("weight", 2.5).weight, 2.5);
  EXPECT_EQ(written("maxExpansions", 12).maxExpansions, 12u);
  EXPECT_EQ(written("maxExpansions", INFINITY).maxExpansions, kUnlimited);
  EXPECT_EQ(written("tieBreaking", index("tieBreaking", "lifo")).tieBreak, TieBreak::Lifo);
  EXPECT_EQ(written("costModel", index("costModel", "integer")).costModel, CostModel::Integer);
  EXPECT_EQ(written("openList", index("openList", "array")).openList, OpenListKind::UnsortedArray);
  EXPECT_EQ(written("pathSmoothing", index("pathSmoothing", "string-pulling")).pathSmoothing, PathSmoothing::StringPulling);
  EXPECT_FALSE(written("trace", 0).recordTrace);
  EXPECT_EQ(written("maxTraceEvents", 7).maxTraceEvents, 7u);
  EXPECT_EQ(written("traceDetail", index("traceDetail", "micro")).traceDetail, TraceDetail::Micro);
  EXPECT_TRUE(written("stopWhenHalfway", 1).stopWhenHalfway);
  EXPECT_EQ(written("agentSize", 3).agentSize, 3);
  EXPECT_TRUE(written("closestIfUnreachable", 1).closestIfUnreachable);
  for (const OptionInfo& row : optionTable()) EXPECT_NE(row.write, nullptr) << row.name;
  EXPECT_EQ(optionValueIndex(*findOption("heuristic"), "sometimes"), -1);
}

TEST(OptionTable, WriteOptionRefusesValuesOutsideTheRowAndWritesNothing) {
  SearchOptions o;
  EXPECT_EQ(writeOption(o, *findOption("weight"), 0.5), "weight must be a number >= 1");
  EXPECT_EQ(writeOption(o, *findOption("weight"), NAN), "weight must be a number >= 1");
  EXPECT_EQ(writeOption(o, *findOption("maxExpansions"), 2.5), "maxExpansions must be a whole number >= 1");
  EXPECT_EQ(writeOption(o, *findOption("maxExpansions"), 0), "maxExpansions must be a whole number >= 1");
  EXPECT_EQ(writeOption(o, *findOption("agentSize"), kMaxAgentSize + 1), "agentSize must be a whole number from 1 to 8");
  EXPECT_EQ(writeOption(o, *findOption("agentSize"), INFINITY), "agentSize must be a whole number from 1 to 8");
  EXPECT_EQ(writeOption(o, *findOption("trace"), 2), "trace must be true or false");
  EXPECT_EQ(writeOption(o, *findOption("heuristic"), 99), "unknown heuristic");
  EXPECT_EQ(o.weight, 1.0);
  EXPECT_EQ(o.maxExpansions, kUnlimited);
  EXPECT_EQ(o.agentSize, 1);
  EXPECT_TRUE(o.recordTrace);
  EXPECT_EQ(o.heuristic, Heuristic::Default);
}

}  // namespace
}  // namespace pathlab
