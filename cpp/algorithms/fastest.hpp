// Which optimal search answers repeated queries on a map fastest under a
// movement rule: the library's pick for a user who does not want to measure
// (docs/jump-point-search.md, "Which to pick").
//  - A* when the map has terrain costs: the jump point searches refuse them.
//  - JPS when the rule is Moving AI's (`only-when-no-obstacles`) and almost no
//    walkable cell has a diagonal move (a maze of 1-wide corridors): JPS+
//    prunes the jump points of diagonal scans, so there it saves no expansion
//    and only pays for reading its table, which does not stay in the cache.
//  - JPS+ otherwise (`npm run bench` section 3b and 12 measure both).
// Looks at every cell once: call it once per map, not per query.
#pragma once

#include <string_view>

#include "core/grid.hpp"
#include "core/options.hpp"

namespace pathlab {

struct FastestPick {
  Algorithm algorithm;
  std::string_view reason;  // for people: why this one
  // The share of walkable cells that are a corner of a 2 x 2 walkable block (those with a
  // diagonal move under Moving AI's rule); 0 on a map with terrain costs.
  double diagonalShare;
};

// Below this share of cells with a diagonal move, JPS+ has too little to prune (Moving AI's rule).
inline constexpr double kFewDiagonalMoves = 0.05;

FastestPick pickFastest(const Grid& grid, DiagonalRule rule);

}  // namespace pathlab
