#include "algorithms/string_pulling.hpp"

#include <cstdlib>

#include "algorithms/any_angle.hpp"

namespace pathlab {

void StringPuller::pull(SearchSpace& space, const GridGraph& graph, std::uint32_t goal) {
  if (space.path.empty()) return;
  const Grid& grid = graph.grid();
  const std::uint32_t width = std::uint32_t(grid.width());
  nodes_.clear();
  pieces_.assign(1, 0.0);
  for (const std::uint32_t id : space.path) nodes_.push_back(grid.node(int(id % width), int(id / width)));
  for (std::size_t i = 1; i < nodes_.size(); ++i) {
    const std::uint32_t a = nodes_[i - 1], b = nodes_[i];
    const bool step = std::abs(graph.x(a) - graph.x(b)) <= 1 && std::abs(graph.y(a) - graph.y(b)) <= 1;
    pieces_.push_back(step ? stepLegCost(graph, a, b) : legCost(graph, a, b));
  }

  kept_.assign(1, 0);
  legs_.assign(1, 0.0);
  std::size_t anchor = 0;
  double along = 0.0;  // cost of the path from the anchor to cell k
  double leg = 0.0;    // cost of the leg from the anchor to the last cell it saw
  for (std::size_t k = 1; k < nodes_.size(); ++k) {
    along += pieces_[k];
    const double direct = k == anchor + 1 ? pieces_[k] : legCost(graph, nodes_[anchor], nodes_[k]);
    if (direct >= 0.0 && !improves(along, direct)) {
      leg = direct;
      continue;
    }
    kept_.push_back(k - 1);  // cell k - 1 is a turning point
    legs_.push_back(leg);
    anchor = k - 1;
    along = leg = pieces_[k];
  }
  if (nodes_.size() > 1) {
    kept_.push_back(nodes_.size() - 1);
    legs_.push_back(leg);
  }

  space.trace.dropTrailing(TraceKind::Path);
  space.path.clear();
  double g = 0.0;
  std::uint32_t previous = kNoParent;
  for (std::size_t k = 0; k < kept_.size(); ++k) {
    const std::uint32_t node = nodes_[kept_[k]];
    g += legs_[k];
    space.path.push_back(graph.publicId(node));
    space.trace.record(TraceKind::Path, space.path.back(), previous, g, graph.heuristic(node, goal));
    previous = space.path.back();
  }
  space.pathCost = g;
}

}  // namespace pathlab
