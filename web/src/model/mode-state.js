// The page mode's part of the playground state (app.getState().mode, share
// links): which mode is on and the settings a learner made in it. Pure JS, no
// DOM, so the share-link codec (Node and browsers) checks links with it too.
//
//   { id: 'grid' }
//   { id: 'chase', stopWhenHalfway: boolean }
//   { id: 'flee', minDistance: number }          (the threat is the state's goal)
//   { id: 'waypoints', waypoints: [[x, y], …], algorithm: 'astar' | 'dijkstra' }   (S and G not included)
//   { id: 'compare', algorithms: [names from ALGORITHMS, 2 or more, no repeats] }
//   { id: 'flowfield' }                          (the field's goal is the state's goal)

import { ALGORITHMS, CELL_WALL_BIT } from '../lib/options.js';
import { MAX_WAYPOINTS } from '../lib/graph.js';

export const MODE_IDS = ['grid', 'chase', 'flee', 'waypoints', 'compare', 'flowfield'];
export const WAYPOINT_ALGORITHMS = ['astar', 'dijkstra'];
/** Waypoints a learner may place: the visibility graph's cap less S and G, which are waypoints too. */
export const MAX_PLACED_WAYPOINTS = MAX_WAYPOINTS - 2;
export const GRID_MODE = Object.freeze({ id: 'grid' });

/** The largest safe distance worth asking for on a map: its diagonal, rounded up (the flee slider's end). */
export function maxSafeDistance(width, height) {
  return Math.ceil(Math.hypot(width, height));
}

/**
 * Checks a mode state against its map and returns a clean copy (only the fields
 * of its mode). undefined or null means the grid search.
 * @param {object} mode
 * @param {{width: number, height: number, cells: Uint8Array}} map
 * @returns {object}
 * @throws {Error} naming the first problem
 */
export function checkModeState(mode, { width, height, cells }) {
  if (mode === undefined || mode === null) return { ...GRID_MODE };
  if (typeof mode !== 'object' || Array.isArray(mode)) throw new Error('the mode must be an object { id, … }');
  const { id } = mode;
  if (!MODE_IDS.includes(id)) throw new Error(`unknown mode '${shown(id)}' (known: ${MODE_IDS.join(', ')})`);
  switch (id) {
    case 'chase':
      if (typeof mode.stopWhenHalfway !== 'boolean') throw new Error('the chase mode\'s stopWhenHalfway must be true or false');
      return { id, stopWhenHalfway: mode.stopWhenHalfway };
    case 'flee': {
      const { minDistance } = mode;
      const max = maxSafeDistance(width, height);
      if (typeof minDistance !== 'number' || !Number.isFinite(minDistance) || minDistance < 0 || minDistance > max) {
        throw new Error(`the flee mode's safe distance must be a number from 0 to ${max} (this map's diagonal), not ${shown(minDistance)}`);
      }
      return { id, minDistance };
    }
    case 'waypoints':
      if (!WAYPOINT_ALGORITHMS.includes(mode.algorithm)) {
        throw new Error(`the waypoint search must be ${WAYPOINT_ALGORITHMS.join(' or ')}, not '${shown(mode.algorithm)}'`);
      }
      return { id, waypoints: checkWaypoints(mode.waypoints, width, height, cells), algorithm: mode.algorithm };
    case 'compare':
      return { id, algorithms: checkCompared(mode.algorithms) };
    default:
      return { id };
  }
}

function checkWaypoints(points, width, height, cells) {
  if (!Array.isArray(points)) throw new Error('the waypoints must be an array of [x, y]');
  if (points.length > MAX_PLACED_WAYPOINTS) {
    throw new Error(`${points.length} waypoints is too many: at most ${MAX_PLACED_WAYPOINTS} (${MAX_WAYPOINTS} with S and G)`);
  }
  return points.map((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1])) {
      throw new Error(`waypoint ${i + 1} must be [x, y] with whole numbers`);
    }
    const [x, y] = p;
    if (x < 0 || y < 0 || x >= width || y >= height) throw new Error(`waypoint ${i + 1} at (${x}, ${y}) is outside the ${width} x ${height} map`);
    if (cells[y * width + x] & CELL_WALL_BIT) throw new Error(`waypoint ${i + 1} at (${x}, ${y}) is on a wall`);
    return [x, y];
  });
}

function checkCompared(algorithms) {
  if (!Array.isArray(algorithms)) throw new Error('the compared algorithms must be an array of names');
  if (algorithms.length < 2 || algorithms.length > ALGORITHMS.length) {
    throw new Error(`compare 2 to ${ALGORITHMS.length} algorithms, not ${algorithms.length}`);
  }
  algorithms.forEach((name) => {
    if (!ALGORITHMS.includes(name)) throw new Error(`cannot compare algorithm '${shown(name)}' (known: ${ALGORITHMS.join(', ')})`);
  });
  if (new Set(algorithms).size !== algorithms.length) throw new Error('the compared algorithms repeat a name');
  return [...algorithms];
}

// A value quoted in a message: printable ASCII only, short (it may come from a hostile link).
function shown(value) {
  return String(value).replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}
