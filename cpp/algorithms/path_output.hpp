// Ending a search whose path is not a plain parent chain in SearchSpace's
// records: JPS (straight segments between jump points) and bidirectional
// search (two half paths). The caller gives the path's cells, start first, with
// the cost from the start of each; this stores them and records the path events.
#pragma once

#include <cstdint>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

struct PathCell {
  std::uint32_t node;  // graph node id (padded index for grids)
  double g;            // cost from the start along the path
};

// Stores the path and records its events as `walk(visit)` calls visit(node, g)
// for each cell, start first: JPS makes the cells between its jump points as
// it walks them, with no list in between.
template <class Graph, class Walk>
SearchStatus finishWithPathWalk(SearchSpace& space, const Graph& graph, SearchStatus result, Walk&& walk,
                                std::uint32_t goal) {
  space.status = result;
  const bool traced = space.trace.enabled();
  std::uint32_t previous = kNoParent;
  walk([&](std::uint32_t node, double g) {
    const std::uint32_t id = graph.publicId(node);
    space.path.push_back(id);
    // The heuristic costs more than the rest of a cell: only for a trace.
    if (traced) space.trace.record(TraceKind::Path, id, previous, g, graph.heuristic(node, goal));
    previous = id;
    space.pathCost = g;
  });
  return result;
}

// The same from a list of the cells.
template <class Graph>
SearchStatus finishWithPath(SearchSpace& space, const Graph& graph, SearchStatus result,
                            const std::vector<PathCell>& cells, std::uint32_t goal) {
  return finishWithPathWalk(space, graph, result, [&](auto&& visit) {
    for (const PathCell& cell : cells) visit(cell.node, cell.g);
  }, goal);
}

}  // namespace pathlab
