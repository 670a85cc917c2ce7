// The three open lists: the same pops as a sorted reference under random
// pushes, decrease-keys and pops, and the same optimal costs in every search.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <vector>

#include "core/open_list.hpp"

namespace pathlab {
namespace {

// Keys are distinct multiples of 1/8, so the order is unambiguous and exact.
template <class OpenList>
void checkAgainstReference(std::uint32_t seed) {
  constexpr std::uint32_t kNodes = 500;
  std::mt19937 rng(seed);
  std::uniform_int_distribution<int> action(0, 9), key(0, 400000);
  OpenList open;
  open.reset(kNodes);
  std::vector<double> inList(kNodes, -1.0);  // the key of each node in the list, -1 when absent
  std::vector<int> used(400001, 0);
  auto freshKey = [&] {
    int k;
    do k = key(rng);
    while (used[std::size_t(k)]);
    used[std::size_t(k)] = 1;
    return k / 8.0;
  };
  for (int round = 0; round < 20000; ++round) {
    const int a = action(rng);
    std::vector<std::uint32_t> present;
    for (std::uint32_t n = 0; n < kNodes; ++n)
      if (inList[n] >= 0) present.push_back(n);
    ASSERT_EQ(open.size(), present.size());
    if (a < 4 && present.size() < kNodes) {  // push a node not in the list
      std::uint32_t n;
      do n = std::uint32_t(rng() % kNodes);
      while (inList[n] >= 0);
      inList[n] = freshKey();
      open.push({inList[n], 0.0, n});
    } else if (a < 6 && !present.empty()) {  // lower the key of a node in the list
      const std::uint32_t n = present[rng() % present.size()];
      double k;
      do k = freshKey();
      while (k >= inList[n]);
      inList[n] = k;
      open.update({k, 0.0, n});
    } else if (!present.empty()) {  // pop: must be the smallest key
      const std::uint32_t expected = *std::min_element(present.begin(), present.end(),
                                                       [&](auto x, auto y) { return inList[x] < inList[y]; });
      ASSERT_EQ(open.pop(), expected) << "round " << round;
      inList[expected] = -1.0;
    }
  }
}

TEST(OpenList, BinaryHeapPopsInKeyOrder) { checkAgainstReference<BinaryHeapOpenList>(1); }
TEST(OpenList, NodeArrayPopsInKeyOrder) { checkAgainstReference<NodeArrayOpenList>(2); }
TEST(OpenList, UnsortedArrayPopsInKeyOrder) { checkAgainstReference<UnsortedArrayOpenList>(3); }

TEST(OpenList, EqualKeysWithinRoundingAreBrokenByTheTieValue) {
  // 10 + 4 sqrt(2) summed two ways differs in the last bit; the tie value decides.
  double a = 10.0, b = 0.0;
  for (int i = 0; i < 4; ++i) a += 1.4142135623730951;
  for (int i = 0; i < 4; ++i) b += 1.4142135623730951;
  b += 10.0;
  for (int order = 0; order < 2; ++order) {
    BinaryHeapOpenList heap;
    NodeArrayOpenList nodes;
    UnsortedArrayOpenList array;
    heap.reset(4);
    nodes.reset(4);
    array.reset(4);
    const OpenEntry first{order ? a : b, 2.0, 1}, second{order ? b : a, 1.0, 2};
    for (OpenEntry e : {first, second}) {
      heap.push(e);
      nodes.push(e);
      array.push(e);
    }
    EXPECT_EQ(heap.pop(), 2u);
    EXPECT_EQ(nodes.pop(), 2u);
    EXPECT_EQ(array.pop(), 2u);
  }
}

}  // namespace
}  // namespace pathlab
