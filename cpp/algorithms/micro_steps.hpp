// The micro-step detail level of the trace (SearchOptions::traceDetail = Micro):
// besides expand, open, improve and path events, a step records its goal test
// and every neighbour it looked at and left alone, with the reason (a wall, the
// diagonal rule, already closed, not cheaper, already queued), in the order the
// search did them, so a learner can walk through one expansion line by line.
//
// It is the same search code instantiated with MicroStepGraph in place of the
// graph: the graph type turns the extra events on at compile time
// (RecordsMicroSteps in core/trace.hpp), so the default searches compile
// exactly as before and pay nothing for it.
#pragma once

#include <cstdint>
#include <memory>

#include "algorithms/grid_engine.hpp"
#include "core/grid_graph.hpp"
#include "core/trace.hpp"

namespace pathlab {

// A grid graph (GridGraph, or an adapter of one such as FleeGraph) whose
// neighbour enumeration also records the moves it does not offer. It visits
// the moves in GridGraph's order (N, E, S, W, then NE, SE, SW, NW) and gives
// the same neighbours and costs; moves off the map are not neighbours at all.
template <class Graph>
class MicroStepGraph : public Graph {
 public:
  static constexpr bool kMicroSteps = true;

  MicroStepGraph(const Graph& graph, const GridGraph& grid, Trace& trace)
      : Graph(graph), grid_(&grid), trace_(&trace) {}

  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    const std::uint32_t stride = grid_->grid().stride();
    const std::uint32_t n = node - stride, e = node + 1, s = node + stride, w = node - 1;
    const bool openN = grid_->isOpen(n), openE = grid_->isOpen(e), openS = grid_->isOpen(s), openW = grid_->isOpen(w);
    for (std::uint32_t next : {n, e, s, w}) move(node, next, true, grid_->straightCost(), visit);
    if (grid_->diagonalRule() == DiagonalRule::Never) return;
    move(node, n + 1, grid_->diagonalAllowed(openN, openE), grid_->diagonalCost(), visit);
    move(node, s + 1, grid_->diagonalAllowed(openS, openE), grid_->diagonalCost(), visit);
    move(node, s - 1, grid_->diagonalAllowed(openS, openW), grid_->diagonalCost(), visit);
    move(node, n - 1, grid_->diagonalAllowed(openN, openW), grid_->diagonalCost(), visit);
  }

  // A neighbour the search looked at and left alone; g is the cost it would have had.
  void noteSkip(TraceKind kind, std::uint32_t from, std::uint32_t next, double g) const {
    trace_->record(kind, grid_->publicId(next), grid_->publicId(from), g, 0.0);
  }

 private:
  template <typename Visit>
  void move(std::uint32_t from, std::uint32_t next, bool allowed, double unit, Visit& visit) const {
    const Grid& grid = grid_->grid();
    if (!grid.inBounds(grid.nodeX(next), grid.nodeY(next))) return;
    if (!grid.isOpen(next)) {
      noteSkip(TraceKind::SkipWall, from, next, 0.0);
    } else if (!allowed) {
      noteSkip(TraceKind::SkipCorner, from, next, 0.0);
    } else {
      visit(next, unit * grid.nodeCost(next));
    }
  }

  const GridGraph* grid_;
  Trace* trace_;
};

// Whether a search with these options records micro-steps: they are asked for, the trace is
// on, and the algorithm has them (the best-first family, breadth-first search and flee).
bool recordsMicroSteps(const SearchOptions& options);
// The engine for those searches: the usual algorithms on MicroStepGraph (the open list
// is always the heap: every design pops the same order).
std::unique_ptr<GridEngine> makeMicroStepEngine(OpenListKind openList);

}  // namespace pathlab
