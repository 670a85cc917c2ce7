// The search on the main board as the learning activities read it: its replay at the step
// shown, the frontier view synced with it (model/frontier.js, one per replay), the options it
// ran with and the map. Only grid searches: the waypoint graph and the compare boards are not
// the main board's cells.

import { frontierTracker } from '../model/frontier.js';

const trackers = new WeakMap(); // replay -> its frontier view

/**
 * @param {import('../app/app.js').App} app
 * @returns {{replay, tracker, options: object, result: object, model, width: number, algorithm: string, isWall: (cell: number) => boolean} | null}
 *   null when the main board shows no grid search
 */
export function boardSearch(app) {
  const source = app.teachSource();
  if (!source || source.space !== 'grid' || !source.replay) return null;
  const { replay } = source;
  let tracker = trackers.get(replay);
  if (!tracker) {
    tracker = frontierTracker(replay);
    trackers.set(replay, tracker);
  }
  tracker.sync();
  const model = source.board?.model ?? app.model;
  return { replay, tracker, options: { ...app.resolvedOptions(), ...source.options }, result: source.result, model, width: model.width,
    algorithm: source.options.algorithm, isWall: (cell) => model.isWall(cell % model.width, Math.floor(cell / model.width)) };
}

/** Whether the main board can show a grid search to learn from (not in compare or waypoint mode). */
export function boardCanSearch(app) {
  const mode = app.modeHost?.state().id ?? 'grid';
  return mode !== 'compare' && mode !== 'waypoints';
}
