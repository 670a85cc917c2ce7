// A rectangular map of cells: each cell is a wall or walkable with a terrain cost.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/walkable_bits.hpp"

namespace pathlab {

// Limits checked at the API edge (grid creation, map parsing, bindings).
inline constexpr int kMaxSide = 8192;                       // cells per side
inline constexpr std::int64_t kMaxCells = 4096LL * 4096LL;  // width * height
inline constexpr int kMinTerrainCost = 1;
inline constexpr int kMaxTerrainCost = 9;

// Why a grid of this size cannot be made, or "" when it can.
std::string checkGridSize(std::int64_t width, std::int64_t height);

// The map. Cells are addressed (x, y), x = column, y = row, (0, 0) top-left.
// Storage is padded with a one-cell wall border so that neighbour generation
// needs no bounds checks: node ids are indices into the padded array.
// Each cell keeps its terrain cost while it is a wall, so erasing a wall
// restores the terrain the user painted.
class Grid {
 public:
  // Size must pass checkGridSize (checked by the caller, the API edge).
  Grid(int width, int height);

  int width() const { return width_; }
  int height() const { return height_; }
  std::int64_t cellCount() const { return std::int64_t(width_) * height_; }
  bool inBounds(int x, int y) const { return x >= 0 && y >= 0 && x < width_ && y < height_; }

  bool walkable(int x, int y) const { return isOpen(node(x, y)); }
  // Inside the grid and walkable: what a start or goal must be.
  bool usable(int x, int y) const { return inBounds(x, y) && walkable(x, y); }
  int cost(int x, int y) const { return cells_[node(x, y)] & kCostMask; }
  void setWalkable(int x, int y, bool walkable);
  void setCost(int x, int y, int cost);  // kMinTerrainCost..kMaxTerrainCost
  void fill(bool walkable, int cost);

  // Bulk copy in the public cell-byte format, row-major (y * width + x):
  // low 4 bits terrain cost 1..9, bit 7 set for a wall. `in` is trusted: its
  // costs are clamped into 1..9.
  void writeCells(std::uint8_t* out) const;
  void readCells(const std::uint8_t* in);

  // Changes on every mutation; a search notices that its map changed under it.
  std::uint32_t revision() const { return revision_; }
  // The cells changed after revision `since`, for replanners (algorithms/replanner.hpp):
  // calls visit(x, y) once per changed cell (a cell edited twice may come twice)
  // and returns true, or returns false without calling it when the journal no
  // longer reaches back that far (more than kJournalCapacity edits, or a fill):
  // then the reader has to start over. Every edit costs O(1).
  template <typename Visit>
  bool changesSince(std::uint32_t since, Visit&& visit) const {
    if (since < journalStart_ || since > revision_ || revision_ - since > kJournalCapacity) return false;
    for (std::uint32_t r = since + 1; r <= revision_; ++r) {
      const std::uint32_t cell = journal_[r % kJournalCapacity];
      visit(int(cell % std::uint32_t(width_)), int(cell / std::uint32_t(width_)));
    }
    return true;
  }
  static constexpr std::uint32_t kJournalCapacity = 1u << 16;
  // Names these exact cells among all grids of the process: a new id on every
  // mutation, never the same for two grids unless one is a copy of the other.
  // A table derived from a grid (JPS+'s jump distances) is current while it matches.
  std::uint64_t contentId() const { return contentId_; }
  // Names this grid object among all grids of the process; a copy (or a grid moved from) gets a
  // new one. A reader that keeps a revision to ask changesSince about checks it asks the same grid.
  std::uint64_t lineage() const { return lineage_.id; }
  // Walkable cells whose terrain cost is not 1, kept up to date on every
  // mutation so that algorithms needing uniform costs (JPS) check in O(1).
  std::int64_t terrainCellCount() const { return terrainCells_; }

  // ---- node-level access for the search core (padded indices) ----
  std::uint32_t stride() const { return std::uint32_t(width_) + 2; }
  std::uint32_t nodeCount() const { return std::uint32_t(cells_.size()); }
  std::uint32_t node(int x, int y) const {
    return std::uint32_t(y + 1) * stride() + std::uint32_t(x + 1);
  }
  int nodeX(std::uint32_t node) const { return int(node - row(node) * stride()) - 1; }
  int nodeY(std::uint32_t node) const { return int(row(node)) - 1; }
  // Public cell index y * width + x of a node, as used in traces and paths.
  std::uint32_t cellIndex(std::uint32_t node) const {
    return std::uint32_t(nodeY(node)) * std::uint32_t(width_) + std::uint32_t(nodeX(node));
  }
  bool isOpen(std::uint32_t node) const { return isOpenCell(cells_[node]); }
  int nodeCost(std::uint32_t node) const { return cellCost(cells_[node]); }
  // The cells by node id, for loops that read a cell once for both its wall
  // bit and its cost, through a pointer they keep in a local.
  const std::uint8_t* cellBytes() const { return cells_.data(); }
  static bool isOpenCell(std::uint8_t cell) { return (cell & kWallBit) == 0; }
  static int cellCost(std::uint8_t cell) { return cell & kCostMask; }
  // The same walkability as bit lines (rows and columns), for block-based
  // jumping; updated with every mutation.
  const WalkableBits& walkableBits() const { return bits_; }
  // Clearance by node id (Harabor and Botea's annotation, "Hierarchical Path Planning for Multi-Size
  // Agents in Heterogeneous Environments", CIG 2008): the side of the largest all-walkable square
  // whose top-left cell is the node, capped at kMaxClearance; 0 on walls and the border. An agent of
  // size k may stand where clearance >= k. Built on first use, then repaired by every edit (the
  // kMaxClearance x kMaxClearance positions an edit can change), so a search never pays for the map.
  const std::uint8_t* clearance() const {
    if (!clearanceBuilt_) buildClearance();
    return clearance_.data();
  }
  static constexpr int kMaxClearance = 8;
  // The cell byte (readCells, writeCells; web/src/lib/cell-format.js): the terrain cost in the
  // low bits, kWallBit set for a wall, which keeps its cost.
  static constexpr std::uint8_t kWallBit = 0x80;
  static constexpr std::uint8_t kCostMask = 0x0F;

 private:
  // node / stride as a multiplication by a rounded-up reciprocal (a division
  // costs more than the rest of turning a path's nodes into cell indices):
  // m = ceil(2^k / stride), k = kNodeBits + ceil(log2 stride), is exact for
  // every node id below 2^kNodeBits, because m * stride - 2^k < stride <=
  // 2^(k - kNodeBits) (Granlund and Montgomery 1994). Node ids stay below 2^25
  // (kMaxCells with the border); the product stays below 2^(2 kNodeBits + 1).
  static constexpr int kNodeBits = 26;
  std::uint32_t row(std::uint32_t node) const {
    return std::uint32_t((std::uint64_t(node) * rowMultiplier_) >> rowShift_);
  }

  bool isTerrainCell(std::uint32_t node) const { return isOpen(node) && nodeCost(node) != 1; }
  void countTerrainCells();
  void changed();  // after every mutation: a new revision and content id
  void rebuildWalkableBits();
  // One edit of cell (x, y): a new revision, journalled.
  void noteEdit(int x, int y);
  // A bulk change too large to journal: readers of older revisions start over.
  void noteRewrite();
  void buildClearance() const;
  // Recomputes clearance at (x, y) from its right, lower and lower-right neighbours.
  void computeClearance(int x, int y) const;
  // After (x, y) became a wall or walkable: the positions whose square can include it.
  void repairClearance(int x, int y);

  struct Lineage {
    Lineage();
    Lineage(const Lineage&);
    Lineage& operator=(const Lineage&);
    std::uint64_t id;
  };

  Lineage lineage_;
  int width_;
  int height_;
  int rowShift_;
  std::uint64_t rowMultiplier_;
  std::uint32_t revision_ = 0;
  // Ring of the cells edited at revisions (journalStart_, revision_], indexed by
  // revision % kJournalCapacity; grows up to that capacity as edits come.
  std::vector<std::uint32_t> journal_;
  std::uint32_t journalStart_ = 0;
  std::uint64_t contentId_ = 0;  // set by the constructor
  std::int64_t terrainCells_ = 0;
  std::vector<std::uint8_t> cells_;  // (width + 2) * (height + 2), border = walls
  WalkableBits bits_;                // mirrors the wall bit of cells_
  // Derived from the wall bits and built lazily by clearance() const: a cache, hence mutable.
  // Searches run on one thread (a wasm instance, or one native test), so the lazy build needs no lock.
  mutable std::vector<std::uint8_t> clearance_;
  mutable bool clearanceBuilt_ = false;
};

}  // namespace pathlab
