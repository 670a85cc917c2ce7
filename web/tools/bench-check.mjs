// Checking traces in `npm run bench` (section 16): the real command, `node web/src/lib/cli.js check`,
// timed from outside as a grader runs it. One line-format trace of 1 MiB (Pathlab's own A* on
// den520d, cut at 1 MiB: every event is replayed), and a class of 200 traces on an assignment over
// arena.map in one `--batch` run: half in the line format, a quarter each Posthoc YAML and JSON,
// every fourth with a wrong g put in and every fifth cut short. Everything is generated here into a
// temporary folder and removed after. Targets: one 1 MiB trace <= 0.5 s, 200 traces <= 30 s. Beside the
// wall time, each run's own CPU time (user + system), which a busy machine changes less.
//   node web/tools/bench-check.mjs [--reps N]   (this part alone; npm run bench -- --check-only too)
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { writeAssignmentJson } from '../src/lib/assignment-json.js';
import { parseScenarios } from '../src/lib/scenarios.js';
import { median } from './stats.mjs';

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
const CLI = fileURLToPath(new URL('../src/lib/cli.js', import.meta.url));
const MIB = 1024 * 1024;
export const CHECK_TARGETS = Object.freeze({ oneTraceSeconds: 0.5, classSeconds: 30, classSize: 200 });

// Loaded before the command: its process's own CPU time (user + system) on stderr as it exits, a
// figure a busy machine changes less than the wall time.
const CPU_PROBE = `data:text/javascript,${encodeURIComponent("process.on('exit', () => { const u = process.cpuUsage(); process.stderr.write(`\\ncpu ${(u.user + u.system) / 1e6}\\n`); });")}`;

/** Wall time of one run of the command, in seconds, its CPU time, and its exit status. */
function timed(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', CPU_PROBE, ...args], { encoding: 'utf8', maxBuffer: 256 * MIB });
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = Number(/\ncpu ([\d.]+)\n$/.exec(r.stderr)?.[1] ?? NaN);
  return { seconds, cpu, status: r.status, stdout: r.stdout, stderr: r.stderr.replace(/\ncpu [\d.]+\n$/, '') };
}

// The longest query of a map's scenario file, as an assignment's start and goal.
function longestQuery(pl, name) {
  const parsed = parseScenarios(pl, readFileSync(`${DATA}${name}.map.scen`, 'latin1'));
  if (!parsed.ok) throw new Error(`${name}.map.scen: ${parsed.error}`);
  return parsed.scenarios.reduce((a, b) => (b.optimal > a.optimal ? b : a));
}

function assignmentOf(pl, name, algorithm) {
  const mapText = readFileSync(`${DATA}${name}.map`, 'latin1');
  const grid = pl.Grid.fromMovingAI(mapText);
  const q = longestQuery(pl, name);
  const options = { start: q.start, goal: q.goal, algorithm };
  const json = writeAssignmentJson({ task: 'bench', width: grid.width, height: grid.height, cells: grid.getCells(), start: q.start, goal: q.goal, options: { algorithm } });
  const trace = pl.posthocTrace(grid, options);
  grid.delete();
  return { json, trace };
}

// Every fourth trace with one g made wrong, every fifth cut at a random line: a class's mix.
function studentTrace(pl, trace, k, random) {
  const format = k % 4 === 1 ? 'yaml' : k % 4 === 3 ? 'json' : 'line';
  if (format !== 'line') return { name: `s${k}.trace.${format}`, text: pl.formatTrace(trace, format) };
  let lines = pl.formatTrace(trace, 'line').split('\n');
  if (k % 4 === 0) {
    const i = lines.findIndex((l, n) => n > lines.length * random() && l.startsWith('generate '));
    if (i >= 0) lines[i] = lines[i].replace(/g=[^ ]+/, 'g=999');
  }
  if (k % 5 === 0) lines = lines.slice(0, Math.floor(lines.length * random()));
  return { name: `s${k}.txt`, text: lines.join('\n') };
}

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

/** @param {{ reps?: number, log?: (s: string) => void }} [options] */
export async function measureCheck({ reps = 5, log = () => {} } = {}) {
  const pl = await loadPathlab();
  const dir = mkdtempSync(join(tmpdir(), 'pathlab-bench-check-'));
  try {
    log('checking traces: one 1 MiB trace...\n');
    const big = assignmentOf(pl, 'den520d', 'astar');
    writeFileSync(join(dir, 'den520d.json'), big.json);
    const lines = pl.formatTrace(big.trace, 'line').split('\n');
    let text = '';
    for (const line of lines) {
      if (text.length + line.length + 1 > MIB) break;
      text += `${line}\n`;
    }
    writeFileSync(join(dir, 'one.txt'), text);
    const one = [];
    for (let r = 0; r < reps; r++) one.push(timed([CLI, 'check', '--assignment', join(dir, 'den520d.json'), '--trace', join(dir, 'one.txt')]));
    const startup = [];
    for (let r = 0; r < reps; r++) startup.push(timed(['-e', '0']));
    const help = [];
    for (let r = 0; r < reps; r++) help.push(timed([CLI, '--help']));

    log(`checking traces: a class of ${CHECK_TARGETS.classSize} in one --batch...\n`);
    const small = assignmentOf(pl, 'arena', 'astar');
    writeFileSync(join(dir, 'arena.json'), small.json);
    const folder = join(dir, 'class');
    mkdirSync(folder);
    const random = rng(CHECK_TARGETS.classSize);
    let bytes = 0;
    for (let k = 0; k < CHECK_TARGETS.classSize; k++) {
      const { name, text: body } = studentTrace(pl, small.trace, k, random);
      writeFileSync(join(folder, name), body);
      bytes += body.length;
    }
    const batch = [];
    let summary = null;
    for (let r = 0; r < Math.min(reps, 3); r++) {
      const run = timed([CLI, 'check', '--assignment', join(dir, 'arena.json'), '--batch', folder, '--json']);
      batch.push(run);
      summary = run.status === 0 ? JSON.parse(run.stdout).summary : { error: run.stderr.trim() };
    }
    const wall = (runs) => median(runs.map((r) => r.seconds));
    const cpu = (runs) => median(runs.map((r) => r.cpu));
    return {
      load: loadavg()[0],
      one: { bytes: text.length, events: text.split('\n').length - 1, seconds: wall(one), cpu: cpu(one), status: one.at(-1).status },
      startup: { node: wall(startup), nodeCpu: cpu(startup), help: wall(help), helpCpu: cpu(help) },
      batch: { traces: CHECK_TARGETS.classSize, bytes, seconds: wall(batch), cpu: cpu(batch), summary },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function formatCheck(r) {
  const ok = (yes) => (yes ? 'met' : 'MISSED');
  const s = (x) => `${x.toFixed(2)} s`;
  const v = r.batch.summary?.verdicts;
  return [`\n16. Checking traces: the real command, timed from outside (median; load average ${r.load.toFixed(1)} at the end)`,
    `  one line-format trace of ${(r.one.bytes / MIB).toFixed(2)} MiB (${r.one.events.toLocaleString('en')} events, den520d): `
      + `${s(r.one.seconds)}, CPU ${s(r.one.cpu)} (target <= ${CHECK_TARGETS.oneTraceSeconds} s: ${ok(r.one.seconds <= CHECK_TARGETS.oneTraceSeconds)}), exit ${r.one.status}`,
    `  start-up: node alone ${s(r.startup.node)} (CPU ${s(r.startup.nodeCpu)}), pathlab --help ${s(r.startup.help)} (CPU ${s(r.startup.helpCpu)})`,
    `  a class of ${r.batch.traces} traces (${(r.batch.bytes / MIB).toFixed(1)} MiB; line, YAML, JSON; arena) in one --batch: `
      + `${s(r.batch.seconds)}, CPU ${s(r.batch.cpu)} (target <= ${CHECK_TARGETS.classSeconds} s: ${ok(r.batch.seconds <= CHECK_TARGETS.classSeconds)}); `
      + (v ? `${v.correct} correct, ${v.diverged} diverged, ${v.incomplete} incomplete, ${v.unreadable} unreadable` : `failed: ${r.batch.summary?.error}`),
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--reps');
  const reps = at > 0 ? Number(process.argv[at + 1]) : 5;
  console.log(formatCheck(await measureCheck({ reps, log: (s) => process.stderr.write(s) })));
}
