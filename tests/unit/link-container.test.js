// The links' one container (web/src/share/container.js): what it seals it opens, it deflates only when
// that is shorter, every damaged or hostile text is refused with a ShareFormatError that names the
// part that is wrong, and the three formats that use it (share, lesson and assignment links) make
// exactly the text their own code made before they shared it.
import { describe, expect, it } from 'vitest';
import { crc32, ShareFormatError, toBase64Url } from '../../web/src/share/bytes.js';
import { deflateRaw } from '../../web/src/share/compress.js';
import { isLinkOf, linkTextOf, MAX_LINK_TEXT_CHARS, openContainer, sealContainer } from '../../web/src/share/container.js';
import { decodeState, encodeState } from '../../web/src/share/link.js';
import { decodeLesson, encodeLesson } from '../../web/src/lessons/format.js';
import { decodeAssignment, encodeAssignment } from '../../web/src/check/assignment-format.js';
import { rng } from './support.js';

/** @type {import('../../web/src/share/container.js').LinkFormat} */
const PACKED = {
  prefix: 'test-v', version: 3, deflate: true, flags: 0b110, minBytes: 6, maxChars: 10_000,
  words: { link: 'test link', kind: 'test', holds: 'thing', askFrom: 'the tester' },
};
/** @type {import('../../web/src/share/container.js').LinkFormat} */
const PLAIN = { prefix: 'plain-v', version: 1, deflate: false, flags: 1, minBytes: 5, words: { link: 'plain link', kind: 'plain', holds: 'note' } };

const compressible = () => new TextEncoder().encode('a search expands cells '.repeat(40));
const incompressible = (n) => {
  const random = rng(7);
  return Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
};
const twoVarints = (a, b) => (out) => [a, b].forEach((v) => out.varint(v));

// Link text around bytes that follow the checksum, with a right checksum: intact, whatever they say.
function sealedRaw(format, afterChecksum) {
  const bytes = new Uint8Array(4 + afterChecksum.length);
  bytes.set(afterChecksum, 4);
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `${format.prefix}${format.version}.${toBase64Url(bytes)}`;
}

async function refusal(text, format = PACKED, maxBytes = Infinity) {
  try {
    await openContainer(text, format).body(maxBytes);
  } catch (error) {
    expect(error).toBeInstanceOf(ShareFormatError);
    return error.message;
  }
  throw new Error(`not refused: ${String(text).slice(0, 60)}`);
}

describe('the link container', () => {
  it('lays out checksum, flags, head and body as documented', async () => {
    // CRC-32 of 01 03 07 08 09 is 0x5dbd556a (zlib's), stored little-endian.
    const text = await sealContainer(PLAIN, { flags: 1, head: (out) => out.varint(3), body: new Uint8Array([7, 8, 9]) });
    expect(text).toBe('plain-v1.alW9XQEDBwgJ');
  });

  it('opens what it seals: version, the format\'s flags, head fields and body', async () => {
    for (const body of [compressible(), incompressible(300), new Uint8Array(0)]) {
      const text = await sealContainer(PACKED, { flags: 0b100, head: twoVarints(300, 7), body });
      const opened = openContainer(`https://example.org/pathlab/#${text}`, PACKED);
      expect(opened.version).toBe(3);
      expect(opened.flags).toBe(0b100);
      expect([opened.head.varint(), opened.head.varint()]).toEqual([300, 7]);
      expect(await opened.body(body.length)).toEqual(body);
    }
    const plain = openContainer(` #${await sealContainer(PLAIN, { flags: 1, body: compressible() })} `, PLAIN);
    expect(plain.flags).toBe(1);
    expect(await plain.body()).toEqual(compressible());
  });

  it('deflates only when that is shorter, and only in a format that deflates', async () => {
    const flagsOf = (text) => Buffer.from(text.slice(text.indexOf('.') + 1), 'base64url')[4];
    const body = compressible();
    const packed = await sealContainer(PACKED, { body });
    expect(flagsOf(packed) & 1).toBe(1);
    expect(packed.length).toBeLessThan(toBase64Url(body).length);
    expect(flagsOf(await sealContainer(PACKED, { body: incompressible(300) })) & 1).toBe(0);
    expect(flagsOf(await sealContainer(PACKED, { body: new Uint8Array([5]) })) & 1).toBe(0);
    expect(flagsOf(await sealContainer(PLAIN, { body })) & 1).toBe(0);
    await expect(sealContainer(PACKED, { flags: 1, body })).rejects.toThrow(/not among the format's own/);
  });

  it('refuses every kind of damage with a message that names it', async () => {
    const good = await sealContainer(PACKED, { head: twoVarints(2, 2), body: compressible() });
    const data = good.slice(good.indexOf('.') + 1);
    const flipped = `test-v3.${data.slice(0, 10)}${data[10] === 'A' ? 'B' : 'A'}${data.slice(11)}`;
    const cases = [
      [42, /^the test link must be text$/],
      ['x'.repeat(MAX_LINK_TEXT_CHARS + 1), /^this test link is too long \(2,000,001 characters; at most 2,000,000 are read\)$/],
      [`test-v3.${'A'.repeat(10_001)}`, /^this test link is too long \(10,001 characters; at most 10,000 are read\)$/],
      ['https://example.org/#', /^this test link holds no Pathlab thing \(nothing after the #\)$/],
      ['v1.AAAAAAAAAA', /^this is not a Pathlab test link \(it should start with #test-v3\.\)$/],
      ['test-3.AAAAAAAAAA', /not a Pathlab test link/],
      ['test-vx.AAAAAAAAAA', /not a Pathlab test link/],
      ['test-v9.AAAAAAAAAA', /^this test link was made by a newer Pathlab \(format v9\); this page reads format v3$/],
      ['test-v2.AAAAAAAAAA', /^unknown test link format v2$/],
      ['test-v3.AAAA<AAAA', /^the test link contains a character that cannot be in it, at position 5$/],
      ['test-v3.AAAAAAAAA', /^the test link is cut off \(its length is impossible\)$/],
      ['test-v3.AAAAAA', /^the test link is cut off \(too short to hold a whole thing\)$/],
      [good.slice(0, -4), /^this test link is damaged: its checksum does not match, so it was cut off or altered\. Ask the tester for the link again, or copy all of it\.$/],
      [flipped, /^this test link is damaged: its checksum does not match/],
      [sealedRaw(PACKED, [0b1000, 2, 2, 1]), /^this test link uses features this page does not know \(a newer Pathlab made it\)$/],
      [sealedRaw(PACKED, [1, 0xff, 0xfe, 0x01]), /^the test link's compressed data is damaged$/],
    ];
    for (const [text, words] of cases) expect(await refusal(text), String(text).slice(0, 40)).toMatch(words);
    expect(await refusal(sealedRaw(PLAIN, [2, 0, 0]), PLAIN)).toMatch(/^this plain link uses features/);
    expect(await refusal('plain-v1.AAAAAAAA', PLAIN)).toMatch(/checksum does not match, so it was cut off or altered\. Ask for the link again/);
  });

  it('stops inflating at the cap the reader gives, and reads a tiny link claiming a huge body quickly', async () => {
    const bomb = await deflateRaw(new Uint8Array(20_000_000));
    expect(bomb.length).toBeLessThan(40_000);
    const text = sealedRaw(PACKED, [1, ...bomb]);
    const started = performance.now();
    expect(await refusal(text, { ...PACKED, maxChars: undefined }, 65_536)).toMatch(/^the test link's map data is larger than its size allows \(over 65,536 bytes\)$/);
    expect(performance.now() - started).toBeLessThan(5_000);
    // A share link's head claims its map's size; one too large is refused before its body is read.
    const huge = sealedRaw({ prefix: 'v', version: 1 }, [1, 0x80, 0x40, 0x80, 0x40, ...bomb.subarray(0, 64)]);
    expect(await decodeState(huge)).toEqual({ ok: false, error: 'the map has 67,108,864 cells; at most 16,777,216 are allowed' });
  });

  it('finds the link text in a URL or fragment, and tells formats apart by prefix', () => {
    expect(linkTextOf('https://example.org/pathlab/?embed=1#test-v3.AAAA')).toBe('test-v3.AAAA');
    expect(linkTextOf('#v1.AB')).toBe('v1.AB');
    expect(linkTextOf('v1.AB')).toBe('v1.AB');
    expect(isLinkOf(PACKED, 'https://x.test/# test-v3.AAAA')).toBe(true);
    expect(isLinkOf(PACKED, 'https://x.test/#plain-v1.AAAA')).toBe(false);
    expect(isLinkOf(PACKED, undefined)).toBe(false);
  });
});

// ---- the three formats, byte for byte as their own code made them ----
// The expected texts were made once by each format's code from before the container, from the
// states below; a zlib that deflates differently would change the deflated ones.

function lcg(seed) {
  let s = seed >>> 0;
  return () => (s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32;
}
function mapOf(width, height, seed, walls, terrain, free = []) {
  const next = lcg(seed);
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const cost = next() < terrain ? 1 + Math.floor(next() * 9) : 1;
    cells[i] = (next() < walls ? 0x80 : 0) | cost;
  }
  cells[0] = 1;
  cells[cells.length - 1] = 1;
  for (const [x, y] of free) cells[y * width + x] = 1;
  return cells;
}
const STATES = {
  minimal: () => ({ width: 3, height: 2, cells: new Uint8Array(6).fill(1), start: [0, 1], goal: [2, 0], options: {}, step: null, view: null }),
  small: () => ({ width: 7, height: 5, cells: mapOf(7, 5, 1, 0.2, 0.3), start: [0, 0], goal: [6, 4],
    options: { algorithm: 'dijkstra', diagonalMovement: 'never' }, step: 3, view: { zoom: 12, centerX: 3.5, centerY: 2.5 } }),
  modes: () => ({ width: 40, height: 30, cells: mapOf(40, 30, 2, 0.25, 0, [[10, 10], [30, 5]]), start: [0, 0], goal: [39, 29],
    options: { algorithm: 'astar', heuristic: 'octile', diagonalMovement: 'always' }, step: null,
    view: { zoom: 8, centerX: 20, centerY: 15, fit: 'map' },
    mode: { id: 'waypoints', waypoints: [[10, 10], [30, 5]], algorithm: 'dijkstra' },
    teach: { panels: ['code'], arrows: true, numbers: false, micro: false } }),
  large: () => ({ width: 48, height: 20, cells: mapOf(48, 20, 3, 0.3, 0.2), start: [0, 0], goal: [47, 19],
    options: { algorithm: 'weighted-astar', weight: 2.5, maxExpansions: 5000 }, step: 17, view: null }),
};
const LESSONS = {
  tiny: () => ({ title: 'One stop', stops: [{ state: STATES.minimal(), caption: 'Look.' }] }),
  tour: () => ({ title: 'A tour: ünïcode too', stops: [
    { state: STATES.small(), caption: 'First a small map.\nTwo lines.' },
    { state: { ...STATES.small(), step: 5 }, caption: 'Same map, later step.', activity: 'predict' },
    { state: STATES.modes(), caption: 'A bigger map.', activity: 'quiz' },
  ] }),
};
const ASSIGNMENTS = {
  fixed: () => ({ state: STATES.small(), task: 'Write A*.\nPrint its trace: ünïcode too.', tieRule: 'fixed' }),
  large: () => ({ state: { ...STATES.large(), options: { algorithm: 'astar' } }, task: 'Breadth of it.' }),
};

const BEFORE = {
  states: {
    minimal: 'v1.tH8x8gADAgEEAAECAA',
    small: 'v1.-K_GfAEHBWNkYWBgY2Fi5WIIUGdgFhIEgUJBEUFHUUFBQTFJQUYWjpTMrOzikqJENta81LLUIgdGZkcJBjDQcIDQPFCaxQEA',
    modes: 'v1.T3SbSwEoHmNkYWBQl2Waxqhi4MCa4MHAxLCAoZOh00BhKaMGI4uLJCPDohaWFgYevxUsAj2eGxgCGJbxMegckFrI4MyYbCCpysDA0NDY4TSNgaGxIWKR2GRmhwl9CWIzGja4M3AUszqINHW4dAixTFUR4GBgYmThbmRlEpooMVGMY-FSJlkHTgVNDiUDBqOUg7mcDo1TGjVZViQyCE0REVBUe8GREcDQxMHKlp9ckpmTysaWmFOeWFnsKMEABgoOENoESus5eDAyOnGWJ1YW5GfmlRQ7szJxccmxunCkZGZlF5cUJXoxcgIA',
    large: 'v1.gX00PAEwFE1QMW_TQBQ-J25wpCjKZ_vubKYYFRGkVK2hlRh9EqoagZA8QKmUoa4aNYymkdoxQREinXJlgKyV-BNsXZn6Ezow8RsYyPM5EZ_t53v37r3v-86yGdv2Kpfz27kTVcd1h8Fhfyez5GdP6eFVY1c9TTqLyuejP4Mai188Yg9bqpqM7363HbY_dX71u8fMtvv17xk22h2rYd3wzdp0aL_evGm1rf4bVtPqJTuuWL3Dzt4P0XiO1n1z41X37c7teNZ6zKr3VUCCcOJD4AgTyjNwQLynbbkPaLgoocwqAmLgK7Cs6OVDLxTSQEareQsKWlEUqQRkSLNL-FDPFEIgp4wDgQeNtMjgFWNTInGRIwihM9MmzC9fhwnpOEVQSFspiwSnVRAVc4BrquUCAWSe-uTJh4R0D5YqQ_NpgJN_4lHeNzqk3_maa0ThSjNZhCtFYZ3oUxfIY1M85EaBVx524UoiRukPpus_qFXURrUoe0XpAuvmkO5Ngn9a78UacQaEeZYWl1kgy0uKwJBxqgSwmxeDD2fD0eB0KzsfZR8fOKyAnTiVL08SC_8A',
  },
  lessons: {
    tiny: 'lesson-v1.w9J2vgAIT25lIHN0b3ABAQVMb29rLgMCBgEEAAECAA',
    tour: 'lesson-v1.QNCt6wF1kE1LAlEUhs8d751G-8ARFQ2UW_RhEINEq1bXkrIWJdSiZTe92NTo2MyUtHPEhUFEkUXLCgx3-QNaFP6ZoD9RlrWqd_Psnve8J5SijnlkLdDuc6n7lDPzgjqm6UGxZd2yHcqpXeSGQYu8rPm2KiY19JKwtQGygTCAjCXig-w0eAJqL4dqUE2FVFUNR1WElby-f2A7FpdJSRwLiyFPKgJfSbBvDvWJmRTa5EXR65mlBneERW1HlLX575o_XOR_FxlO0V29UBDW192J-DvqaaZj0g2aSDKykwEJ7uAUTpO0hRIIp6MIHuq4DkPrbew_W-1AFh5HYPZl9B6WUC4ZnfwUV93G4g2AW91-CF952MX5Tvi22lkBxSYsWGukGwF8PeFXQEJ40CVS4DJyGVbuW1KMeemMMp6Eufxr0cvcpjuD2xwCzaB_bOpN2ctCTSGymXN0Q8gyNyr8xP7ZRvub5vvUWAahRW-Fn5RNveTYS0Ty-eIk_fueNeT9AA',
  },
  assignments: {
    fixed: 'assignment-v1.ZDwQegEpV3JpdGUgQSouClByaW50IGl0cyB0cmFjZTogw7xuw69jb2RlIHRvby60AMOYAQcFY2RhYGBjYWLlYghQZ2AWEgSBQkERQUdRQUFBMUlBRhaOlMys7OKSokQ21rzUstQiAA',
    large: 'assignment-v1.R_5fzgAOQnJlYWR0aCBvZiBpdC6MRVQoATAUTVBNS8NAEN20tUQo0pdkdxNPjVSoUND4AR67IEVRhBz8KPRgRKHX3Dy2UgQ9uXrQXgv-CW9ePfkTevDkb_BgJ5sWX5LJzs7OvPfWKjG27hZuHj8e7bDYX7QZbPY7uG-9Hyjde6hsq7VWY1S46_xcl1m0u8KWq6rY6n9912zWHtqf3eYFK5W6i68JFmoNq2KNeb087JWO6uNqzeoes7JWe-yiYB2cNXbeRGUL1cnSwmHzZOOjf19dZcVJEZAgXHoQ6GBAeQIOiHPalm1Aw0EOZVYhEAHPwLSipw-9UIh9Gc7mjShoRVHEEpABzc7hQW0qBEBKGQd8FxpxlsHNxsZE4iCFH0Anpk2YXzoPA9JxBT-TNlMWCk4rP8zmAE9USwV8yDT2yJMHCensT1UG5tMAJ__Eo9wXOqRPPc01wmCmmSzCkSKzTvSxA6SRKZ5xo8DNDztwJBEj9wfT9Q9qFrVRLfJekbvAvDmge5Pgt_O9SCNKgCBN4uwyMyRpTuEbMk4VH38',
  },
};

describe('share, lesson and assignment links in the container', () => {
  it('make share links byte for byte as before, and read them back', async () => {
    for (const [name, state] of Object.entries(STATES)) {
      expect(await encodeState(state()), name).toBe(BEFORE.states[name]);
      const decoded = await decodeState(BEFORE.states[name]);
      expect(decoded.ok, name).toBe(true);
      expect(/** @type {any} */ (decoded).state.cells).toEqual(state().cells);
    }
  });

  it('make lesson links byte for byte as before, and read them back', async () => {
    for (const [name, lesson] of Object.entries(LESSONS)) {
      expect(await encodeLesson(lesson()), name).toBe(BEFORE.lessons[name]);
      const decoded = /** @type {any} */ (await decodeLesson(BEFORE.lessons[name]));
      expect(decoded.ok, name).toBe(true);
      expect(decoded.lesson.stops.map((s) => s.caption)).toEqual(lesson().stops.map((s) => s.caption));
    }
  });

  it('make assignment links byte for byte as before, and read them back', async () => {
    for (const [name, assignment] of Object.entries(ASSIGNMENTS)) {
      expect(await encodeAssignment(assignment()), name).toBe(BEFORE.assignments[name]);
      const decoded = /** @type {any} */ (await decodeAssignment(BEFORE.assignments[name]));
      expect(decoded.ok, name).toBe(true);
      expect(decoded.assignment.task).toBe(assignment().task);
      expect(decoded.assignment.tieRule).toBe(assignment().tieRule ?? 'any');
    }
  });

  it('word each format\'s refusals with its own nouns', async () => {
    const cut = (text) => text.slice(0, -4);
    expect((await decodeState(cut(BEFORE.states.large))).error).toMatch(/^this link is damaged/);
    expect((await decodeLesson(cut(BEFORE.lessons.tour))).error).toMatch(/^this lesson link is damaged/);
    expect((await decodeAssignment(cut(BEFORE.assignments.large))).error).toMatch(/^this assignment link is damaged: .* Ask your teacher for the link again/);
    expect((await decodeState('#v1.AA<A')).error).toBe('the link contains a character that cannot be in it, at position 3');
    expect((await decodeLesson('#lesson-v1.AA<A')).error).toBe('the lesson link contains a character that cannot be in it, at position 3');
    expect((await decodeAssignment('#lesson-v1.AAAA')).error).toMatch(/^this is not a Pathlab assignment link \(it should start with #assignment-v1\.\)/);
  });
});
