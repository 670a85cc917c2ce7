// A flow field for crowds (Red Blob Games, "Flow Field Pathfinding for Tower Defense"): the cost
// from every cell to its nearest goal and the next cell to step to, from one Dijkstra search that
// starts at the goals and walks moves backwards. Agents of any size k (agent_graph.hpp's positions:
// clearance >= k) and every diagonal rule and cost model of the searches; the cost of a move is the
// step times the entered top-left cell's cost, as in findPath, so distance[c] is findPath's cost
// from c to the nearest goal.
//
// After a few edits, update() repairs the field instead of searching the whole map again: the cells
// whose route ran through an edited position (found by following `next` backwards) forget their
// distance, their unaffected neighbours are queued with theirs, and Dijkstra runs from there. An
// unaffected cell's old route avoids every edit, so its old distance is still achievable: the
// queue only ever lowers values towards the true costs, as a search from scratch would find them.
//
// The queue is a bucket queue (Dial, "Algorithm 360: Shortest-Path Forest with Topological
// Ordering", CACM 1969, https://doi.org/10.1145/363269.363610): bucket k holds the cells whose
// distance lies in [k w, (k + 1) w), w the cheapest step (one straight step over cost 1). A cell
// taken from bucket k cannot be lowered by another cell of bucket k or later: their distances
// differ by less than w, and every step costs at least w. So the buckets are taken in order,
// cells within one in any order, and each cell is settled once, as by Dijkstra's heap. A step
// costs at most kRing - 1 buckets, so a ring of kRing buckets holds every queued cell; the
// repair's starting cells, spread over any distances, wait in a sorted list and enter the ring
// as it comes within reach of them.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"

namespace pathlab {

class FlowField {
 public:
  enum class Update { Unchanged,
                      Repaired,
                      Rebuilt };

  // `goals` are public cell indices (y * width + x), 1..kMaxGoals, inside the grid; goals where the
  // agent has no room are kept but reach nothing until edits make room. The grid must outlive the field.
  Problem build(const Grid& grid, const std::vector<std::uint32_t>& goals, DiagonalRule diagonal, CostModel costs,
                int agentSize);
  // Brings the field up to date with the grid's edits since build() or the last update().
  Update update();

  // By public cell index: the cost to the nearest goal (infinity where none is reachable) and the
  // next cell on the way (-1 at goals and where no goal is reachable).
  const std::vector<double>& distance() const { return distance_; }
  const std::vector<std::int32_t>& next() const { return next_; }
  // Cells the last build() or update() searched: every cell after a build or a rebuild, the
  // repaired ones after a repair, none after an update with nothing to do.
  std::size_t repairedCells() const { return repaired_; }

 private:
  void rebuild();
  void search();  // Dijkstra from the queue and the waiting seeds
  // The bucket of a distance (a whole number of cheapest steps).
  std::uint32_t bucketOf(double d) const { return std::uint32_t(d * perStep_); }
  // Queues a cell with its (lowered) distance: an entry in its bucket; an entry left behind in a
  // later bucket is skipped when taken (the cell is no longer marked open by then).
  void push(std::uint32_t cell, double d) {
    marks_[cell] |= kOpen;
    ring_[bucketOf(d) & (kRing - 1)].push_back(cell);
    ++queued_;
  }
  std::uint32_t nodeOf(std::uint32_t cell) const {
    const std::uint32_t y = cell / std::uint32_t(width_);
    return (y + 1) * stride_ + (cell - y * std::uint32_t(width_)) + 1;
  }
  bool fits(std::uint32_t node) const { return clearance_[node] >= size_; }
  // Calls visit(neighbour cell, cost of the move from the neighbour into `cell`) for every legal move
  // that ends at `cell` (moves are legal both ways; only the entered cell's cost differs).
  template <typename Visit>
  void forEachPredecessor(std::uint32_t cell, Visit&& visit) const;

  const Grid* grid_ = nullptr;
  int width_ = 0, height_ = 0;
  std::uint32_t stride_ = 0;
  const std::uint8_t* clearance_ = nullptr;
  std::uint8_t size_ = 1;
  std::optional<GridGraph> moves_;  // the movement rule and step costs, as the searches have them
  std::uint32_t revision_ = 0;
  std::vector<std::uint32_t> goals_;
  std::vector<double> distance_;
  std::vector<std::int32_t> next_;
  static constexpr std::uint8_t kGoal = 1, kAffected = 2, kOpen = 4;
  std::vector<std::uint8_t> marks_;  // per cell: kGoal, kAffected (by the current update), kOpen (queued)
  std::vector<std::uint32_t> affected_;
  // The bucket queue: a ring of buckets from the bucket being taken on, and the repair's seeds
  // (cells with their distances), sorted, not yet in the ring.
  static constexpr std::uint32_t kRing = 32;  // > the dearest step (diagonal over cost 9) in buckets, plus one
  std::vector<std::uint32_t> ring_[kRing];
  std::size_t queued_ = 0;
  std::vector<std::pair<double, std::uint32_t>> seeds_;
  double perStep_ = 1.0;  // 1 / the cheapest step
  std::size_t repaired_ = 0;
};

}  // namespace pathlab
