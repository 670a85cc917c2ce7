// Flee: best-first search on the flee adapter, whose goal is "far enough from
// the threat" (flee.hpp). The search's goal node is the threat's cell. Always
// the binary heap: flee is a feature of the best-first loop, not an open-list study.
#include <optional>

#include "algorithms/best_first.hpp"
#include "algorithms/flee.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

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

}  // namespace

std::unique_ptr<GridEngine> makeFleeEngine(OpenListKind) { return std::make_unique<FleeEngine>(); }

}  // namespace pathlab
