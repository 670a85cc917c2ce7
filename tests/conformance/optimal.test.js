// Every algorithm the core's table calls optimal runs every Moving AI scenario of the
// repository's three smaller maps (arena, den520d, Berlin_0_256); optimal-512.test.js and
// optimal-maze.test.js run the 512 x 512 maps beside this file, on the other core. IDA* is
// optimal too, but it repeats its work on every pass and would take hours here; the native tests
// check it against a reference on small maps (tests/cpp/ida_dfs_test.cpp). Those that read the
// heuristic option run them again with the landmark heuristic (the native tests run the jump point
// searches with it on every scenario of 8room_000 and every tenth of the maze).
import { checkEveryScenario, CONFORMANCE_ALGORITHMS, LANDMARK_ALGORITHMS, LARGE_MAPS, MAPS } from './movingai.js';

const SMALL_MAPS = MAPS.filter((m) => !LARGE_MAPS.includes(m));
checkEveryScenario(CONFORMANCE_ALGORITHMS, { maps: SMALL_MAPS });
checkEveryScenario(LANDMARK_ALGORITHMS, { maps: SMALL_MAPS, heuristic: 'landmarks' });
