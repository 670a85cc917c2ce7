// Flow fields (algorithms/flow_field.hpp) against a Dijkstra written here from the definition of a
// move: a binary heap over cells and the rule's moves walked backwards from the goals, sharing no
// code with the field. Random painted maps under every diagonal rule, cost model and agent size,
// then random sequences of edits (costs raised and lowered, walls added and removed, goals walled
// in) repaired by update(); after each, every cell's distance is checked, and every `next` step is
// a legal move that reaches a goal at exactly the cell's distance.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <queue>
#include <random>
#include <vector>

#include "algorithms/flow_field.hpp"

namespace pathlab {
namespace {

using testing::kInf;

constexpr DiagonalRule kAllRules[] = {DiagonalRule::Never, DiagonalRule::Always, DiagonalRule::IfAtMostOneObstacle,
                                      DiagonalRule::OnlyWhenNoObstacles};

// Whether an agent of size k stands at (x, y): its k x k cells from there, right and down, walkable.
bool room(const Grid& g, int x, int y, int k) {
  for (int dy = 0; dy < k; ++dy) {
    for (int dx = 0; dx < k; ++dx) {
      if (!g.inBounds(x + dx, y + dy) || !g.walkable(x + dx, y + dy)) return false;
    }
  }
  return true;
}

// The cost of the move from (x, y) by (dx, dy), or -1 where the rule forbids it.
// Under terrainCost 'crossed' a straight step costs the mean of its two cells, a diagonal one the
// mean of its 2 x 2 block's walkable cells, times the unit (the JPSW paper's model).
double moveCost(const Grid& g, DiagonalRule rule, CostModel model, int k, int x, int y, int dx, int dy,
                TerrainCost terrain = TerrainCost::Entered) {
  if (!room(g, x, y, k) || !room(g, x + dx, y + dy, k)) return -1.0;
  const bool diagonal = dx != 0 && dy != 0;
  if (diagonal) {
    const bool a = room(g, x + dx, y, k), b = room(g, x, y + dy, k);
    switch (rule) {
      case DiagonalRule::Never: return -1.0;
      case DiagonalRule::Always: break;
      case DiagonalRule::IfAtMostOneObstacle:
        if (!a && !b) return -1.0;
        break;
      case DiagonalRule::OnlyWhenNoObstacles:
        if (!a || !b) return -1.0;
        break;
    }
  }
  const double unit = model == CostModel::Integer ? (diagonal ? 14.0 : 10.0) : (diagonal ? std::sqrt(2.0) : 1.0);
  if (terrain == TerrainCost::Entered) return unit * g.cost(x + dx, y + dy);
  double sum = g.cost(x, y) + g.cost(x + dx, y + dy);
  int cells = 2;
  if (diagonal) {
    for (const auto& [sx, sy] : {std::pair{x + dx, y}, std::pair{x, y + dy}}) {
      if (g.walkable(sx, sy)) sum += g.cost(sx, sy), ++cells;
    }
  }
  return unit * sum / cells;
}

// Every cell's cost to its nearest goal: Dijkstra from the goals over moves walked backwards.
std::vector<double> reference(const Grid& g, const std::vector<std::uint32_t>& goals, DiagonalRule rule, CostModel model,
                              int k, TerrainCost terrain) {
  const int w = g.width();
  std::vector<double> d(std::size_t(g.cellCount()), kInf);
  using Entry = std::pair<double, std::uint32_t>;
  std::priority_queue<Entry, std::vector<Entry>, std::greater<Entry>> heap;
  for (std::uint32_t goal : goals) {
    if (room(g, int(goal) % w, int(goal) / w, k) && d[goal] != 0.0) {
      d[goal] = 0.0;
      heap.push({0.0, goal});
    }
  }
  while (!heap.empty()) {
    const auto [cost, cell] = heap.top();
    heap.pop();
    if (cost > d[cell]) continue;
    const int x = int(cell) % w, y = int(cell) / w;
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if ((dx == 0 && dy == 0) || !g.inBounds(x + dx, y + dy)) continue;
        const double step = moveCost(g, rule, model, k, x + dx, y + dy, -dx, -dy, terrain);  // from the neighbour into cell
        if (step < 0.0) continue;
        const std::uint32_t from = std::uint32_t((y + dy) * w + x + dx);
        if (cost + step < d[from]) {
          d[from] = cost + step;
          heap.push({d[from], from});
        }
      }
    }
  }
  return d;
}

bool near(double a, double b) { return a == b || std::fabs(a - b) <= 1e-9 * (1.0 + std::fabs(b)); }

// The field against the reference, every cell: distance, and next a legal move to a goal at that cost.
void expectField(const Grid& g, const FlowField& field, const std::vector<std::uint32_t>& goals, DiagonalRule rule,
                 CostModel model, int k, const std::string& where, TerrainCost terrain = TerrainCost::Entered) {
  const std::vector<double> want = reference(g, goals, rule, model, k, terrain);
  const int w = g.width();
  int wrong = 0;
  for (std::size_t c = 0; c < want.size() && wrong < 5; ++c) {
    const double got = field.distance()[c];
    if (!near(got, want[c])) {
      ADD_FAILURE() << where << ": cell (" << c % w << ", " << c / w << ") distance " << got << ", want " << want[c];
      ++wrong;
      continue;
    }
    const std::int32_t next = field.next()[c];
    if (std::isinf(want[c]) || want[c] == 0.0) {
      if (next != -1) ADD_FAILURE() << where << ": cell " << c << " has a next step " << next << " but no route";
      wrong += next != -1;
      continue;
    }
    const int x = int(c) % w, y = int(c) / w;
    const int nx = next % w, ny = next / w;
    const double step = std::abs(nx - x) <= 1 && std::abs(ny - y) <= 1 ? moveCost(g, rule, model, k, x, y, nx - x, ny - y, terrain) : -1.0;
    if (step < 0.0 || !near(step + want[std::size_t(next)], want[c])) {
      ADD_FAILURE() << where << ": cell (" << x << ", " << y << ") steps to (" << nx << ", " << ny << "), not on a cheapest route";
      ++wrong;
    }
  }
  EXPECT_EQ(wrong, 0) << where;
}

// A random map painted with terrain 1..9 and walls.
Grid paintedMap(int w, int h, double walls, std::uint32_t seed) {
  Grid g(w, h);
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> u(0.0, 1.0);
  std::uniform_int_distribution<int> cost(1, 9);
  for (int y = 0; y < h; ++y) {
    for (int x = 0; x < w; ++x) {
      if (u(rng) < walls) {
        g.setWalkable(x, y, false);
      } else if (u(rng) < 0.4) {
        g.setCost(x, y, cost(rng));
      }
    }
  }
  return g;
}

TEST(FlowFieldAgainstDijkstra, BuildsUnderEveryRuleCostModelAndAgentSize) {
  for (DiagonalRule rule : kAllRules) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      for (int k = 1; k <= 3; k += 2) {
        const std::uint32_t seed = 11u * std::uint32_t(rule) + 3u * std::uint32_t(model) + std::uint32_t(k);
        const Grid g = paintedMap(37, 29, 0.15, seed);
        const std::vector<std::uint32_t> goals{5 * 37 + 4, 20 * 37 + 30, 14 * 37 + 18};
        FlowField field;
        ASSERT_EQ(field.build(g, goals, rule, model, k), "");
        EXPECT_EQ(field.repairedCells(), std::size_t(g.cellCount()));
        expectField(g, field, goals, rule, model, k, "build, seed " + std::to_string(seed));
      }
    }
  }
}

TEST(FlowFieldAgainstDijkstra, OpenMapAndMapWithoutRoomForTheGoal) {
  Grid open(20, 12);
  FlowField field;
  ASSERT_EQ(field.build(open, {0}, DiagonalRule::Always, CostModel::Real, 1), "");
  EXPECT_NEAR(field.distance()[11 * 20 + 19], 11 * std::sqrt(2.0) + 8, 1e-12);  // 11 diagonals, 8 straight steps
  open.setWalkable(0, 0, false);
  ASSERT_EQ(field.update(), FlowField::Update::Repaired);
  for (std::size_t c = 0; c < field.distance().size(); ++c) {
    ASSERT_TRUE(std::isinf(field.distance()[c])) << c;
    ASSERT_EQ(field.next()[c], -1) << c;
  }
  open.setWalkable(0, 0, true);
  ASSERT_EQ(field.update(), FlowField::Update::Repaired);
  expectField(open, field, {0}, DiagonalRule::Always, CostModel::Real, 1, "goal freed");
}

// Random edits of every kind, repaired by update() and checked cell by cell after each round.
void editAndCheck(DiagonalRule rule, CostModel model, int k, std::uint32_t seed, TerrainCost terrain = TerrainCost::Entered) {
  const int w = 34, h = 26;
  Grid g = paintedMap(w, h, 0.12, seed);
  const std::vector<std::uint32_t> goals{std::uint32_t(4 * w + 3), std::uint32_t(19 * w + 27), std::uint32_t(w - 1)};
  FlowField field;
  ASSERT_EQ(field.build(g, goals, rule, model, k, terrain), "");
  std::mt19937 rng(seed * 7u + 1u);
  std::uniform_int_distribution<int> rx(0, w - 1), ry(0, h - 1), kind(0, 3), count(1, 5);
  int rises = 0, lowers = 0;
  for (int round = 0; round < 40; ++round) {
    for (int e = count(rng); e > 0; --e) {
      const int x = rx(rng), y = ry(rng);
      switch (kind(rng)) {
        case 0: g.setWalkable(x, y, false); break;
        case 1: g.setWalkable(x, y, true); break;
        case 2: {  // a rise
          const int before = g.cost(x, y);
          rises += before < 9;
          g.setCost(x, y, std::uniform_int_distribution<int>(std::min(before + 1, 9), 9)(rng));
          break;
        }
        default: {  // a lowering, of a cell that costs more than 1
          int lx = x, ly = y;
          for (int tries = 0; tries < 100 && g.cost(lx, ly) == 1; ++tries) lx = rx(rng), ly = ry(rng);
          const int before = g.cost(lx, ly);
          lowers += before > 1;
          g.setCost(lx, ly, std::uniform_int_distribution<int>(1, std::max(before - 1, 1))(rng));
        }
      }
    }
    if (round % 9 == 4) g.setWalkable(3, 4, round % 2 == 0);  // a goal walled in, then freed
    ASSERT_EQ(field.update(), FlowField::Update::Repaired);
    expectField(g, field, goals, rule, model, k, "round " + std::to_string(round) + ", seed " + std::to_string(seed), terrain);
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(rises, 10);
  EXPECT_GT(lowers, 10);
  EXPECT_EQ(field.update(), FlowField::Update::Unchanged);
  EXPECT_EQ(field.repairedCells(), 0u);
}

TEST(FlowFieldAgainstDijkstra, UpdatesAfterRandomEditsUnderEveryRule) {
  for (DiagonalRule rule : kAllRules) {
    for (std::uint32_t seed : {1u, 2u, 3u}) editAndCheck(rule, CostModel::Real, 1, seed + 10u * std::uint32_t(rule));
  }
}

TEST(FlowFieldAgainstDijkstra, UpdatesAfterRandomEditsForLargerAgentsAndWholeUnits) {
  for (DiagonalRule rule : kAllRules) {
    editAndCheck(rule, CostModel::Integer, 2, 40u + std::uint32_t(rule));
    editAndCheck(rule, CostModel::Real, 3, 50u + std::uint32_t(rule));
  }
}

TEST(FlowFieldAgainstDijkstra, CrossedTerrainBuildsAndUpdatesUnderEveryRule) {
  for (DiagonalRule rule : kAllRules) {
    const Grid g = paintedMap(37, 29, 0.15, 90u + std::uint32_t(rule));
    const std::vector<std::uint32_t> goals{5 * 37 + 4, 20 * 37 + 30};
    FlowField field;
    ASSERT_EQ(field.build(g, goals, rule, CostModel::Real, 1, TerrainCost::Crossed), "");
    expectField(g, field, goals, rule, CostModel::Real, 1, "crossed build", TerrainCost::Crossed);
    for (std::uint32_t seed : {1u, 2u}) editAndCheck(rule, CostModel::Real, 1, 70u + seed + 10u * std::uint32_t(rule), TerrainCost::Crossed);
  }
  FlowField field;
  const Grid g(4, 4);
  EXPECT_EQ(field.build(g, {0}, DiagonalRule::Always, CostModel::Integer, 1, TerrainCost::Crossed).code, ErrorCode::UnsupportedCombination);
}

TEST(FlowFieldAgainstDijkstra, ManyEditsRebuildAndStayRight) {
  Grid g = paintedMap(30, 30, 0.1, 77);
  const std::vector<std::uint32_t> goals{0, 15 * 30 + 15};
  FlowField field;
  ASSERT_EQ(field.build(g, goals, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 1), "");
  std::mt19937 rng(5);
  std::uniform_int_distribution<int> r(0, 29), cost(1, 9);
  for (int e = 0; e < 200; ++e) g.setCost(r(rng), r(rng), cost(rng));  // more than the repair takes
  EXPECT_EQ(field.update(), FlowField::Update::Rebuilt);
  expectField(g, field, goals, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 1, "rebuilt");
  g.setWalkable(7, 7, false);
  EXPECT_EQ(field.update(), FlowField::Update::Repaired);
  expectField(g, field, goals, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, 1, "repaired after a rebuild");
}

}  // namespace
}  // namespace pathlab
