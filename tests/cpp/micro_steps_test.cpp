// The micro-step trace detail: the same search as the default trace, plus a
// goal test per expansion and one event per neighbour considered, whose reason
// is checked here against the map and an independent replay of the trace.
#include <gtest/gtest.h>

#include <cmath>
#include <ostream>
#include <vector>

#include "algorithms/graph_search.hpp"
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
    if (stepsOnly && (t.kinds()[i] & ~kBackwardFlag) > std::uint8_t(TraceKind::Path)) continue;
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

// Algorithms without micro-steps (any-angle, depth-first) and searches without a trace record the default.
TEST(MicroSteps, OthersKeepTheDefaultTrace) {
  const Grid grid = testing::randomGrid(30, 20, 0.2, false, 9);
  const auto q = testing::randomQueries(grid, 1, 9)[0];
  for (Algorithm a : {Algorithm::ThetaStar, Algorithm::DepthFirst}) {
    GridSearch plain, micro;
    ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Steps)), "");
    ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Micro)), "");
    plain.run();
    micro.run();
    EXPECT_EQ(events(micro.trace(), false), events(plain.trace(), false));
  }
}

// Jump point search (and JPS+, the same search with table look-ups) and the bidirectional
// searches: the micro trace is their default trace plus micro events, which are all there.
TEST(MicroSteps, JumpPointAndBidirectionalSearchesAsBeforePlusMicroEvents) {
  for (std::uint32_t seed = 21; seed <= 25; ++seed) {
    const Grid grid = testing::randomGrid(40, 30, 0.25, false, seed);
    for (const auto& q : testing::randomQueries(grid, 3, seed)) {
      for (Algorithm a : {Algorithm::JumpPoint, Algorithm::JumpPointPlus, Algorithm::BidirectionalAStar,
                          Algorithm::BidirectionalDijkstra}) {
        GridSearch plain, micro;
        ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Steps)), "");
        ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, optionsFor(a, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Micro)), "");
        plain.run();
        micro.run();
        EXPECT_EQ(micro.status(), plain.status());
        EXPECT_EQ(micro.space().path, plain.space().path);
        EXPECT_EQ(events(micro.trace(), true), events(plain.trace(), false)) << algorithmName(a) << " seed " << seed;
        // Every expansion has its goal (or stopping) test right after it.
        const Trace& t = micro.trace();
        for (std::size_t i = 0; i < t.size(); ++i) {
          if ((t.kinds()[i] & ~kBackwardFlag) != std::uint8_t(TraceKind::Expand)) continue;
          ASSERT_LT(i + 1, t.size());
          EXPECT_EQ(t.kinds()[i + 1], std::uint8_t(std::uint8_t(TraceKind::GoalTest) | (t.kinds()[i] & kBackwardFlag)));
          EXPECT_EQ(t.cells()[i + 1], t.cells()[i]);
        }
      }
    }
  }
}

// JPS with the landmarks gathers an expansion's jump points and relaxes them after its scans
// (jps.hpp, relaxFound); with micro-steps it relaxes each beside its scan. The two must open the
// same points in the same order, with and without terrain.
TEST(MicroSteps, JumpPointSearchWithLandmarksOpensInTheSameOrder) {
  for (bool terrain : {false, true}) {
    for (std::uint32_t seed = 31; seed <= 35; ++seed) {
      const Grid grid = testing::randomGrid(40, 30, 0.2, terrain, seed);
      for (const auto& q : testing::randomQueries(grid, 3, seed)) {
        GridSearch plain, micro;
        SearchOptions steps = optionsFor(Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Steps);
        SearchOptions micros = optionsFor(Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles, TraceDetail::Micro);
        steps.heuristic = micros.heuristic = Heuristic::Landmarks;
        ASSERT_EQ(plain.start(grid, q.sx, q.sy, q.gx, q.gy, steps), "");
        ASSERT_EQ(micro.start(grid, q.sx, q.sy, q.gx, q.gy, micros), "");
        plain.run();
        micro.run();
        EXPECT_EQ(micro.status(), plain.status());
        EXPECT_EQ(micro.space().path, plain.space().path);
        EXPECT_GT(plain.space().opened, 1u);
        EXPECT_EQ(events(micro.trace(), true), events(plain.trace(), false)) << (terrain ? "terrain" : "walls") << " seed " << seed;
      }
    }
  }
}

// An event as a hand-worked expectation: kind (with kBackwardFlag), cell x, y.
struct Seen {
  std::uint8_t kind;
  int x, y;
  bool operator==(const Seen&) const = default;
};
std::ostream& operator<<(std::ostream& out, const Seen& e) { return out << int(e.kind) << "@(" << e.x << "," << e.y << ")"; }

std::vector<Seen> seen(const Trace& t, int width, std::size_t from, std::size_t to) {
  std::vector<Seen> out;
  for (std::size_t i = from; i < to && i < t.size(); ++i) out.push_back({t.kinds()[i], int(t.cells()[i]) % width, int(t.cells()[i]) / width});
  return out;
}
constexpr std::uint8_t k(TraceKind kind, bool backward = false) { return std::uint8_t(std::uint8_t(kind) | (backward ? kBackwardFlag : 0)); }

// A micro-step search on a hand-made map from (sx, sy) to (gx, gy), run for `steps` expansions.
void runMicro(GridSearch& search, const Grid& grid, Algorithm a, DiagonalRule rule, int sx, int sy, int gx, int gy,
              std::uint64_t steps = kUnlimited) {
  EXPECT_EQ(search.start(grid, sx, sy, gx, gy, optionsFor(a, rule, TraceDetail::Micro)), "");
  search.step(steps);
}

// JPS on an open 5 x 3 map from (0, 1) to (4, 1), worked by hand: the goal is in sight of the
// start (four free steps east, as long as h), so the start scans only that way, opens the goal
// as its one successor (micro-step h = 2: the goal in sight), and the goal is expanded next.
TEST(MicroSteps, JumpPointSearchHandWorked) {
  const Grid grid(5, 3);
  for (Algorithm a : {Algorithm::JumpPoint, Algorithm::JumpPointPlus}) {
    GridSearch search;
    runMicro(search, grid, a, DiagonalRule::OnlyWhenNoObstacles, 0, 1, 4, 1);
    const Trace& t = search.trace();
    using K = TraceKind;
    const std::vector<Seen> expected = {
        {k(K::Open), 0, 1},
        {k(K::Expand), 0, 1},
        {k(K::GoalTest), 0, 1},
        {k(K::JumpScan), 1, 1},
        {k(K::Open), 4, 1},  // east: the goal
        {k(K::Expand), 4, 1},
        {k(K::GoalTest), 4, 1},
    };
    EXPECT_EQ(seen(t, 5, 0, expected.size()), expected) << algorithmName(a);
    EXPECT_EQ(t.h()[3], 2.0);  // the goal in sight
    EXPECT_EQ(t.g()[4], 4.0);  // the goal's g: 4 straight steps
    for (std::size_t i = expected.size(); i < t.size(); ++i) EXPECT_EQ(TraceKind(t.kinds()[i]), TraceKind::Path);
  }
}

// The same map with a wall at (2, 1) between start and goal, by hand: the goal is not in sight
// (the straight run east meets the wall), so the start scans its in-map directions in the order
// (dy, dx) = (-1, 0), (-1, 1), (0, 1), (1, 0), (1, 1). North and south reach the edge. East meets
// the wall. North-east steps to (1, 0), from where the scan east finds (3, 0) (its side cell
// (3, 1) is free and the cell behind that, (2, 1), is the wall: a forced neighbour), so (1, 0) is
// a jump point, which the plain search opens. South-east likewise through (1, 2).
TEST(MicroSteps, JumpPointSearchHandWorkedAroundAWall) {
  Grid grid(5, 3);
  grid.setWalkable(2, 1, false);
  GridSearch search;
  runMicro(search, grid, Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles, 0, 1, 4, 1);
  const Trace& t = search.trace();
  using K = TraceKind;
  const std::vector<Seen> expected = {
      {k(K::Open), 0, 1},
      {k(K::Expand), 0, 1},
      {k(K::GoalTest), 0, 1},
      {k(K::JumpScan), 0, 0},
      {k(K::JumpNone), 0, 0},  // north: the edge
      {k(K::JumpScan), 1, 0},
      {k(K::Open), 1, 0},  // north-east: a straight scan east from (1, 0) finds (3, 0)
      {k(K::JumpScan), 1, 1},
      {k(K::JumpNone), 1, 1},  // east: the wall
      {k(K::JumpScan), 0, 2},
      {k(K::JumpNone), 0, 2},  // south: the edge
      {k(K::JumpScan), 1, 2},
      {k(K::Open), 1, 2},  // south-east, likewise
  };
  EXPECT_EQ(seen(t, 5, 0, expected.size()), expected);
  for (std::size_t i = 3; i < 12; i += 2) EXPECT_EQ(t.h()[i], 0.0);  // natural neighbours: none forced, no goal in sight
  EXPECT_EQ(search.space().pathCost, 2.0 + 2.0 * kSqrt2);            // around the wall: up, across, down
}

// A forced neighbour, by hand: from (0, 0) to (4, 2) on a 5 x 3 map with walls at (1, 1) and
// (4, 1) (the second keeps the goal out of sight of (2, 0): the diagonal step from (3, 1) to
// (4, 2) would cut its corner). The start's scan east stops at (2, 0), whose side cell (2, 1)
// is free while (1, 1) behind it is a wall; south likewise at (0, 2). (2, 0) has the lower f
// (2 + 2.83) and, reached moving east, scans east (natural), then south and south-east (both
// for the forced (2, 1)).
TEST(MicroSteps, JumpPointSearchMarksForcedDirections) {
  Grid grid(5, 3);
  grid.setWalkable(1, 1, false);
  grid.setWalkable(4, 1, false);
  GridSearch search;
  runMicro(search, grid, Algorithm::JumpPoint, DiagonalRule::OnlyWhenNoObstacles, 0, 0, 4, 2, 2);
  const Trace& t = search.trace();
  std::size_t expand = 0, expansions = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (TraceKind(t.kinds()[i]) == TraceKind::Expand && ++expansions == 2) expand = i;
  }
  ASSERT_EQ(expansions, 2u);
  EXPECT_EQ(t.cells()[expand], 2u);  // (2, 0)
  std::vector<std::pair<Seen, double>> directions;
  for (std::size_t j = expand; j < t.size(); ++j) {
    if (TraceKind(t.kinds()[j]) == TraceKind::JumpScan) directions.push_back({{t.kinds()[j], int(t.cells()[j]) % 5, int(t.cells()[j]) / 5}, t.h()[j]});
  }
  const std::vector<std::pair<Seen, double>> expected = {
      {{k(TraceKind::JumpScan), 3, 0}, 0.0}, {{k(TraceKind::JumpScan), 2, 1}, 1.0}, {{k(TraceKind::JumpScan), 3, 1}, 1.0}};
  EXPECT_EQ(directions, expected);
}

// Bidirectional Dijkstra on a 4 x 1 corridor from (0, 0) to (3, 0), by hand: the open lists
// are always one entry each, so the forward side expands (ties go forward). At (2, 0) it opens
// (3, 0), which the backward side holds: the sides meet, mu = 3. Then (3, 0) is popped with
// key 3 + the backward side's 0 >= mu: stop.
TEST(MicroSteps, BidirectionalHandWorkedMeeting) {
  const Grid grid(4, 1);
  GridSearch search;
  runMicro(search, grid, Algorithm::BidirectionalDijkstra, DiagonalRule::Never, 0, 0, 3, 0);
  const Trace& t = search.trace();
  using K = TraceKind;
  const std::vector<Seen> expected = {
      {k(K::Open), 0, 0},
      {k(K::Open, true), 3, 0},
      {k(K::Expand), 0, 0},
      {k(K::GoalTest), 0, 0},
      {k(K::Open), 1, 0},
      {k(K::Expand), 1, 0},
      {k(K::GoalTest), 1, 0},
      {k(K::Open), 2, 0},
      {k(K::SkipClosed), 0, 0},
      {k(K::Expand), 2, 0},
      {k(K::GoalTest), 2, 0},
      {k(K::Open), 3, 0},
      {k(K::Meet), 3, 0},
      {k(K::SkipClosed), 1, 0},
      {k(K::GoalTest), 3, 0},
  };
  ASSERT_EQ(seen(t, 4, 0, expected.size()), expected);
  EXPECT_EQ(t.g()[12], 3.0);           // the meeting: 3 + 0
  EXPECT_EQ(t.h()[12], 3.0);           // mu
  EXPECT_TRUE(std::isinf(t.h()[10]));  // before the meeting mu is infinite
  EXPECT_EQ(t.g()[14], 3.0);           // the stopping test: key 3 + the backward side's last key 0
  EXPECT_EQ(t.h()[14], 3.0);
  for (std::size_t i = expected.size(); i < t.size(); ++i) EXPECT_EQ(TraceKind(t.kinds()[i]), TraceKind::Path);
}

// The backward side's micro events carry the backward flag, walls included: on a 5 x 2 map
// (wall at (1, 1)) from (0, 0) to (4, 0), the forward side opens 2 cells, so the backward side
// (1 entry) expands next, then the forward side takes (1, 0) (id before (0, 1) on a tie).
TEST(MicroSteps, BidirectionalHandWorkedSides) {
  Grid grid(5, 2);
  grid.setWalkable(1, 1, false);
  GridSearch search;
  runMicro(search, grid, Algorithm::BidirectionalDijkstra, DiagonalRule::Never, 0, 0, 4, 0, 3);
  using K = TraceKind;
  const std::vector<Seen> expected = {
      {k(K::Open), 0, 0},
      {k(K::Open, true), 4, 0},
      {k(K::Expand), 0, 0},
      {k(K::GoalTest), 0, 0},
      {k(K::Open), 1, 0},
      {k(K::Open), 0, 1},
      {k(K::Expand, true), 4, 0},
      {k(K::GoalTest, true), 4, 0},
      {k(K::Open, true), 4, 1},
      {k(K::Open, true), 3, 0},
      {k(K::Expand), 1, 0},
      {k(K::GoalTest), 1, 0},
      {k(K::Open), 2, 0},
      {k(K::SkipWall), 1, 1},
      {k(K::SkipClosed), 0, 0},
  };
  EXPECT_EQ(seen(search.trace(), 5, 0, search.trace().size()), expected);
}

// The waypoint graph's search, by hand: nodes S (0, 0), G (2, 0), 2 at (1, 0), 3 at (1, 1);
// A* with straight-line h. S opens 2, 3 and G; 3 (f 1.91) lowers 2 and leaves G (5.5 is not
// cheaper than 5); 2 lowers G and skips the closed S and 3; then G is the goal.
TEST(MicroSteps, GraphSearchHandWorked) {
  const std::vector<double> xy = {0, 0, 2, 0, 1, 0, 1, 1};
  const std::vector<double> edges = {0, 2, 1, 0, 3, 0.5, 0, 1, 5, 3, 2, 0.2, 3, 1, 5, 2, 1, 1, 2, 0, 1, 2, 3, 1};
  GraphSearch search;
  ASSERT_EQ(search.setGraph(xy.data(), 4, edges.data(), edges.size() / 3), "");
  SearchOptions o = optionsFor(Algorithm::AStar, DiagonalRule::Always, TraceDetail::Micro);
  ASSERT_EQ(search.start(0, 1, o), "");
  search.run();
  using K = TraceKind;
  std::vector<std::pair<std::uint8_t, std::uint32_t>> expected = {
      {k(K::Open), 0},
      {k(K::Expand), 0},
      {k(K::GoalTest), 0},
      {k(K::Open), 2},
      {k(K::Open), 3},
      {k(K::Open), 1},
      {k(K::Expand), 3},
      {k(K::GoalTest), 3},
      {k(K::Improve), 2},
      {k(K::SkipNotCheaper), 1},
      {k(K::Expand), 2},
      {k(K::GoalTest), 2},
      {k(K::Improve), 1},
      {k(K::SkipClosed), 0},
      {k(K::SkipClosed), 3},
      {k(K::Expand), 1},
      {k(K::GoalTest), 1},
      {k(K::Path), 0},
      {k(K::Path), 3},
      {k(K::Path), 2},
      {k(K::Path), 1},
  };
  const Trace& t = search.trace();
  std::vector<std::pair<std::uint8_t, std::uint32_t>> got;
  for (std::size_t i = 0; i < t.size(); ++i) got.push_back({t.kinds()[i], t.cells()[i]});
  EXPECT_EQ(got, expected);
  EXPECT_NEAR(search.space().pathCost, 1.7, 1e-12);

  // Without micro-steps: the same events less the micro ones.
  GraphSearch plain;
  ASSERT_EQ(plain.setGraph(xy.data(), 4, edges.data(), edges.size() / 3), "");
  ASSERT_EQ(plain.start(0, 1, optionsFor(Algorithm::AStar, DiagonalRule::Always, TraceDetail::Steps)), "");
  plain.run();
  EXPECT_EQ(events(search.trace(), true), events(plain.trace(), false));
}

}  // namespace
}  // namespace pathlab
