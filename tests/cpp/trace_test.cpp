// The trace: replaying it reproduces the search's final g-values, parents and path.
#include <gtest/gtest.h>

#include <map>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

struct Replayed {
  std::map<std::uint32_t, double> g;
  std::map<std::uint32_t, std::uint32_t> parent;
  std::map<std::uint32_t, int> state;  // 1 open, 2 closed
  std::vector<std::uint32_t> path;
  std::uint64_t expansions = 0;
};

Replayed replay(const Trace& t) {
  Replayed r;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const std::uint32_t cell = t.cells()[i];
    switch (TraceKind(t.kinds()[i] & ~kBackwardFlag)) {
      case TraceKind::Open:
      case TraceKind::Improve:
        r.g[cell] = t.g()[i];
        r.parent[cell] = t.parents()[i];
        r.state[cell] = 1;
        break;
      case TraceKind::Expand:
        r.state[cell] = 2;
        ++r.expansions;
        break;
      case TraceKind::Path: r.path.push_back(cell); break;
      default: break;  // micro-step events change no cell
    }
  }
  return r;
}

TEST(Trace, ReplayReproducesFinalCostsParentsAndPath) {
  for (Algorithm algorithm : {Algorithm::AStar, Algorithm::Dijkstra, Algorithm::Greedy, Algorithm::BreadthFirst}) {
    Grid grid = testing::randomGrid(40, 30, 0.25, true, 17);
    grid.setWalkable(1, 1, true);
    grid.setWalkable(38, 27, true);
    SearchOptions o;
    o.algorithm = algorithm;
    GridSearch search;
    ASSERT_EQ(search.start(grid, 1, 1, 38, 27, o), "");
    // Step in uneven chunks: the trace must not depend on how the search was driven.
    for (std::uint64_t n = 1; !search.done(); n = n * 3 % 17 + 1) search.step(n);
    ASSERT_EQ(search.status(), SearchStatus::Found) << algorithmName(algorithm);
    const Replayed r = replay(search.trace());
    EXPECT_EQ(r.path, search.space().path);
    EXPECT_EQ(r.expansions, search.space().expanded);
    EXPECT_EQ(r.g.size(), search.space().opened);
    // Each path cell's parent in the replay is the previous path cell, and its
    // replayed g is the cost so far.
    for (std::size_t i = 1; i < r.path.size(); ++i) {
      EXPECT_EQ(r.parent.at(r.path[i]), r.path[i - 1]);
    }
    EXPECT_DOUBLE_EQ(r.g.at(r.path.back()), search.space().pathCost);
    EXPECT_EQ(r.parent.at(r.path.front()), kNoParent);
  }
}

TEST(Trace, EveryStepIsOneExpansionThenItsOpens) {
  Grid grid(12, 12);
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 0, 11, 11, {}), "");
  search.run();
  const Trace& t = search.trace();
  ASSERT_GT(t.size(), 2u);
  EXPECT_EQ(TraceKind(t.kinds()[0]), TraceKind::Open);  // the start
  EXPECT_EQ(TraceKind(t.kinds()[1]), TraceKind::Expand);
  bool pathStarted = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const bool isPath = TraceKind(t.kinds()[i]) == TraceKind::Path;
    if (pathStarted) {
      EXPECT_TRUE(isPath) << "path events close the trace";
    }
    pathStarted = pathStarted || isPath;
  }
}

TEST(Trace, CapStopsRecordingButNotTheSearch) {
  Grid grid(50, 50);
  SearchOptions o;
  o.maxTraceEvents = 100;
  GridSearch search;
  ASSERT_EQ(search.start(grid, 0, 0, 49, 49, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_EQ(search.trace().size(), 100u);
  EXPECT_TRUE(search.trace().truncated());
  o.recordTrace = false;
  ASSERT_EQ(search.start(grid, 0, 0, 49, 49, o), "");
  search.run();
  EXPECT_EQ(search.trace().size(), 0u);
  EXPECT_EQ(search.space().path.size(), 50u);
}

// The documented size (docs/library.md, "The trace"; trace-format.js) must follow the arrays' element types.
TEST(Trace, DocumentedBytesPerEventMatchTheArrays) {
  const Trace t;
  const std::size_t actual = sizeof(t.kinds()[0]) + sizeof(t.cells()[0]) + sizeof(t.parents()[0]) +
                             sizeof(t.g()[0]) + sizeof(t.h()[0]);
  EXPECT_EQ(actual, kTraceBytesPerEvent);
  EXPECT_EQ(kTraceBytesPerEvent, 25u);
}

}  // namespace
}  // namespace pathlab
