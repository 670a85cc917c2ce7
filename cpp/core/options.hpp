// Everything a caller can choose about a search, with names as the public API spells them.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/algorithm.hpp"
#include "core/problem.hpp"

namespace pathlab {

enum class Heuristic { Default,
                       Manhattan,
                       Euclidean,
                       Octile,
                       Chebyshev,
                       Zero,
                       // Distances measured in advance from a few cells of the map (core/landmarks.hpp).
                       Landmarks };
// PathFinding.js names. OnlyWhenNoObstacles is the Moving AI rule.
enum class DiagonalRule { Never,
                          Always,
                          IfAtMostOneObstacle,
                          OnlyWhenNoObstacles };
// Real: straight 1, diagonal sqrt(2). Integer: 10 and 14 (the Unity tilemap A* article). Both times terrain cost.
enum class CostModel { Real,
                       Integer };
// How terrain prices a step (core/terrain_cost.hpp). Entered: the step's unit times the terrain cost
// of the cell it enters. Crossed: the unit times the mean cost of the cells it crosses, the model of
// Carlson, Moghadam, Harabor, Stuckey and Ebrahimi's JPSW ("Optimal Pathfinding on Weighted Grid
// Maps", AAAI 2023): its two cells for a straight step, its 2 x 2 block for a diagonal one.
enum class TerrainCost { Entered,
                         Crossed };
// Among open nodes of equal f: LowerH prefers the one nearer the goal (as that article breaks ties),
// Fifo the one opened first, Lifo the one opened last.
enum class TieBreak { LowerH,
                      Fifo,
                      Lifo };
// The three open-list designs of Millington's AI for Games; the heap is the default.
enum class OpenListKind { BinaryHeap,
                          NodeArray,
                          UnsortedArray };
// What happens to a finished grid path: kept as found, or string pulling
// (string_pulling.hpp): cells that see each other are joined by straight legs.
enum class PathSmoothing { None,
                           StringPulling };
// How much the trace records: Steps (expand, open, improve, path) or Micro (also every goal
// test and every neighbour skipped, with the reason; best-first searches, breadth-first and flee).
enum class TraceDetail { Steps,
                         Micro };

inline constexpr std::uint64_t kUnlimited = std::numeric_limits<std::uint64_t>::max();

struct SearchOptions {
  Algorithm algorithm = Algorithm::AStar;
  Heuristic heuristic = Heuristic::Default;
  DiagonalRule diagonal = DiagonalRule::OnlyWhenNoObstacles;
  CostModel costModel = CostModel::Real;
  TerrainCost terrainCost = TerrainCost::Entered;
  TieBreak tieBreak = TieBreak::LowerH;
  OpenListKind openList = OpenListKind::BinaryHeap;
  double weight = 1.0;                       // heuristic weight, >= 1 (1.75 in the chase of the Sumerian Blood A* tutorial, below)
  std::uint64_t maxExpansions = kUnlimited;  // >= 1; status Limit when reached (that tutorial stops at 8000)
  bool recordTrace = true;
  std::uint64_t maxTraceEvents = 16'000'000;  // 400 MB at 25 bytes per event; then traceTruncated()
  TraceDetail traceDetail = TraceDetail::Steps;
  // The chase shortcut of the Sumerian Blood A* tutorial (Ofer Rubinstein, "A Practical Overview of A* (with Code!)",
  // http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/; best-first algorithms only): stop with status Halfway once an
  // expanded cell's straight-line distance to the goal is at most half the start's.
  bool stopWhenHalfway = false;
  // Flee (algorithms/flee.hpp; best-first algorithms only): the goal cell is the threat, and the
  // search ends at the first cell at least fleeDistance (straight line, in cells) away from it.
  bool flee = false;
  double fleeDistance = 0.0;
  PathSmoothing pathSmoothing = PathSmoothing::None;
  // ---- for game code (docs/game-developers.md) ----
  // The agent's footprint: k x k cells anchored at its top-left cell (Harabor and Botea, "Hierarchical
  // Path Planning for Multi-Size Agents in Heterogeneous Environments", CIG 2008). 1..kMaxAgentSize.
  int agentSize = 1;
  // When no path exists: the path to the reached cell nearest the goal (straight line), status NoPath.
  bool closestIfUnreachable = false;
  // Several goals as public cell indices (y * width + x), 1..kMaxGoals; empty: the one goal given to start().
  std::vector<std::uint32_t> goals;
};

inline constexpr int kMaxAgentSize = 8;
inline constexpr std::size_t kMaxGoals = 1024;
// Whether the options ask for anything of the game adapter (algorithms/agent_graph.hpp).
inline bool usesGameFeatures(const SearchOptions& o) {
  return o.agentSize != 1 || o.closestIfUnreachable || o.goals.size() > 1;
}

// Name <-> enum. Parsers return nullopt for unknown names.
std::optional<Algorithm> parseAlgorithm(std::string_view name);
std::optional<Heuristic> parseHeuristic(std::string_view name);
std::optional<DiagonalRule> parseDiagonalRule(std::string_view name);
std::optional<CostModel> parseCostModel(std::string_view name);
std::optional<TerrainCost> parseTerrainCost(std::string_view name);
std::optional<TieBreak> parseTieBreak(std::string_view name);
std::optional<OpenListKind> parseOpenList(std::string_view name);
std::optional<PathSmoothing> parsePathSmoothing(std::string_view name);
std::optional<TraceDetail> parseTraceDetail(std::string_view name);
std::string_view algorithmName(Algorithm a);
std::string_view heuristicName(Heuristic h);
std::string_view diagonalRuleName(DiagonalRule d);

// The tightest admissible heuristic for a movement rule: Manhattan without
// diagonals, octile with them.
Heuristic defaultHeuristic(DiagonalRule diagonal);

// Why these options are unusable, or "" when they are fine.
Problem checkOptions(const SearchOptions& options);
// Whether a terrain cost model takes this cost model: the part of checkOptions that whatever prices
// steps without a search (a flow field) checks too.
Problem checkTerrainCost(CostModel costs, TerrainCost terrain);
// Options the caller has already passed through checkOptions (a promise, not a check).
struct CheckedOptions {
  const SearchOptions& options;
};

}  // namespace pathlab
