// Jump Point Search on a grid (jps.hpp; with terrain, jps_terrain.hpp's scanner) and JPS+ (jps_plus.hpp)
// under every diagonal rule.
#include "algorithms/engine_of.hpp"
#include "algorithms/jps.hpp"
#include "algorithms/jps_plus.hpp"
#include "algorithms/jps_terrain.hpp"

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
struct OnTerrain {
  template <DiagonalRule Rule>
  using Search = JumpPointSearch<OpenList, Rule, TerrainJumpScanner<Rule>>;
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

template <template <class> class Searches, class OpenList>
using EngineFor = SearchEngine<RuleDispatch<Searches<OpenList>::template Search>,
                               beginJumpPoint<RuleDispatch<Searches<OpenList>::template Search>>>;

// JPS reads the walls as bits on maps of cost 1 and goes cell by cell, stopping where costs change,
// on maps with terrain; the grid says which when the search starts. The chosen engine is called
// through a pointer so that each keeps a compiled function of its own: with both inlined into one,
// the WebAssembly build's JPS on walls-only maps ran slower (npm run bench, docs/performance.md).
template <class OpenList>
class JumpPointEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    active_ = graph.grid().terrainCellCount() != 0 ? static_cast<GridEngine*>(&onTerrain_) : &walls_;
    active_->begin(space, graph, start, goal, options);
  }
  SearchStatus advance(std::uint64_t budget) override { return active_->advance(budget); }

 private:
  EngineFor<Online, OpenList> walls_;
  EngineFor<OnTerrain, OpenList> onTerrain_;
  GridEngine* active_ = &walls_;
};
template <class OpenList>
using JumpPointPlusEngine = EngineFor<Precomputed, OpenList>;

}  // namespace

template <>
struct EngineOf<Algorithm::JumpPoint> {
  static std::unique_ptr<GridEngine> make(OpenListKind openList) { return makeWithOpenList<JumpPointEngine>(openList); }
};
template MakeEngine engineOf<Algorithm::JumpPoint>();

template <>
struct EngineOf<Algorithm::JumpPointPlus> {
  static std::unique_ptr<GridEngine> make(OpenListKind openList) {
    return makeWithOpenList<JumpPointPlusEngine>(openList);
  }
};
template MakeEngine engineOf<Algorithm::JumpPointPlus>();

}  // namespace pathlab
