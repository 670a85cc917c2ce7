#include "core/algorithm_info.hpp"

#include <iterator>
#include <string>
#include <vector>

namespace pathlab {
namespace {

constexpr std::uint8_t kMovingAIRule = diagonalBit(DiagonalRule::OnlyWhenNoObstacles);
constexpr std::uint8_t kNoCornerCutting = diagonalBit(DiagonalRule::Never) | kMovingAIRule;

using enum Family;
using enum FrontierKind;

// One row per algorithm, in the order of the Algorithm enumeration (checked below), each field
// named (AlgorithmInfo, core/algorithm_info.hpp: a flag left out is false).
// A group of fields a line; clang-format would join each row into one.
// clang-format off
constexpr AlgorithmInfo kTable[] = {
    {.algorithm = Algorithm::AStar, .id = "astar", .name = "A*", .family = BestFirst, .frontier = PriorityQueue,
     .order = "lowest f = g + h first",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .chaseAndFlee = true, .agents = true, .graphs = true, .microSteps = true,
     .credit = "Hart, Nilsson and Raphael, \"A Formal Basis for the Heuristic Determination of Minimum Cost Paths\", 1968",
     .creditUrl = "https://doi.org/10.1109/TSSC.1968.300136"},
    {.algorithm = Algorithm::Dijkstra, .id = "dijkstra", .name = "Dijkstra", .family = BestFirst, .frontier = PriorityQueue,
     .order = "lowest g first",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .chaseAndFlee = true, .agents = true, .graphs = true, .microSteps = true, .heuristic = Heuristic::Zero, .keyH = 0.0,
     .credit = "Dijkstra, \"A note on two problems in connexion with graphs\", 1959",
     .creditUrl = "https://doi.org/10.1007/BF01386390"},
    {.algorithm = Algorithm::Greedy, .id = "greedy", .name = "Greedy best-first", .family = BestFirst, .frontier = PriorityQueue,
     .order = "lowest h first",
     .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .chaseAndFlee = true, .agents = true, .graphs = true, .microSteps = true, .keyG = 0.0, .keyH = 1.0,
     .credit = "Doran and Michie, \"Experiments with the Graph Traverser program\", 1966",
     .creditUrl = "https://doi.org/10.1098/rspa.1966.0205"},
    {.algorithm = Algorithm::BreadthFirst, .id = "bfs", .name = "Breadth-first search", .family = BreadthFirst, .frontier = FifoQueue,
     .order = "first reached, first taken",
     .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .graphs = true, .microSteps = true, .heuristic = Heuristic::Zero,
     .credit = "Moore, \"The shortest path through a maze\", 1959"},
    // The default weight 1.75 is the chase weight of Ofer Rubinstein's "A Practical Overview of A* (with Code!)",
    // http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/
    {.algorithm = Algorithm::WeightedAStar, .id = "weighted-astar", .name = "Weighted A*", .family = BestFirst, .frontier = PriorityQueue,
     .order = "lowest f = g + w·h first",
     .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .chaseAndFlee = true, .agents = true, .graphs = true, .microSteps = true, .defaultWeight = 1.75,
     .credit = "Pohl, \"Heuristic search viewed as path finding in a graph\", 1970",
     .creditUrl = "https://doi.org/10.1016/0004-3702(70)90007-X"},
    {.algorithm = Algorithm::JumpPoint, .id = "jps", .name = "Jump point search", .family = JumpPoint, .frontier = PriorityQueue,
     .order = "lowest f = g + h first, jump points only",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .microSteps = true,
     .credit = "Harabor and Grastien, \"Online Graph Pruning for Pathfinding on Grid Maps\", 2011",
     .creditUrl = "https://doi.org/10.1609/aaai.v25i1.7994"},
    {.algorithm = Algorithm::BidirectionalAStar, .id = "bidirectional-astar", .name = "Bidirectional A*", .family = Bidirectional, .frontier = TwoQueues,
     .order = "two lists, lowest g + h first on each; the shorter list goes next",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .microSteps = true,
     .credit = "Ikeda et al., \"A fast algorithm for finding better routes by AI search techniques\", 1994",
     .creditUrl = "https://doi.org/10.1109/VNIS.1994.396824"},
    {.algorithm = Algorithm::BidirectionalDijkstra, .id = "bidirectional-dijkstra", .name = "Bidirectional Dijkstra", .family = Bidirectional, .frontier = TwoQueues,
     .order = "two lists, lowest g first on each; the shorter list goes next",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .microSteps = true, .heuristic = Heuristic::Zero, .keyH = 0.0,
     .credit = "Pohl, \"Bi-directional search\", 1971"},
    {.algorithm = Algorithm::ThetaStar, .id = "theta-star", .name = "Theta*", .family = AnyAngle, .frontier = PriorityQueue,
     .order = "lowest f = g + h first",
     .complete = true, .terrain = true, .diagonalRules = kNoCornerCutting, .weight = true, .openLists = true, .tieBreaks = true,
     .heuristic = Heuristic::Euclidean,
     .credit = "Nash, Daniel, Koenig and Felner, \"Theta*: Any-Angle Path Planning on Grids\", 2007",
     .creditUrl = "https://cdn.aaai.org/AAAI/2007/AAAI07-187.pdf"},
    {.algorithm = Algorithm::LazyThetaStar, .id = "lazy-theta-star", .name = "Lazy Theta*", .family = AnyAngle, .frontier = PriorityQueue,
     .order = "lowest f = g + h first",
     .complete = true, .terrain = true, .diagonalRules = kNoCornerCutting, .weight = true, .openLists = true, .tieBreaks = true,
     .heuristic = Heuristic::Euclidean,
     .credit = "Nash, Koenig and Tovey, \"Lazy Theta*: Any-Angle Path Planning and Path Length Analysis in 3D\", 2010",
     .creditUrl = "https://doi.org/10.1609/aaai.v24i1.7566"},
    {.algorithm = Algorithm::IdaStar, .id = "ida-star", .name = "IDA*", .family = IterativeDeepening, .frontier = DeepeningPath,
     .order = "depth first along the current path, trying only children with f = g + h within the bound",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .credit = "Korf, \"Depth-First Iterative-Deepening: An Optimal Admissible Tree Search\", 1985",
     .creditUrl = "https://doi.org/10.1016/0004-3702(85)90084-0"},
    {.algorithm = Algorithm::DepthFirst, .id = "dfs", .name = "Depth-first search", .family = DepthFirst, .frontier = LifoStack,
     .order = "last reached, first taken",
     .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .heuristic = Heuristic::Zero,
     .credit = "Tarjan, \"Depth-first search and linear graph algorithms\", 1972",
     .creditUrl = "https://doi.org/10.1137/0201010"},
    {.algorithm = Algorithm::LpaStar, .id = "lpa-star", .name = "LPA*", .family = Incremental, .frontier = TwoPartKey,
     .order = "lowest [min(g, rhs) + h; min(g, rhs)] first",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true,
     .replans = true,
     .credit = "Koenig, Likhachev and Furcy, \"Lifelong Planning A*\", 2004",
     .creditUrl = "https://doi.org/10.1016/j.artint.2003.12.001"},
    {.algorithm = Algorithm::DStarLite, .id = "d-star-lite", .name = "D* Lite", .family = Incremental, .frontier = TwoPartKey,
     .order = "lowest [min(g, rhs) + h; min(g, rhs)] first, searching from the goal",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true,
     .replans = true, .movingStart = true,
     .credit = "Koenig and Likhachev, \"D* Lite\", 2002",
     .creditUrl = "https://cdn.aaai.org/AAAI/2002/AAAI02-072.pdf"},
    {.algorithm = Algorithm::JumpPointPlus, .id = "jps-plus", .name = "JPS+", .family = JumpPoint, .frontier = PriorityQueue,
     .order = "lowest f = g + h first, jump points only",
     .optimal = true, .complete = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .microSteps = true,
     .credit = "Rabin and Silva, \"JPS+: An Extreme A* Speed Optimization for Static Uniform Cost Grids\", Game AI Pro 2, 2015",
     .creditUrl = "http://www.gameaipro.com/GameAIPro2/"
     "GameAIPro2_Chapter14_JPS_Plus_An_Extreme_A_Star_Speed_Optimization_for_Static_Uniform_Cost_Grids.pdf"},
    {.algorithm = Algorithm::Fringe, .id = "fringe", .name = "Fringe search", .family = Family::Fringe, .frontier = NowLater,
     .order = "one list walked in order: cells with f = g + h within the threshold now, the rest later",
     .optimal = true, .complete = true, .terrain = true, .diagonalRules = kAllDiagonalRules, .integerCosts = true, .weight = true, .openLists = true, .tieBreaks = true,
     .credit = "Björnsson, Enzenberger, Holte and Schaeffer, \"Fringe Search: Beating A* at Pathfinding on Game Maps\", 2005",
     .creditUrl = "https://webdocs.cs.ualberta.ca/~holte/Publications/fringe.pdf"},
};
// clang-format on
static_assert(std::size(kTable) == std::size_t(Algorithm::Count), "a row for every algorithm");

constexpr bool inEnumOrder() {
  for (std::size_t i = 0; i < std::size(kTable); ++i) {
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
  return i < std::size(kTable) ? kTable[i] : kTable[0];
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

std::string_view tieOrderName(TieOrder rule) {
  switch (rule) {
    case TieOrder::LowerH: return "lower-h";
    case TieOrder::Fifo: return "fifo";
    case TieOrder::Lifo: return "lifo";
    case TieOrder::LowerG: return "lower-g";
  }
  return "?";
}

FrontierRule frontierRule(const SearchOptions& options) {
  const AlgorithmInfo& info = algorithmInfo(options.algorithm);
  FrontierRule rule{info.frontier, 1.0, options.weight, TieOrder(int(options.tieBreak))};
  switch (info.frontier) {
    case FifoQueue: rule = {FifoQueue, 0.0, 0.0, TieOrder::Fifo}; break;
    case LifoStack: rule = {LifoStack, 0.0, 0.0, TieOrder::Lifo}; break;
    case DeepeningPath: rule = {DeepeningPath, 1.0, 1.0, TieOrder::Fifo}; break;
    case TwoPartKey: rule = {TwoPartKey, 1.0, 1.0, TieOrder::LowerG}; break;
    case NowLater: rule = {NowLater, 1.0, 1.0, TieOrder::Fifo}; break;
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
  const AlgorithmInfo& info = algorithmInfo(algorithm);
  return {info.keyG, info.keyH == kOptionsWeight ? weight : info.keyH};
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
  const AlgorithmInfo& info = algorithmInfo(options.algorithm);
  if (terrainCells == 0) return {};
  if (!info.terrain) {
    return {ErrorCode::UnsupportedCombination,
            nameOf(options.algorithm) + " needs terrain cost 1 everywhere, but " + std::to_string(terrainCells) +
                (terrainCells == 1 ? " walkable cell has" : " walkable cells have") +
                " another cost; use JPS on maps with terrain"};
  }
  return {};
}

}  // namespace pathlab
