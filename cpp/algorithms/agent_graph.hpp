// The grid as game code asks for it: an agent bigger than one cell, several goals, and the
// closest reachable cell when no goal can be reached (docs/game-developers.md).
//
// It is the ordinary best-first search (best_first.hpp) run on this adapter of the grid graph,
// as flee is (flee.hpp); searches without these options never see it, so their loop is unchanged.
//   positions   an agent of size k stands at (x, y) when the k x k cells from (x, y) to
//               (x + k - 1, y + k - 1) are walkable: the grid's clearance there is >= k
//               (Harabor and Botea, "Hierarchical Path Planning for Multi-Size Agents in
//               Heterogeneous Environments", CIG 2008). For k = 1 that is "walkable".
//   moves       as on the grid, between positions; a diagonal's two side positions are checked
//               under the diagonal rule; the cost is the step's (core/terrain_cost.hpp) for the
//               top-left cell: the cost of the one it enters, or the mean of those it crosses (a
//               diagonal's side cells counted where walkable), as a one-cell agent's would be.
//   goals       a goal test by mark (one byte per node, set and cleared per search: O(goals));
//               the heuristic is the minimum over the goals for up to kExactGoals of them, else the
//               distance to the goals' bounding box, a cheaper bound that never exceeds that
//               minimum (every goal is inside the box, and the distances are monotone in |dx|, |dy|).
//               Both are consistent: each is a distance to a set under a norm.
//   closest     goalDistanceSquared() lets the search keep the expanded node nearest a goal in
//               straight-line distance, for the path it returns when no goal is reachable.
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <vector>

#include "core/grid_graph.hpp"

namespace pathlab {

class AgentGraph {
 public:
  static constexpr std::size_t kExactGoals = 8;

  // `goals` are node ids. The marks are kept between searches (grown, never shrunk) and cleared
  // by goal, so a search pays O(goals) for them, not O(map).
  void begin(const GridGraph& grid, int agentSize, const std::vector<std::uint32_t>& goals, bool closest) {
    for (std::uint32_t g : goals_) marks_[g] = 0;
    grid_ = &grid;
    clearance_ = grid.grid().clearance();
    cells_ = grid.grid().cellBytes();
    stride_ = grid.grid().stride();
    size_ = std::uint8_t(agentSize);
    closest_ = closest;
    if (marks_.size() < grid.nodeCount()) marks_.resize(grid.nodeCount(), 0);
    goals_.assign(goals.begin(), goals.end());
    minX_ = minY_ = 1 << 30;
    maxX_ = maxY_ = -1;
    for (std::uint32_t g : goals_) {
      marks_[g] = 1;
      minX_ = std::min(minX_, grid.x(g));
      maxX_ = std::max(maxX_, grid.x(g));
      minY_ = std::min(minY_, grid.y(g));
      maxY_ = std::max(maxY_, grid.y(g));
    }
  }

  std::uint32_t nodeCount() const { return grid_->nodeCount(); }
  std::uint32_t publicId(std::uint32_t node) const { return grid_->publicId(node); }
  double distance(Heuristic h, std::uint32_t from, std::uint32_t to) const { return grid_->distance(h, from, to); }
  bool fits(std::uint32_t node) const { return clearance_[node] >= size_; }

  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    const std::uint32_t n = node - stride_, e = node + 1, s = node + stride_, w = node - 1;
    const bool fitN = fits(n), fitE = fits(e), fitS = fits(s), fitW = fits(w);
    const double straight = grid_->straightCost();
    const TerrainCost model = grid_->terrainCost();
    const int here = Grid::cellCost(cells_[node]);
    if (fitN) visit(n, straightStepCost(model, straight, here, Grid::cellCost(cells_[n])));
    if (fitE) visit(e, straightStepCost(model, straight, here, Grid::cellCost(cells_[e])));
    if (fitS) visit(s, straightStepCost(model, straight, here, Grid::cellCost(cells_[s])));
    if (fitW) visit(w, straightStepCost(model, straight, here, Grid::cellCost(cells_[w])));
    if (grid_->diagonalRule() == DiagonalRule::Never) return;
    visitDiagonal(here, n + 1, n, e, fitN, fitE, visit);
    visitDiagonal(here, s + 1, s, e, fitS, fitE, visit);
    visitDiagonal(here, s - 1, s, w, fitS, fitW, visit);
    visitDiagonal(here, n - 1, n, w, fitN, fitW, visit);
  }

  // The search's `goal` argument is the first goal; these use all of them.
  bool isGoal(std::uint32_t node, std::uint32_t) const { return marks_[node] != 0; }
  double heuristic(std::uint32_t node, std::uint32_t) const { return toGoals(grid_->heuristicKind(), node); }
  double goalEstimate(std::uint32_t node, std::uint32_t) const { return toGoals(grid_->estimateKind(), node); }

  // Squared straight-line distance to the nearest goal, for the closest reachable cell; 0 when not asked.
  bool tracksClosest() const { return closest_; }
  double goalDistanceSquared(std::uint32_t node) const {
    const int x = grid_->x(node), y = grid_->y(node);
    double best = -1.0;
    for (std::uint32_t g : goals_) {
      const double dx = x - grid_->x(g), dy = y - grid_->y(g);
      const double d = dx * dx + dy * dy;
      if (best < 0.0 || d < best) best = d;
    }
    return best;
  }

 private:
  // A diagonal move from a cell of cost `here` to `target` past the side cells a and b (fitA, fitB:
  // whether the agent fits there).
  template <typename Visit>
  void visitDiagonal(int here, std::uint32_t target, std::uint32_t a, std::uint32_t b, bool fitA, bool fitB,
                     Visit& visit) const {
    if (!fits(target) || !grid_->diagonalAllowed(fitA, fitB)) return;
    visit(target, diagonalStepCost(grid_->terrainCost(), grid_->diagonalCost(), here, Grid::cellCost(cells_[target]),
                                   GridGraph::openCost(cells_[a]), GridGraph::openCost(cells_[b])));
  }

  double toGoals(Heuristic h, std::uint32_t node) const {
    const int x = grid_->x(node), y = grid_->y(node);
    if (goals_.size() > kExactGoals) {
      const double dx = x < minX_ ? minX_ - x : x > maxX_ ? x - maxX_
                                                          : 0;
      const double dy = y < minY_ ? minY_ - y : y > maxY_ ? y - maxY_
                                                          : 0;
      return heuristicDistance(h, dx, dy, grid_->straightCost(), grid_->diagonalCost());
    }
    double best = -1.0;
    for (std::uint32_t g : goals_) {
      const double d = grid_->distance(h, node, g);
      if (best < 0.0 || d < best) best = d;
    }
    return best;
  }

  const GridGraph* grid_ = nullptr;
  const std::uint8_t* clearance_ = nullptr;
  const std::uint8_t* cells_ = nullptr;
  std::uint32_t stride_ = 0;
  std::uint8_t size_ = 1;
  bool closest_ = false;
  std::vector<std::uint8_t> marks_;   // 1 at goal nodes
  std::vector<std::uint32_t> goals_;  // node ids
  int minX_ = 0, maxX_ = 0, minY_ = 0, maxY_ = 0;
};

}  // namespace pathlab
