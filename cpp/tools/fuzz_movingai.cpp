// libFuzzer target for the Moving AI readers (built with -DPATHLAB_FUZZ=ON, clang).
//   fuzz_movingai CORPUS_DIR -max_total_time=60
// Every input goes to both readers. Crashes, sanitizer reports and broken
// contracts (an error without "line N: ", a map that does not survive
// write -> parse -> write) stop the fuzzer via __builtin_trap.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "io/movingai.hpp"

namespace {

using namespace pathlab;

void require(bool condition) {
  if (!condition) __builtin_trap();
}

void requireLineError(const std::string& error) {
  require(error.size() > 5 && error.compare(0, 5, "line ") == 0 && error.find(": ") != std::string::npos);
}

bool sameCells(const Grid& a, const Grid& b) {
  if (a.width() != b.width() || a.height() != b.height()) return false;
  for (int y = 0; y < a.height(); ++y) {
    for (int x = 0; x < a.width(); ++x) {
      if (a.walkable(x, y) != b.walkable(x, y)) return false;
      // Walls are written as '@', so only walkable cells keep their cost.
      if (a.walkable(x, y) && a.cost(x, y) != b.cost(x, y)) return false;
    }
  }
  return true;
}

void checkMap(std::string_view text) {
  const MapParseResult parsed = parseMovingAIMap(text);
  if (!parsed.grid) {
    requireLineError(parsed.error);
    return;
  }
  require(parsed.error.empty());
  const std::string written = writeMovingAIMap(*parsed.grid);
  const MapParseResult reparsed = parseMovingAIMap(written);
  require(reparsed.grid != nullptr && reparsed.error.empty());
  require(sameCells(*parsed.grid, *reparsed.grid));
  require(writeMovingAIMap(*reparsed.grid) == written);
}

void checkScenarios(std::string_view text) {
  const ScenarioParseResult parsed = parseMovingAIScenarios(text);
  if (!parsed.error.empty()) {
    requireLineError(parsed.error);
    require(parsed.scenarios.empty());
    return;
  }
  for (const Scenario& s : parsed.scenarios) {
    require(s.startX >= 0 && s.startX < s.mapWidth && s.startY >= 0 && s.startY < s.mapHeight);
    require(s.goalX >= 0 && s.goalX < s.mapWidth && s.goalY >= 0 && s.goalY < s.mapHeight);
    require(std::isfinite(s.optimal) && s.optimal >= 0.0 && s.optimalDecimals >= 0);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  checkMap(text);
  checkScenarios(text);
  return 0;
}
