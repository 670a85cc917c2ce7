// Depth-first search on a grid (depth_first.hpp); it has a stack, not an open list.
#include "algorithms/depth_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {

std::unique_ptr<GridEngine> makeDepthFirstEngine(OpenListKind) {
  using Search = DepthFirstSearch<GridGraph>;
  return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
}

}  // namespace pathlab
