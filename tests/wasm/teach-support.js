// Helpers of the teaching views' tests: a seeded generator, a library search's trace, and
// the 512 x 512 map whose open list floods (A* with FIFO ties, 4-connected).

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

/** A finished search of the library on a matrix map: its trace (copied) and result. */
export function searchTrace(pl, matrix, options) {
  const grid = pl.Grid.fromMatrix(matrix);
  const search = pl.createSearch(grid, options);
  search.run();
  const trace = search.traceCopy();
  const result = search.result();
  search.delete();
  grid.delete();
  return { trace, result };
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
