// The flow field's loops in 128-bit wasm SIMD (compiled where __wasm_simd128__ is defined, the wasm
// build's flow_field.cpp): the eight steps into a settled cell without a branch, and the fills
// around the search, several cells at a time. Each gives exactly what the scalar loop it stands
// for gives (flow_field_search.hpp, flow_field.cpp), which native builds keep.
#pragma once

#if defined(__wasm_simd128__)
#include <wasm_simd128.h>

#include <array>
#include <cstdint>
#include <limits>
#include <utility>

#include "algorithms/flow_field.hpp"

namespace pathlab::flow {

// The eight steps into a settled cell c under terrainCost 'entered', in 128-bit SIMD and without a
// branch: every step of one kind costs the same, so the four neighbours of a kind are compared two
// at a time, each distance is written back as the lower of the two, and the entries of the
// neighbours lowered are packed to the front of the four candidates by one byte shuffle and stored
// whole (the bucket has room for four). The distances written and the entries queued, in their
// order, are those of the branching steps in search().
constexpr std::array<std::array<std::uint8_t, 16>, 16> kPack = [] {
  // kPack[m]: the byte shuffle that moves the 32-bit lanes whose bit is set in m to the front.
  std::array<std::array<std::uint8_t, 16>, 16> pack{};
  for (int m = 0; m < 16; ++m) {
    int at = 0;
    for (int lane = 0; lane < 4; ++lane) {
      if (m & (1 << lane)) {
        for (int i = 0; i < 4; ++i) pack[m][4 * at + i] = std::uint8_t(4 * lane + i);
        ++at;
      }
    }
  }
  return pack;
}();

// The lowered candidates (lanes set in the 4-bit mask) stored at out; returns how many.
[[gnu::always_inline]] inline std::uint32_t packEntries(v128_t candidates, std::uint32_t lowered, std::uint32_t* out) {
  wasm_v128_store(out, wasm_i8x16_swizzle(candidates, wasm_v128_load(kPack[lowered].data())));
  return std::uint32_t(__builtin_popcount(lowered));
}

// One kind of step into c: the four neighbours' new distances written, and which were lowered.
struct SimdKind {
  v128_t entries;
  std::uint32_t lowered;
};

// The straight steps ([N, E] and [S, W]); `ne` and `sw` keep the old distances for the diagonals.
[[gnu::always_inline]] inline SimdKind simdStraight(double* distance, std::uint32_t c, std::uint32_t s, double via,
                                                    v128_t& ne, v128_t& sw) {
  using State = FlowField::State;
  constexpr std::uint32_t b = State::kNodeBits;
  ne = wasm_v128_load64_lane(distance + c + 1, wasm_v128_load64_zero(distance + c - s), 1);
  sw = wasm_v128_load64_lane(distance + c - 1, wasm_v128_load64_zero(distance + c + s), 1);
  const v128_t v = wasm_f64x2_splat(via);
  const v128_t lowerNE = wasm_f64x2_lt(v, ne), lowerSW = wasm_f64x2_lt(v, sw);
  const v128_t newNE = wasm_v128_bitselect(v, ne, lowerNE), newSW = wasm_v128_bitselect(v, sw, lowerSW);
  wasm_v128_store64_lane(distance + c - s, newNE, 0);
  wasm_v128_store64_lane(distance + c + 1, newNE, 1);
  wasm_v128_store64_lane(distance + c + s, newSW, 0);
  wasm_v128_store64_lane(distance + c - 1, newSW, 1);
  return {wasm_i32x4_add(wasm_i32x4_splat(std::int32_t(c)),
                         wasm_i32x4_make(std::int32_t((kS << b) - s), std::int32_t((kW << b) + 1), std::int32_t((kN << b) + s),
                                         std::int32_t((kE << b) - 1))),
          wasm_i64x2_bitmask(lowerNE) | (wasm_i64x2_bitmask(lowerSW) << 2)};
}

// The diagonal steps ([NE, SE] and [SW, NW]) where the rule lets them past their sides, open where
// the old distances `ne` and `sw` are not negative.
template <DiagonalRule R>
[[gnu::always_inline]] inline SimdKind simdDiagonal(double* distance, std::uint32_t c, std::uint32_t s, double via, v128_t ne,
                                                    v128_t sw) {
  using State = FlowField::State;
  constexpr std::uint32_t b = State::kNodeBits;
  const v128_t first = wasm_v128_load64_lane(distance + c + s + 1, wasm_v128_load64_zero(distance + c - s + 1), 1);
  const v128_t second = wasm_v128_load64_lane(distance + c - s - 1, wasm_v128_load64_zero(distance + c + s - 1), 1);
  const v128_t v = wasm_f64x2_splat(via);
  v128_t lowerFirst = wasm_f64x2_lt(v, first), lowerSecond = wasm_f64x2_lt(v, second);
  if constexpr (R != DiagonalRule::Always) {
    const v128_t zero = wasm_f64x2_splat(0.0);
    const v128_t openNE = wasm_f64x2_ge(ne, zero), openSW = wasm_f64x2_ge(sw, zero);
    const v128_t sidesNS = wasm_i64x2_shuffle(openNE, openSW, 0, 2);  // [N, S]
    const v128_t sidesSN = wasm_i64x2_shuffle(openSW, openNE, 0, 2);  // [S, N]
    const v128_t sideE = wasm_i64x2_shuffle(openNE, openNE, 1, 1), sideW = wasm_i64x2_shuffle(openSW, openSW, 1, 1);
    if constexpr (R == DiagonalRule::IfAtMostOneObstacle) {
      lowerFirst = wasm_v128_and(lowerFirst, wasm_v128_or(sidesNS, sideE));
      lowerSecond = wasm_v128_and(lowerSecond, wasm_v128_or(sidesSN, sideW));
    } else {
      lowerFirst = wasm_v128_and(lowerFirst, wasm_v128_and(sidesNS, sideE));
      lowerSecond = wasm_v128_and(lowerSecond, wasm_v128_and(sidesSN, sideW));
    }
  }
  const v128_t newFirst = wasm_v128_bitselect(v, first, lowerFirst), newSecond = wasm_v128_bitselect(v, second, lowerSecond);
  wasm_v128_store64_lane(distance + c - s + 1, newFirst, 0);
  wasm_v128_store64_lane(distance + c + s + 1, newFirst, 1);
  wasm_v128_store64_lane(distance + c + s - 1, newSecond, 0);
  wasm_v128_store64_lane(distance + c - s - 1, newSecond, 1);
  return {wasm_i32x4_add(wasm_i32x4_splat(std::int32_t(c)),
                         wasm_i32x4_make(std::int32_t((kSW << b) - s + 1), std::int32_t((kNW << b) + s + 1),
                                         std::int32_t((kNE << b) + s - 1), std::int32_t((kSE << b) - s - 1))),
          wasm_i64x2_bitmask(lowerFirst) | (wasm_i64x2_bitmask(lowerSecond) << 2)};
}

// The 64-bit lanes of nodes 2i and 2i + 1 from a mask of sixteen bytes.
template <int i>
[[gnu::always_inline]] inline v128_t widenPair(v128_t mask) {
  constexpr int a = 2 * i, b = 2 * i + 1;
  return wasm_i8x16_shuffle(mask, mask, a, a, a, a, a, a, a, a, b, b, b, b, b, b, b, b);
}

// The search's distances before a build: -1 where an agent of size k has no room (clearance < k),
// infinity elsewhere; sixteen nodes at a time, the rest one by one.
inline void fillDistances(double* distance, const std::uint8_t* clearance, std::uint32_t nodes, std::uint8_t k) {
  const v128_t open = wasm_f64x2_splat(std::numeric_limits<double>::infinity()), closed = wasm_f64x2_splat(-1.0);
  const v128_t size = wasm_i8x16_splat(std::int8_t(k));
  std::uint32_t node = 0;
  for (; node + 16 <= nodes; node += 16) {
    const v128_t fits = wasm_u8x16_ge(wasm_v128_load(clearance + node), size);
    [&]<int... i>(std::integer_sequence<int, i...>) {
      ((wasm_v128_store(distance + node + 2 * i, wasm_v128_bitselect(open, closed, widenPair<i>(fits)))), ...);
    }
    (std::make_integer_sequence<int, 8>());
  }
  for (; node < nodes; ++node) distance[node] = clearance[node] >= k ? std::numeric_limits<double>::infinity() : -1.0;
}

// One row of the public arrays from the search's, four cells at a time; returns how many cells it
// wrote (the row's last width % 4 are left to the caller). `distance` and `step` point at the row's
// first node, `out` and `next` at its first cell, `row` is that cell's index.
inline std::uint32_t publishRow(const double* distance, const std::uint8_t* step, double* out, std::int32_t* next,
                                std::int32_t row, std::uint32_t width) {
  const v128_t infinity = wasm_f64x2_splat(std::numeric_limits<double>::infinity()), zero = wasm_f64x2_splat(0.0);
  const v128_t none = wasm_i32x4_splat(-1), seven = wasm_i8x16_splat(7), w = wasm_i32x4_splat(std::int32_t(width));
  // The directions' x and y offsets, looked up by the step byte's low three bits (Direction's order).
  const v128_t dx = wasm_i8x16_make(0, 1, 0, -1, 1, 1, -1, -1, 0, 0, 0, 0, 0, 0, 0, 0);
  const v128_t dy = wasm_i8x16_make(-1, 0, 1, 0, -1, 1, 1, -1, 0, 0, 0, 0, 0, 0, 0, 0);
  v128_t cell = wasm_i32x4_add(wasm_i32x4_splat(row), wasm_i32x4_make(0, 1, 2, 3));
  std::uint32_t x = 0;
  for (; x + 4 <= width; x += 4) {
    const v128_t d0 = wasm_v128_load(distance + x), d1 = wasm_v128_load(distance + x + 2);
    wasm_v128_store(out + x, wasm_v128_bitselect(infinity, d0, wasm_f64x2_lt(d0, zero)));
    wasm_v128_store(out + x + 2, wasm_v128_bitselect(infinity, d1, wasm_f64x2_lt(d1, zero)));
    // A next step where the distance was reached from a goal and is not a goal's (hasStep).
    const v128_t has0 = wasm_v128_and(wasm_f64x2_gt(d0, zero), wasm_f64x2_lt(d0, infinity));
    const v128_t has1 = wasm_v128_and(wasm_f64x2_gt(d1, zero), wasm_f64x2_lt(d1, infinity));
    const v128_t has = wasm_i32x4_shuffle(has0, has1, 0, 2, 4, 6);
    const v128_t direction = wasm_v128_and(wasm_v128_load32_zero(step + x), seven);
    const v128_t ox = wasm_i32x4_extend_low_i16x8(wasm_i16x8_extend_low_i8x16(wasm_i8x16_swizzle(dx, direction)));
    const v128_t oy = wasm_i32x4_extend_low_i16x8(wasm_i16x8_extend_low_i8x16(wasm_i8x16_swizzle(dy, direction)));
    const v128_t target = wasm_i32x4_add(cell, wasm_i32x4_add(wasm_i32x4_mul(oy, w), ox));
    wasm_v128_store(next + x, wasm_v128_bitselect(target, none, has));
    cell = wasm_i32x4_add(cell, wasm_i32x4_splat(4));
  }
  return x;
}

}  // namespace pathlab::flow
#endif
