// The game features that are not one search: flow fields and waypoints linked by line of sight.
#include <string>
#include <vector>

#include "algorithms/flow_field.hpp"
#include "bindings/bindings.hpp"
#include "core/line_of_sight.hpp"

namespace pathlab::bindings {
namespace {

// A flow field (algorithms/flow_field.hpp): JS writes goal cell indices into goalBuffer, builds,
// and reads distance() and next() as views (valid until the next build).
class WasmFlowField {
 public:
  val goalBuffer(double count) {
    goals_.resize(std::size_t(count));
    return view(goals_);
  }
  std::string build(const WasmGrid& grid, const std::string& diagonal, const std::string& costModel, int agentSize,
                    const std::string& terrainCost) {
    const auto rule = parseDiagonalRule(diagonal);
    const auto costs = parseCostModel(costModel);
    const auto terrain = parseTerrainCost(terrainCost);
    if (!rule || !costs || !terrain) return report({ErrorCode::BadOption, "unknown diagonalMovement, costModel or terrainCost"}, error_);
    return report(field_.build(grid.grid(), goals_, *rule, *costs, agentSize, *terrain), error_);
  }
  // 0 unchanged, 1 repaired, 2 searched again from scratch.
  int update() { return int(field_.update()); }
  double repairedCells() const { return double(field_.repairedCells()); }
  val distance() const { return val(typed_memory_view(field_.distance().size(), field_.distance().data())); }
  val next() const { return val(typed_memory_view(field_.next().size(), field_.next().data())); }
  std::string errorCode() const { return codeName(error_); }

 private:
  FlowField field_;
  std::vector<std::uint32_t> goals_;
  ErrorCode error_ = ErrorCode::None;  // of the last build()
};

// Waypoints in, visibility edges out: JS writes (x, y) pairs into pointBuffer,
// calls link(grid), and reads (a, b, distance) triples from edges().
class WasmWaypoints {
 public:
  val pointBuffer(double count) {
    coordinates_.resize(2 * std::size_t(count));
    return view(coordinates_);
  }
  std::string link(const WasmGrid& grid) {
    points_.clear();
    for (std::size_t i = 0; i + 1 < coordinates_.size(); i += 2) points_.push_back({coordinates_[i], coordinates_[i + 1]});
    std::string e = report(visibilityGraph(grid.grid(), points_, edges_), error_);
    flat_.clear();
    for (const VisibilityEdge& edge : edges_) flat_.insert(flat_.end(), {double(edge.a), double(edge.b), edge.distance});
    return e;
  }
  std::string errorCode() const { return codeName(error_); }
  val edges() const { return view(flat_); }

 private:
  std::vector<int> coordinates_;
  std::vector<GridPoint> points_;
  std::vector<VisibilityEdge> edges_;
  std::vector<double> flat_;
  ErrorCode error_ = ErrorCode::None;  // of the last link()
};

}  // namespace
}  // namespace pathlab::bindings

EMSCRIPTEN_BINDINGS(pathlab_game) {
  using namespace emscripten;
  using namespace pathlab::bindings;

  class_<WasmFlowField>("FlowField")
      .constructor<>()
      .function("goalBuffer", &WasmFlowField::goalBuffer)
      .function("build", &WasmFlowField::build)
      .function("update", &WasmFlowField::update)
      .function("repairedCells", &WasmFlowField::repairedCells)
      .function("distance", &WasmFlowField::distance)
      .function("next", &WasmFlowField::next)
      .function("errorCode", &WasmFlowField::errorCode);

  class_<WasmWaypoints>("Waypoints")
      .constructor<>()
      .function("pointBuffer", &WasmWaypoints::pointBuffer)
      .function("link", &WasmWaypoints::link)
      .function("errorCode", &WasmWaypoints::errorCode)
      .function("edges", &WasmWaypoints::edges);
}
