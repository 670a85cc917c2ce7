// Per-node search state kept off the map, in flat arrays reused across searches.
// A search id stamp replaces clearing: a record whose stamp is from an older
// search reads as unvisited, so starting a search costs O(1), not O(map).
//
// The stamps have an array of their own, 2 bytes per node, because a search
// reads the stamp of every neighbour it looks at but g and parent only of the
// few that are open: a small stamp array stays in the processor's cache where
// 16-byte records did not (the stamp loads were the largest cost of a search).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

namespace pathlab {

enum class NodeState : std::uint8_t { Unvisited = 0,
                                      Open = 1,
                                      Closed = 2 };

inline constexpr std::uint32_t kNoNode = 0xFFFFFFFFu;

class SearchRecords {
 public:
  // Makes every node unvisited. Allocates only when nodeCount grows.
  void prepare(std::uint32_t nodeCount) {
    if (stamp_.size() < nodeCount) {
      stamp_.resize(nodeCount);
      g_.resize(nodeCount);
      parent_.resize(nodeCount);
    }
    if (++searchId_ > kMaxSearchId) {  // the stamp wrapped: clear once every 16,383 searches
      std::fill(stamp_.begin(), stamp_.end(), std::uint16_t(0));
      searchId_ = 1;
    }
    openStamp_ = stamp(NodeState::Open);
    closedStamp_ = stamp(NodeState::Closed);
  }

  NodeState state(std::uint32_t n) const {
    const std::uint32_t s = stamp_[n];
    return (s >> 2) == searchId_ ? NodeState(s & 3u) : NodeState::Unvisited;
  }
  std::uint16_t openStamp() const { return std::uint16_t(openStamp_); }
  std::uint16_t closedStamp() const { return std::uint16_t(closedStamp_); }
  double g(std::uint32_t n) const { return g_[n]; }
  // The raw stamps and the costs as plain pointers, valid until the next
  // prepare(), for hot loops: they compare a stamp with openStamp() and
  // closedStamp() instead of decoding it (any other value: unvisited), and
  // keep the pointers in locals, which survive the calls the loop makes,
  // where reading them through the records again follows two pointers.
  const std::uint16_t* stamps() const { return stamp_.data(); }
  const double* costs() const { return g_.data(); }
  std::uint32_t parent(std::uint32_t n) const { return parent_[n]; }

  void setOpen(std::uint32_t n, double g, std::uint32_t parent) {
    stamp_[n] = std::uint16_t(openStamp_);
    g_[n] = g;
    parent_[n] = parent;
  }
  void setClosed(std::uint32_t n) { stamp_[n] = std::uint16_t(closedStamp_); }

  // Calls visit(n) for `end` and then each parent in turn, back to the start:
  // the walk every path is read from.
  template <class Visit>
  void forEachOnChain(std::uint32_t end, Visit&& visit) const {
    for (std::uint32_t n = end; n != kNoNode; n = parent_[n]) visit(n);
  }
  // Appends the chain that ends at `end` to `out`, start first.
  void appendChain(std::uint32_t end, std::vector<std::uint32_t>& out) const {
    const std::size_t first = out.size();
    forEachOnChain(end, [&](std::uint32_t n) { out.push_back(n); });
    std::reverse(out.begin() + std::ptrdiff_t(first), out.end());
  }

 private:
  static constexpr std::uint32_t kMaxSearchId = (1u << 14) - 1;
  std::uint16_t stamp(NodeState s) const { return std::uint16_t((searchId_ << 2) | std::uint32_t(s)); }

  std::vector<std::uint16_t> stamp_;   // search id << 2 | NodeState
  std::vector<double> g_;              // cost from the start
  std::vector<std::uint32_t> parent_;  // node id, kNoNode for the start
  std::uint32_t searchId_ = 0;
  // This search's stamps, computed once per search (32-bit, so that the 16-bit
  // stores into stamp_ do not make the compiler reload them).
  std::uint32_t openStamp_ = 0;
  std::uint32_t closedStamp_ = 0;
};

}  // namespace pathlab
