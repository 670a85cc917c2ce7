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
#include "core/explicit_graph.hpp"
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
    for (std::uint32_t next : {n, e, s, w}) move(node, next, true, visit);
    if (grid_->diagonalRule() == DiagonalRule::Never) return;
    move(node, n + 1, grid_->diagonalAllowed(openN, openE), visit);
    move(node, s + 1, grid_->diagonalAllowed(openS, openE), visit);
    move(node, s - 1, grid_->diagonalAllowed(openS, openW), visit);
    move(node, n - 1, grid_->diagonalAllowed(openN, openW), visit);
  }

  // A neighbour the search looked at and left alone; g is the cost it would have had.
  void noteSkip(TraceKind kind, std::uint32_t from, std::uint32_t next, double g) const {
    noteEvent(kind, from, next, g, 0.0);
  }
  // A micro-step event about `next`, seen from `from` (carrying the side flag set below).
  void noteEvent(TraceKind kind, std::uint32_t from, std::uint32_t next, double g, double h) const {
    trace_->record(std::uint8_t(std::uint8_t(kind) | flag_), grid_->publicId(next), grid_->publicId(from), g, h);
  }
  // Whether a node lies inside the map (a padding node is no neighbour at all).
  bool inMap(std::uint32_t node) const {
    const Grid& grid = grid_->grid();
    return grid.inBounds(grid.nodeX(node), grid.nodeY(node));
  }
  // A bidirectional search sets kBackwardFlag while its backward side looks at neighbours.
  void setEventFlag(std::uint8_t flag) const { flag_ = flag; }

 private:
  template <typename Visit>
  void move(std::uint32_t from, std::uint32_t next, bool allowed, Visit& visit) const {
    const Grid& grid = grid_->grid();
    if (!grid.inBounds(grid.nodeX(next), grid.nodeY(next))) return;
    if (!grid.isOpen(next)) {
      noteSkip(TraceKind::SkipWall, from, next, 0.0);
    } else if (!allowed) {
      noteSkip(TraceKind::SkipCorner, from, next, 0.0);
    } else {
      visit(next, grid_->stepCost(from, next));
    }
  }

  const GridGraph* grid_;
  Trace* trace_;
  mutable std::uint8_t flag_ = 0;
};

// The same for an explicit graph (waypoint graphs, core/explicit_graph.hpp): it
// has no walls or diagonal rule, so only the search's own skips (closed, not
// cheaper, already queued) are recorded. Refers to the graph rather than
// copying it.
class MicroStepExplicitGraph {
 public:
  static constexpr bool kMicroSteps = true;

  MicroStepExplicitGraph(const ExplicitGraph& graph, Trace& trace) : graph_(&graph), trace_(&trace) {}

  std::uint32_t nodeCount() const { return graph_->nodeCount(); }
  std::uint32_t publicId(std::uint32_t node) const { return node; }
  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    graph_->forEachNeighbor(node, visit);
  }
  double heuristic(std::uint32_t from, std::uint32_t to) const { return graph_->heuristic(from, to); }
  double goalEstimate(std::uint32_t from, std::uint32_t to) const { return graph_->goalEstimate(from, to); }
  double distance(Heuristic h, std::uint32_t from, std::uint32_t to) const { return graph_->distance(h, from, to); }

  void noteSkip(TraceKind kind, std::uint32_t from, std::uint32_t next, double g) const {
    trace_->record(kind, next, from, g, 0.0);
  }

 private:
  const ExplicitGraph* graph_;
  Trace* trace_;
};

// Whether a grid search with these options records micro-steps: they are asked for, the trace
// is on, and the algorithm has them (the best-first family, breadth-first search, flee, JPS,
// JPS+ and the bidirectional searches).
bool recordsMicroSteps(const SearchOptions& options);
// The engine for those searches: the usual algorithms on MicroStepGraph (the open list
// is always the heap: every design pops the same order).
std::unique_ptr<GridEngine> makeMicroStepEngine(OpenListKind openList);

}  // namespace pathlab
