// Fringe search on a grid (fringe_search.hpp); it keeps one list, not an open list.
#include "algorithms/fringe_search.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {

std::unique_ptr<GridEngine> makeFringeEngine(OpenListKind) {
  using Search = FringeSearch<GridGraph>;
  return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
}

}  // namespace pathlab
