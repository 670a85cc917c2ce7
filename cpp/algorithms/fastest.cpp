#include "algorithms/fastest.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"

namespace pathlab {
namespace {

// The share of walkable cells from which some diagonal move is allowed under
// Moving AI's rule: the cell is a corner of a 2 x 2 block of walkable cells.
double diagonalShare(const Grid& grid) {
  const std::uint8_t* cells = grid.cellBytes();
  const std::uint32_t stride = grid.stride();
  const auto open = [&](std::uint32_t n) { return Grid::isOpenCell(cells[n]); };
  std::uint64_t walkable = 0, diagonal = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) {
      if (!open(n)) continue;
      ++walkable;
      // The four 2 x 2 blocks with n as a corner; the border around the map is walls.
      const bool n0 = open(n - stride), s0 = open(n + stride), w0 = open(n - 1), e0 = open(n + 1);
      const bool block = (n0 && e0 && open(n - stride + 1)) || (s0 && e0 && open(n + stride + 1)) ||
                         (s0 && w0 && open(n + stride - 1)) || (n0 && w0 && open(n - stride - 1));
      diagonal += block;
    }
  }
  return walkable == 0 ? 0.0 : double(diagonal) / double(walkable);
}

// The walls' mean group size: walls that touch by a side or a corner are one group.
double wallGroupSize(const Grid& grid) {
  const std::uint32_t stride = grid.stride();
  std::vector<std::uint8_t> seen(grid.nodeCount(), 0);
  std::vector<std::uint32_t> stack;
  std::uint64_t walls = 0, groups = 0;
  const auto inside = [&](std::uint32_t n) { return grid.nodeX(n) >= 0 && grid.nodeX(n) < grid.width() && grid.nodeY(n) >= 0 && grid.nodeY(n) < grid.height(); };
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint32_t n = grid.node(x, y);
      if (grid.isOpen(n) || seen[n]) continue;
      ++groups;
      seen[n] = 1;
      stack.push_back(n);
      while (!stack.empty()) {
        const std::uint32_t at = stack.back();
        stack.pop_back();
        ++walls;
        for (const std::uint32_t next : {at - stride - 1, at - stride, at - stride + 1, at - 1, at + 1, at + stride - 1,
                                         at + stride, at + stride + 1}) {
          if (!seen[next] && inside(next) && !grid.isOpen(next)) {
            seen[next] = 1;
            stack.push_back(next);
          }
        }
      }
    }
  }
  return groups == 0 ? 0.0 : double(walls) / double(groups);
}

// What a search costs, relative to the others: microseconds per expansion of the library's wasm
// build, and per walkable cell for building the landmarks' table (eight landmarks; both ways with
// terrain). `npm run bench` section 14 prints the measured values beside these
// (docs/jump-point-search.md, "Which to pick").
struct ExpansionCost {
  Algorithm algorithm;
  bool terrain;
  double plain, landmarks;
};
constexpr ExpansionCost kExpansionCosts[] = {
    {Algorithm::AStar, false, 0.12, 0.22},
    {Algorithm::JumpPoint, false, 0.19, 0.29},
    {Algorithm::JumpPointPlus, false, 0.185, 0.29},
    {Algorithm::AStar, true, 0.105, 0.17},
    {Algorithm::JumpPoint, true, 0.19, 0.24},
};
constexpr double kBuildMicrosPerCell = 1.0;
constexpr double kBuildMicrosPerCellTerrain = 1.3;

double expansionCost(Algorithm algorithm, bool terrain, Heuristic heuristic) {
  for (const ExpansionCost& c : kExpansionCosts) {
    if (c.algorithm == algorithm && c.terrain == terrain) return heuristic == Heuristic::Landmarks ? c.landmarks : c.plain;
  }
  return 1.0;  // unreachable: every candidate has a row
}

std::uint64_t walkableCount(const Grid& grid) {
  std::uint64_t walkable = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) walkable += grid.isOpen(n);
  }
  return walkable;
}

// Up to kSampleQueries pairs of distinct walkable cells, spread over the map by a fixed xorshift32
// sequence (the same pick for the same map), each connected under the rule (`connected`). The goal
// is anywhere within kSampleReach of the start along each axis: the whole of a map up to 1024 cells
// a side, as a benchmark's queries span their map (Moving AI's scenarios, docs/performance.md,
// "Terrain"), so that the samples expand what such queries do and the landmarks' savings, which grow
// with a query's length, are not underestimated; on bigger maps the reach keeps a sample's search
// to a query's size.
constexpr int kSampleReach = 1024;
template <typename Connected>
std::vector<std::array<int, 4>> samplePairs(const Grid& grid, Connected connected) {
  std::vector<std::array<int, 4>> pairs;
  std::uint32_t state = 2463534242u;
  const auto next = [&] {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state;
  };
  // A walkable cell in columns x0..x0 + w - 1 and rows y0..y0 + h - 1.
  const auto cell = [&](int x0, int y0, int w, int h, int& x, int& y) {
    for (int tries = 0; tries < 256; ++tries) {
      x = x0 + int(next() % std::uint32_t(w));
      y = y0 + int(next() % std::uint32_t(h));
      if (grid.walkable(x, y)) return true;
    }
    return false;
  };
  for (int attempt = 0; attempt < 4 * kSampleQueries && int(pairs.size()) < kSampleQueries; ++attempt) {
    std::array<int, 4> p{};
    if (!cell(0, 0, grid.width(), grid.height(), p[0], p[1])) continue;
    const int x0 = std::max(0, p[0] - kSampleReach), y0 = std::max(0, p[1] - kSampleReach);
    const int x1 = std::min(grid.width() - 1, p[0] + kSampleReach), y1 = std::min(grid.height() - 1, p[1] + kSampleReach);
    if (!cell(x0, y0, x1 - x0 + 1, y1 - y0 + 1, p[2], p[3]) || (p[0] == p[2] && p[1] == p[3])) continue;
    if (connected(p)) pairs.push_back(p);
  }
  return pairs;
}

std::string percent(double share) {
  return std::to_string(std::llround(100.0 * share)) + " %";
}

// A count with thousands separated, for the reasons' numbers.
std::string count(std::uint64_t n) {
  std::string digits = std::to_string(n), out;
  for (std::size_t i = 0; i < digits.size(); ++i) {
    if (i > 0 && (digits.size() - i) % 3 == 0) out += ',';
    out += digits[i];
  }
  return out;
}

}  // namespace

FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries, GridSearch& sampler) {
  const bool terrain = grid.terrainCellCount() > 0;
  FastestPick pick{.algorithm = Algorithm::JumpPointPlus,
                   .reason = "every cell costs the same: the precomputed jump point search",
                   .heuristic = Heuristic::Default,
                   .heuristicReason = "",
                   .diagonalShare = terrain ? 0.0 : diagonalShare(grid),
                   .wallGroupSize = wallGroupSize(grid),
                   .sampledQueries = 0,
                   .paybackQueries = 0.0};
  std::vector<Algorithm> candidates{Algorithm::JumpPointPlus};
  if (terrain) {
    candidates = {Algorithm::AStar, Algorithm::JumpPoint};
  } else if (rule == DiagonalRule::OnlyWhenNoObstacles && pick.diagonalShare < kFewDiagonalMoves) {
    candidates = {Algorithm::JumpPoint};
    pick.algorithm = Algorithm::JumpPoint;
    pick.reason =
        "almost no cell has a diagonal move (a maze of 1-wide corridors): JPS+ would prune nothing and pay for "
        "reading its table";
  }
  const bool landmarksFit = grid.cellCount() <= kLandmarkCells;
  const std::string tooLarge = std::string("the map has over 1024 x 1024 cells: the landmarks' table would take ") +
                               (terrain ? "64" : "32") + " bytes for each";
  if (!landmarksFit && candidates.size() == 1) {
    pick.heuristicReason = tooLarge;
    return pick;
  }

  // The configurations to sample: each candidate with the rule's estimate, and with the landmarks where they fit.
  struct Sampled {
    Algorithm algorithm;
    Heuristic heuristic;
    std::uint64_t expanded = 0;
    double micros = 0.0;          // predicted per query
    double measuredMicros = 0.0;  // the samples' search time, all together (a table's build left out)
  };
  std::vector<Sampled> sampled;
  for (Algorithm a : candidates) {
    sampled.push_back({a, Heuristic::Default});
    if (landmarksFit) sampled.push_back({a, Heuristic::Landmarks});
  }
  SearchOptions options;
  options.diagonal = rule;
  options.recordTrace = false;
  const auto expanded = [&](Sampled& s, const std::array<int, 4>& p) -> std::int64_t {
    options.algorithm = s.algorithm;
    options.heuristic = s.heuristic;
    if (sampler.start(grid, p[0], p[1], p[2], p[3], options)) return -1;
    const auto began = std::chrono::steady_clock::now();
    const SearchStatus status = sampler.run();
    s.measuredMicros += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
    return status == SearchStatus::Found ? std::int64_t(sampler.space().expanded) : -1;
  };
  const std::vector<std::array<int, 4>> pairs = samplePairs(grid, [&](const std::array<int, 4>& p) {
    const double before = sampled[0].measuredMicros;
    const std::int64_t n = expanded(sampled[0], p);
    if (n < 0) sampled[0].measuredMicros = before;  // a pair left out: the others do not search it
    if (n >= 0) sampled[0].expanded += std::uint64_t(n);
    return n >= 0;
  });
  if (pairs.empty()) {
    pick.algorithm = candidates[0];
    if (terrain) pick.reason = "the map has terrain costs, which JPS+ refuses; A*, as no two sampled cells are connected";
    pick.heuristicReason = "no two sampled cells are connected: nothing to measure, so the rule's own estimate";
    return pick;
  }
  pick.sampledQueries = int(pairs.size());
  for (std::size_t i = 1; i < sampled.size(); ++i) {
    for (const std::array<int, 4>& p : pairs) sampled[i].expanded += std::uint64_t(std::max<std::int64_t>(0, expanded(sampled[i], p)));
  }
  const double queries = double(pairs.size());
  const double build = double(walkableCount(grid)) * (terrain ? kBuildMicrosPerCellTerrain : kBuildMicrosPerCell);
  const double expected = double(std::max<std::uint64_t>(1, expectedQueries));
  const Sampled* best = nullptr;
  double bestTotal = std::numeric_limits<double>::infinity();
  // On terrain A* with the rule's estimate is sampled first; what the samples measured slower than it
  // is never picked, whatever the cost model predicts (it can misjudge a map it was not measured on).
  // Slower means by more than kMeasuredNoise, and only samples of A* of kMeasurableMicros or more are
  // timed (fastest.hpp says why).
  const bool timed = terrain && sampled[0].measuredMicros >= kMeasurableMicros;
  const double astarMeasured = timed ? sampled[0].measuredMicros * kMeasuredNoise : std::numeric_limits<double>::infinity();
  const auto measuredSlower = [&](const Sampled& s) { return &s != &sampled[0] && s.measuredMicros > astarMeasured; };
  for (Sampled& s : sampled) {
    s.micros = double(s.expanded) / queries * expansionCost(s.algorithm, terrain, s.heuristic);
    const double total = expected * s.micros + (s.heuristic == Heuristic::Landmarks ? build : 0.0);
    if (measuredSlower(s)) continue;
    if (total < bestTotal) {
      bestTotal = total;
      best = &s;
    }
  }
  const auto find = [&](Algorithm a, Heuristic h) -> const Sampled* {
    for (const Sampled& s : sampled) {
      if (s.algorithm == a && s.heuristic == h) return &s;
    }
    return nullptr;
  };
  pick.algorithm = best->algorithm;
  pick.heuristic = best->heuristic;
  if (terrain) {
    pick.pickedSampleMicros = best->measuredMicros / queries;
    pick.astarSampleMicros = sampled[0].measuredMicros / queries;
  }
  const std::string samples = std::to_string(pairs.size()) + " sample queries";
  if (terrain) {
    const Sampled* other = find(best->algorithm == Algorithm::AStar ? Algorithm::JumpPoint : Algorithm::AStar, best->heuristic);
    const bool jps = best->algorithm == Algorithm::JumpPoint;
    const std::uint64_t mine = best->expanded / pairs.size(), theirs = other->expanded / pairs.size();
    // Predicted faster with more expansions: each of the other's costs more (JPS's scans, or the landmarks' reads).
    pick.reason = std::string("the map has terrain costs, which JPS+ refuses; ") +
                  (jps ? "Jump point search (its terrain scan)" : "A*") + " is predicted faster: in " + samples +
                  " it expanded " + count(mine) + " cells a query and " + (jps ? "A*" : "Jump point search") + " " +
                  count(theirs) + (mine >= theirs ? ", each of whose expansions costs more" : "");
  }
  const Sampled* plain = find(best->algorithm, Heuristic::Default);
  const Sampled* landmarks = find(best->algorithm, Heuristic::Landmarks);
  if (!landmarks) {
    pick.heuristicReason = tooLarge;
    return pick;
  }
  const double saved = plain->micros - landmarks->micros;
  pick.paybackQueries = saved > 0.0 ? build / saved : std::numeric_limits<double>::infinity();
  const std::string name(algorithmInfo(best->algorithm).name);
  std::string reason = "with the landmarks, " + name + " expanded " +
                       percent(double(landmarks->expanded) / double(std::max<std::uint64_t>(1, plain->expanded))) +
                       " of the cells it did with the rule's own estimate, in " + samples + "; ";
  const std::string table = std::string("their table (eight landmarks, ") + (terrain ? "64" : "32") + " bytes a cell)";
  if (saved <= 0.0) {
    reason += "reading " + table + " would cost more than it saves, so it never pays back";
  } else if (pick.heuristic == Heuristic::Landmarks && measuredSlower(*plain)) {
    // The payback is counted against the rule's own estimate, which the samples measured slower than A*.
    reason += table + " pays for its build after about " + count(std::uint64_t(std::ceil(pick.paybackQueries))) +
              " queries; with the rule's own estimate the samples measured " + name + " slower than A*";
  } else if (pick.heuristic == Heuristic::Landmarks) {
    reason += table + " pays for its build after about " + count(std::uint64_t(std::ceil(pick.paybackQueries))) +
              " queries, within the " + count(std::uint64_t(expected)) + " expected";
  } else {
    reason += table + " would pay for its build only after about " +
              count(std::uint64_t(std::ceil(pick.paybackQueries))) + " queries, more than the " +
              count(std::uint64_t(expected)) + " expected";
  }
  pick.heuristicReason = reason;
  return pick;
}

FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries) {
  GridSearch sampler;
  return pickFastest(grid, rule, expectedQueries, sampler);
}

}  // namespace pathlab
