// The table of algorithms says what each search refuses; the searches must
// refuse exactly that, and every algorithm's id must name it.
#include <gtest/gtest.h>

#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"

namespace pathlab {
namespace {

TEST(AlgorithmTable, EveryRowNamesItsAlgorithmAndParsesBack) {
  int rows = 0;
  for (const AlgorithmInfo& row : algorithmTable()) {
    SCOPED_TRACE(std::string(row.id));
    EXPECT_EQ(int(row.algorithm), rows);
    EXPECT_EQ(parseAlgorithm(row.id), row.algorithm);
    EXPECT_EQ(algorithmName(row.algorithm), row.id);
    EXPECT_FALSE(row.name.empty());
    EXPECT_FALSE(row.order.empty());
    EXPECT_GE(row.defaultWeight, 1.0);
    ++rows;
  }
  EXPECT_EQ(algorithmName(Algorithm(rows)), "?");
}

TEST(AlgorithmTable, SearchesRefuseExactlyTheRulesAndTerrainTheirRowRefuses) {
  Grid plain(8, 6);
  plain.setWalkable(3, 2, false);
  Grid terrain = plain;
  terrain.setCost(4, 4, 3);
  for (const AlgorithmInfo& row : algorithmTable()) {
    for (int r = 0; r < 4; ++r) {
      const auto rule = DiagonalRule(r);
      SCOPED_TRACE(std::string(row.id) + " " + std::string(diagonalRuleName(rule)));
      SearchOptions o;
      o.algorithm = row.algorithm;
      o.diagonal = rule;
      o.weight = row.defaultWeight;
      GridSearch search;
      const bool ruleOk = (row.diagonalRules & diagonalBit(rule)) != 0;
      const Problem onPlain = search.start(plain, 0, 0, 7, 5, o);
      EXPECT_EQ(!onPlain, ruleOk) << onPlain.message;
      if (!ruleOk) {
        EXPECT_EQ(onPlain.code, ErrorCode::UnsupportedCombination);
      }
      const Problem onTerrain = search.start(terrain, 0, 0, 7, 5, o);
      EXPECT_EQ(!onTerrain, ruleOk && row.terrain) << onTerrain.message;
    }
  }
}

TEST(AlgorithmTable, OptionColumnsAreEnforced) {
  Grid g(6, 6);
  for (const AlgorithmInfo& row : algorithmTable()) {
    SCOPED_TRACE(std::string(row.id));
    SearchOptions base;
    base.algorithm = row.algorithm;
    base.weight = row.defaultWeight;
    GridSearch search;
    ASSERT_EQ(search.start(g, 0, 0, 5, 5, base), "");
    SearchOptions o = base;
    o.costModel = CostModel::Integer;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.integerCosts);
    o = base;
    o.weight = 2.0;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.weight);
    o = base;
    o.openList = OpenListKind::NodeArray;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.openLists);
    o = base;
    o.tieBreak = TieBreak::Fifo;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.tieBreaks);
    o = base;
    o.stopWhenHalfway = true;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.chaseAndFlee);
    o = base;
    o.closestIfUnreachable = true;
    EXPECT_EQ(!search.start(g, 0, 0, 5, 5, o), row.agents);
  }
}

TEST(AlgorithmTable, FrontierRuleStatesTheBestFirstKey) {
  SearchOptions o;
  o.algorithm = Algorithm::WeightedAStar;
  o.weight = 1.75;
  FrontierRule rule = frontierRule(o);
  EXPECT_EQ(rule.kind, FrontierKind::PriorityQueue);
  EXPECT_EQ(rule.gWeight, 1.0);
  EXPECT_EQ(rule.hWeight, 1.75);
  o.algorithm = Algorithm::Greedy;
  rule = frontierRule(o);
  EXPECT_EQ(rule.gWeight, 0.0);
  EXPECT_EQ(rule.hWeight, 1.0);
  o.algorithm = Algorithm::DepthFirst;
  EXPECT_EQ(frontierRule(o).kind, FrontierKind::LifoStack);
  o.algorithm = Algorithm::DStarLite;
  o.weight = 1.0;
  EXPECT_EQ(frontierRule(o).tie, TieOrder::LowerG);
}

}  // namespace
}  // namespace pathlab
