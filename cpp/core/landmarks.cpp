#include "core/landmarks.hpp"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cmath>
#include <string>

#include "core/grid_graph.hpp"

namespace pathlab {
namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;
constexpr std::uint32_t kFar = LandmarkTable::kUnreachable;  // a distance not reached yet

// a + b, at most the table's cap (a and b are at most the cap: no overflow in 64 bits).
std::uint32_t capped(std::uint32_t a, std::uint32_t b) {
  return std::uint32_t(std::min<std::uint64_t>(std::uint64_t(a) + b, LandmarkTable::kCap));
}

// Step costs in whole units, rounded down (landmarks.hpp): the step's cost as the searches compute
// it (GridGraph, core/terrain_cost.hpp), divided by the unit (a power of two: exact) and rounded
// down. A step that costs its entered cell's terrain c costs the rule's straight or diagonal unit
// times c, kept in a table by c.
class RoundedSteps {
 public:
  RoundedSteps(const GridGraph& graph, double unit)
      : graph_(graph),
        stride_(graph.grid().stride()),
        perUnit_(1.0 / unit),
        crossed_(graph.terrainCost() == TerrainCost::Crossed) {
    for (int c = 0; c <= Grid::kCostMask; ++c) {
      straight_[c] = std::uint32_t(std::floor(graph.straightCost() * c / unit));
      diagonal_[c] = std::uint32_t(std::floor(graph.diagonalCost() * c / unit));
    }
  }
  std::uint32_t straight(int cost) const { return straight_[cost]; }
  std::uint32_t diagonal(int cost) const { return diagonal_[cost]; }
  // The step between `at` and its neighbour `next`, which the graph prices at `stepCost` from `at`:
  // forwards the step from `at` to `next`, backwards the step from `next` to `at`. A step that
  // crosses cells costs the same both ways; one that enters a cell costs that cell's terrain.
  [[gnu::always_inline]] std::uint32_t operator()(std::uint32_t at, std::uint32_t next, bool backwards,
                                                  double stepCost) const {
    if (crossed_) return std::uint32_t(std::floor(stepCost * perUnit_));
    const int cost = graph_.grid().nodeCost(backwards ? at : next);
    const bool straightStep = next == at + 1 || next == at - 1 || next == at + stride_ || next == at - stride_;
    return straightStep ? straight_[cost] : diagonal_[cost];
  }

 private:
  const GridGraph& graph_;
  std::uint32_t stride_;
  double perUnit_;
  bool crossed_;
  std::uint32_t straight_[Grid::kCostMask + 1];
  std::uint32_t diagonal_[Grid::kCostMask + 1];
};

// A radix heap (Ahuja, Mehlhorn, Orlin and Tarjan, "Faster Algorithms for the Shortest Path
// Problem", JACM 1990, https://doi.org/10.1145/77600.77615). Dijkstra's keys never fall below the
// last one taken, so an entry is filed by the highest bit in which its key differs from that key:
// bucket 0 holds keys equal to it, bucket b keys that differ first in bit b - 1. Taking the
// smallest key empties the lowest non-empty bucket into lower ones, and each entry moves down at
// most 32 times. A node reached again at a lower key leaves a stale entry, which its taker skips.
// Keys pushed before the first pop may be anything.
class RadixHeap {
 public:
  struct Entry {
    std::uint32_t node;
    std::uint32_t key;
  };
  void clear() {
    for (std::vector<Entry>& bucket : buckets_) bucket.clear();
    last_ = 0;
    size_ = 0;
  }
  bool empty() const { return size_ == 0; }
  [[gnu::always_inline]] void push(std::uint32_t node, std::uint32_t key) {
    buckets_[bucketOf(key)].push_back({node, key});
    ++size_;
  }
  Entry pop() {
    if (buckets_[0].empty()) {
      std::size_t b = 1;
      while (buckets_[b].empty()) ++b;
      std::vector<Entry>& from = buckets_[b];
      last_ = std::min_element(from.begin(), from.end(), [](Entry x, Entry y) { return x.key < y.key; })->key;
      for (const Entry e : from) buckets_[bucketOf(e.key)].push_back(e);
      from.clear();
    }
    const Entry e = buckets_[0].back();
    buckets_[0].pop_back();
    --size_;
    return e;
  }

 private:
  std::size_t bucketOf(std::uint32_t key) const { return key == last_ ? 0 : 32 - std::countl_zero(key ^ last_); }
  std::vector<Entry> buckets_[33];
  std::uint32_t last_ = 0;
  std::size_t size_ = 0;
};

// Dijkstra from one node over the whole map, on the map whose step costs are rounded down to
// whole units, forwards (distances from the source) or backwards (to it). Without terrain the open
// list is two first-in-first-out queues, one per step cost, each sorted by construction; with
// terrain a radix heap. Its buffers are kept from run to run.
class WholeMapDijkstra {
 public:
  WholeMapDijkstra(const GridGraph& graph, double unit) : graph_(graph), steps_(graph, unit), dist_(graph.nodeCount()) {}

  // Fills distances() from `source` (backwards: to it); kFar for the nodes out of reach.
  void run(std::uint32_t source, bool backwards, bool uniform) {
    std::fill(dist_.begin(), dist_.end(), kFar);
    dist_[source] = 0;
    if (uniform) {
      runUniform(source);
    } else {
      runRadix(source, backwards);
    }
  }
  const std::vector<std::uint32_t>& distances() const { return dist_; }

 private:
  // Every cell costs 1: two step costs, two queues, and the same distances both ways.
  void runUniform(std::uint32_t source) {
    for (Queue& q : queues_) {
      q.entries.clear();
      q.head = 0;
    }
    queues_[0].entries.push_back({source, 0});
    const std::uint32_t straight = steps_.straight(1), diagonal = steps_.diagonal(1);
    const double straightCost = graph_.straightCost();
    for (;;) {
      Queue* q = nullptr;
      for (Queue& candidate : queues_) {
        if (candidate.head < candidate.entries.size() &&
            (q == nullptr || candidate.entries[candidate.head].key < q->entries[q->head].key)) {
          q = &candidate;
        }
      }
      if (q == nullptr) return;
      const RadixHeap::Entry e = q->entries[q->head++];
      if (e.key > dist_[e.node]) continue;  // settled earlier at a lower cost
      graph_.forEachNeighbor(e.node, [&](std::uint32_t next, double stepCost) {
        const std::uint32_t cost = stepCost == straightCost ? straight : diagonal;
        const std::uint32_t d = capped(e.key, cost);
        if (dist_[next] <= d) return;
        dist_[next] = d;
        queues_[cost == straight ? 0 : 1].entries.push_back({next, d});
      });
    }
  }

  // Terrain: the radix heap.
  void runRadix(std::uint32_t source, bool backwards) {
    heap_.clear();
    heap_.push(source, 0);
    while (!heap_.empty()) {
      const RadixHeap::Entry e = heap_.pop();
      if (e.key > dist_[e.node]) continue;  // settled earlier at a lower key
      // Inlined by force: the wasm build otherwise keeps this visit a call per neighbour (its
      // bucket's growth makes it large), and the calls were most of the build's time.
      graph_.forEachNeighbor(
          e.node, [&](std::uint32_t next, double stepCost) __attribute__((always_inline)) {
            const std::uint32_t d = capped(e.key, steps_(e.node, next, backwards, stepCost));
            if (dist_[next] <= d) return;
            dist_[next] = d;
            heap_.push(next, d);
          });
    }
  }

  struct Queue {
    std::vector<RadixHeap::Entry> entries;
    std::size_t head = 0;
  };
  const GridGraph& graph_;
  RoundedSteps steps_;
  std::vector<std::uint32_t> dist_;
  Queue queues_[2];
  RadixHeap heap_;
};

// A walkable node of the largest region of nodes that reach one another, or kNone.
std::uint32_t largestRegionNode(const GridGraph& graph) {
  std::vector<std::uint8_t> seen(graph.nodeCount(), 0);
  std::vector<std::uint32_t> stack;
  std::uint32_t best = kNone;
  std::size_t bestSize = 0;
  for (std::uint32_t node = 0; node < graph.nodeCount(); ++node) {
    if (seen[node] || !graph.isOpen(node)) continue;
    std::size_t size = 0;
    seen[node] = 1;
    stack.push_back(node);
    while (!stack.empty()) {
      const std::uint32_t at = stack.back();
      stack.pop_back();
      ++size;
      graph.forEachNeighbor(at, [&](std::uint32_t next, double) {
        if (!seen[next]) {
          seen[next] = 1;
          stack.push_back(next);
        }
      });
    }
    if (size > bestSize) {
      bestSize = size;
      best = node;
    }
  }
  return best;
}

// The reached node farthest by `distance` (kFar: not reached).
std::uint32_t farthest(const std::vector<std::uint32_t>& distance, std::uint32_t fallback) {
  std::uint32_t best = fallback;
  for (std::uint32_t node = 0; node < distance.size(); ++node) {
    if (distance[node] != kFar && distance[node] > distance[best]) best = node;
  }
  return best;
}

// Lowers one column of the table (one landmark, one direction) where the moves into the edited
// blocks now give a shorter distance, and on from there: Dijkstra that only ever lowers values.
// `at(node)` is the node's stored distance; `blocks` are the nodes whose moves may have changed.
template <class At>
std::size_t lowerColumn(const GridGraph& graph, const RoundedSteps& steps, const std::vector<std::uint32_t>& blocks,
                        bool backwards, RadixHeap& heap, At&& at) {
  heap.clear();
  for (const std::uint32_t x : blocks) {
    if (!graph.isOpen(x)) continue;
    std::uint32_t best = at(x);
    // The move u -> x forwards; x -> u backwards, the one the graph prices from x (a move that
    // crosses cells costs the same both ways, and one that enters a cell is priced by the cell).
    graph.forEachNeighbor(x, [&](std::uint32_t u, double stepCost) {
      const std::uint32_t du = at(u);
      if (du != kFar) best = std::min(best, capped(du, steps(u, x, backwards, stepCost)));
    });
    at(x) = best;
    if (best != kFar) heap.push(x, best);  // also for its own moves out, new if it was a wall
  }
  std::size_t lowered = 0;
  while (!heap.empty()) {
    const RadixHeap::Entry e = heap.pop();
    if (e.key > at(e.node)) continue;  // lowered again since
    graph.forEachNeighbor(
        e.node, [&](std::uint32_t next, double stepCost) __attribute__((always_inline)) {
          const std::uint32_t d = capped(e.key, steps(e.node, next, backwards, stepCost));
          if (at(next) <= d) return;
          at(next) = d;
          heap.push(next, d);
          ++lowered;
        });
  }
  return lowered;
}

}  // namespace

bool LandmarkTable::repair(const Grid& grid) {
  const auto began = std::chrono::steady_clock::now();
  // Many edits at once are a new map: a fresh table measures it better and costs about the same.
  const std::int64_t limit = std::max<std::int64_t>(64, grid.cellCount() / 16);
  std::int64_t edits = 0;
  std::vector<std::uint32_t> blocks;
  const std::uint32_t stride = grid.stride();
  const bool journalled = grid.changesSince(revision_, [&](int x, int y) {
    if (++edits > limit) return;
    const std::uint32_t centre = grid.node(x, y);
    // The edited cell and its eight neighbours: the moves whose cost or legality an edit can
    // change all end at one of them (a diagonal's side cells are next to both its ends).
    for (const std::uint32_t row : {centre - stride, centre, centre + stride}) {
      blocks.push_back(row - 1);
      blocks.push_back(row);
      blocks.push_back(row + 1);
    }
  });
  if (!journalled || edits > limit) return false;
  std::sort(blocks.begin(), blocks.end());
  blocks.erase(std::unique(blocks.begin(), blocks.end()), blocks.end());
  if (!directed_ && isDirected(grid, terrain_)) {
    // Terrain makes the two directions differ: each distance serves both ways from now on (on the
    // old map, without terrain, the two were equal).
    std::vector<std::uint32_t> both(values_.size() * 2);
    for (std::size_t node = 0; node < values_.size() / kLandmarks; ++node) {
      for (int i = 0; i < kLandmarks; ++i) {
        both[node * 2 * kLandmarks + std::size_t(i)] = values_[node * kLandmarks + std::size_t(i)];
        both[node * 2 * kLandmarks + kLandmarks + std::size_t(i)] = values_[node * kLandmarks + std::size_t(i)];
      }
    }
    values_.swap(both);
    directed_ = true;
    perNode_ = 2 * kLandmarks;
  }
  const GridGraph graph(grid, rule_, costs_, Heuristic::Zero, terrain_);
  const RoundedSteps steps(graph, unit_);
  RadixHeap heap;
  repairedValues_ = 0;
  for (int i = 0; i < kLandmarks; ++i) {
    for (int backwards = 0; backwards <= int(directed_); ++backwards) {
      std::uint32_t* column = values_.data() + i + (backwards ? kLandmarks : 0);
      const std::size_t per = perNode_;
      repairedValues_ += lowerColumn(graph, steps, blocks, backwards != 0, heap,
                                     [column, per](std::uint32_t node) -> std::uint32_t& { return column[node * per]; });
    }
  }
  revision_ = grid.revision();
  contentId_ = grid.contentId();
  repairMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return true;
}

Problem LandmarkTable::check(const Grid& grid) {
  if (grid.cellCount() > kMaxCells) {
    return {ErrorCode::UnsupportedCombination,
            "The landmarks heuristic keeps 32 bytes per cell (64 with terrain priced by the cell entered), for at most 4096 x 4096 cells; "
            "this " +
                std::to_string(grid.width()) + " x " + std::to_string(grid.height()) + " grid has " +
                std::to_string(grid.cellCount()) + " cells; use the default heuristic"};
  }
  return {};
}

bool LandmarkTable::rebuild(const Grid& grid, DiagonalRule rule, CostModel costs, TerrainCost terrain) {
  const auto began = std::chrono::steady_clock::now();
  const GridGraph graph(grid, rule, costs, Heuristic::Zero, terrain);
  directed_ = isDirected(grid, terrain);
  perNode_ = directed_ ? 2 * kLandmarks : kLandmarks;
  unit_ = costs == CostModel::Integer ? 1.0 : kRealUnit;
  values_.assign(std::size_t(graph.nodeCount()) * perNode_, kUnreachable);
  cells_.clear();
  if (const std::uint32_t seed = largestRegionNode(graph); seed != kNone) {
    WholeMapDijkstra dijkstra(graph, unit_);
    const bool uniform = grid.terrainCellCount() == 0;
    dijkstra.run(seed, false, uniform);
    std::uint32_t landmark = farthest(dijkstra.distances(), seed);
    // Each node's distance from its nearest landmark so far (kFar: out of reach).
    std::vector<std::uint32_t> nearest(graph.nodeCount(), kFar);
    for (int i = 0; i < kLandmarks; ++i) {
      cells_.push_back(grid.cellIndex(landmark));
      for (int backwards = 0; backwards <= int(directed_); ++backwards) {
        dijkstra.run(landmark, backwards != 0, uniform);
        const std::vector<std::uint32_t>& d = dijkstra.distances();
        std::uint32_t* column = values_.data() + i + (backwards ? kLandmarks : 0);
        for (std::size_t node = 0; node < d.size(); ++node) column[node * perNode_] = d[node];
        if (backwards) continue;
        for (std::size_t node = 0; node < d.size(); ++node) nearest[node] = std::min(nearest[node], d[node]);
      }
      landmark = farthest(nearest, landmark);
    }
  }
  contentId_ = grid.contentId();
  lineage_ = grid.lineage();
  revision_ = grid.revision();
  repairMicros_ = 0.0;
  repairedValues_ = 0;
  rule_ = rule;
  costs_ = costs;
  terrain_ = terrain;
  buildMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  ++builds_;
  return true;
}

}  // namespace pathlab
