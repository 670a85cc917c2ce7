// Theta* (Nash, Daniel, Koenig and Felner, "Theta*: Any-Angle Path Planning
// on Grids", 2007) and Lazy Theta* (Nash, Koenig and Tovey, "Lazy Theta*:
// Any-Angle Path Planning and Path Length Analysis in 3D", 2010).
//
// A* over the grid's cells whose paths are not bound to the eight directions:
// when a cell `s` reaches a neighbour `n`, it offers `n` two parents, s itself
// (a move of the grid rule) or s's own parent when the straight line from
// there to n is clear (the library's line test, core/line_of_sight.hpp). A
// node's parent is then the previous turning point, the path is the list of
// turning points start..goal, and g is the sum of the legs' costs (lineCost:
// length, times terrain where there is some). The grandparent is taken unless
// the move through s is cheaper, which with terrain it can be; so g never
// exceeds what a grid path measured the same way costs, and with the
// straight-line heuristic (admissible: every cost is at least 1 per unit of
// length) the goal's cost is never above the optimal 8-direction cost.
//
// Lazy Theta* offers the grandparent without testing the line, and tests it
// only when the node comes off the open list. If the line is blocked the node
// takes its cheapest expanded neighbour as parent instead (there is always
// one: the node that reached it); if that costs more than the node's key
// promised, the node goes back into the open list with its true cost rather
// than being expanded (a safeguard not in the 2010 paper, which keeps the
// cost bound above). On maps with terrain a leg's cost needs the walk along
// its line anyway, so lines are tested when offered, as in Theta*.
//
// Trace: open/improve events carry the parent a node was given (the grandparent
// when the line was clear); Lazy Theta*'s corrections are improve events.
#pragma once

#include <cstdint>
#include <vector>

#include "algorithms/any_angle.hpp"
#include "algorithms/best_first.hpp"

namespace pathlab {

template <class OpenList>
class ThetaStarSearch {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config, bool lazy) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    config_ = config;
    lazy_ = lazy && graph.grid().terrainCellCount() == 0;
    if (lazy_ && blockedFrom_.size() < graph.nodeCount()) blockedFrom_.resize(graph.nodeCount());
    frontier_.begin(space, graph, goal, config);
    frontier_.reach(start, 0.0, kNoNode, TraceKind::Open);
  }

  // Expands up to `budget` nodes; returns the status after them. A Lazy Theta*
  // node put back with a corrected cost counts against the budget, not as an expansion.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (frontier_.empty()) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
      if (s.expanded >= config_.maxExpansions) return finishAtLimit();
      const std::uint32_t node = frontier_.pop();
      const double promised = s.records.g(node);
      if (lazy_ && correctParent(node) && improves(promised, s.records.g(node))) {
        frontier_.reach(node, s.records.g(node), s.records.parent(node), TraceKind::Improve);
        continue;
      }
      expand(node);
    }
    return s.status;
  }

 private:
  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, node == goal_, goal_, [&] { return frontier_.heuristic(node); })) return;
    const double g = s.records.g(node);
    const std::uint32_t parent = s.records.parent(node);
    const double parentG = parent == kNoNode ? 0.0 : s.records.g(parent);
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double) {
      const NodeState state = s.records.state(next);
      if (state == NodeState::Closed) return;
      double best = g + stepLegCost(*graph_, node, next);
      std::uint32_t from = node;
      if (lazy_ && state == NodeState::Unvisited) blockedFrom_[next] = kNoNode;
      if (parent != kNoNode && !(lazy_ && blockedFrom_[next] == parent)) {
        const double leg = lazy_ ? straightLength(parent, next) : legCost(*graph_, parent, next);
        if (leg >= 0.0 && !improves(best, parentG + leg)) {
          best = parentG + leg;
          from = parent;
        }
      }
      frontier_.relax(from, next, best);
    });
  }

  // Lazy Theta*: when the line from the node's parent is blocked, makes its
  // cheapest expanded neighbour its parent. Returns whether it changed anything.
  bool correctParent(std::uint32_t node) {
    SearchRecords& records = space_->records;
    const std::uint32_t parent = records.parent(node);
    if (parent == kNoNode) return false;
    const Grid& grid = graph_->grid();
    if (lineOfSight(grid, graph_->x(parent), graph_->y(parent), graph_->x(node), graph_->y(node))) return false;
    blockedFrom_[node] = parent;
    double best = 0.0;
    std::uint32_t from = kNoNode;
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double) {
      if (records.state(next) != NodeState::Closed) return;
      const double g = records.g(next) + stepLegCost(*graph_, next, node);
      if (from == kNoNode || g < best) {
        best = g;
        from = next;
      }
    });
    if (from == kNoNode) return false;  // not reached: a node is only opened from an expanded neighbour
    records.setOpen(node, best, from);
    return true;
  }

  // At the expansion cap: the partial path ends at the most promising node,
  // whose parent Lazy Theta* may not have checked yet.
  SearchStatus finishAtLimit() {
    const std::uint32_t end = frontier_.promisingNode();
    if (lazy_ && end != kNoNode) correctParent(end);
    return space_->finish(*graph_, SearchStatus::Limit, end, goal_);
  }

  double straightLength(std::uint32_t a, std::uint32_t b) const {
    return graph_->distance(Heuristic::Euclidean, a, b);
  }

  SearchSpace* space_ = nullptr;
  const GridGraph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  BestFirstConfig config_;
  bool lazy_ = false;  // Lazy Theta* on a map without terrain
  // Lazy Theta*: per reached node, the last parent whose line to it was found
  // blocked, so that the same line is not offered again (valid from a node's
  // first reach in this search; allocated once per map size).
  std::vector<std::uint32_t> blockedFrom_;
  BestFirstFrontier<GridGraph, OpenList> frontier_;
};

}  // namespace pathlab
