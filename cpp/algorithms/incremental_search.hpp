// The incremental search shared by Lifelong Planning A* (Koenig, Likhachev and
// Furcy, "Lifelong Planning A*", Artificial Intelligence 155, 2004) and D* Lite
// (Koenig and Likhachev, "D* Lite", AAAI 2002), in the optimised form of the
// D* Lite paper's Figure 4.
//
// Every node keeps g (its settled cost from the source) and rhs (the one-step
// look-ahead: the best neighbour's g plus the step). A node whose g differs
// from its rhs is inconsistent and waits in a priority queue under the
// two-part key [min(g, rhs) + h + km, min(g, rhs)]. Expanding a node makes it
// consistent (g = rhs when rhs is lower, g = infinity when it is higher) and
// recomputes its neighbours' rhs. After an edit only the nodes whose edges
// changed get new rhs values; the search then expands just the inconsistent
// region that matters for the target, and the other g values are reused.
//
// LPA* runs Forward: the source is the start, g is the cost from the start and
// the target is the goal. D* Lite runs Backward: the source is the goal, g the
// cost to the goal, the target the start, so the start can move as an agent
// walks: km grows by h(old target, new target) instead of re-keying the queue.
// The same trick moves LPA*'s goal. The heuristic must be consistent for
// optimal paths (the defaults are).
//
// Costs are the grid graph's (GridGraph: movement rule, terrain, cost model):
// a step costs its straight or diagonal unit times the entered cell's terrain
// cost, computed with the same multiplication as A*, so equal paths cost the
// same double. Memory: 32 bytes per node, allocated once per grid size;
// starting over costs O(1) (an epoch stamp makes every old record read as
// unvisited), and a plan allocates nothing once the queue and trace are warm.
#pragma once

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "algorithms/path_output.hpp"
#include "core/algorithm_info.hpp"
#include "core/grid_graph.hpp"
#include "core/open_list.hpp"
#include "core/search_space.hpp"

namespace pathlab {

enum class SearchDirection { Forward,
                             Backward };

inline bool isReplanning(Algorithm a) { return algorithmInfo(a).replans; }
// A search that repairs from a moving start (the table's movingStart: D* Lite) searches from the goal,
// so that the start is its target and moving it keeps every g.
inline SearchDirection directionOf(Algorithm a) {
  return algorithmInfo(a).movingStart ? SearchDirection::Backward : SearchDirection::Forward;
}


class IncrementalSearch {
 public:
  // Forgets every previous search (O(1) once the arrays fit the graph) and
  // queues the source, recording its open event in `space`.
  void reset(const GridGraph& graph, SearchDirection direction, std::uint32_t source, std::uint32_t target,
             SearchSpace& space);
  // A new target: the queue's keys stay valid lower bounds once km grows by
  // h(old target, new target) (D* Lite's key modifier).
  void moveTarget(std::uint32_t target);
  // The node's cell changed (wall or terrain): its edges and the diagonals it
  // flanks changed, so every node of the 3 x 3 block around it gets a new rhs.
  void cellChanged(std::uint32_t node, SearchSpace& space);
  // Expands up to `budget` nodes towards a consistent target, with at most
  // `maxExpansions` counted in space.expanded; records events and, at the end,
  // the path from the start to the goal into `space`.
  SearchStatus advance(SearchSpace& space, std::uint64_t budget, std::uint64_t maxExpansions);
  // Counts the next events as a new plan: a node first queued in it is "opened".
  void beginPlan() { ++plan_; }
  // Records the queue a repair starts from as open events (keys as now: min(g, rhs) and h to the
  // current target), so that a trace of the repair alone shows the whole frontier it takes from.
  void recordQueue(SearchSpace& space);

  SearchDirection direction() const { return direction_; }
  // D* Lite's key modifier: what the target's moves added to every key's first part since the search began.
  double km() const { return km_; }
  std::uint32_t source() const { return source_; }
  std::uint32_t target() const { return target_; }

 private:
  static constexpr double kInfinity = std::numeric_limits<double>::infinity();
  static constexpr std::uint32_t kNotQueued = 0xFFFFFFFFu;

  // Makes a node's record current, as unvisited if it is from an older epoch.
  void touch(std::uint32_t n) {
    if (epochOf_[n] == epoch_) return;
    epochOf_[n] = epoch_;
    g_[n] = kInfinity;
    rhs_[n] = kInfinity;
    parent_[n] = kNoNode;
    position_[n] = kNotQueued;
  }
  // The estimate of the cost between n and the target the way the search's paths go: backwards (D*
  // Lite) from the target to n, which differs on terrain for the landmarks' directed estimate.
  double heuristic(std::uint32_t n) const {
    return direction_ == SearchDirection::Forward ? graph_->heuristic(n, target_) : graph_->heuristic(target_, n);
  }
  StoredEntry key(std::uint32_t n) const;
  // Recomputes a node's rhs and puts it into, moves it in or takes it out of the queue.
  void updateVertex(std::uint32_t n, SearchSpace& space);
  void requeue(std::uint32_t n, SearchSpace& space);
  void offerNeighbours(std::uint32_t u, SearchSpace& space);
  void withdrawFromNeighbours(std::uint32_t u, SearchSpace& space);
  // The cheapest step of `n` through a neighbour: rhs and parent.
  void lookAhead(std::uint32_t n);
  void note(SearchSpace& space, TraceKind kind, std::uint32_t n, double g) const;
  SearchStatus finish(SearchSpace& space);

  // Indexed binary heap over position_ (any key may rise or fall, any node may leave).
  void push(const StoredEntry& e);
  void change(std::uint32_t n, const StoredEntry& e);
  void remove(std::uint32_t n);
  void siftUp(std::size_t i, StoredEntry e);
  void siftDown(std::size_t i, StoredEntry e);
  void place(std::size_t i, const StoredEntry& e) {
    heap_[i] = e;
    position_[e.node()] = std::uint32_t(i);
  }

  const GridGraph* graph_ = nullptr;
  SearchDirection direction_ = SearchDirection::Forward;
  std::uint32_t source_ = 0;
  std::uint32_t target_ = 0;
  double km_ = 0.0;
  std::uint32_t epoch_ = 0;
  std::uint32_t plan_ = 0;
  std::vector<double> g_;
  std::vector<double> rhs_;
  std::vector<std::uint32_t> parent_;    // the neighbour rhs came through (towards the source)
  std::vector<std::uint32_t> epochOf_;   // a record is current when it equals epoch_
  std::vector<std::uint32_t> planOf_;    // the last plan that queued the node
  std::vector<std::uint32_t> position_;  // slot in heap_, kNotQueued when consistent
  std::vector<StoredEntry> heap_;
  std::vector<PathCell> pathCells_;
};

}  // namespace pathlab
