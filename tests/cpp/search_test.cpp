// Grid search: optimality against an independent reference, validity of the
// non-optimal algorithms, limits and partial paths, input checks, reuse.
#include <gtest/gtest.h>

#include <cmath>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;  // the shared helpers and the reference (test_support.hpp)

TEST(GridSearch, OptimalAlgorithmsMatchReferenceOnEveryRuleAndOpenList) {
  expectOptimalOnRandomMaps({23, 17, 0.27, 3, 7, 12, 11}, {Algorithm::AStar, Algorithm::Dijkstra}, [](SearchOptions& o) {
    if (o.costModel == CostModel::Integer) o.heuristic = Heuristic::Chebyshev;
  });
}

TEST(GridSearch, BreadthFirstIsOptimalOnUniformFourConnectedGrids) {
  const Grid grid = randomGrid(31, 19, 0.3, false, 5);
  for (const Query& q : randomQueries(grid, 30, 2)) {
    const double optimal =
        referenceCosts(grid, DiagonalRule::Never, CostModel::Real, q.sx, q.sy)[std::size_t(q.gy) * 31 + q.gx];
    SearchOptions o;
    o.algorithm = Algorithm::BreadthFirst;
    o.diagonal = DiagonalRule::Never;
    GridSearch search;
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    if (std::isinf(optimal)) {
      EXPECT_EQ(search.status(), SearchStatus::NoPath);
    } else {
      EXPECT_EQ(search.status(), SearchStatus::Found);
      EXPECT_DOUBLE_EQ(search.space().pathCost, optimal);
    }
  }
}

TEST(GridSearch, GreedyWeightedAndBfsReturnValidPathsWithinBounds) {
  const Grid grid = randomGrid(40, 30, 0.25, true, 9);
  for (DiagonalRule rule : kRules) {
    for (const Query& q : randomQueries(grid, 15, 4)) {
      const double optimal =
          referenceCosts(grid, rule, CostModel::Real, q.sx, q.sy)[std::size_t(q.gy) * 40 + q.gx];
      for (Algorithm algorithm : {Algorithm::Greedy, Algorithm::WeightedAStar, Algorithm::BreadthFirst}) {
        SearchOptions o;
        o.algorithm = algorithm;
        o.diagonal = rule;
        o.weight = 1.75;
        o.heuristic = rule == DiagonalRule::Never ? Heuristic::Manhattan : Heuristic::Octile;
        GridSearch search;
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        const SearchSpace& s = search.space();
        if (!expectPathWhereReachable(grid, s, optimal, q)) continue;
        expectLegalWalkNoCheaper(grid, o, s, optimal);
        // Weighted A* without reopening with a consistent heuristic is w-admissible.
        if (algorithm == Algorithm::WeightedAStar) {
          EXPECT_LE(s.pathCost, 1.75 * optimal + 1e-9);
        }
      }
    }
  }
}

TEST(GridSearch, ExpansionCapEndsWithLimitAndAPartialPathTowardsTheGoal) {
  Grid grid(60, 60);
  for (int y = 5; y < 60; ++y) grid.setWalkable(30, y, false);  // a wall to walk around
  SearchOptions o;
  o.maxExpansions = 200;
  GridSearch search;
  ASSERT_EQ(search.start(grid, 5, 50, 55, 50, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  const SearchSpace& s = search.space();
  EXPECT_EQ(s.expanded, 200u);
  ASSERT_GE(s.path.size(), 2u);
  EXPECT_EQ(s.path.front(), 50u * 60 + 5);
  std::string why;
  EXPECT_NEAR(walkCost(grid, o.diagonal, o.costModel, s.path, &why), s.pathCost, 1e-9) << why;
  // The partial path ends nearer the goal (by octile distance) than the start is.
  const int ex = int(s.path.back() % 60), ey = int(s.path.back() / 60);
  const double endDistance = std::max(std::abs(55 - ex), std::abs(50 - ey)) +
                             (std::sqrt(2.0) - 1) * std::min(std::abs(55 - ex), std::abs(50 - ey));
  EXPECT_LT(endDistance, 50.0);
}

TEST(GridSearch, DijkstraAndBfsHonourTheCapToo) {
  Grid grid(50, 50);
  for (Algorithm algorithm : {Algorithm::Dijkstra, Algorithm::BreadthFirst}) {
    SearchOptions o;
    o.algorithm = algorithm;
    o.maxExpansions = 40;
    GridSearch search;
    ASSERT_EQ(search.start(grid, 0, 0, 49, 49, o), "");
    EXPECT_EQ(search.run(), SearchStatus::Limit);
    EXPECT_EQ(search.space().expanded, 40u);
    EXPECT_FALSE(search.space().path.empty());
  }
}

TEST(GridSearch, StepByStepMatchesRunningToTheEnd) {
  Grid grid = randomGrid(45, 45, 0.3, true, 21);
  grid.setWalkable(0, 0, true);
  grid.setWalkable(44, 44, true);
  GridSearch whole, stepped;
  SearchOptions o;
  ASSERT_EQ(whole.start(grid, 0, 0, 44, 44, o), "");
  ASSERT_EQ(stepped.start(grid, 0, 0, 44, 44, o), "");
  whole.run();
  std::uint64_t calls = 0;
  while (!stepped.done()) {
    stepped.step(1);
    ++calls;
  }
  EXPECT_EQ(stepped.status(), whole.status());
  EXPECT_EQ(stepped.space().path, whole.space().path);
  EXPECT_EQ(stepped.space().expanded, whole.space().expanded);
  EXPECT_EQ(stepped.trace().size(), whole.trace().size());
  EXPECT_GE(calls, whole.space().expanded);
}

TEST(GridSearch, ReusingOneSearchGivesTheSameAnswersAsFreshOnes) {
  const Grid grid = randomGrid(64, 48, 0.3, false, 8);
  GridSearch reused;
  SearchOptions o;
  o.recordTrace = false;
  for (const Query& q : randomQueries(grid, 40, 6)) {
    GridSearch fresh;
    ASSERT_EQ(reused.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    ASSERT_EQ(fresh.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    reused.run();
    fresh.run();
    EXPECT_EQ(reused.status(), fresh.status());
    EXPECT_EQ(reused.space().path, fresh.space().path);
    EXPECT_EQ(reused.space().expanded, fresh.space().expanded);
  }
}

TEST(GridSearch, StartEqualsGoalIsAOneCellPath) {
  Grid grid(5, 5);
  GridSearch search;
  ASSERT_EQ(search.start(grid, 2, 3, 2, 3, {}), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.space().path, std::vector<std::uint32_t>{17});
  EXPECT_EQ(search.space().pathCost, 0.0);
}

TEST(GridSearch, RejectsBadEndpointsAndOptionsWithClearMessages) {
  Grid grid(10, 8);
  grid.setWalkable(3, 3, false);
  GridSearch search;
  EXPECT_EQ(search.start(grid, -1, 0, 5, 5, {}), "start (-1, 0) is outside the 10 x 8 grid");
  EXPECT_EQ(search.start(grid, 0, 0, 10, 5, {}), "goal (10, 5) is outside the 10 x 8 grid");
  EXPECT_EQ(search.start(grid, 3, 3, 5, 5, {}), "start (3, 3) is a wall");
  EXPECT_EQ(search.start(grid, 0, 0, 3, 3, {}), "goal (3, 3) is a wall");
  SearchOptions o;
  o.weight = 0.5;
  EXPECT_EQ(search.start(grid, 0, 0, 5, 5, o), "weight must be a finite number >= 1");
  o.weight = NAN;
  EXPECT_NE(search.start(grid, 0, 0, 5, 5, o), "");
  o.weight = 1;
  o.maxExpansions = 0;
  EXPECT_EQ(search.start(grid, 0, 0, 5, 5, o), "maxExpansions must be at least 1");
  // After refusals the search still works.
  EXPECT_EQ(search.start(grid, 0, 0, 5, 5, {}), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
}

TEST(GridSearch, CheckedOptionsSkipOnlyTheOptionsCheck) {
  const Grid grid = randomGrid(40, 30, 0.25, false, 11);
  SearchOptions o;
  o.recordTrace = false;
  o.algorithm = Algorithm::JumpPointPlus;
  GridSearch checking, trusting;
  int compared = 0;
  for (const Query& q : randomQueries(grid, 30, 12)) {
    ASSERT_EQ(checking.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    ASSERT_EQ(trusting.start(grid, q.sx, q.sy, q.gx, q.gy, CheckedOptions{o}), "");
    checking.run();
    trusting.run();
    EXPECT_EQ(trusting.status(), checking.status());
    EXPECT_EQ(trusting.space().path, checking.space().path);
    EXPECT_EQ(trusting.space().pathCost, checking.space().pathCost);
    ++compared;
  }
  EXPECT_EQ(compared, 30);
  // The grid-dependent checks stay: endpoints, and terrain for searches that refuse it.
  Grid walled(10, 8);
  walled.setWalkable(3, 3, false);
  EXPECT_EQ(trusting.start(walled, 0, 0, 3, 3, CheckedOptions{o}), "goal (3, 3) is a wall");
  EXPECT_EQ(trusting.start(walled, -1, 0, 5, 5, CheckedOptions{o}), "start (-1, 0) is outside the 10 x 8 grid");
  walled.setCost(5, 5, 3);
  EXPECT_EQ(trusting.start(walled, 0, 0, 6, 6, CheckedOptions{o}).code, ErrorCode::UnsupportedCombination);
}

TEST(GridSearch, ChangingTheGridMakesARunningSearchStale) {
  Grid grid(20, 20);
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 0, 19, 19, {}), "");
  search.step(3);
  grid.setWalkable(10, 10, false);
  EXPECT_TRUE(search.stale());
  const std::uint64_t before = search.space().expanded;
  search.step(10);
  EXPECT_EQ(search.space().expanded, before);
  EXPECT_EQ(search.status(), SearchStatus::Running);
}

TEST(GridSearch, LowerHTieBreakingExpandsNoMoreThanFifoOnAnOpenMap) {
  Grid grid(64, 64);
  SearchOptions lowerH, fifo;
  fifo.tieBreak = TieBreak::Fifo;
  GridSearch a, b;
  ASSERT_EQ(a.start(grid, 2, 3, 60, 50, lowerH), "");
  ASSERT_EQ(b.start(grid, 2, 3, 60, 50, fifo), "");
  a.run();
  b.run();
  EXPECT_NEAR(a.space().pathCost, b.space().pathCost, 1e-9);
  // Preferring lower h walks straight down the band of equal f.
  EXPECT_LE(a.space().expanded, 60u);
  EXPECT_GT(b.space().expanded, a.space().expanded);
}

}  // namespace
}  // namespace pathlab
