// The embed's postMessage protocol, for a host page on any origin:
//   host → embed   { pathlab: 1, id, verb, args }       id: a string (<= 200 chars) or a finite number
//   embed → host   { pathlab: 1, id, ok: true, result } or { pathlab: 1, id, ok: false, error }
// Verbs are those of window.pathlab (VERBS), and 'subscribe', by which a host asks for
// the embed's events (host-events.js). Every message is validated; messages
// without `pathlab: 1` are not ours and are ignored; anything else malformed gets
// ok: false with a message. Messages are answered one at a time, in order.

export const PROTOCOL_VERSION = 1;
export const VERBS = Object.freeze(['loadMap', 'exportMap', 'setStart', 'setGoal', 'setOptions', 'run', 'step', 'stepBack', 'state', 'shareUrl',
  'openList', 'explain', 'pseudocode']);
const MAX_ARGS = 4;
const MAX_ID_CHARS = 200;
const MAX_ERROR_CHARS = 500;

/**
 * Answers one message. Never throws.
 * @param {Readonly<Record<string, unknown>>} api the page API (window.pathlab): one function per verb
 * @param {unknown} data the message's data
 * @returns {Promise<object|null>} the reply, or null when the message is not for Pathlab
 */
export async function answerMessage(api, data) {
  if (!isPlainObject(data) || !Object.hasOwn(data, 'pathlab')) return null;
  const message = /** @type {{pathlab: unknown, id?: unknown, verb?: unknown, args?: unknown}} */ (data);
  const id = validId(message.id) ? message.id : null;
  const fail = (error) => ({ pathlab: PROTOCOL_VERSION, id, ok: false, error: String(error).slice(0, MAX_ERROR_CHARS) });
  if (message.pathlab !== PROTOCOL_VERSION) return fail(`unsupported protocol version ${describe(message.pathlab)} (this embed speaks pathlab: 1)`);
  if (!validId(message.id)) return fail('id must be a string of at most 200 characters or a finite number');
  const known = typeof api.subscribe === 'function' ? [...VERBS, 'subscribe'] : VERBS;
  if (typeof message.verb !== 'string' || !known.includes(message.verb)) {
    return fail(`unknown verb ${describe(message.verb)} (known: ${known.join(', ')})`);
  }
  const args = message.args ?? [];
  if (!Array.isArray(args) || args.length > MAX_ARGS) return fail(`args must be an array of at most ${MAX_ARGS} values`);
  try {
    const result = await /** @type {Function} */ (api[/** @type {string} */ (message.verb)])(...args);
    const reply = { pathlab: PROTOCOL_VERSION, id, ok: true, result: result === undefined ? null : result };
    structuredClone(reply); // fail here, with a message, rather than in postMessage
    return reply;
  } catch (error) {
    return fail(error?.message ?? error);
  }
}

/**
 * Listens for protocol messages on `target` (the embed's window) and replies to each sender.
 * @param {Window} target
 * @param {Readonly<Record<string, unknown>>} api the page API (window.pathlab)
 * @param {{subscribe?: (source: Window, origin: string) => object}} [host] answers the verb
 *   'subscribe' for the window that sent it
 * @returns {() => void} stops listening
 */
export function installMessageProtocol(target, api, { subscribe } = {}) {
  let queue = Promise.resolve();
  const onMessage = (event) => {
    if (!event.source || event.source === target) return; // only other windows (the host) drive the embed
    const verbs = subscribe ? { ...api, subscribe: () => subscribe(event.source, event.origin) } : api;
    queue = queue.then(async () => {
      const reply = await answerMessage(verbs, event.data);
      if (!reply) return;
      try {
        // Reply only to the window that asked, at its origin ('*' for opaque origins such as file:).
        event.source.postMessage(reply, event.origin && event.origin !== 'null' ? event.origin : '*');
      } catch {
        // the sender went away
      }
    });
  };
  target.addEventListener('message', onMessage);
  return () => target.removeEventListener('message', onMessage);
}

function validId(id) {
  return (typeof id === 'string' && id.length <= MAX_ID_CHARS) || (typeof id === 'number' && Number.isFinite(id));
}

/** @param {unknown} value @returns {value is object} */
function isPlainObject(value) {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function describe(value) {
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  return typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined ? String(value) : typeof value;
}
