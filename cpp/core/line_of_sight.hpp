// Line of sight over a grid, and the waypoint (visibility) graph built from it
// (the waypoint A* article: link every pair of waypoints with no obstacle between them).
//
// The line test. A line joins the centres of two cells, (ax + 0.5, ay + 0.5)
// and (bx + 0.5, by + 0.5). It is clear when none of these cells is a wall:
//   - every cell whose interior the segment passes through (both end cells
//     included), and
//   - where the segment passes exactly through a grid corner (a point shared
//     by four cells), the two cells on either side of that corner as well.
// Equivalently: every cell whose closed square touches the segment. So a line
// may not squeeze between two diagonally touching walls, nor graze one wall's
// corner; this matches the default movement rule (only-when-no-obstacles: a
// diagonal step needs both side cells free), so a clear line can always be
// walked cell by cell. A segment between cell centres never runs along a grid
// line, so no other touching case exists. Terrain costs do not block lines.
// The walk is exact (integer arithmetic, no floating-point rounding).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/grid.hpp"
#include "core/problem.hpp"

namespace pathlab {

// Whether the line between the centres of cells (ax, ay) and (bx, by) is clear
// (see above). Both cells must be inside the grid. A cell sees itself when it
// is not a wall.
bool lineOfSight(const Grid& grid, int ax, int ay, int bx, int by);

// The cost of walking that line, or a negative number when it is not clear:
// each cell it passes through charges its terrain cost times the length of the
// line inside it (cells it only touches at a corner charge nothing). On a map
// without terrain this is the line's length. Any-angle paths (Theta*, string
// pulling) are measured this way; a leg between two neighbouring cells costs
// its length times the mean of their two costs.
double lineCost(const Grid& grid, int ax, int ay, int bx, int by);

struct GridPoint {
  int x, y;
};

// One link of a visibility graph: waypoints a < b see each other, `distance`
// apart (Euclidean, in cells, centre to centre). Each pair appears once and
// stands for both directions.
struct VisibilityEdge {
  std::uint32_t a, b;
  double distance;
};

inline constexpr std::size_t kMaxWaypoints = 2048;

// Links every pair of waypoints with a clear line of sight. Returns no problem or why
// the points are unusable (outside the grid, on a wall, too many); then `edges`
// is left empty. Cost: one line test per pair, each as long as the line.
Problem visibilityGraph(const Grid& grid, const std::vector<GridPoint>& points,
                        std::vector<VisibilityEdge>& edges);

}  // namespace pathlab
