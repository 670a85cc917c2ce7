// Helpers of the teaching views' tests: a seeded generator, a library search's trace and its step
// sentences, and the 512 x 512 map whose open list floods (A* with FIFO ties, 4-connected).
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { pseudocodeFor } from '../../web/src/model/pseudocode.js';
import { StepExplainer } from '../../web/src/model/explain.js';

/** A seeded generator of numbers in [0, 1) (a linear congruential one: enough for test maps). */
export function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * A width x height map as rows[y][x] for Grid.fromMatrix: 22 % walls and, with `terrain`, 30 % of the
 * rest terrain of cost 2..9 (seeded by `rand`).
 */
export function randomMatrix(rand, width, height, terrain) {
  return Array.from({ length: height }, () => Array.from({ length: width }, () => {
    if (rand() < 0.22) return 1;
    return terrain && rand() < 0.3 ? 2 + Math.floor(rand() * 8) : 0;
  }));
}

/** A random cell of `matrix` that is not a wall, as [x, y]. */
export function freeCell(rand, matrix) {
  for (;;) {
    const x = Math.floor(rand() * matrix[0].length), y = Math.floor(rand() * matrix.length);
    if (matrix[y][x] !== 1) return [x, y];
  }
}

/**
 * A finished search of the library: its trace (copied) and result. `map`: rows[y][x] for Grid.fromMatrix, or a
 * map's Moving AI text (a page's exportMap()) for Grid.fromMovingAI.
 */
export function searchTrace(pl, map, options) {
  const grid = typeof map === 'string' ? pl.Grid.fromMovingAI(map) : pl.Grid.fromMatrix(map);
  const search = pl.createSearch(grid, options);
  search.run();
  const trace = search.traceCopy();
  const result = search.result();
  search.delete();
  grid.delete();
  return { trace, result };
}

/**
 * The library's search on a map's Moving AI text (a page's exportMap()) with a page's searched options, and
 * the step sentences of its trace (the page's Step explanation and live region say them): sentence(k) is
 * step k's. Also the trace, the result and the replay, for counting steps.
 */
export function librarySteps(pl, mapText, options) {
  const { trace, result } = searchTrace(pl, mapText, options);
  const [width, height] = ['width', 'height'].map((key) => Number(mapText.match(new RegExp(`^${key} (\\d+)$`, 'm'))[1]));
  const cells = width * height;
  const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
  const openList = frontierTracker(replay);
  const explainer = new StepExplainer({ replay, openList, options, code: pseudocodeFor(options), result, width,
    describeCell: (c) => `(${c % width}, ${Math.floor(c / width)})` });
  const sentence = (k) => {
    replay.seek(k);
    openList.sync();
    return explainer.explainStep().text;
  };
  return { trace, result, replay, sentence, width };
}

/**
 * A size x size map with 20 % terrain of cost 9 (seeded), corners free, as rows[y][x] for Grid.fromMatrix.
 * A* with Manhattan distance and FIFO ties floods it from corner to corner: every cell between the
 * corners has f = the optimal cost, and the costly cells (f 8 higher) stay open.
 */
export function teachingFloodMatrix(size) {
  const rand = random(7);
  const matrix = Array.from({ length: size }, () => Array.from({ length: size }, () => (rand() < 0.2 ? 9 : 0)));
  matrix[0][0] = 0;
  matrix[size - 1][size - 1] = 0;
  return matrix;
}
