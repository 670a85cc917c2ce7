// The steppable search over a grid that the bindings, tools and tests use:
//   start(grid, start, goal, options) -> no problem, or why it cannot start
//   step(n) -> status after up to n expansions;  run() -> status at the end
// Inputs are checked here, once; the algorithms trust them.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "algorithms/grid_engine.hpp"
#include "algorithms/string_pulling.hpp"
#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/landmarks.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"
#include "core/search_space.hpp"

namespace pathlab {

// Why a start or goal (`what`) at (x, y) cannot be used on this grid
// (outside it, or a wall), or no problem.
Problem checkEndpoint(const Grid& grid, const char* what, int x, int y);

class GridSearch {
 public:
  GridSearch();
  ~GridSearch();
  GridSearch(const GridSearch&) = delete;
  GridSearch& operator=(const GridSearch&) = delete;

  // Starts a search. Returns no problem, or why it cannot start (then nothing changed).
  // The grid must outlive the search and should not change while it runs.
  // With options.flee the goal is the threat's cell (any cell in the grid, walls included).
  Problem start(const Grid& grid, int startX, int startY, int goalX, int goalY, const SearchOptions& options);
  // The same for options that already passed checkOptions (the bindings' Options object checks
  // them whenever they are set): a search repeated with them does not check them again
  // (docs/performance.md, "What makes it fast").
  Problem start(const Grid& grid, int startX, int startY, int goalX, int goalY, CheckedOptions options);

  // Untimed (timed = false), micros() is not advanced: in WebAssembly each
  // clock read is a call out to JS, and two of them cost as much as a short search.
  SearchStatus step(std::uint64_t expansions, bool timed = true);
  SearchStatus run() { return step(kUnlimited); }

  SearchStatus status() const { return space_.status; }
  bool done() const { return space_.status != SearchStatus::Running; }
  // The grid changed since start(): step() refuses to go on.
  bool stale() const { return grid_ && grid_->revision() != gridRevision_; }

  const SearchSpace& space() const { return space_; }
  // Which of options.goals the path reached (0 for a search with one goal), or -1 without a goal reached.
  int goalIndex() const;
  const Trace& trace() const { return space_.trace; }
  // The landmarks the last search read (public cell indices), or none when it did not use them.
  std::span<const std::uint32_t> landmarkCells() const {
    return usesLandmarks_ ? landmarks_.cells() : std::span<const std::uint32_t>{};
  }
  double micros() const { return micros_; }
  // The table heuristic 'landmarks' reads, kept from search to search (exported and imported whole
  // by the bindings, read by the pick of algorithms/fastest.hpp).
  LandmarkTable& landmarkTable() { return landmarks_; }
  const LandmarkTable& landmarkTable() const { return landmarks_; }

 private:
  // Engines made so far, kept between searches: one per factory and open list.
  struct CachedEngine {
    MakeEngine make;
    OpenListKind openList;
    std::unique_ptr<GridEngine> engine;
  };
  GridEngine& engineFor(MakeEngine make, OpenListKind openList);
  void reportLandmarks(bool builtNow);
  Problem begin(const Grid& grid, int startX, int startY, int goalX, int goalY, const SearchOptions& options,
                bool optionsChecked);

  std::vector<CachedEngine> engines_;
  GridEngine* engine_ = nullptr;
  const Grid* grid_ = nullptr;
  std::uint32_t gridRevision_ = 0;
  std::optional<GridGraph> graph_;
  LandmarkTable landmarks_;  // heuristic 'landmarks': kept between searches, rebuilt when the grid changes
  bool usesLandmarks_ = false;
  std::uint32_t goal_ = 0;
  std::vector<std::uint32_t> goals_;  // the options' goals (public cell indices), for goalIndex()
  PathSmoothing smoothing_ = PathSmoothing::None;
  StringPuller stringPuller_;
  SearchSpace space_;
  double micros_ = 0.0;
};

}  // namespace pathlab
