// The engines behind GridSearch: each binds one algorithm (and one open-list
// design) to a grid graph, behind a virtual call per step(), not per node.
// Every algorithm has a file of its own that makes its engines (engine_of.hpp); the
// registry (engine_registry.cpp) finds them from the core's table.
#pragma once

#include <cstdint>
#include <memory>

#include "core/grid_graph.hpp"
#include "core/open_list.hpp"
#include "core/options.hpp"
#include "core/search_space.hpp"

namespace pathlab {

class GridEngine {
 public:
  virtual ~GridEngine() = default;
  virtual void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
                     const SearchOptions& options) = 0;
  virtual SearchStatus advance(std::uint64_t budget) = 0;
};

// Makes an engine that uses the given open-list design (engines without an open list ignore it).
using MakeEngine = std::unique_ptr<GridEngine> (*)(OpenListKind openList);

// The common engine: a search object (advance(budget) -> status) started by
// Begin(search, space, graph, start, goal, options).
template <class Search, auto Begin>
class SearchEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    Begin(search_, space, graph, start, goal, options);
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  Search search_;
};

// Begin for searches whose only setting is the expansion cap (breadth-first, depth-first, IDA*).
template <class Search>
void beginWithCap(Search& search, SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
                  const SearchOptions& options) {
  search.begin(space, graph, start, goal, options.maxExpansions);
}

// Engine<OpenList> for the chosen open-list design.
template <template <class> class Engine>
std::unique_ptr<GridEngine> makeWithOpenList(OpenListKind openList) {
  switch (openList) {
    case OpenListKind::NodeArray: return std::make_unique<Engine<NodeArrayOpenList>>();
    case OpenListKind::UnsortedArray: return std::make_unique<Engine<UnsortedArrayOpenList>>();
    case OpenListKind::BinaryHeap: break;
  }
  return std::make_unique<Engine<BinaryHeapOpenList>>();
}

// The factory of algorithm A's engines. Declared here for every algorithm; A's engine file
// defines it (engine_of.hpp), and the registry reads one per row of the core's table.
template <Algorithm A>
MakeEngine engineOf();

// Searches that stand in for the algorithm's own engine (grid_search.cpp): fleeing a threat
// (flee_engine.cpp), and best-first search with agent size, several goals or the closest
// reachable cell (agent_engine.cpp).
std::unique_ptr<GridEngine> makeFleeEngine(OpenListKind openList);
std::unique_ptr<GridEngine> makeAgentEngine(OpenListKind openList);

}  // namespace pathlab
