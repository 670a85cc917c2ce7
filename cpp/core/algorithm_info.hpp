// What each algorithm is, in one table: its public id, its name for people, its
// family, the frontier it keeps and how that frontier is ordered, what it
// guarantees, what it refuses, and its defaults. Everything else reads this
// table: option parsing (options.cpp), the checks that refuse a search
// (checkAlgorithm), the bindings (which hand it to JavaScript), the library's
// lists and the page's menus and teaching views. docs/algorithms.md is
// generated from it.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "core/options.hpp"
#include "core/problem.hpp"

namespace pathlab {

enum class Family {
  BestFirst,
  BreadthFirst,
  DepthFirst,
  JumpPoint,
  Bidirectional,
  AnyAngle,
  IterativeDeepening,
  Incremental,
  Fringe
};

// The data structure a search takes its next node from, which decides the order the
// teaching views show (the page has one model per kind, fed by frontierRule()).
enum class FrontierKind {
  PriorityQueue,  // lowest key first: key = gWeight * g + hWeight * h, then the tie rule, then the node id
  FifoQueue,      // first reached, first taken
  LifoStack,      // last reached (or re-reached), first taken
  DeepeningPath,  // the current path and each of its nodes' untried children, deepest first, under a bound on f
  TwoPartKey,     // [k1; k2] = [min(g, rhs) + h; min(g, rhs)], lowest first
  TwoQueues,      // one priority queue per direction; the side with fewer entries goes next
  NowLater,       // one list walked in order: nodes with f within the threshold now, the rest later
};
// How equal keys are ordered: TieBreak's rules, or (TwoPartKey) the lower second key.
enum class TieOrder { LowerH,
                      Fifo,
                      Lifo,
                      LowerG };

// keyH of a search whose key weighs h by the options' weight (AlgorithmInfo::keyH).
inline constexpr double kOptionsWeight = -1.0;

// A row of the table. Rows name their fields (designated initialisers): a flag left out is
// false, so a row lists what the algorithm does; the rest have the defaults below.
struct AlgorithmInfo {
  Algorithm algorithm;
  std::string_view id;    // the public name (SearchOptions in JavaScript, share links)
  std::string_view name;  // for people
  Family family;
  FrontierKind frontier;
  std::string_view order;                    // the frontier's order in words ("lowest f = g + h first")
  bool optimal = false;                      // with its default heuristic and weight
  bool complete = false;                     // finds a path whenever one exists (given time)
  bool terrain = false;                      // searches maps with terrain costs, by either terrainCost model
  std::uint8_t diagonalRules = 0;            // bit DiagonalRule: the movement rules it accepts
  bool integerCosts = false;                 // accepts costModel 'integer'
  bool weight = false;                       // honours a weight other than 1
  bool openLists = false;                    // runs on every openList design (else the heap only)
  bool tieBreaks = false;                    // honours tieBreaking (else its own order)
  bool chaseAndFlee = false;                 // stopWhenHalfway and flee
  bool agents = false;                       // agentSize, goals and closestIfUnreachable (algorithms/agent_engine.cpp)
  bool graphs = false;                       // searches explicit graphs (findPathInGraph, waypoints)
  bool replans = false;                      // repairs its last search after edits (createReplanner)
  bool movingStart = false;                  // repairs from a start that moved: an agent walks its path and replans where it stands
  bool microSteps = false;                   // records traceDetail 'micro'
  double defaultWeight = 1.0;                // the weight when none is given
  Heuristic heuristic = Heuristic::Default;  // the heuristic it always uses, or Default: the one the options name
  // A priority queue's key = g * keyG + h * keyH (keyWeights): Dijkstra's keyH is 0, greedy's
  // keyG 0; kOptionsWeight: the options' weight.
  double keyG = 1.0;
  double keyH = kOptionsWeight;
  std::string_view credit;          // who made it: authors, title, year
  std::string_view creditUrl = {};  // where to read it (empty when there is no open link)
};

inline constexpr std::uint8_t kAllDiagonalRules = 0b1111;
inline constexpr std::uint8_t diagonalBit(DiagonalRule rule) { return std::uint8_t(1u << int(rule)); }

// Every algorithm, in the order of the Algorithm enumeration (a test checks).
std::span<const AlgorithmInfo> algorithmTable();
const AlgorithmInfo& algorithmInfo(Algorithm algorithm);
std::string_view familyName(Family family);
// The ids of the algorithms whose column is true, as a list for people: "astar, dijkstra and bfs".
std::string idsWhere(bool AlgorithmInfo::*column);
std::string_view frontierKindName(FrontierKind kind);
std::string_view tieOrderName(TieOrder rule);

// How a search with these options orders its frontier: the one statement of it,
// read by the searches (BestFirstConfig) and reported to the teaching views.
struct FrontierRule {
  FrontierKind kind;
  double gWeight;
  double hWeight;
  TieOrder tie;
};
FrontierRule frontierRule(const SearchOptions& options);
// A priority queue's key = g * g-weight + h * h-weight, from the row's keyG and keyH.
struct KeyWeights {
  double g, h;
};
KeyWeights keyWeights(Algorithm algorithm, double weight);

// Why the algorithm cannot run with these options, or "" (from the table's columns;
// checkOptions includes it).
Problem checkAlgorithm(const SearchOptions& options);
// Why the algorithm cannot run on a grid with `terrainCells` cells of cost above 1, or "": it takes no
// terrain, or not the options' terrainCost (without terrain both models price every step alike).
Problem checkTerrain(const SearchOptions& options, std::int64_t terrainCells);

}  // namespace pathlab
