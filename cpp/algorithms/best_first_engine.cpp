// A*, weighted A*, Dijkstra and greedy best-first on a grid (best_first.hpp).
#include "algorithms/best_first.hpp"
#include "algorithms/engine_of.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginBestFirst(BestFirstSearch<GridGraph, OpenList>& search, SearchSpace& space, const GridGraph& graph,
                    std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(options.algorithm, options));
}

template <class OpenList>
using BestFirstEngine = SearchEngine<BestFirstSearch<GridGraph, OpenList>, beginBestFirst<OpenList>>;

std::unique_ptr<GridEngine> makeBestFirstEngine(OpenListKind openList) {
  return makeWithOpenList<BestFirstEngine>(openList);
}

}  // namespace

// The algorithms these engines run (engine_of.hpp).
template <>
struct EngineOf<Algorithm::AStar> : UsesEngine<makeBestFirstEngine> {};
template <>
struct EngineOf<Algorithm::Dijkstra> : UsesEngine<makeBestFirstEngine> {};
template <>
struct EngineOf<Algorithm::Greedy> : UsesEngine<makeBestFirstEngine> {};
template <>
struct EngineOf<Algorithm::WeightedAStar> : UsesEngine<makeBestFirstEngine> {};
template MakeEngine engineOf<Algorithm::AStar>();
template MakeEngine engineOf<Algorithm::Dijkstra>();
template MakeEngine engineOf<Algorithm::Greedy>();
template MakeEngine engineOf<Algorithm::WeightedAStar>();

}  // namespace pathlab
