// The page's side of the search worker sends a map's cells whole only when the worker does not hold them
// yet (16 MB per search on a 4096 x 4096 map), else only the cells changed since, and transfers a .map file's bytes instead of copying them.
// A stand-in Worker records what is posted; the real worker runs in the e2e tests (big-map-4096.test.js).
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { SearchClient } from '../../web/src/worker/search-client.js';
import { GridModel } from '../../web/src/model/grid-model.js';

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

// The worker's copy as the stand-in worker would build it from what was posted (the real worker: worker-grid.js).
function workerCopy(posted) {
  let copy = null;
  for (const { data } of posted) {
    if (data.cells) copy = Uint8Array.from(data.cells);
    else for (let k = 0; k < data.cellChanges.indices.length; k++) copy[data.cellChanges.indices[k]] = data.cellChanges.values[k];
  }
  return copy;
}

// One search of `model`, answered as the worker would: resolves to the message the worker was posted.
async function searchAnswered(client, model) {
  const reply = client.search({ model, options: {} });
  workers.at(-1).reply({ result: {} });
  await reply;
  return workers.at(-1).posted.at(-1);
}

describe('SearchClient', () => {
  test('sends the whole map once, then only the cells changed, and the whole map again to a fresh worker', async () => {
    const client = new SearchClient();
    const model = new GridModel(64, 64);
    const searchAndReply = () => searchAnswered(client, model);
    const first = await searchAndReply();
    expect(first.data.cells).toEqual(model.cells);
    expect(first.data.cells).not.toBe(model.cells); // a copy: the page keeps editing its own
    expect(first.transfer).toEqual([first.data.cells.buffer]);
    const same = await searchAndReply();
    expect(same.data.cells).toBeNull();
    expect(Array.from(same.data.cellChanges.indices)).toEqual([]);
    model.setWall(5, 6, true);
    model.setCost(7, 8, 4);
    model.setWall(5, 6, false);
    model.setWall(9, 9, true);
    const edited = await searchAndReply();
    expect(edited.data.cells).toBeNull();
    expect(new Set(edited.data.cellChanges.indices)).toEqual(new Set([6 * 64 + 5, 8 * 64 + 7, 9 * 64 + 9]));
    expect(workerCopy(workers[0].posted)).toEqual(model.cells);
    model.clearWalls(); // a whole-map change: sent whole
    expect((await searchAndReply()).data.cells).toEqual(model.cells);
    const other = new GridModel(64, 64); // another map of the same size: sent whole
    expect((await searchAnswered(client, other)).data.cells).toEqual(other.cells);
    client.dispose();
    expect((await searchAndReply()).data.cells).toEqual(model.cells); // the new worker has no map
    expect(workers).toHaveLength(2);
  });

  test('after a failed request the whole map goes again (the worker may not have taken the changes)', async () => {
    const client = new SearchClient();
    const model = new GridModel(8, 8);
    await searchAnswered(client, model);
    model.setWall(1, 1, true);
    const failed = client.search({ model, options: {} });
    workers[0].onmessage({ data: { id: workers[0].posted.at(-1).data.id, ok: false, error: 'boom' } });
    await expect(failed).rejects.toThrow('boom');
    expect((await searchAnswered(client, model)).data.cells).toEqual(model.cells);
  });

  test('comparisons and waypoint searches send a model\'s cells as searches do: only the cells changed since', async () => {
    const client = new SearchClient();
    const model = new GridModel(8, 8);
    await searchAnswered(client, model);
    model.setWall(3, 4, true);
    const compared = client.compare({ model, searches: [], timeMs: 1 });
    const comparison = workers[0].posted.at(-1).data;
    expect(comparison.cells).toBeNull();
    expect(Array.from(comparison.cellChanges.indices)).toEqual([4 * 8 + 3]);
    workers[0].reply({ runs: [] });
    await compared;
    model.setCost(1, 1, 5);
    const linked = client.waypoints({ model, waypoints: [[0, 0], [7, 7]], algorithms: ['astar'] });
    const graph = workers[0].posted.at(-1).data;
    expect(graph.cells).toBeNull();
    expect(Array.from(graph.cellChanges.indices)).toEqual([1 * 8 + 1]);
    expect(graph).toMatchObject({ width: 8, height: 8, waypoints: [[0, 0], [7, 7]], algorithms: ['astar'] });
    workers[0].reply({ waypoints: [], links: [], runs: [] });
    await linked;
    expect(workerCopy(workers[0].posted)).toEqual(model.cells);
    expect((await searchAnswered(client, model)).data.cellChanges.indices).toHaveLength(0);
    const other = new GridModel(8, 8); // another map: whole, for a comparison too
    const otherCompared = client.compare({ model: other, searches: [], timeMs: 1 });
    expect(workers[0].posted.at(-1).data.cells).toEqual(other.cells);
    workers[0].reply({ runs: [] });
    await otherCompared;
    expect(workers).toHaveLength(1);
  });

  test('cancel() drops the pending search; the worker keeps its map unless the search had run for a while', async () => {
    const client = new SearchClient();
    const model = new GridModel(8, 8);
    await searchAnswered(client, model);
    const dropped = client.search({ model, options: {} });
    client.cancel();
    await expect(dropped).rejects.toMatchObject({ name: 'AbortError' });
    expect(client.busy).toBe(false);
    expect(workers[0].terminated).toBeUndefined();
    expect((await searchAnswered(client, model)).data.cells).toBeNull(); // the same worker, holding the map
    const long = client.search({ model, options: {} });
    client.pending.since -= 1000; // as if it had run for a second
    client.cancel();
    await expect(long).rejects.toMatchObject({ name: 'AbortError' });
    expect(workers[0].terminated).toBe(true);
    expect((await searchAnswered(client, model)).data.cells).toEqual(model.cells); // a fresh worker: the whole map
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
