// Theta*, Lazy Theta* and string pulling, checked against an independent
// geometry: which cells a leg touches (separating axes, exact in integers) and
// the length of the leg inside each (clipping), written here from the
// definitions in core/line_of_sight.hpp, not from the code under test.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <queue>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;  // the shared helpers and the reference (test_support.hpp)

// '#' wall, '.' free.
Grid gridFromRows(const std::vector<std::string>& rows) {
  Grid g(int(rows[0].size()), int(rows.size()));
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) g.setWalkable(x, y, rows[std::size_t(y)][std::size_t(x)] != '#');
  }
  return g;
}

// Whether the closed square of cell (x, y) touches the segment between the
// centres of a and b. Coordinates doubled so that centres are odd integers.
bool touches(Cell a, Cell b, int x, int y) {
  const std::int64_t px = 2 * a.x + 1, py = 2 * a.y + 1, qx = 2 * b.x + 1, qy = 2 * b.y + 1;
  const std::int64_t x0 = 2 * x, x1 = 2 * x + 2, y0 = 2 * y, y1 = 2 * y + 2;
  if (std::max(px, qx) < x0 || std::min(px, qx) > x1 || std::max(py, qy) < y0 || std::min(py, qy) > y1) return false;
  const std::int64_t dx = qx - px, dy = qy - py;
  int positive = 0, negative = 0;
  for (std::int64_t cx : {x0, x1}) {
    for (std::int64_t cy : {y0, y1}) {
      const std::int64_t side = dx * (cy - py) - dy * (cx - px);
      positive += side > 0;
      negative += side < 0;
    }
  }
  return positive < 4 && negative < 4;
}

// Length of the segment between the centres of a and b inside cell (x, y) (Liang-Barsky clipping).
double lengthInside(Cell a, Cell b, int x, int y) {
  const double px = a.x + 0.5, py = a.y + 0.5, dx = b.x - a.x, dy = b.y - a.y;
  double t0 = 0.0, t1 = 1.0;
  const double p[4] = {-dx, dx, -dy, dy};
  const double q[4] = {px - x, x + 1 - px, py - y, y + 1 - py};
  for (int i = 0; i < 4; ++i) {
    if (p[i] == 0.0) {
      if (q[i] < 0.0) return 0.0;
      continue;
    }
    const double t = q[i] / p[i];
    if (p[i] < 0.0) t0 = std::max(t0, t);
    else t1 = std::min(t1, t);
  }
  return t1 > t0 ? (t1 - t0) * std::hypot(dx, dy) : 0.0;
}

// The leg's cost by the length-weighted rule, or -1 when it touches a wall.
double referenceLegCost(const Grid& g, Cell a, Cell b) {
  double cost = 0.0;
  for (int y = std::min(a.y, b.y) - 1; y <= std::max(a.y, b.y) + 1; ++y) {
    for (int x = std::min(a.x, b.x) - 1; x <= std::max(a.x, b.x) + 1; ++x) {
      if (!touches(a, b, x, y)) continue;
      if (!g.inBounds(x, y) || !g.walkable(x, y)) return -1.0;
      cost += g.cost(x, y) * lengthInside(a, b, x, y);
    }
  }
  return cost;
}

// Every leg of the path clear, returning the sum of their costs (-1 and a failure otherwise).
double checkLegs(const Grid& g, const std::vector<std::uint32_t>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Cell a = cellOf(g, path[i - 1]), b = cellOf(g, path[i]);
    const double leg = referenceLegCost(g, a, b);
    EXPECT_GE(leg, 0.0) << "leg " << i << " from (" << a.x << "," << a.y << ") to (" << b.x << "," << b.y
                        << ") touches a wall";
    if (leg < 0.0) return -1.0;
    total += leg;
  }
  return total;
}

// The optimal 8-direction (or 4-direction) cost with every move measured by
// the length-weighted rule: its length times the mean of the two cells' costs.
std::vector<double> referenceLengthWeighted(const Grid& g, DiagonalRule rule, int sx, int sy) {
  return testing::referenceDijkstra(g, sx, sy, [&](int x, int y, const testing::Move& m) {
    if (!testing::legalMove(g, rule, x, y, m.dx, m.dy)) return -1.0;
    return std::hypot(m.dx, m.dy) * 0.5 * (g.cost(x, y) + g.cost(x + m.dx, y + m.dy));
  });
}

SearchOptions anyAngle(Algorithm algorithm, DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  return o;
}

struct Totals {
  double anyAngle = 0.0, grid = 0.0;
  int found = 0;
};

// Runs queries on g and checks each path; adds the found costs to `totals`.
void checkAnyAngleSearches(const Grid& g, const SearchOptions& o, int queries, std::uint32_t seed, Totals& totals) {
  GridSearch search;
  for (const Query& q : randomQueries(g, queries, seed)) {
    SCOPED_TRACE(std::string(algorithmName(o.algorithm)) + " from (" + std::to_string(q.sx) + "," +
                 std::to_string(q.sy) + ") to (" + std::to_string(q.gx) + "," + std::to_string(q.gy) + ")");
    const double optimal = referenceLengthWeighted(g, o.diagonal, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
    ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    const SearchSpace& s = search.space();
    if (!testing::expectPathWhereReachable(g, s, optimal, q)) continue;
    const double legs = checkLegs(g, s.path);
    EXPECT_NEAR(s.pathCost, legs, 1e-9 * (1.0 + legs));
    EXPECT_LE(s.pathCost, optimal + 1e-9 * (1.0 + optimal));
    totals.anyAngle += s.pathCost;
    totals.grid += optimal;
    ++totals.found;
  }
}

TEST(ThetaStar, LegsAreClearCostIsTheirSumNeverAboveTheGridOptimumAndShorterOnAverage) {
  for (Algorithm a : {Algorithm::ThetaStar, Algorithm::LazyThetaStar}) {
    Totals totals;
    for (std::uint32_t seed = 1; seed <= 6; ++seed) {
      const Grid g = randomGrid(36, 28, seed % 2 ? 0.2 : 0.32, false, seed);
      checkAnyAngleSearches(g, anyAngle(a), 40, seed * 7, totals);
    }
    ASSERT_GT(totals.found, 150);
    // Straight legs save a few per cent over 8-direction paths on such maps.
    EXPECT_LT(totals.anyAngle, 0.98 * totals.grid) << algorithmName(a);
  }
}

TEST(ThetaStar, WithTerrainLegsAreWeightedByTheLengthInEachCell) {
  for (Algorithm a : {Algorithm::ThetaStar, Algorithm::LazyThetaStar}) {
    Totals totals;
    for (std::uint32_t seed = 11; seed <= 14; ++seed) {
      const Grid g = randomGrid(30, 24, 0.18, true, seed);
      checkAnyAngleSearches(g, anyAngle(a), 30, seed * 3, totals);
    }
    ASSERT_GT(totals.found, 60);
    EXPECT_LT(totals.anyAngle, totals.grid) << algorithmName(a);
  }
}

TEST(ThetaStar, FourConnectedExpansionStillGivesAnyAngleLegs) {
  for (Algorithm a : {Algorithm::ThetaStar, Algorithm::LazyThetaStar}) {
    Totals totals;
    const Grid g = randomGrid(30, 30, 0.2, false, 5);
    checkAnyAngleSearches(g, anyAngle(a, DiagonalRule::Never), 40, 9, totals);
    EXPECT_LT(totals.anyAngle, 0.9 * totals.grid);
  }
}

TEST(ThetaStar, EveryOpenListGivesTheSameCosts) {
  const Grid g = randomGrid(30, 30, 0.25, false, 21);
  for (Algorithm a : {Algorithm::ThetaStar, Algorithm::LazyThetaStar}) {
    GridSearch heap, other;
    for (const Query& q : randomQueries(g, 20, 4)) {
      for (OpenListKind list : {OpenListKind::NodeArray, OpenListKind::UnsortedArray}) {
        SearchOptions o = anyAngle(a);
        ASSERT_EQ(heap.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        o.openList = list;
        ASSERT_EQ(other.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        heap.run();
        other.run();
        EXPECT_EQ(heap.status(), other.status());
        if (heap.status() == SearchStatus::Found) {
          EXPECT_NEAR(heap.space().pathCost, other.space().pathCost, 1e-9);
        }
      }
    }
  }
}

TEST(ThetaStar, AnOpenMapGivesOneStraightLeg) {
  Grid g(20, 12);
  GridSearch search;
  ASSERT_EQ(search.start(g, 1, 2, 17, 9, anyAngle(Algorithm::ThetaStar)), "");
  search.run();
  EXPECT_EQ(search.space().path, (std::vector<std::uint32_t>{2u * 20 + 1, 9u * 20 + 17}));
  EXPECT_NEAR(search.space().pathCost, std::hypot(16.0, 7.0), 1e-12);
}

TEST(ThetaStar, TraceShowsTheGrandparentLinkAsTheParent) {
  Grid g(16, 10);
  SearchOptions o = anyAngle(Algorithm::ThetaStar);
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 15, 6, o), "");
  search.run();
  const Trace& t = search.trace();
  bool farParent = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.kinds()[i] == std::uint8_t(TraceKind::Path) || t.parents()[i] == kNoParent) continue;
    const Cell c = cellOf(g, t.cells()[i]), p = cellOf(g, t.parents()[i]);
    farParent = farParent || std::abs(c.x - p.x) > 1 || std::abs(c.y - p.y) > 1;
  }
  EXPECT_TRUE(farParent);
  // Path events: the turning points, each with the previous one as parent.
  std::vector<std::uint32_t> pathEvents;
  std::uint32_t previous = kNoParent;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.kinds()[i] != std::uint8_t(TraceKind::Path)) continue;
    EXPECT_EQ(t.parents()[i], previous);
    previous = t.cells()[i];
    pathEvents.push_back(t.cells()[i]);
  }
  EXPECT_EQ(pathEvents, search.space().path);
}

TEST(ThetaStar, RefusesSettingsItsLegsCannotHonour) {
  Grid g(5, 5);
  GridSearch search;
  SearchOptions o = anyAngle(Algorithm::ThetaStar);
  o.costModel = CostModel::Integer;
  const Problem integer = search.start(g, 0, 0, 4, 4, o);
  EXPECT_EQ(integer.code, ErrorCode::UnsupportedCombination);
  EXPECT_EQ(integer, "Theta* measures straight legs by their length, so it needs costModel 'real', not 'integer'");
  o = anyAngle(Algorithm::LazyThetaStar, DiagonalRule::Always);
  const Problem always = search.start(g, 0, 0, 4, 4, o);
  EXPECT_EQ(always.code, ErrorCode::UnsupportedCombination);
  EXPECT_NE(always.message.find("'always'"), std::string::npos);
}

// ---- string pulling ----

// The path's cost with every move or leg measured by the length-weighted rule (reference).
double lengthWeightedCost(const Grid& g, const std::vector<std::uint32_t>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Cell a = cellOf(g, path[i - 1]), b = cellOf(g, path[i]);
    if (std::abs(a.x - b.x) <= 1 && std::abs(a.y - b.y) <= 1) {
      total += std::hypot(a.x - b.x, a.y - b.y) * 0.5 * (g.cost(a.x, a.y) + g.cost(b.x, b.y));
    } else {
      total += referenceLegCost(g, a, b);
    }
  }
  return total;
}

TEST(StringPulling, NeverRaisesTheCostKeepsLegsClearAndKeepsTheEnds) {
  const Algorithm algorithms[] = {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::BreadthFirst, Algorithm::JumpPoint,
                                  Algorithm::BidirectionalAStar, Algorithm::Greedy, Algorithm::DepthFirst,
                                  Algorithm::ThetaStar};
  int shorter = 0, compared = 0;
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    const Grid g = randomGrid(32, 24, 0.25, false, seed + 40);
    for (Algorithm a : algorithms) {
      GridSearch plain, pulled;
      for (const Query& q : randomQueries(g, 12, seed)) {
        SearchOptions o;
        o.algorithm = a;
        ASSERT_EQ(plain.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        o.pathSmoothing = PathSmoothing::StringPulling;
        ASSERT_EQ(pulled.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        plain.run();
        pulled.run();
        ASSERT_EQ(plain.status(), pulled.status());
        if (plain.status() != SearchStatus::Found) continue;
        const std::vector<std::uint32_t>& before = plain.space().path;
        const std::vector<std::uint32_t>& after = pulled.space().path;
        EXPECT_EQ(after.front(), before.front());
        EXPECT_EQ(after.back(), before.back());
        // The turning points are cells of the path, in order.
        std::size_t i = 0;
        for (std::uint32_t cell : after) {
          while (i < before.size() && before[i] != cell) ++i;
          EXPECT_LT(i, before.size()) << "turning point not on the path";
        }
        const double legs = checkLegs(g, after);
        EXPECT_NEAR(pulled.space().pathCost, legs, 1e-9 * (1.0 + legs));
        EXPECT_LE(pulled.space().pathCost, plain.space().pathCost + 1e-9 * (1.0 + legs));
        EXPECT_EQ(pulled.space().expanded, plain.space().expanded);
        shorter += pulled.space().pathCost < plain.space().pathCost - 1e-9;
        ++compared;
      }
    }
  }
  EXPECT_GT(shorter, compared / 3);
}

TEST(StringPulling, WithTerrainNoLegCostsMoreThanThePathItReplaces) {
  for (std::uint32_t seed = 1; seed <= 4; ++seed) {
    const Grid g = randomGrid(28, 20, 0.15, true, seed + 60);
    GridSearch plain, pulled;
    for (const Query& q : randomQueries(g, 15, seed)) {
      SearchOptions o;
      ASSERT_EQ(plain.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
      o.pathSmoothing = PathSmoothing::StringPulling;
      ASSERT_EQ(pulled.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
      if (plain.run() != SearchStatus::Found) continue;
      pulled.run();
      const double before = lengthWeightedCost(g, plain.space().path);
      const double legs = checkLegs(g, pulled.space().path);
      EXPECT_NEAR(pulled.space().pathCost, legs, 1e-9 * (1.0 + legs));
      EXPECT_LE(pulled.space().pathCost, before + 1e-9 * (1.0 + before));
    }
  }
}

TEST(StringPulling, KeepsMovesTheRuleAllowsButNoLineWould) {
  // Under 'always' the path squeezes diagonally between two walls; no line may.
  const Grid g = gridFromRows({
      "..#..",
      "..#..",
      ".#...",
      ".#...",
  });
  SearchOptions o;
  o.diagonal = DiagonalRule::Always;
  o.pathSmoothing = PathSmoothing::StringPulling;
  GridSearch search;
  ASSERT_EQ(search.start(g, 1, 1, 2, 2, o), "");
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.space().path, (std::vector<std::uint32_t>{1u * 5 + 1, 2u * 5 + 2}));
  EXPECT_NEAR(search.space().pathCost, std::sqrt(2.0), 1e-12);
}

TEST(StringPulling, RewritesTheTracesPathEvents) {
  Grid g(12, 8);
  SearchOptions o;
  o.pathSmoothing = PathSmoothing::StringPulling;
  GridSearch search;
  ASSERT_EQ(search.start(g, 0, 0, 11, 3, o), "");
  search.run();
  std::vector<std::uint32_t> pathEvents;
  const Trace& t = search.trace();
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.kinds()[i] == std::uint8_t(TraceKind::Path)) pathEvents.push_back(t.cells()[i]);
  }
  EXPECT_EQ(pathEvents, (std::vector<std::uint32_t>{0u, 3u * 12 + 11}));
  EXPECT_EQ(t.kinds()[t.size() - 3], std::uint8_t(TraceKind::Expand));
}

TEST(StringPulling, NeedsRealCosts) {
  Grid g(5, 5);
  SearchOptions o;
  o.costModel = CostModel::Integer;
  o.pathSmoothing = PathSmoothing::StringPulling;
  GridSearch search;
  EXPECT_EQ(search.start(g, 0, 0, 4, 4, o).code, ErrorCode::UnsupportedCombination);
}

}  // namespace
}  // namespace pathlab
