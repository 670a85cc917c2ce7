// A flow field for crowds (Red Blob Games, "Flow Field Pathfinding for Tower Defense"): the cost
// from every cell to its nearest goal and the next cell to step to, from one Dijkstra search that
// starts at the goals and walks moves backwards. Agents of any size k (agent_graph.hpp's positions:
// clearance >= k) and every diagonal rule, cost model and terrain cost of the searches; a move costs
// what it costs in findPath (core/terrain_cost.hpp, priced at the agent's top-left cell), so
// distance[c] is findPath's cost from c to the nearest goal.
//
// The search works on the grid's padded node ids (core/grid.hpp: a border of walls around the map),
// over its own array of distances in which a position without room for the agent holds -1: no step
// can lower it, so the search needs neither bounds checks nor a test of room before a step, and a
// diagonal's side positions are open where their distances, read anyway, are not negative. The rule
// is a template argument (flow_field_search.hpp), so no step branches on it. Each cell keeps the
// direction of its next step in a byte; the public arrays (cell y * width + x) are written from
// both in one pass after a build, and for the cells a repair settled after an update().
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
// cells within one in any order, and each cell is settled once, as by Dijkstra's heap; an entry
// whose cell has since been lowered into an earlier bucket is skipped when taken. A step costs at
// most kRing - 1 buckets, so a ring of kRing buckets holds every queued cell; the repair's starting
// cells, spread over any distances, wait in a sorted list and enter the ring as it comes within
// reach of them.
#pragma once

#include <cstdint>
#include <memory>
#include <new>
#include <utility>
#include <vector>

#include "core/grid.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"

namespace pathlab {

// An allocator whose new elements are left uninitialised, for the arrays a build writes in full
// (a vector's zeroing of them cost a pass over each).
template <typename T>
struct Uninitialized : std::allocator<T> {
  template <typename U>
  struct rebind {
    using other = Uninitialized<U>;
  };
  Uninitialized() = default;
  template <typename U>
  Uninitialized(const Uninitialized<U>&) noexcept {}
  template <typename U, typename... Args>
  void construct(U* p, Args&&... args) {
    if constexpr (sizeof...(Args) == 0) {
      ::new (static_cast<void*>(p)) U;
    } else {
      ::new (static_cast<void*>(p)) U(std::forward<Args>(args)...);
    }
  }
};
template <typename T>
using FieldArray = std::vector<T, Uninitialized<T>>;

class FlowField {
 public:
  enum class Update { Unchanged,
                      Repaired,
                      Rebuilt };

  // `goals` are public cell indices (y * width + x), 1..kMaxGoals, inside the grid; goals where the
  // agent has no room are kept but reach nothing until edits make room. The grid must outlive the field.
  // terrain: how a step is priced (core/terrain_cost.hpp); Crossed takes CostModel::Real only.
  Problem build(const Grid& grid, const std::vector<std::uint32_t>& goals, DiagonalRule diagonal, CostModel costs,
                int agentSize, TerrainCost terrain = TerrainCost::Entered);
  // Brings the field up to date with the grid's edits since build() or the last update().
  Update update();

  // By public cell index: the cost to the nearest goal (infinity where none is reachable) and the
  // next cell on the way (-1 at goals and where no goal is reachable).
  const FieldArray<double>& distance() const { return distance_; }
  const FieldArray<std::int32_t>& next() const { return next_; }
  // Cells the last build() or update() searched: every cell after a build or a rebuild, the
  // repaired ones after a repair, none after an update with nothing to do.
  std::size_t repairedCells() const { return repaired_; }

  // The search's state (flow_field_search.hpp reads and writes it).
  struct State {
    static constexpr std::uint32_t kRing = 32;  // > the dearest step (diagonal over cost 9) in buckets, plus one
    // A queue entry: the node id in the low bits, above them the direction of the step by which it was
    // lowered, or kKeep for a goal or a repair's seed (they keep theirs).
    static constexpr std::uint32_t kNodeBits = 28, kNodeMask = (1u << kNodeBits) - 1, kKeep = 8;
    // step[node]: the direction of the next step in the low 3 bits, or kNone where the node has no
    // next step (a goal, a node not reached, without room or on the border), so that a repair finds
    // the routes through a node in this byte array alone; kSettled once the search took the node.
    static constexpr std::uint8_t kNone = 0x08, kSettled = 0x10;
    struct Bucket {
      FieldArray<std::uint32_t> entries;  // its size is the capacity; `size` of them are queued
      std::uint32_t size = 0;
    };
    FieldArray<double> distance;     // by node id: -1 where the agent has no room, infinity where not reached
    std::vector<std::uint8_t> step;  // by node id
    Bucket ring[kRing];
    std::size_t queued = 0;                               // entries in the ring
    std::vector<std::pair<double, std::uint32_t>> seeds;  // (distance, node), not yet in the ring
    std::vector<std::uint32_t> settled;                   // nodes a repair settled
  };

 private:
  void rebuild();
  void search(bool listSettled);
  void publishAll();
  void publish(std::uint32_t node);
  void queueGoal(std::uint32_t node) {
    State::Bucket& first = state_.ring[0];
    if (first.size == first.entries.size()) first.entries.resize(2 * first.entries.size() + 64);
    first.entries[first.size++] = node | (State::kKeep << State::kNodeBits);
    ++state_.queued;
  }
  bool fits(std::uint32_t node) const { return clearance_[node] >= size_; }
  std::uint32_t nodeOf(std::uint32_t cell) const {
    const std::uint32_t y = cell / std::uint32_t(width_);
    return (y + 1) * stride_ + (cell - y * std::uint32_t(width_)) + 1;
  }

  const Grid* grid_ = nullptr;
  int width_ = 0, height_ = 0;
  std::uint32_t stride_ = 0;
  const std::uint8_t* clearance_ = nullptr;
  std::uint8_t size_ = 1;
  DiagonalRule diagonal_ = DiagonalRule::OnlyWhenNoObstacles;
  TerrainCost terrain_ = TerrainCost::Entered;
  double straight_ = 1.0, diagonalUnit_ = 1.0;  // the step units of the cost model
  std::uint32_t revision_ = 0;
  std::vector<std::uint32_t> goals_;  // node ids
  State state_;
  FieldArray<double> distance_;
  FieldArray<std::int32_t> next_;
  static constexpr std::uint8_t kGoal = 1, kAffected = 2, kListed = 4;
  std::vector<std::uint8_t> marks_;  // by node id, for update(): kGoal, kAffected, kListed (a seed already)
  std::vector<std::uint32_t> affected_;
  std::size_t repaired_ = 0;
};

namespace flow {

// The direction of a cell's next step; the node id offset of direction d is offset(d, stride).
enum Direction : std::uint8_t { kN,
                                kE,
                                kS,
                                kW,
                                kNE,
                                kSE,
                                kSW,
                                kNW };
inline std::int32_t offset(std::uint8_t d, std::int32_t stride) {
  constexpr std::int32_t dx[8] = {0, 1, 0, -1, 1, 1, -1, -1};
  constexpr std::int32_t dy[8] = {-1, 0, 1, 0, -1, 1, 1, -1};
  return dy[d] * stride + dx[d];
}
// The straight directions whose positions a diagonal step passes between (both for a straight one).
inline std::uint8_t sideA(std::uint8_t d) {
  constexpr std::uint8_t side[8] = {kN, kE, kS, kW, kN, kS, kS, kN};
  return side[d];
}
inline std::uint8_t sideB(std::uint8_t d) {
  constexpr std::uint8_t side[8] = {kN, kE, kS, kW, kE, kE, kW, kW};
  return side[d];
}

}  // namespace flow
}  // namespace pathlab
