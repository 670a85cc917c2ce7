// Dijkstra's algorithm on the page: its help, pseudocode and words.
import { bestFirstPage } from './best-first.js';

export default bestFirstPage('dijkstra', 'f = g',
  'Dijkstra: expands the cell with the lowest cost so far (g), ignoring the goal. Always shortest, explores in rings.');
