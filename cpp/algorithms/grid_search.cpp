#include "algorithms/grid_search.hpp"

#include <chrono>

#include "algorithms/best_first.hpp"
#include "algorithms/breadth_first.hpp"
#include "algorithms/jump_and_bidirectional.hpp"
#include "algorithms/flee.hpp"
#include "algorithms/micro_steps.hpp"
#include "core/open_list.hpp"

namespace pathlab {
namespace {

template <class OpenList>
class BestFirstEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    search_.begin(space, graph, start, goal, BestFirstConfig::forAlgorithm(options.algorithm, options));
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  BestFirstSearch<GridGraph, OpenList> search_;
};

class BreadthFirstEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    search_.begin(space, graph, start, goal, options.maxExpansions);
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  BreadthFirstSearch<GridGraph> search_;
};

// Flee: best-first search on the flee adapter, whose goal is "far enough from
// the threat" (flee.hpp). The search's goal node is the threat's cell.
class FleeEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t threat,
             const SearchOptions& options) override {
    flee_.emplace(graph, threat, options.fleeDistance);
    search_.begin(space, *flee_, start, threat, BestFirstConfig::forAlgorithm(options.algorithm, options));
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  std::optional<FleeGraph> flee_;
  BestFirstSearch<FleeGraph, BinaryHeapOpenList> search_;
};

// Engine cache slots: one object per algorithm and open list, kept between searches.
enum EngineSlot : std::size_t { kHeap, kNodeArray, kArray, kBreadthFirst, kFlee, kMicroSteps };

// JPS and bidirectional engines: three slots each, one per OpenListKind.
constexpr std::size_t kJumpPointSlots = 8;
constexpr std::size_t kBidirectionalSlots = 11;

std::string describe(int x, int y) {
  std::string text = "(";  // appended piecewise: GCC 12 warns falsely on "(" + std::to_string(x)
  text += std::to_string(x);
  text += ", ";
  text += std::to_string(y);
  text += ")";
  return text;
}

std::string checkEndpoint(const Grid& grid, const char* what, int x, int y) {
  if (!grid.inBounds(x, y)) {
    return std::string(what) + " " + describe(x, y) + " is outside the " +
           std::to_string(grid.width()) + " x " + std::to_string(grid.height()) + " grid";
  }
  if (!grid.walkable(x, y)) return std::string(what) + " " + describe(x, y) + " is a wall";
  return "";
}

// A flee threat may stand on any cell, walls included: only distances from it matter.
std::string checkThreat(const Grid& grid, int x, int y) {
  if (grid.inBounds(x, y)) return "";
  return "flee threat " + describe(x, y) + " is outside the " + std::to_string(grid.width()) + " x " +
         std::to_string(grid.height()) + " grid";
}

Heuristic heuristicFor(const SearchOptions& options) {
  if (options.algorithm == Algorithm::Dijkstra || options.algorithm == Algorithm::BreadthFirst ||
      options.algorithm == Algorithm::BidirectionalDijkstra) {
    return Heuristic::Zero;
  }
  return options.heuristic;
}

}  // namespace

GridSearch::GridSearch() = default;
GridSearch::~GridSearch() = default;

GridEngine& GridSearch::engineFor(const SearchOptions& options) {
  if (recordsMicroSteps(options)) {
    std::unique_ptr<GridEngine>& engine = engines_[kMicroSteps];
    if (!engine) engine = makeMicroStepEngine();
    return *engine;
  }
  const Algorithm a = options.algorithm;
  if (a == Algorithm::JumpPoint || a == Algorithm::BidirectionalAStar || a == Algorithm::BidirectionalDijkstra) {
    const bool jps = a == Algorithm::JumpPoint;
    std::unique_ptr<GridEngine>& engine =
        engines_[(jps ? kJumpPointSlots : kBidirectionalSlots) + std::size_t(options.openList)];
    if (!engine) engine = jps ? makeJumpPointEngine(options.openList) : makeBidirectionalEngine(options.openList);
    return *engine;
  }
  std::size_t slot = kHeap;
  if (options.flee) {
    slot = kFlee;
  } else if (options.algorithm == Algorithm::BreadthFirst) {
    slot = kBreadthFirst;
  } else if (options.openList == OpenListKind::NodeArray) {
    slot = kNodeArray;
  } else if (options.openList == OpenListKind::UnsortedArray) {
    slot = kArray;
  }
  std::unique_ptr<GridEngine>& engine = engines_[slot];
  if (!engine) {
    switch (slot) {
      case kNodeArray: engine = std::make_unique<BestFirstEngine<NodeArrayOpenList>>(); break;
      case kArray: engine = std::make_unique<BestFirstEngine<UnsortedArrayOpenList>>(); break;
      case kBreadthFirst: engine = std::make_unique<BreadthFirstEngine>(); break;
      case kFlee: engine = std::make_unique<FleeEngine>(); break;
      default: engine = std::make_unique<BestFirstEngine<BinaryHeapOpenList>>(); break;
    }
  }
  return *engine;
}

std::string GridSearch::start(const Grid& grid, int startX, int startY, int goalX, int goalY,
                              const SearchOptions& options) {
  if (std::string e = checkEndpoint(grid, "start", startX, startY); !e.empty()) return e;
  if (std::string e = options.flee ? checkThreat(grid, goalX, goalY) : checkEndpoint(grid, "goal", goalX, goalY);
      !e.empty()) {
    return e;
  }
  if (std::string e = checkOptions(options); !e.empty()) return e;
  if (std::string e = checkJumpPointSearch(grid, options); !e.empty()) return e;

  grid_ = &grid;
  gridRevision_ = grid.revision();
  options_ = options;
  graph_.emplace(grid, options.diagonal, options.costModel, heuristicFor(options));
  micros_ = 0.0;
  space_.begin(grid.nodeCount(), options);
  engine_ = &engineFor(options);
  engine_->begin(space_, *graph_, grid.node(startX, startY), grid.node(goalX, goalY), options);
  return "";
}

SearchStatus GridSearch::step(std::uint64_t expansions) {
  if (!engine_ || done() || stale()) return space_.status;
  const auto t0 = std::chrono::steady_clock::now();
  const SearchStatus status = engine_->advance(expansions);
  micros_ += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  return status;
}

}  // namespace pathlab
