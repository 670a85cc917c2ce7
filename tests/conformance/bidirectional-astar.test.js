import { checkEveryScenario } from './movingai.js';

checkEveryScenario('bidirectional-astar');
