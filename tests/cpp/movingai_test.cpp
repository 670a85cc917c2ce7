// Tests for the Moving AI map and scenario reader/writer (cpp/io/movingai.hpp):
// the real benchmark files in PATHLAB_MOVINGAI_DIR, round trips, every class of
// malformed input (each error must name the right line), and random mutations.
#include <gtest/gtest.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "io/movingai.hpp"

namespace pathlab {
namespace {

const std::string kDataDir = PATHLAB_MOVINGAI_DIR;
const std::string kFixturesDir = PATHLAB_FIXTURES_DIR;

std::string readFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Lines of a text file as the test sees them: split at '\n', one '\r' dropped.
std::vector<std::string> splitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  std::string line;
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

std::string toCrlf(const std::string& text) {
  std::string out;
  for (char c : text) {
    if (c == '\n') out += '\r';
    out += c;
  }
  return out;
}

// Sizes and scenario counts from the table in the data folder's README.md.
struct BenchmarkFile {
  std::string name;
  int width;
  int height;
  std::size_t scenarios;
  bool newStyle;  // bare map name and 8 decimals
};
const std::vector<BenchmarkFile> kBenchmarks = {
    {"arena", 49, 49, 160, false},
    {"den520d", 256, 257, 888, false},
    {"Berlin_0_256", 256, 256, 930, true},
    {"maze512-1-0", 512, 512, 12120, true},
    {"random512-10-0", 512, 512, 1670, false},
    {"8room_000", 512, 512, 2140, true},
};

std::string mapPath(const BenchmarkFile& b) { return kDataDir + "/" + b.name + ".map"; }
std::string scenPath(const BenchmarkFile& b) { return kDataDir + "/" + b.name + ".map.scen"; }

// ---------------------------------------------------------------- real maps

TEST(MovingAIMap, RealMapsHaveTheDocumentedSizes) {
  for (const BenchmarkFile& b : kBenchmarks) {
    const MapParseResult parsed = parseMovingAIMap(readFile(mapPath(b)));
    ASSERT_TRUE(parsed.grid) << b.name << ": " << parsed.error;
    EXPECT_EQ(parsed.error, "");
    EXPECT_EQ(parsed.grid->width(), b.width) << b.name;
    EXPECT_EQ(parsed.grid->height(), b.height) << b.name;
  }
}

// Compares cells with the raw characters of the file, read here independently:
// the four corners, the centre and a few hundred random cells per map.
TEST(MovingAIMap, RealMapCellsMatchTheFileText) {
  std::mt19937 random(2012);
  for (const BenchmarkFile& b : kBenchmarks) {
    const std::string text = readFile(mapPath(b));
    const std::vector<std::string> lines = splitLines(text);
    ASSERT_EQ(lines.size(), std::size_t(4 + b.height)) << b.name;
    const MapParseResult parsed = parseMovingAIMap(text);
    ASSERT_TRUE(parsed.grid) << parsed.error;
    std::vector<std::pair<int, int>> cells = {
        {0, 0}, {b.width - 1, 0}, {0, b.height - 1}, {b.width - 1, b.height - 1}, {b.width / 2, b.height / 2}};
    for (int i = 0; i < 300; ++i) cells.emplace_back(int(random() % b.width), int(random() % b.height));
    int walls = 0;
    for (auto [x, y] : cells) {
      const char c = lines[std::size_t(4 + y)].at(std::size_t(x));
      const bool wall = c == '@' || c == 'T' || c == 'O' || c == 'W';
      walls += wall;
      EXPECT_EQ(parsed.grid->walkable(x, y), !wall) << b.name << " (" << x << ", " << y << ") '" << c << "'";
      if (!wall) {
        EXPECT_EQ(parsed.grid->cost(x, y), 1);
      }
    }
    EXPECT_GT(walls, 0) << b.name << ": the sample should include walls";
  }
}

TEST(MovingAIMap, TreesAreWalls) {
  // The README notes that the random and room maps contain a few 'T' cells.
  const std::string text = readFile(kDataDir + "/random512-10-0.map");
  const std::vector<std::string> lines = splitLines(text);
  const MapParseResult parsed = parseMovingAIMap(text);
  ASSERT_TRUE(parsed.grid);
  int trees = 0;
  for (int y = 0; y < 512; ++y) {
    for (int x = 0; x < 512; ++x) {
      if (lines[std::size_t(4 + y)][std::size_t(x)] != 'T') continue;
      ++trees;
      EXPECT_FALSE(parsed.grid->walkable(x, y));
    }
  }
  EXPECT_GT(trees, 0);
}

TEST(MovingAIMap, ParsesA512MapQuickly) {
  const std::string text = readFile(kDataDir + "/maze512-1-0.map");
  const auto begin = std::chrono::steady_clock::now();
  constexpr int kRepeats = 10;
  for (int i = 0; i < kRepeats; ++i) ASSERT_TRUE(parseMovingAIMap(text).grid);
  const double millis =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - begin).count() / kRepeats;
  RecordProperty("millis_per_512_map", std::to_string(millis));
  // Generous: a few ms in Release, more in Debug and under sanitizers.
  EXPECT_LT(millis, 250.0);
}

// ---------------------------------------------------------------- line ends

TEST(MovingAIMap, BerlinUsesCrlfWithoutAFinalLineEnd) {
  const std::string text = readFile(kDataDir + "/Berlin_0_256.map");
  ASSERT_NE(text.find("\r\n"), std::string::npos);
  ASSERT_NE(text.back(), '\n');
  const MapParseResult parsed = parseMovingAIMap(text);
  ASSERT_TRUE(parsed.grid) << parsed.error;
  // The last row, read from the raw text, has no line end after it.
  const std::string lastRow = text.substr(text.size() - 256);
  for (int x = 0; x < 256; ++x) EXPECT_EQ(parsed.grid->walkable(x, 255), lastRow[std::size_t(x)] == '.');
}

TEST(MovingAIMap, CrlfAndLfGiveTheSameGrid) {
  const std::string text = readFile(kDataDir + "/arena.map");
  const MapParseResult lf = parseMovingAIMap(text);
  const MapParseResult crlf = parseMovingAIMap(toCrlf(text));
  ASSERT_TRUE(lf.grid && crlf.grid) << crlf.error;
  EXPECT_EQ(writeMovingAIMap(*lf.grid), writeMovingAIMap(*crlf.grid));
}

TEST(MovingAIMap, TrailingBlankLinesAreAllowed) {
  const std::string map = "type octile\nheight 2\nwidth 3\nmap\n.@.\n...\n";
  EXPECT_TRUE(parseMovingAIMap(map + "\n\n").grid);
  EXPECT_TRUE(parseMovingAIMap(map + "   \n\t\n").grid);
  EXPECT_TRUE(parseMovingAIMap(toCrlf(map + "\n\n")).grid);
  EXPECT_TRUE(parseMovingAIMap("type octile\nheight 2\nwidth 3\nmap\n.@.\n...").grid);  // no final line end
}

TEST(MovingAIMap, AllCharactersAndTerrainDigits) {
  const MapParseResult parsed = parseMovingAIMap("type octile\nheight 2\nwidth 7\nmap\n.GS@OTW\n1234589\n");
  ASSERT_TRUE(parsed.grid) << parsed.error;
  const Grid& g = *parsed.grid;
  for (int x = 0; x < 3; ++x) EXPECT_TRUE(g.walkable(x, 0) && g.cost(x, 0) == 1) << x;
  for (int x = 3; x < 7; ++x) EXPECT_FALSE(g.walkable(x, 0)) << x;
  const int costs[] = {1, 2, 3, 4, 5, 8, 9};
  for (int x = 0; x < 7; ++x) {
    EXPECT_TRUE(g.walkable(x, 1));
    EXPECT_EQ(g.cost(x, 1), costs[x]);
  }
}

// ---------------------------------------------------------------- writer

TEST(MovingAIRoundTrip, WriterFormat) {
  Grid grid(3, 2);
  grid.setWalkable(1, 0, false);
  grid.setCost(2, 1, 7);
  grid.setCost(0, 1, 4);
  grid.setWalkable(0, 1, false);  // a wall keeps its terrain but is written '@'
  EXPECT_EQ(writeMovingAIMap(grid), "type octile\nheight 2\nwidth 3\nmap\n.@.\n@.7\n");
}

TEST(MovingAIRoundTrip, RandomGridsSurviveWriteAndParse) {
  std::mt19937 random(7);
  for (int round = 0; round < 200; ++round) {
    const int width = 1 + int(random() % 40), height = 1 + int(random() % 40);
    Grid grid(width, height);
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        if (random() % 3 == 0) grid.setCost(x, y, 1 + int(random() % 9));
        if (random() % 4 == 0) grid.setWalkable(x, y, false);
      }
    }
    const std::string text = writeMovingAIMap(grid);
    const MapParseResult parsed = parseMovingAIMap(text);
    ASSERT_TRUE(parsed.grid) << parsed.error;
    ASSERT_EQ(parsed.grid->width(), width);
    ASSERT_EQ(parsed.grid->height(), height);
    for (int y = 0; y < height; ++y) {
      for (int x = 0; x < width; ++x) {
        ASSERT_EQ(parsed.grid->walkable(x, y), grid.walkable(x, y));
        if (grid.walkable(x, y)) {
          ASSERT_EQ(parsed.grid->cost(x, y), grid.cost(x, y));
        }
      }
    }
    EXPECT_EQ(writeMovingAIMap(*parsed.grid), text);
  }
}

TEST(MovingAIRoundTrip, RealMapsRewriteToTheSameCells) {
  for (const BenchmarkFile& b : kBenchmarks) {
    const MapParseResult first = parseMovingAIMap(readFile(mapPath(b)));
    ASSERT_TRUE(first.grid);
    const std::string text = writeMovingAIMap(*first.grid);
    const MapParseResult second = parseMovingAIMap(text);
    ASSERT_TRUE(second.grid) << second.error;
    EXPECT_EQ(writeMovingAIMap(*second.grid), text) << b.name;
  }
}

// ---------------------------------------------------------------- malformed maps

struct BadInput {
  std::string text;
  std::string expected;  // the error must start with this
};

const std::string kHeader = "type octile\nheight 3\nwidth 4\nmap\n";

const std::vector<BadInput> kBadMaps = {
    // empty
    {"", "line 1: empty file"},
    {"\n\r\n  \n", "line 1: empty file"},
    // header keywords, order and values
    {"typ octile\nheight 3\nwidth 4\nmap\n", "line 1: expected \"type octile\", found \"typ octile\""},
    {"type tile\nheight 3\nwidth 4\nmap\n", "line 1: map type \"tile\" is not supported"},
    {"type octile\nwidth 4\nheight 3\nmap\n", "line 2: expected \"height H\", found \"width 4\" (the header order"},
    {"type octile\nheight 3\nwidht 5\nmap\n", "line 3: expected \"width W\", found \"widht 5\""},
    {"type octile\nheight 3\nwidth\nmap\n", "line 3: expected \"width W\", found \"width\""},
    {"type octile\nheight 3 4\nwidth 4\nmap\n", "line 2: expected \"height H\", found \"height 3 4\""},
    {"type octile\nheight 3\nwidth 4\nmaps\n", "line 4: expected \"map\", found \"maps\""},
    {"type octile\nheight 3\nwidth 4\n", "line 4: expected \"map\", found the end of the file"},
    {"type octile\nheight 3", "line 3: expected \"width W\", found the end of the file"},
    // sizes
    {"type octile\nheight -3\nwidth 4\nmap\n", "line 2: height \"-3\" is negative"},
    {"type octile\nheight 3\nwidth -4\nmap\n", "line 3: width \"-4\" is negative"},
    {"type octile\nheight abc\nwidth 4\nmap\n", "line 2: height \"abc\" is not a whole number"},
    {"type octile\nheight 3\nwidth 12abc\nmap\n", "line 3: width \"12abc\" is not a whole number (unexpected \"abc\""},
    {"type octile\nheight 3\nwidth +4\nmap\n", "line 3: width \"+4\" is not a whole number"},
    {"type octile\nheight 3.5\nwidth 4\nmap\n", "line 2: height \"3.5\" is not a whole number"},
    {"type octile\nheight 99999999999999999999\nwidth 4\nmap\n", "line 2: height \"99999999999999999999\" is too large (integer overflow)"},
    {"type octile\nheight 100000\nwidth 4\nmap\n", "line 2: height 100000 is too large: each side is limited to 8192"},
    {"type octile\nheight 3\nwidth 9000\nmap\n", "line 3: width 9000 is too large: each side is limited to 8192"},
    {"type octile\nheight 0\nwidth 4\nmap\n", "line 2: height 0 is too small"},
    {"type octile\nheight 8000\nwidth 8000\nmap\n", "line 3: grid size 8000 x 8000 is too large"},
    // the largest legal size without rows: must fail fast, before allocating
    {"type octile\nheight 8192\nwidth 2048\nmap\n", "line 5: expected 8192 rows, found 0"},
    // rows
    {kHeader + "....\n...\n....\n", "line 6: row 2 has 3 characters, expected 4"},
    {kHeader + "....\n....\n.....\n", "line 7: row 3 has 5 characters, expected 4"},
    {kHeader + "....\n.x..\n....\n", "line 6: unknown map character 'x' (0x78) at column 2 (x = 1)"},
    {kHeader + "....\n....\n...0\n", "line 7: unknown map character '0' (0x30) at column 4"},
    {kHeader + "....\n.. .\n....\n", "line 6: unknown map character ' ' (0x20) at column 3"},
    {kHeader + "....\n\xc3\xa9...\n....\n", "line 6: unexpected byte 0xC3 at column 1"},
    {kHeader + std::string("..\0.\n", 5) + "....\n....\n", "line 5: unexpected byte 0x00 at column 3"},
    {kHeader + "....\n....\r\r\n....\n", "line 6: unexpected byte 0x0D at column 5"},
    {kHeader + "....\n....\n", "line 7: expected 3 rows, found 2"},
    {kHeader + "....\n....\n\n\n", "line 7: expected 3 rows, found 2"},
    {toCrlf(kHeader + "....\n....\n"), "line 7: expected 3 rows, found 2"},
    {kHeader + "....\n\n....\n....\n", "line 6: row 2 has 0 characters, expected 4"},
    {kHeader + "....\n....\n....\n....\n", "line 8: too many rows: expected 3"},
    {kHeader + "....\n....\n....\n\n\n@@@@\n", "line 10: too many rows: expected 3"},
    // binary and non-ASCII in the header
    {"type octile\nheight \x01\xff\nwidth 4\nmap\n", "line 2: unexpected byte 0x01 at column 8"},
    {"\xef\xbb\xbftype octile\nheight 3\nwidth 4\nmap\n", "line 1: unexpected byte 0xEF at column 1"},
};

TEST(MovingAIMapErrors, EachProblemNamesItsLine) {
  for (const BadInput& bad : kBadMaps) {
    const MapParseResult parsed = parseMovingAIMap(bad.text);
    EXPECT_FALSE(parsed.grid) << bad.expected;
    EXPECT_EQ(parsed.error.substr(0, bad.expected.size()), bad.expected) << "full error: " << parsed.error;
  }
}

TEST(MovingAIMapErrors, LongJunkIsShortenedInMessages) {
  const std::string junk(100000, 'z');
  const MapParseResult parsed = parseMovingAIMap(junk);
  EXPECT_EQ(parsed.error.substr(0, 29), "line 1: expected \"type octile");
  EXPECT_LT(parsed.error.size(), 200u);
}

// ---------------------------------------------------------------- real scenarios

TEST(MovingAIScenario, RealFilesHaveTheDocumentedCounts) {
  for (const BenchmarkFile& b : kBenchmarks) {
    const ScenarioParseResult parsed = parseMovingAIScenarios(readFile(scenPath(b)));
    EXPECT_EQ(parsed.error, "") << b.name;
    EXPECT_EQ(parsed.scenarios.size(), b.scenarios) << b.name;
  }
}

// Each scenario matches its line, read here with strtod/strtol, and is
// consistent with the README: sizes match the map, start and goal are
// walkable, bucket == floor(optimal / 4).
TEST(MovingAIScenario, RealScenariosMatchTheirLines) {
  for (const BenchmarkFile& b : kBenchmarks) {
    const std::string text = readFile(scenPath(b));
    const ScenarioParseResult parsed = parseMovingAIScenarios(text);
    ASSERT_EQ(parsed.error, "");
    const MapParseResult map = parseMovingAIMap(readFile(mapPath(b)));
    ASSERT_TRUE(map.grid);
    std::vector<std::string> lines = splitLines(text);
    std::erase_if(lines, [](const std::string& line) { return line.empty(); });
    ASSERT_EQ(lines.size(), parsed.scenarios.size() + 1);
    for (std::size_t i = 0; i < parsed.scenarios.size(); ++i) {
      const Scenario& s = parsed.scenarios[i];
      std::istringstream fields(lines[i + 1]);
      int bucket, width, height, sx, sy, gx, gy;
      std::string mapName, optimalText;
      fields >> bucket >> mapName >> width >> height >> sx >> sy >> gx >> gy >> optimalText;
      ASSERT_TRUE(fields) << lines[i + 1];
      ASSERT_EQ(s.bucket, bucket);
      ASSERT_EQ(s.map, mapName);
      ASSERT_EQ(s.mapWidth, width);
      ASSERT_EQ(s.mapHeight, height);
      ASSERT_EQ(s.startX, sx);
      ASSERT_EQ(s.startY, sy);
      ASSERT_EQ(s.goalX, gx);
      ASSERT_EQ(s.goalY, gy);
      const double optimal = std::strtod(optimalText.c_str(), nullptr);
      ASSERT_NEAR(s.optimal, optimal, 1e-12 * std::max(1.0, optimal)) << optimalText;
      const auto point = optimalText.find('.');
      ASSERT_EQ(s.optimalDecimals, point == std::string::npos ? 0 : int(optimalText.size() - point - 1));
      ASSERT_EQ(width, b.width);
      ASSERT_EQ(height, b.height);
      ASSERT_TRUE(map.grid->walkable(sx, sy) && map.grid->walkable(gx, gy)) << lines[i + 1];
      ASSERT_EQ(bucket, int(std::floor(s.optimal / 4))) << lines[i + 1];
      if (b.newStyle) {
        ASSERT_EQ(s.optimalDecimals, 8);
        ASSERT_EQ(s.map, b.name + ".map");
      } else {
        ASSERT_NE(s.map.find('/'), std::string::npos);
        ASSERT_LE(s.optimalDecimals, 5);
      }
    }
  }
}

TEST(MovingAIScenario, CrlfSpacesAndBlankLines) {
  const std::string text = "\n  \nversion 1.0\n\n0 arena.map 49 49 1 11 1 12 1\n\n\t\n1\tarena.map \t49 49 0 0 3 4 5.25\n\n";
  for (const std::string& variant : {text, toCrlf(text)}) {
    const ScenarioParseResult parsed = parseMovingAIScenarios(variant);
    ASSERT_EQ(parsed.error, "");
    ASSERT_EQ(parsed.scenarios.size(), 2u);
    EXPECT_EQ(parsed.scenarios[1].bucket, 1);
    EXPECT_EQ(parsed.scenarios[1].map, "arena.map");
    EXPECT_EQ(parsed.scenarios[1].goalY, 4);
    EXPECT_EQ(parsed.scenarios[1].optimal, 5.25);
    EXPECT_EQ(parsed.scenarios[1].optimalDecimals, 2);
    EXPECT_EQ(parsed.scenarios[0].optimalDecimals, 0);
  }
}

TEST(MovingAIScenario, DecimalsAreReadExactly) {
  const std::vector<std::pair<std::string, double>> cases = {
      {"0", 0.0}, {"1", 1.0}, {"3.41421", 3.41421}, {"1.41421356", 1.41421356}, {"355.362", 355.362}, {"007.50", 7.5}, {"123456789012345.25", 123456789012345.25}, {"0.1234567890123456789012345", 0.1234567890123456789012345}};
  for (const auto& [text, value] : cases) {
    const ScenarioParseResult parsed = parseMovingAIScenarios("version 1\n0 m 9 9 0 0 1 1 " + text + "\n");
    ASSERT_EQ(parsed.error, "") << text;
    EXPECT_NEAR(parsed.scenarios[0].optimal, value, 1e-15 * std::max(1.0, value)) << text;
  }
}

TEST(MovingAIScenario, LengthTolerance) {
  EXPECT_DOUBLE_EQ(lengthTolerance(0), 0.5);
  EXPECT_DOUBLE_EQ(lengthTolerance(1), 0.05);
  EXPECT_DOUBLE_EQ(lengthTolerance(2), 0.005);
  EXPECT_DOUBLE_EQ(lengthTolerance(3), 1e-3);
  EXPECT_DOUBLE_EQ(lengthTolerance(5), 1e-3);
  EXPECT_DOUBLE_EQ(lengthTolerance(8), 1e-3);
  EXPECT_DOUBLE_EQ(lengthTolerance(1000), 1e-3);
}

// ---------------------------------------------------------------- malformed scenarios

const std::string kLine = "0\tarena.map\t49\t49\t1\t11\t1\t12\t1\n";

std::string scenarioWith(int field, const std::string& value) {
  std::vector<std::string> fields = {"0", "arena.map", "49", "49", "1", "11", "1", "12", "1"};
  fields[std::size_t(field)] = value;
  std::string line;
  for (const std::string& f : fields) line += (line.empty() ? "" : "\t") + f;
  return "version 1\n" + kLine + line + "\n";  // the bad line is line 3
}

const std::vector<BadInput> kBadScenarios = {
    {"", "line 1: empty file"},
    {"\n \n\r\n", "line 1: empty file"},
    {kLine, "line 1: missing version line: expected \"version 1\", found \"0\\tarena.map"},
    {"version 2\n" + kLine, "line 1: unsupported scenario version \"2\": expected 1 or 1.0"},
    {"version\n" + kLine, "line 1: expected \"version 1\", found \"version\""},
    {"version 1 x\n" + kLine, "line 1: expected \"version 1\", found \"version 1 x\""},
    {"\xff\xfeversion 1\n", "line 1: unexpected byte 0xFF at column 1"},
    {"version 1\n" + kLine + "\n0\tarena.map\t49\t49\t1\t11\t1\t12\n",
     "line 4: expected 9 fields (bucket map width height startX startY goalX goalY optimal), found 8"},
    {"version 1\n0 a 49 49 1 1 1 1 1 1\n", "line 2: expected 9 fields (bucket map width height startX startY goalX goalY optimal), found more than 9"},
    {"version 1\n0 a 49 49 1 1 1\xc3\xa9 1 1\n", "line 2: unexpected byte 0xC3 at column 16"},
    {scenarioWith(0, "x"), "line 3: bucket \"x\" is not a whole number"},
    {scenarioWith(0, "-1"), "line 3: bucket \"-1\" is negative"},
    {scenarioWith(0, "99999999999"), "line 3: bucket 99999999999 is too large (at most 2147483647)"},
    {scenarioWith(2, "49abc"), "line 3: map width \"49abc\" is not a whole number (unexpected \"abc\""},
    {scenarioWith(2, "0"), "line 3: grid size 0 x 49 is empty"},
    {scenarioWith(3, "9000"), "line 3: map height 9000 is too large (at most 8192)"},
    {"version 1\n0 a 8000 8000 1 1 1 1 1\n", "line 2: grid size 8000 x 8000 is too large"},
    {scenarioWith(4, "-1"), "line 3: start x \"-1\" is negative"},
    {scenarioWith(5, "1.5"), "line 3: start y \"1.5\" is not a whole number"},
    {scenarioWith(6, "99999999999999999999999"), "line 3: goal x \"99999999999999999999999\" is too large (integer overflow)"},
    {scenarioWith(7, "8193"), "line 3: goal y 8193 is too large (at most 8192)"},
    {scenarioWith(4, "49"), "line 3: start (49, 11) is outside the 49 x 49 map"},
    {scenarioWith(7, "49"), "line 3: goal (1, 49) is outside the 49 x 49 map"},
    {scenarioWith(8, "abc"), "line 3: optimal length \"abc\" is not a decimal number"},
    {scenarioWith(8, "-1.5"), "line 3: optimal length \"-1.5\" is negative"},
    {scenarioWith(8, "1e5"), "line 3: optimal length \"1e5\" is not a decimal number"},
    {scenarioWith(8, "inf"), "line 3: optimal length \"inf\" is not a decimal number"},
    {scenarioWith(8, "nan"), "line 3: optimal length \"nan\" is not a decimal number"},
    {scenarioWith(8, "1."), "line 3: optimal length \"1.\" is not a decimal number"},
    {scenarioWith(8, ".5"), "line 3: optimal length \".5\" is not a decimal number"},
    {scenarioWith(8, "1.2.3"), "line 3: optimal length \"1.2.3\" is not a decimal number"},
    {scenarioWith(8, std::string(400, '9')), "line 3: optimal length \"9999"},
    {toCrlf(scenarioWith(8, "x")), "line 3: optimal length \"x\""},
};

TEST(MovingAIScenarioErrors, EachProblemNamesItsLine) {
  for (const BadInput& bad : kBadScenarios) {
    const ScenarioParseResult parsed = parseMovingAIScenarios(bad.text);
    EXPECT_TRUE(parsed.scenarios.empty()) << bad.expected;
    EXPECT_EQ(parsed.error.substr(0, bad.expected.size()), bad.expected) << "full error: " << parsed.error;
  }
}

// ---------------------------------------------------------------- fixture files

TEST(MovingAIFixtures, BadFilesGiveTheirErrors) {
  const std::map<std::string, std::string> expected = {
      {"bad-maps/binary-in-header.map", "line 2: unexpected byte 0x00 at column 8"},
      {"bad-maps/utf8-bom.map", "line 1: unexpected byte 0xEF at column 1"},
      {"bad-maps/crlf-short-row.map", "line 7: row 3 has 4 characters, expected 5"},
      {"bad-maps/truncated.map", "line 9: expected 10 rows, found 4"},
      {"bad-maps/unknown-character.map", "line 7: unknown map character 'x' (0x78) at column 3"},
      {"bad-maps/width-before-height.map", "line 2: expected \"height H\", found \"width 5\""},
      {"bad-scens/no-version.scen", "line 1: missing version line"},
      {"bad-scens/eight-fields.scen", "line 4: expected 9 fields"},
      {"bad-scens/goal-outside.scen", "line 3: goal (1, 49) is outside the 49 x 49 map"},
      {"bad-scens/bad-optimal.scen", "line 2: optimal length \"1,5\" is not a decimal number"},
  };
  std::set<std::string> seen;
  for (const char* folder : {"bad-maps", "bad-scens"}) {
    for (const auto& entry : std::filesystem::directory_iterator(kFixturesDir + "/" + folder)) {
      const std::string name = std::string(folder) + "/" + entry.path().filename().string();
      seen.insert(name);
      ASSERT_TRUE(expected.count(name)) << "no expected error listed for fixture " << name;
      const std::string text = readFile(entry.path().string());
      const std::string error = std::string(folder) == "bad-maps" ? parseMovingAIMap(text).error
                                                                  : parseMovingAIScenarios(text).error;
      EXPECT_EQ(error.substr(0, expected.at(name).size()), expected.at(name)) << "full error: " << error;
    }
  }
  EXPECT_EQ(seen.size(), expected.size());
}

// ---------------------------------------------------------------- random mutations

std::string mutate(std::string text, std::mt19937& random) {
  static const std::vector<std::string> kInserts = {
      "\n", "\r\n", "\r", " ", "\t", "-", ".", "0", "9", "@", "x", "\xff", std::string(1, '\0'),
      "99999999999999999999", "version 1\n", "height 8192\n", "width 2048\n", "1e308", "nan"};
  const int edits = 1 + int(random() % 4);
  for (int e = 0; e < edits; ++e) {
    const std::size_t at = text.empty() ? 0 : random() % (text.size() + 1);
    switch (random() % 5) {
      case 0:
        if (at < text.size()) text[at] = char(random() % 256);
        break;                                                                              // byte flip
      case 1: text.resize(at); break;                                                       // truncation
      case 2: text.insert(at, kInserts[random() % kInserts.size()]); break;                 // insertion
      case 3: text.insert(at, std::string(1 + random() % 8, char(random() % 256))); break;  // random bytes
      default: text.erase(at, 1 + random() % 16); break;                                    // deletion
    }
  }
  return text;
}

// An error must be "line N: something" with N within the text (or just after it).
void expectLineError(const std::string& error, const std::string& text) {
  ASSERT_EQ(error.rfind("line ", 0), 0u) << error;
  const std::size_t colon = error.find(": ");
  ASSERT_NE(colon, std::string::npos) << error;
  ASSERT_GT(error.size(), colon + 2) << error;
  const long long line = std::atoll(error.substr(5, colon - 5).c_str());
  const long long lineCount = std::count(text.begin(), text.end(), '\n') + 1;
  ASSERT_GE(line, 1) << error;
  ASSERT_LE(line, lineCount + 1) << error;
}

TEST(MovingAIFuzz, MutatedMapsNeverCrash) {
  const std::string original = readFile(kDataDir + "/arena.map");
  std::mt19937 random(12345);
  int parsedOk = 0;
  for (int i = 0; i < 3000; ++i) {
    const std::string text = mutate(original, random);
    const MapParseResult parsed = parseMovingAIMap(text);
    if (parsed.grid) {
      ++parsedOk;
      ASSERT_EQ(parsed.error, "");
      const MapParseResult again = parseMovingAIMap(writeMovingAIMap(*parsed.grid));
      ASSERT_TRUE(again.grid);
    } else {
      expectLineError(parsed.error, text);
    }
  }
  RecordProperty("parsed_ok", parsedOk);
}

TEST(MovingAIFuzz, MutatedScenariosNeverCrash) {
  const std::string original = readFile(kDataDir + "/arena.map.scen");
  const std::string newStyle = readFile(kDataDir + "/Berlin_0_256.map.scen").substr(0, 4000);
  std::mt19937 random(54321);
  for (int i = 0; i < 3000; ++i) {
    const std::string text = mutate(i % 2 ? original : newStyle, random);
    const ScenarioParseResult parsed = parseMovingAIScenarios(text);
    if (parsed.error.empty()) {
      for (const Scenario& s : parsed.scenarios) {
        ASSERT_TRUE(s.startX < s.mapWidth && s.startY < s.mapHeight && s.goalX < s.mapWidth && s.goalY < s.mapHeight);
        ASSERT_TRUE(std::isfinite(s.optimal) && s.optimal >= 0);
      }
    } else {
      ASSERT_TRUE(parsed.scenarios.empty());
      expectLineError(parsed.error, text);
    }
  }
}

}  // namespace
}  // namespace pathlab
