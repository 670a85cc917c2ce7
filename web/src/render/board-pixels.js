// The board's pixels, one per cell, and the offscreen canvases they are put on:
// horizontal strips of whole rows, each at most STRIP_CELLS cells (4 MB), instead
// of one canvas the size of the map. A canvas's backing store is allocated and
// cleared on first use all at once: for one 4096 x 4096 canvas that is 64 MB, and
// the first repaint after opening such a map held the page's thread for several
// frames in that one call. A strip's first use costs a sixteenth of that, and a full
// repaint reaches the strips one after another, a few per frame.
//
// The pixels stay one Uint32Array over the whole map (row-major, as the cells);
// each strip's ImageData is a view of its rows, so nothing is copied twice.
// Maps up to STRIP_CELLS cells (1024 x 1024) have a single strip, as before.
//
// The strips are drawn side by side with smoothing off. Chromium draws an image
// without anti-aliasing when its destination is an axis-aligned rectangle (not
// under a device pixel thin), so each device pixel row belongs to exactly one
// strip: no seam and no overlap, the same pixels as one scaled canvas.

const STRIP_CELLS = 1 << 20;

export class BoardPixels {
  /** Pixels for a width x height board, all transparent. */
  constructor(width, height) {
    this.width = width;
    this.height = height;
    const buffer = new ArrayBuffer(width * height * 4);
    this.pixels = new Uint32Array(buffer);
    // As many strips as needed, all of nearly the same height: none only a few rows thin, which at a
    // small zoom would fall under a device pixel (and be drawn anti-aliased).
    const count = Math.ceil(height / Math.max(1, Math.floor(STRIP_CELLS / width)));
    this.stripRows = Math.ceil(height / count);
    this.strips = [];
    for (let top = 0; top < height; top += this.stripRows) {
      const rows = Math.min(this.stripRows, height - top);
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = rows;
      const image = new ImageData(new Uint8ClampedArray(buffer, top * width * 4, rows * width * 4), width, rows);
      this.strips.push({ top, rows, canvas, ctx: canvas.getContext('2d'), image });
    }
  }

  /** Puts the pixels of columns [x0, x1) of rows [y0, y1) on the strips' canvases. */
  put(x0, y0, x1, y1) {
    const first = Math.floor(y0 / this.stripRows);
    const last = Math.ceil(y1 / this.stripRows);
    for (let b = first; b < last; b++) {
      const strip = this.strips[b];
      const from = Math.max(y0, strip.top);
      const to = Math.min(y1, strip.top + strip.rows);
      strip.ctx.putImageData(strip.image, 0, 0, x0, from - strip.top, x1 - x0, to - from);
    }
  }

  /**
   * Draws the board scaled: cell (0, 0)'s top-left corner at (ox, oy), `zoom` px per cell; only the strips
   * that meet rows [0, viewHeight) of the target (in its current transform's units).
   */
  draw(ctx, ox, oy, zoom, viewHeight) {
    const width = this.width * zoom;
    for (const strip of this.strips) {
      const top = oy + strip.top * zoom;
      const height = strip.rows * zoom;
      if (top + height < 0 || top > viewHeight) continue;
      ctx.drawImage(strip.canvas, ox, top, width, height);
    }
  }
}
