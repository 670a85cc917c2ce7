// Jump Point Search on a grid (jps.hpp) and JPS+ (jps_plus.hpp) under every diagonal rule, and the check
// that their precondition holds (uniform costs).
#include "algorithms/grid_engine.hpp"
#include "algorithms/jps.hpp"
#include "algorithms/jps_plus.hpp"

namespace pathlab {
namespace {

// JPS under each diagonal rule; JPS+ is the same search with table look-ups for
// scans (its scanner keeps the table between searches, jps_plus.hpp) and
// intermediate jump points pruned.
template <class OpenList>
struct Online {
  template <DiagonalRule Rule>
  using Search = JumpPointSearch<OpenList, Rule>;
};
template <class OpenList>
struct Precomputed {
  template <DiagonalRule Rule>
  using Search = JumpPointSearch<OpenList, Rule, JumpTableScanner<Rule>, true>;
};

template <class Searches>
void beginJumpPoint(Searches& search, SearchSpace& space, const GridGraph& graph, std::uint32_t start,
                    std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(Algorithm::AStar, options));
}

template <class OpenList>
using JumpPointEngine = SearchEngine<RuleDispatch<Online<OpenList>::template Search>,
                                     beginJumpPoint<RuleDispatch<Online<OpenList>::template Search>>>;
template <class OpenList>
using JumpPointPlusEngine = SearchEngine<RuleDispatch<Precomputed<OpenList>::template Search>,
                                         beginJumpPoint<RuleDispatch<Precomputed<OpenList>::template Search>>>;

}  // namespace

std::unique_ptr<GridEngine> makeJumpPointEngine(OpenListKind openList) {
  return makeWithOpenList<JumpPointEngine>(openList);
}

std::unique_ptr<GridEngine> makeJumpPointPlusEngine(OpenListKind openList) {
  return makeWithOpenList<JumpPointPlusEngine>(openList);
}

}  // namespace pathlab
