#include "algorithms/grid_search.hpp"

#include <chrono>

#include "algorithms/engine_registry.hpp"
#include "algorithms/micro_steps.hpp"
#include "core/algorithm_info.hpp"

namespace pathlab {
namespace {

std::string describe(int x, int y) {
  std::string text = "(";  // appended piecewise: GCC 12 warns falsely on "(" + std::to_string(x)
  text += std::to_string(x);
  text += ", ";
  text += std::to_string(y);
  text += ")";
  return text;
}

Problem outside(const Grid& grid, const std::string& what) {
  return {ErrorCode::OutOfBounds,
          what + " is outside the " + std::to_string(grid.width()) + " x " + std::to_string(grid.height()) + " grid"};
}

// A flee threat may stand on any cell, walls included: only distances from it matter.
Problem checkThreat(const Grid& grid, int x, int y) {
  if (grid.inBounds(x, y)) return {};
  return outside(grid, "flee threat " + describe(x, y));
}

}  // namespace

Problem checkEndpoint(const Grid& grid, const char* what, int x, int y) {
  if (!grid.inBounds(x, y)) return outside(grid, std::string(what) + " " + describe(x, y));
  if (!grid.walkable(x, y)) return {ErrorCode::EndpointWall, std::string(what) + " " + describe(x, y) + " is a wall"};
  return {};
}

GridSearch::GridSearch() = default;
GridSearch::~GridSearch() = default;

GridEngine& GridSearch::engineFor(MakeEngine make, OpenListKind openList) {
  for (CachedEngine& cached : engines_) {
    if (cached.make == make && cached.openList == openList) return *cached.engine;
  }
  engines_.push_back({make, openList, make(openList)});
  return *engines_.back().engine;
}

Problem GridSearch::start(const Grid& grid, int startX, int startY, int goalX, int goalY,
                          const SearchOptions& options) {
  if (Problem p = checkEndpoint(grid, "start", startX, startY)) return p;
  if (Problem p = options.flee ? checkThreat(grid, goalX, goalY) : checkEndpoint(grid, "goal", goalX, goalY)) return p;
  if (Problem p = checkOptions(options)) return p;
  if (Problem p = checkAlgorithm(options, grid.terrainCellCount())) return p;
  const EngineRegistration& algorithm = engineRegistration(options.algorithm);
  const Heuristic forced = algorithmInfo(options.algorithm).heuristic;

  grid_ = &grid;
  gridRevision_ = grid.revision();
  graph_.emplace(grid, options.diagonal, options.costModel,
                 forced == Heuristic::Default ? options.heuristic : forced);
  micros_ = 0.0;
  goal_ = grid.node(goalX, goalY);
  smoothing_ = options.pathSmoothing;
  space_.begin(grid.nodeCount(), options);
  const MakeEngine make = recordsMicroSteps(options) ? makeMicroStepEngine : options.flee ? makeFleeEngine : algorithm.make;
  engine_ = &engineFor(make, options.openList);
  engine_->begin(space_, *graph_, grid.node(startX, startY), goal_, options);
  return {};
}

SearchStatus GridSearch::step(std::uint64_t expansions, bool timed) {
  if (!engine_ || done() || stale()) return space_.status;
  // Untimed (findPath's one call, timed in JS): no clock reads, the rest the same.
  const auto t0 = timed ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
  const SearchStatus status = engine_->advance(expansions);
  if (status != SearchStatus::Running && smoothing_ == PathSmoothing::StringPulling) {
    stringPuller_.pull(space_, *graph_, goal_);
  }
  if (timed) micros_ += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  return status;
}

}  // namespace pathlab
