// "Check my search" at work (docs/check-your-search.md, "On the page"): a trace written by the learner's own
// program (opened, dropped or pasted) is checked in a search worker of its own (worker/trace-check.js, the
// library's checkTrace) and shown in the result region (check-result.js). The latest trace given wins: each
// check takes a ticket when it is asked for, and a check whose ticket is no longer the latest shows nothing.
// Assignments (assignment-session.js) set what the check runs with. The card is check-card.js's, on the page
// from the start; this module loads when the card is first used.

import { SearchClient } from '../worker/search-client.js';
import { describeOption } from '../ui/help-text.js';
import { fullStop } from '../ui/sentence.js';
import { downloadText } from '../ui/dom.js';
import { CHECK_OPTIONS } from '../lib/check-options.js';
import { TRACE_FILE } from './check-card.js';
import { buildRegion } from './check-result.js';
import { startAssignments } from './assignment-session.js';
import { listWords } from './check-words.js';

const MAX_TRACE_FILE_BYTES = 128 * 1024 * 1024; // the library's limit for JSON and the line format (TRACE_LIMITS)

/**
 * Gives the card its work (check-card.js calls this once, when the card is first used) and adds the result
 * region before the board. Each method is a handler of the card's (check-card.js shows what it throws).
 * @param {import('../app/app.js').App} app
 * @param {{ui: ReturnType<typeof import('./check-card.js').buildCard>, state: import('./check-card.js').CheckState, embed: boolean}} parts
 *   the card's elements and the check's state
 */
export function startCheck(app, { ui, state, embed }) {
  const region = buildRegion(app);
  const client = () => (state.client ??= new SearchClient()); // a worker of its own: the board's search stays
  const assignments = startAssignments(app, { ui, state, embed, region, client });
  const latest = (ticket) => ticket === state.generation;

  /**
   * Checks trace text; resolves to the library's result, or null when a newer check replaced it.
   * @param {string} text
   * @param {string} [name] the file's name
   * @param {{ticket?: number, mapName?: string}} [how] ticket: taken when the check was asked for (a file is
   *   read first); mapName: the .map file opened with the trace
   */
  async function check(text, name = '', { ticket = ++state.generation, mapName = '' } = {}) {
    if (!latest(ticket)) return null;
    ui.status.textContent = `Checking ${name || 'the trace'}…`;
    const assignment = state.assignment;
    const model = assignment ? assignments.model() : app.model;
    const board = { start: [...app.model.start], goal: [...app.model.goal], options: app.resolvedOptions(), tieRule: ui.ties.value };
    const imposed = assignment ? { start: assignment.state.start, goal: assignment.state.goal, options: assignment.state.options, tieRule: assignment.tieRule } : null;
    let reply;
    try {
      reply = await client().checkTrace({ model, text, board, imposed });
    } catch (error) {
      if (error.name === 'AbortError' || !latest(ticket)) return null;
      ui.status.textContent = `The trace could not be checked: ${fullStop(error.message)}`;
      state.result = null;
      region.hide(); // no earlier result stays as if it were this trace's
      throw new Error(`The trace could not be checked: ${error.message}`, { cause: error });
    }
    if (!latest(ticket)) return null;
    let boardNote = '';
    if (reply.result.verdict !== 'unreadable' && !assignment) boardNote = await takeFileSettings(reply);
    if (!latest(ticket)) return null;
    state.result = reply.result;
    ui.status.textContent = '';
    if (assignment && reply.result.verdict === 'correct') assignments.passed();
    region.show(reply, { name, boardNote, assignment, mapName, showCore: assignments.runShown() });
    return reply.result;
  }

  // The board takes what the file carried (map, start, goal, options), keeping the drawing to bring back.
  async function takeFileSettings({ result, map, taken }) {
    const changes = [];
    const before = app.getState();
    const next = { ...before, options: { ...before.options }, step: null };
    if (map.from === 'file') {
      Object.assign(next, { width: map.width, height: map.height, cells: map.cells.slice(), view: null });
      changes.push(`map (${map.width} × ${map.height})`);
    }
    if (taken.start || taken.goal || map.from === 'file') {
      next.start = result.start;
      next.goal = result.goal;
      if (String(result.start) !== String(before.start) || String(result.goal) !== String(before.goal)) changes.push('start and goal');
    }
    const options = taken.options.filter((n) => CHECK_OPTIONS.includes(n) && n in before.options && before.options[n] !== taken.values[n]);
    for (const name of options) {
      next.options[name] = taken.values[name];
      changes.push(describeOption(name).label.toLowerCase());
    }
    if (changes.length === 0) return '';
    try {
      await app.applyState(next);
    } catch (error) {
      return `The board could not take the file’s settings (${fullStop(error.message)}) It shows your drawing.`;
    }
    state.before = before;
    ui.undo.hidden = false;
    return `The board now shows the file’s ${listWords(changes)}; “Bring back my drawing” undoes it.`;
  }

  async function bringBack() {
    if (!state.before) return;
    const before = state.before;
    state.before = null;
    ui.undo.hidden = true;
    await app.applyState(before);
    region.note('Your drawing is back on the board.');
  }

  // The ticket is taken before the files are read: a file opened later wins over one still being read.
  async function checkFiles(files) {
    const ticket = ++state.generation;
    const list = [...files];
    const trace = list.find((f) => TRACE_FILE.test(f.name));
    const map = list.find((f) => /\.map$/i.test(f.name));
    if (!trace) throw new Error('no trace file was given (a .txt, .trace, .yaml, .yml or .json file)');
    if (trace.size > MAX_TRACE_FILE_BYTES) throw new Error(`${trace.name} is ${(trace.size / 2 ** 20).toFixed(1)} MiB; a trace may be at most 128 MiB`);
    const useMap = map && !state.assignment;
    if (useMap) {
      const bytes = await map.arrayBuffer();
      if (!latest(ticket)) return;
      const opened = await app.openMapFile(bytes).catch((error) => { throw new Error(`${map.name}: ${error.message}`); });
      if (!opened) return;
    }
    const text = await trace.text();
    await check(text, trace.name, { ticket, mapName: useMap ? map.name : '' });
  }

  async function checkPasted() {
    if (ui.text.value.trim() === '') throw new Error('paste a trace first (lines such as "expand 3 4 g=5.41 h=2.00"), or open a trace file');
    await check(ui.text.value, '');
  }

  // Pathlab's own run as a Posthoc trace (the button beside the JSON download of Files and scenarios).
  async function posthocTrace() {
    if (!assignments.runShown()) throw new Error(assignments.withheldWords());
    const options = { ...app.resolvedOptions(), start: [...app.model.start], goal: [...app.model.goal] };
    const { text } = await client().posthocTrace({ model: app.model, options });
    downloadText('pathlab.trace.yaml', text, 'application/yaml'); // Posthoc opens files named *.trace.json, *.trace.yaml or *.trace.yml
  }

  return { check, checkFiles, checkPasted, bringBack, posthocTrace, ...assignments.handlers };
}
