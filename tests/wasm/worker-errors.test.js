// Errors cross the search worker with their code and the option at fault: the real worker
// module (search-worker.js, the library on the wasm core) answers the real page client
// (search-client.js) through a stand-in Worker that clones each message as postMessage does.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { GridModel } from '../../web/src/model/grid-model.js';

let SearchClient;

class ClonedWorker {
  constructor() {
    globalThis.self.postMessage = (reply) => this.onmessage?.({ data: structuredClone(reply) });
  }
  postMessage(data) { globalThis.self.onmessage({ data: structuredClone(data) }); }
  terminate() {}
}

beforeAll(async () => {
  globalThis.self = {};
  globalThis.Worker = ClonedWorker;
  await import('../../web/src/worker/search-worker.js');
  ({ SearchClient } = await import('../../web/src/worker/search-client.js'));
});
afterAll(() => {
  delete globalThis.self;
  delete globalThis.Worker;
});

describe('errors from the search worker', () => {
  test('a bad option reaches the page with its code and option', async () => {
    const client = new SearchClient();
    const model = new GridModel(8, 8);
    const error = await client.search({ model, options: { algorithm: 'no-such-search', start: [0, 0], goal: [7, 7] } }).catch((e) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/no-such-search/);
    expect(error.code).toBe('bad-option');
    expect(error.option).toBe('algorithm');
  });

  test('a good search still answers, and an unknown request type is refused by name', async () => {
    const client = new SearchClient();
    const model = new GridModel(8, 8);
    const reply = await client.search({ model, options: { algorithm: 'astar', start: [0, 0], goal: [7, 7] } });
    expect(reply.result.status).toBe('found');
    const replies = [];
    globalThis.self.postMessage = (message) => replies.push(structuredClone(message));
    await globalThis.self.onmessage({ data: { id: 7, type: 'teleport' } });
    expect(replies).toEqual([{ id: 7, ok: false, error: expect.stringMatching(/unknown request type "teleport"/) }]);
  });
});
