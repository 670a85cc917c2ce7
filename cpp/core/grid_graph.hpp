// The grid seen as a graph: neighbours under a movement rule, step costs, heuristics.
// Algorithms are written against this interface (nodeCount, forEachNeighbor,
// heuristic, publicId), so explicit graphs can stand in for grids.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "core/grid.hpp"
#include "core/landmarks.hpp"
#include "core/options.hpp"
#include "core/terrain_cost.hpp"

namespace pathlab {

inline constexpr double kSqrt2 = 1.4142135623730951;

// Distance estimate for offsets dx, dy >= 0, in units of one straight step
// (`straight`) and one diagonal step (`diagonal`).
inline double heuristicDistance(Heuristic h, double dx, double dy, double straight, double diagonal) {
  switch (h) {
    case Heuristic::Manhattan: return straight * (dx + dy);
    case Heuristic::Euclidean: return straight * std::sqrt(dx * dx + dy * dy);
    case Heuristic::Octile:
      return straight * std::max(dx, dy) + (diagonal - straight) * std::min(dx, dy);
    case Heuristic::Chebyshev: return straight * std::max(dx, dy);
    case Heuristic::Zero:
    case Heuristic::Default:
    case Heuristic::Landmarks: return 0.0;  // GridGraph reads its table (core/landmarks.hpp)
  }
  return 0.0;
}

// Whether heuristic h never overestimates the true cost under this movement
// rule and cost model (terrain costs are >= 1, so they only raise true costs).
bool isAdmissible(Heuristic h, DiagonalRule diagonal, CostModel costs);

class GridGraph {
 public:
  GridGraph(const Grid& grid, DiagonalRule diagonal, CostModel costs, Heuristic heuristic,
            TerrainCost terrain = TerrainCost::Entered)
      : grid_(&grid),
        stride_(grid.stride()),
        diagonal_(diagonal),
        heuristic_(heuristic == Heuristic::Default ? defaultHeuristic(diagonal) : heuristic),
        straight_(costs == CostModel::Integer ? 10.0 : 1.0),
        diagonalCost_(costs == CostModel::Integer ? 14.0 : kSqrt2),
        diagonalMask_(diagonalMask(diagonal)),
        terrain_(terrain) {}

  std::uint32_t nodeCount() const { return grid_->nodeCount(); }
  const Grid& grid() const { return *grid_; }
  DiagonalRule diagonalRule() const { return diagonal_; }
  double straightCost() const { return straight_; }
  double diagonalCost() const { return diagonalCost_; }
  // How terrain prices a step (core/terrain_cost.hpp); the units above are the steps on cost 1.
  TerrainCost terrainCost() const { return terrain_; }
  bool isOpen(std::uint32_t node) const { return grid_->isOpen(node); }
  std::uint32_t publicId(std::uint32_t node) const { return grid_->cellIndex(node); }
  int x(std::uint32_t node) const { return grid_->nodeX(node); }
  int y(std::uint32_t node) const { return grid_->nodeY(node); }

  double heuristic(std::uint32_t from, std::uint32_t to) const {
    return distance(heuristic_, from, to);
  }
  // A word of what heuristic() reads for `node` (the landmarks' row), so that a caller can load it early.
  std::uint32_t touchHeuristic(std::uint32_t node) const { return landmarks_ ? landmarks_->stored(node, 0) : 0; }
  // The table heuristic 'landmarks' reads (GridSearch keeps it up to date with the grid).
  void useLandmarks(const LandmarkTable* table) { landmarks_ = table; }
  // How near the goal a node looks, for choosing a partial path's end: the
  // heuristic, or the rule's default one when the search runs with h = 0.
  double goalEstimate(std::uint32_t from, std::uint32_t to) const { return distance(estimateKind(), from, to); }
  Heuristic heuristicKind() const { return heuristic_; }
  Heuristic estimateKind() const { return heuristic_ == Heuristic::Zero ? defaultHeuristic(diagonal_) : heuristic_; }
  double distance(Heuristic h, std::uint32_t from, std::uint32_t to) const {
    if (h == Heuristic::Landmarks) [[unlikely]] {
      const double own = distance(defaultHeuristic(diagonal_), from, to);
      return landmarks_ ? std::max(own, landmarks_->estimate(from, to)) : own;
    }
    const double dx = std::abs(x(from) - x(to));
    const double dy = std::abs(y(from) - y(to));
    return heuristicDistance(h, dx, dy, straight_, diagonalCost_);
  }

  // Calls visit(neighbour, stepCost) for each move allowed from `node`:
  // orthogonal moves N, E, S, W first, then diagonals NE, SE, SW, NW.
  // The cost is the step's under the terrain model (core/terrain_cost.hpp).
  // Everything it reads is first copied into locals: `visit` makes calls (to
  // open a node), after which members would be read again through `this`
  // and the grid, for every neighbour; locals stay in registers, which
  // matters most in wasm.
  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    if (terrain_ == TerrainCost::Crossed) [[unlikely]] {
      forEachNeighborCrossing(node, visit);
      return;
    }
    const std::uint8_t* cells = grid_->cellBytes();
    const double straight = straight_;
    const std::uint32_t n = node - stride_, e = node + 1, s = node + stride_, w = node - 1;
    const std::uint8_t cellN = cells[n], cellE = cells[e], cellS = cells[s], cellW = cells[w];
    const bool openN = Grid::isOpenCell(cellN), openE = Grid::isOpenCell(cellE), openS = Grid::isOpenCell(cellS),
               openW = Grid::isOpenCell(cellW);
    const std::uint8_t diagonalMask = diagonalMask_;
    const double diagonal = diagonalCost_;
    // Entered: the unit times the entered cell's cost (core/terrain_cost.hpp).
    if (openN) visit(n, straight * Grid::cellCost(cellN));
    if (openE) visit(e, straight * Grid::cellCost(cellE));
    if (openS) visit(s, straight * Grid::cellCost(cellS));
    if (openW) visit(w, straight * Grid::cellCost(cellW));
    if (diagonalMask == 0) return;  // DiagonalRule::Never
    visitDiagonal(cells, n + 1, diagonalMask, openN, openE, diagonal, visit);
    visitDiagonal(cells, s + 1, diagonalMask, openS, openE, diagonal, visit);
    visitDiagonal(cells, s - 1, diagonalMask, openS, openW, diagonal, visit);
    visitDiagonal(cells, n - 1, diagonalMask, openN, openW, diagonal, visit);
  }

  // The cost of a move between neighbours a and b that the rule allows, as forEachNeighbor(a) gives it.
  double stepCost(std::uint32_t a, std::uint32_t b) const {
    const std::uint8_t* cells = grid_->cellBytes();
    const int from = Grid::cellCost(cells[a]), to = Grid::cellCost(cells[b]);
    const std::uint32_t dx = a % stride_ == b % stride_ ? 0 : 1, dy = a / stride_ == b / stride_ ? 0 : 1;
    if (dx + dy == 1) return straightStepCost(terrain_, straight_, from, to);
    // The side cells: (b's column, a's row) and (a's column, b's row).
    const std::uint32_t sideA = b - (b / stride_ - a / stride_) * stride_, sideB = a + (b / stride_ - a / stride_) * stride_;
    return diagonalStepCost(terrain_, diagonalCost_, from, to, openCost(cells[sideA]), openCost(cells[sideB]));
  }

  // A cell's terrain cost, 0 for a wall (terrain_cost.hpp's convention for a diagonal's side cells).
  static int openCost(std::uint8_t cell) { return Grid::isOpenCell(cell) ? Grid::cellCost(cell) : 0; }

  // Whether a diagonal move whose two orthogonal side cells are open (sideA, sideB) is allowed.
  // A table look-up: a switch on the rule cost a jump for each of the four diagonals of every expansion.
  bool diagonalAllowed(bool sideA, bool sideB) const { return diagonalAllowedBy(diagonalMask_, sideA, sideB); }

 private:
  static bool diagonalAllowedBy(std::uint8_t mask, bool sideA, bool sideB) { return (mask >> (2 * sideA + sideB)) & 1u; }

  // forEachNeighbor under TerrainCost::Crossed: a step's cost reads the cells it crosses too. Not
  // inlined: a second copy of `visit` in every search's expansion loop made the entered model's loop
  // slower in wasm, where the inliner's budget is spent per function.
  template <typename Visit>
  [[gnu::noinline]] void forEachNeighborCrossing(std::uint32_t node, Visit& visit) const {
    const std::uint8_t* cells = grid_->cellBytes();
    const double straight = straight_;
    const std::uint32_t n = node - stride_, e = node + 1, s = node + stride_, w = node - 1;
    const int here = Grid::cellCost(cells[node]);
    const int costN = openCost(cells[n]), costE = openCost(cells[e]), costS = openCost(cells[s]), costW = openCost(cells[w]);
    constexpr TerrainCost crossed = TerrainCost::Crossed;
    if (costN != 0) visit(n, straightStepCost(crossed, straight, here, costN));
    if (costE != 0) visit(e, straightStepCost(crossed, straight, here, costE));
    if (costS != 0) visit(s, straightStepCost(crossed, straight, here, costS));
    if (costW != 0) visit(w, straightStepCost(crossed, straight, here, costW));
    const std::uint8_t mask = diagonalMask_;
    if (mask == 0) return;  // DiagonalRule::Never
    const double diagonal = diagonalCost_;
    const auto diagonalTo = [&](std::uint32_t target, int sideA, int sideB) {
      const int to = openCost(cells[target]);
      if (to != 0 && diagonalAllowedBy(mask, sideA != 0, sideB != 0)) {
        visit(target, diagonalStepCost(crossed, diagonal, here, to, sideA, sideB));
      }
    };
    diagonalTo(n + 1, costN, costE);
    diagonalTo(s + 1, costS, costE);
    diagonalTo(s - 1, costS, costW);
    diagonalTo(n - 1, costN, costW);
  }

  template <typename Visit>
  [[gnu::always_inline]] static void visitDiagonal(const std::uint8_t* cells, std::uint32_t target, std::uint8_t mask,
                                                   bool sideA, bool sideB, double diagonal, Visit& visit) {
    const std::uint8_t cell = cells[target];
    if (Grid::isOpenCell(cell) && diagonalAllowedBy(mask, sideA, sideB)) {
      visit(target, diagonal * Grid::cellCost(cell));
    }
  }

  // Bit 2 * sideA + sideB is set when the rule allows a diagonal move with those side cells open.
  static std::uint8_t diagonalMask(DiagonalRule rule) {
    switch (rule) {
      case DiagonalRule::Never: return 0b0000;
      case DiagonalRule::Always: return 0b1111;
      case DiagonalRule::IfAtMostOneObstacle: return 0b1110;
      case DiagonalRule::OnlyWhenNoObstacles: return 0b1000;
    }
    return 0;
  }

  const Grid* grid_;
  std::uint32_t stride_;
  DiagonalRule diagonal_;
  Heuristic heuristic_;
  const LandmarkTable* landmarks_ = nullptr;
  double straight_;
  double diagonalCost_;
  std::uint8_t diagonalMask_;
  TerrainCost terrain_;
};

}  // namespace pathlab
