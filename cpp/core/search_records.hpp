// Per-node search state kept off the map, in one flat array reused across searches.
// A search id stamp replaces clearing: a record whose stamp is from an older
// search reads as unvisited, so starting a search costs O(1), not O(map).
#pragma once

#include <cstdint>
#include <vector>

namespace pathlab {

enum class NodeState : std::uint8_t { Unvisited = 0, Open = 1, Closed = 2 };

inline constexpr std::uint32_t kNoNode = 0xFFFFFFFFu;

class SearchRecords {
 public:
  // Makes every node unvisited. Allocates only when nodeCount grows.
  void prepare(std::uint32_t nodeCount) {
    if (records_.size() < nodeCount) records_.resize(nodeCount);
    if (++searchId_ > kMaxSearchId) {  // the stamp wrapped: clear once every ~1e9 searches
      for (auto& r : records_) r.stamp = 0;
      searchId_ = 1;
    }
  }

  NodeState state(std::uint32_t n) const {
    const std::uint32_t s = records_[n].stamp;
    return (s >> 2) == searchId_ ? NodeState(s & 3u) : NodeState::Unvisited;
  }
  double g(std::uint32_t n) const { return records_[n].g; }
  std::uint32_t parent(std::uint32_t n) const { return records_[n].parent; }

  void setOpen(std::uint32_t n, double g, std::uint32_t parent) {
    records_[n] = {g, parent, stamp(NodeState::Open)};
  }
  void setClosed(std::uint32_t n) { records_[n].stamp = stamp(NodeState::Closed); }
  std::uint64_t bytesPerNode() const { return sizeof(Record); }

 private:
  static constexpr std::uint32_t kMaxSearchId = (1u << 30) - 1;
  std::uint32_t stamp(NodeState s) const { return (searchId_ << 2) | std::uint32_t(s); }

  struct Record {
    double g;              // cost from the start
    std::uint32_t parent;  // node id, kNoNode for the start
    std::uint32_t stamp;   // search id << 2 | NodeState
  };
  std::vector<Record> records_;
  std::uint32_t searchId_ = 0;
};

}  // namespace pathlab
