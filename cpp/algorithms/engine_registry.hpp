// Which engines run each grid algorithm. What an algorithm is and what it refuses is its row
// in core/algorithm_info.cpp; its engine file says which code runs it (engine_of.hpp), and
// the registry finds that for every row, with no list of its own.
#pragma once

#include "algorithms/grid_engine.hpp"
#include "core/grid.hpp"
#include "core/problem.hpp"

namespace pathlab {

// The factory of an algorithm's engines. Every Algorithm has one (a missing one fails the link).
MakeEngine engineFactory(Algorithm algorithm);

}  // namespace pathlab
