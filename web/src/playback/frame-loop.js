// One requestAnimationFrame loop for everything on the page that moves:
// every Playback advances its clock, then every BoardView draws what changed.
// Two passes, so a board always draws the step its playback reached in the
// same frame. `lastFrameMs` is the page's work in the last frame (both passes).

const advancers = new Set();
const drawers = new Set();
let running = false;

export const frameLoop = {
  lastFrameMs: 0,
  /** fn(now) runs first in each frame (playback clocks). Returns a function that removes it. */
  onAdvance(fn) {
    advancers.add(fn);
    start();
    return () => advancers.delete(fn);
  },
  /** fn(now) runs after the advancers in each frame (board drawing). Returns a function that removes it. */
  onDraw(fn) {
    drawers.add(fn);
    start();
    return () => drawers.delete(fn);
  },
};

function start() {
  if (running) return;
  running = true;
  const frame = (now) => {
    const began = performance.now();
    for (const fn of advancers) fn(now);
    for (const fn of drawers) fn(now);
    frameLoop.lastFrameMs = performance.now() - began;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}
