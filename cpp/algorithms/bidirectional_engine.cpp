// Bidirectional A* and Dijkstra on a grid (bidirectional.hpp).
#include "algorithms/bidirectional.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginBidirectional(BidirectionalSearch<OpenList>& search, SearchSpace& space, const GridGraph& graph,
                        std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  BidirectionalConfig config;
  config.useHeuristic = options.algorithm != Algorithm::BidirectionalDijkstra;
  config.weight = options.weight;
  config.tieBreak = options.tieBreak;
  config.maxExpansions = options.maxExpansions;
  search.begin(space, graph, start, goal, config);
}

template <class OpenList>
using BidirectionalEngine = SearchEngine<BidirectionalSearch<OpenList>, beginBidirectional<OpenList>>;

}  // namespace

std::unique_ptr<GridEngine> makeBidirectionalEngine(OpenListKind openList) {
  return makeWithOpenList<BidirectionalEngine>(openList);
}

}  // namespace pathlab
