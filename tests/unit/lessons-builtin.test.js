// The built-in lessons tell the truth: every number a caption states is what the library's own search
// gives (cells expanded, path cost, moves), every step shown exists in the search, a stop said to show
// the end shows the last step, and every lesson fits a link (their lengths are printed).
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import { BUILTIN_LESSONS } from '../../web/src/lessons/builtin.js';
import { decodeLesson, encodeLessonUrl, MAX_LESSON_CHARS } from '../../web/src/lessons/format.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function search({ state }) {
  const grid = new pl.Grid(state.width, state.height);
  grid.setCells(state.cells);
  try {
    return pl.findPath(grid, { ...state.options, start: state.start, goal: state.goal });
  } finally {
    grid.delete();
  }
}

const lesson = (id) => BUILTIN_LESSONS.find((l) => l.id === id);

// [lesson id, stop (1-based), what the caption claims]; `end`: the stop shows the search's last step.
const CLAIMS = [
  ['what-is-a-search', 4, { end: true, expanded: 160, moves: 18 }],
  ['costs', 1, { end: true, moves: 15, cost: 55 }],
  ['costs', 3, { end: true, moves: 21, cost: 21 }],
  ['heuristics', 1, { end: true, expanded: 150, cost: 14.49 }],
  ['heuristics', 3, { end: true, expanded: 37, cost: 14.49 }],
  ['quality-for-speed', 1, { end: true, expanded: 60, cost: 19.49 }],
  ['quality-for-speed', 2, { end: true, expanded: 49, cost: 19.49 }],
  ['quality-for-speed', 3, { end: true, expanded: 41, cost: 20.66 }],
  ['quality-for-speed', 4, { end: true, expanded: 38, cost: 19.49 }],
  ['pruning', 1, { end: true, expanded: 36, cost: 20.41 }],
  ['pruning', 3, { end: true, expanded: 8, cost: 20.41 }],
  ['pruning', 4, { end: true, expanded: 16, cost: 21 }],
  ['replanning', 1, { end: true, expanded: 53, cost: 18.49 }],
  ['replanning', 2, { end: true, cost: 19.31 }],
  ['any-angle', 1, { end: true, cost: 20.49 }],
  ['any-angle', 2, { end: true, cost: 19.5, points: 4 }],
];

describe('built-in lessons', () => {
  it('has the seven lessons of the issue, each with a few stops and a caption per stop', () => {
    expect(BUILTIN_LESSONS.map((l) => l.id)).toEqual(['what-is-a-search', 'costs', 'heuristics', 'quality-for-speed', 'pruning', 'replanning', 'any-angle']);
    for (const { stops } of BUILTIN_LESSONS) {
      expect(stops.length).toBeGreaterThanOrEqual(2);
      for (const { caption } of stops) expect(caption.length).toBeGreaterThan(20);
    }
  });

  it.each(CLAIMS)('%s, stop %i: the caption\'s numbers are the core\'s', (id, stopNumber, claim) => {
    const shown = lesson(id).stops[stopNumber - 1];
    const r = search(shown);
    expect(r.status).toBe('found');
    if (claim.end) expect(shown.state.step).toBe(r.expanded);
    if (claim.expanded !== undefined) expect(r.expanded).toBe(claim.expanded);
    if (claim.cost !== undefined) expect(r.cost).toBeCloseTo(claim.cost, 2);
    if (claim.moves !== undefined) expect(r.path.length - 1).toBe(claim.moves);
    if (claim.points !== undefined) expect(r.path.length).toBe(claim.points);
    for (const value of [claim.expanded, claim.cost, claim.moves, claim.points].filter((v) => v !== undefined)) {
      expect(shown.caption).toContain(String(value)); // the number is really the one the caption says
    }
  });

  it('shows steps inside each search', () => {
    for (const { stops } of BUILTIN_LESSONS) {
      for (const s of stops) if (s.state.step !== null) expect(s.state.step).toBeLessThanOrEqual(search(s).expanded);
    }
  });

  it('mud is dearer than the way round, and the replanning lesson\'s doorway is on D* Lite\'s path', () => {
    const bfs = search(lesson('costs').stops[0]);
    const { state } = lesson('costs').stops[0];
    expect(bfs.path.some(([x, y]) => state.cells[y * state.width + x] === 6)).toBe(true);
    expect(search(lesson('costs').stops[2]).path.every(([x, y]) => state.cells[y * state.width + x] === 1)).toBe(true);
    expect(search(lesson('replanning').stops[0]).path).toContainEqual([10, 4]);
  });

  it('fits every lesson in a link, and prints the lengths', async () => {
    const base = 'https://example.org/pathlab/index.html';
    const rows = [];
    for (const l of BUILTIN_LESSONS) {
      const url = await encodeLessonUrl(l, base);
      expect(url.length - base.length - 1).toBeLessThanOrEqual(MAX_LESSON_CHARS);
      const back = await decodeLesson(url);
      expect(back.ok).toBe(true);
      expect(back.lesson.stops.map((s) => s.caption)).toEqual(l.stops.map((s) => s.caption));
      rows.push(`${l.title.padEnd(42)} ${String(l.stops.length).padStart(2)} stops ${String(url.length).padStart(5)} URL characters`);
    }
    console.log(`Built-in lesson links (page address of ${base.length} characters):\n${rows.join('\n')}`);
  });
});
