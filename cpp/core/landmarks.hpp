// The landmark heuristic (heuristic 'landmarks'): distances measured in advance
// from a few cells, the landmarks, to every cell of the map. It is what
// Goldberg and Harrelson call ALT ("Computing the Shortest Path: A* Search
// Meets Graph Theory", SODA 2005, https://doi.org/10.5555/1070432.1070455) and
// Sturtevant, Felner, Barrer, Schaeffer and Burch call a differential heuristic
// on game maps ("Memory-Based Heuristics for Explicit State Spaces", IJCAI
// 2009).
//
// On a map without terrain costs a path costs the same both ways, so for a
// landmark L and any cells n and g the triangle inequality gives
//   d(n, g) >= |d(L, n) - d(L, g)|.
// The estimate is the largest of these differences and of the movement rule's
// own heuristic (octile, or Manhattan for `never`): it never overestimates and
// it is consistent, so A* and the jump point searches stay optimal. Where walls
// force a detour the differences see it and the straight-line estimates do
// not: on mazes and room maps the searches expand a fraction of the nodes
// (docs/algorithms.md, "Landmarks").
//
// The landmarks are spread by farthest-point sampling: the first is the cell
// farthest from a cell of the largest walkable region, each next one the cell
// whose nearest landmark is farthest. Each landmark's distances come from one
// Dijkstra over the whole map under the search's rule and cost model; with two
// step costs its open list is two first-in-first-out queues, one per cost
// (each receives its keys in the order nodes are settled plus a constant, so
// each stays sorted). The table is rebuilt on the first search after the map,
// the rule or the cost model changed (Grid::contentId tells), as JPS+'s is.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "core/grid.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"

namespace pathlab {

class LandmarkTable {
 public:
  static constexpr int kLandmarks = 8;
  // 64 bytes per cell: 256 MiB at this many cells (2048 x 2048).
  static constexpr std::int64_t kMaxCells = 2048LL * 2048LL;

  // Why the table cannot be built for this grid (terrain costs, or too many cells), or no problem.
  static Problem check(const Grid& grid);

  // Recomputes the table unless it already describes these cells under this rule and cost
  // model; true when it did. The grid must have no terrain costs and at most kMaxCells cells.
  bool update(const Grid& grid, DiagonalRule rule, CostModel costs) {
    return contentId_ == grid.contentId() && rule == rule_ && costs == costs_ && !rows_.empty() ? false
                                                                                                : rebuild(grid, rule, costs);
  }

  // max over the landmarks of |d(L, from) - d(L, to)|; 0 when either node is out of their reach.
  [[gnu::always_inline]] double estimate(std::uint32_t from, std::uint32_t to) const {
    const double* a = rows_[from].d;
    const double* b = rows_[to].d;
    if (a[0] < 0.0 || b[0] < 0.0) return 0.0;
    double best = 0.0;
    for (int i = 0; i < kLandmarks; ++i) {
      const double difference = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
      best = difference > best ? difference : best;
    }
    return best;
  }

  // The landmarks, as public cell indices (y * width + x); empty before the first build.
  std::span<const std::uint32_t> cells() const { return cells_; }
  // How long the last build took, in microseconds, and the memory the table takes.
  double buildMicros() const { return buildMicros_; }
  std::uint64_t bytes() const { return rows_.size() * sizeof(Row); }

 private:
  // One node's distances from every landmark, in one cache line; -1: out of their reach.
  struct alignas(64) Row {
    double d[kLandmarks];
  };
  bool rebuild(const Grid& grid, DiagonalRule rule, CostModel costs);  // always true

  std::vector<Row> rows_;  // by padded node
  std::vector<std::uint32_t> cells_;
  std::uint64_t contentId_ = 0;
  DiagonalRule rule_ = DiagonalRule::Never;
  CostModel costs_ = CostModel::Real;
  double buildMicros_ = 0.0;
};

}  // namespace pathlab
