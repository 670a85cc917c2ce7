// The landmarks' table as one flat array of 32-bit words, and back (LandmarkTable::exportWords and
// importWords): a worker, or a page opened again, takes a table built elsewhere instead of spending
// sixteen Dijkstras on it. The words, in order:
//   [0] kMagic, [1] kFormat,
//   [2] width, [3] height, [4] [5] a hash of the map's cells (low, high word),
//   [6] the diagonal rule, [7] the cost model, [8] flags (bit 0: directed, both ways; bit 1: terrain priced by the cells crossed),
//   [9] the landmarks' count n, [10] the distances' count m,
//   [11] [12] a checksum of the words after the header (low, high word),
//   then n landmarks (public cell indices) and m distances (by padded node, as values_ keeps them).
// The hash names the cells, not the grid object: two instances with the same map agree on it,
// and any other map (or the same after an edit) almost surely does not. The checksum refuses a
// table damaged on its way; a table that passes both is the exact one exported, so its estimates
// are as admissible as the table built here would be.
#include <algorithm>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "core/landmarks.hpp"

namespace pathlab {
namespace {

constexpr std::uint32_t kMagic = 0x4B4D444Cu;  // "LDMK" in little-endian bytes
constexpr std::uint32_t kFormat = 1;
constexpr std::size_t kHeaderWords = 13;
constexpr std::uint32_t kDirected = 1;
constexpr std::uint32_t kCrossed = 2;  // built under TerrainCost::Crossed: its distances are another map's

constexpr std::uint64_t kFnvOffset = 14695981039346656037ull;
constexpr std::uint64_t kFnvPrime = 1099511628211ull;

// FNV-1a over the map's cells in the public byte format (walls and costs; nothing of the object).
std::uint64_t cellsHash(const Grid& grid) {
  std::vector<std::uint8_t> bytes(std::size_t(grid.cellCount()));
  grid.writeCells(bytes.data());
  std::uint64_t h = kFnvOffset ^ (std::uint64_t(grid.width()) << 32 | std::uint32_t(grid.height()));
  for (const std::uint8_t b : bytes) h = (h ^ b) * kFnvPrime;
  return h;
}

// FNV-1a over whole words: a damaged table is refused, not searched with.
std::uint64_t checksum(std::span<const std::uint32_t> words) {
  std::uint64_t h = kFnvOffset;
  for (const std::uint32_t w : words) h = (h ^ w) * kFnvPrime;
  return h;
}

Problem refused(const std::string& why) {
  return {ErrorCode::BadLandmarks, "This landmarks' table cannot be used: " + why};
}

}  // namespace

std::vector<std::uint32_t> LandmarkTable::exportWords(const Grid& grid) const {
  if (!current(grid, rule_, costs_, terrain_)) return {};
  std::vector<std::uint32_t> words(kHeaderWords + cells_.size() + values_.size());
  const std::uint64_t hash = cellsHash(grid);
  words[0] = kMagic;
  words[1] = kFormat;
  words[2] = std::uint32_t(grid.width());
  words[3] = std::uint32_t(grid.height());
  words[4] = std::uint32_t(hash);
  words[5] = std::uint32_t(hash >> 32);
  words[6] = std::uint32_t(rule_);
  words[7] = std::uint32_t(costs_);
  words[8] = (directed_ ? kDirected : 0u) | (terrain_ == TerrainCost::Crossed ? kCrossed : 0u);
  words[9] = std::uint32_t(cells_.size());
  words[10] = std::uint32_t(values_.size());
  std::copy(cells_.begin(), cells_.end(), words.begin() + kHeaderWords);
  std::copy(values_.begin(), values_.end(), words.begin() + std::ptrdiff_t(kHeaderWords + cells_.size()));
  const std::uint64_t sum = checksum(std::span(words).subspan(kHeaderWords));
  words[11] = std::uint32_t(sum);
  words[12] = std::uint32_t(sum >> 32);
  return words;
}

std::uint64_t LandmarkTable::maxExportWords(const Grid& grid) {
  return kHeaderWords + kLandmarks + std::uint64_t(grid.nodeCount()) * 2 * kLandmarks;
}

Problem LandmarkTable::importWords(const Grid& grid, std::span<const std::uint32_t> words) {
  if (words.size() < kHeaderWords || words[0] != kMagic) return refused("it is not a table exported by Pathlab");
  if (words[1] != kFormat) {
    return refused("it was exported in format " + std::to_string(words[1]) + ", and this version reads format " +
                   std::to_string(kFormat) + "; export it again with this version");
  }
  if (words[2] != std::uint32_t(grid.width()) || words[3] != std::uint32_t(grid.height())) {
    return refused("it is for a " + std::to_string(words[2]) + " x " + std::to_string(words[3]) + " map, and this grid is " +
                   std::to_string(grid.width()) + " x " + std::to_string(grid.height()));
  }
  const bool directed = (words[8] & kDirected) != 0;
  // Terrain priced by the cell entered makes steps cost differently each way: such a table keeps both
  // directions, and one that does not would give bounds that can overestimate. (A directed table
  // where one direction would do is sound: edits that took the terrain away leave it so.)
  const TerrainCost terrain = (words[8] & kCrossed) != 0 ? TerrainCost::Crossed : TerrainCost::Entered;
  if (!directed && isDirected(grid, terrain)) return refused("its header does not match this map's terrain");
  const std::size_t perNode = directed ? 2 * kLandmarks : kLandmarks;
  const std::size_t landmarks = words[9], values = words[10];
  if (words[6] > std::uint32_t(DiagonalRule::OnlyWhenNoObstacles) || words[7] > std::uint32_t(CostModel::Integer) ||
      words[8] > (kDirected | kCrossed) || landmarks > std::size_t(kLandmarks) || values != std::size_t(grid.nodeCount()) * perNode ||
      words.size() != kHeaderWords + landmarks + values) {
    return refused("its header does not match its size (it was cut short or changed)");
  }
  const std::span<const std::uint32_t> payload = words.subspan(kHeaderWords);
  if (checksum(payload) != (std::uint64_t(words[12]) << 32 | words[11])) {
    return refused("its checksum does not match (it was damaged on its way)");
  }
  if ((std::uint64_t(words[5]) << 32 | words[4]) != cellsHash(grid)) {
    return refused("it was built for other cells (another map, or this one before an edit); export it again");
  }
  for (std::size_t i = 0; i < landmarks; ++i) {
    if (payload[i] >= std::uint64_t(grid.cellCount())) return refused("a landmark lies outside the map");
  }
  cells_.assign(payload.begin(), payload.begin() + std::ptrdiff_t(landmarks));
  values_.assign(payload.begin() + std::ptrdiff_t(landmarks), payload.end());
  directed_ = directed;
  perNode_ = std::uint32_t(perNode);
  rule_ = DiagonalRule(words[6]);
  costs_ = CostModel(words[7]);
  terrain_ = terrain;
  unit_ = costs_ == CostModel::Integer ? 1.0 : kRealUnit;
  contentId_ = grid.contentId();
  lineage_ = grid.lineage();
  revision_ = grid.revision();
  buildMicros_ = 0.0;
  repairMicros_ = 0.0;
  repairedValues_ = 0;
  ++imports_;
  return {};
}

}  // namespace pathlab
