// What stops a jump point search's scan under each diagonal rule, cell by cell, and the shape of
// the run between two jump points. The search (jps.hpp), the block scanner (jump_scanner.hpp) and
// the JPS+ table (jps_plus.cpp) read these same conditions. docs/jump-point-search.md explains them
// for a newcomer.
//
// Which cells stop a scan depends on the rule (JumpRules below):
//  - `only-when-no-obstacles` (the Moving AI rule, Harabor and Grastien 2014):
//    a straight scan in direction o stops at cell n when a side cell n+s is
//    free but the cell behind it, n+s-o, is a wall (n+s is a "forced"
//    neighbour: the only shortest way into it is through n); diagonal moves
//    never have forced neighbours.
//  - `always` and `if-at-most-one-obstacle` (corner cutting, the rules of the
//    2011 paper): a straight scan stops at n when a side cell n+s is a wall and
//    the diagonal n+o+s can be entered from n (forced: cutting that corner is
//    the only shortest way); a diagonal scan by (dx, dy) stops at n when the
//    cell behind it on one axis, n-dx or n-dy, is a wall and the diagonal past
//    that wall can be entered.
//  - `never` (4-connected; the canonical ordering of Sturtevant and Rabin,
//    "Canonical Orderings on Grids", IJCAI 2016, with horizontal moves before
//    vertical ones, as JPS4 does: Johannes Baum, "Jump Point Search
//    Pathfinding in 4-connected Grids", 2025, https://arxiv.org/abs/2501.14816):
//    a horizontal move plays the part of a diagonal, a vertical one that of a
//    straight move. A vertical scan stops where a side cell is free and the
//    cell behind it a wall; a horizontal scan stops where a vertical scan up or
//    down finds something.
//  - a diagonal (horizontal, for `never`) scan also stops at a cell from which
//    one of its straight (vertical) scans finds something; every scan stops at
//    the goal and gives up at a wall or at a move the rule forbids.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>

#include "core/grid.hpp"
#include "core/options.hpp"

namespace pathlab {

// Offsets are added in unsigned arithmetic: node + (-1) wraps to node - 1.
template <DiagonalRule Rule>
struct JumpRules {
  static constexpr bool kFourConnected = Rule == DiagonalRule::Never;
  static constexpr bool kCutsCorners = Rule == DiagonalRule::Always || Rule == DiagonalRule::IfAtMostOneObstacle;

  // Whether the diagonal step from n by moveX + moveY is allowed.
  static bool diagonalStep(const Grid& g, std::uint32_t n, std::uint32_t moveX, std::uint32_t moveY) {
    if (!g.isOpen(n + moveX + moveY)) return false;
    if constexpr (Rule == DiagonalRule::Always) return true;
    if constexpr (Rule == DiagonalRule::IfAtMostOneObstacle) return g.isOpen(n + moveX) || g.isOpen(n + moveY);
    return g.isOpen(n + moveX) && g.isOpen(n + moveY);
  }
  // Arrived at n by the straight move `move`: whether the side `side` is forced.
  // Without corner cutting (and for `never`'s vertical moves) the forced
  // neighbour is n+side: free, with a wall behind it. With corner cutting it is
  // the diagonal n+move+side, past the wall n+side.
  static bool straightForced(const Grid& g, std::uint32_t n, std::uint32_t move, std::uint32_t side) {
    if constexpr (kCutsCorners) {
      return !g.isOpen(n + side) && g.isOpen(n + move + side) &&
             (Rule == DiagonalRule::Always || g.isOpen(n + move));
    } else {
      return g.isOpen(n + side) && !g.isOpen(n + side - move);
    }
  }
  // Corner cutting, arrived at n diagonally by back + ahead (one x move, one y
  // move): whether the diagonal ahead - back is forced, past the wall n - back.
  static bool diagonalForced(const Grid& g, std::uint32_t n, std::uint32_t back, std::uint32_t ahead) {
    return !g.isOpen(n - back) && g.isOpen(n - back + ahead) && (Rule == DiagonalRule::Always || g.isOpen(n + ahead));
  }
  // Either of the two.
  static bool anyDiagonalForced(const Grid& g, std::uint32_t n, std::uint32_t moveX, std::uint32_t moveY) {
    if constexpr (!kCutsCorners) return false;
    return diagonalForced(g, n, moveX, moveY) || diagonalForced(g, n, moveY, moveX);
  }

  // The way a path goes between two jump points (toX, toY) apart, and from a node to a goal in
  // sight: a diagonal run (for `never`, a horizontal one), then a straight (vertical) one; either
  // may be empty. The search reads from it the direction a node was reached in, the goal-in-sight
  // step, and the cells of the path between jump points.
  struct Runs {
    int firstSteps, firstX, firstY;     // the diagonal (horizontal) run
    int secondSteps, secondX, secondY;  // then the straight (vertical) one
    int steps() const { return firstSteps + secondSteps; }
  };
  static Runs runsTo(int toX, int toY) {
    const int sx = sign(toX), sy = sign(toY), ax = std::abs(toX), ay = std::abs(toY);
    const int firstSteps = kFourConnected ? ax : std::min(ax, ay);
    const int secondX = !kFourConnected && ax > ay ? sx : 0;
    return {firstSteps, sx, kFourConnected ? 0 : sy, (kFourConnected ? ax + ay : std::max(ax, ay)) - firstSteps,
            secondX, secondX == 0 ? sy : 0};
  }
  static int sign(int v) { return (v > 0) - (v < 0); }
};

}  // namespace pathlab
