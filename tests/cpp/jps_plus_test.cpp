// JPS+ beyond the JPS tests it also runs (jps_test.cpp): it expands exactly the
// jump points JPS expands, and its table follows the grid it searches, edited
// or swapped for another, in one search object.
#include <gtest/gtest.h>

#include <random>

#include "algorithms/grid_search.hpp"
#include "algorithms/jps_plus.hpp"
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

// JPS (block scans) and JPS+ (table look-ups) on the same query: the same jump
// points expanded and the same path, cell for cell.
void expectSameSearchAsJps(GridSearch& jps, GridSearch& plus, const Grid& grid, const Query& q) {
  ASSERT_EQ(jps.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPoint)), "");
  ASSERT_EQ(plus.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPointPlus)), "");
  EXPECT_EQ(jps.run(), plus.run());
  EXPECT_EQ(jps.space().expanded, plus.space().expanded);
  EXPECT_EQ(jps.space().opened, plus.space().opened);
  EXPECT_EQ(jps.space().path, plus.space().path);
  EXPECT_DOUBLE_EQ(jps.space().pathCost, plus.space().pathCost);
}

TEST(JumpPointPlus, ExpandsExactlyWhatJpsExpandsOnRandomMaps) {
  GridSearch jps, plus;
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
        expectSameSearchAsJps(jps, plus, grid, q);
      }
    }
  }
}

TEST(JumpPointPlus, ExpandsExactlyWhatJpsExpandsOnMovingAIMaps) {
  GridSearch jps, plus;
  for (const char* map : {"arena", "den520d", "8room_000", "random512-10-0"}) {
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(map) + ".map"));
    const ScenarioParseResult scen = parseMovingAIScenarios(testing::readDataFile(std::string(map) + ".map.scen"));
    ASSERT_TRUE(parsed.grid) << map;
    for (std::size_t i = 0; i < scen.scenarios.size(); i += 7) {
      const Scenario& s = scen.scenarios[i];
      SCOPED_TRACE(::testing::Message() << map << " #" << i);
      expectSameSearchAsJps(jps, plus, *parsed.grid, {s.startX, s.startY, s.goalX, s.goalY});
    }
  }
}

// One search object, as findPath keeps one: the table is rebuilt for whichever
// grid it searches, after every edit, and after a copy of a grid is edited.
TEST(JumpPointPlus, TableFollowsEditsAndOtherGrids) {
  std::mt19937 rng(99);
  Grid a = randomGrid(90, 70, 0.25, false, 1);
  Grid b = randomGrid(90, 70, 0.25, false, 2);  // same size: only the contents tell them apart
  GridSearch jps, plus;
  for (int round = 0; round < 30; ++round) {
    Grid& grid = round % 3 == 0 ? b : a;
    if (round % 2) {
      Grid copy = grid;  // a copy shares the table until one of them changes
      copy.setWalkable(int(rng() % 90), int(rng() % 70), false);
      for (const Query& q : randomQueries(copy, 3, rng())) expectSameSearchAsJps(jps, plus, copy, q);
    }
    for (int i = 0; i < 30; ++i) grid.setWalkable(int(rng() % 90), int(rng() % 70), rng() % 3 == 0);
    for (const Query& q : randomQueries(grid, 3, rng())) {
      expectSameSearchAsJps(jps, plus, grid, q);
      const double optimal = testing::referenceCosts(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, q.sx,
                                                     q.sy)[std::size_t(q.gy) * 90 + q.gx];
      testing::expectCheapestPath(grid, options(Algorithm::JumpPointPlus), plus.space(), optimal);
    }
  }
}

TEST(JumpPointPlus, TableHoldsSixteenBytesPerPaddedCell) {
  const Grid grid(30, 20);
  JumpTableScanner scanner;
  scanner.begin(grid, grid.node(5, 5));
  EXPECT_EQ(scanner.table().bytes(), std::uint64_t(32 * 22 * 16));
  // On open ground every straight run reaches the border: no jump point, the run's length stored negated.
  EXPECT_EQ(scanner.table().at(grid.node(0, 0), JumpTable::direction(1, 0)), -29);
  EXPECT_EQ(scanner.table().at(grid.node(0, 0), JumpTable::direction(1, 1)), -19);
  EXPECT_EQ(scanner.table().at(grid.node(29, 19), JumpTable::direction(1, 0)), 0);
}

}  // namespace
}  // namespace pathlab
