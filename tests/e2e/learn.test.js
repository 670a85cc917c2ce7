// Learning by doing in Chromium with real input (docs/learning.md): Predict answered by mouse
// clicks at window.pathlab.cellCenter, by the keyboard on the focused map and by taps on a
// 390 x 844 phone, each checked against the library's own trace of the same search in Node;
// Quiz me answered by clicks; hand simulations of breadth-first search and A* done by clicks on
// the small map, with wrong moves explained; screenshots tests/artifacts/learn-*.png.
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from 'pathlab';
import { ARTIFACTS, openInContext, pageMatrix, useServedBrowser } from './support.js';
import { searchTrace } from '../wasm/teach-support.js';
import { HAND_MAPS } from '../../web/src/learn/hand-maps.js';
import { BUILTIN_LESSONS } from '../../web/src/lessons/builtin.js';

const suite = useServedBrowser();
// Desktop: the whole page (the activity's card is under the board); phone: the screen, scrolled to `top`.
async function screenshot(page, name, top = null) {
  if (top) await page.evaluate((selector) => document.querySelector(selector).scrollIntoView({ block: 'start' }), top);
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: !top });
}

// A 20 x 12 map with a wall between start and goal, as Moving AI text.
const WALLED = ['type octile', 'height 12', 'width 20', 'map',
  ...Array.from({ length: 12 }, (_, y) => Array.from({ length: 20 }, (_, x) => (x === 9 && y > 1 && y < 11 ? '@' : '.')).join(''))].join('\n');

async function openPlayground(options = {}) {
  const session = await openInContext(suite.browser, `${suite.origin}/`, options);
  const { loadPathlab } = await import('pathlab');
  suite.pl ??= await loadPathlab();
  await session.page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
  return session;
}

// The library's trace of the page's search, run in Node on the page's own map and options.
async function libraryRun(page, changes = {}) {
  const state = await page.evaluate(() => window.pathlab.state());
  const matrix = await pageMatrix(page, suite.pl);
  const { algorithm, heuristic, diagonalMovement, tieBreaking, costModel, weight } = state.options;
  const { trace } = searchTrace(suite.pl, matrix, { algorithm, heuristic, diagonalMovement, tieBreaking, costModel, weight, start: state.start, goal: state.goal, ...changes });
  const expands = [];
  for (let i = 0; i < trace.kinds.length; i++) if (trace.kinds[i] === 2) expands.push(trace.cells[i]);
  return { width: state.width, next: (step) => [expands[step] % state.width, Math.floor(expands[step] / state.width)] };
}

const predictButton = (page) => page.getByRole('button', { name: /predict/i });
const prediction = (page) => page.evaluate(() => window.pathlab.prediction());
const step = (page) => page.evaluate(() => window.pathlab.state().step);

// The viewport point of a cell's centre, with the board scrolled into view first (pressing a control
// under the board scrolls the page down to it).
async function cellPoint(page, [x, y]) {
  await page.evaluate(() => document.getElementById('board').scrollIntoView({ block: 'nearest' }));
  return page.evaluate(([cx, cy]) => window.pathlab.cellCenter(cx, cy), [x, y]);
}

async function click(page, cell) {
  const at = await cellPoint(page, cell);
  await page.mouse.click(at.x, at.y);
}

describe('Predict', () => {
  it('is answered by real mouse clicks: right answers and wrong ones, each then shows the step', async () => {
    const { page, errors, close } = await openPlayground();
    await predictButton(page).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status)).toBe('running');
    expect(await predictButton(page).getAttribute('aria-pressed')).toBe('true');
    // The open list (whose first row is the answer) is folded.
    expect(await page.locator('[role="region"][aria-label="Open list"] details').evaluate((d) => d.open)).toBe(false);
    const run = await libraryRun(page);
    expect(await step(page)).toBe(0);
    // Right three times, then a wall (wrong), then right again: each answer shows one step.
    for (let k = 0; k < 5; k++) {
      const expected = run.next(k);
      const pick = k === 3 ? [9, 6] : expected;
      await click(page, pick);
      await expect.poll(() => step(page)).toBe(k + 1);
      const { last, asked } = await prediction(page);
      expect(asked).toBe(k + 1);
      expect(last.cell).toEqual(pick);
      expect(last.expected).toEqual(expected);
      expect(last.correct).toBe(k !== 3);
      if (k === 3) expect(last.text).toMatch(/^Not quite: \(\d+, \d+\) is expanded next\..*\(9, 6\) is a wall/);
      if (k === 3) await screenshot(page, 'learn-predict-desktop-wrong');
      else expect(last.text).toMatch(/^Right/);
    }
    const state = await prediction(page);
    expect(state).toMatchObject({ on: true, asked: 5, right: 4, wrong: 1 });
    await expect.poll(() => page.locator('#predict-feedback').textContent()).toBe(state.last.text);
    expect(await page.locator('#predict-score').textContent()).toBe('Score 4 / 5 · streak 1');
    // The map was not edited by the clicks: still the wall it had, and the search still shown.
    expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(await page.evaluate(() => window.pathlab.exportMap()));
    expect((await pageMatrix(page, suite.pl))[6][9]).toBe(1);
    expect((await pageMatrix(page, suite.pl))[6][5]).not.toBe(1);
    await screenshot(page, 'learn-predict-desktop');
    // A right press would erase: while predicting it does nothing; the wall stays.
    const wall = await cellPoint(page, [9, 6]);
    await page.mouse.click(wall.x, wall.y, { button: 'right' });
    expect((await pageMatrix(page, suite.pl))[6][9]).toBe(1);
    expect((await prediction(page)).asked).toBe(5);
    // With no search shown, a press searches and answers its first step (the start is expanded first).
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await page.evaluate(() => window.pathlab.state().status)).toBe('idle');
    await click(page, [2, 6]);
    await expect.poll(() => step(page)).toBe(1);
    expect((await prediction(page)).last).toMatchObject({ cell: [2, 6], expected: [2, 6], correct: true });
    // A pen's tap answers too (pointerType 'pen', through the DevTools protocol: Playwright has no pen).
    const cdp = await page.context().newCDPSession(page);
    const penAt = await cellPoint(page, run.next(1));
    const pen = { pointerType: 'pen', button: 'left', force: 0.5 };
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: penAt.x, y: penAt.y, pointerType: 'pen' });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: penAt.x, y: penAt.y, clickCount: 1, buttons: 1, ...pen });
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: penAt.x, y: penAt.y, clickCount: 1, buttons: 0, ...pen });
    await expect.poll(() => step(page)).toBe(2);
    expect((await prediction(page)).last).toMatchObject({ cell: run.next(1), expected: run.next(1), correct: true });
    // Off: a click draws again.
    await predictButton(page).click();
    expect((await prediction(page)).on).toBe(false);
    await click(page, [5, 3]);
    await expect.poll(async () => (await pageMatrix(page, suite.pl))[3][5]).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });

  it('is answered with the keyboard on the focused map; the arrows do not step the search meanwhile', async () => {
    const { page, errors, close } = await openPlayground();
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'dijkstra' }));
    await predictButton(page).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status)).toBe('running');
    const run = await libraryRun(page);
    await page.locator('#board').focus();
    const cursor = [2, 6]; // the start: nothing expanded yet (moved in place below)
    for (let k = 0; k < 3; k++) {
      const expected = run.next(k);
      if (k === 0) await page.keyboard.press('Enter'); // marks the cell to start from: the start (then the mark stays where it answered)
      for (; cursor[0] < expected[0]; cursor[0]++) await page.keyboard.press('ArrowRight');
      for (; cursor[0] > expected[0]; cursor[0]--) await page.keyboard.press('ArrowLeft');
      for (; cursor[1] < expected[1]; cursor[1]++) await page.keyboard.press('ArrowDown');
      for (; cursor[1] > expected[1]; cursor[1]--) await page.keyboard.press('ArrowUp');
      expect(await step(page)).toBe(k); // the arrows moved the mark, not the search
      await page.keyboard.press('Enter');
      await expect.poll(() => step(page)).toBe(k + 1);
      const { last } = await prediction(page);
      expect(last).toMatchObject({ cell: expected, expected, correct: true });
      expect(last.text).toMatch(/lowest g/);
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('is answered by taps on a 390 x 844 phone, for a queue, a stack and jump points too', async () => {
    const { page, errors, close } = await openPlayground({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    for (const algorithm of ['astar', 'bfs', 'dfs', 'jps']) {
      await page.evaluate((id) => window.pathlab.setOptions({ algorithm: id }), algorithm); // a shown search re-runs at its step
      if (!(await prediction(page)).on) await predictButton(page).tap();
      await expect.poll(() => page.evaluate(() => window.pathlab.state().status)).toMatch(/running|found|no-path/);
      await page.evaluate(() => window.pathlab.app.seek(0)); // jump point search takes fewer steps than the search before
      const run = await libraryRun(page);
      const from = await step(page);
      const tapAt = async (cell) => {
        const at = await cellPoint(page, cell);
        await page.touchscreen.tap(at.x, at.y);
      };
      await tapAt(run.next(from));
      await expect.poll(() => step(page)).toBe(from + 1);
      expect((await prediction(page)).last).toMatchObject({ correct: true, expected: run.next(from) });
      // A wrong tap: a free cell far from the frontier.
      const wrong = [19, 0];
      await tapAt(wrong);
      await expect.poll(() => step(page)).toBe(from + 2);
      const { last } = await prediction(page);
      expect(last).toMatchObject({ correct: false, cell: wrong, expected: run.next(from + 1) });
      const words = { astar: /lowest f/, bfs: /front of its queue/, dfs: /top of its stack/, jps: /jumps: .* is the next jump point/ }[algorithm];
      expect(last.text).toMatch(words);
    }
    await screenshot(page, 'learn-predict-phone', '#board');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Quiz me', () => {
  it('asks questions answered by clicks; a wrong answer gets the worked answer', async () => {
    const { page, errors, close } = await openPlayground();
    await page.evaluate(() => window.pathlab.run());
    await page.evaluate(() => window.pathlab.app.seek(20));
    const quizButton = page.getByRole('button', { name: 'Quiz me' });
    const kinds = new Set();
    let right = false, wrong = false;
    for (let n = 0; n < 40 && !(right && wrong && kinds.size >= 3); n++) {
      await quizButton.click();
      // The first press loads Learn by doing's activities, then asks.
      if (n === 0) await expect.poll(() => page.evaluate(() => window.pathlab.app.learn.quiz.state().question !== null)).toBe(true);
      const { question } = await page.evaluate(() => window.pathlab.app.learn.quiz.state());
      kinds.add(question.kind);
      const choices = page.getByRole('group', { name: 'Answers' }).getByRole('button');
      expect(await choices.count()).toBe(question.choices.length);
      if (question.kind === 'algorithm' && !right) {
        await choices.filter({ hasText: /^A\*$/ }).click(); // the library's algorithm for this search
        await expect.poll(() => page.locator('#quiz-feedback').textContent()).toMatch(/^Right\. A\* made it/);
        right = true;
      } else if (question.kind === 'waiting' && !wrong) {
        // Count the waiting cells from the page's board state the library's replay holds, then pick another answer.
        const waiting = await page.evaluate(() => window.pathlab.openList(Infinity).length);
        const other = question.choices.findIndex((c) => c !== String(waiting));
        await choices.nth(other).click();
        await expect.poll(() => page.locator('#quiz-feedback').textContent()).toMatch(new RegExp(`^Not quite: the answer is ${waiting}\\. ${waiting} entries wait`));
        wrong = true;
      } else {
        await choices.first().click();
        await expect.poll(() => page.locator('#quiz-feedback').textContent()).toMatch(/^(Right|Not quite: the answer is .+)\. ./);
      }
      if (n === 0 || (right && wrong)) await screenshot(page, 'learn-quiz-desktop');
    }
    expect(right && wrong).toBe(true);
    expect(kinds.size).toBeGreaterThanOrEqual(3);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone', async () => {
    const { page, errors, close } = await openPlayground({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.evaluate(() => window.pathlab.run());
    await page.evaluate(() => window.pathlab.app.seek(15));
    await page.getByRole('button', { name: 'Quiz me' }).tap();
    const choice = page.getByRole('group', { name: 'Answers' }).getByRole('button').first();
    await choice.tap();
    await expect.poll(() => page.locator('#quiz-feedback').isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'learn-quiz-phone', '#board');
    expect(errors).toEqual([]);
    await close();
  });
});

// The hand map's rows as Grid.fromMatrix takes them, and its markers.
function handMap(i) {
  const { rows } = HAND_MAPS[i];
  let start, goal;
  const matrix = rows.map((row, y) => [...row].map((ch, x) => {
    if (ch === 'S') start = [x, y];
    if (ch === 'G') goal = [x, y];
    return ch === '#' ? 1 : ch >= '2' && ch <= '9' ? Number(ch) : 0;
  }));
  return { matrix, start, goal, width: rows[0].length };
}

// The core's run by hand: the expansions in order, and each step's opened or lowered cells.
function modelRun(i, algorithm) {
  const { matrix, start, goal, width } = handMap(i);
  const { trace } = searchTrace(suite.pl, matrix, { algorithm, start, goal, diagonalMovement: 'never' });
  const steps = [];
  for (let e = 0; e < trace.kinds.length; e++) {
    const cell = [trace.cells[e] % width, Math.floor(trace.cells[e] / width)];
    if (trace.kinds[e] === 2) steps.push({ expand: cell, changes: [] });
    else if (trace.kinds[e] <= 1 && steps.length) steps.at(-1).changes.push(cell);
  }
  return { steps, matrix };
}

async function pressHand(page, [x, y], tap = false) {
  const button = page.locator(`.hand-grid button[data-x="${x}"][data-y="${y}"]`);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (tap) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

const handState = (page) => page.evaluate(() => window.pathlab.app.learn.hand.state());

describe('Simulate by hand', () => {
  it('runs breadth-first search and A* by clicks, checked against the core; wrong moves are explained', async () => {
    const { page, errors, close } = await openPlayground();
    const mapBefore = await page.evaluate(() => window.pathlab.exportMap());
    await page.getByRole('button', { name: 'Simulate by hand' }).click();
    await page.getByRole('combobox', { name: 'Search to run by hand' }).selectOption('bfs');
    await expect.poll(async () => (await handState(page))?.algorithm).toBe('bfs');
    const bfs = modelRun(0, 'bfs');
    // A wrong first move (a wall), explained; then the whole run by hand.
    await pressHand(page, [3, 2]);
    await expect.poll(async () => (await handState(page)).mistakes).toBe(1);
    expect((await handState(page)).feedback).toMatch(/^Not quite: \(1, 2\) is expanded next\. .*\(3, 2\) is a wall.*Try again\./);
    for (const [k, { expand }] of bfs.steps.entries()) {
      await pressHand(page, expand);
      await expect.poll(async () => (await handState(page)).step).toBe(k + 1);
    }
    const doneBfs = await handState(page);
    expect(doneBfs).toMatchObject({ step: bfs.steps.length, totalSteps: bfs.steps.length, mistakes: 1, moves: bfs.steps.length + 1 });
    expect(doneBfs.feedback).toMatch(/The search is over after \d+ expansions, with 1 mistake/);

    // A*: each expansion, then its neighbours marked and checked; one step with a neighbour missed.
    await page.getByRole('combobox', { name: 'Search to run by hand' }).selectOption('astar');
    await expect.poll(async () => (await handState(page))?.algorithm).toBe('astar');
    const astar = modelRun(0, 'astar');
    for (const [k, { expand, changes }] of astar.steps.slice(0, 6).entries()) {
      await pressHand(page, expand);
      await expect.poll(async () => (await handState(page)).phase).toBe('neighbours');
      const marks = k === 2 ? changes.slice(1) : changes;
      for (const cell of marks) await pressHand(page, cell);
      if (k === 4) await pressHand(page, [3, 1]); // a wall marked too
      await page.getByRole('button', { name: 'Check neighbours' }).click();
      await expect.poll(async () => (await handState(page)).phase).toBe('expand');
      const { feedback } = await handState(page);
      if (k === 2) expect(feedback).toMatch(new RegExp(`^Not quite: .*You missed \\(${changes[0][0]}, ${changes[0][1]}\\): it had not been reached, so it is opened with g [\\d.]+, h [\\d.]+, f [\\d.]+\\.`));
      else if (k === 4) expect(feedback).toMatch(/^Not quite: .*\(3, 1\) is (a wall|not a neighbour of)/);
      else expect(feedback).toMatch(/^Right: expanding/);
      if (k === 2) await screenshot(page, 'learn-hand-desktop');
    }
    expect(await handState(page)).toMatchObject({ step: 6, mistakes: 2 });
    // The keyboard: the grid is one tab stop; arrows move to the next expansion, Enter presses it, Space marks.
    const focused = () => page.evaluate(() => [Number(document.activeElement.dataset.x), Number(document.activeElement.dataset.y)]);
    await page.locator('.hand-grid button[tabindex="0"]').focus();
    const { expand: next, changes: opened } = astar.steps[6];
    const walkTo = async ([x, y]) => {
      for (let [fx, fy] = await focused(); fx !== x || fy !== y; [fx, fy] = await focused()) {
        await page.keyboard.press(fx < x ? 'ArrowRight' : fx > x ? 'ArrowLeft' : fy < y ? 'ArrowDown' : 'ArrowUp');
      }
    };
    await walkTo(next);
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await handState(page)).phase).toBe('neighbours');
    for (const cell of opened) {
      await walkTo(cell);
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Check neighbours' }).click();
    await expect.poll(async () => (await handState(page)).step).toBe(7);
    expect((await handState(page)).feedback).toMatch(/^Right: expanding/);
    expect(await page.evaluate(() => window.pathlab.state().status)).toBe('idle'); // Space did not play the main board
    // The model run plays at any time, and back to the learner's run.
    await page.getByRole('button', { name: 'Play the model run' }).click();
    await expect.poll(async () => (await handState(page)).modelRun).toBe(true);
    await page.waitForTimeout(1000); // two steps of the model run drawn, for the screenshot
    await screenshot(page, 'learn-hand-model-run');
    await page.getByRole('button', { name: 'Back to my run' }).click();
    expect(await handState(page)).toMatchObject({ step: 7, modelRun: false });
    // The user's drawing on the main board is untouched.
    expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(mapBefore);
    expect(errors).toEqual([]);
    await close();
  });

  it('is done by taps on a phone (dark theme)', async () => {
    const { page, errors, close } = await openPlayground({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, colorScheme: 'dark' });
    await page.getByRole('button', { name: 'Simulate by hand' }).tap();
    await page.getByRole('combobox', { name: 'Search to run by hand' }).selectOption('dijkstra');
    await expect.poll(async () => (await handState(page))?.algorithm).toBe('dijkstra');
    const dijkstra = modelRun(1, 'dijkstra');
    await page.getByRole('combobox', { name: 'Small map' }).selectOption('1');
    await expect.poll(async () => (await handState(page))?.totalSteps).toBe(dijkstra.steps.length);
    for (const { expand, changes } of dijkstra.steps.slice(0, 3)) {
      await pressHand(page, expand, true);
      for (const cell of changes) await pressHand(page, cell, true);
      await page.getByRole('button', { name: 'Check neighbours' }).tap();
    }
    expect(await handState(page)).toMatchObject({ step: 3, mistakes: 0 });
    const grid = await page.locator('.hand-grid').boundingBox();
    expect(grid.x + grid.width).toBeLessThanOrEqual(390);
    const cell = await page.locator('.hand-grid button').first().boundingBox();
    expect(cell.width).toBeGreaterThanOrEqual(36); // big enough for a finger
    await screenshot(page, 'learn-hand-phone', '#learn');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the contract', () => {
  it('cellCenter refuses cells outside the map; every algorithm can be predicted on the page', async () => {
    const { page, errors, close } = await openPlayground();
    await expect(page.evaluate(() => window.pathlab.cellCenter(20, 0))).rejects.toThrow(/outside the 20 x 12 map/);
    await predictButton(page).click();
    for (const id of ALGORITHMS) {
      await page.evaluate((algorithm) => window.pathlab.setOptions({ algorithm, ...(algorithm === 'ida-star' ? { maxExpansions: 3000 } : {}) }), id);
      await expect.poll(() => page.evaluate(() => window.pathlab.state().status), { timeout: 20_000 }).toMatch(/running|found|no-path|limit/);
      await page.evaluate(() => window.pathlab.app.stepForward(0));
      const k = await step(page);
      if (k >= (await page.evaluate(() => window.pathlab.state().totalSteps))) continue;
      const run = await libraryRun(page, id === 'ida-star' ? { maxExpansions: 3000 } : {});
      await click(page, run.next(k));
      await expect.poll(() => step(page), { message: `${id}: ${JSON.stringify(await prediction(page))} ${await page.locator('#error').textContent()}` }).toBe(k + 1);
      expect((await prediction(page)).last, id).toMatchObject({ correct: true, expected: run.next(k) });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('a lesson\'s predict stop turns Predict on at its step, and its quiz stop asks a question', async () => {
    const { page, errors, close } = await openPlayground();
    await page.evaluate(() => window.pathlab.openLesson('what-is-a-search'));
    const lesson = page.getByRole('region', { name: 'Lesson' });
    for (let n = 0; n < 2; n++) await lesson.getByRole('button', { name: 'Next' }).click();
    await expect.poll(async () => (await prediction(page)).on).toBe(true);
    await expect.poll(() => step(page)).toBe(40);
    const run = await libraryRun(page);
    await click(page, run.next(40));
    await expect.poll(() => step(page)).toBe(41);
    expect((await prediction(page)).last).toMatchObject({ correct: true, expected: run.next(40) });
    expect((await prediction(page)).last.text).toMatch(/front of its queue/);
    // The stops with a quiz: the question shows, answered by a click.
    await page.evaluate(() => window.pathlab.openLesson('costs'));
    // Next as many times as the lesson's first quiz stop is far; the question shows once that stop's search is in.
    const quizStop = BUILTIN_LESSONS.find((l) => l.id === 'costs').stops.findIndex((s) => s.activity === 'quiz');
    expect(quizStop).toBeGreaterThan(0);
    for (let n = 0; n < quizStop; n++) await lesson.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#quiz-question').isVisible(), { timeout: 20_000 }).toBe(true);
    await page.getByRole('group', { name: 'Answers' }).getByRole('button').first().click();
    await expect.poll(() => page.locator('#quiz-feedback').textContent()).toMatch(/^(Right|Not quite)/);
    expect(errors).toEqual([]);
    await close();
  });
});
