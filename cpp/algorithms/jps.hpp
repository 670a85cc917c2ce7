// Jump Point Search (Harabor and Grastien, 2011) on grids where every walkable
// cell costs 1, under each diagonal rule; on a map with terrain costs the scanner
// of jps_terrain.hpp also stops where the terrain makes a jump point (docs/algorithms.md,
// "Jump point search on terrain"). docs/jump-point-search.md explains it for a newcomer.
//
// It is A* over "jump points": instead of opening all neighbours of a node it
// scans straight lines and diagonals and only stops where an optimal path might
// have to turn: the rule's conditions are in jump_rules.hpp, the scans in
// jump_scanner.hpp (JPS+ and terrain swap in their own scanners).
//
// A node expanded after a straight move continues straight and turns where
// forced; after a diagonal move it continues along the diagonal and its two
// straight components (for `never`: horizontally, and up and down), and turns
// where forced.
//
// Expansions are jump points; the trace records them as expand events and the
// jump points they reach as open/improve events (parent = the jump point they
// came from). The path lists every cell, filled in between jump points.
//
// With PruneIntermediate (JPS+ uses it; Harabor and Grastien 2014 call it
// pruning intermediate nodes), a jump point found by a diagonal (for `never`,
// horizontal) scan is not queued: the scan generates that point's straight jump
// points at once, with the node being expanded as their parent, and goes on
// along the diagonal. Fewer nodes are expanded (npm run bench, section 3b, counts
// them) and the costs stay optimal. With corner cutting a diagonal jump
// point that has a forced neighbour of its own is queued as usual. A parent and
// its successor are then joined by a diagonal (horizontal) run and a straight
// (vertical) run, in that order, which is how the path is filled in and how an
// expanded node tells the direction it arrived in.
#pragma once

#include <algorithm>
#include <cassert>
#include <cstdint>
#include <cstdlib>
#include <iterator>
#include <vector>

#include "algorithms/best_first.hpp"
#include "algorithms/jump_rules.hpp"
#include "algorithms/jump_scanner.hpp"
#include "algorithms/rule_dispatch.hpp"
#include "core/grid_graph.hpp"

namespace pathlab {

// Scanner: JumpScanner<Rule>, or JumpTableScanner<Rule> for JPS+ (jps_plus.hpp).
// Graph: the grid graph, or MicroStepGraph<GridGraph> to record micro-steps (each
// direction scanned, natural or forced, and what its jump found; micro_steps.hpp).
// The graph's diagonal rule must be Rule (RuleDispatch below picks the instance).
template <class OpenList, DiagonalRule Rule, class Scanner = JumpScanner<Rule>, bool PruneIntermediate = false,
          class Graph = GridGraph>
class JumpPointSearch {
  using Rules = JumpRules<Rule>;

 public:
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    space_ = &space;
    graph_ = &graph;
    grid_ = &graph.grid();
    stride_ = grid_->stride();
    goal_ = goal;
    config_ = config;
    goalPx_ = graph.x(goal) + 1;
    goalPy_ = graph.y(goal) + 1;
    // The goal-in-sight step needs h to be the cost of a free run of the rule's moves.
    // Landmarks take the larger of the rule's own estimate and theirs: where the goal is in sight, the
    // rule's estimate is the true cost, so theirs is no larger and the two agree.
    const Heuristic kind = graph.heuristicKind();
    gather_ = kind == Heuristic::Landmarks;
    goalInSightApplies_ = kind == Heuristic::Landmarks || kind == (Rules::kFourConnected ? Heuristic::Manhattan : Heuristic::Octile);
    if constexpr (kTerrain) goalInSightApplies_ = false;  // over terrain a free run costs more than h
    if constexpr (kTerrain) scanner_.begin(*grid_, goal, graph.straightCost(), graph.diagonalCost(), graph.terrainCost());
    else scanner_.begin(*grid_, goal);
    if constexpr (requires { scanner_.reportTable(space); }) scanner_.reportTable(space);  // JPS+'s jump table
    frontier_.begin(space, graph, goal, config);
    frontier_.reach(start, 0.0, kNoNode, TraceKind::Open);
  }

  // Expands up to `budget` jump points; returns the status after them.
  SearchStatus advance(std::uint64_t budget) {
    SearchSpace& s = *space_;
    for (; budget > 0 && s.status == SearchStatus::Running; --budget) {
      if (frontier_.empty()) return finishAt(SearchStatus::NoPath, kNoNode);
      if (s.expanded >= config_.maxExpansions) return finishAt(SearchStatus::Limit, frontier_.promisingNode());
      expand(frontier_.pop());
    }
    return s.status;
  }

 private:
  // Offsets are added in unsigned arithmetic: node + offset(-1, 0) wraps to node - 1.
  std::uint32_t offset(int dx, int dy) const { return std::uint32_t(dy) * stride_ + std::uint32_t(dx); }

  // The node being expanded, with its padded coordinates.
  struct At {
    std::uint32_t node;
    int px, py;
  };

  // Why a direction is scanned, as a micro-step's h (core/trace.hpp).
  using Why = JumpScanReason;
  // The terrain scanner (jps_terrain.hpp) prices runs by their cells and opens ways for the terrain.
  static constexpr bool kTerrain = requires(const Scanner& scanner) { scanner.terrainWays(0u, 0, 0); };

  // Micro-steps: the direction (dx, dy) is scanned from `from`. Returns false
  // when that way leaves the map (no neighbour, no event).
  bool noteScan(const At& from, int dx, int dy, Why why) const {
    if constexpr (RecordsMicroSteps<Graph>) {
      const std::uint32_t next = from.node + offset(dx, dy);
      if (!graph_->inMap(next)) return false;
      graph_->noteEvent(TraceKind::JumpScan, from.node, next, 0.0, double(why));
    }
    return true;
  }
  // Micro-steps: that scan found no jump point.
  void noteNone(const At& from, int dx, int dy) const {
    if constexpr (RecordsMicroSteps<Graph>) graph_->noteEvent(TraceKind::JumpNone, from.node, from.node + offset(dx, dy), 0.0, 0.0);
  }

  // The cost of one step by (dx, dy).
  double unit(int dx, int dy) const { return dx != 0 && dy != 0 ? graph_->diagonalCost() : graph_->straightCost(); }

  // Scans from `from` in direction (dx, dy) and relaxes the jump point found, if any.
  void scan(const At& from, double g, int dx, int dy, Why why = Why::Natural) {
    if (!noteScan(from, dx, dy, why)) return;
    const std::uint32_t steps = scanner_.scanAt(from.node, from.px, from.py, dx, dy);
    if (steps == 0) {
      noteNone(from, dx, dy);
      return;
    }
    if constexpr (kTerrain) {
      relax(from.node, from.node + offset(dx, dy) * steps, g + scanner_.runCost(from.node, dx, dy, unit(dx, dy), steps));
    } else {
      relax(from.node, from.node + offset(dx, dy) * steps, g + unit(dx, dy) * steps);
    }
  }

  // Relaxes jump point `next` found from `from`. JPS+ first asks for the table's
  // entries of `next`: the search often expands a point soon after finding it,
  // and the look-up then finds them in the cache rather than waiting for memory
  // (docs/jump-point-search.md, "The table's layout"). With the landmarks, the
  // point waits in found_ until the expansion has scanned every way (relaxFound).
  void relax(std::uint32_t from, std::uint32_t next, double g) {
    if constexpr (requires { scanner_.prefetch(next); }) scanner_.prefetch(next);
    if constexpr (kGathers) {
      if (gather_) {
        assert(foundCount_ < int(std::size(found_)));
        found_[foundCount_++] = {from, next, g};
        return;
      }
    }
    frontier_.relax(from, next, g);
  }
  // Relaxes the jump points an expansion found, in the order found. Each one's h reads its row of
  // the landmarks' table, one cache line, rarely in the cache: read one after the other with the
  // open list's work in between, every line waits for memory in turn; read together first (wasm
  // has no prefetch instruction, so they are loads) their misses overlap
  // (docs/performance.md, "Terrain").
  void relaxFound() {
    if constexpr (kGathers) {
      std::uint32_t touched = 0;
      for (int i = 0; i < foundCount_; ++i) touched += graph_->touchHeuristic(found_[i].next);
      touched_ += touched;
      for (int i = 0; i < foundCount_; ++i) frontier_.relax(found_[i].from, found_[i].next, found_[i].g);
      foundCount_ = 0;
    }
  }

  // Scans the diagonal (dx, dy) from `from` (for `never`, the horizontal (dx, 0)).
  // Without pruning, relaxes the jump point found; with it, relaxes the straight
  // jump points of every jump point along the diagonal (and the goal, or a jump
  // point with a forced neighbour of its own, if the diagonal reaches one), each
  // with `from` as parent.
  void diagonal(const At& from, double g, int dx, int dy, Why why = Why::Natural) {
    if constexpr (!PruneIntermediate) {
      scan(from, g, dx, dy, why);
    } else {
      if (!noteScan(from, dx, dy, why)) return;
      const std::uint32_t move = offset(dx, dy);
      const double step = unit(dx, dy);
      At at = from;
      double atG = g;
      if constexpr (RecordsMicroSteps<Graph>) {
        if (scanner_.scanAt(at.node, at.px, at.py, dx, dy) == 0) noteNone(from, dx, dy);
      }
      while (const std::uint32_t steps = scanner_.scanAt(at.node, at.px, at.py, dx, dy)) {
        at = {at.node + move * steps, at.px + dx * int(steps), at.py + dy * int(steps)};
        atG += step * steps;
        if (at.node == goal_ || Rules::anyDiagonalForced(*grid_, at.node, offset(dx, 0), offset(0, dy))) {
          relax(from.node, at.node, atG);
          return;
        }
        // The straight components: along x and y, or for `never` up and down.
        const int firstX = Rules::kFourConnected ? 0 : dx, firstY = Rules::kFourConnected ? -1 : 0;
        const int secondY = Rules::kFourConnected ? 1 : dy;
        if (const std::uint32_t run = scanner_.scanAt(at.node, at.px, at.py, firstX, firstY)) {
          relax(from.node, at.node + offset(firstX, firstY) * run, atG + graph_->straightCost() * run);
        }
        if (const std::uint32_t run = scanner_.scanAt(at.node, at.px, at.py, 0, secondY)) {
          relax(from.node, at.node + offset(0, secondY) * run, atG + graph_->straightCost() * run);
        }
      }
    }
  }

  // Expands `node`: scans its ways, then relaxes the jump points found if they were gathered.
  void expand(std::uint32_t node) {
    scanFrom(node);
    relaxFound();
  }
  void scanFrom(std::uint32_t node) {
    SearchSpace& s = *space_;
    s.expand(*graph_, node, false, goal_, [&] { return frontier_.heuristic(node); });
    if (node == goal_) {
      finishAt(SearchStatus::Found, node);  // with the cells between jump points filled in
      return;
    }
    const double g = s.records.g(node);
    const std::uint32_t parent = s.records.parent(node);
    const At at{node, graph_->x(node) + 1, graph_->y(node) + 1};
    // The direction of the last move ((0, 0) at the start): the last non-empty run from the parent.
    int dx = 0, dy = 0;
    if (parent != kNoNode) {
      const typename Rules::Runs r = Rules::runsTo(at.px - 1 - graph_->x(parent), at.py - 1 - graph_->y(parent));
      dx = r.secondSteps > 0 ? r.secondX : r.firstX;
      dy = r.secondSteps > 0 ? r.secondY : r.firstY;
    }
    const Ways ways = waysOut(node, dx, dy);
    if (goalInSightApplies_ && goalInSight(at, g, ways)) return;
    for (int i = 0; i < ways.count; ++i) {
      const Way w = ways.ways[i];
      const Why why = i < ways.natural ? Why::Natural : i < ways.forced ? Why::Forced
                                                                        : Why::Terrain;
      // Diagonal ways (horizontal ones for `never`) go through diagonal(), straight ones through scan().
      if (Rules::kFourConnected ? w.dy == 0 : w.dx != 0 && w.dy != 0) diagonal(at, g, w.dx, w.dy, why);
      else scan(at, g, w.dx, w.dy, why);
    }
  }

  // A direction out of a node, as the move (dx, dy).
  struct Way {
    int dx, dy;
  };
  // The ways an expansion scans, in its order: the natural ones, then the forced ones (the turns
  // beside a wall that an optimal path may have to take there, JumpRules); at the start, all.
  struct Ways {
    Way ways[8];
    int count = 0;
    int natural = 0;  // ways[0, natural) are natural, [natural, forced) forced, the rest opened by terrain
    int forced = 8;
    void add(int dx, int dy) { ways[count++] = {dx, dy}; }
    bool contains(int dx, int dy) const {
      for (int i = 0; i < count; ++i) {
        if (ways[i].dx == dx && ways[i].dy == dy) return true;
      }
      return false;
    }
  };
  // Those of `node`, reached by the move (dx, dy) ((0, 0): the start).
  Ways waysOut(std::uint32_t node, int dx, int dy) const {
    Ways w = prunedWaysOut(node, dx, dy);
    if constexpr (kTerrain) {
      w.forced = w.count;
      // Where the block mixes costs, the ways the terrain keeps, in place of the rule's: its
      // comparison of the block's paths sees the walls too, so it keeps every forced way that
      // matters, and it drops natural ones another path beats (terrain_stops.hpp).
      if ((dx != 0 || dy != 0) && scanner_.terrainEdge(node)) {
        const std::uint8_t kept = scanner_.terrainWays(node, dx, dy);
        Ways k;
        for (int i = 0; i < w.count; ++i) {
          if ((kept >> wayBit(w.ways[i].dx, w.ways[i].dy)) & 1) k.add(w.ways[i].dx, w.ways[i].dy);
          if (i + 1 == w.natural) k.natural = k.count;
        }
        k.forced = k.count;
        for (int i = 0; i < 8; ++i) {
          if ((kept >> i) & 1 && !k.contains(kWayX[i], kWayY[i])) k.add(kWayX[i], kWayY[i]);
        }
        return k;
      }
    }
    return w;
  }
  Ways prunedWaysOut(std::uint32_t node, int dx, int dy) const {
    Ways w;
    if (dx == 0 && dy == 0) {
      for (int y = -1; y <= 1; ++y) {
        for (int x = -1; x <= 1; ++x) {
          if ((x != 0 || y != 0) && !(Rules::kFourConnected && x != 0 && y != 0)) w.add(x, y);
        }
      }
      w.natural = w.count;
      return w;
    }
    if constexpr (Rules::kFourConnected) {
      if (dy == 0) {  // after a horizontal move: on, and up and down
        w.add(0, -1);
        w.add(0, 1);
        w.add(dx, 0);
        w.natural = w.count;
        return w;
      }
      w.add(0, dy);
      w.natural = w.count;
      // After a vertical move: horizontally, beside a wall.
      for (int side : {1, -1}) {
        if (Rules::straightForced(*grid_, node, offset(0, dy), offset(side, 0))) w.add(side, 0);
      }
    } else if (dx != 0 && dy != 0) {
      w.add(dx, 0);
      w.add(0, dy);
      w.add(dx, dy);
      w.natural = w.count;
      // After a diagonal move: only with corner cutting, past the corner.
      if constexpr (Rules::kCutsCorners) {
        if (Rules::diagonalForced(*grid_, node, offset(dx, 0), offset(0, dy))) w.add(-dx, dy);
        if (Rules::diagonalForced(*grid_, node, offset(0, dy), offset(dx, 0))) w.add(dx, -dy);
      }
    } else {
      w.add(dx, dy);
      w.natural = w.count;
      // After a straight move: to a side, diagonally (and straight without corner cutting).
      const int sideX = dy != 0, sideY = dx != 0;  // perpendicular to the move
      for (int side : {1, -1}) {
        if (Rules::straightForced(*grid_, node, offset(dx, dy), offset(side * sideX, side * sideY))) {
          if constexpr (!Rules::kCutsCorners) w.add(side * sideX, side * sideY);
          w.add(dx + side * sideX, dy + side * sideY);
        }
      }
    }
    return w;
  }

  // The goal in sight: when a diagonal (for `never`, horizontal) run and then a
  // straight (vertical) one lead from `at` to the goal, every step allowed, that
  // path costs exactly h(at). `at` has the lowest f in the open list and f = g +
  // h is a lower bound on every path's cost, so the path through `at` is a
  // shortest one: the goal is opened as the only successor, and having the
  // lowest f (and h = 0) it is expanded next. Warthog's JPS expansion policies
  // take the same step (https://github.com/ShortestPathLab/warthog-jps).
  // Looked for only when the path's first step goes one of the node's `ways`
  // (natural or forced; at the start, every way); in any other direction the
  // canonical order reaches the goal without this node, and the check would
  // cost a scan per expansion for nothing.
  // Returns whether it opened the goal.
  bool goalInSight(const At& at, double g, const Ways& ways) {
    const typename Rules::Runs r = Rules::runsTo(goalPx_ - at.px, goalPy_ - at.py);
    const int stepX = r.firstSteps > 0 ? r.firstX : r.secondX, stepY = r.firstSteps > 0 ? r.firstY : r.secondY;
    if (!ways.contains(stepX, stepY)) return false;
    if (r.firstSteps > 0 && !scanner_.clearRun(at.node, at.px, at.py, r.firstX, r.firstY, r.firstSteps)) return false;
    const At turn{at.node + offset(r.firstX, r.firstY) * std::uint32_t(r.firstSteps), at.px + r.firstX * r.firstSteps,
                  at.py + r.firstY * r.firstSteps};
    if (r.secondSteps > 0 && !scanner_.clearRun(turn.node, turn.px, turn.py, r.secondX, r.secondY, r.secondSteps)) {
      return false;
    }
    noteScan(at, stepX, stepY, Why::GoalInSight);
    relax(at.node, goal_, g + unit(r.firstX, r.firstY) * r.firstSteps + graph_->straightCost() * r.secondSteps);
    return true;
  }

  // Ends the search, filling in every cell between the jump points from the start to `end`.
  // The chain of jump points is read end first into the back of a buffer that can hold
  // any chain (each of its nodes was opened), so it ends up start first without a
  // reversal; the cells are counted on the way. The path is then sized once and the
  // cells' public ids are counted along each run (a step adds the same amount every time),
  // so a long path costs a store and an addition per cell; the trace also gets each
  // cell's g and h.
  SearchStatus finishAt(SearchStatus result, std::uint32_t end) {
    SearchSpace& s = *space_;
    s.status = result;
    if (end == kNoNode) return result;
    s.pathCost = s.records.g(end);
    if (chain_.size() < s.opened + 1) chain_.resize(s.opened + 1);
    std::uint32_t* const chainEnd = chain_.data() + chain_.size();
    std::uint32_t* chain = chainEnd;
    std::size_t cells = 1;
    for (std::uint32_t n = end, next = kNoNode; n != kNoNode; next = n, n = s.records.parent(n)) {
      assert(chain > chain_.data());
      if (next != kNoNode) cells += runLength(n, next);
      *--chain = n;
    }
    const std::size_t jumpPoints = std::size_t(chainEnd - chain);
    const bool traced = s.trace.enabled();
    const std::uint32_t width = std::uint32_t(grid_->width());
    std::uint32_t node = chain[0], id = graph_->publicId(node);
    double g = 0.0;
    const std::size_t first = s.path.size();
    s.path.resize(first + cells);
    std::uint32_t* out = s.path.data() + first;
    *out++ = id;
    if (traced) s.trace.record(TraceKind::Path, id, kNoParent, g, graph_->heuristic(node, goal_));
    for (std::size_t i = 1; i < jumpPoints; ++i) {  // a diagonal (horizontal) run, then a straight (vertical) one
      const std::uint32_t a = chain[i - 1], b = chain[i];
      const typename Rules::Runs r = Rules::runsTo(graph_->x(b) - graph_->x(a), graph_->y(b) - graph_->y(a));
      const int firstSteps = r.firstSteps, steps = r.steps();
      const std::uint32_t firstMove = std::uint32_t(r.firstX) + std::uint32_t(r.firstY) * width;
      const std::uint32_t secondMove = std::uint32_t(r.secondX) + std::uint32_t(r.secondY) * width;
      if (!traced) {
        for (int k = 0; k < firstSteps; ++k) *out++ = id += firstMove;
        for (int k = firstSteps; k < steps; ++k) *out++ = id += secondMove;
        continue;
      }
      for (int k = 1; k <= steps; ++k) {
        const bool onFirst = k <= firstSteps;
        const std::uint32_t previous = id;
        id += onFirst ? firstMove : secondMove;
        node += onFirst ? offset(r.firstX, r.firstY) : offset(r.secondX, r.secondY);
        g = k == steps ? s.records.g(b) : g + stepCostInto(node, onFirst ? r.firstX : r.secondX, onFirst ? r.firstY : r.secondY);
        *out++ = id;
        s.trace.record(TraceKind::Path, id, previous, g, graph_->heuristic(node, goal_));
      }
    }
    return result;
  }

  // The cost of the step by (dx, dy) that enters `node`, for the trace's g along a run.
  double stepCostInto(std::uint32_t node, int dx, int dy) const {
    if constexpr (kTerrain) return scanner_.stepCost(node - offset(dx, dy), dx, dy, unit(dx, dy));
    return unit(dx, dy) * grid_->nodeCost(node);
  }

  // The steps of the run between jump points a and b.
  int runLength(std::uint32_t a, std::uint32_t b) const {
    return Rules::runsTo(graph_->x(b) - graph_->x(a), graph_->y(b) - graph_->y(a)).steps();
  }

  SearchSpace* space_ = nullptr;
  const Graph* graph_ = nullptr;
  const Grid* grid_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  int goalPx_ = 0, goalPy_ = 0;      // padded
  bool goalInSightApplies_ = false;  // h is the rule's exact open-ground distance
  BestFirstConfig config_;           // reopenClosed stays off: with a consistent heuristic nothing closed gets cheaper
  BestFirstFrontier<Graph, OpenList> frontier_;
  Scanner scanner_;
  std::vector<std::uint32_t> chain_;  // finishAt's jump points, at the buffer's back
  // relax() gathers an expansion's jump points when the heuristic is the landmarks'; never with
  // micro-steps, whose events keep each relaxation beside its scan, nor with PruneIntermediate,
  // which relaxes more than one point per way.
  static constexpr bool kGathers = !RecordsMicroSteps<Graph> && !PruneIntermediate;
  struct Found {
    std::uint32_t from, next;
    double g;
  };
  Found found_[8];  // at most one jump point per way
  int foundCount_ = 0;
  bool gather_ = false;
  std::uint32_t touched_ = 0;  // the lines' words, kept so that the loads are not dropped
};

}  // namespace pathlab
