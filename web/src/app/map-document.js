// The map being edited, as documents the app can switch to: the starter map,
// an empty map of a size, a Moving AI .map file (and back to its text). Pure
// functions over GridModel (web/src/model/grid-model.js); the app owns the
// current one and tells the page when it changes.

import { GridModel } from '../model/grid-model.js';

/**
 * A model from Moving AI .map text; keeps `previous`' start and goal where they stay free,
 * else uses the first and last free cells. Throws a clear Error on malformed text.
 */
export function modelFromMovingAI(pathlab, text, previous) {
  const grid = pathlab.Grid.fromMovingAI(text);
  let cells;
  try {
    cells = grid.getCells();
  } finally {
    grid.delete();
  }
  const model = new GridModel(grid.width, grid.height, cells);
  return withMarkers(model, model.freeCorners(), previous);
}

/**
 * A model for a .map file the worker parsed (parseMapBytes in web/src/worker/map-file.js): its
 * cells are adopted as they are, not copied, and the worker's spare copies kept for copyCells();
 * markers as modelFromMovingAI places them.
 */
export function modelFromParsed({ width, height, cells, corners, copies = [] }, previous) {
  const model = withMarkers(new GridModel(width, height, cells, { adopt: true }), corners, previous);
  model.offerCopies(copies); // the worker's copies for the search worker and for saving
  return model;
}

// Keeps `previous`' start and goal where they are free cells of `model`, else the first and last free cells.
function withMarkers(model, corners, previous) {
  if (!corners) throw new Error('the map has no free cell to put the start and goal on');
  for (const [which, fallback] of [['start', corners[0]], ['goal', corners[1]]]) {
    const [x, y] = previous[which];
    const keep = model.inside(x, y) && !model.isWall(x, y);
    model[which] = keep ? [x, y] : fallback;
  }
  if (model.start[0] === model.goal[0] && model.start[1] === model.goal[1]) model.goal = corners[1];
  return model;
}

/** The model as Moving AI .map text (terrain as digits 2..9). */
export function modelToMovingAI(pathlab, model) {
  const grid = new pathlab.Grid(model.width, model.height);
  try {
    grid.setCells(model.cells);
    return grid.toMovingAI();
  } finally {
    grid.delete();
  }
}

/** A new empty map of this size (markers near the left and right middle). */
export function emptyModel(width, height) {
  const model = new GridModel(width, height);
  const y = Math.floor(height / 2);
  model.start = [Math.min(width - 1, Math.floor(width / 8)), y];
  model.goal = [Math.max(0, width - 1 - Math.floor(width / 8)), y];
  if (model.start[0] === model.goal[0] && model.start[1] === model.goal[1]) model.goal = [width - 1, height - 1];
  return model;
}

// What a newcomer sees first: a 40 x 24 grid, a wall with a gap between start
// and goal, and a patch of costly terrain (cost 4) tempting a short cut.
export function starterModel() {
  const model = new GridModel(40, 24);
  for (let y = 3; y <= 20; y++) if (y !== 17) model.setWall(20, y, true);
  for (let x = 12; x <= 20; x++) model.setWall(x, 3, true);
  for (let y = 9; y <= 14; y++) for (let x = 25; x <= 30; x++) model.setCost(x, y, 4);
  model.setMarker('start', 7, 11);
  model.setMarker('goal', 33, 11);
  return model;
}
