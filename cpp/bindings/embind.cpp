// The raw WebAssembly API (Embind). The only file that includes Emscripten.
// Nothing here throws: failures come back as "" / error strings and statuses,
// with the error's stable code from errorCode() (core/problem.hpp), and the JS
// library (web/src/lib/pathlab.js) turns them into Errors with that code.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <cmath>
#include <cstdint>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "algorithms/fastest.hpp"
#include "algorithms/flow_field.hpp"
#include "algorithms/graph_search.hpp"
#include "algorithms/grid_search.hpp"
#include "algorithms/replanner.hpp"
#include "core/algorithm_info.hpp"
#include "core/grid.hpp"
#include "core/grid_graph.hpp"
#include "core/line_of_sight.hpp"
#include "core/option_info.hpp"
#include "io/movingai.hpp"

namespace pathlab {
namespace {

using emscripten::typed_memory_view;
using emscripten::val;

// What the bindings return for a check: its message ("" when fine). The code
// stays in `last` for errorCode(), so the success path hands JS one empty string.
std::string report(Problem problem, ErrorCode& last) {
  last = problem.code;
  return std::move(problem.message);
}

std::string codeName(ErrorCode code) { return std::string(errorCodeName(code)); }

// kUnlimited as JS passes it: a count at or above this number (2^64) has no limit.
constexpr double kUnlimitedNumber = double(kUnlimited);

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

// run()'s outcome block (WasmSearch::run), one double a slot, in this order; JS reads the slots
// by these names (RUN_OUTCOME in web/build/pathlab-catalog.js).
enum OutcomeSlot : int {
  kOutStatus,            // the status code
  kOutCost,              // the path's cost
  kOutExpanded,          // nodes expanded
  kOutOpened,            // nodes opened
  kOutPath,              // byte address of the path's cell indices (uint32)
  kOutPathLength,        // cells on the path
  kOutIterations,        // IDA*'s deepening passes (0 for other searches)
  kOutPrecomputeMicros,  // the table built before the search in microseconds (-1: none)
  kOutPrecomputedNow,    // 1 when this run() built that table, 0 when it reused it
  kOutGoalIndex,         // the goal reached, as an index in the options' goals (-1: none)
  kOutGameFeatures,      // 1 when the options used the game features (JS then reports reachedGoal and goalIndex)
  kOutPrecomputeBytes,   // the bytes of the table built before the search (0: none)
  kOutcomeSlots
};
constexpr const char* kOutcomeSlotNames[] = {"status", "cost", "expanded", "opened", "path", "pathLength",
                                             "iterations", "precomputeMicros", "precomputedNow", "goalIndex",
                                             "gameFeatures", "precomputeBytes"};
static_assert(std::size(kOutcomeSlotNames) == kOutcomeSlots, "a name for every slot of run()'s outcome");

// A view of v in wasm memory for JS, valid until v next reallocates.
template <typename T>
val view(const std::vector<T>& v) {
  return val(typed_memory_view(v.size(), v.data()));
}

// Search options prepared once by JS: an object whose keys and values are the
// public API's names (web/src/lib/options.js validates them first, for its
// own messages), read here by name, so that a search started again with the
// same options converts nothing: JS keeps this object and passes it by handle.
class WasmOptions {
 public:
  // Reads every option of the core's table (core/option_info.hpp) that `given` names, by its public
  // name, and flee as a flag and a distance (flee's point is the search's goal); an option not given
  // keeps its default (the weight: the algorithm's). Returns "" or why the options are unusable
  // (then nothing changed; errorCode() names the problem).
  std::string set(const val& given) {
    SearchOptions o;
    bool weightGiven = false;
    for (const OptionInfo& row : optionTable()) {
      const val v = given[std::string(row.name)];
      if (v.isUndefined()) continue;
      double value = NAN;
      if (row.kind == OptionKind::Choice) {
        const std::string text = v.isString() ? v.as<std::string>() : std::string();
        const int index = optionValueIndex(row, text);
        if (index < 0) return report({ErrorCode::BadOption, "unknown " + std::string(row.name) + " '" + text + "'"}, error_);
        value = index;
      } else if (row.kind == OptionKind::Flag) {
        value = v.as<bool>() ? 1.0 : 0.0;
      } else if (v.isNumber()) {
        value = v.as<double>();
      }
      if (Problem p = writeOption(o, row, value)) return report(std::move(p), error_);
      weightGiven = weightGiven || row.defaultFromAlgorithm;
    }
    if (!weightGiven) o.weight = algorithmInfo(o.algorithm).defaultWeight;
    const val flee = given["flee"];
    o.flee = !flee.isUndefined() && flee.as<bool>();
    const val fleeDistance = given["fleeDistance"];
    o.fleeDistance = fleeDistance.isNumber() ? fleeDistance.as<double>() : 0.0;
    if (Problem p = checkOptions(o)) return report(std::move(p), error_);
    options_ = o;
    return report({}, error_);
  }
  // Several goals: JS writes `count` cell indices (y * width + x) into this view, then calls setGoals().
  val goalBuffer(double count) {
    goalCells_.resize(std::size_t(count));
    return view(goalCells_);
  }
  // Refused goals leave the options without goals. Cell indices are checked against the grid by the search.
  std::string setGoals() {
    options_.goals.assign(goalCells_.begin(), goalCells_.end());  // no allocation once the capacity is there
    Problem p = checkOptions(options_);
    if (p) options_.goals.clear();
    return report(std::move(p), error_);
  }
  // Always options that passed checkOptions: every setter checks before it keeps anything, so
  // searches start with them as CheckedOptions.
  const SearchOptions& options() const { return options_; }
  std::string errorCode() const { return codeName(error_); }
  // How a search with these options orders its frontier (core/algorithm_info.hpp), for the teaching views.
  val frontierRule() const {
    const FrontierRule rule = pathlab::frontierRule(options_);
    val out = val::object();
    out.set("kind", std::string(frontierKindName(rule.kind)));
    out.set("gWeight", rule.gWeight);
    out.set("hWeight", rule.hWeight);
    out.set("tie", std::string(tieRuleName(rule.tie)));
    return out;
  }

 private:
  SearchOptions options_;
  std::vector<std::uint32_t> goalCells_;
  ErrorCode error_ = ErrorCode::None;  // of the last set()
};

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

// A grid plus the scratch buffer JS fills or reads for bulk cell copies.
class WasmGrid {
 public:
  WasmGrid(int width, int height) : grid_(width, height) {}
  const Grid& grid() const { return grid_; }
  Grid& grid() { return grid_; }

  int width() const { return grid_.width(); }
  int height() const { return grid_.height(); }
  bool walkable(int x, int y) const { return grid_.walkable(x, y); }
  int cost(int x, int y) const { return grid_.cost(x, y); }
  void setWalkable(int x, int y, bool walkable) { grid_.setWalkable(x, y, walkable); }
  void setCost(int x, int y, int cost) { grid_.setCost(x, y, cost); }
  std::string toMovingAI() const { return writeMovingAIMap(grid_); }

  val cellBuffer() {
    buffer_.resize(std::size_t(grid_.cellCount()));
    return view(buffer_);
  }
  void loadCellBuffer() { grid_.readCells(buffer_.data()); }
  void storeCellBuffer() {
    buffer_.resize(std::size_t(grid_.cellCount()));
    grid_.writeCells(buffer_.data());
  }

 private:
  Grid grid_;
  std::vector<std::uint8_t> buffer_;
};

// One cell's moves and the heuristic towards a goal, as the core's GridGraph gives them, for the
// trace checker (web/src/lib/trace-check.js): it replays a search written elsewhere with the
// core's own moves, step costs and estimates instead of a JavaScript copy of them.
class WasmMoves {
 public:
  // Returns "" or why the settings are unusable (errorCode() names the problem). Reads
  // diagonalMovement, costModel and heuristic by their public names; 'landmarks' is refused.
  std::string set(const WasmGrid& grid, const val& given, int goalX, int goalY) {
    DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles;
    CostModel costs = CostModel::Real;
    Heuristic heuristic = Heuristic::Default;
    std::string bad;
    const auto name = [&](const char* key, auto parse, auto& out) {
      const val v = given[key];
      if (v.isUndefined()) return;
      const std::string text = v.isString() ? v.as<std::string>() : std::string();
      if (auto parsed = parse(text)) out = *parsed;
      else if (bad.empty()) bad = std::string("unknown ") + key + " '" + text + "'";
    };
    name("diagonalMovement", parseDiagonalRule, rule);
    name("costModel", parseCostModel, costs);
    name("heuristic", parseHeuristic, heuristic);
    if (bad.empty() && heuristic == Heuristic::Landmarks) bad = "the heuristic 'landmarks' cannot be used to check a trace";
    if (bad.empty() && !grid.grid().inBounds(goalX, goalY)) bad = "the goal is off the map";
    if (!bad.empty()) return report({ErrorCode::BadOption, bad}, error_);
    grid_ = &grid.grid();
    graph_.emplace(grid.grid(), rule, costs, heuristic);
    goal_ = grid.grid().node(goalX, goalY);
    return report({}, error_);
  }
  // The moves from the cell with index y * width + x: their count; cells() and costs() hold them
  // (cell indices and step costs), in the core's neighbour order.
  int moves(int cell) {
    cells_.clear();
    costs_.clear();
    const int width = grid_->width();
    graph_->forEachNeighbor(grid_->node(cell % width, cell / width), [&](std::uint32_t to, double cost) {
      cells_.push_back(grid_->cellIndex(to));
      costs_.push_back(cost);
    });
    return int(cells_.size());
  }
  val cells() const { return view(cells_); }
  val costs() const { return view(costs_); }
  // The heuristic's estimate from the cell to the goal.
  double estimate(int cell) const {
    const int width = grid_->width();
    return graph_->heuristic(grid_->node(cell % width, cell / width), goal_);
  }
  std::string errorCode() const { return codeName(error_); }

 private:
  const Grid* grid_ = nullptr;
  std::optional<GridGraph> graph_;
  std::uint32_t goal_ = 0;
  std::vector<std::uint32_t> cells_;
  std::vector<double> costs_;
  ErrorCode error_ = ErrorCode::None;
};

// What the file readers below share: the reader's error ("line N: …", "" when
// the text was read) and its code for JS (error.code).
class FileReader {
 public:
  std::string error() const { return error_; }
  std::string errorCode() const { return error_.empty() ? "" : codeName(ErrorCode::MapFormat); }

 protected:
  std::string error_;
};

// Parses a .map; on success hands the grid to JS (which must delete it).
class MapReader : public FileReader {
 public:
  bool read(const std::string& text) {
    MapParseResult result = parseMovingAIMap(text);
    error_ = result.error;
    grid_.reset();
    if (!result.grid) return false;
    grid_ = std::make_unique<WasmGrid>(result.grid->width(), result.grid->height());
    grid_->grid() = std::move(*result.grid);
    return true;
  }
  WasmGrid* takeGrid() { return grid_.release(); }

 private:
  std::unique_ptr<WasmGrid> grid_;
};

// Parses a .scen with the one reader (io/movingai.cpp) and lays the scenarios out
// flat for JS (web/src/lib/scenarios.js builds the objects): kScenarioInts whole
// numbers each, then the optimal length and its tolerance, and the map names joined
// by '\n' (a name is one whitespace-free field).
class ScenarioReader : public FileReader {
 public:
  static constexpr int kScenarioInts = 8;  // bucket, map width, map height, start x, y, goal x, y, decimals

  bool read(const std::string& text) {
    ScenarioParseResult result = parseMovingAIScenarios(text);
    error_ = result.error;
    ints_.clear();
    lengths_.clear();
    maps_.clear();
    ints_.reserve(result.scenarios.size() * kScenarioInts);
    for (const Scenario& s : result.scenarios) {
      ints_.insert(ints_.end(), {s.bucket, s.mapWidth, s.mapHeight, s.startX, s.startY, s.goalX, s.goalY, s.optimalDecimals});
      lengths_.insert(lengths_.end(), {s.optimal, lengthTolerance(s.optimalDecimals)});
      if (!maps_.empty()) maps_ += '\n';
      maps_ += s.map;
    }
    return error_.empty();
  }
  val ints() const { return view(ints_); }
  val lengths() const { return view(lengths_); }
  std::string maps() const { return maps_; }

 private:
  std::vector<std::int32_t> ints_;
  std::vector<double> lengths_;
  std::string maps_;
};

// JS's expansion count for step(): at least 1; kUnlimitedNumber (UNLIMITED in JS) and above is unlimited.
std::uint64_t expansionCount(double expansions) {
  return expansions >= kUnlimitedNumber ? kUnlimited : std::uint64_t(expansions < 1 ? 1 : expansions);
}

// What the grid search and the graph search both show JS: stepping, status,
// counters, the path and the trace (views into wasm memory, valid until the
// next start). Wrapper::engine() is its GridSearch or GraphSearch.
template <typename Wrapper>
const emscripten::class_<Wrapper>& bindOutcome(const emscripten::class_<Wrapper>& c);

template <typename Wrapper>
const emscripten::class_<Wrapper>& bindSearchResults(const emscripten::class_<Wrapper>& c) {
  return bindOutcome(
      c.function(
          "step", +[](Wrapper& w, double expansions) { return int(w.engine().step(expansionCount(expansions))); }));
}

// The results part of bindSearchResults, also for replanners (which plan instead of stepping).
template <typename Wrapper>
const emscripten::class_<Wrapper>& bindOutcome(const emscripten::class_<Wrapper>& c) {
  return c.function(
              "status", +[](const Wrapper& w) { return int(w.engine().status()); })
      .function(
          "expanded", +[](const Wrapper& w) { return double(w.engine().space().expanded); })
      .function(
          "opened", +[](const Wrapper& w) { return double(w.engine().space().opened); })
      .function(
          "iterations", +[](const Wrapper& w) { return double(w.engine().space().iterations); })
      .function(
          "precomputeMicros", +[](const Wrapper& w) { return w.engine().space().precomputeMicros; })
      .function(
          "precomputeBytes", +[](const Wrapper& w) { return double(w.engine().space().precomputeBytes); })
      .function(
          "micros", +[](const Wrapper& w) { return w.engine().micros(); })
      .function(
          "pathCost", +[](const Wrapper& w) { return w.engine().space().pathCost; })
      .function(
          "path", +[](const Wrapper& w) { return view(w.engine().space().path); })
      .function(
          "traceSize", +[](const Wrapper& w) { return double(w.engine().trace().size()); })
      .function(
          "traceTruncated", +[](const Wrapper& w) { return w.engine().trace().truncated(); })
      .function(
          "traceKinds", +[](const Wrapper& w) { return view(w.engine().trace().kinds()); })
      .function(
          "traceCells", +[](const Wrapper& w) { return view(w.engine().trace().cells()); })
      .function(
          "traceParents", +[](const Wrapper& w) { return view(w.engine().trace().parents()); })
      .function(
          "traceG", +[](const Wrapper& w) { return view(w.engine().trace().g()); })
      .function(
          "traceH", +[](const Wrapper& w) { return view(w.engine().trace().h()); });
}

// A grid search; its results are bound by bindSearchResults.
class WasmSearch {
 public:
  // pickFastest for the library: { algorithm, reason, heuristic, heuristicReason, diagonalShare, wallGroupSize,
  // sampledQueries, paybackQueries }, null for an unknown rule. It samples with this search, so a
  // landmarks' table it picks stays built for the searches that follow.
  val pickFastest(const WasmGrid& grid, const std::string& diagonal, double expectedQueries) {
    const auto rule = parseDiagonalRule(diagonal);
    if (!rule) return val::null();
    const FastestPick pick = pathlab::pickFastest(grid.grid(), *rule, std::uint64_t(expectedQueries), search_);
    val out = val::object();
    out.set("algorithm", std::string(algorithmInfo(pick.algorithm).id));
    out.set("reason", pick.reason);
    out.set("heuristic", std::string(heuristicName(pick.heuristic)));
    out.set("heuristicReason", pick.heuristicReason);
    out.set("diagonalShare", pick.diagonalShare);
    out.set("wallGroupSize", pick.wallGroupSize);
    out.set("sampledQueries", pick.sampledQueries);
    out.set("paybackQueries", pick.paybackQueries);
    return out;
  }
  std::string start(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    return report(search_.start(grid.grid(), sx, sy, gx, gy, CheckedOptions{options.options()}), error_);
  }
  // findPath's one call: start, run to the end untimed (JS times the call:
  // clock reads from inside wasm cost more), and leave the outcome at
  // outcomeAddress() for JS to read from the wasm heap (no accessor call per
  // field). Returns the status code, or -1 when the search cannot start
  // (error() and errorCode() say why).
  int run(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    Problem problem = search_.start(grid.grid(), sx, sy, gx, gy, CheckedOptions{options.options()});
    if (problem) {
      message_ = report(std::move(problem), error_);
      return -1;
    }
    error_ = ErrorCode::None;
    message_.clear();  // the success path makes no string
    const SearchStatus status = search_.step(kUnlimited, false);
    const SearchSpace& space = search_.space();
    const SearchOptions& o = options.options();
    outcome_[kOutStatus] = double(status);
    outcome_[kOutCost] = space.pathCost;
    outcome_[kOutExpanded] = double(space.expanded);
    outcome_[kOutOpened] = double(space.opened);
    outcome_[kOutPath] = double(reinterpret_cast<std::uintptr_t>(space.path.data()));
    outcome_[kOutPathLength] = double(space.path.size());
    outcome_[kOutIterations] = double(space.iterations);
    outcome_[kOutPrecomputeMicros] = space.precomputeMicros;
    outcome_[kOutPrecomputedNow] = double(space.precomputedNow);
    outcome_[kOutGoalIndex] = double(search_.goalIndex());
    outcome_[kOutGameFeatures] = double(usesGameFeatures(o) || !o.goals.empty());
    outcome_[kOutPrecomputeBytes] = double(space.precomputeBytes);
    return int(status);
  }
  std::string error() const { return message_; }
  // Byte address of run()'s outcome block, its slots in OutcomeSlot's order.
  double outcomeAddress() const { return double(reinterpret_cast<std::uintptr_t>(outcome_.data())); }
  std::string errorCode() const { return codeName(error_); }
  bool stale() const { return search_.stale(); }
  GridSearch& engine() { return search_; }
  const GridSearch& engine() const { return search_; }

 private:
  GridSearch search_;
  ErrorCode error_ = ErrorCode::None;  // of the last start() or run()
  std::string message_;                // of the last run()
  std::array<double, kOutcomeSlots> outcome_{};
};

// LPA* or D* Lite bound to a grid (algorithms/replanner.hpp); results bound by bindOutcome.
class WasmReplanner {
 public:
  std::string start(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    return report(replanner_.start(grid.grid(), sx, sy, gx, gy, options.options()), error_);
  }
  std::string moveStart(int x, int y) { return report(replanner_.moveStart(x, y), error_); }
  std::string moveGoal(int x, int y) { return report(replanner_.moveGoal(x, y), error_); }
  std::string plan() { return report(replanner_.plan(), error_); }
  std::string errorCode() const { return codeName(error_); }
  bool repaired() const { return replanner_.repaired(); }
  double km() const { return replanner_.km(); }
  double changedCells() const { return double(replanner_.changedCells()); }
  const Replanner& engine() const { return replanner_; }

 private:
  Replanner replanner_;
  ErrorCode error_ = ErrorCode::None;  // of the last start, move or plan
};

// A search over an explicit graph. JS writes the graph into nodeBuffer (x, y
// per node) and edgeBuffer (from, to, cost per edge), then calls setGraph.
// Its results are bound by bindSearchResults.
class WasmGraphSearch {
 public:
  val nodeBuffer(double nodeCount) { return sized(nodes_, 2 * nodeCount); }
  val edgeBuffer(double edgeCount) { return sized(edges_, 3 * edgeCount); }
  std::string setGraph() {
    return report(search_.setGraph(nodes_.data(), nodes_.size() / 2, edges_.data(), edges_.size() / 3), error_);
  }
  std::string start(double start, double goal, const WasmOptions& options) {
    return report(search_.start(nodeId(start), nodeId(goal), options.options()), error_);
  }
  std::string errorCode() const { return codeName(error_); }
  GraphSearch& engine() { return search_; }
  const GraphSearch& engine() const { return search_; }

 private:
  // Ids outside 0..2^32-2 become kNoNode, which start() reports as not a node id.
  static std::uint32_t nodeId(double id) { return id >= 0 && id < double(kNoNode) ? std::uint32_t(id) : kNoNode; }
  static val sized(std::vector<double>& buffer, double count) {
    buffer.resize(std::size_t(count));
    return view(buffer);
  }
  std::vector<double> nodes_, edges_;
  GraphSearch search_;
  ErrorCode error_ = ErrorCode::None;  // of the last setGraph() or start()
};

// A flow field (algorithms/flow_field.hpp): JS writes goal cell indices into goalBuffer, builds,
// and reads distance() and next() as views (valid until the next build).
class WasmFlowField {
 public:
  val goalBuffer(double count) {
    goals_.resize(std::size_t(count));
    return view(goals_);
  }
  std::string build(const WasmGrid& grid, const std::string& diagonal, const std::string& costModel, int agentSize) {
    const auto rule = parseDiagonalRule(diagonal);
    const auto costs = parseCostModel(costModel);
    if (!rule || !costs) return report({ErrorCode::BadOption, "unknown diagonalMovement or costModel"}, error_);
    return report(field_.build(grid.grid(), goals_, *rule, *costs, agentSize), error_);
  }
  // 0 unchanged, 1 repaired, 2 searched again from scratch.
  int update() { return int(field_.update()); }
  double repairedCells() const { return double(field_.repairedCells()); }
  val distance() const { return view(field_.distance()); }
  val next() const { return view(field_.next()); }
  std::string errorCode() const { return codeName(error_); }

 private:
  FlowField field_;
  std::vector<std::uint32_t> goals_;
  ErrorCode error_ = ErrorCode::None;  // of the last build()
};

// Waypoints in, visibility edges out: JS writes (x, y) pairs into pointBuffer,
// calls link(grid), and reads (a, b, distance) triples from edges().
class WasmWaypoints {
 public:
  val pointBuffer(double count) {
    coordinates_.resize(2 * std::size_t(count));
    return view(coordinates_);
  }
  std::string link(const WasmGrid& grid) {
    points_.clear();
    for (std::size_t i = 0; i + 1 < coordinates_.size(); i += 2) points_.push_back({coordinates_[i], coordinates_[i + 1]});
    std::string e = report(visibilityGraph(grid.grid(), points_, edges_), error_);
    flat_.clear();
    for (const VisibilityEdge& edge : edges_) flat_.insert(flat_.end(), {double(edge.a), double(edge.b), edge.distance});
    return e;
  }
  std::string errorCode() const { return codeName(error_); }
  val edges() const { return view(flat_); }

 private:
  std::vector<int> coordinates_;
  std::vector<GridPoint> points_;
  std::vector<VisibilityEdge> edges_;
  std::vector<double> flat_;
  ErrorCode error_ = ErrorCode::None;  // of the last link()
};

// The core's constants the library reads, for web/tools/write-catalog.mjs, which writes them into
// web/build/pathlab-catalog.js beside the tables: the trace's kinds and layout, the statuses, the
// limits, the unlimited count, the jump-scan reasons and the slots of run()'s outcome block.
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
}  // namespace pathlab

EMSCRIPTEN_BINDINGS(pathlab) {
  using namespace emscripten;
  using namespace pathlab;

  class_<WasmOptions>("Options")
      .constructor<>()
      .function("set", &WasmOptions::set)
      .function("goalBuffer", &WasmOptions::goalBuffer)
      .function("setGoals", &WasmOptions::setGoals)
      .function("errorCode", &WasmOptions::errorCode)
      .function("frontierRule", &WasmOptions::frontierRule);

  class_<WasmGrid>("Grid")
      .constructor<int, int>()
      .function("width", &WasmGrid::width)
      .function("height", &WasmGrid::height)
      .function("walkable", &WasmGrid::walkable)
      .function("cost", &WasmGrid::cost)
      .function("setWalkable", &WasmGrid::setWalkable)
      .function("setCost", &WasmGrid::setCost)
      .function("cellBuffer", &WasmGrid::cellBuffer)
      .function("loadCellBuffer", &WasmGrid::loadCellBuffer)
      .function("storeCellBuffer", &WasmGrid::storeCellBuffer)
      .function("toMovingAI", &WasmGrid::toMovingAI);

  class_<FileReader>("FileReader")
      .function("error", &FileReader::error)
      .function("errorCode", &FileReader::errorCode);

  class_<MapReader, base<FileReader>>("MapReader")
      .constructor<>()
      .function("read", &MapReader::read)
      .function("takeGrid", &MapReader::takeGrid, allow_raw_pointers());

  class_<ScenarioReader, base<FileReader>>("ScenarioReader")
      .constructor<>()
      .function("read", &ScenarioReader::read)
      .function("ints", &ScenarioReader::ints)
      .function("lengths", &ScenarioReader::lengths)
      .function("maps", &ScenarioReader::maps);

  bindSearchResults(class_<WasmSearch>("Search"))
      .constructor<>()
      .function("start", &WasmSearch::start)
      .function("run", &WasmSearch::run)
      .function("error", &WasmSearch::error)
      .function("outcomeAddress", &WasmSearch::outcomeAddress)
      .function(
          "goalIndex", +[](const WasmSearch& w) { return w.engine().goalIndex(); })
      .function("errorCode", &WasmSearch::errorCode)
      .function("stale", &WasmSearch::stale)
      .function("pickFastest", &WasmSearch::pickFastest)
      .function(
          "landmarkCells", +[](const WasmSearch& w) {
            const std::span<const std::uint32_t> cells = w.engine().landmarkCells();
            return val(typed_memory_view(cells.size(), cells.data()));
          });

  bindOutcome(class_<WasmReplanner>("Replanner"))
      .constructor<>()
      .function("start", &WasmReplanner::start)
      .function("moveStart", &WasmReplanner::moveStart)
      .function("moveGoal", &WasmReplanner::moveGoal)
      .function("plan", &WasmReplanner::plan)
      .function("errorCode", &WasmReplanner::errorCode)
      .function("repaired", &WasmReplanner::repaired)
      .function("km", &WasmReplanner::km)
      .function("changedCells", &WasmReplanner::changedCells);

  bindSearchResults(class_<WasmGraphSearch>("GraphSearch"))
      .constructor<>()
      .function("nodeBuffer", &WasmGraphSearch::nodeBuffer)
      .function("edgeBuffer", &WasmGraphSearch::edgeBuffer)
      .function("setGraph", &WasmGraphSearch::setGraph)
      .function("start", &WasmGraphSearch::start)
      .function("errorCode", &WasmGraphSearch::errorCode);

  class_<WasmFlowField>("FlowField")
      .constructor<>()
      .function("goalBuffer", &WasmFlowField::goalBuffer)
      .function("build", &WasmFlowField::build)
      .function("update", &WasmFlowField::update)
      .function("repairedCells", &WasmFlowField::repairedCells)
      .function("distance", &WasmFlowField::distance)
      .function("next", &WasmFlowField::next)
      .function("errorCode", &WasmFlowField::errorCode);

  class_<WasmWaypoints>("Waypoints")
      .constructor<>()
      .function("pointBuffer", &WasmWaypoints::pointBuffer)
      .function("link", &WasmWaypoints::link)
      .function("errorCode", &WasmWaypoints::errorCode)
      .function("edges", &WasmWaypoints::edges);

  class_<WasmMoves>("Moves")
      .constructor<>()
      .function("set", &WasmMoves::set)
      .function("moves", &WasmMoves::moves)
      .function("cells", &WasmMoves::cells)
      .function("costs", &WasmMoves::costs)
      .function("estimate", &WasmMoves::estimate)
      .function("errorCode", &WasmMoves::errorCode);

  function("checkGridSize", &checkSize);
  function("algorithmTable", &algorithmTableForJs);
  function("optionTable", &optionTableForJs);
  function("constants", &constantsForJs);
  function("isAdmissible", &admissible);
  function("defaultHeuristic", &resolvedDefaultHeuristic);
}
