// Theta* and Lazy Theta* on a grid (theta_star.hpp), and the settings they need.
#include "algorithms/engine_of.hpp"
#include "algorithms/theta_star.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginThetaStar(ThetaStarSearch<OpenList>& search, SearchSpace& space, const GridGraph& graph,
                    std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(Algorithm::AStar, options),
               options.algorithm == Algorithm::LazyThetaStar);
}

template <class OpenList>
using ThetaStarEngine = SearchEngine<ThetaStarSearch<OpenList>, beginThetaStar<OpenList>>;

std::unique_ptr<GridEngine> makeThetaStarEngine(OpenListKind openList) {
  return makeWithOpenList<ThetaStarEngine>(openList);
}

}  // namespace

// The algorithms these engines run (engine_of.hpp).
template <>
struct EngineOf<Algorithm::ThetaStar> : UsesEngine<makeThetaStarEngine> {};
template <>
struct EngineOf<Algorithm::LazyThetaStar> : UsesEngine<makeThetaStarEngine> {};
template MakeEngine engineOf<Algorithm::ThetaStar>();
template MakeEngine engineOf<Algorithm::LazyThetaStar>();

}  // namespace pathlab
