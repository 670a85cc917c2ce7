// Runs a Moving AI benchmark's scenarios through GridSearch and reports each
// length that differs from the file's optimal (within its printed precision).
#pragma once

#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "algorithms/grid_search.hpp"
#include "io/movingai.hpp"

namespace pathlab::testing {

inline std::string readDataFile(const std::string& name) {
  std::ifstream in(std::string(PATHLAB_MOVINGAI_DIR) + "/" + name, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Under the sanitizers a search runs several times slower, so the scenario tests there take every
// kSanitizerStride-th scenario of those they take in the plain build, which npm test runs first.
#ifdef PATHLAB_SANITIZED
inline constexpr int kSanitizerStride = 8;
#else
inline constexpr int kSanitizerStride = 1;
#endif

struct ScenarioRun {
  int scenarios = 0;
  std::vector<std::string> mismatches;  // one line per wrong answer
};

// Every `stride`-th scenario of `map`.map.scen (times kSanitizerStride), with these options.
inline ScenarioRun runScenarios(const std::string& map, const SearchOptions& options, int stride = 1) {
  ScenarioRun run;
  const MapParseResult parsed = parseMovingAIMap(readDataFile(map + ".map"));
  const ScenarioParseResult scen = parseMovingAIScenarios(readDataFile(map + ".map.scen"));
  if (!parsed.grid || !scen.error.empty()) {
    run.mismatches.push_back(map + ": cannot read the benchmark files");
    return run;
  }
  GridSearch search;
  for (std::size_t i = 0; i < scen.scenarios.size(); i += std::size_t(stride) * kSanitizerStride) {
    const Scenario& s = scen.scenarios[i];
    const std::string error = search.start(*parsed.grid, s.startX, s.startY, s.goalX, s.goalY, options).message;
    search.run();
    ++run.scenarios;
    const double length = search.status() == SearchStatus::Found ? search.space().pathCost : INFINITY;
    if (!error.empty() || !(std::fabs(length - s.optimal) <= lengthTolerance(s.optimalDecimals))) {
      run.mismatches.push_back(map + " #" + std::to_string(i) + ": optimal " + std::to_string(s.optimal) + ", got " +
                               std::to_string(length) + " " + error);
    }
  }
  return run;
}

}  // namespace pathlab::testing
