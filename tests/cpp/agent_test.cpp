// The options for game code (algorithms/agent_graph.hpp): clearance against its definition after
// random edits, agent sizes against the test's own Dijkstra over positions whose k x k block is
// free, several goals against single-goal searches, and the closest reachable cell against a flood fill.
#include <gtest/gtest.h>

#include <cmath>
#include <queue>

#include "algorithms/flow_field.hpp"
#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::kMoves;
using testing::kRules;
using testing::Move;
using testing::randomGrid;
using testing::referenceCosts;
using testing::referenceDijkstra;

// Whether an agent of size k fits with its top-left cell at (x, y), from the definition.
bool blockFree(const Grid& g, int x, int y, int k) {
  for (int dy = 0; dy < k; ++dy) {
    for (int dx = 0; dx < k; ++dx) {
      if (!g.inBounds(x + dx, y + dy) || !g.walkable(x + dx, y + dy)) return false;
    }
  }
  return true;
}

// One step by m for an agent of size k from (x, y): its cost, or -1 where the move is not allowed.
double agentStep(const Grid& g, DiagonalRule rule, CostModel model, int k, int x, int y, const Move& m) {
  const int nx = x + m.dx, ny = y + m.dy;
  if (!blockFree(g, nx, ny, k)) return -1.0;
  const bool diagonal = m.dx != 0 && m.dy != 0;
  if (diagonal) {
    const bool a = blockFree(g, nx, y, k), b = blockFree(g, x, ny, k);
    const bool allowed = rule == DiagonalRule::Always || (rule == DiagonalRule::IfAtMostOneObstacle && (a || b)) ||
                         (rule == DiagonalRule::OnlyWhenNoObstacles && a && b);
    if (!allowed) return -1.0;
  }
  const double unit = model == CostModel::Integer ? (diagonal ? 14.0 : 10.0) : (diagonal ? std::sqrt(2.0) : 1.0);
  return unit * g.cost(nx, ny);
}

std::vector<double> agentCosts(const Grid& g, DiagonalRule rule, CostModel model, int k, int sx, int sy) {
  return referenceDijkstra(g, sx, sy, [&](int x, int y, const Move& m) { return agentStep(g, rule, model, k, x, y, m); });
}

// The path's cost as a walk of an agent of size k, or -1 when a step is illegal.
double agentWalk(const Grid& g, DiagonalRule rule, CostModel model, int k, const std::vector<std::uint32_t>& path) {
  double cost = 0.0;
  const int w = g.width();
  for (std::size_t i = 1; i < path.size(); ++i) {
    const int x = int(path[i - 1]) % w, y = int(path[i - 1]) / w;
    const Move m{int(path[i]) % w - x, int(path[i]) / w - y};
    if (std::abs(m.dx) > 1 || std::abs(m.dy) > 1) return -1.0;
    const double step = agentStep(g, rule, model, k, x, y, m);
    if (step < 0.0) return -1.0;
    cost += step;
  }
  return cost;
}

TEST(Clearance, MatchesItsDefinitionAfterRandomEdits) {
  Grid g = randomGrid(37, 29, 0.15, false, 5);
  std::mt19937 rng(8);
  std::uniform_int_distribution<int> rx(0, 36), ry(0, 28), coin(0, 1);
  for (int round = 0; round < 6; ++round) {
    const std::uint8_t* c = g.clearance();
    for (int y = 0; y < g.height(); ++y) {
      for (int x = 0; x < g.width(); ++x) {
        int expected = 0;
        while (expected < Grid::kMaxClearance && blockFree(g, x, y, expected + 1)) ++expected;
        ASSERT_EQ(int(c[g.node(x, y)]), expected) << "round " << round << " at " << x << "," << y;
      }
    }
    for (int i = 0; i < 40; ++i) g.setWalkable(rx(rng), ry(rng), coin(rng) == 0);
    // A bulk copy repairs too.
    std::vector<std::uint8_t> bytes(std::size_t(g.cellCount()));
    g.writeCells(bytes.data());
    bytes[std::size_t(ry(rng)) * 37 + std::size_t(rx(rng))] ^= 0x80;
    g.readCells(bytes.data());
  }
}

TEST(AgentSize, CostsEqualADijkstraOverPositionsWhoseBlockIsFree) {
  for (int k = 1; k <= 4; ++k) {
    for (DiagonalRule rule : kRules) {
      const Grid g = randomGrid(34, 26, 0.08, true, 100u + std::uint32_t(k));
      std::mt19937 rng(std::uint32_t(k) * 7u);
      std::uniform_int_distribution<int> rx(0, 33), ry(0, 25);
      int checked = 0, found = 0;
      while (checked < 12) {
        const int sx = rx(rng), sy = ry(rng), gx = rx(rng), gy = ry(rng);
        if (!blockFree(g, sx, sy, k) || !blockFree(g, gx, gy, k)) continue;
        ++checked;
        const double optimal = agentCosts(g, rule, CostModel::Real, k, sx, sy)[std::size_t(gy) * 34 + gx];
        for (Algorithm a : {Algorithm::AStar, Algorithm::Dijkstra}) {
          SearchOptions o;
          o.algorithm = a;
          o.diagonal = rule;
          o.agentSize = k;
          GridSearch search;
          ASSERT_EQ(search.start(g, sx, sy, gx, gy, o), "");
          search.run();
          const SearchSpace& s = search.space();
          if (std::isinf(optimal)) {
            EXPECT_EQ(s.status, SearchStatus::NoPath);
            continue;
          }
          ++found;
          ASSERT_EQ(s.status, SearchStatus::Found) << "k " << k;
          EXPECT_NEAR(s.pathCost, optimal, 1e-9 * (1 + optimal));
          EXPECT_NEAR(agentWalk(g, rule, CostModel::Real, k, s.path), optimal, 1e-9 * (1 + optimal));
          EXPECT_EQ(s.path.front(), std::uint32_t(sy * 34 + sx));
          EXPECT_EQ(s.path.back(), std::uint32_t(gy * 34 + gx));
        }
      }
      EXPECT_GT(found, 0) << "k " << k;
    }
  }
}

TEST(AgentSize, AStartOrGoalWithoutRoomIsRefusedAndOtherAlgorithmsRefuseTheSize) {
  Grid g(10, 10);
  g.setWalkable(5, 5, false);
  SearchOptions o;
  o.agentSize = 2;
  GridSearch search;
  const Problem noRoom = search.start(g, 4, 4, 0, 0, o);
  EXPECT_EQ(noRoom.code, ErrorCode::EndpointWall);
  EXPECT_NE(noRoom.message.find("no room"), std::string::npos) << noRoom.message;
  EXPECT_EQ(search.start(g, 0, 0, 9, 9, o).code, ErrorCode::EndpointWall);  // (9, 9)'s block leaves the grid
  for (Algorithm a : {Algorithm::JumpPoint, Algorithm::JumpPointPlus, Algorithm::BreadthFirst, Algorithm::ThetaStar,
                      Algorithm::BidirectionalAStar, Algorithm::IdaStar, Algorithm::DepthFirst, Algorithm::LpaStar}) {
    o.algorithm = a;
    EXPECT_EQ(search.start(g, 0, 0, 7, 7, o).code, ErrorCode::UnsupportedCombination) << algorithmName(a);
  }
  o.algorithm = Algorithm::AStar;
  o.agentSize = 9;
  EXPECT_EQ(search.start(g, 0, 0, 7, 7, o).code, ErrorCode::BadOption);
}

TEST(SeveralGoals, CostIsTheMinimumOfSingleGoalCostsAndGoalIndexNamesThatGoal) {
  for (bool terrain : {false, true}) {
    const Grid g = randomGrid(40, 30, 0.22, terrain, terrain ? 21u : 22u);
    std::mt19937 rng(4);
    std::uniform_int_distribution<int> rx(0, 39), ry(0, 29), count(2, 20);
    for (int q = 0; q < 30; ++q) {
      const int sx = rx(rng), sy = ry(rng);
      if (!g.walkable(sx, sy)) continue;
      SearchOptions o;
      o.algorithm = q % 2 ? Algorithm::AStar : Algorithm::Dijkstra;  // 20 goals: past the exact minimum
      const int n = count(rng);
      while (int(o.goals.size()) < n) {
        const int gx = rx(rng), gy = ry(rng);
        if (g.walkable(gx, gy)) o.goals.push_back(std::uint32_t(gy * 40 + gx));
      }
      const std::vector<double> costs = referenceCosts(g, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, sx, sy);
      double best = INFINITY;
      for (std::uint32_t cell : o.goals) best = std::min(best, costs[cell]);
      GridSearch search;
      ASSERT_EQ(search.start(g, sx, sy, 0, 0, o), "");
      search.run();
      const SearchSpace& s = search.space();
      if (std::isinf(best)) {
        EXPECT_EQ(s.status, SearchStatus::NoPath);
        EXPECT_EQ(search.goalIndex(), -1);
        continue;
      }
      ASSERT_EQ(s.status, SearchStatus::Found);
      EXPECT_NEAR(s.pathCost, best, 1e-9 * (1 + best));
      const int index = search.goalIndex();
      ASSERT_GE(index, 0);
      EXPECT_EQ(s.path.back(), o.goals[std::size_t(index)]);
      EXPECT_NEAR(costs[o.goals[std::size_t(index)]], best, 1e-9 * (1 + best));
    }
  }
}

TEST(SeveralGoals, OutOfBoundsGoalsAndJumpPointSearchAreRefused) {
  const Grid g(10, 10);
  SearchOptions o;
  o.goals = {5, 100};
  GridSearch search;
  EXPECT_EQ(search.start(g, 0, 0, 0, 0, o).code, ErrorCode::OutOfBounds);
  o.goals = {5, 99};
  o.algorithm = Algorithm::JumpPoint;
  EXPECT_EQ(search.start(g, 0, 0, 0, 0, o).code, ErrorCode::UnsupportedCombination);
}

// Cells reachable from (sx, sy) by a flood fill over the moves the rule allows.
std::vector<bool> floodFill(const Grid& g, DiagonalRule rule, int sx, int sy) {
  const int w = g.width();
  std::vector<bool> seen(std::size_t(g.cellCount()), false);
  std::queue<int> todo;
  seen[std::size_t(sy) * w + sx] = true;
  todo.push(sy * w + sx);
  while (!todo.empty()) {
    const int c = todo.front();
    todo.pop();
    for (const Move& m : kMoves) {
      if (!testing::legalMove(g, rule, c % w, c / w, m.dx, m.dy)) continue;
      const int n = c + m.dy * w + m.dx;
      if (!seen[std::size_t(n)]) {
        seen[std::size_t(n)] = true;
        todo.push(n);
      }
    }
  }
  return seen;
}

TEST(ClosestIfUnreachable, ThePathEndsAtTheReachableCellNearestTheGoal) {
  const Grid g = randomGrid(36, 28, 0.42, true, 31);  // dense: many goals are cut off
  const DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles;
  std::mt19937 rng(6);
  std::uniform_int_distribution<int> rx(0, 35), ry(0, 27);
  int unreachable = 0;
  for (int q = 0; q < 60; ++q) {
    const int sx = rx(rng), sy = ry(rng), gx = rx(rng), gy = ry(rng);
    if (!g.walkable(sx, sy)) continue;  // the goal may be a wall
    const std::vector<bool> reach = floodFill(g, rule, sx, sy);
    const std::vector<double> costs = referenceCosts(g, rule, CostModel::Real, sx, sy);
    SearchOptions o;
    o.closestIfUnreachable = true;
    GridSearch search;
    ASSERT_EQ(search.start(g, sx, sy, gx, gy, o), "");
    search.run();
    const SearchSpace& s = search.space();
    const std::size_t goalCell = std::size_t(gy) * 36 + gx;
    if (reach[goalCell] && g.walkable(gx, gy)) {
      EXPECT_EQ(s.status, SearchStatus::Found);
      EXPECT_NEAR(s.pathCost, costs[goalCell], 1e-9 * (1 + costs[goalCell]));
      continue;
    }
    ++unreachable;
    ASSERT_EQ(s.status, SearchStatus::NoPath);
    ASSERT_FALSE(s.path.empty());
    // The nearest reached cell by straight line, the cheapest among equals.
    int bestD = 1 << 30;
    double bestCost = INFINITY;
    for (std::size_t c = 0; c < reach.size(); ++c) {
      if (!reach[c]) continue;
      const int dx = int(c % 36) - gx, dy = int(c / 36) - gy, d = dx * dx + dy * dy;
      if (d < bestD || (d == bestD && costs[c] < bestCost)) {
        bestD = d;
        bestCost = costs[c];
      }
    }
    const std::uint32_t end = s.path.back();
    const int dx = int(end % 36) - gx, dy = int(end / 36) - gy;
    EXPECT_EQ(dx * dx + dy * dy, bestD);
    EXPECT_NEAR(costs[end], bestCost, 1e-9 * (1 + bestCost));
    EXPECT_NEAR(s.pathCost, bestCost, 1e-9 * (1 + bestCost));
    std::string why;
    EXPECT_NEAR(testing::walkCost(g, rule, CostModel::Real, s.path, &why), bestCost, 1e-9 * (1 + bestCost)) << why;
  }
  EXPECT_GT(unreachable, 5);
}

// A flow field's distance against findPath's cost with the same goals, and its next steps walked to a goal.
void expectFlowFieldMatchesSearches(const Grid& g, const FlowField& field, const std::vector<std::uint32_t>& goals,
                                    DiagonalRule rule, CostModel model, int k, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> rx(0, g.width() - 1), ry(0, g.height() - 1);
  for (int q = 0; q < 25; ++q) {
    const int sx = rx(rng), sy = ry(rng);
    const std::uint32_t cell = std::uint32_t(sy * g.width() + sx);
    const double d = field.distance()[cell];
    if (!blockFree(g, sx, sy, k)) {
      EXPECT_TRUE(std::isinf(d));
      EXPECT_EQ(field.next()[cell], -1);
      continue;
    }
    SearchOptions o;
    o.algorithm = Algorithm::Dijkstra;
    o.diagonal = rule;
    o.costModel = model;
    o.agentSize = k;
    o.goals = goals;
    o.closestIfUnreachable = true;  // goals may have no room
    GridSearch search;
    ASSERT_EQ(search.start(g, sx, sy, 0, 0, o), "");
    search.run();
    if (search.status() != SearchStatus::Found) {
      EXPECT_TRUE(std::isinf(d)) << sx << "," << sy;
      EXPECT_EQ(field.next()[cell], -1);
      continue;
    }
    EXPECT_NEAR(d, search.space().pathCost, 1e-9 * (1 + d));
    // Following next reaches a goal at exactly that cost.
    std::vector<std::uint32_t> walk{cell};
    while (field.next()[walk.back()] >= 0 && walk.size() <= std::size_t(g.cellCount())) {
      walk.push_back(std::uint32_t(field.next()[walk.back()]));
    }
    EXPECT_NE(std::find(goals.begin(), goals.end(), walk.back()), goals.end());
    EXPECT_NEAR(agentWalk(g, rule, model, k, walk), d, 1e-9 * (1 + d));
  }
}

TEST(FlowField, DistanceIsTheSearchCostAndNextLeadsToAGoalAtThatCost) {
  for (int k = 1; k <= 3; ++k) {
    for (DiagonalRule rule : kRules) {
      const CostModel model = k == 2 ? CostModel::Integer : CostModel::Real;
      const Grid g = randomGrid(31, 23, 0.1, true, 40u + std::uint32_t(k));
      const std::vector<std::uint32_t> goals{std::uint32_t(3 * 31 + 4), std::uint32_t(18 * 31 + 25)};
      FlowField field;
      ASSERT_EQ(field.build(g, goals, rule, model, k), "");
      expectFlowFieldMatchesSearches(g, field, goals, rule, model, k, std::uint32_t(k) * 13u);
    }
  }
}

TEST(FlowField, UpdatesAfterRandomEditsEqualRebuilds) {
  for (int k = 1; k <= 3; ++k) {
    for (DiagonalRule rule : {DiagonalRule::OnlyWhenNoObstacles, DiagonalRule::IfAtMostOneObstacle, DiagonalRule::Never}) {
      Grid g = randomGrid(40, 30, 0.12, true, 60u + std::uint32_t(k));
      const std::vector<std::uint32_t> goals{std::uint32_t(5 * 40 + 5), std::uint32_t(20 * 40 + 30), 7};
      FlowField field;
      ASSERT_EQ(field.build(g, goals, rule, CostModel::Real, k), "");
      std::mt19937 rng(std::uint32_t(k) + 90u);
      std::uniform_int_distribution<int> rx(0, 39), ry(0, 29), kind(0, 3), cost(1, 9), count(1, 6);
      for (int round = 0; round < 30; ++round) {
        for (int e = count(rng); e > 0; --e) {
          const int x = rx(rng), y = ry(rng);
          switch (kind(rng)) {
            case 0: g.setWalkable(x, y, false); break;
            case 1: g.setWalkable(x, y, true); break;
            default: g.setCost(x, y, cost(rng)); break;
          }
        }
        if (round % 7 == 3) g.setWalkable(5, 5, round % 2 == 0);  // a goal walled in and freed
        ASSERT_EQ(field.update(), FlowField::Update::Repaired);
        FlowField fresh;
        ASSERT_EQ(fresh.build(g, goals, rule, CostModel::Real, k), "");
        for (std::size_t c = 0; c < field.distance().size(); ++c) {
          const double a = field.distance()[c], b = fresh.distance()[c];
          if (std::isinf(b)) {
            ASSERT_TRUE(std::isinf(a)) << "round " << round << " cell " << c;
            ASSERT_EQ(field.next()[c], -1);
          } else {
            ASSERT_NEAR(a, b, 1e-9 * (1 + b)) << "round " << round << " cell " << c;
          }
        }
        if (round % 10 == 9) expectFlowFieldMatchesSearches(g, field, goals, rule, CostModel::Real, k, std::uint32_t(round));
      }
      EXPECT_EQ(field.update(), FlowField::Update::Unchanged);
    }
  }
}

}  // namespace
}  // namespace pathlab
