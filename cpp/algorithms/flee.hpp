// Flee (the flee heuristic of the Sumerian Blood A* tutorial, Ofer Rubinstein's "A Practical Overview of A*
// (with Code!)", http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/): find a path that takes an agent at least
// `minDistance` away from a threat, in straight-line distance, around walls.
//
// It is the ordinary best-first search (best_first.hpp) run on this adapter of
// the grid graph, which replaces "the goal node" by a goal region:
//   goal test   d(n) >= minDistance, where d(n) is the straight-line
//               (Euclidean) distance in cells from the threat's cell to n's;
//   heuristic   h(n) = u * max(0, minDistance - d(n)): the distance still to
//               gain, times u, the cheapest cost of moving one unit of
//               straight-line distance (1 with real costs; 14 / sqrt 2 with
//               10/14 costs). Terrain costs are >= 1, so h never overestimates
//               and is consistent: one step changes d by at most its length.
// The priority g + w * h therefore favours cells that gain distance from the
// threat; with A* (w = 1) or Dijkstra the path found is the cheapest way to get
// far enough. Weighted A* (that tutorial uses w = 1.75) and greedy gain distance
// faster and may return a longer path. When the search hits maxExpansions, its
// partial path leads to the reached cell farthest from the threat (among equal
// distances, the cheapest to reach). The threat's cell may be anywhere in the
// grid, walls included; only distances from it matter.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>

#include "core/grid_graph.hpp"

namespace pathlab {

class FleeGraph {
 public:
  FleeGraph(const GridGraph& grid, std::uint32_t threat, double minDistance)
      : grid_(&grid),
        threat_(threat),
        minDistance_(minDistance),
        unit_(std::min(grid.straightCost(), grid.diagonalCost() / kSqrt2)) {}

  std::uint32_t nodeCount() const { return grid_->nodeCount(); }
  std::uint32_t publicId(std::uint32_t node) const { return grid_->publicId(node); }
  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    grid_->forEachNeighbor(node, visit);
  }
  double distance(Heuristic h, std::uint32_t from, std::uint32_t to) const { return grid_->distance(h, from, to); }

  // Straight-line distance from the threat, in cells.
  double threatDistance(std::uint32_t node) const {
    return std::hypot(double(grid_->x(node) - grid_->x(threat_)), double(grid_->y(node) - grid_->y(threat_)));
  }
  // The search's `goal` argument is the threat's node; these ignore it and use threat_.
  bool isGoal(std::uint32_t node, std::uint32_t) const { return threatDistance(node) >= minDistance_; }
  double heuristic(std::uint32_t node, std::uint32_t) const {
    return unit_ * std::max(0.0, minDistance_ - threatDistance(node));
  }
  // Lower looks better for a partial path: the farther from the threat, the better.
  double goalEstimate(std::uint32_t node, std::uint32_t) const { return -threatDistance(node); }

 private:
  const GridGraph* grid_;
  std::uint32_t threat_;
  double minDistance_;
  double unit_;
};

}  // namespace pathlab
