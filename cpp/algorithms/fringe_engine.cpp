// Fringe search on a grid (fringe_search.hpp); it keeps one list, not an open list.
#include "algorithms/engine_of.hpp"
#include "algorithms/fringe_search.hpp"

namespace pathlab {

template <>
struct EngineOf<Algorithm::Fringe> {
  static std::unique_ptr<GridEngine> make(OpenListKind) {
    using Search = FringeSearch<GridGraph>;
    return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
  }
};
template MakeEngine engineOf<Algorithm::Fringe>();

}  // namespace pathlab
