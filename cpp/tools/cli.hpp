// What the native command-line tools (scen.cpp, bench.cpp) share: reading
// `--flag value` pairs, failing with one line on stderr and exit status 2,
// loading a map with its scenarios, and printing numbers as JavaScript does.
#pragma once

#include <charconv>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "core/options.hpp"
#include "io/movingai.hpp"

namespace pathlab::cli {

// Every message starts with this; each tool sets it first thing in main.
inline std::string_view toolName = "pathlab";

[[noreturn]] inline void fail(const std::string& message) {
  std::fprintf(stderr, "%.*s: %s\n", int(toolName.size()), toolName.data(), message.c_str());
  std::exit(2);
}

inline std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) fail("cannot read " + path);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Shortest text that reads back as the same double, as JavaScript prints numbers.
inline std::string number(double value) {
  char buffer[64];
  auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, end);
}

// Calls onFlag(flag, value) for each `--flag value` pair; onFlag returns false
// for a flag it does not know.
template <class OnFlag>
void forEachFlag(int argc, char** argv, OnFlag onFlag) {
  for (int i = 1; i < argc; ++i) {
    const std::string_view flag = argv[i];
    if (i + 1 >= argc) fail("missing value after " + std::string(flag));
    const std::string value = argv[++i];
    if (!onFlag(flag, value)) fail("unknown argument " + std::string(flag));
  }
}

template <class Int>
Int positiveWholeNumber(std::string_view flag, const std::string& value) {
  Int n = 0;
  auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), n);
  if (ec != std::errc() || end != value.data() + value.size() || n < 1) {
    fail(std::string(flag) + " wants a whole number >= 1, not '" + value + "'");
  }
  return n;
}

inline Algorithm algorithm(const std::string& value) {
  auto a = parseAlgorithm(value);
  if (!a) fail("unknown algorithm '" + value + "'");
  return *a;
}

inline OpenListKind openList(const std::string& value) {
  auto o = parseOpenList(value);
  if (!o) fail("unknown open list '" + value + "'");
  return *o;
}

// What every tool reads: the map, its scenarios and the search options
// (--algorithm here; a tool may read more). No trace: the tools count and time.
struct SearchInputs {
  std::string map, scen;
  SearchOptions options = untracedOptions();

  static SearchOptions untracedOptions() {
    SearchOptions options;
    options.recordTrace = false;
    return options;
  }
};

// Reads a flag every tool takes into `in`; false for one it does not.
inline bool inputFlag(std::string_view flag, const std::string& value, SearchInputs& in) {
  if (flag == "--map") {
    in.map = value;
  } else if (flag == "--scen") {
    in.scen = value;
  } else if (flag == "--algorithm") {
    in.options.algorithm = algorithm(value);
  } else if (flag == "--diagonal") {
    const std::optional<DiagonalRule> rule = parseDiagonalRule(value);
    if (!rule) fail("unknown diagonal rule '" + value + "'");
    in.options.diagonal = *rule;
  } else if (flag == "--heuristic") {
    const std::optional<Heuristic> heuristic = parseHeuristic(value);
    if (!heuristic) fail("unknown heuristic '" + value + "'");
    in.options.heuristic = *heuristic;
  } else if (flag == "--terrain-cost") {
    const std::optional<TerrainCost> model = parseTerrainCost(value);
    if (!model) fail("unknown terrain cost model '" + value + "' (entered or crossed)");
    in.options.terrainCost = *model;
  } else {
    return false;
  }
  return true;
}

// Fails with the tool's usage line unless --map and --scen were given.
inline void requireFiles(const SearchInputs& in, const std::string& usage) {
  if (in.map.empty() || in.scen.empty()) fail("usage: " + usage);
}

struct MapAndScenarios {
  std::unique_ptr<Grid> grid;  // never null
  std::vector<Scenario> scenarios;
};

inline MapAndScenarios loadMapAndScenarios(const std::string& mapPath, const std::string& scenPath) {
  MapParseResult map = parseMovingAIMap(readFile(mapPath));
  if (!map.grid) fail(mapPath + ": " + map.error);
  ScenarioParseResult scen = parseMovingAIScenarios(readFile(scenPath));
  if (!scen.error.empty()) fail(scenPath + ": " + scen.error);
  return {std::move(map.grid), std::move(scen.scenarios)};
}

}  // namespace pathlab::cli
