// The landmarks' table exported as words and imported by another search (core/landmarks.hpp,
// core/landmark_export.cpp): a copy of the map takes it without building, reads the same
// estimates and searches optimally; a table for another size, for other cells, damaged or cut
// short is refused with ErrorCode::BadLandmarks and leaves the importer as it was.
#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "core/landmarks.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

SearchOptions landmarks(DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles) {
  SearchOptions o;
  o.diagonal = rule;
  o.heuristic = Heuristic::Landmarks;
  return o;
}

// A search whose table is built for `grid` under `rule` (one search from the first free cell to itself).
void buildOn(GridSearch& search, const Grid& grid, DiagonalRule rule) {
  for (int i = 0; i < grid.cellCount(); ++i) {
    const int x = i % grid.width(), y = i / grid.width();
    if (!grid.walkable(x, y)) continue;
    ASSERT_EQ(search.start(grid, x, y, x, y, landmarks(rule)), "");
    search.run();
    return;
  }
}

TEST(LandmarkExport, ACopyOfTheMapTakesTheTableWithoutBuildingIt) {
  for (const bool terrain : {false, true}) {
    SCOPED_TRACE(terrain ? "terrain" : "no terrain");
    const Grid grid = testing::randomGrid(40, 30, 0.25, terrain, 11);
    GridSearch builder;
    buildOn(builder, grid, DiagonalRule::OnlyWhenNoObstacles);
    ASSERT_EQ(builder.landmarkTable().builds(), 1u);
    const std::vector<std::uint32_t> words = builder.landmarkTable().exportWords(grid);
    ASSERT_FALSE(words.empty());

    const Grid copy = grid;  // the same cells, another object (another content id)
    GridSearch taker;
    ASSERT_EQ(taker.landmarkTable().importWords(copy, words), "");
    EXPECT_EQ(taker.landmarkTable().imports(), 1u);
    EXPECT_TRUE(taker.landmarkTable().current(copy, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, TerrainCost::Entered));
    for (std::uint32_t a = 0; a < grid.nodeCount(); a += 7) {
      for (std::uint32_t b = 3; b < grid.nodeCount(); b += 11) {
        ASSERT_EQ(taker.landmarkTable().estimate(a, b), builder.landmarkTable().estimate(a, b));
      }
    }
    for (const testing::Query& q : testing::randomQueries(copy, 12, 5)) {
      ASSERT_EQ(taker.start(copy, q.sx, q.sy, q.gx, q.gy, landmarks()), "");
      taker.run();
      const std::vector<double> costs = testing::referenceCosts(copy, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, q.sx, q.sy);
      const double optimal = costs[std::size_t(q.gy) * copy.width() + q.gx];
      if (testing::expectPathWhereReachable(copy, taker.space(), optimal, q)) {
        EXPECT_NEAR(taker.space().pathCost, optimal, 1e-9);
      }
    }
    EXPECT_EQ(taker.landmarkTable().builds(), 0u);  // every search read the imported table

    // Another rule is another table: the search builds its own, as it would have anyway.
    buildOn(taker, copy, DiagonalRule::Never);
    EXPECT_EQ(taker.landmarkTable().builds(), 1u);
  }
}

// A table built with terrain priced by the cells crossed holds other distances than one priced by
// the cell entered (a step out of a costly cell costs more): it travels with its model, and a
// search under the other model builds its own instead of reading estimates that could overestimate.
TEST(LandmarkExport, ATableCarriesItsTerrainCostModel) {
  const Grid grid = testing::randomGrid(40, 30, 0.25, true, 13);
  SearchOptions crossed = landmarks();
  crossed.terrainCost = TerrainCost::Crossed;
  GridSearch builder;
  const int sx = 0, sy = 0;
  Grid open = grid;
  open.setWalkable(sx, sy, true);
  ASSERT_EQ(builder.start(open, sx, sy, sx, sy, crossed), "");
  builder.run();
  ASSERT_EQ(builder.landmarkTable().builds(), 1u);
  const std::vector<std::uint32_t> words = builder.landmarkTable().exportWords(open);
  ASSERT_FALSE(words.empty());

  GridSearch taker;
  ASSERT_EQ(taker.landmarkTable().importWords(open, words), "");
  EXPECT_TRUE(taker.landmarkTable().current(open, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, TerrainCost::Crossed));
  EXPECT_FALSE(taker.landmarkTable().current(open, DiagonalRule::OnlyWhenNoObstacles, CostModel::Real, TerrainCost::Entered));
  ASSERT_EQ(taker.start(open, sx, sy, sx, sy, landmarks()), "");  // priced by the cell entered
  taker.run();
  EXPECT_EQ(taker.landmarkTable().builds(), 1u);
}

TEST(LandmarkExport, RefusesATableForAnotherMapOrDamagedAndKeepsItsOwn) {
  Grid grid = testing::randomGrid(24, 24, 0.2, true, 3);
  GridSearch builder;
  buildOn(builder, grid, DiagonalRule::Always);
  const std::vector<std::uint32_t> words = builder.landmarkTable().exportWords(grid);
  ASSERT_FALSE(words.empty());

  GridSearch taker;
  const Grid other = testing::randomGrid(24, 24, 0.2, true, 4);  // the same size, other cells
  buildOn(taker, other, DiagonalRule::Always);
  const auto refused = [&](const Grid& g, const std::vector<std::uint32_t>& w, const char* says) {
    const Problem p = taker.landmarkTable().importWords(g, w);
    EXPECT_EQ(p.code, ErrorCode::BadLandmarks) << says;
    EXPECT_NE(std::string(p.message).find(says), std::string::npos) << p.message;
    EXPECT_EQ(taker.landmarkTable().imports(), 0u);
    EXPECT_EQ(taker.landmarkTable().builds(), 1u);
    // Nothing changed: the taker's own table is still current for its own map.
    EXPECT_TRUE(taker.landmarkTable().current(other, DiagonalRule::Always, CostModel::Real, TerrainCost::Entered));
  };
  refused(testing::randomGrid(24, 25, 0.2, true, 3), words, "is for a 24 x 24 map, and this grid is 24 x 25");
  refused(other, words, "other cells");
  refused(other, {}, "not a table exported by Pathlab");
  std::vector<std::uint32_t> damaged = words;
  damaged.back() ^= 1u;
  refused(other, damaged, "checksum");
  std::vector<std::uint32_t> shorter(words.begin(), words.end() - 1);
  refused(other, shorter, "cut short");
  std::vector<std::uint32_t> later = words;
  later[1] = 99;
  refused(other, later, "format 99");

  Grid edited = grid;  // the right size, one cell changed since the export: stale
  edited.setCost(5, 5, grid.cost(5, 5) == 9 ? 8 : 9);
  const Problem stale = taker.landmarkTable().importWords(edited, words);
  EXPECT_EQ(stale.code, ErrorCode::BadLandmarks);
  EXPECT_NE(std::string(stale.message).find("other cells"), std::string::npos) << stale.message;

  // A table that is not current for the grid exports nothing.
  grid.setCost(1, 1, grid.cost(1, 1) == 9 ? 8 : 9);
  EXPECT_TRUE(builder.landmarkTable().exportWords(grid).empty());
}

}  // namespace
}  // namespace pathlab
