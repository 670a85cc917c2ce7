// Bidirectional A* and Dijkstra: optimal costs against an independent Dijkstra
// on random maps (every rule, terrain, both cost models, every open list) and
// on the Moving AI files; the backward half of the trace.
#include <gtest/gtest.h>

#include <cmath>

#include "algorithms/grid_search.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;  // the shared helpers and the reference (test_support.hpp)

constexpr Algorithm kBidirectional[] = {Algorithm::BidirectionalAStar, Algorithm::BidirectionalDijkstra};

TEST(BidirectionalSearch, MatchesReferenceCostsOnEveryRuleTerrainAndOpenList) {
  expectOptimalOnRandomMaps({27, 19, 0.25, 13, 12, 15, 5}, {kBidirectional[0], kBidirectional[1]});
}

TEST(BidirectionalSearch, OptimalOnMovingAIScenarios) {
  // All scenarios of the small maps, every 60th (A*) or 120th (Dijkstra) of the
  // 512 x 512 ones (npm run bench and the scenario runner cover them all).
  for (Algorithm algorithm : kBidirectional) {
    SearchOptions o;
    o.algorithm = algorithm;
    o.recordTrace = false;
    for (const char* map : {"arena", "den520d", "Berlin_0_256", "random512-10-0", "8room_000", "maze512-1-0"}) {
      const bool big = std::string(map).find("512") != std::string::npos || std::string(map) == "8room_000";
      const int stride = !big ? 1 : algorithm == Algorithm::BidirectionalAStar ? 60
                                                                               : 120;
      const testing::ScenarioRun run = testing::runScenarios(map, o, stride);
      EXPECT_GT(run.scenarios, 12 / testing::kSanitizerStride) << map;
      EXPECT_TRUE(run.mismatches.empty()) << run.mismatches.size() << " wrong, first: " << run.mismatches.front();
    }
  }
}

TEST(BidirectionalSearch, BackwardEventsAreFlaggedAndCarryTheCostToTheGoal) {
  const Grid grid = randomGrid(40, 30, 0.2, true, 19);
  Grid open = grid;
  open.setWalkable(2, 2, true);
  open.setWalkable(37, 27, true);
  const std::vector<double> fromStart = referenceCosts(open, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 2, 2);
  const std::vector<double> toGoal =
      referenceCosts(open, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 37, 27, /*reverse=*/true);
  for (Algorithm algorithm : kBidirectional) {
    SearchOptions o;
    o.algorithm = algorithm;
    GridSearch search;
    ASSERT_EQ(search.start(open, 2, 2, 37, 27, o), "");
    search.run();
    ASSERT_EQ(search.status(), SearchStatus::Found);
    const Trace& t = search.trace();
    std::size_t forward = 0, backward = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      const std::uint8_t kind = t.kinds()[i];
      if ((kind & ~kBackwardFlag) != std::uint8_t(TraceKind::Expand)) continue;
      // An expanded node's cost is final and exact, from the start or to the goal.
      if (kind & kBackwardFlag) {
        ++backward;
        EXPECT_NEAR(t.g()[i], toGoal[t.cells()[i]], 1e-9) << "event " << i;
      } else {
        ++forward;
        EXPECT_NEAR(t.g()[i], fromStart[t.cells()[i]], 1e-9) << "event " << i;
      }
    }
    EXPECT_GT(forward, 0u);
    EXPECT_GT(backward, 0u);
    EXPECT_EQ(forward + backward, search.space().expanded);
    EXPECT_NEAR(t.g()[t.size() - 1], search.space().pathCost, 1e-9);  // the last path event is the goal
  }
}

TEST(BidirectionalSearch, StartEqualsGoalAndUnreachableGoals) {
  Grid grid(12, 12);
  for (int y = 0; y < 12; ++y) grid.setWalkable(6, y, false);
  for (Algorithm algorithm : kBidirectional) {
    SearchOptions o;
    o.algorithm = algorithm;
    GridSearch search;
    ASSERT_EQ(search.start(grid, 3, 3, 3, 3, o), "");
    EXPECT_EQ(search.run(), SearchStatus::Found);
    EXPECT_EQ(search.space().path, std::vector<std::uint32_t>{3 * 12 + 3});
    EXPECT_EQ(search.space().pathCost, 0.0);
    ASSERT_EQ(search.start(grid, 1, 1, 10, 10, o), "");
    EXPECT_EQ(search.run(), SearchStatus::NoPath);
    EXPECT_TRUE(search.space().path.empty());
  }
}

TEST(BidirectionalSearch, StopsAtTheExpansionCapWithALegalPartialPath) {
  Grid grid(60, 60);
  SearchOptions o;
  o.algorithm = Algorithm::BidirectionalDijkstra;
  o.maxExpansions = 50;
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 0, 59, 59, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  EXPECT_EQ(search.space().expanded, 50u);
  ASSERT_GE(search.space().path.size(), 2u);
  std::string why;
  EXPECT_NEAR(walkCost(grid, o.diagonal, o.costModel, search.space().path, &why), search.space().pathCost, 1e-9)
      << why;
}

}  // namespace
}  // namespace pathlab
