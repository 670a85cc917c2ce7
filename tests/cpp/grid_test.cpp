// Grid's node coordinates, computed with a multiplication instead of a
// division, against the division for every grid width.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

#include "core/grid.hpp"

namespace pathlab {
namespace {

TEST(Grid, NodeCoordinatesEqualDivisionForEveryWidth) {
  int wrong = 0;
  for (int width = 1; width <= kMaxSide; ++width) {
    const Grid grid(width, 1);  // the coordinates are arithmetic: node ids of taller grids work too
    const std::uint32_t stride = grid.stride();
    const std::uint32_t rows = std::uint32_t(std::min<std::int64_t>(kMaxSide, kMaxCells / width)) + 2;
    // The first and last node of every padded row of the tallest grid this
    // wide: the quotient is monotonic, so it is exact in between too.
    for (std::uint32_t row = 0; row < rows; ++row) {
      for (std::uint32_t node : {row * stride, row * stride + stride - 1}) {
        wrong += grid.nodeY(node) != int(node / stride) - 1 || grid.nodeX(node) != int(node % stride) - 1;
      }
    }
  }
  EXPECT_EQ(wrong, 0);
}

TEST(Grid, CellIndexIsRowMajorInPublicCoordinates) {
  const Grid grid(70, 9);
  for (int y = 0; y < 9; ++y) {
    for (int x = 0; x < 70; ++x) ASSERT_EQ(grid.cellIndex(grid.node(x, y)), std::uint32_t(y * 70 + x));
  }
}

}  // namespace
}  // namespace pathlab
