// The two 512 x 512 maps but the maze (8room_000, random512-10-0): every fourth scenario for each
// optimal algorithm of the core's table (535 and 418; every bucket keeps its share), and every
// twelfth for the searches that settle most of the map on every query (the Dijkstras and Fringe
// search: 179 and 140, one of every bucket of ten or so); every scenario would take CI a quarter
// of its time. The native tests run every scenario of these maps through the jump point searches
// (tests/cpp/jps_test.cpp).
import { checkEveryScenario, CONFORMANCE_ALGORITHMS, LARGE_MAPS, MAZE } from './movingai.js';

checkEveryScenario(CONFORMANCE_ALGORITHMS, { maps: LARGE_MAPS.filter((m) => m !== MAZE), stride: 4, wholeMapStride: 3 });
