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
// Expansions are jump points; the trace records them as expand events and the
// jump points they reach as open/improve events (parent = the jump point they
// came from). The path lists every cell, filled in between jump points.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "algorithms/best_first.hpp"
#include "algorithms/path_output.hpp"
#include "core/grid_graph.hpp"

namespace pathlab {

template <class OpenList>
class JumpPointSearch {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    space_ = &space;
    graph_ = &graph;
    grid_ = &graph.grid();
    stride_ = grid_->stride();
    goal_ = goal;
    config_ = config;
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
  struct Jump {
    std::uint32_t node;   // the jump point, or kNoNode when the scan hit a wall
    std::uint32_t steps;  // cells moved to reach it
  };
  static constexpr Jump kNoJump{kNoNode, 0};

  bool open(std::uint32_t node) const { return grid_->isOpen(node); }
  // Offsets are added in unsigned arithmetic: node + offset(-1, 0) wraps to node - 1.
  std::uint32_t offset(int dx, int dy) const { return std::uint32_t(dy) * stride_ + std::uint32_t(dx); }

  // Moving by `move`, whether side cell n+side is free while the cell behind it is a wall.
  bool forcedSide(std::uint32_t n, std::uint32_t move, std::uint32_t side) const {
    return open(n + side) && !open(n + side - move);
  }
  bool forced(std::uint32_t n, std::uint32_t move, std::uint32_t side) const {
    return forcedSide(n, move, side) || forcedSide(n, move, 0u - side);
  }

  Jump jumpStraight(std::uint32_t n, std::uint32_t move, std::uint32_t side) const {
    for (std::uint32_t steps = 1;; ++steps) {
      n += move;
      if (!open(n)) return kNoJump;
      if (n == goal_ || forced(n, move, side)) return {n, steps};
    }
  }

  Jump jumpDiagonal(std::uint32_t n, std::uint32_t moveX, std::uint32_t moveY) const {
    for (std::uint32_t steps = 1;; ++steps) {
      if (!open(n + moveX) || !open(n + moveY) || !open(n + moveX + moveY)) return kNoJump;
      n += moveX + moveY;
      if (n == goal_ || jumpStraight(n, moveX, moveY).node != kNoNode ||
          jumpStraight(n, moveY, moveX).node != kNoNode) {
        return {n, steps};
      }
    }
  }

  // Scans from `node` in direction (dx, dy) and relaxes the jump point found, if any.
  void scan(std::uint32_t node, double g, int dx, int dy) {
    const bool diagonal = dx != 0 && dy != 0;
    const Jump jump = diagonal ? jumpDiagonal(node, offset(dx, 0), offset(0, dy))
                               : jumpStraight(node, offset(dx, dy), offset(dy != 0, dx != 0));
    if (jump.node == kNoNode) return;
    const double unit = diagonal ? graph_->diagonalCost() : graph_->straightCost();
    frontier_.relax(node, jump.node, g + unit * jump.steps);
  }

  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    s.records.setClosed(node);
    ++s.expanded;
    if (s.trace.enabled()) s.note(*graph_, TraceKind::Expand, node, frontier_.heuristic(node));
    if (node == goal_) {
      finishAt(SearchStatus::Found, node);
      return;
    }
    const double g = s.records.g(node);
    const std::uint32_t parent = s.records.parent(node);
    if (parent == kNoNode) {  // the start: every direction
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          if (dx != 0 || dy != 0) scan(node, g, dx, dy);
        }
      }
      return;
    }
    const int dx = sign(graph_->x(node) - graph_->x(parent));
    const int dy = sign(graph_->y(node) - graph_->y(parent));
    if (dx != 0 && dy != 0) {
      scan(node, g, dx, 0);
      scan(node, g, 0, dy);
      scan(node, g, dx, dy);
      return;
    }
    scan(node, g, dx, dy);
    const int sideX = dy != 0, sideY = dx != 0;  // perpendicular to the move
    for (int side : {1, -1}) {
      if (forcedSide(node, offset(dx, dy), offset(side * sideX, side * sideY))) {
        scan(node, g, side * sideX, side * sideY);
        scan(node, g, dx + side * sideX, dy + side * sideY);
      }
    }
  }

  // Ends the search, filling in every cell between the jump points from the start to `end`.
  SearchStatus finishAt(SearchStatus result, std::uint32_t end) {
    const SearchRecords& records = space_->records;
    jumpPoints_.clear();
    for (std::uint32_t n = end; n != kNoNode; n = records.parent(n)) jumpPoints_.push_back(n);
    std::reverse(jumpPoints_.begin(), jumpPoints_.end());
    cells_.clear();
    if (!jumpPoints_.empty()) cells_.push_back({jumpPoints_.front(), 0.0});
    for (std::size_t i = 1; i < jumpPoints_.size(); ++i) {
      const std::uint32_t a = jumpPoints_[i - 1], b = jumpPoints_[i];
      const int dx = graph_->x(b) - graph_->x(a), dy = graph_->y(b) - graph_->y(a);
      const int steps = std::max(std::abs(dx), std::abs(dy));
      const std::uint32_t move = offset(sign(dx), sign(dy));
      const double unit = dx != 0 && dy != 0 ? graph_->diagonalCost() : graph_->straightCost();
      for (int k = 1; k < steps; ++k) cells_.push_back({a + move * std::uint32_t(k), records.g(a) + unit * k});
      cells_.push_back({b, records.g(b)});
    }
    return finishWithPath(*space_, *graph_, result, cells_, goal_);
  }

  static int sign(int v) { return (v > 0) - (v < 0); }

  SearchSpace* space_ = nullptr;
  const GridGraph* graph_ = nullptr;
  const Grid* grid_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  BestFirstConfig config_;  // reopenClosed stays off: with a consistent heuristic nothing closed gets cheaper
  BestFirstFrontier<GridGraph, OpenList> frontier_;
  std::vector<std::uint32_t> jumpPoints_;  // reused by finishAt
  std::vector<PathCell> cells_;
};

}  // namespace pathlab
