// Jump point search on maps with terrain costs: jps.hpp's search with this scanner in place of its
// JumpScanner when the grid has terrain (docs/algorithms.md, "Jump point search on terrain").
// terrain_stops.hpp decides where a scan stops and which ways a jump point opens, from the costs
// in the 3 x 3 block around it; the scans are JumpScanner's, reading 64 cells at a time, with those
// stops beside the walls' own.
#pragma once

#include <cstdint>

#include "algorithms/jump_scanner.hpp"
#include "algorithms/terrain_stops.hpp"

namespace pathlab {

template <DiagonalRule Rule>
class TerrainJumpScanner {
 public:
  void begin(const Grid& grid, std::uint32_t goal, double straight, double diagonal, TerrainCost model) {
    stops_.update(grid, straight, diagonal, model);
    grid_ = &grid;
    model_ = model;
    stride_ = grid.stride();
    scanner_.begin(grid, goal, &stops_);
  }

  [[gnu::always_inline]] std::uint32_t scanAt(std::uint32_t node, int px, int py, int dx, int dy) const {
    return scanner_.scanAt(node, px, py, dx, dy);
  }

  // The cost of `steps` moves (dx, dy) of `unit` each from `node`: every step of the run costs what
  // its first one does (a scan stops where what a step costs changes ahead, terrain_stops.hpp).
  double runCost(std::uint32_t node, int dx, int dy, double unit, std::uint32_t steps) const {
    return double(steps) * stepCost(node, dx, dy, unit);
  }
  // The cost of the allowed move (dx, dy) of `unit` from `node`, under the search's terrain cost model.
  double stepCost(std::uint32_t node, int dx, int dy, double unit) const {
    return gridStepCost(*grid_, model_, unit, node, std::uint32_t(dx), std::uint32_t(dy) * stride_);
  }

  // Whether `node`'s 3 x 3 block mixes costs: there terrainWays() replaces JumpRules' ways.
  bool terrainEdge(std::uint32_t node) const { return stops_.isEdge(node); }
  // The ways edge cell `node`, reached by (dx, dy), keeps: bit wayBit(ex, ey) for the move (ex, ey)
  // (terrain_stops.hpp).
  std::uint8_t terrainWays(std::uint32_t node, int dx, int dy) const { return stops_.ways(node, dx, dy); }

  bool clearRun(std::uint32_t node, int px, int py, int dx, int dy, int steps) const {
    return scanner_.clearRun(node, px, py, dx, dy, steps);
  }

 private:
  TerrainStops<Rule> stops_;
  JumpScanner<Rule, true> scanner_;
  const Grid* grid_ = nullptr;
  TerrainCost model_ = TerrainCost::Entered;
  std::uint32_t stride_ = 0;
};

}  // namespace pathlab
