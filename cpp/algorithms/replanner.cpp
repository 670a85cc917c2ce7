#include "algorithms/replanner.hpp"

#include <chrono>

#include "algorithms/grid_engine.hpp"
#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"

namespace pathlab {

Problem Replanner::start(const Grid& grid, int startX, int startY, int goalX, int goalY,
                         const SearchOptions& options) {
  if (!isReplanning(options.algorithm)) {
    return {ErrorCode::BadOption,
            "a replanner runs lpa-star or d-star-lite, not " + std::string(algorithmName(options.algorithm))};
  }
  if (Problem p = checkEndpoint(grid, "start", startX, startY)) return p;
  if (Problem p = checkEndpoint(grid, "goal", goalX, goalY)) return p;
  if (Problem p = checkOptions(options)) return p;
  if (Problem p = checkTerrain(options, grid.terrainCellCount())) return p;
  if (options.heuristic == Heuristic::Landmarks) {
    return {ErrorCode::UnsupportedCombination,
            "The landmarks heuristic measures the map as it is, and a replanner's map changes; use the default heuristic"};
  }
  grid_ = &grid;
  options_ = options;
  graph_.emplace(grid, options.diagonal, options.costModel, options.heuristic, options.terrainCost);
  startX_ = startX, startY_ = startY, goalX_ = goalX, goalY_ = goalY;
  fresh_ = true;
  repaired_ = false;
  changedCells_ = 0;
  micros_ = 0.0;
  space_.begin(0, options_);
  return {};
}

std::uint32_t Replanner::source() const {
  return directionOf(options_.algorithm) == SearchDirection::Forward ? grid_->node(startX_, startY_)
                                                                     : grid_->node(goalX_, goalY_);
}

std::uint32_t Replanner::target() const {
  return directionOf(options_.algorithm) == SearchDirection::Forward ? grid_->node(goalX_, goalY_)
                                                                     : grid_->node(startX_, startY_);
}

namespace {

Problem checkInside(const Grid& grid, const char* what, int x, int y) {
  return grid.inBounds(x, y) ? Problem() : checkEndpoint(grid, what, x, y);
}

}  // namespace

Problem Replanner::moveStart(int x, int y) {
  return moveEndpoint("start", SearchDirection::Backward, startX_, startY_, x, y);
}

Problem Replanner::moveGoal(int x, int y) {
  return moveEndpoint("goal", SearchDirection::Forward, goalX_, goalY_, x, y);
}

// D* Lite's start and LPA*'s goal are the search's target: moving it only
// raises km. The other endpoint is the source every g is measured from, so
// moving it means a fresh search.
Problem Replanner::moveEndpoint(const char* what, SearchDirection targetIn, int& atX, int& atY, int x, int y) {
  if (Problem p = checkInside(*grid_, what, x, y)) return p;
  if (x == atX && y == atY) return {};
  atX = x, atY = y;
  if (directionOf(options_.algorithm) != targetIn) {
    fresh_ = true;
  } else if (!fresh_) {
    search_.moveTarget(target());
  }
  return {};
}

Problem Replanner::plan() {
  if (Problem p = checkEndpoint(*grid_, "start", startX_, startY_)) return p;
  if (Problem p = checkEndpoint(*grid_, "goal", goalX_, goalY_)) return p;
  const auto t0 = std::chrono::steady_clock::now();
  space_.begin(0, options_);
  search_.beginPlan();
  changedCells_ = 0;
  if (!fresh_) {
    // The trace of a repair starts with the queue it takes from (once the journal is known to hold
    // every edit: otherwise a fresh search follows).
    bool queueRecorded = false;
    const auto recordQueue = [&] {
      if (!queueRecorded) search_.recordQueue(space_);
      queueRecorded = true;
    };
    const bool journalled = grid_->changesSince(revision_, [&](int x, int y) {
      recordQueue();
      ++changedCells_;
      search_.cellChanged(grid_->node(x, y), space_);
    });
    if (journalled) recordQueue();
    fresh_ = !journalled;
  }
  if (fresh_) {
    changedCells_ = 0;
    search_.reset(*graph_, directionOf(options_.algorithm), source(), target(), space_);
  }
  repaired_ = !fresh_;
  fresh_ = false;
  revision_ = grid_->revision();
  search_.advance(space_, kUnlimited, options_.maxExpansions);
  micros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  return {};
}

}  // namespace pathlab
