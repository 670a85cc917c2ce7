// pickFastest (algorithms/fastest.hpp): the share of cells with a diagonal move, counted by hand
// on small maps, and the pick on the shipped Moving AI maps.
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

}  // namespace
}  // namespace pathlab
