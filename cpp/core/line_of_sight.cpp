#include "core/line_of_sight.hpp"

#include <cmath>
#include <cstdlib>

namespace pathlab {

// Walks the cells from a to b in the order the segment meets them. In units of
// one cell, the segment crosses its i-th vertical grid line at parameter
// (0.5 + i) / nx and its j-th horizontal one at (0.5 + j) / ny; comparing
// (1 + 2i) * ny with (1 + 2j) * nx says which comes first, exactly. Equal
// means a corner: the two side cells are checked, then the diagonal cell.
bool lineOfSight(const Grid& grid, int ax, int ay, int bx, int by) {
  const int sx = bx > ax ? 1 : -1, sy = by > ay ? 1 : -1;
  const std::int64_t nx = std::abs(bx - ax), ny = std::abs(by - ay);
  int x = ax, y = ay;
  if (!grid.walkable(x, y)) return false;
  for (std::int64_t i = 0, j = 0; i < nx || j < ny;) {
    const std::int64_t decision = (1 + 2 * i) * ny - (1 + 2 * j) * nx;
    if (decision == 0) {
      if (!grid.walkable(x + sx, y) || !grid.walkable(x, y + sy)) return false;
      x += sx, y += sy, ++i, ++j;
    } else if (decision < 0) {
      x += sx, ++i;
    } else {
      y += sy, ++j;
    }
    if (!grid.walkable(x, y)) return false;
  }
  return true;
}

namespace {

Problem checkWaypoint(const Grid& grid, const GridPoint& p, std::size_t index) {
  const std::string where = "waypoint " + std::to_string(index) + " (" + std::to_string(p.x) + ", " +
                            std::to_string(p.y) + ")";
  if (!grid.inBounds(p.x, p.y)) {
    return {ErrorCode::OutOfBounds, where + " is outside the " + std::to_string(grid.width()) + " x " +
                                        std::to_string(grid.height()) + " grid"};
  }
  if (!grid.walkable(p.x, p.y)) return {ErrorCode::EndpointWall, where + " is a wall"};
  return {};
}

}  // namespace

Problem visibilityGraph(const Grid& grid, const std::vector<GridPoint>& points,
                        std::vector<VisibilityEdge>& edges) {
  edges.clear();
  if (points.size() > kMaxWaypoints) {
    return {ErrorCode::TooManyWaypoints, "at most " + std::to_string(kMaxWaypoints) + " waypoints"};
  }
  for (std::size_t i = 0; i < points.size(); ++i) {
    if (Problem p = checkWaypoint(grid, points[i], i)) return p;
  }
  for (std::uint32_t a = 0; a < points.size(); ++a) {
    for (std::uint32_t b = a + 1; b < points.size(); ++b) {
      const GridPoint &p = points[a], &q = points[b];
      if (lineOfSight(grid, p.x, p.y, q.x, q.y)) edges.push_back({a, b, std::hypot(q.x - p.x, q.y - p.y)});
    }
  }
  return {};
}

}  // namespace pathlab
