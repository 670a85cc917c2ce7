// Which optimal search answers repeated queries on a map fastest under a
// movement rule: the library's pick for a user who does not want to measure
// (docs/jump-point-search.md, "Which to pick").
//  - A* when the map has terrain costs: JPS+ refuses them, and A* with the
//    landmarks' estimate, which measures the costly ground, was ahead of JPS on
//    the terrain variants of the shipped maps (bench section 14; on one, a few
//    patches on a field of scattered walls, the three were within 10 %).
//  - JPS when the rule is Moving AI's (`only-when-no-obstacles`) and almost no
//    walkable cell has a diagonal move (a maze of 1-wide corridors): JPS+
//    prunes the jump points of diagonal scans, so there it saves no expansion
//    and only pays for reading its table, which does not stay in the cache.
//  - JPS+ otherwise (`npm run bench` section 3b and 12 measure both).
// And the heuristic: 'landmarks' (core/landmarks.hpp) where the walls form large
// groups that force detours, or, on terrain, where most walkable cells are
// costly, which the rule's own estimate cannot see; the default on maps over
// 1024 x 1024 cells (their table takes 32 bytes a cell, 64 with terrain) and
// where the walls are scattered
// (a random obstacle field: the detours are short, and in wasm reading the
// table costs more than the expansions it saves, bench section 12).
// Looks at every cell once: call it once per map, not per query.
#pragma once

#include <cstdint>
#include <string_view>

#include "core/grid.hpp"
#include "core/options.hpp"

namespace pathlab {

struct FastestPick {
  Algorithm algorithm;
  std::string_view reason;  // for people: why this one
  Heuristic heuristic;      // Landmarks or Default
  std::string_view heuristicReason;
  // The share of walkable cells that are a corner of a 2 x 2 walkable block (those with a
  // diagonal move under Moving AI's rule); 0 on a map with terrain costs (not needed for its pick).
  double diagonalShare;
  // The walls' mean group size (walls touching by a side or a corner are one group); 0 without walls.
  double wallGroupSize;
};

// Below this share of cells with a diagonal move, JPS+ has too little to prune (Moving AI's rule).
inline constexpr double kFewDiagonalMoves = 0.05;
// Landmarks pay where the walls' groups average at least this many cells, on maps up to kLandmarkCells.
inline constexpr double kLargeWallGroups = 16.0;
inline constexpr std::int64_t kLandmarkCells = 1024LL * 1024LL;
// On terrain, landmarks pay where the walls form large groups or at least this share of the walkable cells is costly.
inline constexpr double kMostlyCostly = 0.5;

FastestPick pickFastest(const Grid& grid, DiagonalRule rule);

}  // namespace pathlab
