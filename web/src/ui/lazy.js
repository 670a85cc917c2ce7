// Parts of the page that few visits use (the export dialog, the lesson editor, Check my search, the
// page modes) are loaded when first used, not at start: each is a dynamic import() of a literal
// path, which the production build (web/tools/site-build.mjs) makes a chunk of its own and which runs
// as it is from the sources. lazyPart() keeps one load per part: the first use starts it, later uses
// share it, and a load that failed (the network down) is forgotten so that the next use tries again,
// with a message that says which part could not be loaded.

/** A part of the page that could not be loaded; its message is for people (the page's alert shows it). */
export class PartLoadError extends Error {
  /**
   * @param {string} what the part, for people ("the Compare mode")
   * @param {unknown} cause the import()'s rejection
   */
  constructor(what, cause) {
    const why = cause instanceof Error ? cause.message : String(cause);
    super(`${what} could not be loaded (${why}); check the connection and try again`, { cause });
    this.name = 'PartLoadError';
    this.code = 'load-failed';
  }
}

/**
 * @template T
 * @param {string} what the part, for people ("the export dialog")
 * @param {() => Promise<T>} load its import(), say () => import('./dialog-form.js')
 * @returns {{(): Promise<T>, loaded(): T | undefined}} the load (started by the first call); loaded():
 *   the part once it has loaded, else undefined
 */
export function lazyPart(what, load) {
  /** @type {Promise<T> | null} */
  let loading = null;
  /** @type {T | undefined} */
  let value;
  const get = () => {
    loading ??= load().then((part) => {
      value = part;
      return part;
    }, (error) => {
      loading = null; // the next use tries again
      throw new PartLoadError(what, error);
    });
    return loading;
  };
  get.loaded = () => value;
  return get;
}
