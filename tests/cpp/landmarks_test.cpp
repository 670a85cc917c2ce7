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

TEST(Landmarks, TableHoldsTrueDistancesAndTheEstimateIsAdmissibleAndConsistent) {
  for (double density : {0.15, 0.35}) {
    const Grid grid = randomGrid(37, 23, density, false, std::uint32_t(density * 100) + 3);
    const int w = grid.width();
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        SCOPED_TRACE(std::string(diagonalRuleName(rule)) + (model == CostModel::Integer ? " integer" : " real") +
                     " density " + std::to_string(density));
        LandmarkTable table;
        ASSERT_TRUE(table.update(grid, rule, model));
        EXPECT_FALSE(table.update(grid, rule, model));  // kept for the same cells, rule and costs
        ASSERT_EQ(table.cells().size(), std::size_t(LandmarkTable::kLandmarks));
        const std::set<std::uint32_t> distinct(table.cells().begin(), table.cells().end());
        EXPECT_EQ(distinct.size(), table.cells().size()) << "the landmarks are spread over distinct cells";
        // A landmark's estimate to any cell it reaches is |0 - d(L, n)|: the reference's distance.
        for (std::uint32_t cell : table.cells()) {
          const std::vector<double> d = referenceCosts(grid, rule, model, int(cell % w), int(cell / w));
          const std::uint32_t from = grid.node(int(cell % w), int(cell / w));
          for (int y = 0; y < grid.height(); ++y) {
            for (int x = 0; x < w; ++x) {
              if (!grid.walkable(x, y) || std::isinf(d[std::size_t(y) * w + x])) continue;
              ASSERT_NEAR(table.estimate(from, grid.node(x, y)), d[std::size_t(y) * w + x], 1e-9) << x << "," << y;
            }
          }
        }
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
              for (const testing::Move& m : testing::kMoves) {
                if (!testing::legalMove(grid, rule, x, y, m.dx, m.dy)) continue;
                const double step = testing::moveCost(grid, model, x + m.dx, y + m.dy, m.dx, m.dy);
                ASSERT_LE(h(x, y), step + h(x + m.dx, y + m.dy) + 1e-9) << "inconsistent at " << x << "," << y;
              }
            }
          }
        }
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
                               Algorithm::BidirectionalAStar, Algorithm::Fringe, Algorithm::IdaStar};
  for (double density : {0.1, 0.3}) {
    const Grid grid = randomGrid(31, 19, density, false, std::uint32_t(density * 100) + 7);
    for (DiagonalRule rule : testing::kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        for (const Query& q : randomQueries(grid, 8, 21)) {
          for (Algorithm algorithm : optimal) {
            testing::expectOptimalSearch(grid, q, landmarkOptions(algorithm, rule, model));
          }
        }
      }
    }
  }
}

// Every opened node carries max(the rule's estimate, max |d(L, n) - d(L, goal)|), with the distances
// from each landmark worked out by the tests' own Dijkstra.
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
      fromLandmark.push_back(referenceCosts(grid, rule, CostModel::Real, int(cell % w), int(cell / w)));
    }
    const Trace& t = search.trace();
    int opened = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (TraceKind(t.kinds()[i]) != TraceKind::Open) continue;
      const std::uint32_t cell = t.cells()[i], goal = std::uint32_t(q.gy * w + q.gx);
      double h = ownEstimate(rule, CostModel::Real, int(cell % w), int(cell / w), q.gx, q.gy);
      for (const std::vector<double>& d : fromLandmark) {
        if (!std::isinf(d[cell]) && !std::isinf(d[goal])) h = std::max(h, std::abs(d[cell] - d[goal]));
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
      EXPECT_GT(withLandmarks.scenarios, 1000) << map;
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
  EXPECT_EQ(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * 64);
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
  EXPECT_FALSE(search.space().precomputedNow);  // the same cells: the table is kept
  // JPS+ reads its jump table too: both are counted.
  ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, landmarkOptions(Algorithm::JumpPointPlus, DiagonalRule::Always)), "");
  EXPECT_GT(search.space().precomputeBytes, std::uint64_t(grid.nodeCount()) * 64);
  // Walls drawn across the map between searches: the next search measures the new map.
  std::mt19937 rng(3);
  for (int edit = 0; edit < 6; ++edit) {
    for (int i = 0; i < 40; ++i) {
      const int x = int(rng() % 48), y = int(rng() % 32);
      if ((x != q.sx || y != q.sy) && (x != q.gx || y != q.gy)) grid.setWalkable(x, y, rng() % 2 == 0);
    }
    testing::expectOptimalSearch(grid, q, o);
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    EXPECT_TRUE(search.space().precomputedNow) << "edit " << edit;
  }
}

TEST(Landmarks, RefuseWhatTheyCannotMeasure) {
  Grid grid(12, 12);
  GridSearch search;
  SearchOptions o = landmarkOptions(Algorithm::AStar);
  grid.setCost(4, 4, 3);
  EXPECT_EQ(search.start(grid, 0, 0, 11, 11, o),
            "The landmarks heuristic measures distances on a map where every step costs the same, but 1 walkable cell "
            "has another terrain cost; use the default heuristic on maps with terrain");
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

  const Grid huge(2049, 2048);
  EXPECT_EQ(search.start(huge, 0, 0, 5, 5, o),
            "The landmarks heuristic keeps 64 bytes per cell, for at most 2048 x 2048 cells (256 MiB); this 2049 x 2048 "
            "grid has 4196352 cells");
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
