// An assignment on the page (docs/check-your-search.md, "Assignments"): the teacher's link is made from the
// board; a student's link opens the teacher's map, options and task, puts the card beside the board, and
// keeps Pathlab's own run (Play, its trace, the check's second board) from the student as the teacher chose
// (PATHLAB_RUN): never, until the student's own check is correct, or always. Leaving it brings back the
// drawing the page showed before.

import { GridModel } from '../model/grid-model.js';
import { fullStop } from '../ui/sentence.js';
import { exportMapText } from '../share/map-files.js';
import { copyText, downloadText, el } from '../ui/dom.js';
import { decodeAssignment, encodeAssignmentUrl, isAssignmentLink, PATHLAB_RUN, pathlabRunShown } from './assignment-format.js';
import { assignmentMapJson, assignmentTaskText, settingLines } from './assignment-files.js';

const NARROW = '(max-width: 900px)'; // the page's one-column layout (styles.css): the panel comes after the whole stage

/**
 * @param {import('../app/app.js').App} app
 * @param {{ui: ReturnType<typeof import('./check-card.js').buildCard>, state: import('./check-card.js').CheckState, embed: boolean,
 *   region: ReturnType<typeof import('./check-result.js').buildRegion>, client: () => import('../worker/search-client.js').SearchClient}} parts
 */
export function startAssignments(app, { ui, state, embed, region }) {
  const home = { parent: ui.card.parentElement, next: ui.card.nextSibling }; // where the card goes back to
  const narrow = typeof matchMedia === 'function' ? matchMedia(NARROW) : null;
  narrow?.addEventListener?.('change', () => placeCard());

  const runRule = () => state.assignment?.pathlabRun ?? PATHLAB_RUN.default;
  const runShown = () => pathlabRunShown(runRule(), state.passed);
  const withheldWords = () => PATHLAB_RUN.values.find((v) => v.id === runRule())?.withheld ?? '';

  // The run hidden or shown, everywhere the page would show it: the board's search (Play, the steps, the
  // shortcuts, the downloads that run it) is refused with the note's words, and the controls that offer it hide.
  function applyRunRule() {
    const hidden = !runShown();
    app.setSearchGate(hidden ? withheldWords : null);
    ui.runNote.textContent = hidden ? withheldWords() : '';
    ui.runNote.hidden = !hidden;
    if (ui.posthoc) ui.posthoc.hidden = hidden;
    if (hidden) document.body.dataset.runWithheld = ''; // check.css hides the page's Play and the downloads of the run
    else delete document.body.dataset.runWithheld;
  }

  // The card beside the board while an assignment is open: at the top of the side panel, or, in the one-column
  // layout, right under the board's playback row; back where it was after. The embed's card is under its board.
  function placeCard() {
    if (embed) return;
    if (!state.assignment) {
      if (ui.card.parentElement !== home.parent) home.parent.insertBefore(ui.card, home.next?.parentElement === home.parent ? home.next : null);
      return;
    }
    const row = document.querySelector('.stage > .playback');
    if (narrow?.matches && row) row.after(ui.card);
    else home.parent.prepend(ui.card);
  }

  async function makeLink() {
    const link = await encodeAssignmentUrl({ state: app.getState(), task: ui.task.value, tieRule: ui.fixTies.checked ? 'fixed' : 'any', pathlabRun: ui.runRule.value },
      new URL(embed ? 'index.html' : '', location.href).href);
    ui.linkOut.value = link;
    ui.linkOut.hidden = false;
    ui.linkOut.select();
    ui.linkStatus.textContent = `${link.length.toLocaleString('en')} characters. ${await copyText(link) ? 'Copied to the clipboard.' : 'Press Ctrl+C (⌘C) to copy.'}`;
  }

  /** Opens an assignment link; a broken one is reported and changes nothing. Resolves to whether it opened. */
  async function openAssignment(hash) {
    const decoded = await decodeAssignment(hash);
    if (decoded.ok === false) {
      app.reportError(`This assignment link could not be opened: ${fullStop(decoded.error)} Nothing on the page was changed.`);
      return false;
    }
    const before = app.getState();
    try {
      await app.applyState({ ...decoded.assignment.state, view: null, step: null });
    } catch (error) {
      app.reportError(`This assignment's map could not be opened: ${fullStop(error.message)} Nothing on the page was changed.`);
      return false;
    }
    state.assignment = decoded.assignment;
    state.passed = false;
    state.before = before;
    ++state.generation; // a check of the page's board still under way is not this assignment's
    region.hide();
    showAssignment(decoded.assignment);
    ui.undo.hidden = true;
    return true;
  }

  async function leaveAssignment() {
    const before = state.before;
    state.assignment = null;
    state.passed = false;
    state.before = null;
    ++state.generation;
    region.hide();
    showAssignment(null);
    if (isAssignmentLink(location.hash)) history.replaceState(null, '', location.href.split('#')[0]); // a reload shows the drawing, not the assignment
    if (before) await app.applyState(before);
  }

  // The card as it is for an assignment (its task and settings, no tie choice, no teacher's part), or without one.
  function showAssignment(assignment) {
    ui.assignmentBox.hidden = !assignment;
    ui.tiesLabel.hidden = !!assignment;
    ui.teacher.hidden = !!assignment;
    applyRunRule();
    placeCard();
    if (!assignment) return;
    ui.taskBox.textContent = assignment.task;
    const { state: board } = assignment;
    ui.settings.replaceChildren(...[`Map: ${board.width} × ${board.height}; start (${board.start.join(', ')}), goal (${board.goal.join(', ')})`,
      ...settingLines(board.options, app.pathlab), assignment.tieRule === 'fixed' ? 'Ties: fixed by the tie rule' : 'Ties: any order a correct run could take']
      .map((line) => el('li', { textContent: line })));
  }

  /** @param {'map' | 'json' | 'task'} kind */
  function download(kind) {
    if (kind === 'map') downloadText('assignment.map', exportMapText(app.pathlab, state.assignment.state), 'text/plain');
    else if (kind === 'json') downloadText('assignment.json', assignmentMapJson(state.assignment), 'application/json');
    else downloadText('assignment.txt', assignmentTaskText(state.assignment, app.pathlab), 'text/plain');
  }

  return {
    runShown,
    withheldWords,
    /** A check of the assignment was correct: the run shows when the teacher allowed it after that. */
    passed() {
      state.passed = true;
      applyRunRule();
    },
    /** The assignment's map as a model of its own: the check uses it whatever the board shows meanwhile. */
    model() {
      const { state: board } = state.assignment;
      const model = new GridModel(board.width, board.height, board.cells);
      model.start = [...board.start];
      model.goal = [...board.goal];
      return model;
    },
    handlers: { makeLink, openAssignment, leaveAssignment, download },
  };
}
