// The embed page's URL parameters (the query string; the map and search state go in
// the fragment, as in share links). Pure: parses a query string, no DOM.
//
//   controls  comma list of: play, step, timeline, speed, algorithm, reset, share, check, learn
//             (the Learn by doing card: Predict, Quiz me, Simulate by hand);
//             or 'all' or 'none'                                 default play,step,timeline,algorithm
//   autoplay  1 or 0: start playing once loaded                    default 0
//   speed     steps per second, 1..600000                          default 20
//   readonly  1 or 0: 1 blocks drawing and dragging on the map
//             (zoom and pan still work; the host can still drive it) default 0
//   theme     light, dark or auto (follows the reader's setting)    default auto
//   panels    comma list of the teaching panels: code (pseudocode), open (open list),
//             explain (step explanation); or 'all' or 'none'            default none
//   height    auto: the board's height follows the map's shape and the
//             frame's width, for hosts that size the frame to the content
//             (<pathlab-embed> does)                                  default: fill the frame
import { PANELS } from '../model/panel-names.js';

export const CONTROL_NAMES = ['play', 'step', 'timeline', 'speed', 'algorithm', 'reset', 'share', 'check', 'learn'];
/** Each control in words, for the playground's Embed dialog. */
export const CONTROL_LABELS = Object.freeze({
  play: 'Play / Pause', step: 'Step buttons', timeline: 'Timeline and step counter', speed: 'Speed',
  algorithm: 'Algorithm menu', reset: 'Clear the search', share: '“Open in Pathlab” link', check: 'Check my search (a trace from the reader’s own program)',
  learn: 'Learn by doing (Predict, Quiz me, Simulate by hand)',
});
export const DEFAULT_CONTROLS = ['play', 'step', 'timeline', 'algorithm'];
export const THEMES = ['auto', 'light', 'dark'];
export const MAX_SPEED = 600_000;

/**
 * @param {string} search location.search, with or without the '?'
 * @returns {{controls: Set<string>, autoplay: boolean, speed: number, readOnly: boolean, theme: string, autoHeight: boolean,
 *   panels: string[], problems: string[]}}
 *   problems: one message per parameter that was ignored (its default is used)
 */
export function parseEmbedParams(search) {
  const params = new URLSearchParams(String(search ?? '').slice(0, 4000));
  const problems = [];
  const result = { controls: new Set(DEFAULT_CONTROLS), autoplay: false, speed: 20, readOnly: false, theme: 'auto', autoHeight: false, panels: [], problems };

  const controls = params.get('controls');
  if (controls !== null) {
    const names = controls.split(',').map((s) => s.trim()).filter(Boolean);
    if (names.length === 1 && names[0] === 'all') result.controls = new Set(CONTROL_NAMES);
    else if (names.length === 1 && names[0] === 'none') result.controls = new Set();
    else {
      const unknown = names.filter((n) => !CONTROL_NAMES.includes(n));
      if (unknown.length) problems.push(`unknown control '${clip(unknown[0])}' ignored (known: ${CONTROL_NAMES.join(', ')}, all, none)`);
      result.controls = new Set(names.filter((n) => CONTROL_NAMES.includes(n)));
    }
  }
  result.autoplay = flag(params, 'autoplay', false, problems);
  result.readOnly = flag(params, 'readonly', false, problems);

  const speed = params.get('speed');
  if (speed !== null) {
    const value = Number(speed);
    if (/^\d+(\.\d+)?$/.test(speed) && value >= 1 && value <= MAX_SPEED) result.speed = value;
    else problems.push(`speed '${clip(speed)}' ignored: steps per second from 1 to ${MAX_SPEED}`);
  }
  const panels = params.get('panels');
  if (panels !== null) {
    const names = panels.split(',').map((p) => p.trim()).filter(Boolean);
    if (names.length === 1 && names[0] === 'all') result.panels = [...PANELS];
    else if (!(names.length === 1 && names[0] === 'none')) {
      const unknown = names.filter((n) => !PANELS.includes(n));
      if (unknown.length) problems.push(`unknown panel '${clip(unknown[0])}' ignored (known: ${PANELS.join(', ')}, all, none)`);
      result.panels = PANELS.filter((n) => names.includes(n));
    }
  }
  const theme = params.get('theme');
  if (theme !== null) {
    if (THEMES.includes(theme)) result.theme = theme;
    else problems.push(`theme '${clip(theme)}' ignored (use ${THEMES.join(', ')})`);
  }
  const height = params.get('height');
  if (height !== null) {
    if (height === 'auto') result.autoHeight = true;
    else problems.push(`height '${clip(height)}' ignored (use auto, or leave it out to fill the frame)`);
  }
  return result;
}

/** The query string for parseEmbedParams, leaving out defaults. */
export function embedQuery({ controls = DEFAULT_CONTROLS, autoplay = false, speed = 20, readOnly = false, theme = 'auto', panels = [] } = {}) {
  const params = new URLSearchParams();
  const list = [...controls];
  if (list.join(',') !== DEFAULT_CONTROLS.join(',')) params.set('controls', list.length ? list.join(',') : 'none');
  if (autoplay) params.set('autoplay', '1');
  if (speed !== 20) params.set('speed', String(speed));
  if (readOnly) params.set('readonly', '1');
  if (theme !== 'auto') params.set('theme', theme);
  if (panels.length) params.set('panels', panels.join(','));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The iframe snippet for an embed URL. The URL is escaped for an HTML attribute.
 * @param {string} embedUrl
 * @param {{width?: number, height?: number, title?: string}} [size]
 */
export function iframeSnippet(embedUrl, { width = 640, height = 420, title = 'Pathlab pathfinding playground' } = {}) {
  return `<iframe src="${escapeAttribute(embedUrl)}" width="${Math.round(width)}" height="${Math.round(height)}" `
    + `title="${escapeAttribute(title)}" style="border:0;max-width:100%" loading="lazy"></iframe>`;
}

/**
 * The <pathlab-embed> snippet: its script (once per page) and the element for a share link.
 * @param {string} scriptUrl embed-element.js's address
 * @param {string} link a share link
 * @param {{autoplay?: boolean, readOnly?: boolean, theme?: string, controls?: Iterable<string>, panels?: string[]}} [options]
 */
export function elementSnippet(scriptUrl, link, { autoplay = false, readOnly = false, theme = 'auto', controls = DEFAULT_CONTROLS, panels = [] } = {}) {
  const attributes = [`link="${escapeAttribute(link)}"`];
  if (autoplay) attributes.push('autoplay');
  if (readOnly) attributes.push('readonly');
  if (theme !== 'auto') attributes.push(`theme="${escapeAttribute(theme)}"`);
  // controls= and panels= as embedQuery writes them (left out at their defaults).
  const query = new URLSearchParams(embedQuery({ controls: [...controls], panels }));
  for (const name of ['controls', 'panels']) if (query.has(name)) attributes.push(`${name}="${escapeAttribute(query.get(name))}"`);
  return `<script type="module" src="${escapeAttribute(scriptUrl)}"></script>\n`
    + `<pathlab-embed ${attributes.join(' ')}></pathlab-embed>`;
}

function escapeAttribute(text) {
  return String(text).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function flag(params, name, fallback, problems) {
  const value = params.get(name);
  if (value === null) return fallback;
  if (value === '1' || value === 'true' || value === '') return true;
  if (value === '0' || value === 'false') return false;
  problems.push(`${name} '${clip(value)}' ignored (use 1 or 0)`);
  return fallback;
}

function clip(text) {
  return text.length > 30 ? `${text.slice(0, 30)}…` : text;
}
