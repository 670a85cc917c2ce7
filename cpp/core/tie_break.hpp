// The open-list key with its tie-break (SearchOptions::tieBreak), for every
// search that orders an open list by f: among equal f, LowerH puts the node
// nearer the goal first, Fifo the one opened first, Lifo the one opened last.
#pragma once

#include <cstdint>

#include "core/open_list.hpp"
#include "core/options.hpp"

namespace pathlab {

class TieBreaker {
 public:
  void reset(TieBreak rule) {
    rule_ = rule;
    counter_ = 0;
  }

  // The entry for `node` with priority f and heuristic h.
  OpenEntry entry(double f, double h, std::uint32_t node) {
    switch (rule_) {
      case TieBreak::LowerH: return {f, h, node};
      case TieBreak::Fifo: return {f, double(counter_++), node};
      case TieBreak::Lifo: return {f, -double(counter_++), node};
    }
    return {f, h, node};
  }

 private:
  TieBreak rule_ = TieBreak::LowerH;
  std::uint64_t counter_ = 0;  // how many entries were made: the order of opening
};

}  // namespace pathlab
