#include "algorithms/graph_search.hpp"

#include <chrono>

namespace pathlab {
namespace {

Problem checkNode(const ExplicitGraph& graph, const char* what, std::uint32_t node) {
  if (node < graph.nodeCount()) return {};
  std::string text = std::string(what) + " " + std::to_string(node) + " is not a node id";
  if (graph.nodeCount() == 0) return {ErrorCode::OutOfBounds, text + " (the graph has no nodes)"};
  return {ErrorCode::OutOfBounds, text + " (0 to " + std::to_string(graph.nodeCount() - 1) + ")"};
}

Problem checkGraphOptions(const SearchOptions& options) {
  if (!algorithmInfo(options.algorithm).graphs) {
    return {ErrorCode::UnsupportedCombination,
            "graphs can be searched with " + idsWhere(&AlgorithmInfo::graphs) + ", not " + std::string(algorithmName(options.algorithm))};
  }
  if (options.flee) return {ErrorCode::UnsupportedCombination, "flee works on grids only"};
  if (options.heuristic == Heuristic::Landmarks) {
    return {ErrorCode::UnsupportedCombination, "The landmarks heuristic works on grids only"};
  }
  if (options.pathSmoothing != PathSmoothing::None) {
    return {ErrorCode::UnsupportedCombination, "pathSmoothing works on grids only"};
  }
  return checkOptions(options);
}

}  // namespace

Problem GraphSearch::setGraph(const double* xy, std::uint64_t nodeCount, const double* edges,
                              std::uint64_t edgeCount) {
  if (std::string e = graph_.build(xy, nodeCount, edges, edgeCount); !e.empty()) return {ErrorCode::BadGraph, e};
  started_ = false;
  space_.status = SearchStatus::Running;
  return {};
}

Problem GraphSearch::start(std::uint32_t start, std::uint32_t goal, const SearchOptions& options) {
  if (Problem p = checkNode(graph_, "start", start)) return p;
  if (Problem p = checkNode(graph_, "goal", goal)) return p;
  if (Problem p = checkGraphOptions(options)) return p;

  const bool blind = options.algorithm == Algorithm::Dijkstra || options.algorithm == Algorithm::BreadthFirst;
  graph_.setHeuristic(blind ? Heuristic::Zero : options.heuristic);
  space_.begin(graph_.nodeCount(), options);
  micros_ = 0.0;
  started_ = true;
  breadth_ = options.algorithm == Algorithm::BreadthFirst;
  BestFirstConfig config = BestFirstConfig::forAlgorithm(options.algorithm, options);
  config.reopenClosed = true;
  micro_.reset();
  if (options.recordTrace && options.traceDetail == TraceDetail::Micro) {
    micro_.emplace(graph_, space_.trace);
    if (breadth_) microBreadthFirst_.begin(space_, *micro_, start, goal, options.maxExpansions);
    else microBestFirst_.begin(space_, *micro_, start, goal, config);
  } else if (breadth_) {
    breadthFirst_.begin(space_, graph_, start, goal, options.maxExpansions);
  } else {
    bestFirst_.begin(space_, graph_, start, goal, config);
  }
  return {};
}

SearchStatus GraphSearch::step(std::uint64_t expansions) {
  if (!started_ || done()) return space_.status;
  const auto t0 = std::chrono::steady_clock::now();
  const SearchStatus status = micro_ ? (breadth_ ? microBreadthFirst_.advance(expansions) : microBestFirst_.advance(expansions))
                                     : (breadth_ ? breadthFirst_.advance(expansions) : bestFirst_.advance(expansions));
  micros_ += std::chrono::duration<double, std::micro>(std::chrono::steady_clock::now() - t0).count();
  return status;
}

}  // namespace pathlab
