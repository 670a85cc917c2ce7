// Jump point search on maps with terrain costs: jps.hpp's search with this scanner in place of its
// JumpScanner (jump_scanner.hpp) when the grid has terrain (docs/algorithms.md, "Jump point search on terrain").
//
// JPS prunes a neighbour of a cell when another path, no longer, reaches it without the cell; every
// such comparison is between paths inside the 3 x 3 block around the cell (Harabor and Grastien,
// "Online Graph Pruning for Pathfinding on Grid Maps", AAAI 2011). Terrain is paid on entering a
// cell, so those paths cost the same only where every walkable cell of the block has the same cost.
// This scanner therefore treats a cell whose block mixes costs (an "edge" of the terrain) as a jump
// point, and the search expands such a cell in every direction, as it does the start. Inside a patch
// of one cost the usual pruning holds (the grid is a uniform one scaled by that cost), and a run
// between jump points crosses cells of one cost only: a non-edge cell's neighbours share its cost.
// That is the idea of Weighted Jump Point Search (Carlson, Moghadam, Harabor, Stuckey and Ebrahimi,
// "Optimal Pathfinding on Weighted Grid Maps", AAAI 2023):
// symmetry is broken inside regions of equal weight and the search stops where weights change; the
// paper's tie-breaking also prunes at many such boundaries, which this simpler form does not.
//
// The scans are JumpScanner's, reading 64 cells at a time, with the terrain's edges as one more
// kind of stop (core/terrain_edges.hpp, rebuilt when the grid's content changed).
#pragma once

#include <cstdint>

#include "algorithms/jump_scanner.hpp"
#include "core/terrain_edges.hpp"

namespace pathlab {

template <DiagonalRule Rule>
class TerrainJumpScanner {
 public:
  void begin(const Grid& grid, std::uint32_t goal) {
    edges_.update(grid);
    grid_ = &grid;
    scanner_.begin(grid, goal, &edges_);
  }

  [[gnu::always_inline]] std::uint32_t scanAt(std::uint32_t node, int px, int py, int dx, int dy) const {
    return scanner_.scanAt(node, px, py, dx, dy);
  }

  // The cost of `steps` moves of `unit` each from `node` by `move`: every cell of the run has the
  // cost of its first one (see above).
  double runCost(std::uint32_t node, std::uint32_t move, double unit, std::uint32_t steps) const {
    return unit * double(steps) * double(grid_->nodeCost(node + move));
  }

  // Whether the search expands `node` in every direction: its block mixes terrain costs.
  bool allWays(std::uint32_t node) const { return edges_.isEdge(node); }

  bool clearRun(std::uint32_t node, int px, int py, int dx, int dy, int steps) const {
    return scanner_.clearRun(node, px, py, dx, dy, steps);
  }

 private:
  TerrainEdges edges_;
  JumpScanner<Rule, true> scanner_;
  const Grid* grid_ = nullptr;
};

}  // namespace pathlab
