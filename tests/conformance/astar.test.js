import { checkEveryScenario } from './movingai.js';

checkEveryScenario('astar');
