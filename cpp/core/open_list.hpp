// The three open-list designs of Millington's AI for Games, behind one interface:
//   reset(nodeCount), empty(), size(), push(entry), update(entry), pop() -> node.
// `update` lowers the key of a node already in the list (decrease-key).
#pragma once

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>
#include <vector>

namespace pathlab {

struct OpenEntry {
  double f;    // priority: lower first
  double tie;  // among equal f (after rounding, see StoredEntry): lower first
  std::uint32_t node;
};

// Emscripten 3.1.6's libc++ has no std::bit_cast.
inline std::uint64_t bitsOf(double v) {
  std::uint64_t bits;
  std::memcpy(&bits, &v, sizeof bits);
  return bits;
}

// A double's bits turned into an unsigned integer that orders like the double
// (sign and magnitude to offset binary: negatives flip every bit, the rest the sign bit).
inline std::uint64_t orderedBits(std::uint64_t bits) {
  return bits ^ ((bits >> 63) ? ~std::uint64_t(0) : std::uint64_t(1) << 63);
}

// The bits of f rounded to nearest with 34 significant bits (relative steps
// of 2^-34 to 2^-33, about 1e-10), so that sums equal but for rounding noise
// (10 + 4 sqrt(2) added up two ways) come out equal and the tie value decides.
// Noise of a few ulps lands on the far side of a rounding step about once in
// 2^17 ties; that pair then goes by f, still a right order. Distinct costs
// closer than one step count as equal: on grids, where costs are a + b sqrt(2),
// that takes paths of ~1e5 steps.
inline constexpr int kRoundedAwayBits = 52 - 33;  // keep 33 of 52 stored mantissa bits
inline std::uint64_t roundedBits(double f) {
  constexpr std::uint64_t kDropped = (std::uint64_t(1) << kRoundedAwayBits) - 1;
  return (bitsOf(f) + kDropped / 2 + 1) & ~kDropped;
}

// f rounded as roundedBits rounds it, as a number: searches that compare f
// against a bound (Fringe search) treat the same sums as equal as the lists do.
inline double roundedValue(double f) {
  const std::uint64_t bits = roundedBits(f);
  double v;
  std::memcpy(&v, &bits, sizeof v);
  return v;
}

// An entry as the lists store it: one 128-bit integer, so that comparing is a
// single exact, transitive integer comparison and moving one is 16 bytes.
//   bits 127..83  f, rounded (its 45 significant ordered bits)
//   bits  82..32  tie (the top 51 of its ordered bits: relative precision
//                 2^-40, counters exact up to 2^40)
//   bits  31..0   node (equal f and tie: lower node id first)
inline constexpr int kTieDroppedBits = 13;  // the tie keeps the top 64 - 13 = 51 of its ordered bits

struct StoredEntry {
  using Key = unsigned __int128;
  Key key;

  static StoredEntry from(const OpenEntry& e) {
    const std::uint64_t f = orderedBits(roundedBits(e.f)) >> kRoundedAwayBits;
    const std::uint64_t tie = orderedBits(bitsOf(e.tie)) >> kTieDroppedBits;
    return {(Key(f) << 83) | (Key(tie) << 32) | e.node};
  }
  std::uint32_t node() const { return std::uint32_t(key); }
};

// Branch-free: in a heap the outcome is a coin toss that a branch predictor
// cannot learn, and mispredictions dominated pop().
inline bool comesBefore(const StoredEntry& a, const StoredEntry& b) { return a.key < b.key; }

// Version 3: binary heap with decrease-key through a per-node position index. O(log n).
//
// One entry waits in front of the heap: the smallest of those pushed since
// the last pop. A* mostly expands next a node it has just opened (a step
// towards the goal keeps f and lowers h), so at the next pop that entry
// usually beats the heap's top and never enters the heap: no sift up, no sift
// down. The list holds the same entries in the same order either way, so it
// pops exactly what a plain heap pops.
class BinaryHeapOpenList {
 public:
  void reset(std::uint32_t nodeCount) {
    heap_.clear();
    hasWaiting_ = false;
    if (position_.size() < nodeCount) position_.resize(nodeCount);
  }
  bool empty() const { return heap_.empty() && !hasWaiting_; }
  std::size_t size() const { return heap_.size() + hasWaiting_; }
  void push(const OpenEntry& e) {
    StoredEntry entry = StoredEntry::from(e);
    if (!hasWaiting_) {
      waiting_ = entry;
      hasWaiting_ = true;
      return;
    }
    if (comesBefore(entry, waiting_)) std::swap(entry, waiting_);
    heap_.push_back(entry);
    arrays().siftUp(heap_.size() - 1, entry);
  }
  void update(const OpenEntry& e) {
    const StoredEntry entry = StoredEntry::from(e);
    if (hasWaiting_ && waiting_.node() == e.node) {
      waiting_ = entry;
      return;
    }
    arrays().siftUp(position_[e.node], entry);
  }
  [[gnu::always_inline]] std::uint32_t pop() {
    if (hasWaiting_) {
      hasWaiting_ = false;
      if (heap_.empty() || comesBefore(waiting_, heap_.front())) return waiting_.node();
      const std::uint32_t top = heap_.front().node();
      refillTop(waiting_);  // the top leaves and the waiting entry joins: one pass instead of two
      return top;
    }
    const std::uint32_t top = heap_.front().node();
    const StoredEntry last = heap_.back();
    heap_.pop_back();
    if (!heap_.empty()) refillTop(last);
    return top;
  }

 private:
  // The two arrays as plain pointers held in registers: through the vectors,
  // every store into the heap would make the compiler reload both data
  // pointers (the store might have changed them), which costs most in wasm.
  struct Arrays {
    StoredEntry* heap;
    std::uint32_t* position;

    void place(std::size_t i, const StoredEntry& e) const {
      heap[i] = e;
      position[e.node()] = std::uint32_t(i);
    }
    void siftUp(std::size_t i, const StoredEntry& e) const {
      while (i > 0) {
        const std::size_t parent = (i - 1) / 2;
        if (!comesBefore(e, heap[parent])) break;
        place(i, heap[parent]);
        i = parent;
      }
      place(i, e);
    }
  };
  Arrays arrays() { return {heap_.data(), position_.data()}; }

  // Fills the place of the top entry with `e`, Floyd's way: the hole at the
  // top sinks to a leaf along the smaller children (one comparison per
  // level), then `e`, which usually belongs near the bottom, rises from there.
  [[gnu::always_inline]] void refillTop(const StoredEntry& e) {
    const Arrays a = arrays();
    const std::size_t n = heap_.size();
    std::size_t hole = 0;
    // Two levels per loop iteration: V8 checks for interrupts on every loop
    // back edge of wasm code, so fewer iterations cost less in the browser.
#pragma GCC unroll 2
    for (std::size_t child = 1; child < n; child = 2 * hole + 1) {
      if (child + 1 < n) child += comesBefore(a.heap[child + 1], a.heap[child]);
      a.place(hole, a.heap[child]);
      hole = child;
    }
    a.siftUp(hole, e);
  }

  std::vector<StoredEntry> heap_;
  std::vector<std::uint32_t> position_;  // valid only for nodes in the heap
  StoredEntry waiting_{};
  bool hasWaiting_ = false;
};

// Where the first entry of the list is: a scan, O(n).
inline std::size_t indexOfBest(const std::vector<StoredEntry>& items) {
  return std::size_t(std::min_element(items.begin(), items.end(), comesBefore) - items.begin());
}

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
    items_.push_back(StoredEntry::from(e));
  }
  void update(const OpenEntry& e) { items_[slot_[e.node]] = StoredEntry::from(e); }
  std::uint32_t pop() {
    const std::size_t best = indexOfBest(items_);
    const std::uint32_t node = items_[best].node();
    items_[best] = items_.back();
    slot_[items_[best].node()] = std::uint32_t(best);
    items_.pop_back();
    return node;
  }

 private:
  std::vector<StoredEntry> items_;
  std::vector<std::uint32_t> slot_;
};

// Version 1: a plain array. Finding a node to update and taking the best both
// scan the array, O(n) each, as in Millington's simplest version.
class UnsortedArrayOpenList {
 public:
  void reset(std::uint32_t) { items_.clear(); }
  bool empty() const { return items_.empty(); }
  std::size_t size() const { return items_.size(); }
  void push(const OpenEntry& e) { items_.push_back(StoredEntry::from(e)); }
  void update(const OpenEntry& e) {
    for (auto& item : items_) {
      if (item.node() == e.node) {
        item = StoredEntry::from(e);
        return;
      }
    }
  }
  std::uint32_t pop() {
    const std::size_t best = indexOfBest(items_);
    const std::uint32_t node = items_[best].node();
    items_[best] = items_.back();
    items_.pop_back();
    return node;
  }

 private:
  std::vector<StoredEntry> items_;
};

}  // namespace pathlab
