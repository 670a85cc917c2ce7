// Depth-first search: a stack, blind to costs and to the goal's direction. It
// goes as far as it can along the first open direction (north, east, south,
// west, then the diagonals), backs up only at dead ends, and stops at the
// first path to the goal it meets, however long the detour. So its path is
// legal but usually far from the shortest: nothing in it compares paths.
//
// Each cell is expanded once. A cell reached again before it is expanded
// takes the newer parent (the stack's order: the deepest branch is searched
// first), shown in the trace as an improve event; g is the real cost of the
// path to each cell, so the path's cost is the sum of its moves.
#pragma once

#include "algorithms/uninformed_search.hpp"

namespace pathlab {

template <class Graph>
using DepthFirstSearch = UninformedSearch<Graph, Frontier::Stack>;

}  // namespace pathlab
