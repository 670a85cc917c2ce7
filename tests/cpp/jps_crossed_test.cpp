// Jump point search on terrain under both terrain cost models (terrainCost 'entered' and 'crossed',
// the model of Carlson et al.'s JPSW): the costs of a Dijkstra written here, from the models'
// definitions and not from the core's step costs, on random painted maps (patches, roads, terrain in
// every cell, walls) under every diagonal rule; each path walked and priced here too. A* is checked
// the same way, so a wrong reference would show on both.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <queue>
#include <random>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::kInf;


// The map as the test reads it: a cost per cell, 0 for a wall, outside the map a wall.
struct Painted {
  int width, height;
  std::vector<int> cost;
  int at(int x, int y) const { return x < 0 || y < 0 || x >= width || y >= height ? 0 : cost[std::size_t(y * width + x)]; }
};

Painted paint(int width, int height, std::uint32_t seed, int kind) {
  std::mt19937 rng(seed);
  Painted p{width, height, std::vector<int>(std::size_t(width * height), 1)};
  std::uniform_int_distribution<int> x(0, width - 1), y(0, height - 1), side(2, 9), cost(2, 9), gap(3, 8);
  if (kind == 0 || kind == 3) {  // patches of one cost; many of them, overlapping, for kind 3
    for (int k = 0, patches = kind == 0 ? 14 : width * height / 24; k < patches; ++k) {
      const int px = x(rng), py = y(rng), w = side(rng), h = side(rng), c = cost(rng);
      for (int yy = py; yy < std::min(height, py + h); ++yy) {
        for (int xx = px; xx < std::min(width, px + w); ++xx) p.cost[std::size_t(yy * width + xx)] = c;
      }
    }
  } else if (kind == 1) {  // roads of cost 1 through ground of cost 5
    std::fill(p.cost.begin(), p.cost.end(), 5);
    for (int yy = gap(rng); yy < height; yy += gap(rng)) {
      for (int xx = 0; xx < width; ++xx) p.cost[std::size_t(yy * width + xx)] = 1;
    }
    for (int xx = gap(rng); xx < width; xx += gap(rng)) {
      for (int yy = 0; yy < height; ++yy) p.cost[std::size_t(yy * width + xx)] = 1;
    }
  } else {  // any cost in any cell
    for (int& c : p.cost) c = 1 + int(rng() % 9);
  }
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  const double walls = kind == 2 ? 0.15 : (kind == 3 ? 0.06 : 0.1);
  for (int& c : p.cost) {
    if (unit(rng) < walls) c = 0;
  }
  return p;
}

Grid toGrid(const Painted& p) {
  Grid grid(p.width, p.height);
  for (int y = 0; y < p.height; ++y) {
    for (int x = 0; x < p.width; ++x) {
      const int c = p.at(x, y);
      if (c == 0) grid.setWalkable(x, y, false);
      else grid.setCost(x, y, c);
    }
  }
  return grid;
}

// The step from (x, y) by (dx, dy) as the models define it: entered, the unit times the cost of the
// cell entered; crossed, the unit times the mean of the walkable cells the step crosses (a straight
// step its two, a diagonal its 2 x 2 block; a corner cut past a wall leaves the wall out). The units
// are 1 and sqrt(2). kInf when the rule forbids the step.
double stepCost(const Painted& p, DiagonalRule rule, bool crossed, int x, int y, int dx, int dy) {
  const int from = p.at(x, y), to = p.at(x + dx, y + dy);
  if (from == 0 || to == 0) return kInf;
  if (dx == 0 || dy == 0) return crossed ? (from + to) / 2.0 : double(to);
  const int a = p.at(x + dx, y), b = p.at(x, y + dy);
  const int open = (a != 0) + (b != 0);
  if (rule == DiagonalRule::Never || (rule == DiagonalRule::OnlyWhenNoObstacles && open < 2) ||
      (rule == DiagonalRule::IfAtMostOneObstacle && open < 1)) {
    return kInf;
  }
  return std::sqrt(2.0) * (crossed ? double(from + to + a + b) / double(2 + open) : double(to));
}

std::vector<double> dijkstra(const Painted& p, DiagonalRule rule, bool crossed, int sx, int sy) {
  std::vector<double> dist(std::size_t(p.width * p.height), kInf);
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> open;
  dist[std::size_t(sy * p.width + sx)] = 0.0;
  open.push({0.0, sy * p.width + sx});
  while (!open.empty()) {
    const auto [d, at] = open.top();
    open.pop();
    if (d > dist[std::size_t(at)]) continue;
    const int x = at % p.width, y = at / p.width;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (dx == 0 && dy == 0) continue;
        const double c = stepCost(p, rule, crossed, x, y, dx, dy);
        if (c == kInf) continue;
        const int next = (y + dy) * p.width + x + dx;
        if (d + c < dist[std::size_t(next)]) {
          dist[std::size_t(next)] = d + c;
          open.push({d + c, next});
        }
      }
    }
  }
  return dist;
}

// The path's cost priced here, or kInf when a step is not a move the rule allows.
double walk(const Painted& p, DiagonalRule rule, bool crossed, const std::vector<std::uint32_t>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const int ax = int(path[i - 1]) % p.width, ay = int(path[i - 1]) / p.width;
    const int bx = int(path[i]) % p.width, by = int(path[i]) / p.width;
    if (std::abs(bx - ax) > 1 || std::abs(by - ay) > 1) return kInf;
    total += stepCost(p, rule, crossed, ax, ay, bx - ax, by - ay);
  }
  return total;
}

void expectCheapest(Algorithm algorithm, TerrainCost model, int kind, int maps, int queries, int width = 36, int height = 28) {
  GridSearch search;
  const bool crossed = model == TerrainCost::Crossed;
  for (const DiagonalRule rule : testing::kRules) {
    for (std::uint32_t seed = 1; seed <= std::uint32_t(maps); ++seed) {
      const Painted painted = paint(width, height, seed * 31 + std::uint32_t(rule) * 7 + std::uint32_t(kind), kind);
      const Grid grid = toGrid(painted);
      SearchOptions o;
      o.algorithm = algorithm;
      o.diagonal = rule;
      o.terrainCost = model;
      for (const testing::Query& q : testing::randomQueries(grid, queries, seed)) {
        const double optimal = dijkstra(painted, rule, crossed, q.sx, q.sy)[std::size_t(q.gy * painted.width + q.gx)];
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        const SearchSpace& s = search.space();
        const std::string where = std::string(diagonalRuleName(rule)) + (crossed ? " crossed" : " entered") + " kind " +
                                  std::to_string(kind) + " seed " + std::to_string(seed) + " from (" + std::to_string(q.sx) +
                                  "," + std::to_string(q.sy) + ") to (" + std::to_string(q.gx) + "," + std::to_string(q.gy) + ")";
        if (optimal == kInf) {
          EXPECT_EQ(s.status, SearchStatus::NoPath) << where;
          continue;
        }
        ASSERT_EQ(s.status, SearchStatus::Found) << where;
        EXPECT_NEAR(s.pathCost, optimal, 1e-9 * (1 + optimal)) << where;
        EXPECT_NEAR(walk(painted, rule, crossed, s.path), optimal, 1e-9 * (1 + optimal)) << where;
      }
    }
  }
}

TEST(JumpPointSearchCrossed, CheapestOnPatchesUnderEveryRule) { expectCheapest(Algorithm::JumpPoint, TerrainCost::Crossed, 0, 8, 12); }
// Many patches on a wider map, most of its ground costly and every patch's edge a place where a
// scan stops: long queries cross many of them, and reach cells and jump points from several sides.
TEST(JumpPointSearchCrossed, CheapestOnManyPatchesUnderEveryRuleAndBothModels) {
  for (const TerrainCost model : {TerrainCost::Entered, TerrainCost::Crossed}) {
    expectCheapest(Algorithm::JumpPoint, model, 3, 6, 16, 72, 56);
  }
}
TEST(JumpPointSearchCrossed, CheapestOnRoadsUnderEveryRule) { expectCheapest(Algorithm::JumpPoint, TerrainCost::Crossed, 1, 8, 12); }
TEST(JumpPointSearchCrossed, CheapestWithTerrainInEveryCellUnderEveryRule) {
  expectCheapest(Algorithm::JumpPoint, TerrainCost::Crossed, 2, 6, 10);
}
TEST(JumpPointSearchCrossed, EnteredStaysCheapestUnderEveryRule) {
  for (int kind = 0; kind < 3; ++kind) expectCheapest(Algorithm::JumpPoint, TerrainCost::Entered, kind, 4, 10);
}
// The reference checked against a search that does not jump.
TEST(JumpPointSearchCrossed, AStarAgreesWithTheReference) {
  for (int kind = 0; kind < 3; ++kind) expectCheapest(Algorithm::AStar, TerrainCost::Crossed, kind, 3, 8);
}

}  // namespace
}  // namespace pathlab
