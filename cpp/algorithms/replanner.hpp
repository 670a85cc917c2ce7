// A replanner: LPA* or D* Lite (incremental_search.hpp) bound to a grid, for an
// agent whose map changes while it plans. Each plan() reads the cells edited
// through the grid since the previous plan from the grid's journal
// (Grid::changesSince) and repairs the previous search instead of starting
// over; when the journal no longer reaches back (too many edits, a bulk
// rewrite) or an endpoint moved in a way the algorithm cannot absorb, the plan
// is a fresh search, and repaired() says which it was.
//   LPA*: the goal may move cheaply (moveGoal); a new start means a fresh search.
//   D* Lite: the start may move cheaply (moveStart, as an agent walks its path);
//   a new goal means a fresh search.
#pragma once

#include <cstdint>
#include <optional>
#include <string>

#include "algorithms/incremental_search.hpp"
#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/options.hpp"
#include "core/problem.hpp"
#include "core/search_space.hpp"

namespace pathlab {

class Replanner {
 public:
  // Binds the replanner to a grid (which must outlive it). No problem, or why
  // not; then nothing changed. options.algorithm is LpaStar or DStarLite.
  Problem start(const Grid& grid, int startX, int startY, int goalX, int goalY, const SearchOptions& options);
  // Moves an endpoint for the next plan: no problem, or why not (outside the grid).
  Problem moveStart(int x, int y);
  Problem moveGoal(int x, int y);
  // Repairs (or searches afresh) up to the path or options.maxExpansions
  // expansions; a plan stopped by the cap is continued by the next one.
  // No problem, or why it cannot plan (an endpoint is a wall now: nothing changed).
  Problem plan();

  bool started() const { return grid_ != nullptr; }
  SearchStatus status() const { return space_.status; }
  const SearchSpace& space() const { return space_; }
  const Trace& trace() const { return space_.trace; }
  double micros() const { return micros_; }
  // Whether the last plan repaired the one before it (false: a fresh search).
  bool repaired() const { return repaired_; }
  // The key modifier the last plan's keys include (D* Lite after its start moved; 0 otherwise).
  double km() const { return search_.km(); }
  // Journal entries (edited cells) the last plan read.
  std::uint64_t changedCells() const { return changedCells_; }
  const SearchOptions& options() const { return options_; }

 private:
  std::uint32_t source() const;
  std::uint32_t target() const;
  // Moves the endpoint (atX, atY), which is the search's target when it runs in direction `targetIn`.
  Problem moveEndpoint(const char* what, SearchDirection targetIn, int& atX, int& atY, int x, int y);

  const Grid* grid_ = nullptr;
  std::optional<GridGraph> graph_;
  SearchOptions options_;
  IncrementalSearch search_;
  SearchSpace space_;
  int startX_ = 0, startY_ = 0, goalX_ = 0, goalY_ = 0;
  std::uint32_t revision_ = 0;  // the grid's revision the search has seen
  bool fresh_ = true;           // the next plan starts over
  bool repaired_ = false;
  std::uint64_t changedCells_ = 0;
  double micros_ = 0.0;
};

}  // namespace pathlab
