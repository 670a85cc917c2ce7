// Chase and flee (the heuristics of the Sumerian Blood A* tutorial,
// http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/): the flee search against an independent reference
// (the cheapest cell far enough from the threat, by reference Dijkstra), its
// caps and partial paths, and the chase's stop-when-halfway option.
#include <gtest/gtest.h>

#include <cmath>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::Cell;
using testing::cellOf;
using testing::expectCheapestPath;
using testing::randomGrid;
using testing::referenceCosts;
using testing::walkCost;

constexpr DiagonalRule kRule = DiagonalRule::OnlyWhenNoObstacles;

double distanceBetween(int ax, int ay, int bx, int by) { return std::hypot(ax - bx, ay - by); }

SearchOptions fleeOptions(double minDistance, Algorithm algorithm = Algorithm::AStar) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.flee = true;
  o.fleeDistance = minDistance;
  return o;
}

// The cheapest cost of reaching any cell at least minDistance from the threat.
double referenceFleeCost(const Grid& g, CostModel model, Cell start, Cell threat, double minDistance) {
  const std::vector<double> costs = referenceCosts(g, kRule, model, start.x, start.y);
  double best = INFINITY;
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (distanceBetween(x, y, threat.x, threat.y) >= minDistance) {
        best = std::min(best, costs[std::size_t(y) * g.width() + x]);
      }
    }
  }
  return best;
}

TEST(Flee, AStarAndDijkstraFindTheCheapestWayToGetFarEnough) {
  for (bool terrain : {false, true}) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      const Grid g = randomGrid(30, 22, 0.25, terrain, terrain ? 4u : 9u);
      std::mt19937 rng(3);
      std::uniform_int_distribution<int> rx(0, 29), ry(0, 21);
      std::uniform_real_distribution<double> radius(0.0, 18.0);
      for (int i = 0; i < 40; ++i) {
        const Cell start{rx(rng), ry(rng)}, threat{rx(rng), ry(rng)};
        if (!g.walkable(start.x, start.y)) continue;
        const double minDistance = radius(rng);
        const double optimal = referenceFleeCost(g, model, start, threat, minDistance);
        for (Algorithm a : {Algorithm::AStar, Algorithm::Dijkstra}) {
          SearchOptions o = fleeOptions(minDistance, a);
          o.costModel = model;
          GridSearch search;
          ASSERT_EQ(search.start(g, start.x, start.y, threat.x, threat.y, o), "");
          search.run();
          const SearchSpace& s = search.space();
          if (!expectCheapestPath(g, o, s, optimal, 1e-9 * (1 + optimal))) continue;
          const Cell end = cellOf(g, s.path.back());
          EXPECT_GE(distanceBetween(end.x, end.y, threat.x, threat.y), minDistance);
          EXPECT_EQ(s.path.front(), std::uint32_t(start.y * g.width() + start.x));
        }
      }
    }
  }
}

TEST(Flee, WeightedAndGreedyFleeReturnValidPathsThatGetFarEnough) {
  const Grid g = randomGrid(40, 30, 0.2, false, 12);
  for (Algorithm a : {Algorithm::WeightedAStar, Algorithm::Greedy}) {
    SearchOptions o = fleeOptions(15.0, a);
    o.weight = 1.75;  // the tutorial's heuristic factor
    GridSearch search;
    ASSERT_EQ(search.start(g, 20, 15, 21, 15, o), "");
    ASSERT_TRUE(g.walkable(20, 15));
    search.run();
    const SearchSpace& s = search.space();
    const double optimal = referenceFleeCost(g, CostModel::Real, {20, 15}, {21, 15}, 15.0);
    ASSERT_EQ(s.status, SearchStatus::Found);
    std::string why;
    const double walked = walkCost(g, kRule, CostModel::Real, s.path, &why);
    EXPECT_NEAR(walked, s.pathCost, 1e-9) << why;
    EXPECT_GE(walked, optimal - 1e-9);
    const Cell end = cellOf(g, s.path.back());
    EXPECT_GE(distanceBetween(end.x, end.y, 21, 15), 15.0);
  }
}

TEST(Flee, AStartAlreadyFarEnoughIsTheWholePath) {
  const Grid g(10, 10);
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 9, 9, fleeOptions(5.0)), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.space().path, (std::vector<std::uint32_t>{0}));
  EXPECT_EQ(search.space().pathCost, 0.0);
}

TEST(Flee, AnEnclosedAgentHasNoEscape) {
  Grid g(12, 12);
  for (int i = 2; i <= 6; ++i) {  // a closed 5 x 5 box of walls around (4, 4)
    g.setWalkable(i, 2, false);
    g.setWalkable(i, 6, false);
    g.setWalkable(2, i, false);
    g.setWalkable(6, i, false);
  }
  GridSearch search;
  ASSERT_EQ(search.start(g, 4, 4, 4, 4, fleeOptions(3.0)), "");
  EXPECT_EQ(search.run(), SearchStatus::NoPath);
  EXPECT_EQ(search.space().expanded, 9u);  // the 3 x 3 room, all of it
  EXPECT_TRUE(search.space().path.empty());
}

TEST(Flee, TheCapGivesAPartialPathToTheFarthestReachedCell) {
  const Grid g(60, 60);
  SearchOptions o = fleeOptions(40.0);
  o.maxExpansions = 25;
  GridSearch search;
  ASSERT_EQ(search.start(g, 30, 30, 31, 31, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  const SearchSpace& s = search.space();
  EXPECT_EQ(s.expanded, 25u);
  std::string why;
  EXPECT_NEAR(walkCost(g, kRule, CostModel::Real, s.path, &why), s.pathCost, 1e-9) << why;
  // The end is the farthest from the threat of every cell the trace reached.
  const Cell end = cellOf(g, s.path.back());
  const double endDistance = distanceBetween(end.x, end.y, 31, 31);
  const Trace& t = search.trace();
  for (std::size_t i = 0; i < t.size(); ++i) {
    const Cell c = cellOf(g, t.cells()[i]);
    EXPECT_LE(distanceBetween(c.x, c.y, 31, 31), endDistance + 1e-12);
  }
  EXPECT_GT(endDistance, distanceBetween(30, 30, 31, 31) + 5);
}

TEST(Flee, TheThreatMayStandOnAWallButNotOffTheMap) {
  Grid g(8, 8);
  g.setWalkable(3, 3, false);
  GridSearch search;
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, fleeOptions(5.0)), "");  // only cells by (7, 7) are 5 away
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.start(g, 0, 0, 8, 3, fleeOptions(6.0)), "flee threat (8, 3) is outside the 8 x 8 grid");
  EXPECT_EQ(search.start(g, 3, 3, 0, 0, fleeOptions(6.0)), "start (3, 3) is a wall");
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, fleeOptions(-1.0)), "flee minDistance must be a finite number >= 0");
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, fleeOptions(NAN)), "flee minDistance must be a finite number >= 0");
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, fleeOptions(6.0, Algorithm::BreadthFirst)),
            "flee works with astar, dijkstra, greedy and weighted-astar, not bfs");
  SearchOptions both = fleeOptions(6.0);
  both.stopWhenHalfway = true;
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, both), "stopWhenHalfway needs a goal; it cannot be combined with flee");
}

TEST(Chase, StopWhenHalfwayEndsAtACellWithinHalfTheStartsDistance) {
  const Grid g = randomGrid(50, 40, 0.2, false, 21);
  std::mt19937 rng(8);
  std::uniform_int_distribution<int> rx(0, 49), ry(0, 39);
  int halfway = 0;
  for (int i = 0; i < 60; ++i) {
    const Cell a{rx(rng), ry(rng)}, b{rx(rng), ry(rng)};
    if (!g.walkable(a.x, a.y) || !g.walkable(b.x, b.y)) continue;
    for (Algorithm algorithm : {Algorithm::AStar, Algorithm::WeightedAStar}) {
      SearchOptions o;
      o.algorithm = algorithm;
      o.weight = algorithm == Algorithm::WeightedAStar ? 1.75 : 1.0;
      GridSearch full;
      ASSERT_EQ(full.start(g, a.x, a.y, b.x, b.y, o), "");
      full.run();
      o.stopWhenHalfway = true;
      GridSearch chase;
      ASSERT_EQ(chase.start(g, a.x, a.y, b.x, b.y, o), "");
      const SearchStatus status = chase.run();
      const SearchSpace& s = chase.space();
      if (full.status() == SearchStatus::NoPath) {
        // Halfway may still be reached in the start's region; otherwise no path.
        if (status == SearchStatus::NoPath) continue;
      }
      if (status == SearchStatus::Found) {
        EXPECT_EQ(s.path.back(), std::uint32_t(b.y * 50 + b.x));
        continue;
      }
      ASSERT_EQ(status, SearchStatus::Halfway);
      ++halfway;
      const Cell end = cellOf(g, s.path.back());
      EXPECT_LE(distanceBetween(end.x, end.y, b.x, b.y), 0.5 * distanceBetween(a.x, a.y, b.x, b.y));
      std::string why;
      EXPECT_NEAR(walkCost(g, kRule, CostModel::Real, s.path, &why), s.pathCost, 1e-9) << why;
      EXPECT_LE(s.expanded, full.space().expanded);
    }
  }
  EXPECT_GT(halfway, 20);
}

TEST(Chase, HalfwayOnAnOpenRowStopsAtTheMiddle) {
  const Grid g(21, 1);
  SearchOptions o;
  o.stopWhenHalfway = true;
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 20, 0, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Halfway);
  EXPECT_EQ(search.space().path.back(), 10u);
  EXPECT_EQ(search.space().expanded, 11u);
  ASSERT_EQ(search.start(g, 4, 0, 4, 0, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);  // start == goal: found, not halfway
  o.algorithm = Algorithm::BreadthFirst;
  EXPECT_EQ(search.start(g, 0, 0, 20, 0, o),
            "stopWhenHalfway works with astar, dijkstra, greedy and weighted-astar, not bfs");
}

}  // namespace
}  // namespace pathlab
