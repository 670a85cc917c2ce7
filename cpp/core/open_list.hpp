// The three open-list designs compared in seed 003, behind one interface:
//   reset(nodeCount), empty(), size(), push(entry), update(entry), pop() -> node.
// `update` lowers the key of a node already in the list (decrease-key).
#pragma once

#include <cstdint>
#include <vector>

namespace pathlab {

struct OpenEntry {
  double f;    // priority: lower first
  double tie;  // among equal f (within kTieEpsilon): lower first
  std::uint32_t node;
};

// f values that differ by less than this (relative) count as equal, so that
// tie-breaking is not defeated by rounding (10 + 4 sqrt(2) summed two ways).
inline constexpr double kTieEpsilon = 1e-10;

// Branch-free (bitwise & and |): in a heap the outcome is a coin toss that a
// branch predictor cannot learn, and mispredictions dominated pop().
inline bool comesBefore(const OpenEntry& a, const OpenEntry& b) {
  const double eps = kTieEpsilon * (1.0 + (a.f < 0 ? -a.f : a.f));
  const bool lower = a.f < b.f - eps;
  const bool tied = a.f <= b.f + eps;
  return lower | (tied & (a.tie < b.tie));
}

// Version 3: binary heap with decrease-key through a per-node position index. O(log n).
class BinaryHeapOpenList {
 public:
  void reset(std::uint32_t nodeCount) {
    heap_.clear();
    if (position_.size() < nodeCount) position_.resize(nodeCount);
  }
  bool empty() const { return heap_.empty(); }
  std::size_t size() const { return heap_.size(); }
  void push(const OpenEntry& e) {
    heap_.push_back(e);
    siftUp(heap_.size() - 1);
  }
  void update(const OpenEntry& e) {
    const std::size_t i = position_[e.node];
    heap_[i] = e;
    siftUp(i);
  }
  // Floyd's bottom-up pop: the hole left by the top sinks to a leaf along the
  // smaller children (one comparison per level), then the last entry, which
  // usually belongs near the bottom, rises from there.
  std::uint32_t pop() {
    const std::uint32_t top = heap_.front().node;
    const OpenEntry last = heap_.back();
    heap_.pop_back();
    const std::size_t n = heap_.size();
    if (n == 0) return top;
    std::size_t hole = 0;
    for (std::size_t child = 1; child < n; child = 2 * hole + 1) {
      if (child + 1 < n) child += comesBefore(heap_[child + 1], heap_[child]);
      place(hole, heap_[child]);
      hole = child;
    }
    heap_[hole] = last;
    siftUp(hole);
    return top;
  }

 private:
  void siftUp(std::size_t i) {
    const OpenEntry e = heap_[i];
    while (i > 0) {
      const std::size_t parent = (i - 1) / 2;
      if (!comesBefore(e, heap_[parent])) break;
      place(i, heap_[parent]);
      i = parent;
    }
    place(i, e);
  }
  void place(std::size_t i, const OpenEntry& e) {
    heap_[i] = e;
    position_[e.node] = std::uint32_t(i);
  }

  std::vector<OpenEntry> heap_;
  std::vector<std::uint32_t> position_;  // valid only for nodes in the heap
};

// Version 2: node array. Each node record knows its slot in the open array, so
// finding an open node is O(1); taking the best still scans the array, O(n).
class NodeArrayOpenList {
 public:
  void reset(std::uint32_t nodeCount) {
    items_.clear();
    if (slot_.size() < nodeCount) slot_.resize(nodeCount);
  }
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  void push(const OpenEntry& e) {
    slot_[e.node] = std::uint32_t(items_.size());
    items_.push_back(e);
  }
  void update(const OpenEntry& e) { items_[slot_[e.node]] = e; }
  std::uint32_t pop() {
    std::size_t best = 0;
    for (std::size_t i = 1; i < items_.size(); ++i) {
      if (comesBefore(items_[i], items_[best])) best = i;
    }
    const std::uint32_t node = items_[best].node;
    items_[best] = items_.back();
    slot_[items_[best].node] = std::uint32_t(best);
    items_.pop_back();
    return node;
  }

 private:
  std::vector<OpenEntry> items_;
  std::vector<std::uint32_t> slot_;
};

// Version 1: a plain array. Finding a node to update and taking the best both
// scan the array, O(n) each, as in seed 003's first version.
class UnsortedArrayOpenList {
 public:
  void reset(std::uint32_t) { items_.clear(); }
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  void push(const OpenEntry& e) { items_.push_back(e); }
  void update(const OpenEntry& e) {
    for (auto& item : items_) {
      if (item.node == e.node) {
        item = e;
        return;
      }
    }
  }
  std::uint32_t pop() {
    std::size_t best = 0;
    for (std::size_t i = 1; i < items_.size(); ++i) {
      if (comesBefore(items_[i], items_[best])) best = i;
    }
    const std::uint32_t node = items_[best].node;
    items_[best] = items_.back();
    items_.pop_back();
    return node;
  }

 private:
  std::vector<OpenEntry> items_;
};

}  // namespace pathlab
