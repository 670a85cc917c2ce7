import { checkEveryScenario } from './movingai.js';

checkEveryScenario('jps-plus');
