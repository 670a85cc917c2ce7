// JPS+ (Steve Rabin, "JPS+: An Extreme A* Speed Optimization for Static
// Uniform Cost Grids", Game AI Pro 2, 2015; the idea of precomputed jumps is
// also Harabor and Grastien's, "Improving Jump Point Search", ICAPS 2014):
// Jump Point Search whose scans are table lookups. For every cell and each of
// the eight directions a table holds how far the scan from that cell goes:
//   d > 0  the jump point is d steps away (a straight scan's forced
//          neighbour; for a diagonal, the first step from which a straight
//          scan along one of its components finds one);
//   d <= 0 no jump point: the run of free cells ends -d steps away.
// The goal is not in the table; a lookup adds it as the scan would: a
// straight run that covers the goal stops there, and a diagonal run stops at
// the cell in line with the goal when the straight run from there reaches it.
// So each lookup answers exactly as JPS's scan would (tests/cpp/jps_test.cpp
// checks it), with the same rules (jump_rules.hpp) and preconditions as jps.hpp, under each
// diagonal rule. JPS+ also prunes the intermediate jump points of diagonal
// scans (jps.hpp explains). For `never` there are four directions, and the
// horizontal ones play the part of diagonals: the goal stops a horizontal run
// in the goal's column when the vertical run from there reaches it.
//
// Each distance takes one byte: the table takes 8 bytes per cell (4 for
// `never`), half what 16-bit distances took, so twice as much of a map's table
// stays in the cache, and a jump point's entries are prefetched when it is
// found (docs/jump-point-search.md, "The table's layout").
// A byte holds distances up to kStep (126) either way; a longer one is stored
// as kFar (a jump point further on) or kFarNone (a run without one that goes
// on), which say: kStep steps on, the cell there holds the rest. The entry of
// the cell kStep steps along describes the same run, shorter by kStep, so a
// long run reads one byte per kStep cells and stays exact on any map.
// The table is computed in one pass per direction over the grid on the first
// search after the grid changed (Grid::contentId tells), so it is never stale;
// every later search on the same cells reuses it.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <vector>

#include "algorithms/jump_rules.hpp"
#include "core/grid.hpp"
#include "core/search_space.hpp"

namespace pathlab {

// Jump distances for every padded node and direction (see above).
template <DiagonalRule Rule>
class JumpTable {
 public:
  static constexpr bool kFourConnected = Rule == DiagonalRule::Never;
  static constexpr int kDirections = kFourConnected ? 4 : 8;

  // Recomputes the table unless it already describes these exact cells; true when it did.
  // Inline: every search asks, and almost always the table is up to date.
  bool update(const Grid& grid) { return contentId_ == grid.contentId() && !distances_.empty() ? false : rebuild(grid); }
  // How long the last build took, in microseconds: a one-off cost per map, told apart from the searches' time.
  double buildMicros() const { return buildMicros_; }
  // The jump distance from `node` in `direction` (see above), as an int.
  [[gnu::always_inline]] std::int32_t at(std::uint32_t node, int direction) const {
    const std::int32_t stored = distances_[std::size_t(node) * kDirections + direction];
    if (stored == kFar || stored == kFarNone) [[unlikely]]
      return farAt(node, direction);
    return stored;
  }
  std::uint64_t bytes() const { return distances_.size() * sizeof(std::int8_t); }
  // Asks for `node`'s entries ahead of their look-up (one cache line: the entries are aligned to 8 bytes).
  void prefetch(std::uint32_t node) const { __builtin_prefetch(distances_.data() + std::size_t(node) * kDirections); }

  // Distances a byte holds as they are; longer ones continue kStep cells on.
  static constexpr std::int32_t kStep = 126;
  static constexpr std::int8_t kFar = 127, kFarNone = -128;

  // Direction index of a move (dx, dy), each -1, 0 or 1, not both 0 (and one 0 for `never`).
  static constexpr int direction(int dx, int dy) {
    const int i = (dy + 1) * 3 + (dx + 1);
    return kFourConnected ? i / 2 : i > 4 ? i - 1
                                          : i;
  }

 private:
  // A distance as its byte: itself up to kStep, else kFar or kFarNone.
  static std::int8_t encode(std::int32_t distance) {
    return distance > kStep ? kFar : distance < -kStep ? kFarNone
                                                       : std::int8_t(distance);
  }
  // A long run: kStep cells at a time until an entry holds the rest.
  [[gnu::noinline]] std::int32_t farAt(std::uint32_t node, int direction) const;
  bool rebuild(const Grid& grid);  // always true

  std::vector<std::int8_t> distances_;  // node * kDirections + direction
  std::uint32_t stride_ = 0;            // of the grid the table describes
  std::uint64_t contentId_ = 0;         // of the grid the table describes; 0: none
  double buildMicros_ = 0.0;
};

// Drop-in for jump_scanner.hpp's JumpScanner: the same answers from the table.
template <DiagonalRule Rule>
class JumpTableScanner {
  using Table = JumpTable<Rule>;

 public:
  // Brings the table up to date with the grid (O(1) when it already is).
  void begin(const Grid& grid, std::uint32_t goal) {
    builtNow_ = table_.update(grid);
    stride_ = grid.stride();
    goalX_ = grid.nodeX(goal) + 1;
    goalY_ = grid.nodeY(goal) + 1;
  }
  const Table& table() const { return table_; }
  // Jump point `node` was found: its expansion will look its entries up (jps.hpp's relax).
  void prefetch(std::uint32_t node) const { table_.prefetch(node); }
  // Tells the search's outcome what the table cost, in time and memory, and whether begin() built it.
  void reportTable(SearchSpace& space) const {
    space.precomputeMicros = table_.buildMicros();
    space.precomputedNow = builtNow_;
    space.precomputeBytes = table_.bytes();
  }

  // Cells from walkable cell (x, y) (public coordinates) to the jump point or
  // the goal in direction (dx, dy); 0 when there is none.
  std::uint32_t scan(int x, int y, int dx, int dy) const {
    return scanAt(std::uint32_t(y + 1) * stride_ + std::uint32_t(x + 1), x + 1, y + 1, dx, dy);
  }
  // The same from `node`, whose padded coordinates are (px, py): the search's call.
  [[gnu::always_inline]] std::uint32_t scanAt(std::uint32_t node, int px, int py, int dx, int dy) const {
    const int jump = table_.at(node, Table::direction(dx, dy));
    const int aheadX = (goalX_ - px) * dx, aheadY = (goalY_ - py) * dy;  // goal offsets along the move
    if constexpr (Table::kFourConnected) {
      if (dy == 0) {  // horizontal: the goal's column plays the part of the diagonal's line
        if (aheadX > 0 && !(jump > 0 && aheadX >= jump) && aheadX <= std::abs(jump)) {
          if (goalY_ == py) return std::uint32_t(aheadX);
          const std::uint32_t inLine = node + std::uint32_t(aheadX) * std::uint32_t(dx);
          const int up = goalY_ < py ? -1 : 1;
          if (std::abs(goalY_ - py) <= std::abs(table_.at(inLine, Table::direction(0, up)))) {
            return std::uint32_t(aheadX);
          }
        }
        return jump > 0 ? std::uint32_t(jump) : 0;
      }
    }
    if (dx == 0 || dy == 0) {
      const int toGoal = dy == 0 ? (goalY_ == py ? aheadX : -1) : (goalX_ == px ? aheadY : -1);
      if (toGoal > 0 && toGoal <= std::abs(jump)) return std::uint32_t(toGoal);
      return jump > 0 ? std::uint32_t(jump) : 0;
    }
    if (aheadX > 0 && aheadY > 0) {
      const int k = std::min(aheadX, aheadY);  // steps to the cell in line with the goal
      if (jump > 0 && k >= jump) return std::uint32_t(jump);
      if (k <= std::abs(jump)) {
        if (aheadX == aheadY) return std::uint32_t(k);  // the goal itself
        const std::uint32_t inLine = node + std::uint32_t(k) * (std::uint32_t(dx) + std::uint32_t(dy) * stride_);
        const bool row = aheadX > aheadY;  // the goal is on inLine's row, further along x
        const int rest = row ? aheadX - k : aheadY - k;
        if (rest <= std::abs(table_.at(inLine, row ? Table::direction(dx, 0) : Table::direction(0, dy)))) {
          return std::uint32_t(k);
        }
      }
    }
    return jump > 0 ? std::uint32_t(jump) : 0;
  }

  // Whether `steps` moves by (dx, dy) from `node` are all allowed: the table's
  // runs read one after the other (a jump point's entry goes on along the run).
  bool clearRun(std::uint32_t node, int /*px*/, int /*py*/, int dx, int dy, int steps) const {
    const int direction = Table::direction(dx, dy);
    const std::uint32_t move = std::uint32_t(dx) + std::uint32_t(dy) * stride_;
    for (;;) {
      const int jump = table_.at(node, direction);
      if (jump <= 0) return -jump >= steps;
      if (jump >= steps) return true;
      steps -= jump;
      node += move * std::uint32_t(jump);
    }
  }

 private:
  Table table_;
  bool builtNow_ = false;
  std::uint32_t stride_ = 0;
  int goalX_ = 0, goalY_ = 0;  // padded
};

}  // namespace pathlab
