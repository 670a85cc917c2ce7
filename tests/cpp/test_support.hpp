// Helpers shared by the native tests: random maps and queries, an independent
// reference Dijkstra written from the movement rules' definitions (not from
// GridGraph), a path validator, and checks of a search against the reference.
#pragma once

#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <functional>
#include <initializer_list>
#include <limits>
#include <queue>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "core/grid.hpp"
#include "core/options.hpp"

namespace pathlab::testing {

inline Grid randomGrid(int width, int height, double wallDensity, bool terrain, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  std::uniform_int_distribution<int> cost(1, 9);
  Grid grid(width, height);
  for (int y = 0; y < height; ++y) {
    for (int x = 0; x < width; ++x) {
      if (terrain) grid.setCost(x, y, cost(rng));
      if (unit(rng) < wallDensity) grid.setWalkable(x, y, false);
    }
  }
  return grid;
}

// A cell by its coordinates, and a cell id's coordinates on g.
struct Cell {
  int x, y;
};
inline Cell cellOf(const Grid& g, std::uint32_t id) { return {int(id % g.width()), int(id / g.width())}; }

inline constexpr double kInf = std::numeric_limits<double>::infinity();

inline constexpr DiagonalRule kRules[] = {DiagonalRule::Never, DiagonalRule::Always,
                                          DiagonalRule::IfAtMostOneObstacle, DiagonalRule::OnlyWhenNoObstacles};
inline constexpr OpenListKind kOpenLists[] = {OpenListKind::BinaryHeap, OpenListKind::NodeArray,
                                              OpenListKind::UnsortedArray};

struct Query {
  int sx, sy, gx, gy;
};

// `count` random start/goal pairs on walkable cells of g.
inline std::vector<Query> randomQueries(const Grid& g, int count, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> rx(0, g.width() - 1), ry(0, g.height() - 1);
  std::vector<Query> queries;
  while (int(queries.size()) < count) {
    Query q{rx(rng), ry(rng), rx(rng), ry(rng)};
    if (g.walkable(q.sx, q.sy) && g.walkable(q.gx, q.gy)) queries.push_back(q);
  }
  return queries;
}

struct Move {
  int dx, dy;
};
inline constexpr Move kMoves[8] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

// Whether one step from (x, y) by (dx, dy) is legal, straight from the rule's definition.
inline bool legalMove(const Grid& g, DiagonalRule rule, int x, int y, int dx, int dy) {
  const int nx = x + dx, ny = y + dy;
  if (!g.inBounds(nx, ny) || !g.walkable(nx, ny)) return false;
  if (dx == 0 || dy == 0) return true;
  const bool sideA = g.inBounds(nx, y) && g.walkable(nx, y);
  const bool sideB = g.inBounds(x, ny) && g.walkable(x, ny);
  switch (rule) {
    case DiagonalRule::Never: return false;
    case DiagonalRule::Always: return true;
    case DiagonalRule::IfAtMostOneObstacle: return sideA || sideB;
    case DiagonalRule::OnlyWhenNoObstacles: return sideA && sideB;
  }
  return false;
}

inline double moveCost(const Grid& g, CostModel model, int nx, int ny, int dx, int dy) {
  const bool diagonal = dx != 0 && dy != 0;
  const double unit = model == CostModel::Integer ? (diagonal ? 14.0 : 10.0) : (diagonal ? std::sqrt(2.0) : 1.0);
  return unit * g.cost(nx, ny);
}

// Textbook Dijkstra over the cells from (sx, sy): the cost to every cell
// (infinity where unreachable). step(x, y, m) is the cost of move m from
// (x, y), or a negative number where that move is not allowed.
template <class Step>
std::vector<double> referenceDijkstra(const Grid& g, int sx, int sy, Step step) {
  const int w = g.width(), h = g.height();
  std::vector<double> dist(std::size_t(w) * h, INFINITY);
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  dist[std::size_t(sy) * w + sx] = 0.0;
  queue.push({0.0, sy * w + sx});
  while (!queue.empty()) {
    auto [d, c] = queue.top();
    queue.pop();
    if (d > dist[c]) continue;
    const int x = c % w, y = c / w;
    for (const Move& m : kMoves) {
      const double cost = step(x, y, m);
      if (cost < 0.0) continue;
      const int n = (y + m.dy) * w + x + m.dx;
      if (d + cost < dist[n]) {
        dist[n] = d + cost;
        queue.push({dist[n], n});
      }
    }
  }
  return dist;
}

// Cost from (sx, sy) to every cell (infinity where unreachable). `reverse`
// computes costs *to* (sx, sy) instead, walking moves backwards.
inline std::vector<double> referenceCosts(const Grid& g, DiagonalRule rule, CostModel model, int sx, int sy,
                                          bool reverse = false) {
  return referenceDijkstra(g, sx, sy, [&](int x, int y, const Move& m) {
    const int nx = x + m.dx, ny = y + m.dy;
    if (reverse) {
      if (!g.inBounds(nx, ny) || !legalMove(g, rule, nx, ny, -m.dx, -m.dy)) return -1.0;
      return moveCost(g, model, x, y, -m.dx, -m.dy);
    }
    return legalMove(g, rule, x, y, m.dx, m.dy) ? moveCost(g, model, nx, ny, m.dx, m.dy) : -1.0;
  });
}

// The landmarks' table's unit under a cost model (core/landmarks.hpp: 1/64 of a straight step with
// real costs, 1 with integer costs).
inline double landmarkUnit(CostModel model) { return model == CostModel::Integer ? 1.0 : 1.0 / 64.0; }

// The cost in whole units, rounded down as the landmarks' table rounds it, of the move from (x, y)
// by m (it enters the cell it ends on).
inline double roundedStep(const Grid& g, CostModel model, int x, int y, const Move& m) {
  return std::floor(moveCost(g, model, x + m.dx, y + m.dy, m.dx, m.dy) / landmarkUnit(model));
}

// Distances in whole units on the map whose every step cost is rounded down to the table's unit
// (docs/algorithms.md, "Landmarks") from (sx, sy) or, `reverse`, to it: the tests' own Dijkstra
// with the rounded steps, what the landmarks' table must hold.
inline std::vector<double> roundedCosts(const Grid& g, DiagonalRule rule, CostModel model, int sx, int sy, bool reverse) {
  return referenceDijkstra(g, sx, sy, [&](int x, int y, const Move& m) {
    const int nx = x + m.dx, ny = y + m.dy;
    if (reverse) {
      if (!g.inBounds(nx, ny) || !legalMove(g, rule, nx, ny, -m.dx, -m.dy)) return -1.0;
      return roundedStep(g, model, nx, ny, {-m.dx, -m.dy});
    }
    if (!legalMove(g, rule, x, y, m.dx, m.dy)) return -1.0;
    return roundedStep(g, model, x, y, m);
  });
}

// Checks that `cells` (public indices y * width + x) is a legal walk from
// start to goal and returns its cost, or a negative number with `why` set.
inline double walkCost(const Grid& g, DiagonalRule rule, CostModel model, const std::vector<std::uint32_t>& cells,
                       std::string* why) {
  double cost = 0.0;
  for (std::size_t i = 1; i < cells.size(); ++i) {
    const int x = int(cells[i - 1] % g.width()), y = int(cells[i - 1] / g.width());
    const int nx = int(cells[i] % g.width()), ny = int(cells[i] / g.width());
    const int dx = nx - x, dy = ny - y;
    if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0) || !legalMove(g, rule, x, y, dx, dy)) {
      *why = "illegal move " + std::to_string(i) + " from (" + std::to_string(x) + "," + std::to_string(y) +
             ") to (" + std::to_string(nx) + "," + std::to_string(ny) + ")";
      return -1.0;
    }
    cost += moveCost(g, model, nx, ny, dx, dy);
  }
  return cost;
}

// Checks a finished search's outcome against the reference (`optimal` is the
// cheapest cost, infinity where the goal is unreachable): NoPath with no path
// there, else Found with a path from `start` to `goal`. Returns whether there
// is a path for the caller to check further.
inline bool expectPathWhereReachable(const SearchSpace& s, double optimal, std::uint32_t start, std::uint32_t goal) {
  if (std::isinf(optimal)) {
    EXPECT_EQ(s.status, SearchStatus::NoPath);
    EXPECT_TRUE(s.path.empty());
    return false;
  }
  EXPECT_EQ(s.status, SearchStatus::Found);
  if (s.status != SearchStatus::Found || s.path.empty()) return false;
  EXPECT_EQ(s.path.front(), start);
  EXPECT_EQ(s.path.back(), goal);
  return true;
}

// The same for a grid query q (cells as public indices y * width + x).
inline bool expectPathWhereReachable(const Grid& g, const SearchSpace& s, double optimal, const Query& q) {
  return expectPathWhereReachable(s, optimal, std::uint32_t(q.sy * g.width() + q.sx),
                                  std::uint32_t(q.gy * g.width() + q.gx));
}

// For a search that need not find the cheapest path: its path is a legal walk
// whose cost is the search's pathCost, and no cheaper than the reference's.
// Returns the walk's cost.
inline double expectLegalWalkNoCheaper(const Grid& g, const SearchOptions& o, const SearchSpace& s, double optimal) {
  std::string why;
  const double walked = walkCost(g, o.diagonal, o.costModel, s.path, &why);
  EXPECT_GE(walked, 0.0) << why;
  EXPECT_NEAR(s.pathCost, walked, 1e-9 * (1.0 + walked));
  EXPECT_GE(s.pathCost, optimal - 1e-9);
  return walked;
}

// Checks a finished search against the reference's cheapest cost (infinity:
// unreachable): NoPath with no path, or Found with that cost along a legal walk
// of that cost. Returns whether there is a path for the caller to check further.
inline bool expectCheapestPath(const Grid& g, const SearchOptions& o, const SearchSpace& s, double optimal,
                               double tolerance = 1e-9) {
  if (std::isinf(optimal)) {
    EXPECT_EQ(s.status, SearchStatus::NoPath);
    EXPECT_TRUE(s.path.empty());
    return false;
  }
  EXPECT_EQ(s.status, SearchStatus::Found);
  if (s.status != SearchStatus::Found) return false;
  EXPECT_NEAR(s.pathCost, optimal, tolerance);
  std::string why;
  EXPECT_NEAR(walkCost(g, o.diagonal, o.costModel, s.path, &why), optimal, tolerance) << why;
  return true;
}

// Runs the search for q with options o and checks it finds the reference's
// optimal path from q's start to q's goal, or no path where there is none.
inline void expectOptimalSearch(const Grid& g, const Query& q, const SearchOptions& o) {
  SCOPED_TRACE(std::string(algorithmName(o.algorithm)) + " " + std::string(diagonalRuleName(o.diagonal)) +
               (o.costModel == CostModel::Integer ? " integer" : " real") + " open list " +
               std::to_string(int(o.openList)) + " from (" + std::to_string(q.sx) + "," + std::to_string(q.sy) +
               ") to (" + std::to_string(q.gx) + "," + std::to_string(q.gy) + ")");
  const double optimal = referenceCosts(g, o.diagonal, o.costModel, q.sx, q.sy)[std::size_t(q.gy) * g.width() + q.gx];
  GridSearch search;
  ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
  search.run();
  const SearchSpace& s = search.space();
  if (!expectCheapestPath(g, o, s, optimal)) return;
  EXPECT_EQ(s.path.front(), std::uint32_t(q.sy * g.width() + q.sx));
  EXPECT_EQ(s.path.back(), std::uint32_t(q.gy * g.width() + q.gx));
}

// Random maps for expectOptimalOnRandomMaps: one plain and one with terrain.
struct RandomMaps {
  int width, height;
  double wallDensity;
  std::uint32_t plainSeed, terrainSeed;
  int queries;
  std::uint32_t querySeed;
};

// Checks each algorithm for optimality against the reference on both maps, under
// both cost models, every diagonal rule and every open list; `adjust` may change
// the options of each case (say, the heuristic for integer costs).
inline void expectOptimalOnRandomMaps(const RandomMaps& maps, std::initializer_list<Algorithm> algorithms,
                                      const std::function<void(SearchOptions&)>& adjust = nullptr) {
  for (bool terrain : {false, true}) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      const Grid grid = randomGrid(maps.width, maps.height, maps.wallDensity, terrain,
                                   terrain ? maps.terrainSeed : maps.plainSeed);
      for (DiagonalRule rule : kRules) {
        for (const Query& q : randomQueries(grid, maps.queries, maps.querySeed)) {
          for (Algorithm algorithm : algorithms) {
            for (OpenListKind openList : kOpenLists) {
              SearchOptions o;
              o.algorithm = algorithm;
              o.diagonal = rule;
              o.costModel = model;
              o.openList = openList;
              if (adjust) adjust(o);
              expectOptimalSearch(grid, q, o);
            }
          }
        }
      }
    }
  }
}

}  // namespace pathlab::testing
