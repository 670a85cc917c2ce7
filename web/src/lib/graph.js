// Waypoint (visibility) graphs and searches over explicit directed graphs:
// the part of the library behind pl.visibilityGraph, pl.findPathInGraph and
// pl.createGraphSearch (see pathlab.js). No DOM here.

import { LIMITS } from '../../build/pathlab-catalog.js';
import { ALGORITHM_INFO, normalizeOptions } from './options.js';
import { searchResult } from './search-results.js';
import { coreError, describeValue, pathlabError } from './errors.js';

// The core's limits (cpp/core/line_of_sight.hpp, cpp/core/explicit_graph.hpp), checked here
// before a buffer that size is asked for.
export const MAX_WAYPOINTS = LIMITS.maxWaypoints;
export const MAX_GRAPH_NODES = LIMITS.maxGraphNodes;
export const MAX_GRAPH_EDGES = LIMITS.maxGraphEdges;
export const GRAPH_ALGORITHMS = ALGORITHM_INFO.filter((a) => a.graphs).map((a) => a.id);
const GRAPH_OPTIONS = new Set(['nodes', 'edges', 'start', 'goal', 'algorithm', 'heuristic', 'weight', 'maxExpansions',
  'tieBreaking', 'stopWhenHalfway', 'trace', 'maxTraceEvents', 'traceDetail']);

/**
 * Links every pair of waypoints that see each other over the grid (the line
 * test is documented in cpp/core/line_of_sight.hpp: the segment between cell
 * centres, touching no wall cell, corners included).
 * @returns {number[][]} [a, b, distance] with a < b, each pair once (meaning both directions);
 *   distance is the Euclidean length in cells
 */
export function visibilityGraph(waypoints, grid, points) {
  if (!Array.isArray(points)) throw pathlabError('bad-option', `points must be an array of [x, y], not ${describeValue(points)}`);
  if (points.length > MAX_WAYPOINTS) throw pathlabError('too-many-waypoints', `at most ${MAX_WAYPOINTS} waypoints`);
  const buffer = waypoints.pointBuffer(points.length);
  points.forEach((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1])) {
      throw pathlabError('bad-option', `waypoint ${i} must be [x, y] with integer coordinates, not ${describeValue(p)}`);
    }
    buffer[2 * i] = p[0];
    buffer[2 * i + 1] = p[1];
  });
  const problem = waypoints.link(grid.raw);
  if (problem) throw coreError(waypoints, problem);
  const flat = waypoints.edges();
  const edges = new Array(flat.length / 3);
  for (let e = 0; e < edges.length; e++) edges[e] = [flat[3 * e], flat[3 * e + 1], flat[3 * e + 2]];
  return edges;
}

/**
 * Validates a graph query and loads its graph into a raw core GraphSearch.
 * @returns {{start: number, goal: number, core: object, public: object}}
 */
export function loadGraph(raw, query) {
  if (query === null || typeof query !== 'object') throw pathlabError('bad-graph', `expected { nodes, edges, start, goal, ... }, not ${describeValue(query)}`);
  for (const key of Object.keys(query)) {
    if (!GRAPH_OPTIONS.has(key)) throw pathlabError('bad-option', `unknown graph option '${key}' (known: ${[...GRAPH_OPTIONS].join(', ')})`);
  }
  const { nodes, edges, start, goal, ...rest } = query;
  if (rest.algorithm !== undefined && !GRAPH_ALGORITHMS.includes(rest.algorithm)) {
    throw pathlabError('bad-option', `unknown graph algorithm ${describeValue(rest.algorithm)} (expected one of: ${GRAPH_ALGORITHMS.join(', ')})`);
  }
  // The grid options checker validates the options graphs share with grids.
  const shared = normalizeOptions({ ...rest, start: [0, 0], goal: [0, 0] });
  writeNodes(raw, nodes);
  writeEdges(raw, edges);
  const problem = raw.setGraph();
  if (problem) throw coreError(raw, problem);
  return {
    start: nodeId(start, 'start', nodes.length),
    goal: nodeId(goal, 'goal', nodes.length),
    core: shared.core,
    public: { algorithm: shared.public.algorithm, heuristic: shared.public.heuristic, weight: shared.public.weight },
  };
}

function writeNodes(raw, nodes) {
  if (!Array.isArray(nodes)) throw pathlabError('bad-graph', 'nodes must be an array of [x, y] positions');
  if (nodes.length > MAX_GRAPH_NODES) throw pathlabError('bad-graph', `a graph may have at most ${MAX_GRAPH_NODES} nodes`);
  const buffer = raw.nodeBuffer(nodes.length);
  nodes.forEach((p, i) => {
    if (!Array.isArray(p) || p.length !== 2 || typeof p[0] !== 'number' || typeof p[1] !== 'number') {
      throw pathlabError('bad-graph', `node ${i} must be [x, y] with numbers, not ${describeValue(p)}`);
    }
    buffer[2 * i] = p[0];
    buffer[2 * i + 1] = p[1];
  });
}

// Types are checked here; values (ids in range, whole, costs >= 0, not NaN) by the core.
function writeEdges(raw, edges) {
  if (!Array.isArray(edges)) throw pathlabError('bad-graph', 'edges must be an array of [from, to, cost]');
  if (edges.length > MAX_GRAPH_EDGES) throw pathlabError('bad-graph', `a graph may have at most ${MAX_GRAPH_EDGES} edges`);
  const buffer = raw.edgeBuffer(edges.length);
  edges.forEach((edge, e) => {
    if (!Array.isArray(edge) || edge.length !== 3 || edge.some((v) => typeof v !== 'number')) {
      throw pathlabError('bad-graph', `edge ${e} must be [from, to, cost] with numbers, not ${describeValue(edge)}`);
    }
    buffer.set(edge, 3 * e);
  });
}

function nodeId(id, what, count) {
  if (!Number.isInteger(id) || id < 0 || id >= count) {
    throw pathlabError('out-of-bounds', `${what} must be a node id, a whole number from 0 to ${count - 1}, not ${describeValue(id)}`);
  }
  return id;
}

/** { status, path: [node ids], cost, expanded, opened, micros, stoppedBy? } of a raw GraphSearch. */
export function graphResult(raw) {
  return searchResult(raw, Array.from(raw.path()));
}
