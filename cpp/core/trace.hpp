// What a search did, event by event, in flat arrays that JavaScript reads as
// typed-array views (structure of arrays, 25 bytes per event):
//   kind   uint8    TraceKind, plus kBackwardFlag for the backward half of a bidirectional search
//   cell   uint32   public cell index y * width + x (node id for explicit graphs)
//   parent uint32   the cell's parent at that moment, kNoParent for none
//   g      float64  cost from the start (from the goal, for backward events)
//   h      float64  heuristic estimate used for the cell
// A step of the search is one Expand event followed by the Open/Improve events
// it caused; Path events (start to goal) close a finished search.
// With the micro-step detail level (SearchOptions::traceDetail) a step also
// records its goal test and every neighbour it looked at and left alone, with
// the reason (kinds 4..12), in the order the search did them.
#pragma once

#include <cstdint>
#include <iterator>
#include <string_view>
#include <vector>

namespace pathlab {

enum class TraceKind : std::uint8_t {
  Open = 0,     // first reached: joins the open set
  Improve = 1,  // reached again more cheaply: new g and parent (reopens a closed node)
  Expand = 2,   // taken from the open set and closed
  Path = 3,     // part of the final (or partial) path, in order from the start
  // Micro-step detail only. Skips: cell = the neighbour, parent = the expanded node.
  GoalTest = 4,        // the expanded node is tested against the goal (Path events follow if it is one)
  SkipWall = 5,        // a neighbour inside the map that is a wall
  SkipCorner = 6,      // a free diagonal neighbour that the diagonal rule forbids (a side cell is a wall)
  SkipClosed = 7,      // a neighbour already expanded; g = the cost through the expanded node
  SkipNotCheaper = 8,  // a neighbour already open at a cost no higher; g = the rejected cost
  SkipQueued = 9,      // breadth-first search: a neighbour already waiting in the queue
  // Jump point search: a direction the expanded jump point scans (cell = its neighbour that
  // way, h = why: a JumpScanReason), then the scan's result: the jump point's Open, Improve,
  // SkipClosed or SkipNotCheaper, or JumpNone.
  JumpScan = 10,
  JumpNone = 11,  // the scan met a wall or the map's edge first: no jump point that way (cell = the neighbour)
  // Bidirectional search: the other side has already reached the neighbour; g = the path's cost
  // through it, h = mu (the cheapest such cost so far) after it.
  Meet = 12,
  // Fringe search: an iteration of the walk over its list begins (cell = the list's head, g = the
  // iteration's threshold on f, h = 0). Recorded whatever the detail level.
  Threshold = 13,
  // LPA* and D* Lite repairs: a waiting node became consistent again (g = rhs) and left the queue
  // without being expanded (g = its g). Recorded whatever the detail level.
  Leave = 14,
};
// The kinds' names in the library's traces (TRACE_KINDS, web/build/pathlab-catalog.js), by value.
inline constexpr std::string_view kTraceKindNames[] = {
    "open", "improve", "expand", "path", "goalTest", "skipWall", "skipCorner", "skipClosed",
    "skipNotCheaper", "skipQueued", "jumpScan", "jumpNone", "meet", "threshold", "leave"};
static_assert(std::size(kTraceKindNames) == std::size_t(TraceKind::Leave) + 1, "a name for every trace kind");

// Why a jump point search scans a direction, a JumpScan event's h (docs/jump-point-search.md):
// a natural neighbour, one kept for a forced neighbour, the goal in sight that way (then
// the goal is opened alone and no other direction is scanned), or terrain: the cell's 3 x 3
// block mixes costs, so no direction is pruned (docs/algorithms.md, "Jump point search on terrain").
enum class JumpScanReason : std::uint8_t { Natural = 0,
                                           Forced = 1,
                                           GoalInSight = 2,
                                           Terrain = 3 };
// Their names in the library (JUMP_SCAN_REASONS), by value.
inline constexpr std::string_view kJumpScanReasonNames[] = {"natural", "forced", "goalInSight", "terrain"};
static_assert(std::size(kJumpScanReasonNames) == std::size_t(JumpScanReason::Terrain) + 1, "a name for every reason");

// In a bidirectional search, GoalTest is the stopping test of the popped node: g = kF + kB (its
// key plus the other side's last key), h = mu (infinity before the sides meet); the search stops
// when g >= h, and then Path events follow instead of the node's expansion.

// A graph type that asks the search to record micro-step events (algorithms/micro_steps.hpp).
template <class Graph>
concept RecordsMicroSteps = Graph::kMicroSteps;
inline constexpr std::uint8_t kBackwardFlag = 0x80;
inline constexpr std::uint32_t kNoParent = 0xFFFFFFFFu;
inline constexpr std::uint64_t kTraceBytesPerEvent = 1 + 4 + 4 + 8 + 8;

class Trace {
 public:
  // Empties the trace, keeping its memory.
  void reset(bool enabled, std::uint64_t maxEvents) {
    enabled_ = enabled;
    maxEvents_ = maxEvents;
    truncated_ = false;
    kinds_.clear();
    cells_.clear();
    parents_.clear();
    g_.clear();
    h_.clear();
  }

  void record(std::uint8_t kind, std::uint32_t cell, std::uint32_t parent, double g, double h) {
    if (!enabled_) return;
    if (kinds_.size() >= maxEvents_) {
      truncated_ = true;
      return;
    }
    kinds_.push_back(kind);
    cells_.push_back(cell);
    parents_.push_back(parent);
    g_.push_back(g);
    h_.push_back(h);
  }
  void record(TraceKind kind, std::uint32_t cell, std::uint32_t parent, double g, double h) {
    record(std::uint8_t(kind), cell, parent, g, h);
  }

  // Removes the events of this kind at the end (a path about to be recorded again).
  void dropTrailing(TraceKind kind) {
    std::size_t n = kinds_.size();
    while (n > 0 && kinds_[n - 1] == std::uint8_t(kind)) --n;
    kinds_.resize(n);
    cells_.resize(n);
    parents_.resize(n);
    g_.resize(n);
    h_.resize(n);
  }

  bool enabled() const { return enabled_; }
  bool truncated() const { return truncated_; }
  std::size_t size() const { return kinds_.size(); }
  const std::vector<std::uint8_t>& kinds() const { return kinds_; }
  const std::vector<std::uint32_t>& cells() const { return cells_; }
  const std::vector<std::uint32_t>& parents() const { return parents_; }
  const std::vector<double>& g() const { return g_; }
  const std::vector<double>& h() const { return h_; }

 private:
  bool enabled_ = false;
  bool truncated_ = false;
  std::uint64_t maxEvents_ = 0;
  std::vector<std::uint8_t> kinds_;
  std::vector<std::uint32_t> cells_;
  std::vector<std::uint32_t> parents_;
  std::vector<double> g_;
  std::vector<double> h_;
};

}  // namespace pathlab
