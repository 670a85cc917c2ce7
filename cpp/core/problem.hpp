// Why an input is unusable: a stable code that programs can test, and the
// message people read. The codes reach JavaScript as `error.code` (docs/library.md,
// "Error codes"); their spellings never change once published.
#pragma once

#include <cstddef>
#include <iterator>
#include <ostream>
#include <string>
#include <string_view>
#include <utility>

namespace pathlab {

enum class ErrorCode {
  None,                    // no problem
  OutOfBounds,             // a start, goal, threat, waypoint or node id outside the grid or graph
  EndpointWall,            // a start, goal or waypoint on a wall
  BadOption,               // an option with a value it cannot take
  UnsupportedCombination,  // options (or a map) an algorithm cannot work with together
  MapFormat,               // malformed Moving AI .map text
  GridSize,                // grid width or height outside the limits
  BadGraph,                // a malformed explicit graph
  TooManyWaypoints,        // more waypoints than the visibility graph takes
  BadLandmarks,            // a landmarks' table to import that is damaged or for another map
};

// Each code's spelling, in ErrorCode's order (None has none). The one list: the wasm build hands it
// to web/tools/write-catalog.mjs, which writes the library's list and type of codes from it.
inline constexpr std::string_view kErrorCodeNames[] = {
    "",
    "out-of-bounds",
    "endpoint-wall",
    "bad-option",
    "unsupported-combination",
    "map-format",
    "grid-size",
    "bad-graph",
    "too-many-waypoints",
    "bad-landmarks",
};
static_assert(std::size(kErrorCodeNames) == std::size_t(ErrorCode::BadLandmarks) + 1,
              "a spelling for every error code");

inline std::string_view errorCodeName(ErrorCode code) { return kErrorCodeNames[std::size_t(code)]; }

// "" (no problem) or a code with its message. Compares equal to its message,
// so `problem == ""` reads as before codes existed.
struct Problem {
  ErrorCode code = ErrorCode::None;
  std::string message;

  Problem() = default;
  Problem(ErrorCode c, std::string text) : code(c), message(std::move(text)) {}

  bool empty() const { return code == ErrorCode::None; }
  explicit operator bool() const { return !empty(); }
  friend bool operator==(const Problem& p, std::string_view text) { return p.message == text; }
  friend std::ostream& operator<<(std::ostream& out, const Problem& p) {
    return out << '[' << errorCodeName(p.code) << "] " << p.message;
  }
};

}  // namespace pathlab
