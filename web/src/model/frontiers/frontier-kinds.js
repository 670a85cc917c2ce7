// The page's words for each kind of frontier a search keeps (trace.frontier.kind, the core's
// FrontierKind, cpp/core/algorithm_info.hpp), one file per kind: web/src/model/frontiers/<kind>.js,
// loaded for every kind of the core's table of algorithms, so that a new kind is its model and
// that one file (docs/contributing.md, "Adding a frontier kind"). A kind's file says which
// model follows it (model/frontier.js) and what the step sentences (model/explain.js), the
// list's heading (teach/panels/open-list-panel.js), the quiz (learn/questions.js) and the
// predictions (learn/predict-judge.js) call its parts. What it leaves out reads as a priority
// queue ordered by its key, the kind most searches keep.

import { ALGORITHM_INFO } from '../../lib/options.js';

/**
 * @typedef {object} FrontierKind
 * @property {string} kind its name in the core's table
 * @property {(replay: import('../replay.js').TraceReplay, how?: {syncNow?: boolean}) => any} track its model, synced with the replay
 * @property {string} [container] where entries wait, in step sentences ("the queue"); default 'open list'
 * @property {string} [list] where entries wait, in quiz questions; default the open list(s)
 * @property {(ex: import('../explain.js').StepExplainer, start: string, h: number) => string} [startSentence] step 0 from the start cell and its h
 * @property {(ex: import('../explain.js').StepExplainer, i: number, cell: string, g: number, h: number) => string} [expandSentence] an expand event i
 * @property {string} [improvedWhat] what an improve event lowers, before the cell ("rhs of "); default g
 * @property {(tracker: any, count: string, size: number, integer: boolean) => string} [title] the list's heading, from its entry count
 * @property {boolean} [tieColumn] the list shows the tie value when the rule breaks ties by age (default true)
 * @property {boolean} [showsF] the quiz shows each entry's f (default true)
 * @property {boolean} [asksValues] the quiz asks a cell's g, h or f (default true)
 * @property {boolean} [asksParents] the quiz asks whether a waiting cell's parent changes (default true)
 * @property {boolean} [countsOpened] every opened cell waits until expanded: the quiz's count is opened minus expanded
 * @property {boolean} [keyed] entries are taken by key, so a guess that ties with the next one's key is right
 * @property {{name: string, value: (entry: any, format: (n: number) => string) => string, same: (a: any, b: any) => boolean}} [key] a key other than f
 * @property {(p: object) => string} [reason] why the next entry goes next and the guess does not (default: the lowest key)
 */

const KINDS = [...new Set(ALGORITHM_INFO.map((a) => a.frontier))];

/** @type {Record<string, FrontierKind>} */
const FILES = Object.fromEntries(await Promise.all(KINDS.map(async (kind) => {
  try {
    // Served as plain modules, and loaded as they are by Vitest: no bundler reads this folder.
    const module = await import(/* @vite-ignore */ `./${kind}.js`);
    if (module.default?.kind !== kind) throw new Error(`it declares the kind ${module.default?.kind}`);
    return [kind, module.default];
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`The page's frontier kinds do not match the core's table: web/src/model/frontiers/${kind}.js, the words of the frontier kind ${kind}, did not load (${why}).`, { cause: error });
  }
})));

/**
 * The words of a frontier kind; a trace that names no kind the table has reads as a priority queue.
 * @param {string | undefined} kind trace.frontier.kind
 * @returns {FrontierKind}
 */
export function frontierKind(kind) {
  return (kind !== undefined && Object.hasOwn(FILES, kind) ? FILES[kind] : undefined) ?? FILES['priority-queue'];
}
