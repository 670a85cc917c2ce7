// Depth-first search: a stack, blind to costs and to the goal's direction. It
// goes as far as it can along the first open direction (north, east, south,
// west, then the diagonals), backs up only at dead ends, and stops at the
// first path to the goal it meets, however long the detour. So its path is
// legal but usually far from the shortest: nothing in it compares paths.
//
// Each cell is expanded once. A cell reached again before it is expanded
// takes the newer parent (the stack's order: the deepest branch is searched
// first), shown in the trace as an improve event; g is the real cost of the
// path to each cell, so the path's cost is the sum of its moves.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "core/search_space.hpp"

namespace pathlab {

template <class Graph>
class DepthFirstSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             std::uint64_t maxExpansions) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    maxExpansions_ = maxExpansions;
    stack_.clear();
    promising_.reset(maxExpansions != kUnlimited);
    reach(start, 0.0, kNoNode);
  }

  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    while (budget > 0 && s.status == SearchStatus::Running) {
      if (stack_.empty()) return s.finish(*graph_, SearchStatus::NoPath, kNoNode, goal_);
      const std::uint32_t node = stack_.back();
      if (s.records.state(node) == NodeState::Closed) {  // an older entry of a cell expanded since
        stack_.pop_back();
        continue;
      }
      if (s.expanded >= maxExpansions_) return s.finish(*graph_, SearchStatus::Limit, promising_.node(), goal_);
      stack_.pop_back();
      expand(node);
      --budget;
    }
    return s.status;
  }

 private:
  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    if (!s.expand(*graph_, node, node == goal_, goal_, [] { return 0.0; })) return;
    // Pushed last to first, so the first neighbour is searched first.
    std::array<std::pair<std::uint32_t, double>, 8> next{};
    std::size_t count = 0;
    graph_->forEachNeighbor(node, [&](std::uint32_t n, double cost) {
      if (count < next.size() && s.records.state(n) != NodeState::Closed) next[count++] = {n, cost};
    });
    const double g = s.records.g(node);
    while (count > 0) {
      const auto [n, cost] = next[--count];
      reach(n, g + cost, node);
    }
  }

  void reach(std::uint32_t node, double g, std::uint32_t parent) {
    SearchSpace& s = *space_;
    const bool first = s.records.state(node) == NodeState::Unvisited;
    s.records.setOpen(node, g, parent);
    stack_.push_back(node);
    if (first) ++s.opened;
    s.note(*graph_, first ? TraceKind::Open : TraceKind::Improve, node, 0.0);
    if (promising_.enabled()) promising_.offer(node, graph_->goalEstimate(node, goal_), g);
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  std::uint64_t maxExpansions_ = kUnlimited;
  std::vector<std::uint32_t> stack_;  // reused; may hold older entries of a cell, skipped when popped
  PromisingNode promising_;
};

}  // namespace pathlab
