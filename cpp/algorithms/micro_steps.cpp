#include "algorithms/micro_steps.hpp"

#include <optional>

#include "algorithms/best_first.hpp"
#include "algorithms/bidirectional.hpp"
#include "algorithms/breadth_first.hpp"
#include "algorithms/flee.hpp"
#include "algorithms/jps.hpp"
#include "algorithms/jps_plus.hpp"
#include "algorithms/jps_terrain.hpp"
#include "core/algorithm_info.hpp"
#include "core/open_list.hpp"

namespace pathlab {
namespace {

// Every open-list design pops the same order (one total key, core/open_list.hpp),
// so the micro-step searches always use the heap.
class MicroStepEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    const BestFirstConfig config = BestFirstConfig::forAlgorithm(options.algorithm, options);
    if (options.flee) {
      kind_ = Kind::Flee;
      flee_.emplace(FleeGraph(graph, goal, options.fleeDistance), graph, space.trace);
      fleeSearch_.begin(space, *flee_, start, goal, config);
      return;
    }
    grid_.emplace(graph, graph, space.trace);
    switch (options.algorithm) {
      case Algorithm::BreadthFirst:
        kind_ = Kind::BreadthFirst;
        breadthFirst_.begin(space, *grid_, start, goal, options.maxExpansions);
        return;
      case Algorithm::JumpPoint:
      case Algorithm::JumpPointPlus: {
        const BestFirstConfig aStar = BestFirstConfig::forAlgorithm(Algorithm::AStar, options);
        const bool terrain = graph.grid().terrainCellCount() != 0;  // as jump_point_engine.cpp
        kind_ = options.algorithm == Algorithm::JumpPointPlus ? Kind::JumpPointPlus : terrain ? Kind::JumpPointOnTerrain
                                                                                              : Kind::JumpPoint;
        if (kind_ == Kind::JumpPoint) jumpPoint_.begin(space, *grid_, start, goal, aStar);
        else if (kind_ == Kind::JumpPointOnTerrain) jumpPointOnTerrain_.begin(space, *grid_, start, goal, aStar);
        else jumpPointPlus_.begin(space, *grid_, start, goal, aStar);
        return;
      }
      case Algorithm::BidirectionalAStar:
      case Algorithm::BidirectionalDijkstra:
        kind_ = Kind::Bidirectional;
        bidirectional_.begin(space, *grid_, start, goal, BidirectionalConfig::forOptions(options));
        return;
      default:
        kind_ = Kind::BestFirst;
        bestFirst_.begin(space, *grid_, start, goal, config);
    }
  }

  SearchStatus advance(std::uint64_t budget) override {
    switch (kind_) {
      case Kind::BreadthFirst: return breadthFirst_.advance(budget);
      case Kind::Flee: return fleeSearch_.advance(budget);
      case Kind::JumpPoint: return jumpPoint_.advance(budget);
      case Kind::JumpPointOnTerrain: return jumpPointOnTerrain_.advance(budget);
      case Kind::JumpPointPlus: return jumpPointPlus_.advance(budget);
      case Kind::Bidirectional: return bidirectional_.advance(budget);
      case Kind::BestFirst: break;
    }
    return bestFirst_.advance(budget);
  }

 private:
  enum class Kind { BestFirst,
                    BreadthFirst,
                    Flee,
                    JumpPoint,
                    JumpPointOnTerrain,
                    JumpPointPlus,
                    Bidirectional };
  Kind kind_ = Kind::BestFirst;
  std::optional<MicroStepGraph<GridGraph>> grid_;
  std::optional<MicroStepGraph<FleeGraph>> flee_;
  BestFirstSearch<MicroStepGraph<GridGraph>, BinaryHeapOpenList> bestFirst_;
  BreadthFirstSearch<MicroStepGraph<GridGraph>> breadthFirst_;
  BestFirstSearch<MicroStepGraph<FleeGraph>, BinaryHeapOpenList> fleeSearch_;
  template <DiagonalRule Rule>
  using JumpPoint = JumpPointSearch<BinaryHeapOpenList, Rule, JumpScanner<Rule>, false, MicroStepGraph<GridGraph>>;
  template <DiagonalRule Rule>
  using JumpPointOnTerrain = JumpPointSearch<BinaryHeapOpenList, Rule, TerrainJumpScanner<Rule>, false, MicroStepGraph<GridGraph>>;
  template <DiagonalRule Rule>  // as jump_point_engine.cpp
  using JumpPointPlus = JumpPointSearch<BinaryHeapOpenList, Rule, JumpTableScanner<Rule>, true, MicroStepGraph<GridGraph>>;
  RuleDispatch<JumpPoint> jumpPoint_;
  RuleDispatch<JumpPointOnTerrain> jumpPointOnTerrain_;
  RuleDispatch<JumpPointPlus> jumpPointPlus_;
  BidirectionalSearch<BinaryHeapOpenList, MicroStepGraph<GridGraph>> bidirectional_;
};

}  // namespace

bool recordsMicroSteps(const SearchOptions& options) {
  if (options.traceDetail != TraceDetail::Micro || !options.recordTrace) return false;
  return algorithmInfo(options.algorithm).microSteps;
}

std::unique_ptr<GridEngine> makeMicroStepEngine(OpenListKind) { return std::make_unique<MicroStepEngine>(); }

}  // namespace pathlab
