// Native benchmark runner behind `npm run bench` (web/tools/bench.mjs drives it).
//   pathlab_bench --map FILE --scen FILE [--algorithm NAME] [--open-list NAME] [--reps N]
// Runs every scenario of the .scen file N times (default 5) without a trace and
// prints one JSON object per scenario:
//   {"index":i,"micros":m,"expanded":e,"cost":c}
// micros is the median of the N search times (the search alone, as GridSearch
// measures it; the wasm build measures the same span), cost null when no path.
// Exit status 2 with a message on stderr for bad arguments or files.
#include <algorithm>
#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "io/movingai.hpp"

namespace {

using namespace pathlab;

[[noreturn]] void fail(const std::string& message) {
  std::fprintf(stderr, "pathlab bench: %s\n", message.c_str());
  std::exit(2);
}

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

std::string number(double value) {
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, end);
}

struct Arguments {
  std::string map, scen;
  SearchOptions options;
  int reps = 5;
};

Arguments parseArguments(int argc, char** argv) {
  Arguments args;
  args.options.recordTrace = false;
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
      args.options.algorithm = *a;
    } else if (flag == "--open-list") {
      auto o = parseOpenList(value);
      if (!o) fail("unknown open list '" + value + "'");
      args.options.openList = *o;
    } else if (flag == "--reps") {
      auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), args.reps);
      if (ec != std::errc() || end != value.data() + value.size() || args.reps < 1) {
        fail("--reps wants a whole number >= 1, not '" + value + "'");
      }
    } else {
      fail("unknown argument " + std::string(flag));
    }
  }
  if (args.map.empty() || args.scen.empty()) {
    fail("usage: --map FILE --scen FILE [--algorithm NAME] [--open-list NAME] [--reps N]");
  }
  return args;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

}  // namespace

int main(int argc, char** argv) {
  const Arguments args = parseArguments(argc, argv);
  MapParseResult map = parseMovingAIMap(readFile(args.map));
  if (!map.grid) fail(args.map + ": " + map.error);
  ScenarioParseResult scen = parseMovingAIScenarios(readFile(args.scen));
  if (!scen.error.empty()) fail(args.scen + ": " + scen.error);

  GridSearch search;
  std::vector<double> times(std::size_t(args.reps));
  for (std::size_t i = 0; i < scen.scenarios.size(); ++i) {
    const Scenario& s = scen.scenarios[i];
    for (double& t : times) {
      if (std::string e = search.start(*map.grid, s.startX, s.startY, s.goalX, s.goalY, args.options); !e.empty()) {
        fail(args.scen + ": scenario " + std::to_string(i) + ": " + e);
      }
      search.run();
      t = search.micros();
    }
    const SearchSpace& space = search.space();
    std::printf("{\"index\":%zu,\"micros\":%s,\"expanded\":%llu,\"cost\":%s}\n", i, number(median(times)).c_str(),
                static_cast<unsigned long long>(space.expanded),
                space.status == SearchStatus::Found ? number(space.pathCost).c_str() : "null");
  }
  return 0;
}
