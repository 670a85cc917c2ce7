// IDA* on a grid (ida_star.hpp); it keeps a path, not an open list.
#include "algorithms/grid_engine.hpp"
#include "algorithms/ida_star.hpp"

namespace pathlab {
namespace {

void beginIdaStar(IdaStarSearch<GridGraph>& search, SearchSpace& space, const GridGraph& graph, std::uint32_t start,
                  std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, options.maxExpansions);
}

}  // namespace

std::unique_ptr<GridEngine> makeIdaStarEngine(OpenListKind) {
  return std::make_unique<SearchEngine<IdaStarSearch<GridGraph>, beginIdaStar>>();
}

}  // namespace pathlab
