// One search per diagonal rule, chosen once per search (jps.hpp and JPS+ take the rule as a template
// argument, never a branch per node).
#pragma once

#include <type_traits>

#include "algorithms/best_first.hpp"
#include "core/options.hpp"

namespace pathlab {

// One search per diagonal rule, Search<Rule>, and the one for the graph's rule
// chosen once per search: the rule is a template argument, never a branch per
// node. Only the rule in use keeps its buffers: a JPS+ table of a large map
// takes hundreds of megabytes.
template <template <DiagonalRule> class Search>
class RuleDispatch {
 public:
  template <class Graph>
  void begin(SearchSpace& space, const Graph& graph, std::uint32_t start, std::uint32_t goal,
             const BestFirstConfig& config) {
    if (graph.diagonalRule() != rule_) {  // another rule: the last one's buffers (JPS+'s table) go
      visit([](auto& search) { search = std::remove_reference_t<decltype(search)>{}; });
      rule_ = graph.diagonalRule();
    }
    visit([&](auto& search) { search.begin(space, graph, start, goal, config); });
  }
  SearchStatus advance(std::uint64_t budget) {
    return visit([&](auto& search) { return search.advance(budget); });
  }

 private:
  template <class F>
  decltype(auto) visit(F&& f) {
    switch (rule_) {
      case DiagonalRule::Never: return f(never_);
      case DiagonalRule::Always: return f(always_);
      case DiagonalRule::IfAtMostOneObstacle: return f(atMostOne_);
      case DiagonalRule::OnlyWhenNoObstacles: break;
    }
    return f(noObstacles_);
  }

  DiagonalRule rule_ = DiagonalRule::OnlyWhenNoObstacles;
  Search<DiagonalRule::Never> never_;
  Search<DiagonalRule::Always> always_;
  Search<DiagonalRule::IfAtMostOneObstacle> atMostOne_;
  Search<DiagonalRule::OnlyWhenNoObstacles> noObstacles_;
};

}  // namespace pathlab
