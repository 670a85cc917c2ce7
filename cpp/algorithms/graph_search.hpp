// The steppable search over an explicit directed graph (core/explicit_graph.hpp),
// the counterpart of GridSearch for waypoint graphs and Millington's directed graphs:
//   setGraph(xy, n, edges, m) -> no problem, or why the graph is malformed
//   start(start, goal, options) -> no problem, or why it cannot start
//   step(n) -> status after up to n expansions;  run() -> status at the end
// Best-first algorithms reopen closed nodes reached more cheaply, so A* stays
// optimal with an admissible heuristic that is not consistent (Millington, *AI for Games*).
// From SearchOptions it uses algorithm, heuristic (Default = Euclidean),
// weight, tieBreak, maxExpansions, stopWhenHalfway, recordTrace, maxTraceEvents
// and traceDetail (micro-steps: goal tests and the neighbours skipped as closed,
// not cheaper or already queued); the grid-only ones (diagonal rule, cost model, open list,
// flee) do not apply. Trace cells and path entries are node ids.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "algorithms/best_first.hpp"
#include "algorithms/breadth_first.hpp"
#include "algorithms/micro_steps.hpp"
#include "core/explicit_graph.hpp"
#include "core/open_list.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"
#include "core/search_space.hpp"

namespace pathlab {

class GraphSearch {
 public:
  // Replaces the graph (see ExplicitGraph::build). A running search is abandoned.
  Problem setGraph(const double* xy, std::uint64_t nodeCount, const double* edges, std::uint64_t edgeCount);

  Problem start(std::uint32_t start, std::uint32_t goal, const SearchOptions& options);
  SearchStatus step(std::uint64_t expansions);
  SearchStatus run() { return step(kUnlimited); }

  SearchStatus status() const { return space_.status; }
  bool done() const { return space_.status != SearchStatus::Running; }
  const ExplicitGraph& graph() const { return graph_; }
  const SearchSpace& space() const { return space_; }
  const Trace& trace() const { return space_.trace; }
  double micros() const { return micros_; }

 private:
  ExplicitGraph graph_;
  BestFirstSearch<ExplicitGraph, BinaryHeapOpenList> bestFirst_;
  BreadthFirstSearch<ExplicitGraph> breadthFirst_;
  // The same searches recording micro-steps (traceDetail Micro), on a view of graph_.
  std::optional<MicroStepExplicitGraph> micro_;
  BestFirstSearch<MicroStepExplicitGraph, BinaryHeapOpenList> microBestFirst_;
  BreadthFirstSearch<MicroStepExplicitGraph> microBreadthFirst_;
  bool breadth_ = false;
  bool started_ = false;
  SearchSpace space_;
  double micros_ = 0.0;
};

}  // namespace pathlab
