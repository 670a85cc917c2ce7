// window.pathlab's readiness signal, set before anything else of the page runs. The page's modules
// include some that load files found from the core's tables (the algorithm and frontier-kind
// files: top-level await), and a module graph that waits may finish after the document's load
// event; this module imports nothing, and main.js imports it first, so window.pathlab is
// `{ ready }` from the moment the page's script starts, as docs/embedding.md ("The scripting API")
// promises a script that comes after it.

/**
 * The one readiness signal of window.pathlab (docs/embedding.md, "The scripting API"): until the page
 * has installed every part the API reads (lessons, learning, links, saving), window.pathlab is
 * `{ ready }` alone, so no method exists that would throw until later. publish() puts the whole API
 * there and resolves `ready` with it; fail() rejects it with why the page could not start.
 * @param {Window} target
 */
export function announceScriptApi(target = window) {
  let resolve, reject;
  const ready = new Promise((res, rej) => { resolve = res; reject = rej; });
  ready.catch(() => {}); // a page that could not start says so itself; a script that awaits ready hears it too
  /** @type {any} */ (target).pathlab = Object.freeze({ ready });
  return {
    ready,
    /** @param {ReturnType<typeof import('./script-api.js').createScriptApi>} api */
    publish(api) { target.pathlab = api; resolve(api); },
    /** @param {Error} error */
    fail(error) { reject(error); },
  };
}

/** The playground's signal: window.pathlab is `{ ready }` as soon as this module has run. */
export const scripting = announceScriptApi();
