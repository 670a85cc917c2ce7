// The steppable search over a grid that the bindings, tools and tests use:
//   start(grid, start, goal, options) -> "" or an error message
//   step(n) -> status after up to n expansions;  run() -> status at the end
// Inputs are checked here, once; the algorithms trust them.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/options.hpp"
#include "core/search_space.hpp"

namespace pathlab {

// One algorithm bound to a grid graph, behind a virtual call per step() (not per node).
class GridEngine {
 public:
  virtual ~GridEngine() = default;
  virtual void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start,
                     std::uint32_t goal, const SearchOptions& options) = 0;
  virtual SearchStatus advance(std::uint64_t budget) = 0;
};

class GridSearch {
 public:
  GridSearch();
  ~GridSearch();
  GridSearch(const GridSearch&) = delete;
  GridSearch& operator=(const GridSearch&) = delete;

  // Starts a search. Returns "" or why it cannot start (then nothing changed).
  // The grid must outlive the search and should not change while it runs.
  // With options.flee the goal is the threat's cell (any cell in the grid, walls included).
  std::string start(const Grid& grid, int startX, int startY, int goalX, int goalY,
                    const SearchOptions& options);

  // Untimed (timed = false), micros() is not advanced: in WebAssembly each
  // clock read is a call out to JS, and two of them cost as much as a short search.
  SearchStatus step(std::uint64_t expansions, bool timed = true);
  SearchStatus run() { return step(kUnlimited); }

  bool started() const { return grid_ != nullptr; }
  SearchStatus status() const { return space_.status; }
  bool done() const { return space_.status != SearchStatus::Running; }
  // The grid changed since start(): step() refuses to go on.
  bool stale() const { return grid_ && grid_->revision() != gridRevision_; }

  const SearchSpace& space() const { return space_; }
  const Trace& trace() const { return space_.trace; }
  double micros() const { return micros_; }
  const SearchOptions& options() const { return options_; }
  // The heuristic actually used (Default resolved; Zero for Dijkstra and BFS).
  Heuristic heuristic() const { return graph_ ? graph_->heuristicKind() : Heuristic::Zero; }

 private:
  GridEngine& engineFor(const SearchOptions& options);

  static constexpr std::size_t kEngineSlots = 17;
  std::array<std::unique_ptr<GridEngine>, kEngineSlots> engines_;
  GridEngine* engine_ = nullptr;
  const Grid* grid_ = nullptr;
  std::uint32_t gridRevision_ = 0;
  std::optional<GridGraph> graph_;
  SearchOptions options_;
  SearchSpace space_;
  double micros_ = 0.0;
};

}  // namespace pathlab
