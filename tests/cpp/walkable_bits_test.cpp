// The grid's walkable bits (row and column layouts) follow its cells through
// every kind of edit, on sizes around the 64-cell word boundary.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "core/grid.hpp"

namespace pathlab {
namespace {

// Padded coordinates: the border and everything outside the grid are walls.
bool expectedWalkable(const Grid& grid, int px, int py) {
  return grid.inBounds(px - 1, py - 1) && grid.walkable(px - 1, py - 1);
}

// Every bit of both layouts against the cells, and 64-cell windows at every
// offset of a few lines, including windows reaching into the guard words.
void expectBitsMatchCells(const Grid& grid, const std::string& after) {
  SCOPED_TRACE("after " + after);
  const WalkableBits& bits = grid.walkableBits();
  const int paddedWidth = grid.width() + 2, paddedHeight = grid.height() + 2;
  int wrong = 0;
  for (int py = 0; py < paddedHeight; ++py) {
    for (int px = 0; px < paddedWidth; ++px) {
      const bool expected = expectedWalkable(grid, px, py);
      wrong += bool(bits.rowWindow(std::uint32_t(py), px) & 1) != expected;
      wrong += bool(bits.columnWindow(std::uint32_t(px), py) & 1) != expected;
    }
  }
  EXPECT_EQ(wrong, 0);
  for (int py : {0, 1, paddedHeight / 2, paddedHeight - 1}) {
    for (int first = -64; first < paddedWidth; ++first) {
      std::uint64_t expected = 0;
      for (int i = 0; i < 64; ++i) expected |= std::uint64_t(expectedWalkable(grid, first + i, py)) << i;
      ASSERT_EQ(bits.rowWindow(std::uint32_t(py), first), expected) << "row " << py << " from " << first;
    }
  }
  for (int px : {0, 1, paddedWidth / 2, paddedWidth - 1}) {
    for (int first = -64; first < paddedHeight; ++first) {
      std::uint64_t expected = 0;
      for (int i = 0; i < 64; ++i) expected |= std::uint64_t(expectedWalkable(grid, px, first + i)) << i;
      ASSERT_EQ(bits.columnWindow(std::uint32_t(px), first), expected) << "column " << px << " from " << first;
    }
  }
}

TEST(WalkableBits, FollowTheCellsThroughEveryEdit) {
  std::mt19937 rng(2014);
  const int sizes[][2] = {{1, 1}, {1, 70}, {70, 1}, {62, 63}, {64, 64}, {65, 66}, {127, 40}, {40, 129}, {200, 130}};
  for (const auto& size : sizes) {
    const int width = size[0], height = size[1];
    SCOPED_TRACE(std::to_string(width) + " x " + std::to_string(height));
    Grid grid(width, height);
    expectBitsMatchCells(grid, "construction");
    std::uniform_int_distribution<int> rx(0, width - 1), ry(0, height - 1), kind(0, 19), cost(1, 9);
    for (int edit = 0; edit < 60; ++edit) {
      const int k = kind(rng);
      if (k == 0) {
        const bool walkable = rng() % 2;
        grid.fill(walkable, cost(rng));
        expectBitsMatchCells(grid, std::string("fill ") + (walkable ? "walkable" : "walls"));
      } else if (k == 1) {
        std::vector<std::uint8_t> cells(std::size_t(width) * height);
        for (std::uint8_t& c : cells) c = std::uint8_t(rng() % 3 == 0 ? 0x80 | cost(rng) : cost(rng));
        grid.readCells(cells.data());
        expectBitsMatchCells(grid, "readCells");
      } else if (k == 2) {
        const int x = rx(rng), y = ry(rng);
        grid.setCost(x, y, cost(rng));
        expectBitsMatchCells(grid, "setCost");
      } else {
        // Half the wall edits land on the map's edge cells, next to the border.
        int x = rx(rng), y = ry(rng);
        if (k % 2) (rng() % 2 ? x : y) = 0;
        if (k % 4 == 3) x = width - 1;
        if (k % 4 == 1) y = height - 1;
        const bool walkable = rng() % 2;
        grid.setWalkable(x, y, walkable);
        expectBitsMatchCells(grid, "setWalkable(" + std::to_string(x) + ", " + std::to_string(y) + ", " +
                                       (walkable ? "true" : "false") + ")");
      }
    }
  }
}

TEST(WalkableBits, CopiesOfAGridKeepTheirOwnBits) {
  Grid grid(70, 3);
  Grid copy = grid;
  copy.setWalkable(68, 1, false);
  EXPECT_TRUE(grid.walkableBits().rowWindow(2, 69) & 1);
  EXPECT_FALSE(copy.walkableBits().rowWindow(2, 69) & 1);
  EXPECT_FALSE(copy.walkableBits().columnWindow(69, 2) & 1);
}

}  // namespace
}  // namespace pathlab
