// Native benchmark runner behind `npm run bench` (web/tools/bench.mjs drives it).
//   pathlab_bench --map FILE --scen FILE [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--terrain-cost MODEL] [--open-list NAME] [--reps N] [--warmup N]
// Runs every scenario of the .scen file N times (default 5) without a trace and
// prints one JSON object per scenario:
//   {"index":i,"micros":m,"expanded":e,"opened":o,"cost":c}
// micros is the median of the N search times (the search alone, as GridSearch
// measures it: not the search's start, which the wasm figures of `npm run bench`
// include with the call into wasm), cost null when no path.
// --warmup N first runs every scenario N times untimed, so that in a
// single-repetition pass a fresh process's first searches do not pay for the
// first touches of the search arrays (page faults) and cold caches.
// Exit status 2 with a message on stderr for bad arguments or files.
#include <algorithm>
#include <cstdio>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "cli.hpp"

namespace {

using namespace pathlab;
using cli::fail;
using cli::number;

struct Arguments : cli::SearchInputs {
  int reps = 5;
  int warmupPasses = 0;
};

Arguments parseArguments(int argc, char** argv) {
  Arguments args;
  cli::forEachFlag(argc, argv, [&](std::string_view flag, const std::string& value) {
    if (cli::inputFlag(flag, value, args)) return true;
    if (flag == "--open-list") {
      args.options.openList = cli::openList(value);
    } else if (flag == "--reps") {
      args.reps = cli::positiveWholeNumber<int>(flag, value);
    } else if (flag == "--warmup") {
      args.warmupPasses = cli::positiveWholeNumber<int>(flag, value);
    } else {
      return false;
    }
    return true;
  });
  cli::requireFiles(args, "--map FILE --scen FILE [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--terrain-cost MODEL] [--open-list NAME] [--reps N] [--warmup N]");
  return args;
}

double median(std::vector<double> values) {
  std::sort(values.begin(), values.end());
  const std::size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

}  // namespace

int main(int argc, char** argv) {
  cli::toolName = "pathlab bench";
  const Arguments args = parseArguments(argc, argv);
  const cli::MapAndScenarios loaded = cli::loadMapAndScenarios(args.map, args.scen);

  GridSearch search;
  auto run = [&](std::size_t i) {
    const Scenario& s = loaded.scenarios[i];
    if (Problem p = search.start(*loaded.grid, s.startX, s.startY, s.goalX, s.goalY, args.options)) {
      fail(args.scen + ": scenario " + std::to_string(i) + ": " + p.message);
    }
    search.run();
    return search.micros();
  };
  for (int pass = 0; pass < args.warmupPasses; ++pass) {
    for (std::size_t i = 0; i < loaded.scenarios.size(); ++i) run(i);
  }
  std::vector<double> times(std::size_t(args.reps));
  for (std::size_t i = 0; i < loaded.scenarios.size(); ++i) {
    for (double& t : times) t = run(i);
    const SearchSpace& space = search.space();
    std::printf("{\"index\":%zu,\"micros\":%s,\"expanded\":%llu,\"opened\":%llu,\"cost\":%s}\n", i,
                number(median(times)).c_str(), static_cast<unsigned long long>(space.expanded),
                static_cast<unsigned long long>(space.opened),
                space.status == SearchStatus::Found ? number(space.pathCost).c_str() : "null");
  }
  return 0;
}
