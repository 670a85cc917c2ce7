// How an algorithm's engine file says which engines run it. The file specialises EngineOf
// for its enumerator (a static `make`, or a base UsesEngine<f> when a factory serves several
// algorithms) and instantiates engineOf for it. The registry sees only
// engineOf's declaration (grid_engine.hpp) and finds every algorithm's from the core's
// table, so adding an algorithm adds no line outside its own files; a missing
// instantiation fails the link, naming engineOf<(Algorithm)N>.
// Only engine files include this header: where engineOf's definition is visible, using it
// instantiates it, which needs the algorithm's EngineOf.
#pragma once

#include "algorithms/grid_engine.hpp"

namespace pathlab {

template <Algorithm A>
struct EngineOf;

// The base of an EngineOf whose engines another algorithm's factory also makes: the
// factory is one function, so GridSearch's cache shares its engines between them.
template <MakeEngine Make>
struct UsesEngine {
  static constexpr MakeEngine make = Make;
};

template <Algorithm A>
MakeEngine engineOf() {
  return EngineOf<A>::make;
}

}  // namespace pathlab
