#include "algorithms/engine_registry.hpp"

#include <array>

namespace pathlab {
namespace {

// Any-angle searches use the straight-line heuristic: octile would overestimate a leg.
constexpr std::array<EngineRegistration, 15> kRegistry{{
    {Algorithm::AStar, makeBestFirstEngine, Heuristic::Default, nullptr},
    {Algorithm::Dijkstra, makeBestFirstEngine, Heuristic::Zero, nullptr},
    {Algorithm::Greedy, makeBestFirstEngine, Heuristic::Default, nullptr},
    {Algorithm::WeightedAStar, makeBestFirstEngine, Heuristic::Default, nullptr},
    {Algorithm::BreadthFirst, makeBreadthFirstEngine, Heuristic::Zero, nullptr},
    {Algorithm::JumpPoint, makeJumpPointEngine, Heuristic::Default, checkJumpPointSearch},
    {Algorithm::BidirectionalAStar, makeBidirectionalEngine, Heuristic::Default, nullptr},
    {Algorithm::BidirectionalDijkstra, makeBidirectionalEngine, Heuristic::Zero, nullptr},
    {Algorithm::ThetaStar, makeThetaStarEngine, Heuristic::Euclidean, checkAnyAngle},
    {Algorithm::LazyThetaStar, makeThetaStarEngine, Heuristic::Euclidean, checkAnyAngle},
    {Algorithm::IdaStar, makeIdaStarEngine, Heuristic::Default, nullptr},
    {Algorithm::DepthFirst, makeDepthFirstEngine, Heuristic::Zero, nullptr},
    {Algorithm::LpaStar, makeIncrementalEngine, Heuristic::Default, checkReplanning},
    {Algorithm::DStarLite, makeIncrementalEngine, Heuristic::Default, checkReplanning},
    {Algorithm::JumpPointPlus, makeJumpPointPlusEngine, Heuristic::Default, checkJumpPointSearch},
}};

}  // namespace

const EngineRegistration& engineRegistration(Algorithm algorithm) {
  for (const EngineRegistration& row : kRegistry) {
    if (row.algorithm == algorithm) return row;
  }
  return kRegistry.front();  // unreachable: every Algorithm has a row (EngineRegistry test)
}

}  // namespace pathlab
