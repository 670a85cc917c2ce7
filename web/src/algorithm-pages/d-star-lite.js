// D* Lite on the page: its help and pseudocode.
import { incrementalPage } from './incremental.js';

export default incrementalPage('d-star-lite', 'D* Lite', true, 'D* Lite: LPA* run backwards, from the goal to the start (Koenig and Likhachev, 2002), so that a '
  + 'robot or game character can walk its path and replan from where it stands: costs to the goal stay valid '
  + 'as the start moves. With live re-run on, an edit or a dragged start is repaired instead of searched '
  + 'again. Shortest paths; its cells show costs to the goal.');
