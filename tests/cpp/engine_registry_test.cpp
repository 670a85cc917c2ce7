// Every algorithm has an engine, and GridSearch::start's problems carry their codes.
#include <gtest/gtest.h>

#include "algorithms/engine_registry.hpp"
#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"

namespace pathlab {
namespace {

TEST(EngineRegistry, EveryAlgorithmOfTheTableHasAnEngineThatFindsAPath) {
  Grid g(8, 6);
  g.setWalkable(3, 2, false);
  int algorithms = 0;
  for (int i = 0; algorithmName(Algorithm(i)) != "?"; ++i) {
    const Algorithm a = Algorithm(i);
    SCOPED_TRACE(std::string(algorithmName(a)));
    ASSERT_NE(engineFactory(a), nullptr);
    SearchOptions o;
    o.algorithm = a;
    GridSearch search;
    ASSERT_EQ(search.start(g, 0, 0, 7, 5, o), "");
    EXPECT_EQ(search.run(), SearchStatus::Found);
    ++algorithms;
  }
  EXPECT_EQ(algorithms, int(algorithmTable().size()));
}

TEST(EngineRegistry, AlgorithmsWrittenAlikeShareTheirEngines) {
  // One factory per engine file, so GridSearch keeps one engine for A* and Dijkstra.
  EXPECT_EQ(engineFactory(Algorithm::AStar), engineFactory(Algorithm::Dijkstra));
  EXPECT_EQ(engineFactory(Algorithm::ThetaStar), engineFactory(Algorithm::LazyThetaStar));
  EXPECT_NE(engineFactory(Algorithm::AStar), engineFactory(Algorithm::Fringe));
  EXPECT_NE(engineFactory(Algorithm::JumpPoint), engineFactory(Algorithm::JumpPointPlus));
}

TEST(EngineRegistry, ProblemsCarryAStableCode) {
  Grid g(4, 4);
  g.setWalkable(1, 1, false);
  GridSearch search;
  SearchOptions o;
  const Problem wall = search.start(g, 1, 1, 3, 3, o);
  EXPECT_EQ(wall.code, ErrorCode::EndpointWall);
  EXPECT_EQ(wall, "start (1, 1) is a wall");
  const Problem outside = search.start(g, 0, 0, 4, 0, o);
  EXPECT_EQ(outside.code, ErrorCode::OutOfBounds);
  EXPECT_EQ(outside, "goal (4, 0) is outside the 4 x 4 grid");
  o.weight = 0.5;
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, o).code, ErrorCode::BadOption);
  o.weight = 1.0;
  o.algorithm = Algorithm::JumpPointPlus;
  g.setCost(2, 2, 3);  // JPS+'s table needs uniform costs
  EXPECT_EQ(search.start(g, 0, 0, 3, 3, o).code, ErrorCode::UnsupportedCombination);
  g.setCost(2, 2, 1);
  EXPECT_TRUE(search.start(g, 0, 0, 3, 3, SearchOptions{}).empty());
  EXPECT_EQ(errorCodeName(ErrorCode::EndpointWall), "endpoint-wall");
}

}  // namespace
}  // namespace pathlab
