// Jump Point Search (Harabor and Grastien, 2011) on grids where every walkable
// cell costs 1, under each diagonal rule; on a map with terrain costs the scanner
// of jps_terrain.hpp also stops where the cost changes (docs/algorithms.md, "Jump
// point search on terrain"). docs/jump-point-search.md explains it for a newcomer.
//
// It is A* over "jump points": instead of opening all neighbours of a node it
// scans straight lines and diagonals and only stops where an optimal path might
// have to turn. Which cells stop a scan depends on the rule (JumpRules below):
//  - `only-when-no-obstacles` (the Moving AI rule, Harabor and Grastien 2014):
//    a straight scan in direction o stops at cell n when a side cell n+s is
//    free but the cell behind it, n+s-o, is a wall (n+s is a "forced"
//    neighbour: the only shortest way into it is through n); diagonal moves
//    never have forced neighbours.
//  - `always` and `if-at-most-one-obstacle` (corner cutting, the rules of the
//    2011 paper): a straight scan stops at n when a side cell n+s is a wall and
//    the diagonal n+o+s can be entered from n (forced: cutting that corner is
//    the only shortest way); a diagonal scan by (dx, dy) stops at n when the
//    cell behind it on one axis, n-dx or n-dy, is a wall and the diagonal past
//    that wall can be entered.
//  - `never` (4-connected; the canonical ordering of Sturtevant and Rabin,
//    "Canonical Orderings on Grids", IJCAI 2016, with horizontal moves before
//    vertical ones, as JPS4 does: Johannes Baum, "Jump Point Search
//    Pathfinding in 4-connected Grids", 2025, https://arxiv.org/abs/2501.14816):
//    a horizontal move plays the part of a diagonal, a vertical one that of a
//    straight move. A vertical scan stops where a side cell is free and the
//    cell behind it a wall; a horizontal scan stops where a vertical scan up or
//    down finds something.
//  - a diagonal (horizontal, for `never`) scan also stops at a cell from which
//    one of its straight (vertical) scans finds something; every scan stops at
//    the goal and gives up at a wall or at a move the rule forbids.
// A node expanded after a straight move continues straight and turns where
// forced; after a diagonal move it continues along the diagonal and its two
// straight components (for `never`: horizontally, and up and down), and turns
// where forced.
//
// The straight scans are block-based (Harabor and Grastien 2014, "Improving
// Jump Point Search"): they read 64 cells of the scanned line and of the two
// lines beside it at once from the grid's WalkableBits, and find the first
// wall, forced neighbour or goal with one count-zeros instruction. Vertical
// scans read the transposed (column) bits the same way. The jump points are
// exactly those of a cell-by-cell scan under the rules above.
//
// Expansions are jump points; the trace records them as expand events and the
// jump points they reach as open/improve events (parent = the jump point they
// came from). The path lists every cell, filled in between jump points.
//
// With PruneIntermediate (JPS+ uses it; Harabor and Grastien 2014 call it
// pruning intermediate nodes), a jump point found by a diagonal (for `never`,
// horizontal) scan is not queued: the scan generates that point's straight jump
// points at once, with the node being expanded as their parent, and goes on
// along the diagonal. About half the expansions go (npm run bench, section 3b)
// and the costs stay optimal. With corner cutting a diagonal jump
// point that has a forced neighbour of its own is queued as usual. A parent and
// its successor are then joined by a diagonal (horizontal) run and a straight
// (vertical) run, in that order, which is how the path is filled in and how an
// expanded node tells the direction it arrived in.
#pragma once

#include <algorithm>
#include <cassert>
#include <bit>
#include <climits>
#include <type_traits>
#include <cstdint>
#include <vector>

#include "algorithms/best_first.hpp"
#include "core/grid_graph.hpp"
#include "core/terrain_edges.hpp"

namespace pathlab {

// What stops a scan under diagonal rule Rule, cell by cell (the scanners and the
// JPS+ table read the same conditions, the scanner's straight scans as bits).
// Offsets are added in unsigned arithmetic: node + (-1) wraps to node - 1.
template <DiagonalRule Rule>
struct JumpRules {
  static constexpr bool kFourConnected = Rule == DiagonalRule::Never;
  static constexpr bool kCutsCorners = Rule == DiagonalRule::Always || Rule == DiagonalRule::IfAtMostOneObstacle;

  // Whether the diagonal step from n by moveX + moveY is allowed.
  static bool diagonalStep(const Grid& g, std::uint32_t n, std::uint32_t moveX, std::uint32_t moveY) {
    if (!g.isOpen(n + moveX + moveY)) return false;
    if constexpr (Rule == DiagonalRule::Always) return true;
    if constexpr (Rule == DiagonalRule::IfAtMostOneObstacle) return g.isOpen(n + moveX) || g.isOpen(n + moveY);
    return g.isOpen(n + moveX) && g.isOpen(n + moveY);
  }
  // Arrived at n by the straight move `move`: whether the side `side` is forced.
  // Without corner cutting (and for `never`'s vertical moves) the forced
  // neighbour is n+side: free, with a wall behind it. With corner cutting it is
  // the diagonal n+move+side, past the wall n+side.
  static bool straightForced(const Grid& g, std::uint32_t n, std::uint32_t move, std::uint32_t side) {
    if constexpr (kCutsCorners) {
      return !g.isOpen(n + side) && g.isOpen(n + move + side) &&
             (Rule == DiagonalRule::Always || g.isOpen(n + move));
    } else {
      return g.isOpen(n + side) && !g.isOpen(n + side - move);
    }
  }
  // Corner cutting, arrived at n diagonally by back + ahead (one x move, one y
  // move): whether the diagonal ahead - back is forced, past the wall n - back.
  static bool diagonalForced(const Grid& g, std::uint32_t n, std::uint32_t back, std::uint32_t ahead) {
    return !g.isOpen(n - back) && g.isOpen(n - back + ahead) && (Rule == DiagonalRule::Always || g.isOpen(n + ahead));
  }
  // Either of the two.
  static bool anyDiagonalForced(const Grid& g, std::uint32_t n, std::uint32_t moveX, std::uint32_t moveY) {
    if constexpr (!kCutsCorners) return false;
    return diagonalForced(g, n, moveX, moveY) || diagonalForced(g, n, moveY, moveX);
  }
};

// Finds the jump point reached from a cell in one of the directions of the rule. With Terrain, scans
// also stop at the terrain's edges (core/terrain_edges.hpp; algorithms/jps_terrain.hpp says why).
template <DiagonalRule Rule, bool Terrain = false>
class JumpScanner {
  using Rules = JumpRules<Rule>;

 public:
  void begin(const Grid& grid, std::uint32_t goal, const TerrainEdges* edges = nullptr) {
    edges_ = edges;
    grid_ = &grid;
    bits_ = &grid.walkableBits();
    stride_ = grid.stride();
    goal_ = goal;
    goalX_ = grid.nodeX(goal) + 1;
    goalY_ = grid.nodeY(goal) + 1;
  }

  // Cells from walkable cell (x, y) (public coordinates) to the jump point in
  // direction (dx, dy), each -1, 0 or 1; 0 when the scan hits a wall first.
  std::uint32_t scan(int x, int y, int dx, int dy) const {
    return scanAt(grid_->node(x, y), x + 1, y + 1, dx, dy);
  }
  // The same from `node`, whose padded coordinates are (px, py): the search's call.
  [[gnu::always_inline]] std::uint32_t scanAt(std::uint32_t node, int px, int py, int dx, int dy) const {
    if constexpr (Rules::kFourConnected) {
      if (dy == 0) return horizontal(node, px, py, dx);
    }
    if (dx != 0 && dy != 0) return diagonal(node, px, py, dx, dy);
    if (dy == 0) return straight<Horizontal>(std::uint32_t(py), px, dx);
    return straight<Vertical>(std::uint32_t(px), py, dy);
  }

 private:
  enum Axis { Horizontal,
              Vertical };

  // 64 cells of a line (a padded row when horizontal, column when vertical)
  // from position `first`, with the same cells of the lines on either side.
  template <Axis axis>
  WalkableBits::Band band(std::uint32_t line, int first) const {
    return axis == Horizontal ? bits_->rowBand(line, first) : bits_->columnBand(line, first);
  }

  // The goal's position on `line`, or a position no scan reaches.
  template <Axis axis>
  int goalOn(std::uint32_t line) const {
    const int goalLine = axis == Horizontal ? goalY_ : goalX_;
    return int(line) == goalLine ? (axis == Horizontal ? goalX_ : goalY_) : INT_MIN / 2;
  }

  // The terrain's edges among the 64 cells of the window (none without Terrain).
  template <Axis axis>
  std::uint64_t edgesIn(std::uint32_t line, int first) const {
    if constexpr (Terrain) return axis == Horizontal ? edges_->bits().rowWindow(line, first) : edges_->bits().columnWindow(line, first);
    (void)line;
    (void)first;
    return 0;
  }
  bool edgeAt(std::uint32_t node) const {
    if constexpr (Terrain) return edges_->isEdge(node);
    (void)node;
    return false;
  }

  static std::uint64_t bitAt(int position, int first) {
    return unsigned(position - first) < 64 ? std::uint64_t(1) << (position - first) : 0;
  }

  // The cells of a window with a forced neighbour on side line `side`, scanning
  // forwards (towards higher bits) or backwards. Without corner cutting: the
  // side cell is free and the one behind it (one bit back) a wall. With it: the
  // side cell is a wall and the one ahead of it free (and, for
  // if-at-most-one-obstacle, the cell ahead on the line too, or the diagonal is
  // not allowed).
  static std::uint64_t forced(std::uint64_t side, std::uint64_t line, bool forwards) {
    if constexpr (Rules::kCutsCorners) {
      const std::uint64_t ahead = forwards ? side >> 1 : side << 1;
      const std::uint64_t lineAhead = Rule == DiagonalRule::Always ? ~std::uint64_t(0) : forwards ? line >> 1
                                                                                                  : line << 1;
      return ~side & ahead & lineAhead;
    } else {
      (void)line;
      return side & ~(forwards ? side << 1 : side >> 1);
    }
  }
  // Bits a window can stop at: not the cell the scan comes from, and with
  // corner cutting not the far end, whose cell ahead is in the next window.
  static constexpr std::uint64_t kForwardStops =
      Rules::kCutsCorners ? ~std::uint64_t(1) & ~(std::uint64_t(1) << 63) : ~std::uint64_t(1);
  static constexpr std::uint64_t kBackwardStops =
      Rules::kCutsCorners ? ~std::uint64_t(1) & ~(std::uint64_t(1) << 63) : ~(std::uint64_t(1) << 63);
  static constexpr int kAdvance = Rules::kCutsCorners ? 62 : 63;  // the next window starts at its last stop

  // Cells from padded position `from` along `line` in direction `dir` (+1 or -1)
  // to the first goal or cell with a forced neighbour, or 0 when a wall comes
  // first. Each window holds the cell the scan comes from in its first bit
  // (bit 0 forwards, bit 63 backwards), so a side cell's "behind" is its
  // neighbouring bit.
  template <Axis axis>
  [[gnu::always_inline]] std::uint32_t straight(std::uint32_t line, int from, int dir) const {
    // In corridors and small rooms most scans end at once at a wall: one byte says so.
    const std::uint32_t next = std::uint32_t(from + dir);
    if (!grid_->isOpen(axis == Horizontal ? line * stride_ + next : next * stride_ + line)) return 0;
    const int goal = goalOn<axis>(line);
    if (dir > 0) {
      for (int first = from;; first += kAdvance) {
        const WalkableBits::Band b = band<axis>(line, first);
        const std::uint64_t stops = (~b.line | forced(b.before, b.line, true) | forced(b.after, b.line, true) |
                                     bitAt(goal, first) | edgesIn<axis>(line, first)) &
                                    kForwardStops;
        if (stops == 0) continue;
        const int i = std::countr_zero(stops);
        return (b.line >> i) & 1 ? std::uint32_t(first + i - from) : 0;
      }
    }
    for (int first = from - 63;; first -= kAdvance) {
      const WalkableBits::Band b = band<axis>(line, first);
      const std::uint64_t stops = (~b.line | forced(b.before, b.line, false) | forced(b.after, b.line, false) |
                                   bitAt(goal, first) | edgesIn<axis>(line, first)) &
                                  kBackwardStops;
      if (stops == 0) continue;
      const int i = std::countl_zero(stops);  // the cell at first + 63 - i
      return (b.line >> (63 - i)) & 1 ? std::uint32_t(from - (first + 63 - i)) : 0;
    }
  }

  // Diagonal steps from padded (x, y) until a cell where a straight scan along
  // either component finds something, a forced neighbour, or the goal; no jump
  // at a step the rule forbids.
  [[gnu::noinline]] std::uint32_t diagonal(std::uint32_t node, int x, int y, int dx, int dy) const {
    const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride_;
    for (std::uint32_t steps = 1;; ++steps) {
      if (!Rules::diagonalStep(*grid_, node, moveX, moveY)) return 0;
      node += moveX + moveY;
      x += dx;
      y += dy;
      if (node == goal_ || edgeAt(node) || Rules::anyDiagonalForced(*grid_, node, moveX, moveY) ||
          straight<Horizontal>(std::uint32_t(y), x, dx) || straight<Vertical>(std::uint32_t(x), y, dy)) {
        return steps;
      }
    }
  }

  // `never`: horizontal steps from padded (x, y) until a cell where a vertical
  // scan up or down finds something, or the goal; 0 at a wall.
  [[gnu::noinline]] std::uint32_t horizontal(std::uint32_t node, int x, int y, int dx) const {
    const std::uint32_t move = std::uint32_t(dx);
    for (std::uint32_t steps = 1;; ++steps) {
      node += move;
      x += dx;
      if (!grid_->isOpen(node)) return 0;
      if (node == goal_ || edgeAt(node) || straight<Vertical>(std::uint32_t(x), y, -1) ||
          straight<Vertical>(std::uint32_t(x), y, 1)) {
        return steps;
      }
    }
  }

  // Whether the `steps` cells after padded position `from` along `line` in
  // direction `dir` are all walkable: the bits of up to 63 cells at a time.
  template <Axis axis>
  bool clearLine(std::uint32_t line, int from, int dir, int steps) const {
    while (steps > 0) {
      const int n = std::min(steps, 63);
      const std::uint64_t need = (std::uint64_t(1) << n) - 1;
      if ((band<axis>(line, dir > 0 ? from + 1 : from - n).line & need) != need) return false;
      steps -= n;
      from += dir * n;
    }
    return true;
  }

 public:
  // Whether `steps` moves by (dx, dy) from `node` (padded coordinates (px, py))
  // are all allowed: every cell walkable and every diagonal step one the rule permits.
  bool clearRun(std::uint32_t node, int px, int py, int dx, int dy, int steps) const {
    if (dy == 0) return clearLine<Horizontal>(std::uint32_t(py), px, dx, steps);
    if (dx == 0) return clearLine<Vertical>(std::uint32_t(px), py, dy, steps);
    const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride_;
    for (int k = 0; k < steps; ++k, node += moveX + moveY) {
      if (!Rules::diagonalStep(*grid_, node, moveX, moveY)) return false;
    }
    return true;
  }

 private:
  const Grid* grid_ = nullptr;
  const WalkableBits* bits_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint32_t goal_ = 0;
  int goalX_ = 0, goalY_ = 0;            // padded
  const TerrainEdges* edges_ = nullptr;  // with Terrain
};

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
    goalInSightApplies_ = kind == Heuristic::Landmarks || kind == (Rules::kFourConnected ? Heuristic::Manhattan : Heuristic::Octile);
    if constexpr (kTerrain) goalInSightApplies_ = false;  // over terrain a free run costs more than h
    scanner_.begin(*grid_, goal);
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
  // The terrain scanner (jps_terrain.hpp) prices runs by their cells and expands edges every way.
  static constexpr bool kTerrain = requires(const Scanner& scanner) { scanner.allWays(0u); };

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
      relax(from.node, from.node + offset(dx, dy) * steps, g + scanner_.runCost(from.node, offset(dx, dy), unit(dx, dy), steps));
    } else {
      relax(from.node, from.node + offset(dx, dy) * steps, g + unit(dx, dy) * steps);
    }
  }

  // Relaxes jump point `next` found from `from`. JPS+ first asks for the table's
  // entries of `next`: the search often expands a point soon after finding it,
  // and the look-up then finds them in the cache rather than waiting for memory
  // (docs/jump-point-search.md, "The table's layout").
  void relax(std::uint32_t from, std::uint32_t next, double g) {
    if constexpr (requires { scanner_.prefetch(next); }) scanner_.prefetch(next);
    frontier_.relax(from, next, g);
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

  void expand(std::uint32_t node) {
    SearchSpace& s = *space_;
    s.expand(*graph_, node, false, goal_, [&] { return frontier_.heuristic(node); });
    if (node == goal_) {
      finishAt(SearchStatus::Found, node);  // with the cells between jump points filled in
      return;
    }
    const double g = s.records.g(node);
    const std::uint32_t parent = s.records.parent(node);
    const At at{node, graph_->x(node) + 1, graph_->y(node) + 1};
    // The direction of the last move ((0, 0) at the start): a run from the parent is diagonal,
    // straight, or diagonal then straight (for `never`: horizontal, vertical, or both in turn).
    int dx = 0, dy = 0;
    if (parent != kNoNode) {
      const int ax = at.px - 1 - graph_->x(parent), ay = at.py - 1 - graph_->y(parent);
      if constexpr (Rules::kFourConnected) {
        dx = ay == 0 ? sign(ax) : 0;
        dy = sign(ay);
      } else {
        dx = std::abs(ax) >= std::abs(ay) ? sign(ax) : 0;
        dy = std::abs(ay) >= std::abs(ax) ? sign(ay) : 0;
      }
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
    if constexpr (kTerrain) {  // at a terrain edge, every way the pruning left out too
      w.forced = w.count;
      if (dx != 0 || dy != 0) {
        if (scanner_.allWays(node)) {
          for (int y = -1; y <= 1; ++y) {
            for (int x = -1; x <= 1; ++x) {
              if ((x != 0 || y != 0) && !(Rules::kFourConnected && x != 0 && y != 0) && !w.contains(x, y)) w.add(x, y);
            }
          }
        }
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
    const int toX = goalPx_ - at.px, toY = goalPy_ - at.py;
    const int sx = sign(toX), sy = sign(toY), ax = std::abs(toX), ay = std::abs(toY);
    // The first run (diagonal, or horizontal for `never`) and the straight one after it.
    const int firstSteps = Rules::kFourConnected ? ax : std::min(ax, ay);
    const int firstY = Rules::kFourConnected ? 0 : sy;
    const int secondSteps = Rules::kFourConnected ? ay : std::max(ax, ay) - firstSteps;
    const int secondX = Rules::kFourConnected || ay > ax ? 0 : sx, secondY = secondX == 0 ? sy : 0;
    const int stepX = firstSteps > 0 ? sx : secondX, stepY = firstSteps > 0 ? firstY : secondY;
    if (!ways.contains(stepX, stepY)) return false;
    if (firstSteps > 0 && !scanner_.clearRun(at.node, at.px, at.py, sx, firstY, firstSteps)) return false;
    const At turn{at.node + offset(sx, firstY) * std::uint32_t(firstSteps), at.px + sx * firstSteps,
                  at.py + firstY * firstSteps};
    if (secondSteps > 0 && !scanner_.clearRun(turn.node, turn.px, turn.py, secondX, secondY, secondSteps)) {
      return false;
    }
    noteScan(at, stepX, stepY, Why::GoalInSight);
    relax(at.node, goal_, g + unit(sx, firstY) * firstSteps + graph_->straightCost() * secondSteps);
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
      const int dx = graph_->x(b) - graph_->x(a), dy = graph_->y(b) - graph_->y(a);
      const int sx = sign(dx), sy = sign(dy);
      int firstSteps, steps, secondX, secondY;
      if constexpr (Rules::kFourConnected) {
        firstSteps = std::abs(dx);
        steps = std::abs(dx) + std::abs(dy);
        secondX = 0;
        secondY = sy;
      } else {
        firstSteps = std::min(std::abs(dx), std::abs(dy));
        steps = std::max(std::abs(dx), std::abs(dy));
        secondX = std::abs(dx) > std::abs(dy) ? sx : 0;
        secondY = secondX == 0 ? sy : 0;
      }
      const int firstY = Rules::kFourConnected ? 0 : sy;
      const std::uint32_t firstMove = std::uint32_t(sx) + std::uint32_t(firstY) * width;
      const std::uint32_t secondMove = std::uint32_t(secondX) + std::uint32_t(secondY) * width;
      if (!traced) {
        for (int k = 0; k < firstSteps; ++k) *out++ = id += firstMove;
        for (int k = firstSteps; k < steps; ++k) *out++ = id += secondMove;
        continue;
      }
      for (int k = 1; k <= steps; ++k) {
        const bool onFirst = k <= firstSteps;
        const std::uint32_t previous = id;
        id += onFirst ? firstMove : secondMove;
        node += onFirst ? offset(sx, firstY) : offset(secondX, secondY);
        g = k == steps ? s.records.g(b) : g + (onFirst ? unit(sx, firstY) : graph_->straightCost()) * grid_->nodeCost(node);
        *out++ = id;
        s.trace.record(TraceKind::Path, id, previous, g, graph_->heuristic(node, goal_));
      }
    }
    return result;
  }

  // The steps of the run between jump points a and b: a diagonal (for `never`, horizontal)
  // part, then a straight one.
  int runLength(std::uint32_t a, std::uint32_t b) const {
    const int dx = std::abs(graph_->x(b) - graph_->x(a)), dy = std::abs(graph_->y(b) - graph_->y(a));
    return Rules::kFourConnected ? dx + dy : std::max(dx, dy);
  }

  static int sign(int v) { return (v > 0) - (v < 0); }

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
};

// One search per diagonal rule, Search<Rule>, and the one for the graph's rule
// chosen once per search: the rule is a template argument, never a branch per
// node. Only the rule in use keeps its buffers: a JPS+ table of a large map
// takes hundreds of megabytes.
template <template <DiagonalRule> class Search>
class RuleDispatch {
 public:
  template <class Graph>
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    if (graph.diagonalRule() != rule_) {  // another rule: the last one's buffers (JPS+'s table) go
      visit([](auto& search) { search = std::remove_reference_t<decltype(search)>{}; });
      rule_ = graph.diagonalRule();
    }
    visit([&](auto& search) { search.begin(space, graph, start, goal, config); });
  }
  SearchStatus advance(std::uint64_t budget) {
    return visit([&](auto& search) { return search.advance(budget); });
  }

 private:
  template <class F>
  decltype(auto) visit(F&& f) {
    switch (rule_) {
      case DiagonalRule::Never: return f(never_);
      case DiagonalRule::Always: return f(always_);
      case DiagonalRule::IfAtMostOneObstacle: return f(atMostOne_);
      case DiagonalRule::OnlyWhenNoObstacles: break;
    }
    return f(noObstacles_);
  }

  DiagonalRule rule_ = DiagonalRule::OnlyWhenNoObstacles;
  Search<DiagonalRule::Never> never_;
  Search<DiagonalRule::Always> always_;
  Search<DiagonalRule::IfAtMostOneObstacle> atMostOne_;
  Search<DiagonalRule::OnlyWhenNoObstacles> noObstacles_;
};

}  // namespace pathlab
