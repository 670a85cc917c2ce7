// Moving AI map and scenario reader/writer.
//
// The readers take untrusted text (files users drop on the page), so they
// check everything, report the first problem as "line N: what is wrong" and
// never throw: numbers go through std::from_chars, the grid is allocated only
// after the header and every row have been checked, and quoted input in error
// messages is escaped and shortened.
//
// Floating-point std::from_chars is deliberately not used: the libc++ that
// Emscripten 3.1.6 ships lacks it, and this file is compiled to wasm too.
#include "io/movingai.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <limits>

namespace pathlab {
namespace {

// ---------------------------------------------------------------- text helpers

// Splits text into lines at '\n', dropping one '\r' before it (CRLF files).
// A final line without a line end is still a line; text ending in '\n' has no
// empty line after it.
class LineReader {
 public:
  explicit LineReader(std::string_view text) : text_(text) {}

  // At the end returns false, and lineNumber() then names the line after the
  // last one: where a missing line was expected.
  bool next(std::string_view& line) {
    if (position_ >= text_.size()) {
      if (!atEnd_) ++lineNumber_;
      atEnd_ = true;
      return false;
    }
    const std::size_t end = std::min(text_.find('\n', position_), text_.size());
    line = text_.substr(position_, end - position_);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    position_ = end + 1;
    ++lineNumber_;
    return true;
  }

  // 1-based number of the line last returned by next() (see above at the end).
  std::int64_t lineNumber() const { return lineNumber_; }

 private:
  std::string_view text_;
  std::size_t position_ = 0;
  std::int64_t lineNumber_ = 0;
  bool atEnd_ = false;
};

std::string linePrefix(std::int64_t lineNumber) { return "line " + std::to_string(lineNumber) + ": "; }

bool isSpaceOrTab(char c) { return c == ' ' || c == '\t'; }

bool isBlank(std::string_view line) { return std::all_of(line.begin(), line.end(), isSpaceOrTab); }

bool isPrintableAscii(char c) { return c >= 0x20 && c <= 0x7e; }

std::string hexByte(char c) {
  static constexpr char kDigits[] = "0123456789ABCDEF";
  const auto byte = static_cast<unsigned char>(c);
  return std::string("0x") + kDigits[byte >> 4] + kDigits[byte & 0x0f];
}

// Input echoed in an error: quoted, tabs as \t, other non-printable bytes as \xHH, cut at 40
// characters so that a binary blob does not become a megabyte-long message.
std::string quoted(std::string_view text) {
  constexpr std::size_t kMaxShown = 40;
  std::string out = "\"";
  for (std::size_t i = 0; i < text.size() && i < kMaxShown; ++i) {
    const char c = text[i];
    if (isPrintableAscii(c)) {
      out += c;
    } else if (c == '\t') {
      out += "\\t";
    } else {
      out += "\\x" + hexByte(c).substr(2);
    }
  }
  if (text.size() > kMaxShown) out += "...";
  return out + "\"";
}

// Files are ASCII: reports the first byte that is neither printable ASCII nor
// a tab (binary data, UTF-8, a stray '\r'), or "" when there is none.
std::string findBinaryByte(std::string_view line) {
  for (std::size_t i = 0; i < line.size(); ++i) {
    if (!isPrintableAscii(line[i]) && line[i] != '\t') {
      return "unexpected byte " + hexByte(line[i]) + " at column " + std::to_string(i + 1) +
             " (only printable ASCII is allowed)";
    }
  }
  return "";
}

// Splits a line into fields separated by runs of spaces and tabs. Stops after
// maxFields + 1 fields: enough to tell "too many", without unbounded work.
std::vector<std::string_view> splitFields(std::string_view line, std::size_t maxFields) {
  std::vector<std::string_view> fields;
  std::size_t i = 0;
  while (fields.size() <= maxFields) {
    while (i < line.size() && isSpaceOrTab(line[i])) ++i;
    if (i == line.size()) break;
    const std::size_t start = i;
    while (i < line.size() && !isSpaceOrTab(line[i])) ++i;
    fields.push_back(line.substr(start, i - start));
  }
  return fields;
}

// ---------------------------------------------------------------- numbers

// A whole number written as plain decimal digits (no sign, no spaces).
struct WholeNumber {
  std::int64_t value = 0;
  std::string problem;  // "" when value is valid
};

WholeNumber parseWholeNumber(std::string_view what, std::string_view text) {
  WholeNumber number;
  const char* first = text.data();
  const char* last = text.data() + text.size();
  if (!text.empty() && text.front() == '-' && text.size() > 1 &&
      std::all_of(text.begin() + 1, text.end(), [](char c) { return c >= '0' && c <= '9'; })) {
    number.problem = std::string(what) + " " + quoted(text) + " is negative";
    return number;
  }
  if (text.empty() || text.front() < '0' || text.front() > '9') {
    number.problem = std::string(what) + " " + quoted(text) + " is not a whole number";
    return number;
  }
  const auto [end, error] = std::from_chars(first, last, number.value);
  if (error == std::errc::result_out_of_range) {
    number.problem = std::string(what) + " " + quoted(text) + " is too large (integer overflow)";
  } else if (error != std::errc() || end != last) {
    number.problem = std::string(what) + " " + quoted(text) + " is not a whole number (unexpected " +
                     quoted(std::string_view(end, std::size_t(last - end))) + " after the digits)";
  }
  return number;
}

// A whole number that must lie in [0, max].
WholeNumber parseBoundedNumber(std::string_view what, std::string_view text, std::int64_t max) {
  WholeNumber number = parseWholeNumber(what, text);
  if (number.problem.empty() && number.value > max) {
    number.problem = std::string(what) + " " + std::to_string(number.value) + " is too large (at most " +
                     std::to_string(max) + ")";
  }
  return number;
}

// A non-negative decimal such as "355.362", "1" or "1.41421356".
struct Decimal {
  double value = 0.0;
  int decimals = 0;  // digits after the '.'
  std::string problem;
};

std::uint64_t digitsValue(std::string_view digits) {
  std::uint64_t value = 0;
  std::from_chars(digits.data(), digits.data() + digits.size(), value);  // caller checked: <= 18 digits
  return value;
}

Decimal parseDecimal(std::string_view what, std::string_view text) {
  Decimal result;
  const std::size_t point = text.find('.');
  std::string_view whole = text.substr(0, point);
  const std::string_view fraction = point == std::string_view::npos ? std::string_view() : text.substr(point + 1);
  auto allDigits = [](std::string_view s) {
    return std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; });
  };
  const bool wellFormed = !whole.empty() && allDigits(whole) && allDigits(fraction) &&
                          (point == std::string_view::npos || !fraction.empty());
  if (!wellFormed) {
    const bool negative = !text.empty() && text.front() == '-';
    result.problem = std::string(what) + " " + quoted(text) +
                     (negative ? " is negative" : " is not a decimal number like 12 or 3.41421");
    return result;
  }
  while (whole.size() > 1 && whole.front() == '0') whole.remove_prefix(1);
  constexpr std::size_t kMaxWholeDigits = 15;  // exact in a double, far beyond any path length
  if (whole.size() > kMaxWholeDigits) {
    result.problem = std::string(what) + " " + quoted(text) + " is too large";
    return result;
  }
  // Digits beyond 18 significant ones cannot change a double's value much;
  // 18 digits still fit an uint64 and 10^18 is exact as a double.
  const std::size_t fractionUsed = std::min(fraction.size(), 18 - whole.size());
  static constexpr double kPowersOfTen[] = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9,
                                            1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18};
  const std::uint64_t mantissa = digitsValue(whole) * std::uint64_t(kPowersOfTen[fractionUsed]) +
                                 digitsValue(fraction.substr(0, fractionUsed));
  result.value = double(mantissa) / kPowersOfTen[fractionUsed];
  result.decimals = int(std::min<std::size_t>(fraction.size(), std::numeric_limits<int>::max()));
  return result;
}

// ---------------------------------------------------------------- map reader

enum class Cell { Free,
                  Wall,
                  Terrain,
                  Unknown };

Cell classify(char c) {
  switch (c) {
    case '.':
    case 'G':
    case 'S': return Cell::Free;
    case '@':
    case 'O':
    case 'T':
    case 'W': return Cell::Wall;
    default: return (c >= '1' && c <= '9') ? Cell::Terrain : Cell::Unknown;
  }
}

MapParseResult mapError(std::int64_t lineNumber, const std::string& what) {
  return MapParseResult{nullptr, linePrefix(lineNumber) + what};
}

// Reads the next header line, expecting `keyword` followed by valueCount
// values. On a problem returns why (line numbers are added by the caller).
std::string readHeaderLine(LineReader& lines, std::string_view keyword, std::string_view expected,
                           std::size_t valueCount, std::vector<std::string_view>& fields) {
  std::string_view line;
  if (!lines.next(line)) return "expected " + quoted(expected) + ", found the end of the file";
  if (std::string binary = findBinaryByte(line); !binary.empty()) return binary;
  fields = splitFields(line, valueCount + 1);
  if (fields.size() != valueCount + 1 || fields[0] != keyword) {
    std::string problem = "expected " + quoted(expected) + ", found " + quoted(line);
    if (!fields.empty() && (fields[0] == "type" || fields[0] == "height" || fields[0] == "width" || fields[0] == "map") && fields[0] != keyword) {
      problem += " (the header order is type, height, width, map)";
    }
    return problem;
  }
  return "";
}

struct MapHeader {
  int width = 0;
  int height = 0;
};

// Checks one declared side on its own, before the other one is known.
std::string checkSide(std::string_view what, std::string_view text, std::int64_t& side) {
  WholeNumber number = parseWholeNumber(what, text);
  if (!number.problem.empty()) return number.problem;
  side = number.value;
  if (side < 1) return std::string(what) + " " + std::to_string(side) + " is too small: it must be at least 1";
  if (side > kMaxSide) {
    return std::string(what) + " " + std::to_string(side) + " is too large: each side is limited to " +
           std::to_string(kMaxSide) + " cells";
  }
  return "";
}

// Reads the four header lines; on error sets `error` to the full message.
MapHeader readMapHeader(LineReader& lines, std::string& error) {
  MapHeader header;
  std::vector<std::string_view> fields;
  auto fail = [&](const std::string& problem) {
    error = linePrefix(lines.lineNumber()) + problem;
    return header;
  };
  std::string problem = readHeaderLine(lines, "type", "type octile", 1, fields);
  if (!problem.empty()) return fail(problem);
  if (fields[1] != "octile") return fail("map type " + quoted(fields[1]) + " is not supported: expected \"octile\"");

  std::int64_t height = 0, width = 0;
  problem = readHeaderLine(lines, "height", "height H", 1, fields);
  if (problem.empty()) problem = checkSide("height", fields[1], height);
  if (!problem.empty()) return fail(problem);

  problem = readHeaderLine(lines, "width", "width W", 1, fields);
  if (problem.empty()) problem = checkSide("width", fields[1], width);
  if (problem.empty()) problem = checkGridSize(width, height);
  if (!problem.empty()) return fail(problem);

  problem = readHeaderLine(lines, "map", "map", 0, fields);
  if (!problem.empty()) return fail(problem);
  header.width = int(width);
  header.height = int(height);
  return header;
}

// Why a map row is malformed, or "" when it is fine.
std::string checkRow(std::string_view row, int rowIndex, int width) {
  for (std::size_t i = 0; i < row.size(); ++i) {
    const char c = row[i];
    if (classify(c) != Cell::Unknown) continue;
    const std::string where = " at column " + std::to_string(i + 1) + " (x = " + std::to_string(i) + ")";
    if (!isPrintableAscii(c)) return "unexpected byte " + hexByte(c) + where + " (not an ASCII map character)";
    return std::string("unknown map character '") + c + "' (" + hexByte(c) + ")" + where;
  }
  if (row.size() != std::size_t(width)) {
    return "row " + std::to_string(rowIndex + 1) + " has " + std::to_string(row.size()) + " characters, expected " +
           std::to_string(width);
  }
  return "";
}

// Reads and checks all rows (without a grid yet); then only blank lines may
// follow. On error sets `error` to the full message.
std::vector<std::string_view> readMapRows(LineReader& lines, const MapHeader& header, std::string& error) {
  std::vector<std::string_view> rows;
  rows.reserve(std::size_t(header.height));
  std::string_view line;
  // A blank line may be a gap between rows (an error) or start the trailing
  // blank lines (allowed): which one is known only at the next non-blank line.
  std::int64_t firstBlankLine = 0;
  std::string_view firstBlank;
  while (lines.next(line)) {
    if (isBlank(line)) {
      if (firstBlankLine == 0) {
        firstBlankLine = lines.lineNumber();
        firstBlank = line;
      }
      continue;
    }
    if (rows.size() == std::size_t(header.height)) {
      error = linePrefix(lines.lineNumber()) + "too many rows: expected " + std::to_string(header.height) +
              ", this line would be row " + std::to_string(header.height + 1);
      return {};
    }
    if (firstBlankLine != 0) {
      error = linePrefix(firstBlankLine) + checkRow(firstBlank, int(rows.size()), header.width);
      return {};
    }
    if (std::string problem = checkRow(line, int(rows.size()), header.width); !problem.empty()) {
      error = linePrefix(lines.lineNumber()) + problem;
      return {};
    }
    rows.push_back(line);
  }
  if (rows.size() != std::size_t(header.height)) {
    const std::int64_t missingLine = firstBlankLine != 0 ? firstBlankLine : lines.lineNumber();
    error = linePrefix(missingLine) + "expected " + std::to_string(header.height) + " rows, found " +
            std::to_string(rows.size()) + " before the end of the file";
    return {};
  }
  return rows;
}

std::unique_ptr<Grid> buildGrid(const MapHeader& header, const std::vector<std::string_view>& rows) {
  auto grid = std::make_unique<Grid>(header.width, header.height);  // every cell walkable, cost 1
  for (int y = 0; y < header.height; ++y) {
    const std::string_view row = rows[std::size_t(y)];
    for (int x = 0; x < header.width; ++x) {
      const char c = row[std::size_t(x)];
      switch (classify(c)) {
        case Cell::Wall: grid->setWalkable(x, y, false); break;
        case Cell::Terrain:
          if (c != '1') grid->setCost(x, y, c - '0');
          break;
        default: break;  // Free; Unknown was rejected by checkRow
      }
    }
  }
  return grid;
}

// ---------------------------------------------------------------- scenario reader

constexpr std::size_t kScenarioFields = 9;

// Reads the first non-blank line, which must be the version line.
std::string readVersionLine(LineReader& lines) {
  std::string_view line;
  while (lines.next(line)) {
    if (isBlank(line)) continue;
    const std::string prefix = linePrefix(lines.lineNumber());
    if (std::string binary = findBinaryByte(line); !binary.empty()) return prefix + binary;
    const auto fields = splitFields(line, 2);
    if (fields.empty() || fields[0] != "version") {
      return prefix + "missing version line: expected \"version 1\", found " + quoted(line);
    }
    if (fields.size() != 2) return prefix + "expected \"version 1\", found " + quoted(line);
    if (fields[1] != "1" && fields[1] != "1.0") {
      return prefix + "unsupported scenario version " + quoted(fields[1]) + ": expected 1 or 1.0";
    }
    return "";
  }
  return "line 1: empty file";
}

// Fills one integer field of a scenario; returns why it is bad or "".
std::string readField(std::string_view what, std::string_view text, std::int64_t max, int& out) {
  WholeNumber number = parseBoundedNumber(what, text, max);
  out = int(number.value);
  return number.problem;
}

std::string checkInside(std::string_view what, int x, int y, const Scenario& s) {
  if (x < s.mapWidth && y < s.mapHeight) return "";
  return std::string(what) + " (" + std::to_string(x) + ", " + std::to_string(y) + ") is outside the " +
         std::to_string(s.mapWidth) + " x " + std::to_string(s.mapHeight) + " map";
}

// Parses one scenario line; returns why it is bad or "".
std::string parseScenarioLine(std::string_view line, Scenario& s) {
  if (std::string binary = findBinaryByte(line); !binary.empty()) return binary;
  const auto fields = splitFields(line, kScenarioFields);
  if (fields.size() != kScenarioFields) {
    return "expected 9 fields (bucket map width height startX startY goalX goalY optimal), found " +
           (fields.size() > kScenarioFields ? std::string("more than 9") : std::to_string(fields.size()));
  }
  std::string problem = readField("bucket", fields[0], std::numeric_limits<int>::max(), s.bucket);
  s.map = std::string(fields[1]);
  if (problem.empty()) problem = readField("map width", fields[2], kMaxSide, s.mapWidth);
  if (problem.empty()) problem = readField("map height", fields[3], kMaxSide, s.mapHeight);
  if (problem.empty()) problem = checkGridSize(s.mapWidth, s.mapHeight);
  if (problem.empty()) problem = readField("start x", fields[4], kMaxSide, s.startX);
  if (problem.empty()) problem = readField("start y", fields[5], kMaxSide, s.startY);
  if (problem.empty()) problem = readField("goal x", fields[6], kMaxSide, s.goalX);
  if (problem.empty()) problem = readField("goal y", fields[7], kMaxSide, s.goalY);
  if (problem.empty()) problem = checkInside("start", s.startX, s.startY, s);
  if (problem.empty()) problem = checkInside("goal", s.goalX, s.goalY, s);
  if (!problem.empty()) return problem;
  Decimal optimal = parseDecimal("optimal length", fields[8]);
  s.optimal = optimal.value;
  s.optimalDecimals = optimal.decimals;
  return optimal.problem;
}

}  // namespace

// ---------------------------------------------------------------- public API

MapParseResult parseMovingAIMap(std::string_view text) {
  if (std::all_of(text.begin(), text.end(), [](char c) { return isSpaceOrTab(c) || c == '\n' || c == '\r'; })) {
    return mapError(1, "empty file");
  }
  LineReader lines(text);
  std::string error;
  const MapHeader header = readMapHeader(lines, error);
  if (!error.empty()) return MapParseResult{nullptr, error};
  const std::vector<std::string_view> rows = readMapRows(lines, header, error);
  if (!error.empty()) return MapParseResult{nullptr, error};
  return MapParseResult{buildGrid(header, rows), ""};
}

std::string writeMovingAIMap(const Grid& grid) {
  std::string text = "type octile\nheight " + std::to_string(grid.height()) + "\nwidth " +
                     std::to_string(grid.width()) + "\nmap\n";
  text.reserve(text.size() + std::size_t(grid.width() + 1) * std::size_t(grid.height()));
  for (int y = 0; y < grid.height(); ++y) {
    for (int x = 0; x < grid.width(); ++x) {
      if (!grid.walkable(x, y)) {
        text += '@';
      } else {
        const int cost = grid.cost(x, y);
        text += cost <= 1 ? '.' : char('0' + std::min(cost, kMaxTerrainCost));
      }
    }
    text += '\n';
  }
  return text;
}

ScenarioParseResult parseMovingAIScenarios(std::string_view text) {
  ScenarioParseResult result;
  LineReader lines(text);
  result.error = readVersionLine(lines);
  if (!result.error.empty()) return result;
  std::string_view line;
  while (lines.next(line)) {
    if (isBlank(line)) continue;
    Scenario scenario;
    if (std::string problem = parseScenarioLine(line, scenario); !problem.empty()) {
      result.scenarios.clear();
      result.error = linePrefix(lines.lineNumber()) + problem;
      return result;
    }
    result.scenarios.push_back(std::move(scenario));
  }
  return result;
}

double lengthTolerance(int decimals) {
  // 10^-d underflows to 0 for huge d; the 1e-3 floor keeps the result sane.
  return std::max(1e-3, 0.5 * std::pow(10.0, -double(std::max(decimals, 0))));
}

}  // namespace pathlab
