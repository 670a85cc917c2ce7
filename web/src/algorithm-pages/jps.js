// Jump point search on the page: its help, pseudocode and words.
import { jumpPointPage } from './jump-point.js';

export default jumpPointPage('jps', 'Jump point search', 'scan along d to a forced neighbour, a change of terrain cost or the goal',
  'Jump point search: A* that scans straight and diagonal runs of open cells and stops only where a shortest path might turn (the jump points). Same shortest paths, far fewer expansions. Works with every diagonal rule (with no diagonals it scans rows and columns) and on terrain, where it also stops where the cost changes and there takes each turn that no cheaper way around replaces (as Weighted Jump Point Search does).');
