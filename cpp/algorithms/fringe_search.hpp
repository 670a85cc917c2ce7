// Fringe search (Björnsson, Enzenberger, Holte and Schaeffer, "Fringe Search:
// Beating A* at Pathfinding on Game Maps", IEEE CIG 2005,
// https://webdocs.cs.ualberta.ca/~holte/Publications/fringe.pdf): IDA*'s
// bound on f = g + h, without IDA*'s forgetting. The fringe is one list, walked
// from its head in iterations; a node whose f is within the iteration's
// threshold is expanded, its children go into the list right after it (so they
// are looked at next, depth first), and it leaves the list; a node beyond the
// threshold waits for a later iteration ("now" and "later" in the paper are the
// parts of the list before and after the walk's position). When the walk
// reaches the end, the threshold rises to the smallest f it passed over and the
// walk starts again. A cache of g and parent per node (the search records)
// keeps a node from being reached again at no lower cost, so, unlike IDA*, each
// node is expanded about once per threshold that admits it. Optimal with an
// admissible heuristic.
//
// The list is two flat arrays of links over node ids, kept across searches (no
// allocation once warm, nothing cleared per search: a link is read only for
// nodes whose record says they are in the list).
//
// Trace: the start's open event, then a Threshold event (g = the threshold) at
// the start of every iteration; an expand event per node expanded; an open or
// improve event per child put into the list, in list order.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/open_list.hpp"
#include "core/search_space.hpp"

namespace pathlab {

template <class Graph>
class FringeSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             std::uint64_t maxExpansions) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    maxExpansions_ = maxExpansions;
    if (next_.size() < graph.nodeCount()) {
      next_.resize(graph.nodeCount());
      prev_.resize(graph.nodeCount());
    }
    head_ = kNoNode;
    promising_.reset(maxExpansions != kUnlimited);
    space.records.setOpen(start, 0.0, kNoNode);
    insertAfter(kNoNode, start);
    ++space.opened;
    space.note(graph, TraceKind::Open, start, graph.heuristic(start, goal));
    promising_.offer(start, graph.goalEstimate(start, goal), 0.0);
    threshold_ = rounded(graph.heuristic(start, goal));
    beginIteration();
  }

  // Expands up to `budget` nodes; returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    while (budget > 0 && s.status == SearchStatus::Running) {
      if (head_ == kNoNode) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
      if (walk_ == kNoNode) {  // the end of the list: raise the threshold, walk again
        threshold_ = nextThreshold_;
        beginIteration();
        continue;
      }
      const std::uint32_t node = walk_;
      const double g = s.records.g(node);
      const double f = rounded(g + graph_->heuristic(node, goal_));
      if (f > threshold_) {  // later
        nextThreshold_ = std::min(nextThreshold_, f);
        walk_ = next_[node];
        continue;
      }
      if (s.expanded >= maxExpansions_) return s.finish(*graph_, SearchStatus::Limit, promising_.node(), goal_);
      expand(node, g);
      --budget;
    }
    return s.status;
  }

 private:
  // f as the open lists compare it (core/open_list.hpp): equal but for rounding noise is equal.
  static double rounded(double f) { return roundedValue(f); }

  void beginIteration() {
    ++space_->iterations;
    nextThreshold_ = kInfinity;
    walk_ = head_;
    if (space_->trace.enabled() && head_ != kNoNode) {
      space_->trace.record(TraceKind::Threshold, graph_->publicId(head_), kNoParent, threshold_, 0.0);
    }
  }

  void expand(std::uint32_t node, double g) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, node == goal_, goal_, [&] { return graph_->heuristic(node, goal_); })) return;
    std::uint32_t after = node;  // children go in right after the node, first child first
    graph_->forEachNeighbor(node, [&](std::uint32_t child, double cost) {
      const double gc = g + cost;
      const NodeState state = s.records.state(child);
      if (state != NodeState::Unvisited && !improves(gc, s.records.g(child))) return;
      if (state == NodeState::Open) unlink(child);
      s.records.setOpen(child, gc, node);
      insertAfter(after, child);
      after = child;
      TraceKind kind = TraceKind::Improve;
      if (state == NodeState::Unvisited) {
        kind = TraceKind::Open;
        ++s.opened;
      }
      s.note(*graph_, kind, child, graph_->heuristic(child, goal_));
      promising_.offer(child, graph_->goalEstimate(child, goal_), gc);
    });
    walk_ = next_[node];
    unlink(node);  // expand() closed its record
  }

  void insertAfter(std::uint32_t at, std::uint32_t node) {
    const std::uint32_t following = at == kNoNode ? head_ : next_[at];
    prev_[node] = at;
    next_[node] = following;
    if (at == kNoNode) head_ = node;
    else next_[at] = node;
    if (following != kNoNode) prev_[following] = node;
  }

  void unlink(std::uint32_t node) {
    const std::uint32_t before = prev_[node], after = next_[node];
    if (before == kNoNode) head_ = after;
    else next_[before] = after;
    if (after != kNoNode) prev_[after] = before;
  }

  static constexpr double kInfinity = 1e300;

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  std::uint64_t maxExpansions_ = kUnlimited;
  std::vector<std::uint32_t> next_, prev_;  // the list's links, valid for nodes in it
  std::uint32_t head_ = kNoNode;
  std::uint32_t walk_ = kNoNode;      // where this iteration's walk stands
  double threshold_ = 0.0;            // this iteration's bound on f
  double nextThreshold_ = kInfinity;  // the smallest f beyond it seen so far
  PromisingNode promising_;
};

}  // namespace pathlab
