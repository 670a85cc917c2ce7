// Jump point search on maps with terrain (jps_terrain.hpp) under every diagonal rule and both cost
// models: the cheapest costs of an independent Dijkstra (test_support.hpp) on random maps with
// patches of terrain and with terrain in every cell, also after edits between searches; legal paths
// of that cost; a trace whose expansions are its jump points and whose micro-steps name the
// directions opened by terrain; and fewer expansions than A* where the terrain comes in patches
// (how much faster that makes it is npm run bench's to say).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::randomGrid;
using testing::randomQueries;
using testing::referenceCosts;
using testing::walkCost;

// Rectangles of one cost 2..9 over a map with a few walls: terrain as painted in a game.
Grid patchyGrid(int width, int height, int patches, double walls, std::uint32_t seed) {
  std::mt19937 rng(seed);
  Grid grid(width, height);
  std::uniform_int_distribution<int> x(0, width - 1), y(0, height - 1), size(2, 9), cost(2, 9);
  for (int p = 0; p < patches; ++p) {
    const int px = x(rng), py = y(rng), w = size(rng), h = size(rng), c = cost(rng);
    for (int yy = py; yy < std::min(height, py + h); ++yy) {
      for (int xx = px; xx < std::min(width, px + w); ++xx) grid.setCost(xx, yy, c);
    }
  }
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int yy = 0; yy < height; ++yy) {
    for (int xx = 0; xx < width; ++xx) {
      if (unit(rng) < walls) grid.setWalkable(xx, yy, false);
    }
  }
  return grid;
}

SearchOptions options(Algorithm algorithm, DiagonalRule rule, CostModel costs = CostModel::Real) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  o.costModel = costs;
  return o;
}

std::string ruleName(DiagonalRule rule) { return std::string(diagonalRuleName(rule)); }

// JPS against the reference on `grid` for `count` random queries; returns its expansions.
std::uint64_t expectCheapestOnTerrain(GridSearch& search, const Grid& grid, const SearchOptions& o, int count,
                                      std::uint32_t seed) {
  std::uint64_t expanded = 0;
  for (const auto& q : randomQueries(grid, count, seed)) {
    const double optimal = referenceCosts(grid, o.diagonal, o.costModel, q.sx, q.sy)[std::size_t(q.gy) * grid.width() + q.gx];
    EXPECT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    const SearchSpace& s = search.space();
    expanded += s.expanded;
    if (std::isinf(optimal)) {
      EXPECT_EQ(s.status, SearchStatus::NoPath);
      continue;
    }
    EXPECT_EQ(s.status, SearchStatus::Found) << ruleName(o.diagonal);
    EXPECT_NEAR(s.pathCost, optimal, 1e-9 * (1 + optimal)) << ruleName(o.diagonal) << " from (" << q.sx << "," << q.sy
                                                           << ") to (" << q.gx << "," << q.gy << ")";
    std::string why;
    EXPECT_NEAR(walkCost(grid, o.diagonal, o.costModel, s.path, &why), optimal, 1e-9 * (1 + optimal)) << why;
  }
  return expanded;
}

TEST(JumpPointSearchOnTerrain, FindsTheCheapestPathsOnPatchyTerrainUnderEveryRule) {
  GridSearch search;
  for (const DiagonalRule rule : testing::kRules) {
    for (const CostModel costs : {CostModel::Real, CostModel::Integer}) {
      for (std::uint32_t seed = 1; seed <= 6; ++seed) {
        const Grid grid = patchyGrid(40, 32, 14, 0.12, seed * 7 + std::uint32_t(rule));
        expectCheapestOnTerrain(search, grid, options(Algorithm::JumpPoint, rule, costs), 12, seed);
      }
    }
  }
}

TEST(JumpPointSearchOnTerrain, FindsTheCheapestPathsWithTerrainInEveryCell) {
  GridSearch search;
  for (const DiagonalRule rule : testing::kRules) {
    for (std::uint32_t seed = 1; seed <= 5; ++seed) {
      const Grid grid = randomGrid(30, 24, 0.2, true, seed * 13 + std::uint32_t(rule));
      expectCheapestOnTerrain(search, grid, options(Algorithm::JumpPoint, rule), 10, seed);
    }
  }
}

TEST(JumpPointSearchOnTerrain, StaysCheapestAfterEditsBetweenSearches) {
  GridSearch search;  // one search object throughout, as the page and the library reuse theirs
  std::mt19937 rng(99);
  std::uniform_int_distribution<int> x(0, 39), y(0, 29), cost(1, 9), kind(0, 3);
  for (const DiagonalRule rule : testing::kRules) {
    Grid grid = patchyGrid(40, 30, 10, 0.1, 5 + std::uint32_t(rule));
    for (int round = 0; round < 8; ++round) {
      for (int e = 0; e < 25; ++e) {  // paint, erase and wall cells, as a person does between searches
        const int ex = x(rng), ey = y(rng);
        if (kind(rng) == 0) grid.setWalkable(ex, ey, !grid.walkable(ex, ey));
        else grid.setCost(ex, ey, cost(rng));
      }
      expectCheapestOnTerrain(search, grid, options(Algorithm::JumpPoint, rule), 6, std::uint32_t(round));
    }
  }
}

TEST(JumpPointSearchOnTerrain, ExpandsFewerCellsThanAStarWhereTerrainComesInPatches) {
  GridSearch jps, astar;
  for (const DiagonalRule rule : testing::kRules) {
    const Grid grid = patchyGrid(96, 96, 20, 0.05, 31 + std::uint32_t(rule));
    std::uint64_t jumpPoints = 0, cells = 0;
    for (const auto& q : randomQueries(grid, 20, 77)) {
      ASSERT_EQ(jps.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPoint, rule)), "");
      ASSERT_EQ(astar.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::AStar, rule)), "");
      jps.run();
      astar.run();
      EXPECT_NEAR(jps.space().pathCost, astar.space().pathCost, 1e-9 * (1 + astar.space().pathCost));
      jumpPoints += jps.space().expanded;
      cells += astar.space().expanded;
    }
    EXPECT_LT(jumpPoints, cells) << ruleName(rule) << ": " << jumpPoints << " jump points against " << cells;
  }
}

TEST(JumpPointSearchOnTerrain, TraceNamesTheDirectionsTerrainOpens) {
  // A patch of cost 5 across the middle of an open map: the search meets its edges.
  Grid grid(20, 12);
  for (int y = 3; y < 9; ++y) {
    for (int x = 8; x < 12; ++x) grid.setCost(x, y, 5);
  }
  SearchOptions o = options(Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles);
  o.traceDetail = TraceDetail::Micro;
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 6, 19, 5, o), "");
  search.run();
  const double optimal = referenceCosts(grid, o.diagonal, o.costModel, 0, 6)[5 * 20 + 19];
  EXPECT_NEAR(search.space().pathCost, optimal, 1e-9);
  const Trace& t = search.space().trace;
  std::uint64_t expands = 0, terrainScans = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const auto kind = TraceKind(t.kinds()[i] & ~kBackwardFlag);
    if (kind == TraceKind::Expand) ++expands;
    if (kind == TraceKind::JumpScan && t.h()[i] == 3.0) ++terrainScans;
  }
  EXPECT_EQ(expands, search.space().expanded);
  EXPECT_GT(terrainScans, 0u);
  // The path events' g add up each step's cost, terrain included, to the path's cost.
  double last = -1.0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (TraceKind(t.kinds()[i]) == TraceKind::Path) last = t.g()[i];
  }
  EXPECT_NEAR(last, optimal, 1e-9);
}

}  // namespace
}  // namespace pathlab
