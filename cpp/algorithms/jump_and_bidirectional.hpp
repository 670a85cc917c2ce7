// GridSearch engines for Jump Point Search and bidirectional A*/Dijkstra (one
// per open-list design), and the check that JPS's preconditions hold.
#pragma once

#include <memory>
#include <string>

#include "algorithms/grid_search.hpp"

namespace pathlab {

std::unique_ptr<GridEngine> makeJumpPointEngine(OpenListKind openList);
std::unique_ptr<GridEngine> makeBidirectionalEngine(OpenListKind openList);

// Why JPS cannot search this grid with these options, or "". O(1): the grid
// keeps count of its cells with terrain costs.
std::string checkJumpPointSearch(const Grid& grid, const SearchOptions& options);

}  // namespace pathlab
