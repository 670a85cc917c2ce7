// String pulling (path smoothing; see "path smoothing" in Millington and
// Funge's *Artificial Intelligence for Games*): a finished grid path is pulled
// tight like a string, by the same legs test as the any-angle searches. From
// each turning point it keeps going along the path while the cell it reaches
// is still seen by a clear straight line that costs no more than the stretch
// of path it replaces, and makes the last such cell the next turning point.
//
// Costs are the any-angle ones (lineCost, core/line_of_sight.hpp): on maps
// without terrain, lengths, so every leg is at most the stretch it replaces
// and the cost never grows; with terrain a leg is also kept only if it costs
// no more than that stretch measured the same way. Moves of the grid rule that
// the line test would refuse (a diagonal between two walls under 'always')
// stay as they are.
#pragma once

#include <cstdint>
#include <vector>

#include "core/grid_graph.hpp"
#include "core/search_space.hpp"

namespace pathlab {

class StringPuller {
 public:
  // Replaces the search's path (public ids) by its turning points and its cost
  // by the sum of the legs, and records the trace's path events again.
  void pull(SearchSpace& space, const GridGraph& graph, std::uint32_t goal);

 private:
  std::vector<std::uint32_t> nodes_;  // the path as node ids
  std::vector<double> pieces_;        // pieces_[i]: cost of the move into nodes_[i]
  std::vector<std::uint32_t> kept_;   // indices of the turning points
  std::vector<double> legs_;          // legs_[k]: cost of the leg into kept_[k]
};

}  // namespace pathlab
