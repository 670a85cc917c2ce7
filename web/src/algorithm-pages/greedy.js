// Greedy best-first search on the page: its help, pseudocode and words.
import { bestFirstPage } from './best-first.js';

export default bestFirstPage('greedy', 'f = h',
  'Greedy best-first: expands the cell that looks closest to the goal (h only). Fast, but paths can be long.');
