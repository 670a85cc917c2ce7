// Moving AI benchmark formats (movingai.com/benchmarks/formats.html):
// `.map` grids and `.map.scen` scenario lists. Readers never throw or abort:
// malformed text gives an error naming the line.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/grid.hpp"

namespace pathlab {

// Map characters: '.', 'G', 'S' walkable (cost 1); '@', 'O', 'T', 'W' walls.
// Extension for terrain costs: digits '1'..'9' are walkable cells of that cost.
// Header: "type octile", "height H", "width W", "map" (LF or CRLF line ends);
// then exactly H rows of exactly W characters. Trailing blank lines are allowed.
struct MapParseResult {
  std::unique_ptr<Grid> grid;  // null on error
  std::string error;           // "" on success, else "line N: what is wrong"
};
MapParseResult parseMovingAIMap(std::string_view text);

// Writes "type octile" format with LF line ends: '.' walkable cost 1, '@' wall,
// '2'..'9' walkable with that terrain cost. Walls are written as '@' whatever
// their terrain. parseMovingAIMap(writeMovingAIMap(g)) reproduces g's cells.
std::string writeMovingAIMap(const Grid& grid);

struct Scenario {
  int bucket = 0;
  std::string map;  // as written in the file (a path or a bare name)
  int mapWidth = 0;
  int mapHeight = 0;
  int startX = 0;
  int startY = 0;
  int goalX = 0;
  int goalY = 0;
  double optimal = 0.0;     // optimal length under the Moving AI rule
  int optimalDecimals = 0;  // decimals printed in the file, for the tolerance
};

// "version 1" or "version 1.0" first; then one scenario per non-empty line,
// nine whitespace-separated fields. Blank lines anywhere are skipped.
struct ScenarioParseResult {
  std::vector<Scenario> scenarios;
  std::string error;  // "" on success, else "line N: what is wrong"
};
ScenarioParseResult parseMovingAIScenarios(std::string_view text);

// Allowed absolute error when comparing with a printed optimal length:
// max(1e-3, 0.5 * 10^-decimals).
double lengthTolerance(int decimals);

}  // namespace pathlab
