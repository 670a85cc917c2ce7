#include "core/options.hpp"

#include "core/algorithm_info.hpp"
#include "core/option_info.hpp"

#include <cmath>
#include <string>

namespace pathlab {
namespace {

// The option's values are the option table's (core/option_info.cpp), in the order of
// the enumeration: the value at index i is the enumerator i.
std::span<const OptionValue> valuesOf(std::string_view option) { return findOption(option)->values; }

template <typename Enum>
std::optional<Enum> lookup(std::string_view option, std::string_view name) {
  const std::span<const OptionValue> values = valuesOf(option);
  for (std::size_t i = 0; i < values.size(); ++i) {
    if (values[i].id == name) return Enum(i);
  }
  return std::nullopt;
}

template <typename Enum>
std::string_view nameOf(std::string_view option, Enum value) {
  const std::span<const OptionValue> values = valuesOf(option);
  return std::size_t(value) < values.size() ? values[std::size_t(value)].id : "?";
}

}  // namespace

std::optional<Algorithm> parseAlgorithm(std::string_view n) {
  for (const AlgorithmInfo& row : algorithmTable()) {
    if (row.id == n) return row.algorithm;
  }
  return std::nullopt;
}
std::optional<Heuristic> parseHeuristic(std::string_view n) { return lookup<Heuristic>("heuristic", n); }
std::optional<DiagonalRule> parseDiagonalRule(std::string_view n) { return lookup<DiagonalRule>("diagonalMovement", n); }
std::optional<CostModel> parseCostModel(std::string_view n) { return lookup<CostModel>("costModel", n); }
std::optional<TerrainCost> parseTerrainCost(std::string_view n) { return lookup<TerrainCost>("terrainCost", n); }
std::optional<TieBreak> parseTieBreak(std::string_view n) { return lookup<TieBreak>("tieBreaking", n); }
std::optional<OpenListKind> parseOpenList(std::string_view n) { return lookup<OpenListKind>("openList", n); }
std::optional<PathSmoothing> parsePathSmoothing(std::string_view n) { return lookup<PathSmoothing>("pathSmoothing", n); }
std::optional<TraceDetail> parseTraceDetail(std::string_view n) { return lookup<TraceDetail>("traceDetail", n); }
std::string_view algorithmName(Algorithm a) {
  return std::size_t(a) < algorithmTable().size() ? algorithmInfo(a).id : "?";
}
std::string_view heuristicName(Heuristic h) { return nameOf("heuristic", h); }
std::string_view diagonalRuleName(DiagonalRule d) { return nameOf("diagonalMovement", d); }

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

// The game feature the options use, in their own words (usesGameFeatures).
const char* gameFeature(const SearchOptions& options) {
  return options.agentSize != 1 ? "agentSize > 1" : options.goals.size() > 1 ? "several goals"
                                                                             : "closestIfUnreachable";
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
  const char* feature = gameFeature(options);
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

// The landmark heuristic measures distances for a one-cell agent from one map to one goal: the
// game adapter's features and flee measure something else, and it checks the grid in GridSearch.
Problem checkLandmarkOptions(const SearchOptions& options) {
  // Algorithms with a heuristic of their own (algorithm table) never read it: nothing to refuse.
  if (options.heuristic != Heuristic::Landmarks || algorithmInfo(options.algorithm).heuristic != Heuristic::Default) return {};
  if (options.flee) return {ErrorCode::UnsupportedCombination, "The landmarks heuristic cannot be combined with flee"};
  if (usesGameFeatures(options)) {
    return {ErrorCode::UnsupportedCombination,
            std::string("The landmarks heuristic measures distances for one cell to one goal, so it cannot be combined with ") +
                gameFeature(options)};
  }
  return {};
}

}  // namespace

Problem checkTerrainCost(CostModel costs, TerrainCost terrain) {
  if (terrain == TerrainCost::Crossed && costs != CostModel::Real) {
    return {ErrorCode::UnsupportedCombination,
            "terrainCost 'crossed' averages the costs of the cells a step crosses, which are not whole numbers of 10 "
            "and 14, so it needs costModel 'real', not 'integer'"};
  }
  return {};
}

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
  if (Problem p = checkTerrainCost(options.costModel, options.terrainCost)) return p;
  if (Problem p = checkChaseAndFlee(options)) return p;
  if (Problem p = checkAlgorithm(options)) return p;
  if (Problem p = checkGameOptions(options)) return p;
  return checkLandmarkOptions(options);
}

}  // namespace pathlab
