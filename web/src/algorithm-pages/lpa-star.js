// LPA* on the page: its help and pseudocode.
import { incrementalPage } from './incremental.js';

export default incrementalPage('lpa-star', 'LPA*', false, 'LPA*: A* that remembers its search (Lifelong Planning A*, by Koenig, Likhachev and Furcy, 2004). '
  + 'When you edit the map with live re-run on, it searches again only around the cells the edit changed, and '
  + 'Stats compare that with a fresh A*. Every cell keeps g (its cost so far) and rhs (the best neighbour\'s g '
  + 'plus the step); where the two differ, the cell goes back into the open list. Shortest paths, like A*; '
  + 'the first run is a whole search.');
