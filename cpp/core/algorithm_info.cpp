#include "core/algorithm_info.hpp"

#include <array>
#include <string>
#include <vector>

namespace pathlab {
namespace {

constexpr std::uint8_t kMovingAIRule = diagonalBit(DiagonalRule::OnlyWhenNoObstacles);
constexpr std::uint8_t kNoCornerCutting = diagonalBit(DiagonalRule::Never) | kMovingAIRule;

using enum Family;
using enum FrontierKind;

// One row per algorithm, in the order of the Algorithm enumeration. Columns:
//  algorithm, id, name, family, frontier, order,
//  optimal, complete, terrain, diagonalRules, integerCosts, weight, openLists, tieBreaks, chaseAndFlee,
//  agents, graphs, replans, movingStart, microSteps, defaultWeight, heuristic, credit, creditUrl
constexpr std::array<AlgorithmInfo, 16> kTable{{
    {Algorithm::AStar, "astar", "A*", BestFirst, PriorityQueue, "lowest f = g + h first",
     true, true, true, kAllDiagonalRules, true, true, true, true, true, true, true, false, false, true, 1.0, Heuristic::Default,
     "Hart, Nilsson and Raphael, \"A Formal Basis for the Heuristic Determination of Minimum Cost Paths\", 1968",
     "https://doi.org/10.1109/TSSC.1968.300136"},
    {Algorithm::Dijkstra, "dijkstra", "Dijkstra", BestFirst, PriorityQueue, "lowest g first",
     true, true, true, kAllDiagonalRules, true, true, true, true, true, true, true, false, false, true, 1.0, Heuristic::Zero,
     "Dijkstra, \"A note on two problems in connexion with graphs\", 1959", "https://doi.org/10.1007/BF01386390"},
    {Algorithm::Greedy, "greedy", "Greedy best-first", BestFirst, PriorityQueue, "lowest h first",
     false, true, true, kAllDiagonalRules, true, true, true, true, true, true, true, false, false, true, 1.0, Heuristic::Default,
     "Doran and Michie, \"Experiments with the Graph Traverser program\", 1966",
     "https://doi.org/10.1098/rspa.1966.0205"},
    {Algorithm::BreadthFirst, "bfs", "Breadth-first search", BreadthFirst, FifoQueue, "first reached, first taken",
     false, true, true, kAllDiagonalRules, true, true, true, true, false, false, true, false, false, true, 1.0, Heuristic::Zero,
     "Moore, \"The shortest path through a maze\", 1959", ""},
    // The default weight 1.75 is the chase weight of Ofer Rubinstein's "A Practical Overview of A* (with Code!)",
    // http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/
    {Algorithm::WeightedAStar, "weighted-astar", "Weighted A*", BestFirst, PriorityQueue, "lowest f = g + w·h first",
     false, true, true, kAllDiagonalRules, true, true, true, true, true, true, true, false, false, true, 1.75, Heuristic::Default,
     "Pohl, \"Heuristic search viewed as path finding in a graph\", 1970",
     "https://doi.org/10.1016/0004-3702(70)90007-X"},
    {Algorithm::JumpPoint, "jps", "Jump point search", JumpPoint, PriorityQueue, "lowest f = g + h first, jump points only",
     true, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, true, 1.0, Heuristic::Default,
     "Harabor and Grastien, \"Online Graph Pruning for Pathfinding on Grid Maps\", 2011",
     "https://doi.org/10.1609/aaai.v25i1.7994"},
    {Algorithm::BidirectionalAStar, "bidirectional-astar", "Bidirectional A*", Bidirectional, TwoQueues,
     "two lists, lowest g + h first on each; the shorter list goes next",
     true, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, true, 1.0, Heuristic::Default,
     "Ikeda et al., \"A fast algorithm for finding better routes by AI search techniques\", 1994",
     "https://doi.org/10.1109/VNIS.1994.396824"},
    {Algorithm::BidirectionalDijkstra, "bidirectional-dijkstra", "Bidirectional Dijkstra", Bidirectional, TwoQueues,
     "two lists, lowest g first on each; the shorter list goes next",
     true, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, true, 1.0, Heuristic::Zero,
     "Pohl, \"Bi-directional search\", 1971", ""},
    {Algorithm::ThetaStar, "theta-star", "Theta*", AnyAngle, PriorityQueue, "lowest f = g + h first",
     false, true, true, kNoCornerCutting, false, true, true, true, false, false, false, false, false, false, 1.0, Heuristic::Euclidean,
     "Nash, Daniel, Koenig and Felner, \"Theta*: Any-Angle Path Planning on Grids\", 2007",
     "https://cdn.aaai.org/AAAI/2007/AAAI07-187.pdf"},
    {Algorithm::LazyThetaStar, "lazy-theta-star", "Lazy Theta*", AnyAngle, PriorityQueue, "lowest f = g + h first",
     false, true, true, kNoCornerCutting, false, true, true, true, false, false, false, false, false, false, 1.0, Heuristic::Euclidean,
     "Nash, Koenig and Tovey, \"Lazy Theta*: Any-Angle Path Planning and Path Length Analysis in 3D\", 2010",
     "https://doi.org/10.1609/aaai.v24i1.7566"},
    {Algorithm::IdaStar, "ida-star", "IDA*", IterativeDeepening, DeepeningPath,
     "depth first along the current path, trying only children with f = g + h within the bound",
     true, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, false, 1.0, Heuristic::Default,
     "Korf, \"Depth-First Iterative-Deepening: An Optimal Admissible Tree Search\", 1985",
     "https://doi.org/10.1016/0004-3702(85)90084-0"},
    {Algorithm::DepthFirst, "dfs", "Depth-first search", DepthFirst, LifoStack, "last reached, first taken",
     false, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, false, 1.0, Heuristic::Zero,
     "Tarjan, \"Depth-first search and linear graph algorithms\", 1972", "https://doi.org/10.1137/0201010"},
    {Algorithm::LpaStar, "lpa-star", "LPA*", Incremental, TwoPartKey, "lowest [min(g, rhs) + h; min(g, rhs)] first",
     true, true, true, kAllDiagonalRules, true, false, false, false, false, false, false, true, false, false, 1.0, Heuristic::Default,
     "Koenig, Likhachev and Furcy, \"Lifelong Planning A*\", 2004", "https://doi.org/10.1016/j.artint.2003.12.001"},
    {Algorithm::DStarLite, "d-star-lite", "D* Lite", Incremental, TwoPartKey,
     "lowest [min(g, rhs) + h; min(g, rhs)] first, searching from the goal",
     true, true, true, kAllDiagonalRules, true, false, false, false, false, false, false, true, true, false, 1.0, Heuristic::Default,
     "Koenig and Likhachev, \"D* Lite\", 2002", "https://cdn.aaai.org/AAAI/2002/AAAI02-072.pdf"},
    {Algorithm::JumpPointPlus, "jps-plus", "JPS+", JumpPoint, PriorityQueue,
     "lowest f = g + h first, jump points only",
     true, true, false, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, true, 1.0, Heuristic::Default,
     "Rabin and Silva, \"JPS+: An Extreme A* Speed Optimization for Static Uniform Cost Grids\", Game AI Pro 2, 2015",
     "http://www.gameaipro.com/GameAIPro2/"
     "GameAIPro2_Chapter14_JPS_Plus_An_Extreme_A_Star_Speed_Optimization_for_Static_Uniform_Cost_Grids.pdf"},
    {Algorithm::Fringe, "fringe", "Fringe search", Family::Fringe, NowLater,
     "one list walked in order: cells with f = g + h within the threshold now, the rest later",
     true, true, true, kAllDiagonalRules, true, true, true, true, false, false, false, false, false, false, 1.0, Heuristic::Default,
     "Björnsson, Enzenberger, Holte and Schaeffer, \"Fringe Search: Beating A* at Pathfinding on Game Maps\", 2005",
     "https://webdocs.cs.ualberta.ca/~holte/Publications/fringe.pdf"},
}};

constexpr bool inEnumOrder() {
  for (std::size_t i = 0; i < kTable.size(); ++i) {
    if (kTable[i].algorithm != Algorithm(i)) return false;
  }
  return true;
}
static_assert(inEnumOrder(), "kTable's rows follow the Algorithm enumeration");

std::string nameOf(Algorithm a) { return std::string(algorithmInfo(a).name); }

// "a", "a and b", "a, b and c".
std::string listed(const std::vector<std::string>& items) {
  std::string text;
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i > 0) text += i + 1 == items.size() ? " and " : ", ";
    text += items[i];
  }
  return text;
}

}  // namespace

std::span<const AlgorithmInfo> algorithmTable() { return kTable; }

std::string idsWhere(bool AlgorithmInfo::*column) {
  std::vector<std::string> ids;
  for (const AlgorithmInfo& row : kTable) {
    if (row.*column) ids.emplace_back(row.id);
  }
  return listed(ids);
}

const AlgorithmInfo& algorithmInfo(Algorithm algorithm) {
  const auto i = std::size_t(algorithm);
  return i < kTable.size() ? kTable[i] : kTable.front();
}

std::string_view familyName(Family family) {
  switch (family) {
    case BestFirst: return "best-first";
    case BreadthFirst: return "breadth-first";
    case DepthFirst: return "depth-first";
    case JumpPoint: return "jump-point";
    case Bidirectional: return "bidirectional";
    case AnyAngle: return "any-angle";
    case IterativeDeepening: return "iterative-deepening";
    case Incremental: return "incremental";
    case Family::Fringe: return "fringe";
  }
  return "?";
}

std::string_view frontierKindName(FrontierKind kind) {
  switch (kind) {
    case PriorityQueue: return "priority-queue";
    case FifoQueue: return "fifo-queue";
    case LifoStack: return "lifo-stack";
    case DeepeningPath: return "deepening-path";
    case TwoPartKey: return "two-part-key";
    case TwoQueues: return "two-queues";
    case NowLater: return "now-later";
  }
  return "?";
}

std::string_view tieRuleName(TieRule rule) {
  switch (rule) {
    case TieRule::LowerH: return "lower-h";
    case TieRule::Fifo: return "fifo";
    case TieRule::Lifo: return "lifo";
    case TieRule::LowerG: return "lower-g";
  }
  return "?";
}

FrontierRule frontierRule(const SearchOptions& options) {
  const AlgorithmInfo& info = algorithmInfo(options.algorithm);
  FrontierRule rule{info.frontier, 1.0, options.weight, TieRule(int(options.tieBreak))};
  switch (info.frontier) {
    case FifoQueue: rule = {FifoQueue, 0.0, 0.0, TieRule::Fifo}; break;
    case LifoStack: rule = {LifoStack, 0.0, 0.0, TieRule::Lifo}; break;
    case DeepeningPath: rule = {DeepeningPath, 1.0, 1.0, TieRule::Fifo}; break;
    case TwoPartKey: rule = {TwoPartKey, 1.0, 1.0, TieRule::LowerG}; break;
    case NowLater: rule = {NowLater, 1.0, 1.0, TieRule::Fifo}; break;
    default: {
      const KeyWeights weights = keyWeights(options.algorithm, options.weight);
      rule.gWeight = weights.g;
      rule.hWeight = weights.h;
      break;
    }
  }
  return rule;
}

KeyWeights keyWeights(Algorithm algorithm, double weight) {
  if (algorithm == Algorithm::Dijkstra || algorithm == Algorithm::BidirectionalDijkstra) return {1.0, 0.0};
  if (algorithm == Algorithm::Greedy) return {0.0, 1.0};
  return {1.0, weight};
}

Problem checkAlgorithm(const SearchOptions& options) {
  const AlgorithmInfo& info = algorithmInfo(options.algorithm);
  if ((info.diagonalRules & diagonalBit(options.diagonal)) == 0) {
    std::string accepted;
    for (int r = 0; r < 4; ++r) {
      if ((info.diagonalRules & diagonalBit(DiagonalRule(r))) == 0) continue;
      accepted += std::string(accepted.empty() ? "'" : " or '") + std::string(diagonalRuleName(DiagonalRule(r))) + "'";
    }
    return {ErrorCode::UnsupportedCombination, nameOf(options.algorithm) + " needs diagonal moves " + accepted +
                                                   ", not '" + std::string(diagonalRuleName(options.diagonal)) +
                                                   "'; use A* for other rules"};
  }
  if (!info.integerCosts && options.costModel != CostModel::Real) {
    return {ErrorCode::UnsupportedCombination,
            nameOf(options.algorithm) + " measures straight legs by their length, so it needs costModel 'real', not 'integer'"};
  }
  if (!info.weight && options.weight != 1.0) {
    return {ErrorCode::UnsupportedCombination, nameOf(options.algorithm) + " needs weight 1 (its keys need an unweighted heuristic)"};
  }
  if (!info.openLists && options.openList != OpenListKind::BinaryHeap) {
    return {ErrorCode::UnsupportedCombination, nameOf(options.algorithm) + " keeps its own priority queue: openList must be 'heap'"};
  }
  if (!info.tieBreaks && options.tieBreak != TieBreak::LowerH) {
    return {ErrorCode::UnsupportedCombination, nameOf(options.algorithm) +
                                                   " breaks ties by its own two-part key: tieBreaking must be 'lower-h' (the default)"};
  }
  if (!info.chaseAndFlee && (options.flee || options.stopWhenHalfway)) {
    return {ErrorCode::UnsupportedCombination, std::string(options.flee ? "flee" : "stopWhenHalfway") + " works with " +
                                                   idsWhere(&AlgorithmInfo::chaseAndFlee) + ", not " + std::string(info.id)};
  }
  return {};
}

Problem checkTerrain(const SearchOptions& options, std::int64_t terrainCells) {
  if (algorithmInfo(options.algorithm).terrain || terrainCells == 0) return {};
  return {ErrorCode::UnsupportedCombination,
          nameOf(options.algorithm) + " needs terrain cost 1 everywhere, but " + std::to_string(terrainCells) +
              (terrainCells == 1 ? " walkable cell has" : " walkable cells have") +
              " another cost; use A* on maps with terrain"};
}

}  // namespace pathlab
