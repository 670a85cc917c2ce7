// What any-angle paths share (Theta*, Lazy Theta*, string pulling): legs
// between cell centres, clear by the library's line test and measured by
// lineCost (core/line_of_sight.hpp), and the settings that allows.
#pragma once

#include <cstdint>

#include "core/grid_graph.hpp"
#include "core/line_of_sight.hpp"
#include "core/problem.hpp"

namespace pathlab {

// The cost of the straight leg between two nodes, or a negative number when a
// wall is in the way.
inline double legCost(const GridGraph& graph, std::uint32_t a, std::uint32_t b) {
  return lineCost(graph.grid(), graph.x(a), graph.y(a), graph.x(b), graph.y(b));
}

// The leg between neighbouring nodes that a move of the grid rule joins: its
// length times the mean of the two cells' costs, the same as legCost without the walk.
inline double stepLegCost(const GridGraph& graph, std::uint32_t a, std::uint32_t b) {
  const bool diagonal = graph.x(a) != graph.x(b) && graph.y(a) != graph.y(b);
  const Grid& grid = graph.grid();
  return (diagonal ? kSqrt2 : 1.0) * 0.5 * double(grid.nodeCost(a) + grid.nodeCost(b));
}

}  // namespace pathlab
