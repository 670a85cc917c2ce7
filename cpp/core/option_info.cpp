#include "core/option_info.hpp"

#include <array>
#include <cmath>
#include <vector>

#include "core/algorithm_info.hpp"

namespace pathlab {
namespace {

// Each option's values in the order of its enumeration (options.hpp): the parsers map
// the value at index i to the enumerator i.
constexpr std::array<OptionValue, 7> kHeuristics{{
    {"default", "Default"},
    {"manhattan", "Manhattan"},
    {"euclidean", "Euclidean"},
    {"octile", "Octile"},
    {"chebyshev", "Chebyshev"},
    {"zero", "Zero"},
    {"landmarks", "Landmarks"},
}};
constexpr std::array<OptionValue, 4> kDiagonalRules{{
    {"never", "Never"},
    {"always", "Always"},
    {"if-at-most-one-obstacle", "If at most one obstacle"},
    {"only-when-no-obstacles", "Only when no obstacles"},
}};
constexpr std::array<OptionValue, 3> kTieBreaks{{
    {"lower-h", "Lower h"},
    {"fifo", "FIFO"},
    {"lifo", "LIFO"},
}};
constexpr std::array<OptionValue, 2> kCostModels{{
    {"real", "Real"},
    {"integer", "Integer"},
}};
constexpr std::array<OptionValue, 2> kTerrainCosts{{
    {"entered", "Cell entered"},
    {"crossed", "Cells crossed"},
}};
constexpr std::array<OptionValue, 3> kOpenLists{{
    {"heap", "Binary heap"},
    {"node-array", "Node array"},
    {"array", "Unsorted array"},
}};
constexpr std::array<OptionValue, 2> kPathSmoothings{{
    {"none", "None"},
    {"string-pulling", "String pulling"},
}};
constexpr std::array<OptionValue, 2> kTraceDetails{{
    {"steps", "Steps"},
    {"micro", "Micro-steps"},
}};
static_assert(kHeuristics.size() == std::size_t(Heuristic::Landmarks) + 1);
static_assert(kDiagonalRules.size() == std::size_t(DiagonalRule::OnlyWhenNoObstacles) + 1);
static_assert(kTieBreaks.size() == std::size_t(TieBreak::Lifo) + 1);
static_assert(kCostModels.size() == std::size_t(CostModel::Integer) + 1);
static_assert(kTerrainCosts.size() == std::size_t(TerrainCost::Crossed) + 1);
static_assert(kOpenLists.size() == std::size_t(OpenListKind::UnsortedArray) + 1);
static_assert(kPathSmoothings.size() == std::size_t(PathSmoothing::StringPulling) + 1);
static_assert(kTraceDetails.size() == std::size_t(TraceDetail::Micro) + 1);

constexpr double kNoBound = INFINITY;

// The algorithm's values are the algorithm table's rows (its id and its name for people).
std::vector<OptionValue> algorithmValues() {
  std::vector<OptionValue> values;
  for (const AlgorithmInfo& a : algorithmTable()) values.push_back({a.id, a.name});
  return values;
}

using Write = void (*)(SearchOptions&, double);

template <typename Enum>
OptionInfo choice(std::string_view name, std::span<const OptionValue> values, Enum byDefault, int linkTag,
                  std::string_view about, Write write) {
  return {.name = name,
          .kind = OptionKind::Choice,
          .values = values,
          .defaultValue = std::string(values[std::size_t(byDefault)].id),
          .linkTag = linkTag,
          .about = about,
          .write = write};
}

OptionInfo flag(std::string_view name, bool byDefault, std::string_view about, Write write) {
  return {.name = name, .kind = OptionKind::Flag, .defaultNumber = byDefault ? 1.0 : 0.0, .about = about, .write = write};
}

OptionInfo whole(std::string_view name, double byDefault, double min, double max, bool unlimited, int linkTag,
                 std::string_view about, Write write) {
  return {.name = name,
          .kind = OptionKind::Whole,
          .defaultNumber = byDefault,
          .min = min,
          .max = max,
          .unlimited = unlimited,
          .linkTag = linkTag,
          .about = about,
          .write = write};
}

// A count from a Whole option's value: infinity (and anything past the largest count) is kUnlimited.
std::uint64_t count(double value) {
  return value >= 18446744073709551615.0 ? kUnlimited : std::uint64_t(value);
}

std::vector<OptionInfo> buildTable() {
  static const std::vector<OptionValue> algorithms = algorithmValues();
  // The defaults are SearchOptions' initialisers, so the struct and the table cannot disagree.
  const SearchOptions d{};
  const auto limit = [](std::uint64_t n) { return n == kUnlimited ? kNoBound : double(n); };
  // Link tags 4..11 are the first link format's; 73 came later, as an optional section
  // (an older page skips it); 12 later still, as a critical one (an older page would price the
  // steps otherwise, so it refuses the link). Never renumber one.
  return {
      choice("algorithm", algorithms, d.algorithm, 4, "The search algorithm (ALGORITHM_INFO, docs/algorithms.md).",
             [](SearchOptions& o, double v) { o.algorithm = Algorithm(int(v)); }),
      choice("heuristic", kHeuristics, d.heuristic, 5,
             "The estimate h of the cost to go; 'default' is octile with diagonal moves, manhattan without "
             "(euclidean on graphs); 'landmarks' adds distances measured in advance from eight cells of the map "
             "(docs/algorithms.md, \"Landmarks\").",
             [](SearchOptions& o, double v) { o.heuristic = Heuristic(int(v)); }),
      choice("diagonalMovement", kDiagonalRules, d.diagonal, 6,
             "When a diagonal move is allowed; 'only-when-no-obstacles' is the Moving AI rule.",
             [](SearchOptions& o, double v) { o.diagonal = DiagonalRule(int(v)); }),
      {.name = "weight",
       .kind = OptionKind::Number,
       .defaultFromAlgorithm = true,  // the algorithm's defaultWeight
       .min = 1.0,
       .max = kNoBound,
       .linkTag = 7,
       .about = "Multiplies h; at least 1.",
       .write = [](SearchOptions& o, double v) { o.weight = v; }},
      whole("maxExpansions", limit(d.maxExpansions), 1, kNoBound, true, 8,
            "When reached: status 'limit' and a partial path to the reached cell nearest the goal; Infinity: no limit.",
            [](SearchOptions& o, double v) { o.maxExpansions = count(v); }),
      choice("tieBreaking", kTieBreaks, d.tieBreak, 9,
             "Order among equal f: nearer the goal first, first in first out, last in first out.",
             [](SearchOptions& o, double v) { o.tieBreak = TieBreak(int(v)); }),
      choice("costModel", kCostModels, d.costModel, 10,
             "'real': straight 1, diagonal √2; 'integer': 10 and 14; both times the terrain cost (terrainCost).",
             [](SearchOptions& o, double v) { o.costModel = CostModel(int(v)); }),
      choice("terrainCost", kTerrainCosts, d.terrainCost, 12,
             "How terrain prices a step: 'entered', the cost of the cell entered; 'crossed', the mean cost of the "
             "cells the step crosses (its two cells, or a diagonal's 2 x 2 block), the model of JPSW (Carlson et al., "
             "AAAI 2023; docs/algorithms.md, \"Terrain costs\"); 'crossed' needs costModel 'real'.",
             [](SearchOptions& o, double v) { o.terrainCost = TerrainCost(int(v)); }),
      choice("openList", kOpenLists, d.openList, 11,
             "The open list's data structure: 'heap' (a binary heap with decrease-key), 'node-array' (each node knows its "
             "slot; the best is found by a scan) or 'array' (both by scans), the three designs of Millington's AI for "
             "Games: same paths, different speed.",
             [](SearchOptions& o, double v) { o.openList = OpenListKind(int(v)); }),
      choice("pathSmoothing", kPathSmoothings, d.pathSmoothing, 73,
             "What happens to a finished path: kept as found, or pulled tight into straight legs (docs/algorithms.md, "
             "\"String pulling\"); it needs costModel 'real'.",
             [](SearchOptions& o, double v) { o.pathSmoothing = PathSmoothing(int(v)); }),
      flag("trace", d.recordTrace, "Record the trace (createSearch; findPath never records).",
           [](SearchOptions& o, double v) { o.recordTrace = v != 0.0; }),
      whole("maxTraceEvents", double(d.maxTraceEvents), 0, kNoBound, false, 0,
            "Stop recording the trace past this many events (25 bytes each: the default is 400 MB).",
            [](SearchOptions& o, double v) { o.maxTraceEvents = count(v); }),
      choice("traceDetail", kTraceDetails, d.traceDetail, 0,
             "How much a trace records (docs/library.md, \"Micro-steps\"): 'micro' adds goal tests and every "
             "neighbour left alone.",
             [](SearchOptions& o, double v) { o.traceDetail = TraceDetail(int(v)); }),
      flag("stopWhenHalfway", d.stopWhenHalfway,
           "Stop once an expanded cell's straight-line distance to the goal is at most half the start's "
           "(docs/library.md, \"Chase and flee\"): status 'limit', stoppedBy 'halfway'.",
           [](SearchOptions& o, double v) { o.stopWhenHalfway = v != 0.0; }),
      whole("agentSize", d.agentSize, 1, kMaxAgentSize, false, 0,
            "The agent covers agentSize x agentSize cells from its top-left cell (docs/game-developers.md).",
            [](SearchOptions& o, double v) { o.agentSize = int(v); }),
      flag("closestIfUnreachable", d.closestIfUnreachable,
           "When no path exists, the path leads to the reached cell nearest the goal.",
           [](SearchOptions& o, double v) { o.closestIfUnreachable = v != 0.0; }),
  };
}

}  // namespace

std::span<const OptionInfo> optionTable() {
  static const std::vector<OptionInfo> table = buildTable();
  return table;
}

const OptionInfo* findOption(std::string_view name) {
  for (const OptionInfo& row : optionTable()) {
    if (row.name == name) return &row;
  }
  return nullptr;
}

int optionValueIndex(const OptionInfo& row, std::string_view id) {
  for (std::size_t i = 0; i < row.values.size(); ++i) {
    if (row.values[i].id == id) return int(i);
  }
  return -1;
}

namespace {

// ">= min", or "from min to max" with an upper bound.
std::string range(const OptionInfo& row) {
  const std::string min = std::to_string(std::llround(row.min));
  return std::isfinite(row.max) ? "from " + min + " to " + std::to_string(std::llround(row.max)) : ">= " + min;
}

}  // namespace

Problem writeOption(SearchOptions& options, const OptionInfo& row, double value) {
  const std::string name(row.name);
  switch (row.kind) {
    case OptionKind::Choice:
      if (!(value >= 0 && value < double(row.values.size()) && value == std::floor(value))) {
        return {ErrorCode::BadOption, "unknown " + name};
      }
      break;
    case OptionKind::Flag:
      if (value != 0.0 && value != 1.0) return {ErrorCode::BadOption, name + " must be true or false"};
      break;
    case OptionKind::Number:
      if (!(value >= row.min && value <= row.max)) return {ErrorCode::BadOption, name + " must be a number " + range(row)};
      break;
    case OptionKind::Whole:
      if (!(value == INFINITY && row.unlimited) &&
          !(value >= row.min && value <= row.max && value == std::floor(value))) {
        return {ErrorCode::BadOption, name + " must be a whole number " + range(row)};
      }
      break;
  }
  row.write(options, value);
  return {};
}

std::string_view optionKindName(OptionKind kind) {
  switch (kind) {
    case OptionKind::Choice: return "choice";
    case OptionKind::Number: return "number";
    case OptionKind::Whole: return "whole";
    case OptionKind::Flag: return "flag";
  }
  return "?";
}

}  // namespace pathlab
