// What the check's result region says (docs/check-your-search.md, "On the page"): the verdict, where the
// check's settings came from, and the sentence at the first wrong step, which names only the marks drawn
// on the learner's board. Pure JS, no DOM.

import { describeOption } from '../ui/help-text.js';
import { CHECK_OPTIONS } from '../lib/check-options.js';

export const VERDICT_WORDS = Object.freeze({
  correct: 'Correct: a right run of the search',
  diverged: 'Went wrong',
  incomplete: 'Stops too early',
  unreadable: 'Could not be read',
});

/** The verdict line: "name: Went wrong at step 6." */
export function verdictLine(result, name) {
  const words = VERDICT_WORDS[result.verdict] ?? result.verdict;
  return `${name ? `${name}: ` : ''}${words}${result.verdict === 'diverged' ? ` at step ${result.firstWrong.step}` : ''}.`;
}

/** What a correct run could have done at the first wrong step, or '' when the check names nothing. */
export function couldLine(result) {
  const could = result.firstWrong?.expected ?? [];
  if (could.length === 0) return '';
  return `A correct run could have ${result.firstWrong.finding === 'truncated' ? 'gone on with' : 'expanded'} ${listCells(could)} there.`;
}

/**
 * The sentence when playback stops at the first wrong step: what went wrong, then the marks on the learner's
 * board, those drawn only (a trace that stops too early has no cell at fault).
 * @param {{fault: boolean, could: boolean}} drawn which marks the board shows
 */
export function stoppedLine(result, stopStep, drawn) {
  const marks = [];
  if (drawn.fault) marks.push('the cell at fault has a thick solid frame');
  if (drawn.could) marks.push(`dashed frames show what a correct run could have ${result.firstWrong.finding === 'truncated' ? 'gone on with' : 'expanded'}`);
  const where = marks.length ? ` On your board, ${listWords(marks)}.` : '';
  return `Playback stopped at step ${stopStep}, the first wrong step: ${wrongPart(result.firstWrong.message)}${where}`;
}

// A finding's sentence without where it is ("line 12 (step 6): "), which the stop already says.
function wrongPart(message) {
  return message.replace(/^(line|event) \d+ \((step \d+|before the first step)\): /, '');
}

export function listCells(cells) {
  return listWords(cells.map(([x, y]) => `(${x}, ${y})`), 'or');
}

export function listWords(words, and = 'and') {
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/**
 * Which settings the check took from where, in words; '' for a trace that could not be read (it ran with none).
 * @param {object} result the library's result
 * @param {{from: string} | null} map where the map came from (worker/trace-check.js)
 * @param {{start: boolean, goal: boolean, options: string[]} | null} taken what came from the file
 * @param {{tieRule: string} | null} assignment
 * @param {string} mapName the .map file opened with the trace, if one was
 */
export function whereFrom(result, map, taken, assignment, mapName = '') {
  if (result.verdict === 'unreadable' || !map || !taken || !result.options) return '';
  if (assignment) return `Checked with the assignment’s map, start, goal and options${assignment.tieRule === 'fixed' ? ', ties fixed' : ''}.`;
  const algorithm = describeOption('algorithm', result.algorithm).valueLabel;
  const mapWords = map.from === 'file' ? 'the map from the file' : mapName ? `the map from ${mapName}` : 'the board’s map';
  const ends = taken.start && taken.goal ? 'start and goal from the file' : taken.start || taken.goal
    ? `${taken.start ? 'start' : 'goal'} from the file, ${taken.start ? 'goal' : 'start'} from the board` : 'start and goal from the board';
  const named = taken.options.filter((n) => CHECK_OPTIONS.includes(n)).map((n) => describeOption(n).label.toLowerCase());
  const optionWords = named.length ? `${named.join(', ')} from the file, the other options from the board` : 'options from the board';
  const ties = result.options.tieRule === 'fixed' ? '; ties fixed' : '; ties in any order a correct run could take';
  return `Checked as ${algorithm} with ${mapWords}, ${ends}, ${optionWords}${ties}.`;
}
