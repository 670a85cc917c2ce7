#include "core/options.hpp"

#include "core/algorithm_info.hpp"

#include <array>
#include <cmath>
#include <string>
#include <utility>

namespace pathlab {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> lookup(const std::array<std::pair<std::string_view, Enum>, N>& table,
                           std::string_view name) {
  for (const auto& [key, value] : table) {
    if (key == name) return value;
  }
  return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string_view nameOf(const std::array<std::pair<std::string_view, Enum>, N>& table, Enum value) {
  for (const auto& [key, v] : table) {
    if (v == value) return key;
  }
  return "?";
}

constexpr std::array<std::pair<std::string_view, Heuristic>, 6> kHeuristics{{
    {"default", Heuristic::Default},
    {"manhattan", Heuristic::Manhattan},
    {"euclidean", Heuristic::Euclidean},
    {"octile", Heuristic::Octile},
    {"chebyshev", Heuristic::Chebyshev},
    {"zero", Heuristic::Zero},
}};
constexpr std::array<std::pair<std::string_view, DiagonalRule>, 4> kDiagonalRules{{
    {"never", DiagonalRule::Never},
    {"always", DiagonalRule::Always},
    {"if-at-most-one-obstacle", DiagonalRule::IfAtMostOneObstacle},
    {"only-when-no-obstacles", DiagonalRule::OnlyWhenNoObstacles},
}};
constexpr std::array<std::pair<std::string_view, CostModel>, 2> kCostModels{{
    {"real", CostModel::Real},
    {"integer", CostModel::Integer},
}};
constexpr std::array<std::pair<std::string_view, TieBreak>, 3> kTieBreaks{{
    {"lower-h", TieBreak::LowerH},
    {"fifo", TieBreak::Fifo},
    {"lifo", TieBreak::Lifo},
}};
constexpr std::array<std::pair<std::string_view, OpenListKind>, 3> kOpenLists{{
    {"heap", OpenListKind::BinaryHeap},
    {"node-array", OpenListKind::NodeArray},
    {"array", OpenListKind::UnsortedArray},
}};
constexpr std::array<std::pair<std::string_view, PathSmoothing>, 2> kPathSmoothings{{
    {"none", PathSmoothing::None},
    {"string-pulling", PathSmoothing::StringPulling},
}};
constexpr std::array<std::pair<std::string_view, TraceDetail>, 2> kTraceDetails{{
    {"steps", TraceDetail::Steps},
    {"micro", TraceDetail::Micro},
}};

}  // namespace

std::optional<Algorithm> parseAlgorithm(std::string_view n) {
  for (const AlgorithmInfo& row : algorithmTable()) {
    if (row.id == n) return row.algorithm;
  }
  return std::nullopt;
}
std::optional<Heuristic> parseHeuristic(std::string_view n) { return lookup(kHeuristics, n); }
std::optional<DiagonalRule> parseDiagonalRule(std::string_view n) { return lookup(kDiagonalRules, n); }
std::optional<CostModel> parseCostModel(std::string_view n) { return lookup(kCostModels, n); }
std::optional<TieBreak> parseTieBreak(std::string_view n) { return lookup(kTieBreaks, n); }
std::optional<OpenListKind> parseOpenList(std::string_view n) { return lookup(kOpenLists, n); }
std::optional<PathSmoothing> parsePathSmoothing(std::string_view n) { return lookup(kPathSmoothings, n); }
std::optional<TraceDetail> parseTraceDetail(std::string_view n) { return lookup(kTraceDetails, n); }
std::string_view algorithmName(Algorithm a) {
  return std::size_t(a) < algorithmTable().size() ? algorithmInfo(a).id : "?";
}
std::string_view heuristicName(Heuristic h) { return nameOf(kHeuristics, h); }
std::string_view diagonalRuleName(DiagonalRule d) { return nameOf(kDiagonalRules, d); }

Heuristic defaultHeuristic(DiagonalRule diagonal) {
  return diagonal == DiagonalRule::Never ? Heuristic::Manhattan : Heuristic::Octile;
}

namespace {

Problem checkChaseAndFlee(const SearchOptions& options) {
  if (options.flee && options.stopWhenHalfway) {
    return {ErrorCode::UnsupportedCombination, "stopWhenHalfway needs a goal; it cannot be combined with flee"};
  }
  if (options.flee && (!std::isfinite(options.fleeDistance) || options.fleeDistance < 0.0)) {
    return {ErrorCode::BadOption, "flee minDistance must be a finite number >= 0"};
  }
  return {};
}

// Agent size, several goals and the closest reachable cell are features of the best-first loop on the
// game adapter (algorithms/agent_graph.hpp), as chase and flee are: the algorithms of the table's
// agents column take them, the others refuse them here, once.
Problem checkGameOptions(const SearchOptions& options) {
  if (options.agentSize < 1 || options.agentSize > kMaxAgentSize) {
    return {ErrorCode::BadOption, "agentSize must be a whole number from 1 to " + std::to_string(kMaxAgentSize)};
  }
  if (options.goals.size() > kMaxGoals) {
    return {ErrorCode::BadOption, "goals takes at most " + std::to_string(kMaxGoals) + " cells"};
  }
  if (!usesGameFeatures(options)) return {};
  const char* feature = options.agentSize != 1 ? "agentSize > 1" : options.goals.size() > 1 ? "several goals"
                                                                                            : "closestIfUnreachable";
  if (!algorithmInfo(options.algorithm).agents) {
    return {ErrorCode::UnsupportedCombination, std::string(feature) + " works with " + idsWhere(&AlgorithmInfo::agents) +
                                                   ", not " + std::string(algorithmName(options.algorithm))};
  }
  if (options.flee) return {ErrorCode::UnsupportedCombination, std::string(feature) + " cannot be combined with flee"};
  if (options.stopWhenHalfway && options.goals.size() > 1) {
    return {ErrorCode::UnsupportedCombination, "stopWhenHalfway measures from one goal; it cannot be combined with several goals"};
  }
  if (options.agentSize != 1 && options.pathSmoothing != PathSmoothing::None) {
    return {ErrorCode::UnsupportedCombination,
            "pathSmoothing 'string-pulling' checks lines of sight for one cell, so it needs agentSize 1"};
  }
  return {};
}

}  // namespace

Problem checkOptions(const SearchOptions& options) {
  if (!std::isfinite(options.weight) || options.weight < 1.0) {
    return {ErrorCode::BadOption, "weight must be a finite number >= 1"};
  }
  if (options.maxExpansions < 1) return {ErrorCode::BadOption, "maxExpansions must be at least 1"};
  if (options.pathSmoothing != PathSmoothing::None && options.costModel != CostModel::Real) {
    return {ErrorCode::UnsupportedCombination,
            "pathSmoothing 'string-pulling' measures straight legs by their length, so it needs costModel 'real', "
            "not 'integer'"};
  }
  if (Problem p = checkChaseAndFlee(options)) return p;
  if (Problem p = checkAlgorithm(options, 0)) return p;
  return checkGameOptions(options);
}

}  // namespace pathlab
