// Simulate by hand (docs/learning.md, "Simulate by hand"): a small map of buttons, one per cell,
// on which the learner runs breadth-first search, Dijkstra or A* themselves (hand-run.js checks
// each move against the core's run, searched in a worker of its own so the main board's map stays
// in the page's worker), and can play the core's run at any time. Arrow keys move between the
// cells (one tab stop for the whole map); Enter or Space presses one.

import { algorithmInfo } from '../lib/options.js';
import { CSS } from '../render/palette.js';
import { formatNumber } from '../model/explain.js';
import { CELL_STATE, TraceReplay } from '../model/replay.js';
import { SearchClient } from '../worker/search-client.js';
import { cellWords } from './predict-judge.js';
import { HAND_ALGORITHMS, HandRun } from './hand-run.js';
import { countOf, HAND_MAPS, HAND_RULES, handModel, handRulesText } from './hand-maps.js';

const MODEL_RUN_MS = 450; // per step of the model run: slow enough to follow each expansion

export class HandSim {
  /** @param {HTMLElement} container the activity's section (built here) */
  constructor(container) {
    this.container = container;
    this.client = null; // a search worker of its own: the page's keeps the main board's map
    this.run = null; // HandRun
    this.model = null;
    this.marked = new Set();
    this.modelRun = null; // { replay, timer } while the core's run plays
    this.focus = 0;
    this.searches = 0;
    container.innerHTML = `
      <div class="hand-settings">
        <label>Search <select data-role="algorithm" aria-label="Search to run by hand">${Object.keys(HAND_ALGORITHMS).map((id) => `<option value="${id}">${algorithmInfo(id).name}</option>`).join('')}</select></label>
        <label>Map <select data-role="map" aria-label="Small map">${HAND_MAPS.map((m, i) => `<option value="${i}">${m.name}</option>`).join('')}</select></label>
        <button type="button" data-role="restart">Start again</button>
        <button type="button" data-role="model">Play the model run</button>
      </div>
      <p class="hint" data-role="how"></p>
      <p class="hint" data-role="rules"></p>
      <div class="hand-grid" role="grid" aria-label="Map to search by hand"></div>
      <div class="hand-actions"><button type="button" data-role="check" hidden>Check neighbours</button>
        <span class="learn-score" data-role="score"></span></div>
      <p class="learn-feedback" data-role="feedback" role="status"></p>`;
    /** @type {Record<string, any>} the activity's controls by their data-role */
    this.el = Object.fromEntries([...container.querySelectorAll('[data-role]')].map((e) => [/** @type {HTMLElement} */ (e).dataset.role, e]));
    /** @type {HTMLElement} */
    this.grid = container.querySelector('.hand-grid');
    this.el.algorithm.value = 'astar';
    this.el.algorithm.addEventListener('change', () => this.start());
    this.el.map.addEventListener('change', () => this.start());
    this.el.restart.addEventListener('click', () => this.start());
    this.el.model.addEventListener('click', () => (this.modelRun ? this.#stopModelRun() : this.#playModelRun()));
    this.el.check.addEventListener('click', () => this.checkNeighbours());
    this.grid.addEventListener('keydown', (e) => this.#key(e));
  }

  /** Searches the chosen map with the chosen algorithm in the worker and starts the hand run at step 0. */
  async start() {
    this.#stopModelRun();
    const algorithm = this.el.algorithm.value;
    const model = handModel(Number(this.el.map.value));
    this.client ??= new SearchClient();
    const search = ++this.searches;
    this.#say('Searching…');
    let reply;
    try {
      reply = await this.client.search({ model, options: { algorithm, start: model.start, goal: model.goal, ...HAND_RULES, traceDetail: 'micro' }, showStep: 0 });
    } catch (error) {
      if (error.name !== 'AbortError') this.#say(`The search could not run: ${error.message}`);
      return;
    }
    if (search !== this.searches) return; // another map or search was chosen meanwhile
    this.model = model;
    const cells = model.width * model.height;
    const replay = new TraceReplay(reply.trace, cells, reply.index, reply.replayState);
    this.run = new HandRun({ replay, algorithm, width: model.width, isWall: (c) => model.isWall(c % model.width, Math.floor(c / model.width)) });
    this.marked.clear();
    this.focus = model.start[1] * model.width + model.start[0];
    this.el.how.textContent = HAND_ALGORITHMS[algorithm].neighbours
      ? `Press the cell ${algorithmInfo(algorithm).name} expands next; then mark each neighbour it opens or lowers and press Check neighbours. Numbers: ${algorithm === 'astar' ? 'f' : 'g'}.`
      : `Press the cells in the order ${algorithmInfo(algorithm).name} expands them. Numbers: g.`;
    this.el.rules.textContent = handRulesText(algorithm === 'astar');
    this.#say(`Start: (${model.start.join(', ')}) waits alone. Which cell is expanded first?`);
    this.#draw();
  }

  /** Presses cell (x, y): the next expansion, or a neighbour to mark. */
  press(x, y) {
    if (!this.run || !this.model?.inside(x, y)) return null;
    if (this.modelRun) {
      this.#say('The model run is playing: press Back to my run to go on by hand.');
      return null;
    }
    const cell = y * this.model.width + x;
    if (this.run.phase === 'neighbours') {
      if (this.marked.has(cell)) this.marked.delete(cell);
      else this.marked.add(cell);
      this.#draw();
      return null;
    }
    const judged = this.run.pick(cell);
    this.#say(judged.text, judged.correct);
    this.#draw();
    return judged;
  }

  /** Checks the marked neighbours against the core's run. */
  checkNeighbours() {
    if (this.run?.phase !== 'neighbours') return null;
    const checked = this.run.checkNeighbours([...this.marked]);
    this.marked.clear();
    this.#say(checked.text, checked.correct);
    this.#draw();
    return checked;
  }

  /** { algorithm, step, totalSteps, phase, moves, mistakes, feedback, modelRun }. */
  state() {
    const r = this.run;
    return r && { algorithm: r.algorithm, step: r.step, totalSteps: r.replay.totalSteps, phase: r.phase, moves: r.moves, mistakes: r.mistakes,
      feedback: this.el.feedback.textContent, modelRun: !!this.modelRun };
  }

  /** Stops the worker (the activity was closed). */
  close() {
    this.#stopModelRun();
    this.client?.dispose();
    this.client = null;
    this.searches++;
  }

  #say(text, correct) {
    this.el.feedback.textContent = text;
    if (correct === undefined) delete this.el.feedback.dataset.correct;
    else this.el.feedback.dataset.correct = String(correct);
  }

  #playModelRun() {
    if (!this.run) return;
    const replay = new TraceReplay(this.run.trace, this.run.replay.cellCount);
    this.modelRun = { replay, timer: setInterval(() => {
      if (replay.step >= replay.totalSteps) return;
      replay.seek(replay.step + 1);
      this.#draw();
    }, MODEL_RUN_MS) };
    this.el.model.textContent = 'Back to my run';
    this.#say(`The core's run of ${algorithmInfo(this.run.algorithm).name}, step by step.`);
    this.#draw();
  }

  #stopModelRun() {
    if (!this.modelRun) return;
    clearInterval(this.modelRun.timer);
    this.modelRun = null;
    this.el.model.textContent = 'Play the model run';
    this.#say('Back to your run.');
    this.#draw();
  }

  // The cells as buttons, coloured by the run shown (yours, or the model's), with g (or A*'s f).
  #draw() {
    const { model, run } = this;
    if (!model || !run) return;
    const replay = this.modelRun?.replay ?? run.replay;
    const { width, height } = model;
    if (this.grid.children.length !== height) this.#build(width, height);
    // The board's colours (theme and colour-blind palette, render/palette.js), read at each draw.
    for (const name of ['free', 'wall', 'wallHatch', 'open', 'openText', 'closedLow', 'closedText', 'path', 'start', 'goal', 'current']) this.grid.style.setProperty(`--hand-${name}`, CSS[name]);
    const current = replay.current;
    const path = new Set(replay.path);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const cell = y * width + x;
        const button = this.#button(x, y);
        const state = replay.state[cell];
        const wall = model.isWall(x, y);
        const kind = wall ? 'wall' : state === CELL_STATE.closed ? 'closed' : state === CELL_STATE.open ? 'open' : 'free';
        button.className = `hand-cell ${kind}${cell === current ? ' current' : ''}${path.has(cell) ? ' path' : ''}${this.marked.has(cell) ? ' marked' : ''}`;
        const marker = model.isStart(x, y) ? 'S' : model.isGoal(x, y) ? 'G' : '';
        const value = state ? (run.algorithm === 'astar' ? replay.g[cell] + replay.h[cell] : replay.g[cell]) : null;
        const cost = model.cost(x, y);
        button.textContent = value !== null ? formatShort(value) : marker || (cost > 1 && !wall ? `×${cost}` : '');
        button.dataset.marker = value === null ? marker : ''; // S or G as the cell's text until a number takes its place,
        button.dataset.corner = value === null ? '' : marker; // then in its corner
        const words = [cellWords(cell, width), marker === 'S' ? 'start' : marker === 'G' ? 'goal' : '', wall ? 'wall' : kind === 'free' ? '' : kind,
          cost > 1 && !wall ? `cost ${cost}` : '', value !== null ? `${run.algorithm === 'astar' ? 'f' : 'g'} ${formatNumber(value)}` : '',
          this.marked.has(cell) ? 'marked' : ''].filter(Boolean);
        button.setAttribute('aria-label', words.join(', '));
        if (run.phase === 'neighbours') button.setAttribute('aria-pressed', String(this.marked.has(cell)));
        else button.removeAttribute('aria-pressed');
        button.tabIndex = cell === this.focus ? 0 : -1;
      }
    }
    this.el.check.hidden = run.phase !== 'neighbours' || !!this.modelRun;
    this.el.score.textContent = this.modelRun ? `The core's run: step ${replay.step} / ${replay.totalSteps}`
      : `Step ${replay.step} / ${replay.totalSteps} · ${countOf(run.mistakes, 'mistake')} in ${countOf(run.moves, 'move')}`;
  }

  /** @returns {HTMLButtonElement} */
  #button(x, y) {
    return /** @type {HTMLButtonElement} */ (this.grid.children[y].children[x].firstChild);
  }

  #build(width, height) {
    this.grid.style.setProperty('--hand-columns', String(width));
    this.grid.replaceChildren(...Array.from({ length: height }, (_, y) => {
      const row = Object.assign(document.createElement('div'), { role: 'row', className: 'hand-row' });
      row.setAttribute('role', 'row');
      for (let x = 0; x < width; x++) {
        const gridcell = document.createElement('div');
        gridcell.setAttribute('role', 'gridcell');
        const button = Object.assign(document.createElement('button'), { type: 'button' });
        button.dataset.x = String(x);
        button.dataset.y = String(y);
        button.addEventListener('click', () => { this.focus = y * width + x; this.press(x, y); });
        gridcell.append(button);
        row.append(gridcell);
      }
      return row;
    }));
  }

  #key(e) {
    const moves = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[e.key];
    if (e.key === ' ' || e.key === 'Enter') e.stopPropagation(); // the cell's button presses itself, not the page's Play
    if (!move || !this.model) return;
    e.preventDefault();
    e.stopPropagation(); // the page's shortcuts would step the main board
    const { width, height } = this.model;
    const x = Math.max(0, Math.min(width - 1, (this.focus % width) + move[0]));
    const y = Math.max(0, Math.min(height - 1, Math.floor(this.focus / width) + move[1]));
    this.focus = y * width + x;
    this.#draw();
    this.#button(x, y).focus();
  }
}

// A number short enough for a small cell: one decimal, none when whole.
function formatShort(v) {
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}
