// Breadth-first search on a grid (breadth_first.hpp); it has a queue, not an open list.
#include "algorithms/breadth_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {

std::unique_ptr<GridEngine> makeBreadthFirstEngine(OpenListKind) {
  using Search = BreadthFirstSearch<GridGraph>;
  return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
}

}  // namespace pathlab
