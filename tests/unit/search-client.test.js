// The page's side of the search worker sends a map's cells only when the worker does not hold them
// yet (16 MB per search on a 4096 x 4096 map), and transfers a .map file's bytes instead of copying them.
// A stand-in Worker records what is posted; the real worker runs in the e2e tests (big-map-load.test.js).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SearchClient } from '../../web/src/worker/search-client.js';

let workers;
class RecordingWorker {
  constructor() {
    this.posted = [];
    workers.push(this);
  }
  postMessage(data, transfer = []) { this.posted.push({ data, transfer }); }
  reply(data) { this.onmessage({ data: { id: this.posted.at(-1).data.id, ok: true, ...data } }); }
  terminate() { this.terminated = true; }
}

beforeEach(() => {
  workers = [];
  globalThis.Worker = RecordingWorker;
});
afterEach(() => { delete globalThis.Worker; });

const map = { width: 3, height: 2, cells: new Uint8Array([1, 1, 0x81, 1, 2, 1]), options: {} };

describe('SearchClient', () => {
  test('sends the cells once per version of the map, and again to a fresh worker', async () => {
    const client = new SearchClient();
    const searchAndReply = async (cellsVersion) => {
      const reply = client.search({ ...map, cellsVersion });
      workers.at(-1).reply({ result: {} });
      await reply;
      return workers.at(-1).posted.at(-1).data.cells;
    };
    const first = await searchAndReply('7.0');
    expect(Array.from(first)).toEqual(Array.from(map.cells));
    expect(first).not.toBe(map.cells); // a copy: the page keeps editing its own
    expect(await searchAndReply('7.0')).toBeNull();
    expect(Array.from(await searchAndReply('7.1'))).toEqual(Array.from(map.cells));
    expect(await searchAndReply('7.1')).toBeNull();
    expect(Array.from(await searchAndReply(undefined))).toEqual(Array.from(map.cells)); // no version: always sent
    client.dispose();
    expect(Array.from(await searchAndReply('7.1'))).toEqual(Array.from(map.cells)); // the new worker has no map
    expect(workers).toHaveLength(2);
  });

  test('transfers a .map file\'s bytes and resolves to the parsed map, or rejects with the reader\'s message', async () => {
    const client = new SearchClient();
    const bytes = new TextEncoder().encode('type octile\nheight 1\nwidth 1\nmap\n.\n').buffer;
    const parsed = client.parseMap(bytes);
    const { data, transfer } = workers[0].posted[0];
    expect(data.mapBytes).toBe(bytes);
    expect(transfer).toEqual([bytes]);
    workers[0].reply({ width: 1, height: 1, cells: new Uint8Array([1]), corners: [[0, 0], [0, 0]] });
    expect(await parsed).toMatchObject({ width: 1, height: 1, corners: [[0, 0], [0, 0]] });
    const bad = client.parseMap(new ArrayBuffer(4));
    workers[0].onmessage({ data: { id: workers[0].posted[1].data.id, ok: false, error: 'malformed map: line 1: expected "type octile"' } });
    await expect(bad).rejects.toThrow(/line 1/);
  });
});
