// JPS+ beyond the JPS tests it also runs (jps_test.cpp): it finds paths as
// cheap as JPS's while expanding fewer nodes (it prunes the jump points that
// diagonal scans find), and its table follows the grid it searches, edited or
// swapped for another, in one search object.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <utility>

#include "algorithms/grid_search.hpp"
#include "algorithms/jps_plus.hpp"
#include "algorithms/jump_scanner.hpp"
#include "io/movingai.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::Query;
using testing::randomGrid;
using testing::randomQueries;

SearchOptions options(Algorithm algorithm) {
  SearchOptions o;
  o.algorithm = algorithm;
  return o;
}

// JPS (block scans) and JPS+ (table look-ups, intermediate jump points pruned)
// on the same query: the same status and cost, a valid path of that cost, and
// the expansions of each added to `expanded` (JPS's first, JPS+'s second).
void expectSameCostAsJps(GridSearch& jps, GridSearch& plus, const Grid& grid, const Query& q,
                         std::pair<std::uint64_t, std::uint64_t>& expanded) {
  ASSERT_EQ(jps.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPoint)), "");
  ASSERT_EQ(plus.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPointPlus)), "");
  EXPECT_EQ(jps.run(), plus.run());
  const double cost = jps.space().status == SearchStatus::Found ? jps.space().pathCost : INFINITY;
  if (testing::expectCheapestPath(grid, options(Algorithm::JumpPointPlus), plus.space(), cost)) {
    EXPECT_EQ(plus.space().path.front(), std::uint32_t(q.sy * grid.width() + q.sx));
    EXPECT_EQ(plus.space().path.back(), std::uint32_t(q.gy * grid.width() + q.gx));
  }
  expanded.first += jps.space().expanded;
  expanded.second += plus.space().expanded;
}

TEST(JumpPointPlus, FindsJpsCostsWithFewerExpansionsOnRandomMaps) {
  GridSearch jps, plus;
  std::pair<std::uint64_t, std::uint64_t> expanded;
  for (double density : {0.0, 0.1, 0.3, 0.45}) {
    for (const auto& size : {std::pair{1, 40}, std::pair{65, 63}, std::pair{140, 90}}) {
      const Grid grid = randomGrid(size.first, size.second, density, false, std::uint32_t(size.first + 1000 * density));
      if (grid.terrainCellCount() != 0) continue;
      int walkable = 0;
      for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) walkable += grid.walkable(x, y);
      }
      if (walkable == 0) continue;
      for (const Query& q : randomQueries(grid, 40, 5)) {
        SCOPED_TRACE(::testing::Message() << "(" << q.sx << "," << q.sy << ") to (" << q.gx << "," << q.gy << ")");
        expectSameCostAsJps(jps, plus, grid, q, expanded);
      }
    }
  }
  EXPECT_LT(expanded.second, expanded.first);
}

// Harabor and Grastien (ICAPS 2014) report that pruning intermediate jump
// points expands about half as many nodes on game maps; here at least a third fewer.
// (Not on arena: on its short, open queries both searches see the goal within two expansions.)
TEST(JumpPointPlus, FindsJpsCostsWithFarFewerExpansionsOnMovingAIMaps) {
  GridSearch jps, plus;
  for (const char* map : {"den520d", "8room_000", "random512-10-0"}) {
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(map) + ".map"));
    const ScenarioParseResult scen = parseMovingAIScenarios(testing::readDataFile(std::string(map) + ".map.scen"));
    ASSERT_TRUE(parsed.grid) << map;
    std::pair<std::uint64_t, std::uint64_t> expanded;
    for (std::size_t i = 0; i < scen.scenarios.size(); i += 7) {
      const Scenario& s = scen.scenarios[i];
      SCOPED_TRACE(::testing::Message() << map << " #" << i);
      expectSameCostAsJps(jps, plus, *parsed.grid, {s.startX, s.startY, s.goalX, s.goalY}, expanded);
      if (plus.space().status == SearchStatus::Found) {
        EXPECT_NEAR(plus.space().pathCost, s.optimal, lengthTolerance(s.optimalDecimals));
      }
    }
    EXPECT_LT(double(expanded.second), 0.67 * double(expanded.first)) << map;
  }
}

// One search object, as findPath keeps one: the table is rebuilt for whichever
// grid it searches, after every edit, and after a copy of a grid is edited.
TEST(JumpPointPlus, TableFollowsEditsAndOtherGrids) {
  std::mt19937 rng(99);
  Grid a = randomGrid(90, 70, 0.25, false, 1);
  Grid b = randomGrid(90, 70, 0.25, false, 2);  // same size: only the contents tell them apart
  GridSearch jps, plus;
  std::pair<std::uint64_t, std::uint64_t> expanded;
  for (int round = 0; round < 30; ++round) {
    Grid& grid = round % 3 == 0 ? b : a;
    if (round % 2) {
      Grid copy = grid;  // a copy shares the table until one of them changes
      copy.setWalkable(int(rng() % 90), int(rng() % 70), false);
      for (const Query& q : randomQueries(copy, 3, rng())) expectSameCostAsJps(jps, plus, copy, q, expanded);
    }
    for (int i = 0; i < 30; ++i) grid.setWalkable(int(rng() % 90), int(rng() % 70), rng() % 3 == 0);
    for (const Query& q : randomQueries(grid, 3, rng())) {
      expectSameCostAsJps(jps, plus, grid, q, expanded);
      const double optimal = testing::referenceCosts(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, q.sx,
                                                     q.sy)[std::size_t(q.gy) * 90 + q.gx];
      testing::expectCheapestPath(grid, options(Algorithm::JumpPointPlus), plus.space(), optimal);
    }
  }
}

TEST(JumpPointPlus, TableHoldsEightBytesPerPaddedCell) {
  const Grid grid(30, 20);
  using Table = JumpTable<DiagonalRule::OnlyWhenNoObstacles>;
  JumpTableScanner<DiagonalRule::OnlyWhenNoObstacles> scanner;
  scanner.begin(grid, grid.node(5, 5));
  EXPECT_EQ(scanner.table().bytes(), std::uint64_t(32 * 22 * 8));
  // On open ground every straight run reaches the border: no jump point, the run's length stored negated.
  EXPECT_EQ(scanner.table().at(grid.node(0, 0), Table::direction(1, 0)), -29);
  EXPECT_EQ(scanner.table().at(grid.node(0, 0), Table::direction(1, 1)), -19);
  EXPECT_EQ(scanner.table().at(grid.node(29, 19), Table::direction(1, 0)), 0);
  // Four directions for 4-connected moves: half the table.
  JumpTableScanner<DiagonalRule::Never> four;
  four.begin(grid, grid.node(5, 5));
  EXPECT_EQ(four.table().bytes(), std::uint64_t(32 * 22 * 4));
}

// The table's one-byte distances: every entry, long runs included (which read
// on 126 cells at a time), against jump_scanner.hpp's scan from the same cell and its
// run of free steps. The goal is a wall, so no scan stops at it. Checks the
// cells of every `every`-th column. Returns how many entries held more than a byte's reach.
template <DiagonalRule Rule>
int expectTableMatchesScans(const Grid& grid, std::uint32_t wallGoal, int every) {
  using Table = JumpTable<Rule>;
  JumpTableScanner<Rule> table;
  JumpScanner<Rule> online;
  table.begin(grid, wallGoal);
  online.begin(grid, wallGoal);
  const auto allowed = [&](int x, int y, int dx, int dy) {
    if (!grid.walkable(x + dx, y + dy)) return false;
    if (dx == 0 || dy == 0 || Rule == DiagonalRule::Always) return true;
    const bool a = grid.walkable(x + dx, y), b = grid.walkable(x, y + dy);
    return Rule == DiagonalRule::IfAtMostOneObstacle ? a || b : a && b;
  };
  int wrong = 0, long_ = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); x += every) {
      if (!grid.walkable(x, y)) continue;
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          if ((dx == 0 && dy == 0) || (Rule == DiagonalRule::Never && dx != 0 && dy != 0)) continue;
          int expected = int(online.scan(x, y, dx, dy));
          if (expected == 0) {  // no jump point: the run's length, negated
            for (int cx = x, cy = y; allowed(cx, cy, dx, dy); cx += dx, cy += dy) --expected;
          }
          const int got = table.table().at(grid.node(x, y), Table::direction(dx, dy));
          long_ += std::abs(expected) > Table::kStep;
          if (got != expected && ++wrong <= 5) {
            ADD_FAILURE() << diagonalRuleName(Rule) << " (" << x << "," << y << ") by (" << dx << "," << dy
                          << "): expected " << expected << ", table " << got;
          }
        }
      }
    }
  }
  EXPECT_EQ(wrong, 0);
  return long_;
}

template <DiagonalRule Rule>
void expectLongRunsExact() {
  SCOPED_TRACE(diagonalRuleName(Rule));
  // Open ground with a few walls: runs of every length up to 519 cells, to the map's edges.
  Grid sparse = randomGrid(520, 300, 0.0004, false, 5);
  sparse.setWalkable(519, 299, false);
  EXPECT_GT(expectTableMatchesScans<Rule>(sparse, sparse.node(519, 299), 5), 5000);
  // Jump points and runs' ends around one and two bytes' reach: the wall at
  // (c - 1, 0) forces a neighbour c - 1 or c cells east of (0, 1), depending on
  // the rule, and the rows end c cells from the west edge.
  for (int c : {125, 126, 127, 128, 251, 252, 253, 254}) {
    Grid rows(c + 1, 3);
    rows.setWalkable(c - 1, 0, false);
    rows.setWalkable(c, 2, false);
    expectTableMatchesScans<Rule>(rows, rows.node(c, 2), 1);
  }
}

TEST(JumpPointPlus, TableReadsLongRunsExactlyUnderEveryRule) {
  expectLongRunsExact<DiagonalRule::Never>();
  expectLongRunsExact<DiagonalRule::Always>();
  expectLongRunsExact<DiagonalRule::IfAtMostOneObstacle>();
  expectLongRunsExact<DiagonalRule::OnlyWhenNoObstacles>();
}

}  // namespace
}  // namespace pathlab
