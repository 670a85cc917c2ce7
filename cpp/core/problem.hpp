// Why an input is unusable: a stable code that programs can test, and the
// message people read. The codes reach JavaScript as `error.code` (docs/library.md,
// "Error codes"); their spellings never change once published.
#pragma once

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
};

inline std::string_view errorCodeName(ErrorCode code) {
  switch (code) {
    case ErrorCode::None: return "";
    case ErrorCode::OutOfBounds: return "out-of-bounds";
    case ErrorCode::EndpointWall: return "endpoint-wall";
    case ErrorCode::BadOption: return "bad-option";
    case ErrorCode::UnsupportedCombination: return "unsupported-combination";
    case ErrorCode::MapFormat: return "map-format";
    case ErrorCode::GridSize: return "grid-size";
    case ErrorCode::BadGraph: return "bad-graph";
    case ErrorCode::TooManyWaypoints: return "too-many-waypoints";
  }
  return "";
}

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
