// "With the panels": the step's sentence and the first entries of the open list, drawn below the
// board of an exported frame. Both come from the models the page's teaching panels read
// (model/explain.js's StepExplainer over model/frontier.js's tracker, following the export's own
// replay), never from the page's DOM, so a frame shows its own step whatever the page shows.

import { BOTH } from '../model/open-list.js';
import { frontierTracker } from '../model/frontier.js';
import { pseudocodeFor } from '../model/pseudocode.js';
import { formatNumber, StepExplainer } from '../model/explain.js';

export const PANEL_MIN_WIDTH = 420; // px: a sentence of the explanation reads in lines of about 60 characters
const FONT_PX = 14;
const LINE_PX = 19;
const PAD = 10;
const SENTENCE_LINES = 4; // at most; a longer sentence ends with "…"
const OPEN_ROWS = 5;

export class PanelFrame {
  /**
   * @param {import('../model/replay.js').TraceReplay} replay the export's own replay
   * @param {{options: object, result: object, width: number, colours: {text: string, muted: string, surface: string, border: string}}} p
   *   the search's options and result, the map's width, the page's text colours
   */
  constructor(replay, { options, result, width, colours }) {
    this.replay = replay;
    this.colours = colours;
    this.columns = width;
    this.integer = options.costModel === 'integer';
    this.tracker = frontierTracker(replay);
    this.explainer = new StepExplainer({ replay, openList: this.tracker, options, code: pseudocodeFor(options, 'grid'),
      describeCell: (cell) => this.#cell(cell), result, width });
  }

  /** The panel's height in px (the same for every frame, so the animation does not jump). */
  static height() {
    return PAD * 2 + LINE_PX * (1 + SENTENCE_LINES + 1 + OPEN_ROWS) + PAD;
  }

  /** Draws the panel for the replay's current step in the box (x, y, width, height). */
  draw(ctx, x, y, width, height) {
    const { text, muted, surface, border } = this.colours;
    this.tracker.sync();
    const { step, text: sentence } = this.explainer.explainStep();
    ctx.save();
    ctx.fillStyle = surface;
    ctx.fillRect(x, y, width, height);
    ctx.fillStyle = border;
    ctx.fillRect(x, y, width, 1);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'top';
    const inner = width - 2 * PAD;
    let top = y + PAD;
    ctx.font = `bold ${FONT_PX}px system-ui, sans-serif`;
    ctx.fillStyle = text;
    ctx.fillText(`Step ${step.toLocaleString('en-US')} of ${this.replay.totalSteps.toLocaleString('en-US')}`, x + PAD, top);
    top += LINE_PX;
    ctx.font = `${FONT_PX}px system-ui, sans-serif`;
    for (const line of wrap(ctx, sentence, inner, SENTENCE_LINES)) {
      ctx.fillText(line, x + PAD, top);
      top += LINE_PX;
    }
    top = y + PAD + LINE_PX * (1 + SENTENCE_LINES) + PAD / 2;
    this.#drawOpenList(ctx, x + PAD, top, inner, { text, muted });
    ctx.restore();
  }

  #drawOpenList(ctx, x, y, width, { text, muted }) {
    const tracker = this.tracker;
    const two = tracker.sides?.length === 2;
    const size = tracker.size;
    const rows = tracker.entries(two ? BOTH : 0, 0, OPEN_ROWS);
    ctx.font = `bold ${FONT_PX}px system-ui, sans-serif`;
    ctx.fillStyle = text;
    const waiting = `${size.toLocaleString('en-US')} waiting`;
    ctx.fillText(size === 0 ? 'Open list: empty' : `Open list, next first (${waiting})`, x, y);
    ctx.font = `${FONT_PX - 1}px ui-monospace, monospace`;
    const { queue, hWeight } = tracker.rule;
    const short = queue || hWeight === 0; // a queue or Dijkstra's list: g is the whole key
    rows.forEach((entry, i) => {
      const n = (value) => formatNumber(value, this.integer);
      const keys = short ? `g ${n(entry.g)}` : `f ${n(entry.f)}  g ${n(entry.g)}  h ${n(entry.h)}`;
      const side = two ? (entry.side === 0 ? '  forward' : '  backward') : '';
      ctx.fillStyle = i === 0 ? text : muted;
      ctx.fillText(clip(ctx, `${i + 1}. ${this.#cell(entry.cell).padEnd(11)} ${keys}${side}`, width), x, y + LINE_PX * (i + 1));
    });
  }

  #cell(cell) {
    const x = cell % this.columns;
    return `(${x}, ${(cell - x) / this.columns})`;
  }
}

// Words of `text` in lines no wider than `width`, at most `max` lines (the last ends with "…" when cut).
function wrap(ctx, text, width, max) {
  const lines = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= width || !line) {
      line = next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === max) break;
  }
  if (lines.length < max && line) lines.push(line);
  else if (lines.length === max && line) lines[max - 1] = clip(ctx, `${lines[max - 1]} ${line}`, width, true);
  return lines.map((l) => clip(ctx, l, width));
}

function clip(ctx, text, width, cut = false) {
  if (!cut && ctx.measureText(text).width <= width) return text;
  let end = text.length;
  while (end > 0 && ctx.measureText(`${text.slice(0, end)}…`).width > width) end--;
  return `${text.slice(0, end)}…`;
}
