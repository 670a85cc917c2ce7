// pickFastest (algorithms/fastest.hpp): the share of cells with a diagonal move and the walls'
// groups counted by hand on small maps; the algorithm on the shipped Moving AI maps with and without
// terrain; the landmarks picked exactly when the queries expected pay for their table; the picked
// search optimal against the tests' own Dijkstra.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "algorithms/fastest.hpp"
#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"
#include "io/movingai.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

const char* const kShipped[] = {"arena", "den520d", "8room_000", "random512-10-0", "Berlin_0_256", "maze512-1-0"};

Grid shipped(const std::string& name) {
  MapParseResult parsed = parseMovingAIMap(testing::readDataFile(name + ".map"));
  EXPECT_TRUE(parsed.grid) << name;
  return std::move(*parsed.grid);
}

// Roads of cost 1 every 16 rows and columns through cost-5 ground (`roads`), or patches of costs 2..9.
void paint(Grid& grid, bool roads) {
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      if (!grid.walkable(x, y)) continue;
      if (roads) grid.setCost(x, y, x % 16 == 3 || y % 16 == 9 ? 1 : 5);
      if (!roads && (x / 5 + y / 7) % 4 == 1) grid.setCost(x, y, 2 + (x + 3 * y) % 8);
    }
  }
}

bool mentions(const std::string& text, const char* what) {
  return text.find(what) != std::string::npos;
}

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

TEST(Fastest, CountsWallGroupsByHand) {
  Grid two(10, 10);
  two.setWalkable(1, 1, false);
  two.setWalkable(2, 2, false);  // touches (1, 1) by a corner: one group of 2
  two.setWalkable(5, 5, false);
  two.setWalkable(7, 5, false);  // alone: groups of 1 and 1
  EXPECT_DOUBLE_EQ(pickFastest(two, DiagonalRule::Never).wallGroupSize, 4.0 / 3.0);
  EXPECT_EQ(pickFastest(Grid(10, 10), DiagonalRule::Never).wallGroupSize, 0.0);

  // A U: two columns of 4 walls, apart until a bottom row of 5 joins them (13 walls, one group);
  // a staircase of 5 walls touching corner to corner (one group); two walls one column apart (two).
  Grid shapes(16, 10);
  for (int y = 0; y < 4; ++y) {
    shapes.setWalkable(1, y, false);
    shapes.setWalkable(5, y, false);
  }
  for (int x = 1; x <= 5; ++x) shapes.setWalkable(x, 4, false);
  for (int i = 0; i < 5; ++i) shapes.setWalkable(8 + i, 5 - i, false);
  shapes.setWalkable(10, 9, false);
  shapes.setWalkable(12, 9, false);
  EXPECT_DOUBLE_EQ(pickFastest(shapes, DiagonalRule::Never).wallGroupSize, (13.0 + 5.0 + 2.0) / 4.0);
}

TEST(Fastest, PicksJpsForOneWideMazesAndJpsPlusOnOtherMapsWithoutTerrain) {
  EXPECT_EQ(pickFastest(Grid(20, 20), DiagonalRule::OnlyWhenNoObstacles).algorithm, Algorithm::JumpPointPlus);
  for (const char* name : kShipped) {
    const Grid grid = shipped(name);
    const bool maze = std::string(name) == "maze512-1-0";
    const FastestPick moving = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
    EXPECT_EQ(moving.algorithm, maze ? Algorithm::JumpPoint : Algorithm::JumpPointPlus) << name;
    EXPECT_EQ(moving.diagonalShare < kFewDiagonalMoves, maze) << name << " " << moving.diagonalShare;
    EXPECT_FALSE(moving.reason.empty());
    EXPECT_EQ(moving.sampledQueries, kSampleQueries) << name;
    for (DiagonalRule rule : {DiagonalRule::Never, DiagonalRule::Always, DiagonalRule::IfAtMostOneObstacle}) {
      EXPECT_EQ(pickFastest(grid, rule).algorithm, Algorithm::JumpPointPlus) << name;
    }
  }
}

// The landmarks come exactly when the queries expected reach the payback the pick reports: one
// query fewer and it keeps the rule's estimate. The same map gives the same pick every time.
TEST(Fastest, PicksLandmarksExactlyWhenTheExpectedQueriesPayForTheirTable) {
  int paying = 0;
  for (const char* name : kShipped) {
    SCOPED_TRACE(name);
    const Grid grid = shipped(name);
    const FastestPick pick = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
    const FastestPick again = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
    EXPECT_EQ(pick.heuristic, again.heuristic);
    EXPECT_EQ(pick.heuristicReason, again.heuristicReason);
    EXPECT_EQ(pick.paybackQueries, again.paybackQueries);
    EXPECT_EQ(pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles, 1).heuristic, Heuristic::Default);
    if (!std::isfinite(pick.paybackQueries)) {
      EXPECT_EQ(pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles, kMaxExpectedQueries).heuristic, Heuristic::Default);
      EXPECT_TRUE(mentions(pick.heuristicReason, "never pays back")) << pick.heuristicReason;
      continue;
    }
    ++paying;
    const auto over = std::uint64_t(std::ceil(pick.paybackQueries)) + 1;
    const FastestPick enough = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles, over);
    EXPECT_EQ(enough.heuristic, Heuristic::Landmarks);
    EXPECT_TRUE(mentions(enough.heuristicReason, "pays for its build after about")) << enough.heuristicReason;
    if (pick.paybackQueries > 3) {
      const FastestPick few = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles, std::uint64_t(pick.paybackQueries) - 1);
      EXPECT_EQ(few.heuristic, Heuristic::Default);
      EXPECT_TRUE(mentions(few.heuristicReason, "only after about")) << few.heuristicReason;
    }
  }
  EXPECT_GE(paying, 4);  // walls that force detours: the landmarks see them
}

// The forecast's arithmetic, worked by hand: a table of 1,000 us for queries of 10 us of which the
// landmarks leave half the expansions at 1.6 times the cost saves 10 * (1 - 0.8) = 2 us a query.
TEST(Fastest, ForecastsThePaybackAsBuildOverWhatAQuerySaves) {
  EXPECT_DOUBLE_EQ(forecastPayback(1000.0, 10.0, 0.5, 1.6), 500.0);
  EXPECT_DOUBLE_EQ(forecastPayback(300.0, 4.0, 0.25, 2.0), 150.0);
  EXPECT_EQ(forecastPayback(1000.0, 10.0, 0.625, 1.6), std::numeric_limits<double>::infinity());  // saves 0
  EXPECT_EQ(forecastPayback(1000.0, 10.0, 0.9, 1.6), std::numeric_limits<double>::infinity());
}

// The predicted share: the gain over the rule's estimate's miss, clamped, never under the path's cells.
TEST(Fastest, PredictsTheLandmarksShareFromHowFarTheRulesEstimateMisses) {
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 10.0, 3.0}, false), kLongLandmarkGain / 3.0);
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 10.0, 16.0}, true), kShortLandmarkGain / 2.0);  // the fourth root of 16
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 10.0, 1.0}, false), kLongLandmarkGain);         // under the cap
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 10.0, 1.0}, true), kShortLandmarkGain);
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 10.0, 100.0}, false), kMinLandmarkShare);
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({1000.0, 500.0, 3.0}, false), 0.5);  // half the expansions are the path
  EXPECT_DOUBLE_EQ(predictedLandmarkShare({40.0, 41.0, 1.0}, false), 1.0);     // exact estimate: nothing to save
}

// Maps whose answer is known. Walls only, open ground: a jump point search (JPS+), and never the
// landmarks, whose bounds cannot beat the exact straight-line estimate. Roads of cost 1 through
// cost-5 ground on a 512 x 512 map: the rule's estimate misses by a factor of about three, the
// landmarks pay back within the thousand queries expected, and so they are picked (as their
// measured time in `npm run bench` section 14 says they should be).
TEST(Fastest, PicksWhatIsKnownFastestOnOpenAndOnHeavilyPaintedMaps) {
  Grid open(256, 256);
  for (int y = 20; y < 236; y += 40) {
    for (int x = 10; x < 30; ++x) open.setWalkable(x + y % 90, y, false);  // a few short walls
  }
  const FastestPick plain = pickFastest(open, DiagonalRule::OnlyWhenNoObstacles);
  EXPECT_EQ(plain.algorithm, Algorithm::JumpPointPlus);
  EXPECT_EQ(plain.heuristic, Heuristic::Default) << plain.heuristicReason;
  for (const char* name : {"random512-10-0", "8room_000"}) {
    SCOPED_TRACE(name);
    Grid roads = shipped(name);
    paint(roads, true);
    const FastestPick pick = pickFastest(roads, DiagonalRule::OnlyWhenNoObstacles);
    EXPECT_EQ(pick.heuristic, Heuristic::Landmarks) << pick.heuristicReason;
    EXPECT_FALSE(pick.landmarksMeasured);
    EXPECT_LT(pick.paybackQueries, double(kExpectedQueries));
    EXPECT_GT(pick.shortPaybackQueries, pick.paybackQueries);  // a short query saves less
    EXPECT_LT(pick.landmarkShare, 0.5);
  }
}

// The landmarks' share of the short queries' expansions, as the pick forecasts it from A*'s samples,
// against the share the tests measure themselves: the picked search with and without the landmarks
// on 300 short queries of their own (ends at most 16 cells apart along each axis), on painted maps.
// Expansions, not times: within 1.5 times either way (the model is fitted to such maps; the tail of
// detours around walls makes a few hundred queries' share itself move by a tenth).
TEST(Fastest, ForecastsTheLandmarksShareOfShortQueries) {
  for (const auto& [name, roads] : {std::pair{"den520d", true}, std::pair{"den520d", false}, std::pair{"arena", false}}) {
    SCOPED_TRACE(std::string(name) + (roads ? " roads" : " patches"));
    Grid grid = shipped(name);
    paint(grid, roads);
    const FastestPick pick = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
    ASSERT_FALSE(pick.landmarksMeasured);
    GridSearch search;
    SearchOptions o;
    o.algorithm = pick.algorithm;
    std::uint64_t expanded[2] = {0, 0};
    std::uint32_t state = 99;
    const auto next = [&](int n) {
      state = state * 1664525u + 1013904223u;
      return int((state >> 8) % std::uint32_t(n));
    };
    for (int found = 0; found < 300;) {
      const int sx = next(grid.width()), sy = next(grid.height());
      const int gx = sx + next(33) - 16, gy = sy + next(33) - 16;
      if (!grid.inBounds(gx, gy) || !grid.walkable(sx, sy) || !grid.walkable(gx, gy) || (sx == gx && sy == gy)) continue;
      o.heuristic = Heuristic::Default;
      ASSERT_EQ(search.start(grid, sx, sy, gx, gy, o), "");
      if (search.run() != SearchStatus::Found) continue;
      ++found;
      expanded[0] += search.space().expanded;
      o.heuristic = Heuristic::Landmarks;
      ASSERT_EQ(search.start(grid, sx, sy, gx, gy, o), "");
      search.run();
      expanded[1] += search.space().expanded;
    }
    const double measured = double(expanded[1]) / double(expanded[0]);
    EXPECT_GT(pick.shortLandmarkShare, measured / 1.5);
    EXPECT_LT(pick.shortLandmarkShare, measured * 1.5);
    EXPECT_GT(pick.shortPaybackQueries, pick.paybackQueries);  // a short query saves less than a long one
  }
}

// With a table at hand for the map (a search built it), the pick measures the landmarks instead of
// predicting them, and the table costs nothing more: it keeps them.
TEST(Fastest, MeasuresTheLandmarksWhenTheirTableIsAtHand) {
  Grid grid = shipped("den520d");
  paint(grid, true);
  GridSearch search;
  SearchOptions o;
  o.heuristic = Heuristic::Landmarks;
  const testing::Query q = testing::randomQueries(grid, 1, 9)[0];
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.sx, q.sy, o), "");
  search.run();
  const FastestPick pick = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles, kExpectedQueries, search);
  EXPECT_TRUE(pick.landmarksMeasured);
  EXPECT_EQ(pick.heuristic, Heuristic::Landmarks) << pick.heuristicReason;
  EXPECT_TRUE(mentions(pick.heuristicReason, "built already")) << pick.heuristicReason;
  EXPECT_EQ(search.landmarkTable().builds(), 1u);  // the pick built nothing more
  const FastestPick fresh = pickFastest(grid, DiagonalRule::OnlyWhenNoObstacles);
  EXPECT_FALSE(fresh.landmarksMeasured);
}

// Where the octile distance is already exact the landmarks cannot lower an expansion count: they
// never pay back, however many queries are expected.
TEST(Fastest, NeverPicksLandmarksOnAnOpenField) {
  const FastestPick pick = pickFastest(Grid(64, 64), DiagonalRule::Always, kMaxExpectedQueries);
  EXPECT_EQ(pick.heuristic, Heuristic::Default);
  EXPECT_EQ(pick.paybackQueries, std::numeric_limits<double>::infinity());
  EXPECT_EQ(pick.shortPaybackQueries, std::numeric_limits<double>::infinity());  // nor for short queries
  EXPECT_EQ(pick.shortLandmarkShare, 1.0);
  EXPECT_TRUE(mentions(pick.heuristicReason, "100 %")) << pick.heuristicReason;
}

// Where the pick takes the landmarks, they do save expansions on the tests' own queries (not the
// pick's samples), and the search stays optimal.
TEST(Fastest, PickedLandmarksSaveExpansionsOnOtherQueries) {
  for (const char* name : {"den520d", "maze512-1-0"}) {
    SCOPED_TRACE(name);
    const Grid map = shipped(name);
    const Grid* grid = &map;
    const FastestPick pick = pickFastest(*grid, DiagonalRule::OnlyWhenNoObstacles, 1'000'000);
    ASSERT_EQ(pick.heuristic, Heuristic::Landmarks) << pick.heuristicReason;
    std::uint64_t expanded[2] = {0, 0};
    GridSearch search;
    for (const testing::Query& q : testing::randomQueries(*grid, 24, 5)) {
      SearchOptions o;
      o.algorithm = pick.algorithm;
      o.heuristic = pick.heuristic;
      testing::expectOptimalSearch(*grid, q, o);
      for (int landmarks : {0, 1}) {
        o.heuristic = landmarks ? Heuristic::Landmarks : Heuristic::Default;
        ASSERT_EQ(search.start(*grid, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        expanded[landmarks] += search.space().expanded;
      }
    }
    EXPECT_LT(expanded[1], expanded[0]);
  }
}

// Terrain: A* or JPS (its terrain scan), with a reason that names the samples; the picked search is
// optimal against the tests' own Dijkstra under every rule.
TEST(Fastest, OnTerrainPicksAStarOrJpsAndTheirSearchIsOptimal) {
  Grid mud(20, 20);
  mud.setCost(3, 3, 4);
  for (DiagonalRule rule : testing::kRules) {
    const Algorithm a = pickFastest(mud, rule).algorithm;
    EXPECT_TRUE(a == Algorithm::AStar || a == Algorithm::JumpPoint);
  }
  mud.setCost(3, 3, 1);  // no terrain left: JPS+ again
  EXPECT_EQ(pickFastest(mud, DiagonalRule::Always).algorithm, Algorithm::JumpPointPlus);

  // Every rule on the small map; Moving AI's on the 512 x 512 one.
  for (const auto& [name, roads] : {std::pair{"arena", false}, std::pair{"random512-10-0", true}}) {
    SCOPED_TRACE(std::string(name) + (roads ? " roads" : " patches"));
    Grid grid = shipped(name);
    paint(grid, roads);
    for (DiagonalRule rule : testing::kRules) {
      if (roads && rule != DiagonalRule::OnlyWhenNoObstacles) continue;
      const FastestPick pick = pickFastest(grid, rule);
      EXPECT_TRUE(pick.algorithm == Algorithm::AStar || pick.algorithm == Algorithm::JumpPoint);
      EXPECT_TRUE(mentions(pick.reason, "terrain") && mentions(pick.reason, "8 sample queries")) << pick.reason;
      EXPECT_TRUE(mentions(pick.heuristicReason, "64 bytes a cell")) << pick.heuristicReason;
      // Whatever it predicts, it never picks what its own samples measured slower than A* (beyond the
      // noise it allows, where they are long enough to time), also
      // for a caller who expects few queries (where the landmarks' table cannot pay back).
      for (std::uint64_t expected : {std::uint64_t(10), kExpectedQueries}) {
        const FastestPick few = pickFastest(grid, rule, expected);
        EXPECT_GT(few.astarSampleMicros, 0.0);
        if (few.astarSampleMicros * few.sampledQueries < kMeasurableMicros) continue;  // too short to time
        EXPECT_LE(few.pickedSampleMicros, few.astarSampleMicros * kMeasuredNoise)
            << algorithmInfo(few.algorithm).name << (few.heuristic == Heuristic::Landmarks ? " with landmarks" : "");
      }
      for (const testing::Query& q : testing::randomQueries(grid, 4, 3)) {
        SearchOptions o;
        o.algorithm = pick.algorithm;
        o.heuristic = pick.heuristic;
        o.diagonal = rule;
        testing::expectOptimalSearch(grid, q, o);
      }
    }
  }
}

TEST(Fastest, KeepsTheRulesEstimateOnMapsTooLargeForTheLandmarks) {
  Grid big(1025, 1024);  // over 1024 x 1024 cells
  for (int y = 0; y < 30; ++y) big.setWalkable(20, y, false);
  const FastestPick flat = pickFastest(big, DiagonalRule::Never, kMaxExpectedQueries);
  EXPECT_EQ(flat.heuristic, Heuristic::Default);
  EXPECT_EQ(flat.sampledQueries, 0);
  EXPECT_TRUE(mentions(flat.heuristicReason, "1024 x 1024") && mentions(flat.heuristicReason, "32 bytes")) << flat.heuristicReason;
  big.setCost(5, 5, 3);  // terrain: A* and JPS are still sampled, without the landmarks
  const FastestPick terrain = pickFastest(big, DiagonalRule::Never, kMaxExpectedQueries);
  EXPECT_EQ(terrain.heuristic, Heuristic::Default);
  EXPECT_TRUE(terrain.algorithm == Algorithm::AStar || terrain.algorithm == Algorithm::JumpPoint);
  EXPECT_EQ(terrain.sampledQueries, kSampleQueries);
  EXPECT_TRUE(mentions(terrain.heuristicReason, "64 bytes")) << terrain.heuristicReason;
  // Terrain priced by the cells crossed: a step costs the same both ways, so the table would keep one direction.
  const FastestPick crossed = pickFastest(big, DiagonalRule::Never, kMaxExpectedQueries, TerrainCost::Crossed);
  EXPECT_TRUE(mentions(crossed.heuristicReason, "32 bytes")) << crossed.heuristicReason;
}

TEST(Fastest, SaysSoWhenNoTwoCellsAreConnected) {
  Grid checks(12, 12);  // walls on every other cell of a checkerboard: no straight move anywhere
  for (int y = 0; y < 12; ++y) {
    for (int x = 0; x < 12; ++x) checks.setWalkable(x, y, (x + y) % 2 == 0);
  }
  const FastestPick pick = pickFastest(checks, DiagonalRule::Never, kMaxExpectedQueries);
  EXPECT_EQ(pick.sampledQueries, 0);
  EXPECT_EQ(pick.heuristic, Heuristic::Default);
  EXPECT_TRUE(mentions(pick.heuristicReason, "connected")) << pick.heuristicReason;
}

}  // namespace
}  // namespace pathlab
