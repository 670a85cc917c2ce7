#include "algorithms/flow_field.hpp"

#include <algorithm>
#include <limits>
#include <string>

#include "algorithms/flow_field_search.hpp"
#include "core/grid_graph.hpp"

namespace pathlab {
namespace {

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// More edited cells than this share of the map and a search from scratch is cheaper than a repair.
constexpr std::int64_t kRepairShare = 16;

// The dearest step, a diagonal over the dearest terrain, in cheapest steps, rounded up.
static_assert(kMaxTerrainCost * 3 / 2 + 2 < FlowField::State::kRing, "a step must stay within the bucket ring");

// A node whose distance was reached from a goal and is not a goal's: it has a next step.
bool hasStep(double d) { return d > 0.0 && d < kInfinity; }

}  // namespace

Problem FlowField::build(const Grid& grid, const std::vector<std::uint32_t>& goals, DiagonalRule diagonal,
                         CostModel costs, int agentSize, TerrainCost terrain) {
  if (agentSize < 1 || agentSize > kMaxAgentSize) {
    return {ErrorCode::BadOption, "agentSize must be a whole number from 1 to " + std::to_string(kMaxAgentSize)};
  }
  if (goals.empty() || goals.size() > kMaxGoals) {
    return {ErrorCode::BadOption, "a flow field needs 1 to " + std::to_string(kMaxGoals) + " goals"};
  }
  if (Problem p = checkTerrainCost(costs, terrain)) return p;
  for (std::uint32_t cell : goals) {
    if (cell >= grid.cellCount()) return {ErrorCode::OutOfBounds, "a goal is outside the grid"};
  }
  grid_ = &grid;
  width_ = grid.width();
  height_ = grid.height();
  stride_ = grid.stride();
  size_ = std::uint8_t(agentSize);
  diagonal_ = diagonal;
  terrain_ = terrain;
  const GridGraph moves(grid, diagonal, costs, Heuristic::Zero);  // the step units, as the searches have them
  straight_ = moves.straightCost();
  diagonalUnit_ = moves.diagonalCost();
  goals_.clear();
  for (std::uint32_t cell : goals) goals_.push_back(nodeOf(cell));
  rebuild();
  return {};
}

void FlowField::rebuild() {
  clearance_ = grid_->clearance();
  revision_ = grid_->revision();
  const std::uint32_t nodes = grid_->nodeCount();
  state_.distance.resize(nodes);
  state_.step.assign(nodes, State::kNone);
  double* const distance = state_.distance.data();
  const std::uint8_t* const clearance = clearance_;
  const std::uint8_t k = size_;
#if defined(__wasm_simd128__)
  flow::fillDistances(distance, clearance, nodes, k);
#else
  for (std::uint32_t node = 0; node < nodes; ++node) distance[node] = clearance[node] >= k ? kInfinity : -1.0;
#endif
  for (State::Bucket& bucket : state_.ring) bucket.size = 0;
  state_.queued = 0;
  state_.seeds.clear();
  for (std::uint32_t g : goals_) {
    if (distance[g] > 0.0) {  // room for the agent, and not listed twice
      distance[g] = 0.0;
      queueGoal(g);
    }
  }
  search(false);
  publishAll();
  marks_.clear();  // update() makes them when it needs them
  repaired_ = std::size_t(grid_->cellCount());
}

void FlowField::search(bool listSettled) {
  const flow::SearchSetup setup{grid_->cellBytes(), stride_, straight_, diagonalUnit_, 1.0 / straight_};
  const auto run = [&]<DiagonalRule R>() {
    const bool crossed = terrain_ == TerrainCost::Crossed;
    if (listSettled) {  // a repair
      crossed ? flow::search<R, TerrainCost::Crossed, true>(state_, setup) : flow::search<R, TerrainCost::Entered, true>(state_, setup);
    } else {
      crossed ? flow::search<R, TerrainCost::Crossed, false>(state_, setup) : flow::search<R, TerrainCost::Entered, false>(state_, setup);
    }
  };
  switch (diagonal_) {
    case DiagonalRule::Never: run.operator()<DiagonalRule::Never>(); break;
    case DiagonalRule::Always: run.operator()<DiagonalRule::Always>(); break;
    case DiagonalRule::IfAtMostOneObstacle: run.operator()<DiagonalRule::IfAtMostOneObstacle>(); break;
    case DiagonalRule::OnlyWhenNoObstacles: run.operator()<DiagonalRule::OnlyWhenNoObstacles>(); break;
  }
}

// The public arrays from the search's, every cell.
void FlowField::publishAll() {
  const std::size_t w = std::size_t(width_);
  distance_.resize(w * std::size_t(height_));
  next_.resize(w * std::size_t(height_));
  std::int32_t toward[8];  // public index offsets of the directions
  for (std::uint8_t d = 0; d < 8; ++d) toward[d] = flow::offset(d, width_);
  const double* const distance = state_.distance.data();
  const std::uint8_t* const step = state_.step.data();
  for (std::size_t y = 0; y < std::size_t(height_); ++y) {
    const std::size_t row = y * w, nodes = (y + 1) * stride_ + 1;
    double* const out = distance_.data() + row;
    std::int32_t* const next = next_.data() + row;
#if defined(__wasm_simd128__)
    std::size_t x = flow::publishRow(distance + nodes, step + nodes, out, next, std::int32_t(row), std::uint32_t(w));
#else
    std::size_t x = 0;
#endif
    for (; x < w; ++x) {
      const double d = distance[nodes + x];
      out[x] = d < 0.0 ? kInfinity : d;
      next[x] = hasStep(d) ? std::int32_t(row + x) + toward[step[nodes + x] & 7] : -1;
    }
  }
}

// The public arrays at one node.
void FlowField::publish(std::uint32_t node) {
  const std::uint32_t cell = grid_->cellIndex(node);
  const double d = state_.distance[node];
  distance_[cell] = d < 0.0 ? kInfinity : d;
  next_[cell] = hasStep(d) ? std::int32_t(cell) + flow::offset(state_.step[node] & 7, width_) : -1;
}

FlowField::Update FlowField::update() {
  if (!grid_ || grid_->revision() == revision_) {
    repaired_ = 0;  // this update searched nothing (repairedCells is always the last build's or update's)
    return Update::Unchanged;
  }
  clearance_ = grid_->clearance();  // repaired by the edits themselves
  const int k = size_;
  const std::uint32_t s = stride_;
  if (marks_.empty()) {
    marks_.assign(state_.distance.size(), 0);
    for (std::uint32_t g : goals_) marks_[g] = kGoal;
  }
  affected_.clear();
  // An edited cell changes the room of the positions whose k x k square holds it, and the cost of
  // entering its own position.
  const std::int64_t limit = std::max<std::int64_t>(64, grid_->cellCount() / kRepairShare);
  std::int64_t edits = 0;
  const bool journalled = grid_->changesSince(revision_, [&](int x, int y) {
    if (++edits > limit) return;
    for (int py = std::max(0, y - k + 1); py <= y; ++py) {
      for (int px = std::max(0, x - k + 1); px <= x; ++px) {
        const std::uint32_t node = std::uint32_t(py + 1) * s + std::uint32_t(px + 1);
        if (marks_[node] & kAffected) continue;
        marks_[node] |= kAffected;
        affected_.push_back(node);
      }
    }
  });
  if (!journalled || edits > limit) {
    rebuild();
    return Update::Rebuilt;
  }
  revision_ = grid_->revision();
  double* const distance = state_.distance.data();
  std::uint8_t* const step = state_.step.data();
  const auto affect = [&](std::uint32_t node) {
    marks_[node] |= kAffected;
    affected_.push_back(node);
  };
  // A diagonal step needs its side positions: a step past an edited position is affected too.
  const std::size_t edited = affected_.size();
  for (std::size_t i = 0; i < edited; ++i) {
    const std::uint32_t side = affected_[i];
    for (std::uint8_t d = flow::kN; d <= flow::kW; ++d) {
      const std::uint32_t from = std::uint32_t(std::int32_t(side) + flow::offset(d, std::int32_t(s)));
      const std::uint8_t was = step[from];
      if ((was & State::kNone) || (marks_[from] & kAffected) || (was & 7) < flow::kNE) continue;
      const std::uint8_t diagonal = was & 7;
      if (std::int32_t(from) + flow::offset(flow::sideA(diagonal), std::int32_t(s)) == std::int32_t(side) ||
          std::int32_t(from) + flow::offset(flow::sideB(diagonal), std::int32_t(s)) == std::int32_t(side)) {
        affect(from);
      }
    }
  }
  // Everything whose route ran through an affected cell is affected: walk `next` backwards.
  for (std::size_t i = 0; i < affected_.size(); ++i) {
    const std::int32_t cell = std::int32_t(affected_[i]);
    for (std::uint8_t d = 0; d < 8; ++d) {
      const std::uint32_t from = std::uint32_t(cell + flow::offset(d, std::int32_t(s)));
      if ((step[from] & State::kNone) || (marks_[from] & kAffected)) continue;
      if (std::int32_t(from) + flow::offset(step[from] & 7, std::int32_t(s)) == cell) affect(from);
    }
  }
  for (std::uint32_t node : affected_) {
    distance[node] = fits(node) ? kInfinity : -1.0;
    step[node] = State::kNone;
  }
  for (std::uint32_t node : affected_) {
    if ((marks_[node] & kGoal) && distance[node] > 0.0) {
      distance[node] = 0.0;
      queueGoal(node);
    }
    // Unaffected neighbours keep their distances and pass them on (also across diagonals that an
    // edit of a side position opened or made cheaper).
    for (std::uint8_t d = 0; d < 8; ++d) {
      const std::uint32_t near = std::uint32_t(std::int32_t(node) + flow::offset(d, std::int32_t(s)));
      if (!(marks_[near] & (kAffected | kListed)) && distance[near] >= 0.0 && distance[near] < kInfinity) {
        marks_[near] |= kListed;
        step[near] &= std::uint8_t(~State::kSettled);
        state_.seeds.push_back({distance[near], near});
      }
    }
  }
  state_.settled.clear();
  search(true);
  for (const auto& [d, node] : state_.seeds) marks_[node] &= std::uint8_t(~kListed);
  state_.seeds.clear();
  for (std::uint32_t node : affected_) {
    marks_[node] &= std::uint8_t(~kAffected);
    publish(node);
  }
  for (std::uint32_t node : state_.settled) publish(node);
  repaired_ = affected_.size();
  return Update::Repaired;
}

}  // namespace pathlab
