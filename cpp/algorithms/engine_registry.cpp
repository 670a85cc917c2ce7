#include "algorithms/engine_registry.hpp"

#include <array>
#include <cstddef>
#include <utility>

namespace pathlab {
namespace {

using FactoryOf = MakeEngine (*)();

// engineOf<A> for every algorithm, in the enumeration's order (the order of the core's table),
// so that a search's start finds its algorithm's by index.
template <std::size_t... I>
constexpr std::array<FactoryOf, sizeof...(I)> factories(std::index_sequence<I...>) {
  return {{&engineOf<Algorithm(I)>...}};
}
constexpr auto kFactories = factories(std::make_index_sequence<std::size_t(Algorithm::Count)>());

}  // namespace

MakeEngine engineFactory(Algorithm algorithm) {
  const auto i = std::size_t(algorithm);
  return (i < kFactories.size() ? kFactories[i] : kFactories.front())();
}

}  // namespace pathlab
