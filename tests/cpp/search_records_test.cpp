// Search records: a new search sees every node unvisited without clearing, also
// when the 14-bit search stamp wraps around (every 16,383 searches).
#include <gtest/gtest.h>

#include "algorithms/grid_search.hpp"
#include "core/search_records.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using namespace testing;

TEST(SearchRecords, EveryNodeReadsUnvisitedInEachNewSearchAcrossStampWraps) {
  SearchRecords records;
  records.prepare(8);
  records.setClosed(5);  // marked once, in the first search, never touched again
  records.setOpen(6, 2.5, 1);
  EXPECT_EQ(records.state(5), NodeState::Closed);
  EXPECT_EQ(records.state(6), NodeState::Open);
  EXPECT_EQ(records.g(6), 2.5);
  EXPECT_EQ(records.parent(6), 1u);
  for (int search = 1; search < 3 * 16384; ++search) {
    records.prepare(8);
    ASSERT_EQ(records.state(5), NodeState::Unvisited) << "search " << search;
    ASSERT_EQ(records.state(6), NodeState::Unvisited) << "search " << search;
    ASSERT_EQ(records.state(7), NodeState::Unvisited) << "search " << search;
    records.setOpen(7, 1.0, 6);  // touched in every search
    ASSERT_EQ(records.state(7), NodeState::Open);
    records.setClosed(7);
    ASSERT_EQ(records.state(7), NodeState::Closed);
  }
}

TEST(SearchRecords, RepeatedSearchesStayOptimalPastTheStampWrap) {
  const Grid grid = randomGrid(9, 7, 0.25, true, 21);
  const std::vector<Query> queries = randomQueries(grid, 16, 22);
  GridSearch search;
  SearchOptions o;
  for (int i = 0; i < 20000; ++i) {
    const Query& q = queries[std::size_t(i) % queries.size()];
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    if (i % 997 != 0 && i < 16300) continue;  // check a sample, and every search around the wrap
    const double optimal =
        referenceCosts(grid, o.diagonal, o.costModel, q.sx, q.sy)[std::size_t(q.gy) * 9 + std::size_t(q.gx)];
    expectCheapestPath(grid, o, search.space(), optimal);
    if (::testing::Test::HasFailure()) FAIL() << "search " << i;
  }
}

}  // namespace
}  // namespace pathlab
