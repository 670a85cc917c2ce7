// Writes a Pathlab run as a Posthoc search trace (docs/check-your-search.md, "Pathlab's runs in
// Posthoc"), so that researchers can open it in Posthoc, and as the line format; readTrace
// reads both back to the same events. The trace arrays are the library's (docs/library.md, "The trace").

import { pathlabError } from './errors.js';
import { yamlModule } from './yaml.js';
import { NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_KINDS } from './trace-format.js';
import { CHECK_OPTIONS } from './check-options.js';

const { open: OPEN, improve: IMPROVE, expand: EXPAND } = TRACE_KINDS;
// The Posthoc trace format this writes (posthoc-app's protocol/Trace-v140.ts): views of components,
// each drawn per event with ${{ }} expressions over the event ($) and Posthoc's palette (color).
export const POSTHOC_VERSION = '1.4.0';

/**
 * A Posthoc trace object of a finished search's trace.
 * @param {{kinds, cells, parents, g, h, length, width}} trace a Search's trace (or traceCopy())
 * @param {{ start: number[], goal: number[], options: object, map?: string, frontier?: {gWeight: number, hWeight: number}, path?: number[][] | null }} run
 */
export function posthocTrace(trace, run) {
  const { width } = trace;
  const withH = !run.frontier || run.frontier.hWeight > 0;
  const gWeight = run.frontier?.gWeight ?? 1;
  const hWeight = run.frontier?.hWeight ?? 1;
  const point = (cell) => ({ x: cell % width, y: Math.floor(cell / width) });
  const idOf = (cell) => cell; // cell index y * width + x: unique, and what readTrace takes for a bare id
  /** @type {Record<string, unknown>[]} */
  const events = [
    { type: 'source', id: idOf(run.start[1] * width + run.start[0]), ...pointOf(run.start) },
    { type: 'destination', id: idOf(run.goal[1] * width + run.goal[0]), ...pointOf(run.goal) },
  ];
  let expanded = -1;
  const close = () => {
    if (expanded >= 0) events.push({ type: 'closing', id: idOf(expanded), ...point(expanded) });
    expanded = -1;
  };
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kinds[i] & ~TRACE_BACKWARD_FLAG;
    if (kind !== OPEN && kind !== IMPROVE && kind !== EXPAND) continue; // path and micro-step events: the parents give the path
    const cell = trace.cells[i];
    if (kind === EXPAND) close();
    /** @type {Record<string, unknown>} */
    const event = { type: kind === EXPAND ? 'expanding' : kind === OPEN ? 'generating' : 'updating', id: idOf(cell), ...point(cell) };
    const parent = trace.parents[i];
    if (parent !== NO_PARENT) event.pId = idOf(parent);
    const g = trace.g[i];
    const h = trace.h[i];
    event.g = g;
    if (withH) {
      event.h = h;
      event.f = gWeight * g + hWeight * h;
    }
    if (trace.kinds[i] & TRACE_BACKWARD_FLAG) event.side = 'backward';
    events.push(event);
    if (kind === EXPAND) expanded = cell;
  }
  close();
  if (run.path && run.path.length > 0) {
    const last = run.path[run.path.length - 1];
    events.push({ type: 'end', id: idOf(last[1] * width + last[0]), ...pointOf(last) });
  }
  const pathlab = { start: run.start.slice(), goal: run.goal.slice(), options: { ...run.options } };
  if (run.map !== undefined) pathlab.map = run.map;
  if (run.path) pathlab.path = run.path.map((p) => p.slice());
  return { version: POSTHOC_VERSION, views: VIEWS, pivot: PIVOT, pathlab, events };
}

/** @param {number[]} p */
function pointOf([x, y]) {
  return { x, y };
}

// Posthoc draws each event as a one-cell square at its cell, coloured by its type, and centres its
// camera and path on the cell's middle. The map's walls are not in the trace: Posthoc draws them
// from the .map loaded beside it (docs/check-your-search.md, "Pathlab's runs in Posthoc").
const VIEWS = Object.freeze({
  main: [{ $: 'rect', width: 1, height: 1, x: '${{ $.x }}', y: '${{ $.y }}', fill: '${{ color[$.type] }}' }],
});
const PIVOT = Object.freeze({ x: '${{ $.x + 0.5 }}', y: '${{ $.y + 0.5 }}', scale: 1 });

const LINE_WORDS = Object.freeze({ source: 'start', destination: 'goal', expanding: 'expand', generating: 'generate', updating: 'update', closing: 'close' });

/**
 * A Posthoc trace object as text: 'yaml', 'json' or 'line' (the line format; its events, options and path).
 * @param {object} trace a Posthoc trace object ({ events }), as posthocTrace makes
 * @param {'yaml'|'json'|'line'} format
 */
export function formatTrace(trace, format = 'yaml') {
  if (!trace || !Array.isArray(trace.events)) throw pathlabError('bad-trace', 'formatTrace takes a trace object with an events list');
  if (format === 'json') return `${JSON.stringify(trace)}\n`;
  if (format === 'yaml') return yamlModule().stringify(trace, { aliasDuplicateObjects: false, lineWidth: 0 });
  if (format !== 'line') throw pathlabError('bad-option', `format must be 'yaml', 'json' or 'line', not ${JSON.stringify(format)}`);
  const cellOfId = new Map();
  const lines = [];
  const options = trace.pathlab?.options ?? {};
  for (const name of CHECK_OPTIONS) {
    if (options[name] !== undefined) lines.push(`${name} ${options[name]}`);
  }
  for (const e of trace.events) {
    if (e.id !== undefined) cellOfId.set(e.id, [e.x, e.y]);
    if (e.type === 'end') {
      lines.push('end found');
      continue;
    }
    const word = LINE_WORDS[e.type];
    if (!word) continue;
    let line = `${word} ${e.x} ${e.y}`;
    for (const key of ['g', 'h', 'f']) if (e[key] !== undefined && word !== 'start' && word !== 'goal' && word !== 'close') line += ` ${key}=${e[key]}`;
    const parent = e.pId !== undefined ? cellOfId.get(e.pId) : undefined;
    if (parent && word !== 'close') line += ` parent=${parent[0]},${parent[1]}`;
    lines.push(line);
  }
  if (trace.pathlab?.path?.length) lines.splice(lines.length - (lines.at(-1) === 'end found' ? 1 : 0), 0, `path ${trace.pathlab.path.flat().join(' ')}`);
  return `${lines.join('\n')}\n`;
}
