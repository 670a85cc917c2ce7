// Finds the jump point reached from a cell in one direction of a diagonal rule (jump_rules.hpp
// says which cells stop a scan). jps.hpp's search calls it; JPS+ swaps in the same answers read from
// its table (jps_plus.hpp's JumpTableScanner), and terrain adds its own stops (terrain_stops.hpp).
//
// The straight scans are block-based (Harabor and Grastien 2014, "Improving
// Jump Point Search"): they read 64 cells of the scanned line and of the two
// lines beside it at once from the grid's WalkableBits, and find the first
// wall, forced neighbour or goal with one count-zeros instruction. Vertical
// scans read the transposed (column) bits the same way. The jump points are
// exactly those of a cell-by-cell scan under the rules above.
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>

#include "algorithms/jump_rules.hpp"
#include "core/grid.hpp"
#include "algorithms/terrain_stops.hpp"

namespace pathlab {

// Finds the jump point reached from a cell in one of the directions of the rule. With Terrain, scans
// also stop where the terrain makes a cell a jump point (terrain_stops.hpp says where and why).
template <DiagonalRule Rule, bool Terrain = false>
class JumpScanner {
  using Rules = JumpRules<Rule>;

 public:
  void begin(const Grid& grid, std::uint32_t goal, const TerrainStops<Rule>* stops = nullptr) {
    stops_ = stops;
    grid_ = &grid;
    bits_ = &grid.walkableBits();
    stride_ = grid.stride();
    goal_ = goal;
    goalX_ = grid.nodeX(goal) + 1;
    goalY_ = grid.nodeY(goal) + 1;
  }

  // Cells from walkable cell (x, y) (public coordinates) to the jump point in
  // direction (dx, dy), each -1, 0 or 1; 0 when the scan hits a wall first.
  std::uint32_t scan(int x, int y, int dx, int dy) const {
    return scanAt(grid_->node(x, y), x + 1, y + 1, dx, dy);
  }
  // The same from `node`, whose padded coordinates are (px, py): the search's call.
  [[gnu::always_inline]] std::uint32_t scanAt(std::uint32_t node, int px, int py, int dx, int dy) const {
    if constexpr (Rules::kFourConnected) {
      if (dy == 0) return horizontal(node, px, py, dx);
    }
    if (dx != 0 && dy != 0) return diagonal(node, px, py, dx, dy);
    if (dy == 0) return straight<Horizontal>(std::uint32_t(py), px, dx);
    return straight<Vertical>(std::uint32_t(px), py, dy);
  }

 private:
  enum Axis { Horizontal,
              Vertical };

  // 64 cells of a line (a padded row when horizontal, column when vertical)
  // from position `first`, with the same cells of the lines on either side.
  template <Axis axis>
  WalkableBits::Band band(std::uint32_t line, int first) const {
    return axis == Horizontal ? bits_->rowBand(line, first) : bits_->columnBand(line, first);
  }

  // The goal's position on `line`, or a position no scan reaches.
  template <Axis axis>
  int goalOn(std::uint32_t line) const {
    const int goalLine = axis == Horizontal ? goalY_ : goalX_;
    return int(line) == goalLine ? (axis == Horizontal ? goalX_ : goalY_) : INT_MIN / 2;
  }

  // Where the terrain stops (Ends false) or ends (true) the scans among the 64 cells of the window,
  // scanning in direction `dir` (none without Terrain).
  template <Axis axis, bool Ends>
  std::uint64_t terrainIn(std::uint32_t line, int first, int dir) const {
    if constexpr (Terrain) {
      const DirectionPlanes& planes = Ends ? stops_->endPlanes() : stops_->stopPlanes();
      return axis == Horizontal ? planes.row(line, first, dir) : planes.column(line, first, dir);
    }
    (void)line, (void)first, (void)dir;
    return 0;
  }
  bool terrainDeadAt(std::uint32_t node, int dx, int dy) const {
    if constexpr (Terrain) return node != goal_ && stops_->deadAt(node, dx, dy);
    (void)node, (void)dx, (void)dy;
    return false;
  }
  bool terrainStopAt(std::uint32_t node, int dx, int dy) const {
    if constexpr (Terrain) return stops_->stopsAt(node, dx, dy);
    (void)node;
    (void)dx;
    (void)dy;
    return false;
  }

  static std::uint64_t bitAt(int position, int first) {
    return unsigned(position - first) < 64 ? std::uint64_t(1) << (position - first) : 0;
  }

  // The cells of a window with a forced neighbour on side line `side`, scanning
  // forwards (towards higher bits) or backwards. Without corner cutting: the
  // side cell is free and the one behind it (one bit back) a wall. With it: the
  // side cell is a wall and the one ahead of it free (and, for
  // if-at-most-one-obstacle, the cell ahead on the line too, or the diagonal is
  // not allowed).
  static std::uint64_t forced(std::uint64_t side, std::uint64_t line, bool forwards) {
    if constexpr (Rules::kCutsCorners) {
      const std::uint64_t ahead = forwards ? side >> 1 : side << 1;
      const std::uint64_t lineAhead = Rule == DiagonalRule::Always ? ~std::uint64_t(0) : forwards ? line >> 1
                                                                                                  : line << 1;
      return ~side & ahead & lineAhead;
    } else {
      (void)line;
      return side & ~(forwards ? side << 1 : side >> 1);
    }
  }
  // Bits a window can stop at: not the cell the scan comes from, and with
  // corner cutting not the far end, whose cell ahead is in the next window.
  static constexpr std::uint64_t kForwardStops =
      Rules::kCutsCorners ? ~std::uint64_t(1) & ~(std::uint64_t(1) << 63) : ~std::uint64_t(1);
  static constexpr std::uint64_t kBackwardStops =
      Rules::kCutsCorners ? ~std::uint64_t(1) & ~(std::uint64_t(1) << 63) : ~(std::uint64_t(1) << 63);
  static constexpr int kAdvance = Rules::kCutsCorners ? 62 : 63;  // the next window starts at its last stop

  // Cells from padded position `from` along `line` in direction `dir` (+1 or -1)
  // to the first goal or cell with a forced neighbour, or 0 when a wall comes
  // first. Each window holds the cell the scan comes from in its first bit
  // (bit 0 forwards, bit 63 backwards), so a side cell's "behind" is its
  // neighbouring bit.
  template <Axis axis>
  [[gnu::always_inline]] std::uint32_t straight(std::uint32_t line, int from, int dir) const {
    // In corridors and small rooms most scans end at once at a wall: one byte says so.
    const std::uint32_t next = std::uint32_t(from + dir);
    if (!grid_->isOpen(axis == Horizontal ? line * stride_ + next : next * stride_ + line)) return 0;
    const int goal = goalOn<axis>(line);
    if (dir > 0) {
      for (int first = from;; first += kAdvance) {
        const WalkableBits::Band b = band<axis>(line, first);
        const std::uint64_t goalBit = bitAt(goal, first), dead = terrainIn<axis, true>(line, first, 1) & ~goalBit;
        const std::uint64_t stops = (~b.line | dead | forced(b.before, b.line, true) | forced(b.after, b.line, true) |
                                     goalBit | terrainIn<axis, false>(line, first, 1)) &
                                    kForwardStops;
        if (stops == 0) continue;
        const int i = std::countr_zero(stops);
        return ((b.line & ~dead) >> i) & 1 ? std::uint32_t(first + i - from) : 0;
      }
    }
    for (int first = from - 63;; first -= kAdvance) {
      const WalkableBits::Band b = band<axis>(line, first);
      const std::uint64_t goalBit = bitAt(goal, first), dead = terrainIn<axis, true>(line, first, -1) & ~goalBit;
      const std::uint64_t stops = (~b.line | dead | forced(b.before, b.line, false) | forced(b.after, b.line, false) |
                                   goalBit | terrainIn<axis, false>(line, first, -1)) &
                                  kBackwardStops;
      if (stops == 0) continue;
      const int i = std::countl_zero(stops);  // the cell at first + 63 - i
      return ((b.line & ~dead) >> (63 - i)) & 1 ? std::uint32_t(from - (first + 63 - i)) : 0;
    }
  }

  // Diagonal steps from padded (x, y) until a cell where a straight scan along
  // either component finds something, a forced neighbour, or the goal; no jump
  // at a step the rule forbids.
  [[gnu::noinline]] std::uint32_t diagonal(std::uint32_t node, int x, int y, int dx, int dy) const {
    const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride_;
    for (std::uint32_t steps = 1;; ++steps) {
      if (!Rules::diagonalStep(*grid_, node, moveX, moveY)) return 0;
      node += moveX + moveY;
      x += dx;
      y += dy;
      if (terrainDeadAt(node, dx, dy)) return 0;
      if (node == goal_ || terrainStopAt(node, dx, dy) || Rules::anyDiagonalForced(*grid_, node, moveX, moveY) ||
          straight<Horizontal>(std::uint32_t(y), x, dx) || straight<Vertical>(std::uint32_t(x), y, dy)) {
        return steps;
      }
    }
  }

  // `never`: horizontal steps from padded (x, y) until a cell where a vertical
  // scan up or down finds something, or the goal; 0 at a wall.
  [[gnu::noinline]] std::uint32_t horizontal(std::uint32_t node, int x, int y, int dx) const {
    const std::uint32_t move = std::uint32_t(dx);
    for (std::uint32_t steps = 1;; ++steps) {
      node += move;
      x += dx;
      if (!grid_->isOpen(node) || terrainDeadAt(node, dx, 0)) return 0;
      if (node == goal_ || terrainStopAt(node, dx, 0) || straight<Vertical>(std::uint32_t(x), y, -1) ||
          straight<Vertical>(std::uint32_t(x), y, 1)) {
        return steps;
      }
    }
  }

  // Whether the `steps` cells after padded position `from` along `line` in
  // direction `dir` are all walkable: the bits of up to 63 cells at a time.
  template <Axis axis>
  bool clearLine(std::uint32_t line, int from, int dir, int steps) const {
    while (steps > 0) {
      const int n = std::min(steps, 63);
      const std::uint64_t need = (std::uint64_t(1) << n) - 1;
      if ((band<axis>(line, dir > 0 ? from + 1 : from - n).line & need) != need) return false;
      steps -= n;
      from += dir * n;
    }
    return true;
  }

 public:
  // Whether `steps` moves by (dx, dy) from `node` (padded coordinates (px, py))
  // are all allowed: every cell walkable and every diagonal step one the rule permits.
  bool clearRun(std::uint32_t node, int px, int py, int dx, int dy, int steps) const {
    if (dy == 0) return clearLine<Horizontal>(std::uint32_t(py), px, dx, steps);
    if (dx == 0) return clearLine<Vertical>(std::uint32_t(px), py, dy, steps);
    const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride_;
    for (int k = 0; k < steps; ++k, node += moveX + moveY) {
      if (!Rules::diagonalStep(*grid_, node, moveX, moveY)) return false;
    }
    return true;
  }

 private:
  const Grid* grid_ = nullptr;
  const WalkableBits* bits_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  int goalX_ = 0, goalY_ = 0;                  // padded
  const TerrainStops<Rule>* stops_ = nullptr;  // with Terrain
};

}  // namespace pathlab
