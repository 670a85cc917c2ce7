// Breadth-first search: a FIFO queue, blind to costs. It finds a path with the
// fewest moves; on a 4-connected map of uniform cost that is a shortest path.
// g in the trace is still the real cost of the path to each cell.
#pragma once

#include <cstdint>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

template <class Graph>
class BreadthFirstSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             std::uint64_t maxExpansions) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    maxExpansions_ = maxExpansions;
    queue_.clear();
    head_ = 0;
    promising_.reset(maxExpansions != kUnlimited);
    reach(start, 0.0, kNoNode);
  }

  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (head_ == queue_.size()) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
      if (s.expanded >= maxExpansions_) {
        return s.finish(*graph_, SearchStatus::Limit, promising_.node(), goal_);
      }
      expand(queue_[head_++]);
    }
    return s.status;
  }

 private:
  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, node == goal_, goal_, [] { return 0.0; })) return;
    const double g = s.records.g(node);
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double cost) {
      const NodeState state = s.records.state(next);
      if (state == NodeState::Unvisited) {
        reach(next, g + cost, node);
      } else if constexpr (RecordsMicroSteps<Graph>) {
        graph_->noteSkip(state == NodeState::Closed ? TraceKind::SkipClosed : TraceKind::SkipQueued, node, next, g + cost);
      }
    });
  }

  void reach(std::uint32_t node, double g, std::uint32_t parent) {
    space_->records.setOpen(node, g, parent);
    queue_.push_back(node);
    ++space_->opened;
    space_->note(*graph_, TraceKind::Open, node, 0.0);
    if (promising_.enabled()) promising_.offer(node, graph_->goalEstimate(node, goal_), g);
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  std::uint64_t maxExpansions_ = kUnlimited;
  std::vector<std::uint32_t> queue_;  // reused; head_ marks the front
  std::size_t head_ = 0;
  PromisingNode promising_;
};

}  // namespace pathlab
