// A* (Hart, Nilsson and Raphael 1968) on the page: its help, pseudocode and words.
import { bestFirstPage } from './best-first.js';

export default bestFirstPage('astar', 'f = g + h',
  'A*: expands the cell with the lowest f = g + h (cost so far plus estimate to go). Finds a shortest path when h never overestimates.');
