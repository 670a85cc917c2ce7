// The workspace and outcome shared by every algorithm: per-node records, the
// trace, counters, status and the path. Reused across searches; allocates only
// when a larger map comes along or the trace outgrows its previous length.
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "core/open_list.hpp"
#include "core/options.hpp"
#include "core/search_records.hpp"
#include "core/trace.hpp"

namespace pathlab {

// Halfway: stopped early by the stopWhenHalfway option, with a partial path.
enum class SearchStatus : std::uint8_t { Running = 0,
                                         Found = 1,
                                         NoPath = 2,
                                         Limit = 3,
                                         Halfway = 4 };

// Costs that differ by less than this (relative) are equal but for rounding.
inline constexpr double kTieEpsilon = 1e-10;

// Whether a new cost is a real improvement and not rounding noise.
inline bool improves(double candidate, double current) {
  return candidate < current - kTieEpsilon * (1.0 + current);
}

struct SearchSpace {
  SearchRecords records;
  Trace trace;
  std::vector<std::uint32_t> path;  // public ids, start first
  double pathCost = 0.0;
  std::uint64_t expanded = 0;
  std::uint64_t opened = 0;
  std::uint64_t iterations = 0;  // deepening passes (IDA*); 0 for searches without them
  // The tables the search reads (JPS+'s jump table, the landmarks' distances), built on a search's start
  // and kept for later searches on the same cells. precomputeMicros: when start() built one, the time it
  // spent building; else what they took when they were built; -1: no table.
  double precomputeMicros = -1.0;
  bool precomputedNow = false;        // start() built a table (else earlier searches on the same cells did)
  std::uint64_t precomputeBytes = 0;  // the memory the tables take; 0: none
  SearchStatus status = SearchStatus::Running;

  void begin(std::uint32_t nodeCount, const SearchOptions& options) {
    records.prepare(nodeCount);
    trace.reset(options.recordTrace, options.maxTraceEvents);
    path.clear();
    pathCost = 0.0;
    expanded = 0;
    opened = 0;
    iterations = 0;
    precomputeMicros = -1.0;
    precomputedNow = false;
    precomputeBytes = 0;
    status = SearchStatus::Running;
  }

  // Ends the search with `result`, walking parents back from `end` (kNoNode: no
  // path) and recording the path in the trace from the start onwards.
  template <class Graph>
  SearchStatus finish(const Graph& graph, SearchStatus result, std::uint32_t end, std::uint32_t goal) {
    status = result;
    if (end == kNoNode) return status;
    pathCost = records.g(end);
    const std::size_t first = path.size();
    records.appendChain(end, path);
    std::uint32_t previous = kNoParent;
    for (std::size_t i = first; i < path.size(); ++i) {
      const std::uint32_t n = path[i];
      path[i] = graph.publicId(n);
      trace.record(TraceKind::Path, path[i], previous, records.g(n), graph.heuristic(n, goal));
      previous = path[i];
    }
    return status;
  }

  // Closes `node` as the next expansion (counted, and traced with the estimate
  // estimate() when tracing); at the goal, ends the search with its path.
  // Returns whether the search goes on to expand the node's neighbours.
  template <class Graph, class Estimate>
  [[gnu::always_inline]] bool expand(const Graph& graph, std::uint32_t node, bool atGoal, std::uint32_t goal,
                                     Estimate&& estimate) {
    records.setClosed(node);
    ++expanded;
    if (trace.enabled()) note(graph, TraceKind::Expand, node, estimate());
    if constexpr (RecordsMicroSteps<Graph>) note(graph, TraceKind::GoalTest, node, estimate());
    if (!atGoal) return true;
    finish(graph, SearchStatus::Found, node, goal);
    return false;
  }

  // Records an event for `node` with its current g and parent. The test is
  // inlined into the search loops, the recording (rare without a trace) is a call.
  template <class Graph>
  [[gnu::always_inline]] void note(const Graph& graph, TraceKind kind, std::uint32_t node, double h) {
    if (trace.enabled()) recordEvent(graph, kind, node, h);
  }
  template <class Graph>
  [[gnu::noinline]] void recordEvent(const Graph& graph, TraceKind kind, std::uint32_t node, double h) {
    const std::uint32_t parent = records.parent(node);
    trace.record(kind, graph.publicId(node), parent == kNoNode ? kNoParent : graph.publicId(parent),
                 records.g(node), h);
  }
};

// Remembers the reached node that looks closest to the goal, for partial paths
// when a search stops at its expansion cap (the iteration limit of Ofer Rubinstein's A* tutorial, http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/). Lower estimate wins,
// then lower g.
class PromisingNode {
 public:
  void reset(bool enabled) {
    enabled_ = enabled;
    node_ = kNoNode;
  }
  void offer(std::uint32_t node, double estimate, double g) {
    if (!enabled_) return;
    if (node_ == kNoNode || estimate < estimate_ || (estimate == estimate_ && g < g_)) {
      node_ = node;
      estimate_ = estimate;
      g_ = g;
    }
  }
  bool enabled() const { return enabled_; }
  std::uint32_t node() const { return node_; }

 private:
  bool enabled_ = false;
  std::uint32_t node_ = kNoNode;
  double estimate_ = 0.0;
  double g_ = 0.0;
};

}  // namespace pathlab
