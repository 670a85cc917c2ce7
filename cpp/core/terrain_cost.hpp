// What a step costs on terrain, under each model of SearchOptions::terrainCost: the one statement
// of it, which every search, the landmarks' table and the bindings read.
//
// Entered: the step's unit (straight or diagonal, core/grid_graph.hpp) times the terrain cost of
// the cell it enters.
//
// Crossed: the unit times the mean cost of the cells the step crosses. A straight step crosses its
// two cells; a diagonal step the four cells of its 2 x 2 block. This is how Carlson, Moghadam,
// Harabor, Stuckey and Ebrahimi price moves ("Optimal Pathfinding on Weighted Grid Maps", AAAI 2023,
// and their code), where a diagonal needs its whole block walkable. Under the rules that let a
// diagonal cut a wall's corner ('always', 'if-at-most-one-obstacle'), it passes the wall without
// entering it, so the mean is over the walkable cells of the block: three, or its own two. Each
// mean is at least the cheapest cost, 1, so a step costs at least its unit and the rule's
// heuristics stay admissible (docs/algorithms.md, "Terrain costs"). Crossing is symmetric: a step
// costs the same both ways. The means are multiples of 1/2, 1/3 or 1/4 of a cost, so the model
// takes costModel 'real' only (checkOptions).
#pragma once

#include "core/options.hpp"

namespace pathlab {

// A straight step from a cell of terrain cost `from` to one of cost `to`; `unit`: the straight unit.
[[gnu::always_inline]] inline double straightStepCost(TerrainCost model, double unit, int from, int to) {
  return model == TerrainCost::Crossed ? unit * (double(from + to) * 0.5) : unit * double(to);
}

// A diagonal step from a cell of cost `from` to one of cost `to`, whose two side cells (the other
// two of its 2 x 2 block) cost sideA and sideB, 0 for a wall; `unit`: the diagonal unit.
[[gnu::always_inline]] inline double diagonalStepCost(TerrainCost model, double unit, int from, int to, int sideA,
                                                      int sideB) {
  if (model == TerrainCost::Entered) return unit * double(to);
  // The mean first: of cells that all cost c it is exactly c, so a patch of one cost prices its steps
  // exactly as 'entered' does. With four cells this is the authors' sum * sqrt(2) / 4 to the last
  // bit (scaling by a power of two commutes with rounding).
  const int cells = 2 + (sideA != 0) + (sideB != 0);
  return unit * (double(from + to + sideA + sideB) / double(cells));
}

}  // namespace pathlab
