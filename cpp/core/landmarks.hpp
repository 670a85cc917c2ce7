// The landmark heuristic (heuristic 'landmarks'): distances measured in advance
// from and to a few cells, the landmarks, for every cell of the map. It is what
// Goldberg and Harrelson call ALT ("Computing the Shortest Path: A* Search
// Meets Graph Theory", SODA 2005, https://doi.org/10.5555/1070432.1070455) and
// Sturtevant, Felner, Barrer, Schaeffer and Burch call a differential heuristic
// on game maps ("Memory-Based Heuristics for Explicit State Spaces", IJCAI
// 2009).
//
// For a landmark L and any cells n and g the triangle inequality gives
//   d(n, g) >= d(L, g) - d(L, n)   and   d(n, g) >= d(n, L) - d(g, L).
// A cell's terrain cost is paid on entering it, so on a map with terrain d(L, n)
// and d(n, L) differ and the table keeps both; without terrain they are equal
// and it keeps one, and the two bounds are |d(L, n) - d(L, g)|. The estimate is
// the largest of these bounds and of the movement rule's own heuristic
// (octile, or Manhattan for `never`).
//
// The table is small: each distance is a 32-bit whole number of a unit (1/64 of
// a straight step with real costs, 1 with integer costs), measured on the map
// whose every step cost is rounded down to the unit. Such a map's distances obey
// the triangle inequality on its own rounded steps, each no dearer than the
// real step, so the bounds above, times the unit, never overestimate and stay
// consistent (the proof: docs/algorithms.md, "Landmarks"); a distance too long
// for 32 bits is stored as the cap, which keeps both properties.
//
// The landmarks are spread by farthest-point sampling: the first is the cell
// farthest from a cell of the largest walkable region, each next one the cell
// whose nearest landmark is farthest. Each landmark's distances come from one
// Dijkstra over the whole map per direction under the search's rule and cost
// model: without terrain, with two step costs, its open list is two
// first-in-first-out queues, one per cost (each receives its keys in the order
// nodes are settled plus a constant, so each stays sorted); with terrain a
// radix heap. The table is rebuilt on the first search after the rule or the cost model changed,
// or the map changed wholesale (another grid, a fill, more edits than the grid's journal or a
// sixteenth of its cells).
//
// After a few edits it is repaired instead (docs/algorithms.md, "Landmarks after edits"): the
// table stays the exact distances on a map whose every move costs at most what it costs now. A
// dearer move or a new wall keeps that true with nothing to do; a cheaper move or a removed wall
// lowers the distances it shortens, by a Dijkstra per landmark and direction that starts at the
// edited cells and only ever lowers values, so its work is what the edit changed.
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
  // Up to 4096 x 4096 cells: 32 bytes per cell without terrain, 64 with (distances both ways).
  static constexpr std::int64_t kMaxCells = 4096LL * 4096LL;
  // A stored distance: the unit's whole multiples up to kCap; kUnreachable out of the landmarks' reach.
  static constexpr std::uint32_t kCap = 0xFFFFFFFEu;
  static constexpr std::uint32_t kUnreachable = 0xFFFFFFFFu;
  // The unit of the stored distances with real costs (a power of two, so scaling is exact).
  static constexpr double kRealUnit = 1.0 / 64.0;

  // Why the table cannot be built for this grid (too many cells), or no problem.
  static Problem check(const Grid& grid);

  // Brings the table up to date with these cells under this rule, cost model and terrain model:
  // nothing when it describes them already, a repair after a few edits of the grid it was built
  // for, else a rebuild; true when it rebuilt. The grid must have at most kMaxCells cells.
  bool update(const Grid& grid, DiagonalRule rule, CostModel costs, TerrainCost terrain = TerrainCost::Entered) {
    if (values_.empty() || rule != rule_ || costs != costs_ || terrain != terrain_) {
      return rebuild(grid, rule, costs, terrain);
    }
    if (contentId_ == grid.contentId()) return false;
    if (lineage_ == grid.lineage() && repair(grid)) return false;
    return rebuild(grid, rule, costs, terrain);
  }

  // A lower bound of the cost from `from` to `to`: the largest of the landmarks' bounds, times
  // the unit; 0 when either node is out of their reach.
  [[gnu::always_inline]] double estimate(std::uint32_t from, std::uint32_t to) const {
    const std::uint32_t* a = values_.data() + std::size_t(from) * perNode_;
    const std::uint32_t* b = values_.data() + std::size_t(to) * perNode_;
    if (a[0] == kUnreachable || b[0] == kUnreachable) return 0.0;
    std::uint32_t best = 0;
    if (!directed_) {
      for (int i = 0; i < kLandmarks; ++i) {
        const std::uint32_t difference = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
        best = difference > best ? difference : best;
      }
    } else {
      // a[i], b[i]: from the landmark; a[kLandmarks + i], b[kLandmarks + i]: to it.
      for (int i = 0; i < kLandmarks; ++i) {
        const std::uint32_t ahead = b[i] > a[i] ? b[i] - a[i] : 0u;
        const std::uint32_t back = a[kLandmarks + i] > b[kLandmarks + i] ? a[kLandmarks + i] - b[kLandmarks + i] : 0u;
        const std::uint32_t bound = ahead > back ? ahead : back;
        best = bound > best ? bound : best;
      }
    }
    return double(best) * unit_;
  }

  // The landmarks, as public cell indices (y * width + x); empty before the first build.
  std::span<const std::uint32_t> cells() const { return cells_; }
  // Whether the table keeps distances both ways (isDirected).
  bool directed() const { return directed_; }
  // The unit of a stored distance, and a node's stored distance from (or, directed, to) landmark i.
  double unit() const { return unit_; }
  std::uint32_t stored(std::uint32_t node, int i, bool toLandmark = false) const {
    return values_[std::size_t(node) * perNode_ + std::size_t(i) + (toLandmark && directed_ ? kLandmarks : 0)];
  }
  // How long the last build took, in microseconds, and the memory the table takes.
  double buildMicros() const { return buildMicros_; }
  // How long the last repair after edits took (0 when the table was built since), and how many
  // stored distances it lowered.
  double repairMicros() const { return repairMicros_; }
  std::uint64_t repairedValues() const { return repairedValues_; }
  std::uint64_t bytes() const { return values_.size() * sizeof(std::uint32_t); }
  // The bytes a table for this grid takes (check() refuses what would not fit).
  static std::uint64_t bytesFor(const Grid& grid, TerrainCost terrain = TerrainCost::Entered) {
    return std::uint64_t(grid.nodeCount()) * kLandmarks * (isDirected(grid, terrain) ? 2 : 1) * sizeof(std::uint32_t);
  }
  // Whether a table for this grid keeps distances both ways: terrain priced by the cell entered makes a
  // step cost differently each way; priced by the cells crossed, a step costs the same both ways
  // (docs/algorithms.md, "Terrain costs"), so one direction serves both.
  static bool isDirected(const Grid& grid, TerrainCost terrain) {
    return grid.terrainCellCount() != 0 && terrain == TerrainCost::Entered;
  }
  // Whether the table describes this grid now under this rule and these costs: update() would do nothing.
  bool current(const Grid& grid, DiagonalRule rule, CostModel costs, TerrainCost terrain) const {
    return !values_.empty() && rule == rule_ && costs == costs_ && terrain == terrain_ && contentId_ == grid.contentId();
  }
  // How many times the table was built from scratch, and taken from an export (importWords), in
  // this object's life: a caller that handed it a table checks that nothing was built again.
  std::uint64_t builds() const { return builds_; }
  std::uint64_t imports() const { return imports_; }

  // The table as one flat array of 32-bit words, for another instance of the core (a worker) to
  // take instead of building it (landmark_export.cpp has the layout): the map's size and a hash of
  // its cells, the rule, cost model and terrain cost, the landmarks and the distances, and a checksum. Empty
  // unless the table is current() for `grid` under its own rule and cost model.
  std::vector<std::uint32_t> exportWords(const Grid& grid) const;
  // Takes an exported table for `grid`, or says why not (ErrorCode::BadLandmarks: not a table, a
  // damaged one, or one for another map or other cells), and then nothing changed.
  Problem importWords(const Grid& grid, std::span<const std::uint32_t> words);
  // The most words an exported table for `grid` can take (directed, every landmark).
  static std::uint64_t maxExportWords(const Grid& grid);

 private:
  bool rebuild(const Grid& grid, DiagonalRule rule, CostModel costs, TerrainCost terrain);  // always true
  bool repair(const Grid& grid);                                                            // false when the edits since the table's revision are too many or not journalled

  // By padded node: kLandmarks distances from the landmarks, then (directed) kLandmarks to them.
  std::vector<std::uint32_t> values_;
  std::vector<std::uint32_t> cells_;
  std::uint32_t perNode_ = kLandmarks;
  bool directed_ = false;
  double unit_ = kRealUnit;
  std::uint64_t contentId_ = 0;
  std::uint64_t lineage_ = 0;  // the grid the table describes, at revision_
  std::uint32_t revision_ = 0;
  DiagonalRule rule_ = DiagonalRule::Never;
  CostModel costs_ = CostModel::Real;
  TerrainCost terrain_ = TerrainCost::Entered;
  double buildMicros_ = 0.0;
  std::uint64_t builds_ = 0;
  std::uint64_t imports_ = 0;
  double repairMicros_ = 0.0;
  std::uint64_t repairedValues_ = 0;
};

}  // namespace pathlab
