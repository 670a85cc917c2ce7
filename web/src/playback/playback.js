// Playback: the clock, speed and position of one or more replays stepped
// together. The main page, every mode, each set of compare boards and the
// embed step their boards through one of these; the buttons, timeline and
// keyboard shortcuts drive it (playback-controls.js, ui/keyboard.js).
//
// A timeline is anything with seek(k), step and totalSteps (a TraceReplay).
// Step k shows every loaded timeline at min(k, its last step); the playback's
// last step is the longest timeline's. A timeline with seekToward(k, ms) (a
// TraceReplay of a map over a million cells) may take a long jump over several
// frames, SEEK_MS_PER_FRAME of each shared by the timelines: `step` is the asked step at once, `seeking`
// is true until every timeline shows it, and each frame on the way sends
// 'stepchange' (a newer seek replaces the one under way).
//
// Events (EventTarget), for panels and overlays that follow the step:
//   'stepchange'  detail { step, totalSteps }   after every seek, including a load
//   'playchange'  detail { playing }           play or pause
// A panel that depends on the step listens to 'stepchange' and redraws only
// itself; nothing else on the page is rebuilt by a seek.

import { frameLoop } from './frame-loop.js';

export const STEP_CHANGED = 'stepchange';
export const PLAY_CHANGED = 'playchange';
export const DEFAULT_SPEED = 20; // steps per second
export const MAX_STEPS_PER_SECOND = 600_000;
const LONGEST_FRAME_S = 0.25; // a stalled tab does not jump ahead by more than this when it wakes
const SEEK_MS_PER_FRAME = 6; // the board's repaint has a budget as small, so a frame with both stays within the 50 ms target

export class Playback extends EventTarget {
  /** @param {{speed?: number}} [options] steps per second */
  constructor({ speed = DEFAULT_SPEED } = {}) {
    super();
    this.timelines = [];
    this.step = 0;
    this.totalSteps = 0;
    this.playing = false;
    this.speed = speed;
    this.clock = null;
    this.stopClock = null;
    this.stopCatchUp = null; // while a long jump is spread over frames
    this.spoken = false; // a live region says this playback's steps (ui/announcer.js): its step counter stays quiet
  }

  get loaded() { return this.timelines.length > 0; }
  /** Whether a long jump is still under way (some timeline is not at `step` yet). */
  get seeking() { return this.stopCatchUp !== null; }
  get atEnd() { return this.loaded && this.step === this.totalSteps; }

  /** Shows these timelines (one, several, or none) at `step` (clamped); stops playing. */
  load(timelines, step = 0) {
    this.pause();
    this.timelines = [timelines ?? []].flat();
    this.totalSteps = Math.max(0, ...this.timelines.map((t) => t.totalSteps));
    this.seek(step);
  }

  setSpeed(stepsPerSecond) {
    this.speed = Math.max(1, Math.min(MAX_STEPS_PER_SECOND, stepsPerSecond));
  }

  /** Shows step k (clamped to 0..totalSteps). Reaching the last step while playing stops there. */
  seek(k) {
    const step = Math.max(0, Math.min(this.totalSteps, Math.trunc(Number.isNaN(k) ? 0 : k)));
    this.step = step;
    this.#moveTimelines();
    if (this.playing && this.atEnd) this.#setPlaying(false);
    this.#stepChanged();
  }

  stepForward(n = 1) { this.pause(); this.seek(this.step + n); }
  stepBack(n = 1) { this.pause(); this.seek(this.step - n); }
  runToEnd() { this.pause(); this.seek(this.totalSteps); }

  /** Plays from here (from step 0 when at the end). */
  play() {
    if (this.playing || !this.loaded || this.totalSteps === 0) return;
    if (this.atEnd) this.seek(0);
    this.clock = null;
    this.#setPlaying(true);
  }

  pause() {
    if (this.playing) this.#setPlaying(false);
  }

  togglePlay() {
    if (this.playing) this.pause();
    else this.play();
  }

  // Brings every timeline to `step`, or as far as this frame's share allows and the rest in the next frames.
  // The timelines share the frame's SEEK_MS_PER_FRAME (three compare boards of a 4096 x 4096 map, each with
  // a share of its own, held frames past the 50 ms target when playing fast).
  #moveTimelines() {
    let behind = false;
    const share = SEEK_MS_PER_FRAME / this.timelines.length;
    for (const timeline of this.timelines) {
      const step = Math.min(this.step, timeline.totalSteps);
      if (timeline.seekToward) behind = !timeline.seekToward(step, share) || behind;
      else timeline.seek(step);
    }
    if (behind && !this.stopCatchUp) {
      this.stopCatchUp = frameLoop.onAdvance(() => {
        this.#moveTimelines();
        this.#stepChanged();
      });
    } else if (!behind && this.stopCatchUp) {
      this.stopCatchUp();
      this.stopCatchUp = null;
    }
  }

  #stepChanged() {
    this.dispatchEvent(new CustomEvent(STEP_CHANGED, { detail: { step: this.step, totalSteps: this.totalSteps } }));
  }

  #setPlaying(playing) {
    this.playing = playing;
    if (playing) this.stopClock = frameLoop.onAdvance((now) => this.#advance(now));
    else {
      this.stopClock?.();
      this.stopClock = null;
    }
    this.dispatchEvent(new CustomEvent(PLAY_CHANGED, { detail: { playing } }));
  }

  // Called once per animation frame while playing: `speed` steps per second, the first at once.
  #advance(now) {
    if (this.clock === null) this.clock = { last: now, owed: 1 };
    const dt = Math.min(LONGEST_FRAME_S, (now - this.clock.last) / 1000);
    this.clock.last = now;
    this.clock.owed += dt * this.speed;
    const steps = Math.floor(this.clock.owed);
    if (steps < 1) return;
    this.clock.owed -= steps;
    this.seek(this.step + steps);
  }
}
