// Best-first search: A*, weighted A*, Dijkstra and greedy best-first are one
// loop with a different priority, priority = gWeight * g + hWeight * h:
//   A* (1, 1)   weighted A* (1, w)   Dijkstra (1, 0)   greedy (0, 1)
// The goal test happens when a node is expanded, so with an admissible,
// consistent heuristic the first path found is optimal.
//
// Written against a graph (nodeCount, forEachNeighbor, heuristic, goalEstimate,
// publicId) and an open list (core/open_list.hpp), so grids and explicit graphs
// and all three open-list designs share it.
#pragma once

#include <cstdint>

#include "core/algorithm_info.hpp"
#include "core/search_space.hpp"
#include "core/tie_break.hpp"

namespace pathlab {

struct BestFirstConfig {
  double gWeight = 1.0;
  double hWeight = 1.0;
  TieBreak tieBreak = TieBreak::LowerH;
  std::uint64_t maxExpansions = kUnlimited;
  // Reopen closed nodes reached more cheaply: needed for optimality when the
  // heuristic is admissible but inconsistent (Millington, *AI for Games*); never happens with a
  // consistent one.
  bool reopenClosed = false;
  // The chase shortcut of the Sumerian Blood A* tutorial (http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/): stop with status Halfway and a partial path once
  // an expanded node's straight-line distance to the goal is at most half the start's.
  bool stopWhenHalfway = false;

  static BestFirstConfig forAlgorithm(Algorithm algorithm, const SearchOptions& options) {
    BestFirstConfig c;
    c.tieBreak = options.tieBreak;
    c.maxExpansions = options.maxExpansions;
    c.stopWhenHalfway = options.stopWhenHalfway;
    const KeyWeights weights = keyWeights(algorithm, options.weight);
    c.gWeight = weights.g;
    c.hWeight = weights.h;
    return c;
  }
};

// The open side of a best-first search: the open list, ordered by
// gWeight * g + hWeight * h with the configured tie-break, and the relax and
// reach steps that fill it. Best-first search and Jump Point Search share it.
template <class Graph, class OpenList>
class BestFirstFrontier {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t goal, const BestFirstConfig& config) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    config_ = config;
    tieBreaker_.reset(config.tieBreak);
    open_.reset(graph.nodeCount());
    promising_.reset(config.maxExpansions != kUnlimited);
  }

  bool empty() const { return open_.empty(); }
  [[gnu::always_inline]] std::uint32_t pop() { return open_.pop(); }
  // The reached node that looks closest to the goal, for a partial path at the expansion cap.
  std::uint32_t promisingNode() const { return promising_.node(); }

  double heuristic(std::uint32_t node) const {
    return config_.hWeight == 0.0 ? 0.0 : graph_->heuristic(node, goal_);
  }

  // What relax() reads of the records for every neighbour, as values that an
  // expansion takes once and keeps in locals across the calls relax() makes
  // (reach, lower): read through space_ they would be loaded again, two
  // pointers deep, for every neighbour, which costs most in wasm.
  struct RecordView {
    const std::uint16_t* stamps;
    const double* g;
    std::uint16_t openStamp, closedStamp;
    bool reopenClosed;
  };
  RecordView recordView() const {
    const SearchRecords& records = space_->records;
    return {records.stamps(), records.costs(), records.openStamp(), records.closedStamp(), config_.reopenClosed};
  }

  // `next` is reached from `from` with cost g: open it, or lower its cost if
  // that is cheaper. Inlined into each neighbour's visit; the rarer, larger
  // steps stay calls.
  [[gnu::always_inline]] void relax(const RecordView& view, std::uint32_t from, std::uint32_t next, double g) {
    const std::uint16_t stamp = view.stamps[next];  // two comparisons instead of decoding the state
    if (stamp == view.openStamp) {
      if (improves(g, view.g[next])) lower(next, g, from);
      else if constexpr (RecordsMicroSteps<Graph>) graph_->noteSkip(TraceKind::SkipNotCheaper, from, next, g);
    } else if (stamp == view.closedStamp) {
      if (view.reopenClosed && improves(g, view.g[next])) reach(next, g, from, TraceKind::Improve);
      else if constexpr (RecordsMicroSteps<Graph>) graph_->noteSkip(TraceKind::SkipClosed, from, next, g);
    } else {
      reach(next, g, from, TraceKind::Open);
    }
  }
  [[gnu::always_inline]] void relax(std::uint32_t from, std::uint32_t next, double g) {
    relax(recordView(), from, next, g);
  }

  // Puts a node (new, or closed and being reopened) into the open list.
  [[gnu::noinline]] void reach(std::uint32_t node, double g, std::uint32_t parent, TraceKind kind) {
    space_->records.setOpen(node, g, parent);
    const double h = heuristic(node);
    open_.push(entry(node, g, h));
    if (kind == TraceKind::Open) ++space_->opened;
    space_->note(*graph_, kind, node, h);
    if (promising_.enabled()) promising_.offer(node, graph_->goalEstimate(node, goal_), g);
  }

 private:
  // An open node reached more cheaply: its new cost and parent, and its place in the open list.
  [[gnu::noinline]] void lower(std::uint32_t node, double g, std::uint32_t parent) {
    space_->records.setOpen(node, g, parent);
    const double h = heuristic(node);
    open_.update(entry(node, g, h));
    space_->note(*graph_, TraceKind::Improve, node, h);
  }

  OpenEntry entry(std::uint32_t node, double g, double h) {
    return tieBreaker_.entry(config_.gWeight * g + config_.hWeight * h, h, node);
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  BestFirstConfig config_;
  OpenList open_;
  PromisingNode promising_;
  TieBreaker tieBreaker_;
};

// Graphs whose search, when no goal is reachable, ends with a path to the expanded node nearest a
// goal in a straight line (agent_graph.hpp's closestIfUnreachable).
template <class Graph>
concept TracksClosest = requires(const Graph& graph, std::uint32_t node) {
  graph.tracksClosest();
  graph.goalDistanceSquared(node);
};

template <class Graph, class OpenList>
class BestFirstSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    config_ = config;
    frontier_.begin(space, graph, goal, config);
    halfway_ = 0.5 * graph.distance(Heuristic::Euclidean, start, goal);
    closest_.reset(false);
    if constexpr (TracksClosest<Graph>) closest_.reset(graph.tracksClosest());
    frontier_.reach(start, 0.0, kNoNode, TraceKind::Open);
  }

  // Expands up to `budget` nodes; returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (frontier_.empty()) return s.finish(*graph_, SearchStatus::NoPath, closest_.node(), goal_);
      if (s.expanded >= config_.maxExpansions) {
        return s.finish(*graph_, SearchStatus::Limit, frontier_.promisingNode(), goal_);
      }
      expand(frontier_.pop());
    }
    return s.status;
  }

 private:
  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, isGoal(node), goal_, [&] { return frontier_.heuristic(node); })) return;
    if (config_.stopWhenHalfway && graph_->distance(Heuristic::Euclidean, node, goal_) <= halfway_) {
      s.finish(*graph_, SearchStatus::Halfway, node, goal_);
      return;
    }
    const double g = s.records.g(node);
    if constexpr (TracksClosest<Graph>) closest_.offer(node, graph_->goalDistanceSquared(node), g);
    const auto view = frontier_.recordView();
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double cost) { frontier_.relax(view, node, next, g + cost); });
  }

  // The goal node, unless the graph defines a goal region of its own (flee.hpp).
  bool isGoal(std::uint32_t node) const {
    if constexpr (requires { graph_->isGoal(node, goal_); }) {
      return graph_->isGoal(node, goal_);
    } else {
      return node == goal_;
    }
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  BestFirstConfig config_;
  BestFirstFrontier<Graph, OpenList> frontier_;
  double halfway_ = 0.0;  // half the start's straight-line distance to the goal
  // The expanded node nearest the goal in a straight line (then the cheapest), for graphs that
  // return it when no path exists (agent_graph.hpp); never enabled on the others.
  PromisingNode closest_;
};

}  // namespace pathlab
