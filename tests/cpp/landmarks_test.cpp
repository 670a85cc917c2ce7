// The landmark heuristic (core/landmarks.hpp): its table holds the true distances from its
// landmarks (checked against the tests' own Dijkstra), its estimate never overestimates and is
// consistent under every rule and cost model, the searches that read it stay optimal with fewer
// expansions, it follows an edited grid, and the combinations it cannot serve are refused.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>
#include <vector>

#include "algorithms/graph_search.hpp"
#include "algorithms/grid_search.hpp"
#include "algorithms/replanner.hpp"
#include "core/landmarks.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::Query;
using testing::randomGrid;
using testing::randomQueries;
using testing::referenceCosts;
using testing::roundedCosts;

SearchOptions landmarkOptions(Algorithm algorithm, DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles,
                              CostModel model = CostModel::Real) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  o.costModel = model;
  o.heuristic = Heuristic::Landmarks;
  return o;
}

// The rule's own estimate from (x, y) to (gx, gy), from its definition.
double ownEstimate(DiagonalRule rule, CostModel model, int x, int y, int gx, int gy) {
  const double dx = std::abs(x - gx), dy = std::abs(y - gy);
  const double straight = model == CostModel::Integer ? 10.0 : 1.0;
  const double diagonal = model == CostModel::Integer ? 14.0 : std::sqrt(2.0);
  if (rule == DiagonalRule::Never) return straight * (dx + dy);
  return straight * std::max(dx, dy) + (diagonal - straight) * std::min(dx, dy);
}


// The table holds, in whole units, the distances from each landmark (and, on a map with terrain, to
// it) on the rounded map, worked out by the tests' own Dijkstra; times the unit they are at most the
// true distances and within 1.2 % of them (only a diagonal step loses, less than 1/64 of a step).
TEST(Landmarks, TableHoldsRoundedDistancesBothWaysOnTerrain) {
  for (bool terrain : {false, true}) {
    const Grid grid = randomGrid(29, 21, 0.2, terrain, terrain ? 41u : 5u);
    const int w = grid.width();
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        SCOPED_TRACE(std::string(diagonalRuleName(rule)) + (model == CostModel::Integer ? " integer" : " real") +
                     (terrain ? " terrain" : ""));
        LandmarkTable table;
        ASSERT_TRUE(table.update(grid, rule, model));
        EXPECT_FALSE(table.update(grid, rule, model));  // kept for the same cells, rule and costs
        EXPECT_EQ(table.directed(), terrain);
        EXPECT_EQ(table.bytes(), std::uint64_t(grid.nodeCount()) * (terrain ? 64 : 32));
        EXPECT_EQ(table.bytes(), LandmarkTable::bytesFor(grid));
        ASSERT_EQ(table.cells().size(), std::size_t(LandmarkTable::kLandmarks));
        const std::set<std::uint32_t> distinct(table.cells().begin(), table.cells().end());
        EXPECT_EQ(distinct.size(), table.cells().size()) << "the landmarks are spread over distinct cells";
        for (int i = 0; i < LandmarkTable::kLandmarks; ++i) {
          const int lx = int(table.cells()[std::size_t(i)] % std::uint32_t(w)), ly = int(table.cells()[std::size_t(i)] / std::uint32_t(w));
          for (bool toLandmark : {false, true}) {
            const std::vector<double> rounded = roundedCosts(grid, rule, model, lx, ly, toLandmark);
            const std::vector<double> exact = referenceCosts(grid, rule, model, lx, ly, toLandmark);
            for (int y = 0; y < grid.height(); ++y) {
              for (int x = 0; x < w; ++x) {
                if (!grid.walkable(x, y)) continue;
                const std::size_t c = std::size_t(y) * w + x;
                const std::uint32_t stored = table.stored(grid.node(x, y), i, toLandmark);
                if (std::isinf(exact[c])) {
                  ASSERT_EQ(stored, LandmarkTable::kUnreachable) << x << "," << y;
                  continue;
                }
                ASSERT_EQ(double(stored), rounded[c]) << x << "," << y << (toLandmark ? " to" : " from") << " landmark " << i;
                ASSERT_LE(stored * table.unit(), exact[c] + 1e-9);
                ASSERT_GE(stored * table.unit(), exact[c] * 0.988 - 1e-9);
              }
            }
          }
        }
      }
    }
  }
}

// Admissible and consistent at every cell and move, on random maps with and without terrain (patches
// and terrain in every cell), under every rule and both cost models; with terrain the bounds use the
// distances both ways.
TEST(Landmarks, EstimateIsAdmissibleAndConsistentAtEveryCellAndMove) {
  struct Map {
    double density;
    bool terrain;
    std::uint32_t seed;
  };
  for (const Map& m : {Map{0.15, false, 3}, Map{0.35, false, 38}, Map{0.15, true, 9}, Map{0.3, true, 17}}) {
    Grid grid = randomGrid(37, 23, m.density, m.terrain, m.seed);
    if (m.seed == 9) {  // patches: most cells cost 1, a few rectangles of 2..9
      for (int y = 0; y < grid.height(); ++y) {
        for (int x = 0; x < grid.width(); ++x) {
          if (grid.walkable(x, y)) grid.setCost(x, y, (x / 6 + y / 5) % 3 == 0 ? 2 + (x + y) % 8 : 1);
        }
      }
    }
    const int w = grid.width();
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        SCOPED_TRACE(std::string(diagonalRuleName(rule)) + (model == CostModel::Integer ? " integer" : " real") +
                     " seed " + std::to_string(m.seed));
        LandmarkTable table;
        ASSERT_TRUE(table.update(grid, rule, model));
        double gained = 0.0;  // over the rule's own estimate, at every cell of every query
        for (const Query& q : randomQueries(grid, 6, 11)) {
          const std::vector<double> toGoal = referenceCosts(grid, rule, model, q.gx, q.gy, true);
          const std::uint32_t goal = grid.node(q.gx, q.gy);
          const auto h = [&](int x, int y) {
            return std::max(ownEstimate(rule, model, x, y, q.gx, q.gy), table.estimate(grid.node(x, y), goal));
          };
          for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < w; ++x) {
              const double d = toGoal[std::size_t(y) * w + x];
              if (!grid.walkable(x, y) || std::isinf(d)) continue;
              ASSERT_LE(h(x, y), d + 1e-9) << "overestimates at " << x << "," << y;
              gained += h(x, y) - ownEstimate(rule, model, x, y, q.gx, q.gy);
              for (const testing::Move& mv : testing::kMoves) {
                if (!testing::legalMove(grid, rule, x, y, mv.dx, mv.dy)) continue;
                const double step = testing::moveCost(grid, model, x + mv.dx, y + mv.dy, mv.dx, mv.dy);
                ASSERT_LE(h(x, y), step + h(x + mv.dx, y + mv.dy) + 1e-9) << "inconsistent at " << x << "," << y;
              }
            }
          }
        }
        EXPECT_GT(gained, 0.0) << "the landmarks add nothing to the rule's own estimate";
      }
    }
  }
}

// A small walled-off pocket in the corner where a row-major scan starts: the landmarks go to the
// large region, where the searches are.
TEST(Landmarks, SitInTheLargestRegion) {
  Grid grid(30, 20);
  for (int i = 0; i < 4; ++i) {
    grid.setWalkable(3, i, false);
    grid.setWalkable(i, 3, false);
  }
  grid.setWalkable(3, 3, false);
  LandmarkTable table;
  table.update(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real);
  for (std::uint32_t cell : table.cells()) {
    EXPECT_FALSE(cell % 30 < 3 && cell / 30 < 3) << "landmark " << cell << " is in the pocket";
  }
  // The pocket's cells are out of the landmarks' reach: the estimate falls back to the rule's own.
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 0, 2, 2, landmarkOptions(Algorithm::AStar)), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_NEAR(search.space().pathCost, 2.0 * std::sqrt(2.0), 1e-12);
  ASSERT_EQ(search.start(grid, 0, 0, 20, 10, landmarkOptions(Algorithm::AStar)), "");
  EXPECT_EQ(search.run(), SearchStatus::NoPath);
}

TEST(Landmarks, SearchesStayOptimalOnRandomMaps) {
  const Algorithm optimal[] = {Algorithm::AStar, Algorithm::JumpPoint, Algorithm::JumpPointPlus,
                               Algorithm::BidirectionalAStar, Algorithm::Fringe, Algorithm::IdaStar,
                               Algorithm::LpaStar, Algorithm::DStarLite};
  for (bool terrain : {false, true}) {
    for (double density : {0.1, 0.3}) {
      const Grid grid = randomGrid(31, 19, density, terrain, std::uint32_t(density * 100) + 7);
      for (DiagonalRule rule : testing::kRules) {
        for (CostModel model : {CostModel::Real, CostModel::Integer}) {
          for (const Query& q : randomQueries(grid, 8, 21)) {
            for (Algorithm algorithm : optimal) {
              // JPS+ refuses terrain; IDA* repeats its passes for every small raise of f there.
              if (terrain && (algorithm == Algorithm::JumpPointPlus || algorithm == Algorithm::IdaStar)) continue;
              testing::expectOptimalSearch(grid, q, landmarkOptions(algorithm, rule, model));
            }
          }
        }
      }
    }
  }
}

// Terrain between searches: the table turns directed when terrain is painted and back when it is
// cleared, and every search stays optimal (a road of cost 1 through ground of cost 5, then patches).
TEST(Landmarks, FollowTerrainEdits) {
  Grid grid = randomGrid(40, 30, 0.15, false, 19);
  GridSearch search;
  const std::vector<Query> queries = randomQueries(grid, 6, 5);
  for (int edit = 0; edit < 4; ++edit) {
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        const int cost = edit == 1 ? (y == 12 || x == 20 ? 1 : 5) : edit == 2 ? ((x / 7 + y / 4) % 4 == 0 ? 2 + (x * y) % 8 : 1)
                                                                              : 1;
        grid.setCost(x, y, cost);
      }
    }
    for (const Query& q : queries) {
      for (Algorithm algorithm : {Algorithm::AStar, Algorithm::JumpPoint, Algorithm::BidirectionalAStar}) {
        SearchOptions o = landmarkOptions(algorithm, DiagonalRule::OnlyWhenNoObstacles);
        testing::expectOptimalSearch(grid, q, o);
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
        EXPECT_EQ(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * (grid.terrainCellCount() ? 64 : 32))
            << "edit " << edit;
      }
    }
  }
}

// Every opened node carries max(the rule's estimate, unit * max |D(L, n) - D(L, goal)|), with the
// distances D from each landmark on the rounded map worked out by the tests' own Dijkstra.
TEST(Landmarks, TraceCarriesTheEstimateOfEachOpenedCell) {
  const Grid grid = randomGrid(40, 28, 0.25, false, 5);
  const int w = grid.width();
  for (DiagonalRule rule : {DiagonalRule::Never, DiagonalRule::OnlyWhenNoObstacles}) {
    GridSearch search;
    const Query q = randomQueries(grid, 1, 9).front();
    SearchOptions o = landmarkOptions(Algorithm::AStar, rule);
    o.recordTrace = true;
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    LandmarkTable table;  // the same choice of landmarks as the search's
    table.update(grid, rule, CostModel::Real);
    std::vector<std::vector<double>> fromLandmark;
    for (std::uint32_t cell : table.cells()) {
      fromLandmark.push_back(roundedCosts(grid, rule, CostModel::Real, int(cell % w), int(cell / w), false));
    }
    const Trace& t = search.trace();
    int opened = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (TraceKind(t.kinds()[i]) != TraceKind::Open) continue;
      const std::uint32_t cell = t.cells()[i], goal = std::uint32_t(q.gy * w + q.gx);
      double h = ownEstimate(rule, CostModel::Real, int(cell % w), int(cell / w), q.gx, q.gy);
      for (const std::vector<double>& d : fromLandmark) {
        if (!std::isinf(d[cell]) && !std::isinf(d[goal])) h = std::max(h, std::abs(d[cell] - d[goal]) / 64.0);
      }
      EXPECT_NEAR(t.h()[i], h, 1e-9) << "cell " << cell;
      ++opened;
    }
    EXPECT_GT(opened, 10);
  }
}

TEST(Landmarks, JumpPointSearchesMatchEveryMovingAIScenarioWithFewerExpansions) {
  // Every scenario of the room map, every 10th of the maze: the maps where landmarks pay most.
  for (const auto& [map, stride] : {std::pair{"8room_000", 1}, std::pair{"maze512-1-0", 10}}) {
    for (Algorithm algorithm : {Algorithm::JumpPoint, Algorithm::JumpPointPlus}) {
      SearchOptions plain;
      plain.algorithm = algorithm;
      const testing::ScenarioRun withLandmarks = testing::runScenarios(map, landmarkOptions(algorithm), stride);
      EXPECT_GT(withLandmarks.scenarios, 1000 / testing::kSanitizerStride) << map;
      EXPECT_TRUE(withLandmarks.mismatches.empty())
          << withLandmarks.mismatches.size() << " wrong, first: " << withLandmarks.mismatches.front();
    }
  }
  // Expansions, over the room map's first 300 scenarios, with and without.
  const MapParseResult parsed = parseMovingAIMap(testing::readDataFile("8room_000.map"));
  const ScenarioParseResult scen = parseMovingAIScenarios(testing::readDataFile("8room_000.map.scen"));
  ASSERT_TRUE(parsed.grid);
  std::uint64_t expanded[2] = {0, 0};
  GridSearch search;
  for (std::size_t i = 0; i < 300; ++i) {
    const Scenario& s = scen.scenarios[scen.scenarios.size() - 1 - i];  // the longest paths
    for (int landmarks : {0, 1}) {
      SearchOptions o;
      o.algorithm = Algorithm::JumpPointPlus;
      if (landmarks) o.heuristic = Heuristic::Landmarks;
      ASSERT_EQ(search.start(*parsed.grid, s.startX, s.startY, s.goalX, s.goalY, o), "");
      search.run();
      expanded[landmarks] += search.space().expanded;
    }
  }
  EXPECT_LT(expanded[1] * 2, expanded[0]) << "with landmarks " << expanded[1] << ", without " << expanded[0];
}

TEST(Landmarks, FollowTheGridAndReportTheirTable) {
  Grid grid = randomGrid(48, 32, 0.2, false, 12);
  GridSearch search;
  const Query q = randomQueries(grid, 1, 4).front();
  const SearchOptions o = landmarkOptions(Algorithm::AStar, DiagonalRule::Always);
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
  EXPECT_TRUE(search.space().precomputedNow);
  EXPECT_GE(search.space().precomputeMicros, 0.0);
  EXPECT_EQ(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * 32);
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
  EXPECT_FALSE(search.space().precomputedNow);  // the same cells: the table is kept
  // JPS+ reads its jump table too: both are counted.
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, landmarkOptions(Algorithm::JumpPointPlus, DiagonalRule::Always)), "");
  EXPECT_GT(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * 32);
  // Walls drawn across the map between searches: the next search repairs the table after a few
  // dozen cells and measures the new map after more than a sixteenth of its cells.
  std::mt19937 rng(3);
  for (int edit = 0; edit < 6; ++edit) {
    const bool many = edit % 2 == 1;
    for (int i = 0; i < (many ? 200 : 40); ++i) {
      const int x = int(rng() % 48), y = int(rng() % 32);
      if ((x != q.sx || y != q.sy) && (x != q.gx || y != q.gy)) grid.setWalkable(x, y, rng() % 2 == 0);
    }
    testing::expectOptimalSearch(grid, q, o);
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    EXPECT_EQ(search.space().precomputedNow, many) << "edit " << edit;
  }
}

TEST(Landmarks, RefuseWhatTheyCannotMeasure) {
  Grid grid(12, 12);
  GridSearch search;
  SearchOptions o = landmarkOptions(Algorithm::AStar);
  grid.setCost(4, 4, 3);  // terrain is measured, not refused (distances both ways)
  EXPECT_EQ(search.start(grid, 0, 0, 11, 11, o), "");
  EXPECT_EQ(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * 64);
  grid.setCost(4, 4, 1);
  EXPECT_EQ(search.start(grid, 0, 0, 11, 11, o), "");
  // Dijkstra ignores every heuristic, this one too: nothing to refuse, nothing built.
  grid.setCost(4, 4, 3);
  o.algorithm = Algorithm::Dijkstra;
  EXPECT_EQ(search.start(grid, 0, 0, 11, 11, o), "");
  EXPECT_EQ(search.space().precomputeBytes, 0u);
  grid.setCost(4, 4, 1);

  o.algorithm = Algorithm::AStar;
  o.agentSize = 2;
  EXPECT_EQ(search.start(grid, 0, 0, 10, 10, o),
            "The landmarks heuristic measures distances for one cell to one goal, so it cannot be combined with agentSize > 1");
  o.agentSize = 1;
  o.goals = {5, 77};
  EXPECT_EQ(search.start(grid, 0, 0, 10, 10, o),
            "The landmarks heuristic measures distances for one cell to one goal, so it cannot be combined with several goals");
  o.goals.clear();
  o.flee = true;
  EXPECT_EQ(search.start(grid, 0, 0, 10, 10, o), "The landmarks heuristic cannot be combined with flee");
  o.flee = false;

  const Grid huge(4097, 4096);
  EXPECT_EQ(search.start(huge, 0, 0, 5, 5, o),
            "The landmarks heuristic keeps 32 bytes per cell (64 with terrain priced by the cell entered), for at most "
            "4096 x 4096 cells; this "
            "4097 x 4096 grid has 16781312 cells; use the default heuristic");
  // The largest map it takes, and what its table takes: 32 bytes per cell with the border, 64 with terrain.
  Grid largest(4096, 4096);
  EXPECT_FALSE(LandmarkTable::check(largest));
  EXPECT_EQ(LandmarkTable::bytesFor(largest), 4098ull * 4098ull * 32ull);  // 512.5 MiB
  largest.setCost(7, 7, 2);
  EXPECT_EQ(LandmarkTable::bytesFor(largest), 4098ull * 4098ull * 64ull);  // 1.0 GiB
  // After every refusal the search object still works.
  EXPECT_EQ(search.start(grid, 0, 0, 11, 11, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);

  Replanner replanner;
  o.algorithm = Algorithm::LpaStar;
  EXPECT_EQ(replanner.start(grid, 0, 0, 11, 11, o),
            "The landmarks heuristic measures the map as it is, and a replanner's map changes; use the default heuristic");

  GraphSearch graph;
  const double xy[] = {0, 0, 1, 0};
  const double edges[] = {0, 1, 1};
  ASSERT_EQ(graph.setGraph(xy, 2, edges, 1), "");
  o.algorithm = Algorithm::AStar;
  EXPECT_EQ(graph.start(0, 1, o), "The landmarks heuristic works on grids only");
}

}  // namespace
}  // namespace pathlab
