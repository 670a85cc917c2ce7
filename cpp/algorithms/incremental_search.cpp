#include "algorithms/incremental_search.hpp"

#include <algorithm>

namespace pathlab {

void IncrementalSearch::reset(const GridGraph& graph, SearchDirection direction, std::uint32_t source,
                              std::uint32_t target, SearchSpace& space) {
  graph_ = &graph;
  direction_ = direction;
  source_ = source;
  target_ = target;
  km_ = 0.0;
  const std::uint32_t n = graph.nodeCount();
  if (g_.size() < n) {
    g_.resize(n);
    rhs_.resize(n);
    parent_.resize(n);
    epochOf_.resize(n);
    planOf_.resize(n);
    position_.resize(n);
  }
  if (++epoch_ == 0) {  // wrapped after 2^32 restarts: clear once
    std::fill(epochOf_.begin(), epochOf_.end(), 0u);
    epoch_ = 1;
  }
  heap_.clear();
  touch(source);
  rhs_[source] = 0.0;
  updateVertex(source, space);
}

void IncrementalSearch::moveTarget(std::uint32_t target) {
  km_ += graph_->heuristic(target_, target);
  target_ = target;
}

void IncrementalSearch::cellChanged(std::uint32_t node, SearchSpace& space) {
  const std::uint32_t stride = graph_->grid().stride();
  for (std::uint32_t row = node - stride; row <= node + stride; row += stride) {
    for (std::uint32_t n = row - 1; n <= row + 1; ++n) updateVertex(n, space);
  }
}

StoredEntry IncrementalSearch::key(std::uint32_t n) const {
  const double m = std::min(g_[n], rhs_[n]);
  return StoredEntry::from({m + heuristic(n) + km_, m, n});
}

void IncrementalSearch::lookAhead(std::uint32_t n) {
  double best = kInfinity;
  std::uint32_t via = kNoNode;
  if (graph_->isOpen(n)) {
    // Moves are symmetric on the grid (the same two side cells rule a
    // diagonal both ways). A step that costs the cells it crosses costs the same
    // both ways; one that costs its entered cell's terrain does not: forwards the
    // step is m -> n, priced that way round.
    const bool forward = direction_ == SearchDirection::Forward && graph_->terrainCost() == TerrainCost::Entered;
    graph_->forEachNeighbor(n, [&](std::uint32_t m, double step) {
      if (epochOf_[m] != epoch_) return;  // unvisited: g is infinite
      const double cost = forward ? graph_->stepCost(m, n) : step;
      const double candidate = g_[m] + cost;
      if (candidate < best) {
        best = candidate;
        via = m;
      }
    });
  }
  rhs_[n] = best;
  parent_[n] = via;
}

void IncrementalSearch::updateVertex(std::uint32_t n, SearchSpace& space) {
  touch(n);
  if (n != source_) lookAhead(n);
  requeue(n, space);
}

void IncrementalSearch::requeue(std::uint32_t n, SearchSpace& space) {
  const bool inconsistent = g_[n] != rhs_[n];
  const std::uint32_t at = position_[n];
  if (at == kNotQueued) {
    if (!inconsistent) return;
    push(key(n));
  } else if (!inconsistent) {
    remove(n);
    note(space, TraceKind::Leave, n, g_[n]);
    return;
  } else {
    const StoredEntry fresh = key(n);
    if (fresh.key == heap_[at].key) return;
    change(n, fresh);
  }
  // Newly queued or re-keyed: an open event the first time in this plan.
  TraceKind kind = TraceKind::Improve;
  if (planOf_[n] != plan_) {
    planOf_[n] = plan_;
    ++space.opened;
    kind = TraceKind::Open;
  }
  note(space, kind, n, std::min(g_[n], rhs_[n]));  // the key's second part
}

void IncrementalSearch::recordQueue(SearchSpace& space) {
  if (!space.trace.enabled()) return;
  for (const StoredEntry& e : heap_) {
    const std::uint32_t n = e.node();
    planOf_[n] = plan_;
    note(space, TraceKind::Open, n, std::min(g_[n], rhs_[n]));
  }
}

// u's g fell to rhs: a neighbour's rhs can only fall, to the step through u
// (the D* Lite paper's optimised version: no scan of the neighbour's neighbours).
void IncrementalSearch::offerNeighbours(std::uint32_t u, SearchSpace& space) {
  // Crossing cells costs the same both ways (lookAhead).
  const bool backward = direction_ == SearchDirection::Backward && graph_->terrainCost() == TerrainCost::Entered;
  graph_->forEachNeighbor(u, [&](std::uint32_t m, double step) {
    touch(m);
    if (m == source_) return;
    // Forwards the step is u -> m, as given; backwards it is m -> u, priced that way round.
    const double cost = backward ? graph_->stepCost(m, u) : step;
    const double candidate = g_[u] + cost;
    if (candidate < rhs_[m]) {
      rhs_[m] = candidate;
      parent_[m] = u;
      requeue(m, space);
    }
  });
}

// u's g rose to infinity: only neighbours whose rhs came through u change.
void IncrementalSearch::withdrawFromNeighbours(std::uint32_t u, SearchSpace& space) {
  graph_->forEachNeighbor(u, [&](std::uint32_t m, double) {
    touch(m);
    if (m != source_ && parent_[m] == u) updateVertex(m, space);
  });
}

void IncrementalSearch::note(SearchSpace& space, TraceKind kind, std::uint32_t n, double g) const {
  if (!space.trace.enabled()) return;
  const std::uint8_t flag = direction_ == SearchDirection::Backward ? kBackwardFlag : 0;
  const std::uint32_t parent = parent_[n];
  space.trace.record(std::uint8_t(std::uint8_t(kind) | flag), graph_->publicId(n),
                     parent == kNoNode ? kNoParent : graph_->publicId(parent), g, heuristic(n));
}

SearchStatus IncrementalSearch::advance(SearchSpace& space, std::uint64_t budget, std::uint64_t maxExpansions) {
  while (true) {
    touch(target_);
    if (heap_.empty()) break;
    const StoredEntry top = heap_.front();
    if (!comesBefore(top, key(target_)) && g_[target_] == rhs_[target_]) break;
    if (space.expanded >= maxExpansions) return space.status = SearchStatus::Limit;
    if (budget == 0) return space.status = SearchStatus::Running;
    const std::uint32_t u = top.node();
    const StoredEntry fresh = key(u);
    if (comesBefore(top, fresh)) {  // keyed before km grew: a lower bound, re-key and look again
      change(u, fresh);
      continue;
    }
    --budget;
    ++space.expanded;
    if (g_[u] > rhs_[u]) {  // overconsistent: settle g
      g_[u] = rhs_[u];
      remove(u);
      note(space, TraceKind::Expand, u, g_[u]);
      offerNeighbours(u, space);
    } else {  // underconsistent: its cost went up; withdraw it and look again
      g_[u] = kInfinity;
      remove(u);  // taken like any expanded node: if it waits again, the trace says so
      note(space, TraceKind::Expand, u, kInfinity);
      updateVertex(u, space);
      withdrawFromNeighbours(u, space);
    }
  }
  return finish(space);
}

SearchStatus IncrementalSearch::finish(SearchSpace& space) {
  space.path.clear();
  space.pathCost = 0.0;
  if (g_[target_] == kInfinity) return space.status = SearchStatus::NoPath;
  // Parents lead from the target to the source along strictly falling g
  // (every step costs at least 1), so the walk ends within nodeCount steps.
  pathCells_.clear();
  for (std::uint32_t n = target_; n != kNoNode && pathCells_.size() <= graph_->nodeCount(); n = parent_[n]) {
    pathCells_.push_back({n, 0.0});
    if (n == source_) break;
  }
  if (pathCells_.back().node != source_) return space.status = SearchStatus::NoPath;  // an inconsistent heuristic
  if (direction_ == SearchDirection::Forward) std::reverse(pathCells_.begin(), pathCells_.end());
  // Costs from the start, summed in the order A* sums them.
  for (std::size_t i = 1; i < pathCells_.size(); ++i) {
    pathCells_[i].g = pathCells_[i - 1].g + graph_->stepCost(pathCells_[i - 1].node, pathCells_[i].node);
  }
  const std::uint32_t goal = direction_ == SearchDirection::Forward ? target_ : source_;
  return finishWithPath(space, *graph_, SearchStatus::Found, pathCells_, goal);
}

// ---- the indexed heap ----

void IncrementalSearch::push(const StoredEntry& e) {
  heap_.push_back(e);
  siftUp(heap_.size() - 1, e);
}

void IncrementalSearch::change(std::uint32_t n, const StoredEntry& e) {
  const std::size_t at = position_[n];
  if (comesBefore(e, heap_[at])) {
    siftUp(at, e);
  } else {
    siftDown(at, e);
  }
}

void IncrementalSearch::remove(std::uint32_t n) {
  const std::size_t at = position_[n];
  position_[n] = kNotQueued;
  const StoredEntry last = heap_.back();
  heap_.pop_back();
  if (at == heap_.size()) return;
  if (comesBefore(last, heap_[at])) {
    siftUp(at, last);
  } else {
    siftDown(at, last);
  }
}

void IncrementalSearch::siftUp(std::size_t i, StoredEntry e) {
  while (i > 0) {
    const std::size_t parent = (i - 1) / 2;
    if (!comesBefore(e, heap_[parent])) break;
    place(i, heap_[parent]);
    i = parent;
  }
  place(i, e);
}

void IncrementalSearch::siftDown(std::size_t i, StoredEntry e) {
  const std::size_t n = heap_.size();
  for (std::size_t child = 2 * i + 1; child < n; child = 2 * i + 1) {
    if (child + 1 < n && comesBefore(heap_[child + 1], heap_[child])) ++child;
    if (!comesBefore(heap_[child], e)) break;
    place(i, heap_[child]);
    i = child;
  }
  place(i, e);
}

}  // namespace pathlab
