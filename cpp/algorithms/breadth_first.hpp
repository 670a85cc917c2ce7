// Breadth-first search: a FIFO queue, blind to costs. It finds a path with the
// fewest moves; on a 4-connected map of uniform cost that is a shortest path.
// g in the trace is still the real cost of the path to each cell.
#pragma once

#include "algorithms/uninformed_search.hpp"

namespace pathlab {

template <class Graph>
using BreadthFirstSearch = UninformedSearch<Graph, Frontier::Queue>;

}  // namespace pathlab
