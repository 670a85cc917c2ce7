// Best-first search on the game adapter (agent_graph.hpp): agent size, several goals and the
// closest reachable cell. Chosen by GridSearch only when the options ask for one of them.
#include "algorithms/agent_graph.hpp"
#include "algorithms/best_first.hpp"
#include "algorithms/grid_engine.hpp"

namespace pathlab {
namespace {

template <class OpenList>
class AgentEngine final : public GridEngine {
 public:
  void begin(SearchSpace& space, const GridGraph& graph, std::uint32_t start, std::uint32_t goal,
             const SearchOptions& options) override {
    const Grid& grid = graph.grid();
    goals_.clear();
    if (options.goals.empty()) goals_.push_back(goal);
    for (std::uint32_t cell : options.goals) {
      goals_.push_back(grid.node(int(cell % std::uint32_t(grid.width())), int(cell / std::uint32_t(grid.width()))));
    }
    agent_.begin(graph, options.agentSize, goals_, options.closestIfUnreachable);
    search_.begin(space, agent_, start, goals_.front(), BestFirstConfig::forAlgorithm(options.algorithm, options));
  }
  SearchStatus advance(std::uint64_t budget) override { return search_.advance(budget); }

 private:
  std::vector<std::uint32_t> goals_;  // node ids, reused between searches
  AgentGraph agent_;
  BestFirstSearch<AgentGraph, OpenList> search_;
};

}  // namespace

std::unique_ptr<GridEngine> makeAgentEngine(OpenListKind openList) { return makeWithOpenList<AgentEngine>(openList); }

}  // namespace pathlab
