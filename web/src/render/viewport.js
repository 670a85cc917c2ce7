// A board's view: which cell is at the centre of its canvas and how many CSS pixels a cell takes
// (`{ zoom, centerX, centerY }`), and the arithmetic of fitting, zooming, panning and converting
// between cells and the canvas's CSS pixels (`size`: the canvas's CSS width and height).

export const MIN_ZOOM = 0.05; // a 8192-cell side still fits a 410 px frame
export const MAX_ZOOM = 64;

export function clampZoom(zoom) {
  return Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));
}

/** The view that shows spanX x spanY cells around (centerX, centerY) whole. */
export function fittedView(size, centerX, centerY, spanX, spanY) {
  return { zoom: clampZoom(Math.min(size.width / spanX, size.height / spanY)), centerX, centerY };
}

/** The view zoomed by `factor`, keeping the cell under the CSS point (px, py) in place. */
export function zoomedView(view, size, factor, px, py) {
  const [cx, cy] = screenToCell(view, size, px, py);
  const zoom = clampZoom(view.zoom * factor);
  return { zoom, centerX: cx - (px - size.width / 2) / zoom, centerY: cy - (py - size.height / 2) / zoom };
}

/** The view moved by (dx, dy) CSS pixels. */
export function pannedView(view, dx, dy) {
  return { ...view, centerX: view.centerX - dx / view.zoom, centerY: view.centerY - dy / view.zoom };
}

/** CSS pixel (relative to the canvas) -> fractional cell coordinates. @returns {[number, number]} */
export function screenToCell({ zoom, centerX, centerY }, size, px, py) {
  return [centerX + (px - size.width / 2) / zoom, centerY + (py - size.height / 2) / zoom];
}

/** Cell (x, y) -> CSS pixel of its top-left corner. @returns {[number, number]} */
export function cellToScreen({ zoom, centerX, centerY }, size, x, y) {
  return [size.width / 2 + (x - centerX) * zoom, size.height / 2 + (y - centerY) * zoom];
}
