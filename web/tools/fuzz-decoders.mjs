// Coverage-guided fuzzing of the link decoders (share links, web/src/share/link.js, lesson links,
// web/src/lessons/format.js, and assignment links, web/src/check/assignment-format.js), of the trace readers (web/src/lib/trace-read.js: the line
// format, Posthoc JSON and YAML through the vendored yaml parser), of the assignment JSON the command reads
// (web/src/lib/assignment-json.js), and of a class's grading (`pathlab check --batch`: each trace checked
// on the test map, then its row, the summary, CSV, Gradescope's results and the report; web/src/lib/check-report.js),
// for `npm run fuzz` (.tools/fuzz.sh) and the short run in npm test.
// Jazzer.js does not run here (docs/contributing.md, "Fuzzing"), so the guidance is V8's own precise
// block coverage (the inspector's Profiler.takePreciseCoverage): an input that reaches a block of the
// decoder's code not reached before joins the corpus, and mutations start from the corpus, as in libFuzzer.
// A crash is a decoder that throws, or answers other than { ok: true, … } / { ok: false, error: text }.
//
//   node web/tools/fuzz-decoders.mjs [seconds per target] [--runs N]

import { Session } from 'node:inspector/promises';
import { fileURLToPath } from 'node:url';
import { decodeState, encodeState } from '../src/share/link.js';
import { decodeLesson, encodeLesson } from '../src/lessons/format.js';
import { readFileSync } from 'node:fs';
import { readTrace } from '../src/lib/trace-read.js';
import { loadPathlab, loadYaml } from '../src/lib/pathlab.js';
import { readAssignmentJson, writeAssignmentJson } from '../src/lib/assignment-json.js';
import { batchCsv, batchRow, batchSummary, gradescopeResults, reportText } from '../src/lib/check-report.js';
import { checkableAlgorithm, decodeAssignment, encodeAssignment } from '../src/check/assignment-format.js';
import { BUILTIN_LESSONS } from '../src/lessons/builtin.js';
import { crc32, fromBase64Url, toBase64Url } from '../src/share/bytes.js';
import { seededRandom } from '../src/model/generators.js';

const WATCHED = ['/share/link.js', '/share/container.js', '/share/bytes.js', '/share/compress.js', '/lessons/format.js', '/lib/options.js', '/modes/mode-state.js',
  '/lib/trace-read.js', '/check/assignment-format.js', '/lib/assignment-json.js', '/lib/trace-verdict.js', '/lib/trace-replay.js', '/lib/trace-words.js',
  '/lib/check-report.js'];
const watched = (url) => WATCHED.some((end) => url.endsWith(end)) || url.includes('/vendor/yaml/');

// A small A* run in each trace format (docs/check-your-search.md, "Writing a trace").
const TRACE_SEEDS = [
  'start 0 0\ngoal 2 1\nexpand 0 0 g=0 h=2.41\ngenerate 1 0 g=1 h=1.41 parent=0,0\nexpand 1 0 g=1 h=1.41 parent=0,0\n'
    + 'update 2 1 g=2.41 h=0 parent=1,0\npath 0 0 1 0 2 1\nend found cost=2.41\n',
  '{"events":[{"type":"source","id":0,"x":0,"y":0},{"type":"expanding","id":0,"x":0,"y":0,"g":0,"f":2.41},'
    + '{"type":"generating","id":1,"x":1,"y":0,"pId":0,"g":1,"f":2.41},{"type":"end","id":1,"x":1,"y":0}],"pathlab":{"start":[0,0],"goal":[1,0]}}',
  'version: 1.0.5\nrender: &r {views: {main: {components: [{$: tile}]}}}\nevents:\n  - {type: source, id: 0, x: 0, y: 0}\n'
    + '  - type: expanding\n    id: 0\n    x: 0\n    y: 0\n    g: 0\n    f: 2.41\n  - {type: generating, id: 1, x: 1, y: 0, pId: 0, g: 1}\nextra: *r\n',
];

async function seeds() {
  const lessons = await Promise.all(BUILTIN_LESSONS.map((l) => encodeLesson(l)));
  const links = await Promise.all(BUILTIN_LESSONS.flatMap((l) => l.stops.slice(0, 1)).map((s) => encodeState(s.state)));
  const checkable = BUILTIN_LESSONS.flatMap((l) => l.stops).filter((s) => checkableAlgorithm(s.state.options?.algorithm ?? 'astar'));
  const assignments = await Promise.all(checkable.slice(0, 4).map((s, i) => encodeAssignment({ state: s.state, task: s.caption, tieRule: i % 2 ? 'fixed' : 'any' })));
  const room = roomMap();
  const assignmentJson = [writeAssignmentJson({ task: 'fuzz', ...room, cells: [...room.rows.join('')].map((c) => (c === '@' || c === 'T' ? 0x81 : c >= '2' && c <= '9' ? Number(c) : 1)),
    options: { algorithm: 'astar' }, tieRule: 'fixed' })];
  return { lesson: lessons, link: links, trace: TRACE_SEEDS, assignment: assignments, 'assignment-json': assignmentJson, batch: [...TRACE_SEEDS, ...CLASS_SEEDS] };
}

// The test map of the checker's tests (tests/data/check/room.map) and the class's assignment on it.
function roomMap() {
  const lines = readFileSync(new URL('../../tests/data/check/room.map', import.meta.url), 'utf8').trimEnd().split('\n');
  const rows = lines.slice(lines.indexOf('map') + 1);
  return { width: rows[0].length, height: rows.length, rows, start: [1, 10], goal: [18, 1] };
}
const CLASS_OPTIONS = Object.freeze({ start: [1, 10], goal: [18, 1], algorithm: 'astar', tieRule: 'any', givenBy: 'assignment' });
// The start of a correct A* on the room map, a wrong one and a cut one (docs/starters/astar.js's lines).
const CLASS_SEEDS = [
  'start 1 10\ngoal 18 1\nexpand 1 10 g=0.0000 h=17.8995\ngenerate 1 9 g=1.0000 h=17.4853 parent=1,10\n'
    + 'generate 2 9 g=1.4142 h=16.0711 parent=1,10\ngenerate 2 10 g=1.0000 h=17.4853 parent=1,10\nexpand 2 9 g=1.4142 h=16.0711\n',
  'heuristic manhattan\nstart 1 10\ngoal 18 1\nexpand 1 10 g=0 h=26\nclose 1 10\nend no-path\n',
  'start 1 10\ngoal 2 9\nexpand 1 10 g=0 h=1.4142\nexpand 2 9 g=1.4142 h=0\npath 1 10 2 9\nend found cost=1.4142\ngenera',
];

let classGrid = null;
// One trace of a class, graded as `pathlab check --batch` grades it: never a throw, always one of the verdicts.
async function gradeOne(input) {
  const pl = await loadPathlab();
  classGrid ??= pl.Grid.fromMovingAI(readFileSync(new URL('../../tests/data/check/room.map', import.meta.url), 'utf8'));
  const result = pl.checkTrace(classGrid, CLASS_OPTIONS, input);
  if (!['correct', 'diverged', 'incomplete', 'unreadable'].includes(result.verdict)) return { ok: true, batch: null };
  const row = batchRow('trace.txt', result, 79);
  const report = reportText(result, { trace: 'trace.txt', map: 'room.map', width: 20, height: 12 });
  const csv = batchCsv([row]);
  const grades = gradescopeResults([{ file: 'trace.txt', row, report }], { points: 1, partial: 0.5 });
  const summary = batchSummary([row]);
  const sound = csv.split('\r\n').length >= 3 && grades.score >= 0 && grades.score <= 1 && summary.files === 1 && row.share >= 0 && row.share <= 1;
  return sound ? { ok: true, batch: row } : { ok: true, batch: null };
}

// The assignment JSON reader: what it read, or an Error whose message says why.
function decodeAssignmentJson(input) {
  try {
    return { ok: true, assignment: readAssignmentJson(input) };
  } catch (error) {
    if (error instanceof Error && !(error instanceof TypeError) && !(error instanceof RangeError)) return { ok: false, error: error.message };
    throw error;
  }
}

// A trace reader answers like the link decoders: what it read, or its refusal (error.code 'bad-trace').
function decodeTrace(input) {
  try {
    return { ok: true, trace: readTrace(input) };
  } catch (error) {
    if (error?.code === 'bad-trace') return { ok: false, error: error.message };
    throw error;
  }
}

// libFuzzer's kinds of mutation, 1 to 4 of them, on `out` (bytes): bit flips, byte changes, inserts
// (`insertByte` picks the byte), deletes, repeats, and splices of a piece of another corpus entry
// (`pieceOf` turns an entry into its bytes).
function mutateBytes(out, corpus, random, insertByte, pieceOf) {
  const n = 1 + Math.floor(random() * 4);
  for (let k = 0; k < n; k++) {
    const at = Math.floor(random() * (out.length + 1));
    switch (Math.floor(random() * 6)) {
      case 0: out[at] ^= 1 << Math.floor(random() * 8); break;
      case 1: out[at] = Math.floor(random() * 256); break;
      case 2: out.splice(at, 0, insertByte()); break;
      case 3: out.splice(at, 1 + Math.floor(random() * 8)); break;
      case 4: out.splice(at, 0, ...out.slice(at, at + 1 + Math.floor(random() * 16))); break;
      default: {
        const piece = pieceOf(corpus[Math.floor(random() * corpus.length)]);
        const from = Math.floor(random() * piece.length);
        out.splice(at, 0, ...piece.slice(from, from + 1 + Math.floor(random() * 32)));
      }
    }
  }
  return Uint8Array.from(out.map((b) => (b ?? 0) & 255));
}

// A text's UTF-8 bytes mutated; inserts favour the characters of YAML, JSON and the line format.
function mutateText(text, corpus, random) {
  const encoder = new TextEncoder();
  const syntax = ' :-[]{}&*#\n0123456789';
  const bytes = mutateBytes([...encoder.encode(text)], corpus, random,
    () => syntax.charCodeAt(Math.floor(random() * syntax.length)), (entry) => encoder.encode(entry));
  return new TextDecoder().decode(bytes);
}

// What each target decodes, how its inputs mutate, and the key of a successful answer.
const TARGETS = {
  link: { decode: decodeState, mutate, answer: 'state' },
  lesson: { decode: decodeLesson, mutate, answer: 'lesson' },
  trace: { decode: decodeTrace, mutate: mutateText, answer: 'trace' },
  assignment: { decode: decodeAssignment, mutate, answer: 'assignment' }, // docs/check-your-search.md, "Assignments"
  'assignment-json': { decode: decodeAssignmentJson, mutate: mutateText, answer: 'assignment' }, // pathlab check --assignment
  batch: { decode: gradeOne, mutate: mutateText, answer: 'batch' }, // pathlab check --batch, one trace at a time
};

// libFuzzer's kinds of mutation on the bytes after the prefix, with the checksum re-sealed half the time
// so inputs reach the parser behind it.
function mutate(text, corpus, random) {
  const dot = text.indexOf('.') + 1;
  let bytes;
  try {
    bytes = fromBase64Url(text.slice(dot));
  } catch {
    return text;
  }
  const result = mutateBytes([...bytes], corpus, random, () => Math.floor(random() * 256),
    (other) => fromBase64UrlSafe(other.slice(other.indexOf('.') + 1)));
  if (random() < 0.5 && result.length >= 4) new DataView(result.buffer).setUint32(0, crc32(result.subarray(4)), true);
  return text.slice(0, dot) + toBase64Url(result);
}

function fromBase64UrlSafe(text) {
  try {
    return fromBase64Url(text);
  } catch {
    return new Uint8Array();
  }
}

/**
 * Fuzzes one decoder. Stops after `seconds` or `runs` inputs, whichever comes first.
 * @returns {Promise<{target, runs, crashes: {input, problem}[], corpus: number, blocks: number, seedBlocks: number}>}
 */
export async function fuzzDecoder(target, { seconds = 10, runs = Infinity, seed = 1 } = {}) {
  await loadYaml(); // YAML traces reach the parser, not the refusal of a library loaded without it
  const { decode, mutate: mutateInput, answer: answerKey } = TARGETS[target];
  const corpus = [...(await seeds())[target]];
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  const seen = new Set();
  const covered = async () => { // blocks reached since the last call (precise coverage with call counts resets them)
    const { result } = await session.post('Profiler.takePreciseCoverage');
    const fresh = [];
    for (const script of result) {
      if (!watched(script.url)) continue;
      for (const fn of script.functions) {
        for (const range of fn.ranges) {
          const key = `${script.url}:${range.startOffset}:${range.endOffset}`;
          if (range.count > 0 && !seen.has(key)) fresh.push(key);
        }
      }
    }
    return fresh;
  };
  const crashes = [];
  const random = seededRandom(seed);
  const run = async (input) => {
    let answer;
    try {
      answer = await decode(input);
    } catch (error) {
      crashes.push({ input, problem: `threw ${error?.stack ?? error}` });
      return;
    }
    const fine = answer && (answer.ok === true ? typeof answer[answerKey] === 'object'
      : answer.ok === false && typeof answer.error === 'string' && answer.error.length > 0);
    if (!fine) crashes.push({ input, problem: `answered ${JSON.stringify(answer).slice(0, 200)}` });
  };
  await covered();
  for (const input of corpus) await run(input);
  for (const key of await covered()) seen.add(key);
  const seedBlocks = seen.size;
  const end = Date.now() + seconds * 1000;
  let count = 0;
  while (count < runs && Date.now() < end) {
    const input = mutateInput(corpus[Math.floor(random() * corpus.length)], corpus, random);
    await run(input);
    count++;
    const fresh = await covered();
    if (fresh.length) {
      for (const key of fresh) seen.add(key);
      corpus.push(input);
    }
  }
  await session.post('Profiler.stopPreciseCoverage');
  session.disconnect();
  return { target, runs: count, crashes, corpus: corpus.length, blocks: seen.size, seedBlocks };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const seconds = Number(process.argv[2] ?? 30);
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : Infinity;
  let crashed = 0;
  for (const target of Object.keys(TARGETS)) {
    const r = await fuzzDecoder(target, { seconds, runs });
    console.log(`${target} decoder: ${r.runs.toLocaleString('en')} runs, ${r.crashes.length} crashes, corpus ${r.corpus}, `
      + `blocks covered ${r.blocks} (seeds alone ${r.seedBlocks})`);
    for (const c of r.crashes.slice(0, 3)) console.log(`  crash: ${c.problem}\n  input: ${c.input.slice(0, 300)}`);
    crashed += r.crashes.length;
  }
  process.exitCode = crashed ? 1 : 0;
}
