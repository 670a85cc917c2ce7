#include "algorithms/engine_registry.hpp"

#include <array>

namespace pathlab {
namespace {

constexpr std::array<EngineRegistration, 16> kRegistry{{
    {Algorithm::AStar, makeBestFirstEngine},
    {Algorithm::Dijkstra, makeBestFirstEngine},
    {Algorithm::Greedy, makeBestFirstEngine},
    {Algorithm::WeightedAStar, makeBestFirstEngine},
    {Algorithm::BreadthFirst, makeBreadthFirstEngine},
    {Algorithm::JumpPoint, makeJumpPointEngine},
    {Algorithm::BidirectionalAStar, makeBidirectionalEngine},
    {Algorithm::BidirectionalDijkstra, makeBidirectionalEngine},
    {Algorithm::ThetaStar, makeThetaStarEngine},
    {Algorithm::LazyThetaStar, makeThetaStarEngine},
    {Algorithm::IdaStar, makeIdaStarEngine},
    {Algorithm::DepthFirst, makeDepthFirstEngine},
    {Algorithm::LpaStar, makeIncrementalEngine},
    {Algorithm::DStarLite, makeIncrementalEngine},
    {Algorithm::JumpPointPlus, makeJumpPointPlusEngine},
    {Algorithm::Fringe, makeFringeEngine},
}};

}  // namespace

const EngineRegistration& engineRegistration(Algorithm algorithm) {
  for (const EngineRegistration& row : kRegistry) {
    if (row.algorithm == algorithm) return row;
  }
  return kRegistry.front();  // unreachable: every Algorithm has a row (EngineRegistry test)
}

}  // namespace pathlab
