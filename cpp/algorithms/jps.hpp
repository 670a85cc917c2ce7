// Jump Point Search (Harabor and Grastien, 2011), for 8-connected grids where
// a diagonal move needs both side cells free (`only-when-no-obstacles`, the
// Moving AI rule) and every walkable cell costs 1. GridSearch refuses other
// settings with a message rather than answering wrongly.
//
// It is A* over "jump points": instead of opening all neighbours of a node it
// scans straight lines and diagonals and only stops where an optimal path might
// have to turn. With this no-corner-cutting rule:
//  - a straight scan in direction o stops at cell n when a side cell n+s is
//    free but the cell behind it, n+s-o, is a wall (n+s is a "forced"
//    neighbour: the only shortest way into it is through n);
//  - a diagonal scan stops at a cell from which one of its two straight scans
//    finds something; diagonal moves never have forced neighbours here;
//  - either scan stops at the goal, and gives up at a wall.
// A node expanded after a straight move continues straight, and, on each
// forced side s, also along s and along the diagonal o+s. After a diagonal
// move it continues along the diagonal and its two straight components.
//
// The straight scans are block-based (Harabor and Grastien 2014, "Improving
// Jump Point Search"): they read 64 cells of the scanned line and of the two
// lines beside it at once from the grid's WalkableBits, and find the first
// wall, forced neighbour or goal with one count-zeros instruction. Vertical
// scans read the transposed (column) bits the same way. The jump points are
// exactly those of a cell-by-cell scan under the rule above.
//
// Expansions are jump points; the trace records them as expand events and the
// jump points they reach as open/improve events (parent = the jump point they
// came from). The path lists every cell, filled in between jump points.
//
// With PruneIntermediate (JPS+ uses it; Harabor and Grastien 2014 call it
// pruning intermediate nodes), a jump point found by a diagonal scan is not
// queued: the scan generates that point's straight jump points at once, with
// the node being expanded as their parent, and goes on along the diagonal.
// About half the expansions go (den520d: 95 to 42 on average) and the costs
// stay optimal. A parent and its successor are then joined by a diagonal run
// and a straight run, in that order, which is how the path is filled in and
// how an expanded node tells the direction it arrived in.
#pragma once

#include <algorithm>
#include <bit>
#include <climits>
#include <cstdint>
#include <vector>

#include "algorithms/best_first.hpp"
#include "algorithms/path_output.hpp"
#include "core/grid_graph.hpp"

namespace pathlab {

// Finds the jump point reached from a cell in one of the eight directions.
class JumpScanner {
 public:
  void begin(const Grid& grid, std::uint32_t goal) {
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
    if (dx != 0 && dy != 0) return diagonal(node, px, py, dx, dy);
    if (dy == 0) return straight<Horizontal>(std::uint32_t(py), px, dx);
    return straight<Vertical>(std::uint32_t(px), py, dy);
  }

 private:
  enum Axis { Horizontal, Vertical };

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

  static std::uint64_t bitAt(int position, int first) {
    return unsigned(position - first) < 64 ? std::uint64_t(1) << (position - first) : 0;
  }

  // Cells from padded position `from` along `line` in direction `dir` (+1 or -1)
  // to the first goal or cell with a forced neighbour, or 0 when a wall comes
  // first. A forced neighbour: a cell beside the line is free while the one
  // behind it (one step back along the line) is a wall. Each window holds the
  // cell the scan comes from in its first bit (bit 0 forwards, bit 63
  // backwards), so a side cell's "behind" is its neighbouring bit, and the
  // next window starts 63 cells on.
  template <Axis axis>
  [[gnu::always_inline]] std::uint32_t straight(std::uint32_t line, int from, int dir) const {
    // In corridors and small rooms most scans end at once at a wall: one byte says so.
    const std::uint32_t next = std::uint32_t(from + dir);
    if (!grid_->isOpen(axis == Horizontal ? line * stride_ + next : next * stride_ + line)) return 0;
    const int goal = goalOn<axis>(line);
    if (dir > 0) {
      for (int first = from;; first += 63) {
        const WalkableBits::Band b = band<axis>(line, first);
        const std::uint64_t forced = (b.before & ~(b.before << 1)) | (b.after & ~(b.after << 1));
        const std::uint64_t stops = (~b.line | forced | bitAt(goal, first)) & ~std::uint64_t(1);
        if (stops == 0) continue;
        const int i = std::countr_zero(stops);
        return (b.line >> i) & 1 ? std::uint32_t(first + i - from) : 0;
      }
    }
    for (int first = from - 63;; first -= 63) {
      const WalkableBits::Band b = band<axis>(line, first);
      const std::uint64_t forced = (b.before & ~(b.before >> 1)) | (b.after & ~(b.after >> 1));
      const std::uint64_t stops = (~b.line | forced | bitAt(goal, first)) & ~(std::uint64_t(1) << 63);
      if (stops == 0) continue;
      const int i = std::countl_zero(stops);  // the cell at first + 63 - i
      return (b.line >> (63 - i)) & 1 ? std::uint32_t(from - (first + 63 - i)) : 0;
    }
  }

  // Diagonal steps from padded (x, y) until a cell where a straight scan along
  // either component finds something, or the goal; no jump at a blocked step.
  [[gnu::noinline]] std::uint32_t diagonal(std::uint32_t node, int x, int y, int dx, int dy) const {
    const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride_;
    for (std::uint32_t steps = 1;; ++steps) {
      if (!grid_->isOpen(node + moveX) || !grid_->isOpen(node + moveY) || !grid_->isOpen(node + moveX + moveY)) {
        return 0;
      }
      node += moveX + moveY;
      x += dx;
      y += dy;
      if (node == goal_ || straight<Horizontal>(std::uint32_t(y), x, dx) ||
          straight<Vertical>(std::uint32_t(x), y, dy)) {
        return steps;
      }
    }
  }

  const Grid* grid_ = nullptr;
  const WalkableBits* bits_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  int goalX_ = 0, goalY_ = 0;  // padded
};

// Scanner: JumpScanner, or JumpTableScanner for JPS+ (jps_plus.hpp). Graph: the
// grid graph, or MicroStepGraph<GridGraph> to record micro-steps (each direction
// scanned, natural or forced, and what its jump found; micro_steps.hpp).
template <class OpenList, class Scanner = JumpScanner, bool PruneIntermediate = false, class Graph = GridGraph>
class JumpPointSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    space_ = &space;
    graph_ = &graph;
    grid_ = &graph.grid();
    stride_ = grid_->stride();
    goal_ = goal;
    config_ = config;
    scanner_.begin(*grid_, goal);
    if constexpr (requires { scanner_.reportTable(space); }) scanner_.reportTable(space);  // JPS+'s jump table
    frontier_.begin(space, graph, goal, config);
    frontier_.reach(start, 0.0, kNoNode, TraceKind::Open);
  }

  // Expands up to `budget` jump points; returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (frontier_.empty()) return finishAt(SearchStatus::NoPath, kNoNode);
      if (s.expanded >= config_.maxExpansions) return finishAt(SearchStatus::Limit, frontier_.promisingNode());
      expand(frontier_.pop());
    }
    return s.status;
  }

 private:
  bool open(std::uint32_t node) const { return grid_->isOpen(node); }
  // Offsets are added in unsigned arithmetic: node + offset(-1, 0) wraps to node - 1.
  std::uint32_t offset(int dx, int dy) const { return std::uint32_t(dy) * stride_ + std::uint32_t(dx); }

  // Moving by `move`, whether side cell n+side is free while the cell behind it is a wall.
  bool forcedSide(std::uint32_t n, std::uint32_t move, std::uint32_t side) const {
    return open(n + side) && !open(n + side - move);
  }

  // The node being expanded, with its padded coordinates.
  struct At {
    std::uint32_t node;
    int px, py;
  };

  // Micro-steps: the direction (dx, dy) is scanned from `from` (`forced`: for a forced
  // neighbour). Returns false when that way leaves the map (no neighbour, no event).
  bool noteScan(const At& from, int dx, int dy, bool forced) const {
    if constexpr (RecordsMicroSteps<Graph>) {
      const std::uint32_t next = from.node + offset(dx, dy);
      if (!graph_->inMap(next)) return false;
      graph_->noteEvent(TraceKind::JumpScan, from.node, next, 0.0, forced ? 1.0 : 0.0);
    }
    return true;
  }
  // Micro-steps: that scan found no jump point.
  void noteNone(const At& from, int dx, int dy) const {
    if constexpr (RecordsMicroSteps<Graph>) graph_->noteEvent(TraceKind::JumpNone, from.node, from.node + offset(dx, dy), 0.0, 0.0);
  }

  // Scans from `from` in direction (dx, dy) and relaxes the jump point found, if any.
  void scan(const At& from, double g, int dx, int dy, bool forced = false) {
    if (!noteScan(from, dx, dy, forced)) return;
    const std::uint32_t steps = scanner_.scanAt(from.node, from.px, from.py, dx, dy);
    if (steps == 0) {
      noteNone(from, dx, dy);
      return;
    }
    const double unit = dx != 0 && dy != 0 ? graph_->diagonalCost() : graph_->straightCost();
    frontier_.relax(from.node, from.node + offset(dx, dy) * steps, g + unit * steps);
  }

  // Scans the diagonal (dx, dy) from `from`. Without pruning, relaxes the jump
  // point found; with it, relaxes the straight jump points of every jump point
  // along the diagonal (and the goal, if the diagonal reaches it), each with
  // `from` as parent.
  void diagonal(const At& from, double g, int dx, int dy, bool forced = false) {
    if constexpr (!PruneIntermediate) {
      scan(from, g, dx, dy, forced);
    } else {
      if (!noteScan(from, dx, dy, forced)) return;
      const std::uint32_t move = offset(dx, dy);
      At at = from;
      double atG = g;
      if constexpr (RecordsMicroSteps<Graph>) {
        if (scanner_.scanAt(at.node, at.px, at.py, dx, dy) == 0) noteNone(from, dx, dy);
      }
      while (const std::uint32_t steps = scanner_.scanAt(at.node, at.px, at.py, dx, dy)) {
        at = {at.node + move * steps, at.px + dx * int(steps), at.py + dy * int(steps)};
        atG += graph_->diagonalCost() * steps;
        if (at.node == goal_) {
          frontier_.relax(from.node, at.node, atG);
          return;
        }
        if (const std::uint32_t run = scanner_.scanAt(at.node, at.px, at.py, dx, 0)) {
          frontier_.relax(from.node, at.node + offset(dx, 0) * run, atG + graph_->straightCost() * run);
        }
        if (const std::uint32_t run = scanner_.scanAt(at.node, at.px, at.py, 0, dy)) {
          frontier_.relax(from.node, at.node + offset(0, dy) * run, atG + graph_->straightCost() * run);
        }
      }
    }
  }

  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    s.expand(*graph_, node, false, goal_, [&] { return frontier_.heuristic(node); });
    if (node == goal_) {
      finishAt(SearchStatus::Found, node);  // with the cells between jump points filled in
      return;
    }
    const double g = s.records.g(node);
    const std::uint32_t parent = s.records.parent(node);
    const At at{node, graph_->x(node) + 1, graph_->y(node) + 1};
    if (parent == kNoNode) {  // the start: every direction
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          if (dx != 0 && dy != 0) {
            diagonal(at, g, dx, dy);
          } else if (dx != 0 || dy != 0) {
            scan(at, g, dx, dy);
          }
        }
      }
      return;
    }
    // The direction of the last move: a run from the parent is diagonal, straight, or diagonal then straight.
    const int ax = at.px - 1 - graph_->x(parent), ay = at.py - 1 - graph_->y(parent);
    const int dx = std::abs(ax) >= std::abs(ay) ? sign(ax) : 0;
    const int dy = std::abs(ay) >= std::abs(ax) ? sign(ay) : 0;
    if (dx != 0 && dy != 0) {
      scan(at, g, dx, 0);
      scan(at, g, 0, dy);
      diagonal(at, g, dx, dy);
      return;
    }
    scan(at, g, dx, dy);
    const int sideX = dy != 0, sideY = dx != 0;  // perpendicular to the move
    for (int side : {1, -1}) {
      if (forcedSide(node, offset(dx, dy), offset(side * sideX, side * sideY))) {
        scan(at, g, side * sideX, side * sideY, true);
        diagonal(at, g, dx + side * sideX, dy + side * sideY, true);
      }
    }
  }

  // Ends the search, filling in every cell between the jump points from the start to `end`.
  SearchStatus finishAt(SearchStatus result, std::uint32_t end) {
    const SearchRecords& records = space_->records;
    jumpPoints_.clear();
    records.appendChain(end, jumpPoints_);
    cells_.clear();
    if (!jumpPoints_.empty()) cells_.push_back({jumpPoints_.front(), 0.0});
    for (std::size_t i = 1; i < jumpPoints_.size(); ++i) {  // a diagonal run, then a straight one
      const std::uint32_t a = jumpPoints_[i - 1], b = jumpPoints_[i];
      const int dx = graph_->x(b) - graph_->x(a), dy = graph_->y(b) - graph_->y(a);
      const int diagonalSteps = std::min(std::abs(dx), std::abs(dy)), steps = std::max(std::abs(dx), std::abs(dy));
      const std::uint32_t diagonalMove = offset(sign(dx), sign(dy));
      const std::uint32_t straightMove = std::abs(dx) > std::abs(dy) ? offset(sign(dx), 0) : offset(0, sign(dy));
      std::uint32_t cell = a;
      double g = records.g(a);
      for (int k = 1; k < steps; ++k) {
        const bool onDiagonal = k <= diagonalSteps;
        cell += onDiagonal ? diagonalMove : straightMove;
        g += onDiagonal ? graph_->diagonalCost() : graph_->straightCost();
        cells_.push_back({cell, g});
      }
      cells_.push_back({b, records.g(b)});
    }
    return finishWithPath(*space_, *graph_, result, cells_, goal_);
  }

  static int sign(int v) { return (v > 0) - (v < 0); }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  const Grid* grid_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  BestFirstConfig config_;  // reopenClosed stays off: with a consistent heuristic nothing closed gets cheaper
  BestFirstFrontier<Graph, OpenList> frontier_;
  Scanner scanner_;
  std::vector<std::uint32_t> jumpPoints_;  // reused by finishAt
  std::vector<PathCell> cells_;
};

}  // namespace pathlab
