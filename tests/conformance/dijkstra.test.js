import { checkEveryScenario } from './movingai.js';

checkEveryScenario('dijkstra');
