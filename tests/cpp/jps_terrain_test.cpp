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
#include "algorithms/terrain_stops.hpp"
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

// Roads of cost 1 along rows and columns through ground of `ground`, with a few walls: the
// bench's "roads" terrain, where the edges run the whole map.
Grid roadGrid(int width, int height, int ground, double walls, std::uint32_t seed) {
  std::mt19937 rng(seed);
  Grid grid(width, height);
  std::uniform_int_distribution<int> gap(3, 9);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) grid.setCost(x, y, ground);
  }
  for (int y = gap(rng); y < height; y += gap(rng)) {
    for (int x = 0; x < width; ++x) grid.setCost(x, y, 1);
  }
  for (int x = gap(rng); x < width; x += gap(rng)) {
    for (int y = 0; y < height; ++y) grid.setCost(x, y, 1);
  }
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (unit(rng) < walls) grid.setWalkable(x, y, false);
    }
  }
  return grid;
}

// Where the costs mix, a jump point keeps only the ways no path around it beats (terrain_stops.hpp):
// cheapest against the reference on roads, on two-cost patchwork and on wide patches with walls,
// under every rule and both cost models.
TEST(JumpPointSearchOnTerrain, FindsTheCheapestPathsWhereItPrunesAtTheEdges) {
  GridSearch search;
  for (const DiagonalRule rule : testing::kRules) {
    for (const CostModel costs : {CostModel::Real, CostModel::Integer}) {
      for (std::uint32_t seed = 1; seed <= 4; ++seed) {
        const std::uint32_t s = seed * 31 + std::uint32_t(rule) * 5 + std::uint32_t(costs);
        const SearchOptions o = options(Algorithm::JumpPoint, rule, costs);
        expectCheapestOnTerrain(search, roadGrid(48, 40, int(2 + seed % 4), 0.04 * seed, s), o, 10, seed);
        expectCheapestOnTerrain(search, patchyGrid(48, 40, 40, 0.03 * seed, s + 1), o, 10, seed);
        // Two costs only, in small squares: an edge almost everywhere.
        Grid two(36, 30);
        std::mt19937 rng(s + 2);
        for (int y = 0; y < two.height(); ++y) {
          for (int x = 0; x < two.width(); ++x) {
            if ((x / 3 + y / 2) % 3 == 0) two.setCost(x, y, int(1 + (rng() % 2) * 3));
            if (rng() % 100 < 6 * seed) two.setWalkable(x, y, false);
          }
        }
        expectCheapestOnTerrain(search, two, o, 10, seed);
      }
    }
  }
}

// A road of cost 1 along row 10 through ground of cost 5 (Moving AI's rule, costs 1 and sqrt 2),
// worked by hand (terrain_stops.hpp's rules; docs/algorithms.md, "Jump point search on terrain").
TEST(JumpPointSearchOnTerrain, PrunesBesideARoadAsWorkedByHand) {
  Grid grid(12, 20);
  for (int y = 0; y < 20; ++y) {
    for (int x = 0; x < 12; ++x) grid.setCost(x, y, y == 10 ? 1 : 5);
  }
  TerrainStops<DiagonalRule::OnlyWhenNoObstacles> stops;
  stops.update(grid, 1.0, kSqrt2, TerrainCost::Entered);
  const auto bits = [](std::initializer_list<std::pair<int, int>> moves) {
    std::uint8_t b = 0;
    for (const auto& [dx, dy] : moves) b |= std::uint8_t(1u << wayBit(dx, dy));
    return b;
  };
  // Beside the road, going east, every way on is cheaper without this cell: N from the cell behind
  // (5 sqrt 2 < 5 + 5), NE as cheap with the diagonal first over ground of the same cost, the road's
  // cells along the road, and even E down the road and up (sqrt 2 + 1 + 5 < 5 + 5). No way is kept,
  // so a scan along the road's side ends there, finding nothing (its cells are the road's to reach).
  const std::uint32_t beside = grid.node(5, 9);
  ASSERT_TRUE(stops.isEdge(beside));
  EXPECT_EQ(stops.ways(beside, 1, 0), 0);
  EXPECT_FALSE(stops.stopsAt(beside, 1, 0));
  EXPECT_TRUE(stops.deadAt(beside, 1, 0));
  // From (1, 9) to (11, 9) beside the road: onto it diagonally, along, and up at the end.
  const SearchOptions o = options(Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles);
  GridSearch search;
  ASSERT_EQ(search.start(grid, 1, 9, 11, 9, o), "");
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_NEAR(search.space().pathCost, kSqrt2 + 9 + 5, 1e-9);
  // A scan still finds the goal where it would end: one step east to the cell worked above.
  ASSERT_EQ(search.start(grid, 4, 9, 5, 9, o), "");
  ASSERT_EQ(search.run(), SearchStatus::Found);
  EXPECT_NEAR(search.space().pathCost, 5.0, 1e-9);
  // On the road, going east: N and S cost 1 + 5 through it, 5 sqrt 2 around it; NE and SE are
  // cheaper by the next road cell (1 + 1 + 5 < 1 + 5 sqrt 2). A jump point.
  const std::uint32_t road = grid.node(5, 10);
  EXPECT_EQ(stops.ways(road, 1, 0), bits({{1, 0}, {0, -1}, {0, 1}}));
  EXPECT_TRUE(stops.stopsAt(road, 1, 0));
  EXPECT_FALSE(stops.deadAt(road, 1, 0));
  // Onto the road from the south, going north: the road's cells are cheaper diagonally from the cell
  // behind (sqrt 2 < 1 + 1), so only N stays; the scan stops for the cost that changes ahead.
  EXPECT_EQ(stops.ways(road, 0, -1), bits({{0, -1}}));
  EXPECT_TRUE(stops.stopsAt(road, 0, -1));
  EXPECT_TRUE(stops.stopsAt(grid.node(5, 11), 0, -1));   // the road ahead costs 1, this cell 5
  EXPECT_FALSE(stops.stopsAt(grid.node(5, 14), 0, -1));  // open ground: not an edge
  EXPECT_FALSE(stops.isEdge(grid.node(5, 14)));
}

// JPS's and A*'s expansions over `count` random queries on `grid` under `rule`, both cheapest alike.
std::pair<std::uint64_t, std::uint64_t> expansionsAgainstAStar(const Grid& grid, DiagonalRule rule, int count,
                                                               std::uint32_t seed) {
  GridSearch jps, astar;
  std::uint64_t jumpPoints = 0, cells = 0;
  for (const auto& q : randomQueries(grid, count, seed)) {
    EXPECT_EQ(jps.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::JumpPoint, rule)), "");
    EXPECT_EQ(astar.start(grid, q.sx, q.sy, q.gx, q.gy, options(Algorithm::AStar, rule)), "");
    jps.run();
    astar.run();
    EXPECT_NEAR(jps.space().pathCost, astar.space().pathCost, 1e-9 * (1 + astar.space().pathCost));
    jumpPoints += jps.space().expanded;
    cells += astar.space().expanded;
  }
  return {jumpPoints, cells};
}

// On roads every road cell is a jump point, but the cells beside them are not: fewer expansions than A*.
TEST(JumpPointSearchOnTerrain, ExpandsFewerCellsThanAStarOnRoads) {
  for (const DiagonalRule rule : testing::kRules) {
    const auto [jumpPoints, cells] = expansionsAgainstAStar(roadGrid(120, 100, 5, 0.0, 11 + std::uint32_t(rule)), rule, 20, 5);
    EXPECT_LT(jumpPoints, cells) << ruleName(rule) << ": " << jumpPoints << " jump points against " << cells;
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
  for (const DiagonalRule rule : testing::kRules) {
    const auto [jumpPoints, cells] = expansionsAgainstAStar(patchyGrid(96, 96, 20, 0.05, 31 + std::uint32_t(rule)), rule, 20, 77);
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
