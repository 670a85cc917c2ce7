// The game settings in share links: agent size (section 75) and extra goals
// (section 76), optional sections written only when they differ from a 1 x 1 agent and no extra
// goal, so every other link is byte for byte as before (the frozen links of tests/fixtures/links
// are checked by share-link.test.js), and an older page skips them. Hostile sections are refused
// with a message.
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState, TAG } from '../../web/src/share/link.js';
import { ByteWriter, crc32, toBase64Url } from '../../web/src/share/bytes.js';

function state(extra = {}) {
  const cells = new Uint8Array(8 * 5).fill(1);
  cells[2 * 8 + 3] = 0x81; // a wall at (3, 2)
  return { width: 8, height: 5, cells, start: [0, 0], goal: [7, 4], options: { algorithm: 'astar' }, step: null, view: null, ...extra };
}

// A link from hand-written sections (no compression), as a hostile or older encoder might write it.
function rawLink(width, height, sections) {
  const body = new ByteWriter(256);
  for (const [tag, fill] of sections) {
    const content = new ByteWriter(64);
    fill(content);
    body.varint(tag);
    body.varint(content.length);
    body.raw(content.result());
  }
  const out = new ByteWriter(512);
  out.raw([0, 0, 0, 0]);
  out.byte(0);
  out.varint(width);
  out.varint(height);
  out.raw(body.result());
  const bytes = out.result();
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `v1.${toBase64Url(bytes)}`;
}
const endpoints = (w) => [0, 0, 7, 4].forEach((v) => w.varint(v));

describe('agent size and extra goals in links', () => {
  it('round-trip', async () => {
    const game = { agentSize: 2, extraGoals: [[5, 0], [1, 4], [6, 2]] };
    const decoded = await decodeState(await encodeState(state({ game })));
    expect(decoded.ok).toBe(true);
    expect(decoded.state.game).toEqual(game);
  });

  it('one without the other', async () => {
    expect((await decodeState(await encodeState(state({ game: { agentSize: 3, extraGoals: [] } })))).state.game).toEqual({ agentSize: 3, extraGoals: [] });
    expect((await decodeState(await encodeState(state({ game: { agentSize: 1, extraGoals: [[2, 2]] } })))).state.game).toEqual({ agentSize: 1, extraGoals: [[2, 2]] });
  });

  it('write nothing for a 1 x 1 agent and no extra goal: such links equal links made before', async () => {
    const before = await encodeState(state());
    expect(await encodeState(state({ game: { agentSize: 1, extraGoals: [] } }))).toBe(before);
    const decoded = await decodeState(before);
    expect(decoded.ok).toBe(true);
    expect('game' in decoded.state).toBe(false);
  });

  it('are optional sections (64 and up): a page that predates them skips them', () => {
    expect(TAG.agentSize).toBeGreaterThanOrEqual(64);
    expect(TAG.extraGoals).toBeGreaterThanOrEqual(64);
    expect(new Set(Object.values(TAG)).size).toBe(Object.values(TAG).length);
  });

  it('refuse bad states when encoding', async () => {
    await expect(encodeState(state({ game: { agentSize: 9, extraGoals: [] } }))).rejects.toThrow(/agentSize/);
    await expect(encodeState(state({ game: { agentSize: 1, extraGoals: [[8, 0]] } }))).rejects.toThrow(/outside/);
    await expect(encodeState(state({ game: { agentSize: 1, extraGoals: [[7, 4]] } }))).rejects.toThrow(/G already/);
  });

  it('refuse hostile sections with a message', async () => {
    const cases = [
      [[TAG.agentSize, (w) => w.varint(0)], /agentSize must be a whole number from 1 to 8/],
      [[TAG.agentSize, (w) => w.varint(9)], /agentSize/],
      [[TAG.extraGoals, (w) => { w.varint(1); w.varint(8); w.varint(0); }], /\(8, 0\) is outside/],
      [[TAG.extraGoals, (w) => { w.varint(1); w.varint(7); w.varint(4); }], /G already/],
      [[TAG.extraGoals, (w) => { w.varint(2); [1, 1, 1, 1].forEach((v) => w.varint(v)); }], /twice/],
      [[TAG.extraGoals, (w) => { w.varint(5000); }], /at most 1,023/],
      [[TAG.extraGoals, (w) => { w.varint(3); w.varint(1); }]],
    ];
    for (const [section, message = /link/] of cases) {
      const decoded = await decodeState(rawLink(8, 5, [[1, endpoints], section]));
      expect(decoded.ok, JSON.stringify(decoded)).toBe(false);
      expect(decoded.error).toMatch(message);
    }
    const fine = await decodeState(rawLink(8, 5, [[1, endpoints], [TAG.agentSize, (w) => w.varint(2)]]));
    expect(fine).toMatchObject({ ok: true, state: { game: { agentSize: 2, extraGoals: [] } } });
  });
});
