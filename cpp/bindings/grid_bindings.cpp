// The grid, the options, the Moving AI file readers and a cell's moves (for the trace checker) for JS.
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bindings/bindings.hpp"
#include "core/grid_graph.hpp"

namespace pathlab::bindings {
namespace {

// One cell's moves and the heuristic towards a goal, as the core's GridGraph gives them, for the
// trace checker (web/src/lib/trace-check.js): it replays a search written elsewhere with the
// core's own moves, step costs and estimates instead of a JavaScript copy of them.
class WasmMoves {
 public:
  // Returns "" or why the settings are unusable (errorCode() names the problem). Reads
  // diagonalMovement, costModel, terrainCost and heuristic by their public names; 'landmarks' is refused.
  std::string set(const WasmGrid& grid, const val& given, int goalX, int goalY) {
    DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles;
    CostModel costs = CostModel::Real;
    TerrainCost terrain = TerrainCost::Entered;
    Heuristic heuristic = Heuristic::Default;
    std::string bad;
    const auto name = [&](const char* key, auto parse, auto& out) {
      const val v = given[key];
      if (v.isUndefined()) return;
      const std::string text = v.isString() ? v.as<std::string>() : std::string();
      if (auto parsed = parse(text)) out = *parsed;
      else if (bad.empty()) bad = std::string("unknown ") + key + " '" + text + "'";
    };
    name("diagonalMovement", parseDiagonalRule, rule);
    name("costModel", parseCostModel, costs);
    name("terrainCost", parseTerrainCost, terrain);
    name("heuristic", parseHeuristic, heuristic);
    if (bad.empty() && heuristic == Heuristic::Landmarks) bad = "the heuristic 'landmarks' cannot be used to check a trace";
    if (bad.empty() && !grid.grid().inBounds(goalX, goalY)) bad = "the goal is off the map";
    if (!bad.empty()) return report({ErrorCode::BadOption, bad}, error_);
    if (Problem p = checkTerrainCost(costs, terrain)) return report(p, error_);
    grid_ = &grid.grid();
    graph_.emplace(grid.grid(), rule, costs, heuristic, terrain);
    goal_ = grid.grid().node(goalX, goalY);
    return report({}, error_);
  }
  // The moves from the cell with index y * width + x: their count; cells() and costs() hold them
  // (cell indices and step costs), in the core's neighbour order.
  int moves(int cell) {
    cells_.clear();
    costs_.clear();
    const int width = grid_->width();
    graph_->forEachNeighbor(grid_->node(cell % width, cell / width), [&](std::uint32_t to, double cost) {
      cells_.push_back(grid_->cellIndex(to));
      costs_.push_back(cost);
    });
    return int(cells_.size());
  }
  val cells() const { return view(cells_); }
  val costs() const { return view(costs_); }
  // The heuristic's estimate from the cell to the goal.
  double estimate(int cell) const {
    const int width = grid_->width();
    return graph_->heuristic(grid_->node(cell % width, cell / width), goal_);
  }
  std::string errorCode() const { return codeName(error_); }

 private:
  const Grid* grid_ = nullptr;
  std::optional<GridGraph> graph_;
  std::uint32_t goal_ = 0;
  std::vector<std::uint32_t> cells_;
  std::vector<double> costs_;
  ErrorCode error_ = ErrorCode::None;
};

// What the file readers below share: the reader's error ("line N: …", "" when
// the text was read) and its code for JS (error.code).
class FileReader {
 public:
  std::string error() const { return error_; }
  std::string errorCode() const { return error_.empty() ? "" : codeName(ErrorCode::MapFormat); }

 protected:
  std::string error_;
};

// Parses a .map; on success hands the grid to JS (which must delete it).
class MapReader : public FileReader {
 public:
  bool read(const std::string& text) {
    MapParseResult result = parseMovingAIMap(text);
    error_ = result.error;
    grid_.reset();
    if (!result.grid) return false;
    grid_ = std::make_unique<WasmGrid>(result.grid->width(), result.grid->height());
    grid_->grid() = std::move(*result.grid);
    return true;
  }
  WasmGrid* takeGrid() { return grid_.release(); }

 private:
  std::unique_ptr<WasmGrid> grid_;
};

// Parses a .scen with the one reader (io/movingai.cpp) and lays the scenarios out
// flat for JS (web/src/lib/scenarios.js builds the objects): kScenarioInts whole
// numbers each, then the optimal length and its tolerance, and the map names joined
// by '\n' (a name is one whitespace-free field).
class ScenarioReader : public FileReader {
 public:
  static constexpr int kScenarioInts = 8;  // bucket, map width, map height, start x, y, goal x, y, decimals

  bool read(const std::string& text) {
    ScenarioParseResult result = parseMovingAIScenarios(text);
    error_ = result.error;
    ints_.clear();
    lengths_.clear();
    maps_.clear();
    ints_.reserve(result.scenarios.size() * kScenarioInts);
    for (const Scenario& s : result.scenarios) {
      ints_.insert(ints_.end(), {s.bucket, s.mapWidth, s.mapHeight, s.startX, s.startY, s.goalX, s.goalY, s.optimalDecimals});
      lengths_.insert(lengths_.end(), {s.optimal, lengthTolerance(s.optimalDecimals)});
      if (!maps_.empty()) maps_ += '\n';
      maps_ += s.map;
    }
    return error_.empty();
  }
  val ints() const { return view(ints_); }
  val lengths() const { return view(lengths_); }
  std::string maps() const { return maps_; }

 private:
  std::vector<std::int32_t> ints_;
  std::vector<double> lengths_;
  std::string maps_;
};

}  // namespace
}  // namespace pathlab::bindings

EMSCRIPTEN_BINDINGS(pathlab_grid) {
  using namespace emscripten;
  using namespace pathlab::bindings;

  class_<WasmOptions>("Options")
      .constructor<>()
      .function("set", &WasmOptions::set)
      .function("goalBuffer", &WasmOptions::goalBuffer)
      .function("setGoals", &WasmOptions::setGoals)
      .function("errorCode", &WasmOptions::errorCode)
      .function("frontierRule", &WasmOptions::frontierRule);

  class_<WasmGrid>("Grid")
      .constructor<int, int>()
      .function("width", &WasmGrid::width)
      .function("height", &WasmGrid::height)
      .function("walkable", &WasmGrid::walkable)
      .function("cost", &WasmGrid::cost)
      .function("setWalkable", &WasmGrid::setWalkable)
      .function("setCost", &WasmGrid::setCost)
      .function("cellBuffer", &WasmGrid::cellBuffer)
      .function("loadCellBuffer", &WasmGrid::loadCellBuffer)
      .function("storeCellBuffer", &WasmGrid::storeCellBuffer)
      .function("toMovingAI", &WasmGrid::toMovingAI);

  class_<FileReader>("FileReader")
      .function("error", &FileReader::error)
      .function("errorCode", &FileReader::errorCode);

  class_<MapReader, base<FileReader>>("MapReader")
      .constructor<>()
      .function("read", &MapReader::read)
      .function("takeGrid", &MapReader::takeGrid, allow_raw_pointers());

  class_<ScenarioReader, base<FileReader>>("ScenarioReader")
      .constructor<>()
      .function("read", &ScenarioReader::read)
      .function("ints", &ScenarioReader::ints)
      .function("lengths", &ScenarioReader::lengths)
      .function("maps", &ScenarioReader::maps);

  class_<WasmMoves>("Moves")
      .constructor<>()
      .function("set", &WasmMoves::set)
      .function("moves", &WasmMoves::moves)
      .function("cells", &WasmMoves::cells)
      .function("costs", &WasmMoves::costs)
      .function("estimate", &WasmMoves::estimate)
      .function("errorCode", &WasmMoves::errorCode);
}
