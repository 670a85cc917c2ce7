#include "algorithms/replanner.hpp"

#include <chrono>

#include "algorithms/grid_search.hpp"

namespace pathlab {

std::string Replanner::start(const Grid& grid, int startX, int startY, int goalX, int goalY,
                             const SearchOptions& options) {
  if (!isReplanning(options.algorithm)) {
    return "a replanner runs lpa-star or d-star-lite, not " + std::string(algorithmName(options.algorithm));
  }
  if (std::string e = checkEndpoint(grid, "start", startX, startY); !e.empty()) return e;
  if (std::string e = checkEndpoint(grid, "goal", goalX, goalY); !e.empty()) return e;
  if (std::string e = checkOptions(options); !e.empty()) return e;
  if (std::string e = checkReplanningOptions(options); !e.empty()) return e;
  grid_ = &grid;
  options_ = options;
  graph_.emplace(grid, options.diagonal, options.costModel, options.heuristic);
  startX_ = startX, startY_ = startY, goalX_ = goalX, goalY_ = goalY;
  fresh_ = true;
  repaired_ = false;
  changedCells_ = 0;
  micros_ = 0.0;
  space_.begin(0, options_);
  return "";
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

std::string checkInside(const Grid& grid, const char* what, int x, int y) {
  return grid.inBounds(x, y) ? "" : checkEndpoint(grid, what, x, y);
}

}  // namespace

std::string Replanner::moveStart(int x, int y) {
  return moveEndpoint("start", SearchDirection::Backward, startX_, startY_, x, y);
}

std::string Replanner::moveGoal(int x, int y) {
  return moveEndpoint("goal", SearchDirection::Forward, goalX_, goalY_, x, y);
}

// D* Lite's start and LPA*'s goal are the search's target: moving it only
// raises km. The other endpoint is the source every g is measured from, so
// moving it means a fresh search.
std::string Replanner::moveEndpoint(const char* what, SearchDirection targetIn, int& atX, int& atY, int x,
                                    int y) {
  if (std::string e = checkInside(*grid_, what, x, y); !e.empty()) return e;
  if (x == atX && y == atY) return "";
  atX = x, atY = y;
  if (directionOf(options_.algorithm) != targetIn) {
    fresh_ = true;
  } else if (!fresh_) {
    search_.moveTarget(target());
  }
  return "";
}

std::string Replanner::plan() {
  if (std::string e = checkEndpoint(*grid_, "start", startX_, startY_); !e.empty()) return e;
  if (std::string e = checkEndpoint(*grid_, "goal", goalX_, goalY_); !e.empty()) return e;
  const auto t0 = std::chrono::steady_clock::now();
  space_.begin(0, options_);
  search_.beginPlan();
  changedCells_ = 0;
  if (!fresh_) {
    const bool journalled = grid_->changesSince(revision_, [&](int x, int y) {
      ++changedCells_;
      search_.cellChanged(grid_->node(x, y), space_);
    });
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
  return "";
}

}  // namespace pathlab
