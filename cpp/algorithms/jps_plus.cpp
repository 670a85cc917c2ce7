#include "algorithms/jps_plus.hpp"

#include <utility>

namespace pathlab {

template <DiagonalRule Rule>
bool JumpTable<Rule>::rebuild(const Grid& grid) {
  const auto began = std::chrono::steady_clock::now();
  using Rules = JumpRules<Rule>;
  const std::uint32_t stride = grid.stride();
  const int width = grid.width(), height = grid.height();
  stride_ = stride;
  distances_.assign(std::size_t(grid.nodeCount()) * kDirections, 0);  // the border keeps 0: walls go nowhere
  const auto open = [&](std::uint32_t n) { return grid.isOpen(n); };
  const auto node = [&](int x, int y) { return std::uint32_t(y) * stride + std::uint32_t(x); };  // padded x, y
  const auto set = [&](std::uint32_t n, int d, std::int32_t value) { distances_[std::size_t(n) * kDirections + d] = encode(value); };
  // Whether a scan from n finds a jump point: the byte's sign is the distance's.
  const auto finds = [&](std::uint32_t n, int d) { return distances_[std::size_t(n) * kDirections + d] > 0; };
  // One step further from `from`, where the next cell `next` is free: 1 when
  // `next` is a jump point, else one more than `next`'s own distance (a run
  // without a jump point stays negative and grows by one). The passes keep the
  // distances they extend as ints, in the line just done, so a long run costs
  // no more to build than a short one.
  const auto extend = [](bool jumpPoint, std::int32_t beyond) {
    return jumpPoint ? 1 : beyond > 0 ? beyond + 1
                                      : beyond - 1;
  };

  // Straight moves: cell `next` is a jump point when it has a forced neighbour
  // (jump_rules.hpp). Each move is computed from the cell ahead, so the
  // passes run against the move.
  std::vector<std::int32_t> ahead(stride), here(stride);  // by padded x: the row the move enters, this row
  for (int dy = -1; dy <= 1; dy += 2) {                   // north, then south: rows against the move
    const int d = direction(0, dy);
    const std::uint32_t move = std::uint32_t(dy) * stride;
    std::fill(ahead.begin(), ahead.end(), 0);  // the border row
    for (int i = 1; i <= height; ++i) {
      const int y = dy < 0 ? i : height + 1 - i;
      for (int x = 1; x <= width; ++x) {
        const std::uint32_t n = node(x, y), next = n + move;
        here[x] = 0;
        if (!open(next)) continue;
        const bool forced = Rules::straightForced(grid, next, move, 1) || Rules::straightForced(grid, next, move, std::uint32_t(-1));
        here[x] = extend(forced, ahead[x]);
        set(n, d, here[x]);
      }
      std::swap(ahead, here);
    }
  }
  for (int y = 1; y <= height; ++y) {
    for (int dx = -1; dx <= 1; dx += 2) {
      const int d = direction(dx, 0);
      const std::uint32_t move = std::uint32_t(dx);
      std::int32_t beyond = 0;  // the distance of the cell ahead; the border's is 0
      for (int i = 1; i <= width; ++i) {
        const int x = dx < 0 ? i : width + 1 - i;
        const std::uint32_t n = node(x, y), next = n + move;
        if (!open(next)) {
          beyond = 0;
          continue;
        }
        bool jumpPoint;
        if constexpr (kFourConnected) {  // `never`: horizontal moves stop where a vertical run finds something
          jumpPoint = finds(next, direction(0, -1)) || finds(next, direction(0, 1));
        } else {
          jumpPoint = Rules::straightForced(grid, next, move, stride) || Rules::straightForced(grid, next, move, -stride);
        }
        beyond = extend(jumpPoint, beyond);
        set(n, d, beyond);
      }
    }
  }
  if constexpr (!kFourConnected) {
    // Diagonal moves as the rule allows them; the next cell is a jump point when a
    // straight scan along either component finds one there, or it has a forced neighbour.
    using Row = std::vector<std::int32_t>;
    Row aheadRows[2] = {Row(stride), Row(stride)}, hereRows[2] = {Row(stride), Row(stride)};  // by dx > 0
    for (int dy = -1; dy <= 1; dy += 2) {
      for (auto& row : aheadRows) std::fill(row.begin(), row.end(), 0);  // the border row
      for (int i = 1; i <= height; ++i) {
        const int y = dy < 0 ? i : height + 1 - i;
        for (int dx = -1; dx <= 1; dx += 2) {
          const int d = direction(dx, dy);
          const int alongX = direction(dx, 0), alongY = direction(0, dy);
          const std::uint32_t moveX = std::uint32_t(dx), moveY = std::uint32_t(dy) * stride;
          std::vector<std::int32_t>& aheadRow = aheadRows[dx > 0];
          std::vector<std::int32_t>& hereRow = hereRows[dx > 0];
          for (int x = 1; x <= width; ++x) {
            const std::uint32_t n = node(x, y), next = n + moveX + moveY;
            hereRow[x] = 0;
            if (!Rules::diagonalStep(grid, n, moveX, moveY)) continue;
            const bool jumpPoint = finds(next, alongX) || finds(next, alongY) || Rules::anyDiagonalForced(grid, next, moveX, moveY);
            hereRow[x] = extend(jumpPoint, aheadRow[x + dx]);
            set(n, d, hereRow[x]);
          }
        }
        std::swap(aheadRows[0], hereRows[0]);
        std::swap(aheadRows[1], hereRows[1]);
      }
    }
  }
  contentId_ = grid.contentId();
  buildMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return true;
}

template <DiagonalRule Rule>
std::int32_t JumpTable<Rule>::farAt(std::uint32_t node, int direction) const {
  const int i = kFourConnected ? 2 * direction + 1 : direction < 4 ? direction
                                                                   : direction + 1;  // (dy + 1) * 3 + (dx + 1)
  const std::uint32_t move = std::uint32_t(i / 3 - 1) * stride_ + std::uint32_t(i % 3 - 1);
  std::int32_t distance = 0;
  for (;;) {
    const std::int8_t stored = distances_[std::size_t(node) * kDirections + direction];
    if (stored == kFar) {
      distance += kStep;
    } else if (stored == kFarNone) {
      distance -= kStep;
    } else {
      return distance + stored;
    }
    node += move * std::uint32_t(kStep);
  }
}

template class JumpTable<DiagonalRule::Never>;
template class JumpTable<DiagonalRule::Always>;
template class JumpTable<DiagonalRule::IfAtMostOneObstacle>;
template class JumpTable<DiagonalRule::OnlyWhenNoObstacles>;

}  // namespace pathlab
