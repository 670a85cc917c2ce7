// Search over explicit directed graphs: random graphs against an independent
// Dijkstra, a deliberately inconsistent heuristic where reopening closed nodes
// matters (Millington, AI for Games), breadth-first hop counts, and malformed input.
#include <gtest/gtest.h>

#include <cmath>
#include <queue>
#include <random>
#include <vector>

#include "algorithms/graph_search.hpp"
#include "test_support.hpp"

namespace pathlab {
namespace {

struct TestGraph {
  std::vector<double> xy;     // x, y per node
  std::vector<double> edges;  // from, to, cost per edge
  std::uint32_t nodes() const { return std::uint32_t(xy.size() / 2); }
  std::size_t edgeCount() const { return edges.size() / 3; }
};

// Random positions in a 100 x 100 square; each edge costs its Euclidean length
// times a factor in [1, 3], so the Euclidean heuristic is admissible and consistent.
TestGraph randomGraph(std::uint32_t nodes, std::uint32_t edges, std::uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<double> coordinate(0.0, 100.0), factor(1.0, 3.0);
  std::uniform_int_distribution<std::uint32_t> node(0, nodes - 1);
  TestGraph g;
  for (std::uint32_t i = 0; i < nodes; ++i) g.xy.insert(g.xy.end(), {coordinate(rng), coordinate(rng)});
  for (std::uint32_t e = 0; e < edges; ++e) {
    const std::uint32_t a = node(rng), b = node(rng);
    const double length = std::hypot(g.xy[2 * a] - g.xy[2 * b], g.xy[2 * a + 1] - g.xy[2 * b + 1]);
    g.edges.insert(g.edges.end(), {double(a), double(b), length * factor(rng)});
  }
  return g;
}

// Independent reference: textbook Dijkstra over the edge list (no CSR, no shared code).
std::vector<double> referenceDistances(const TestGraph& g, std::uint32_t source) {
  std::vector<std::vector<std::pair<std::uint32_t, double>>> out(g.nodes());
  for (std::size_t e = 0; e < g.edgeCount(); ++e) {
    out[std::uint32_t(g.edges[3 * e])].push_back({std::uint32_t(g.edges[3 * e + 1]), g.edges[3 * e + 2]});
  }
  std::vector<double> dist(g.nodes(), INFINITY);
  using Item = std::pair<double, std::uint32_t>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  dist[source] = 0.0;
  queue.push({0.0, source});
  while (!queue.empty()) {
    auto [d, n] = queue.top();
    queue.pop();
    if (d > dist[n]) continue;
    for (auto [next, cost] : out[n]) {
      if (d + cost < dist[next]) queue.push({dist[next] = d + cost, next});
    }
  }
  return dist;
}

// The cost of walking `path` over the cheapest parallel edge at each hop, or -1 if a hop has no edge.
double graphWalkCost(const TestGraph& g, const std::vector<std::uint32_t>& path) {
  double total = 0.0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    double best = INFINITY;
    for (std::size_t e = 0; e < g.edgeCount(); ++e) {
      if (g.edges[3 * e] == path[i - 1] && g.edges[3 * e + 1] == path[i]) best = std::min(best, g.edges[3 * e + 2]);
    }
    if (std::isinf(best)) return -1.0;
    total += best;
  }
  return total;
}

std::string load(GraphSearch& search, const TestGraph& g) {
  return search.setGraph(g.xy.data(), g.nodes(), g.edges.data(), g.edgeCount()).message;
}

SearchOptions withAlgorithm(Algorithm a) {
  SearchOptions o;
  o.algorithm = a;
  return o;
}

TEST(GraphSearch, OptimalAlgorithmsMatchAnIndependentDijkstraOnRandomGraphs) {
  GraphSearch search;
  for (std::uint32_t seed = 1; seed <= 12; ++seed) {
    const TestGraph g = randomGraph(60, 60 * (seed % 4 + 1), seed);
    ASSERT_EQ(load(search, g), "");
    for (std::uint32_t start = 0; start < g.nodes(); start += 7) {
      const std::vector<double> ref = referenceDistances(g, start);
      for (std::uint32_t goal = 0; goal < g.nodes(); goal += 5) {
        for (Algorithm a : {Algorithm::AStar, Algorithm::Dijkstra}) {
          ASSERT_EQ(search.start(start, goal, withAlgorithm(a)), "");
          search.run();
          const SearchSpace& s = search.space();
          SCOPED_TRACE("seed " + std::to_string(seed) + " " + std::to_string(start) + "->" + std::to_string(goal));
          if (!testing::expectPathWhereReachable(s, ref[goal], start, goal)) continue;
          EXPECT_NEAR(s.pathCost, ref[goal], 1e-9 * (1 + ref[goal]));
          EXPECT_NEAR(graphWalkCost(g, s.path), ref[goal], 1e-9 * (1 + ref[goal]));
        }
      }
    }
  }
}

TEST(GraphSearch, SuboptimalAlgorithmsReturnRealPaths) {
  GraphSearch search;
  const TestGraph g = randomGraph(80, 240, 99);
  ASSERT_EQ(load(search, g), "");
  for (std::uint32_t goal = 1; goal < g.nodes(); goal += 3) {
    const double optimal = referenceDistances(g, 0)[goal];
    for (Algorithm a : {Algorithm::Greedy, Algorithm::WeightedAStar, Algorithm::BreadthFirst}) {
      SearchOptions o = withAlgorithm(a);
      o.weight = 2.5;
      ASSERT_EQ(search.start(0, goal, o), "");
      search.run();
      const SearchSpace& s = search.space();
      if (!testing::expectPathWhereReachable(s, optimal, 0, goal)) continue;
      const double walked = graphWalkCost(g, s.path);
      ASSERT_GE(walked, 0.0) << "the path uses a missing edge";
      EXPECT_GE(walked, optimal - 1e-9);
      EXPECT_GE(s.pathCost, walked - 1e-9);  // g may use a pricier parallel edge, never a cheaper one
    }
  }
}

TEST(GraphSearch, BreadthFirstFindsTheFewestEdges) {
  const TestGraph g = randomGraph(50, 120, 5);
  GraphSearch search;
  ASSERT_EQ(load(search, g), "");
  TestGraph hops = g;  // the same graph with every edge costing 1
  for (std::size_t e = 0; e < hops.edgeCount(); ++e) hops.edges[3 * e + 2] = 1.0;
  const std::vector<double> fewest = referenceDistances(hops, 3);
  for (std::uint32_t goal = 0; goal < g.nodes(); ++goal) {
    ASSERT_EQ(search.start(3, goal, withAlgorithm(Algorithm::BreadthFirst)), "");
    search.run();
    if (std::isinf(fewest[goal])) {
      EXPECT_EQ(search.status(), SearchStatus::NoPath);
    } else {
      EXPECT_EQ(double(search.space().path.size() - 1), fewest[goal]);
    }
  }
}

// Millington (AI for Games): an inconsistent estimate can close a node before
// its cheapest cost is known, so closed nodes must be updated. Goal G at the origin,
// Euclidean heuristic. S->A costs 4, S->B 1, B->A 1, A->G 5: the best path is
// S B A G = 7. h(B) = 6 is admissible (B's true distance is 6) but not
// consistent (6 > cost(B, A) + h(A) = 2), so A (f = 5) is closed with g = 4
// before B (f = 7) is expanded and finds A for g = 2.
TestGraph inconsistentGraph() {
  TestGraph g;
  g.xy = {0, 3, 1, 0, 6, 0, 0, 0};  // S=0 (0,3), A=1 (1,0), B=2 (6,0), G=3 (0,0)
  g.edges = {0, 1, 4, 0, 2, 1, 2, 1, 1, 1, 3, 5};
  return g;
}

TEST(GraphSearch, ReopensClosedNodesWhenAnInconsistentHeuristicFindsACheaperWay) {
  GraphSearch search;
  ASSERT_EQ(load(search, inconsistentGraph()), "");
  ASSERT_EQ(search.start(0, 3, withAlgorithm(Algorithm::AStar)), "");
  search.run();
  const SearchSpace& s = search.space();
  ASSERT_EQ(s.status, SearchStatus::Found);
  EXPECT_DOUBLE_EQ(s.pathCost, 7.0);
  EXPECT_EQ(s.path, (std::vector<std::uint32_t>{0, 2, 1, 3}));

  // The trace shows A expanded (closed), then improved with parent B: a reopening.
  const Trace& t = search.trace();
  bool aClosed = false, reopened = false;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (t.cells()[i] != 1) continue;
    if (t.kinds()[i] == std::uint8_t(TraceKind::Expand)) aClosed = true;
    if (t.kinds()[i] == std::uint8_t(TraceKind::Improve) && aClosed) {
      reopened = true;
      EXPECT_EQ(t.parents()[i], 2u);
      EXPECT_DOUBLE_EQ(t.g()[i], 2.0);
    }
  }
  EXPECT_TRUE(reopened) << "no improve event for the closed node A";
  EXPECT_EQ(s.expanded, 5u);  // S, A (g 4), B, A again (g 2), G
}

TEST(GraphSearch, WithoutReopeningTheSameSearchWouldMissTheOptimum) {
  // Shows that the graph above really needs reopening: the plain loop returns 9.
  const TestGraph g = inconsistentGraph();
  ExplicitGraph graph;
  ASSERT_EQ(graph.build(g.xy.data(), g.nodes(), g.edges.data(), g.edgeCount()), "");
  SearchSpace space;
  space.begin(graph.nodeCount(), SearchOptions{});
  BestFirstSearch<ExplicitGraph, BinaryHeapOpenList> plain;
  plain.begin(space, graph, 0, 3, BestFirstConfig{});
  plain.advance(kUnlimited);
  ASSERT_EQ(space.status, SearchStatus::Found);
  EXPECT_DOUBLE_EQ(space.pathCost, 9.0);
}

TEST(GraphSearch, HeuristicsAndHalfwayStop) {
  // A straight chain 0 -> 1 -> ... -> 10 along the x axis, one unit apart.
  TestGraph g;
  for (int i = 0; i <= 10; ++i) g.xy.insert(g.xy.end(), {double(i), 0.0});
  for (int i = 0; i < 10; ++i) g.edges.insert(g.edges.end(), {double(i), double(i + 1), 1.0});
  GraphSearch search;
  ASSERT_EQ(load(search, g), "");
  for (Heuristic h : {Heuristic::Default, Heuristic::Manhattan, Heuristic::Octile, Heuristic::Chebyshev}) {
    SearchOptions o;
    o.heuristic = h;
    ASSERT_EQ(search.start(0, 10, o), "");
    search.run();
    EXPECT_EQ(search.space().expanded, 11u);  // the heuristic is exact: no detour is tried
  }
  SearchOptions o;
  o.stopWhenHalfway = true;
  ASSERT_EQ(search.start(0, 10, o), "");
  EXPECT_EQ(search.run(), SearchStatus::Halfway);
  EXPECT_EQ(search.space().path, (std::vector<std::uint32_t>{0, 1, 2, 3, 4, 5}));
  EXPECT_DOUBLE_EQ(search.space().pathCost, 5.0);
}

TEST(GraphSearch, MalformedGraphsAreRejectedAndTheOldGraphKept) {
  GraphSearch search;
  const TestGraph good = inconsistentGraph();
  ASSERT_EQ(load(search, good), "");
  const std::vector<double> xy = {0, 0, 1, 1};
  struct Case {
    std::vector<double> edges;
    const char* expected;
  };
  const Case cases[] = {
      {{0, 2, 1}, "edge 0: 'to' is not a node id (a whole number from 0 to 1)"},
      {{0, 1, 1, -1, 0, 1}, "edge 1: 'from' is not a node id (a whole number from 0 to 1)"},
      {{0.5, 1, 1}, "edge 0: 'from' is not a node id (a whole number from 0 to 1)"},
      {{NAN, 1, 1}, "edge 0: 'from' is not a node id (a whole number from 0 to 1)"},
      {{0, 1, -0.5}, "edge 0: cost must be a finite number >= 0"},
      {{0, 1, NAN}, "edge 0: cost must be a finite number >= 0"},
      {{0, 1, INFINITY}, "edge 0: cost must be a finite number >= 0"},
  };
  for (const Case& c : cases) {
    EXPECT_EQ(search.setGraph(xy.data(), 2, c.edges.data(), c.edges.size() / 3), c.expected);
  }
  const std::vector<double> badXY = {0, 0, INFINITY, 1};
  EXPECT_EQ(search.setGraph(badXY.data(), 2, nullptr, 0), "node 1 has a coordinate that is not a finite number");
  EXPECT_EQ(search.setGraph(nullptr, 0, xy.data(), 1),
            "edge 0: 'from' is not a node id (the graph has no nodes)");

  // The graph from before is still there and searchable.
  EXPECT_EQ(search.graph().nodeCount(), 4u);
  ASSERT_EQ(search.start(0, 3, SearchOptions{}), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);

  EXPECT_EQ(search.start(4, 3, SearchOptions{}), "start 4 is not a node id (0 to 3)");
  EXPECT_EQ(search.start(0, 9, SearchOptions{}), "goal 9 is not a node id (0 to 3)");
  SearchOptions flee;
  flee.flee = true;
  EXPECT_EQ(search.start(0, 3, flee), "flee works on grids only");
  SearchOptions weight;
  weight.weight = 0.5;
  EXPECT_EQ(search.start(0, 3, weight), "weight must be a finite number >= 1");
}

TEST(GraphSearch, ZeroCostEdgesLoopsAndParallelEdges) {
  TestGraph g;
  g.xy = {0, 0, 5, 0, 9, 0};
  g.edges = {0, 0, 0, 0, 1, 3, 0, 1, 0, 1, 1, 2, 1, 2, 7, 1, 2, 4};
  GraphSearch search;
  ASSERT_EQ(load(search, g), "");
  ASSERT_EQ(search.start(0, 2, withAlgorithm(Algorithm::Dijkstra)), "");
  EXPECT_EQ(search.run(), SearchStatus::Found);
  EXPECT_DOUBLE_EQ(search.space().pathCost, 4.0);
  EXPECT_EQ(search.space().path, (std::vector<std::uint32_t>{0, 1, 2}));
}

TEST(GraphSearch, StepsAndLimits) {
  const TestGraph g = randomGraph(200, 800, 17);
  GraphSearch search;
  ASSERT_EQ(load(search, g), "");
  SearchOptions o = withAlgorithm(Algorithm::Dijkstra);
  o.maxExpansions = 10;
  ASSERT_EQ(search.start(0, 199, o), "");
  EXPECT_EQ(search.step(3), SearchStatus::Running);
  EXPECT_EQ(search.space().expanded, 3u);
  const SearchStatus end = search.run();
  if (end == SearchStatus::Limit) {
    EXPECT_EQ(search.space().expanded, 10u);
    EXPECT_FALSE(search.space().path.empty());  // a partial path to the reached node nearest the goal
    EXPECT_EQ(search.space().path.front(), 0u);
  }
}

}  // namespace
}  // namespace pathlab
