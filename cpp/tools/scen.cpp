// Scenario runner (native engine): runs the scenarios of a Moving AI .scen file
// and prints one JSON object per line, then a summary line (docs/scenario-runner.md).
//   pathlab_scen --map FILE --scen FILE [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--terrain-cost MODEL] [--limit N]
// --limit N runs only the first N scenarios. Exit 0 when it ran, 2 with a
// one-line message on stderr for bad arguments or unreadable/malformed files.
#include <cmath>
#include <cstdio>
#include <string>

#include "algorithms/grid_search.hpp"
#include "cli.hpp"

namespace {

using namespace pathlab;
using cli::fail;
using cli::number;

struct Arguments : cli::SearchInputs {
  std::uint64_t limit = kUnlimited;
};

Arguments parseArguments(int argc, char** argv) {
  Arguments args;
  cli::forEachFlag(argc, argv, [&](std::string_view flag, const std::string& value) {
    if (cli::inputFlag(flag, value, args)) return true;
    if (flag == "--limit") {
      args.limit = cli::positiveWholeNumber<std::uint64_t>(flag, value);
    } else if (flag == "--engine") {
      if (value != "native") fail("this is the native runner; use npm run scen for --engine " + value);
    } else {
      return false;
    }
    return true;
  });
  cli::requireFiles(args, "--map FILE --scen FILE [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--terrain-cost MODEL] [--limit N]");
  return args;
}

}  // namespace

int main(int argc, char** argv) {
  cli::toolName = "pathlab scen";
  const Arguments args = parseArguments(argc, argv);
  const cli::MapAndScenarios loaded = cli::loadMapAndScenarios(args.map, args.scen);

  const Grid& grid = *loaded.grid;
  GridSearch search;
  std::uint64_t ran = 0, matched = 0, expandedTotal = 0;
  double microsTotal = 0.0;
  double precomputeMicros = -1.0;  // the tables (JPS+'s, the landmarks'), built once for the map: reported apart from the searches
  for (const Scenario& s : loaded.scenarios) {
    if (ran >= args.limit) break;
    if (s.mapWidth != grid.width() || s.mapHeight != grid.height()) {
      fail(args.scen + ": scenario " + std::to_string(ran) + " is for a " + std::to_string(s.mapWidth) +
           " x " + std::to_string(s.mapHeight) + " map, but the map is " + std::to_string(grid.width()) +
           " x " + std::to_string(grid.height()));
    }
    if (Problem p = search.start(grid, s.startX, s.startY, s.goalX, s.goalY, args.options)) {
      fail(args.scen + ": scenario " + std::to_string(ran) + ": " + p.message);
    }
    search.run();
    const SearchSpace& space = search.space();
    if (space.precomputedNow) precomputeMicros = space.precomputeMicros;
    const bool found = space.status == SearchStatus::Found;
    if (found && std::fabs(space.pathCost - s.optimal) <= lengthTolerance(s.optimalDecimals)) ++matched;
    const double micros = std::round(search.micros() * 1000.0) / 1000.0;
    std::printf(
        "{\"index\":%llu,\"start\":[%d,%d],\"goal\":[%d,%d],\"optimal\":%s,\"length\":%s,"
        "\"expanded\":%llu,\"micros\":%s}\n",
        static_cast<unsigned long long>(ran), s.startX, s.startY, s.goalX, s.goalY,
        number(s.optimal).c_str(), found ? number(space.pathCost).c_str() : "null",
        static_cast<unsigned long long>(space.expanded), number(micros).c_str());
    expandedTotal += space.expanded;
    microsTotal += search.micros();
    ++ran;
  }
  const std::string precompute =
      precomputeMicros < 0 ? "" : ",\"precomputeMicros\":" + number(std::round(precomputeMicros * 1000.0) / 1000.0);
  std::printf("{\"summary\":true,\"scenarios\":%llu,\"matched\":%llu,\"expanded\":%llu,\"micros\":%s%s}\n",
              static_cast<unsigned long long>(ran), static_cast<unsigned long long>(matched),
              static_cast<unsigned long long>(expandedTotal),
              number(std::round(microsTotal * 1000.0) / 1000.0).c_str(), precompute.c_str());
  return 0;
}
