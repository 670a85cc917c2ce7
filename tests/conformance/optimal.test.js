// Every algorithm the core's table calls optimal runs every Moving AI scenario of the
// repository's maps but the maze (optimal-maze.test.js runs that one beside this file, on the
// other core). IDA* is optimal too, but it repeats its work on every pass and would take hours
// here; the native tests check it against a reference on small maps (tests/cpp/ida_dfs_test.cpp).
import { checkEveryScenario, CONFORMANCE_ALGORITHMS, MAPS, MAZE } from './movingai.js';

checkEveryScenario(CONFORMANCE_ALGORITHMS, { maps: MAPS.filter((m) => m !== MAZE) });
