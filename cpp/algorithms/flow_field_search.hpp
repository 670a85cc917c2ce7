// The flow field's Dijkstra (algorithms/flow_field.hpp): the bucket queue run from the goals, or
// from a repair's seeds, over node ids, moves walked backwards. One copy per diagonal rule, so the
// loop that settles a cell has no branch on the rule and keeps what it reads in registers.
#pragma once

#include <algorithm>
#include <cstdint>

#include "algorithms/flow_field.hpp"
#include "core/terrain_cost.hpp"

#include "algorithms/flow_field_simd.hpp"

namespace pathlab::flow {

struct SearchSetup {
  const std::uint8_t* cells;  // the grid's cell bytes by node id
  std::uint32_t stride;
  double straight, diagonal;  // the step units
  double perStep;             // 1 / the cheapest step: the bucket of a distance is d * perStep, rounded down
};

template <DiagonalRule R>
[[gnu::always_inline]] inline bool diagonalOpen(bool sideA, bool sideB) {
  if constexpr (R == DiagonalRule::Always) return true;
  if constexpr (R == DiagonalRule::IfAtMostOneObstacle) return sideA || sideB;
  return sideA && sideB;  // OnlyWhenNoObstacles (Never has no diagonals)
}


using Bucket = FlowField::State::Bucket;

// Room for `more` entries past the bucket's size.
[[gnu::always_inline]] inline std::uint32_t* room(Bucket& bucket, std::uint32_t more) {
  if (bucket.size + more > bucket.entries.size()) [[unlikely]] {
    bucket.entries.resize(std::max<std::size_t>(64, 2 * bucket.entries.size() + more));
  }
  return bucket.entries.data() + bucket.size;
}

// A build takes the cells kChunk at a time (fewer from a smaller bucket), each bucket of the ring
// first given room for their steps (at most eight entries a cell), so that a step need not check
// for room. A repair, which settles few cells from many buckets, checks at each step instead.
constexpr std::uint32_t kChunk = 256, kStepsPerCell = 8;
template <bool Repair>
[[gnu::always_inline]] inline std::uint32_t* slots(Bucket& bucket, std::uint32_t more) {
  if constexpr (Repair) return room(bucket, more);
  return bucket.entries.data() + bucket.size;
}

// Dijkstra from the ring's entries and the waiting seeds until the queue is empty. A repair
// (Repair) starts from cells settled by an earlier search: a step that lowers one makes it unsettled
// again, and every node settled is appended to state.settled. Leaves the seeds (sorted) to the caller.
//
// The steps of a build under terrainCost 'entered' go without branches in the wasm build
// (simdStraight, simdDiagonal). One at a time without branches (the lower distance always written
// back, the entry always written past the bucket's end and kept when it lowered the cell), they
// cost more instructions than the mispredicted branches they saved, natively and in wasm; natively
// and in a repair (few cells) they branch.
template <DiagonalRule R, TerrainCost T, bool Repair>
void search(FlowField::State& state, const SearchSetup& setup) {
  using State = FlowField::State;
  constexpr std::uint32_t kRing = State::kRing;
  double* const distance = state.distance.data();
  std::uint8_t* const step = state.step.data();
  const std::uint8_t* const cells = setup.cells;
  const std::uint32_t s = setup.stride;
  const double perStep = setup.perStep;
  // The cost of stepping into a cell, by its terrain cost.
  double straight[16], diagonal[16];
  for (int c = 0; c < 16; ++c) {
    straight[c] = setup.straight * double(c);
    diagonal[c] = setup.diagonal * double(c);
  }
  Bucket* const ring = state.ring;
  auto& seeds = state.seeds;
  std::sort(seeds.begin(), seeds.end());
  std::size_t queued = state.queued, seed = 0;
  const auto bucketOf = [perStep](double d) { return std::uint32_t(d * perStep); };
  // A step from `node` (distance `old`) into the cell being settled, at `via`, when `allowed`: when it
  // lowers the node, its entry goes to out[count].
  const auto relax = [&](std::uint32_t node, double old, double via, std::uint32_t toward, bool allowed,
                         std::uint32_t* out, std::uint32_t& count) {
    if (!(allowed && via < old)) return;
    distance[node] = via;
    if constexpr (Repair) step[node] &= std::uint8_t(~State::kSettled);
    out[count++] = node | (toward << State::kNodeBits);
  };
  std::uint32_t at = queued > 0 || seeds.empty() ? 0 : bucketOf(seeds.front().first);  // the bucket taken
  for (;;) {
    // Seeds enter the ring once their bucket is within its reach.
    for (; seed < seeds.size() && bucketOf(seeds[seed].first) < at + kRing; ++seed) {
      const auto [d, node] = seeds[seed];
      if (d == distance[node]) {  // else lowered since: queued with its lower distance
        Bucket& bucket = ring[bucketOf(d) & (kRing - 1)];
        *room(bucket, 1) = node | (State::kKeep << State::kNodeBits);
        ++bucket.size;
        ++queued;
      }
    }
    if (queued == 0) {
      if (seed == seeds.size()) break;
      at = bucketOf(seeds[seed].first);
      continue;
    }
    Bucket& bucket = ring[at & (kRing - 1)];
    while (bucket.size > 0) {
      const std::uint32_t taking = std::min(kChunk, bucket.size);
      if constexpr (!Repair) {
        for (std::uint32_t b = 0; b < kRing; ++b) room(ring[b], taking * kStepsPerCell);
      }
      for (std::uint32_t taken = 0; taken < taking; ++taken) {
        const std::uint32_t entry = bucket.entries[--bucket.size];
        --queued;
        const std::uint32_t c = entry & State::kNodeMask, toward = entry >> State::kNodeBits;
        // The first entry of a cell taken is its last (lowest) one: the others are stale.
        const std::uint8_t was = step[c];
        if (was & State::kSettled) continue;
        step[c] = std::uint8_t((toward == State::kKeep ? was : toward) | State::kSettled);
        if constexpr (Repair) state.settled.push_back(c);
        const double d = distance[c];
        const int cost = cells[c] & Grid::kCostMask;
        if constexpr (T == TerrainCost::Crossed) {
          // Each step costs the mean of the cells it crosses (core/terrain_cost.hpp): its own bucket.
          const auto lower = [&](std::uint32_t node, double old, double via, std::uint32_t toward, bool allowed) {
            if (!(allowed && via < old)) return;
            distance[node] = via;
            if constexpr (Repair) step[node] &= std::uint8_t(~State::kSettled);
            Bucket& into = ring[bucketOf(via) & (kRing - 1)];
            *slots<Repair>(into, 1) = node | (toward << State::kNodeBits);
            ++into.size;
            ++queued;
          };
          const auto costOf = [cells](std::uint32_t node) { return int(cells[node] & Grid::kCostMask); };
          const auto openCost = [cells](std::uint32_t node) { return Grid::isOpenCell(cells[node]) ? int(cells[node] & Grid::kCostMask) : 0; };
          constexpr TerrainCost crossed = TerrainCost::Crossed;
          const double unit = setup.straight, unitDiagonal = setup.diagonal;
          const double n = distance[c - s], e = distance[c + 1], so = distance[c + s], w = distance[c - 1];
          lower(c - s, n, d + straightStepCost(crossed, unit, costOf(c - s), cost), kS, true);
          lower(c + 1, e, d + straightStepCost(crossed, unit, costOf(c + 1), cost), kW, true);
          lower(c + s, so, d + straightStepCost(crossed, unit, costOf(c + s), cost), kN, true);
          lower(c - 1, w, d + straightStepCost(crossed, unit, costOf(c - 1), cost), kE, true);
          if constexpr (R != DiagonalRule::Never) {
            const bool openN = n >= 0.0, openE = e >= 0.0, openS = so >= 0.0, openW = w >= 0.0;
            const int sideN = openCost(c - s), sideE = openCost(c + 1), sideS = openCost(c + s), sideW = openCost(c - 1);
            const auto diagonalVia = [&](std::uint32_t from, int a, int b) {
              return d + diagonalStepCost(crossed, unitDiagonal, costOf(from), cost, a, b);
            };
            if (diagonalOpen<R>(openN, openE)) lower(c - s + 1, distance[c - s + 1], diagonalVia(c - s + 1, sideN, sideE), kSW, true);
            if (diagonalOpen<R>(openS, openE)) lower(c + s + 1, distance[c + s + 1], diagonalVia(c + s + 1, sideS, sideE), kNW, true);
            if (diagonalOpen<R>(openS, openW)) lower(c + s - 1, distance[c + s - 1], diagonalVia(c + s - 1, sideS, sideW), kNE, true);
            if (diagonalOpen<R>(openN, openW)) lower(c - s - 1, distance[c - s - 1], diagonalVia(c - s - 1, sideN, sideW), kSE, true);
          }
          continue;
        }
        const double viaStraight = d + straight[cost];
#if defined(__wasm_simd128__)
        if constexpr (!Repair) {
          v128_t ne, sw;
          const SimdKind straightSteps = simdStraight(distance, c, s, viaStraight, ne, sw);
          Bucket& straightBucket = ring[bucketOf(viaStraight) & (kRing - 1)];
          std::uint32_t count = packEntries(straightSteps.entries, straightSteps.lowered, slots<Repair>(straightBucket, 4));
          straightBucket.size += count;
          queued += count;
          if constexpr (R != DiagonalRule::Never) {
            const double viaDiagonal = d + diagonal[cost];
            const SimdKind diagonalSteps = simdDiagonal<R>(distance, c, s, viaDiagonal, ne, sw);
            Bucket& diagonalBucket = ring[bucketOf(viaDiagonal) & (kRing - 1)];
            count = packEntries(diagonalSteps.entries, diagonalSteps.lowered, slots<Repair>(diagonalBucket, 4));
            diagonalBucket.size += count;
            queued += count;
          }
          continue;
        }
#endif
        const double n = distance[c - s], e = distance[c + 1], so = distance[c + s], w = distance[c - 1];
        Bucket& straightBucket = ring[bucketOf(viaStraight) & (kRing - 1)];
        std::uint32_t* out = slots<Repair>(straightBucket, 4);
        std::uint32_t count = 0;
        relax(c - s, n, viaStraight, kS, true, out, count);
        relax(c + 1, e, viaStraight, kW, true, out, count);
        relax(c + s, so, viaStraight, kN, true, out, count);
        relax(c - 1, w, viaStraight, kE, true, out, count);
        straightBucket.size += count;
        queued += count;
        if constexpr (R != DiagonalRule::Never) {
          // A position without room holds -1; the others, reached or not, are at least 0.
          const bool openN = n >= 0.0, openE = e >= 0.0, openS = so >= 0.0, openW = w >= 0.0;
          const double viaDiagonal = d + diagonal[cost];
          Bucket& diagonalBucket = ring[bucketOf(viaDiagonal) & (kRing - 1)];
          out = slots<Repair>(diagonalBucket, 4);
          count = 0;
          relax(c - s + 1, distance[c - s + 1], viaDiagonal, kSW, diagonalOpen<R>(openN, openE), out, count);
          relax(c + s + 1, distance[c + s + 1], viaDiagonal, kNW, diagonalOpen<R>(openS, openE), out, count);
          relax(c + s - 1, distance[c + s - 1], viaDiagonal, kNE, diagonalOpen<R>(openS, openW), out, count);
          relax(c - s - 1, distance[c - s - 1], viaDiagonal, kSE, diagonalOpen<R>(openN, openW), out, count);
          diagonalBucket.size += count;
          queued += count;
        }
      }
    }
    ++at;
  }
  state.queued = 0;
}

}  // namespace pathlab::flow
