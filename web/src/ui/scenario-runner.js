// The scenario runner in the Files and scenarios card: a .scen file's scenarios
// filtered by bucket, stepped through with Previous / Next (each one searched and
// checked against its listed optimal), and "Run all": every listed scenario with
// the chosen options in a worker of its own (the page's search is not disturbed),
// with progress, a Stop button and a summary (how many match the optimal,
// expansions and search time). Nothing from the file is inserted as HTML.

import { describeOption } from './help-text.js';
import { tableBuildText } from './stats-panels.js';
import { compareWithOptimal, scenarioLabel } from '../share/map-files.js';
import { el } from './dom.js';

const WORKER_URL = new URL('../worker/search-worker.js', import.meta.url);
const MAX_LISTED_SCENARIOS = 5000;
const MAX_NAMED_MISMATCHES = 5;

/**
 * Builds the runner's controls into `container`.
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} container
 * @param {(fn: () => Promise<void>) => () => Promise<void>} act wraps a handler so errors reach the page's alert
 * @returns {{setScenarios(scenarios: object[]): void}} scenarios from scenariosForMap (share/map-files.js)
 */
export function installScenarioRunner(app, container, act) {
  const bucket = el('select', { id: 'scenario-bucket', disabled: true });
  const list = el('select', { id: 'scenario-list', disabled: true });
  const previous = el('button', { type: 'button', id: 'scenario-previous', textContent: '◀ Previous', disabled: true, title: 'Search the previous scenario in the list' });
  const next = el('button', { type: 'button', id: 'scenario-next', textContent: 'Next ▶', disabled: true, title: 'Search the next scenario in the list' });
  const runAll = el('button', { type: 'button', id: 'scenario-run-all', textContent: 'Run all', disabled: true, title: 'Search every listed scenario with the chosen options, in the background' });
  const stop = el('button', { type: 'button', id: 'scenario-stop', textContent: 'Stop', hidden: true });
  const progress = el('progress', { id: 'scenario-progress', max: 1, value: 0, hidden: true });
  progress.setAttribute('aria-label', 'Scenarios searched');
  const verdict = el('output', { id: 'scenario-verdict', className: 'hint' });
  verdict.setAttribute('role', 'status');
  const summary = el('div', { id: 'scenario-summary', className: 'hint scenario-summary' });
  summary.setAttribute('role', 'status');
  container.append(
    el('label', {}, 'Bucket', bucket),
    el('label', {}, 'Scenario', list),
    el('div', { className: 'scenario-buttons' }, previous, next, runAll, stop),
    progress, verdict, summary,
  );

  let scenarios = [];
  let shown = []; // positions in `scenarios` of the listed ones (the chosen bucket)
  let batch = null; // the running "Run all": { worker, stop() }

  const fillList = () => {
    const chosen = bucket.value;
    const picked = list.value;
    shown = [];
    scenarios.forEach((s, i) => { if (chosen === '' || String(s.bucket) === chosen) shown.push(i); });
    list.length = 0;
    list.add(new Option(scenarios.length ? `${shown.length.toLocaleString('en')} scenarios: pick one` : '(open a .scen file)', ''));
    for (const i of shown.slice(0, MAX_LISTED_SCENARIOS)) list.add(new Option(scenarioLabel(scenarios[i]), String(i)));
    if ([...list.options].some((o) => o.value === picked)) list.value = picked; // the pick stays when still listed
    list.disabled = shown.length === 0;
    for (const button of [previous, next, runAll]) button.disabled = shown.length === 0 || batch !== null;
    if (shown.length > MAX_LISTED_SCENARIOS) verdict.textContent = `The first ${MAX_LISTED_SCENARIOS} are listed; Run all searches every one.`;
  };

  const runOne = async () => {
    const scenario = scenarios[Number(list.value)];
    if (!list.value || !scenario) return;
    verdict.textContent = 'Searching…';
    app.setMarker('start', ...scenario.start);
    app.setMarker('goal', ...scenario.goal);
    const result = await app.runToEnd();
    const { matches, message } = compareWithOptimal(result, scenario, app.resolvedOptions());
    verdict.textContent = `#${scenario.index}: ${matches ? '✓' : '✗'} ${message}`;
    verdict.dataset.matches = String(matches);
  };

  // Moves the selection by `delta` within the listed scenarios (from the first or last when none is picked) and searches it.
  const move = (delta) => act(async () => {
    const listed = shown.slice(0, MAX_LISTED_SCENARIOS);
    const at = listed.indexOf(Number(list.value));
    const target = list.value === '' ? (delta > 0 ? 0 : listed.length - 1) : Math.max(0, Math.min(listed.length - 1, at + delta));
    list.value = String(listed[target]);
    await runOne();
  });

  bucket.addEventListener('change', () => {
    fillList();
    summary.replaceChildren();
  });
  list.addEventListener('change', act(runOne));
  previous.addEventListener('click', move(-1));
  next.addEventListener('click', move(1));
  runAll.addEventListener('click', act(async () => {
    batch = startBatch(app, shown.map((i) => scenarios[i]), { progress, summary, bucket: bucket.value });
    for (const control of [previous, next, runAll, bucket]) control.disabled = true;
    stop.hidden = false;
    stop.focus();
    try {
      await batch.finished;
    } finally {
      batch = null;
      stop.hidden = true;
      bucket.disabled = false;
      fillList();
      runAll.focus();
    }
  }));
  stop.addEventListener('click', () => batch?.stop());

  return {
    setScenarios(next) {
      batch?.stop();
      scenarios = next;
      const counts = new Map();
      for (const s of scenarios) counts.set(s.bucket, (counts.get(s.bucket) ?? 0) + 1);
      bucket.length = 0;
      bucket.add(new Option(scenarios.length ? `All buckets (${scenarios.length.toLocaleString('en')})` : '(no scenarios)', ''));
      for (const [b, n] of [...counts].sort((x, y) => x[0] - y[0])) bucket.add(new Option(`Bucket ${b} (${n.toLocaleString('en')})`, String(b)));
      bucket.disabled = scenarios.length === 0;
      summary.replaceChildren();
      verdict.textContent = '';
      fillList();
    },
  };
}

// Runs the scenarios in a worker of their own; resolves when all are searched or Stop ends it.
function startBatch(app, chosen, { progress, summary, bucket }) {
  const options = app.resolvedOptions();
  const worker = new Worker(WORKER_URL, { type: 'module' });
  const results = new Array(chosen.length);
  let done = 0;
  let settle;
  const finished = new Promise((resolve) => { settle = resolve; });
  const began = performance.now();
  const where = bucket === '' ? 'all buckets' : `bucket ${bucket}`;
  const report = (ended) => showSummary(summary, chosen, results, done, options, { where, ended, wallMs: performance.now() - began });
  let over = false;
  const end = (ended) => {
    if (over) return;
    over = true;
    worker.terminate();
    progress.hidden = true;
    report(ended);
    settle();
  };
  progress.max = chosen.length;
  progress.value = 0;
  progress.hidden = false;
  summary.textContent = `Searching ${chosen.length.toLocaleString('en')} scenarios…`;
  worker.onmessage = ({ data }) => {
    if (!data.ok) return end(`stopped by an error: ${data.error}`);
    if (data.progress) {
      data.results.forEach((r, k) => { results[data.from + k] = r; });
      done = data.from + data.results.length;
      progress.value = done;
      summary.textContent = `Searched ${done.toLocaleString('en')} of ${chosen.length.toLocaleString('en')}…`;
    }
    if (data.done) end('');
    return undefined;
  };
  worker.onerror = (event) => {
    event.preventDefault();
    end(`stopped: the search worker failed (${event.message || 'could not load'})`);
  };
  const cells = app.model.copyCells(); // a spare copy when the map came from a file (GridModel.copyCells)
  worker.postMessage({
    id: 1,
    type: 'batch',
    batch: { width: app.model.width, height: app.model.height, cells, options, scenarios: chosen.map((s) => [...s.start, ...s.goal]) },
  }, [cells.buffer]);
  return { finished, stop: () => end('stopped') };
}

// The summary: how many match the listed optimal, expansions and search time, over the searched ones.
function showSummary(summary, chosen, results, done, options, { where, ended, wallMs }) {
  let matched = 0;
  let noPath = 0;
  let errors = 0;
  let expanded = 0;
  let micros = 0;
  let table = ''; // JPS+'s jump table, built by the first search on the map: apart from the search time
  let comparable = true;
  const differ = [];
  for (let i = 0; i < done; i++) {
    const r = results[i];
    if (r.error) {
      errors++;
      continue;
    }
    expanded += r.expanded;
    micros += r.micros;
    table ||= tableBuildText(r);
    const verdict = compareWithOptimal(r, chosen[i], options);
    comparable = verdict.comparable;
    if (verdict.matches) matched++;
    else if (r.status !== 'found') noPath++;
    else differ.push(chosen[i]);
  }
  const n = (v) => v.toLocaleString('en');
  const ms = (v) => v.toLocaleString('en', { maximumFractionDigits: 3 });
  const name = describeOption('algorithm', options.algorithm).valueLabel;
  const searched = done - errors;
  const lines = [
    `${name} on ${n(done)} of ${n(chosen.length)} scenarios (${where})${ended ? `, ${ended}` : ''}:`,
    `${n(matched)} match the listed optimal, ${n(differ.length)} differ, ${n(noPath)} without a full path${errors ? `, ${n(errors)} refused` : ''}.`,
  ];
  if (searched > 0) {
    lines.push(`Expansions: ${n(expanded)} in all, ${n(Math.round(expanded / searched))} per search.`,
      `Search time: ${ms(micros / 1000)} ms in all, ${ms(micros / 1000 / searched)} ms per search (in the worker; ${ms(wallMs / 1000)} s with the page's overhead).`);
    if (table) lines.push(`Jump table: ${table}, not in the search time.`);
  }
  if (differ.length > 0) {
    lines.push(`Differ: ${differ.slice(0, MAX_NAMED_MISMATCHES).map((s) => `#${s.index}`).join(', ')}${differ.length > MAX_NAMED_MISMATCHES ? '…' : ''}`);
  }
  if (!comparable) lines.push('The listed optimal lengths assume diagonals only between free side cells and real costs; these options differ.');
  summary.replaceChildren(...lines.map((text) => el('p', { textContent: text })));
  summary.dataset.matched = String(matched);
  summary.dataset.searched = String(done);
}
