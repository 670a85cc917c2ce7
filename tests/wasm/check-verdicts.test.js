// The check's verdicts on traces written by hand here, where the right verdict is known without the
// checker: a file cut off inside an expansion is incomplete, never diverged; numbers are compared by
// the one rule (printed decimals in text, values in YAML and JSON, a whole number only for a whole
// value); Posthoc's event aliases, its v1.0.4 eventList and C++'s SIZE_MAX parent are read, and
// events of unknown types are reported; cells off the map get the same verdict in the library and
// in the page's worker; Pathlab writes Posthoc's trace version 1.4.0.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { checkTraceReply } from '../../web/src/worker/trace-check.js';
import { formatNumber } from '../../web/src/model/numbers.js';

let pl;
let grid; // 5 × 3, no walls
const options = { start: [0, 0], goal: [4, 2], algorithm: 'astar' };
const R2 = Math.SQRT2;
const octile = (x, y) => Math.max(4 - x, 2 - y) + (R2 - 1) * Math.min(4 - x, 2 - y);
beforeAll(async () => {
  pl = await loadPathlab();
  grid = pl.Grid.fromMatrix([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]]);
});
afterAll(() => grid.delete());

const f = (x) => x.toFixed(4);
// A* from (0, 0), written out here: the start's three neighbours, then (1, 1) (lowest f) and its new ones.
const line = (word, x, y, g, parent) => `${word} ${x} ${y} g=${f(g)} h=${f(octile(x, y))}${parent ? ` parent=${parent}` : ''}`;
const STEP1 = [line('expand', 0, 0, 0), line('generate', 1, 0, 1, '0,0'), line('generate', 0, 1, 1, '0,0'), line('generate', 1, 1, R2, '0,0')];
const STEP2_EXPAND = line('expand', 1, 1, R2);
const STEP2_SOME = [line('generate', 2, 1, 1 + R2, '1,1'), line('generate', 1, 2, 1 + R2, '1,1')];

describe('a trace cut off inside an expansion is incomplete', () => {
  test('the file ends right after an expand line', () => {
    const r = pl.checkTrace(grid, options, [...STEP1, STEP2_EXPAND].join('\n'));
    expect(r.verdict).toBe('incomplete');
    expect(r.firstWrong).toMatchObject({ finding: 'truncated', step: 2 });
  });

  test('the file ends inside the neighbours of an expansion', () => {
    const r = pl.checkTrace(grid, options, [...STEP1, STEP2_EXPAND, ...STEP2_SOME].join('\n'));
    expect(r.verdict).toBe('incomplete');
    expect(r.firstWrong.message).toMatch(/ends inside step 2, the expansion of \(1, 1\)/);
  });

  test('only an event that proves the expansion finished makes a missing neighbour a fault', () => {
    for (const proof of ['close 1 1', 'end no-path', line('expand', 2, 1, 1 + R2)]) {
      const r = pl.checkTrace(grid, options, [...STEP1, STEP2_EXPAND, ...STEP2_SOME, proof].join('\n'));
      expect(r.verdict, proof).toBe('diverged');
      expect(r.firstWrong.finding, proof).toBe('missed-neighbour');
    }
    // A close printed before the neighbours proves nothing.
    const early = pl.checkTrace(grid, options, [...STEP1, STEP2_EXPAND, 'close 1 1', ...STEP2_SOME].join('\n'));
    expect(early.verdict).toBe('incomplete');
  });

  test('a line cut in the middle at the very end: "the file looks cut off at line N"', () => {
    const text = [...STEP1, STEP2_EXPAND, 'genera'].join('\n');
    const r = pl.checkTrace(grid, options, text);
    expect(r.verdict).toBe('incomplete');
    expect(r.firstWrong.message).toMatch(/the file looks cut off at line 6/);
    // The same word with a line break after it was written whole: the format is wrong.
    expect(pl.checkTrace(grid, options, `${text}\n`).verdict).toBe('unreadable');
    // A number cut short in the last line ("g=2.4142" cut to "g=2."): cut off, not a wrong g.
    const cutNumber = [...STEP1, STEP2_EXPAND, 'generate 2 0 g=2.'].join('\n');
    expect(pl.checkTrace(grid, options, cutNumber)).toMatchObject({ verdict: 'incomplete', firstWrong: { finding: 'truncated' } });
    const cutWhole = [...STEP1, STEP2_EXPAND, 'generate 2 0 g=2'].join('\n');
    expect(pl.checkTrace(grid, options, cutWhole)).toMatchObject({ verdict: 'incomplete', firstWrong: { finding: 'truncated' } });
    expect(pl.checkTrace(grid, options, `${cutWhole}\n`)).toMatchObject({ verdict: 'diverged', firstWrong: { finding: 'wrong-g' } });
  });
});

describe('numbers: one rule', () => {
  const withG = (g) => ['expand 0 0 g=0', `generate 1 1 g=${g} parent=0,0`, 'close 0 0'].join('\n');
  const verdictOf = (trace) => pl.checkTrace(grid, options, trace);

  test('in text, a number is compared at the decimals it was printed with; a whole number only for a whole value', () => {
    expect(verdictOf(withG('1.41')).firstWrong?.finding).not.toBe('wrong-g');
    expect(verdictOf(withG('1.4142')).firstWrong?.finding).not.toBe('wrong-g');
    expect(verdictOf(withG('1.42')).firstWrong).toMatchObject({ finding: 'wrong-g', step: 1 });
    const whole = verdictOf(withG('1'));
    expect(whole.firstWrong).toMatchObject({ finding: 'wrong-g', step: 1, event: 1 });
    expect(whole.firstWrong.message).toMatch(/should be 1\.41\b/);
    // A whole number for a whole value is right: the straight step's g is 1.
    expect(verdictOf(['expand 0 0 g=0', 'generate 1 0 g=1 parent=0,0', 'close 0 0'].join('\n')).firstWrong?.finding).not.toBe('wrong-g');
  });

  const json = (g) => JSON.stringify({ events: [{ type: 'expanding', x: 0, y: 0, g: 0 }, { type: 'generating', x: 1, y: 1, g, pId: null }] })
    .replace('"g":"G"', '"g":G');

  test('in JSON and YAML, numbers are values: 1.0000 is 1, and rounding to two decimals is wrong', () => {
    expect(verdictOf(json(R2)).firstWrong?.finding).not.toBe('wrong-g');
    expect(verdictOf(json(1.4142136)).firstWrong?.finding).not.toBe('wrong-g'); // a float's digits
    expect(verdictOf(json(1.41)).firstWrong).toMatchObject({ finding: 'wrong-g', event: 1 });
    const ones = '{"events": [{"type": "expanding", "x": 0, "y": 0, "g": 0}, {"type": "generating", "x": 1, "y": 1, "g": 1.0000}]}';
    expect(verdictOf(ones).firstWrong).toMatchObject({ finding: 'wrong-g', event: 1 });
    const yaml = 'events:\n  - {type: expanding, x: 0, y: 0, g: 0}\n  - {type: generating, x: 1, y: 1, g: 1.0000}\n';
    expect(verdictOf(yaml).firstWrong).toMatchObject({ finding: 'wrong-g', event: 1 });
    const yamlRight = `events:\n  - {type: expanding, x: 0, y: 0, g: 0}\n  - {type: generating, x: 1, y: 1, g: ${R2}}\n`;
    expect(verdictOf(yamlRight).firstWrong?.finding).not.toBe('wrong-g');
  });

  test('messages show enough digits to see the difference', () => {
    const h = octile(1, 1);
    const trace = JSON.stringify({ events: [{ type: 'expanding', x: 0, y: 0, g: 0 }, { type: 'generating', x: 1, y: 1, g: R2, h, f: R2 + h + 0.001 }] });
    const r = verdictOf(trace);
    expect(r.firstWrong.finding).toBe('wrong-f');
    const [, said, right] = /f is ([\d.]+), but f[^\d]* is ([\d.]+)/.exec(r.firstWrong.message);
    expect(said).not.toBe(right);
  });
});

describe('reading what Posthoc reads', () => {
  const events = (list) => ({ version: '1.4.0', events: list });
  const SIZE_MAX = 18446744073709552000;

  test('its event type aliases, and SIZE_MAX as no parent', () => {
    const trace = events([
      { type: 'start', id: 0, x: 0, y: 0 }, { type: 'goal', id: 14, x: 4, y: 2 },
      { type: 'open', id: 0, x: 0, y: 0, g: 0, pId: SIZE_MAX },
      { type: 'expanding', id: 0, x: 0, y: 0, g: 0, pId: SIZE_MAX },
      { type: 'generate', id: 1, x: 1, y: 0, g: 1, pId: 0 },
      { type: 'opening', id: 5, x: 0, y: 1, g: 1, pId: 0 },
      { type: 'open', id: 6, x: 1, y: 1, g: R2, pId: 0 },
      { type: 'close', id: 0, x: 0, y: 0 },
    ]);
    const read = pl.readTrace(trace);
    expect(read.events.map((e) => e.type)).toEqual(['source', 'destination', 'generating', 'expanding', 'generating', 'generating', 'generating', 'closing']);
    expect(read.events[3].parent).toBeNull();
    expect(read.ignored).toBe(0);
    expect(pl.checkTrace(grid, { algorithm: 'astar' }, trace)).toMatchObject({ verdict: 'incomplete', expansions: 1, start: [0, 0], goal: [4, 2] });
    const ended = pl.readTrace(events([{ type: 'solution', x: 4, y: 2 }, { type: 'finish', x: 4, y: 2 }]));
    expect(ended.events.map((e) => e.type)).toEqual(['end', 'end']);
  });

  test('a Posthoc object with a key of its own named format is read as Posthoc, not taken as already read', () => {
    const r = pl.checkTrace(grid, options, { format: 'line', events: [{ type: 'expanding', x: 0, y: 0, g: 0 }] });
    expect(r).toMatchObject({ verdict: 'incomplete', expansions: 1 });
  });

  test('the v1.0.4 eventList', () => {
    const read = pl.readTrace({ eventList: [{ type: 'source', id: 0, x: 0, y: 0 }, { type: 'expanding', id: 0, x: 0, y: 0 }] });
    expect(read.events.map((e) => e.type)).toEqual(['source', 'expanding']);
  });

  test('events of a type not understood are reported, never silently dropped', () => {
    const trace = events([{ type: 'expanding', x: 0, y: 0, g: 0 }, { type: 'teleport', x: 3, y: 1 }, { type: 'teleport', x: 3, y: 2 }, { type: 'note' }]);
    const r = pl.checkTrace(grid, options, trace);
    expect(r.notes.join(' ')).toMatch(/3 events of a type the check does not know were skipped: 'teleport' \(2\), 'note' \(1\)/);
  });

  test('Pathlab writes Posthoc\'s trace version 1.4.0: views of components, a pivot, events', () => {
    const trace = pl.posthocTrace(grid, options);
    expect(trace.version).toBe('1.4.0');
    expect(trace.render).toBeUndefined();
    expect(trace.views.main[0]).toMatchObject({ $: 'rect', width: 1, height: 1, x: '${{ $.x }}', y: '${{ $.y }}' });
    expect(trace.pivot).toMatchObject({ x: '${{ $.x + 0.5 }}', y: '${{ $.y + 0.5 }}' });
    const yaml = pl.formatTrace(trace, 'yaml');
    expect(yaml).toMatch(/^version: 1\.4\.0$/m);
    expect(pl.checkTrace(grid, {}, yaml).verdict).toBe('correct');
  });
});

describe('a trace naming options the check cannot replay', () => {
  test('is unreadable, not an error of the caller\'s', () => {
    for (const [line, words] of [['heuristic manhat-tan', /line 1: the trace's unknown heuristic 'manhat-tan'/],
      ['heuristic landmarks', /cannot replay: the heuristic 'landmarks'/], ['algorithm jps', /cannot replay: .*not Jump point search/]]) {
      const r = pl.checkTrace(grid, { start: [0, 0], goal: [4, 2] }, `${line}\nexpand 0 0\n`);
      expect(r.verdict, line).toBe('unreadable');
      expect(r.firstWrong.message, line).toMatch(words);
    }
    // The caller's own: thrown, with its code.
    expect(() => pl.checkTrace(grid, { ...options, algorithm: 'jps' }, 'expand 0 0\n')).toThrow(expect.objectContaining({ code: 'unsupported-combination' }));
  });
});

describe('one verdict everywhere', () => {
  test('cells off the map: the page\'s worker gives the library\'s verdict, with or without its start', () => {
    const text = 'start 0 0\ngoal 4 2\nexpand 0 0 g=0\ngenerate 7 0 g=1 parent=0,0\n';
    const library = pl.checkTrace(grid, options, text);
    expect(library).toMatchObject({ verdict: 'diverged', firstWrong: { finding: 'off-map', step: 1 } });
    const page = checkTraceReply(pl, {
      width: grid.width, height: grid.height, cells: grid.getCells(), text,
      board: { start: [0, 0], goal: [4, 2], options: { algorithm: 'astar' } }, imposed: null,
    });
    expect(page.result.verdict).toBe(library.verdict);
    expect(page.result.firstWrong).toEqual(library.firstWrong);
    // A step the rule does not allow (two cells at once) has no price: its g is not known, and says so.
    const jump = checkTraceReply(pl, {
      width: grid.width, height: grid.height, cells: grid.getCells(), text: 'start 0 0\ngoal 4 2\nexpand 0 0\ngenerate 2 0 parent=0,0\n',
      board: { start: [0, 0], goal: [4, 2], options: { algorithm: 'astar' } }, imposed: null,
    });
    expect(jump.result.verdict).toBe('diverged');
    const jumped = Array.from(jump.learner.trace.cells).indexOf(2);
    expect(Number.isNaN(jump.learner.trace.g[jumped])).toBe(true);
    expect(formatNumber(jump.learner.trace.g[jumped])).toBe('?');
    const offStart = 'start 9 0\ngoal 4 2\nexpand 9 0\n';
    expect(pl.checkTrace(grid, {}, offStart)).toMatchObject({ verdict: 'diverged', firstWrong: { finding: 'off-map', step: 0 } });
    expect(pl.checkTrace(grid, { start: [0, 0] }, offStart)).toMatchObject({ verdict: 'diverged', firstWrong: { step: 0 } });
  });
});
