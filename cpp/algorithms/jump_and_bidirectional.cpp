#include "algorithms/jump_and_bidirectional.hpp"

#include "algorithms/bidirectional.hpp"
#include "algorithms/jps.hpp"
#include "core/open_list.hpp"

namespace pathlab {
namespace {

template <class OpenList>
class JumpPointEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    search_.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(Algorithm::AStar, options));
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  JumpPointSearch<OpenList> search_;
};

template <class OpenList>
class BidirectionalEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    BidirectionalConfig config;
    config.useHeuristic = options.algorithm != Algorithm::BidirectionalDijkstra;
    config.weight = options.weight;
    config.tieBreak = options.tieBreak;
    config.maxExpansions = options.maxExpansions;
    search_.begin(space, graph, start, goal, config);
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  BidirectionalSearch<OpenList> search_;
};

template <template <class> class Engine>
std::unique_ptr<GridEngine> make(OpenListKind openList) {
  switch (openList) {
    case OpenListKind::NodeArray: return std::make_unique<Engine<NodeArrayOpenList>>();
    case OpenListKind::UnsortedArray: return std::make_unique<Engine<UnsortedArrayOpenList>>();
    case OpenListKind::BinaryHeap: break;
  }
  return std::make_unique<Engine<BinaryHeapOpenList>>();
}

}  // namespace

std::unique_ptr<GridEngine> makeJumpPointEngine(OpenListKind openList) { return make<JumpPointEngine>(openList); }
std::unique_ptr<GridEngine> makeBidirectionalEngine(OpenListKind openList) {
  return make<BidirectionalEngine>(openList);
}

std::string checkJumpPointSearch(const Grid& grid, const SearchOptions& options) {
  if (options.algorithm != Algorithm::JumpPoint && options.algorithm != Algorithm::JumpPointPlus) return "";
  if (options.diagonal != DiagonalRule::OnlyWhenNoObstacles) {
    return std::string(algorithmName(options.algorithm)) + " needs diagonalMovement 'only-when-no-obstacles', not '" +
           std::string(diagonalRuleName(options.diagonal)) + "'; use astar for other rules";
  }
  if (const std::int64_t n = grid.terrainCellCount(); n > 0) {
    return std::string(algorithmName(options.algorithm)) + " needs uniform terrain cost 1, but " + std::to_string(n) +
           (n == 1 ? " walkable cell has" : " walkable cells have") + " another cost; use astar on maps with terrain";
  }
  return "";
}

}  // namespace pathlab
