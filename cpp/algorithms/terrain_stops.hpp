// Where jump point search on terrain stops its scans, and which ways it opens there
// (algorithms/jps_terrain.hpp; docs/algorithms.md, "Jump point search on terrain").
//
// JPS prunes a neighbour n of a cell x, reached from p, when a path from p to n inside the 3 x 3
// block around x, not through x, costs no more than the path through x (Harabor and Grastien,
// "Online Graph Pruning for Pathfinding on Grid Maps", AAAI 2011). Where the block's walkable cells
// share one cost that is JumpRules' pruning. Where they mix costs (an "edge" of the terrain) this
// file compares the paths themselves, by a Dijkstra over the block from p: the move x -> n is
// pruned when another path from p to n inside the block is cheaper (it may pass x: then it enters
// n from elsewhere), which no shortest path can then use; or when the path p, m, n with the rule's
// preferred move first (the diagonal; for `never` the horizontal move) over a cell m of x's own
// cost is exactly as cheap, which is the swap the uniform rules make. Every other move is kept, and
// at an edge cell the kept moves replace JumpRules' (its natural and forced ones included: the
// block's Dijkstra sees the walls). A scan stops at a cell that keeps a way besides its natural
// ones, and where the cost changes ahead, so that a run between jump points crosses cells of one
// cost; it ends, finding nothing, at a cell that keeps no way at all (beside a road, the cells
// along it are all reached more cheaply by the road).
//
// That is the idea of Weighted Jump Point Search (Carlson, Moghadam, Harabor, Stuckey and Ebrahimi,
// "Optimal Pathfinding on Weighted Grid Maps", AAAI 2023): symmetry is broken inside regions of
// equal weight and the local comparison decides at the boundaries; the paper's tie-breaking
// prunes at more boundaries than this one does.
//
// The stops and the ends are kept as bits in WalkableBits' layout, a plane of each per straight
// direction, so a straight scan finds the first of 64 cells with the walls' stops, and as two bytes
// per node for the diagonal steps. Rebuilt when the grid's content or the move costs changed (O(cells)); a block's
// decisions depend on its nine cells only, so each different block is worked out once.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <unordered_map>
#include <vector>

#include "algorithms/jump_rules.hpp"
#include "core/grid.hpp"
#include "core/terrain_cost.hpp"
#include "core/walkable_bits.hpp"

namespace pathlab {

// The eight moves as the bits of a byte: bit i is the move (kWayX[i], kWayY[i]).
inline constexpr int kWayX[8] = {-1, 0, 1, -1, 1, -1, 0, 1};
inline constexpr int kWayY[8] = {-1, -1, -1, 0, 0, 1, 1, 1};
constexpr int wayBit(int dx, int dy) {
  const int i = (dy + 1) * 3 + (dx + 1);
  return i > 4 ? i - 1 : i;
}

// The cost of the allowed move from node `from` by moveX + moveY (grid offsets, either may be 0) with
// unit `unit` (straight or diagonal), under terrain cost model `model` (core/terrain_cost.hpp).
[[gnu::always_inline]] inline double gridStepCost(const Grid& grid, TerrainCost model, double unit, std::uint32_t from,
                                                  std::uint32_t moveX, std::uint32_t moveY) {
  const std::uint32_t to = from + moveX + moveY;
  if (model == TerrainCost::Entered) return unit * double(grid.nodeCost(to));
  if (moveX == 0 || moveY == 0) return straightStepCost(model, unit, grid.nodeCost(from), grid.nodeCost(to));
  const auto costOf = [&](std::uint32_t n) { return grid.isOpen(n) ? grid.nodeCost(n) : 0; };
  return diagonalStepCost(model, unit, grid.nodeCost(from), grid.nodeCost(to), costOf(from + moveX), costOf(from + moveY));
}

// A bit per cell for each straight direction a scan arrives by, in WalkableBits' layout, so that a
// straight scan reads 64 cells at a time.
class DirectionPlanes {
 public:
  void reset(std::uint32_t paddedWidth, std::uint32_t paddedHeight) {
    for (WalkableBits* plane : {&east_, &west_, &south_, &north_}) plane->reset(paddedWidth, paddedHeight);
  }
  // Padded cell (px, py) gets bit wayBit(dx, dy) of `bits` for each straight arrival (dx, dy).
  void set(std::uint32_t px, std::uint32_t py, std::uint8_t bits) {
    east_.set(px, py, (bits >> wayBit(1, 0)) & 1);
    west_.set(px, py, (bits >> wayBit(-1, 0)) & 1);
    south_.set(px, py, (bits >> wayBit(0, 1)) & 1);
    north_.set(px, py, (bits >> wayBit(0, -1)) & 1);
  }
  // 64 cells of a padded row (dx = +-1) or column (dy = +-1) from `first`, as WalkableBits reads them.
  std::uint64_t row(std::uint32_t y, int first, int dx) const { return (dx > 0 ? east_ : west_).rowWindow(y, first); }
  std::uint64_t column(std::uint32_t x, int first, int dy) const { return (dy > 0 ? south_ : north_).columnWindow(x, first); }

 private:
  WalkableBits east_, west_, south_, north_;
};

template <DiagonalRule Rule>
class TerrainStops {
  using Rules = JumpRules<Rule>;

 public:
  // Brings the stops up to date with the grid, the move costs and the terrain cost model; returns
  // whether it rebuilt them.
  bool update(const Grid& grid, double straight, double diagonal, TerrainCost model) {
    if (built_ && grid.contentId() == contentId_ && straight == straight_ && diagonal == diagonal_ && model == model_ &&
        grid_ == &grid) {
      return false;
    }
    // Other move costs decide otherwise; and the blocks kept stay within a map's worth.
    if (straight != straight_ || diagonal != diagonal_ || model != model_ || blocks_.size() > grid.nodeCount()) {
      blocks_.clear();
      blockIndex_.clear();
    }
    grid_ = &grid;
    straight_ = straight;
    diagonal_ = diagonal;
    model_ = model;
    stride_ = grid.stride();
    const std::uint32_t rows = std::uint32_t(grid.height()) + 2;
    stopPlanes_.reset(stride_, rows);
    endPlanes_.reset(stride_, rows);
    stops_.assign(grid.nodeCount(), 0);
    edgeBlock_.assign(grid.nodeCount(), 0);
    for (int y = 0; y < grid.height(); ++y) {
      for (int x = 0; x < grid.width(); ++x) {
        const std::uint32_t n = grid.node(x, y);
        if (!grid.isOpen(n) || !mixed(n)) continue;
        // A block's stops and ways follow from its nine cells alone, and a map repeats few blocks:
        // each is worked out once (the Dijkstras of keptWays are most of the rebuild's time).
        const auto [at, added] = blockIndex_.try_emplace(blockKey(n), std::uint32_t(blocks_.size()));
        if (added) blocks_.push_back(workOut(n));
        const Block& block = blocks_[at->second];
        stops_[n] = std::uint16_t(block.stops | block.dead << 8);
        edgeBlock_[n] = at->second + 1;
        const std::uint32_t px = std::uint32_t(x + 1), py = std::uint32_t(y + 1);
        stopPlanes_.set(px, py, block.stops);
        endPlanes_.set(px, py, block.dead);
      }
    }
    contentId_ = grid.contentId();
    built_ = true;
    return true;
  }

  // Whether `node`'s 3 x 3 block mixes costs: only there do ways() and the stops differ from JumpRules'.
  bool isEdge(std::uint32_t node) const { return edgeBlock_[node] != 0; }
  // Whether a scan arriving at `node` by (dx, dy) stops there for the terrain.
  bool stopsAt(std::uint32_t node, int dx, int dy) const { return (stops_[node] >> wayBit(dx, dy)) & 1; }
  // Whether a scan arriving at `node` by (dx, dy) ends there: another path beats every way out.
  bool deadAt(std::uint32_t node, int dx, int dy) const { return (stops_[node] >> (8 + wayBit(dx, dy))) & 1; }
  // The same for the straight scans, a bit per cell: where they stop, and where they end.
  const DirectionPlanes& stopPlanes() const { return stopPlanes_; }
  const DirectionPlanes& endPlanes() const { return endPlanes_; }

  // The ways out of edge cell `node`, reached by the move (dx, dy), that no other path beats (see
  // above): bit wayBit(ex, ey) for the move (ex, ey); 0 when `node` cannot be reached that way.
  std::uint8_t ways(std::uint32_t node, int dx, int dy) const {
    return std::uint8_t(blocks_[edgeBlock_[node] - 1].ways >> (8 * wayBit(dx, dy)));
  }

 private:
  // What an edge cell's block decides: ways() for each way in, a byte each, and the stops.
  struct Block {
    std::uint64_t ways = 0;
    std::uint8_t stops = 0;  // bit wayBit(dx, dy): a scan arriving by (dx, dy) stops
    std::uint8_t dead = 0;   // bit wayBit(dx, dy): a scan arriving by (dx, dy) ends, every way out beaten
  };
  Block workOut(std::uint32_t n) const {
    Block block;
    for (int i = 0; i < 8; ++i) {
      const int dx = kWayX[i], dy = kWayY[i];
      if (Rules::kFourConnected && dx != 0 && dy != 0) continue;
      const std::uint8_t kept = keptWays(n, dx, dy);
      block.ways |= std::uint64_t(kept) << (8 * i);
      if (kept == 0 && entered(n, dx, dy)) block.dead |= std::uint8_t(1u << i);
      if (costChangesAhead(n, dx, dy) || (kept & ~natural(dx, dy)) != 0) block.stops |= std::uint8_t(1u << i);
    }
    return block;
  }
  // The nine cells of n's block, four bits each: the cost, 0 for a wall.
  std::uint64_t blockKey(std::uint32_t n) const {
    std::uint64_t key = grid_->isOpen(n) ? std::uint64_t(grid_->nodeCost(n)) : 0;
    for (int i = 0; i < 8; ++i) {
      const std::uint32_t m = n + offset(kWayX[i], kWayY[i]);
      key = key << 4 | (grid_->isOpen(m) ? std::uint64_t(grid_->nodeCost(m)) : 0);
    }
    return key;
  }

  // ways(), worked out from the block around `node`.
  std::uint8_t keptWays(std::uint32_t node, int dx, int dy) const {
    if (!entered(node, dx, dy)) return 0;
    const std::uint32_t p = node - offset(dx, dy);
    // The cheapest cost from p to each cell of the block: Dijkstra over nine cells, `node` the ninth.
    constexpr double kNone = std::numeric_limits<double>::infinity();
    constexpr int kCentre = 8;
    const auto cellX = [](int i) { return i == kCentre ? 0 : kWayX[i]; };
    const auto cellY = [](int i) { return i == kCentre ? 0 : kWayY[i]; };
    double best[9] = {kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone, kNone};
    bool done[9] = {};
    const int from = wayBit(-dx, -dy);
    best[from] = 0.0;
    for (int round = 0; round < 9; ++round) {
      int u = -1;
      for (int i = 0; i < 9; ++i) {
        if (!done[i] && best[i] < kNone && (u < 0 || best[i] < best[u])) u = i;
      }
      if (u < 0) break;
      done[u] = true;
      const std::uint32_t at = node + offset(cellX(u), cellY(u));
      for (int v = 0; v < 9; ++v) {
        const int mx = cellX(v) - cellX(u), my = cellY(v) - cellY(u);
        if (done[v] || std::abs(mx) > 1 || std::abs(my) > 1 || !allowed(at, mx, my)) continue;
        const double c = best[u] + stepCost(at, mx, my);
        if (c < best[v]) best[v] = c;
      }
    }
    const double arrive = stepCost(p, dx, dy);
    std::uint8_t keep = 0;
    for (int i = 0; i < 8; ++i) {
      const int ex = kWayX[i], ey = kWayY[i];
      if (i == from || !allowed(node, ex, ey)) continue;
      const double through = arrive + stepCost(node, ex, ey);
      // The cheapest other way into n: from a cell of the block beside it, not by the move node -> n.
      double around = kNone;
      for (int m = 0; m < 8; ++m) {
        const int mx = ex - kWayX[m], my = ey - kWayY[m];
        if (m == i || best[m] == kNone || std::abs(mx) > 1 || std::abs(my) > 1) continue;
        const std::uint32_t at = node + offset(kWayX[m], kWayY[m]);
        if (allowed(at, mx, my)) around = std::min(around, best[m] + stepCost(at, mx, my));
      }
      const double tolerance = 1e-9 * through;
      if (around < through - tolerance) continue;                            // cheaper another way
      if (preferredFirst(p, dx, dy, ex, ey, through + tolerance)) continue;  // as cheap, the preferred move first
      keep |= std::uint8_t(1u << i);
    }
    return keep;
  }

  // Offsets are added in unsigned arithmetic: node + offset(-1, 0) wraps to node - 1.
  std::uint32_t offset(int dx, int dy) const { return std::uint32_t(dy) * stride_ + std::uint32_t(dx); }
  double step(int dx, int dy) const { return dx != 0 && dy != 0 ? diagonal_ : straight_; }
  // The cost of the allowed move (dx, dy) from `from`, under the terrain cost model.
  double stepCost(std::uint32_t from, int dx, int dy) const {
    return gridStepCost(*grid_, model_, step(dx, dy), from, offset(dx, 0), offset(0, dy));
  }
  // Whether a scan arriving at n by (dx, dy) must stop there for a change in what a step costs, so
  // that every step of a run between jump points costs what its first one does. Entered: the cell
  // ahead costs other than n (both steps have the same unit). Crossed: the step ahead crosses other
  // ground than the step in; both lie in n's block. Where n's block has one cost, neither happens.
  bool costChangesAhead(std::uint32_t n, int dx, int dy) const {
    const std::uint32_t ahead = n + offset(dx, dy);
    if (model_ == TerrainCost::Entered) return grid_->isOpen(ahead) && grid_->nodeCost(ahead) != grid_->nodeCost(n);
    return entered(n, dx, dy) && allowed(n, dx, dy) && stepCost(n, dx, dy) != stepCost(n - offset(dx, dy), dx, dy);
  }
  // Whether `node` can be reached by the move (dx, dy).
  bool entered(std::uint32_t node, int dx, int dy) const {
    const std::uint32_t p = node - offset(dx, dy);
    return grid_->isOpen(p) && allowed(p, dx, dy);
  }
  // Whether the move (dx, dy) from `from` is one the rule allows.
  bool allowed(std::uint32_t from, int dx, int dy) const {
    if (dx != 0 && dy != 0) {
      if constexpr (Rules::kFourConnected) return false;
      return Rules::diagonalStep(*grid_, from, offset(dx, 0), offset(0, dy));
    }
    return grid_->isOpen(from + offset(dx, dy));
  }
  // The rule's preferred move: the diagonal, or for `never` the horizontal one (jump_rules.hpp).
  static bool preferred(int dx, int dy) { return Rules::kFourConnected ? dy == 0 : dx != 0 && dy != 0; }
  // The ways a scan continues in without stopping, reached by (dx, dy): on, and for a diagonal
  // (`never`: horizontal) move its straight (vertical) components too.
  static std::uint8_t natural(int dx, int dy) {
    std::uint8_t bits = std::uint8_t(1u << wayBit(dx, dy));
    if (!preferred(dx, dy)) return bits;
    if constexpr (Rules::kFourConnected) return bits | std::uint8_t(1u << wayBit(0, -1)) | std::uint8_t(1u << wayBit(0, 1));
    return bits | std::uint8_t(1u << wayBit(dx, 0)) | std::uint8_t(1u << wayBit(0, dy));
  }
  // Whether the path p, m, n (the move e, then d) may stand for p, node, n (d, then e), which costs
  // `limit` at most: e preferred and d not, m inside node's block, both moves allowed, and no dearer.
  // m may cost other than node: the swap keeps a shortest path shortest whatever the ground, which
  // is JPSW's tie-breaking across weights (docs/jump-point-search.md, "On terrain").
  bool preferredFirst(std::uint32_t p, int dx, int dy, int ex, int ey, double limit) const {
    if (!preferred(ex, ey) || preferred(dx, dy) || std::abs(ex - dx) > 1 || std::abs(ey - dy) > 1) return false;
    const std::uint32_t m = p + offset(ex, ey);
    if (!grid_->isOpen(m) || !allowed(p, ex, ey) || !allowed(m, dx, dy)) return false;
    return stepCost(p, ex, ey) + stepCost(m, dx, dy) <= limit;
  }
  // Whether a walkable neighbour of n (of the eight) has another cost.
  bool mixed(std::uint32_t n) const {
    const int cost = grid_->nodeCost(n);
    for (int i = 0; i < 8; ++i) {
      const std::uint32_t m = n + offset(kWayX[i], kWayY[i]);
      if (grid_->isOpen(m) && grid_->nodeCost(m) != cost) return true;
    }
    return false;
  }

  const Grid* grid_ = nullptr;
  std::uint32_t stride_ = 0;
  double straight_ = 0.0, diagonal_ = 0.0;
  TerrainCost model_ = TerrainCost::Entered;
  DirectionPlanes stopPlanes_, endPlanes_;                       // where the straight scans stop, and end
  std::vector<std::uint16_t> stops_;                             // bit wayBit(dx, dy): stops; bit 8 + that: ends
  std::vector<std::uint32_t> edgeBlock_;                         // where the block mixes costs, 1 + its place in blocks_; else 0
  std::vector<Block> blocks_;                                    // the blocks met so far (kept while the move costs stay)
  std::unordered_map<std::uint64_t, std::uint32_t> blockIndex_;  // blockKey -> place in blocks_
  std::uint64_t contentId_ = 0;
  bool built_ = false;
};

}  // namespace pathlab
