// LPA* and D* Lite (algorithms/replanner.hpp): after every edit the plan costs
// what an independent Dijkstra says is cheapest, over every movement rule and
// both cost models; repairs expand far fewer nodes than fresh searches; D*
// Lite's moving start; the grid's edit journal and its overflow.
#include <gtest/gtest.h>

#include "core/algorithm_info.hpp"

#include <random>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "algorithms/replanner.hpp"
#include "io/movingai.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab::testing {
namespace {

constexpr Algorithm kReplanners[] = {Algorithm::LpaStar, Algorithm::DStarLite};

SearchOptions replanOptions(Algorithm algorithm, DiagonalRule rule, CostModel model) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  o.costModel = model;
  o.recordTrace = false;
  return o;
}

std::string describe(const SearchOptions& o) {
  return std::string(algorithmName(o.algorithm)) + " " + std::string(diagonalRuleName(o.diagonal)) +
         (o.costModel == CostModel::Integer ? " integer" : " real");
}

// Plans and checks the result against the reference from (sx, sy) to (gx, gy).
void expectPlanOptimal(Replanner& r, const Grid& g, const SearchOptions& o, int sx, int sy, int gx, int gy) {
  ASSERT_EQ(r.plan(), "");
  const double optimal = referenceCosts(g, o.diagonal, o.costModel, sx, sy)[std::size_t(gy) * g.width() + gx];
  if (!expectCheapestPath(g, o, r.space(), optimal)) return;
  EXPECT_EQ(r.space().path.front(), std::uint32_t(sy * g.width() + sx));
  EXPECT_EQ(r.space().path.back(), std::uint32_t(gy * g.width() + gx));
}

// A* expansions for the same query, searched from scratch.
std::uint64_t freshAStarExpansions(const Grid& g, const SearchOptions& o, int sx, int sy, int gx, int gy) {
  SearchOptions a = o;
  a.algorithm = Algorithm::AStar;
  GridSearch search;
  EXPECT_EQ(search.start(g, sx, sy, gx, gy, a), "");
  search.run();
  return search.space().expanded;
}

// One random edit within `radius` cells of a random cell of the current path
// (or anywhere when there is none), never on the endpoints: a wall on or off,
// or a new terrain cost.
void editNearPath(Grid& g, const std::vector<std::uint32_t>& path, std::mt19937& rng, int radius, bool terrain,
                  int sx, int sy, int gx, int gy) {
  std::uniform_int_distribution<int> offset(-radius, radius), kind(0, terrain ? 3 : 2), cost(1, 9);
  for (int attempt = 0; attempt < 50; ++attempt) {
    int x, y;
    if (path.empty()) {
      x = std::uniform_int_distribution<int>(0, g.width() - 1)(rng);
      y = std::uniform_int_distribution<int>(0, g.height() - 1)(rng);
    } else {
      const std::uint32_t c = path[std::uniform_int_distribution<std::size_t>(0, path.size() - 1)(rng)];
      x = int(c % g.width()) + offset(rng);
      y = int(c / g.width()) + offset(rng);
    }
    if (!g.inBounds(x, y) || (x == sx && y == sy) || (x == gx && y == gy)) continue;
    switch (kind(rng)) {
      case 0:
      case 1: g.setWalkable(x, y, false); break;  // walls more often than not, so paths get blocked
      case 2: g.setWalkable(x, y, true); break;
      default: g.setCost(x, y, cost(rng)); break;
    }
    return;
  }
}

TEST(Replanner, EveryEditNearThePathMatchesTheReference) {
  for (Algorithm algorithm : kReplanners) {
    for (DiagonalRule rule : kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        const SearchOptions o = replanOptions(algorithm, rule, model);
        SCOPED_TRACE(describe(o));
        const std::uint32_t seed = 11 + std::uint32_t(rule) * 7 + std::uint32_t(model) * 3 + std::uint32_t(algorithm);
        Grid g = randomGrid(36, 28, 0.2, true, seed);
        g.setWalkable(1, 1, true);
        g.setWalkable(34, 26, true);
        Replanner r;
        ASSERT_EQ(r.start(g, 1, 1, 34, 26, o), "");
        expectPlanOptimal(r, g, o, 1, 1, 34, 26);
        EXPECT_FALSE(r.repaired());
        std::mt19937 rng(seed);
        for (int round = 0; round < 40 && !::testing::Test::HasFailure(); ++round) {
          const int edits = std::uniform_int_distribution<int>(1, 4)(rng);
          for (int e = 0; e < edits; ++e) editNearPath(g, r.space().path, rng, 2, true, 1, 1, 34, 26);
          expectPlanOptimal(r, g, o, 1, 1, 34, 26);
          EXPECT_TRUE(r.repaired());
          EXPECT_GE(r.changedCells(), std::uint64_t(edits));
        }
      }
    }
  }
}

TEST(Replanner, AWallAcrossTheMapDisconnectsAndAGapReconnects) {
  for (Algorithm algorithm : kReplanners) {
    for (DiagonalRule rule : kRules) {
      const SearchOptions o = replanOptions(algorithm, rule, CostModel::Real);
      SCOPED_TRACE(describe(o));
      Grid g(20, 12);
      Replanner r;
      ASSERT_EQ(r.start(g, 2, 6, 17, 6, o), "");
      expectPlanOptimal(r, g, o, 2, 6, 17, 6);
      for (int y = 0; y < 12; ++y) g.setWalkable(10, y, false);
      expectPlanOptimal(r, g, o, 2, 6, 17, 6);
      EXPECT_EQ(r.space().status, SearchStatus::NoPath);
      g.setWalkable(10, 0, true);
      expectPlanOptimal(r, g, o, 2, 6, 17, 6);
      EXPECT_EQ(r.space().status, SearchStatus::Found);
      g.setWalkable(10, 0, false);
      g.setWalkable(10, 11, true);
      expectPlanOptimal(r, g, o, 2, 6, 17, 6);
      EXPECT_TRUE(r.repaired());
    }
  }
}

TEST(Replanner, NoEditsMeansNoExpansions) {
  for (Algorithm algorithm : kReplanners) {
    Grid g = randomGrid(30, 30, 0.2, false, 5);
    g.setWalkable(0, 0, true);
    g.setWalkable(29, 29, true);
    const SearchOptions o = replanOptions(algorithm, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real);
    Replanner r;
    ASSERT_EQ(r.start(g, 0, 0, 29, 29, o), "");
    ASSERT_EQ(r.plan(), "");
    const double cost = r.space().pathCost;
    ASSERT_EQ(r.plan(), "");
    EXPECT_TRUE(r.repaired());
    EXPECT_EQ(r.space().expanded, 0u);
    EXPECT_EQ(r.space().pathCost, cost);
  }
}

TEST(Replanner, DStarLiteFollowsAMovingStart) {
  for (DiagonalRule rule : kRules) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      const SearchOptions o = replanOptions(Algorithm::DStarLite, rule, model);
      SCOPED_TRACE(describe(o));
      Grid g = randomGrid(40, 30, 0.2, true, 21 + std::uint32_t(rule));
      g.setWalkable(0, 0, true);
      g.setWalkable(39, 29, true);
      Replanner r;
      ASSERT_EQ(r.start(g, 0, 0, 39, 29, o), "");
      expectPlanOptimal(r, g, o, 0, 0, 39, 29);
      std::mt19937 rng(3 + std::uint32_t(rule));
      int sx = 0, sy = 0;
      // The agent walks two cells of its path, then the map changes near it.
      while (r.space().path.size() > 2 && !::testing::Test::HasFailure()) {
        const std::uint32_t next = r.space().path[std::min<std::size_t>(2, r.space().path.size() - 1)];
        sx = int(next % g.width()), sy = int(next / g.width());
        ASSERT_EQ(r.moveStart(sx, sy), "");
        editNearPath(g, r.space().path, rng, 2, true, sx, sy, 39, 29);
        expectPlanOptimal(r, g, o, sx, sy, 39, 29);
        EXPECT_TRUE(r.repaired());
      }
    }
  }
}

// The table's movingStart column: a replanner whose row says so repairs after its start moves one
// cell along its path (no search from scratch); the others search again.
TEST(Replanner, MovingStartColumnIsEnforced) {
  for (const AlgorithmInfo& row : algorithmTable()) {
    if (!row.replans) continue;
    const SearchOptions o = replanOptions(row.algorithm, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real);
    SCOPED_TRACE(describe(o));
    Grid g = randomGrid(30, 20, 0.15, false, 5);
    g.setWalkable(0, 0, true);
    g.setWalkable(29, 19, true);
    Replanner r;
    ASSERT_EQ(r.start(g, 0, 0, 29, 19, o), "");
    expectPlanOptimal(r, g, o, 0, 0, 29, 19);
    ASSERT_GT(r.space().path.size(), 2u);
    const std::uint32_t next = r.space().path[1];
    const int sx = int(next % g.width()), sy = int(next / g.width());
    ASSERT_EQ(r.moveStart(sx, sy), "");
    expectPlanOptimal(r, g, o, sx, sy, 29, 19);
    EXPECT_EQ(r.repaired(), row.movingStart);
  }
}

TEST(Replanner, LpaStarFollowsAMovingGoalAndRestartsForANewStart) {
  for (DiagonalRule rule : kRules) {
    const SearchOptions o = replanOptions(Algorithm::LpaStar, rule, CostModel::Real);
    SCOPED_TRACE(describe(o));
    Grid g = randomGrid(40, 30, 0.2, true, 40 + std::uint32_t(rule));
    Replanner r;
    std::mt19937 rng(9);
    auto freeCell = [&] {
      while (true) {
        const int x = std::uniform_int_distribution<int>(0, 39)(rng), y = std::uniform_int_distribution<int>(0, 29)(rng);
        if (g.walkable(x, y)) return std::pair{x, y};
      }
    };
    auto [sx, sy] = freeCell();
    auto [gx, gy] = freeCell();
    ASSERT_EQ(r.start(g, sx, sy, gx, gy, o), "");
    expectPlanOptimal(r, g, o, sx, sy, gx, gy);
    for (int i = 0; i < 10; ++i) {
      std::tie(gx, gy) = freeCell();
      ASSERT_EQ(r.moveGoal(gx, gy), "");
      expectPlanOptimal(r, g, o, sx, sy, gx, gy);
      EXPECT_TRUE(r.repaired());
    }
    std::tie(sx, sy) = freeCell();
    ASSERT_EQ(r.moveStart(sx, sy), "");
    expectPlanOptimal(r, g, o, sx, sy, gx, gy);
    EXPECT_FALSE(r.repaired());
  }
}

TEST(Replanner, JournalOverflowFallsBackToAFreshSearch) {
  for (Algorithm algorithm : kReplanners) {
    const SearchOptions o = replanOptions(algorithm, DiagonalRule::Always, CostModel::Integer);
    Grid g = randomGrid(300, 300, 0.15, false, 77);
    g.setWalkable(0, 0, true);
    g.setWalkable(299, 299, true);
    Replanner r;
    ASSERT_EQ(r.start(g, 0, 0, 299, 299, o), "");
    expectPlanOptimal(r, g, o, 0, 0, 299, 299);
    // More edits than the journal holds (terrain everywhere, a wall line with a gap).
    std::mt19937 rng(1);
    std::uint32_t edits = 0;
    for (int y = 0; y < 300; ++y) {
      for (int x = 0; x < 300; ++x, ++edits) g.setCost(x, y, std::uniform_int_distribution<int>(1, 4)(rng));
    }
    for (int x = 0; x < 299; ++x) g.setWalkable(x, 150, false);
    ASSERT_GT(edits, Grid::kJournalCapacity);
    expectPlanOptimal(r, g, o, 0, 0, 299, 299);
    EXPECT_FALSE(r.repaired());
    // A bulk copy that changes a few cells is journalled; a fill is not.
    std::vector<std::uint8_t> cells(std::size_t(g.cellCount()));
    g.writeCells(cells.data());
    cells[std::size_t(150) * 300 + 299] = 0x81;  // close the gap
    g.readCells(cells.data());
    expectPlanOptimal(r, g, o, 0, 0, 299, 299);
    EXPECT_TRUE(r.repaired());
    EXPECT_EQ(r.space().status, SearchStatus::NoPath);
    g.fill(true, 2);
    expectPlanOptimal(r, g, o, 0, 0, 299, 299);
    EXPECT_FALSE(r.repaired());
  }
}

TEST(Replanner, EndpointsOnWallsAndBadOptionsAreRefused) {
  Grid g(10, 10);
  Replanner r;
  SearchOptions o = replanOptions(Algorithm::LpaStar, DiagonalRule::Always, CostModel::Real);
  o.weight = 2.0;
  EXPECT_EQ(r.start(g, 0, 0, 9, 9, o), "LPA* needs weight 1 (its keys need an unweighted heuristic)");
  o.weight = 1.0;
  o.openList = OpenListKind::UnsortedArray;
  EXPECT_EQ(r.start(g, 0, 0, 9, 9, o), "LPA* keeps its own priority queue: openList must be 'heap'");
  o.openList = OpenListKind::BinaryHeap;
  o.tieBreak = TieBreak::Fifo;
  EXPECT_NE(r.start(g, 0, 0, 9, 9, o), "");
  o.tieBreak = TieBreak::LowerH;
  o.algorithm = Algorithm::AStar;
  EXPECT_EQ(r.start(g, 0, 0, 9, 9, o), "a replanner runs lpa-star or d-star-lite, not astar");
  o.algorithm = Algorithm::DStarLite;
  EXPECT_EQ(r.start(g, 0, 0, 10, 9, o), "goal (10, 9) is outside the 10 x 10 grid");
  ASSERT_EQ(r.start(g, 0, 0, 9, 9, o), "");
  EXPECT_EQ(r.moveStart(-1, 0), "start (-1, 0) is outside the 10 x 10 grid");
  g.setWalkable(9, 9, false);
  EXPECT_EQ(r.plan(), "goal (9, 9) is a wall");
  g.setWalkable(9, 9, true);
  expectPlanOptimal(r, g, o, 0, 0, 9, 9);
  // GridSearch refuses the same options.
  GridSearch search;
  o.openList = OpenListKind::NodeArray;
  EXPECT_EQ(search.start(g, 0, 0, 9, 9, o), "D* Lite keeps its own priority queue: openList must be 'heap'");
}

TEST(Replanner, OneShotSearchesAreOptimalAndTraced) {
  for (Algorithm algorithm : kReplanners) {
    for (DiagonalRule rule : kRules) {
      for (CostModel model : {CostModel::Real, CostModel::Integer}) {
        Grid g = randomGrid(30, 20, 0.25, true, 3 + std::uint32_t(rule));
        SearchOptions o = replanOptions(algorithm, rule, model);
        for (const Query& q : randomQueries(g, 6, 8)) expectOptimalSearch(g, q, o);
        o.recordTrace = true;
        const Query q = randomQueries(g, 1, 4)[0];
        GridSearch search;
        ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        while (!search.done()) search.step(1);
        std::uint64_t expands = 0;
        const std::uint8_t flag = algorithm == Algorithm::DStarLite ? kBackwardFlag : 0;
        for (std::uint8_t kind : search.trace().kinds()) {
          if (kind != std::uint8_t(TraceKind::Path)) {
            EXPECT_EQ(kind & kBackwardFlag, flag);
          }
          expands += (kind & ~kBackwardFlag) == std::uint8_t(TraceKind::Expand);
        }
        EXPECT_EQ(expands, search.space().expanded);
      }
    }
  }
}

// A one-shot search is the first plan: the Moving AI scenarios' optimal lengths.
TEST(Replanner, FirstPlansMatchMovingAIScenarios) {
  for (Algorithm algorithm : kReplanners) {
    SearchOptions o;
    o.algorithm = algorithm;
    o.recordTrace = false;
    for (const auto& [map, stride] : {std::pair{"arena", 1}, std::pair{"den520d", 40}, std::pair{"8room_000", 220}}) {
      const ScenarioRun run = runScenarios(map, o, stride);
      EXPECT_GE(run.scenarios, 10 / kSanitizerStride) << map;
      EXPECT_TRUE(run.mismatches.empty()) << algorithmName(algorithm) << ": " << run.mismatches.front();
    }
  }
}

// On maps where an edit near the path touches a small part of what A*
// searches, the repairs together must expand far fewer nodes than fresh searches.
TEST(Replanner, RepairsExpandFarFewerNodesThanFreshSearches) {
  for (const char* map : {"den520d", "random512-10-0"}) {
    const MapParseResult parsed = parseMovingAIMap(readDataFile(std::string(map) + ".map"));
    const ScenarioParseResult scen = parseMovingAIScenarios(readDataFile(std::string(map) + ".map.scen"));
    ASSERT_TRUE(parsed.grid && scen.error.empty());
    for (Algorithm algorithm : kReplanners) {
      SCOPED_TRACE(std::string(map) + " " + std::string(algorithmName(algorithm)));
      Grid g = *parsed.grid;
      const Scenario& s = scen.scenarios[scen.scenarios.size() - 1];
      const SearchOptions o = replanOptions(algorithm, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real);
      Replanner r;
      ASSERT_EQ(r.start(g, s.startX, s.startY, s.goalX, s.goalY, o), "");
      ASSERT_EQ(r.plan(), "");
      std::mt19937 rng(17);
      std::uint64_t repairs = 0, fresh = 0;
      for (int i = 0; i < 30; ++i) {
        editNearPath(g, r.space().path, rng, 3, false, s.startX, s.startY, s.goalX, s.goalY);
        expectPlanOptimal(r, g, o, s.startX, s.startY, s.goalX, s.goalY);
        repairs += r.space().expanded;
        fresh += freshAStarExpansions(g, o, s.startX, s.startY, s.goalX, s.goalY);
      }
      std::printf("[replan] %s %s: 30 edits near the path, repairs expanded %llu, fresh A* %llu\n", map,
                  std::string(algorithmName(algorithm)).c_str(), static_cast<unsigned long long>(repairs),
                  static_cast<unsigned long long>(fresh));
      EXPECT_LT(repairs * 10, fresh);
    }
  }
}

TEST(GridJournal, ListsEditsSinceARevisionUntilItOverflows) {
  Grid g(50, 40);
  const std::uint32_t r0 = g.revision();
  g.setWalkable(3, 4, false);
  g.setCost(7, 8, 5);
  std::vector<std::pair<int, int>> seen;
  EXPECT_TRUE(g.changesSince(r0, [&](int x, int y) { seen.push_back({x, y}); }));
  EXPECT_EQ(seen, (std::vector<std::pair<int, int>>{{3, 4}, {7, 8}}));
  seen.clear();
  EXPECT_TRUE(g.changesSince(g.revision(), [&](int x, int y) { seen.push_back({x, y}); }));
  EXPECT_TRUE(seen.empty());
  const std::uint32_t r1 = g.revision();
  for (std::uint32_t i = 0; i < Grid::kJournalCapacity; ++i) g.setCost(int(i % 50), int(i / 50 % 40), 2);
  EXPECT_TRUE(g.changesSince(r1, [](int, int) {}));  // exactly the capacity still reaches back
  g.setCost(0, 0, 3);
  EXPECT_FALSE(g.changesSince(r1, [](int, int) { ADD_FAILURE() << "visited after overflow"; }));
  const std::uint32_t r2 = g.revision();
  g.fill(true, 1);
  EXPECT_FALSE(g.changesSince(r2, [](int, int) {}));
  EXPECT_TRUE(g.changesSince(g.revision(), [](int, int) {}));
}

}  // namespace
}  // namespace pathlab::testing
