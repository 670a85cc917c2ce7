// IDA* against the reference Dijkstra (optimal costs under every rule, cost
// model and terrain), and depth-first search for legal paths.
#include <gtest/gtest.h>

#include <cmath>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;  // the shared helpers and the reference (test_support.hpp)

// Queries whose goal can be reached: IDA* learns that a goal cannot be
// reached only by trying every loop-free path (see ReportsNoPath... below).
std::vector<Query> reachableQueries(const Grid& g, DiagonalRule rule, int count, std::uint32_t seed) {
  std::vector<Query> reachable;
  for (const Query& q : randomQueries(g, 4 * count, seed)) {
    const double cost = referenceCosts(g, rule, CostModel::Real, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
    if (!std::isinf(cost) && int(reachable.size()) < count) reachable.push_back(q);
  }
  return reachable;
}

TEST(IdaStar, FindsTheOptimalCostOnSmallMapsUnderEveryRuleWithAndWithoutTerrain) {
  for (DiagonalRule rule : testing::kRules) {
    for (bool terrain : {false, true}) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        const Grid g = randomGrid(8, 6, 0.2, terrain, 100 + std::uint32_t(rule) * 4 + terrain * 2 + int(model));
        SearchOptions o;
        o.algorithm = Algorithm::IdaStar;
        o.diagonal = rule;
        o.costModel = model;
        o.maxExpansions = 20'000'000;  // a bound on the test's time, far above what these need
        for (const Query& q : reachableQueries(g, rule, 6, 3)) testing::expectOptimalSearch(g, q, o);
      }
    }
  }
}

TEST(IdaStar, CountsItsPassesAndEachRaisesTheBound) {
  Grid g(12, 12);
  for (int y = 1; y < 11; ++y) g.setWalkable(6, y, false);  // a wall to go round: h underestimates
  SearchOptions o;
  o.algorithm = Algorithm::IdaStar;
  GridSearch search;
  ASSERT_EQ(search.start(g, 2, 6, 10, 6, o), "");
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_GT(search.space().iterations, 1u);
  const double optimal = referenceCosts(g, o.diagonal, o.costModel, 2, 6)[6 * 12 + 10];
  EXPECT_NEAR(search.space().pathCost, optimal, 1e-9);
  // A straight open line: h is exact, one pass.
  ASSERT_EQ(search.start(g, 0, 0, 11, 0, o), "");
  search.run();
  EXPECT_EQ(search.space().iterations, 1u);
  // Other algorithms have no passes.
  o.algorithm = Algorithm::AStar;
  ASSERT_EQ(search.start(g, 0, 0, 11, 0, o), "");
  search.run();
  EXPECT_EQ(search.space().iterations, 0u);
}

TEST(IdaStar, StopsAtTheExpansionCapWithALegalPartialPath) {
  Grid g(40, 40);
  for (int x = 0; x < 39; ++x) g.setWalkable(x, 20, false);
  SearchOptions o;
  o.algorithm = Algorithm::IdaStar;
  o.maxExpansions = 500;
  GridSearch search;
  ASSERT_EQ(search.start(g, 2, 2, 2, 38, o), "");
  ASSERT_EQ(search.step(200), SearchStatus::Running);
  EXPECT_EQ(search.space().expanded, 200u);
  ASSERT_EQ(search.run(), SearchStatus::Limit);
  EXPECT_EQ(search.space().expanded, 500u);
  const SearchSpace& s = search.space();
  ASSERT_FALSE(s.path.empty());
  EXPECT_EQ(s.path.front(), 2u * 40 + 2);
  std::string why;
  EXPECT_NEAR(walkCost(g, o.diagonal, o.costModel, s.path, &why), s.pathCost, 1e-9) << why;
}

TEST(IdaStar, ReportsNoPathOnceEveryLoopFreePathIsTried) {
  // The start's side of the wall has four cells: few paths to try.
  Grid g(6, 2);
  for (int y = 0; y < 2; ++y) g.setWalkable(2, y, false);
  SearchOptions o;
  o.algorithm = Algorithm::IdaStar;
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 5, 1, o), "");
  EXPECT_EQ(search.run(), SearchStatus::NoPath);
  EXPECT_TRUE(search.space().path.empty());
}

TEST(DepthFirst, FindsALegalPathWhoseCostIsItsMovesSum) {
  int longer = 0, found = 0;
  for (DiagonalRule rule : testing::kRules) {
    for (std::uint32_t seed = 1; seed <= 3; ++seed) {
      const Grid g = randomGrid(30, 20, 0.3, seed == 3, seed * 13 + std::uint32_t(rule));
      SearchOptions o;
      o.algorithm = Algorithm::DepthFirst;
      o.diagonal = rule;
      GridSearch search;
      for (const Query& q : randomQueries(g, 15, seed)) {
        const double optimal = referenceCosts(g, rule, o.costModel, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
        ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        const SearchSpace& s = search.space();
        if (!testing::expectPathWhereReachable(g, s, optimal, q)) continue;
        testing::expectLegalWalkNoCheaper(g, o, s, optimal);
        longer += s.pathCost > optimal + 1e-9;
        ++found;
      }
    }
  }
  ASSERT_GT(found, 50);
  EXPECT_GT(longer, found / 2);  // not a shortest-path search
}

TEST(DepthFirst, ExpandsEachCellOnceAndHonoursTheCap) {
  Grid g(20, 20);
  SearchOptions o;
  o.algorithm = Algorithm::DepthFirst;
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 19, 19, o), "");
  search.run();
  const Trace& t = search.trace();
  std::vector<int> expanded(400, 0);
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.kinds()[i] == std::uint8_t(TraceKind::Expand)) ++expanded[t.cells()[i]];
  }
  for (int count : expanded) EXPECT_LE(count, 1);
  o.maxExpansions = 30;
  ASSERT_EQ(search.start(g, 0, 0, 19, 19, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  EXPECT_EQ(search.space().expanded, 30u);
  std::string why;
  EXPECT_GE(walkCost(g, o.diagonal, o.costModel, search.space().path, &why), 0.0) << why;
}

}  // namespace
}  // namespace pathlab
