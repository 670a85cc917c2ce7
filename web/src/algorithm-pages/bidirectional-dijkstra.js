// Bidirectional Dijkstra on the page: its help, pseudocode and words.
import { bidirectionalPage } from './bidirectional.js';

export default bidirectionalPage('bidirectional-dijkstra', 'Bidirectional Dijkstra', 'g',
  'Bidirectional Dijkstra: two rings of Dijkstra, one from each end, meeting in the middle.');
