// A*, weighted A*, Dijkstra and greedy best-first on a grid (best_first.hpp).
#include "algorithms/best_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginBestFirst(BestFirstSearch<GridGraph, OpenList>& search, SearchSpace& space, const GridGraph& graph,
                    std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(options.algorithm, options));
}

template <class OpenList>
using BestFirstEngine = SearchEngine<BestFirstSearch<GridGraph, OpenList>, beginBestFirst<OpenList>>;

}  // namespace

std::unique_ptr<GridEngine> makeBestFirstEngine(OpenListKind openList) {
  return makeWithOpenList<BestFirstEngine>(openList);
}

}  // namespace pathlab
