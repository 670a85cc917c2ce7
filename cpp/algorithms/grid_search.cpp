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

// Whether an agent of the options' size has room at (x, y): its k x k square is walkable.
bool hasRoom(const Grid& grid, int x, int y, int agentSize) {
  return agentSize == 1 ? grid.walkable(x, y) : grid.clearance()[grid.node(x, y)] >= agentSize;
}

// A start or goal for an agent of size k: inside the grid and with room; goals may lack room, or
// be walls, when the search is asked for the closest reachable cell.
Problem checkAgentEndpoint(const Grid& grid, const char* what, int x, int y, const SearchOptions& options,
                           bool mayBeBlocked) {
  if (!grid.inBounds(x, y)) return outside(grid, std::string(what) + " " + describe(x, y));
  if (mayBeBlocked || hasRoom(grid, x, y, options.agentSize)) return {};
  if (!grid.walkable(x, y)) return {ErrorCode::EndpointWall, std::string(what) + " " + describe(x, y) + " is a wall"};
  return {ErrorCode::EndpointWall, std::string(what) + " " + describe(x, y) + " has no room for an agent of size " +
                                       std::to_string(options.agentSize) + " (its " + std::to_string(options.agentSize) +
                                       " x " + std::to_string(options.agentSize) + " cells from there are not all walkable)"};
}

// The start and the goals of a search with the game options (agent_graph.hpp).
Problem checkAgentEndpoints(const Grid& grid, int startX, int startY, int goalX, int goalY, const SearchOptions& options) {
  if (Problem p = checkAgentEndpoint(grid, "start", startX, startY, options, false)) return p;
  if (options.goals.empty()) return checkAgentEndpoint(grid, "goal", goalX, goalY, options, options.closestIfUnreachable);
  const std::int64_t cells = grid.cellCount();
  for (std::size_t i = 0; i < options.goals.size(); ++i) {
    const std::uint32_t cell = options.goals[i];
    const std::string what = "goals[" + std::to_string(i) + "]";
    if (cell >= cells) return {ErrorCode::OutOfBounds, what + " is outside the grid"};
    const int x = int(cell % std::uint32_t(grid.width())), y = int(cell / std::uint32_t(grid.width()));
    if (Problem p = checkAgentEndpoint(grid, what.c_str(), x, y, options, options.closestIfUnreachable)) return p;
  }
  return {};
}

}  // namespace

Problem checkEndpoint(const Grid& grid, const char* what, int x, int y) {
  if (grid.usable(x, y)) return {};
  if (!grid.inBounds(x, y)) return outside(grid, std::string(what) + " " + describe(x, y));
  return {ErrorCode::EndpointWall, std::string(what) + " " + describe(x, y) + " is a wall"};
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
  return begin(grid, startX, startY, goalX, goalY, options, false);
}

Problem GridSearch::start(const Grid& grid, int startX, int startY, int goalX, int goalY, CheckedOptions options) {
  return begin(grid, startX, startY, goalX, goalY, options.options, true);
}

Problem GridSearch::begin(const Grid& grid, int startX, int startY, int goalX, int goalY,
                          const SearchOptions& options, bool optionsChecked) {
  const bool game = usesGameFeatures(options);
  if (game || !options.goals.empty()) {
    if (!optionsChecked) {
      if (Problem p = checkOptions(options)) return p;  // the agent's size first: the endpoints' room depends on it
    }
    if (Problem p = checkAgentEndpoints(grid, startX, startY, goalX, goalY, options)) return p;
  } else {
    // Usable endpoints are tested without making a Problem: findPath's every call passes here.
    if (!grid.usable(startX, startY)) return checkEndpoint(grid, "start", startX, startY);
    if (options.flee) {
      if (Problem p = checkThreat(grid, goalX, goalY)) return p;
    } else if (!grid.usable(goalX, goalY)) {
      return checkEndpoint(grid, "goal", goalX, goalY);
    }
    if (!optionsChecked) {
      if (Problem p = checkOptions(options)) return p;
    }
  }
  if (grid.terrainCellCount() != 0) {
    if (Problem p = checkTerrain(options, grid.terrainCellCount())) return p;
  }
  const Heuristic forced = algorithmInfo(options.algorithm).heuristic;
  const Heuristic heuristic = forced == Heuristic::Default ? options.heuristic : forced;
  const bool landmarks = heuristic == Heuristic::Landmarks;
  if (landmarks) {
    if (Problem p = LandmarkTable::check(grid)) return p;
  }

  grid_ = &grid;
  gridRevision_ = grid.revision();
  graph_.emplace(grid, options.diagonal, options.costModel, heuristic, options.terrainCost);
  const bool landmarksBuilt = landmarks && landmarks_.update(grid, options.diagonal, options.costModel, options.terrainCost);
  if (landmarks) graph_->useLandmarks(&landmarks_);
  usesLandmarks_ = landmarks;
  micros_ = 0.0;
  // One goal given in options.goals is that goal; several go to the game engine.
  if (options.goals.size() == 1) {
    goalX = int(options.goals[0] % std::uint32_t(grid.width()));
    goalY = int(options.goals[0] / std::uint32_t(grid.width()));
  }
  goal_ = grid.node(goalX, goalY);
  if (!options.goals.empty() || !goals_.empty()) goals_.assign(options.goals.begin(), options.goals.end());
  smoothing_ = options.pathSmoothing;
  space_.begin(grid.nodeCount(), options);
  const MakeEngine make = game                         ? makeAgentEngine
                          : recordsMicroSteps(options) ? makeMicroStepEngine
                          : options.flee               ? makeFleeEngine
                                                       : engineFactory(options.algorithm);
  engine_ = &engineFor(make, options.openList);
  engine_->begin(space_, *graph_, grid.node(startX, startY), goal_, options);
  if (landmarks) reportLandmarks(landmarksBuilt);
  return {};
}

// Adds the landmark table to what the search space tells of precomputed tables (beside
// JPS+'s jump table, which the engine reported): see SearchSpace::precomputeMicros.
void GridSearch::reportLandmarks(bool builtNow) {
  SearchSpace& s = space_;
  const double before = s.precomputeMicros < 0.0 ? 0.0 : s.precomputeMicros;
  if (builtNow) {
    s.precomputeMicros = (s.precomputedNow ? before : 0.0) + landmarks_.buildMicros();
    s.precomputedNow = true;
  } else if (!s.precomputedNow) {
    s.precomputeMicros = before + landmarks_.buildMicros();
  }
  s.precomputeBytes += landmarks_.bytes();
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

namespace pathlab {

int GridSearch::goalIndex() const {
  if (space_.status != SearchStatus::Found || space_.path.empty()) return -1;
  const std::uint32_t end = space_.path.back();
  if (goals_.empty()) return 0;
  for (std::size_t i = 0; i < goals_.size(); ++i) {
    if (goals_[i] == end) return int(i);
  }
  return -1;
}

}  // namespace pathlab
