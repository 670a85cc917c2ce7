// Every algorithm the core's table calls optimal runs every Moving AI scenario of the
// repository's maps (movingai.js). IDA* is optimal too, but it repeats its work on every pass
// and would take hours here; the native tests check it against a reference on small maps
// (tests/cpp/ida_dfs_test.cpp).
import { ALGORITHM_INFO } from 'pathlab';
import { checkEveryScenario } from './movingai.js';

const checked = ALGORITHM_INFO.filter((a) => a.optimal && a.family !== 'iterative-deepening').map((a) => a.id);
checkEveryScenario(checked);
