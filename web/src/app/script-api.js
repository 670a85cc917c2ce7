// window.pathlab: the page's scripting API (docs/embedding.md, "The scripting API"). Methods that
// may need a search return promises; everything else returns plain values.
// Bad arguments throw an Error with a clear message and change nothing.

import { lastTraceCheck } from '../check/check-card.js';
import { lazyPart } from '../ui/lazy.js';

// The drawing and encoding of animations, loaded when a script first asks for one (as the page's dialog does).
const animations = lazyPart('the animation export', () => import('../export/animation.js'));

/** Map text this long (a map of about 1000 x 1000 cells) is parsed in a worker: on the page's thread it held several frames. */
export const WORKER_MAP_CHARS = 1_000_000;

/**
 * @param {import('./app.js').App} app
 * @param {Promise<object>} [ready] announceScriptApi's; without it (the embed page, which publishes once set up) ready resolves at once
 */
export function createScriptApi(app, ready) {
  const withErrorShown = (fn) => (...args) => {
    try {
      return fn(...args);
    } catch (error) {
      app.reportError(error.message);
      throw error;
    }
  };
  const api = Object.freeze({
    /** Resolves to this API once the page is ready (at once where it was published ready). */
    ready: /** @type {Promise<object>} */ (ready ?? Promise.resolve().then(() => api)),
    /**
     * Replaces the map with Moving AI .map text; resolves once it is shown. Text under WORKER_MAP_CHARS is read
     * here and shown before loadMap returns (a bad one throws); longer text is read in a worker (docs/architecture.md,
     * "Big maps"), and the promise rejects with the reader's message.
     */
    loadMap: withErrorShown((text) => {
      if (typeof text !== 'string' || text.length < WORKER_MAP_CHARS) {
        app.loadMap(text);
        return Promise.resolve();
      }
      const shown = app.openMapFile(new TextEncoder().encode(text).buffer);
      return shown.then(() => {}, (error) => { app.reportError(error.message); throw error; });
    }),
    /** The map as Moving AI .map text. */
    exportMap: () => app.exportMap(),
    setStart: withErrorShown((x, y) => { app.setMarker('start', x, y); }),
    setGoal: withErrorShown((x, y) => { app.setMarker('goal', x, y); }),
    /** Merges options (names as in the JS library's findPath, and the game settings agentSize and extraGoals: [[x, y], …]). */
    setOptions: withErrorShown((options) => { app.setOptions(options); }),
    /** Searches to the end; resolves to { status, path, cost, expanded, opened, micros }. */
    run: async () => structuredClone(await app.runToEnd()),
    /** Steps n expansions forward; resolves to state(). */
    step: async (n = 1) => { await app.stepForward(checkCount(n)); return state(app); },
    /** Steps n expansions back; resolves to state(). */
    stepBack: async (n = 1) => { await app.stepBack(checkCount(n)); return state(app); },
    /** { step, totalSteps, status, mode, pageMode, options, start, goal, width, height } */
    state: () => state(app),
    /** Resolves to a link that reopens this map, options and step. */
    shareUrl: () => app.shareUrl(),
    /** The open list at the step shown, the next expansion first: [{ cell: [x, y], f, g, h }, …] (at most `limit`). */
    openList: withErrorShown((limit = 100) => teaching(app).openList(limit)),
    /** { step, text, line }: the step shown, its sentence, the 1-based highlighted line of pseudocode(). */
    explain: () => teaching(app).explain(),
    /**
     * The main board's search as an animation for slides (docs/slides.md): resolves to a Blob (image/gif or
     * video/webm) of the steps from..to; rejects with a clear message for what cannot be made. The page's board stays as it is.
     */
    exportAnimation: async (options = {}) => {
      try {
        const { exportAnimation } = await animations();
        return (await exportAnimation(app, options)).blob;
      } catch (error) {
        app.reportError(`The animation could not be exported: ${error.message}`);
        throw error;
      }
    },
    /** The current algorithm's pseudocode, one string per line. */
    pseudocode: () => teaching(app).pseudocode(),
    /**
     * The centre of cell (x, y) of the main board in viewport CSS pixels, { x, y }, so that a script can press it
     * with a real pointer (it may lie outside the canvas when the view is zoomed or panned away from it).
     */
    cellCenter: withErrorShown((x, y) => cellCenter(app, x, y)),
    /** Predict's state: { on, asked, right, wrong, streak, last } (docs/learning.md). */
    prediction: () => learn(app).predict.state(),
    /** The last Check my search result, the library's checkTrace object, or null (docs/check-your-search.md). */
    traceCheck: () => lastTraceCheck(app),
    /** The built-in lessons: [{ id, title, stops }] (stops: how many). */
    lessons: () => lessons(app).list(),
    /** Opens a built-in lesson (at the stop the learner left it, or stop 1); resolves once the stop shows. */
    openLesson: async (id) => {
      try {
        await lessons(app).open(id);
      } catch (error) {
        app.reportError(error.message);
        throw error;
      }
    },
    /** { id, title, stop, stops, caption } of the lesson shown (stop 1-based), or null. */
    lessonState: () => lessons(app).state(),
    /** Resolves to a link that opens the lesson being written (Make a lesson), on stop 1. */
    lessonLink: () => lessons(app).link(),
    /**
     * Starts an agent walking the path of a search that repairs from a moving start (D* Lite); a wall drawn ahead
     * of it is repaired from its cell (docs/teaching.md, "Watching D* Lite repair"). Resolves once it walks.
     */
    walk: async () => {
      if (!app.walk) throw new Error('the agent walk is not installed on this page');
      try {
        await app.walk.start();
      } catch (error) {
        app.reportError(error.message);
        throw error;
      }
    },
    /** The agent's walk: { state, cell: [x, y] | null, moves, repairs: [{ from, expanded, freshAStarExpanded, cost }], message }. */
    walkState: () => {
      const walk = app.walk;
      if (!walk) return null;
      return structuredClone({ state: walk.state, cell: walk.cell, moves: walk.moves, repairs: walk.repairs, message: walk.message });
    },
    /**
     * What *Fastest for this map* does: the library's pick for this map and diagonal rule (pl.fastestAlgorithm),
     * its algorithm and heuristic set; resolves to the pick { algorithm, heuristic, reason, heuristicReason, … }.
     */
    pickFastest: async () => structuredClone(await app.pickFastest()),
    /** The controller, for page modes and the share work (see app.js). */
    app,
  });
  return api;
}

function checkCount(n) {
  if (!(Number.isInteger(n) && n >= 1) && n !== Infinity) throw new Error(`step count must be an integer >= 1, not ${n}`);
  return n;
}

function state(app) {
  return {
    step: app.step,
    totalSteps: app.totalSteps,
    status: app.status,
    mode: app.mode,
    pageMode: app.modeHost?.state().id ?? 'grid', // 'compare': the searches are on the compare boards, not the main one
    options: { ...app.resolvedOptions(), agentSize: app.game.agentSize, extraGoals: app.game.extraGoals.map((p) => [...p]) },
    start: [...app.model.start],
    goal: [...app.model.goal],
    width: app.model.width,
    height: app.model.height,
  };
}

function cellCenter(app, x, y) {
  if (!app.model.inside(x, y)) throw new Error(`cell (${x}, ${y}) is outside the ${app.model.width} x ${app.model.height} map`);
  const rect = app.renderer.canvas.getBoundingClientRect();
  const [sx, sy] = app.renderer.cellToScreen(x + 0.5, y + 0.5);
  return { x: rect.left + sx, y: rect.top + sy };
}

function learn(app) {
  if (!app.learn) throw new Error('the learning activities are not installed on this page');
  return app.learn;
}

function lessons(app) {
  if (!app.lessons) throw new Error('lessons are not installed on this page');
  return app.lessons;
}

function teaching(app) {
  if (!app.teaching) throw new Error('the teaching views are not installed on this page');
  return app.teaching;
}
