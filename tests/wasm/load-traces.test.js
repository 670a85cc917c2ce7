// The library loaded without its trace tools (loadPathlab({ traces: false }), as the playground's page
// and search worker load it: web/src/lib/traces.js): it searches as ever, readTrace, checkTrace,
// posthocTrace and formatTrace refuse with a 'bad-trace' error that says what to call, and after
// loadTraces() they work. A file of its own: loadPathlab() loads once per module graph.
import { describe, expect, it } from 'vitest';
import { loadPathlab, loadTraces } from 'pathlab';

describe('loadPathlab({ traces: false })', () => {
  it('searches, refuses traces until loadTraces(), then writes, reads and checks them', async () => {
    const pl = await loadPathlab({ yaml: false, traces: false });
    const grid = pl.Grid.fromMatrix([[0, 0, 0, 0], [0, 1, 1, 0], [0, 0, 0, 0]]);
    const query = { start: [0, 0], goal: [3, 2], algorithm: 'astar' };
    const found = pl.findPath(grid, query);
    expect(found).toMatchObject({ status: 'found', cost: 5 });
    const refusals = {
      readTrace: () => pl.readTrace('{"events": []}'),
      checkTrace: () => pl.checkTrace(grid, query, '{"events": []}'),
      posthocTrace: () => pl.posthocTrace(grid, query),
      formatTrace: () => pl.formatTrace({ events: [] }, 'json'),
    };
    for (const [name, call] of Object.entries(refusals)) {
      expect(call, name).toThrow(expect.objectContaining({ code: 'bad-trace', message: expect.stringContaining('call loadTraces() first') }));
    }
    await loadTraces();
    const text = pl.formatTrace(pl.posthocTrace(grid, query), 'json');
    expect(pl.readTrace(text).events.length).toBeGreaterThan(0);
    const checked = pl.checkTrace(grid, query, text);
    expect(checked.verdict).toBe('correct');
    grid.delete();
  });
});
