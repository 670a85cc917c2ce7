// Breadth-first search on a grid (breadth_first.hpp); it has a queue, not an open list.
#include "algorithms/breadth_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

void beginBreadthFirst(BreadthFirstSearch<GridGraph>& search, SearchSpace& space, const GridGraph& graph,
                       std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, options.maxExpansions);
}

}  // namespace

std::unique_ptr<GridEngine> makeBreadthFirstEngine(OpenListKind) {
  return std::make_unique<SearchEngine<BreadthFirstSearch<GridGraph>, beginBreadthFirst>>();
}

}  // namespace pathlab
