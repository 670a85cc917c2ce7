// The landmarks of a search with the landmark heuristic: the cells whose distances to every cell
// were measured before it (the library's result.landmarks; docs/algorithms.md, "Landmarks"), drawn
// on the board as numbered discs while that search is shown. The Stats card lists them.

import { CSS } from '../render/palette.js';
import { drawMarkerDisc } from '../render/marker.js';

/** @param {import('../app/app.js').App} app */
export function installLandmarksView(app) {
  app.renderer.addOverlay((ctx, view) => {
    const landmarks = app.searchAdapter ? null : app.result?.landmarks;
    if (!landmarks) return;
    const radius = Math.max(5, view.zoom * 0.4);
    landmarks.forEach(([x, y], i) => {
      const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
      drawMarkerDisc(ctx, sx, sy, radius, { colour: CSS.landmark, ring: CSS.markerRing, label: String(i + 1) });
    });
  });
}
