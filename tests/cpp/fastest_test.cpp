// pickFastest (algorithms/fastest.hpp): the share of cells with a diagonal move and the walls'
// groups, counted by hand on small maps, and the picks on the shipped Moving AI maps.
#include <gtest/gtest.h>

#include <string>

#include "algorithms/fastest.hpp"
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
  wall.setCost(3, 3, 2);  // terrain: A* and the default heuristic
  EXPECT_EQ(pickFastest(wall, DiagonalRule::OnlyWhenNoObstacles).heuristic, Heuristic::Default);
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

}  // namespace
}  // namespace pathlab
