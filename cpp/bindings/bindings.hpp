// What every binding file shares: how a check's result crosses to JS, views into wasm memory, run()'s
// outcome slots, and the two classes the others take as arguments (the options and the grid).
// The binding files are the only ones that include Emscripten. Nothing in them throws: failures
// come back as "" / error strings and statuses, with the error's stable code from errorCode()
// (core/problem.hpp), and the JS library (web/src/lib/pathlab.js) turns them into Errors with that code.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <iterator>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "core/algorithm_info.hpp"
#include "core/grid.hpp"
#include "core/option_info.hpp"
#include "io/movingai.hpp"

namespace pathlab::bindings {

using emscripten::typed_memory_view;
using emscripten::val;

// What the bindings return for a check: its message ("" when fine). The code
// stays in `last` for errorCode(), so the success path hands JS one empty string.
inline std::string report(Problem problem, ErrorCode& last) {
  last = problem.code;
  return std::move(problem.message);
}

inline std::string codeName(ErrorCode code) { return std::string(errorCodeName(code)); }

// kUnlimited as JS passes it: a count at or above this number (2^64) has no limit.
inline constexpr double kUnlimitedNumber = double(kUnlimited);

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
inline constexpr const char* kOutcomeSlotNames[] = {"status", "cost", "expanded", "opened", "path", "pathLength",
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
    out.set("tie", std::string(tieOrderName(rule.tie)));
    return out;
  }

 private:
  SearchOptions options_;
  std::vector<std::uint32_t> goalCells_;
  ErrorCode error_ = ErrorCode::None;  // of the last set()
};

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

}  // namespace pathlab::bindings
