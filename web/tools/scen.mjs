// Scenario runner: runs the scenarios of a Moving AI .scen file with the
// native build or the wasm build (under Node), printing identical JSON lines
// (docs/scenario-runner.md).
//   npm run --silent scen -- --map F --scen F [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--engine native|wasm] [--limit N]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { parseScenarios } from '../src/lib/scenarios.js';

const NATIVE_RUNNER = fileURLToPath(new URL('../../build/native/pathlab_scen', import.meta.url));

function fail(message) {
  process.stderr.write(`pathlab scen: ${message}\n`);
  process.exit(2);
}

function parseArguments(argv) {
  const args = { engine: 'native', algorithm: 'astar', limit: Infinity };
  for (let i = 0; i < argv.length; i += 2) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (value === undefined) fail(`missing value after ${flag}`);
    if (flag === '--map') args.map = value;
    else if (flag === '--scen') args.scen = value;
    else if (flag === '--algorithm') args.algorithm = value;
    else if (flag === '--diagonal') args.diagonalMovement = value;
    else if (flag === '--heuristic') args.heuristic = value;
    else if (flag === '--engine') args.engine = value;
    else if (flag === '--limit') {
      if (!/^\d+$/.test(value) || Number(value) < 1) fail(`--limit wants a whole number >= 1, not '${value}'`);
      args.limit = Number(value);
    } else fail(`unknown argument ${flag}`);
  }
  if (!args.map || !args.scen) fail('usage: --map FILE --scen FILE [--algorithm NAME] [--diagonal RULE] [--heuristic NAME] [--engine native|wasm] [--limit N]');
  if (!['native', 'wasm'].includes(args.engine)) fail(`unknown engine '${args.engine}' (native or wasm)`);
  return args;
}

function readText(path) {
  try {
    return readFileSync(path, 'latin1');
  } catch (error) {
    fail(`cannot read ${path}: ${error.code || error.message}`);
  }
}

function runNative(argv) {
  if (!existsSync(NATIVE_RUNNER)) fail('the native runner is not built: run `npm run build`');
  // The native runner takes the same arguments (and accepts --engine native).
  const child = spawn(NATIVE_RUNNER, argv, { stdio: 'inherit' });
  child.on('exit', (code) => process.exit(code ?? 2));
}

const round3 = (x) => Math.round(x * 1000) / 1000;

async function runWasm(args) {
  const mapText = readText(args.map);
  const scenText = readText(args.scen);
  const pl = await loadPathlab();
  let grid;
  try {
    grid = pl.Grid.fromMovingAI(mapText);
  } catch (error) {
    fail(`${args.map}: ${error.message.replace(/^malformed map: /, '')}`);
  }
  const parsed = parseScenarios(pl, scenText);
  if (!parsed.ok) fail(`${args.scen}: ${parsed.error}`);
  let ran = 0, matched = 0, expanded = 0, micros = 0;
  let precomputeMicros; // the tables (JPS+'s, the landmarks'), built once for the map (by the first search): reported apart
  const out = [];
  for (const s of parsed.scenarios) {
    if (ran >= args.limit) break;
    if (s.mapWidth !== grid.width || s.mapHeight !== grid.height) {
      fail(`${args.scen}: scenario ${ran} is for a ${s.mapWidth} x ${s.mapHeight} map, but the map is ${grid.width} x ${grid.height}`);
    }
    let r;
    try {
      r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm: args.algorithm,
        ...(args.diagonalMovement && { diagonalMovement: args.diagonalMovement }), ...(args.heuristic && { heuristic: args.heuristic }) });
    } catch (error) {
      fail(`${args.scen}: scenario ${ran}: ${error.message}`);
    }
    const found = r.status === 'found';
    if (found && Math.abs(r.cost - s.optimal) <= s.tolerance) matched++;
    out.push(JSON.stringify({
      index: ran, start: s.start, goal: s.goal, optimal: s.optimal, length: found ? r.cost : null,
      expanded: r.expanded, micros: round3(r.micros),
    }));
    if (out.length >= 1000) process.stdout.write(`${out.splice(0).join('\n')}\n`);
    expanded += r.expanded;
    micros += r.micros;
    precomputeMicros ??= r.precomputeMicros;
    ran++;
  }
  const table = precomputeMicros === undefined ? {} : { precomputeMicros: round3(precomputeMicros) };
  out.push(JSON.stringify({ summary: true, scenarios: ran, matched, expanded, micros: round3(micros), ...table }));
  process.stdout.write(`${out.join('\n')}\n`);
}

const argv = process.argv.slice(2);
const args = parseArguments(argv);
if (args.engine === 'native') runNative(argv);
else await runWasm(args);
