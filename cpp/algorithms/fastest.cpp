#include "algorithms/fastest.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
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

// The walls' mean group size: walls that touch by a side or a corner are one group. Counted over
// each row's runs of walls, a run joined to the runs of the row above that it touches (a union-find
// over runs): a flood over the cells, with a mark per cell and a stack, cost the pick more than a
// long query's search on a map of large wall groups.
double wallGroupSize(const Grid& grid) {
  struct Run {
    int first, last;  // columns
    std::uint32_t id;
  };
  std::vector<std::uint32_t> parent;
  const auto root = [&](std::uint32_t r) {
    while (parent[r] != r) r = parent[r] = parent[parent[r]];
    return r;
  };
  std::vector<Run> above, here;
  std::uint64_t walls = 0, groups = 0;
  for (int y = 0; y < grid.height(); ++y) {
    here.clear();
    const std::uint32_t rowStart = grid.node(0, y);
    for (int x = 0; x < grid.width();) {
      if (grid.isOpen(rowStart + std::uint32_t(x))) {
        ++x;
        continue;
      }
      const int first = x;
      while (x < grid.width() && !grid.isOpen(rowStart + std::uint32_t(x))) ++x;
      const auto id = std::uint32_t(parent.size());
      parent.push_back(id);
      ++groups;
      walls += std::uint64_t(x - first);
      here.push_back({first, x - 1, id});
    }
    // Runs touch when their columns overlap or meet at a corner; both lists are sorted by column.
    std::size_t a = 0;
    for (const Run& run : here) {
      while (a < above.size() && above[a].last < run.first - 1) ++a;
      for (std::size_t b = a; b < above.size() && above[b].first <= run.last + 1; ++b) {
        const std::uint32_t ra = root(above[b].id), rb = root(run.id);
        if (ra != rb) {
          parent[rb] = ra;
          --groups;
        }
      }
    }
    std::swap(above, here);
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
// Under 'crossed' the table keeps one direction, half the Dijkstras, but a step's price there reads two
// or four cells, so the build costs more than half of the two-way one.
constexpr double kBuildMicrosPerCellCrossed = 0.9;

double expansionCost(Algorithm algorithm, bool terrain, Heuristic heuristic) {
  for (const ExpansionCost& c : kExpansionCosts) {
    if (c.algorithm == algorithm && c.terrain == terrain) return heuristic == Heuristic::Landmarks ? c.landmarks : c.plain;
  }
  return 1.0;  // unreachable: every candidate has a row
}

// A query's predicted time with the rule's estimate, from the samples' expansions.
double perQueryPlain(std::uint64_t expanded, double queries, Algorithm algorithm, bool terrain) {
  return double(expanded) / queries * expansionCost(algorithm, terrain, Heuristic::Default);
}

// What an expansion with the landmarks costs over one without: the reads of their table.
double landmarkReadCost(Algorithm algorithm, bool terrain) {
  return expansionCost(algorithm, terrain, Heuristic::Landmarks) / expansionCost(algorithm, terrain, Heuristic::Default);
}

std::uint64_t walkableCount(const Grid& grid) {
  std::uint64_t walkable = 0;
  for (int y = 0; y < grid.height(); ++y) {
    for (std::uint32_t n = grid.node(0, y), end = n + std::uint32_t(grid.width()); n < end; ++n) walkable += grid.isOpen(n);
  }
  return walkable;
}

// Pairs of distinct walkable cells spread over the map by a fixed xorshift32 sequence (the same
// pairs for the same map), each connected under the rule (`connected`). The goal is anywhere within
// `reach` cells of the start along each axis: kLongReach, the whole of a map up to 1024 cells a side,
// as a benchmark's long queries span their map (docs/performance.md, "Terrain"), so that the samples
// expand what such queries do and the landmarks' savings, which grow with a query's length, are not
// underestimated; on bigger maps the reach keeps a sample's search to a query's size. kShortReach for
// the short queries of agents that walk to somewhere near.
constexpr int kLongReach = 1024;
constexpr int kShortReach = 16;
class PairSampler {
 public:
  PairSampler(const Grid& grid, int reach, std::uint32_t seed) : grid_(grid), reach_(reach), state_(seed) {}
  // Up to `count` more pairs into `pairs`, in at most four tries each.
  template <typename Connected>
  void draw(std::vector<std::array<int, 4>>& pairs, int count, Connected connected) {
    const std::size_t want = pairs.size() + std::size_t(count);
    for (int attempt = 0; attempt < 4 * count && pairs.size() < want; ++attempt) {
      std::array<int, 4> p{};
      if (!cell(0, 0, grid_.width(), grid_.height(), p[0], p[1])) continue;
      const int x0 = std::max(0, p[0] - reach_), y0 = std::max(0, p[1] - reach_);
      const int x1 = std::min(grid_.width() - 1, p[0] + reach_), y1 = std::min(grid_.height() - 1, p[1] + reach_);
      if (!cell(x0, y0, x1 - x0 + 1, y1 - y0 + 1, p[2], p[3]) || (p[0] == p[2] && p[1] == p[3])) continue;
      if (connected(p)) pairs.push_back(p);
    }
  }

 private:
  std::uint32_t next() {
    state_ ^= state_ << 13;
    state_ ^= state_ >> 17;
    state_ ^= state_ << 5;
    return state_;
  }
  // A walkable cell in columns x0..x0 + w - 1 and rows y0..y0 + h - 1.
  bool cell(int x0, int y0, int w, int h, int& x, int& y) {
    for (int tries = 0; tries < 256; ++tries) {
      x = x0 + int(next() % std::uint32_t(w));
      y = y0 + int(next() % std::uint32_t(h));
      if (grid_.walkable(x, y)) return true;
    }
    return false;
  }
  const Grid& grid_;
  int reach_;
  std::uint32_t state_;
};

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

double predictedLandmarkShare(const SampleShape& sample, bool shortQuery) {
  if (sample.expanded <= 0.0) return 1.0;
  const double error = std::max(1.0, sample.costOverEstimate);
  const double share = shortQuery ? kShortLandmarkGain / std::sqrt(std::sqrt(error)) : kLongLandmarkGain / error;
  // They expand at least the path's cells, as any search does; where the rule's estimate is exact
  // (A* expanded little more than its path) they have nothing to save.
  return std::min(1.0, std::max({kMinLandmarkShare, std::min(kMaxLandmarkShare, share), sample.pathCells / sample.expanded}));
}

double forecastPayback(double buildMicros, double plainMicros, double share, double readCost) {
  const double saved = plainMicros * (1.0 - share * readCost);
  return saved > 0.0 ? buildMicros / saved : std::numeric_limits<double>::infinity();
}

FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries, GridSearch& sampler,
                        TerrainCost terrainCost) {
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
  // The landmarks' table keeps both directions where terrain is priced by the cell entered: twice the
  // bytes, and twice the Dijkstras to build it (a build with terrain also takes a radix heap).
  const bool bothWays = LandmarkTable::isDirected(grid, terrainCost);
  const std::string tableBytes = bothWays ? "64" : "32";
  const std::string tooLarge =
      "the map has over 1024 x 1024 cells: the landmarks' table would take " + tableBytes + " bytes for each";
  if (!landmarksFit && candidates.size() == 1) {
    pick.heuristicReason = tooLarge;
    return pick;
  }
  // A table already up to date for this map (a query or an import built it) is measured, not predicted.
  const bool tableAtHand = landmarksFit && sampler.landmarkTable().current(grid, rule, CostModel::Real, terrainCost);

  // What the samples measured of one configuration, over the long and the short queries.
  struct Sampled {
    Sampled(Algorithm a, Heuristic h) : algorithm(a), heuristic(h) {}
    Algorithm algorithm;
    Heuristic heuristic;
    std::uint64_t expanded[2] = {0, 0};  // long, short
    std::vector<double> perSample[2];    // each sample's expansions, in the order of pairs[kind]
    double measuredMicros = 0.0;         // the long samples' search time, all together
    void add(int kind, std::uint64_t n) {
      expanded[kind] += n;
      perSample[kind].push_back(double(n));
    }
  };
  SearchOptions options;
  options.diagonal = rule;
  options.terrainCost = terrainCost;
  options.recordTrace = false;
  const auto search = [&](Sampled& s, const std::array<int, 4>& p, bool timed) -> bool {
    options.algorithm = s.algorithm;
    options.heuristic = s.heuristic;
    if (sampler.start(grid, p[0], p[1], p[2], p[3], options)) return false;
    const auto began = std::chrono::steady_clock::now();
    const SearchStatus status = sampler.run();
    if (timed) s.measuredMicros += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
    return status == SearchStatus::Found;
  };
  // A* with the rule's estimate searches every sample first: it says whether the two cells are
  // connected, and its expansions, path and cost are what the landmarks' forecast reads.
  Sampled astar{Algorithm::AStar, Heuristic::Default};
  std::vector<SampleShape> shapes[2];
  const auto octile = [&](const std::array<int, 4>& p) {
    const double dx = std::abs(p[0] - p[2]), dy = std::abs(p[1] - p[3]);
    return rule == DiagonalRule::Never ? dx + dy : std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
  };
  std::vector<std::array<int, 4>> pairs[2];
  const auto connected = [&](int kind) {
    return [&, kind](const std::array<int, 4>& p) {
      const double was = astar.measuredMicros;
      if (!search(astar, p, kind == 0)) {
        astar.measuredMicros = was;  // a pair left out: the others do not search it
        return false;
      }
      const SearchSpace& space = sampler.space();
      astar.add(kind, space.expanded);
      shapes[kind].push_back({double(space.expanded), double(space.path.size()), space.pathCost / octile(p)});
      return true;
    };
  };
  // A few short samples go first, untimed: a search's first call in a fresh wasm instance compiles
  // its code, and that must not count against the long samples that are timed. Then more short ones
  // while they cost A* under half of what the long ones did (fastest.hpp, kMaxShortSampleQueries).
  PairSampler longPairs(grid, kLongReach, 2463534242u), shortPairs(grid, kShortReach, 2654435761u);
  shortPairs.draw(pairs[1], kMinShortSampleQueries, connected(1));
  longPairs.draw(pairs[0], kSampleQueries, connected(0));
  while (int(pairs[1].size()) < kMaxShortSampleQueries && 2 * astar.expanded[1] < astar.expanded[0]) {
    const std::size_t before = pairs[1].size();
    shortPairs.draw(pairs[1], 1, connected(1));
    if (pairs[1].size() == before) break;
  }
  if (pairs[0].empty()) {
    pick.algorithm = candidates[0];
    if (terrain) pick.reason = "the map has terrain costs, which JPS+ refuses; A*, as no two sampled cells are connected";
    pick.heuristicReason = "no two sampled cells are connected: nothing to measure, so the rule's own estimate";
    return pick;
  }
  pick.sampledQueries = int(pairs[0].size());

  // Each candidate with the rule's estimate (A* is sampled already), and with the landmarks where
  // their table is at hand.
  std::vector<Sampled> sampled;
  for (Algorithm a : candidates) {
    sampled.push_back(a == Algorithm::AStar ? astar : Sampled{a, Heuristic::Default});
    if (tableAtHand) sampled.emplace_back(a, Heuristic::Landmarks);
  }
  for (Sampled& s : sampled) {
    if (s.algorithm == Algorithm::AStar && s.heuristic == Heuristic::Default) continue;
    for (int kind : {1, 0}) {
      for (const std::array<int, 4>& p : pairs[kind]) {
        // A pair A* connected is found by every optimal search; 0 keeps the samples in step if not.
        s.add(kind, search(s, p, kind == 0) ? sampler.space().expanded : 0);
      }
    }
  }
  // The landmarks' share of a candidate's expansions with the rule's estimate: measured with a table
  // at hand, else predicted per sample from A*'s shape of it, weighted by the candidate's own
  // expansions on that sample (the jump point searches' expansions shrink with the landmarks about
  // as A*'s do, but a sample where A* expands much may be one where a jump point search does not).
  const auto predictedShare = [&](const Sampled& s, int kind) {
    double predicted = 0.0, expanded = 0.0;
    for (std::size_t i = 0; i < shapes[kind].size() && i < s.perSample[kind].size(); ++i) {
      predicted += predictedLandmarkShare(shapes[kind][i], kind == 1) * s.perSample[kind][i];
      expanded += s.perSample[kind][i];
    }
    return expanded > 0.0 ? predicted / expanded : 1.0;
  };
  const double queries[2] = {double(pairs[0].size()), double(std::max<std::size_t>(1, pairs[1].size()))};
  const double build = double(walkableCount(grid)) *
                       (bothWays ? kBuildMicrosPerCellTerrain : terrain ? kBuildMicrosPerCellCrossed
                                                                        : kBuildMicrosPerCell);
  const double expected = double(std::max<std::uint64_t>(1, expectedQueries));
  // On terrain A* with the rule's estimate is sampled first; what the samples measured slower than it
  // is never picked, whatever the cost model predicts (it can misjudge a map it was not measured on).
  // Slower means by more than kMeasuredNoise, and only samples of A* of kMeasurableMicros or more are
  // timed (fastest.hpp says why). Landmarks not measured are judged by their search's own samples.
  const bool timed = terrain && astar.measuredMicros >= kMeasurableMicros;
  const double astarMeasured = timed ? astar.measuredMicros * kMeasuredNoise : std::numeric_limits<double>::infinity();
  const auto find = [&](Algorithm a, Heuristic h) -> const Sampled* {
    for (const Sampled& s : sampled) {
      if (s.algorithm == a && s.heuristic == h) return &s;
    }
    return nullptr;
  };
  const auto measuredSlower = [&](const Sampled& s) {
    return !(s.algorithm == Algorithm::AStar && s.heuristic == Heuristic::Default) && s.measuredMicros > astarMeasured;
  };
  // Per query, in the wasm build's microseconds (kExpansionCosts): the candidate with the rule's
  // estimate, and with the landmarks (measured, or predicted from the share).
  const auto perQuery = [&](Algorithm a, Heuristic h, int kind) {
    const Sampled* s = find(a, h);
    if (h == Heuristic::Landmarks && !s) {
      const Sampled& plain = *find(a, Heuristic::Default);
      return perQueryPlain(plain.expanded[kind], queries[kind], a, terrain) * predictedShare(plain, kind) *
             landmarkReadCost(a, terrain);
    }
    return double(s->expanded[kind]) / queries[kind] * expansionCost(a, terrain, h);
  };
  struct Option {
    Algorithm algorithm;
    Heuristic heuristic;
    double total;
  };
  std::optional<Option> best;
  bool setAside = false;  // a candidate that expanded fewer cells than A* but ran slower in the samples
  for (Algorithm a : candidates) {
    const Sampled& plain = *find(a, Heuristic::Default);
    if (measuredSlower(plain)) {
      setAside = true;
      continue;
    }
    for (Heuristic h : {Heuristic::Default, Heuristic::Landmarks}) {
      if (h == Heuristic::Landmarks && !landmarksFit) continue;
      const Sampled* measured = find(a, h);
      if (measured && measuredSlower(*measured)) continue;
      // A table at hand costs nothing more to build.
      const double total = expected * perQuery(a, h, 0) + (h == Heuristic::Landmarks && !tableAtHand ? build : 0.0);
      if (!best || total < best->total) best = Option{a, h, total};
    }
  }
  if (!best) best = Option{Algorithm::AStar, Heuristic::Default, 0.0};  // only where A* is a candidate: terrain
  pick.algorithm = best->algorithm;
  pick.heuristic = best->heuristic;
  pick.landmarksMeasured = tableAtHand;
  const Sampled* picked = find(best->algorithm, best->heuristic);
  if (!picked) picked = find(best->algorithm, Heuristic::Default);
  if (terrain) {
    pick.pickedSampleMicros = picked->measuredMicros / queries[0];
    pick.astarSampleMicros = astar.measuredMicros / queries[0];
  }
  const std::string samples = std::to_string(pairs[0].size()) + " sample queries";
  if (terrain) {
    const Algorithm otherAlgorithm = best->algorithm == Algorithm::AStar ? Algorithm::JumpPoint : Algorithm::AStar;
    const bool jps = best->algorithm == Algorithm::JumpPoint;
    const std::uint64_t mine = find(best->algorithm, Heuristic::Default)->expanded[0] / pairs[0].size();
    const std::uint64_t theirs = find(otherAlgorithm, Heuristic::Default)->expanded[0] / pairs[0].size();
    pick.reason = std::string("the map has terrain costs, which JPS+ refuses; ");
    if (setAside) {
      // The cost model favoured the other, the clock did not: say which decided.
      pick.reason += "A*, as Jump point search (its terrain scan) ran slower in " + samples +
                     " across the map, although it expanded " + count(theirs) + " cells a query and A* " + count(mine);
    } else {
      // Predicted faster with more expansions: each of the other's costs more (JPS's scans).
      pick.reason += std::string(jps ? "Jump point search (its terrain scan)" : "A*") + " is predicted faster: in " + samples +
                     " across the map it expanded " + count(mine) + " cells a query and " + (jps ? "A*" : "Jump point search") +
                     " " + count(theirs) + (mine >= theirs ? ", each of whose expansions costs more" : "");
    }
  }
  if (!landmarksFit) {
    pick.heuristicReason = tooLarge;
    return pick;
  }
  const Algorithm a = best->algorithm;
  const double plainLong = perQuery(a, Heuristic::Default, 0), plainShort = perQuery(a, Heuristic::Default, 1);
  const double shareLong = perQuery(a, Heuristic::Landmarks, 0) / std::max(plainLong, 1e-12) / landmarkReadCost(a, terrain);
  const double shareShort = perQuery(a, Heuristic::Landmarks, 1) / std::max(plainShort, 1e-12) / landmarkReadCost(a, terrain);
  pick.paybackQueries = forecastPayback(build, plainLong, shareLong, landmarkReadCost(a, terrain));
  pick.shortPaybackQueries = pairs[1].empty() ? pick.paybackQueries
                                              : forecastPayback(build, plainShort * kShortExpansionCost, shareShort, landmarkReadCost(a, terrain));
  pick.landmarkShare = shareLong;
  pick.shortLandmarkShare = pairs[1].empty() ? shareLong : shareShort;
  const std::string name(algorithmInfo(a).name);
  std::string reason = "with the landmarks, " + name + (tableAtHand ? " expanded " : " is predicted to expand ") +
                       percent(shareLong) + " of the cells it " + (tableAtHand ? "did" : "does") +
                       " with the rule's own estimate, in " + samples + " across the map; ";
  const std::string table = "their table (eight landmarks, " + tableBytes + " bytes a cell)";
  const std::string payback = count(std::uint64_t(std::ceil(std::min(pick.paybackQueries, 1e15))));
  if (!std::isfinite(pick.paybackQueries)) {
    reason += "reading " + table + " would cost more than it saves, so it never pays back";
  } else if (tableAtHand) {
    reason += table + " is built already";
  } else if (pick.heuristic == Heuristic::Landmarks) {
    reason += table + " pays for its build after about " + payback + " such queries, within the " +
              count(std::uint64_t(expected)) + " expected";
  } else {
    reason += table + " would pay for its build only after about " + payback + " such queries, more than the " +
              count(std::uint64_t(expected)) + " expected";
  }
  pick.heuristicReason = reason;
  return pick;
}

FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries, TerrainCost terrainCost) {
  GridSearch sampler;
  return pickFastest(grid, rule, expectedQueries, sampler, terrainCost);
}

}  // namespace pathlab
