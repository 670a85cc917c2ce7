// Exports the animation of the main board's search (docs/slides.md): the frames are drawn from a
// replay of the search's trace of their own, on a canvas that is never shown, so the page's board,
// step and panels stay as they are; a frame or a few per slice of the page's thread, the GIF
// encoded in a worker (gif-worker.js) or the video recorded from the canvas by the browser
// (MediaRecorder, WebM). Progress is reported per frame; an AbortSignal cancels.

import { TraceReplay } from '../model/replay.js';
import { frontierTracker } from '../model/frontier.js';
import { teachingOverlay } from '../teach/overlay.js';
import { CSS } from '../render/palette.js';
import { BoardFrame } from './board-frame.js';
import { PANEL_MIN_WIDTH, PanelFrame } from './panel-frame.js';
import { fileName, planExport } from './plan.js';

const SLICE_MS = 12; // drawing frames for this long, then the page's thread is free for a turn
const FRAMES_IN_FLIGHT = 6; // frames drawn but not encoded yet, at most (each is width x height x 4 bytes)

/** Whether this browser can record the canvas as a WebM video. */
export function videoSupported() {
  return typeof MediaRecorder === 'function' && typeof HTMLCanvasElement.prototype.captureStream === 'function'
    && MediaRecorder.isTypeSupported('video/webm');
}

/**
 * What exporting `request` would make (planExport's plan), or throws a message for people.
 * @param {import('../app/app.js').App} app
 */
export function planFor(app, request) {
  const source = exportSource(app);
  const { width, height } = source.board.model;
  return planExport(request, { totalSteps: source.replay.totalSteps, width, height,
    panelWidth: PANEL_MIN_WIDTH, panelHeight: PanelFrame.height(), video: videoSupported() });
}

/**
 * Draws and encodes the animation.
 * @param {import('../app/app.js').App} app
 * @param {object} request see planExport
 * @param {{onProgress?: (done: number, total: number) => void, signal?: AbortSignal}} [how]
 * @returns {Promise<{blob: Blob, name: string, plan: object}>}
 */
export async function exportAnimation(app, request, { onProgress = () => {}, signal } = {}) {
  const plan = planFor(app, request);
  const frames = frameDrawer(app, plan);
  const encode = plan.format === 'gif' ? encodeGif : recordVideo;
  const blob = await encode(plan, frames, { onProgress, signal });
  return { blob, name: fileName(plan, frames.algorithm), plan };
}

// The parent arrows and cell numbers the page's board shows (its Teaching views toggles), drawn on the
// frames as the board draws them (same sizes from which they show, same ink); none when both are off.
function teachingOf(app, replay, source) {
  const views = app.teaching;
  if (!views || !(views.arrows || views.numbers)) return null;
  const { arrows, numbers } = views;
  const rule = frontierTracker(replay, { syncNow: false }).rule;
  return teachingOverlay({ arrows: () => arrows, numbers: () => numbers, marks: () => [], ruleOf: () => rule,
    integerCosts: () => (source.options?.costModel ?? app.options.costModel) === 'integer' });
}

function exportSource(app) {
  const source = app.teachSource();
  if (!source) throw new Error('there is no search to export yet: run one first (Play, or Run to the end)');
  if (source.space !== 'grid' || !source.board?.model) throw new Error('only a search on the grid can be exported; the waypoint graph\'s search cannot');
  return source;
}

// The frames: the map and the trace as they are now (an edit on the page while exporting changes neither),
// drawn on a canvas of the frame's size.
function frameDrawer(app, plan) {
  const source = exportSource(app);
  const model = source.board.model;
  const map = { width: model.width, height: model.height, cells: model.cells.slice(), start: [...model.start], goal: [...model.goal] };
  const shown = source.replay;
  const replay = new TraceReplay(shown.trace, shown.cellCount, {
    expandAt: shown.expandAt, maxG: shown.maxG, previous: shown.previous, priorOrder: shown.priorOrder,
    firstCell: shown.firstCell, lastCell: shown.lastCell });
  const style = getComputedStyle(document.documentElement);
  const cssVar = (name, fallback) => style.getPropertyValue(name).trim() || fallback;
  const colours = { surface: cssVar('--surface', '#ffffff'), text: cssVar('--text', '#1c2230'), muted: cssVar('--muted', '#5b6475'), border: cssVar('--border', '#d6dae3') };
  const board = new BoardFrame(map, replay, { colours: source.board.colours.slice(), css: { ...CSS }, scale: plan.scale, overlay: teachingOf(app, replay, source) });
  const panel = plan.panels ? new PanelFrame(replay, { options: source.options, result: source.result, width: map.width, colours }) : null;
  const canvas = document.createElement('canvas');
  canvas.width = plan.width;
  canvas.height = plan.height;
  const ctx = canvas.getContext('2d', { willReadFrequently: plan.format === 'gif' });
  return {
    canvas,
    algorithm: source.options?.algorithm,
    /** Draws frame i (its step) on the canvas. */
    draw(i) {
      replay.seek(plan.steps[i]);
      ctx.fillStyle = colours.surface;
      ctx.fillRect(0, 0, plan.width, plan.height);
      board.draw(ctx, Math.floor((plan.width - plan.boardWidth) / 2), 0);
      panel?.draw(ctx, 0, plan.boardHeight, plan.width, plan.height - plan.boardHeight);
    },
    pixels() { return ctx.getImageData(0, 0, plan.width, plan.height).data.buffer; },
  };
}

function cancelled() {
  return new DOMException('The export was cancelled.', 'AbortError');
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

async function encodeGif(plan, frames, { onProgress, signal }) {
  const worker = new Worker(new URL('./gif-worker.js', import.meta.url), { type: 'module' });
  let encoded = 0;
  let wake = null;
  let failure = null;
  let done = null;
  const finished = new Promise((resolve) => { done = resolve; });
  const onAbort = () => { failure = cancelled(); wake?.(); done(); };
  signal?.addEventListener('abort', onAbort);
  worker.onmessage = ({ data }) => {
    if (data.type === 'encoded') {
      encoded = data.count;
      onProgress(encoded, plan.steps.length);
    } else if (data.type === 'done') done(data.bytes);
    else if (data.type === 'error') { failure = new Error(`the GIF encoder failed: ${data.message}`); done(); }
    wake?.();
  };
  worker.onerror = (event) => { failure = new Error(`the GIF encoder could not run: ${event.message || 'its worker did not start'}`); wake?.(); done(); };
  try {
    if (signal?.aborted) throw cancelled();
    let sliceStart = performance.now();
    for (let i = 0; i < plan.steps.length; i++) {
      while (i - encoded >= FRAMES_IN_FLIGHT && !failure) await new Promise((resolve) => { wake = resolve; });
      if (failure) throw failure;
      frames.draw(i);
      const rgba = frames.pixels();
      const delay = i === plan.steps.length - 1 ? plan.lastDelayMs : plan.delayMs;
      worker.postMessage({ type: 'frame', width: plan.width, height: plan.height, rgba, delay }, [rgba]);
      if (performance.now() - sliceStart > SLICE_MS) {
        await nextTurn();
        sliceStart = performance.now();
      }
    }
    worker.postMessage({ type: 'finish' });
    const bytes = await finished;
    if (failure) throw failure;
    return new Blob([bytes], { type: 'image/gif' });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    worker.terminate();
  }
}

// The browser's recorder takes the canvas's frames as they are drawn, in real time: the video lasts
// as long as recording it does (frames / fps seconds, and the last frame's hold).
async function recordVideo(plan, frames, { onProgress, signal }) {
  if (signal?.aborted) throw cancelled();
  const stream = frames.canvas.captureStream(0);
  const [track] = stream.getVideoTracks();
  const type = ['video/webm;codecs=vp9', 'video/webm;codecs=vp8', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 4_000_000 });
  const chunks = [];
  recorder.ondataavailable = (event) => { if (event.data.size > 0) chunks.push(event.data); };
  const stopped = new Promise((resolve) => { recorder.onstop = resolve; });
  let aborted = false;
  const onAbort = () => { aborted = true; };
  signal?.addEventListener('abort', onAbort);
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  try {
    frames.draw(0);
    recorder.start();
    for (let i = 0; i < plan.steps.length && !aborted; i++) {
      const began = performance.now();
      if (i > 0) frames.draw(i);
      track.requestFrame();
      onProgress(i + 1, plan.steps.length);
      const hold = i === plan.steps.length - 1 ? plan.lastDelayMs : plan.delayMs;
      await wait(Math.max(0, hold - (performance.now() - began)));
    }
    track.requestFrame(); // the last frame's hold ends in the video too
    recorder.stop();
    await stopped;
    if (aborted) throw cancelled();
    return new Blob(chunks, { type: 'video/webm' });
  } finally {
    signal?.removeEventListener('abort', onAbort);
    track.stop();
  }
}
