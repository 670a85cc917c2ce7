// What an animation export will make, checked before any frame is drawn (docs/slides.md): the
// steps each frame shows, the frame's size and timing, and a clear refusal for what cannot be
// made (an unknown format, a range outside the search, more frames or pixels than a file a slide
// program can play should hold). No DOM: unit-tested in Node.

export const FORMATS = Object.freeze({ gif: 'Animated GIF', webm: 'Video (WebM)' });
export const MAX_FRAMES = 3000;
export const MAX_BOARD_PX = 800; // the board's longest side in a frame (a slide's width); bigger maps are scaled down to it
export const MAX_SCALE = 32; // px per cell
export const MAX_FPS = 50; // a GIF counts delays in hundredths of a second; browsers slow anything under 2 to 10
export const MAX_TOTAL_PIXELS = 400e6; // all frames together: about 1.6 GB of pixels to encode
export const LAST_FRAME_HOLD_MS = 2000; // the last frame stays this long (at least), before the animation loops
const DEFAULT_BOARD_PX = 640;

/**
 * @param {{from?: number, to?: number, fps?: number, stepsPerFrame?: number, scale?: number, format?: string, panels?: boolean}} request
 * @param {{totalSteps: number, width: number, height: number, panelHeight: number, panelWidth: number, video: boolean}} run
 *   the search's step count and the map's size; the panels' size in px; whether this browser can record video
 * @returns {{format: string, steps: number[], fps: number, delayMs: number, lastDelayMs: number, scale: number,
 *   boardWidth: number, boardHeight: number, width: number, height: number, panels: boolean, note: string}}
 * @throws {Error} with a message for people when the request cannot be made
 */
export function planExport(request, run) {
  if (request === null || typeof request !== 'object') throw new Error('the export options must be an object such as { from: 0, to: 100, format: "gif" }');
  const { totalSteps, width, height } = run;
  const format = request.format ?? 'gif';
  if (!Object.hasOwn(FORMATS, format)) throw new Error(`format must be one of ${Object.keys(FORMATS).map((f) => `"${f}"`).join(', ')}, not ${JSON.stringify(format)}`);
  if (format === 'webm' && !run.video) throw new Error('this browser cannot record video from a canvas (MediaRecorder with WebM): choose the animated GIF');
  const from = whole(request.from ?? 0, 'from', 0, totalSteps, `the search has steps 0 to ${totalSteps}`);
  const to = whole(request.to ?? totalSteps, 'to', 0, totalSteps, `the search has steps 0 to ${totalSteps}`);
  if (from > to) throw new Error(`the range runs backwards: from step ${from} to step ${to}; "from" must not be after "to"`);
  const stepsPerFrame = whole(request.stepsPerFrame ?? 1, 'steps per frame', 1, Math.max(1, to - from), 'at least 1, at most the steps in the range');
  const fps = number(request.fps ?? 10, 'frames per second', 1, MAX_FPS);
  const panels = request.panels ?? false;
  if (typeof panels !== 'boolean') throw new Error(`panels must be true or false, not ${JSON.stringify(panels)}`);

  const steps = [];
  for (let step = from; step < to; step += stepsPerFrame) steps.push(step);
  steps.push(to);
  if (steps.length > MAX_FRAMES) {
    const needed = Math.ceil((to - from) / (MAX_FRAMES - 1));
    throw new Error(`steps ${from} to ${to} at ${stepsPerFrame} per frame make ${steps.length.toLocaleString('en-US')} frames; `
      + `an animation holds at most ${MAX_FRAMES.toLocaleString('en-US')}: choose a shorter range or at least ${needed.toLocaleString('en-US')} steps per frame`);
  }

  const side = Math.max(width, height);
  const fitted = MAX_BOARD_PX / side;
  const asked = request.scale ?? Math.max(1, Math.min(16, Math.floor(DEFAULT_BOARD_PX / side)));
  if (!(typeof asked === 'number' && asked > 0 && asked <= MAX_SCALE)) throw new Error(`scale (pixels per cell) must be a number above 0 and at most ${MAX_SCALE}, not ${JSON.stringify(asked)}`);
  const scale = Math.min(asked, fitted);
  const boardWidth = Math.max(1, Math.round(width * scale));
  const boardHeight = Math.max(1, Math.round(height * scale));
  let note = '';
  if (scale < asked) {
    note = scale < 1
      ? `The ${width} × ${height} map is scaled down to ${boardWidth} × ${boardHeight} pixels (${(1 / scale).toFixed(1)} cells to a pixel), so single cells blur together.`
      : `At ${asked} pixels per cell the board would be over ${MAX_BOARD_PX} pixels wide: it is made at ${scale.toFixed(2).replace(/\.?0+$/, '')} pixels per cell instead.`;
  }
  const frameWidth = panels ? Math.max(boardWidth, run.panelWidth) : boardWidth;
  const frameHeight = boardHeight + (panels ? run.panelHeight : 0);
  const pixels = steps.length * frameWidth * frameHeight;
  if (pixels > MAX_TOTAL_PIXELS) {
    const fit = Math.max(1, Math.floor(MAX_TOTAL_PIXELS / (frameWidth * frameHeight)));
    throw new Error(`${steps.length.toLocaleString('en-US')} frames of ${frameWidth} × ${frameHeight} pixels are too much to encode here `
      + `(at most ${fit.toLocaleString('en-US')} frames of that size): choose fewer pixels per cell, a shorter range or more steps per frame`);
  }
  const delayMs = 1000 / fps;
  return { format, steps, fps, delayMs, lastDelayMs: Math.max(delayMs, LAST_FRAME_HOLD_MS), scale, boardWidth, boardHeight,
    width: frameWidth, height: frameHeight, panels, note };
}

/** The file's name: pathlab-<algorithm>-steps-<from>-<to>.<gif|webm>. */
export function fileName(plan, algorithm) {
  const safe = String(algorithm ?? 'search').replace(/[^a-z0-9-]+/gi, '-');
  return `pathlab-${safe}-steps-${plan.steps[0]}-${plan.steps[plan.steps.length - 1]}.${plan.format}`;
}

function whole(value, name, min, max, range) {
  if (!Number.isInteger(value)) throw new Error(`${name} must be a whole number, not ${JSON.stringify(value)}`);
  if (value < min || value > max) throw new Error(`${name} is ${value}, outside ${min} to ${max} (${range})`);
  return value;
}

function number(value, name, min, max) {
  if (!(typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max)) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not ${JSON.stringify(value)}`);
  }
  return value;
}
