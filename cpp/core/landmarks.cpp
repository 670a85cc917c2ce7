#include "core/landmarks.hpp"

#include <algorithm>
#include <chrono>
#include <string>

#include "core/grid_graph.hpp"

namespace pathlab {
namespace {

constexpr std::uint32_t kNone = 0xFFFFFFFFu;

// Dijkstra from one node over the whole map, for a map whose moves cost `straight` or
// `diagonal` (no terrain): two first-in-first-out queues, one per step cost, each sorted
// by construction (see landmarks.hpp). Its buffers are kept from run to run.
class WholeMapDijkstra {
 public:
  explicit WholeMapDijkstra(const GridGraph& graph) : graph_(graph), dist_(graph.nodeCount()) {}

  // Fills distances() from `source`: -1 for the nodes it cannot reach.
  void run(std::uint32_t source) {
    std::fill(dist_.begin(), dist_.end(), -1.0);
    for (Queue& q : queues_) {
      q.entries.clear();
      q.head = 0;
    }
    dist_[source] = 0.0;
    queues_[0].entries.push_back({source, 0.0});
    const double straight = graph_.straightCost();
    for (;;) {
      Queue* q = nullptr;
      for (Queue& candidate : queues_) {
        if (candidate.head < candidate.entries.size() &&
            (q == nullptr || candidate.entries[candidate.head].key < q->entries[q->head].key)) {
          q = &candidate;
        }
      }
      if (q == nullptr) return;
      const Entry e = q->entries[q->head++];
      if (e.key > dist_[e.node]) continue;  // settled earlier at a lower cost
      graph_.forEachNeighbor(e.node, [&](std::uint32_t next, double cost) {
        const double d = e.key + cost;
        if (dist_[next] >= 0.0 && dist_[next] <= d) return;
        dist_[next] = d;
        queues_[cost == straight ? 0 : 1].entries.push_back({next, d});
      });
    }
  }
  const std::vector<double>& distances() const { return dist_; }

 private:
  struct Entry {
    std::uint32_t node;
    double key;
  };
  struct Queue {
    std::vector<Entry> entries;
    std::size_t head = 0;
  };
  const GridGraph& graph_;
  std::vector<double> dist_;
  Queue queues_[2];
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

// The reached node farthest by `distance` (>= 0 for reached nodes).
std::uint32_t farthest(const std::vector<double>& distance, std::uint32_t fallback) {
  std::uint32_t best = fallback;
  for (std::uint32_t node = 0; node < distance.size(); ++node) {
    if (distance[node] > distance[best]) best = node;
  }
  return best;
}

}  // namespace

Problem LandmarkTable::check(const Grid& grid) {
  if (const std::int64_t terrain = grid.terrainCellCount(); terrain != 0) {
    return {ErrorCode::UnsupportedCombination,
            "The landmarks heuristic measures distances on a map where every step costs the same, but " +
                std::to_string(terrain) + (terrain == 1 ? " walkable cell has" : " walkable cells have") +
                " another terrain cost; use the default heuristic on maps with terrain"};
  }
  if (grid.cellCount() > kMaxCells) {
    return {ErrorCode::UnsupportedCombination,
            "The landmarks heuristic keeps 64 bytes per cell, for at most 2048 x 2048 cells (256 MiB); this " +
                std::to_string(grid.width()) + " x " + std::to_string(grid.height()) + " grid has " +
                std::to_string(grid.cellCount()) + " cells"};
  }
  return {};
}

bool LandmarkTable::rebuild(const Grid& grid, DiagonalRule rule, CostModel costs) {
  const auto began = std::chrono::steady_clock::now();
  const GridGraph graph(grid, rule, costs, Heuristic::Zero);
  Row unreachable;
  std::fill(std::begin(unreachable.d), std::end(unreachable.d), -1.0);
  rows_.assign(graph.nodeCount(), unreachable);
  cells_.clear();
  if (const std::uint32_t seed = largestRegionNode(graph); seed != kNone) {
    WholeMapDijkstra dijkstra(graph);
    dijkstra.run(seed);
    std::uint32_t landmark = farthest(dijkstra.distances(), seed);
    // Each node's distance to its nearest landmark so far (-1: out of reach).
    std::vector<double> nearest(graph.nodeCount(), -1.0);
    for (int i = 0; i < kLandmarks; ++i) {
      cells_.push_back(grid.cellIndex(landmark));
      dijkstra.run(landmark);
      const std::vector<double>& d = dijkstra.distances();
      for (std::uint32_t node = 0; node < d.size(); ++node) {
        rows_[node].d[i] = d[node];
        if (d[node] >= 0.0 && (nearest[node] < 0.0 || d[node] < nearest[node])) nearest[node] = d[node];
      }
      landmark = farthest(nearest, landmark);
    }
  }
  contentId_ = grid.contentId();
  rule_ = rule;
  costs_ = costs;
  buildMicros_ = std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - began).count();
  return true;
}

}  // namespace pathlab
