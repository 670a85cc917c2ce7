#include "core/grid.hpp"

#include <algorithm>
#include <atomic>
#include <bit>

namespace pathlab {

std::string checkGridSize(std::int64_t width, std::int64_t height) {
  if (width < 1 || height < 1) {
    return "grid size " + std::to_string(width) + " x " + std::to_string(height) +
           " is empty: width and height must be at least 1";
  }
  if (width > kMaxSide || height > kMaxSide) {
    return "grid size " + std::to_string(width) + " x " + std::to_string(height) +
           " is too large: each side is limited to " + std::to_string(kMaxSide) + " cells";
  }
  if (width * height > kMaxCells) {
    return "grid size " + std::to_string(width) + " x " + std::to_string(height) +
           " is too large: at most " + std::to_string(kMaxCells) + " cells (4096 x 4096)";
  }
  return "";
}

namespace {
// Content ids come from one counter, so no two grids' contents ever share one.
std::uint64_t nextContentId() {
  static std::atomic<std::uint64_t> counter{0};
  return ++counter;
}
}  // namespace

Grid::Lineage::Lineage() : id(nextContentId()) {}
Grid::Lineage::Lineage(const Lineage&) : id(nextContentId()) {}
Grid::Lineage& Grid::Lineage::operator=(const Lineage&) {
  id = nextContentId();
  return *this;
}

void Grid::changed() {
  ++revision_;
  contentId_ = nextContentId();
}

Grid::Grid(int width, int height)
    : width_(width),
      height_(height),
      rowShift_(kNodeBits + std::bit_width(stride() - 1)),
      rowMultiplier_(((std::uint64_t(1) << rowShift_) + stride() - 1) / stride()),
      cells_(std::size_t(width + 2) * std::size_t(height + 2), std::uint8_t(kWallBit | 1)) {
  fill(true, 1);
}

void Grid::setWalkable(int x, int y, bool walkable) {
  const std::uint32_t n = node(x, y);
  terrainCells_ -= isTerrainCell(n);
  std::uint8_t& cell = cells_[n];
  cell = walkable ? std::uint8_t(cell & ~kWallBit) : std::uint8_t(cell | kWallBit);
  bits_.set(std::uint32_t(x + 1), std::uint32_t(y + 1), walkable);
  terrainCells_ += isTerrainCell(n);
  repairClearance(x, y);
  noteEdit(x, y);
}

void Grid::computeClearance(int x, int y) const {
  const std::uint32_t n = node(x, y), s = stride();
  if (!isOpen(n)) {
    clearance_[n] = 0;
    return;
  }
  const int around = std::min({clearance_[n + 1], clearance_[n + s], clearance_[n + s + 1]});
  clearance_[n] = std::uint8_t(std::min(kMaxClearance, around + 1));
}

void Grid::buildClearance() const {
  clearance_.assign(cells_.size(), 0);
  for (int y = height_ - 1; y >= 0; --y) {
    for (int x = width_ - 1; x >= 0; --x) computeClearance(x, y);
  }
  clearanceBuilt_ = true;
}

void Grid::repairClearance(int x, int y) {
  if (!clearanceBuilt_) return;
  // Bottom-right first: each position reads neighbours already repaired or out of reach of the edit.
  for (int py = y; py >= std::max(0, y - kMaxClearance + 1); --py) {
    for (int px = x; px >= std::max(0, x - kMaxClearance + 1); --px) computeClearance(px, py);
  }
}

void Grid::setCost(int x, int y, int cost) {
  const std::uint32_t n = node(x, y);
  terrainCells_ -= isTerrainCell(n);
  std::uint8_t& cell = cells_[n];
  cell = std::uint8_t((cell & kWallBit) | (cost & kCostMask));
  terrainCells_ += isTerrainCell(n);
  noteEdit(x, y);
}

void Grid::noteEdit(int x, int y) {
  changed();
  const std::size_t slot = revision_ % kJournalCapacity;
  if (slot >= journal_.size()) {
    journal_.resize(std::min<std::size_t>(kJournalCapacity, std::max<std::size_t>(64, 2 * (slot + 1))));
  }
  journal_[slot] = std::uint32_t(y) * std::uint32_t(width_) + std::uint32_t(x);
}

void Grid::noteRewrite() {
  changed();
  journalStart_ = revision_;
}

void Grid::countTerrainCells() {
  terrainCells_ = 0;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) terrainCells_ += isTerrainCell(node(x, y));
  }
}

void Grid::rebuildWalkableBits() {
  bits_.reset(stride(), std::uint32_t(height_) + 2);
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      if (isOpen(node(x, y))) bits_.set(std::uint32_t(x + 1), std::uint32_t(y + 1), true);
    }
  }
}

void Grid::fill(bool walkable, int cost) {
  const std::uint8_t value = std::uint8_t((walkable ? 0 : kWallBit) | (cost & kCostMask));
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) cells_[node(x, y)] = value;
  }
  terrainCells_ = walkable && (cost & kCostMask) != 1 ? cellCount() : 0;
  rebuildWalkableBits();
  clearanceBuilt_ = false;
  noteRewrite();
}

void Grid::writeCells(std::uint8_t* out) const {
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) *out++ = cells_[node(x, y)];
  }
}

// Journals each changed cell, so that a replanner repairs after a bulk copy
// that changed little (the page's worker copies the whole map per request);
// more changes than the journal holds make it a rewrite.
void Grid::readCells(const std::uint8_t* in) {
  const std::uint32_t before = revision_;
  bool rewrite = false;
  for (int y = 0; y < height_; ++y) {
    for (int x = 0; x < width_; ++x) {
      const std::uint8_t byte = *in++;
      int cost = byte & kCostMask;
      cost = cost < kMinTerrainCost ? kMinTerrainCost : cost > kMaxTerrainCost ? kMaxTerrainCost
                                                                               : cost;
      std::uint8_t& cell = cells_[node(x, y)];
      const std::uint8_t value = std::uint8_t((byte & kWallBit) | cost);
      if (cell == value) continue;
      const bool wallChanged = ((cell ^ value) & kWallBit) != 0;
      cell = value;
      if (rewrite) continue;
      if (wallChanged) repairClearance(x, y);
      if (revision_ - before >= kJournalCapacity) {
        rewrite = true;
      } else {
        noteEdit(x, y);
      }
    }
  }
  countTerrainCells();
  rebuildWalkableBits();
  if (rewrite) {
    clearanceBuilt_ = false;  // too many edits to repair one by one
    noteRewrite();
  }
}

}  // namespace pathlab
