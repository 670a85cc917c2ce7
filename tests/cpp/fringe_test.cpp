// Fringe search against the reference Dijkstra (optimal costs under every rule,
// cost model and terrain), its iterations, its trace and its expansion cap.
#include <gtest/gtest.h>

#include "algorithms/grid_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;  // the shared helpers and the reference (test_support.hpp)

TEST(Fringe, FindsTheOptimalCostUnderEveryRuleCostModelAndTerrain) {
  expectOptimalOnRandomMaps({25, 18, 0.27, 5, 9, 10, 21}, {Algorithm::Fringe}, [](SearchOptions& o) {
    // Octile's sqrt 2 overestimates a diagonal of 14 against 10 (as in the A* test).
    if (o.costModel == CostModel::Integer) o.heuristic = Heuristic::Chebyshev;
  });
}

TEST(Fringe, RaisesItsThresholdEachIterationAndTracesIt) {
  const Grid g = randomGrid(30, 20, 0.25, true, 44);
  const std::vector<Query> queries = randomQueries(g, 20, 3);
  for (const Query& q : queries) {
    SearchOptions o;
    o.algorithm = Algorithm::Fringe;
    GridSearch search;
    ASSERT_EQ(search.start(g, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    const Trace& t = search.trace();
    double last = -1.0;
    std::uint64_t thresholds = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (t.kinds()[i] != std::uint8_t(TraceKind::Threshold)) continue;
      EXPECT_GT(t.g()[i], last) << "thresholds rise";
      last = t.g()[i];
      ++thresholds;
    }
    EXPECT_EQ(thresholds, search.space().iterations);
    // Expand events never exceed the threshold in force (f as the lists round it).
    double threshold = 0.0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      if (t.kinds()[i] == std::uint8_t(TraceKind::Threshold)) threshold = t.g()[i];
      if (t.kinds()[i] == std::uint8_t(TraceKind::Expand)) {
        EXPECT_LE(roundedValue(t.g()[i] + t.h()[i]), threshold);
      }
    }
  }
}

TEST(Fringe, StopsAtTheExpansionCapWithALegalPartialPath) {
  const Grid g = randomGrid(40, 30, 0.2, false, 8);
  SearchOptions o;
  o.algorithm = Algorithm::Fringe;
  o.maxExpansions = 25;
  GridSearch search;
  const std::vector<Query> queries = randomQueries(g, 1, 77);
  ASSERT_EQ(search.start(g, queries[0].sx, queries[0].sy, queries[0].gx, queries[0].gy, o), "");
  const SearchStatus status = search.run();
  if (status == SearchStatus::Limit) {
    EXPECT_EQ(search.space().expanded, 25u);
    EXPECT_FALSE(search.space().path.empty());
    EXPECT_EQ(search.space().path.front(), std::uint32_t(queries[0].sy * g.width() + queries[0].sx));
  } else {
    EXPECT_LE(search.space().expanded, 25u);
  }
}

TEST(Fringe, ReportsNoPathWhenTheGoalIsWalledOff) {
  Grid g(10, 8);
  for (int y = 0; y < 8; ++y) g.setWalkable(5, y, false);
  SearchOptions o;
  o.algorithm = Algorithm::Fringe;
  GridSearch search;
  ASSERT_EQ(search.start(g, 1, 1, 8, 6, o), "");
  EXPECT_EQ(search.run(), SearchStatus::NoPath);
  EXPECT_GE(search.space().expanded, 5u * 8u);  // every reachable cell, at least once
}

}  // namespace
}  // namespace pathlab
