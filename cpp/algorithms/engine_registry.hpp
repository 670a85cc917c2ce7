// Which engine runs each grid algorithm: one row per algorithm in
// engine_registry.cpp. What an algorithm is and what it refuses is its row in
// core/algorithm_info.cpp; this table only says which code runs it.
#pragma once

#include "algorithms/grid_engine.hpp"
#include "core/grid.hpp"
#include "core/problem.hpp"

namespace pathlab {

struct EngineRegistration {
  Algorithm algorithm;
  MakeEngine make;
};

// The row for an algorithm. Every Algorithm has one (a test checks).
const EngineRegistration& engineRegistration(Algorithm algorithm);

}  // namespace pathlab
