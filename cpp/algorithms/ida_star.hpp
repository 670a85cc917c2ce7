// IDA*, iterative-deepening A* (Korf, "Depth-First Iterative-Deepening: An
// Optimal Admissible Tree Search", 1985): a depth-first search that never
// goes past a bound on f = g + h, repeated with the bound raised to the
// smallest f that went past it, until the goal is reached. With an admissible
// heuristic the first path found is optimal. It keeps only the current path
// (no open or closed list), so it forgets what it saw: every pass repeats the
// last one, and within a pass a cell is searched again along every path that
// reaches it within the bound. On open maps with many equally good paths that
// is a great deal of work; the expansion cap stops it (status Limit, with the
// current path's cell nearest the goal as the partial path's end).
//
// The depth-first search is an explicit stack, so it can stop after any
// expansion and go on in the next step(). A cell on the current path is Open
// in SearchRecords (with g and parent for the path), and Closed once left,
// so the path never runs into itself.
// Trace: each pass begins with an open event of the start whose h is the
// pass's bound; then an expand event per visit (the same cell again on every
// pass), and an open event for each neighbour within the bound, which the
// search will visit, in the order it will visit them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

template <class Graph>
class IdaStarSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             std::uint64_t maxExpansions) {
    space_ = &space;
    graph_ = &graph;
    start_ = start;
    goal_ = goal;
    maxExpansions_ = maxExpansions;
    bound_ = graph.heuristic(start, goal);
    startPass();
    ++space.opened;
  }

  // Expands up to `budget` nodes; returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    while (budget > 0 && s.status == SearchStatus::Running) {
      if (stack_.empty()) {  // the pass is over without the goal
        if (nextBound_ == kNone) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
        bound_ = nextBound_;
        startPass();
        continue;
      }
      Frame& top = stack_.back();
      if (!top.expanded) {
        if (s.expanded >= maxExpansions_) return s.finish(*graph_, SearchStatus::Limit, nearestOnPath(), goal_);
        expand(top);
        --budget;
      } else if (top.next < top.end) {
        const Child child = children_[top.next++];
        push(child.node, child.g, top.node);
      } else {  // every neighbour searched: back up
        s.records.setClosed(top.node);
        children_.resize(top.begin);
        stack_.pop_back();
      }
    }
    return s.status;
  }

 private:
  static constexpr double kNone = 1e300;

  struct Frame {
    std::uint32_t node;
    bool expanded;
    std::size_t begin, next, end;  // its neighbours within the bound, in children_
  };
  struct Child {
    std::uint32_t node;
    double g;
  };

  void startPass() {
    ++space_->iterations;
    nextBound_ = kNone;
    stack_.clear();
    children_.clear();
    push(start_, 0.0, kNoNode);
    // Each pass opens the start again, with the pass's bound as its h: the
    // trace says where a pass begins and what bounds it.
    space_->trace.record(TraceKind::Open, graph_->publicId(start_), kNoParent, 0.0, bound_);
  }

  void push(std::uint32_t node, double g, std::uint32_t parent) {
    space_->records.setOpen(node, g, parent);
    stack_.push_back({node, false, children_.size(), children_.size(), children_.size()});
  }

  void expand(Frame& frame) {
    SearchSpace& s = *space_;
    const std::uint32_t node = frame.node;
    frame.expanded = true;
    ++s.expanded;
    const double g = s.records.g(node);
    s.note(*graph_, TraceKind::Expand, node, graph_->heuristic(node, goal_));
    if (node == goal_) {
      s.finish(*graph_, SearchStatus::Found, node, goal_);
      return;
    }
    frame.begin = frame.next = children_.size();
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double cost) {
      if (s.records.state(next) == NodeState::Open) return;  // on the current path
      const double h = graph_->heuristic(next, goal_);
      const double f = g + cost + h;
      if (f > bound_ + kTieEpsilon * (1.0 + bound_)) {
        nextBound_ = std::min(nextBound_, f);
        return;
      }
      children_.push_back({next, g + cost});
      ++s.opened;
      if (s.trace.enabled()) {
        s.trace.record(TraceKind::Open, graph_->publicId(next), graph_->publicId(node), g + cost, h);
      }
    });
    frame.end = children_.size();
  }

  // The cell of the current path that looks nearest the goal (for a partial path).
  std::uint32_t nearestOnPath() const {
    std::uint32_t best = kNoNode;
    double bestEstimate = 0.0;
    for (const Frame& frame : stack_) {
      const double estimate = graph_->goalEstimate(frame.node, goal_);
      if (best == kNoNode || estimate < bestEstimate) {
        best = frame.node;
        bestEstimate = estimate;
      }
    }
    return best;
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t start_ = 0;
  std::uint32_t goal_ = 0;
  std::uint64_t maxExpansions_ = kUnlimited;
  double bound_ = 0.0;           // this pass's bound on f
  double nextBound_ = kNone;     // the smallest f beyond it seen so far
  std::vector<Frame> stack_;     // the current path, start first
  std::vector<Child> children_;  // each frame's neighbours within the bound
};

}  // namespace pathlab
