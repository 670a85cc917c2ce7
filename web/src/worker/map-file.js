// Opening a .map file off the page's thread: the page transfers the file's bytes
// (a 4096 x 4096 map is 16.8 MB), the worker decodes and parses them with the
// library's one Moving AI reader (through importMapText, so errors read as they
// always did, naming the line), normalizes the cell bytes as the page's model
// does, finds the fallback marker cells, and transfers the cells back. On the
// page's thread this took several frames for a 2000 x 2000 map and seconds for 4096 x 4096.
//
// Request: { id, type: 'parseMap', mapBytes: ArrayBuffer }
// Reply:   { id, ok: true, width, height, cells: Uint8Array, corners, copies: Uint8Array[] } or { id, ok: false, error }
// (corners: GridModel.freeCorners(), the first and last free cells, or null; copies: two more copies of
// the cells, made here, that the page gives to the search worker and to saving instead of copying
// 16 MB on its own thread: GridModel.offerCopies)

import { GridModel } from '../model/grid-model.js';
import { importMapText } from '../share/map-files.js';

/** The parsed map of a .map file's bytes (UTF-8, as File.text() reads it). Throws an Error with the reader's message. */
export function parseMapBytes(pl, bytes) {
  const imported = importMapText(pl, new TextDecoder().decode(bytes));
  if (imported.ok === false) throw new Error(imported.error);
  const { width, height, cells } = imported.map;
  const model = new GridModel(width, height, cells);
  return { width, height, cells: model.cells, corners: model.freeCorners(), copies: [model.cells.slice(), model.cells.slice()] };
}
