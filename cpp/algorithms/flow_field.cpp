#include "algorithms/flow_field.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

#include "core/grid_graph.hpp"

namespace pathlab {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// More edited cells than this share of the map and a search from scratch is cheaper than a repair.
constexpr std::int64_t kRepairShare = 16;

// The dearest step, a diagonal over the dearest terrain, in cheapest steps, rounded up.
static_assert(kMaxTerrainCost * 3 / 2 + 2 < 32, "a step must stay within the bucket ring");

}  // namespace

template <typename Visit>
void FlowField::forEachPredecessor(std::uint32_t cell, Visit&& visit) const {
  const std::uint32_t node = nodeOf(cell);
  if (!fits(node)) return;
  const double enter = double(Grid::cellCost(grid_->cellBytes()[node]));
  const std::uint32_t w = std::uint32_t(width_), s = stride_;
  const bool fitN = fits(node - s), fitE = fits(node + 1), fitS = fits(node + s), fitW = fits(node - 1);
  const GridGraph& moves = *moves_;
  const double straight = moves.straightCost() * enter, diagonal = moves.diagonalCost() * enter;
  // The border's clearance is 0, so a neighbour that fits is inside the grid.
  if (fitN) visit(cell - w, straight);
  if (fitE) visit(cell + 1, straight);
  if (fitS) visit(cell + w, straight);
  if (fitW) visit(cell - 1, straight);
  if (moves.diagonalRule() == DiagonalRule::Never) return;
  if (fits(node - s + 1) && moves.diagonalAllowed(fitN, fitE)) visit(cell - w + 1, diagonal);
  if (fits(node + s + 1) && moves.diagonalAllowed(fitS, fitE)) visit(cell + w + 1, diagonal);
  if (fits(node + s - 1) && moves.diagonalAllowed(fitS, fitW)) visit(cell + w - 1, diagonal);
  if (fits(node - s - 1) && moves.diagonalAllowed(fitN, fitW)) visit(cell - w - 1, diagonal);
}

Problem FlowField::build(const Grid& grid, const std::vector<std::uint32_t>& goals, DiagonalRule diagonal,
                         CostModel costs, int agentSize) {
  if (agentSize < 1 || agentSize > kMaxAgentSize) {
    return {ErrorCode::BadOption, "agentSize must be a whole number from 1 to " + std::to_string(kMaxAgentSize)};
  }
  if (goals.empty() || goals.size() > kMaxGoals) {
    return {ErrorCode::BadOption, "a flow field needs 1 to " + std::to_string(kMaxGoals) + " goals"};
  }
  for (std::uint32_t cell : goals) {
    if (cell >= grid.cellCount()) return {ErrorCode::OutOfBounds, "a goal is outside the grid"};
  }
  grid_ = &grid;
  width_ = grid.width();
  height_ = grid.height();
  stride_ = grid.stride();
  size_ = std::uint8_t(agentSize);
  moves_.emplace(grid, diagonal, costs, Heuristic::Zero);
  perStep_ = 1.0 / moves_->straightCost();
  goals_.assign(goals.begin(), goals.end());
  rebuild();
  return {};
}

void FlowField::rebuild() {
  const std::size_t cells = std::size_t(grid_->cellCount());
  clearance_ = grid_->clearance();
  revision_ = grid_->revision();
  distance_.assign(cells, kInfinity);
  next_.assign(cells, -1);
  marks_.assign(cells, 0);
  for (std::vector<std::uint32_t>& bucket : ring_) bucket.clear();
  queued_ = 0;
  seeds_.clear();
  for (std::uint32_t g : goals_) marks_[g] = kGoal;
  for (std::uint32_t g : goals_) {
    if (fits(nodeOf(g)) && distance_[g] != 0.0) {
      distance_[g] = 0.0;
      push(g, 0.0);
    }
  }
  search();
  repaired_ = cells;
}

void FlowField::search() {
  std::sort(seeds_.begin(), seeds_.end());
  std::size_t seed = 0;
  std::uint32_t at = queued_ > 0 ? 0 : seeds_.empty() ? 0
                                                      : bucketOf(seeds_.front().first);  // the bucket taken
  if (queued_ > 0) {
    while (ring_[at & (kRing - 1)].empty()) ++at;  // a build's goals all sit in bucket 0
  }
  for (;;) {
    // Seeds enter the ring once their bucket is within its reach.
    for (; seed < seeds_.size() && bucketOf(seeds_[seed].first) < at + kRing; ++seed) {
      const auto [d, cell] = seeds_[seed];
      if (d == distance_[cell]) push(cell, d);  // else lowered since: queued with its lower distance
    }
    std::vector<std::uint32_t>& bucket = ring_[at & (kRing - 1)];
    if (bucket.empty()) {
      if (queued_ == 0) {
        if (seed == seeds_.size()) break;
        at = bucketOf(seeds_[seed].first);
      } else {
        ++at;
      }
      continue;
    }
    const std::uint32_t cell = bucket.back();
    bucket.pop_back();
    --queued_;
    if (!(marks_[cell] & kOpen)) continue;  // settled already from an earlier entry
    marks_[cell] &= std::uint8_t(~kOpen);
    const double d = distance_[cell];
    forEachPredecessor(cell, [&](std::uint32_t from, double cost) {
      const double via = d + cost;
      if (via < distance_[from]) {
        distance_[from] = via;
        next_[from] = std::int32_t(cell);
        push(from, via);
      }
    });
  }
  seeds_.clear();
}

FlowField::Update FlowField::update() {
  if (!grid_ || grid_->revision() == revision_) {
    repaired_ = 0;  // this update searched nothing (repairedCells is always the last build's or update's)
    return Update::Unchanged;
  }
  clearance_ = grid_->clearance();  // repaired by the edits themselves
  const int k = size_;
  affected_.clear();
  // An edited cell changes the room of the positions whose k x k square holds it, and the cost of
  // entering its own position.
  const std::int64_t limit = std::max<std::int64_t>(64, grid_->cellCount() / kRepairShare);
  std::int64_t edits = 0;
  const bool journalled = grid_->changesSince(revision_, [&](int x, int y) {
    if (++edits > limit) return;
    for (int py = std::max(0, y - k + 1); py <= y; ++py) {
      for (int px = std::max(0, x - k + 1); px <= x; ++px) {
        const std::uint32_t cell = std::uint32_t(py) * std::uint32_t(width_) + std::uint32_t(px);
        if (marks_[cell] & kAffected) continue;
        marks_[cell] |= kAffected;
        affected_.push_back(cell);
      }
    }
  });
  if (!journalled || edits > limit) {
    rebuild();
    return Update::Rebuilt;
  }
  revision_ = grid_->revision();
  const std::uint32_t w = std::uint32_t(width_);
  // A diagonal step needs its side positions: a step past an edited position is affected too.
  const std::size_t edited = affected_.size();
  for (std::size_t i = 0; i < edited; ++i) {
    const int sx = int(affected_[i] % w), sy = int(affected_[i] / w);
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        const int px = sx + dx, py = sy + dy;
        if ((dx != 0) == (dy != 0) || px < 0 || py < 0 || px >= width_ || py >= height_) continue;  // orthogonal neighbours only
        const std::uint32_t from = std::uint32_t(py) * w + std::uint32_t(px);
        if (next_[from] < 0 || (marks_[from] & kAffected)) continue;
        const int qx = int(std::uint32_t(next_[from]) % w), qy = int(std::uint32_t(next_[from]) / w);
        const bool diagonal = qx != px && qy != py;
        if (diagonal && ((qx == sx && py == sy) || (px == sx && qy == sy))) {
          marks_[from] |= kAffected;
          affected_.push_back(from);
        }
      }
    }
  }
  // Everything whose route ran through an affected cell is affected: walk `next` backwards.
  for (std::size_t i = 0; i < affected_.size(); ++i) {
    const std::uint32_t cell = affected_[i];
    const int x = int(cell % w), y = int(cell / w);
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if ((dx == 0 && dy == 0) || x + dx < 0 || y + dy < 0 || x + dx >= width_ || y + dy >= height_) continue;
        const std::uint32_t from = std::uint32_t(y + dy) * w + std::uint32_t(x + dx);
        if (next_[from] != std::int32_t(cell) || (marks_[from] & kAffected)) continue;
        marks_[from] |= kAffected;
        affected_.push_back(from);
      }
    }
  }
  for (std::uint32_t cell : affected_) {
    distance_[cell] = kInfinity;
    next_[cell] = -1;
  }
  for (std::uint32_t cell : affected_) {
    if ((marks_[cell] & kGoal) && fits(nodeOf(cell))) {
      distance_[cell] = 0.0;
      push(cell, 0.0);
    }
    // Unaffected neighbours keep their distances and pass them on (also across diagonals that an
    // edit of a side position opened).
    const int x = int(cell % w), y = int(cell / w);
    for (int dy = -1; dy <= 1; ++dy) {
      for (int dx = -1; dx <= 1; ++dx) {
        if (x + dx < 0 || y + dy < 0 || x + dx >= width_ || y + dy >= height_) continue;
        const std::uint32_t near = std::uint32_t(y + dy) * w + std::uint32_t(x + dx);
        if (!(marks_[near] & (kAffected | kOpen)) && distance_[near] < kInfinity) {
          marks_[near] |= kOpen;  // listed once
          seeds_.push_back({distance_[near], near});
        }
      }
    }
  }
  search();
  for (std::uint32_t cell : affected_) marks_[cell] &= std::uint8_t(~kAffected);
  repaired_ = affected_.size();
  return Update::Repaired;
}

}  // namespace pathlab
