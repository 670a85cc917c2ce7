// Bidirectional A* and Dijkstra on a grid (bidirectional.hpp).
#include "algorithms/bidirectional.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginBidirectional(BidirectionalSearch<OpenList>& search, SearchSpace& space, const GridGraph& graph,
                        std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BidirectionalConfig::forOptions(options));
}

template <class OpenList>
using BidirectionalEngine = SearchEngine<BidirectionalSearch<OpenList>, beginBidirectional<OpenList>>;

}  // namespace

std::unique_ptr<GridEngine> makeBidirectionalEngine(OpenListKind openList) {
  return makeWithOpenList<BidirectionalEngine>(openList);
}

}  // namespace pathlab
