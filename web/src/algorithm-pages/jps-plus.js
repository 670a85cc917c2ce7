// JPS+ on the page: its help, pseudocode and words.
import { jumpPointPage } from './jump-point.js';

export default jumpPointPage('jps-plus', 'JPS+',
  'read from the jump table precomputed for the map (the goal stops it too); along a diagonal, every straight jump point seen from a jump point on it',
  'JPS+: jump point search with every jump distance worked out in advance, per cell and direction, so a scan is one look-up; a jump point met along a diagonal is not queued, its straight jump points are. Paths as short as jump point search\'s with about half the expansions; the table is rebuilt on the first search after the map or the diagonal rule changes. Every diagonal rule; no terrain costs.');
