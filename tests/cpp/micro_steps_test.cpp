// The micro-step trace detail: the same search as the default trace, plus a
// goal test per expansion and one event per neighbour considered, whose reason
// is checked here against the map and an independent replay of the trace.
#include <gtest/gtest.h>

#include <vector>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::kMoves;
using testing::kRules;

struct Event {
  std::uint8_t kind;
  std::uint32_t cell, parent;
  double g, h;
  bool operator==(const Event&) const = default;
};

std::vector<Event> events(const Trace& t, bool stepsOnly) {
  std::vector<Event> out;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (stepsOnly && t.kinds()[i] > std::uint8_t(TraceKind::Path)) continue;
    out.push_back({t.kinds()[i], t.cells()[i], t.parents()[i], t.g()[i], t.h()[i]});
  }
  return out;
}

SearchOptions optionsFor(Algorithm a, DiagonalRule rule, TraceDetail detail) {
  SearchOptions o;
  o.algorithm = a;
  o.diagonal = rule;
  o.traceDetail = detail;
  return o;
}

constexpr Algorithm kMicroAlgorithms[] = {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy,
                                          Algorithm::WeightedAStar, Algorithm::BreadthFirst};

TEST(MicroSteps, SameSearchAsTheDefaultTracePlusMicroEvents) {
  for (std::uint32_t seed = 1; seed <= 6; ++seed) {
    const Grid grid = testing::randomGrid(24, 17, 0.3, seed % 2 == 0, seed);
    for (const auto& q : testing::randomQueries(grid, 3, seed)) {
      for (Algorithm a : kMicroAlgorithms) {
        for (DiagonalRule rule : kRules) {
          GridSearch plain, micro;
          ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, rule, TraceDetail::Steps)), "");
          ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, rule, TraceDetail::Micro)), "");
          plain.run();
          micro.run();
          EXPECT_EQ(micro.status(), plain.status());
          EXPECT_EQ(micro.space().path, plain.space().path);
          EXPECT_EQ(micro.space().expanded, plain.space().expanded);
          EXPECT_EQ(events(micro.trace(), true), events(plain.trace(), false));
          EXPECT_EQ(events(plain.trace(), true).size(), plain.trace().size());  // the default has no micro events
          EXPECT_GT(micro.trace().size(), plain.trace().size());
        }
      }
    }
  }
}

// Each expansion: Expand, GoalTest, then one event per in-map neighbour in the
// order N, E, S, W, NE, SE, SW, NW (diagonals only when the rule has them), its
// kind following from the map and from the state replayed so far.
TEST(MicroSteps, EveryNeighbourOnceWithItsReason) {
  for (std::uint32_t seed = 11; seed <= 16; ++seed) {
    const Grid grid = testing::randomGrid(20, 15, 0.35, seed % 2 == 1, seed);
    const int w = grid.width();
    for (const auto& q : testing::randomQueries(grid, 2, seed)) {
      for (Algorithm a : kMicroAlgorithms) {
        for (DiagonalRule rule : kRules) {
          GridSearch search;
          ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, rule, TraceDetail::Micro)), "");
          search.run();
          const Trace& t = search.trace();
          std::vector<int> state(grid.cellCount(), 0);  // 1 open, 2 closed
          std::vector<double> g(grid.cellCount(), 0.0);
          std::size_t i = 0;
          auto apply = [&](std::size_t e) {
            const auto kind = TraceKind(t.kinds()[e]);
            if (kind == TraceKind::Open || kind == TraceKind::Improve) {
              state[t.cells()[e]] = 1;
              g[t.cells()[e]] = t.g()[e];
            } else if (kind == TraceKind::Expand) {
              state[t.cells()[e]] = 2;
            }
          };
          ASSERT_EQ(TraceKind(t.kinds()[0]), TraceKind::Open);
          apply(i++);
          while (i < t.size() && TraceKind(t.kinds()[i]) == TraceKind::Expand) {
            const std::uint32_t node = t.cells()[i];
            apply(i++);
            ASSERT_LT(i, t.size());
            ASSERT_EQ(TraceKind(t.kinds()[i]), TraceKind::GoalTest);
            ASSERT_EQ(t.cells()[i], node);
            ++i;
            if (i < t.size() && TraceKind(t.kinds()[i]) == TraceKind::Path) break;  // it was the goal
            const int x = int(node) % w, y = int(node) / w;
            for (const auto& m : kMoves) {
              const bool diagonal = m.dx != 0 && m.dy != 0;
              if (diagonal && rule == DiagonalRule::Never) continue;
              const int nx = x + m.dx, ny = y + m.dy;
              if (!grid.inBounds(nx, ny)) continue;
              const std::uint32_t next = std::uint32_t(ny * w + nx);
              ASSERT_LT(i, t.size());
              EXPECT_EQ(t.cells()[i], next) << "expansion of " << node;
              EXPECT_EQ(t.parents()[i], node);
              const auto kind = TraceKind(t.kinds()[i]);
              const double through = g[node] + testing::moveCost(grid, CostModel::Real, nx, ny, m.dx, m.dy);
              if (!grid.walkable(nx, ny)) {
                EXPECT_EQ(kind, TraceKind::SkipWall);
              } else if (!testing::legalMove(grid, rule, x, y, m.dx, m.dy)) {
                EXPECT_EQ(kind, TraceKind::SkipCorner);
              } else if (state[next] == 2) {
                EXPECT_EQ(kind, TraceKind::SkipClosed);
              } else if (state[next] == 1 && a == Algorithm::BreadthFirst) {
                EXPECT_EQ(kind, TraceKind::SkipQueued);
              } else if (state[next] == 1 && through >= g[next] - 1e-9) {
                EXPECT_EQ(kind, TraceKind::SkipNotCheaper);
                EXPECT_NEAR(t.g()[i], through, 1e-9);
              } else {
                EXPECT_EQ(kind, state[next] == 1 ? TraceKind::Improve : TraceKind::Open);
              }
              apply(i++);
            }
          }
          for (; i < t.size(); ++i) EXPECT_EQ(TraceKind(t.kinds()[i]), TraceKind::Path);
        }
      }
    }
  }
}

TEST(MicroSteps, FleeRecordsThemToo) {
  const Grid grid = testing::randomGrid(30, 20, 0.2, false, 7);
  const auto q = testing::randomQueries(grid, 1, 7)[0];
  SearchOptions plainOptions = optionsFor(Algorithm::AStar, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Steps);
  plainOptions.flee = true;
  plainOptions.fleeDistance = 8.0;
  SearchOptions microOptions = plainOptions;
  microOptions.traceDetail = TraceDetail::Micro;
  GridSearch plain, micro;
  ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, plainOptions), "");
  ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, microOptions), "");
  plain.run();
  micro.run();
  EXPECT_EQ(micro.space().path, plain.space().path);
  EXPECT_EQ(events(micro.trace(), true), events(plain.trace(), false));
  EXPECT_GT(micro.trace().size(), plain.trace().size());
}

// Algorithms without micro-steps (JPS, bidirectional) and searches without a trace record the default.
TEST(MicroSteps, OthersKeepTheDefaultTrace) {
  const Grid grid = testing::randomGrid(30, 20, 0.2, false, 9);
  const auto q = testing::randomQueries(grid, 1, 9)[0];
  for (Algorithm a : {Algorithm::JumpPoint, Algorithm::BidirectionalAStar}) {
    GridSearch plain, micro;
    ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Steps)), "");
    ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Micro)), "");
    plain.run();
    micro.run();
    EXPECT_EQ(events(micro.trace(), false), events(plain.trace(), false));
  }
}

}  // namespace
}  // namespace pathlab
