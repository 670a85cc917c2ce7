// Line of sight and visibility graphs: hand-made edge cases (touching corners,
// walls between, the same cell) and an exact geometric reference on random maps.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "core/line_of_sight.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

Grid openGrid(int w, int h) { return Grid(w, h); }

TEST(LineOfSight, TheSameCellSeesItselfUnlessItIsAWall) {
  Grid g = openGrid(3, 3);
  EXPECT_TRUE(lineOfSight(g, 1, 1, 1, 1));
  g.setWalkable(1, 1, false);
  EXPECT_FALSE(lineOfSight(g, 1, 1, 1, 1));
}

TEST(LineOfSight, AWallBetweenBlocksAndTerrainDoesNot) {
  Grid g = openGrid(7, 3);
  EXPECT_TRUE(lineOfSight(g, 0, 1, 6, 1));
  g.setCost(3, 1, 9);
  EXPECT_TRUE(lineOfSight(g, 0, 1, 6, 1));
  g.setWalkable(3, 1, false);
  EXPECT_FALSE(lineOfSight(g, 0, 1, 6, 1));
  EXPECT_FALSE(lineOfSight(g, 6, 1, 0, 1));
  EXPECT_TRUE(lineOfSight(g, 0, 0, 6, 0));   // the row above is clear
  EXPECT_FALSE(lineOfSight(g, 3, 0, 3, 2));  // vertical, through the wall
}

TEST(LineOfSight, PassingExactlyThroughACornerNeedsBothSideCellsFree) {
  // (0,0) -> (1,1) passes through the corner shared by (0,0), (1,0), (0,1), (1,1).
  for (int wall = 0; wall < 4; ++wall) {
    Grid g = openGrid(2, 2);
    if (wall & 1) g.setWalkable(1, 0, false);
    if (wall & 2) g.setWalkable(0, 1, false);
    EXPECT_EQ(lineOfSight(g, 0, 0, 1, 1), wall == 0) << "walls " << wall;
    EXPECT_EQ(lineOfSight(g, 1, 1, 0, 0), wall == 0) << "walls " << wall;
  }
  // A longer diagonal passes through two corners: each one's side cells matter.
  Grid g = openGrid(3, 3);
  EXPECT_TRUE(lineOfSight(g, 0, 0, 2, 2));
  g.setWalkable(2, 1, false);  // beside the second corner, (2, 2)
  EXPECT_FALSE(lineOfSight(g, 0, 0, 2, 2));
  EXPECT_FALSE(lineOfSight(g, 0, 2, 2, 0));  // the other diagonal passes the corner (2, 1) too
  Grid k = openGrid(3, 3);
  k.setWalkable(2, 0, false);  // touches neither corner of the main diagonal
  EXPECT_TRUE(lineOfSight(k, 0, 0, 2, 2));
  // Anti-diagonal squeeze between two walls touching at a corner.
  Grid h = openGrid(2, 2);
  h.setWalkable(0, 0, false);
  h.setWalkable(1, 1, false);
  EXPECT_FALSE(lineOfSight(h, 1, 0, 0, 1));
}

TEST(LineOfSight, ShallowLinesTouchOnlyTheCellsTheyCross) {
  // (0,0) -> (2,1) crosses (0,0), (1,0), (1,1), (2,1); it passes (1.5, 1.0),
  // the middle of an edge, not a corner, so (0,1) and (2,0) are not touched.
  const int cells[][2] = {{0, 0}, {1, 0}, {1, 1}, {2, 1}};
  for (int x = 0; x < 3; ++x) {
    for (int y = 0; y < 2; ++y) {
      Grid g = openGrid(3, 2);
      g.setWalkable(x, y, false);
      bool crossed = false;
      for (const auto& c : cells) crossed |= c[0] == x && c[1] == y;
      EXPECT_EQ(lineOfSight(g, 0, 0, 2, 1), !crossed) << "wall at " << x << "," << y;
    }
  }
}

// Exact reference: does the closed square of cell (cx, cy) touch the segment
// between the centres of (ax, ay) and (bx, by)? Doubled coordinates keep
// everything integral; the separating axis test (x, y, the segment's normal) is exact.
bool squareTouchesSegment(int cx, int cy, int ax, int ay, int bx, int by) {
  const long long px = 2 * ax + 1, py = 2 * ay + 1, qx = 2 * bx + 1, qy = 2 * by + 1;
  const long long x0 = 2 * cx, x1 = 2 * cx + 2, y0 = 2 * cy, y1 = 2 * cy + 2;
  if (std::max(px, qx) < x0 || std::min(px, qx) > x1 || std::max(py, qy) < y0 || std::min(py, qy) > y1) return false;
  bool below = false, above = false;
  for (long long x : {x0, x1}) {
    for (long long y : {y0, y1}) {
      const long long side = (qx - px) * (y - py) - (qy - py) * (x - px);
      below |= side <= 0;
      above |= side >= 0;
    }
  }
  return below && above;
}

bool referenceLineOfSight(const Grid& g, int ax, int ay, int bx, int by) {
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (!g.walkable(x, y) && squareTouchesSegment(x, y, ax, ay, bx, by)) return false;
    }
  }
  return true;
}

TEST(LineOfSight, MatchesAnExactGeometricReferenceOnRandomMaps) {
  std::mt19937 rng(42);
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    const Grid g = testing::randomGrid(19, 14, 0.12 * seed / 2, false, seed);
    std::uniform_int_distribution<int> rx(0, g.width() - 1), ry(0, g.height() - 1);
    for (int i = 0; i < 600; ++i) {
      const int ax = rx(rng), ay = ry(rng), bx = rx(rng), by = ry(rng);
      const bool expected = referenceLineOfSight(g, ax, ay, bx, by);
      ASSERT_EQ(lineOfSight(g, ax, ay, bx, by), expected) << ax << "," << ay << " -> " << bx << "," << by;
      ASSERT_EQ(lineOfSight(g, bx, by, ax, ay), expected) << "not symmetric";
    }
  }
}

TEST(LineOfSight, AClearLineCanBeWalkedUnderTheDefaultRule) {
  // The cells a clear line touches form a chain of legal moves, so the far end
  // is always reachable on the grid.
  const Grid g = testing::randomGrid(16, 16, 0.2, false, 8);
  for (int ay = 0; ay < 16; ay += 3) {
    for (int ax = 0; ax < 16; ax += 2) {
      if (!g.walkable(ax, ay)) continue;
      const auto costs = testing::referenceCosts(g, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, ax, ay);
      for (int by = 0; by < 16; ++by) {
        for (int bx = 0; bx < 16; ++bx) {
          if (!lineOfSight(g, ax, ay, bx, by)) continue;
          EXPECT_FALSE(std::isinf(costs[std::size_t(by) * 16 + bx])) << "a clear line to an unreachable cell";
        }
      }
    }
  }
}

TEST(VisibilityGraph, LinksEachVisiblePairOnceWithItsDistance) {
  Grid g = openGrid(8, 6);
  for (int y = 0; y < 5; ++y) g.setWalkable(4, y, false);  // a wall with a gap at the bottom row
  const std::vector<GridPoint> points = {{0, 0}, {7, 0}, {0, 5}, {7, 5}, {2, 2}, {2, 2}};
  std::vector<VisibilityEdge> edges;
  ASSERT_EQ(visibilityGraph(g, points, edges), "");
  std::vector<std::vector<bool>> linked(points.size(), std::vector<bool>(points.size(), false));
  for (const VisibilityEdge& e : edges) {
    ASSERT_LT(e.a, e.b);
    EXPECT_FALSE(linked[e.a][e.b]) << "pair listed twice";
    linked[e.a][e.b] = true;
    const GridPoint &p = points[e.a], &q = points[e.b];
    EXPECT_DOUBLE_EQ(e.distance, std::hypot(q.x - p.x, q.y - p.y));
  }
  for (std::uint32_t a = 0; a < points.size(); ++a) {
    for (std::uint32_t b = a + 1; b < points.size(); ++b) {
      EXPECT_EQ(linked[a][b], lineOfSight(g, points[a].x, points[a].y, points[b].x, points[b].y)) << a << "-" << b;
    }
  }
  EXPECT_FALSE(linked[0][1]);  // across the wall
  EXPECT_TRUE(linked[2][3]);   // along the gap
  EXPECT_TRUE(linked[4][5]);   // two waypoints on the same cell, distance 0
}

TEST(VisibilityGraph, RejectsWaypointsOffTheMapOrOnWalls) {
  Grid g = openGrid(4, 4);
  g.setWalkable(1, 1, false);
  std::vector<VisibilityEdge> edges;
  EXPECT_EQ(visibilityGraph(g, {{0, 0}, {4, 0}}, edges), "waypoint 1 (4, 0) is outside the 4 x 4 grid");
  EXPECT_EQ(visibilityGraph(g, {{1, 1}}, edges), "waypoint 0 (1, 1) is a wall");
  EXPECT_TRUE(edges.empty());
  std::vector<GridPoint> many(kMaxWaypoints + 1, GridPoint{0, 0});
  EXPECT_EQ(visibilityGraph(g, many, edges), "at most 2048 waypoints");
}

}  // namespace
}  // namespace pathlab
