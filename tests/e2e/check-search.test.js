// Check my search on the page (docs/check-your-search.md, "On the page" and "Assignments"), with real
// input: a trace file opened with the file input, dropped on the page, typed into the box; clicks, taps
// and keys; on a desktop, a 390 x 844 phone and a 400 px embed. The traces come from the tests' own
// A* (check-traces.js) and this file's breadth-first search (not from the core); what the page shows is checked against the library's
// result and against the file's own events.
import { writeFileSync, readFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { encodeState } from '../../web/src/share/link.js';
import { astarLines, GOAL, MAP_TEXT, ROWS, START, withWrongG } from './check-traces.js';

const suite = useServedBrowser();
mkdirSync(ARTIFACTS, { recursive: true });
const shot = (page, name) => page.screenshot({ path: `${ARTIFACTS}check-${name}.png`, fullPage: true });

const W = ROWS[0].length;
const H = ROWS.length;
const free = (x, y) => x >= 0 && y >= 0 && x < W && y < H && ROWS[y][x] !== '@';
const STEPS = [[1, 0], [0, 1], [-1, 0], [0, -1]];

// This file's own breadth-first search, 4-way, stopping when it expands the goal.
function bfsLines() {
  const startCell = START[1] * W + START[0];
  const goalCell = GOAL[1] * W + GOAL[0];
  const depth = new Map([[startCell, 0]]);
  const queue = [startCell];
  const lines = ['algorithm bfs', 'diagonalMovement never'];
  while (queue.length > 0) {
    const cell = queue.shift();
    lines.push(`expand ${cell % W} ${Math.floor(cell / W)} g=${depth.get(cell)}`);
    if (cell === goalCell) break;
    for (const [dx, dy] of STEPS) {
      const x = (cell % W) + dx;
      const y = Math.floor(cell / W) + dy;
      if (!free(x, y) || depth.has(y * W + x)) continue;
      depth.set(y * W + x, depth.get(cell) + 1);
      queue.push(y * W + x);
      lines.push(`generate ${x} ${y} g=${depth.get(cell) + 1} parent=${cell % W},${Math.floor(cell / W)}`);
    }
  }
  return lines;
}

// The open list after `step` expansions, rebuilt from the file's own lines (the start waits before the first).
function openListFromLines(lines, step) {
  const open = new Map([[`${START[0]},${START[1]}`, { g: 0 }]]);
  let expanded = 0;
  for (const line of lines) {
    const [word, x, y, ...fields] = line.split(/\s+/);
    if (word === 'expand') {
      if (expanded === step) break;
      expanded++;
      open.delete(`${x},${y}`);
    } else if (word === 'generate' || word === 'update') {
      const values = Object.fromEntries(fields.map((f) => f.split('=')));
      open.set(`${x},${y}`, { g: Number(values.g), h: values.h === undefined ? undefined : Number(values.h) });
    }
  }
  return open;
}

// The file's event index of the k-th expand line (events are the lines that are not comments, paths or options).
function eventOfExpansion(lines, k) {
  const events = lines.filter((l) => /^(expand|generate|update|close|start|goal|end)\b/.test(l));
  let seen = 0;
  return events.findIndex((l) => l.startsWith('expand ') && ++seen === k);
}

async function openPlayground(options = {}) {
  const session = await openInContext(suite.browser, `${suite.origin}/`, options);
  await session.page.evaluate(async () => { await window.pathlab.ready; }); // (the API itself is no value to hand back)
  return session;
}

// The test's board: its map, start, goal and A* on 4-way moves (set up through the script API; what is tested is the check).
async function setUpBoard(page) {
  await page.evaluate(async ({ map, start, goal }) => {
    await window.pathlab.loadMap(map);
    window.pathlab.setStart(...start);
    window.pathlab.setGoal(...goal);
    window.pathlab.setOptions({ algorithm: 'astar', diagonalMovement: 'never', heuristic: 'default' });
  }, { map: MAP_TEXT, start: START, goal: GOAL });
}

const result = (page) => page.evaluate(() => window.pathlab.traceCheck());
const checkStep = (page) => page.evaluate(() => Number(document.querySelector('#check-step').value));
const boardDrawing = (page) => page.evaluate(() => ({ map: window.pathlab.exportMap(), ...window.pathlab.state() }));

describe('Check my search on a desktop', () => {
  it('checks a correct trace from the file input, a faulty one dropped on the page (stopping at its first wrong step), and a pasted one', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page);
    const drawing = await boardDrawing(page);

    const good = astarLines();
    await page.setInputFiles('#check-file', { name: 'astar.txt', mimeType: 'text/plain', buffer: Buffer.from(good.join('\n')) });
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    const correct = await result(page);
    expect(correct.firstWrong).toBeNull();
    expect(correct.expansions).toBe(good.filter((l) => l.startsWith('expand')).length);
    expect(correct.options.algorithm).toBe('astar');
    expect(await page.textContent('#check-verdict')).toMatch(/astar\.txt: Correct/);
    expect(await page.textContent('#check-from')).toMatch(/board’s map, start and goal from the board, options from the board/);
    // Played to the end: the learner's board shows the whole run.
    await expect.poll(() => checkStep(page), { timeout: 30_000 }).toBe(await page.evaluate(() => Number(document.querySelector('#check-step').max)));

    // A fault at step 6, dropped on the page as a real drop: the replay stops there with the explanation.
    const faulty = withWrongG(good, 6);
    await page.evaluate((text) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], 'my-astar.txt', { type: 'text/plain' }));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, faulty.join('\n'));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    const wrong = await result(page);
    expect(wrong.firstWrong.step).toBe(6);
    expect(wrong.firstWrong.event).toBe(eventOfExpansion(faulty, 6));
    expect(wrong.firstWrong.finding).toBe('wrong-g');
    await expect.poll(() => checkStep(page), { timeout: 30_000 }).toBe(6);
    await page.waitForTimeout(600); // it stays there: playback stopped
    expect(await checkStep(page)).toBe(6);
    expect(await page.textContent('#check-play')).toMatch(/Play/);
    expect(await page.textContent('#check-message')).toBe(wrong.firstWrong.message);
    expect(await page.isVisible('#check-stopped')).toBe(true);
    expect(await page.textContent('#check-verdict')).toMatch(/my-astar\.txt: Went wrong at step 6/);
    // The dropped trace was not taken for a map: the drawing is as it was.
    expect(await boardDrawing(page)).toEqual(drawing);

    // The learner board's open list (the teaching views explain it) is the file's own, rebuilt here from its lines.
    const expectOpenListOfFile = async (lines, step) => {
      const shown = await page.evaluate(() => window.pathlab.openList(Infinity));
      const rebuilt = openListFromLines(lines, step);
      expect(shown.map((e) => e.cell.join(',')).sort()).toEqual([...rebuilt.keys()].sort());
      for (const entry of shown) expect(entry.g).toBe(rebuilt.get(entry.cell.join(',')).g);
    };
    await expectOpenListOfFile(faulty, 6);
    await shot(page, 'desktop-wrong');

    // Both runs scrub: the page's keys (nothing focused; the focused map keeps the arrows for its cell cursor)
    // and the check's own buttons and timeline.
    await page.click('#check-verdict');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => checkStep(page)).toBe(5);
    await expectOpenListOfFile(faulty, 5);
    await page.click('#check-first');
    await expect.poll(() => checkStep(page)).toBe(0);
    await page.focus('#check-step');
    await page.keyboard.press('End');
    const total = await page.evaluate(() => Number(document.querySelector('#check-step').max));
    await expect.poll(() => checkStep(page)).toBe(total);
    expect(total).toBeGreaterThan(good.filter((l) => l.startsWith('expand')).length - 1);

    // Pasted text: a breadth-first search that names its algorithm; the board takes it, and gives it back.
    await page.click('#check-text');
    const before = await checkStep(page);
    await page.keyboard.type('# my BFS, typed: Space and arrows stay in the box\n'); // real keys: the shortcuts leave a focused text box alone
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('End');
    expect(await checkStep(page)).toBe(before);
    expect(await page.textContent('#check-play')).not.toMatch(/Pause/);
    await page.keyboard.press('Control+End'); // the caret back after the typed line
    await page.keyboard.insertText(bfsLines().join('\n'));
    expect(await page.inputValue('#check-text')).toMatch(/^# my BFS, typed: Space and arrows stay in the box\nalgorithm bfs/);
    await page.getByRole('button', { name: /check my search/i }).click();
    await expect.poll(async () => (await result(page))?.algorithm, { timeout: 30_000 }).toBe('bfs');
    const bfs = await result(page);
    expect(bfs.verdict).toBe('correct');
    expect(bfs.fromTrace.options).toContain('algorithm');
    expect(await page.textContent('#check-from')).toMatch(/algorithm, diagonal moves from the file/);
    expect(await page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('bfs');
    expect(await page.textContent('#check-note')).toMatch(/board now shows the file’s algorithm/);
    await page.getByRole('button', { name: 'Bring back my drawing' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('astar');
    expect(await boardDrawing(page)).toEqual(drawing);
    expect(errors).toEqual([]);
    await close();
  });

  it('says why a broken or hostile file cannot be read and keeps the drawing; a file with its own map is undone', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page);
    const drawing = await boardDrawing(page);
    // A YAML alias bomb: each level refers to the one before ten times.
    const bomb = ['events: []', 'a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 30; i++) bomb.push(`a${i}: &a${i} [${Array(10).fill(`*a${i - 1}`).join(', ')}]`);
    await page.setInputFiles('#check-file', { name: 'bomb.yaml', mimeType: 'text/yaml', buffer: Buffer.from(bomb.join('\n')) });
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('unreadable');
    expect(await page.textContent('#check-message')).toMatch(/too many aliases/);
    expect(await page.textContent('#check-verdict')).toMatch(/Could not be read/);
    expect(await boardDrawing(page)).toEqual(drawing);

    await page.setInputFiles('#check-file', { name: 'cut.txt', mimeType: 'text/plain', buffer: Buffer.from('expand 1 6 g=0\ngenerate 2 6 g=one') });
    await expect.poll(async () => (await result(page))?.firstWrong?.message, { timeout: 30_000 }).toMatch(/cut off at line 2 \(g must be a number/);
    expect((await result(page)).verdict).toBe('incomplete'); // a line cut at the end of the file: the program stopped
    expect(await boardDrawing(page)).toEqual(drawing);

    // A Posthoc trace made on another map (written here: a 5 x 3 corridor), which it carries: the board takes the
    // map and the drawing comes back with one press.
    const corridor = ['.....', '.@@@.', '.....'];
    const events = [['source', 0, 0], ['destination', 4, 0], ['expanding', 0, 0, 0], ['generating', 1, 0, 1, 0], ['generating', 0, 1, 1, 0],
      ['expanding', 1, 0, 1], ['generating', 2, 0, 2, 1], ['expanding', 0, 1, 1], ['generating', 0, 2, 2, 5],
      ['expanding', 2, 0, 2], ['generating', 3, 0, 3, 2], ['expanding', 0, 2, 2], ['generating', 1, 2, 3, 10],
      ['expanding', 3, 0, 3], ['generating', 4, 0, 4, 3], ['expanding', 1, 2, 3], ['generating', 2, 2, 4, 11], ['expanding', 4, 0, 4]];
    const yaml = [
      'pathlab:', '  map: |', '    type octile', '    height 3', '    width 5', '    map', ...corridor.map((r) => `    ${r}`),
      '  options:', '    algorithm: dijkstra', '    diagonalMovement: never', 'events:',
      ...events.map(([type, x, y, g, parent]) => `  - { type: ${type}, id: ${y * 5 + x}, x: ${x}, y: ${y}${g === undefined ? '' : `, g: ${g}`}${parent === undefined ? '' : `, pId: ${parent}`} }`),
    ].join('\n');
    await page.setInputFiles('#check-file', { name: 'corridor.yaml', mimeType: 'text/yaml', buffer: Buffer.from(yaml) });
    await expect.poll(async () => (await result(page))?.algorithm, { timeout: 30_000 }).toBe('dijkstra');
    expect((await result(page)).verdict).toBe('correct');
    expect(await page.textContent('#check-from')).toMatch(/map from the file, start and goal from the file/);
    expect(await page.evaluate(() => window.pathlab.state().width)).toBe(5);
    expect(await page.textContent('#check-note')).toMatch(/board now shows the file’s map \(5 × 3\), start and goal and algorithm/);
    await shot(page, 'desktop-file-map');
    await page.getByRole('button', { name: 'Bring back my drawing' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().width)).toBe(12);
    expect(await boardDrawing(page)).toEqual(drawing);
    expect(errors).toEqual([]);
    await close();
  });

  it('downloads the board’s run as a Posthoc trace that checks as correct', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /Posthoc \(YAML\)/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.trace\.yaml$/); // Posthoc opens .trace.json, .trace.yaml and .trace.yml files
    const text = readFileSync(await download.path(), 'utf8');
    expect(text).toMatch(/^version: /);
    expect(text).toMatch(/type: expanding/);
    // Read back on the page like any other trace: correct, and its map is the board's.
    await page.click('#check-text');
    await page.keyboard.insertText(text);
    await page.click('#check-run');
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.textContent('#check-from')).toMatch(/board’s map/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Check my search on a phone and in an embed', () => {
  it('checks a pasted trace with taps on a 390 x 844 phone, without sideways scrolling', async () => {
    const { page, errors, close } = await openPlayground({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await setUpBoard(page);
    const faulty = withWrongG(astarLines(), 4);
    await page.tap('#check-text');
    await page.keyboard.insertText(faulty.join('\n'));
    await page.getByRole('button', { name: /check my search/i }).tap();
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    expect((await result(page)).firstWrong.step).toBe(4);
    await expect.poll(() => checkStep(page), { timeout: 30_000 }).toBe(4);
    expect(await page.isVisible('#check-stopped')).toBe(true);
    await page.tap('#check-forward');
    await expect.poll(() => checkStep(page)).toBe(5);
    await page.tap('#check-back');
    await expect.poll(() => checkStep(page)).toBe(4);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#check').scrollIntoViewIfNeeded();
    await shot(page, 'phone');
    await page.locator('#check').screenshot({ path: `${ARTIFACTS}check-phone-region.png` });
    expect(errors).toEqual([]);
    await close();
  });

  it("the header's Check a trace brings the card into view in the one-column layout, and focuses its file picker", async () => {
    for (const [viewport, phone] of [[{ width: 390, height: 844 }, true], [{ width: 800, height: 1000 }, false]]) {
      const { page, errors, close } = await openPlayground({ viewport, hasTouch: phone, isMobile: phone });
      const cardTop = () => page.locator('#check-card').evaluate((card) => card.getBoundingClientRect().top);
      expect(await cardTop()).toBeGreaterThan(viewport.height); // the side panel's last card: below the first screen
      if (phone) await page.getByRole('button', { name: 'Menu' }).tap();
      const go = page.getByRole('button', { name: 'Check a trace' });
      if (phone) await go.tap();
      else await go.click();
      await expect.poll(cardTop).toBeLessThan(viewport.height * 0.75);
      expect(await cardTop()).toBeGreaterThanOrEqual(-1);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('check-file');
      await shot(page, phone ? 'phone-header-button' : 'narrow-header-button');
      expect(errors).toEqual([]);
      await close();
    }
    // Two columns: the card is in the side panel, and the header keeps its one row without the button.
    const { page, close } = await openPlayground({ viewport: { width: 1400, height: 1000 } });
    expect(await page.getByRole('button', { name: 'Check a trace' }).isVisible()).toBe(false);
    await close();
  });

  it('checks a trace in a 400 px embed with controls=check', async () => {
    const cells = new Uint8Array(W * H).fill(1);
    ROWS.forEach((row, y) => [...row].forEach((c, x) => { if (c === '@') cells[y * W + x] = 0x81; }));
    const link = await encodeState({ width: W, height: H, cells, start: START, goal: GOAL, options: { algorithm: 'astar', diagonalMovement: 'never' }, step: null, view: null });
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/embed.html?controls=play,step,timeline,check#${link}`,
      { viewport: { width: 400, height: 900 }, waitFor: 'html[data-ready="true"]' });
    const faulty = withWrongG(astarLines(), 3);
    await page.click('#check-text');
    await page.keyboard.insertText(faulty.join('\n'));
    await page.getByRole('button', { name: /check my search/i }).click();
    await expect.poll(async () => (await result(page))?.firstWrong?.step, { timeout: 30_000 }).toBe(3);
    await expect.poll(() => checkStep(page), { timeout: 30_000 }).toBe(3);
    expect(await page.textContent('#check-message')).toBe((await result(page)).firstWrong.message);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await shot(page, 'embed');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('assignments', () => {
  it('round-trips an assignment link: the student sees the task, downloads the map, and the check uses the link’s fixed tie rule', async () => {
    const teacher = await openPlayground();
    await setUpBoard(teacher.page);
    await teacher.page.getByText('Make an assignment').click();
    await teacher.page.fill('#check-task', 'Write A* with 4-way moves.\nPrint its trace in the line format.');
    await teacher.page.getByLabel(/Fix the tie rule/).check();
    await teacher.page.getByRole('button', { name: 'Copy assignment link' }).click();
    await expect.poll(() => teacher.page.inputValue('#check-link')).toMatch(/#assignment-v1\./);
    const link = await teacher.page.inputValue('#check-link');
    expect(teacher.errors).toEqual([]);
    await teacher.close();

    const student = await openInContext(suite.browser, link);
    const { page, errors } = student;
    await page.evaluate(async () => { await window.pathlab.ready; });
    await expect.poll(() => page.isVisible('#check-assignment')).toBe(true);
    expect(await page.textContent('#check-task-text')).toBe('Write A* with 4-way moves.\nPrint its trace in the line format.');
    expect(await page.textContent('#check-assignment-settings')).toMatch(/Algorithm: A\*.*Diagonal moves: Never.*Ties: fixed/s);
    expect(await page.isVisible('#check-ties')).toBe(false); // the link says how ties count
    expect((await page.evaluate(() => window.pathlab.exportMap())).trim().split('\n').slice(4)).toEqual(ROWS);
    const [mapFile] = await Promise.all([page.waitForEvent('download'), page.click('#check-get-map')]);
    expect(readFileSync(await mapFile.path(), 'utf8').trim().split('\n').slice(4)).toEqual(ROWS);
    const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.click('#check-get-json')]);
    const json = JSON.parse(readFileSync(await jsonFile.path(), 'utf8'));
    expect(json).toMatchObject({ width: W, height: H, start: START, goal: GOAL, rows: ROWS, tieRule: 'fixed', options: { algorithm: 'astar', diagonalMovement: 'never' } });
    const [taskFile] = await Promise.all([page.waitForEvent('download'), page.click('#check-get-task')]);
    expect(readFileSync(await taskFile.path(), 'utf8')).toMatch(/Write A\* with 4-way moves[\s\S]*Ties: fixed/);

    // The student's board changes, the assignment does not: A* with ties broken the other way is wrong here.
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'dijkstra' }));
    const other = astarLines({ tie: 'higher-h' });
    writeFileSync(`${ARTIFACTS}check-other-ties.txt`, other.join('\n'));
    await page.setInputFiles('#check-file', `${ARTIFACTS}check-other-ties.txt`);
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    expect((await result(page)).firstWrong.finding).toBe('tie-rule');
    expect((await result(page)).options).toMatchObject({ algorithm: 'astar', tieRule: 'fixed' });
    expect(await page.textContent('#check-from')).toMatch(/assignment’s map, start, goal and options, ties fixed/);
    // The same order is right where ties are free: the link's rule made the difference.
    await page.setInputFiles('#check-file', { name: 'mine.txt', mimeType: 'text/plain', buffer: Buffer.from(astarLines().join('\n')) });
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    await shot(page, 'assignment');
    expect(errors).toEqual([]);
    await student.close();
  });

  it('refuses a damaged or newer assignment link with a message and keeps the stored drawing', async () => {
    const { page, context, errors, close } = await openPlayground();
    await setUpBoard(page);
    const drawing = await boardDrawing(page);
    await page.waitForTimeout(1200); // saved 0.4 s after the page goes still
    const good = `${suite.origin}/#assignment-v1.04pKmAEgV3JpdGUgQSouClByaW50IHRoZSBsaW5lIGZvcm1hdC5DJC8_AAQDAQQAAAMCAgIgAAYFbmV2ZXI`;
    const damaged = good.replace('V3Jp', 'V3Jq');
    const visit = await context.newPage();
    const visitErrors = [];
    visit.on('pageerror', (error) => visitErrors.push(String(error)));
    for (const [url, words] of [[damaged, /assignment link could not be opened: this assignment link is damaged/], [`${suite.origin}/#assignment-v7.AAAAAAAAAA`, /made by a newer Pathlab/]]) {
      await visit.goto(url);
      await visit.evaluate(async () => { await window.pathlab.ready; });
      await expect.poll(() => visit.textContent('#error')).toMatch(words);
      expect(await visit.textContent('#error')).toMatch(/Nothing on the page was changed/);
      expect(await visit.evaluate(() => ({ map: window.pathlab.exportMap(), ...window.pathlab.state() }))).toMatchObject({ map: drawing.map, start: drawing.start, goal: drawing.goal });
      expect(await visit.isVisible('#check-assignment')).toBe(false);
    }
    await shot(visit, 'hostile-link');
    expect(visitErrors).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
