// Which optimal search answers a stream of queries on a map fastest under a
// movement rule: the library's pick for a user who does not want to measure
// (docs/jump-point-search.md, "Which to pick").
//
// The algorithm:
//  - on a map with terrain costs, A* or JPS (its terrain scan), whichever the
//    sample queries below predict faster: JPS+ refuses terrain;
//  - JPS when the rule is Moving AI's (`only-when-no-obstacles`) and almost no
//    walkable cell has a diagonal move (a maze of 1-wide corridors): JPS+
//    prunes the jump points of diagonal scans, so there it saves no expansion
//    and only pays for reading its table, which does not stay in the cache;
//  - JPS+ otherwise (`npm run bench` sections 3b and 12 measure both).
// And the heuristic, from a stream of queries: a few long sample queries between cells spread
// over the map, and a few short ones, are searched with the rule's own estimate. The landmarks
// (core/landmarks.hpp) are not built to be measured (their table costs dozens of such queries):
// their share of the expansions is predicted from A*'s samples (predictedLandmarkShare), unless a
// table for the map is at hand already, which is measured. Expansions times what an expansion costs
// each search predict the time a query saves, and the landmarks are picked when the queries the
// caller expects save more than their table costs to build (forecastPayback). The default on maps
// over kLandmarkCells (the table's memory).
#pragma once

#include <cstdint>
#include <string>

#include "core/grid.hpp"
#include "core/options.hpp"

namespace pathlab {

class GridSearch;

// On terrain the pick times its samples and never takes a search measured slower than A* by more
// than kMeasuredNoise: a few dozen short searches timed once differ by that much from run to run, and
// a pick that flipped with them would differ between two calls. Samples that took A* less than
// kMeasurableMicros in all are too short to time (a cold first call alone changes them many times
// over): there the expansions decide, as they do without terrain.
inline constexpr double kMeasuredNoise = 1.25;
inline constexpr double kMeasurableMicros = 5000.0;

struct FastestPick {
  Algorithm algorithm;
  std::string reason;   // for people: why this one
  Heuristic heuristic;  // Landmarks or Default
  std::string heuristicReason;
  // The share of walkable cells that are a corner of a 2 x 2 walkable block (those with a
  // diagonal move under Moving AI's rule); 0 on a map with terrain costs (not needed for its pick).
  double diagonalShare;
  // The walls' mean group size (walls touching by a side or a corner are one group); 0 without walls.
  double wallGroupSize;
  // The sample queries searched (0: none, on a map too large for the landmarks or with no two
  // connected cells), and the queries after which the landmarks' table has paid for its build
  // (infinity where they save nothing; 0 without samples).
  int sampledQueries;
  double paybackQueries;
  // On a map with terrain: the samples' mean search time, in microseconds, of the pick and of A*
  // with the rule's estimate (the pick is never one measured slower than A*); 0 elsewhere.
  double pickedSampleMicros = 0.0;
  double astarSampleMicros = 0.0;
  // The queries after which the table pays for its build when they are short (within kShortReach
  // cells: an agent walking somewhere near); paybackQueries is for long ones, across the map.
  double shortPaybackQueries = 0.0;
  // The landmarks' share of the picked search's expansions on the long samples, and on the short
  // ones, and whether they were measured (a table up to date for the map was at hand) rather than
  // predicted.
  double landmarkShare = 1.0;
  bool landmarksMeasured = false;
  double shortLandmarkShare = 1.0;
};

// What one sample query searched by A* with the rule's estimate tells the landmarks' forecast.
struct SampleShape {
  double expanded;          // A*'s expansions
  double pathCells;         // the path's cells
  double costOverEstimate;  // the optimal cost over the rule's estimate between its ends (>= 1)
};
// The landmarks' predicted share of the expansions on such a query (the pick weights each sample's
// share by the candidate search's own expansions on it). The rule's estimate misses by
// costOverEstimate (terrain it does not see, walls that force detours); the landmarks' bounds
// measure both, so they leave kLongLandmarkGain / costOverEstimate of the expansions on a long
// query, between kMinLandmarkShare and kMaxLandmarkShare, and never fewer than the path's cells.
// On a short query (ends within kShortReach cells) they gain less and the miss matters less: the
// bounds are differences of distances to landmarks far away, and two near cells differ little in
// them, so what a short search expands is mostly the start's neighbourhood, whatever the estimate;
// the share there is kShortLandmarkGain over the fourth root of the miss. The constants are fitted
// to the painted Moving AI maps of `npm run bench` (sections 14 and 19: web/tools/bench-pick.mjs
// prints the shares measured beside the predicted ones, for long and for short queries).
inline constexpr double kLongLandmarkGain = 0.45;
inline constexpr double kShortLandmarkGain = 0.48;
inline constexpr double kMinLandmarkShare = 0.06;
inline constexpr double kMaxLandmarkShare = 0.6;
double predictedLandmarkShare(const SampleShape& sample, bool shortQuery);
// The queries after which a table that took buildMicros pays back, for queries that take
// plainMicros with the rule's estimate, of whose expansions the landmarks leave `share`, each
// costing readCost times as much: buildMicros / (plainMicros * (1 - share * readCost)); infinity
// when that saves nothing.
double forecastPayback(double buildMicros, double plainMicros, double share, double readCost);

// Below this share of cells with a diagonal move, JPS+ has too little to prune (Moving AI's rule).
inline constexpr double kFewDiagonalMoves = 0.05;
// The landmarks are a choice on maps up to this many cells (their table: 32 bytes a cell, 64 with terrain).
inline constexpr std::int64_t kLandmarkCells = 1024LL * 1024LL;
// The queries a caller expects on one map when they do not say, and the most they may say.
inline constexpr std::uint64_t kExpectedQueries = 1000;
inline constexpr std::uint64_t kMaxExpectedQueries = 1'000'000'000'000;
// The long sample queries the pick searches with each candidate, and the short ones: A* on eight
// long queries is less than half of what the pick may cost (twenty long A* queries). At least
// kMinShortSampleQueries short ones, and more, up to kMaxShortSampleQueries, while their A*
// expansions stay under half of the long samples': a short query's expansions are heavy-tailed (two
// near cells on either side of a wall make a detour of hundreds), so a dozen samples misjudge their
// mean by twice or more, and more cost little where a short query is cheap beside a long one. On a
// small map, where it is not (a short query spans a third of it), the pick keeps to a few: there the
// samples are most of its cost, and a short query's expansions spread less.
inline constexpr int kSampleQueries = 8;
inline constexpr int kMinShortSampleQueries = 4;
inline constexpr int kMaxShortSampleQueries = 64;
// What an expansion of a short query costs, over one of a long query (kExpansionCosts in
// fastest.cpp are fitted to long ones): a short search touches a few rows of the map near its start,
// which stay in the cache. Fitted to the short queries of `npm run bench` section 19, with and
// without the landmarks alike.
inline constexpr double kShortExpansionCost = 0.75;

// Samples with `sampler` (the library passes its own search): the tables its searches build stay
// built for the queries that follow, and a landmarks' table it already has is measured, not predicted.
// `terrain`: the model the queries will price terrain by; the samples search under it.
FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries, GridSearch& sampler,
                        TerrainCost terrain = TerrainCost::Entered);
FastestPick pickFastest(const Grid& grid, DiagonalRule rule, std::uint64_t expectedQueries = kExpectedQueries,
                        TerrainCost terrain = TerrainCost::Entered);

}  // namespace pathlab
