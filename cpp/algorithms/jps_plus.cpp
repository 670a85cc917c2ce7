#include "algorithms/jps_plus.hpp"

namespace pathlab {

bool JumpTable::update(const Grid& grid) {
  if (contentId_ == grid.contentId() && !distances_.empty()) return false;
  const auto began = std::chrono::steady_clock::now();
  const std::uint32_t stride = grid.stride();
  const int width = grid.width(), height = grid.height();
  distances_.assign(std::size_t(grid.nodeCount()) * 8, 0);  // the border keeps 0: walls go nowhere
  const auto open = [&](std::uint32_t n) { return grid.isOpen(n); };
  const auto node = [&](int x, int y) { return std::uint32_t(y) * stride + std::uint32_t(x); };  // padded x, y
  // One step further from `from`, where the next cell `next` is free: 1 when
  // `next` is a jump point, else one more than `next`'s own distance (a run
  // without a jump point stays negative and grows by one).
  const auto extend = [](bool jumpPoint, std::int32_t beyond) {
    return std::int16_t(jumpPoint ? 1 : beyond > 0 ? beyond + 1 : beyond - 1);
  };

  // Straight moves: cell `next` has a forced neighbour when a side cell is free
  // and the cell behind that side cell is a wall (jps.hpp's rule). Each move is
  // computed from the cell ahead, so the passes run against the move.
  for (int dy = -1; dy <= 1; dy += 2) {  // north, then south: rows against the move
    const int d = JumpTable::direction(0, dy);
    for (int i = 1; i <= height; ++i) {
      const int y = dy < 0 ? i : height + 1 - i;
      for (int x = 1; x <= width; ++x) {
        const std::uint32_t n = node(x, y), next = node(x, y + dy);
        if (!open(next)) continue;
        const std::uint32_t back = n;  // behind next's side cells along the move
        const bool forced = (open(next - 1) && !open(back - 1)) || (open(next + 1) && !open(back + 1));
        distances_[std::size_t(n) * 8 + d] = extend(forced, at(next, d));
      }
    }
  }
  for (int y = 1; y <= height; ++y) {
    for (int dx = -1; dx <= 1; dx += 2) {
      const int d = JumpTable::direction(dx, 0);
      for (int i = 1; i <= width; ++i) {
        const int x = dx < 0 ? i : width + 1 - i;
        const std::uint32_t n = node(x, y), next = node(x + dx, y);
        if (!open(next)) continue;
        const bool forced = (open(next - stride) && !open(n - stride)) || (open(next + stride) && !open(n + stride));
        distances_[std::size_t(n) * 8 + d] = extend(forced, at(next, d));
      }
    }
  }
  // Diagonal moves need both side cells free; the next cell is a jump point
  // when a straight scan along either component finds one there.
  for (int dy = -1; dy <= 1; dy += 2) {
    for (int i = 1; i <= height; ++i) {
      const int y = dy < 0 ? i : height + 1 - i;
      for (int dx = -1; dx <= 1; dx += 2) {
        const int d = JumpTable::direction(dx, dy);
        const int alongX = JumpTable::direction(dx, 0), alongY = JumpTable::direction(0, dy);
        for (int x = 1; x <= width; ++x) {
          const std::uint32_t n = node(x, y), next = node(x + dx, y + dy);
          if (!open(next) || !open(node(x + dx, y)) || !open(node(x, y + dy))) continue;
          distances_[std::size_t(n) * 8 + d] = extend(at(next, alongX) > 0 || at(next, alongY) > 0, at(next, d));
        }
      }
    }
  }
  contentId_ = grid.contentId();
  buildMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return true;
}

}  // namespace pathlab
