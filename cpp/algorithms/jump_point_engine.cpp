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

// JPS reads the walls as bits on maps of cost 1 and goes cell by cell, stopping where costs change,
// on maps with terrain; the grid says which when the search starts.
template <class OpenList>
class JumpPointEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    terrain_ = graph.grid().terrainCellCount() != 0;
    if (terrain_) beginJumpPoint(onTerrain_, space, graph, start, goal, options);
    else beginJumpPoint(walls_, space, graph, start, goal, options);
  }
  SearchStatus advance(std::uint64_t budget) override {
    return terrain_ ? onTerrain_.advance(budget) : walls_.advance(budget);
  }

 private:
  bool terrain_ = false;
  RuleDispatch<Online<OpenList>::template Search> walls_;
  RuleDispatch<OnTerrain<OpenList>::template Search> onTerrain_;
};
template <class OpenList>
using JumpPointPlusEngine = SearchEngine<RuleDispatch<Precomputed<OpenList>::template Search>,
                                         beginJumpPoint<RuleDispatch<Precomputed<OpenList>::template Search>>>;

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
