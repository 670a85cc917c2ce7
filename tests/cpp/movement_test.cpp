// Movement rules, step costs and heuristic admissibility.
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "core/grid_graph.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

std::set<std::pair<int, int>> neighbours(const Grid& grid, DiagonalRule rule, int x, int y) {
  GridGraph graph(grid, rule, CostModel::Real, Heuristic::Octile);
  std::set<std::pair<int, int>> out;
  graph.forEachNeighbor(grid.node(x, y), [&](std::uint32_t n, double) { out.insert({grid.nodeX(n), grid.nodeY(n)}); });
  return out;
}

// . . .
// . S #      S = (1, 1), wall at (2, 1)
// . . .
TEST(Movement, DiagonalRulesNextToOneWall) {
  Grid grid(3, 3);
  grid.setWalkable(2, 1, false);
  using P = std::set<std::pair<int, int>>;
  EXPECT_EQ(neighbours(grid, DiagonalRule::Never, 1, 1), (P{{1, 0}, {0, 1}, {1, 2}}));
  EXPECT_EQ(neighbours(grid, DiagonalRule::Always, 1, 1),
            (P{{1, 0}, {0, 1}, {1, 2}, {0, 0}, {2, 0}, {0, 2}, {2, 2}}));
  EXPECT_EQ(neighbours(grid, DiagonalRule::IfAtMostOneObstacle, 1, 1),
            (P{{1, 0}, {0, 1}, {1, 2}, {0, 0}, {2, 0}, {0, 2}, {2, 2}}));
  EXPECT_EQ(neighbours(grid, DiagonalRule::OnlyWhenNoObstacles, 1, 1), (P{{1, 0}, {0, 1}, {1, 2}, {0, 0}, {0, 2}}));
}

// Squeezing between two diagonal walls: only `always` lets it through.
TEST(Movement, CornerCuttingBetweenTwoWalls) {
  Grid grid(2, 2);
  grid.setWalkable(1, 0, false);
  grid.setWalkable(0, 1, false);
  EXPECT_TRUE(neighbours(grid, DiagonalRule::Always, 0, 0).count({1, 1}));
  EXPECT_FALSE(neighbours(grid, DiagonalRule::IfAtMostOneObstacle, 0, 0).count({1, 1}));
  EXPECT_FALSE(neighbours(grid, DiagonalRule::OnlyWhenNoObstacles, 0, 0).count({1, 1}));
}

TEST(Movement, EdgesOfTheMapAreWalls) {
  Grid grid(4, 3);
  for (DiagonalRule rule : {DiagonalRule::Always, DiagonalRule::Never}) {
    for (auto [x, y] : neighbours(grid, rule, 0, 0)) {
      EXPECT_TRUE(grid.inBounds(x, y));
    }
  }
  EXPECT_EQ(neighbours(grid, DiagonalRule::Always, 3, 2).size(), 3u);
}

TEST(Movement, StepCostIsUnitTimesEnteredTerrain) {
  Grid grid(3, 3);
  grid.setCost(2, 1, 4);
  grid.setCost(2, 2, 3);
  for (CostModel model : {CostModel::Real, CostModel::Integer}) {
    GridGraph graph(grid, DiagonalRule::Always, model, Heuristic::Octile);
    const double straight = model == CostModel::Integer ? 10.0 : 1.0;
    const double diagonal = model == CostModel::Integer ? 14.0 : std::sqrt(2.0);
    graph.forEachNeighbor(grid.node(1, 1), [&](std::uint32_t n, double cost) {
      const bool isDiagonal = grid.nodeX(n) != 1 && grid.nodeY(n) != 1;
      const int terrain = grid.cost(grid.nodeX(n), grid.nodeY(n));
      EXPECT_DOUBLE_EQ(cost, (isDiagonal ? diagonal : straight) * terrain);
    });
  }
}

TEST(Movement, TerrainSurvivesAWallDrawnAndErased) {
  Grid grid(3, 3);
  grid.setCost(1, 1, 7);
  grid.setWalkable(1, 1, false);
  EXPECT_FALSE(grid.walkable(1, 1));
  grid.setWalkable(1, 1, true);
  EXPECT_EQ(grid.cost(1, 1), 7);
}

TEST(Grid, SizeLimitsAreExplained) {
  EXPECT_EQ(checkGridSize(4096, 4096), "");
  EXPECT_EQ(checkGridSize(1, 1), "");
  EXPECT_NE(checkGridSize(0, 5).find("at least 1"), std::string::npos);
  EXPECT_NE(checkGridSize(-3, 5), "");
  EXPECT_NE(checkGridSize(8193, 1).find("too large"), std::string::npos);
  EXPECT_NE(checkGridSize(5000, 5000).find("too large"), std::string::npos);
}

// For every heuristic the core calls admissible under a rule and cost model,
// h(cell) <= true cost from the cell to the goal, on random maps with terrain.
// Where it says "not admissible", some cell must prove it.
TEST(Heuristics, AdmissibilityClaimsHoldOnRandomMaps) {
  const Heuristic all[] = {Heuristic::Manhattan, Heuristic::Euclidean, Heuristic::Octile, Heuristic::Chebyshev,
                           Heuristic::Zero};
  for (CostModel model : {CostModel::Real, CostModel::Integer}) {
    for (DiagonalRule rule : {DiagonalRule::Never, DiagonalRule::Always, DiagonalRule::IfAtMostOneObstacle,
                              DiagonalRule::OnlyWhenNoObstacles}) {
      const Grid grid = testing::randomGrid(30, 30, 0.2, false, 13);
      const int gx = 17, gy = 12;
      ASSERT_TRUE(grid.walkable(gx, gy));
      const std::vector<double> toGoal = testing::referenceCosts(grid, rule, model, gx, gy, /*reverse=*/true);
      for (Heuristic h : all) {
        GridGraph graph(grid, rule, model, h);
        bool overestimated = false;
        for (int y = 0; y < 30; ++y) {
          for (int x = 0; x < 30; ++x) {
            const double truth = toGoal[std::size_t(y) * 30 + x];
            if (std::isinf(truth)) continue;
            const double estimate = graph.heuristic(grid.node(x, y), grid.node(gx, gy));
            if (estimate > truth + 1e-9) overestimated = true;
          }
        }
        EXPECT_EQ(!overestimated, isAdmissible(h, rule, model))
            << heuristicName(h) << " under " << diagonalRuleName(rule) << (model == CostModel::Integer ? " integer" : "");
      }
    }
  }
}

TEST(Heuristics, DefaultIsTheTightestAdmissibleForTheRule) {
  EXPECT_EQ(defaultHeuristic(DiagonalRule::Never), Heuristic::Manhattan);
  EXPECT_EQ(defaultHeuristic(DiagonalRule::OnlyWhenNoObstacles), Heuristic::Octile);
  // Octile is exact on an empty 8-connected map.
  Grid grid(20, 20);
  GridGraph graph(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, Heuristic::Default);
  const auto truth = testing::referenceCosts(grid, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 0, 0);
  EXPECT_NEAR(graph.heuristic(grid.node(13, 5), grid.node(0, 0)), truth[5 * 20 + 13], 1e-12);
}

TEST(Options, NamesRoundTripAndUnknownNamesAreRejected) {
  for (const char* name : {"astar", "dijkstra", "greedy", "bfs", "weighted-astar"}) {
    ASSERT_TRUE(parseAlgorithm(name).has_value()) << name;
    EXPECT_EQ(algorithmName(*parseAlgorithm(name)), name);
  }
  for (const char* name : {"never", "always", "if-at-most-one-obstacle", "only-when-no-obstacles"}) {
    ASSERT_TRUE(parseDiagonalRule(name).has_value()) << name;
    EXPECT_EQ(diagonalRuleName(*parseDiagonalRule(name)), name);
  }
  EXPECT_FALSE(parseAlgorithm("a-star").has_value());
  EXPECT_FALSE(parseHeuristic("").has_value());
  EXPECT_FALSE(parseOpenList("fibonacci").has_value());
}

}  // namespace
}  // namespace pathlab
