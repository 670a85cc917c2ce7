// Which engine runs each grid algorithm: one row per algorithm in
// engine_registry.cpp. Adding an algorithm = its file with a make...Engine
// function (grid_engine.hpp) and one row here.
#pragma once

#include "algorithms/grid_engine.hpp"
#include "core/grid.hpp"
#include "core/problem.hpp"

namespace pathlab {

struct EngineRegistration {
  Algorithm algorithm;
  MakeEngine make;
  bool usesHeuristic;  // false: the search runs with h = 0 whatever the options say
  // Why this algorithm cannot search this grid with these options (nullptr: it always can).
  Problem (*check)(const Grid& grid, const SearchOptions& options);
};

// The row for an algorithm. Every Algorithm has one (a test checks).
const EngineRegistration& engineRegistration(Algorithm algorithm);

}  // namespace pathlab
