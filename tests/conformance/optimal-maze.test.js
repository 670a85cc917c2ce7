// The maze's 12,120 scenarios are two thirds of all the scenarios and the longest paths, so
// they run in a file of their own (beside optimal.test.js, on the other core), every twelfth
// scenario for each optimal algorithm of the core's table: 1,010 per algorithm, one of every
// bucket of ten or so; the searches that settle most of the map on every query (the Dijkstras and
// Fringe search) take every 24th, 505, which still spans every path length the file holds. The
// wasm core is the native core's C++; these check the build and the library's path to it.
import { checkEveryScenario, CONFORMANCE_ALGORITHMS, MAZE } from './movingai.js';

checkEveryScenario(CONFORMANCE_ALGORITHMS, { maps: [MAZE], stride: 12, wholeMapStride: 2 });
