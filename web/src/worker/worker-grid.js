// The worker's one wasm grid, kept between requests while the map size stays
// the same (a new grid per search would allocate and clear width * height
// bytes each time); each request overwrites its cells.

let grid = null;

/**
 * A grid of this size holding `cells` (cell-byte format), reused when the size matches.
 * cells null: the page sent none because they are those of the previous request (search-client.js).
 */
export function gridWith(pl, width, height, cells) {
  if (cells === null) {
    if (!grid || grid.deleted || grid.width !== width || grid.height !== height) throw new Error('the search worker lost its copy of the map; search again');
    return grid;
  }
  if (!grid || grid.deleted || grid.width !== width || grid.height !== height) {
    grid?.delete();
    grid = new pl.Grid(width, height);
  }
  grid.setCells(cells);
  return grid;
}
