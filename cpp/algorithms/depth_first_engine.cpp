// Depth-first search on a grid (depth_first.hpp); it has a stack, not an open list.
#include "algorithms/depth_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

void beginDepthFirst(DepthFirstSearch<GridGraph>& search, SearchSpace& space, const GridGraph& graph,
                     std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, options.maxExpansions);
}

}  // namespace

std::unique_ptr<GridEngine> makeDepthFirstEngine(OpenListKind) {
  return std::make_unique<SearchEngine<DepthFirstSearch<GridGraph>, beginDepthFirst>>();
}

}  // namespace pathlab
