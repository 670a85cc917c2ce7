// Jump Point Search: optimal costs against an independent Dijkstra on random
// maps and against the Moving AI files, full paths, its trace, and refusing
// rules and maps it does not support.
#include <gtest/gtest.h>

#include <cmath>
#include <set>

#include "algorithms/grid_search.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::expectOptimalSearch;
using testing::kOpenLists;
using testing::Query;
using testing::randomGrid;
using testing::randomQueries;
using testing::walkCost;

SearchOptions jpsOptions(OpenListKind openList = OpenListKind::BinaryHeap) {
  SearchOptions o;
  o.algorithm = Algorithm::JumpPoint;
  o.openList = openList;
  return o;
}

TEST(JumpPointSearch, MatchesReferenceCostsOnRandomMapsWithEveryOpenList) {
  for (double density : {0.0, 0.1, 0.25, 0.4}) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      const Grid grid = randomGrid(41, 29, density, false, std::uint32_t(density * 100) + 1);
      for (const Query& q : randomQueries(grid, 25, 17)) {
        for (OpenListKind openList : kOpenLists) {
          SearchOptions o = jpsOptions(openList);
          o.costModel = model;
          // Every cell is listed: the walk is made of single legal moves.
          expectOptimalSearch(grid, q, o);
        }
      }
    }
  }
}

TEST(JumpPointSearch, OptimalOnMovingAIScenarios) {
  // Every scenario; every 10th on the maze, whose 12,120 take JPS a minute and a half.
  for (const char* map : {"arena", "den520d", "Berlin_0_256", "random512-10-0", "8room_000", "maze512-1-0"}) {
    const testing::ScenarioRun run = testing::runScenarios(map, jpsOptions(), std::string(map) == "maze512-1-0" ? 10 : 1);
    EXPECT_GT(run.scenarios, 100) << map;
    EXPECT_TRUE(run.mismatches.empty()) << run.mismatches.size() << " wrong, first: " << run.mismatches.front();
  }
}

TEST(JumpPointSearch, ExpandsFarFewerNodesThanAStarOnOpenGround) {
  Grid grid(200, 200);
  for (int y = 40; y < 160; ++y) grid.setWalkable(100, y, false);
  GridSearch jps, astar;
  ASSERT_EQ(jps.start(grid, 5, 100, 195, 100, jpsOptions()), "");
  ASSERT_EQ(astar.start(grid, 5, 100, 195, 100, SearchOptions{}), "");
  jps.run();
  astar.run();
  EXPECT_NEAR(jps.space().pathCost, astar.space().pathCost, 1e-9);
  EXPECT_LT(jps.space().expanded * 20, astar.space().expanded);
}

TEST(JumpPointSearch, TraceRecordsJumpPointsAndTheFullPath) {
  const Grid grid = randomGrid(50, 40, 0.2, false, 33);
  int sx = 1, sy = 1, gx = 48, gy = 38;
  Grid open = grid;
  open.setWalkable(sx, sy, true);
  open.setWalkable(gx, gy, true);
  GridSearch search;
  ASSERT_EQ(search.start(open, sx, sy, gx, gy, jpsOptions()), "");
  search.run();
  ASSERT_EQ(search.status(), SearchStatus::Found);
  const Trace& t = search.trace();
  std::set<std::uint32_t> expanded;
  std::size_t expandEvents = 0, pathEvents = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const auto kind = TraceKind(t.kinds()[i]);
    if (kind == TraceKind::Expand) {
      ++expandEvents;
      expanded.insert(t.cells()[i]);
    } else if (kind == TraceKind::Open || kind == TraceKind::Improve) {
      // A jump point's parent is a jump point expanded before it, in a straight or diagonal line.
      const std::uint32_t parent = t.parents()[i];
      if (parent == kNoParent) continue;
      EXPECT_TRUE(expanded.count(parent)) << "event " << i;
      const int dx = int(t.cells()[i] % 50) - int(parent % 50), dy = int(t.cells()[i] / 50) - int(parent / 50);
      EXPECT_TRUE(dx == 0 || dy == 0 || std::abs(dx) == std::abs(dy)) << "event " << i;
    } else if (kind == TraceKind::Path) {
      EXPECT_EQ(t.cells()[i], search.space().path[pathEvents]);
      ++pathEvents;
    }
  }
  EXPECT_EQ(expandEvents, search.space().expanded);
  EXPECT_EQ(pathEvents, search.space().path.size());
  EXPECT_DOUBLE_EQ(t.g()[t.size() - 1], search.space().pathCost);
}

TEST(JumpPointSearch, StopsAtTheExpansionCapWithALegalPartialPath) {
  const Grid grid = randomGrid(80, 80, 0.3, false, 4);
  Grid open = grid;
  open.setWalkable(0, 0, true);
  open.setWalkable(79, 79, true);
  SearchOptions o = jpsOptions();
  o.maxExpansions = 5;
  GridSearch search;
  ASSERT_EQ(search.start(open, 0, 0, 79, 79, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  EXPECT_EQ(search.space().expanded, 5u);
  std::string why;
  EXPECT_NEAR(walkCost(open, o.diagonal, o.costModel, search.space().path, &why), search.space().pathCost, 1e-9)
      << why;
}

TEST(JumpPointSearch, RefusesOtherDiagonalRulesAndTerrain) {
  Grid grid(10, 10);
  SearchOptions o = jpsOptions();
  GridSearch search;
  for (DiagonalRule rule : {DiagonalRule::Never, DiagonalRule::Always, DiagonalRule::IfAtMostOneObstacle}) {
    o.diagonal = rule;
    EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o),
              "jps needs diagonalMovement 'only-when-no-obstacles', not '" + std::string(diagonalRuleName(rule)) +
                  "'; use astar for other rules");
  }
  o.diagonal = DiagonalRule::OnlyWhenNoObstacles;
  grid.setCost(3, 3, 4);
  grid.setCost(4, 3, 2);
  EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o),
            "jps needs uniform terrain cost 1, but 2 walkable cells have another cost; use astar on maps with terrain");
  grid.setWalkable(4, 3, false);  // terrain under a wall does not matter
  EXPECT_NE(search.start(grid, 0, 0, 9, 9, o).find("1 walkable cell has"), std::string::npos);
  grid.setCost(3, 3, 1);
  EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  grid.setWalkable(4, 3, true);  // the wall goes, its terrain cost 2 is back
  EXPECT_EQ(grid.terrainCellCount(), 1);
  std::vector<std::uint8_t> cells(100, 1);
  grid.readCells(cells.data());
  EXPECT_EQ(grid.terrainCellCount(), 0);
  grid.fill(true, 3);
  EXPECT_EQ(grid.terrainCellCount(), 100);
}

}  // namespace
}  // namespace pathlab
