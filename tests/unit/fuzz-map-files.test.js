// 100,000 mutated .map files through the library's parser (pl.Grid.fromMovingAI, via
// importMapText) and 100,000 mutated .scen files through the scenario list: every
// one must give a map or a message, never an exception, an abort or a hang, and the
// wasm instance must stay usable.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import { importMapText, scenariosForMap } from '../../web/src/share/map-files.js';
import { rng } from './support.js';
import { movingAIText } from '../movingai-data.js';

const MUTANTS = 100_000;
let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const NOISE = ['\n', '\r\n', ' ', '\t', '.', '@', 'T', '9', '0', 'x', '<', '\0', '\u00e9', 'height ', 'width ',
  '99999999999', '-1', 'map\n', 'type octile\n', 'version 1\n', '4096', '8193', '1e9', '\ufeff'];

function mutate(text, random) {
  let out = text;
  const edits = 1 + Math.floor(random() * 4);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(random() * (out.length + 1));
    const noise = NOISE[Math.floor(random() * NOISE.length)];
    switch (Math.floor(random() * 5)) {
      case 0: out = out.slice(0, at); break;
      case 1: out = out.slice(0, at) + noise + out.slice(at + 1); break;
      case 2: out = out.slice(0, at) + noise + out.slice(at); break;
      case 3: out = out.slice(0, at) + out.slice(at + 1 + Math.floor(random() * 20)); break;
      default: {
        const from = Math.floor(random() * out.length);
        out = out.slice(0, at) + out.slice(from, from + Math.floor(random() * 40)) + out.slice(at);
      }
    }
  }
  return out;
}

function smallMap(random, width, height) {
  let text = `type octile\nheight ${height}\nwidth ${width}\nmap\n`;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) text += '..@T3'[Math.floor(random() * 5)];
    text += '\n';
  }
  return text;
}

describe('map and scenario parsers under mutated files', () => {
  it(`answer ${MUTANTS} mutated .map files with a map or a line-numbered message`, () => {
    const random = rng(77);
    const seeds = [smallMap(random, 12, 7), smallMap(random, 30, 20), smallMap(random, 1, 1)];
    const started = performance.now();
    let parsed = 0;
    for (let n = 0; n < MUTANTS; n++) {
      const result = importMapText(pl, mutate(seeds[n % seeds.length], random));
      if (result.ok) {
        parsed++;
        expect(result.map.cells.length).toBe(result.map.width * result.map.height);
      } else {
        expect(result.error).toMatch(/line \d+|too large|must be text|malformed/);
      }
    }
    console.log(`${MUTANTS} mutated .map files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${parsed} parsed, ${MUTANTS - parsed} refused`);
    expect(importMapText(pl, seeds[0]).ok).toBe(true);
  });

  it(`answer ${MUTANTS} mutated .scen files with a list or a message`, () => {
    const random = rng(78);
    const seed = movingAIText('arena.map.scen').split('\n').slice(0, 12).join('\n');
    const started = performance.now();
    let listed = 0;
    for (let n = 0; n < MUTANTS; n++) {
      const result = scenariosForMap(pl, mutate(seed, random), 49, 49);
      if (result.ok) {
        listed++;
        for (const s of result.scenarios) {
          expect(s.start[0] < 49 && s.start[1] < 49 && s.goal[0] < 49 && s.goal[1] < 49).toBe(true);
        }
      } else {
        expect(typeof result.error).toBe('string');
      }
    }
    console.log(`${MUTANTS} mutated .scen files in ${((performance.now() - started) / 1000).toFixed(1)} s: ${listed} listed, ${MUTANTS - listed} refused`);
  });
});
