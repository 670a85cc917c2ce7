// The start and goal markers as every board draws them (the page's boards and the exported
// animation frames): a disc in the marker's colour, ringed, lettered once it is big enough to read.

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} cx the disc's centre, x (CSS pixels of ctx)
 * @param {number} cy the disc's centre, y
 * @param {number} radius
 * @param {{colour: string, ring: string, label: string}} marker
 */
export function drawMarkerDisc(ctx, cx, cy, radius, { colour, ring, label }) {
  ctx.beginPath();
  ctx.arc(cx, cy, radius, 0, 2 * Math.PI);
  ctx.fillStyle = colour;
  ctx.fill();
  ctx.lineWidth = 2;
  ctx.strokeStyle = ring;
  ctx.stroke();
  if (radius >= 8) {
    ctx.fillStyle = '#ffffff';
    ctx.font = `bold ${Math.round(radius * 1.1)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, cx, cy + 1);
  }
}
