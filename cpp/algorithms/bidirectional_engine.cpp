// Bidirectional A* and Dijkstra on a grid (bidirectional.hpp).
#include "algorithms/bidirectional.hpp"
#include "algorithms/engine_of.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginBidirectional(BidirectionalSearch<OpenList>& search, SearchSpace& space, const GridGraph& graph,
                        std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BidirectionalConfig::forOptions(options));
}

template <class OpenList>
using BidirectionalEngine = SearchEngine<BidirectionalSearch<OpenList>, beginBidirectional<OpenList>>;

std::unique_ptr<GridEngine> makeBidirectionalEngine(OpenListKind openList) {
  return makeWithOpenList<BidirectionalEngine>(openList);
}

}  // namespace

// The algorithms these engines run (engine_of.hpp).
template <>
struct EngineOf<Algorithm::BidirectionalAStar> : UsesEngine<makeBidirectionalEngine> {};
template <>
struct EngineOf<Algorithm::BidirectionalDijkstra> : UsesEngine<makeBidirectionalEngine> {};
template MakeEngine engineOf<Algorithm::BidirectionalAStar>();
template MakeEngine engineOf<Algorithm::BidirectionalDijkstra>();

}  // namespace pathlab
