// <pathlab-embed>: a Pathlab playground for tutorial pages, on any site.
//
//   <script type="module" src="https://example.org/pathlab/embed-element.js"></script>
//   <pathlab-embed link="https://example.org/pathlab/#v1.…" controls="play,step,timeline" readonly></pathlab-embed>
//
// It shows embed.html (from beside this file) in an iframe and talks to it through
// the embed's postMessage protocol (src/embed/host-messages.js): the methods below are
// the verbs of window.pathlab and return promises; replies and events are taken
// only from its own frame at the embed's origin. The frame's height follows its
// content (the embed reports it: src/embed/host-events.js). docs/embedding.md, "The <pathlab-embed> element".

import { PROTOCOL_VERSION, VERBS } from './src/embed/host-messages.js';

const EMBED_PAGE = new URL('embed.html', import.meta.url);
const EMBED_ORIGIN = EMBED_PAGE.origin;
// Attributes passed to the embed page as URL parameters (validated there; a bad value
// is shown in the embed's alert and its default used).
const PASSED = ['controls', 'speed', 'theme', 'panels'];
const FLAGS = ['autoplay', 'readonly']; // boolean attributes: present (and not "0" or "false") means on
const INITIAL_HEIGHT = 420;

const STYLE = `
  :host { display: block; }
  :host([hidden]) { display: none; }
  iframe { display: block; width: 100%; height: ${INITIAL_HEIGHT}px; border: 0; }
`;

export class PathlabEmbed extends HTMLElement {
  static observedAttributes = ['link', ...PASSED, ...FLAGS];

  #frame = null;
  #src = '';
  #pending = new Map(); // request id -> { resolve, reject }
  #nextId = 1;
  #ready = null; // { promise, resolve, reject } for the current frame
  #answering = null; // the same, resolved once the frame answers even when its link was broken (calls wait on it)
  #reload = false;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.append(Object.assign(document.createElement('style'), { textContent: STYLE }));
    this.#newReady();
  }

  /**
   * Resolves with state() once the playground answers; rejects when it cannot start, or when its link cannot be
   * opened (an Error with the link error's `code` and message; the frame then shows the starter map and still
   * answers calls, and an `error` event says the same). Renewed when an attribute reloads it.
   */
  get ready() { return this.#ready.promise; }

  /** The iframe inside (its height follows the content). */
  get frame() { return this.#frame; }

  connectedCallback() {
    window.addEventListener('message', this.#onMessage);
    this.#load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.#onMessage);
    this.#drop('the <pathlab-embed> was removed from the page');
  }

  attributeChangedCallback() {
    if (!this.isConnected || this.#reload) return;
    this.#reload = true; // several attributes set in a row reload once
    queueMicrotask(() => {
      this.#reload = false;
      if (this.isConnected) this.#load();
    });
  }

  /** The embed page's address for the current attributes. */
  get src() {
    const params = new URLSearchParams();
    for (const name of PASSED) if (this.hasAttribute(name)) params.set(name, this.getAttribute(name));
    for (const name of FLAGS) if (this.hasAttribute(name)) params.set(name, /^(0|false)$/i.test(this.getAttribute(name)) ? '0' : '1');
    params.set('height', 'auto');
    const link = this.getAttribute('link') ?? '';
    const hash = link.includes('#') ? link.slice(link.indexOf('#')) : link ? `#${link}` : '';
    return `${EMBED_PAGE.href}?${params}${hash}`;
  }

  /** Sends one verb of window.pathlab; resolves with its result, rejects with the embed's error. */
  async call(verb, ...args) {
    await this.#answering.promise;
    return this.#send(verb, args);
  }

  #send(verb, args) {
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#frame.contentWindow.postMessage({ pathlab: PROTOCOL_VERSION, id, verb, args }, EMBED_ORIGIN);
    });
  }

  #load() {
    const src = this.src;
    if (this.#frame && src === this.#src) return;
    this.#drop('the <pathlab-embed> reloaded for new attributes');
    this.#src = src;
    const frame = document.createElement('iframe');
    frame.title = this.getAttribute('title') || 'Pathlab pathfinding playground';
    frame.setAttribute('allow', 'clipboard-write');
    if (this.#frame) frame.style.height = this.#frame.style.height; // no jump while it reloads
    frame.src = src;
    this.#frame?.remove();
    this.#frame = frame;
    this.shadowRoot.append(frame);
  }

  // Rejects what waits on the old frame and starts a new `ready`.
  #drop(reason) {
    for (const { reject } of this.#pending.values()) reject(new Error(reason));
    this.#pending.clear();
    if (this.#frame) {
      for (const waiting of [this.#ready, this.#answering]) {
        waiting.reject(new Error(reason));
        waiting.promise.catch(() => {}); // nobody may be waiting
      }
      this.#newReady();
    }
  }

  #newReady() {
    this.#ready = deferred();
    this.#answering = deferred();
    // A host that listens for the error event only, or never asks, gets no "uncaught" report; `await ready` still throws.
    this.#ready.promise.catch(() => {});
  }

  // Messages from this element's frame only, at the embed's origin.
  #onMessage = (event) => {
    if (!this.#frame || event.source !== this.#frame.contentWindow || event.origin !== EMBED_ORIGIN) return;
    const data = event.data;
    if (!data || typeof data !== 'object' || data.pathlab !== PROTOCOL_VERSION) return;
    if (data.event) this.#onEvent(data);
    else this.#onReply(data);
  };

  #onEvent({ event, height, state, result, error, linkError }) {
    if (event === 'ready') {
      const [ready, answering] = [this.#ready, this.#answering];
      this.#send('subscribe', []).then(({ height: h, state: s }) => {
        this.#setHeight(h);
        answering.resolve(s);
        if (!linkError) {
          ready.resolve(s);
          return;
        }
        const failure = Object.assign(new Error(String(linkError.message)), { code: String(linkError.code) });
        ready.reject(failure);
        this.dispatchEvent(new CustomEvent('error', { detail: { code: failure.code, message: failure.message } }));
      }, (failure) => {
        answering.reject(failure);
        ready.reject(failure);
      });
    } else if (event === 'failed') {
      this.#answering.reject(new Error(String(error)));
      this.#answering.promise.catch(() => {});
      this.#ready.reject(new Error(String(error)));
    } else if (event === 'resize') {
      this.#setHeight(height);
    } else if (event === 'step') {
      this.dispatchEvent(new CustomEvent('stepchange', { detail: state }));
    } else if (event === 'finish') {
      this.dispatchEvent(new CustomEvent('searchfinish', { detail: result }));
    }
  }

  #onReply({ id, ok, result, error }) {
    const waiting = this.#pending.get(id);
    if (!waiting) return;
    this.#pending.delete(id);
    if (ok) waiting.resolve(result);
    else waiting.reject(new Error(error));
  }

  #setHeight(height) {
    if (Number.isFinite(height) && height > 0) this.#frame.style.height = `${Math.ceil(height)}px`;
  }

  static {
    // run(), step(n), stepBack(n), state(), setOptions({...}), loadMap(text), exportMap(),
    // setStart(x, y), setGoal(x, y), shareUrl(): promises of window.pathlab's answers.
    for (const verb of VERBS) {
      Object.defineProperty(this.prototype, verb, {
        value(...args) { return this.call(verb, ...args); },
        writable: true,
        configurable: true,
      });
    }
  }
}

function deferred() {
  let resolve;
  let reject;
  const promise = new Promise((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

if (!customElements.get('pathlab-embed')) customElements.define('pathlab-embed', PathlabEmbed);
