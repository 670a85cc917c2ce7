#include "core/line_of_sight.hpp"

#include <cmath>
#include <cstdlib>

namespace pathlab {

namespace {

// Walks the cells of the segment from the centre of a to the centre of b in
// the order it meets them. In units of one cell, the segment crosses its i-th
// vertical grid line at parameter (0.5 + i) / nx and its j-th horizontal one
// at (0.5 + j) / ny; comparing (1 + 2i) * ny with (1 + 2j) * nx says which
// comes first, exactly. Equal means a corner. Calls cell(x, y, t0, t1) for
// each cell the segment passes through, with the span of the parameter
// (0 at a, 1 at b) inside it, and side(x, y) for the two cells beside each
// corner it passes exactly through; stops with false when one returns false.
template <class Cell, class Side>
bool walkSegment(int ax, int ay, int bx, int by, Cell&& cell, Side&& side) {
  const int sx = bx > ax ? 1 : -1, sy = by > ay ? 1 : -1;
  const std::int64_t nx = std::abs(bx - ax), ny = std::abs(by - ay);
  int x = ax, y = ay;
  double t = 0.0;
  for (std::int64_t i = 0, j = 0; i < nx || j < ny;) {
    const std::int64_t decision = (1 + 2 * i) * ny - (1 + 2 * j) * nx;
    const double next = decision <= 0 ? (0.5 + double(i)) / double(nx) : (0.5 + double(j)) / double(ny);
    if (!cell(x, y, t, next)) return false;
    t = next;
    if (decision == 0) {
      if (!side(x + sx, y) || !side(x, y + sy)) return false;
      x += sx, y += sy, ++i, ++j;
    } else if (decision < 0) {
      x += sx, ++i;
    } else {
      y += sy, ++j;
    }
  }
  return cell(x, y, t, 1.0);
}

}  // namespace

bool lineOfSight(const Grid& grid, int ax, int ay, int bx, int by) {
  const auto open = [&](int x, int y) { return grid.walkable(x, y); };
  return walkSegment(
      ax, ay, bx, by, [&](int x, int y, double, double) { return open(x, y); }, open);
}

double lineCost(const Grid& grid, int ax, int ay, int bx, int by) {
  const double length = std::hypot(double(bx - ax), double(by - ay));
  if (grid.terrainCellCount() == 0) return lineOfSight(grid, ax, ay, bx, by) ? length : -1.0;
  double weighted = 0.0;  // the sum of cost * (share of the segment inside the cell)
  const auto open = [&](int x, int y) { return grid.walkable(x, y); };
  const bool clear = walkSegment(
      ax, ay, bx, by,
      [&](int x, int y, double t0, double t1) {
        weighted += grid.cost(x, y) * (t1 - t0);
        return open(x, y);
      },
      open);
  return clear ? weighted * length : -1.0;
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
