// Assignment links (web/src/check/assignment-format.js, docs/check-your-search.md "Assignments"): what is
// encoded comes back, and damaged, cut, newer, oversized and hostile links are refused with a message,
// never a throw.
import { describe, expect, it } from 'vitest';
import { decodeAssignment, encodeAssignment, isAssignmentLink, MAX_TASK_BYTES, PATHLAB_RUN, pathlabRunShown } from '../../web/src/check/assignment-format.js';
import { crc32, fromBase64Url, toBase64Url } from '../../web/src/share/bytes.js';
import { encodeState } from '../../web/src/share/link.js';

function state(options = { algorithm: 'astar', diagonalMovement: 'never' }) {
  const cells = new Uint8Array(6 * 4).fill(1);
  cells[7] = 0x81;
  cells[8] = 3;
  return { width: 6, height: 4, cells, start: [0, 0], goal: [5, 3], options, step: null, view: null };
}

// Link text for raw assignment bytes after the checksum, sealed with a right checksum (a made-up but intact link).
function sealed(rest) {
  const bytes = new Uint8Array(4 + rest.length);
  bytes.set(rest, 4);
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `assignment-v1.${toBase64Url(bytes)}`;
}

describe('assignment links', () => {
  it('carry the map, start, goal, options, the task and the tie rule', async () => {
    const task = 'Write A*.\nPrint its trace: ünïcode too.';
    const text = await encodeAssignment({ state: state(), task, tieRule: 'fixed' });
    expect(isAssignmentLink(`https://x.test/#${text}`)).toBe(true);
    const decoded = await decodeAssignment(`https://x.test/index.html#${text}`);
    expect(decoded.ok).toBe(true);
    const { assignment } = /** @type {any} */ (decoded);
    expect(assignment.task).toBe(task);
    expect(assignment.tieRule).toBe('fixed');
    expect([...assignment.state.cells]).toEqual([...state().cells]);
    expect(assignment.state.start).toEqual([0, 0]);
    expect(assignment.state.goal).toEqual([5, 3]);
    expect(assignment.state.options).toMatchObject({ algorithm: 'astar', diagonalMovement: 'never' });
    const free = await decodeAssignment(await encodeAssignment({ state: state(), task: 'x' }));
    expect(/** @type {any} */ (free).assignment.tieRule).toBe('any');
  });

  it('carry whether the students see Pathlab’s run, each choice with the tie rule either way; a link made before the choice shows it', async () => {
    for (const { id } of PATHLAB_RUN.values) {
      for (const tieRule of ['any', 'fixed']) {
        const decoded = /** @type {any} */ (await decodeAssignment(await encodeAssignment({ state: state(), task: 'x', tieRule, pathlabRun: id })));
        expect(decoded.assignment).toMatchObject({ pathlabRun: id, tieRule });
      }
    }
    expect(PATHLAB_RUN.values.map((v) => v.id).sort()).toEqual(['after-correct', 'always', 'never']);
    expect(/** @type {any} */ (await decodeAssignment(await encodeAssignment({ state: state(), task: 'x' }))).assignment.pathlabRun).toBe(PATHLAB_RUN.default);
    // Bytes of a link written before the choice (flags: the tie rule alone).
    const old = /** @type {any} */ (await decodeAssignment('assignment-v1.04pKmAEgV3JpdGUgQSouClByaW50IHRoZSBsaW5lIGZvcm1hdC5DJC8_AAQDAQQAAAMCAgIgAAYFbmV2ZXI'));
    expect(old.ok).toBe(true);
    expect(old.assignment.pathlabRun).toBe('always');
    await expect(encodeAssignment({ state: state(), task: 'x', pathlabRun: 'sometimes' })).rejects.toThrow(/Pathlab’s run must be always, after-correct, never/);
    expect(pathlabRunShown('always', false)).toBe(true);
    expect(pathlabRunShown('after-correct', false)).toBe(false);
    expect(pathlabRunShown('after-correct', true)).toBe(true);
    expect(pathlabRunShown('never', true)).toBe(false);
  });

  it('refuses what it cannot make: no task, control characters, a long task, an algorithm the check does not know', async () => {
    await expect(encodeAssignment({ state: state(), task: '  ' })).rejects.toThrow(/needs a task/);
    await expect(encodeAssignment({ state: state(), task: 'a\tb' })).rejects.toThrow(/control characters/);
    await expect(encodeAssignment({ state: state(), task: 'x'.repeat(MAX_TASK_BYTES + 1) })).rejects.toThrow(/too long/);
    await expect(encodeAssignment({ state: state({ algorithm: 'jps' }), task: 'x' })).rejects.toThrow(/Jump point search, which Check my search cannot check/);
    await expect(encodeAssignment({ state: state(), task: 'x', tieRule: 'random' })).rejects.toThrow(/tie rule/);
  });

  it('refuses damaged, cut, newer, oversized and hostile links with a message, never a throw', async () => {
    const text = await encodeAssignment({ state: state(), task: 'Write BFS.' });
    const flipped = text.slice(0, 20) + (text[20] === 'A' ? 'B' : 'A') + text.slice(21);
    const link = fromBase64Url((await encodeState(state({ algorithm: 'jps' }))).slice(3));
    const task = new TextEncoder().encode('t');
    const cases = [
      [flipped, /damaged: its checksum does not match/],
      [text.slice(0, text.length - 10), /damaged|cut off|impossible/],
      ['assignment-v2.AAAAAAAA', /assignment link was made by a newer Pathlab \(format v2\)/],
      ['assignment-v1.', /cut off/],
      ['assignment-v1.@@@', /character that cannot be in it/],
      ['v1.AAAA', /not a Pathlab assignment link/],
      [`assignment-v1.${'A'.repeat(200_000)}`, /too long/],
      ['x'.repeat(3_000_000), /too long/],
      [sealed(new Uint8Array([8, 1, 116])), /features this page does not know/],
      [sealed(new Uint8Array([6, 1, 116])), /rule about Pathlab’s run that this Pathlab does not know/],
      [sealed(new Uint8Array([0, 0xd1, 0x0f])), /task is too long/],
      [sealed(new Uint8Array([0, 5, 116])), /the assignment link ends too early/],
      [sealed(new Uint8Array([0, 2, 0xff, 0xfe])), /not readable text/],
      [sealed(new Uint8Array([0, 2, 97, 9])), /control characters/],
      [sealed(new Uint8Array([0, 1, 116, 1, 2, 3])), /the assignment's map: .*damaged|the assignment's map/],
      [sealed(new Uint8Array([0, 1, ...task, ...link])), /Jump point search, which Check my search cannot check/],
    ];
    for (const [input, words] of cases) {
      const decoded = await decodeAssignment(input);
      expect(decoded.ok, String(input).slice(0, 40)).toBe(false);
      expect(/** @type {any} */ (decoded).error).toMatch(words);
    }
    expect((await decodeAssignment(/** @type {any} */ (42))).ok).toBe(false);
  });
});
