// The worker's side of opening a .map file: bytes in, the page's model cells out, with the same
// messages as the text import (importMapText) and the model's own rules for bytes and markers.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { parseMapBytes } from '../../web/src/worker/map-file.js';
import { importMapText } from '../../web/src/share/map-files.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });
const bytes = (text) => new TextEncoder().encode(text).buffer;

describe('parseMapBytes', () => {
  test('reads walls, terrain digits and CRLF lines into cell bytes, with the first and last free cells', () => {
    const map = parseMapBytes(pl, bytes('type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n@.T\r\n3.@\r\n'));
    expect([map.width, map.height]).toEqual([3, 2]);
    expect(Array.from(map.cells)).toEqual([0x81, 1, 0x81, 3, 1, 0x81]); // '@' and 'T' walls, '3' terrain cost 3
    expect(map.corners).toEqual([[1, 0], [1, 1]]);
    // Two more copies for the page to give away (search worker, saving): equal, each its own buffer.
    expect(map.copies).toHaveLength(2);
    for (const copy of map.copies) expect(copy).toEqual(map.cells);
    expect(new Set([map.cells.buffer, ...map.copies.map((c) => c.buffer)]).size).toBe(3);
  });

  test('a map without a free cell has no corners', () => {
    expect(parseMapBytes(pl, bytes('type octile\nheight 1\nwidth 2\nmap\n@@\n')).corners).toBeNull();
  });

  test('a malformed file throws the text import\'s message, naming the line', () => {
    const text = 'type octile\nheight 2\nwidth 2\nmap\n..\n.<\n';
    expect(() => parseMapBytes(pl, bytes(text))).toThrow(importMapText(pl, text).error);
    expect(() => parseMapBytes(pl, bytes(text))).toThrow(/line 6/);
    expect(parseMapBytes(pl, bytes('type octile\nheight 1\nwidth 1\nmap\n.\n')).cells).toEqual(new Uint8Array([1])); // still usable
  });
});
