// Breadth-first search on a grid (breadth_first.hpp); it has a queue, not an open list.
#include "algorithms/breadth_first.hpp"
#include "algorithms/engine_of.hpp"

namespace pathlab {

template <>
struct EngineOf<Algorithm::BreadthFirst> {
  static std::unique_ptr<GridEngine> make(OpenListKind) {
    using Search = BreadthFirstSearch<GridGraph>;
    return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
  }
};
template MakeEngine engineOf<Algorithm::BreadthFirst>();

}  // namespace pathlab
