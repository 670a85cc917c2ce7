#include "algorithms/engine_registry.hpp"

#include <array>

namespace pathlab {
namespace {

constexpr std::array<EngineRegistration, 10> kRegistry{{
    {Algorithm::AStar, makeBestFirstEngine, true, nullptr},
    {Algorithm::Dijkstra, makeBestFirstEngine, false, nullptr},
    {Algorithm::Greedy, makeBestFirstEngine, true, nullptr},
    {Algorithm::WeightedAStar, makeBestFirstEngine, true, nullptr},
    {Algorithm::BreadthFirst, makeBreadthFirstEngine, false, nullptr},
    {Algorithm::JumpPoint, makeJumpPointEngine, true, checkJumpPointSearch},
    {Algorithm::BidirectionalAStar, makeBidirectionalEngine, true, nullptr},
    {Algorithm::BidirectionalDijkstra, makeBidirectionalEngine, false, nullptr},
    {Algorithm::LpaStar, makeIncrementalEngine, true, checkReplanning},
    {Algorithm::DStarLite, makeIncrementalEngine, true, checkReplanning},
}};

}  // namespace

const EngineRegistration& engineRegistration(Algorithm algorithm) {
  for (const EngineRegistration& row : kRegistry) {
    if (row.algorithm == algorithm) return row;
  }
  return kRegistry.front();  // unreachable: every Algorithm has a row (EngineRegistry test)
}

}  // namespace pathlab
