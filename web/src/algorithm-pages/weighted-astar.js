// Weighted A* on the page: its help, pseudocode and words.
import { bestFirstPage } from './best-first.js';

export default bestFirstPage('weighted-astar', 'f = g + w·h',
  'Weighted A*: f = g + w·h. A bigger weight w rushes toward the goal; the path is at most w times the shortest.');
