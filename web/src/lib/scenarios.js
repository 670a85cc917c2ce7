// Moving AI .scen parsing in JS (the C++ reader is in cpp/io/movingai.cpp):
// "version 1" (or 1.0), then per non-empty line nine whitespace-separated fields
//   bucket map width height startX startY goalX goalY optimal
// Never throws: returns { ok: true, scenarios } or { ok: false, error: "line N: ..." }.

import { MAX_SIDE } from './cell-format.js';

const INTEGER = /^\d{1,9}$/;
const DECIMAL = /^\d{1,12}(\.\d{1,20})?$/;

export function parseScenarios(text) {
  if (typeof text !== 'string') return { ok: false, error: 'line 1: scenario text must be a string' };
  const lines = text.split(/\r?\n/);
  let first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return { ok: false, error: 'line 1: empty file' };
  if (!/^version\s+1(\.0)?$/.test(lines[first].trim())) {
    return { ok: false, error: `line ${first + 1}: expected "version 1", found "${clip(lines[first])}"` };
  }
  const scenarios = [];
  for (let i = first + 1; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const parsed = parseScenarioLine(lines[i]);
    if (typeof parsed === 'string') return { ok: false, error: `line ${i + 1}: ${parsed}` };
    scenarios.push(parsed);
  }
  return { ok: true, scenarios };
}

function parseScenarioLine(line) {
  const f = line.trim().split(/\s+/);
  if (f.length !== 9) return `expected 9 fields, found ${f.length}`;
  const ints = [0, 2, 3, 4, 5, 6, 7];
  for (const i of ints) if (!INTEGER.test(f[i])) return `field ${i + 1} must be a whole number, found "${clip(f[i])}"`;
  if (!DECIMAL.test(f[8])) return `optimal length must be a non-negative decimal, found "${clip(f[8])}"`;
  const [bucket, , w, h, sx, sy, gx, gy] = f.map(Number);
  if (w < 1 || h < 1 || w > MAX_SIDE || h > MAX_SIDE) return `map size ${w} x ${h} is out of range`;
  if (sx >= w || sy >= h) return `start (${sx}, ${sy}) is outside the ${w} x ${h} map`;
  if (gx >= w || gy >= h) return `goal (${gx}, ${gy}) is outside the ${w} x ${h} map`;
  const dot = f[8].indexOf('.');
  return {
    bucket, map: f[1], mapWidth: w, mapHeight: h, start: [sx, sy], goal: [gx, gy],
    optimal: Number(f[8]), optimalDecimals: dot < 0 ? 0 : f[8].length - dot - 1,
  };
}

/** Allowed absolute error against a printed optimal length: max(1e-3, 0.5 * 10^-d). */
export function lengthTolerance(decimals) {
  return Math.max(1e-3, 0.5 * 10 ** -decimals);
}

function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
