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
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/open_list.hpp"
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
  void search();  // Dijkstra from the queue
  // Queues a cell with its distance (or lowers it, when queued already).
  void push(std::uint32_t cell, double d) {
    if (marks_[cell] & kOpen) {
      open_.update({d, 0.0, cell});
    } else {
      marks_[cell] |= kOpen;
      open_.push({d, 0.0, cell});
    }
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
  BinaryHeapOpenList open_;  // the searches' heap, with decrease-key: each cell queued at most once
  std::size_t repaired_ = 0;
};

}  // namespace pathlab
