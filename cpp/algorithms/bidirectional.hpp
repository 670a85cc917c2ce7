// Bidirectional A* and Dijkstra on a grid: one search from the start and one
// from the goal (walking moves backwards), each step expanding one node on the
// side whose open list is smaller (the forward side on a tie).
//
// Whenever a side reaches a node the other side has reached, the sum of the
// two costs is a start-to-goal path; mu is the cheapest such sum so far.
// Each side orders its open list by key = g + p(v), with the "average
// potentials" of Ikeda et al. (1994) and Goldberg and Harrelson (2005):
//   forward  p(v) = (h(v, goal) - h(v, start)) / 2,   backward  p(v) = -forward p(v)
// (0 for Dijkstra). Averages of consistent heuristics are consistent, and the
// two potentials cancel, so this is bidirectional Dijkstra on edge costs
// reduced by the potential, all >= 0, and Nicholson's rule applies: stop when
//   kF + kB >= mu,   kF and kB the smallest keys in the two open lists,
// as any cheaper path would cross both frontiers below those keys.
// The key of the side being expanded is exact (it was just popped); the other
// side's is the key it last popped, a lower bound because the keys a side pops
// never decrease with consistent potentials. Optimal with weight 1 and a
// consistent heuristic (the defaults); tests check the Moving AI scenarios.
//
// Trace: the backward side's events carry kBackwardFlag in their kind; their g
// is the cost to the goal and their parent the next cell towards the goal. On
// both sides h is the potential p(v) that ordered the open list (g + h = key).
#pragma once

#include <algorithm>
#include <cstdint>
#include <limits>
#include <vector>

#include "algorithms/path_output.hpp"
#include "core/grid_graph.hpp"
#include "core/tie_break.hpp"

namespace pathlab {

struct BidirectionalConfig {
  bool useHeuristic = true;  // A* when true, Dijkstra when false
  double weight = 1.0;
  TieBreak tieBreak = TieBreak::LowerH;
  std::uint64_t maxExpansions = kUnlimited;

  static BidirectionalConfig forOptions(const SearchOptions& options) {
    BidirectionalConfig c;
    c.useHeuristic = options.algorithm != Algorithm::BidirectionalDijkstra;
    c.weight = options.weight;
    c.tieBreak = options.tieBreak;
    c.maxExpansions = options.maxExpansions;
    return c;
  }
};

// Graph: the grid graph, or MicroStepGraph<GridGraph> to record micro-steps (each
// stopping test, each neighbour skipped and each meeting of the sides; micro_steps.hpp).
template <class OpenList, class Graph = GridGraph>
class BidirectionalSearch {
 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BidirectionalConfig& config) {
    space_ = &space;
    graph_ = &graph;
    goal_ = goal;
    config_ = config;
    tieBreaker_.reset(config.tieBreak);
    best_ = kInfinity;
    meeting_ = kNoNode;
    backwardRecords_.prepare(graph.nodeCount());
    forward_.begin(&space.records, graph.nodeCount(), goal, 0);
    backward_.begin(&backwardRecords_, graph.nodeCount(), start, kBackwardFlag);
    promising_.reset(config.maxExpansions != kUnlimited);
    reach(forward_, start, 0.0, kNoNode);
    reach(backward_, goal, 0.0, kNoNode);
    if (start == goal) {
      best_ = 0.0;
      meeting_ = start;
    }
    forward_.lastKey = forward_.key(start, 0.0, *this);
    backward_.lastKey = backward_.key(goal, 0.0, *this);
  }

  // Expands up to `budget` nodes (both sides together); returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (forward_.open.empty() || backward_.open.empty()) {
        // One side has closed everything it can reach, and mu already counts every meeting.
        return meeting_ == kNoNode ? finish(SearchStatus::NoPath, {}) : finishMeeting();
      }
      if (s.expanded >= config_.maxExpansions) return finish(SearchStatus::Limit, forwardPath(promising_.node()));
      Side& side = forward_.open.size() <= backward_.open.size() ? forward_ : backward_;
      const Side& other = &side == &forward_ ? backward_ : forward_;
      const std::uint32_t node = side.open.pop();
      side.lastKey = side.key(node, side.records->g(node), *this);
      if (provenOptimal(side.lastKey, other.lastKey)) {
        if constexpr (RecordsMicroSteps<Graph>) noteStopTest(side, other, node);
        return finishMeeting();
      }
      expand(side, other, node);
    }
    return s.status;
  }

 private:
  static constexpr double kInfinity = 1e300;

  struct Side {
    SearchRecords* records = nullptr;
    OpenList open;
    std::uint32_t target = 0;  // the node this side heads for
    std::uint8_t flag = 0;     // kBackwardFlag for the backward side
    double lastKey = 0.0;      // key of the node this side popped last

    void begin(SearchRecords* r, std::uint32_t nodeCount, std::uint32_t t, std::uint8_t f) {
      records = r;
      open.reset(nodeCount);
      target = t;
      flag = f;
    }
    double key(std::uint32_t node, double g, const BidirectionalSearch& search) const {
      return g + search.config_.weight * search.potential(*this, node);
    }
  };

  bool provenOptimal(double key, double otherKey) const {
    if (meeting_ == kNoNode) return false;
    return key + otherKey >= best_;
  }

  // The side's average potential; the backward side's target is the start. The estimates are
  // directed (the landmarks' are, on terrain: docs/algorithms.md, "Landmarks"): forwards the cost
  // from the node to the goal, backwards the cost from the start to the node.
  double potential(const Side& side, std::uint32_t node) const {
    if (!config_.useHeuristic) return 0.0;
    const double toGoal = graph_->heuristic(node, forward_.target);
    const double fromStart = graph_->heuristic(backward_.target, node);
    return &side == &forward_ ? 0.5 * (toGoal - fromStart) : 0.5 * (fromStart - toGoal);
  }

  void expand(Side& side, const Side& other, std::uint32_t node) {
    side.records->setClosed(node);
    ++space_->expanded;
    note(side, TraceKind::Expand, node);
    if constexpr (RecordsMicroSteps<Graph>) {
      noteStopTest(side, other, node);
      graph_->setEventFlag(side.flag);
    }
    const double g = side.records->g(node);
    // Forwards, or crossing cells (which costs the same both ways): the step's cost as the graph gives it.
    if (side.flag == 0 || graph_->terrainCost() == TerrainCost::Crossed) {
      graph_->forEachNeighbor(node, [&](std::uint32_t next, double cost) { relax(side, other, node, next, g + cost); });
      return;
    }
    // Backwards under 'entered': the move is next -> node, which enters node; the graph prices it.
    graph_->forEachNeighbor(node, [&](std::uint32_t next, double) { relax(side, other, node, next, g + graph_->stepCost(next, node)); });
  }

  void relax(Side& side, const Side& other, std::uint32_t from, std::uint32_t next, double g) {
    SearchRecords& records = *side.records;
    switch (records.state(next)) {
      case NodeState::Unvisited:
        reach(side, next, g, from);
        break;
      case NodeState::Open:
        if (!improves(g, records.g(next))) {
          if constexpr (RecordsMicroSteps<Graph>) graph_->noteSkip(TraceKind::SkipNotCheaper, from, next, g);
          return;
        }
        records.setOpen(next, g, from);
        side.open.update(entry(side, next, g));
        note(side, TraceKind::Improve, next);
        break;
      case NodeState::Closed:
        if constexpr (RecordsMicroSteps<Graph>) graph_->noteSkip(TraceKind::SkipClosed, from, next, g);
        return;
    }
    if (other.records->state(next) != NodeState::Unvisited) {
      const double through = g + other.records->g(next);
      if (through < best_) {
        best_ = through;
        meeting_ = next;
      }
      if constexpr (RecordsMicroSteps<Graph>) graph_->noteEvent(TraceKind::Meet, from, next, through, best_);
    }
  }

  // Micro-steps: the stopping test of a popped node (trace.hpp: g = kF + kB, h = mu).
  void noteStopTest(const Side& side, const Side& other, std::uint32_t node) {
    const std::uint32_t parent = side.records->parent(node);
    const double mu = meeting_ == kNoNode ? std::numeric_limits<double>::infinity() : best_;
    space_->trace.record(std::uint8_t(std::uint8_t(TraceKind::GoalTest) | side.flag), graph_->publicId(node),
                         parent == kNoNode ? kNoParent : graph_->publicId(parent), side.lastKey + other.lastKey, mu);
  }

  void reach(Side& side, std::uint32_t node, double g, std::uint32_t parent) {
    side.records->setOpen(node, g, parent);
    side.open.push(entry(side, node, g));
    ++space_->opened;
    note(side, TraceKind::Open, node);
    if (side.flag == 0 && promising_.enabled()) promising_.offer(node, graph_->goalEstimate(node, goal_), g);
  }

  OpenEntry entry(const Side& side, std::uint32_t node, double g) {
    const double h = potential(side, node);
    return tieBreaker_.entry(g + config_.weight * h, h, node);
  }

  void note(const Side& side, TraceKind kind, std::uint32_t node) {
    Trace& trace = space_->trace;
    if (!trace.enabled()) return;
    const std::uint32_t parent = side.records->parent(node);
    trace.record(std::uint8_t(std::uint8_t(kind) | side.flag), graph_->publicId(node),
                 parent == kNoNode ? kNoParent : graph_->publicId(parent), side.records->g(node),
                 potential(side, node));
  }

  // The forward half from the start to `end`, as path cells.
  std::vector<PathCell>& forwardPath(std::uint32_t end) {
    const SearchRecords& records = space_->records;
    cells_.clear();
    records.forEachOnChain(end, [&](std::uint32_t n) { cells_.push_back({n, records.g(n)}); });
    std::reverse(cells_.begin(), cells_.end());
    return cells_;
  }

  SearchStatus finishMeeting() {
    std::vector<PathCell>& cells = forwardPath(meeting_);
    // The backward half, meeting point excluded; cost from the start = mu - cost to the goal.
    backwardRecords_.forEachOnChain(backwardRecords_.parent(meeting_),
                                    [&](std::uint32_t n) { cells.push_back({n, best_ - backwardRecords_.g(n)}); });
    return finish(SearchStatus::Found, cells);
  }

  SearchStatus finish(SearchStatus result, const std::vector<PathCell>& cells) {
    return finishWithPath(*space_, *graph_, result, cells, goal_);
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  std::uint32_t goal_ = 0;
  BidirectionalConfig config_;
  Side forward_;   // uses the SearchSpace's records
  Side backward_;  // uses backwardRecords_
  SearchRecords backwardRecords_;
  double best_ = kInfinity;          // mu: the cheapest start-to-goal cost found so far
  std::uint32_t meeting_ = kNoNode;  // where that path's halves meet
  PromisingNode promising_;
  TieBreaker tieBreaker_;
  std::vector<PathCell> cells_;
};

}  // namespace pathlab
