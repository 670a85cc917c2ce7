// The pseudocode of a search, and which line each trace event runs, so the
// pseudocode panel can highlight the running line while stepping (and each line
// of one expansion with micro-steps). Each algorithm's code lives in its page file
// (web/src/algorithm-pages/); this module picks the one for the search space and mode,
// and hands the algorithm's words for the step sentences along with it.

import { algorithmInfo, optionDefault } from '../lib/options.js';
import { algorithmPage } from '../algorithm-pages/page-files.js';
import { WAYPOINT_NARRATION, waypointGraph } from '../algorithm-pages/waypoint-graph.js';

// An id the core's table does not have (the page files match the table) gets a general outline.
const GENERIC = {
  family: 'generic',
  title: 'Search',
  lines: [
    'put the start in the frontier',
    'while the frontier is not empty:',
    '  n ← take the next cell from the frontier',
    '  if n is the goal: return the path to n',
    '  for each neighbour m of n: add m to the frontier, or lower its cost',
    'return "no path"',
  ],
  lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, open: 5, improve: 5, noPath: 6 },
};

// Names for people come from the core's table of algorithms.
const nameOf = (algorithm) => algorithmInfo(algorithm)?.name ?? algorithm;

/**
 * The pseudocode of a search, with the words of its step sentences.
 * @param {object} options the search's public options (algorithm, flee)
 * @param {'grid'|'graph'} [space='grid'] 'graph' for the waypoint graph
 * @returns {import('../algorithm-pages/page-files.js').Pseudocode}
 */
export function pseudocodeFor(options, space = 'grid') {
  const algorithm = options.algorithm ?? optionDefault('algorithm');
  const page = algorithmPage(algorithm);
  if (space === 'graph') {
    // The waypoint graph speaks of waypoints; a search with no graph code of its own is outlined as best-first by f.
    return { ...(page?.graphPseudocode ?? waypointGraph(nameOf(algorithm), 'f')), narration: WAYPOINT_NARRATION };
  }
  if (!page) return { ...GENERIC, title: 'This search (general outline)' };
  const code = options.flee && page.fleePseudocode ? page.fleePseudocode : page.pseudocode;
  return { ...code, narration: page.narration ?? {} };
}

/** The 1-based line that an event kind (a TRACE_KINDS name, 'start' or 'noPath') runs, or 0. */
export function lineFor(code, kindName) {
  return code.lineOf[kindName] ?? 0;
}
