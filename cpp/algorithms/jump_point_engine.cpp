// Jump Point Search on a grid (jps.hpp) and JPS+ (jps_plus.hpp), and the check that their preconditions hold.
#include "algorithms/grid_engine.hpp"
#include "algorithms/jps.hpp"
#include "algorithms/jps_plus.hpp"

namespace pathlab {
namespace {

template <class OpenList, class Scanner, bool Prune = false>
void beginJumpPoint(JumpPointSearch<OpenList, Scanner, Prune>& search, SearchSpace& space, const GridGraph& graph,
                    std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(Algorithm::AStar, options));
}

template <class OpenList>
using JumpPointEngine = SearchEngine<JumpPointSearch<OpenList>, beginJumpPoint<OpenList, JumpScanner>>;

// JPS+: the same search with table look-ups for scans (its scanner keeps the
// table between searches, jps_plus.hpp) and intermediate jump points pruned.
template <class OpenList>
using JumpPointPlusEngine = SearchEngine<JumpPointSearch<OpenList, JumpTableScanner, true>,
                                         beginJumpPoint<OpenList, JumpTableScanner, true>>;

}  // namespace

std::unique_ptr<GridEngine> makeJumpPointEngine(OpenListKind openList) {
  return makeWithOpenList<JumpPointEngine>(openList);
}

std::unique_ptr<GridEngine> makeJumpPointPlusEngine(OpenListKind openList) {
  return makeWithOpenList<JumpPointPlusEngine>(openList);
}

}  // namespace pathlab
