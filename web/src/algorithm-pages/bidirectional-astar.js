// Bidirectional A* on the page: its help, pseudocode and words.
import { bidirectionalPage } from './bidirectional.js';

export default bidirectionalPage('bidirectional-astar', 'Bidirectional A*', 'g + p (the side\'s average potential)',
  'Bidirectional A*: searches from the start and from the goal at once and stops when the two meet on a shortest path.');
