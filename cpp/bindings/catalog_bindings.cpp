// The core's tables and constants for web/tools/write-catalog.mjs, which writes them beside the module
// at build time (web/build/pathlab-catalog.js), and the small checks the library asks the core.
#include <cmath>
#include <cstdint>
#include <iterator>
#include <string>

#include "algorithms/fastest.hpp"
#include "bindings/bindings.hpp"
#include "core/explicit_graph.hpp"
#include "core/line_of_sight.hpp"
#include "core/open_list.hpp"
#include "core/problem.hpp"

namespace pathlab::bindings {
namespace {

// The library's name of each SearchStatus and, for a search stopped early, what stopped it
// (result.stoppedBy): JS reports Limit and Halfway both as 'limit'.
struct StatusName {
  SearchStatus status;
  const char* name;
  const char* stoppedBy;
};
constexpr StatusName kStatusNames[] = {{SearchStatus::Running, "running", nullptr},
                                       {SearchStatus::Found, "found", nullptr},
                                       {SearchStatus::NoPath, "no-path", nullptr},
                                       {SearchStatus::Limit, "limit", "maxExpansions"},
                                       {SearchStatus::Halfway, "limit", "halfway"}};

// The table of algorithms (core/algorithm_info.hpp) as JavaScript objects, for
// web/tools/write-catalog.mjs, which writes it beside the module at build time.
val algorithmTableForJs() {
  val rows = val::array();
  for (const AlgorithmInfo& a : algorithmTable()) {
    val row = val::object();
    row.set("id", std::string(a.id));
    row.set("name", std::string(a.name));
    row.set("family", std::string(familyName(a.family)));
    row.set("frontier", std::string(frontierKindName(a.frontier)));
    row.set("order", std::string(a.order));
    row.set("optimal", a.optimal);
    row.set("complete", a.complete);
    row.set("terrain", a.terrain);
    val rules = val::array();
    for (int r = 0; r < 4; ++r) {
      if (a.diagonalRules & diagonalBit(DiagonalRule(r))) {
        rules.call<void>("push", std::string(diagonalRuleName(DiagonalRule(r))));
      }
    }
    row.set("diagonalRules", rules);
    row.set("integerCosts", a.integerCosts);
    row.set("weight", a.weight);
    row.set("openLists", a.openLists);
    row.set("tieBreaks", a.tieBreaks);
    row.set("chaseAndFlee", a.chaseAndFlee);
    row.set("agents", a.agents);
    row.set("graphs", a.graphs);
    row.set("replans", a.replans);
    row.set("movingStart", a.movingStart);
    row.set("microSteps", a.microSteps);
    row.set("defaultWeight", a.defaultWeight);
    row.set("heuristic", std::string(heuristicName(a.heuristic)));
    val credit = val::null();
    if (!a.credit.empty()) {
      credit = val::object();
      credit.set("text", std::string(a.credit));
      credit.set("url", a.creditUrl.empty() ? val::null() : val(std::string(a.creditUrl)));
    }
    row.set("credit", credit);
    rows.call<void>("push", row);
  }
  return rows;
}

// The table of options (core/option_info.hpp) as JavaScript objects, for
// web/tools/write-catalog.mjs. Numbers without a bound are Infinity.
val optionTableForJs() {
  val rows = val::array();
  for (const OptionInfo& o : optionTable()) {
    val row = val::object();
    row.set("name", std::string(o.name));
    row.set("kind", std::string(optionKindName(o.kind)));
    val values = val::array();
    for (const OptionValue& v : o.values) {
      val value = val::object();
      value.set("id", std::string(v.id));
      value.set("name", std::string(v.name));
      values.call<void>("push", value);
    }
    row.set("values", values);
    if (o.defaultFromAlgorithm) row.set("default", val::null());
    else if (o.kind == OptionKind::Choice) row.set("default", o.defaultValue);
    else if (o.kind == OptionKind::Flag) row.set("default", o.defaultNumber != 0.0);
    else row.set("default", o.defaultNumber);
    if (o.kind == OptionKind::Number || o.kind == OptionKind::Whole) {
      row.set("min", o.min);
      row.set("max", o.max);
    }
    if (o.kind == OptionKind::Whole) row.set("unlimited", o.unlimited);
    row.set("linkTag", o.linkTag == 0 ? val::null() : val(o.linkTag));
    row.set("about", std::string(o.about));
    rows.call<void>("push", row);
  }
  return rows;
}

// The core's constants the library reads, for web/tools/write-catalog.mjs, which writes them into
// web/build/pathlab-catalog.js beside the tables: the trace's kinds and layout, the statuses, the
// limits, the unlimited count, the jump-scan reasons, the slots of run()'s outcome block, the open list's key
// rounding and the error codes.
val constantsForJs() {
  val out = val::object();
  val kinds = val::object();
  for (std::size_t k = 0; k < std::size(kTraceKindNames); ++k) kinds.set(std::string(kTraceKindNames[k]), int(k));
  out.set("traceKinds", kinds);
  out.set("traceBackwardFlag", int(kBackwardFlag));
  out.set("traceBytesPerEvent", double(kTraceBytesPerEvent));
  out.set("noParent", double(kNoParent));
  val reasons = val::object();
  for (std::size_t r = 0; r < std::size(kJumpScanReasonNames); ++r) reasons.set(std::string(kJumpScanReasonNames[r]), int(r));
  out.set("jumpScanReasons", reasons);
  val statuses = val::array();
  for (const StatusName& s : kStatusNames) {
    val row = val::object();
    row.set("status", std::string(s.name));
    row.set("stoppedBy", s.stoppedBy ? val(std::string(s.stoppedBy)) : val::null());
    statuses.set(int(s.status), row);
  }
  out.set("statuses", statuses);
  val limits = val::object();
  limits.set("maxSide", kMaxSide);
  limits.set("maxCells", double(kMaxCells));
  limits.set("minTerrainCost", kMinTerrainCost);
  limits.set("maxTerrainCost", kMaxTerrainCost);
  limits.set("cellWallBit", int(Grid::kWallBit));
  limits.set("cellCostMask", int(Grid::kCostMask));
  limits.set("maxGoals", double(kMaxGoals));
  limits.set("maxWaypoints", double(kMaxWaypoints));
  limits.set("maxGraphNodes", double(kMaxGraphNodes));
  limits.set("maxGraphEdges", double(kMaxGraphEdges));
  limits.set("expectedQueries", double(kExpectedQueries));
  limits.set("maxExpectedQueries", double(kMaxExpectedQueries));
  out.set("limits", limits);
  out.set("unlimited", kUnlimitedNumber);
  val slots = val::object();
  for (int i = 0; i < kOutcomeSlots; ++i) slots.set(std::string(kOutcomeSlotNames[i]), i);
  out.set("runOutcome", slots);
  val key = val::object();
  key.set("fRoundedAwayBits", kRoundedAwayBits);
  key.set("tieDroppedBits", kTieDroppedBits);
  out.set("frontierKey", key);
  val codes = val::array();
  for (std::size_t c = 1; c < std::size(kErrorCodeNames); ++c) codes.call<void>("push", std::string(kErrorCodeNames[c]));
  out.set("errorCodes", codes);
  return out;
}

std::string checkSize(double width, double height) {
  if (!std::isfinite(width) || !std::isfinite(height) || width != std::floor(width) || height != std::floor(height)) {
    return "grid width and height must be whole numbers";
  }
  return checkGridSize(std::int64_t(width), std::int64_t(height));
}

bool admissible(const std::string& heuristic, const std::string& diagonal, const std::string& costModel) {
  auto h = parseHeuristic(heuristic);
  auto d = parseDiagonalRule(diagonal);
  auto c = parseCostModel(costModel);
  return h && d && c && isAdmissible(*h, *d, *c);
}

std::string resolvedDefaultHeuristic(const std::string& diagonal) {
  auto d = parseDiagonalRule(diagonal);
  return std::string(heuristicName(defaultHeuristic(d ? *d : DiagonalRule::OnlyWhenNoObstacles)));
}

}  // namespace
}  // namespace pathlab::bindings

EMSCRIPTEN_BINDINGS(pathlab_catalog) {
  using namespace emscripten;
  using namespace pathlab::bindings;

  function("checkGridSize", &checkSize);
  function("algorithmTable", &algorithmTableForJs);
  function("optionTable", &optionTableForJs);
  function("constants", &constantsForJs);
  function("isAdmissible", &admissible);
  function("defaultHeuristic", &resolvedDefaultHeuristic);
}
