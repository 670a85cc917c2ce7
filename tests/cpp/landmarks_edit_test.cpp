// The landmark table after edits of its grid (core/landmarks.hpp, docs/algorithms.md "Landmarks
// after edits"): a few edits repair it instead of rebuilding it; after random sequences of rises,
// lowered costs, walls added and walls removed, every stored column still obeys the triangle
// inequality on the edited map's rounded steps (so the estimate stays admissible and consistent,
// checked against the tests' own Dijkstra at every cell and move); after edits that only lower
// costs or remove walls it equals the tests' own Dijkstra from its landmarks; and searches that
// read it stay optimal.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "core/landmarks.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::Query;
using testing::randomGrid;
using testing::randomQueries;
using testing::referenceCosts;

using testing::roundedCosts;
using testing::roundedStep;

enum class Edit { Rise,
                  Lower,
                  WallAdded,
                  WallRemoved };

// One random edit of the kind asked for, where it changes something (a cell that can rise, be lowered,
// be walled or be freed); false when the map has no such cell.
bool applyEdit(Grid& g, Edit kind, std::mt19937& rng) {
  std::uniform_int_distribution<int> rx(0, g.width() - 1), ry(0, g.height() - 1);
  for (int tries = 0; tries < 500; ++tries) {
    const int x = rx(rng), y = ry(rng);
    const int cost = g.cost(x, y);
    switch (kind) {
      case Edit::Rise:
        if (!g.walkable(x, y) || cost == kMaxTerrainCost) continue;
        g.setCost(x, y, std::uniform_int_distribution<int>(cost + 1, kMaxTerrainCost)(rng));
        return true;
      case Edit::Lower:
        if (!g.walkable(x, y) || cost == kMinTerrainCost) continue;
        g.setCost(x, y, std::uniform_int_distribution<int>(kMinTerrainCost, cost - 1)(rng));
        return true;
      case Edit::WallAdded:
        if (!g.walkable(x, y)) continue;
        g.setWalkable(x, y, false);
        return true;
      case Edit::WallRemoved:
        if (g.walkable(x, y)) continue;
        g.setWalkable(x, y, true);
        return true;
    }
  }
  return false;
}

// Every stored column obeys the triangle inequality on the edited map's rounded steps: the distance
// from a landmark rises by at most a move's cost along it, and so does the distance to it against it.
void expectTriangleInequality(const Grid& g, const LandmarkTable& table, DiagonalRule rule, CostModel model) {
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (!g.walkable(x, y)) continue;
      for (const testing::Move& m : testing::kMoves) {
        if (!testing::legalMove(g, rule, x, y, m.dx, m.dy)) continue;
        const double step = roundedStep(g, model, x, y, m);
        const std::uint32_t from = g.node(x, y), to = g.node(x + m.dx, y + m.dy);
        for (int i = 0; i < LandmarkTable::kLandmarks; ++i) {
          const double a = table.stored(from, i), b = table.stored(to, i);
          if (a != LandmarkTable::kUnreachable) {
            ASSERT_LE(b, a + step) << "from landmark " << i << " at " << x << "," << y;
          }
          if (!table.directed()) continue;
          const double toA = table.stored(from, i, true), toB = table.stored(to, i, true);
          if (toB != LandmarkTable::kUnreachable) {
            ASSERT_LE(toA, step + toB) << "to landmark " << i << " at " << x << "," << y;
          }
        }
      }
    }
  }
}

// The estimate never overestimates and is consistent at every cell and move, for a few goals.
void expectAdmissibleAndConsistent(const Grid& g, const LandmarkTable& table, DiagonalRule rule, CostModel model,
                                   std::uint32_t seed) {
  for (const Query& q : randomQueries(g, 3, seed)) {
    const std::vector<double> toGoal = referenceCosts(g, rule, model, q.gx, q.gy, true);
    const std::uint32_t goal = g.node(q.gx, q.gy);
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) {
        const double d = toGoal[std::size_t(y) * std::size_t(g.width()) + std::size_t(x)];
        if (!g.walkable(x, y) || std::isinf(d)) continue;
        const double h = table.estimate(g.node(x, y), goal);
        ASSERT_LE(h, d + 1e-9) << "overestimates at " << x << "," << y;
        for (const testing::Move& m : testing::kMoves) {
          if (!testing::legalMove(g, rule, x, y, m.dx, m.dy)) continue;
          const double step = testing::moveCost(g, model, x + m.dx, y + m.dy, m.dx, m.dy);
          ASSERT_LE(h, step + table.estimate(g.node(x + m.dx, y + m.dy), goal) + 1e-9) << "inconsistent at " << x << "," << y;
        }
      }
    }
  }
}

// Stored distances equal the tests' own Dijkstra on the rounded map, from and (directed) to each landmark.
void expectExactDistances(const Grid& g, const LandmarkTable& table, DiagonalRule rule, CostModel model) {
  const int w = g.width();
  for (int i = 0; i < LandmarkTable::kLandmarks; ++i) {
    const std::uint32_t cell = table.cells()[std::size_t(i)];
    const int lx = int(cell % std::uint32_t(w)), ly = int(cell / std::uint32_t(w));
    for (bool toLandmark : {false, true}) {
      if (toLandmark && !table.directed()) continue;
      const std::vector<double> rounded = roundedCosts(g, rule, model, lx, ly, toLandmark);
      for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < w; ++x) {
          if (!g.walkable(x, y)) continue;
          const double expected = rounded[std::size_t(y) * std::size_t(w) + std::size_t(x)];
          const std::uint32_t stored = table.stored(g.node(x, y), i, toLandmark);
          if (std::isinf(expected)) {
            ASSERT_EQ(stored, LandmarkTable::kUnreachable) << x << "," << y << " landmark " << i;
          } else {
            ASSERT_EQ(double(stored), expected) << x << "," << y << (toLandmark ? " to" : " from") << " landmark " << i;
          }
        }
      }
    }
  }
}

std::string describe(DiagonalRule rule, CostModel model, bool terrain) {
  return std::string(diagonalRuleName(rule)) + (model == CostModel::Integer ? " integer" : " real") +
         (terrain ? " terrain" : " walls only");
}

TEST(LandmarkEdits, RandomEditSequencesRepairTheTableAndKeepItAdmissibleAndConsistent) {
  for (bool terrain : {false, true}) {
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        SCOPED_TRACE(describe(rule, model, terrain));
        Grid grid = randomGrid(33, 21, 0.2, terrain, terrain ? 71u : 72u);
        LandmarkTable table;
        ASSERT_TRUE(table.update(grid, rule, model));
        std::mt19937 rng(std::uint32_t(rule) * 7u + std::uint32_t(model) + (terrain ? 100u : 0u));
        std::uniform_int_distribution<int> kind(0, 3), count(1, 4);
        for (int round = 0; round < 12; ++round) {
          SCOPED_TRACE("round " + std::to_string(round));
          for (int e = count(rng); e > 0; --e) applyEdit(grid, Edit(kind(rng)), rng);
          ASSERT_FALSE(table.update(grid, rule, model)) << "a few edits rebuilt the whole table";
          EXPECT_FALSE(table.update(grid, rule, model));  // up to date now
          expectTriangleInequality(grid, table, rule, model);
          if (round % 4 == 3) expectAdmissibleAndConsistent(grid, table, rule, model, std::uint32_t(round));
        }
      }
    }
  }
}

// Only lowered costs and removed walls: the repaired table is exact, as a build from the same
// landmarks would make it, also when the first terrain turns a table without terrain directed.
TEST(LandmarkEdits, LoweredCostsAndRemovedWallsRepairToExactDistances) {
  for (bool terrain : {false, true}) {
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        SCOPED_TRACE(describe(rule, model, terrain));
        Grid grid = randomGrid(31, 23, 0.3, terrain, terrain ? 81u : 82u);
        LandmarkTable table;
        ASSERT_TRUE(table.update(grid, rule, model));
        std::mt19937 rng(std::uint32_t(rule) * 3u + std::uint32_t(model) + 5u);
        std::uniform_int_distribution<int> kind(0, 1), count(1, 5);
        for (int round = 0; round < 8; ++round) {
          SCOPED_TRACE("round " + std::to_string(round));
          for (int e = count(rng); e > 0; --e) {
            if (!applyEdit(grid, kind(rng) == 0 && terrain ? Edit::Lower : Edit::WallRemoved, rng)) break;
          }
          ASSERT_FALSE(table.update(grid, rule, model));
          expectExactDistances(grid, table, rule, model);
        }
      }
    }
  }
}

TEST(LandmarkEdits, FirstTerrainOnAMapWithoutTurnsTheTableDirectedWithoutARebuild) {
  Grid grid = randomGrid(30, 20, 0.15, false, 12);
  LandmarkTable table;
  ASSERT_TRUE(table.update(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real));
  ASSERT_FALSE(table.directed());
  grid.setCost(4, 4, 7);
  grid.setCost(5, 4, 9);
  if (!grid.walkable(4, 4) || !grid.walkable(5, 4)) grid.setWalkable(4, 4, true);
  ASSERT_FALSE(table.update(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real));
  EXPECT_TRUE(table.directed());
  EXPECT_EQ(table.bytes(), std::uint64_t(grid.nodeCount()) * 64);
  expectTriangleInequality(grid, table, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real);
  expectAdmissibleAndConsistent(grid, table, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 3);
}

// Many edits at once, another grid, another rule or a fill: a fresh table.
TEST(LandmarkEdits, ManyEditsAnotherGridOrAFillRebuild) {
  Grid grid = randomGrid(40, 40, 0.1, true, 14);
  LandmarkTable table;
  ASSERT_TRUE(table.update(grid, DiagonalRule::Always, CostModel::Real));
  for (int x = 0; x < 40; ++x) {
    for (int y = 0; y < 3; ++y) grid.setCost(x, y, 3);  // 120 edits: more than a sixteenth of 1600 cells
  }
  EXPECT_TRUE(table.update(grid, DiagonalRule::Always, CostModel::Real));
  grid.setCost(1, 1, 2);
  EXPECT_FALSE(table.update(grid, DiagonalRule::Always, CostModel::Real));
  Grid copy = grid;
  copy.setCost(2, 2, 4);
  EXPECT_TRUE(table.update(copy, DiagonalRule::Always, CostModel::Real)) << "another grid's journal was read";
  EXPECT_TRUE(table.update(grid, DiagonalRule::Never, CostModel::Real));
  grid.fill(true, 1);
  EXPECT_TRUE(table.update(grid, DiagonalRule::Never, CostModel::Real));
}

// Searches through GridSearch after each edit: optimal, and the table is repaired, not built again.
TEST(LandmarkEdits, SearchesAfterEditsStayOptimalWithoutRebuildingTheTable) {
  Grid grid = randomGrid(36, 28, 0.18, true, 23);
  GridSearch search;
  SearchOptions o;
  o.algorithm = Algorithm::AStar;
  o.heuristic = Heuristic::Landmarks;
  std::mt19937 rng(4);
  std::uniform_int_distribution<int> kind(0, 3);
  const std::vector<Query> queries = randomQueries(grid, 5, 31);
  ASSERT_EQ(search.start(grid, queries[0].sx, queries[0].sy, queries[0].gx, queries[0].gy, o), "");
  EXPECT_TRUE(search.space().precomputedNow);
  for (int round = 0; round < 20; ++round) {
    applyEdit(grid, Edit(kind(rng)), rng);
    for (Algorithm algorithm : {Algorithm::AStar, Algorithm::JumpPoint}) {
      o.algorithm = algorithm;
      for (const Query& q : queries) {
        if (!grid.walkable(q.sx, q.sy) || !grid.walkable(q.gx, q.gy)) continue;
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
        EXPECT_FALSE(search.space().precomputedNow) << "round " << round << ": the table was built again";
        testing::expectOptimalSearch(grid, q, o);
      }
    }
  }
}

}  // namespace
}  // namespace pathlab
