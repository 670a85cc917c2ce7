#include "algorithms/engine_registry.hpp"

#include <array>

namespace pathlab {
namespace {

// In the enum's order, so that a search's start finds its row by index.
constexpr std::array<EngineRegistration, 16> kRegistry{{
    {Algorithm::AStar, makeBestFirstEngine},
    {Algorithm::Dijkstra, makeBestFirstEngine},
    {Algorithm::Greedy, makeBestFirstEngine},
    {Algorithm::BreadthFirst, makeBreadthFirstEngine},
    {Algorithm::WeightedAStar, makeBestFirstEngine},
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

constexpr bool inEnumOrder() {
  for (std::size_t i = 0; i < kRegistry.size(); ++i) {
    if (kRegistry[i].algorithm != Algorithm(i)) return false;
  }
  return true;
}
static_assert(inEnumOrder(), "kRegistry's rows must follow enum Algorithm");

}  // namespace

const EngineRegistration& engineRegistration(Algorithm algorithm) {
  const auto i = std::size_t(algorithm);
  return i < kRegistry.size() ? kRegistry[i] : kRegistry.front();  // every Algorithm has a row (EngineRegistry test)
}

}  // namespace pathlab
