// Scenario runner (native engine): runs the scenarios of a Moving AI .scen file
// and prints one JSON object per line, then a summary line (DESIGN.md section 3).
//   pathlab_scen --map FILE --scen FILE [--algorithm NAME] [--limit N]
// --limit N runs only the first N scenarios. Exit 0 when it ran, 2 with a
// one-line message on stderr for bad arguments or unreadable/malformed files.
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "algorithms/grid_search.hpp"
#include "io/movingai.hpp"

namespace {

using namespace pathlab;

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "pathlab scen: %s\n", message.c_str());
  std::exit(2);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Shortest text that reads back as the same double, as JavaScript prints numbers.
std::string number(double value) {
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, end);
}

struct Arguments {
  std::string map, scen;
  Algorithm algorithm = Algorithm::AStar;
  std::uint64_t limit = kUnlimited;
};

Arguments parseArguments(int argc, char** argv) {
  Arguments args;
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (i + 1 >= argc) fail("missing value after " + std::string(flag));
    const std::string value = argv[++i];
    if (flag == "--map") {
      args.map = value;
    } else if (flag == "--scen") {
      args.scen = value;
    } else if (flag == "--algorithm") {
      auto a = parseAlgorithm(value);
      if (!a) fail("unknown algorithm '" + value + "'");
      args.algorithm = *a;
    } else if (flag == "--limit") {
      std::uint64_t n = 0;
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
      if (ec != std::errc() || end != value.data() + value.size() || n < 1) {
        fail("--limit wants a whole number >= 1, not '" + value + "'");
      }
      args.limit = n;
    } else if (flag == "--engine") {
      if (value != "native") fail("this is the native runner; use npm run scen for --engine " + value);
    } else {
      fail("unknown argument " + std::string(flag));
    }
  }
  if (args.map.empty() || args.scen.empty()) fail("usage: --map FILE --scen FILE [--algorithm NAME] [--limit N]");
  return args;
}

}  // namespace

int main(int argc, char** argv) {
  const Arguments args = parseArguments(argc, argv);
  MapParseResult map = parseMovingAIMap(readFile(args.map));
  if (!map.grid) fail(args.map + ": " + map.error);
  ScenarioParseResult scen = parseMovingAIScenarios(readFile(args.scen));
  if (!scen.error.empty()) fail(args.scen + ": " + scen.error);

  const Grid& grid = *map.grid;
  SearchOptions options;
  options.algorithm = args.algorithm;
  options.recordTrace = false;
  GridSearch search;
  std::uint64_t ran = 0, matched = 0, expandedTotal = 0;
  double microsTotal = 0.0;
  for (const Scenario& s : scen.scenarios) {
    if (ran >= args.limit) break;
    if (s.mapWidth != grid.width() || s.mapHeight != grid.height()) {
      fail(args.scen + ": scenario " + std::to_string(ran) + " is for a " + std::to_string(s.mapWidth) +
           " x " + std::to_string(s.mapHeight) + " map, but the map is " + std::to_string(grid.width()) +
           " x " + std::to_string(grid.height()));
    }
    if (std::string e = search.start(grid, s.startX, s.startY, s.goalX, s.goalY, options); !e.empty()) {
      fail(args.scen + ": scenario " + std::to_string(ran) + ": " + e);
    }
    search.run();
    const SearchSpace& space = search.space();
    const bool found = space.status == SearchStatus::Found;
    if (found && std::fabs(space.pathCost - s.optimal) <= lengthTolerance(s.optimalDecimals)) ++matched;
    const double micros = std::round(search.micros() * 1000.0) / 1000.0;
    std::printf("{\"index\":%llu,\"start\":[%d,%d],\"goal\":[%d,%d],\"optimal\":%s,\"length\":%s,"
                "\"expanded\":%llu,\"micros\":%s}\n",
                static_cast<unsigned long long>(ran), s.startX, s.startY, s.goalX, s.goalY,
                number(s.optimal).c_str(), found ? number(space.pathCost).c_str() : "null",
                static_cast<unsigned long long>(space.expanded), number(micros).c_str());
    expandedTotal += space.expanded;
    microsTotal += search.micros();
    ++ran;
  }
  std::printf("{\"summary\":true,\"scenarios\":%llu,\"matched\":%llu,\"expanded\":%llu,\"micros\":%s}\n",
              static_cast<unsigned long long>(ran), static_cast<unsigned long long>(matched),
              static_cast<unsigned long long>(expandedTotal),
              number(std::round(microsTotal * 1000.0) / 1000.0).c_str());
  return 0;
}
