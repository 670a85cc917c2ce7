// terrainCost 'crossed' (core/terrain_cost.hpp), the JPSW authors' model: a straight step costs the
// mean of its two cells, a diagonal one sqrt(2) times the mean of its 2 x 2 block (of its walkable
// cells, under the rules that cut corners). Every search that guarantees the cheapest path is
// checked against this file's own Dijkstra, which prices each move from that definition (not from
// the core's functions), under every diagonal rule; the others walk legal paths priced the same
// way; the landmarks' table stays admissible, also after edits; the replanners after edits; agent
// sizes and several goals; and the refusals.
#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "algorithms/replanner.hpp"
#include "core/algorithm_info.hpp"
#include "core/grid_graph.hpp"
#include "test_support.hpp"

namespace pathlab::testing {
namespace {

// The paper's price of the move from (x, y) by (dx, dy), which the caller has checked is legal.
double crossedMove(const Grid& g, int x, int y, int dx, int dy) {
  const int nx = x + dx, ny = y + dy;
  if (dx == 0 || dy == 0) return (g.cost(x, y) + g.cost(nx, ny)) / 2.0;
  // The block: the two ends and the two side cells, each counted when it can be walked on.
  double sum = g.cost(x, y) + g.cost(nx, ny);
  int cells = 2;
  for (const auto& [sx, sy] : {std::pair{nx, y}, std::pair{x, ny}}) {
    if (g.inBounds(sx, sy) && g.walkable(sx, sy)) {
      sum += g.cost(sx, sy);
      ++cells;
    }
  }
  return std::sqrt(2.0) * sum / cells;
}

std::vector<double> crossedCosts(const Grid& g, DiagonalRule rule, int sx, int sy) {
  return referenceDijkstra(g, sx, sy, [&](int x, int y, const Move& m) {
    return legalMove(g, rule, x, y, m.dx, m.dy) ? crossedMove(g, x, y, m.dx, m.dy) : -1.0;
  });
}

double crossedWalk(const Grid& g, DiagonalRule rule, const std::vector<std::uint32_t>& cells, std::string* why) {
  double cost = 0.0;
  for (std::size_t i = 1; i < cells.size(); ++i) {
    const int x = int(cells[i - 1] % g.width()), y = int(cells[i - 1] / g.width());
    const int dx = int(cells[i] % g.width()) - x, dy = int(cells[i] / g.width()) - y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) || !legalMove(g, rule, x, y, dx, dy)) {
      *why = "illegal move " + std::to_string(i);
      return -1.0;
    }
    cost += crossedMove(g, x, y, dx, dy);
  }
  return cost;
}

SearchOptions crossed(Algorithm algorithm, DiagonalRule rule) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  o.terrainCost = TerrainCost::Crossed;
  return o;
}

std::string describe(const SearchOptions& o, const Query& q) {
  return std::string(algorithmName(o.algorithm)) + " " + std::string(diagonalRuleName(o.diagonal)) + " " +
         std::string(heuristicName(o.heuristic)) + " from (" + std::to_string(q.sx) + "," + std::to_string(q.sy) +
         ") to (" + std::to_string(q.gx) + "," + std::to_string(q.gy) + ")";
}

// The search's cost is the reference's, along a legal walk that costs that much.
void expectCheapest(const Grid& g, const SearchOptions& o, const SearchSpace& s, double optimal) {
  if (std::isinf(optimal)) {
    EXPECT_EQ(s.status, SearchStatus::NoPath);
    return;
  }
  ASSERT_EQ(s.status, SearchStatus::Found);
  EXPECT_NEAR(s.pathCost, optimal, 1e-9 * (1.0 + optimal));
  std::string why;
  EXPECT_NEAR(crossedWalk(g, o.diagonal, s.path, &why), optimal, 1e-9 * (1.0 + optimal)) << why;
}

// Terrain everywhere (costs 1 to 9), and patches of one cost on plain ground, each with walls.
std::vector<Grid> terrainMaps(int side, std::uint32_t seed) {
  std::vector<Grid> maps;
  maps.push_back(randomGrid(side, side, 0.2, true, seed));
  Grid patches = randomGrid(side, side, 0.15, false, seed + 1);
  std::mt19937 rng(seed + 2);
  std::uniform_int_distribution<int> at(0, side - 1), size(2, 6), cost(2, 9);
  for (int p = 0; p < side / 3; ++p) {
    const int x0 = at(rng), y0 = at(rng), w = size(rng), h = size(rng), c = cost(rng);
    for (int y = y0; y < std::min(side, y0 + h); ++y) {
      for (int x = x0; x < std::min(side, x0 + w); ++x) patches.setCost(x, y, c);
    }
  }
  maps.push_back(std::move(patches));
  return maps;
}

TEST(TerrainCost, StepsCostTheMeanOfTheCellsTheyCross) {
  // 5 1 .
  // 9 3 7    (. a wall)
  Grid g(3, 2);
  g.setCost(0, 0, 5);
  g.setCost(0, 1, 9);
  g.setCost(1, 1, 3);
  g.setCost(2, 1, 7);
  g.setWalkable(2, 0, false);
  const double r2 = std::sqrt(2.0);
  for (const DiagonalRule rule : kRules) {
    const GridGraph graph(g, rule, CostModel::Real, Heuristic::Zero, TerrainCost::Crossed);
    std::vector<std::pair<std::uint32_t, double>> moves;
    graph.forEachNeighbor(g.node(1, 0), [&](std::uint32_t to, double cost) { moves.emplace_back(to, cost); });
    double east = -1, south = -1, west = -1, southEast = -1, southWest = -1;
    for (const auto& [to, cost] : moves) {
      if (to == g.node(1, 1)) south = cost;
      if (to == g.node(0, 0)) west = cost;
      if (to == g.node(2, 0)) east = cost;
      if (to == g.node(2, 1)) southEast = cost;
      if (to == g.node(0, 1)) southWest = cost;
    }
    SCOPED_TRACE(std::string(diagonalRuleName(rule)));
    EXPECT_EQ(east, -1.0);  // a wall
    EXPECT_EQ(south, 2.0);  // (1 + 3) / 2
    EXPECT_EQ(west, 3.0);   // (1 + 5) / 2
    if (rule == DiagonalRule::Never) continue;
    EXPECT_DOUBLE_EQ(southWest, r2 * (1 + 9 + 5 + 3) / 4.0);  // the whole block
    // South-east passes the wall's corner: only the rules that cut corners allow it, over the three
    // walkable cells of the block.
    if (rule == DiagonalRule::OnlyWhenNoObstacles) {
      EXPECT_EQ(southEast, -1.0);
    } else {
      EXPECT_DOUBLE_EQ(southEast, r2 * (1 + 7 + 3) / 3.0);
    }
    // The same both ways.
    double back = -1;
    graph.forEachNeighbor(g.node(0, 1), [&](std::uint32_t to, double cost) {
      if (to == g.node(1, 0)) back = cost;
    });
    EXPECT_EQ(back, southWest);
  }
  // Of equal cells, exactly what 'entered' charges (the mean first, then the unit).
  Grid even(4, 4);
  even.fill(true, 7);
  for (const DiagonalRule rule : kRules) {
    const GridGraph a(even, rule, CostModel::Real, Heuristic::Zero, TerrainCost::Crossed);
    const GridGraph b(even, rule, CostModel::Real, Heuristic::Zero, TerrainCost::Entered);
    std::vector<double> ca, cb;
    a.forEachNeighbor(even.node(1, 1), [&](std::uint32_t, double c) { ca.push_back(c); });
    b.forEachNeighbor(even.node(1, 1), [&](std::uint32_t, double c) { cb.push_back(c); });
    EXPECT_EQ(ca, cb);
  }
}

TEST(TerrainCost, OptimalSearchesCostWhatTheReferenceSays) {
  const Algorithm optimal[] = {Algorithm::AStar,
                               Algorithm::Dijkstra,
                               Algorithm::BidirectionalAStar,
                               Algorithm::BidirectionalDijkstra,
                               Algorithm::Fringe,
                               Algorithm::LpaStar,
                               Algorithm::DStarLite};
  std::uint32_t seed = 11;
  int differ = 0;  // queries whose cheapest cost differs under 'entered': the check can tell the models apart
  for (const Grid& g : terrainMaps(24, 7)) {
    for (const DiagonalRule rule : kRules) {
      for (const Query& q : randomQueries(g, 6, seed++)) {
        const double best = crossedCosts(g, rule, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
        const double entered = referenceCosts(g, rule, CostModel::Real, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
        if (!std::isinf(best) && std::abs(best - entered) > 1e-6) ++differ;
        for (const Algorithm algorithm : optimal) {
          for (const Heuristic h : {Heuristic::Default, Heuristic::Landmarks}) {
            if (h == Heuristic::Landmarks && algorithmInfo(algorithm).heuristic != Heuristic::Default) continue;
            for (const OpenListKind list : kOpenLists) {
              if (list != OpenListKind::BinaryHeap && !algorithmInfo(algorithm).openLists) continue;
              SearchOptions o = crossed(algorithm, rule);
              o.heuristic = h;
              o.openList = list;
              SCOPED_TRACE(describe(o, q));
              GridSearch search;
              ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
              search.run();
              expectCheapest(g, o, search.space(), best);
            }
          }
        }
      }
    }
  }
  EXPECT_GT(differ, 24);  // of 48
}

TEST(TerrainCost, IdaStarIsOptimalOnSmallMaps) {
  std::uint32_t seed = 40;
  for (const Grid& g : terrainMaps(8, 3)) {
    for (const DiagonalRule rule : kRules) {
      for (const Query& q : randomQueries(g, 3, seed++)) {
        const double best = crossedCosts(g, rule, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
        if (std::isinf(best)) continue;  // IDA* proves no path only by trying every loop-free path
        SearchOptions o = crossed(Algorithm::IdaStar, rule);
        SCOPED_TRACE(describe(o, q));
        GridSearch search;
        ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        expectCheapest(g, o, search.space(), best);
      }
    }
  }
}

TEST(TerrainCost, OtherSearchesWalkLegalPathsPricedByTheCellsCrossed) {
  const Algorithm others[] = {Algorithm::Greedy, Algorithm::WeightedAStar, Algorithm::BreadthFirst,
                              Algorithm::DepthFirst};
  std::uint32_t seed = 70;
  for (const Grid& g : terrainMaps(20, 5)) {
    for (const DiagonalRule rule : kRules) {
      for (const Query& q : randomQueries(g, 4, seed++)) {
        const double best = crossedCosts(g, rule, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
        for (const Algorithm algorithm : others) {
          SearchOptions o = crossed(algorithm, rule);
          SCOPED_TRACE(describe(o, q));
          GridSearch search;
          ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
          search.run();
          const SearchSpace& s = search.space();
          if (std::isinf(best)) {
            EXPECT_EQ(s.status, SearchStatus::NoPath);
            continue;
          }
          ASSERT_EQ(s.status, SearchStatus::Found);
          std::string why;
          const double walked = crossedWalk(g, rule, s.path, &why);
          ASSERT_GE(walked, 0.0) << why;
          EXPECT_NEAR(s.pathCost, walked, 1e-9 * (1.0 + walked));
          EXPECT_GE(s.pathCost, best - 1e-9 * (1.0 + best));
        }
      }
    }
  }
}

TEST(TerrainCost, CrossingIsSymmetric) {
  const Grid g = randomGrid(16, 16, 0.2, true, 99);
  for (const DiagonalRule rule : kRules) {
    for (const Query& q : randomQueries(g, 5, 100)) {
      const double there = crossedCosts(g, rule, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
      SearchOptions o = crossed(Algorithm::AStar, rule);
      GridSearch search;
      ASSERT_EQ(search.start(g, q.gx, q.gy, q.sx, q.sy, o), "");
      search.run();
      if (std::isinf(there)) {
        EXPECT_EQ(search.space().status, SearchStatus::NoPath);
      } else {
        EXPECT_NEAR(search.space().pathCost, there, 1e-9 * (1.0 + there));
      }
    }
  }
}

// The landmarks' estimate never exceeds the reference's cost to the goal, and falls by at most a
// move's cost over every move (consistent), on the map as built and after edits the table repairs.
void expectLandmarksSound(const Grid& g, DiagonalRule rule, const LandmarkTable& table, int gx, int gy) {
  const std::uint32_t goal = g.node(gx, gy);
  // Costs to the goal are costs from it: crossing is symmetric.
  const std::vector<double> toGoal = crossedCosts(g, rule, gx, gy);
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (!g.walkable(x, y)) continue;
      const std::uint32_t n = g.node(x, y);
      const double h = table.estimate(n, goal);
      const double d = toGoal[std::size_t(y) * g.width() + x];
      if (!std::isinf(d)) {
        ASSERT_LE(h, d + 1e-9) << x << "," << y;
      }
      for (const Move& m : kMoves) {
        if (!legalMove(g, rule, x, y, m.dx, m.dy)) continue;
        const double next = table.estimate(g.node(x + m.dx, y + m.dy), goal);
        ASSERT_LE(h, crossedMove(g, x, y, m.dx, m.dy) + next + 1e-9) << x << "," << y;
      }
    }
  }
}

// A step costs the same both ways, so the table keeps one direction (half the bytes of a table priced
// by the cell entered): each stored number, times the unit, is the reference's cost from the landmark
// and to it, at most and within 1.2 % (only a diagonal step is rounded, by less than 1/64).
TEST(TerrainCost, LandmarksKeepOneDirection) {
  const Grid g = randomGrid(22, 18, 0.15, true, 23);
  ASSERT_GT(g.terrainCellCount(), 0);
  for (const DiagonalRule rule : kRules) {
    SCOPED_TRACE(std::string(diagonalRuleName(rule)));
    LandmarkTable table;
    ASSERT_TRUE(table.update(g, rule, CostModel::Real, TerrainCost::Crossed));
    EXPECT_FALSE(table.directed());
    EXPECT_EQ(table.bytes(), std::uint64_t(g.nodeCount()) * 32);
    EXPECT_EQ(table.bytes(), LandmarkTable::bytesFor(g, TerrainCost::Crossed));
    LandmarkTable entered;
    ASSERT_TRUE(entered.update(g, rule, CostModel::Real, TerrainCost::Entered));
    EXPECT_TRUE(entered.directed());
    EXPECT_EQ(entered.bytes(), std::uint64_t(g.nodeCount()) * 64);
    for (int i = 0; i < LandmarkTable::kLandmarks; ++i) {
      const std::uint32_t cell = table.cells()[std::size_t(i)];
      const int lx = int(cell % std::uint32_t(g.width())), ly = int(cell / std::uint32_t(g.width()));
      const std::vector<double> from = crossedCosts(g, rule, lx, ly);
      for (int y = 0; y < g.height(); ++y) {
        for (int x = 0; x < g.width(); ++x) {
          if (!g.walkable(x, y)) continue;
          const double stored = double(table.stored(g.node(x, y), i)) * table.unit();
          // The cost to the landmark, by the reference run from this cell (every third cell: each run is a Dijkstra).
          const double to = (x + y) % 3 == 0 ? crossedCosts(g, rule, x, y)[std::size_t(ly) * g.width() + lx] : from[std::size_t(y) * g.width() + x];
          for (const double exact : {from[std::size_t(y) * g.width() + x], to}) {
            if (std::isinf(exact)) {
              ASSERT_EQ(table.stored(g.node(x, y), i), LandmarkTable::kUnreachable) << x << "," << y;
              continue;
            }
            ASSERT_LE(stored, exact + 1e-9) << x << "," << y;
            ASSERT_GE(stored, exact * (1.0 - 0.012) - 1e-9) << x << "," << y;
          }
        }
      }
    }
  }
}

TEST(TerrainCost, LandmarksStayAdmissibleAndConsistentAlsoAfterEdits) {
  for (const DiagonalRule rule : kRules) {
    SCOPED_TRACE(std::string(diagonalRuleName(rule)));
    Grid g = randomGrid(20, 20, 0.15, true, 5);
    LandmarkTable table;
    ASSERT_TRUE(table.update(g, rule, CostModel::Real, TerrainCost::Crossed));
    std::mt19937 rng(17);
    std::uniform_int_distribution<int> at(0, 19), cost(1, 9), kind(0, 3);
    for (int round = 0; round < 6; ++round) {
      const std::vector<Query> goals = randomQueries(g, 2, 200 + round);
      for (const Query& q : goals) expectLandmarksSound(g, rule, table, q.gx, q.gy);
      // A few edits: costs up and down, walls added and removed (which, past a corner, also
      // changes a diagonal's mean).
      for (int e = 0; e < 3; ++e) {
        const int x = at(rng), y = at(rng);
        switch (kind(rng)) {
          case 0: g.setCost(x, y, 9); break;
          case 1: g.setCost(x, y, 1); break;
          case 2: g.setWalkable(x, y, false); break;
          default:
            g.setWalkable(x, y, true);
            g.setCost(x, y, cost(rng));
            break;
        }
      }
      EXPECT_FALSE(table.update(g, rule, CostModel::Real, TerrainCost::Crossed)) << "a few edits rebuilt the table";
    }
    // The searches with the repaired table are still optimal.
    GridSearch search;
    for (const Query& q : randomQueries(g, 6, 300)) {
      SearchOptions o = crossed(Algorithm::AStar, rule);
      o.heuristic = Heuristic::Landmarks;
      ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
      search.run();
      expectCheapest(g, o, search.space(), crossedCosts(g, rule, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx]);
    }
  }
  // Another terrain model is another table.
  Grid g = randomGrid(12, 12, 0.1, true, 8);
  LandmarkTable table;
  ASSERT_TRUE(table.update(g, DiagonalRule::Always, CostModel::Real, TerrainCost::Crossed));
  EXPECT_FALSE(table.update(g, DiagonalRule::Always, CostModel::Real, TerrainCost::Crossed));
  EXPECT_TRUE(table.update(g, DiagonalRule::Always, CostModel::Real, TerrainCost::Entered));
}

TEST(TerrainCost, ReplannersStayOptimalAfterEdits) {
  for (const Algorithm algorithm : {Algorithm::LpaStar, Algorithm::DStarLite}) {
    for (const DiagonalRule rule : kRules) {
      Grid g = randomGrid(18, 18, 0.15, true, 21);
      g.setWalkable(0, 0, true);
      g.setWalkable(17, 17, true);
      SearchOptions o = crossed(algorithm, rule);
      o.recordTrace = false;
      SCOPED_TRACE(std::string(algorithmName(algorithm)) + " " + std::string(diagonalRuleName(rule)));
      Replanner r;
      ASSERT_EQ(r.start(g, 0, 0, 17, 17, o), "");
      std::mt19937 rng(int(rule) + 1);
      std::uniform_int_distribution<int> at(0, 17), cost(1, 9), kind(0, 2);
      for (int round = 0; round < 12; ++round) {
        ASSERT_EQ(r.plan(), "");
        expectCheapest(g, o, r.space(), crossedCosts(g, rule, 0, 0)[std::size_t(17) * g.width() + 17]);
        const int x = at(rng), y = at(rng);
        if ((x == 0 && y == 0) || (x == 17 && y == 17)) continue;
        switch (kind(rng)) {
          case 0: g.setCost(x, y, cost(rng)); break;
          case 1: g.setWalkable(x, y, false); break;
          default: g.setWalkable(x, y, true); break;
        }
      }
    }
  }
}

// One step of an agent of size k, priced by its top-left cell as a one-cell agent's would be: the
// anchor cells of the two positions, and for a diagonal the walkable ones of its side positions'.
double agentCrossedStep(const Grid& g, DiagonalRule rule, int k, int x, int y, const Move& m) {
  const auto fits = [&](int ax, int ay) {
    for (int dy = 0; dy < k; ++dy) {
      for (int dx = 0; dx < k; ++dx) {
        if (!g.inBounds(ax + dx, ay + dy) || !g.walkable(ax + dx, ay + dy)) return false;
      }
    }
    return true;
  };
  const int nx = x + m.dx, ny = y + m.dy;
  if (!fits(nx, ny)) return -1.0;
  if (m.dx != 0 && m.dy != 0) {
    const bool a = fits(nx, y), b = fits(x, ny);
    const bool allowed = rule == DiagonalRule::Always || (rule == DiagonalRule::IfAtMostOneObstacle && (a || b)) ||
                         (rule == DiagonalRule::OnlyWhenNoObstacles && a && b);
    if (!allowed) return -1.0;
  }
  return crossedMove(g, x, y, m.dx, m.dy);
}

TEST(TerrainCost, AgentSizesAndSeveralGoals) {
  int checked[3] = {0, 0, 0};  // paths checked per agent size
  for (const DiagonalRule rule : kRules) {
    const Grid g = randomGrid(20, 20, 0.06, true, 31);
    for (const int k : {1, 2, 3}) {
      for (const Query& q : randomQueries(g, 5, 400 + k)) {
        const std::vector<double> reference = referenceDijkstra(
            g, q.sx, q.sy, [&](int x, int y, const Move& m) { return agentCrossedStep(g, rule, k, x, y, m); });
        SearchOptions o = crossed(Algorithm::AStar, rule);
        o.agentSize = k;
        o.closestIfUnreachable = k == 1;  // a one-cell agent on the game adapter too
        SCOPED_TRACE(describe(o, q) + " size " + std::to_string(k));
        GridSearch search;
        const Problem p = search.start(g, q.sx, q.sy, q.gx, q.gy, o);
        if (p) continue;  // the agent does not fit at an endpoint
        search.run();
        const double best = reference[std::size_t(q.gy) * g.width() + q.gx];
        if (std::isinf(best)) continue;
        ASSERT_EQ(search.space().status, SearchStatus::Found);
        EXPECT_NEAR(search.space().pathCost, best, 1e-9 * (1.0 + best));
        ++checked[k - 1];
      }
    }
    // Several goals: the cheapest of them.
    for (const Query& q : randomQueries(g, 4, 500)) {
      const std::vector<Query> more = randomQueries(g, 3, 600 + q.sx);
      const std::vector<double> reference = crossedCosts(g, rule, q.sx, q.sy);
      SearchOptions o = crossed(Algorithm::AStar, rule);
      double best = reference[std::size_t(q.gy) * g.width() + q.gx];
      o.goals.push_back(std::uint32_t(q.gy * g.width() + q.gx));
      for (const Query& m : more) {
        o.goals.push_back(std::uint32_t(m.gy * g.width() + m.gx));
        best = std::min(best, reference[std::size_t(m.gy) * g.width() + m.gx]);
      }
      GridSearch search;
      ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
      search.run();
      if (std::isinf(best)) continue;
      ASSERT_EQ(search.space().status, SearchStatus::Found);
      EXPECT_NEAR(search.space().pathCost, best, 1e-9 * (1.0 + best));
    }
  }
  for (const int n : checked) EXPECT_GT(n, 4);
}

TEST(TerrainCost, RefusedWhereItCannotBeHonoured) {
  Grid g = randomGrid(10, 10, 0.0, false, 1);
  GridSearch search;
  // Without terrain both models price every step alike: every search takes it.
  for (const AlgorithmInfo& info : algorithmTable()) {
    SearchOptions o = crossed(info.algorithm, DiagonalRule::OnlyWhenNoObstacles);
    EXPECT_EQ(search.start(g, 0, 0, 9, 9, o), "") << info.id;
  }
  g.setCost(4, 4, 5);
  // With terrain, every search that takes terrain takes either model (JPS's terrain scans price both:
  // jps_terrain.hpp); the others refuse terrain whatever the model, and say which search to use.
  for (const AlgorithmInfo& info : algorithmTable()) {
    SearchOptions o = crossed(info.algorithm, DiagonalRule::OnlyWhenNoObstacles);
    const Problem p = search.start(g, 0, 0, 9, 9, o);
    if (info.terrain) {
      EXPECT_EQ(p, "") << info.id;
    } else {
      EXPECT_EQ(p.code, ErrorCode::UnsupportedCombination) << info.id;
      EXPECT_NE(p.message.find("use JPS on maps with terrain"), std::string::npos) << p.message;
    }
  }
  EXPECT_TRUE(algorithmInfo(Algorithm::JumpPoint).terrain);
  EXPECT_FALSE(algorithmInfo(Algorithm::JumpPointPlus).terrain);
  // Whole numbers of 10 and 14 cannot be means of cells.
  SearchOptions o = crossed(Algorithm::AStar, DiagonalRule::Always);
  o.costModel = CostModel::Integer;
  const Problem p = search.start(g, 0, 0, 9, 9, o);
  EXPECT_EQ(p.code, ErrorCode::UnsupportedCombination);
  EXPECT_NE(p.message.find("costModel 'real'"), std::string::npos) << p.message;
  EXPECT_EQ(parseTerrainCost("crossed"), TerrainCost::Crossed);
  EXPECT_EQ(parseTerrainCost("entered"), TerrainCost::Entered);
  EXPECT_FALSE(parseTerrainCost("mean"));
}

}  // namespace
}  // namespace pathlab::testing
