#include "algorithms/jps_plus.hpp"

namespace pathlab {

template <DiagonalRule Rule>
bool JumpTable<Rule>::update(const Grid& grid) {
  if (contentId_ == grid.contentId() && !distances_.empty()) return false;
  const auto began = std::chrono::steady_clock::now();
  using Rules = JumpRules<Rule>;
  const std::uint32_t stride = grid.stride();
  const int width = grid.width(), height = grid.height();
  distances_.assign(std::size_t(grid.nodeCount()) * kDirections, 0);  // the border keeps 0: walls go nowhere
  const auto open = [&](std::uint32_t n) { return grid.isOpen(n); };
  const auto node = [&](int x, int y) { return std::uint32_t(y) * stride + std::uint32_t(x); };  // padded x, y
  const auto set = [&](std::uint32_t n, int d, std::int16_t value) { distances_[std::size_t(n) * kDirections + d] = value; };
  // One step further from `from`, where the next cell `next` is free: 1 when
  // `next` is a jump point, else one more than `next`'s own distance (a run
  // without a jump point stays negative and grows by one).
  const auto extend = [](bool jumpPoint, std::int32_t beyond) {
    return std::int16_t(jumpPoint ? 1 : beyond > 0 ? beyond + 1
                                                   : beyond - 1);
  };

  // Straight moves: cell `next` is a jump point when it has a forced neighbour
  // (jps.hpp's JumpRules). Each move is computed from the cell ahead, so the
  // passes run against the move.
  for (int dy = -1; dy <= 1; dy += 2) {  // north, then south: rows against the move
    const int d = direction(0, dy);
    const std::uint32_t move = std::uint32_t(dy) * stride;
    for (int i = 1; i <= height; ++i) {
      const int y = dy < 0 ? i : height + 1 - i;
      for (int x = 1; x <= width; ++x) {
        const std::uint32_t n = node(x, y), next = n + move;
        if (!open(next)) continue;
        const bool forced = Rules::straightForced(grid, next, move, 1) || Rules::straightForced(grid, next, move, std::uint32_t(-1));
        set(n, d, extend(forced, at(next, d)));
      }
    }
  }
  for (int y = 1; y <= height; ++y) {
    for (int dx = -1; dx <= 1; dx += 2) {
      const int d = direction(dx, 0);
      const std::uint32_t move = std::uint32_t(dx);
      for (int i = 1; i <= width; ++i) {
        const int x = dx < 0 ? i : width + 1 - i;
        const std::uint32_t n = node(x, y), next = n + move;
        if (!open(next)) continue;
        bool jumpPoint;
        if constexpr (kFourConnected) {  // `never`: horizontal moves stop where a vertical run finds something
          jumpPoint = at(next, direction(0, -1)) > 0 || at(next, direction(0, 1)) > 0;
        } else {
          jumpPoint = Rules::straightForced(grid, next, move, stride) || Rules::straightForced(grid, next, move, -stride);
        }
        set(n, d, extend(jumpPoint, at(next, d)));
      }
    }
  }
  if constexpr (!kFourConnected) {
    // Diagonal moves as the rule allows them; the next cell is a jump point when a
    // straight scan along either component finds one there, or it has a forced neighbour.
    for (int dy = -1; dy <= 1; dy += 2) {
      for (int i = 1; i <= height; ++i) {
        const int y = dy < 0 ? i : height + 1 - i;
        for (int dx = -1; dx <= 1; dx += 2) {
          const int d = direction(dx, dy);
          const int alongX = direction(dx, 0), alongY = direction(0, dy);
          const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride;
          for (int x = 1; x <= width; ++x) {
            const std::uint32_t n = node(x, y), next = n + moveX + moveY;
            if (!Rules::diagonalStep(grid, n, moveX, moveY)) continue;
            const bool jumpPoint =
                at(next, alongX) > 0 || at(next, alongY) > 0 || Rules::anyDiagonalForced(grid, next, moveX, moveY);
            set(n, d, extend(jumpPoint, at(next, d)));
          }
        }
      }
    }
  }
  contentId_ = grid.contentId();
  buildMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return true;
}

template class JumpTable<DiagonalRule::Never>;
template class JumpTable<DiagonalRule::Always>;
template class JumpTable<DiagonalRule::IfAtMostOneObstacle>;
template class JumpTable<DiagonalRule::OnlyWhenNoObstacles>;

}  // namespace pathlab
