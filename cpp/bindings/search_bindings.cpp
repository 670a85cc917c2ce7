// Grid searches, replanners and graph searches for JS: stepping, the outcome, the path and the trace.
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "algorithms/fastest.hpp"
#include "algorithms/graph_search.hpp"
#include "algorithms/replanner.hpp"
#include "bindings/bindings.hpp"

namespace pathlab::bindings {
namespace {

// JS's expansion count for step(): at least 1; kUnlimitedNumber (UNLIMITED in JS) and above is unlimited.
std::uint64_t expansionCount(double expansions) {
  return expansions >= kUnlimitedNumber ? kUnlimited : std::uint64_t(expansions < 1 ? 1 : expansions);
}

// What the grid search and the graph search both show JS: stepping, status,
// counters, the path and the trace (views into wasm memory, valid until the
// next start). Wrapper::engine() is its GridSearch or GraphSearch.
template <typename Wrapper>
const emscripten::class_<Wrapper>& bindOutcome(const emscripten::class_<Wrapper>& c);

template <typename Wrapper>
const emscripten::class_<Wrapper>& bindSearchResults(const emscripten::class_<Wrapper>& c) {
  return bindOutcome(
      c.function(
          "step", +[](Wrapper& w, double expansions) { return int(w.engine().step(expansionCount(expansions))); }));
}

// The results part of bindSearchResults, also for replanners (which plan instead of stepping).
template <typename Wrapper>
const emscripten::class_<Wrapper>& bindOutcome(const emscripten::class_<Wrapper>& c) {
  return c.function(
              "status", +[](const Wrapper& w) { return int(w.engine().status()); })
      .function(
          "expanded", +[](const Wrapper& w) { return double(w.engine().space().expanded); })
      .function(
          "opened", +[](const Wrapper& w) { return double(w.engine().space().opened); })
      .function(
          "iterations", +[](const Wrapper& w) { return double(w.engine().space().iterations); })
      .function(
          "precomputeMicros", +[](const Wrapper& w) { return w.engine().space().precomputeMicros; })
      .function(
          "precomputeBytes", +[](const Wrapper& w) { return double(w.engine().space().precomputeBytes); })
      .function(
          "micros", +[](const Wrapper& w) { return w.engine().micros(); })
      .function(
          "pathCost", +[](const Wrapper& w) { return w.engine().space().pathCost; })
      .function(
          "path", +[](const Wrapper& w) { return view(w.engine().space().path); })
      .function(
          "traceSize", +[](const Wrapper& w) { return double(w.engine().trace().size()); })
      .function(
          "traceTruncated", +[](const Wrapper& w) { return w.engine().trace().truncated(); })
      .function(
          "traceKinds", +[](const Wrapper& w) { return view(w.engine().trace().kinds()); })
      .function(
          "traceCells", +[](const Wrapper& w) { return view(w.engine().trace().cells()); })
      .function(
          "traceParents", +[](const Wrapper& w) { return view(w.engine().trace().parents()); })
      .function(
          "traceG", +[](const Wrapper& w) { return view(w.engine().trace().g()); })
      .function(
          "traceH", +[](const Wrapper& w) { return view(w.engine().trace().h()); });
}

// A grid search; its results are bound by bindSearchResults.
class WasmSearch {
 public:
  // pickFastest for the library: { algorithm, reason, heuristic, heuristicReason, diagonalShare, wallGroupSize,
  // sampledQueries, paybackQueries, pickedSampleMicros, astarSampleMicros }, null for an unknown rule. It samples with this search, so a
  // landmarks' table it picks stays built for the searches that follow. Null for an unknown terrain model too.
  val pickFastest(const WasmGrid& grid, const std::string& diagonal, double expectedQueries, const std::string& terrainCost) {
    const auto rule = parseDiagonalRule(diagonal);
    const auto terrain = parseTerrainCost(terrainCost);
    if (!rule || !terrain) return val::null();
    const FastestPick pick = pathlab::pickFastest(grid.grid(), *rule, std::uint64_t(expectedQueries), search_, *terrain);
    val out = val::object();
    out.set("algorithm", std::string(algorithmInfo(pick.algorithm).id));
    out.set("reason", pick.reason);
    out.set("heuristic", std::string(heuristicName(pick.heuristic)));
    out.set("heuristicReason", pick.heuristicReason);
    out.set("diagonalShare", pick.diagonalShare);
    out.set("wallGroupSize", pick.wallGroupSize);
    out.set("sampledQueries", pick.sampledQueries);
    out.set("paybackQueries", pick.paybackQueries);
    out.set("pickedSampleMicros", pick.pickedSampleMicros);
    out.set("astarSampleMicros", pick.astarSampleMicros);
    out.set("shortPaybackQueries", pick.shortPaybackQueries);
    out.set("landmarkShare", pick.landmarkShare);
    out.set("landmarksMeasured", pick.landmarksMeasured);
    out.set("shortLandmarkShare", pick.shortLandmarkShare);
    return out;
  }
  // The landmarks' table of this search for the grid under a rule, cost model and terrain cost, built
  // first if it is not up to date, exported as words (core/landmark_export.cpp) that landmarkWords()
  // shows JS until the next call; a problem when no table can be built for the grid.
  std::string exportLandmarks(const WasmGrid& grid, const std::string& diagonal, const std::string& costModel,
                              const std::string& terrainCost) {
    const auto rule = parseDiagonalRule(diagonal);
    const auto costs = parseCostModel(costModel);
    const auto terrain = parseTerrainCost(terrainCost);
    if (!rule || !costs || !terrain) {
      return report({ErrorCode::BadOption, "unknown diagonalMovement, costModel or terrainCost"}, error_);
    }
    SearchOptions options;
    options.costModel = *costs;
    options.terrainCost = *terrain;
    if (Problem p = checkOptions(options)) return report(std::move(p), error_);
    if (Problem p = LandmarkTable::check(grid.grid())) return report(std::move(p), error_);
    search_.landmarkTable().update(grid.grid(), *rule, *costs, *terrain);
    words_ = search_.landmarkTable().exportWords(grid.grid());
    return report({}, error_);
  }
  val landmarkWords() const { return view(words_); }
  // Room for `count` words of an exported table, which JS fills before importLandmarks; empty when no
  // table for the grid is that long (asking for more would abort the instance, not refuse the table).
  val landmarkBuffer(const WasmGrid& grid, double count) {
    if (!(count >= 0 && count <= double(LandmarkTable::maxExportWords(grid.grid())))) count = 0;
    words_.assign(std::size_t(count), 0u);
    return view(words_);
  }
  // Takes the table in landmarkWords() for the grid, or says why not (code bad-landmarks).
  std::string importLandmarks(const WasmGrid& grid) {
    Problem p = search_.landmarkTable().importWords(grid.grid(), words_);
    releaseLandmarkWords();
    return report(std::move(p), error_);
  }
  void releaseLandmarkWords() { std::vector<std::uint32_t>().swap(words_); }
  // { builds, imports, bytes } of this search's landmarks' table: how often it was built and imported.
  val landmarksStatus() const {
    const LandmarkTable& table = search_.landmarkTable();
    val out = val::object();
    out.set("builds", double(table.builds()));
    out.set("imports", double(table.imports()));
    out.set("bytes", double(table.bytes()));
    return out;
  }
  std::string start(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    return report(search_.start(grid.grid(), sx, sy, gx, gy, CheckedOptions{options.options()}), error_);
  }
  // findPath's one call: start, run to the end untimed (JS times the call:
  // clock reads from inside wasm cost more), and leave the outcome at
  // outcomeAddress() for JS to read from the wasm heap (no accessor call per
  // field). Returns the status code, or -1 when the search cannot start
  // (error() and errorCode() say why).
  int run(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    Problem problem = search_.start(grid.grid(), sx, sy, gx, gy, CheckedOptions{options.options()});
    if (problem) {
      message_ = report(std::move(problem), error_);
      return -1;
    }
    error_ = ErrorCode::None;
    message_.clear();  // the success path makes no string
    const SearchStatus status = search_.step(kUnlimited, false);
    const SearchSpace& space = search_.space();
    const SearchOptions& o = options.options();
    outcome_[kOutStatus] = double(status);
    outcome_[kOutCost] = space.pathCost;
    outcome_[kOutExpanded] = double(space.expanded);
    outcome_[kOutOpened] = double(space.opened);
    outcome_[kOutPath] = double(reinterpret_cast<std::uintptr_t>(space.path.data()));
    outcome_[kOutPathLength] = double(space.path.size());
    outcome_[kOutIterations] = double(space.iterations);
    outcome_[kOutPrecomputeMicros] = space.precomputeMicros;
    outcome_[kOutPrecomputedNow] = double(space.precomputedNow);
    outcome_[kOutGoalIndex] = double(search_.goalIndex());
    outcome_[kOutGameFeatures] = double(usesGameFeatures(o) || !o.goals.empty());
    outcome_[kOutPrecomputeBytes] = double(space.precomputeBytes);
    return int(status);
  }
  std::string error() const { return message_; }
  // Byte address of run()'s outcome block, its slots in OutcomeSlot's order.
  double outcomeAddress() const { return double(reinterpret_cast<std::uintptr_t>(outcome_.data())); }
  std::string errorCode() const { return codeName(error_); }
  bool stale() const { return search_.stale(); }
  GridSearch& engine() { return search_; }
  const GridSearch& engine() const { return search_; }

 private:
  GridSearch search_;
  ErrorCode error_ = ErrorCode::None;  // of the last start() or run()
  std::string message_;                // of the last run()
  std::vector<std::uint32_t> words_;   // a landmarks' table on its way out or in
  std::array<double, kOutcomeSlots> outcome_{};
};

// LPA* or D* Lite bound to a grid (algorithms/replanner.hpp); results bound by bindOutcome.
class WasmReplanner {
 public:
  std::string start(const WasmGrid& grid, int sx, int sy, int gx, int gy, const WasmOptions& options) {
    return report(replanner_.start(grid.grid(), sx, sy, gx, gy, options.options()), error_);
  }
  std::string moveStart(int x, int y) { return report(replanner_.moveStart(x, y), error_); }
  std::string moveGoal(int x, int y) { return report(replanner_.moveGoal(x, y), error_); }
  std::string plan() { return report(replanner_.plan(), error_); }
  std::string errorCode() const { return codeName(error_); }
  bool repaired() const { return replanner_.repaired(); }
  double km() const { return replanner_.km(); }
  double changedCells() const { return double(replanner_.changedCells()); }
  const Replanner& engine() const { return replanner_; }

 private:
  Replanner replanner_;
  ErrorCode error_ = ErrorCode::None;  // of the last start, move or plan
};

// A search over an explicit graph. JS writes the graph into nodeBuffer (x, y
// per node) and edgeBuffer (from, to, cost per edge), then calls setGraph.
// Its results are bound by bindSearchResults.
class WasmGraphSearch {
 public:
  val nodeBuffer(double nodeCount) { return sized(nodes_, 2 * nodeCount); }
  val edgeBuffer(double edgeCount) { return sized(edges_, 3 * edgeCount); }
  std::string setGraph() {
    return report(search_.setGraph(nodes_.data(), nodes_.size() / 2, edges_.data(), edges_.size() / 3), error_);
  }
  std::string start(double start, double goal, const WasmOptions& options) {
    return report(search_.start(nodeId(start), nodeId(goal), options.options()), error_);
  }
  std::string errorCode() const { return codeName(error_); }
  GraphSearch& engine() { return search_; }
  const GraphSearch& engine() const { return search_; }

 private:
  // Ids outside 0..2^32-2 become kNoNode, which start() reports as not a node id.
  static std::uint32_t nodeId(double id) { return id >= 0 && id < double(kNoNode) ? std::uint32_t(id) : kNoNode; }
  static val sized(std::vector<double>& buffer, double count) {
    buffer.resize(std::size_t(count));
    return view(buffer);
  }
  std::vector<double> nodes_, edges_;
  GraphSearch search_;
  ErrorCode error_ = ErrorCode::None;  // of the last setGraph() or start()
};

}  // namespace
}  // namespace pathlab::bindings

EMSCRIPTEN_BINDINGS(pathlab_searches) {
  using namespace emscripten;
  using namespace pathlab::bindings;

  bindSearchResults(class_<WasmSearch>("Search"))
      .constructor<>()
      .function("start", &WasmSearch::start)
      .function("run", &WasmSearch::run)
      .function("error", &WasmSearch::error)
      .function("outcomeAddress", &WasmSearch::outcomeAddress)
      .function(
          "goalIndex", +[](const WasmSearch& w) { return w.engine().goalIndex(); })
      .function("errorCode", &WasmSearch::errorCode)
      .function("stale", &WasmSearch::stale)
      .function("pickFastest", &WasmSearch::pickFastest)
      .function("exportLandmarks", &WasmSearch::exportLandmarks)
      .function("landmarkWords", &WasmSearch::landmarkWords)
      .function("landmarkBuffer", &WasmSearch::landmarkBuffer)
      .function("importLandmarks", &WasmSearch::importLandmarks)
      .function("releaseLandmarkWords", &WasmSearch::releaseLandmarkWords)
      .function("landmarksStatus", &WasmSearch::landmarksStatus)
      .function(
          "landmarkCells", +[](const WasmSearch& w) {
            const std::span<const std::uint32_t> cells = w.engine().landmarkCells();
            return val(typed_memory_view(cells.size(), cells.data()));
          });

  bindOutcome(class_<WasmReplanner>("Replanner"))
      .constructor<>()
      .function("start", &WasmReplanner::start)
      .function("moveStart", &WasmReplanner::moveStart)
      .function("moveGoal", &WasmReplanner::moveGoal)
      .function("plan", &WasmReplanner::plan)
      .function("errorCode", &WasmReplanner::errorCode)
      .function("repaired", &WasmReplanner::repaired)
      .function("km", &WasmReplanner::km)
      .function("changedCells", &WasmReplanner::changedCells);

  bindSearchResults(class_<WasmGraphSearch>("GraphSearch"))
      .constructor<>()
      .function("nodeBuffer", &WasmGraphSearch::nodeBuffer)
      .function("edgeBuffer", &WasmGraphSearch::edgeBuffer)
      .function("setGraph", &WasmGraphSearch::setGraph)
      .function("start", &WasmGraphSearch::start)
      .function("errorCode", &WasmGraphSearch::errorCode);
}
