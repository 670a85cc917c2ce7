// Ending a search whose path is not a plain parent chain in SearchSpace's
// records: bidirectional search (two half paths) and the incremental searches.
// The caller lists the path's cells, start first, with the cost from the start
// of each; this stores them and records the path events.
#pragma once

#include <cstdint>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

struct PathCell {
  std::uint32_t node;  // graph node id (padded index for grids)
  double g;            // cost from the start along the path
};

template <class Graph>
SearchStatus finishWithPath(SearchSpace& space, const Graph& graph, SearchStatus result,
                            const std::vector<PathCell>& cells, std::uint32_t goal) {
  space.status = result;
  if (cells.empty()) return result;
  space.pathCost = cells.back().g;
  std::uint32_t previous = kNoParent;
  for (const PathCell& cell : cells) {
    const std::uint32_t id = graph.publicId(cell.node);
    space.path.push_back(id);
    // The heuristic costs more than the rest of a cell: only for a trace.
    if (space.trace.enabled()) {
      space.trace.record(TraceKind::Path, id, previous, cell.g, graph.heuristic(cell.node, goal));
    }
    previous = id;
  }
  return result;
}

}  // namespace pathlab
