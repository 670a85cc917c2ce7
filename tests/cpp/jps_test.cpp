// Jump Point Search and JPS+ under every diagonal rule: block-based scans and
// table look-ups against a cell-by-cell reference, optimal costs against an
// independent Dijkstra on random maps (also edited between searches) and on the
// Moving AI maps, full paths, its trace; JPS+ refusing maps with terrain.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <random>
#include <set>

#include "algorithms/grid_search.hpp"
#include "algorithms/jump_scanner.hpp"
#include "algorithms/jps_plus.hpp"
#include "scenario_check.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

using testing::expectOptimalSearch;
using testing::kOpenLists;
using testing::Query;
using testing::randomGrid;
using testing::randomQueries;
using testing::walkCost;

SearchOptions jpsOptions(Algorithm algorithm, DiagonalRule rule = DiagonalRule::OnlyWhenNoObstacles,
                         OpenListKind openList = OpenListKind::BinaryHeap) {
  SearchOptions o;
  o.algorithm = algorithm;
  o.diagonal = rule;
  o.openList = openList;
  return o;
}

// The rules jump_rules.hpp documents, one cell at a time, in public coordinates, with
// the moves of test_support.hpp's legalMove (the rule's own definition).
bool free(const Grid& g, int x, int y) { return g.inBounds(x, y) && g.walkable(x, y); }
bool cutsCorners(DiagonalRule rule) { return rule == DiagonalRule::Always || rule == DiagonalRule::IfAtMostOneObstacle; }

int referenceStraight(const Grid& g, DiagonalRule rule, int x, int y, int dx, int dy, int gx, int gy) {
  const int sx = dy != 0, sy = dx != 0;  // perpendicular to the move
  for (int steps = 1;; ++steps) {
    x += dx;
    y += dy;
    if (!free(g, x, y)) return 0;
    if (x == gx && y == gy) return steps;
    for (int s : {1, -1}) {
      if (cutsCorners(rule)) {  // a wall beside, and the diagonal past it allowed
        if (!free(g, x + s * sx, y + s * sy) && testing::legalMove(g, rule, x, y, dx + s * sx, dy + s * sy)) return steps;
      } else if (free(g, x + s * sx, y + s * sy) && !free(g, x + s * sx - dx, y + s * sy - dy)) {
        return steps;
      }
    }
  }
}

int referenceDiagonal(const Grid& g, DiagonalRule rule, int x, int y, int dx, int dy, int gx, int gy) {
  for (int steps = 1;; ++steps) {
    if (!testing::legalMove(g, rule, x, y, dx, dy)) return 0;
    x += dx;
    y += dy;
    const bool atGoal = x == gx && y == gy;
    const bool forced = cutsCorners(rule) && ((!free(g, x - dx, y) && testing::legalMove(g, rule, x, y, -dx, dy)) ||
                                              (!free(g, x, y - dy) && testing::legalMove(g, rule, x, y, dx, -dy)));
    if (atGoal || forced || referenceStraight(g, rule, x, y, dx, 0, gx, gy) ||
        referenceStraight(g, rule, x, y, 0, dy, gx, gy)) {
      return steps;
    }
  }
}

// `never`: horizontal steps until a vertical scan up or down finds something.
int referenceHorizontal(const Grid& g, int x, int y, int dx, int gx, int gy) {
  for (int steps = 1;; ++steps) {
    x += dx;
    if (!free(g, x, y)) return 0;
    if ((x == gx && y == gy) || referenceStraight(g, DiagonalRule::Never, x, y, 0, 1, gx, gy) ||
        referenceStraight(g, DiagonalRule::Never, x, y, 0, -1, gx, gy)) {
      return steps;
    }
  }
}

int referenceScan(const Grid& g, DiagonalRule rule, int x, int y, int dx, int dy, int gx, int gy) {
  if (rule == DiagonalRule::Never && dy == 0) return referenceHorizontal(g, x, y, dx, gx, gy);
  return dx != 0 && dy != 0 ? referenceDiagonal(g, rule, x, y, dx, dy, gx, gy)
                            : referenceStraight(g, rule, x, y, dx, dy, gx, gy);
}

// Every walkable cell, every direction, the goal somewhere random or on one of
// the cell's lines. Returns how many scans found a jump point. Under the sanitizers, every
// kSanitizerStride-th cell (the plain build, which npm test runs first, takes them all).
template <class Scanner>
int expectScansMatchReference(const Grid& g, DiagonalRule rule, std::mt19937& rng) {
  std::uniform_int_distribution<int> rx(0, g.width() - 1), ry(0, g.height() - 1), along(-70, 70);
  Scanner scanner;
  int wrong = 0, jumps = 0;
  for (int y = 0; y < g.height(); ++y) {
    for (int x = 0; x < g.width(); ++x) {
      if (!g.walkable(x, y) || (x + 3 * y) % testing::kSanitizerStride != 0) continue;
      int gx = rx(rng), gy = ry(rng);
      switch (rng() % 4) {  // mostly on a line through (x, y), where the goal stops scans
        case 0: gx = x + along(rng); break;
        case 1: gy = y + along(rng); break;
        case 2: {
          const int d = along(rng);
          gx = x + d;
          gy = y + (rng() % 2 ? d : -d);
          break;
        }
        default: break;
      }
      if (!free(g, gx, gy)) gx = x, gy = y;
      scanner.begin(g, g.node(gx, gy));
      for (int dy = -1; dy <= 1; ++dy) {
        for (int dx = -1; dx <= 1; ++dx) {
          if ((dx == 0 && dy == 0) || (rule == DiagonalRule::Never && dx != 0 && dy != 0)) continue;
          const int steps = referenceScan(g, rule, x, y, dx, dy, gx, gy);
          const std::uint32_t got = scanner.scan(x, y, dx, dy);
          jumps += steps != 0;
          if (int(got) != steps) {
            if (++wrong <= 5) {
              ADD_FAILURE() << diagonalRuleName(rule) << " scan from (" << x << "," << y << ") by (" << dx << ","
                            << dy << ") goal (" << gx << "," << gy << "): reference " << steps << " steps, got " << got;
            }
          }
        }
      }
    }
  }
  EXPECT_EQ(wrong, 0);
  return jumps;
}

// JPS's block scans and JPS+'s table look-ups, each against the cell-by-cell rule.
template <template <DiagonalRule> class Scanner, DiagonalRule Rule>
void expectScannerMatchesCellByCellScans() {
  std::mt19937 rng(7);
  int jumps = 0;
  // Widths and heights around the 64-cell words, open ground to dense walls.
  const int sizes[][2] = {{1, 1}, {3, 1}, {1, 90}, {63, 65}, {64, 64}, {130, 70}, {200, 33}};
  for (const auto& size : sizes) {
    for (double density : {0.0, 0.05, 0.2, 0.45}) {
      SCOPED_TRACE(std::to_string(size[0]) + " x " + std::to_string(size[1]) + " walls " + std::to_string(density));
      jumps += expectScansMatchReference<Scanner<Rule>>(
          randomGrid(size[0], size[1], density, false, std::uint32_t(rng())), Rule, rng);
    }
  }
  // Long corridors and rooms: scans run for many words before stopping.
  Grid rooms(300, 200);
  for (int x = 0; x < 300; ++x) {
    if (x % 7) rooms.setWalkable(x, 66, false), rooms.setWalkable(x, 133, false);
  }
  for (int y = 0; y < 200; ++y) {
    if (y % 11) rooms.setWalkable(64, y, false), rooms.setWalkable(191, y, false);
  }
  jumps += expectScansMatchReference<Scanner<Rule>>(rooms, Rule, rng);
  EXPECT_GT(jumps, 50000 / testing::kSanitizerStride);  // the comparisons are not all "no jump"
}

template <template <DiagonalRule> class Scanner>
void expectScannersMatchCellByCellScans() {
  expectScannerMatchesCellByCellScans<Scanner, DiagonalRule::Never>();
  expectScannerMatchesCellByCellScans<Scanner, DiagonalRule::Always>();
  expectScannerMatchesCellByCellScans<Scanner, DiagonalRule::IfAtMostOneObstacle>();
  expectScannerMatchesCellByCellScans<Scanner, DiagonalRule::OnlyWhenNoObstacles>();
}

TEST(JumpPointSearch, BlockScansFindTheSameJumpPointsAsCellByCellScans) {
  expectScannersMatchCellByCellScans<JumpScanner>();
}

TEST(JumpPointSearch, JpsPlusTableFindsTheSameJumpPointsAsCellByCellScans) {
  expectScannersMatchCellByCellScans<JumpTableScanner>();
}

// JPS and JPS+ under every diagonal rule run every search test below.
class JumpPointSearches : public ::testing::TestWithParam<std::tuple<Algorithm, DiagonalRule>> {
 protected:
  SearchOptions options(OpenListKind openList = OpenListKind::BinaryHeap) const {
    return jpsOptions(std::get<0>(GetParam()), std::get<1>(GetParam()), openList);
  }
};
INSTANTIATE_TEST_SUITE_P(JpsAndJpsPlus, JumpPointSearches,
                         ::testing::Combine(::testing::Values(Algorithm::JumpPoint, Algorithm::JumpPointPlus),
                                            ::testing::ValuesIn(testing::kRules)),
                         [](const auto& info) {
                           std::string name = std::get<0>(info.param) == Algorithm::JumpPoint ? "Jps_" : "JpsPlus_";
                           for (char c : diagonalRuleName(std::get<1>(info.param))) name += c == '-' ? '_' : c;
                           return name;
                         });

TEST_P(JumpPointSearches, MatchesReferenceCostsAsTheMapIsEditedBetweenSearches) {
  std::mt19937 rng(1402);
  GridSearch search;  // one search object throughout, as the page and the library reuse theirs
  for (const auto& size : {std::pair{70, 45}, std::pair{130, 66}}) {
    const int width = size.first, height = size.second;
    Grid grid = randomGrid(width, height, 0.2, false, rng());
    std::uniform_int_distribution<int> rx(0, width - 1), ry(0, height - 1);
    for (int round = 0; round < 40; ++round) {
      switch (rng() % 10) {
        case 0: grid.fill(true, 1); break;
        case 1: {
          std::vector<std::uint8_t> cells(std::size_t(width) * height);
          const unsigned walls = rng() % 50;
          for (std::uint8_t& c : cells) c = rng() % 100 < walls ? 0x81 : 0x01;
          grid.readCells(cells.data());
          break;
        }
        default:  // a stroke of walls or erasures, some along the map's edges
          const bool walkable = rng() % 3 == 0;
          for (int i = 0; i < 40; ++i) {
            int x = rx(rng), y = ry(rng);
            if (i % 4 == 0) (rng() % 2 ? x : y) = 0;
            if (i % 4 == 1) x = width - 1;
            if (i % 4 == 2) y = height - 1;
            grid.setWalkable(x, y, walkable);
          }
      }
      for (const Query& q : randomQueries(grid, 4, rng())) {
        SCOPED_TRACE("round " + std::to_string(round) + " from (" + std::to_string(q.sx) + "," +
                     std::to_string(q.sy) + ") to (" + std::to_string(q.gx) + "," + std::to_string(q.gy) + ")");
        const SearchOptions o = options();
        const double optimal =
            testing::referenceCosts(grid, o.diagonal, o.costModel, q.sx, q.sy)[std::size_t(q.gy) * width + q.gx];
        ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
        search.run();
        testing::expectCheapestPath(grid, o, search.space(), optimal);
      }
    }
  }
}

TEST_P(JumpPointSearches, MatchesReferenceCostsOnRandomMapsWithEveryOpenList) {
  for (double density : {0.0, 0.1, 0.25, 0.4}) {
    for (CostModel model : {CostModel::Real, CostModel::Integer}) {
      const Grid grid = randomGrid(41, 29, density, false, std::uint32_t(density * 100) + 1);
      for (const Query& q : randomQueries(grid, 25, 17)) {
        for (OpenListKind openList : kOpenLists) {
          SearchOptions o = options(openList);
          o.costModel = model;
          // Every cell is listed: the walk is made of single legal moves.
          expectOptimalSearch(grid, q, o);
        }
      }
    }
  }
}

// The goal in sight (docs/jump-point-search.md): with the rule's exact open-ground distance as h
// the start of an open map sees the goal and opens it alone (a micro-step scan with h = 2), so
// the search takes two expansions; with another heuristic (Euclidean, which the step does not
// trust) or a wall across every two-run path it takes no such step. Every cost matches the reference.
TEST_P(JumpPointSearches, OpensTheGoalAloneWhenItIsInSight) {
  Grid grid(40, 30);
  SearchOptions o = options();
  o.traceDetail = TraceDetail::Micro;
  ASSERT_EQ(o.heuristic, Heuristic::Default);
  GridSearch search;
  auto goalInSightScans = [&] {
    EXPECT_EQ(search.start(grid, 3, 4, 31, 22, o), "");
    search.run();
    const Trace& t = search.trace();
    int scans = 0;
    for (std::size_t i = 0; i < t.size(); ++i) scans += TraceKind(t.kinds()[i]) == TraceKind::JumpScan && t.h()[i] == 2.0;
    expectOptimalSearch(grid, {3, 4, 31, 22}, o);
    return scans;
  };
  EXPECT_EQ(goalInSightScans(), 1);
  EXPECT_EQ(search.space().expanded, 2u);
  EXPECT_EQ(search.space().opened, 2u);

  o.heuristic = Heuristic::Euclidean;
  EXPECT_EQ(goalInSightScans(), 0);

  o.heuristic = Heuristic::Default;
  for (int x = 0; x < 36; ++x) grid.setWalkable(x, 15, false);  // across every two-run path
  EXPECT_LE(goalInSightScans(), 1);                             // past the wall's end a jump point may see the goal, or a scan reaches it
  EXPECT_GT(search.space().expanded, 2u);
}

// The goal in sight along a forced direction: the start's straight scan stops at J, beside the
// end of a wall, and from J the goal lies past that wall's corner, the way J is forced to scan
// (north-east after arriving eastwards; for `never`, west after arriving northwards). J sees the
// goal that way and opens it alone: three expansions (start, J, goal), the goal J's only successor.
TEST_P(JumpPointSearches, SeesTheGoalAlongAForcedDirection) {
  SearchOptions o = options();
  o.traceDetail = TraceDetail::Micro;
  Grid grid(12, 10);
  int sx = 1, sy = 5, jx = 2, jy = 5, gx = 4, gy = 3, stepX = 1, stepY = -1;
  if (o.diagonal == DiagonalRule::Never) {
    sx = 5, sy = 7, jx = 5, jy = 6, gx = 3, gy = 4, stepX = -1, stepY = 0;
    grid.setWalkable(4, 7, false);  // west of the start: J's west side is forced
  } else if (o.diagonal == DiagonalRule::OnlyWhenNoObstacles) {
    grid.setWalkable(1, 4, false);  // north of the start: J's north side is free behind a wall
  } else {
    grid.setWalkable(2, 4, false);  // north of J: cutting its corner is forced
  }
  GridSearch search;
  ASSERT_EQ(search.start(grid, sx, sy, gx, gy, o), "");
  search.run();
  expectOptimalSearch(grid, {sx, sy, gx, gy}, o);
  EXPECT_EQ(search.space().expanded, 3u);
  const Trace& t = search.trace();
  const std::uint32_t j = std::uint32_t(jy * 12 + jx), goal = std::uint32_t(gy * 12 + gx);
  int inSight = 0, fromJ = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const TraceKind kind = TraceKind(t.kinds()[i]);
    if (kind == TraceKind::JumpScan && t.h()[i] == 2.0) {
      ++inSight;
      EXPECT_EQ(t.parents()[i], j);
      EXPECT_EQ(t.cells()[i], std::uint32_t(int(j) + stepY * 12 + stepX));
    }
    if (kind == TraceKind::Open && t.parents()[i] == j) {
      ++fromJ;
      EXPECT_EQ(t.cells()[i], goal);
    }
  }
  EXPECT_EQ(inSight, 1);
  EXPECT_EQ(fromJ, 1);
}

// Every node the search opens carries the heuristic of its cell: the rule's distance to the goal
// on open ground (octile; Manhattan for `never`), worked out here from the cells' coordinates.
TEST_P(JumpPointSearches, OpensEachNodeWithItsCellsHeuristic) {
  const SearchOptions o = options();
  const Grid grid = randomGrid(45, 31, 0.2, false, 77);
  GridSearch search;
  for (const Query& q : randomQueries(grid, 12, 5)) {
    ASSERT_EQ(search.start(grid, q.sx, q.sy, q.gx, q.gy, o), "");
    search.run();
    const Trace& t = search.trace();
    int opened = 0;
    for (std::size_t i = 0; i < t.size(); ++i) {
      const TraceKind kind = TraceKind(t.kinds()[i]);
      if (kind != TraceKind::Open && kind != TraceKind::Improve) continue;
      const double dx = std::abs(int(t.cells()[i] % 45) - q.gx), dy = std::abs(int(t.cells()[i] / 45) - q.gy);
      const double h = o.diagonal == DiagonalRule::Never ? dx + dy : std::max(dx, dy) + (std::sqrt(2.0) - 1.0) * std::min(dx, dy);
      EXPECT_NEAR(t.h()[i], h, 1e-9) << "cell " << t.cells()[i];
      ++opened;
    }
    EXPECT_GT(opened, 0);
  }
}

TEST_P(JumpPointSearches, OptimalOnMovingAIScenarios) {
  const SearchOptions o = options();
  if (o.diagonal == DiagonalRule::OnlyWhenNoObstacles) {
    // Every scenario; every 10th on the maze, whose 12,120 take JPS a minute and a half.
    for (const char* map : {"arena", "den520d", "Berlin_0_256", "random512-10-0", "8room_000", "maze512-1-0"}) {
      const testing::ScenarioRun run = testing::runScenarios(map, o, std::string(map) == "maze512-1-0" ? 10 : 1);
      EXPECT_GT(run.scenarios, 100 / testing::kSanitizerStride) << map;
      EXPECT_TRUE(run.mismatches.empty()) << run.mismatches.size() << " wrong, first: " << run.mismatches.front();
    }
    return;
  }
  // The files' lengths are for the Moving AI rule: under the others the reference
  // Dijkstra gives them, for 20 scenarios spread over each file's buckets (fewer under the
  // sanitizers; every scenario of every map runs in tests/conformance/jump-point-rules.test.js).
  for (const char* map : {"arena", "den520d", "random512-10-0", "8room_000", "maze512-1-0"}) {
    const MapParseResult parsed = parseMovingAIMap(testing::readDataFile(std::string(map) + ".map"));
    const ScenarioParseResult scen = parseMovingAIScenarios(testing::readDataFile(std::string(map) + ".map.scen"));
    ASSERT_TRUE(parsed.grid) << map;
    const std::size_t stride = (scen.scenarios.size() / 20 + 1) * testing::kSanitizerStride;
    for (std::size_t i = 0; i < scen.scenarios.size(); i += stride) {
      const Scenario& sc = scen.scenarios[i];
      SCOPED_TRACE(std::string(map) + " #" + std::to_string(i));
      expectOptimalSearch(*parsed.grid, {sc.startX, sc.startY, sc.goalX, sc.goalY}, o);
    }
  }
}

TEST_P(JumpPointSearches, ExpandsFarFewerNodesThanAStarOnOpenGround) {
  Grid grid(200, 200);
  for (int y = 40; y < 160; ++y) grid.setWalkable(100, y, false);
  GridSearch jps, astar;
  ASSERT_EQ(jps.start(grid, 5, 100, 195, 100, options()), "");
  SearchOptions aStar;
  aStar.diagonal = options().diagonal;
  ASSERT_EQ(astar.start(grid, 5, 100, 195, 100, aStar), "");
  jps.run();
  astar.run();
  EXPECT_NEAR(jps.space().pathCost, astar.space().pathCost, 1e-9);
  EXPECT_LT(jps.space().expanded * 20, astar.space().expanded);
}

TEST_P(JumpPointSearches, TraceRecordsJumpPointsAndTheFullPath) {
  const Grid grid = randomGrid(50, 40, 0.2, false, 33);
  int sx = 1, sy = 1, gx = 48, gy = 38;
  Grid open = grid;
  open.setWalkable(sx, sy, true);
  open.setWalkable(gx, gy, true);
  GridSearch search;
  ASSERT_EQ(search.start(open, sx, sy, gx, gy, options()), "");
  search.run();
  ASSERT_EQ(search.status(), SearchStatus::Found);
  const Trace& t = search.trace();
  std::set<std::uint32_t> expanded;
  std::size_t expandEvents = 0, pathEvents = 0;
  for (std::size_t i = 0; i < t.size(); ++i) {
    const auto kind = TraceKind(t.kinds()[i]);
    if (kind == TraceKind::Expand) {
      ++expandEvents;
      expanded.insert(t.cells()[i]);
    } else if (kind == TraceKind::Open || kind == TraceKind::Improve) {
      // A jump point's parent is a jump point expanded before it, in a straight or diagonal line
      // (JPS+, which prunes the jump points diagonal scans find, and the goal in sight of either
      // search: a free diagonal run, then a straight one; for `never` a horizontal run, then a
      // vertical one), each step legal.
      const std::uint32_t parent = t.parents()[i];
      if (parent == kNoParent) continue;
      EXPECT_TRUE(expanded.count(parent)) << "event " << i;
      const DiagonalRule rule = options().diagonal;
      const int dx = int(t.cells()[i] % 50) - int(parent % 50), dy = int(t.cells()[i] / 50) - int(parent / 50);
      if (std::get<0>(GetParam()) == Algorithm::JumpPoint && t.cells()[i] != std::uint32_t(gy * 50 + gx)) {
        EXPECT_TRUE(dx == 0 || dy == 0 || (std::abs(dx) == std::abs(dy) && rule != DiagonalRule::Never)) << "event " << i;
      }
      int x = int(parent % 50), y = int(parent / 50);
      const int sx = (dx > 0) - (dx < 0), sy = (dy > 0) - (dy < 0);
      const int first = rule == DiagonalRule::Never ? std::abs(dx) : std::min(std::abs(dx), std::abs(dy));
      const int steps = rule == DiagonalRule::Never ? std::abs(dx) + std::abs(dy) : std::max(std::abs(dx), std::abs(dy));
      for (int k = 1; k <= steps; ++k) {
        int stepX, stepY;
        if (rule == DiagonalRule::Never) {
          stepX = k <= first ? sx : 0;
          stepY = k <= first ? 0 : sy;
        } else {
          const bool diagonal = k <= first;
          stepX = diagonal || std::abs(dx) > std::abs(dy) ? sx : 0;
          stepY = diagonal || std::abs(dy) > std::abs(dx) ? sy : 0;
        }
        EXPECT_TRUE(testing::legalMove(open, rule, x, y, stepX, stepY)) << "event " << i << " step " << k;
        x += stepX;
        y += stepY;
      }
    } else if (kind == TraceKind::Path) {
      EXPECT_EQ(t.cells()[i], search.space().path[pathEvents]);
      ++pathEvents;
    }
  }
  EXPECT_EQ(expandEvents, search.space().expanded);
  EXPECT_EQ(pathEvents, search.space().path.size());
  EXPECT_DOUBLE_EQ(t.g()[t.size() - 1], search.space().pathCost);
}

TEST_P(JumpPointSearches, StopsAtTheExpansionCapWithALegalPartialPath) {
  const Grid grid = randomGrid(80, 80, 0.3, false, 4);
  Grid open = grid;
  open.setWalkable(0, 0, true);
  open.setWalkable(79, 79, true);
  SearchOptions o = options();
  o.maxExpansions = 5;
  GridSearch search;
  ASSERT_EQ(search.start(open, 0, 0, 79, 79, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Limit);
  EXPECT_EQ(search.space().expanded, 5u);
  std::string why;
  EXPECT_NEAR(walkCost(open, o.diagonal, o.costModel, search.space().path, &why), search.space().pathCost, 1e-9)
      << why;
}

// JPS searches maps with terrain (jps_terrain.hpp, tested in jps_terrain_test.cpp); JPS+'s table
// assumes cost 1 everywhere, so it refuses them with a way out.
TEST_P(JumpPointSearches, TakesTerrainOrRefusesItWithAWayOut) {
  Grid grid(10, 10);
  SearchOptions o = options();
  GridSearch search;
  EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o), "");  // every diagonal rule is accepted
  grid.setCost(3, 3, 4);
  grid.setCost(4, 3, 2);
  if (o.algorithm == Algorithm::JumpPoint) {
    ASSERT_EQ(search.start(grid, 0, 0, 9, 9, o), "");
    EXPECT_EQ(search.run(), SearchStatus::Found);
    return;
  }
  EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o),
            "JPS+ needs terrain cost 1 everywhere, but 2 walkable cells have another cost; use JPS on maps with terrain");
  grid.setWalkable(4, 3, false);  // terrain under a wall does not matter
  EXPECT_NE(search.start(grid, 0, 0, 9, 9, o).message.find("1 walkable cell has"), std::string::npos);
  grid.setCost(3, 3, 1);
  EXPECT_EQ(search.start(grid, 0, 0, 9, 9, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  grid.setWalkable(4, 3, true);  // the wall goes, its terrain cost 2 is back
  EXPECT_EQ(grid.terrainCellCount(), 1);
  std::vector<std::uint8_t> cells(100, 1);
  grid.readCells(cells.data());
  EXPECT_EQ(grid.terrainCellCount(), 0);
  grid.fill(true, 3);
  EXPECT_EQ(grid.terrainCellCount(), 100);
}

}  // namespace
}  // namespace pathlab
