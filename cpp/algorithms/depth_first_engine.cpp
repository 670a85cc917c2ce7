// Depth-first search on a grid (depth_first.hpp); it has a stack, not an open list.
#include "algorithms/depth_first.hpp"
#include "algorithms/engine_of.hpp"

namespace pathlab {

template <>
struct EngineOf<Algorithm::DepthFirst> {
  static std::unique_ptr<GridEngine> make(OpenListKind) {
    using Search = DepthFirstSearch<GridGraph>;
    return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
  }
};
template MakeEngine engineOf<Algorithm::DepthFirst>();

}  // namespace pathlab
