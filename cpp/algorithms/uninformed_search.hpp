// The two uninformed searches, blind to costs and to the goal's direction, as
// one template: they differ only in which end of the frontier they take next.
//   Frontier::Queue  breadth-first search (breadth_first.hpp): oldest first, so
//                    each cell is reached first by a path with the fewest moves.
//   Frontier::Stack  depth-first search (depth_first.hpp): newest first, so it
//                    follows one branch as deep as it goes and backs up only at
//                    dead ends.
// g in the trace is the real cost of the path to each cell in both.
#pragma once

#include <array>
#include <cstdint>
#include <utility>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

enum class Frontier { Queue,
                      Stack };

template <class Graph, Frontier kFrontier>
class UninformedSearch {
  static constexpr bool kStack = kFrontier == Frontier::Stack;

 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             std::uint64_t maxExpansions) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    maxExpansions_ = maxExpansions;
    frontier_.clear();
    head_ = 0;
    promising_.reset(maxExpansions != kUnlimited);
    reach(start, 0.0, kNoNode);
  }

  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    while (budget > 0 && s.status == SearchStatus::Running) {
      if (head_ == frontier_.size()) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
      const std::uint32_t node = kStack ? frontier_.back() : frontier_[head_];
      if constexpr (kStack) {
        if (s.records.state(node) == NodeState::Closed) {  // an older entry of a cell expanded since
          frontier_.pop_back();
          continue;
        }
      }
      if (s.expanded >= maxExpansions_) return s.finish(*graph_, SearchStatus::Limit, promising_.node(), goal_);
      if constexpr (kStack) frontier_.pop_back();
      else ++head_;
      expand(node);
      --budget;
    }
    return s.status;
  }

 private:
  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, node == goal_, goal_, [] { return 0.0; })) return;
    const double g = s.records.g(node);
    if constexpr (kStack) {
      // A cell reached again before it is expanded takes the newer parent (the
      // deepest branch is searched first), an improve event in the trace. Pushed
      // last to first, so the first neighbour (north, east, south, west, then the
      // diagonals) is searched first.
      std::array<std::pair<std::uint32_t, double>, 8> next{};
      std::size_t count = 0;
      graph_->forEachNeighbor(node, [&](std::uint32_t n, double cost) {
        if (count < next.size() && s.records.state(n) != NodeState::Closed) next[count++] = {n, cost};
      });
      while (count > 0) {
        const auto [n, cost] = next[--count];
        reach(n, g + cost, node);
      }
    } else {
      graph_->forEachNeighbor(node, [&](std::uint32_t next, double cost) {
        const NodeState state = s.records.state(next);
        if (state == NodeState::Unvisited) {
          reach(next, g + cost, node);
        } else if constexpr (RecordsMicroSteps<Graph>) {
          graph_->noteSkip(state == NodeState::Closed ? TraceKind::SkipClosed : TraceKind::SkipQueued, node, next, g + cost);
        }
      });
    }
  }

  void reach(std::uint32_t node, double g, std::uint32_t parent) {
    SearchSpace& s = *space_;
    const bool first = !kStack || s.records.state(node) == NodeState::Unvisited;  // a queue reaches a cell once
    s.records.setOpen(node, g, parent);
    frontier_.push_back(node);
    if (first) ++s.opened;
    s.note(*graph_, first ? TraceKind::Open : TraceKind::Improve, node, 0.0);
    if (promising_.enabled()) promising_.offer(node, graph_->goalEstimate(node, goal_), g);
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  std::uint64_t maxExpansions_ = kUnlimited;
  // Reused from search to search. A queue's front is at head_ (a stack's head_
  // stays 0); a stack may hold older entries of a cell, skipped when popped.
  std::vector<std::uint32_t> frontier_;
  std::size_t head_ = 0;
  PromisingNode promising_;
};

}  // namespace pathlab
