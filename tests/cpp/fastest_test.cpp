// pickFastest (algorithms/fastest.hpp): the share of cells with a diagonal move and the walls'
// groups, counted by hand on small maps, and the picks on the shipped Moving AI maps.
#include <gtest/gtest.h>

#include <string>

#include "algorithms/fastest.hpp"
#include "algorithms/grid_search.hpp"
#include "io/movingai.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

TEST(Fastest, CountsCellsWithADiagonalMoveByHand) {
  EXPECT_EQ(pickFastest(Grid(2, 3), DiagonalRule::OnlyWhenNoObstacles).diagonalShare, 1.0);  // every cell a corner
  Grid ring(3, 3);
  ring.setWalkable(1, 1, false);  // each 2 x 2 block holds the centre: no diagonal move anywhere
  EXPECT_EQ(pickFastest(ring, DiagonalRule::OnlyWhenNoObstacles).diagonalShare, 0.0);
  Grid notch(3, 2);
  notch.setWalkable(2, 0, false);  // (0..1, 0..1) is a free block; (2, 1) is in none
  EXPECT_DOUBLE_EQ(pickFastest(notch, DiagonalRule::OnlyWhenNoObstacles).diagonalShare, 4.0 / 5.0);
  EXPECT_EQ(pickFastest(Grid(1, 9), DiagonalRule::OnlyWhenNoObstacles).diagonalShare, 0.0);  // a corridor
}

TEST(Fastest, PicksAStarForTerrainJpsForOneWideMazesAndJpsPlusElsewhere) {
  Grid mud(20, 20);
  mud.setCost(3, 3, 4);
  for (DiagonalRule rule : testing::kRules) EXPECT_EQ(pickFastest(mud, rule).algorithm, Algorithm::AStar);
  mud.setCost(3, 3, 1);  // no terrain left: the jump point searches again
  EXPECT_EQ(pickFastest(mud, DiagonalRule::Always).algorithm, Algorithm::JumpPointPlus);
  EXPECT_EQ(pickFastest(Grid(20, 20), DiagonalRule::OnlyWhenNoObstacles).algorithm, Algorithm::JumpPointPlus);

  for (const char* name : {"arena", "den520d", "8room_000", "random512-10-0", "Berlin_0_256", "maze512-1-0"}) {
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(name) + ".map"));
    ASSERT_TRUE(parsed.grid) << name;
    const bool maze = std::string(name) == "maze512-1-0";
    const FastestPick moving = pickFastest(*parsed.grid, DiagonalRule::OnlyWhenNoObstacles);
    EXPECT_EQ(moving.algorithm, maze ? Algorithm::JumpPoint : Algorithm::JumpPointPlus) << name;
    EXPECT_EQ(moving.diagonalShare < kFewDiagonalMoves, maze) << name << " " << moving.diagonalShare;
    EXPECT_FALSE(moving.reason.empty());
    for (DiagonalRule rule : {DiagonalRule::Never, DiagonalRule::Always, DiagonalRule::IfAtMostOneObstacle}) {
      EXPECT_EQ(pickFastest(*parsed.grid, rule).algorithm, Algorithm::JumpPointPlus) << name;
    }
  }
}

// The walls' groups counted by hand, and the heuristic picked from them: landmarks where walls form
// large groups (every shipped map but the random obstacle field), the default elsewhere.
TEST(Fastest, PicksLandmarksWhereWallsFormLargeGroups) {
  Grid two(10, 10);
  two.setWalkable(1, 1, false);
  two.setWalkable(2, 2, false);  // touches (1, 1) by a corner: one group of 2
  two.setWalkable(5, 5, false);
  two.setWalkable(7, 5, false);  // alone: groups of 1 and 1
  EXPECT_DOUBLE_EQ(pickFastest(two, DiagonalRule::Never).wallGroupSize, 4.0 / 3.0);
  EXPECT_EQ(pickFastest(Grid(10, 10), DiagonalRule::Never).wallGroupSize, 0.0);
  EXPECT_EQ(pickFastest(two, DiagonalRule::Never).heuristic, Heuristic::Default);
  Grid wall(40, 40);
  for (int y = 0; y < 30; ++y) wall.setWalkable(20, y, false);  // one group of 30
  const FastestPick walled = pickFastest(wall, DiagonalRule::OnlyWhenNoObstacles);
  EXPECT_EQ(walled.wallGroupSize, 30.0);
  EXPECT_EQ(walled.heuristic, Heuristic::Landmarks);
  EXPECT_FALSE(walled.heuristicReason.empty());
  wall.setCost(3, 3, 2);  // terrain: A* and the landmarks, which measure it
  EXPECT_EQ(pickFastest(wall, DiagonalRule::OnlyWhenNoObstacles).heuristic, Heuristic::Landmarks);
  Grid big(1025, 1024);  // over 1024 x 1024 cells: the default, whatever the walls
  for (int y = 0; y < 30; ++y) big.setWalkable(20, y, false);
  EXPECT_EQ(pickFastest(big, DiagonalRule::Never).heuristic, Heuristic::Default);

  for (const char* name : {"arena", "den520d", "8room_000", "random512-10-0", "Berlin_0_256", "maze512-1-0"}) {
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(name) + ".map"));
    ASSERT_TRUE(parsed.grid) << name;
    const bool scattered = std::string(name) == "random512-10-0";
    for (DiagonalRule rule : testing::kRules) {
      EXPECT_EQ(pickFastest(*parsed.grid, rule).heuristic, scattered ? Heuristic::Default : Heuristic::Landmarks) << name;
    }
  }
}

// Terrain: A* with the landmarks, which measure the costly ground both ways, where walls form large
// groups or most of the ground is costly, up to 1024 x 1024 cells, with a reason for each; the default
// on a field of scattered walls with a few patches. The pick's search finds the optimal cost (the
// tests' own Dijkstra) with fewer expansions than A* with its default.
TEST(Fastest, PicksAStarWithLandmarksOnTerrain) {
  struct Case {
    const char* map;
    bool roads;  // every free cell costly but a road every 16 rows and columns; else patches on a quarter
    Heuristic heuristic;
  };
  for (const Case& c : {Case{"arena", false, Heuristic::Landmarks}, Case{"random512-10-0", false, Heuristic::Default},
                        Case{"random512-10-0", true, Heuristic::Landmarks}}) {
    SCOPED_TRACE(std::string(c.map) + (c.roads ? " roads" : " patches"));
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(c.map) + ".map"));
    ASSERT_TRUE(parsed.grid);
    Grid& grid = *parsed.grid;
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        if (!grid.walkable(x, y)) continue;
        if (c.roads) grid.setCost(x, y, x % 16 == 3 || y % 16 == 9 ? 1 : 5);
        if (!c.roads && (x / 5 + y / 7) % 4 == 1) grid.setCost(x, y, 2 + (x + 3 * y) % 8);
      }
    }
    for (DiagonalRule rule : testing::kRules) {
      const FastestPick pick = pickFastest(grid, rule);
      EXPECT_EQ(pick.algorithm, Algorithm::AStar);
      EXPECT_EQ(pick.heuristic, c.heuristic);
      EXPECT_NE(pick.reason.find("terrain"), std::string_view::npos) << pick.reason;
      EXPECT_NE(pick.heuristicReason.find(c.heuristic == Heuristic::Landmarks ? "terrain" : "scattered"), std::string_view::npos)
          << pick.heuristicReason;
    }
    if (c.heuristic != Heuristic::Landmarks) continue;
    const FastestPick pick = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
    std::uint64_t expanded[2] = {0, 0};
    GridSearch search;
    for (const testing::Query& q : testing::randomQueries(grid, 12, 3)) {
      SearchOptions o;
      o.algorithm = pick.algorithm;
      o.heuristic = pick.heuristic;
      testing::expectOptimalSearch(grid, q, o);
      for (int picked : {0, 1}) {
        SearchOptions run = o;
        if (!picked) run.heuristic = Heuristic::Default;
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, run), "");
        search.run();
        expanded[picked] += search.space().expanded;
      }
    }
    EXPECT_LT(expanded[1], expanded[0]);
  }
  Grid big(1025, 1024);  // over 1024 x 1024 cells: A* with the default heuristic
  big.setCost(5, 5, 3);
  const FastestPick pick = pickFastest(big, DiagonalRule::Never);
  EXPECT_EQ(pick.algorithm, Algorithm::AStar);
  EXPECT_EQ(pick.heuristic, Heuristic::Default);
  EXPECT_NE(pick.heuristicReason.find("1024 x 1024"), std::string_view::npos);
}

}  // namespace
}  // namespace pathlab
