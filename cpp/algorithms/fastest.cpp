#include "algorithms/fastest.hpp"

#include <cstdint>
#include <vector>

namespace pathlab {
namespace {

// The share of walkable cells from which some diagonal move is allowed under
// Moving AI's rule: the cell is a corner of a 2 x 2 block of walkable cells.
double diagonalShare(const Grid& grid) {
  const std::uint8_t* cells = grid.cellBytes();
  const std::uint32_t stride = grid.stride();
  const auto open = [&](std::uint32_t n) { return Grid::isOpenCell(cells[n]); };
  std::uint64_t walkable = 0, diagonal = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) {
      if (!open(n)) continue;
      ++walkable;
      // The four 2 x 2 blocks with n as a corner; the border around the map is walls.
      const bool n0 = open(n - stride), s0 = open(n + stride), w0 = open(n - 1), e0 = open(n + 1);
      const bool block = (n0 && e0 && open(n - stride + 1)) || (s0 && e0 && open(n + stride + 1)) ||
                         (s0 && w0 && open(n + stride - 1)) || (n0 && w0 && open(n - stride - 1));
      diagonal += block;
    }
  }
  return walkable == 0 ? 0.0 : double(diagonal) / double(walkable);
}

// The walls' mean group size: walls that touch by a side or a corner are one group.
double wallGroupSize(const Grid& grid) {
  const std::uint32_t stride = grid.stride();
  std::vector<std::uint8_t> seen(grid.nodeCount(), 0);
  std::vector<std::uint32_t> stack;
  std::uint64_t walls = 0, groups = 0;
  const auto inside = [&](std::uint32_t n) { return grid.nodeX(n) >= 0 && grid.nodeX(n) < grid.width() && grid.nodeY(n) >= 0 && grid.nodeY(n) < grid.height(); };
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint32_t n = grid.node(x, y);
      if (grid.isOpen(n) || seen[n]) continue;
      ++groups;
      seen[n] = 1;
      stack.push_back(n);
      while (!stack.empty()) {
        const std::uint32_t at = stack.back();
        stack.pop_back();
        ++walls;
        for (const std::uint32_t next : {at - stride - 1, at - stride, at - stride + 1, at - 1, at + 1, at + stride - 1,
                                         at + stride, at + stride + 1}) {
          if (!seen[next] && inside(next) && !grid.isOpen(next)) {
            seen[next] = 1;
            stack.push_back(next);
          }
        }
      }
    }
  }
  return groups == 0 ? 0.0 : double(walls) / double(groups);
}

// The share of walkable cells whose terrain cost is not 1.
double terrainShare(const Grid& grid) {
  std::uint64_t walkable = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) walkable += grid.isOpen(n);
  }
  return walkable == 0 ? 0.0 : double(grid.terrainCellCount()) / double(walkable);
}

}  // namespace

FastestPick pickFastest(const Grid& grid, DiagonalRule rule) {
  if (grid.terrainCellCount() > 0) {
    // The rule's own estimate counts every step at the cheapest cost and sees no costly ground; the
    // landmarks measure it, both ways (docs/algorithms.md, "Landmarks"). They pay where walls force
    // detours or most of the ground is costly; a few patches on a field of scattered walls leave
    // them level with A* (bench section 14).
    const double groups = wallGroupSize(grid);
    const double costly = terrainShare(grid);
    FastestPick pick{.algorithm = Algorithm::AStar,
                     .reason = "the map has terrain costs, which JPS+ refuses; A* with the estimate below",
                     .heuristic = Heuristic::Landmarks,
                     .heuristicReason =
                         "the map has terrain costs, which the rule's own estimate counts at the cheapest cost: the "
                         "landmarks measure them (distances to and from eight cells, 64 bytes per cell, built on the "
                         "first search)",
                     .diagonalShare = 0.0,
                     .wallGroupSize = groups};
    if (grid.cellCount() > kLandmarkCells) {
      pick.heuristic = Heuristic::Default;
      pick.heuristicReason =
          "the map has over 1024 x 1024 cells: the landmarks' table would take 64 bytes for each with terrain";
    } else if (groups < kLargeWallGroups && costly < kMostlyCostly) {
      pick.heuristic = Heuristic::Default;
      pick.heuristicReason =
          "the walls are scattered and most of the ground costs 1: the detours are short, and reading the landmarks' "
          "table would cost about what the expansions it saves do";
    }
    return pick;
  }
  const double share = diagonalShare(grid);
  const double groups = wallGroupSize(grid);
  FastestPick pick{.algorithm = Algorithm::JumpPointPlus,
                   .reason = "every cell costs the same: the precomputed jump point search",
                   .heuristic = Heuristic::Landmarks,
                   .heuristicReason =
                       "the walls form large groups that force detours, which the landmarks see and the "
                       "rule's own estimate does not (a table of 32 bytes per cell, built on the first search)",
                   .diagonalShare = share,
                   .wallGroupSize = groups};
  if (rule == DiagonalRule::OnlyWhenNoObstacles && share < kFewDiagonalMoves) {
    pick.algorithm = Algorithm::JumpPoint;
    pick.reason =
        "almost no cell has a diagonal move (a maze of 1-wide corridors): JPS+ would prune nothing and pay for "
        "reading its table";
  }
  if (grid.cellCount() > kLandmarkCells) {
    pick.heuristic = Heuristic::Default;
    pick.heuristicReason = "the map has over 1024 x 1024 cells: the landmarks' table would take 32 bytes for each";
  } else if (groups < kLargeWallGroups) {
    pick.heuristic = Heuristic::Default;
    pick.heuristicReason =
        "the walls are few or scattered: the detours are short, and reading the landmarks' table would cost more than "
        "the expansions it saves";
  }
  return pick;
}

}  // namespace pathlab
