#include "core/grid_graph.hpp"

namespace pathlab {

bool isAdmissible(Heuristic h, DiagonalRule diagonal, CostModel costs) {
  if (h == Heuristic::Default) h = defaultHeuristic(diagonal);
  switch (h) {
    case Heuristic::Zero:
    case Heuristic::Chebyshev:
    case Heuristic::Octile: return true;
    // With diagonals a Manhattan estimate counts 2 for a move that costs sqrt(2).
    case Heuristic::Manhattan: return diagonal == DiagonalRule::Never;
    // 10 * sqrt(2) = 14.14 > 14: a diagonal costs less than its Euclidean length
    // under the integer model.
    case Heuristic::Euclidean: return diagonal == DiagonalRule::Never || costs == CostModel::Real;
    case Heuristic::Default: return true;
    // The rule's own estimate or a difference of true distances, whichever is larger (core/landmarks.hpp).
    case Heuristic::Landmarks: return true;
  }
  return false;
}

}  // namespace pathlab
