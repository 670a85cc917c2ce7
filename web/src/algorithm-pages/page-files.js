// The page's file of each algorithm (docs/contributing.md, "Adding an algorithm"): its option
// help, its pseudocode with the line of each trace event kind, and the words its step
// sentences need. The files are read from the core's table of algorithms (ALGORITHMS), each
// by its id: a missing file, or a file that declares another id, stops the page at load with a
// message naming it. A file no row names is never loaded; tests/unit/algorithm-files.test.js
// names it.

import { ALGORITHMS } from '../lib/options.js';

/**
 * A search's pseudocode: lines are 1-based in lineOf and indented with two spaces per level;
 * lineOf gives, per event kind (trace-format.js TRACE_KINDS names, plus 'start' for step 0
 * and 'noPath' for a search that ran dry), the line it runs.
 * @typedef {object} Pseudocode
 * @property {string} family the shape of the code, shared by the algorithms written alike
 * @property {string} title its heading, in people's words
 * @property {string[]} lines
 * @property {Record<string, number>} lineOf
 * @property {Narration} [narration] set by model/pseudocode.js pseudocodeFor: the words of its step sentences
 */

/**
 * Words of the step sentences (model/explain.js) that belong to an algorithm, not to its frontier's kind.
 * @typedef {object} Narration
 * @property {string} [expanded] what an expanded entry is called ("Expanded jump point (3, 4)")
 * @property {string} [lookAround] what a cell that is not the goal does next ("look along its directions")
 * @property {boolean} [stopsWhenSidesMeet] the goal test is the stop of two searches meeting (bidirectional)
 * @property {string} [unit] what waits in the frontier, when not a cell ("waypoint")
 */

/**
 * @typedef {object} AlgorithmPage
 * @property {string} id its id in the core's table
 * @property {string} help its option help: its name for people, a colon, what it does
 * @property {Pseudocode} pseudocode on the grid
 * @property {Pseudocode} [fleePseudocode] fleeing a threat (the searches that flee)
 * @property {Pseudocode} [graphPseudocode] on the waypoint graph (the searches of graphs)
 * @property {Narration} [narration]
 */

/**
 * Each file by its name (without .js), found from the core's table: web/src/algorithm-pages/<id>.js
 * for every id of ALGORITHMS, so that a new algorithm's file needs no line here. A file that
 * will not load is named (a missing file's error in browsers does not say which it was).
 * @type {Record<string, AlgorithmPage>}
 */
const FILES = Object.fromEntries(await Promise.all(ALGORITHMS.map(async (id) => {
  try {
    // Served as plain modules, and loaded as they are by Vitest: no bundler reads this folder.
    const module = await import(/* @vite-ignore */ `./${id}.js`);
    return [id, module.default];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`The page's algorithm files do not match the core's table: web/src/algorithm-pages/${id}.js, the page file of the algorithm ${id}, did not load (${why}).`, { cause: error });
  }
})));

/**
 * The problems of a set of page files against the ids of the core's table: each a sentence, none when they match.
 * @param {Record<string, AlgorithmPage>} files each file by its name
 * @param {readonly string[]} ids ALGORITHMS
 * @returns {string[]}
 */
export function pageFileProblems(files, ids) {
  const problems = [];
  for (const id of ids) if (!(id in files)) problems.push(`the algorithm ${id} of the core's table has no page file web/src/algorithm-pages/${id}.js`);
  for (const [name, page] of Object.entries(files)) {
    if (!ids.includes(name)) problems.push(`web/src/algorithm-pages/${name}.js is the page file of no algorithm in the core's table`);
    if (page?.id !== name) problems.push(`web/src/algorithm-pages/${name}.js declares the id ${page?.id}, not ${name}`);
  }
  return problems;
}

const problems = pageFileProblems(FILES, ALGORITHMS);
if (problems.length) throw new Error(`The page's algorithm files do not match the core's table: ${problems.join('; ')}.`);

/** The page files, in the order of the core's table. */
export const ALGORITHM_PAGES = Object.freeze(ALGORITHMS.map((id) => FILES[id]));

/**
 * The page file of an algorithm, or undefined for an id the core's table does not have.
 * @param {string} id
 * @returns {AlgorithmPage | undefined}
 */
export function algorithmPage(id) {
  return Object.hasOwn(FILES, id) ? FILES[id] : undefined;
}
