// Ways out of a refused search, offered as buttons in the page's alert: a learner's first
// jump point search on the starter map meets its terrain patch, and the refusal alone is a
// dead end. When the same options search a map without terrain, the terrain is why: the
// page offers to clear it (the walls stay) and search again; and to search with the page's
// default algorithm, which takes any map, instead (and, for the landmark heuristic, the default
// heuristic).

import { DEFAULT_OPTIONS } from '../model/page-options.js';
import { describeOption } from './help-text.js';

/**
 * The ways out of the app's current error: [{ label, run }] (run: a promise), none for most errors.
 * @param {import('../app/app.js').App} app
 */
export function waysOut(app) {
  const cause = app.errorCause;
  if (cause?.code !== 'unsupported-combination' || !app.searchedOptions) return [];
  const again = () => (cause.intent === 'play' ? app.play() : cause.intent === 'end' ? app.runToEnd() : app.stepForward(1));
  const ways = [];
  if (refusedForTerrain(app)) {
    ways.push({ label: 'Clear the terrain and search again', run: async () => { app.clearTerrain(); await again(); } });
  }
  // The landmark heuristic refuses maps over 4096 x 4096, agents and extra goals: the default heuristic takes them.
  if (app.searchedOptions.heuristic === 'landmarks') {
    ways.push({ label: `Search with the ${describeOption('heuristic', DEFAULT_OPTIONS.heuristic).valueLabel.toLowerCase()} heuristic instead`,
      run: async () => { app.setOptions({ heuristic: DEFAULT_OPTIONS.heuristic }); await again(); } });
  }
  // Terrain priced by the cells crossed is refused by jump point search on terrain and with whole-number costs.
  if (app.searchedOptions.terrainCost !== DEFAULT_OPTIONS.terrainCost) {
    const { label, valueLabel } = describeOption('terrainCost', DEFAULT_OPTIONS.terrainCost);
    ways.push({ label: `Search with ${label.toLowerCase()}: ${valueLabel.toLowerCase()} instead`,
      run: async () => { app.setOptions({ terrainCost: DEFAULT_OPTIONS.terrainCost }); await again(); } });
  }
  const fallback = DEFAULT_OPTIONS.algorithm;
  if (app.options.algorithm !== fallback) {
    ways.push({ label: `Search with ${describeOption('algorithm', fallback).valueLabel} instead`,
      run: async () => { app.setOptions({ algorithm: fallback }); await again(); } });
  }
  return ways;
}

// Whether the refused options search a 2 x 1 map of cost-1 cells: then the map's terrain was the refusal's reason.
function refusedForTerrain(app) {
  if (!app.model.hasTerrain()) return false;
  const grid = new app.pathlab.Grid(2, 1);
  try {
    app.pathlab.createSearch(grid, { ...app.searchedOptions, start: [0, 0], goal: [1, 0] }).delete();
    return true;
  } catch {
    return false;
  } finally {
    grid.delete();
  }
}
