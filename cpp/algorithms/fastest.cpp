#include "algorithms/fastest.hpp"

#include <cstdint>

namespace pathlab {
namespace {

// The share of walkable cells from which some diagonal move is allowed under
// Moving AI's rule: the cell is a corner of a 2 x 2 block of walkable cells.
double diagonalShare(const Grid& grid) {
  const std::uint8_t* cells = grid.cellBytes();
  const std::uint32_t stride = grid.stride();
  const auto open = [&](std::uint32_t n) { return Grid::isOpenCell(cells[n]); };
  std::uint64_t walkable = 0, diagonal = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) {
      if (!open(n)) continue;
      ++walkable;
      // The four 2 x 2 blocks with n as a corner; the border around the map is walls.
      const bool n0 = open(n - stride), s0 = open(n + stride), w0 = open(n - 1), e0 = open(n + 1);
      const bool block = (n0 && e0 && open(n - stride + 1)) || (s0 && e0 && open(n + stride + 1)) ||
                         (s0 && w0 && open(n + stride - 1)) || (n0 && w0 && open(n - stride - 1));
      diagonal += block;
    }
  }
  return walkable == 0 ? 0.0 : double(diagonal) / double(walkable);
}

}  // namespace

FastestPick pickFastest(const Grid& grid, DiagonalRule rule) {
  if (grid.terrainCellCount() > 0) {
    return {Algorithm::AStar, "the map has terrain costs, which jump point searches refuse", 0.0};
  }
  const double share = diagonalShare(grid);
  if (rule == DiagonalRule::OnlyWhenNoObstacles && share < kFewDiagonalMoves) {
    return {Algorithm::JumpPoint,
            "almost no cell has a diagonal move (a maze of 1-wide corridors): JPS+ would prune nothing and "
            "pay for reading its table",
            share};
  }
  return {Algorithm::JumpPointPlus, "every cell costs the same: the precomputed jump point search", share};
}

}  // namespace pathlab
