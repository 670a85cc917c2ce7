// IDA* on a grid (ida_star.hpp); it keeps a path, not an open list.
#include "algorithms/engine_of.hpp"
#include "algorithms/ida_star.hpp"

namespace pathlab {

template <>
struct EngineOf<Algorithm::IdaStar> {
  static std::unique_ptr<GridEngine> make(OpenListKind) {
    using Search = IdaStarSearch<GridGraph>;
    return std::make_unique<SearchEngine<Search, beginWithCap<Search>>>();
  }
};
template MakeEngine engineOf<Algorithm::IdaStar>();

}  // namespace pathlab
