// LPA* and D* Lite as one-shot GridSearch engines (findPath, createSearch):
// a replanner's first plan (incremental_search.hpp), steppable and traced like
// any search; and the options they refuse.
#include "algorithms/engine_of.hpp"
#include "algorithms/incremental_search.hpp"

namespace pathlab {
namespace {

class IncrementalEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    space_ = &space;
    maxExpansions_ = options.maxExpansions;
    const SearchDirection direction = directionOf(options.algorithm);
    const bool forward = direction == SearchDirection::Forward;
    search_.beginPlan();
    search_.reset(graph, direction, forward ? start : goal, forward ? goal : start, space);
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(*space_, budget, maxExpansions_); }

 private:
  SearchSpace* space_ = nullptr;
  std::uint64_t maxExpansions_ = kUnlimited;
  IncrementalSearch search_;
};

std::unique_ptr<GridEngine> makeIncrementalEngine(OpenListKind) { return std::make_unique<IncrementalEngine>(); }

}  // namespace

// The algorithms these engines run (engine_of.hpp).
template <>
struct EngineOf<Algorithm::LpaStar> : UsesEngine<makeIncrementalEngine> {};
template <>
struct EngineOf<Algorithm::DStarLite> : UsesEngine<makeIncrementalEngine> {};
template MakeEngine engineOf<Algorithm::LpaStar>();
template MakeEngine engineOf<Algorithm::DStarLite>();

}  // namespace pathlab
