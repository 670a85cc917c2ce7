import { checkEveryScenario } from './movingai.js';

checkEveryScenario('bidirectional-dijkstra');
