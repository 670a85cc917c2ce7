// The landmarks' table handed between instances of the library (docs/library.md, "Landmarks'
// tables between instances"): exported from the instance that built it as one Uint32Array, and
// imported by another (the path worker's) for the same map instead of building it again. The core
// checks an import (core/landmark_export.cpp) and refuses, with code 'bad-landmarks', a table for
// another size or other cells, or one damaged on its way; the importer keeps what it had.
import { checkChoice, optionDefault } from './options.js';
import { coreError, pathlabError } from './errors.js';

/**
 * The instance's landmarks' table for the grid under a rule and cost model, built first when it is
 * not up to date, as a fresh Uint32Array.
 * @param {object} raw the runtime's shared core Search
 */
export function exportLandmarks(raw, grid, {
  diagonalMovement = optionDefault('diagonalMovement'), costModel = optionDefault('costModel'), terrainCost = optionDefault('terrainCost'),
} = {}) {
  for (const [name, value] of Object.entries({ diagonalMovement, costModel, terrainCost })) checkChoice(name, value);
  const problem = raw.exportLandmarks(grid.raw, diagonalMovement, costModel, terrainCost);
  if (problem) throw coreError(raw, problem);
  try {
    return raw.landmarkWords().slice();
  } finally {
    raw.releaseLandmarkWords();
  }
}

/** Takes an exported table for the grid into the instance; throws 'bad-landmarks' when it cannot. */
export function importLandmarks(raw, grid, table) {
  if (!(table instanceof Uint32Array)) {
    throw pathlabError('bad-landmarks', 'a landmarks\' table is the Uint32Array that exportLandmarks returns');
  }
  const buffer = raw.landmarkBuffer(grid.raw, table.length);
  if (buffer.length !== table.length) {
    throw pathlabError('bad-landmarks', `This landmarks' table cannot be used: it holds ${table.length.toLocaleString('en')} words, more than any table for this map`);
  }
  buffer.set(table);
  const problem = raw.importLandmarks(grid.raw);
  if (problem) throw coreError(raw, problem);
}
