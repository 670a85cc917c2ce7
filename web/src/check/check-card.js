// "Check my search" on the page (docs/check-your-search.md, "On the page" and "Assignments"): the card,
// on the page from the start, and the routes into the check. The checking itself (check-session.js), its
// result region and assignments load when the card is first used: focus or a press in it, a trace file
// opened or dropped on the page, or an assignment link in the address, which loads it at once (ui/lazy.js).
// A load that fails is said in the page's alert; the next use tries again.

import { isAssignmentLink, PATHLAB_RUN } from './assignment-format.js';
import { actFor } from '../ui/act.js';
import { el } from '../ui/dom.js';
import { lazyPart } from '../ui/lazy.js';
import { reducedMotion } from '../ui/motion.js';

/** File names a dropped or opened trace may have; a dropped .map beside one is the map it was made on. */
export const TRACE_FILE = /\.(txt|trace|log|ya?ml|json)$/i;

/**
 * The check's state, shared with check-session.js once it has loaded. generation: the latest check's ticket;
 * passed: a check of the open assignment was correct.
 * @typedef {{result: object | null, assignment: object | null, before: object | null,
 *   client: import('../worker/search-client.js').SearchClient | null, generation: number, passed: boolean}} CheckState
 */

/** @type {WeakMap<object, CheckState>} app -> its check, for window.pathlab.traceCheck() */
const checks = new WeakMap();

/** The last check's result, the library's object as the worker returned it, or null (window.pathlab.traceCheck()). */
export function lastTraceCheck(app) {
  return checks.get(app)?.result ?? null;
}

/**
 * Adds the Check my search card (to `panel`, as a card of its own), takes dropped trace files, and opens an
 * assignment link in the page's fragment. The result region (before the board) comes with the first check.
 * @param {import('../app/app.js').App} app
 * @param {{panel: HTMLElement, embed?: boolean, actions?: HTMLElement | null}} where panel: where the card goes (the side panel;
 *   the embed's column); actions: the header's actions, which get a button that brings the card into view
 * @returns {Promise<{check(text: string, name?: string): Promise<object | null>, openAssignment(hash: string): Promise<boolean>}>}
 */
export async function installCheck(app, { panel, embed = false, actions = null }) {
  const act = actFor(app);
  /** @type {CheckState} */
  const state = { result: null, assignment: null, before: null, client: null, generation: 0, passed: false };
  checks.set(app, state);
  const ui = buildCard(panel, embed);
  const panelPart = lazyPart('Check my search', () => import('./check-session.js').then((m) => m.startCheck(app, { ui, state, embed })));
  const use = (fn) => act(async (...args) => fn(await panelPart(), ...args));

  // The card is being opened: load the check meanwhile (a load that fails is said by the use that needs it).
  const warm = () => { panelPart().catch(() => {}); };
  ui.card.addEventListener('focusin', warm);
  ui.card.addEventListener('pointerdown', warm);
  // The card is the side panel's last: on a phone that is thousands of pixels down. The header's
  // button (behind Menu on a phone) brings it into view and puts the focus on its file picker.
  if (actions) {
    const go = el('button', { type: 'button', id: 'check-button', textContent: 'Check a trace', title: 'Go to Check my search: a trace from your own search program, replayed and checked' });
    go.addEventListener('click', () => {
      warm();
      ui.card.scrollIntoView({ block: 'start', behavior: reducedMotion() ? 'auto' : 'smooth' });
      ui.file.focus({ preventScroll: true });
    });
    actions.append(go);
  }

  ui.file.addEventListener('change', () => {
    const files = [...ui.file.files];
    ui.file.value = ''; // the same file can be opened again after a fix
    use((check) => check.checkFiles(files))();
  });
  ui.run.addEventListener('click', use((check) => check.checkPasted()));
  ui.undo.addEventListener('click', use((check) => check.bringBack()));
  ui.makeLink.addEventListener('click', use((check) => check.makeLink()));
  ui.leave.addEventListener('click', use((check) => check.leaveAssignment()));
  ui.getMap.addEventListener('click', use((check) => check.download('map')));
  ui.getJson.addEventListener('click', use((check) => check.download('json')));
  ui.getTask.addEventListener('click', use((check) => check.download('task')));
  // A dropped trace comes here; .map and .scen files alone go on to Files and scenarios (share-panel.js),
  // whose listener on the document hears the drop after this one (capture phase) unless it is a trace.
  document.addEventListener('dragover', (e) => {
    if ([...(e.dataTransfer?.types ?? [])].includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', (e) => {
    const files = [...(e.dataTransfer?.files ?? [])];
    if (!files.some((f) => TRACE_FILE.test(f.name))) return;
    e.preventDefault();
    e.stopPropagation();
    use((check) => check.checkFiles(files))();
  }, { capture: true });

  // Pathlab's own run as a Posthoc trace, next to the JSON download (Files and scenarios).
  const exportJson = document.getElementById('export-json');
  if (exportJson) {
    const posthoc = el('button', { type: 'button', id: 'export-posthoc', textContent: 'Download trace for Posthoc (YAML)',
      title: 'This search as a Posthoc search trace, which Posthoc and Check my search read' });
    posthoc.addEventListener('click', use((check) => check.posthocTrace()));
    exportJson.after(posthoc);
    ui.posthoc = posthoc;
  }

  // An assignment link: the check is needed at once. A load that fails is said in the alert, and the page stays as it is.
  const openAssignment = async (hash) => {
    try {
      return await (await panelPart()).openAssignment(hash);
    } catch (error) {
      app.reportError(`This assignment link could not be opened: ${error.message}`);
      return false;
    }
  };
  window.addEventListener('hashchange', () => { if (isAssignmentLink(location.hash)) openAssignment(location.hash); });
  if (isAssignmentLink(location.hash)) await openAssignment(location.hash);
  return {
    check: async (text, name = '') => (await panelPart()).check(text, name),
    openAssignment,
  };
}

// ---- the card ----

/** The card's elements, in `panel`; check-session.js gives them their work. */
export function buildCard(panel, embed) {
  const id = (name) => `check-${name}`;
  const file = el('input', { type: 'file', id: id('file'), multiple: true, accept: '.txt,.trace,.log,.yaml,.yml,.json,.map' });
  const text = el('textarea', { id: id('text'), rows: 5, spellcheck: false, placeholder: 'expand 1 1 g=0 h=5.83\ngenerate 2 1 g=1 h=4.83 parent=1,1\n…' });
  const ties = el('select', { id: id('ties') });
  ties.add(new Option('Any order a correct run could take', 'any'));
  ties.add(new Option('Fixed: as Tie-breaking says', 'fixed'));
  const run = el('button', { type: 'button', id: id('run'), className: 'play', textContent: 'Check my search' });
  const status = el('p', { className: 'hint', id: id('status') });
  status.setAttribute('role', 'status');
  const undo = el('button', { type: 'button', id: id('undo'), textContent: 'Bring back my drawing', hidden: true });

  const taskBox = el('p', { className: 'check-task', id: id('task-text') });
  const settings = el('ul', { className: 'check-settings', id: id('assignment-settings') });
  const getMap = el('button', { type: 'button', id: id('get-map'), textContent: 'Download the map (.map)' });
  const getJson = el('button', { type: 'button', id: id('get-json'), textContent: 'Download the map (JSON)' });
  const getTask = el('button', { type: 'button', id: id('get-task'), textContent: 'Download the task' });
  const leave = el('button', { type: 'button', id: id('leave'), textContent: 'Leave the assignment' });
  const runNote = el('p', { className: 'hint', id: id('run-note'), hidden: true });
  runNote.setAttribute('role', 'status');
  const assignmentBox = el('section', { className: 'check-assignment', id: id('assignment'), hidden: true },
    el('h3', { textContent: 'Assignment' }), taskBox, settings, runNote,
    el('div', { className: 'check-row' }, getMap, getJson, getTask), leave);
  assignmentBox.setAttribute('aria-label', 'Assignment');

  const task = el('textarea', { id: id('task'), rows: 3, placeholder: 'Write A* with 8-way moves and print its trace in the line format.' });
  const fixTies = el('input', { type: 'checkbox', id: id('fix-ties') });
  const runRule = el('select', { id: id('run-rule') });
  for (const { id: value, teacher } of PATHLAB_RUN.values) runRule.add(new Option(teacher, value));
  runRule.value = 'after-correct'; // a new assignment keeps the answer until the student has found it
  const makeLink = el('button', { type: 'button', id: id('make-link'), textContent: 'Copy assignment link' });
  const linkOut = el('input', { type: 'text', id: id('link'), readOnly: true, hidden: true, spellcheck: false });
  linkOut.setAttribute('aria-label', 'Assignment link');
  const linkStatus = el('p', { className: 'hint', id: id('link-status') });
  linkStatus.setAttribute('role', 'status');
  const teacher = el('details', { className: 'check-teacher', id: id('teacher') },
    el('summary', { textContent: 'Make an assignment' }),
    el('p', { className: 'hint', textContent: 'The link holds this map, start, goal and search options, and your task. Students open it, download the map, and drop their trace back.' }),
    el('label', { htmlFor: task.id, textContent: 'Task for the students' }), task,
    el('label', { className: 'inline' }, fixTies, ' Fix the tie rule (as Tie-breaking says)'),
    el('label', { htmlFor: runRule.id, textContent: 'Students see Pathlab’s own run (Play, its trace)' }), runRule,
    makeLink, linkOut, linkStatus);

  const tiesLabel = el('label', { className: 'check-ties' }, 'Ties ', ties);
  const card = el('section', { className: 'card check-card', id: 'check-card' },
    el('h2', { id: id('title'), textContent: 'Check my search' }),
    el('p', { className: 'hint', textContent: 'Run your own search program, print what it does (one line per step, or a Posthoc trace), and check it here: it is replayed step by step and the first wrong step is explained.' }),
    assignmentBox,
    el('label', { className: 'file' }, 'Open a trace file', file),
    el('p', { className: 'hint', textContent: embed ? 'or drop it on the map.' : 'or drop it anywhere on the page.' }),
    el('label', { htmlFor: text.id, textContent: 'Or paste your trace' }), text,
    tiesLabel, run, status, undo, teacher);
  card.setAttribute('aria-labelledby', id('title'));
  panel.append(card);
  return { card, file, text, ties, run, status, undo, task, fixTies, runRule, makeLink, linkOut, linkStatus, getMap, getJson, getTask, leave,
    assignmentBox, taskBox, settings, runNote, tiesLabel, teacher, /** @type {HTMLButtonElement | null} */ posthoc: null };
}
