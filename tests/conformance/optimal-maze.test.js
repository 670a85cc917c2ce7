// The maze's 12,120 scenarios are two thirds of all the scenarios and the longest paths, so
// they run in a file of their own (beside optimal.test.js, on the other core), every sixth
// scenario for each optimal algorithm of the core's table: 2,020 per algorithm, one or two of every
// bucket of ten; the searches that settle most of the map on every query (the Dijkstras and Fringe
// search) take every twelfth, 1,010, which still spans every path length the file holds.
import { checkEveryScenario, CONFORMANCE_ALGORITHMS, MAZE } from './movingai.js';

checkEveryScenario(CONFORMANCE_ALGORITHMS, { maps: [MAZE], stride: 6, wholeMapStride: 2 });
