// The edges of a grid's terrain: walkable cells with a walkable neighbour (of the eight) of another
// cost. Jump point search on terrain stops its scans there (algorithms/jps_terrain.hpp). Kept as
// bits in WalkableBits' layout, row by row and column by column, so that a straight scan finds the
// first edge of 64 cells with the walls, and as a byte per node for diagonal steps. Rebuilt when the
// grid's content changed (O(cells)), kept otherwise.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid.hpp"
#include "core/walkable_bits.hpp"

namespace pathlab {

class TerrainEdges {
 public:
  // Brings the edges up to date with the grid; returns whether it rebuilt them.
  bool update(const Grid& grid) {
    if (built_ && grid.contentId() == contentId_) return false;
    const std::uint32_t stride = grid.stride();
    const std::uint32_t rows = std::uint32_t(grid.height()) + 2;
    bits_.reset(stride, rows);
    edge_.assign(grid.nodeCount(), 0);
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        const std::uint32_t n = grid.node(x, y);
        if (!grid.isOpen(n) || !mixed(grid, n, stride)) continue;
        edge_[n] = 1;
        bits_.set(std::uint32_t(x + 1), std::uint32_t(y + 1), true);
      }
    }
    contentId_ = grid.contentId();
    built_ = true;
    return true;
  }
  bool isEdge(std::uint32_t node) const { return edge_[node] != 0; }
  const WalkableBits& bits() const { return bits_; }

 private:
  static bool mixed(const Grid& grid, std::uint32_t n, std::uint32_t stride) {
    const int cost = grid.nodeCost(n);
    for (const std::uint32_t m : {n - stride - 1, n - stride, n - stride + 1, n - 1, n + 1, n + stride - 1, n + stride, n + stride + 1}) {
      if (grid.isOpen(m) && grid.nodeCost(m) != cost) return true;
    }
    return false;
  }

  WalkableBits bits_;  // 1 for an edge
  std::vector<std::uint8_t> edge_;
  std::uint64_t contentId_ = 0;
  bool built_ = false;
};

}  // namespace pathlab
