// The searches the core has, one enumerator each. What each one is (its name, family, frontier,
// guarantees, refusals and defaults) is its row in the table (algorithm_info.cpp), in this order.
#pragma once

namespace pathlab {

enum class Algorithm {
  AStar,
  Dijkstra,
  Greedy,
  BreadthFirst,
  WeightedAStar,
  // Jump Point Search: A* over jump points (jps.hpp), under every diagonal rule
  // (docs/jump-point-search.md); what it refuses is its row in algorithm_info.cpp.
  JumpPoint,
  // Two searches, from the start and from the goal, that stop when they provably met on a shortest path.
  BidirectionalAStar,
  BidirectionalDijkstra,
  // Any-angle: paths of straight legs between cell centres (theta_star.hpp).
  ThetaStar,
  LazyThetaStar,
  // Iterative-deepening A* (ida_star.hpp) and depth-first search (depth_first.hpp).
  IdaStar,
  DepthFirst,
  // Incremental replanning (algorithms/incremental_search.hpp): Lifelong Planning A* searches from
  // the start, D* Lite from the goal; both repair their previous search after edits.
  LpaStar,
  DStarLite,
  // JPS+: Jump Point Search with jump distances precomputed per cell and direction (jps_plus.hpp).
  JumpPointPlus,
  // Fringe search (fringe_search.hpp): IDA*'s threshold on f over one list that it keeps.
  Fringe,
  // Not an algorithm: how many there are, for the table's check and the engine registry's
  // size. A new algorithm goes above it, in the order of its row in algorithm_info.cpp.
  Count
};

}  // namespace pathlab
