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

template <typename Enum>
OptionInfo choice(std::string_view name, std::span<const OptionValue> values, Enum byDefault, int linkTag,
                  std::string_view about) {
  return {name, OptionKind::Choice, values, std::string(values[std::size_t(byDefault)].id), 0.0, false,
          0.0, 0.0, false, linkTag, about};
}

OptionInfo flag(std::string_view name, bool byDefault, std::string_view about) {
  return {name, OptionKind::Flag, {}, "", byDefault ? 1.0 : 0.0, false, 0.0, 0.0, false, 0, about};
}

OptionInfo whole(std::string_view name, double byDefault, double min, double max, bool unlimited, int linkTag,
                 std::string_view about) {
  return {name, OptionKind::Whole, {}, "", byDefault, false, min, max, unlimited, linkTag, about};
}

std::vector<OptionInfo> buildTable() {
  static const std::vector<OptionValue> algorithms = algorithmValues();
  // The defaults are SearchOptions' initialisers, so the struct and the table cannot disagree.
  const SearchOptions d{};
  const auto limit = [](std::uint64_t n) { return n == kUnlimited ? kNoBound : double(n); };
  // Link tags 4..11 are the first link format's; 73 came later, as an optional section
  // (an older page skips it). Never renumber one.
  return {
      choice("algorithm", algorithms, d.algorithm, 4, "The search algorithm (ALGORITHM_INFO, docs/algorithms.md)."),
      choice("heuristic", kHeuristics, d.heuristic, 5,
             "The estimate h of the cost to go; 'default' is octile with diagonal moves, manhattan without "
             "(euclidean on graphs); 'landmarks' adds distances measured in advance from eight cells of the map "
             "(docs/algorithms.md, \"Landmarks\")."),
      choice("diagonalMovement", kDiagonalRules, d.diagonal, 6,
             "When a diagonal move is allowed; 'only-when-no-obstacles' is the Moving AI rule."),
      {"weight", OptionKind::Number, {}, "", 0.0, true, 1.0, kNoBound, false, 7, "Multiplies h; by default the algorithm's (ALGORITHM_INFO defaultWeight)."},
      whole("maxExpansions", limit(d.maxExpansions), 1, kNoBound, true, 8,
            "When reached: status 'limit' and a partial path to the reached cell nearest the goal; Infinity: no limit."),
      choice("tieBreaking", kTieBreaks, d.tieBreak, 9,
             "Order among equal f: nearer the goal first, first in first out, last in first out."),
      choice("costModel", kCostModels, d.costModel, 10,
             "'real': straight 1, diagonal √2; 'integer': 10 and 14; both times the entered cell's terrain cost."),
      choice("openList", kOpenLists, d.openList, 11,
             "The open list's data structure: 'heap' (a binary heap with decrease-key), 'node-array' (each node knows its "
             "slot; the best is found by a scan) or 'array' (both by scans), the three designs of Millington's AI for "
             "Games: same paths, different speed."),
      choice("pathSmoothing", kPathSmoothings, d.pathSmoothing, 73,
             "What happens to a finished path: kept as found, or pulled tight into straight legs (docs/algorithms.md, "
             "\"String pulling\"); it needs costModel 'real'."),
      flag("trace", d.recordTrace, "Record the trace (createSearch; findPath never records)."),
      whole("maxTraceEvents", double(d.maxTraceEvents), 0, kNoBound, false, 0,
            "Stop recording the trace past this many events (25 bytes each: the default is 400 MB)."),
      choice("traceDetail", kTraceDetails, d.traceDetail, 0,
             "How much a trace records (docs/library.md, \"Micro-steps\"): 'micro' adds goal tests and every "
             "neighbour left alone."),
      flag("stopWhenHalfway", d.stopWhenHalfway,
           "Stop once an expanded cell's straight-line distance to the goal is at most half the start's "
           "(docs/library.md, \"Chase and flee\"): status 'limit', stoppedBy 'halfway'."),
      whole("agentSize", d.agentSize, 1, kMaxAgentSize, false, 0,
            "The agent covers agentSize x agentSize cells from its top-left cell (docs/game-developers.md)."),
      flag("closestIfUnreachable", d.closestIfUnreachable,
           "When no path exists, the path leads to the reached cell nearest the goal."),
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
