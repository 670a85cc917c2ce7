// IDA* on a grid (ida_star.hpp); it keeps a path, not an open list.
#include "algorithms/grid_engine.hpp"
#include "algorithms/ida_star.hpp"

namespace pathlab {

std::unique_ptr<GridEngine> makeIdaStarEngine(OpenListKind) {
  using Search = IdaStarSearch<GridGraph>;
  return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
}

}  // namespace pathlab
