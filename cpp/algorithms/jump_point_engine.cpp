// Jump Point Search on a grid (jps.hpp), and the check that its preconditions hold.
#include "algorithms/grid_engine.hpp"
#include "algorithms/jps.hpp"

namespace pathlab {
namespace {

template <class OpenList>
void beginJumpPoint(JumpPointSearch<OpenList>& search, SearchSpace& space, const GridGraph& graph,
                    std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  search.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(Algorithm::AStar, options));
}

template <class OpenList>
using JumpPointEngine = SearchEngine<JumpPointSearch<OpenList>, beginJumpPoint<OpenList>>;

}  // namespace

std::unique_ptr<GridEngine> makeJumpPointEngine(OpenListKind openList) {
  return makeWithOpenList<JumpPointEngine>(openList);
}

Problem checkJumpPointSearch(const Grid& grid, const SearchOptions& options) {
  if (options.diagonal != DiagonalRule::OnlyWhenNoObstacles) {
    return {ErrorCode::UnsupportedCombination, "jps needs diagonalMovement 'only-when-no-obstacles', not '" +
                                                   std::string(diagonalRuleName(options.diagonal)) +
                                                   "'; use astar for other rules"};
  }
  if (const std::int64_t n = grid.terrainCellCount(); n > 0) {
    return {ErrorCode::UnsupportedCombination,
            "jps needs uniform terrain cost 1, but " + std::to_string(n) +
                (n == 1 ? " walkable cell has" : " walkable cells have") + " another cost; use astar on maps with terrain"};
  }
  return {};
}

}  // namespace pathlab
