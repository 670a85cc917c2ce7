// A directed graph of positioned nodes and one-way weighted connections
// (a directed graph with non-negative weights, as in Millington's *AI for Games*), stored as compressed
// sparse rows: the edges leaving node n are targets_[offsets_[n] .. offsets_[n+1]).
// It offers the same interface as GridGraph (nodeCount, forEachNeighbor,
// heuristic, goalEstimate, distance, publicId), so the best-first and
// breadth-first searches run on it unchanged. Node ids are 0..nodeCount-1 and
// are also the public ids used in traces and paths.
#pragma once

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/grid_graph.hpp"
#include "core/options.hpp"

namespace pathlab {

inline constexpr std::uint32_t kMaxGraphNodes = 1u << 24;
inline constexpr std::uint64_t kMaxGraphEdges = 1ull << 26;

class ExplicitGraph {
 public:
  // Replaces the graph. `xy` holds nodeCount (x, y) pairs; `edges` holds
  // edgeCount (from, to, cost) triples, ids as whole numbers. Returns "" or
  // why the input is malformed (then the previous graph is kept): ids that are
  // not node ids, costs that are negative, infinite or NaN, coordinates that
  // are not finite, sizes over the limits. Parallel edges and loops are allowed.
  std::string build(const double* xy, std::uint64_t nodeCount, const double* edges, std::uint64_t edgeCount) {
    if (std::string e = check(xy, nodeCount, edges, edgeCount); !e.empty()) return e;
    const std::uint32_t n = std::uint32_t(nodeCount);
    xs_.assign(n, 0.0);
    ys_.assign(n, 0.0);
    for (std::uint32_t i = 0; i < n; ++i) {
      xs_[i] = xy[2 * i];
      ys_[i] = xy[2 * i + 1];
    }
    // Counting sort by source node; edges keep their input order within a node.
    offsets_.assign(std::size_t(n) + 1, 0);
    for (std::uint64_t e = 0; e < edgeCount; ++e) ++offsets_[std::uint32_t(edges[3 * e]) + 1];
    for (std::uint32_t i = 0; i < n; ++i) offsets_[i + 1] += offsets_[i];
    targets_.resize(edgeCount);
    costs_.resize(edgeCount);
    std::vector<std::uint32_t> next(offsets_.begin(), offsets_.end() - 1);
    for (std::uint64_t e = 0; e < edgeCount; ++e) {
      const std::uint32_t slot = next[std::uint32_t(edges[3 * e])]++;
      targets_[slot] = std::uint32_t(edges[3 * e + 1]);
      costs_[slot] = edges[3 * e + 2];
    }
    return "";
  }

  // The estimate used by heuristic(); Default means Euclidean, the seed's choice.
  void setHeuristic(Heuristic h) { heuristic_ = h == Heuristic::Default ? Heuristic::Euclidean : h; }
  Heuristic heuristicKind() const { return heuristic_; }

  std::uint32_t nodeCount() const { return std::uint32_t(xs_.size()); }
  std::uint64_t edgeCount() const { return targets_.size(); }
  std::uint32_t publicId(std::uint32_t node) const { return node; }
  double x(std::uint32_t node) const { return xs_[node]; }
  double y(std::uint32_t node) const { return ys_[node]; }

  template <typename Visit>
  void forEachNeighbor(std::uint32_t node, Visit&& visit) const {
    for (std::uint32_t e = offsets_[node]; e < offsets_[node + 1]; ++e) visit(targets_[e], costs_[e]);
  }

  double heuristic(std::uint32_t from, std::uint32_t to) const { return distance(heuristic_, from, to); }
  // How near the goal a node looks, for partial paths: straight-line distance
  // when the search runs with h = 0.
  double goalEstimate(std::uint32_t from, std::uint32_t to) const {
    return distance(heuristic_ == Heuristic::Zero ? Heuristic::Euclidean : heuristic_, from, to);
  }
  // Distance between node positions (one unit per coordinate unit, diagonal sqrt 2).
  double distance(Heuristic h, std::uint32_t from, std::uint32_t to) const {
    return heuristicDistance(h, std::abs(xs_[from] - xs_[to]), std::abs(ys_[from] - ys_[to]), 1.0, kSqrt2);
  }

 private:
  static std::string check(const double* xy, std::uint64_t nodeCount, const double* edges, std::uint64_t edgeCount) {
    if (nodeCount > kMaxGraphNodes) return "a graph may have at most " + std::to_string(kMaxGraphNodes) + " nodes";
    if (edgeCount > kMaxGraphEdges) return "a graph may have at most " + std::to_string(kMaxGraphEdges) + " edges";
    for (std::uint64_t i = 0; i < nodeCount; ++i) {
      if (!std::isfinite(xy[2 * i]) || !std::isfinite(xy[2 * i + 1])) {
        return "node " + std::to_string(i) + " has a coordinate that is not a finite number";
      }
    }
    for (std::uint64_t e = 0; e < edgeCount; ++e) {
      const double from = edges[3 * e], to = edges[3 * e + 1], cost = edges[3 * e + 2];
      if (!isNodeId(from, nodeCount)) return badId(e, "from", nodeCount);
      if (!isNodeId(to, nodeCount)) return badId(e, "to", nodeCount);
      if (!(cost >= 0.0) || !std::isfinite(cost)) {
        return "edge " + std::to_string(e) + ": cost must be a finite number >= 0";
      }
    }
    return "";
  }
  static bool isNodeId(double id, std::uint64_t nodeCount) {
    return id >= 0.0 && id < double(nodeCount) && id == std::floor(id);
  }
  static std::string badId(std::uint64_t edge, const char* end, std::uint64_t nodeCount) {
    std::string text = "edge " + std::to_string(edge) + ": '" + end + "' is not a node id";
    if (nodeCount == 0) return text + " (the graph has no nodes)";
    return text + " (a whole number from 0 to " + std::to_string(nodeCount - 1) + ")";
  }

  std::vector<double> xs_, ys_;
  std::vector<std::uint32_t> offsets_;  // nodeCount + 1 entries
  std::vector<std::uint32_t> targets_;
  std::vector<double> costs_;
  Heuristic heuristic_ = Heuristic::Euclidean;
};

}  // namespace pathlab
